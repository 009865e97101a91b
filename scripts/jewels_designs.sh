#!/usr/bin/env bash
# Regenerates the Jewels submission's template table (kTemplates, one line per
# layout, in the generated block at the end of submissions/jewels.cpp) with
# build/jewels_designs.
# Narrowing-rows layouts: for every board size 8..16 and colour count 6..10,
# eighteen designs (RNG seeds 11 to 28), 30,000 search iterations a design,
# 100,000 for 12x12 to 16x16 with nine or ten colours and for 11x11 and 12x12
# with seven to ten. Key layouts (--key 1: two crosses, a block of up to nine
# full rows, an end tail of up to 60 steps): sizes 10..16 with colours 6..10
# and 13..16 with five colours (elsewhere the five-colour greedy wins), RNG
# seeds 11 and 12 (11 to 14 on 16x16 with six to ten colours), 2,500
# iterations (1,500 below 12x12). Packed key layouts (--key 2, the same options:
# the end tail packed into the room the block and key leave): the same sizes,
# colours and iterations, and five colours on 11x11 and 12x12 too; a pool of
# RNG seeds per class (packed_pool) of which the best by rate are kept: 16 of
# 56 on 16x16 with six to ten colours, 16 of 54 on 13x13 and 14x14 with seven
# and eight, 16 of 38 on 14x14 with the others, 12 of 30 on 15x15 and 16x16
# with five, 12 of 64 on 12x12 with five, 12 of 42 on 11x11 with five, 12 of 26
# on 12x12 and 13x13 with the others, 8 of 20 on 11x11 with six to ten, both on
# 10x10. From 11x11 up, packed layouts whose end tail a beam search finds
# (--key 4, 600 iterations; RNG seeds 11 to 60 on 12x12, 14x14 and 16x16, 11 to
# 50 on 11x11, 13x13 and 15x15) compete for the same places: the kept ones are
# the best of both pools.
# Staircase key layouts (--key 3, the same options, 2,500 iterations: the chain
# walked over the block): 11x11 with five and six colours and 12x12 with eight
# and nine, RNG seeds 11 to 18; the family "staircase-big" (not in the table:
# no better in play) makes them for 14x14 to 16x16 with five to ten colours,
# RNG seeds 11 and 12.
# Every design has its cascade extended into the cells it leaves open
# ("jewels_designs extend": lines of three that form as the cascade drops,
# kept while they raise the sampled rate) before the pools choose.
# Runs two designs at a time (JOBS=1: one); the whole table takes about seven
# and a half hours on two idle cores (the extension about an hour of that).
# Usage:
#   [JOBS=2] scripts/jewels_designs.sh --write [BUILD_DIR]
#     makes the whole table and rewrites the generated block at the end of
#     submissions/jewels.cpp with it (checks the block's markers first).
#   [JOBS=2] scripts/jewels_designs.sh [BUILD_DIR [FAMILIES [SIZES]]]
#     prints the table's lines. FAMILIES: any of "rows key packed staircase
#     staircase-big" (default: the table's "rows key packed staircase"), SIZES:
#     board sizes (default "8 9 10 11 12 13 14 15 16"); the lines come out in
#     the table's order, so a subset remakes those lines of the table.
# The steps after the designs, alone (for a part of the table, and for tests):
#   scripts/jewels_designs.sh --splice FILE < LINES
#     LINES become the generated block between FILE's BEGIN GENERATED and END
#     GENERATED markers; the rest of FILE is kept as it is.
#   scripts/jewels_designs.sh --select KEEP < LINES
#     the KEEP best of a pool's LINES by rate (see select_best), in their order.
#   scripts/jewels_designs.sh --assemble DIR
#     the table's lines from the designs made, DIR/FAMILY_N_C_SEED.txt (FAMILY:
#     rows, key, packed, beam or staircase), every pool reduced to its best.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
source_file="$root/submissions/jewels.cpp"
begin_marker='// ===== BEGIN GENERATED: Jewels template table'  # the start of its line
end_marker='// ===== END GENERATED ====='                     # its whole line
usage() { sed -n '/^# Usage:/,/^set -euo/{/^set -euo/d; s/^# \{0,1\}//; p}' "${BASH_SOURCE[0]}" >&2; exit 2; }
die() { echo "jewels_designs.sh: $*" >&2; exit 1; }

# Removed on exit: a folder for the designs, and a new source file not yet in place.
scratch=""
partial=""
cleanup() { rm -rf ${scratch:+"$scratch"} ${partial:+"$partial"}; }
trap cleanup EXIT

families="rows key packed staircase"
wanted() { [[ " $1 " == *" $2 "* ]]; }
key_seeds() { if (($1 == 16 && $2 >= 6)); then seq 11 14; else seq 11 12; fi; }
# Packed key layouts: "FIRST LAST KEEP": RNG seeds FIRST..LAST are designed and
# the KEEP best by rate (see select_best) go into the table. More designs to
# choose from give both better best layouts and a better fit to the board.
packed_pool() {
  if (($1 == 16)); then
    if (($2 >= 6)); then echo "11 66 16"; else echo "11 40 12"; fi
  elif (($1 == 15)); then
    echo "11 40 12"
  elif (($1 == 14)); then
    if (($2 == 7 || $2 == 8)); then echo "11 64 16"; else echo "11 48 16"; fi
  elif (($1 == 13)); then
    if (($2 == 7 || $2 == 8)); then echo "11 64 16"; else echo "11 36 12"; fi
  elif (($1 == 12)); then
    if (($2 == 5)); then echo "11 74 12"; else echo "11 36 12"; fi
  elif (($1 == 11)); then
    if (($2 == 5)); then echo "11 52 12"; else echo "11 30 8"; fi
  else
    echo "11 12 2"
  fi
}
# The RNG seeds FIRST..LAST of a pool "FIRST LAST KEEP" (none for an empty one).
pool_seeds() {
  local first last keep
  read -r first last keep <<< "$1"
  [[ -n $first ]] && seq "$first" "$last"
  return 0
}
packed_seeds() { pool_seeds "$(packed_pool "$1" "$2")"; }
# Packed key layouts whose end tail is found by a beam search (--key 4, 600
# iterations: about the CPU of 2,500 single walks) join the packed pool from
# 11x11 up, "FIRST LAST": RNG seeds 11..60 on 12x12, 14x14 and 16x16, 11..50
# on 11x11, 13x13 and 15x15.
beam_pool() {
  if (($1 == 12 || $1 == 14 || $1 == 16)); then
    echo "11 60"
  elif (($1 == 11 || $1 == 13 || $1 == 15)); then
    echo "11 50"
  fi
  return 0
}
beam_seeds() { pool_seeds "$(beam_pool "$1" "$2")"; }
# Staircase layouts in the table: 11x11 with five and six colours and 12x12
# with eight and nine, "FIRST LAST KEEP" as for packed_pool; "staircase-big"
# gives the 14x14 to 16x16 ones measured and left out.
staircase_pool() {
  if ((($1 == 11 && $2 <= 6) || ($1 == 12 && ($2 == 8 || $2 == 9)))); then
    wanted "$families" staircase && echo "11 18 8"
  elif (($1 >= 14)); then
    wanted "$families" staircase-big && echo "11 12 2"
  fi
  return 0
}
staircase_seeds() { pool_seeds "$(staircase_pool "$1" "$2")"; }

# The designs of $families for the board sizes given, one a line: the
# designer's option values in the order xargs names them below, then the family.
design_list() {
  local sizes=$1 n c s iterations
  for n in 8 9 10 11 12 13 14 15 16; do
    wanted "$sizes" "$n" && wanted "$families" rows || continue
    for c in 6 7 8 9 10; do
      iterations=30000
      if (((n >= 12 && c >= 9) || ((n == 11 || n == 12) && c >= 7))); then iterations=100000; fi
      for s in $(seq 11 28); do echo "$n $c $s $iterations 0 5 40 30 10 30 90 2 100 1 0 rows"; done
    done
  done
  for n in 10 11 12 13 14 15 16; do
    wanted "$sizes" "$n" || continue
    for c in 5 6 7 8 9 10; do
      if ((c == 5 && n < 11)); then continue; fi
      iterations=2500
      if ((n < 12)); then iterations=1500; fi
      if ((c > 5 || n >= 13)) && wanted "$families" key; then
        for s in $(key_seeds "$n" "$c"); do echo "$n $c $s $iterations 0 9 40 30 10 60 90 2 100 1 1 key"; done
      fi
      if wanted "$families" packed; then
        for s in $(packed_seeds "$n" "$c"); do echo "$n $c $s $iterations 0 9 40 30 10 60 90 2 100 1 2 packed"; done
        for s in $(beam_seeds "$n" "$c"); do echo "$n $c $s 600 0 9 40 30 10 60 90 2 100 1 4 beam"; done
      fi
      for s in $(staircase_seeds "$n" "$c"); do echo "$n $c $s 2500 0 9 40 30 10 60 90 2 100 1 3 staircase"; done
    done
  done
}

# Makes the designs of design_list with DESIGNER, JOBS at a time, each
# extended, into DIR: one file a design, FAMILY_N_C_SEED.txt (empty when the
# designer found none).
make_designs() {
  local designer=$1 sizes=$2 dir=$3
  design_list "$sizes" | xargs -P "${JOBS:-2}" -L 1 sh -c '"$0" --size "$1" --colours "$2" \
    --seed "$3" --iterations "$4" --free-rows "$5" --max-block "$6" --max-tail "$7" \
    --row-shift-percent "$8" --samples "$9" --max-end-tail "${10}" --end-shift-percent "${11}" \
    --max-full-pairs "${12}" --wide-shift-percent "${13}" --guards "${14}" --key "${15}" \
    2> /dev/null | "$0" extend 2> /dev/null \
    > "'"$dir"'/${16}_$1_$2_$3.txt"' "$designer"
}

# Of a pool's designs on stdin, one a line in pool order, the KEEP with the
# best rate, sampled worth / (designed cells * (1 - 1/C) / 1.8 + 5) (the
# expected build moves of a random board plus the fire), ties to the earlier
# line; printed in pool order.
select_best() {
  local keep=$1
  awk '{
      row = $0; gsub(/[{} "]/, "", row); split(row, field, ",")
      cells = length(field[6]) - gsub(/0/, "", field[6])
      printf "%.6f %d %s\n", field[5] / (cells * (1 - 1 / field[2]) / 1.8 + 5), NR, $0
    }' | sort -k1,1gr -k2,2n | awk -v keep="$keep" 'NR <= keep' | sort -k2,2n |
    cut -d' ' -f3-  # awk, not head, reads to the end: no SIGPIPE for sort
}

# The designs in the files given, in that order (a failed or skipped design
# leaves an empty file or none).
design_rows() {
  local files=() file
  for file in "$@"; do [[ -s $file ]] && files+=("$file"); done
  ((${#files[@]})) || return 0
  awk 1 "${files[@]}"
}

# Adds to `files` the files in DIR of FAMILY's designs for N and C with the RNG
# seeds of a pool "FIRST LAST ..." (none for an empty one), in seed order.
add_pool_files() {
  local dir=$1 family=$2 n=$3 c=$4 first last s
  read -r first last _ <<< "$5"
  [[ -n $first ]] || return 0
  for ((s = first; s <= last; s++)); do files+=("$dir/${family}_${n}_${c}_${s}.txt"); done
}

# The table's lines from the designs in DIR, in the table's order (family,
# board size, colours): every narrowing-rows and key design, the best of each
# packed and staircase pool.
assemble() {
  local dir=$1 family n c pool keep files
  for family in rows key packed staircase; do
    for n in 8 9 10 11 12 13 14 15 16; do
      for c in 5 6 7 8 9 10; do
        # A class without designs (a part of the table) costs no process.
        compgen -G "$dir/${family}_${n}_${c}_*.txt" > /dev/null ||
          { [[ $family == packed ]] && compgen -G "$dir/beam_${n}_${c}_*.txt" > /dev/null; } ||
          continue
        files=()
        if [[ $family == rows || $family == key ]]; then
          add_pool_files "$dir" "$family" "$n" "$c" "11 28"
          design_rows "${files[@]}"
          continue
        fi
        # Whichever staircase family was made, its designs are in DIR.
        pool=$(if [[ $family == packed ]]; then packed_pool "$n" "$c"; else
          families="staircase staircase-big" staircase_pool "$n" "$c"; fi)
        [[ -n $pool ]] || continue
        read -r _ _ keep <<< "$pool"
        add_pool_files "$dir" "$family" "$n" "$c" "$pool"
        # The beam-searched designs compete with the packed ones for their places.
        if [[ $family == packed ]]; then
          add_pool_files "$dir" beam "$n" "$c" "$(beam_pool "$n" "$c")"
        fi
        design_rows "${files[@]}" | select_best "$keep"
      done
    done
  done
}

# "BEGIN END": the line numbers of FILE's markers; fails saying why unless it
# has exactly one of each, in that order.
markers() {
  local file=$1 found begins ends begin end
  [[ -f $file ]] || die "$file: no such file; nothing written"
  found=$(awk -v b="$begin_marker" -v e="$end_marker" '
    index($0, b) == 1 { begins++; begin = NR }
    $0 == e { ends++; end = NR }
    END { print begins + 0, ends + 0, begin + 0, end + 0 }' "$file")
  read -r begins ends begin end <<< "$found"
  ((begins == 1 && ends == 1 && begin < end)) ||
    die "$file: $begins line(s) starting \"$begin_marker\" and $ends line(s) \"$end_marker\", one of each in that order wanted; nothing written"
  echo "$begin $end"
}

# Replaces the lines between FILE's markers with the generated block of the
# table lines on stdin: written beside FILE, then moved over it.
splice() {
  local file=$1 place begin end lines bad
  place=$(markers "$file")
  read -r begin end <<< "$place"
  lines=$(cat)
  [[ -n $lines ]] || die "no table lines on stdin; $file left as it was"
  if bad=$(grep -v -m 1 -E '^    \{[0-9]+, [0-9]+, [0-9]+, [0-9]+, [0-9]+, "[0-9a]+"\},$' <<< "$lines"); then
    die "not a table line: '$bad'; $file left as it was"
  fi
  partial=$(mktemp "$file.XXXXXX")
  {
    head -n "$begin" "$file"
    cat << 'EOF'
// The layouts (see "templates" above), one a line as scripts/jewels_designs.cpp
// prints them, rows bottom first. Regenerate: scripts/jewels_designs.sh --write [BUILD_DIR].
namespace {
const TemplateSpec kTemplates[] = {
EOF
    echo "$lines"
    cat << 'EOF'
};
const std::size_t kTemplateCount = std::size(kTemplates);
}  // namespace
EOF
    tail -n "+$end" "$file"
  } > "$partial"
  chmod --reference="$file" "$partial"
  mv -f "$partial" "$file"
  partial=""
}

# The table's lines for FAMILIES and SIZES, designed with BUILD_DIR's designer
# into the folder DIR.
make_table() {
  local build=$1 sizes=$3 dir=$4
  families=$2
  [[ -x $build/jewels_designs ]] || die "build $build/jewels_designs first"
  make_designs "$build/jewels_designs" "$sizes" "$dir"
  assemble "$dir"
}

case ${1:-} in
  --write)
    (($# <= 2)) || die "--write makes the whole table; print a part without it"
    markers "$source_file" > /dev/null  # before hours of designs, not after
    scratch=$(mktemp -d)
    mkdir "$scratch/designs"
    make_table "${2:-build}" "$families" "8 9 10 11 12 13 14 15 16" "$scratch/designs" > "$scratch/table"
    splice "$source_file" < "$scratch/table"
    echo "jewels_designs.sh: $(wc -l < "$scratch/table") layouts written into $source_file" >&2
    ;;
  --splice) (($# == 2)) || usage; splice "$2" ;;
  --select) [[ $# == 2 && $2 =~ ^[0-9]+$ ]] || usage; select_best "$2" ;;
  --assemble) [[ $# == 2 && -d $2 ]] || usage; assemble "$2" ;;
  -*) usage ;;
  *)
    scratch=$(mktemp -d)
    make_table "${1:-build}" "${2:-$families}" "${3:-8 9 10 11 12 13 14 15 16}" "$scratch"
    ;;
esac

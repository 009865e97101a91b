#!/usr/bin/env bash
# scripts/jewels_designs.sh keeps, of each class's pool of packed designs, the
# best by rate (sampled worth / (designed cells * (1 - 1/C) / 1.8 + 5)), ties to
# the earlier in the pool, printed in pool order (from 11x11 up the packed RNG
# seeds, then the beam-searched ones); staircase classes keep RNG seeds 11-18.
# Checked in three parts: the choice (--select) on hand-made pools, the pools
# and the table's order (--assemble) on hand-made design files, and the wiring
# (designer's arguments, extension, failed designs) in one small run with a
# stand-in designer.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
script="$root/scripts/jewels_designs.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail=0
check() {
  local what=$1 got=$2 want=$3
  if [[ $got == "$want" ]]; then
    echo "ok: $what"
  else
    echo "FAILED: $what"
    diff <(echo "$want") <(echo "$got") | head -20 || true  # differences must not end the test (set -e)
    fail=1
  fi
}

# A table line of an N x N layout for C colours, fire cells P and Q, its first
# DESIGNED cells of colour 1 and the rest open (default: half of them).
line() {
  local n=$1 c=$2 p=$3 q=$4 worth=$5 designed=${6:-$(($1 * $1 / 2))} ones zeros
  printf -v ones '%*s' "$designed" ''
  printf -v zeros '%*s' $((n * n - designed)) ''
  echo "    {$n, $c, $p, $q, $worth, \"${ones// /1}${zeros// /0}\"},"
}

# --- The choice. 12x12, five colours: 100 designed cells cost 49.4 moves, 144
# cost 69, 80 cost 40.6.
a=$(line 12 5 0 1 5000 100)  # rate 101.1
b=$(line 12 5 0 2 6000 144)  # the most worth, rate 87.0
c=$(line 12 5 0 3 4000 100)  # rate 80.9
d=$(line 12 5 0 4 5000 100)  # rate 101.1, as a
e=$(line 12 5 0 5 4400 80)   # the best rate, 108.5
pool=$(printf '%s\n' "$a" "$b" "$c" "$d" "$e")
check "the best by rate, not worth, in pool order; a tie goes to the earlier" \
  "$("$script" --select 2 <<< "$pool")" "$(printf '%s\n' "$a" "$e")"
check "the same pool backwards: the other of the tie is the earlier" \
  "$("$script" --select 2 < <(tac <<< "$pool"))" "$(printf '%s\n' "$e" "$d")"
check "the best one" "$("$script" --select 1 <<< "$pool")" "$e"
check "a pool no larger than its places is kept whole, in its order" \
  "$("$script" --select 5 <<< "$pool")" "$pool"
check "an empty pool keeps nothing" "$("$script" --select 3 < /dev/null)" ""

# --- The pools: --assemble on design files FAMILY_N_C_SEED.txt, one line each
# (fire cells: the family's KEY and the RNG seed, so every line says where it
# comes from).
designs="$work/designs"
mkdir "$designs"
declare -A key=([rows]=0 [key]=1 [packed]=2 [staircase]=3 [beam]=4)
design() {  # FAMILY N C SEED WORTH [DESIGNED]
  line "$2" "$3" "${key[$1]}" "$4" "$5" "${6:-}" > "$designs/$1_$2_$3_$4.txt"
}
# The lines expected, FAMILY N C WORTH then RNG seeds (all of the default cells).
want_lines() {
  local family=$1 n=$2 c=$3 worth=$4 s
  shift 4
  for s in "$@"; do line "$n" "$c" "${key[$family]}" "$s" "$worth"; done
}
# Every design of a pool worth WORTH, FAMILY N C WORTH FIRST LAST.
pool_of() {
  local s
  for ((s = $5; s <= $6; s++)); do design "$1" "$2" "$3" "$s" "$4"; done
}

# 12x12, five colours: the 12 best of packed 11-74 and beam 11-60. Ten clear
# winners, two places for three of equal rate (packed 30 and 73 before beam 12:
# earlier in the pool), packed 50 worth more than those but with a lower rate,
# a failed design, and designs outside the pools that would win.
pool_of packed 12 5 1000 11 74
pool_of beam 12 5 1000 11 60
for s in 11 20 40 74; do design packed 12 5 "$s" 5000; done
for s in 11 20 30 40 50 60; do design beam 12 5 "$s" 5000; done
for s in 30 73; do design packed 12 5 "$s" 3000; done
design beam 12 5 12 3000
design packed 12 5 50 3500 144
: > "$designs/packed_12_5_13.txt"
design packed 12 5 75 9000
design beam 12 5 61 9000
# 12x12, six colours: the 12 of packed 11-36 and beam 11-60, all of equal rate
# but the last of each: the earliest ten and those two.
pool_of packed 12 6 1000 11 36
pool_of beam 12 6 1000 11 60
design packed 12 6 36 5000
design beam 12 6 60 5000
# 13x13, seven colours: 16 of packed 11-64 and beam 11-50; 11x11, six colours:
# 8 of packed 11-30 and beam 11-50.
pool_of packed 13 7 1000 11 64
pool_of beam 13 7 1000 11 50
design beam 13 7 50 5000
pool_of packed 11 6 1000 11 30
pool_of beam 11 6 1000 11 50
design beam 11 6 50 5000
# 10x10: packed 11 and 12, no beam-searched designs.
pool_of packed 10 6 1000 11 12
design packed 10 6 13 9000
design beam 10 6 11 9000
# Staircase layouts: RNG seeds 11-18 on 12x12 with eight colours, none on
# 13x13, 11 and 12 on 14x14 (staircase-big).
pool_of staircase 12 8 1000 11 19
design staircase 12 8 19 9000
pool_of staircase 13 8 1000 11 12
pool_of staircase 14 6 1000 11 13
# Narrowing-rows and key layouts: RNG seeds 11-28, every one.
pool_of rows 8 6 1000 11 29
pool_of key 10 6 1000 11 12

want=$(
  want_lines rows 8 6 1000 $(seq 11 28)
  want_lines key 10 6 1000 11 12
  want_lines packed 10 6 1000 11 12
  want_lines packed 11 6 1000 $(seq 11 17)
  want_lines beam 11 6 5000 50
  want_lines packed 12 5 5000 11 20
  want_lines packed 12 5 3000 30
  want_lines packed 12 5 5000 40
  want_lines packed 12 5 3000 73
  want_lines packed 12 5 5000 74
  want_lines beam 12 5 5000 11 20 30 40 50 60
  want_lines packed 12 6 1000 $(seq 11 20)
  want_lines packed 12 6 5000 36
  want_lines beam 12 6 5000 60
  want_lines packed 13 7 1000 $(seq 11 25)
  want_lines beam 13 7 5000 50
  want_lines staircase 12 8 1000 $(seq 11 18)
  want_lines staircase 14 6 1000 11 12
)
got=$("$script" --assemble "$designs") || { echo "FAILED: --assemble failed ($?)"; fail=1; }
check "each class's pool and places, in the table's order (rows, key, packed, staircase)" "$got" "$want"
for class in "12, 5" "12, 6"; do
  [[ $(grep -c "^    {$class," <<< "$got") == 12 ]] || { echo "FAILED: 12 lines for {$class"; fail=1; }
done

# --- One small run: the packed layouts for 10x10 with a stand-in designer
# (reading the options the script passes: --size, --colours, --iterations, --seed, --key)
# whose worth is ITERATIONS + SEED, which finds nothing for seven colours and
# RNG seed 11, and whose "extend" doubles the worth of even RNG seeds.
mkdir "$work/build"
cat > "$work/build/jewels_designs" << 'EOF'
#!/usr/bin/env bash
if [[ $1 == extend ]]; then
  exec awk -F', ' -v OFS=', ' '$4 % 2 == 0 { $5 *= 2 } { print }'
fi
while (($#)); do
  case $1 in
    --size) n=$2 ;; --colours) colours=$2 ;; --iterations) iterations=$2 ;;
    --seed) seed=$2 ;; --key) key=$2 ;;
  esac
  shift 2
done
if ((colours == 7 && seed == 11)); then exit 1; fi
printf -v ones '%*s' $((n * n / 2)) ''
echo "    {$n, $colours, $key, $seed, $((iterations + seed)), \"${ones// /1}${ones// /0}\"},"
EOF
chmod +x "$work/build/jewels_designs"
got=$(JOBS=2 "$script" "$work/build" packed 10) || { echo "FAILED: the script failed ($?)"; fail=1; }
want=$(for c in 6 7 8 9 10; do
  if ((c != 7)); then line 10 "$c" 2 11 1511; fi
  line 10 "$c" 2 12 3024
done)
check "10x10 packed layouts designed, extended and kept (none for a failed design)" "$got" "$want"
exit "$fail"

#!/usr/bin/env bash
# scripts/jewels_designs.sh --splice puts table lines into the generated block at
# the end of a copy of submissions/jewels.cpp and leaves every other line as it
# was: the copy still compiles, the table's own lines give back the file byte for
# byte, and a file without its markers, an empty table or a line that is not a
# table line is refused with the file untouched. --write checks the markers
# before it designs anything.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
script="$root/scripts/jewels_designs.sh"
source_file="$root/submissions/jewels.cpp"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail=0
check() {
  if [[ $2 == "$3" ]]; then echo "ok: $1"; else
    echo "FAILED: $1"
    diff <(echo "$3") <(echo "$2") | head -20 || true  # differences must not end the test (set -e)
    fail=1
  fi
}
begin_line() { grep -n -m 1 '^// ===== BEGIN GENERATED: Jewels template table' "$1" | cut -d: -f1; }
end_line() { grep -n -m 1 '^// ===== END GENERATED =====$' "$1" | cut -d: -f1; }
outside() { sed -e "$(begin_line "$1")q" "$1"; tail -n "+$(end_line "$1")" "$1"; }
table_lines() { sed -n "$(begin_line "$1"),$(end_line "$1")p" "$1" | grep '^    {'; }

copy="$work/jewels.cpp"
cp "$source_file" "$copy"
rows='    {8, 6, 18, 21, 890, "2322110055355255442443446636626611511511234104002360060002100100"},
    {9, 7, 0, 1, 1234, "000000000000000000000000000000000000000000000000000000000000000000000000000001122"},'
"$script" --splice "$copy" <<< "$rows"
check "the block holds the new lines" "$(table_lines "$copy")" "$rows"
check "the lines outside the block are unchanged" "$(outside "$copy")" "$(outside "$source_file")"
if g++ -std=gnu++17 -fsyntax-only "$copy"; then echo "ok: the rewritten file compiles"; else
  echo "FAILED: the rewritten file does not compile"
  fail=1
fi
table_lines "$source_file" | "$script" --splice "$copy"
if cmp -s "$copy" "$source_file"; then echo "ok: the table's own lines give back the file"; else
  echo "FAILED: the table's own lines do not give back the file"
  diff "$source_file" "$copy" | head -20 || true
  fail=1
fi

# Refusals: a message naming the problem, a failed exit, the file as it was and
# no temporary file left beside it.
refused() {
  local what=$1 file=$2 input=$3 said=$4 before
  before=$(cat "$file")
  if "$script" --splice "$file" <<< "$input" 2> "$work/err"; then
    echo "FAILED: $what: accepted"
    fail=1
  elif ! grep -q "$said" "$work/err"; then
    echo "FAILED: $what: says '$(cat "$work/err")'"
    fail=1
  elif [[ $(cat "$file") != "$before" || $(find "$work" -name "$(basename "$file").*" | wc -l) != 0 ]]; then
    echo "FAILED: $what: the file changed or a temporary file is left"
    fail=1
  else
    echo "ok: $what refused"
  fi
}
grep -v '^// ===== END GENERATED' "$source_file" > "$copy"
refused "a file without its END marker" "$copy" "$rows" "and 0 line(s)"
{ cat "$source_file"; grep '^// ===== BEGIN GENERATED' "$source_file"; } > "$copy"
refused "a file with two BEGIN markers" "$copy" "$rows" ": 2 line(s) starting"
cp "$source_file" "$copy"
refused "an empty table" "$copy" "" "no table lines"
refused "a line that is not a table line" "$copy" "$rows
int x;" "not a table line: 'int x;'"

# --write refuses a source file without markers before the first design: a
# checkout whose submission has none, and a stand-in designer that notes its calls.
mkdir -p "$work/repo/scripts" "$work/repo/submissions" "$work/build"
cp "$script" "$work/repo/scripts/"
grep -v '^// ===== BEGIN GENERATED' "$source_file" > "$work/repo/submissions/jewels.cpp"
printf '#!/bin/sh\necho "$@" >> "%s/calls"\n' "$work" > "$work/build/jewels_designs"
chmod +x "$work/build/jewels_designs"
if "$work/repo/scripts/jewels_designs.sh" --write "$work/build" 2> "$work/err"; then
  echo "FAILED: --write without markers: accepted"
  fail=1
elif [[ -e $work/calls ]] || ! grep -q ": 0 line(s) starting" "$work/err"; then
  echo "FAILED: --write without markers: designed first or said '$(cat "$work/err")'"
  fail=1
else
  echo "ok: --write without markers refused before designing"
fi
exit "$fail"

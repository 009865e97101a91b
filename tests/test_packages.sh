#!/usr/bin/env bash
# Every upload scripts/package.sh writes, unpacked into an empty folder and
# compiled there alone with the contest's flags (class-based games with the
# judge-style harness): Lines and Jewels as a ZIP holding exactly Lines.cpp /
# Jewels.cpp at its root, the others as the class's single .cpp without a main.
# Then the script must refuse a file that does not compile, one that brings a
# main of its own, and one whose binary is over 1 MB.
# Usage: tests/test_packages.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
CONTEST=(g++ -std=gnu++17 -O2)
failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

check_zip() {  # game name
  local zip="$WORK/out/$2.zip" dir="$WORK/unpacked/$1"
  "$ROOT/scripts/package.sh" "$1" "$zip" >/dev/null || { fail "$1: package.sh failed"; return; }
  local listing
  listing=$(unzip -Z1 "$zip")
  [ "$listing" = "$2.cpp" ] || { fail "$1: the ZIP holds '$listing', not $2.cpp alone"; return; }
  mkdir -p "$dir" && unzip -q "$zip" -d "$dir"
  cmp -s "$dir/$2.cpp" "$ROOT/submissions/$1.cpp" || fail "$1: $2.cpp differs from the submission"
  (cd "$dir" && "${CONTEST[@]}" -o "$2" "$2.cpp") || fail "$1: $2.cpp does not compile alone"
}

check_class() {  # game name
  local file="$WORK/out/$2.cpp" dir="$WORK/unpacked/$1"
  "$ROOT/scripts/package.sh" "$1" "$file" >/dev/null || { fail "$1: package.sh failed"; return; }
  mkdir -p "$dir" && cp "$file" "$dir/"
  cmp -s "$dir/$2.cpp" "$ROOT/submissions/$1.cpp" || fail "$1: $2.cpp differs from the submission"
  (cd "$dir" && "${CONTEST[@]}" -c -o "$2.o" "$2.cpp") || fail "$1: $2.cpp does not compile alone"
  if nm -C "$dir/$2.o" | grep -qw 'T main'; then fail "$1: $2.cpp defines main without MM_LOCAL_MAIN"; fi
  (cd "$dir" && "${CONTEST[@]}" "-DMM_SUBMISSION=\"$dir/$2.cpp\"" -o judge "$ROOT/tests/judge/$1_judge.cpp") ||
    fail "$1: $2.cpp does not build with the judge-style harness"
}

# A refused upload: exit 1, the reason on stderr, nothing written.
check_refused() {  # what source game expected-message
  local out="$WORK/refused/${1// /_}" status=0
  "$ROOT/scripts/package.sh" --source "$2" "$3" "$out" >/dev/null 2>"$WORK/refusal.txt" || status=$?
  [ "$status" -eq 1 ] || fail "$1: package.sh exited with $status, not 1"
  grep -q "$4" "$WORK/refusal.txt" || fail "$1: no '$4' in: $(tail -n 1 "$WORK/refusal.txt")"
  [ ! -e "$out" ] || fail "$1: package.sh wrote $out anyway"
}

check_class square_remover SquareRemover
check_class tiles_matching TilesMatching
check_class twisted_game TwistedGame
check_zip lines Lines
check_zip jewels Jewels

printf 'int main() { return ; }\n' >"$WORK/broken.cpp"
check_refused "a compile error" "$WORK/broken.cpp" lines "does not compile with"
{ echo "#define MM_LOCAL_MAIN"; cat "$ROOT/submissions/twisted_game.cpp"; } >"$WORK/with_main.cpp"
check_refused "a second main" "$WORK/with_main.cpp" twisted_game "does not compile with"
# 2 MB of initialised, writable data: all of it lands in the binary.
printf '%s\n' '#include <cstdio>' 'char bulk[2 << 20] = {1};' \
  'int main() { std::printf("%d\n", bulk[12345]); }' >"$WORK/bulky.cpp"
check_refused "a big binary" "$WORK/bulky.cpp" jewels "over the 1 MB"

[ "$failures" -eq 0 ] && echo "all packages unpack and compile alone"
[ "$failures" -eq 0 ]

#!/usr/bin/env bash
# Every registered game's upload, as scripts/package.sh writes it (the registry,
# `tester games --json`, says how each contest took it): a ZIP holding exactly
# <OfficialName>.cpp at its root, or the class's single .cpp. Unpacked, the file
# is the submission byte for byte. package.sh compiles that very file alone with
# the contest's flags (class files inside the judge-style harness, which has its
# own main); the refusals below show that its compilation decides: it refuses a
# file that does not compile, a class file that brings a main of its own, and a
# binary over 1 MB.
# Usage: tests/test_packages.sh   (env BUILD_DIR: where the tester is, default build/)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TESTER="${BUILD_DIR:-$ROOT/build}/tester"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
failures=0
fail() {
  echo "FAIL: $*" >&2
  failures=$((failures + 1))
}

check_zip() {  # game official-name
  local zip="$WORK/out/$2.zip" dir="$WORK/unpacked/$1"
  "$ROOT/scripts/package.sh" "$1" "$zip" >/dev/null || { fail "$1: package.sh failed"; return; }
  local listing
  listing=$(unzip -Z1 "$zip")
  [ "$listing" = "$2.cpp" ] || { fail "$1: the ZIP holds '$listing', not $2.cpp alone"; return; }
  mkdir -p "$dir" && unzip -q "$zip" -d "$dir"
  cmp -s "$dir/$2.cpp" "$ROOT/submissions/$1.cpp" || fail "$1: $2.cpp differs from the submission"
}

check_class() {  # game official-name
  local file="$WORK/out/$2.cpp"
  "$ROOT/scripts/package.sh" "$1" "$file" >/dev/null || { fail "$1: package.sh failed"; return; }
  cmp -s "$file" "$ROOT/submissions/$1.cpp" || fail "$1: $2.cpp differs from the submission"
}

# A refused upload: exit 1 (2 for a usage error), the reason on stderr, nothing written.
check_refused() {  # what source game expected-message [expected-status]
  local out="$WORK/refused/${1// /_}" status=0 expected=${5:-1}
  "$ROOT/scripts/package.sh" --source "$2" "$3" "$out" >/dev/null 2>"$WORK/refusal.txt" || status=$?
  [ "$status" -eq "$expected" ] || fail "$1: package.sh exited with $status, not $expected"
  grep -q "$4" "$WORK/refusal.txt" || fail "$1: no '$4' in: $(tail -n 1 "$WORK/refusal.txt")"
  [ ! -e "$out" ] || fail "$1: package.sh wrote $out anyway"
}

# The registry, read once: one JSON object a game.
registry=$("$TESTER" games --json)
packaged=0
while read -r game official upload; do
  [ -f "$ROOT/submissions/$game.cpp" ] || continue  # a game needs no submission
  case "$upload" in
    zip) check_zip "$game" "$official" ;;
    class) check_class "$game" "$official" ;;
    *) fail "$game: unknown upload form '$upload'" ;;
  esac
  packaged=$((packaged + 1))
done < <(jq -r '"\(.name) \(.official_name) \(.upload)"' <<<"$registry")
[ "$packaged" -gt 0 ] || fail "no game packaged"

# The refusals, on a class-based game and a ZIP game of the registry.
class_game=$(jq -r 'select(.upload == "class") | .name' <<<"$registry" | head -n 1)
zip_game=$(jq -r 'select(.upload == "zip") | .name' <<<"$registry" | head -n 1)
printf 'int main() { return ; }\n' >"$WORK/broken.cpp"
check_refused "a compile error" "$WORK/broken.cpp" "$zip_game" "does not compile with"
{ echo "#define MM_LOCAL_MAIN"; cat "$ROOT/submissions/$class_game.cpp"; } >"$WORK/with_main.cpp"
check_refused "a second main" "$WORK/with_main.cpp" "$class_game" "does not compile with"
# 2 MB of initialised, writable data: all of it lands in the binary.
printf '%s\n' '#include <cstdio>' 'char bulk[2 << 20] = {1};' \
  'int main() { std::printf("%d\n", bulk[12345]); }' >"$WORK/bulky.cpp"
check_refused "a big binary" "$WORK/bulky.cpp" "$zip_game" "over the 1 MB"
check_refused "an unregistered game" "$WORK/broken.cpp" no_such_game "unknown game" 2

[ "$failures" -eq 0 ] && echo "all $packaged packages hold their submission, compiled alone"
[ "$failures" -eq 0 ]

#!/usr/bin/env bash
# `cmake --install`: the installed tester, run from an empty folder with no clone
# around, plays Lines, reads the best-known tables from its prefix (a table edited
# there shows), writes a report, and knows the game files installed with it.
# Usage: tests/test_install.sh BUILD_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(realpath "$1")"
export MM_NO_SOURCE=1
unset MM_SEEDS_DIR
source "$ROOT/tests/shell_checks.sh"
prefix=$(mktemp -d)
away=$(mktemp -d)
trap 'rm -rf "$prefix" "$away"' EXIT
cmake --install "$BUILD" --prefix "$prefix" >/dev/null
tester="$prefix/bin/tester"
share="$prefix/share/mm-toolkit"
check "the tester is in PREFIX/bin" test -x "$tester"
check "the best-known tables are under PREFIX/share/mm-toolkit/seeds" test -f "$share/seeds/lines/best.json"
check "the game files too" test -f "$share/games/ahc.toml"
check "bash completion under PREFIX/share/bash-completion" test -f "$prefix/share/bash-completion/completions/tester"
check "the manuals under PREFIX/share/doc" test -f "$prefix/share/doc/mm_toolkit/any_game.md"

cd "$away" || exit 1
check "from an empty folder it plays Lines seeds 1..5" \
  env LINES_FIXED_ROUNDS=1 MM_TIME_SCALE=0.1 "$tester" lines --exec "$BUILD/lines" --seed 1..5 \
  --tag installed --quiet --progress none
# An edited table in the prefix is what the installed tester reads.
jq '."1".score = 123456789' "$share/seeds/lines/best.json" >best.json && cp best.json "$share/seeds/lines/best.json"
check "best and compare read the tables from the prefix" \
  test "$("$tester" best lines --json | jq '."1".score')" = 123456789
check "report writes a page" "$tester" report installed --output report.html
check "the page is there" grep -q '<html' report.html
check "the installed game files load" "$tester" games --game-file "$share/games/topcoder_2021.toml"
checks_summary

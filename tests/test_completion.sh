#!/usr/bin/env bash
# Bash completion (`tester completion bash`, installed with the tester): sourcing
# it sets `complete -p tester`; every subcommand and every option the command line
# defines (as each --help lists them) is in it; and it completes what a user types.
# Usage: tests/test_completion.sh BUILD_DIR
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$(realpath "$1")"
TESTER="$BUILD/tester"
export MM_NO_SOURCE=1
source "$ROOT/tests/shell_checks.sh"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
"$TESTER" completion bash >completion.sh
check "the built script is the one the tester prints" cmp -s completion.sh "$BUILD/tester.bash-completion"
check "sourcing it sets complete -p tester" \
  bash -c "source completion.sh && complete -p tester | grep -q -- '-F _tester tester'"

subcommands=$("$TESTER" --help | sed -n '/^Subcommands:/,$p' | awk 'NR > 1 && $1 != "" {print $1}')
check "the help lists the subcommands" test "$(wc -w <<<"$subcommands")" -ge 10
options_of() { "$TESTER" "$@" --help | grep -oE -- '^ +(-[a-zA-Z], )?--[a-z][a-z0-9-]*' | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u; }
for option in $(options_of); do
  check "main option $option" grep -qE "kind=main|\*\) opts=\".*$option( |\")" completion.sh
done
for sub in $subcommands; do
  line=$(grep -E "^    $sub\) opts=" completion.sh)
  check "subcommand $sub" test -n "$line"
  for option in $(options_of "$sub"); do
    check "$sub option $option" grep -qE -- "$option( |\")" <<<"$line"
  done
done

# What a user gets: games after `runs`, the store's tags after `compare`, options after -.
"$TESTER" lines --exec "$BUILD/weak_lines" --seed 1..2 --tag my-tag --quiet --progress none >/dev/null
complete_words() {  # the words typed, the last one being completed
  bash -c 'source completion.sh; PATH='"$BUILD"':$PATH; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _tester; echo "${COMPREPLY[*]}"' _ "$@"
}
check "tester runs <TAB> offers the games" grep -qw lines <<<"$(complete_words tester runs '')"
check "tester compare <TAB> offers the store's tags" grep -qw my-tag <<<"$(complete_words tester compare '')"
check "tester duel --resume <TAB> offers tags" grep -qw my-tag <<<"$(complete_words tester duel --resume '')"
check "tester runs --w<TAB> offers --where" test "$(complete_words tester runs --w)" = --where
check "tester <TAB> offers subcommands and games" \
  bash -c "grep -qw compare <<<'$(complete_words tester '')' && grep -qw jewels <<<'$(complete_words tester '')'"
checks_summary

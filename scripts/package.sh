#!/usr/bin/env bash
# Writes the file to upload for one game, the way its contest took it, after
# compiling it once with the contest's flags (g++ -std=gnu++17 -O2).
#
# Usage: scripts/package.sh [--source FILE] GAME [OUT]
#   GAME           a registered game (`tester games`)
#   OUT            where to write the upload (default: upload/<name> in the
#                  repository, e.g. upload/Lines.zip)
#   --source FILE  package FILE instead of submissions/<game>.cpp
#
# Lines and Jewels took a whole stdin/stdout program in a ZIP holding
# Lines.cpp / Jewels.cpp at its root; it is compiled alone. SquareRemover,
# TilesMatching and TwistedGame took the class's source file, which the judge
# compiled with a main of its own; it is compiled with the judge-style harness
# tests/judge/<game>_judge.cpp, without MM_LOCAL_MAIN. The upload is refused
# (exit 1, nothing written) when that compilation fails or makes a binary over
# 1 MB, the limit of the class-based contests. The official name and the upload
# form come from the tester's registry (`tester games --json`), so the tester
# must be built first (BUILD_DIR, default build/).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TESTER="${BUILD_DIR:-$ROOT/build}/tester"
CXXFLAGS_CONTEST=(-std=gnu++17 -O2)
MAX_BINARY_BYTES=$((1024 * 1024))

usage() {
  echo "usage: scripts/package.sh [--source FILE] GAME [OUT]" >&2
  echo "  GAME: a registered game ('tester games' lists them)" >&2
  exit 2
}
refuse() {
  echo "package.sh: $*; nothing written" >&2
  exit 1
}

source_file=""
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --source) [ $# -ge 2 ] || usage; source_file="$2"; shift ;;
    -h | --help) usage ;;
    *) args+=("$1") ;;
  esac
  shift
done
[ ${#args[@]} -ge 1 ] && [ ${#args[@]} -le 2 ] || usage
game="${args[0]}"

# name: the class or program; zip: whether the contest took a ZIP (the registry says).
[ -x "$TESTER" ] || refuse "no tester at $TESTER to read the games from: run scripts/build.sh first"
command -v jq >/dev/null || refuse "jq is not installed (scripts/setup.sh installs it)"
entry=$("$TESTER" games --json | jq -c --arg game "$game" 'select(.name == $game)')
if [ -z "$entry" ]; then
  echo "package.sh: unknown game '$game' (registered: $("$TESTER" games | paste -sd ' '))" >&2
  usage
fi
name=$(jq -r .official_name <<<"$entry")
if [ "$(jq -r .upload <<<"$entry")" = zip ]; then zip=1; else zip=0; fi
if [ "$zip" -eq 1 ]; then upload="$name.zip"; else upload="$name.cpp"; fi
source_file="${source_file:-$ROOT/submissions/$game.cpp}"
out="${args[1]:-$ROOT/upload/$upload}"
[ -f "$source_file" ] || refuse "no source file $source_file"
if [ "$zip" -eq 1 ]; then
  command -v zip >/dev/null || refuse "zip is not installed (scripts/setup.sh installs it)"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp "$source_file" "$work/$name.cpp"

# The contest's build: alone, or inside the judge-style harness.
compile=(g++ "${CXXFLAGS_CONTEST[@]}" -o "$work/$name")
if [ "$zip" -eq 1 ]; then
  compile+=("$work/$name.cpp")
else
  compile+=("-DMM_SUBMISSION=\"$work/$name.cpp\"" "$ROOT/tests/judge/${game}_judge.cpp")
fi
if ! "${compile[@]}" >"$work/compiler.txt" 2>&1; then
  cat "$work/compiler.txt" >&2
  refuse "$name.cpp does not compile with: g++ ${CXXFLAGS_CONTEST[*]}$([ "$zip" -eq 1 ] ||
    echo " and the judge-style harness tests/judge/${game}_judge.cpp") (compiler output above)"
fi
size=$(stat -c %s "$work/$name")
[ "$size" -le "$MAX_BINARY_BYTES" ] ||
  refuse "the compiled $name is $size bytes, over the 1 MB ($MAX_BINARY_BYTES bytes) limit"

mkdir -p "$(dirname "$out")"
if [ "$zip" -eq 1 ]; then
  # -j: the file at the ZIP's root, no folder; -X: no extra file attributes.
  (cd "$work" && zip -q -j -X "$upload" "$name.cpp")
  cp "$work/$upload" "$out"
else
  cp "$work/$name.cpp" "$out"
fi
echo "$out: $name.cpp, compiled with g++ ${CXXFLAGS_CONTEST[*]} ($size-byte binary)"

#!/usr/bin/env bash
# Writes the file to upload for one game, the way its contest took it, after
# compiling it once with the contest's flags (g++ -std=gnu++17 -O2).
#
# Usage: scripts/package.sh [--source FILE] GAME [OUT]
#   GAME           square_remover | tiles_matching | twisted_game | lines | jewels
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
# 1 MB, the limit of the class-based contests.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CXXFLAGS_CONTEST=(-std=gnu++17 -O2)
MAX_BINARY_BYTES=$((1024 * 1024))

usage() {
  echo "usage: scripts/package.sh [--source FILE] GAME [OUT]" >&2
  echo "  GAME: square_remover tiles_matching twisted_game lines jewels" >&2
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

# name: the class or program; zip: whether the contest took a ZIP.
case "$game" in
  square_remover) name=SquareRemover zip=0 ;;
  tiles_matching) name=TilesMatching zip=0 ;;
  twisted_game) name=TwistedGame zip=0 ;;
  lines) name=Lines zip=1 ;;
  jewels) name=Jewels zip=1 ;;
  *) echo "package.sh: unknown game '$game'" >&2; usage ;;
esac
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

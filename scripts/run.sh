#!/usr/bin/env bash
# Builds everything, then runs the Lines submission over a seed range with the
# tester and prints the results. Usage: scripts/run.sh [SEEDS] [extra tester options]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/build.sh"
SEEDS="${1:-1..100}"
shift || true
exec "$ROOT/build/tester" --exec "$ROOT/build/lines" --seed "$SEEDS" "$@"

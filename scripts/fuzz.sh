#!/usr/bin/env bash
# Builds the libFuzzer targets with clang (ASan + UBSan) and runs each for a
# bounded time. New crashing inputs land in build-fuzz/crashes/<target>/; copy
# them into tests/fuzz/regressions/<target>/ once fixed, so the suite replays them.
# Usage: scripts/fuzz.sh [SECONDS_PER_TARGET]   (not run in CI)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SECONDS_PER_TARGET="${1:-300}"
OUT="$ROOT/build-fuzz"
command -v clang++ >/dev/null || { echo "clang++ is needed (apt-get install clang libclang-rt-14-dev)" >&2; exit 1; }
"$ROOT/scripts/setup.sh" --all
mkdir -p "$OUT"
FLAGS=(-std=gnu++17 -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined
       -I"$ROOT")
SOURCES=("$ROOT"/common/{java_random,line_io,seed_spec,normalize,usage_error}.cpp
         "$ROOT"/tester/commands/official_options.cpp "$ROOT"/tester/games/*.cpp
         "$ROOT/tests/fuzz/fuzz_targets.cpp")
for target in engine cli; do
  clang++ "${FLAGS[@]}" "${SOURCES[@]}" "$ROOT/tests/fuzz/libfuzzer_$target.cpp" -lcrypto -o "$OUT/fuzz_$target"
  mkdir -p "$OUT/corpus/$target" "$OUT/crashes/$target"
  cp -n "$ROOT/tests/fuzz/regressions/$target/"* "$OUT/corpus/$target/" 2>/dev/null || true
  echo "== fuzzing $target for ${SECONDS_PER_TARGET}s"
  (cd "$OUT/crashes/$target" && "$OUT/fuzz_$target" -max_total_time="$SECONDS_PER_TARGET" -max_len=4096 \
      -timeout=10 -rss_limit_mb=2048 "$OUT/corpus/$target") 2>&1 | grep -E "^#[0-9]+.*(DONE|pulse)|ERROR|SUMMARY|crash-" | tail -5
  echo "crashes: $(ls "$OUT/crashes/$target" | grep -c -E '^(crash|leak|timeout|oom)-' || true)"
done

// Fuzz targets: each takes arbitrary bytes and must neither crash nor trip a
// sanitizer. Built into libFuzzer binaries by scripts/fuzz.sh, and replayed on
// the saved regression inputs by the normal test suite.
#pragma once

#include <cstddef>
#include <cstdint>

namespace mm::fuzz {

// First byte picks the game, the next eight the seed; the rest is what the
// solution writes, split into lines and fed to the engine until it finishes.
void engine_replies(const std::uint8_t* data, std::size_t size);

// Seed specs (both syntaxes), official argument translation and parameter ranges.
void command_line(const std::uint8_t* data, std::size_t size);

}  // namespace mm::fuzz

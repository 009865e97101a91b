// Seed-set syntax for the command line.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/usage_error.h"

namespace mm {

// A seed keeps its text: TwistedGame compares the seed as a string.
struct Seed {
  std::string text;
  std::int64_t value = 0;
};

enum class SeedSyntax {
  // Ours: comma-separated items, each "S", "A..B" (inclusive) or "A+K" (K seeds from A).
  Toolkit,
  // The framework's -seed: "S", "A,B" (inclusive range), "S+D", "{a,b,...}", any of them
  // followed by "*K" (repeat K times).
  Official,
};

std::vector<Seed> parse_seed_spec(std::string_view spec, SeedSyntax syntax = SeedSyntax::Toolkit);

}  // namespace mm

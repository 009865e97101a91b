// Pieces shared by the games that ran on TopCoder's 2021 marathon framework
// (Lines, Jewels): parameter ranges, clamped random draws, end-of-output errors.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/java_random.h"
#include "tester/games/engine.h"

namespace mm::framework {

struct IntRange {
  int lo = 0;
  int hi = 0;
};

// Parses a parameter value: "v", "a,b" (inclusive) or "a+k" (k values from a).
// Throws UsageError with a message naming the parameter.
IntRange parse_int_range(std::string_view name, std::string_view text);

// The framework's randomInt(origin, bound): no draw at all when bound <= origin.
int random_int(Sha1Prng& rnd, int lo, int hi);

// randomInt(range, min, max): the range is clamped into [min, max] first.
int random_int_clamped(Sha1Prng& rnd, IntRange range, int min, int max);

// The range given for `key` (lowercase) in params, if any.
std::optional<IntRange> param_range(const Params& params, std::string_view key,
                                    std::string_view name);

struct BoardSize {
  int n = 0;
  int colors = 0;
};

// The framework games' first draws: N, then C, the special seeds 1 (smallest
// case) and 2 (largest), then the -N / -C overrides, clamped, in that order.
BoardSize draw_board_size(Sha1Prng& rnd, const Seed& seed, const Params& params, IntRange n_bounds,
                          IntRange color_bounds);

// The framework's reply to a solution whose output ended early.
Step eof_step(bool process_alive, double error_score);

// The framework's move line "r1 c1 r2 c2": exactly four Integer.parseInt fields
// after String.split(" ").
std::optional<std::array<int, 4>> parse_move(std::string_view line);

}  // namespace mm::framework

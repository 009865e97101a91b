// Contest scores: how each contest turned raw per-test scores into a ranking.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mm {

enum class Normalization {
  // SquareRemover: per test 1,000,000 * YOUR / BEST, averaged; invalid = 0.
  RelativeToBestMillion,
  // Lines, Jewels: per test YOUR / MAX (negative = 0), averaged and scaled to 100.
  RelativeToMaxHundred,
  // TilesMatching: per test 1 point for each competitor beaten and 0.5 for each
  // tie, summed over tests, divided by (competitors - 1).
  RankPoints,
  // TwistedGame: the plain average of the raw scores.
  RawAverage,
};

const char* describe(Normalization kind);

// Raw scores of several competitors on a common set of tests:
// scores[c][t] is competitor c's raw score on test t (nullopt = no valid result).
struct ScoreTable {
  std::vector<std::string> competitors;
  std::vector<std::string> tests;
  std::vector<std::vector<std::optional<double>>> scores;
};

// The contest score of each competitor. `best_known[t]`, if given, also counts
// as a reference for BEST/MAX (a best-known table), but not as a competitor.
std::vector<double> contest_scores(Normalization kind, const ScoreTable& table,
                                   const std::vector<std::optional<double>>& best_known = {});

}  // namespace mm

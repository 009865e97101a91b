#include "common/normalize.h"

#include <algorithm>

namespace mm {

const char* describe(Normalization kind) {
  switch (kind) {
    case Normalization::RelativeToBestMillion:
      return "1,000,000 x score/best per test, averaged (invalid = 0)";
    case Normalization::RelativeToMaxHundred:
      return "100 x score/max per test, averaged (negative = 0)";
    case Normalization::RankPoints:
      return "1 point per competitor beaten, 0.5 per tie, summed, / (competitors - 1)";
    case Normalization::RawAverage:
      return "average raw score";
  }
  return "";
}

namespace {

// The best valid score on test t among competitors and the best-known table.
double reference(const ScoreTable& table, const std::vector<std::optional<double>>& best_known,
                 std::size_t t) {
  double best = 0;
  for (const auto& row : table.scores) {
    if (row[t]) best = std::max(best, *row[t]);
  }
  if (t < best_known.size() && best_known[t]) best = std::max(best, *best_known[t]);
  return best;
}

// Every competitor's score/best term summed over the tests, times `scale`, over
// the tests' count (the reference of each test computed once).
std::vector<double> relative(const ScoreTable& table,
                             const std::vector<std::optional<double>>& best_known, double scale) {
  const std::size_t tests = table.tests.size();
  std::vector<double> sums(table.competitors.size(), 0);
  if (tests == 0) return sums;
  for (std::size_t t = 0; t < tests; ++t) {
    const double best = reference(table, best_known, t);
    if (best <= 0) continue;
    for (std::size_t c = 0; c < sums.size(); ++c) {
      const auto& mine = table.scores[c][t];
      if (mine && *mine > 0) sums[c] += *mine / best;  // invalid or negative scores count 0
    }
  }
  for (auto& sum : sums) sum = scale * sum / static_cast<double>(tests);
  return sums;
}

// Every competitor's rank points: per test 1 for each other competitor beaten,
// 0.5 for each tie, summed, over (competitors - 1). A test's scores are sorted
// once, so thousands of competitors cost little.
std::vector<double> rank_points(const ScoreTable& table) {
  const std::size_t competitors = table.competitors.size();
  std::vector<double> points(competitors, 0);
  if (competitors < 2) return points;
  std::vector<double> sorted(competitors);
  for (std::size_t t = 0; t < table.tests.size(); ++t) {
    for (std::size_t c = 0; c < competitors; ++c) sorted[c] = table.scores[c][t].value_or(0);
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t c = 0; c < competitors; ++c) {
      const double mine = table.scores[c][t].value_or(0);
      const auto [low, high] = std::equal_range(sorted.begin(), sorted.end(), mine);
      points[c] +=
          static_cast<double>(low - sorted.begin()) + 0.5 * static_cast<double>(high - low - 1);
    }
  }
  for (auto& p : points) p /= static_cast<double>(competitors - 1);
  return points;
}

double raw_average(const ScoreTable& table, std::size_t c) {
  if (table.tests.empty()) return 0;
  double sum = 0;
  for (const auto& score : table.scores[c]) sum += score.value_or(0);
  return sum / static_cast<double>(table.tests.size());
}

}  // namespace

std::vector<double> contest_scores(Normalization kind, const ScoreTable& table,
                                   const std::vector<std::optional<double>>& best_known) {
  switch (kind) {
    case Normalization::RelativeToBestMillion:
      return relative(table, best_known, 1e6);
    case Normalization::RelativeToMaxHundred:
      return relative(table, best_known, 100);
    case Normalization::RankPoints:
      return rank_points(table);
    case Normalization::RawAverage:
      break;
  }
  std::vector<double> out;
  for (std::size_t c = 0; c < table.competitors.size(); ++c) out.push_back(raw_average(table, c));
  return out;
}

}  // namespace mm

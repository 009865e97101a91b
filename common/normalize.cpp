#include "common/normalize.h"

#include <algorithm>
#include <limits>

namespace mm {

double Normalization::share_of_best(const std::optional<double>& score, double reference) const {
  if (!score || *score <= 0 || reference <= 0) return 0;
  return minimizes() ? reference / *score : *score / reference;
}

const char* describe(Normalization kind) {
  const bool min = kind.minimizes();
  switch (kind) {
    case Normalization::RelativeToBestMillion:
      return min ? "1,000,000 x best/score per test, averaged (invalid = 0; lower raw is better)"
                 : "1,000,000 x score/best per test, averaged (invalid = 0)";
    case Normalization::RelativeToMaxHundred:
      return min ? "100 x best/score per test, averaged (invalid = 0; lower raw is better)"
                 : "100 x score/max per test, averaged (negative = 0)";
    case Normalization::RankPoints:
      return min ? "1 point per competitor beaten (lower raw is better), 0.5 per tie, summed, / "
                   "(competitors - 1)"
                 : "1 point per competitor beaten, 0.5 per tie, summed, / (competitors - 1)";
    case Normalization::RawAverage:
      return min ? "average raw score, lower is better (a failure counts the largest raw score)"
                 : "average raw score";
  }
  return "";
}

namespace {

// The best valid score on test t among competitors and the best-known table
// (0 if none; under Min only positive scores count, as they alone get a share).
double reference(Normalization kind, const ScoreTable& table,
                 const std::vector<std::optional<double>>& best_known, std::size_t t) {
  CaseBest best(kind);
  for (const auto& row : table.scores) best.add(row[t]);
  if (t < best_known.size()) best.add(best_known[t]);
  return best.value();
}

// Every competitor's score/best (or best/score) term summed over the tests, times
// `scale`, over the tests' count (the reference of each test computed once).
std::vector<double> relative(Normalization kind, const ScoreTable& table,
                             const std::vector<std::optional<double>>& best_known, double scale) {
  const std::size_t tests = table.tests.size();
  std::vector<double> sums(table.competitors.size(), 0);
  if (tests == 0) return sums;
  for (std::size_t t = 0; t < tests; ++t) {
    const double best = reference(kind, table, best_known, t);
    if (best <= 0) continue;
    // Invalid or non-positive scores count 0.
    for (std::size_t c = 0; c < sums.size(); ++c)
      sums[c] += kind.share_of_best(table.scores[c][t], best);
  }
  for (auto& sum : sums) sum = scale * sum / static_cast<double>(tests);
  return sums;
}

}  // namespace

double rank_value(Normalization kind, const std::optional<double>& score) {
  if (!kind.minimizes()) return score.value_or(0);
  return score ? -*score : -std::numeric_limits<double>::infinity();
}

namespace {

// Every competitor's rank points: per test 1 for each other competitor beaten,
// 0.5 for each tie, summed, over (competitors - 1). A test's scores are sorted
// once, so thousands of competitors cost little.
std::vector<double> rank_points(Normalization kind, const ScoreTable& table) {
  const std::size_t competitors = table.competitors.size();
  std::vector<double> points(competitors, 0);
  if (competitors < 2) return points;
  std::vector<double> sorted(competitors);
  for (std::size_t t = 0; t < table.tests.size(); ++t) {
    for (std::size_t c = 0; c < competitors; ++c) sorted[c] = rank_value(kind, table.scores[c][t]);
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t c = 0; c < competitors; ++c) {
      const double mine = rank_value(kind, table.scores[c][t]);
      const auto [low, high] = std::equal_range(sorted.begin(), sorted.end(), mine);
      points[c] +=
          static_cast<double>(low - sorted.begin()) + 0.5 * static_cast<double>(high - low - 1);
    }
  }
  for (auto& p : points) p /= static_cast<double>(competitors - 1);
  return points;
}

double raw_average(Normalization kind, const ScoreTable& table, std::size_t c) {
  if (table.tests.empty()) return 0;
  double sum = 0;
  for (const auto& score : table.scores[c]) sum += kind.raw_or_failed(score);
  return sum / static_cast<double>(table.tests.size());
}

}  // namespace

std::vector<double> contest_scores(Normalization kind, const ScoreTable& table,
                                   const std::vector<std::optional<double>>& best_known) {
  switch (kind) {
    case Normalization::RelativeToBestMillion:
      return relative(kind, table, best_known, 1e6);
    case Normalization::RelativeToMaxHundred:
      return relative(kind, table, best_known, 100);
    case Normalization::RankPoints:
      return rank_points(kind, table);
    case Normalization::RawAverage:
      break;
  }
  std::vector<double> out;
  for (std::size_t c = 0; c < table.competitors.size(); ++c)
    out.push_back(raw_average(kind, table, c));
  return out;
}

}  // namespace mm

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

double relative(const ScoreTable& table, const std::vector<std::optional<double>>& best_known,
                std::size_t c, double scale) {
  const std::size_t tests = table.tests.size();
  if (tests == 0) return 0;
  double sum = 0;
  for (std::size_t t = 0; t < tests; ++t) {
    const auto& mine = table.scores[c][t];
    const double best = reference(table, best_known, t);
    if (!mine || *mine <= 0 || best <= 0) continue;  // invalid or negative scores count 0
    sum += *mine / best;
  }
  return scale * sum / static_cast<double>(tests);
}

double rank_points(const ScoreTable& table, std::size_t c) {
  const std::size_t competitors = table.competitors.size();
  if (competitors < 2) return 0;
  double points = 0;
  for (std::size_t t = 0; t < table.tests.size(); ++t) {
    const double mine = table.scores[c][t].value_or(0);
    for (std::size_t other = 0; other < competitors; ++other) {
      if (other == c) continue;
      const double theirs = table.scores[other][t].value_or(0);
      if (mine > theirs) points += 1;
      if (mine == theirs) points += 0.5;
    }
  }
  return points / static_cast<double>(competitors - 1);
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
  std::vector<double> out;
  for (std::size_t c = 0; c < table.competitors.size(); ++c) {
    switch (kind) {
      case Normalization::RelativeToBestMillion:
        out.push_back(relative(table, best_known, c, 1e6));
        break;
      case Normalization::RelativeToMaxHundred:
        out.push_back(relative(table, best_known, c, 100));
        break;
      case Normalization::RankPoints:
        out.push_back(rank_points(table, c));
        break;
      case Normalization::RawAverage:
        out.push_back(raw_average(table, c));
        break;
    }
  }
  return out;
}

}  // namespace mm

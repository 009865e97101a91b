#include "tester/analysis/run_counts.h"

#include "tester/analysis/verdict.h"

namespace mm {

namespace {

// The best cell of case t among the runs, leaving out run `without` (or none).
CaseCell best_cell(Normalization kind, const AlignedRuns& aligned, std::size_t t,
                   std::size_t without) {
  const CaseCell* best = nullptr;
  for (std::size_t c = 0; c < aligned.cells.size(); ++c) {
    if (c == without) continue;
    const CaseCell& cell = aligned.cells[c][t];
    if (!best || case_outcome(kind, cell, *best) > 0) best = &cell;
  }
  return best ? *best : CaseCell{0, 0, CaseStatus::Invalid, nullptr};
}

// The best-of-all column, without run `without` (aligned.cells.size(): none).
std::vector<CaseCell> best_of_all(Normalization kind, const AlignedRuns& aligned,
                                  std::size_t without) {
  std::vector<CaseCell> column;
  for (std::size_t t = 0; t < aligned.cases.size(); ++t)
    column.push_back(best_cell(kind, aligned, t, without));
  return column;
}

void count_bests(Normalization kind, const AlignedRuns& aligned, std::vector<RunCounts>& counts) {
  const std::size_t runs = aligned.cells.size();
  for (std::size_t t = 0; t < aligned.cases.size(); ++t) {
    std::vector<std::size_t> bests;
    for (std::size_t c = 0; c < runs; ++c) {
      const CaseCell& mine = aligned.cells[c][t];
      if (!mine.ok()) continue;
      bool beaten = false;
      for (std::size_t o = 0; o < runs && !beaten; ++o)
        beaten = o != c && case_outcome(kind, aligned.cells[o][t], mine) > 0;
      if (!beaten) bests.push_back(c);
    }
    for (const auto c : bests) ++counts[c].best;
    if (bests.size() == 1) ++counts[bests.front()].unique;
  }
}

}  // namespace

std::vector<RunCounts> run_counts(Normalization kind, const AlignedRuns& aligned) {
  const std::size_t runs = aligned.cells.size();
  std::vector<RunCounts> counts(runs);
  if (aligned.cases.empty()) return counts;
  count_bests(kind, aligned, counts);
  if (runs < 2) return counts;
  const auto cases = case_indices(aligned.cases.size());
  // The runs, then the best-of-all and the best-of-all without run c, scored together
  // (a rank-based contest ranks them among the runs).
  AlignedRuns with = aligned;
  with.names.push_back("best of all");
  with.cells.push_back(best_of_all(kind, aligned, runs));
  with.names.push_back("best without");
  with.cells.emplace_back();
  const double sign = kind.lower_contest_is_better() ? -1 : 1;
  for (std::size_t c = 0; c < runs; ++c) {
    with.cells.back() = best_of_all(kind, aligned, c);
    const auto contest = contest_on(kind, with, cases);
    counts[c].gain = sign * (contest[runs] - contest[runs + 1]);
  }
  return counts;
}

}  // namespace mm

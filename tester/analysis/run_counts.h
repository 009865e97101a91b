// Which runs hold ideas worth keeping (psytester's BESTS, UNIQUES and GAIN,
// Marathoner's (*) and (+)): over the cases a set of runs shares, on how many
// each run is the best of them, the only best, and how much the contest score
// of the best-of-all would lose without it (docs/results.md, "Counts").
#pragma once

#include <cstddef>
#include <vector>

#include "common/normalize.h"
#include "tester/analysis/aligned_runs.h"

namespace mm {

struct RunCounts {
  std::size_t best = 0;    // cases where no other run beats it (ties included), with a valid score
  std::size_t unique = 0;  // cases where it beats every other run
  double gain = 0;  // contest score of the best-of-all minus the best-of-all without it (>= 0)
};

// One entry per run of `aligned`, in its order. The best-of-all takes each case's
// best cell among the runs; both it and the best-of-all without a run are scored as
// the contest scores them beside the runs themselves.
std::vector<RunCounts> run_counts(Normalization kind, const AlignedRuns& aligned);

}  // namespace mm

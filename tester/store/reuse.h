// --reuse (docs/results.md, "Reusing played cases"): a case already played by
// the same solution under the same conditions is taken from the store instead of
// being played again, for solutions their user declares deterministic.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "common/results.h"
#include "tester/store/run_index.h"

namespace mm {

// Whether an earlier run played as `run` would: the same executable hash
// (non-empty) and command, time limit, MM_TIME_SCALE, game parameters, tester
// version and git source (commit and uncommitted changes).
bool same_play(const RunRecord& earlier, const RunRecord& run);

// Each of `seeds` that an earlier run of the store played as `run` would, and
// that ended normally: its latest such record, by seed. Failed cases (a timeout
// may be the machine's doing) are played again.
std::map<std::string, SeedRecord> reusable_results(RunIndex& index, const RunRecord& run,
                                                   const std::vector<std::string>& seeds);

}  // namespace mm

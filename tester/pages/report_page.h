// The report page over several runs on common seeds (tester report, --report).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/results.h"
#include "tester/analysis/aligned_runs.h"
#include "tester/games/engine.h"

namespace mm {

// What a run report shows: several runs on their common cases (names, notes,
// time limits, cells and best known scores in `runs`).
struct ReportInput {
  AlignedRuns runs;
  std::string replay_dir;  // link <replay_dir>/<seed>.html per seed if set
  std::string by;          // --by keys of the group table, if any
};

std::string report_html(const GameInfo& game, const ReportInput& input);

}  // namespace mm

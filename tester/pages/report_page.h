// The report page over several runs on common seeds (tester report, --report).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/results.h"
#include "tester/games/engine.h"

namespace mm {

// What a run report shows: several competitors' records on common seeds.
struct ReportInput {
  std::vector<std::string> competitors;
  std::vector<std::string> seeds;  // in display order
  // records[c][t]: competitor c on seeds[t] (every pointer valid)
  std::vector<std::vector<const SeedRecord*>> records;
  std::vector<std::optional<double>> best_known;  // per seed, a reference for normalization
  std::string replay_dir;                         // link <replay_dir>/<seed>.html per seed if set
  std::vector<std::string> notes;                 // per competitor, may be empty
  std::vector<long long> time_limits;             // per competitor (ms, 0 = none), may be empty
  std::string by;                                 // --by keys of the group table, if any
};

std::string report_html(const GameInfo& game, const ReportInput& input);

}  // namespace mm

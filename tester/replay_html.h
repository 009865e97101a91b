// Self-contained HTML pages: one game's replay, and a report over a run.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine.h"
#include "results.h"
#include "runner.h"

namespace mm {

// The replay page of one finished case (its result must carry a replay log).
std::string replay_html(const GameInfo& game, const CaseResult& result);
// The data that page draws (also what a live page turns into at the end).
nlohmann::json replay_data(const GameInfo& game, const CaseResult& result);
// The page of manual play or live watching (`mode` "play" or "watch"); its
// data comes from the tester's local server.
std::string live_page_html(const GameInfo& game, const std::string& mode);

// The file name replays are saved under by --vis-dir, e.g. "17.html".
std::string replay_file_name(const Seed& seed);

// Fills @NAME@ placeholders of `page` from `values`; text inside values is
// never scanned again, so data cannot inject placeholders.
std::string fill_template(std::string_view page,
                          const std::vector<std::pair<std::string, std::string>>& values);

// JSON that is safe inside a <script> element (no "<" anywhere).
std::string script_safe_json(const nlohmann::json& value);

}  // namespace mm

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

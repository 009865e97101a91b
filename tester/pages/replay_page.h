// Self-contained HTML pages of one case: its replay, or the live page that
// manual play and --watch fill from the local server.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/results.h"
#include "tester/games/engine.h"
#include "tester/runner/vocabulary.h"

namespace mm {

// The replay page of one finished case (its result must carry a replay log).
std::string replay_html(const GameInfo& game, const CaseResult& result);
// The data that page draws (also what a live page turns into at the end).
nlohmann::json replay_data(const GameInfo& game, const CaseResult& result);
// The page of manual play or live watching (`mode` "play" or "watch"); its
// data comes from the tester's local server.
std::string live_page_html(const GameInfo& game, const std::string& mode);

// The file name replays are saved under by --vis-dir, e.g. "17.html" (an
// external game's visualizer: "17.svg").
std::string replay_file_name(const Seed& seed, const std::string& extension = ".html");
// ".html", or the extension of what an external game's visualizer writes.
std::string replay_extension(const GameInfo& game);

}  // namespace mm

// What the store tests share: a hand-made Lines run file in a scratch store,
// and the options that point the tester at that store.
#pragma once

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace mm::test {

// Writes <dir>/results/lines/<date>_<tag>.json: a complete Lines run with these
// scores on seeds 1, 2, ... (N 7 and 8 alternately, C 3); a negative score
// stands for a crashed seed (score 0, status "crash").
inline void write_lines_run(const std::filesystem::path& dir, const std::string& tag,
                            const std::string& started, const std::vector<double>& scores) {
  nlohmann::json j = {{"format", 1},        {"game", "lines"},  {"tag", tag},
                      {"started", started}, {"complete", true}, {"time_limit_ms", 1000}};
  for (std::size_t i = 0; i < scores.size(); ++i) {
    j["results"].push_back({{"seed", std::to_string(i + 1)},
                            {"score", std::max(scores[i], 0.0)},
                            {"status", scores[i] < 0 ? "crash" : "ok"},
                            {"params", {{"N", 7 + static_cast<int>(i % 2)}, {"C", 3}}}});
  }
  const auto folder = dir / "results" / "lines";
  std::filesystem::create_directories(folder);
  std::ofstream(folder / (started.substr(0, 10) + "_" + tag + ".json")) << j.dump();
}

// " --results <dir>/results --seeds-dir <dir>/seeds": a command's view of the scratch store.
inline std::string store_args(const std::filesystem::path& dir) {
  return " --results " + (dir / "results").string() + " --seeds-dir " + (dir / "seeds").string();
}

}  // namespace mm::test

#include "tests/golden_case.h"

#include <zlib.h>

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "common/line_io.h"
#include "tester/games/registry.h"

namespace mm::testing {

std::string read_gzip_file(const std::string& path) {
  gzFile file = gzopen(path.c_str(), "rb");
  if (!file) throw std::runtime_error("cannot open " + path);
  std::string data;
  char buffer[1 << 16];
  int n = 0;
  while ((n = gzread(file, buffer, sizeof buffer)) > 0)
    data.append(buffer, static_cast<std::size_t>(n));
  gzclose(file);
  if (n < 0) throw std::runtime_error("cannot decompress " + path);
  return data;
}

GoldenCase load_golden_case(const std::string& path) {
  const auto json = nlohmann::json::parse(read_gzip_file(path));
  GoldenCase g;
  g.path = path;
  g.game = json.at("game");
  g.seed = json.at("seed");
  g.tester_args = json.at("tester_args").get<std::vector<std::string>>();
  g.to_solution = json.at("to_solution").get<std::vector<std::string>>();
  if (json.contains("time_lines"))
    g.time_lines = json.at("time_lines").get<std::vector<std::size_t>>();
  for (const auto& entry : json.at("from_solution")) {
    g.from_solution.push_back(
        {entry.at("after"), entry.at("line"), entry.value("no_newline", false)});
  }
  if (!json.at("solution_eof").is_null())
    g.solution_eof_after = json.at("solution_eof").at("after");
  g.tester_stdout = json.at("tester_stdout").get<std::vector<std::string>>();
  g.tester_stderr = json.at("tester_stderr").get<std::vector<std::string>>();
  return g;
}

std::vector<std::string> golden_case_paths(const std::string& game) {
  std::vector<std::string> paths;
  const std::filesystem::path folder = std::filesystem::path(MM_SOURCE_DIR "/tests/golden") / game;
  if (!std::filesystem::is_directory(folder)) return paths;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
    const auto name = entry.path().string();
    if (name.size() > 8 && name.compare(name.size() - 8, 8, ".json.gz") == 0) paths.push_back(name);
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

std::string solution_bytes(const GoldenCase& golden) {
  std::string bytes;
  for (const auto& entry : golden.from_solution)
    bytes += entry.line + (entry.no_newline ? "" : "\n");
  return bytes;
}

Params params_from_args(const std::vector<std::string>& args) {
  Params params;
  for (std::size_t i = 0; i + 1 < args.size(); i += 2) {
    params[ascii_lowercase(args[i].substr(1))] = args[i + 1];
  }
  return params;
}

ReplayOutcome replay_in_process(const GoldenCase& golden) {
  ReplayOutcome out;
  const GameInfo* info = find_game(golden.game);
  if (!info || !info->create) {
    out.harness_error = "no engine for " + golden.game;
    return out;
  }
  const auto seed_value = java_parse_long(golden.seed);
  auto game =
      info->create(Seed{golden.seed, seed_value.value_or(0)}, params_from_args(golden.tester_args));

  // The solution's bytes reach the splitter only once the tester has sent
  // `after` lines, as in the recording.
  LineSplitter splitter;
  std::size_t next_entry = 0;
  bool eof_delivered = false;
  auto deliver_ready = [&] {
    while (next_entry < golden.from_solution.size() &&
           golden.from_solution[next_entry].after <= out.sent.size()) {
      const auto& entry = golden.from_solution[next_entry++];
      splitter.feed(entry.line + (entry.no_newline ? "" : "\n"));
    }
    if (next_entry == golden.from_solution.size() && golden.solution_eof_after &&
        *golden.solution_eof_after <= out.sent.size()) {
      splitter.finish();
      eof_delivered = true;
    }
  };

  Step step = game->start();
  while (true) {
    for (auto& line : step.lines()) out.sent.push_back(line);
    if (step.append_elapsed_ms) {
      out.time_lines.push_back(out.sent.size());
      out.sent.push_back("0");
    }
    if (step.done()) break;
    deliver_ready();
    if (auto line = splitter.next_line()) {
      ++out.replies_used;
      step = game->on_reply(*line);
    } else if (eof_delivered) {
      step = game->on_eof(true);  // the recorded probes stayed alive after closing output
    } else {
      out.harness_error = "engine waits for a reply after " + std::to_string(out.sent.size()) +
                          " lines, but the recording has none there";
      return out;
    }
  }
  out.printed = step.messages;
  out.printed.push_back(info->score_line(step.score));
  out.diagnostic = step.diagnostic;
  return out;
}

}  // namespace mm::testing

#include "load_output.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "line_io.h"

namespace mm {

namespace {

std::string output_file(const std::string& dir, const Seed& seed) {
  return dir + "/" + seed.text + ".out";
}

}  // namespace

SavedOutputCheck check_saved_outputs(const std::string& dir, const std::vector<Seed>& seeds) {
  SavedOutputCheck check;
  if (!std::filesystem::is_directory(dir)) {
    check.error = "ERROR can't find folder " + dir;
    return check;
  }
  for (const auto& seed : seeds) {
    if (!std::filesystem::is_regular_file(output_file(dir, seed))) {
      check.error = "ERROR can't find file " + output_file(dir, seed);
      return check;
    }
    ++check.playable;
  }
  return check;
}

CaseResult play_saved_output(const GameInfo& info, const Seed& seed, const Params& params,
                             const RunOptions& options) {
  const auto wall_start = std::chrono::steady_clock::now();
  CaseResult result;
  result.seed = seed;
  std::unique_ptr<Game> game;
  try {
    game = info.create(seed, params);
  } catch (const std::exception& e) {
    result.status = CaseStatus::BadCase;
    result.detail = e.what();
    result.score = -1;
    return result;
  }
  result.case_params = game->case_params();
  if (options.record_replay) game->record_replay();
  std::ofstream input;
  if (!options.save_input_dir.empty()) {
    std::filesystem::create_directories(options.save_input_dir);
    input.open(options.save_input_dir + "/" + seed.text + ".in", std::ios::binary);
  }
  // The whole file split as BufferedReader.readLine would split a pipe.
  LineSplitter output;
  {
    std::ifstream file(output_file(options.load_output_dir, seed), std::ios::binary);
    std::ostringstream bytes;
    bytes << file.rdbuf();
    output.feed(bytes.str());
    output.finish();
  }
  Step step = game->start();
  while (true) {
    if (input.is_open()) {
      for (const auto& line : step.lines) input << line << '\n';
      if (step.append_elapsed_ms) input << "0\n";
    }
    if (step.done()) {
      result.status = step.kind == StepKind::Finished ? CaseStatus::Ok : CaseStatus::Invalid;
      break;
    }
    const auto line = output.next_line();
    if (!line) {
      step = game->on_eof(false);
      result.status = CaseStatus::Crash;
      result.detail = "the saved output ended early";
      break;
    }
    ++result.moves;
    step = game->on_reply(*line);
  }
  result.score = step.score;
  result.messages = step.messages;
  result.diagnostic = step.diagnostic;
  result.wall_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall_start)
          .count();
  if (options.record_replay) result.replay = game->take_replay();
  return result;
}

}  // namespace mm

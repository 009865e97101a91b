#include "tester/runner/load_output.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "common/line_io.h"

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

void play_saved_output(Game& game, const PlayOptions& options, CaseResult& result) {
  const Seed& seed = result.seed;
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
  Step step = game.start();
  while (true) {
    if (input.is_open()) {
      input << step.text;
      if (step.append_elapsed_ms) input << "0\n";
    }
    if (step.done()) {
      result.status = step.kind == StepKind::Finished ? CaseStatus::Ok : CaseStatus::Invalid;
      break;
    }
    const auto line = output.next_line();
    if (!line) {
      step = game.on_eof(false);
      result.status = CaseStatus::Crash;
      result.detail = "the saved output ended early";
      break;
    }
    ++result.moves;
    step = game.on_reply(*line);
  }
  result.score = step.score;
  result.messages = step.messages;
  result.diagnostic = step.diagnostic;
}

}  // namespace mm

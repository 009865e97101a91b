// The words shared by the runner and every layer above it: how a case is
// played (PlayOptions), a generated case (PreparedCase) and what playing it
// gives back (CaseResult).
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "common/results.h"  // CaseStatus
#include "tester/games/engine.h"

namespace mm {

struct PlayOptions {
  std::vector<std::string> command;         // argv of the solution
  long long time_limit_ms = 0;              // 0 = none
  std::size_t memory_limit_mb = 1024;       // 0 = none
  bool echo_stderr = true;                  // copy the solution's stderr to ours
  std::string stderr_prefix;                // put before each echoed line
  std::size_t stderr_keep_bytes = 1 << 20;  // stderr kept in the result
  std::size_t max_line_bytes = 16 << 20;    // longer reply lines are an error
  std::string save_dir;                     // if set: <seed>.in, <seed>.out, <seed>.err
  std::string save_input_dir;               // if set: <seed>.in here (the framework's -si)
  std::string save_output_dir;              // if set: <seed>.out here (-so)
  std::string save_error_dir;               // if set: <seed>.err here (-se)
  int exit_grace_ms = 1000;                 // after the game, time to exit on its own
  const std::atomic<bool>* cancel = nullptr;
  bool record_replay = false;  // keep the engine's replay log for the visualizer
  // Called after start() and after every reply the engine took (--watch).
  std::function<void(const Game&)> on_move;
  // -loadSolOutput: play <dir>/<seed>.out instead of running `command` (load_output.h).
  std::string load_output_dir;
  // An external game's cases are played in <case_root>/<seed> (external_case.h).
  std::string case_root;
};

// What an external game's visualizer wrote for a case (HTML, SVG or PNG).
struct VisualFile {
  std::string extension;  // ".html"
  std::string content;
};

struct CaseResult {
  Seed seed;
  CaseStatus status = CaseStatus::Ok;
  double score = 0;
  std::vector<std::string> messages;  // the official tester's lines before the score
  std::string diagnostic;             // official stderr text (e.g. an exception)
  std::string detail;                 // our own one-line explanation, if any
  long long solution_ms = 0;          // time spent waiting for the solution
  double wall_ms = 0;
  std::vector<std::pair<std::string, long long>> case_params;
  std::string solution_stderr;  // first stderr_keep_bytes of it
  int moves = 0;                // replies read
  // With PlayOptions::record_replay: the engine's log; each frame also carries
  // "t", the solution's elapsed ms when the reply that made it was read.
  std::shared_ptr<ReplayLog> replay;
  // An external game's values besides the score: named groups of its score
  // pattern, non-integer parameters (the [DATA] lines on stderr come on top).
  std::map<std::string, double> data;
  std::shared_ptr<VisualFile> visual;  // with --vis-dir, when the game has a visualizer
};

// A generated case, or why it could not be generated (bad parameters).
struct PreparedCase {
  std::unique_ptr<Game> game;
  std::string error;
  std::shared_ptr<const GameFile> external;  // an external game's case: played by its steps
};

}  // namespace mm

// Plays game cases against a solution process: with session.h (the exchange
// with one process), the only place that deals with processes, time, limits,
// threads and saved files.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine.h"
#include "results.h"  // CaseStatus

namespace mm {

struct RunOptions {
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
  // With RunOptions::record_replay: the engine's log; each frame also carries
  // "t", the solution's elapsed ms when the reply that made it was read.
  std::shared_ptr<ReplayLog> replay;
};

// A generated case, or why it could not be generated (bad parameters).
struct PreparedCase {
  std::unique_ptr<Game> game;
  std::string error;
};

// Generates one case; never throws.
PreparedCase prepare_case(const GameInfo& game, const Seed& seed, const Params& params);

// Plays one case. Never throws for anything the solution does.
CaseResult run_case(const GameInfo& game, const Seed& seed, const Params& params,
                    const RunOptions& options);

class Watchdog;

// Plays a case generated beforehand (see prepare_case). `watchdog`, if given,
// was made on this thread with the same options and serves each case it
// plays; without one, the case makes its own.
CaseResult play_case(const Seed& seed, PreparedCase prepared, const RunOptions& options,
                     Watchdog* watchdog = nullptr);

// Plays many cases on `threads` workers. `on_result` and `on_progress` are
// called on the calling thread, in seed order as results become available, never
// under a lock the workers need. If `on_result` throws, the cases still running
// are stopped (their processes killed), the workers joined and the exception rethrown.
void run_cases(const GameInfo& game, const std::vector<Seed>& seeds, const Params& params,
               const RunOptions& options, int threads,
               const std::function<void(const CaseResult&)>& on_result,
               const std::function<void(std::size_t done, std::size_t total)>& on_progress = {});

// Cases of several players, e.g. a duel's two commands: case i is seeds[i]
// played with players[player_of[i]] (the players share time limit and cancel).
// `on_result` gets each case's index; otherwise as above.
void run_cases(const GameInfo& game, const std::vector<Seed>& seeds, const Params& params,
               const std::vector<RunOptions>& players, const std::vector<std::size_t>& player_of,
               int threads, const std::function<void(std::size_t, const CaseResult&)>& on_result,
               const std::function<void(std::size_t done, std::size_t total)>& on_progress = {});

}  // namespace mm

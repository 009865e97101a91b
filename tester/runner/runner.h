// Plays game cases against a solution process: with case_exchange.h (the exchange
// with one process), the only place that deals with processes, time, limits,
// threads and saved files.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tester/runner/vocabulary.h"

namespace mm {

// Generates one case; never throws.
PreparedCase prepare_case(const GameInfo& game, const Seed& seed, const Params& params);

// Plays one case. Never throws for anything the solution does.
CaseResult run_case(const GameInfo& game, const Seed& seed, const Params& params,
                    const PlayOptions& options);

class Watchdog;

// Plays a case generated beforehand (see prepare_case). `watchdog`, if given,
// was made on this thread with the same options and serves each case it
// plays; without one, the case makes its own.
CaseResult play_case(const Seed& seed, PreparedCase prepared, const PlayOptions& options,
                     Watchdog* watchdog = nullptr);

// Plays many cases on `threads` workers. `on_result` and `on_progress` are
// called on the calling thread, in seed order as results become available, never
// under a lock the workers need. If `on_result` throws, the cases still running
// are stopped (their processes killed), the workers joined and the exception rethrown.
void run_cases(const GameInfo& game, const std::vector<Seed>& seeds, const Params& params,
               const PlayOptions& options, int threads,
               const std::function<void(const CaseResult&)>& on_result,
               const std::function<void(std::size_t done, std::size_t total)>& on_progress = {});

// Cases of several players, e.g. a duel's two commands: case i is seeds[i]
// played with players[player_of[i]] (the players share time limit and cancel).
// `on_result` gets each case's index; otherwise as above.
void run_cases(const GameInfo& game, const std::vector<Seed>& seeds, const Params& params,
               const std::vector<PlayOptions>& players, const std::vector<std::size_t>& player_of,
               int threads, const std::function<void(std::size_t, const CaseResult&)>& on_result,
               const std::function<void(std::size_t done, std::size_t total)>& on_progress = {});

}  // namespace mm

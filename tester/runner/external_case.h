// One case of an external game (tester/games/game_file.h): its steps run in
// order, each a process group with the case's wall clock and its own limit,
// their output captured (bounded) and written to the files the step names; then
// the score, the [DATA] values and the case's parameters are read. Whatever a
// step does costs this case only: a failed case keeps its folder and says why.
#pragma once

#include <map>
#include <string>

#include "tester/games/game_file.h"
#include "tester/runner/vocabulary.h"

namespace mm {

// Plays the case of `seed` in a fresh folder <options.case_root>/<seed>.
// Never throws for anything a step does.
CaseResult play_external_case(const GameFile& game, const Seed& seed, const PlayOptions& options);

// The case's parameters as its generate steps leave them ([params] file), for
// --where before anything is played: the generate steps run in a scratch folder
// under `scratch_root`, removed afterwards. Throws UsageError when the game's
// parameters are not known before playing, or a generate step fails.
std::map<std::string, long long> generated_params(const GameFile& game, const Seed& seed,
                                                  const std::string& scratch_root);

// The solution's command as {exec} gives it: words joined by spaces, the first
// made absolute when it is a path (steps run in other folders).
std::string exec_text(const std::vector<std::string>& command);

}  // namespace mm

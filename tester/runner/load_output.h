// -loadSolOutput: each seed's saved <seed>.out is played through the engine
// instead of a live solution, line by line, as if a process had written it.
#pragma once

#include <string>
#include <vector>

#include "tester/runner/vocabulary.h"

namespace mm {

// Plays <options.load_output_dir>/<seed>.out into `game`, just created for
// result.seed, and fills in the outcome; the game's input goes nowhere (or to
// <seed>.in with -saveSolInput, the elapsed-time lines as 0). An output that
// ends early ends the seed as a solution that exited would.
void play_saved_output(Game& game, const PlayOptions& options, CaseResult& result);

// What the framework checks before playing: the folder, then each seed's file.
struct SavedOutputCheck {
  std::string error;  // "ERROR can't find folder DIR" or "... file DIR/SEED.out"; empty: all there
  std::size_t playable = 0;  // seeds before the first missing file
};
SavedOutputCheck check_saved_outputs(const std::string& dir, const std::vector<Seed>& seeds);

}  // namespace mm

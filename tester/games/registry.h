// The list of games the tester knows: the one place a game is registered.
// Scripts and tests read it too (`tester games`); docs/design.md, "Adding a
// game", lists what else a game brings along.
#pragma once

#include <deque>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "tester/games/engine.h"

namespace mm {

struct GameFile;

// The five games this tester reimplements.
const std::vector<GameInfo>& builtin_games();

// Every game known to this command: the built-in ones, then the game files
// registered (--game-file, and those kept in an opened results store). Pointers
// and references to its games stay valid. find_game gives a built-in game's
// entry in builtin_games().
const std::deque<GameInfo>& all_games();

// Makes a game file's game known (a game of that name registered before is
// replaced: the file given last describes it). Call before cases run.
const GameInfo& register_game_file(std::shared_ptr<const GameFile> file);

// Registers the game files a results store keeps (<results>/<name>/game.toml,
// written by every run of an external game) whose names are not known yet, so
// that `runs NAME`, `compare` and the rest read their runs. A file that no
// longer loads is named in a warning and skipped.
void register_store_games(const std::string& results_dir);

// "square_remover, tiles_matching, ..." for messages and help.
std::string game_names();

// Accepts our names ("lines"), the official class names in any case
// ("SquareRemover", "squareremover") and names with dashes.
const GameInfo* find_game(std::string_view name);

// The same, throwing UsageError (naming the games) for an unknown name.
const GameInfo& game_named(std::string_view name);

// Infers the game from an executable path such as "./build/lines" or "lines.py".
const GameInfo* game_from_command(std::string_view command);

// The registered games, in the order the tester lists them. One line a game:
// GAME(<name>) names the factory `GameInfo <name>_game()` that its engine,
// tester/games/<name>.cpp, defines. Every line ends in a backslash, so a game
// is added (or removed) by exactly one line.
// clang-format off
#define MM_FOR_EACH_GAME(GAME) \
  GAME(square_remover) \
  GAME(tiles_matching) \
  GAME(twisted_game) \
  GAME(lines) \
  GAME(jewels) \
  /* end of the list */
// clang-format on

#define MM_DECLARE_GAME_FACTORY(name) GameInfo name##_game();
MM_FOR_EACH_GAME(MM_DECLARE_GAME_FACTORY)
#undef MM_DECLARE_GAME_FACTORY

}  // namespace mm

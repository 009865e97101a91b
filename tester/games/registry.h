// The list of games the tester knows: the one place a game is registered.
// Scripts and tests read it too (`tester games`); docs/design.md, "Adding a
// game", lists what else a game brings along.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "tester/games/engine.h"

namespace mm {

const std::vector<GameInfo>& all_games();

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

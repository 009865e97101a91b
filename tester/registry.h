// The list of games the tester knows. Adding a game: one engine file that
// defines a GameInfo factory, plus one line in registry.cpp.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine.h"

namespace mm {

const std::vector<GameInfo>& all_games();

// "square_remover, tiles_matching, ..." for messages and help.
std::string game_names();

// Accepts our names ("lines"), the official class names in any case
// ("SquareRemover", "squareremover") and names with dashes.
const GameInfo* find_game(std::string_view name);

// Infers the game from an executable path such as "./build/lines" or "lines.py".
const GameInfo* game_from_command(std::string_view command);

// Engine factories, one per game file.
GameInfo lines_game();
GameInfo jewels_game();
GameInfo square_remover_game();
GameInfo tiles_matching_game();
GameInfo twisted_game_game();

}  // namespace mm

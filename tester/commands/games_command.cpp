// `tester games`: the registered games, one name a line (scripts read it).
#include <CLI/CLI.hpp>
#include <iostream>

#include "tester/commands/commands.h"
#include "tester/games/registry.h"

namespace mm {

Subcommand add_games_command(CLI::App& parent) {
  auto* app = parent.add_subcommand("games", "Print the games the tester knows, one name a line");
  return {app, [] {
            for (const auto& game : all_games()) std::cout << game.name << '\n';
            return kExitOk;
          }};
}

}  // namespace mm

// `tester games`: the registered games, one name a line (scripts read it).
#include <CLI/CLI.hpp>
#include <iostream>

#include "commands.h"
#include "registry.h"

namespace mm {

Subcommand add_games_command(CLI::App& parent) {
  auto* app = parent.add_subcommand("games", "Print the games the tester knows, one name a line");
  return {app, [] {
            for (const auto& game : all_games()) std::cout << game.name << '\n';
            return kExitOk;
          }};
}

}  // namespace mm

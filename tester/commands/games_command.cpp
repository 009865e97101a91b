// `tester games`: the registered games, one name a line, or with --json what
// scripts need of each (scripts/package.sh: the official name and the upload form).
// With --game-file: that file's game alone, once the file is checked (scripts/tune.py).
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "tester/commands/commands.h"
#include "tester/commands/run_plan.h"
#include "tester/games/registry.h"

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace games_command {

nlohmann::json game_json(const GameInfo& game) {
  nlohmann::json params = nlohmann::json::array();
  for (const auto& param : game.params) params.push_back(param.name);
  return {{"name", game.name},
          {"official_name", game.official_name},
          {"upload", game.upload == Upload::ClassFile ? "class" : "zip"},
          {"time_limit_ms", game.time_limit_ms},
          {"params", params},
          {"objective", game.normalization.minimizes() ? "min" : "max"},
          {"external", game.external != nullptr}};
}

}  // namespace games_command

Subcommand add_games_command(CLI::App& parent) {
  using namespace games_command;
  auto* app = parent.add_subcommand("games", "Print the games the tester knows, one name a line");
  auto json = std::make_shared<bool>(false);
  auto file = std::make_shared<std::string>();
  app->add_flag("--json", *json,
                "One JSON object a game: name, official_name, upload (class or zip), "
                "time_limit_ms, params, objective (max or min), external");
  app->add_option("--game-file", *file, "Check this game file and print its game alone")
      ->type_name("FILE");
  return {app, [json, file] {
            const auto print = [&](const GameInfo& game) {
              std::cout << (*json ? game_json(game).dump() : game.name) << '\n';
            };
            if (!file->empty()) {
              print(game_named(game_name_or_file("", *file)));
              return kExitOk;
            }
            for (const auto& game : all_games()) print(game);
            return kExitOk;
          }};
}

}  // namespace mm

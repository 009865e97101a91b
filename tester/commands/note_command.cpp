// `tester note RUN TEXT`: sets the note of a recorded run (a file, or a tag's latest run).
#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <memory>

#include "common/results.h"
#include "tester/commands/commands.h"
#include "tester/games/registry.h"
#include "tester/store/run_index.h"

namespace fs = std::filesystem;

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace note_command {

struct NoteOptions {
  std::string run;  // a result file, or a tag (its latest run)
  std::string text;
  std::string game;
  std::string results_dir = "results";
};

// The file itself, or the latest run file with that tag.
std::string run_file(const NoteOptions& options) {
  if (fs::is_regular_file(options.run)) return options.run;
  RunIndex index(options.results_dir);
  const std::string only = options.game.empty() ? "" : game_named(options.game).name;
  for (const auto& game : all_games())
    if (only.empty() || game.name == only) index.update(game.name);
  const auto files = index.tagged_files(options.run, only);
  const std::string path = files.empty() ? "" : files.back();  // oldest first
  if (path.empty())
    throw UsageError("no results file or tag '" + options.run + "' under " + options.results_dir);
  return path;
}

int execute(const NoteOptions& options) {
  const std::string path = run_file(options);
  if (path.size() > 8 && path.compare(path.size() - 8, 8, ".partial") == 0)
    throw UsageError(path +
                     " is the journal of a run still going or killed; note it once it is a .json");
  RunRecord run = load_run(path);
  run.note = options.text;
  write_run_file(path, run);
  std::cout << "note on " << path << ": " << options.text << "\n";
  return kExitOk;
}

}  // namespace note_command

Subcommand add_note_command(CLI::App& parent) {
  using namespace note_command;
  auto o = std::make_shared<NoteOptions>();
  auto* app = parent.add_subcommand(
      "note", "Set the note of a recorded run (a file, or a tag's latest run)");
  app->add_option("run", o->run, "Result file or tag")->required();
  app->add_option("text", o->text, "The note (empty to remove it)")->required();
  app->add_option("--game", o->game, "Look for the tag only in this game's results");
  app->add_option("--results", o->results_dir, "Results store folder (default: results)");
  return {app, [o] { return execute(*o); }};
}

}  // namespace mm

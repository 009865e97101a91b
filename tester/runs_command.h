// `tester runs GAME`: every recorded run of a game on one leaderboard, and
// `tester note RUN TEXT`: a note on a recorded run.
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace mm {

struct RunsOptions {
  std::string game;
  std::string results_dir = "results";
  std::string seeds_dir;  // best-known tables; default: the project's seeds/
  std::string seeds;      // only runs having all these seeds, scored on them
  std::string where;      // case filter, e.g. N=8..10,C=3
  std::string by;         // group keys, e.g. N,C
  std::string sort = "contest";
  int last = 0;  // only the K most recent runs
  bool csv = false;
  bool json = false;
};

struct NoteOptions {
  std::string run;  // a result file, or a tag (its latest run)
  std::string text;
  std::string game;
  std::string results_dir = "results";
};

int runs_command(const RunsOptions& options);
int note_command(const NoteOptions& options);

// Adds the two subcommands to the CLI; after parsing, `run` runs whichever was given.
class StoreCommands {
 public:
  explicit StoreCommands(CLI::App& app);
  bool parsed() const;
  int run() const;

 private:
  RunsOptions runs_;
  NoteOptions note_;
  CLI::App* runs_app_;
  CLI::App* note_app_;
};

}  // namespace mm

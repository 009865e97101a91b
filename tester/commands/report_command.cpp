// `tester report RUN...`: an HTML report of one or more runs (tags or result files).
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>

#include "tester/commands/commands.h"
#include "tester/commands/competitors.h"
#include "tester/commands/run_plan.h"
#include "tester/output/status_line.h"
#include "tester/pages/report_page.h"

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace report_command {

struct ReportOptions {
  std::vector<std::string> runs;  // tags or result files
  std::string game;
  std::string game_file;  // an external game's TOML file
  std::string results_dir = "results";
  std::string seeds_dir;
  std::string output = "report.html";
  std::string replays;  // folder of <seed>.html replays to link, relative to the output
  std::string by;       // per-group table (grouping.h)
  std::string where;    // case filter (grouping.h)
};

int execute(const ReportOptions& options) {
  RunIndex index(options.results_dir, index_progress(isatty(STDERR_FILENO)));
  const std::vector<Competitor> competitors =
      resolve_competitors(options.runs, index, game_name_or_file(options.game, options.game_file));
  const GameInfo& game = shared_game(competitors);
  for (const auto& note : comparison_notes(competitors)) spdlog::warn("{}", note);
  ReportInput input;
  input.runs = align_competitors(competitors, options.where, index, options.seeds_dir);
  for (std::size_t c = 0; c < competitors.size(); ++c)
    if (competitors[c].incomplete_runs) input.runs.names[c] += " (incomplete)";
  input.by = options.by;
  input.replay_dir = options.replays;
  write_file_atomically(options.output, report_html(game, input));
  std::cout << "report of " << competitors.size() << " run(s) on " << input.runs.cases.size()
            << " seeds -> " << options.output << "\n";
  return kExitOk;
}

}  // namespace report_command

void write_runs_report(const std::vector<std::string>& run_files, const std::string& output,
                       const std::string& seeds_dir, const std::string& empty_store) {
  report_command::ReportOptions options;
  options.runs = run_files;
  options.output = output;
  options.seeds_dir = seeds_dir;
  options.results_dir = empty_store;
  report_command::execute(options);
}

Subcommand add_report_command(CLI::App& parent) {
  using namespace report_command;
  auto o = std::make_shared<ReportOptions>();
  auto* app = parent.add_subcommand(
      "report", "Write an HTML report of one or more runs (tags or result files)");
  app->add_option("runs", o->runs, "Tags or result files")->required();
  app->add_option("--output", o->output, "Report file (default: report.html)");
  app->add_option("--replays", o->replays,
                  "Folder of <seed>.html replays (from --vis-dir) to link");
  app->add_option("--game", o->game, "Look for tags only in this game's results");
  app->add_option("--game-file", o->game_file,
                  "An external game's TOML game file (docs/any_game.md)")
      ->type_name("FILE");
  app->add_option("--results", o->results_dir, "Results store folder (default: results)");
  app->add_option("--seeds-dir", o->seeds_dir,
                  "Folder of the best-known tables (default: the project's seeds/)");
  app->add_option("--by", o->by,
                  "Group table and plots by N, N,C, NAME:WIDTH, NAME@K or an expression");
  app->add_option(
      "--where", o->where,
      "Only cases with these parameters, e.g. N=8..10,C=3, or an expression: 'N*N/C >= 20'");
  return {app, [o] { return execute(*o); }};
}

}  // namespace mm

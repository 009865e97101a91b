// `tester report RUN...`: an HTML report of one or more runs (tags or result files).
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>

#include "tester/commands/commands.h"
#include "tester/commands/competitors.h"
#include "tester/pages/report_page.h"
#include "tester/store/best_known.h"

namespace mm {

namespace {

struct ReportOptions {
  std::vector<std::string> runs;  // tags or result files
  std::string game;
  std::string results_dir = "results";
  std::string seeds_dir;
  std::string output = "report.html";
  std::string replays;  // folder of <seed>.html replays to link, relative to the output
  std::string by;       // per-group table (grouping.h)
  std::string where;    // case filter (grouping.h)
};

int report_command(const ReportOptions& options) {
  const std::vector<Competitor> competitors =
      resolve_competitors(options.runs, options.results_dir, options.game);
  const GameInfo& game = shared_game(competitors);
  for (const auto& note : comparison_notes(competitors)) spdlog::warn("{}", note);
  ReportInput input;
  const std::vector<std::string> cases =
      seeds_matching(common_seeds(competitors), competitors.front(), options.where);
  input.by = options.by;
  input.best_known = best_known_for(cases, options.results_dir, options.seeds_dir, game.name);
  input.replay_dir = options.replays;
  for (const auto& key : cases) input.seeds.push_back(seed_of_case(key));
  for (const auto& c : competitors) {
    input.competitors.push_back(c.name + (c.incomplete_runs ? " (incomplete)" : ""));
    input.notes.push_back(c.note);
    input.time_limits.push_back(c.time_limit_ms);
    auto& row = input.records.emplace_back();
    for (const auto& key : cases) row.push_back(&c.by_seed.at(key));
  }
  write_file_atomically(options.output, report_html(game, input));
  std::cout << "report of " << competitors.size() << " run(s) on " << input.seeds.size()
            << " seeds -> " << options.output << "\n";
  return kExitOk;
}

}  // namespace

Subcommand add_report_command(CLI::App& parent) {
  auto o = std::make_shared<ReportOptions>();
  auto* app = parent.add_subcommand(
      "report", "Write an HTML report of one or more runs (tags or result files)");
  app->add_option("runs", o->runs, "Tags or result files")->required();
  app->add_option("--output", o->output, "Report file (default: report.html)");
  app->add_option("--replays", o->replays,
                  "Folder of <seed>.html replays (from --vis-dir) to link");
  app->add_option("--game", o->game, "Look for tags only in this game's results");
  app->add_option("--results", o->results_dir, "Results store folder (default: results)");
  app->add_option("--seeds-dir", o->seeds_dir,
                  "Folder of the best-known tables (default: the project's seeds/)");
  app->add_option("--by", o->by, "Group table and plots by N, N,C or NAME:WIDTH");
  app->add_option("--where", o->where, "Only cases with these parameters");
  return {app, [o] { return report_command(*o); }};
}

}  // namespace mm

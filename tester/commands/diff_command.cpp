// `tester diff A B`: what changed in the source between two runs: `git diff`
// between the sources they recorded (run_source.h).
#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <memory>

#include "tester/commands/commands.h"
#include "tester/commands/run_source.h"
#include "tester/output/status_line.h"
#include "tester/store/run_index.h"
#include "tester/store/run_store.h"

namespace fs = std::filesystem;

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace diff_command {

struct DiffOptions {
  std::vector<std::string> runs;  // A and B: result files or tags (a tag's latest run)
  std::string game;
  std::string results_dir = "results";
  bool stat = false;
};

RunRecord latest_run(const std::string& arg, RunIndex& index, const std::string& game) {
  if (fs::is_regular_file(arg)) return load_run(arg);
  auto runs = load_tagged_runs(index, arg, game);
  if (runs.empty())
    throw UsageError("no results file or tag '" + arg + "' under " + index.results_dir());
  return std::move(runs.back());
}

// "a-tag (commit 3f2a1b9, with uncommitted changes)"
std::string describe_source(const std::string& name, const RunRecord& run) {
  const std::string cell = source_cell(run);
  return name + " (commit " + cell.substr(0, cell.size() - (cell.back() == '+')) +
         (cell.back() == '+' ? ", with uncommitted changes" : "") + ")";
}

int execute(const DiffOptions& options) {
  if (options.runs.size() != 2) throw UsageError("diff takes two runs: tester diff A B");
  RunIndex index(options.results_dir, index_progress(false));
  const RunRecord a = latest_run(options.runs[0], index, options.game);
  const RunRecord b = latest_run(options.runs[1], index, options.game);
  for (const auto* run : {&a, &b}) {
    if (!source_revision(*run))
      throw UsageError("run " + (run == &a ? options.runs[0] : options.runs[1]) +
                       " has no recorded source: it was not made in a git work tree");
  }
  const std::string repo = a.source.value("repo", "");
  if (repo != b.source.value("repo", ""))
    throw UsageError("the two runs were made in different repositories (" + repo + ", " +
                     b.source.value("repo", "") + ")");
  std::cout << "A: " << describe_source(options.runs[0], a) << "\n"
            << "B: " << describe_source(options.runs[1], b) << "\n";
  std::vector<std::string> args = {"diff"};
  if (options.stat) args.push_back("--stat");
  args.push_back(*source_revision(a));
  args.push_back(*source_revision(b));
  const auto diff = run_git(args, repo);
  if (!diff) {
    std::cerr << "git diff failed in " << repo << " (is the source still there? its ref is "
              << a.source.value("ref", "") << ")\n";
    return kExitInternal;
  }
  std::cout << (diff->empty() ? "(the two runs were made from the same source)" : *diff) << "\n";
  return kExitOk;
}

}  // namespace diff_command

Subcommand add_diff_command(CLI::App& parent) {
  using namespace diff_command;
  auto o = std::make_shared<DiffOptions>();
  auto* app = parent.add_subcommand(
      "diff", "What changed in the source between two runs (git diff of their recorded sources)");
  app->add_option("runs", o->runs, "Two result files or tags (a tag: its latest run)")
      ->required()
      ->expected(2);
  app->add_option("--game", o->game, "Look for tags only in this game's results");
  app->add_option("--results", o->results_dir, "Results store folder (default: results)");
  app->add_flag("--stat", o->stat, "Only the files changed and how much (git diff --stat)");
  return {app, [o] { return execute(*o); }};
}

}  // namespace mm

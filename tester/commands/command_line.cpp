// The tester's command line: the run command's options on the main app, one
// subcommand a command file; parses the arguments and runs what they name
// (main.cpp only hands it the build's git revision).
#include <signal.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <iostream>

#include "common/seed_spec.h"
#include "tester/commands/commands.h"
#include "tester/commands/official_options.h"
#include "tester/commands/run_options.h"
#include "tester/games/registry.h"

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace command_line {

std::atomic<bool> g_cancel{false};
const char* g_git_revision = "unknown";  // for --version

void on_signal(int) {
  g_cancel.store(true);
}

void install_signal_handlers() {
  signal(SIGPIPE, SIG_IGN);
  // A file past `ulimit -f` must fail its write (reported), not kill the tester.
  signal(SIGXFSZ, SIG_IGN);
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

// Every long option of the app and its subcommands, for "did you mean" hints.
std::vector<std::string> long_option_names(CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::Option* option : app.get_options()) {
    for (const auto& name : option->get_lnames()) names.push_back("--" + name);
  }
  for (CLI::App* sub : app.get_subcommands({})) {
    for (const auto& name : long_option_names(*sub)) names.push_back(name);
  }
  return names;
}

// Hints for the arguments CLI11 did not expect.
void suggest_options(CLI::App& app, const std::vector<std::string>& args) {
  const std::vector<std::string> known = long_option_names(app);
  for (const auto& arg : args) {
    if (arg.rfind("--", 0) != 0) continue;
    const std::string name = arg.substr(0, arg.find('='));
    if (std::find(known.begin(), known.end(), name) != known.end()) continue;
    const std::string hint = closest_match(name, known);
    if (!hint.empty()) spdlog::error("unknown option {}; did you mean {}?", name, hint);
  }
}

// The tester's command line: the run command's options on the main app, one subcommand a command.
struct CommandLine {
  CLI::App app{
      "Runs a solution on the official cases of a TopCoder marathon game, scores it and records "
      "the results.\nGames: " +
          game_names() +
          ".\n"
          "Examples:\n  tester --exec ./build/lines --seed 1..100\n"
          "  tester --exec ./build/lines --seed 7 --vis lines7.html\n"
          "  tester compare lines-1a2b3c4d lines-5e6f7a8b\n  tester best lines --update",
      "tester"};
  RunCommandOptions run;
  bool quiet = false, verbose = false;
  std::vector<Subcommand> subcommands;

  CommandLine() {
    app.set_version_flag("--version",
                         std::string("tester ") + MM_VERSION + " (commit " + g_git_revision + ")");
    add_run_options(app, run);
    app.add_flag("--quiet", quiet, "Only warnings and errors on stderr");
    app.add_flag("--verbose", verbose, "Debug messages on stderr");
    subcommands = {add_compare_command(app),   add_best_command(app),
                   add_merge_command(app),     add_report_command(app),
                   add_runs_command(app),      add_note_command(app),
                   add_games_command(app),     add_duel_command(app, g_cancel),
                   add_diff_command(app),      add_check_command(app, g_cancel),
                   add_calibrate_command(app), add_completion_command(app)};
  }
};

// Parses the arguments and runs the command they name.
int dispatch(const std::vector<std::string>& args) {
  CommandLine cli;
  const std::vector<std::string> translated = translate_official_args(args);
  cli.run.official_spellings = uses_official_options(args);
  std::vector<std::string> reversed(translated.rbegin(), translated.rend());  // CLI11's order
  try {
    cli.app.parse(reversed);
  } catch (const CLI::ParseError& e) {
    if (dynamic_cast<const CLI::ExtrasError*>(&e)) suggest_options(cli.app, translated);
    return cli.app.exit(e) == 0 ? kExitOk : kExitUsage;
  }
  if (cli.quiet) spdlog::set_level(spdlog::level::warn);
  if (cli.verbose) spdlog::set_level(spdlog::level::debug);
  cli.run.quiet = cli.quiet;
  for (const auto& subcommand : cli.subcommands) {
    if (subcommand.app->parsed()) return subcommand.run();
  }
  if (cli.run.manual) return manual_command(cli.run, g_cancel);
  if (cli.run.exec.empty() && cli.run.load_output.empty())
    throw UsageError("--exec is required (see --help)");
  return run_command(cli.run, g_cancel);
}

}  // namespace command_line

int run_tester(int argc, char** argv, const char* git_revision) {
  using namespace command_line;
  g_git_revision = git_revision;
  install_signal_handlers();
  auto logger = spdlog::stderr_color_mt("tester");
  logger->set_pattern("%^[%l]%$ %v");
  spdlog::set_default_logger(logger);
  try {
    return dispatch(std::vector<std::string>(argv + 1, argv + argc));
  } catch (const UsageError& e) {
    spdlog::error("{}", e.what());
    return kExitUsage;
  } catch (const std::exception& e) {
    spdlog::error("{}", e.what());
    return kExitInternal;
  }
}

}  // namespace mm

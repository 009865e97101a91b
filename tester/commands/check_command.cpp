// `tester check`: the score regression check for a competitor's own CI. With
// --record it plays a solution over fixed seeds in a fixed mode (environment
// variables, MM_TIME_SCALE, a time limit) and keeps that run, with the mode, as
// a baseline file; without, it plays the solution again in the baseline's mode
// and gates it with `compare --max-drop`'s paired interval (docs/ci.md).
#include <fmt/core.h>
#include <spdlog/spdlog.h>
#include <stdlib.h>  // setenv

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "common/results.h"
#include "common/scratch_folder.h"
#include "common/usage_error.h"
#include "tester/commands/commands.h"
#include "tester/commands/run_options.h"

namespace fs = std::filesystem;

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace check_command {

constexpr double kDefaultMaxDrop = 0.5;  // per cent, in the unit of `compare`'s interval
constexpr int kTailLines = 20;           // of the tester's output when the run failed

struct CheckOptions {
  std::string game;
  std::string game_file;
  std::string exec;
  std::string baseline;  // the baseline file (a run file with the check's mode)
  bool record = false;
  std::string seeds;
  std::vector<std::string> env;  // NAME=VALUE, set for the solution
  std::string time_scale;        // MM_TIME_SCALE for the solution
  std::optional<long long> time_limit_ms;
  std::optional<double> max_drop;
  std::string report;     // an HTML report of the baseline and the new run
  std::string save_run;   // a copy of the new run's file
  std::string seeds_dir;  // best-known tables
  int threads = 0;
};

// How the solution is played: what a baseline keeps, and a check repeats.
struct CheckMode {
  std::string game;
  std::string seeds;
  std::vector<std::string> env;
  std::string time_scale;        // "" = MM_TIME_SCALE unset
  long long time_limit_ms = -1;  // -1: the contest's limit, 0: none
  double max_drop = kDefaultMaxDrop;
};

nlohmann::json to_json(const CheckMode& mode) {
  return {{"game", mode.game},
          {"seeds", mode.seeds},
          {"env", mode.env},
          {"time_scale", mode.time_scale},
          {"time_limit_ms", mode.time_limit_ms},
          {"max_drop", mode.max_drop}};
}

CheckMode mode_from_json(const nlohmann::json& j) {
  CheckMode mode;
  mode.game = j.at("game").get<std::string>();
  mode.seeds = j.at("seeds").get<std::string>();
  mode.env = j.at("env").get<std::vector<std::string>>();
  mode.time_scale = j.at("time_scale").get<std::string>();
  mode.time_limit_ms = j.at("time_limit_ms").get<long long>();
  mode.max_drop = j.at("max_drop").get<double>();
  return mode;
}

std::string describe(const CheckMode& mode) {
  std::string text = mode.game + ", seeds " + mode.seeds;
  if (!mode.time_scale.empty()) text += ", MM_TIME_SCALE=" + mode.time_scale;
  for (const auto& setting : mode.env) text += ", " + setting;
  if (mode.time_limit_ms == 0) text += ", no time limit";
  if (mode.time_limit_ms > 0) text += fmt::format(", time limit {} ms", mode.time_limit_ms);
  return text;
}

void require_settings(const std::vector<std::string>& env) {
  for (const auto& setting : env) {
    const auto eq = setting.find('=');
    if (eq == std::string::npos || eq == 0)
      throw UsageError("--env takes NAME=VALUE, not '" + setting + "'");
  }
}

// --record: the mode from the command line (the environment's MM_TIME_SCALE if
// no --time-scale).
CheckMode mode_to_record(const CheckOptions& options) {
  if (options.seeds.empty()) throw UsageError("check --record needs --seed (the seeds to keep)");
  CheckMode mode;
  mode.seeds = options.seeds;
  mode.env = options.env;
  mode.time_scale = options.time_scale;
  if (mode.time_scale.empty())
    if (const char* scale = std::getenv("MM_TIME_SCALE")) mode.time_scale = scale;
  mode.time_limit_ms = options.time_limit_ms.value_or(-1);
  mode.max_drop = options.max_drop.value_or(kDefaultMaxDrop);
  return mode;
}

nlohmann::json read_baseline(const std::string& path) {
  if (!fs::is_regular_file(path))
    throw UsageError("no baseline " + path + ": record one with --record");
  std::ifstream in(path);
  nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_discarded() || !j.is_object() || !j.contains("check"))
    throw UsageError(path + " is not a baseline made by 'tester check --record'");
  return j;
}

// A check: the baseline's mode. The same options may be given again (so that
// the check's command line is the record's without --record); other values are
// an error, since the two runs would not be like with like.
CheckMode mode_to_check(const CheckOptions& options, const nlohmann::json& baseline) {
  CheckMode mode;
  try {
    mode = mode_from_json(baseline.at("check"));
  } catch (const nlohmann::json::exception& e) {
    throw UsageError(options.baseline + ": its check mode cannot be read (" + e.what() + ")");
  }
  const auto same = [&](const char* option, bool given, bool equal, const std::string& recorded) {
    if (given && !equal)
      throw UsageError(
          fmt::format("{} differs from the baseline's ({}); record a new baseline to "
                      "change the check's mode",
                      option, recorded.empty() ? "none" : recorded));
  };
  same("--seed", !options.seeds.empty(), options.seeds == mode.seeds, mode.seeds);
  same("--env", !options.env.empty(), options.env == mode.env, fmt::format("{}", mode.env.size()));
  same("--time-scale", !options.time_scale.empty(), options.time_scale == mode.time_scale,
       mode.time_scale);
  same("--time-limit", options.time_limit_ms.has_value(),
       options.time_limit_ms == mode.time_limit_ms, std::to_string(mode.time_limit_ms));
  if (options.max_drop) mode.max_drop = *options.max_drop;
  return mode;
}

void set_environment(const CheckMode& mode) {
  for (const auto& setting : mode.env) {
    const auto eq = setting.find('=');
    setenv(setting.substr(0, eq).c_str(), setting.substr(eq + 1).c_str(), 1);
  }
  if (mode.time_scale.empty())
    unsetenv("MM_TIME_SCALE");
  else
    setenv("MM_TIME_SCALE", mode.time_scale.c_str(), 1);
}

// The last lines of the tester's own output, for a run that did not finish.
void print_tail(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  const std::size_t from = lines.size() > kTailLines ? lines.size() - kTailLines : 0;
  for (std::size_t i = from; i < lines.size(); ++i) std::cerr << lines[i] << "\n";
}

// Plays the solution in `mode` into a store under `scratch`; the run's file.
// The tester's per-seed lines go to a file there, shown only if the run failed.
std::string play(const CheckOptions& options, const CheckMode& mode, const std::string& scratch,
                 const std::atomic<bool>& cancel) {
  RunCommandOptions run;
  run.game = options.game.empty() && options.game_file.empty() && !options.record ? mode.game
                                                                                  : options.game;
  run.game_file = options.game_file;
  run.exec = options.exec;
  run.seed_spec = mode.seeds;
  run.time_limit_ms = mode.time_limit_ms;
  run.threads = options.threads;
  run.results_dir = scratch + "/store";
  run.tag = options.record ? "baseline" : "candidate";
  run.no_output = true;
  run.quiet = true;
  run.progress = "none";
  set_environment(mode);
  const std::string output = scratch + "/tester.out";
  int status = 0;
  {
    // The scratch store's own news (where the run went, its new index) would name
    // folders that are gone when the check ends.
    const auto level = spdlog::get_level();
    spdlog::set_level(std::max(level, spdlog::level::warn));
    std::ofstream out(output);
    auto* const saved = std::cout.rdbuf(out.rdbuf());
    const auto restore = [&] {
      std::cout.rdbuf(saved);
      spdlog::set_level(level);
    };
    try {
      status = run_command(run, cancel);
    } catch (...) {
      restore();
      throw;
    }
    restore();
  }
  // 1: a seed could not be started; it counts as failed, which the gate sees.
  if (status != kExitOk && status != kExitCasesNotRun) {
    print_tail(output);
    throw std::runtime_error(
        fmt::format("the run did not finish (the tester's status {})", status));
  }
  for (const auto& entry : fs::recursive_directory_iterator(run.results_dir))
    if (entry.path().extension() == ".json" && entry.path().parent_path().filename() != "cases")
      return entry.path().string();
  throw std::runtime_error("the run left no result file under " + run.results_dir);
}

double run_total(const RunRecord& run, std::size_t* failed) {
  double total = 0;
  for (const auto& r : run.results) {
    total += r.score;
    if (r.status != CaseStatus::Ok) ++*failed;
  }
  return total;
}

int record(const CheckOptions& options, const std::atomic<bool>& cancel) {
  CheckMode mode = mode_to_record(options);
  const ScratchFolder scratch("check");
  const std::string run_file = play(options, mode, scratch.path(), cancel);
  const RunRecord run = load_run(run_file);
  mode.game = run.game;
  std::ifstream in(run_file);
  nlohmann::json j = nlohmann::json::parse(in);
  j["check"] = to_json(mode);
  const fs::path folder = fs::path(options.baseline).parent_path();
  if (!folder.empty()) fs::create_directories(folder);  // ci/baseline.json in a new repository
  write_file_atomically(options.baseline, j.dump(1) + "\n");
  std::size_t failed = 0;
  const double total = run_total(run, &failed);
  std::cout << fmt::format("recorded the baseline: {}; {} seeds, total {}\n  -> {}\n",
                           describe(mode), run.results.size(), total, options.baseline);
  if (failed > 0)
    spdlog::warn("{} seed(s) failed in the baseline; a check fails only on more failures", failed);
  return kExitOk;
}

void keep_outputs(const CheckOptions& options, const std::string& run_file,
                  const std::string& empty_store) {
  if (!options.save_run.empty()) {
    std::ifstream in(run_file);
    write_file_atomically(options.save_run, std::string(std::istreambuf_iterator<char>(in), {}));
  }
  if (!options.report.empty())
    write_runs_report({options.baseline, run_file}, options.report, options.seeds_dir, empty_store);
}

int check(const CheckOptions& options, const std::atomic<bool>& cancel) {
  const nlohmann::json baseline = read_baseline(options.baseline);
  const CheckMode mode = mode_to_check(options, baseline);
  const ScratchFolder scratch("check");
  const std::string run_file = play(options, mode, scratch.path(), cancel);
  const std::string empty_store = scratch.path() + "/none";
  const GateAnswer answer = gate_against_baseline(options.baseline, run_file, mode.max_drop,
                                                  options.seeds_dir, empty_store);
  keep_outputs(options, run_file, empty_store);
  for (const auto& note : answer.notes) std::cout << note << "\n";
  const double change = answer.baseline_total == 0
                            ? 0
                            : 100 * (answer.candidate_total - answer.baseline_total) /
                                  std::abs(answer.baseline_total);
  std::cout << fmt::format(
      "check: {}\n  total {} against the baseline's {} ({:+.2f} %), {} seeds\n"
      "  per case: {}\n  gate (--max-drop {:g} %): {}\n",
      describe(mode), answer.candidate_total, answer.baseline_total, change, answer.cases,
      answer.interval, mode.max_drop, answer.failure.empty() ? "pass" : "FAIL, " + answer.failure);
  return answer.failure.empty() ? kExitOk : kExitGateFailed;
}

int execute(const CheckOptions& options, const std::atomic<bool>& cancel) {
  require_settings(options.env);
  if (options.record) {
    for (const auto* option : {&options.report, &options.save_run})
      if (!option->empty())
        throw UsageError("--report and --save-run belong to a check, not --record");
    return record(options, cancel);
  }
  return check(options, cancel);
}

}  // namespace check_command

constexpr const char* kCheckHelp =
    R"(Record once:  tester check lines --exec ./lines --seed 1..200 --env LINES_FIXED_ROUNDS=1
                --time-scale 0.1 --time-limit 0 --baseline ci/baseline.json --record
Gate a build: tester check --exec ./lines --baseline ci/baseline.json --report check.html
The check plays the seeds again in the baseline's mode (its seeds, --env settings,
MM_TIME_SCALE and time limit) and fails when the paired 95 % interval of the per-case
difference lies wholly below -MAX_DROP (a drop larger than allowed, and known to be), or
when the solution failed more seeds than the baseline. Use a mode in which the solution's
play does not depend on the clock, so that an unchanged build plays the same games.
Exit codes: 0 recorded, or the check passed; 7 the check failed; 1 a seed could not be
started; 2 usage error (no baseline, a mode that differs from the baseline's); 3 other.
Manual: docs/ci.md.)";

Subcommand add_check_command(CLI::App& parent, const std::atomic<bool>& cancel) {
  using namespace check_command;
  auto o = std::make_shared<CheckOptions>();
  auto* app = parent.add_subcommand(
      "check", "Record a baseline of a solution, or gate a build against it (CI)");
  app->footer(kCheckHelp);
  app->add_option("game", o->game, "The game (default: the baseline's, or from the command)");
  app->add_option("--exec", o->exec, "The solution's command")->required();
  app->add_option("--baseline", o->baseline, "The baseline file")->required()->type_name("FILE");
  app->add_flag("--record", o->record, "Play and keep the run as the baseline");
  app->add_option("--seed", o->seeds, "Seeds to record, e.g. 1..200");
  app->add_option("--env", o->env, "NAME=VALUE for the solution (repeatable): a fixed-effort mode")
      ->type_name("NAME=VALUE");
  app->add_option("--time-scale", o->time_scale, "MM_TIME_SCALE for the solution");
  app->add_option("--time-limit", o->time_limit_ms,
                  "Time limit per case in ms, 0 for none (default: the contest's)")
      ->check(CLI::NonNegativeNumber);
  app->add_option("--max-drop", o->max_drop,
                  "The largest drop let pass, in % per case (default 0.5, kept by --record)")
      ->check(CLI::NonNegativeNumber);
  app->add_option("--report", o->report, "Write an HTML report of the baseline and the new run")
      ->type_name("FILE");
  app->add_option("--save-run", o->save_run, "Keep a copy of the new run's result file")
      ->type_name("FILE");
  app->add_option("--game-file", o->game_file,
                  "An external game's TOML game file (docs/any_game.md)")
      ->type_name("FILE");
  app->add_option("--seeds-dir", o->seeds_dir,
                  "Folder of the best-known tables (default: the installed or project's seeds/)");
  app->add_option("--threads", o->threads, "Cases played at once (default: every core)");
  return {app, [o, &cancel] { return execute(*o, cancel); }};
}

}  // namespace mm

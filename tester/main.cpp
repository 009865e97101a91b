// tester: runs a solution on generated cases of one of the five games, exactly
// as the official Java testers did, and prints the scores.
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <thread>

#include <fmt/core.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include "cli_args.h"
#include "process.h"
#include "registry.h"
#include "runner.h"
#include "seed_spec.h"

using namespace mm;

namespace {

constexpr int kExitOk = 0;
constexpr int kExitCasesNotRun = 1;
constexpr int kExitUsage = 2;
constexpr int kExitInterrupted = 130;

std::atomic<bool> g_cancel{false};

void on_signal(int) { g_cancel.store(true); }

struct Options {
  std::string game;
  std::string exec;
  std::string seed_spec;
  std::string official_seed_spec;
  int threads = 0;
  long long time_limit_ms = -1;  // -1: the contest's limit
  std::size_t memory_limit_mb = 1024;
  std::string save_all;
  std::string json_file;
  std::vector<std::string> params;
  bool no_output = false;
  bool echo_all = false;
  bool print_runtime = false;
  bool no_summary = false;
  bool quiet = false;
  bool verbose = false;
  bool stats = false;
};

double cpu_ms(int who) {
  rusage usage{};
  getrusage(who, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

std::string games_list() {
  std::string names;
  for (const auto& g : all_games()) names += (names.empty() ? "" : ", ") + g.name;
  return names;
}

const GameInfo& choose_game(const Options& options) {
  if (!options.game.empty()) {
    if (const GameInfo* game = find_game(options.game)) return *game;
    throw CliError("unknown game '" + options.game + "' (games: " + games_list() + ")");
  }
  if (const GameInfo* game = game_from_command(options.exec)) return *game;
  throw CliError("cannot tell the game from '" + options.exec + "'; name it first, e.g. 'tester lines --exec ...' (games: " +
                 games_list() + ")");
}

Params parse_params(const GameInfo& game, const std::vector<std::string>& raw) {
  Params params;
  for (const auto& item : raw) {
    const auto eq = item.find('=');
    if (eq == std::string::npos || eq == 0) throw CliError("bad --param '" + item + "' (expected NAME=VALUE)");
    std::string key = item.substr(0, eq);
    std::transform(key.begin(), key.end(), key.begin(), [](unsigned char c) { return std::tolower(c); });
    const bool known = std::any_of(game.params.begin(), game.params.end(), [&](const ParamInfo& p) {
      std::string name = p.name;
      std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::tolower(c); });
      return name == key;
    });
    if (!known) {
      std::string names;
      for (const auto& p : game.params) names += " -" + p.name;
      throw CliError("game " + game.name + " has no parameter -" + item.substr(0, eq) +
                     (names.empty() ? " (it takes none)" : " (it takes:" + names + ")"));
    }
    params[key] = item.substr(eq + 1);
  }
  return params;
}

std::string seeds_summary(const std::vector<Seed>& seeds) {
  bool contiguous = true;
  for (std::size_t i = 1; i < seeds.size(); ++i) contiguous &= seeds[i].value == seeds[i - 1].value + 1;
  if (contiguous) return seeds.front().text + " to " + seeds.back().text;
  std::string list;
  for (const auto& s : seeds) list += (list.empty() ? "" : ",") + s.text;
  return "{" + list + "}";
}

nlohmann::json result_json(const GameInfo& game, const CaseResult& r) {
  nlohmann::json params = nlohmann::json::object();
  for (const auto& [k, v] : r.case_params) params[k] = v;
  return {{"game", game.name},       {"seed", r.seed.text},       {"score", r.score},
          {"status", to_string(r.status)}, {"messages", r.messages}, {"detail", r.detail},
          {"solution_ms", r.solution_ms}, {"wall_ms", r.wall_ms},   {"moves", r.moves},
          {"params", params}};
}

void write_json_file(const std::string& path, const nlohmann::json& data) {
  const std::string temp = path + ".tmp";
  {
    std::ofstream out(temp);
    if (!out) throw std::runtime_error("cannot write " + path);
    out << data.dump(2) << "\n";
  }
  std::filesystem::rename(temp, path);
}

class ProgressLine {
 public:
  explicit ProgressLine(bool enabled) : enabled_(enabled) {}
  void update(std::size_t done, std::size_t total) {
    if (!enabled_) return;
    std::fprintf(stderr, "\r[%zu/%zu seeds]", done, total);
    std::fflush(stderr);
  }
  void clear() {
    if (enabled_) std::fprintf(stderr, "\r\033[K"), std::fflush(stderr);
  }

 private:
  bool enabled_;
};

int run(const Options& options) {
  const GameInfo& game = choose_game(options);
  const Params params = parse_params(game, options.params);
  std::vector<Seed> seeds;
  if (!options.official_seed_spec.empty() && !options.seed_spec.empty()) {
    throw CliError("give the seeds once: --seed or -seed");
  }
  if (!options.official_seed_spec.empty()) {
    seeds = parse_seed_spec(options.official_seed_spec, SeedSyntax::Official);
  } else {
    seeds = parse_seed_spec(options.seed_spec.empty() ? "1" : options.seed_spec);
  }
  if (!options.save_all.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(options.save_all, ec);
    if (ec || access(options.save_all.c_str(), W_OK) != 0) {
      throw CliError("cannot write to folder '" + options.save_all + "'");
    }
  }
  const auto command = split_command(options.exec);
  if (command.empty()) throw CliError("--exec is empty");
  if (resolve_executable(command[0]).empty()) {
    throw CliError("cannot find an executable '" + command[0] + "'");
  }
  const bool single = seeds.size() == 1;
  game.create(seeds.front(), params);  // bad parameter values are usage errors (ParamError)

  RunOptions run_options;
  run_options.command = command;
  run_options.time_limit_ms = options.time_limit_ms < 0 ? game.time_limit_ms : options.time_limit_ms;
  run_options.memory_limit_mb = options.memory_limit_mb;
  run_options.echo_stderr = !options.no_output && (single || options.echo_all);
  run_options.save_dir = options.save_all;
  run_options.cancel = &g_cancel;
  const int threads = options.threads > 0 ? options.threads
                                          : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));

  const auto wall_start = std::chrono::steady_clock::now();
  long long total_moves = 0;
  ProgressLine progress(!single && isatty(STDERR_FILENO) && !options.quiet);
  nlohmann::json all = nlohmann::json::array();
  std::size_t executed = 0, failed = 0, not_run = 0;
  long long total_ms = 0, max_ms = 0;
  double total_score = 0;
  run_cases(
      game, seeds, params, run_options, threads,
      [&](const CaseResult& r) {
        progress.clear();
        if (r.status == CaseStatus::Interrupted) return;
        for (const auto& m : r.messages) std::cout << m << "\n";
        if (!r.diagnostic.empty()) std::cerr << r.diagnostic << "\n";
        if (!r.detail.empty()) spdlog::warn("seed {}: {}", r.seed.text, r.detail);
        if (single) {
          std::cout << game.score_line(r.score);
        } else {
          std::cout << "Seed = " << r.seed.text << ", Score = " << game.score_text(r.score);
        }
        if (options.print_runtime) std::cout << ", RunTime = " << r.solution_ms << " ms";
        std::cout << std::endl;
        ++executed;
        failed += r.status != CaseStatus::Ok;
        not_run += r.status == CaseStatus::SpawnFailed || r.status == CaseStatus::BadCase;
        total_ms += r.solution_ms;
        max_ms = std::max(max_ms, r.solution_ms);
        total_score += r.score;
        total_moves += r.moves;
        all.push_back(result_json(game, r));
      },
      [&](std::size_t done, std::size_t total) { progress.update(done, total); });
  progress.clear();

  const bool interrupted = g_cancel.load();
  if (!single && !options.no_summary) {
    std::cout << "\n"
              << fmt::format("{:>17}: {}\n", "Seeds", seeds_summary(seeds))
              << fmt::format("{:>17}: {}\n", "Executed Cases", executed)
              << fmt::format("{:>17}: {}\n", "Failed Cases", failed)
              << fmt::format("{:>17}: {} ms\n", "Avg. Run Time", executed ? total_ms / static_cast<long long>(executed) : 0)
              << fmt::format("{:>17}: {} ms\n", "Max. Run Time", max_ms)
              << fmt::format("{:>17}: {}\n", "Total Score", game.score_text(total_score))
              << fmt::format("{:>17}: {:.3f}\n", "Average Score", executed ? total_score / static_cast<double>(executed) : 0.0);
    if (interrupted) std::cout << fmt::format("{:>17}: after {} of {} seeds\n", "Interrupted", executed, seeds.size());
    std::cout.flush();
  }
  if (!options.json_file.empty()) write_json_file(options.json_file, all);
  if (options.stats) {
    const double wall = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall_start).count();
    std::cerr << fmt::format("stats: seeds={} moves={} wall_ms={:.1f} tester_cpu_ms={:.1f} solutions_cpu_ms={:.1f}\n",
                             executed, total_moves, wall, cpu_ms(RUSAGE_SELF), cpu_ms(RUSAGE_CHILDREN));
  }
  if (interrupted) return kExitInterrupted;
  return not_run > 0 ? kExitCasesNotRun : kExitOk;
}

}  // namespace

int main(int argc, char** argv) {
  signal(SIGPIPE, SIG_IGN);
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
  auto logger = spdlog::stderr_color_mt("tester");
  logger->set_pattern("%^[%l]%$ %v");
  spdlog::set_default_logger(logger);

  Options options;
  CLI::App app{"Runs a solution on the official cases of a TopCoder marathon game and scores it.\n"
               "Games: " + games_list() + ".\n"
               "Example: tester --exec ./build/lines --seed 1..100"};
  app.add_option("game", options.game, "Game name; inferred from the executable's name when left out");
  app.add_option("--exec", options.exec, "Solution command (split on whitespace, no shell)")->required();
  app.add_option("--seed", options.seed_spec, "Seeds: 5, 1..100, 10+5, or a comma list of those (default 1)");
  app.add_option("--official-seed", options.official_seed_spec, "Seeds in the framework's -seed syntax")
      ->group("");
  app.add_option("--threads", options.threads, "Parallel cases (default: all cores)")->check(CLI::Range(1, 1024));
  app.add_option("--time-limit", options.time_limit_ms, "Time limit in ms for the solution (default: the contest's; 0 = none)")
      ->check(CLI::Range(0LL, 1LL << 40));
  app.add_option("--memory-limit", options.memory_limit_mb, "Address-space limit in MB (default 1024; 0 = none)");
  app.add_option("--save-all", options.save_all, "Save <seed>.in, .out and .err into this folder");
  app.add_option("--json", options.json_file, "Write every seed's result to this JSON file");
  app.add_option("--param", options.params, "Game parameter NAME=VALUE (the official -N 7,11 form works too)");
  app.add_flag("--no-output", options.no_output, "Do not echo the solution's stderr");
  app.add_flag("--echo-stderr", options.echo_all, "Echo the solution's stderr in multi-seed runs too");
  app.add_flag("--print-runtime", options.print_runtime, "Add the solution's time to each score line");
  app.add_flag("--no-summary", options.no_summary, "No summary after a multi-seed run");
  app.add_flag("--quiet", options.quiet, "Only warnings and errors on stderr");
  app.add_flag("--verbose", options.verbose, "Debug messages on stderr");
  app.add_flag("--stats", options.stats, "Print the tester's own CPU time, the solutions' and the move count");

  try {
    std::vector<std::string> args(argv + 1, argv + argc);
    auto translated = translate_official_args(args);
    std::reverse(translated.begin(), translated.end());  // CLI11 wants the reverse order
    app.parse(translated);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? kExitOk : kExitUsage;
  } catch (const CliError& e) {
    spdlog::error("{}", e.what());
    return kExitUsage;
  }
  if (options.quiet) spdlog::set_level(spdlog::level::warn);
  if (options.verbose) spdlog::set_level(spdlog::level::debug);

  try {
    return run(options);
  } catch (const CliError& e) {
    spdlog::error("{}", e.what());
    return kExitUsage;
  } catch (const SeedSpecError& e) {
    spdlog::error("{}", e.what());
    return kExitUsage;
  } catch (const ParamError& e) {
    spdlog::error("{}", e.what());
    return kExitUsage;
  } catch (const std::exception& e) {
    spdlog::error("{}", e.what());
    return 3;
  }
}

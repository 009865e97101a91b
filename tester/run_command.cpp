// `tester [GAME] --exec CMD --seed SPEC`: play seeds, print, record.
#include <fmt/core.h>
#include <spdlog/spdlog.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <thread>

#include "commands.h"
#include "line_io.h"
#include "load_output.h"
#include "process.h"
#include "progress.h"
#include "registry.h"
#include "replay_html.h"
#include "results.h"
#include "runner.h"
#include "seed_spec.h"
#include "solution_data.h"
#include "time_stats.h"

namespace fs = std::filesystem;

namespace mm {

namespace {

const GameInfo& choose_game(const RunCommandOptions& options) {
  if (!options.game.empty()) {
    if (const GameInfo* game = find_game(options.game)) return *game;
    throw CliError("unknown game '" + options.game + "' (games: " + game_names() + ")");
  }
  if (const GameInfo* game = game_from_command(options.exec)) return *game;
  throw CliError("cannot tell the game from '" + options.exec +
                 "'; name it first, e.g. 'tester lines --exec ...' (games: " + game_names() + ")");
}

std::string lowercase(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

Params parse_params(const GameInfo& game, const std::vector<std::string>& raw) {
  Params params;
  for (const auto& item : raw) {
    const auto eq = item.find('=');
    if (eq == std::string::npos || eq == 0)
      throw CliError("bad --param '" + item + "' (expected NAME=VALUE)");
    const std::string key = lowercase(item.substr(0, eq));
    const bool known = std::any_of(game.params.begin(), game.params.end(),
                                   [&](const ParamInfo& p) { return lowercase(p.name) == key; });
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

// Keeps the part of the seeds that shard "I/N" owns: every N-th seed from the I-th.
std::vector<Seed> shard_of(const std::vector<Seed>& seeds, const std::string& shard) {
  const auto slash = shard.find('/');
  const auto index = java_parse_int(shard.substr(0, slash == std::string::npos ? 0 : slash));
  const auto count =
      slash == std::string::npos ? std::nullopt : java_parse_int(shard.substr(slash + 1));
  if (!index || !count || *count < 1 || *index < 1 || *index > *count) {
    throw CliError("bad --shard '" + shard + "' (expected I/N with 1 <= I <= N)");
  }
  std::vector<Seed> part;
  for (auto i = static_cast<std::size_t>(*index - 1); i < seeds.size();
       i += static_cast<std::size_t>(*count)) {
    part.push_back(seeds[i]);
  }
  if (part.empty()) throw CliError("shard " + shard + " has no seeds");
  return part;
}

std::vector<Seed> parse_seeds(const RunCommandOptions& options) {
  if (!options.official_seed_spec.empty() && !options.seed_spec.empty()) {
    throw CliError("give the seeds once: --seed or -seed");
  }
  const std::vector<Seed> seeds =
      !options.official_seed_spec.empty()
          ? parse_seed_spec(options.official_seed_spec, SeedSyntax::Official)
          : parse_seed_spec(options.seed_spec.empty() ? "1" : options.seed_spec);
  return options.shard.empty() ? seeds : shard_of(seeds, options.shard);
}

void require_writable_folder(const std::string& folder) {
  std::error_code ec;
  std::filesystem::create_directories(folder, ec);
  if (ec || access(folder.c_str(), W_OK) != 0)
    throw CliError("cannot write to folder '" + folder + "'");
}

// The framework's rules for -saveAll, -saveSol* and -loadSolOutput.
void check_save_and_load_options(const RunCommandOptions& options) {
  const bool some_kind =
      !options.save_input.empty() || !options.save_output.empty() || !options.save_error.empty();
  if (!options.save_all.empty() && some_kind)
    throw CliError(
        "-saveAll cannot be combined with -saveSolInput, -saveSolOutput or -saveSolError");
  if (options.load_output.empty()) return;
  if (!options.exec.empty() || !options.save_output.empty() || !options.save_error.empty() ||
      !options.save_all.empty())
    throw CliError("-loadSolOutput cannot be combined with -exec, -saveSolOutput or -saveSolError");
}

std::string seeds_summary(const std::vector<Seed>& seeds) {
  bool contiguous = true;
  for (std::size_t i = 1; i < seeds.size(); ++i)
    contiguous &= seeds[i].value == seeds[i - 1].value + 1;
  if (contiguous) return seeds.front().text + " to " + seeds.back().text;
  std::string list;
  for (const auto& s : seeds) list += (list.empty() ? "" : ",") + s.text;
  return "{" + list + "}";
}

SeedRecord to_record(const CaseResult& r) {
  SeedRecord record;
  record.seed = r.seed.text;
  record.score = r.score;
  record.status = to_string(r.status);
  record.message = r.messages.empty() ? r.detail : r.messages.front();
  record.solution_ms = r.solution_ms;
  record.wall_ms = r.wall_ms;
  record.moves = r.moves;
  for (const auto& [k, v] : r.case_params) record.params[k] = v;
  record.data = parse_solution_data(r.solution_stderr);
  return record;
}

// Totals grow past Java's 1e7 switch to exponent form; print them in full.
std::string plain_total(const GameInfo& game, double total) {
  return game.integer_score ? fmt::format("{}", static_cast<long long>(total))
                            : fmt::format("{:.1f}", total);
}

double to_ms(const timeval& t) {
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_usec) / 1e3;
}

double cpu_ms(int who) {
  rusage usage{};
  getrusage(who, &usage);
  return to_ms(usage.ru_utime) + to_ms(usage.ru_stime);
}

// The tester's own user-space time: its work, without the kernel's share of
// pipes and wake-ups.
double user_cpu_ms() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return to_ms(usage.ru_utime);
}

long max_rss_kb() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

// Running totals for the summary.
struct Summary {
  std::size_t executed = 0, failed = 0, not_run = 0;
  long long total_ms = 0, max_ms = 0;
  long long moves = 0;
  double total_score = 0;
  // -bests bookkeeping
  std::size_t improved = 0, tied = 0, new_cases = 0;
  double previous_total = 0;
};

void save_replay(const GameInfo& game, const CaseResult& result, const RunCommandOptions& options) {
  if (!result.replay) return;
  const std::string path = !options.vis_file.empty()
                               ? options.vis_file
                               : options.vis_dir + "/" + replay_file_name(result.seed);
  try {
    write_file_atomically(path, replay_html(game, result));
  } catch (const std::exception& e) {
    spdlog::error("cannot write the replay of seed {}: {}", result.seed.text, e.what());
  }
}

void write_run_report(const GameInfo& game, const std::string& tag,
                      const std::vector<SeedRecord>& records, const RunCommandOptions& options) {
  if (records.empty()) return;
  ReportInput input;
  input.competitors = {tag};
  input.notes = {options.note};
  input.time_limits = {options.time_limit_ms < 0 ? game.time_limit_ms : options.time_limit_ms};
  input.records.emplace_back();
  for (const auto& record : records) {
    input.seeds.push_back(record.seed);
    input.records[0].push_back(&record);
  }
  if (!options.vis_dir.empty()) {
    const auto report_folder = fs::absolute(options.report_file).parent_path();
    input.replay_dir = fs::relative(fs::absolute(options.vis_dir), report_folder).string();
  }
  write_file_atomically(options.report_file, report_html(game, input));
  spdlog::info("report: {}", options.report_file);
}

}  // namespace

int run_command(const RunCommandOptions& options, const std::atomic<bool>& cancel) {
  const GameInfo& game = choose_game(options);
  const Params params = parse_params(game, options.params);
  const std::vector<Seed> requested = parse_seeds(options);
  check_save_and_load_options(options);
  // -loadSolOutput plays the seeds up to the first missing file, then stops as the framework.
  const SavedOutputCheck saved = options.load_output.empty()
                                     ? SavedOutputCheck{"", requested.size()}
                                     : check_saved_outputs(options.load_output, requested);
  if (!saved.error.empty() && saved.playable == 0) {
    std::cout << saved.error << std::endl;
    return kExitMissingSavedOutput;
  }
  const std::vector<Seed> seeds(requested.begin(),
                                requested.begin() + static_cast<std::ptrdiff_t>(saved.playable));
  if (!options.save_all.empty()) require_writable_folder(options.save_all);
  for (const auto* folder : {&options.save_input, &options.save_output, &options.save_error})
    if (!folder->empty()) require_writable_folder(*folder);
  if (!options.vis_file.empty() && seeds.size() != 1)
    throw CliError("--vis writes one seed's replay; use --vis-dir for several seeds");
  if (!options.vis_dir.empty()) require_writable_folder(options.vis_dir);
  const auto command = split_command(options.exec);
  if (options.load_output.empty() && command.empty()) throw CliError("--exec is empty");
  if (options.load_output.empty() && resolve_executable(command[0]).empty())
    throw CliError("cannot find an executable '" + command[0] + "'");
  // Bad parameter values are usage errors (ParamError), found before any case runs.
  if (!params.empty()) game.create(seeds.front(), params);
  const bool single = seeds.size() == 1;

  RunOptions run_options;
  run_options.command = command;
  run_options.time_limit_ms =
      options.time_limit_ms < 0 ? game.time_limit_ms : options.time_limit_ms;
  run_options.memory_limit_mb = options.memory_limit_mb;
  run_options.echo_stderr = !options.no_output && (single || options.echo_all);
  run_options.save_dir = options.save_all;
  run_options.save_input_dir = options.save_input;
  run_options.save_output_dir = options.save_output;
  run_options.save_error_dir = options.save_error;
  run_options.load_output_dir = options.load_output;
  run_options.cancel = &cancel;
  run_options.record_replay = !options.vis_file.empty() || !options.vis_dir.empty();
  const int threads = options.threads > 0
                          ? options.threads
                          : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));

  // Hashing the command's files costs a few ms: only when the run is recorded or reported.
  const bool named_run = !options.no_results || !options.report_file.empty();
  const std::string executable_hash = named_run ? command_hash(options.exec) : std::string();
  const std::string run_tag = !options.tag.empty() ? options.tag
                              : named_run          ? default_tag(options.exec, executable_hash)
                                                   : std::string();
  // Before this run's journal exists: the live status compares with the tag's previous run.
  LiveProgress progress =
      start_live_progress(options, game, run_tag, params, single ? 0 : seeds.size());
  std::unique_ptr<RunWriter> writer;
  if (!options.no_results) {
    RunRecord meta;
    meta.game = game.name;
    meta.command = options.exec;
    meta.executable_hash = executable_hash;
    meta.tag = run_tag;
    meta.note = options.note;
    meta.started = utc_timestamp();
    meta.time_limit_ms = run_options.time_limit_ms;
    if (const char* scale = std::getenv("MM_TIME_SCALE")) meta.time_scale = scale;
    meta.params = params;
    const std::string folder = options.results_dir + "/" + game.name;
    require_writable_folder(folder);
    writer = std::make_unique<RunWriter>(folder, meta);
  }
  const auto bests = options.bests_file.empty() ? std::map<std::string, double>{}
                                                : read_seed_scores(options.bests_file);
  std::vector<std::pair<std::string, double>> scores;
  std::vector<SeedRecord> records;

  const auto wall_start = std::chrono::steady_clock::now();
  Summary sum;
  run_cases(
      game, seeds, params, run_options, threads,
      [&](const CaseResult& r) {
        progress.clear();
        if (r.status == CaseStatus::Interrupted) return;
        for (const auto& m : r.messages) std::cout << m << "\n";
        if (!r.diagnostic.empty()) std::cerr << r.diagnostic << "\n";
        if (!r.detail.empty()) spdlog::warn("seed {}: {}", r.seed.text, r.detail);
        std::cout << (single ? game.score_line(r.score)
                             : "Seed = " + r.seed.text + ", Score = " + game.score_text(r.score));
        if (const auto best = bests.find(r.seed.text); best != bests.end()) {
          std::cout << ", PreviousBest = " << game.score_text(best->second);
          sum.previous_total += best->second;
          if (r.score > best->second) ++sum.improved;
          if (r.score == best->second) ++sum.tied;
        } else if (!options.bests_file.empty()) {
          ++sum.new_cases;
        }
        if (options.print_runtime) std::cout << ", RunTime = " << r.solution_ms << " ms";
        std::cout << std::endl;
        ++sum.executed;
        sum.failed += r.status != CaseStatus::Ok;
        sum.not_run += r.status == CaseStatus::SpawnFailed || r.status == CaseStatus::BadCase;
        sum.total_ms += r.solution_ms;
        sum.max_ms = std::max(sum.max_ms, r.solution_ms);
        sum.total_score += r.score;
        sum.moves += r.moves;
        scores.emplace_back(r.seed.text, r.score);
        records.push_back(to_record(r));
        if (writer) writer->add(records.back());
        save_replay(game, r, options);
        progress.add(records.back());
      },
      [&](std::size_t done, std::size_t) { progress.set_finished(done); });
  progress.finish();

  const bool interrupted = cancel.load();
  if (!saved.error.empty()) {  // a missing saved output: no summary, the framework's status
    if (writer) writer->finish(false);
    std::cout << saved.error << std::endl;
    return kExitMissingSavedOutput;
  }
  if (writer) writer->finish(!interrupted);
  if (!single && !options.no_summary) {
    const auto avg_ms = sum.executed ? sum.total_ms / static_cast<long long>(sum.executed) : 0;
    std::cout << "\n"
              << fmt::format("{:>17}: {}\n", "Seeds", seeds_summary(seeds))
              << fmt::format("{:>17}: {}\n", "Executed Cases", sum.executed)
              << fmt::format("{:>17}: {}\n", "Failed Cases", sum.failed)
              << fmt::format("{:>17}: {} ms\n", "Avg. Run Time", avg_ms)
              << fmt::format("{:>17}: {} ms\n", "Max. Run Time", sum.max_ms);
    if (!options.bests_file.empty()) {
      std::cout << fmt::format("{:>17}: {}\n", "Improved Bests", sum.improved)
                << fmt::format("{:>17}: {}\n", "Tied Cases", sum.tied)
                << fmt::format("{:>17}: {}\n", "New Cases", sum.new_cases)
                << fmt::format("{:>17}: {}\n", "Prev. Bests Score",
                               game.score_text(sum.previous_total));
    }
    std::cout << fmt::format("{:>17}: {}\n", "Total Score", plain_total(game, sum.total_score))
              << fmt::format(
                     "{:>17}: {:.3f}\n", "Average Score",
                     sum.executed ? sum.total_score / static_cast<double>(sum.executed) : 0.0);
    std::cout << time_summary_lines(time_stats(records, run_options.time_limit_ms),
                                    run_options.time_limit_ms);
    if (interrupted)
      std::cout << fmt::format("{:>17}: after {} of {} seeds\n", "Interrupted", sum.executed,
                               seeds.size());
    std::cout.flush();
  }
  if (writer) spdlog::info("results: {}", writer->path());
  if (!options.save_scores_file.empty()) write_seed_scores(options.save_scores_file, scores);
  if (!options.report_file.empty()) {
    write_run_report(game, run_tag, records, options);
  }
  if (!options.json_file.empty()) {
    nlohmann::json all = nlohmann::json::array();
    for (const auto& r : records) all.push_back(to_json(r));
    write_file_atomically(options.json_file, all.dump(2) + "\n");
  }
  if (options.stats) {
    const double wall =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall_start)
            .count();
    std::cerr << fmt::format(
        "stats: seeds={} moves={} wall_ms={:.1f} tester_cpu_ms={:.1f} solutions_cpu_ms={:.1f} "
        "tester_user_ms={:.1f} tester_max_rss_kb={}\n",
        sum.executed, sum.moves, wall, cpu_ms(RUSAGE_SELF), cpu_ms(RUSAGE_CHILDREN), user_cpu_ms(),
        max_rss_kb());
  }
  if (interrupted) return kExitInterrupted;
  return sum.not_run > 0 ? kExitCasesNotRun : kExitOk;
}

}  // namespace mm

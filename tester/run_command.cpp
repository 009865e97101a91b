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

#include "bests_file.h"
#include "commands.h"
#include "line_io.h"
#include "load_output.h"
#include "official_reporter.h"
#include "play/watch.h"
#include "process.h"
#include "progress.h"
#include "registry.h"
#include "replay_html.h"
#include "results.h"
#include "runner.h"
#include "seed_spec.h"
#include "sinks.h"
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

Params parse_params(const GameInfo& game, const std::vector<std::string>& raw) {
  Params params;
  for (const auto& item : raw) {
    const auto eq = item.find('=');
    if (eq == std::string::npos || eq == 0)
      throw CliError("bad --param '" + item + "' (expected NAME=VALUE)");
    const std::string key = ascii_lowercase(item.substr(0, eq));
    const bool known = std::any_of(game.params.begin(), game.params.end(), [&](const ParamInfo& p) {
      return ascii_lowercase(p.name) == key;
    });
    if (!known) {
      std::string names;
      std::vector<std::string> candidates = official_option_keys();
      for (const auto& p : game.params) names += " -" + p.name, candidates.push_back(p.name);
      const std::string hint = closest_match(item.substr(0, eq), candidates);
      throw CliError("game " + game.name + " has no parameter -" + item.substr(0, eq) +
                     (names.empty() ? " (it takes none)" : " (it takes:" + names + ")") +
                     (hint.empty() ? "" : "; did you mean -" + hint + "?"));
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

// The framework's rule for -loadSolOutput (-saveAll with -saveSol* is checked
// with the other framework options, below).
void check_load_output(const RunCommandOptions& options) {
  if (options.load_output.empty()) return;
  if (!options.exec.empty() || !options.save_output_dir.empty() ||
      !options.save_error_dir.empty() || !options.save_all.empty())
    throw CliError("-loadSolOutput cannot be combined with -exec, -saveSolOutput or -saveSolError");
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

// Says why a command cannot be run: missing, a folder, or not executable.
void require_executable(const std::string& word) {
  if (!resolve_executable(word).empty()) return;
  std::error_code ec;
  std::string found = word;
  if (word.find('/') == std::string::npos) {
    // Searched on PATH: a file there that lacks the execute bit is worth naming.
    found.clear();
    const char* path = std::getenv("PATH");
    std::string dirs = path ? path : "";
    for (std::size_t from = 0; from <= dirs.size();) {
      const std::size_t colon = std::min(dirs.find(':', from), dirs.size());
      const std::string candidate = dirs.substr(from, colon - from) + "/" + word;
      if (fs::is_regular_file(candidate, ec)) {
        found = candidate;
        break;
      }
      from = colon + 1;
    }
    if (found.empty())
      throw CliError("cannot find '" + word + "': no such command on PATH (give a path, e.g. ./" +
                     word + ")");
  }
  if (!fs::exists(found, ec)) throw CliError("cannot find '" + word + "': no such file");
  if (fs::is_directory(found, ec)) throw CliError("'" + word + "' is a folder, not a program");
  throw CliError("'" + found +
                 "' is not executable: it lacks the execute permission (chmod +x it, or name its "
                 "interpreter, e.g. --exec \"python3 " +
                 word + "\")");
}

// Options accepted for the framework's sake that this tester does not carry out.
void check_unsupported(const RunCommandOptions& options, const GameInfo& game) {
  if (!options.dump_file.empty()) {
    if (game.name != "twisted_game") throw CliError("-dump is an option of TwistedGame only");
    spdlog::warn(
        "-dump (TwistedGame's file for its Drawer) is not supported yet; ignored. "
        "--vis writes an HTML replay of the game instead");
  }
  const bool some_single = !options.save_input_dir.empty() || !options.save_output_dir.empty() ||
                           !options.save_error_dir.empty();
  if (some_single && !options.save_all.empty())
    throw CliError(
        "-saveAll cannot be combined with -saveSolInput, -saveSolOutput or -saveSolError");
}

int threads_for(const RunCommandOptions& options) {
  if (options.threads > 0) return options.threads;
  // The framework runs one case at a time unless told otherwise; so do we
  // when called with its spellings. Ours use every core (see docs/tester.md).
  if (options.official_spellings) return 1;
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

int results_not_written(const std::exception& error, const JournalSink* journal,
                        std::size_t finished) {
  spdlog::error("cannot write the results: {}", error.what());
  if (journal) {
    spdlog::error("the run stopped; the {} seed(s) finished before are kept in {}", finished,
                  journal->journal_path());
  } else {
    spdlog::error("the run stopped after {} seed(s)", finished);
  }
  return kExitWriteFailed;
}

}  // namespace

int run_command(const RunCommandOptions& options, const std::atomic<bool>& cancel) {
  const GameInfo& game = choose_game(options);
  check_unsupported(options, game);
  const Params params = parse_params(game, options.params);
  const std::vector<Seed> requested = parse_seeds(options);
  check_load_output(options);
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
  for (const auto* folder : {&options.save_all, &options.save_input_dir, &options.save_output_dir,
                             &options.save_error_dir}) {
    if (!folder->empty()) require_writable_folder(*folder);
  }
  if (!options.vis_file.empty() && seeds.size() != 1)
    throw CliError("--vis writes one seed's replay; use --vis-dir for several seeds");
  if (!options.vis_dir.empty()) require_writable_folder(options.vis_dir);
  const auto command = split_command(options.exec);
  if (options.load_output.empty()) {
    if (command.empty()) throw CliError("--exec is empty");
    require_executable(command[0]);
  }
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
  run_options.save_input_dir = options.save_input_dir;
  run_options.save_output_dir = options.save_output_dir;
  run_options.save_error_dir = options.save_error_dir;
  run_options.load_output_dir = options.load_output;
  run_options.cancel = &cancel;
  run_options.record_replay = !options.vis_file.empty() || !options.vis_dir.empty();
  std::unique_ptr<WatchServer> watch;
  if (options.watch) {
    if (!single) throw CliError("--watch shows one seed");
    watch = std::make_unique<WatchServer>(game, seeds.front());
    run_options.record_replay = true;
    run_options.on_move = [&watch](const Game& engine) { watch->on_move(engine); };
    watch->wait_for_viewer(cancel);
  }

  // Hashing the command's files costs a few ms: only when the run is recorded or reported.
  const bool named_run = !options.no_results || !options.report_file.empty();
  const std::string executable_hash = named_run ? command_hash(options.exec) : std::string();
  const std::string run_tag = !options.tag.empty() ? options.tag
                              : named_run          ? default_tag(options.exec, executable_hash)
                                                   : std::string();
  // Before this run's journal exists: the live status compares with the tag's previous run.
  LiveProgress progress =
      start_live_progress(options, game, run_tag, params, single ? 0 : seeds.size());

  // Sinks, in the order they take each seed: the journal first, so a later
  // failure never loses a seed the journal could have kept.
  std::vector<std::unique_ptr<ResultSink>> sinks;
  JournalSink* journal = nullptr;
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
    auto sink = std::make_unique<JournalSink>(folder, meta);
    journal = sink.get();
    sinks.push_back(std::move(sink));
  }
  if (run_options.record_replay)
    sinks.push_back(std::make_unique<ReplaySink>(game, options.vis_file, options.vis_dir));
  if (!options.json_file.empty()) sinks.push_back(std::make_unique<JsonSink>(options.json_file));
  if (!options.save_scores_file.empty())
    sinks.push_back(std::make_unique<SaveScoresSink>(options.save_scores_file));
  if (!options.report_file.empty()) {
    RunReportSettings report{
        options.report_file, run_tag, options.vis_dir, options.results_dir,
        options.seeds_dir,   params,  options.note,    run_options.time_limit_ms};
    sinks.push_back(std::make_unique<ReportSink>(game, report));
  }
  std::unique_ptr<BestsFile> bests;
  double error_score = 0;
  if (!options.bests_file.empty()) {
    bests = std::make_unique<BestsFile>(options.bests_file);
    error_score = game.create(seeds.front(), params)->error_score();
  }

  ReporterOptions reporting;
  reporting.single = single;
  reporting.print_runtime = options.print_runtime;
  reporting.no_summary = options.no_summary;
  reporting.with_bests = bests != nullptr;
  reporting.stderr_was_echoed = run_options.echo_stderr;
  OfficialReporter reporter(game, reporting, std::cout);

  const auto wall_start = std::chrono::steady_clock::now();
  std::size_t recorded = 0;
  std::vector<SeedRecord> records;  // for the summary's time figures
  try {
    run_cases(
        game, seeds, params, run_options, threads_for(options),
        [&](const CaseResult& r) {
          progress.clear();
          if (r.status == CaseStatus::Interrupted) return;
          const auto previous =
              bests ? bests->record(r.seed.text, r.score, r.score == error_score) : std::nullopt;
          reporter.seed(r, previous);
          const SeedRecord& record = records.emplace_back(seed_record(r));
          for (auto& sink : sinks) sink->add(r, record);
          ++recorded;
          if (bests) bests->save();
          if (watch) watch->finish(r);
          progress.add(record);
        },
        [&](std::size_t done, std::size_t) { progress.set_finished(done); });
  } catch (const std::exception& e) {
    progress.finish();
    return results_not_written(e, journal, recorded);
  }
  progress.finish();

  watch.reset();  // after the page has the final replay
  const bool interrupted = cancel.load();
  if (!saved.error.empty()) {  // a missing saved output: no summary, the framework's status
    for (auto& sink : sinks) sink->finish(false);
    std::cout << saved.error << std::endl;
    return kExitMissingSavedOutput;
  }
  reporter.summary(seeds, bests.get(), interrupted);
  if (!single && !options.no_summary) {
    std::cout << time_summary_lines(time_stats(records, run_options.time_limit_ms),
                                    run_options.time_limit_ms);
    std::cout.flush();
  }
  try {
    for (auto& sink : sinks) sink->finish(!interrupted);
  } catch (const std::exception& e) {
    return results_not_written(e, journal, recorded);
  }
  if (options.stats) {
    const double wall =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall_start)
            .count();
    std::cerr << fmt::format(
        "stats: seeds={} moves={} wall_ms={:.1f} tester_cpu_ms={:.1f} solutions_cpu_ms={:.1f} "
        "tester_user_ms={:.1f} tester_max_rss_kb={}\n",
        reporter.executed(), reporter.moves(), wall, cpu_ms(RUSAGE_SELF), cpu_ms(RUSAGE_CHILDREN),
        user_cpu_ms(), max_rss_kb());
  }
  if (interrupted) return kExitInterrupted;
  return reporter.not_run() > 0 ? kExitCasesNotRun : kExitOk;
}

ResolvedRun resolve_run(const RunCommandOptions& options) {
  ResolvedRun run;
  run.game = &choose_game(options);
  run.params = parse_params(*run.game, options.params);
  run.seeds = parse_seeds(options);
  return run;
}

void ensure_writable_folder(const std::string& folder) {
  require_writable_folder(folder);
}

}  // namespace mm

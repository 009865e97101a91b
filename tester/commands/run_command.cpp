// `tester [GAME] --exec CMD --seed SPEC`: play seeds, print, record. The runner
// plays the cases; each result comes back on this thread, in seed order, to the
// official reporter (the framework's lines) and to the sinks (journal, JSON,
// scores file, replays, report).
#include <fmt/core.h>
#include <spdlog/spdlog.h>
#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>

#include "common/line_io.h"
#include "common/process.h"
#include "common/results.h"
#include "tester/analysis/time_stats.h"
#include "tester/browser/png_frames.h"
#include "tester/browser/watch.h"
#include "tester/commands/commands.h"
#include "tester/commands/run_options.h"
#include "tester/commands/run_plan.h"
#include "tester/games/game_file.h"
#include "tester/output/live_progress.h"
#include "tester/output/official_reporter.h"
#include "tester/output/sinks.h"
#include "tester/output/status_line.h"
#include "tester/runner/runner.h"
#include "tester/store/best_known.h"
#include "tester/store/bests_file.h"
#include "tester/store/reuse.h"
#include "tester/store/run_index.h"
#include "tester/store/run_store.h"

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace run_command_impl {

void check_external_options(const RunCommandOptions& options, const GameFile& game);

void check_reuse_options(const RunCommandOptions& options);
void check_png_options(const RunCommandOptions& options, const RunPlan& plan);
int write_pngs(const RunCommandOptions& options, const RunPlan& plan);
void apply_time_scale(RunCommandOptions& options, const GameInfo& game);

// The usage errors that need the seeds: folders, --vis, --watch, the command, parameter values.
void check_before_running(const RunCommandOptions& options, const RunPlan& plan) {
  for (const auto* folder : {&options.save_all, &options.save_input_dir, &options.save_output_dir,
                             &options.save_error_dir}) {
    if (!folder->empty()) require_writable_folder(*folder);
  }
  if (!options.vis_file.empty() && !plan.single())
    throw UsageError("--vis writes one seed's replay; use --vis-dir for several seeds");
  if (!options.png_dir.empty()) check_png_options(options, plan);
  if (!options.vis_dir.empty()) require_writable_folder(options.vis_dir);
  if (options.load_output.empty()) {
    if (plan.command.empty()) throw UsageError("--exec is empty");
    require_executable(plan.command[0]);
  }
  // Bad parameter values are usage errors, found before any case runs.
  if (!plan.params.empty()) plan.game->create(plan.seeds.front(), plan.params);
  if (options.watch && !plan.single()) throw UsageError("--watch shows one seed");
  if (plan.game->external) check_external_options(options, *plan.game->external);
  if (options.reuse) check_reuse_options(options);
}

// --time-scale X sets MM_TIME_SCALE for the solution. --time-scale auto times this
// machine (tester calibrate) and multiplies both MM_TIME_SCALE (an existing one
// included) and the time limit by the factor that gives the solution the
// reference machine's work; the run records MM_TIME_SCALE as any run does.
void apply_time_scale(RunCommandOptions& options, const GameInfo& game) {
  if (options.time_scale.empty()) return;
  if (options.time_scale != "auto") {
    const auto value = parse_finite_number(options.time_scale);
    if (!value || *value <= 0)
      throw UsageError("--time-scale takes a positive number or auto, not '" + options.time_scale +
                       "'");
    setenv("MM_TIME_SCALE", options.time_scale.c_str(), 1);
    return;
  }
  const Calibration c = calibrate(options.seeds_dir);
  options.calibrated_speed = c.speed;
  options.calibrated_factor = c.time_scale;
  double scale = c.time_scale;
  if (const char* existing = std::getenv("MM_TIME_SCALE"))
    if (const auto value = parse_finite_number(existing)) scale *= *value;
  setenv("MM_TIME_SCALE", fmt::format("{:g}", scale).c_str(), 1);
  const long long limit = options.time_limit_ms < 0 ? game.time_limit_ms : options.time_limit_ms;
  if (limit > 0) options.time_limit_ms = std::llround(static_cast<double>(limit) * c.time_scale);
  spdlog::info(
      "--time-scale auto: this machine runs at {:.2f} of the reference machine; "
      "MM_TIME_SCALE={:g}, time limit {} ms",
      c.speed, scale, options.time_limit_ms < 0 ? limit : options.time_limit_ms);
}

// --png after the run: the frames, or why there are none (the run's results are kept).
int write_pngs(const RunCommandOptions& options, const RunPlan& plan) {
  try {
    const std::size_t frames = write_png_frames(options.vis_file, options.png_dir,
                                                options.png_every, plan.seeds.front().text);
    spdlog::info("{} PNG frame(s) of seed {} -> {}", frames, plan.seeds.front().text,
                 options.png_dir);
    return kExitOk;
  } catch (const std::exception& e) {
    spdlog::error("no PNG frames: {}", e.what());
    return kExitWriteFailed;
  }
}

// --png: one seed of an engine's game, and Chromium to draw it.
void check_png_options(const RunCommandOptions& options, const RunPlan& plan) {
  if (!plan.single()) throw UsageError("--png draws one seed's board; give one seed");
  if (plan.game->external)
    throw UsageError("--png is not available for game " + plan.game->name +
                     ": its own tester plays each case; no engine draws the board");
  if (chromium_executable().empty())
    throw UsageError("--png needs Chromium to draw the board (scripts/setup.sh --all installs it)");
  require_writable_folder(options.png_dir);
}

// What a reused case cannot give: its replay, its files, its live moves.
void check_reuse_options(const RunCommandOptions& options) {
  const std::vector<std::pair<const char*, bool>> refused = {
      {"--vis", !options.vis_file.empty()},
      {"--vis-dir", !options.vis_dir.empty()},
      {"--png", !options.png_dir.empty()},
      {"--watch", options.watch},
      {"--load-output", !options.load_output.empty()},
      {"--save-all", !options.save_all.empty()},
      {"-saveSolInput", !options.save_input_dir.empty()},
      {"-saveSolOutput", !options.save_output_dir.empty()},
      {"-saveSolError", !options.save_error_dir.empty()}};
  for (const auto& [option, given] : refused)
    if (given)
      throw UsageError(std::string("--reuse takes scores from the store, which keeps no replay or "
                                   "files: play without it for ") +
                       option);
}

// What an external game cannot do: no engine draws or replays its moves.
void check_external_options(const RunCommandOptions& options, const GameFile& game) {
  const auto refuse = [&](const char* option, const char* why) {
    throw UsageError(std::string(option) + " is not available for game " + game.name + " (" +
                     game.path + "): " + why);
  };
  if (options.watch) refuse("--watch", "its own tester plays each case; no engine shows the moves");
  if (!options.load_output.empty()) refuse("--load-output", "its own tester reads the solution");
  if (!options.bests_file.empty()) refuse("--bests", "use 'tester best' and 'tester runs'");
  if ((!options.vis_file.empty() || !options.vis_dir.empty()) && !game.visualizer)
    refuse(options.vis_file.empty() ? "--vis-dir" : "--vis",
           "the game file has no [visualizer] step");
}

PlayOptions play_options_of(const RunCommandOptions& options, const RunPlan& plan,
                            const std::atomic<bool>& cancel) {
  PlayOptions run;
  run.command = plan.command;
  run.time_limit_ms = options.time_limit_ms < 0 ? plan.game->time_limit_ms : options.time_limit_ms;
  run.memory_limit_mb = options.memory_limit_mb;
  run.echo_stderr = !options.no_output && (plan.single() || options.echo_all);
  run.save_dir = options.save_all;
  run.save_input_dir = options.save_input_dir;
  run.save_output_dir = options.save_output_dir;
  run.save_error_dir = options.save_error_dir;
  run.load_output_dir = options.load_output;
  run.cancel = &cancel;
  run.record_replay = !options.vis_file.empty() || !options.vis_dir.empty() || options.watch;
  return run;
}

// --watch: the page follows every move; it waits here for a viewer.
std::unique_ptr<WatchServer> start_watch(const RunPlan& plan, PlayOptions& play_options,
                                         const std::atomic<bool>& cancel) {
  auto watch = std::make_unique<WatchServer>(*plan.game, plan.seeds.front());
  play_options.on_move = [page = watch.get()](const Game& engine) { page->on_move(engine); };
  watch->wait_for_viewer(cancel);
  return watch;
}

// The run's name in the store. Hashing the command's files costs a few ms:
// only when the run is recorded or reported.
struct RunName {
  std::string hash;
  std::string tag;
};

RunName name_run(const RunCommandOptions& options) {
  const bool named = !options.no_results || !options.report_file.empty() || options.reuse;
  RunName name;
  name.hash = named ? command_hash(options.exec) : std::string();
  name.tag = !options.tag.empty() ? options.tag
             : named              ? default_tag(options.exec, name.hash)
                                  : std::string();
  return name;
}

RunRecord run_meta(const RunCommandOptions& options, const RunPlan& plan, const RunName& name,
                   long long time_limit_ms) {
  RunRecord meta = new_run_record(*plan.game, options.exec, name.hash, name.tag, options.note,
                                  time_limit_ms, plan.params, !options.no_source);
  meta.where = options.where;
  if (options.calibrated_factor > 0)
    meta.calibration = {{"speed", options.calibrated_speed}, {"factor", options.calibrated_factor}};
  return meta;
}

// --reuse: the results of the plan's seeds that earlier runs played as this one would.
std::map<std::string, SeedRecord> reusable(const RunCommandOptions& options, const RunPlan& plan,
                                           const RunName& name, long long time_limit_ms) {
  if (!options.reuse) return {};
  std::vector<std::string> seeds;
  for (const auto& seed : plan.seeds) seeds.push_back(seed.text);
  RunIndex index(options.results_dir, index_progress(isatty(STDERR_FILENO)));
  return reusable_results(index, run_meta(options, plan, name, time_limit_ms), seeds);
}

// A result taken from the store, as the runner would have given it.
CaseResult reused_result(const Seed& seed, const SeedRecord& record) {
  CaseResult r;
  r.seed = seed;
  r.status = record.status;
  r.score = record.score;
  if (!record.message.empty()) r.messages.push_back(record.message);
  r.solution_ms = record.solution_ms;
  r.wall_ms = record.wall_ms;
  r.moves = record.moves;
  for (const auto& [name, value] : record.params) r.case_params.emplace_back(name, value);
  r.data = record.data;
  return r;
}

// Sinks, in the order they take each seed: the journal first, so a later
// failure never loses a seed the journal could have kept.
struct Sinks {
  std::vector<std::unique_ptr<ResultSink>> all;
  JournalSink* journal = nullptr;
};

Sinks open_sinks(const RunCommandOptions& options, const RunPlan& plan, const RunName& name,
                 const PlayOptions& play_options, const std::vector<std::string>& reused) {
  Sinks sinks;
  const GameInfo& game = *plan.game;
  if (!options.no_results) {
    const std::string folder = options.results_dir + "/" + game.name;
    require_writable_folder(folder);
    keep_game_file(options.results_dir, game);
    RunRecord meta = run_meta(options, plan, name, play_options.time_limit_ms);
    meta.reused = reused;
    auto journal = std::make_unique<JournalSink>(folder, std::move(meta));
    sinks.journal = journal.get();
    sinks.all.push_back(std::move(journal));
  }
  if (play_options.record_replay)
    sinks.all.push_back(std::make_unique<ReplaySink>(game, options.vis_file, options.vis_dir));
  if (!options.json_file.empty())
    sinks.all.push_back(std::make_unique<JsonSink>(options.json_file));
  if (!options.save_scores_file.empty())
    sinks.all.push_back(std::make_unique<SaveScoresSink>(options.save_scores_file));
  if (!options.report_file.empty()) {
    RunReportSettings report{
        options.report_file, name.tag,    options.vis_dir, options.results_dir,
        options.seeds_dir,   plan.params, options.note,    play_options.time_limit_ms};
    sinks.all.push_back(std::make_unique<ReportSink>(game, report));
  }
  return sinks;
}

double to_ms(const timeval& t) {
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_usec) / 1e3;
}

// --stats: the tester's own CPU time (all, and user space: its work without the
// kernel's share of pipes and wake-ups), the solutions' and the move count.
void print_stats(const OfficialReporter& reporter, double wall_ms) {
  rusage self{}, children{};
  getrusage(RUSAGE_SELF, &self);
  getrusage(RUSAGE_CHILDREN, &children);
  std::cerr << fmt::format(
      "stats: seeds={} moves={} wall_ms={:.1f} tester_cpu_ms={:.1f} solutions_cpu_ms={:.1f} "
      "tester_user_ms={:.1f} tester_max_rss_kb={}\n",
      reporter.executed(), reporter.moves(), wall_ms, to_ms(self.ru_utime) + to_ms(self.ru_stime),
      to_ms(children.ru_utime) + to_ms(children.ru_stime), to_ms(self.ru_utime), self.ru_maxrss);
}

ReporterOptions reporter_options(const RunCommandOptions& options, const RunPlan& plan,
                                 const PlayOptions& play_options, bool with_bests) {
  ReporterOptions reporting;
  reporting.single = plan.single();
  reporting.print_runtime = options.print_runtime;
  reporting.no_summary = options.no_summary;
  reporting.with_bests = with_bests;
  reporting.stderr_was_echoed = play_options.echo_stderr;
  return reporting;
}

// The status of a run of `total` seeds (0 or --quiet: none) as the options ask.
LiveProgress start_live_progress(const RunCommandOptions& options, const GameInfo& game,
                                 const std::string& tag, const Params& params, std::size_t total) {
  RunRecord meta;
  meta.game = game.name;
  meta.tag = tag;
  meta.params = params;
  ProgressMode mode = progress_mode(options.progress, isatty(STDERR_FILENO));
  if (total == 0 || options.quiet) mode = ProgressMode::Off;
  // A shard (perhaps one of many hosts on one shared store) reads nothing of the
  // store: no index lock to wait for, nothing to compare with.
  if (mode == ProgressMode::Off || !options.shard.empty())
    return LiveProgress(mode, game, meta, total, {}, std::nullopt);
  RunIndex index(options.results_dir, index_progress(isatty(STDERR_FILENO)));
  const std::string reference_tag = options.against.empty() ? meta.tag : options.against;
  return LiveProgress(
      mode, game, meta, total, best_by_case(index, reference_seeds_dir(""), game.name),
      find_reference_run(load_tagged_runs(index, reference_tag, game.name), meta, options.against));
}

// One run from its first seed to its exit status; every result is taken on
// the calling thread.
class LiveRun {
 public:
  LiveRun(const RunCommandOptions& options, const RunPlan& plan, const std::atomic<bool>& cancel)
      : options_(options),
        plan_(plan),
        cancel_(cancel),
        play_options_(play_options_of(options, plan, cancel)),
        name_(name_run(options)),
        // Before this run's journal exists: the live status compares with the tag's previous
        // run; and before --watch waits for a viewer, so that a bad --against stops at once.
        progress_(start_live_progress(options, *plan.game, name_.tag, plan.params,
                                      plan.single() ? 0 : plan.seeds.size())),
        watch_(options.watch ? start_watch(plan, play_options_, cancel) : nullptr),
        reusable_(reusable(options, plan, name_, play_options_.time_limit_ms)),
        sinks_(open_sinks(options, plan, name_, play_options_, reused_seeds())),
        bests_(options.bests_file.empty() ? nullptr
                                          : std::make_unique<BestsFile>(options.bests_file)),
        error_score_(bests_ ? plan.game->create(plan.seeds.front(), plan.params)->error_score()
                            : 0),
        case_root_(plan.game->external ? external_case_root(options, *plan.game, name_.tag) : ""),
        reporter_(*plan.game, reporter_options(options, plan, play_options_, bests_ != nullptr),
                  std::cout) {
    play_options_.case_root = case_root_;
  }

  int play() {
    const auto wall_start = std::chrono::steady_clock::now();
    std::vector<Seed> to_play;
    for (const auto& seed : plan_.seeds)
      if (!reusable_.count(seed.text)) to_play.push_back(seed);
    try {
      run_cases(
          *plan_.game, to_play, plan_.params, play_options_, threads_for(options_),
          [this](const CaseResult& r) {
            take_reused_before(r.seed.text);
            take(r);
          },
          [this](std::size_t done, std::size_t) {
            progress_.set_finished(done + reusable_.size());
          });
      take_reused_before("");
    } catch (const std::exception& e) {
      progress_.finish();
      return results_not_written(e);
    }
    if (options_.reuse)
      spdlog::info("{} of {} cases reused from the store", reusable_.size(), plan_.seeds.size());
    progress_.finish();
    remove_empty_case_root();
    watch_.reset();  // after the page has the final replay
    const int status = finish(cancel_.load());
    const std::chrono::duration<double, std::milli> wall =
        std::chrono::steady_clock::now() - wall_start;
    if (options_.stats && status != kExitWriteFailed && plan_.missing_output.empty())
      print_stats(reporter_, wall.count());
    return status;
  }

 private:
  // The plan's seeds whose results come from the store, in the plan's order.
  std::vector<std::string> reused_seeds() const {
    std::vector<std::string> seeds;
    for (const auto& seed : plan_.seeds)
      if (reusable_.count(seed.text)) seeds.push_back(seed.text);
    return seeds;
  }

  // Takes the reused results that come before `seed` in the plan ("": all that are
  // left), so that every sink sees the seeds in the plan's order.
  void take_reused_before(const std::string& seed) {
    for (; next_in_plan_ < plan_.seeds.size(); ++next_in_plan_) {
      const Seed& next = plan_.seeds[next_in_plan_];
      if (next.text == seed) {
        ++next_in_plan_;
        return;
      }
      const auto found = reusable_.find(next.text);
      if (found != reusable_.end()) take(reused_result(next, found->second));
    }
  }

  void take(const CaseResult& r) {
    progress_.clear();
    if (r.status == CaseStatus::Interrupted) return;
    const auto previous =
        bests_ ? bests_->record(r.seed.text, r.score, r.score == error_score_) : std::nullopt;
    reporter_.seed(r, previous);
    const SeedRecord& record = records_.emplace_back(seed_record(r));
    for (auto& sink : sinks_.all) sink->add(r, record);
    ++recorded_;
    if (bests_) bests_->save();
    if (watch_) watch_->finish(r);
    progress_.add(record);
  }

  int finish(bool interrupted) {
    if (!plan_.missing_output.empty()) {  // no summary, the framework's status
      for (auto& sink : sinks_.all) sink->finish(false);
      std::cout << plan_.missing_output << std::endl;
      return kExitMissingSavedOutput;
    }
    reporter_.summary(plan_.seeds, bests_.get(), interrupted);
    if (!plan_.single() && !options_.no_summary) {
      std::cout << time_summary_lines(time_stats(records_, play_options_.time_limit_ms),
                                      play_options_.time_limit_ms);
      std::cout.flush();
    }
    try {
      for (auto& sink : sinks_.all) sink->finish(!interrupted);
    } catch (const std::exception& e) {
      return results_not_written(e);
    }
    // A shard writes its run file only; whoever reads the store next indexes it.
    if (sinks_.journal && options_.shard.empty()) index_new_run();
    if (interrupted) return kExitInterrupted;
    return reporter_.not_run() > 0 ? kExitCasesNotRun : kExitOk;
  }

  // An external game's case folders that no failure kept.
  void remove_empty_case_root() const {
    std::error_code error;
    if (!case_root_.empty() && std::filesystem::is_empty(case_root_, error))
      std::filesystem::remove(case_root_, error);
  }

  // The store's index learns the run now, so that the next command finds it
  // indexed; a failure here only costs that command the reading.
  void index_new_run() const {
    try {
      RunIndex(options_.results_dir).update(plan_.game->name);
    } catch (const std::exception& e) {
      spdlog::warn("could not update the results index: {}", e.what());
    }
  }

  int results_not_written(const std::exception& error) const {
    spdlog::error("cannot write the results: {}", error.what());
    if (sinks_.journal) {
      spdlog::error("the run stopped; the {} seed(s) finished before are kept in {}", recorded_,
                    sinks_.journal->journal_path());
    } else {
      spdlog::error("the run stopped after {} seed(s)", recorded_);
    }
    return kExitWriteFailed;
  }

  const RunCommandOptions& options_;
  const RunPlan& plan_;
  const std::atomic<bool>& cancel_;
  PlayOptions play_options_;
  RunName name_;
  LiveProgress progress_;
  std::unique_ptr<WatchServer> watch_;
  std::map<std::string, SeedRecord> reusable_;  // --reuse: by seed
  std::size_t next_in_plan_ = 0;                // the first seed of the plan not taken yet
  Sinks sinks_;
  std::unique_ptr<BestsFile> bests_;
  double error_score_ = 0;
  std::string case_root_;  // an external game's case folders
  OfficialReporter reporter_;
  std::vector<SeedRecord> records_;  // for the summary's time figures
  std::size_t recorded_ = 0;
};

}  // namespace run_command_impl

int run_command(const RunCommandOptions& given, const std::atomic<bool>& cancel) {
  using namespace run_command_impl;
  RunCommandOptions options = given;
  const RunPlan plan = plan_run(options);
  apply_time_scale(options, *plan.game);
  if (!plan.missing_output.empty() && plan.seeds.empty()) {
    std::cout << plan.missing_output << std::endl;
    return kExitMissingSavedOutput;
  }
  check_before_running(options, plan);
  // --png draws from the seed's replay page: the one --vis asked for, or one of its own.
  const bool png_page_of_its_own = !options.png_dir.empty() && options.vis_file.empty();
  if (png_page_of_its_own)
    options.vis_file = options.png_dir + "/" + plan.seeds.front().text + ".replay.html";
  int status = kExitOk;
  {
    LiveRun run(options, plan, cancel);
    status = run.play();
  }
  if (!options.png_dir.empty() && status == kExitOk) status = write_pngs(options, plan);
  if (png_page_of_its_own) std::filesystem::remove(options.vis_file);
  return status;
}

}  // namespace mm

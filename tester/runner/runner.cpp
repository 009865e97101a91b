#include "tester/runner/runner.h"

#include <signal.h>

#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "common/process.h"
#include "tester/runner/case_exchange.h"
#include "tester/runner/case_pipeline.h"
#include "tester/runner/external_case.h"
#include "tester/runner/load_output.h"

namespace mm {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kPollSliceMs = 100;  // how often the result loop looks at the cancel flag
constexpr int kExitCheckMs = 20;   // after EOF: has the process really ended?
constexpr std::size_t kMaxMessageChars = 300;

double ms_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

void take_final(CaseResult& result, const Step& step) {
  result.score = step.score;
  result.messages = step.messages;
  result.diagnostic = step.diagnostic;
}

std::string cut(std::string_view text, std::size_t max) {
  if (text.size() <= max) return std::string(text);
  return std::string(text.substr(0, max)) + "...";
}

// Marks the frames the last reply produced with the solution's time so far.
void stamp_new_frames(Game& game, std::size_t& stamped, long long elapsed_ms) {
  ReplayLog* log = game.replay();
  if (!log) return;
  auto& frames = log->frames;
  for (; stamped < frames.size(); ++stamped) frames[stamped]["t"] = elapsed_ms;
}

}  // namespace

PreparedCase prepare_case(const GameInfo& info, const Seed& seed, const Params& params) {
  PreparedCase prepared;
  if (info.external) {
    prepared.external = info.external;
    return prepared;
  }
  try {
    prepared.game = info.create(seed, params);
  } catch (const std::exception& e) {
    prepared.error = e.what();
  }
  return prepared;
}

CaseResult run_case(const GameInfo& info, const Seed& seed, const Params& params,
                    const PlayOptions& options) {
  return play_case(seed, prepare_case(info, seed, params), options);
}

namespace {

void spawn_failed(CaseResult& result, const PlayOptions& options, const SpawnError& e) {
  result.status = CaseStatus::SpawnFailed;
  std::string command;
  for (const auto& w : options.command) command += (command.empty() ? "" : " ") + w;
  result.messages = {
      "ERROR: Unable to execute your solution using the provided command: " + command + "."};
  result.detail = e.what();
}

// The solution's output ended before the game did.
void ended_early(CaseResult& result, Game& game, ChildProcess& child, const PlayOptions& options) {
  const bool alive = !child.wait_for_exit(kExitCheckMs);
  take_final(result, game.on_eof(alive));
  result.status = CaseStatus::Crash;
  result.detail = alive ? "the solution closed its output but kept running"
                        : "the solution ended early: " + child.exit_info().describe();
  const int signal_number = child.exit_info().signal;
  if (!alive && options.memory_limit_mb > 0 &&
      (signal_number == SIGABRT || signal_number == SIGKILL)) {
    result.detail +=
        "; it may have hit the " + std::to_string(options.memory_limit_mb) + " MB memory limit";
  }
}

// A wait that ended without a reply or the output's end.
void wait_failed(CaseResult& result, WaitOutcome outcome, const Game& game,
                 const PlayOptions& options) {
  result.score = game.error_score();
  if (outcome == WaitOutcome::Timeout) {
    result.status = CaseStatus::Timeout;
    result.messages = {"TIMEOUT! Time limit of " + std::to_string(options.time_limit_ms) +
                       " ms exceeded."};
  } else if (outcome == WaitOutcome::LineTooLong) {
    result.status = CaseStatus::Invalid;
    result.messages = {"ERROR! The solution wrote a line longer than " +
                       std::to_string(options.max_line_bytes) + " bytes."};
  } else {
    result.status = CaseStatus::Interrupted;
    result.detail = "interrupted";
  }
}

// Turns until the game ends or a wait fails; the failed wait's outcome, if any.
std::optional<WaitOutcome> play_turns(Game& game, CaseExchange& exchange, CaseResult& result,
                                      const PlayOptions& options) {
  Step step = game.start();
  if (options.on_move) options.on_move(game);
  std::size_t stamped_frames = 0;
  std::string line;
  while (true) {
    exchange.queue(step.text);
    if (step.append_elapsed_ms) exchange.queue(std::to_string(exchange.elapsed_ms()) + '\n');
    if (step.done()) {
      take_final(result, step);
      result.status = step.kind == StepKind::Finished ? CaseStatus::Ok : CaseStatus::Invalid;
      return std::nullopt;
    }
    const WaitOutcome outcome = exchange.wait_for_line(line);
    if (outcome != WaitOutcome::Line) return outcome;
    ++result.moves;
    step = game.on_reply(line);
    if (options.record_replay) stamp_new_frames(game, stamped_frames, exchange.elapsed_ms());
    if (options.on_move) options.on_move(game);
  }
}

// One case against a live process of the solution.
void play_live(Game& game, const Seed& seed, const PlayOptions& options, CaseResult& result,
               Watchdog& watchdog) {
  SavedFiles files(options, seed);
  std::unique_ptr<ChildProcess> child;
  try {
    child =
        std::make_unique<ChildProcess>(options.command, SpawnOptions{options.memory_limit_mb, {}});
  } catch (const SpawnError& e) {
    spawn_failed(result, options, e);
    return;
  }
  CaseExchange exchange(*child, options, result, files, watchdog);
  const std::optional<WaitOutcome> outcome = play_turns(game, exchange, result, options);
  if (outcome == WaitOutcome::Eof) {
    ended_early(result, game, *child, options);
  } else if (outcome) {
    wait_failed(result, *outcome, game, options);
  }
  // Keep every message to a sane length (a reply may be megabytes of garbage).
  for (auto& message : result.messages) message = cut(message, kMaxMessageChars);
  // A solution past its limit, cancelled or flooding one line gets no grace period to exit.
  const bool abort_now = outcome && outcome != WaitOutcome::Eof;
  exchange.finish(abort_now ? 0 : options.exit_grace_ms);
  result.solution_ms = exchange.elapsed_ms();
}

}  // namespace

CaseResult play_case(const Seed& seed, PreparedCase prepared, const PlayOptions& options,
                     Watchdog* watchdog) {
  // Writing to a solution that has gone must be an error code, not a signal.
  static std::once_flag ignore_sigpipe;
  std::call_once(ignore_sigpipe, [] { signal(SIGPIPE, SIG_IGN); });
  if (prepared.external) return play_external_case(*prepared.external, seed, options);
  const auto wall_start = Clock::now();
  CaseResult result;
  result.seed = seed;
  std::unique_ptr<Game> game = std::move(prepared.game);
  if (!game) {
    result.status = CaseStatus::BadCase;
    result.detail = prepared.error;
    result.score = -1;
    return result;
  }
  result.case_params = game->case_params();
  result.score = game->error_score();
  if (options.record_replay) game->record_replay();
  if (options.load_output_dir.empty()) {
    std::optional<Watchdog> own;
    play_live(*game, seed, options, result, watchdog ? *watchdog : own.emplace(options));
  } else {
    play_saved_output(*game, options, result);
  }
  result.wall_ms = ms_between(wall_start, Clock::now());
  const bool played = result.status != CaseStatus::SpawnFailed;
  if (options.record_replay && played) result.replay = game->take_replay();
  return result;
}

namespace {

// Seeds handed to the workers, and finished cases on their way back to the
// calling thread.
struct ResultQueue {
  std::mutex mutex;
  std::condition_variable changed;
  std::size_t next_to_run = 0;
  std::vector<std::pair<std::size_t, CaseResult>> finished;
  int running_workers = 0;
};

// What the workers play: case i is seeds[i] with players[player_of[i]].
struct CasePlan {
  const std::vector<Seed>& seeds;
  const std::vector<PlayOptions>& players;
  const std::vector<std::size_t>& player_of;
};

// One worker: plays the next seed in order until none is left or `stop` is set.
void play_cases(const CasePlan& plan, CasePipeline& cases, const std::atomic<bool>& stop,
                ResultQueue& queue) {
  // One watchdog thread a player for all the cases played here.
  std::vector<std::optional<Watchdog>> watchdogs(plan.players.size());
  while (true) {
    std::size_t index;
    {
      std::lock_guard<std::mutex> lock(queue.mutex);
      if (queue.next_to_run >= plan.seeds.size() || stop.load()) break;
      index = queue.next_to_run++;
    }
    const std::size_t player = plan.player_of[index];
    const PlayOptions& options = plan.players[player];
    auto& watchdog = watchdogs[player];
    PreparedCase prepared = cases.take(index);
    // An external game's steps need no watchdog: their waits end by poll.
    if (!watchdog && options.load_output_dir.empty() && !prepared.external)
      watchdog.emplace(options);
    CaseResult result =
        play_case(plan.seeds[index], std::move(prepared), options, watchdog ? &*watchdog : nullptr);
    {
      std::lock_guard<std::mutex> lock(queue.mutex);
      queue.finished.emplace_back(index, std::move(result));
    }
    queue.changed.notify_one();
  }
  {
    std::lock_guard<std::mutex> lock(queue.mutex);
    --queue.running_workers;
  }
  queue.changed.notify_one();
}

// On the calling thread: hands results to `on_result` in seed order as they
// arrive, until every worker has ended. The caller's cancel sets `stop`.
void report_in_order(ResultQueue& queue, std::size_t total, const std::atomic<bool>* cancel,
                     std::atomic<bool>& stop,
                     const std::function<void(std::size_t, const CaseResult&)>& on_result,
                     const std::function<void(std::size_t, std::size_t)>& on_progress) {
  std::map<std::size_t, CaseResult> ready;  // finished out of seed order
  std::size_t next_to_report = 0, done = 0;
  bool workers_done = false;
  while (!workers_done) {
    std::vector<std::pair<std::size_t, CaseResult>> batch;
    {
      std::unique_lock<std::mutex> lock(queue.mutex);
      queue.changed.wait_for(lock, std::chrono::milliseconds(kPollSliceMs),
                             [&] { return !queue.finished.empty() || queue.running_workers == 0; });
      batch.swap(queue.finished);
      workers_done = queue.running_workers == 0;
    }
    if (cancel && cancel->load()) stop.store(true);
    for (auto& [index, result] : batch) ready.emplace(index, std::move(result));
    done += batch.size();
    while (!ready.empty() && ready.begin()->first == next_to_report) {
      on_result(ready.begin()->first, ready.begin()->second);
      ready.erase(ready.begin());
      ++next_to_report;
    }
    if (!batch.empty() && on_progress) on_progress(done, total);
  }
  // After a cancel, report what finished even if an earlier seed never ran.
  for (auto& [index, result] : ready) on_result(index, result);
}

}  // namespace

void run_cases(const GameInfo& game, const std::vector<Seed>& seeds, const Params& params,
               const PlayOptions& options, int threads,
               const std::function<void(const CaseResult&)>& on_result,
               const std::function<void(std::size_t, std::size_t)>& on_progress) {
  run_cases(
      game, seeds, params, {options}, std::vector<std::size_t>(seeds.size(), 0), threads,
      [&](std::size_t, const CaseResult& result) { on_result(result); }, on_progress);
}

void run_cases(const GameInfo& game, const std::vector<Seed>& seeds, const Params& params,
               const std::vector<PlayOptions>& players, const std::vector<std::size_t>& player_of,
               int threads, const std::function<void(std::size_t, const CaseResult&)>& on_result,
               const std::function<void(std::size_t, std::size_t)>& on_progress) {
  // Workers only play cases; everything done with a result (printing, disk
  // writes, replays) happens on this thread, so a slow or failing consumer
  // never holds a lock the workers need. `stop` ends the workers early: on the
  // caller's cancel, or when a consumer throws.
  std::atomic<bool> stop{false};
  std::vector<PlayOptions> worker_players = players;
  for (auto& player : worker_players) player.cancel = &stop;
  const CasePlan plan{seeds, worker_players, player_of};
  ResultQueue queue;
  const int count = std::max(1, std::min<int>(threads, static_cast<int>(seeds.size())));
  // Cases are generated ahead on a helper thread, a few beyond one per worker:
  // on a busy machine the helper's share of a core comes in bursts.
  constexpr std::size_t kSpareCases = 2;
  CasePipeline cases(game, seeds, params, static_cast<std::size_t>(count) + kSpareCases);
  queue.running_workers = count;
  std::vector<std::thread> pool;
  for (int i = 0; i < count; ++i) pool.emplace_back([&] { play_cases(plan, cases, stop, queue); });
  auto join_all = [&] {
    for (auto& t : pool) t.join();
  };
  try {
    report_in_order(queue, seeds.size(), players.front().cancel, stop, on_result, on_progress);
  } catch (...) {
    stop.store(true);  // running cases end as interrupted; their processes are killed
    join_all();
    throw;
  }
  join_all();
}

}  // namespace mm

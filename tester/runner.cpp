#include "runner.h"

#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "case_pipeline.h"
#include "line_io.h"
#include "load_output.h"
#include "process.h"

namespace mm {

const char* to_string(CaseStatus status) {
  switch (status) {
    case CaseStatus::Ok:
      return "ok";
    case CaseStatus::Invalid:
      return "invalid";
    case CaseStatus::Timeout:
      return "timeout";
    case CaseStatus::Crash:
      return "crash";
    case CaseStatus::SpawnFailed:
      return "spawn_failed";
    case CaseStatus::BadCase:
      return "bad_case";
    case CaseStatus::Interrupted:
      return "interrupted";
  }
  return "unknown";
}

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kPollSliceMs = 100;  // how often a wait looks at the cancel flag
constexpr std::size_t kReadChunk = 1 << 16;
constexpr int kExitCheckMs = 20;  // after EOF: has the process really ended?
constexpr std::size_t kMaxMessageChars = 300;

std::mutex echo_mutex;  // keeps echoed stderr lines whole across threads

double ms_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

// Files written with --save-all, or each alone with -si / -so / -se.
struct SavedFiles {
  std::string save_all_;
  std::ofstream in, out, err;
  explicit SavedFiles(const RunOptions& options, const Seed& seed) : save_all_(options.save_dir) {
    open(in, options.save_input_dir, seed, ".in");
    open(out, options.save_output_dir, seed, ".out");
    open(err, options.save_error_dir, seed, ".err");
  }

 private:
  // `folder`, or the --save-all folder when it is not given.
  void open(std::ofstream& file, const std::string& folder, const Seed& seed,
            const char* extension) {
    const std::string& dir = folder.empty() ? save_all_ : folder;
    if (dir.empty()) return;
    std::filesystem::create_directories(dir);
    file.open(dir + "/" + seed.text + extension, std::ios::binary);
  }
};

enum class WaitOutcome { Line, Eof, Timeout, LineTooLong, Cancelled };

// One case against one live process.
class Session {
 public:
  Session(ChildProcess& child, const RunOptions& options, CaseResult& result, SavedFiles& files)
      : child_(child), options_(options), result_(result), files_(files) {}

  // Whole lines, each ending in "\n".
  void queue(std::string_view text) {
    pending_out_ += text;
    if (files_.in) files_.in.write(text.data(), static_cast<std::streamsize>(text.size()));
  }

  long long elapsed_ms() const { return static_cast<long long>(elapsed_ns_ / 1'000'000); }
  long long elapsed_ns() const { return elapsed_ns_; }

  // Waits for one reply line, writing queued input and draining stderr meanwhile.
  WaitOutcome wait_for_line(std::string& line) {
    const auto start = Clock::now();
    const auto outcome = wait_loop(line, start);
    elapsed_ns_ +=
        std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count();
    if (outcome == WaitOutcome::Line && files_.out) files_.out << line << '\n';
    return outcome;
  }

  // After the game: deliver what is left, close stdin, let the process end.
  void finish(int grace_ms) {
    const auto deadline = Clock::now() + std::chrono::milliseconds(grace_ms);
    while (!pending_out_.empty() && child_.stdin_fd() >= 0 && Clock::now() < deadline) {
      pump(remaining_ms(deadline), false);
    }
    child_.close_stdin();
    while (child_.alive() && Clock::now() < deadline) {
      if (child_.stderr_fd() < 0) {  // nothing left to read: wait for the exit itself
        child_.wait_for_exit(remaining_ms(deadline));
      } else {
        pump(remaining_ms(deadline), false);
      }
    }
    drain_stderr_now();
    child_.kill_group();
    flush_echo();
  }

  void flush_echo() {
    if (!echo_line_.empty()) echo(echo_line_), echo_line_.clear();
  }

 private:
  static int remaining_ms(Clock::time_point deadline) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    return static_cast<int>(std::max<long long>(0, std::min<long long>(left, kPollSliceMs)));
  }

  WaitOutcome wait_loop(std::string& line, Clock::time_point start) {
    const bool limited = options_.time_limit_ms > 0;
    const auto deadline =
        start + std::chrono::nanoseconds(options_.time_limit_ms * 1'000'000 - elapsed_ns_);
    // The pipe almost always has room for a turn's input: write it now rather
    // than after a poll round (one system call less per turn).
    if (!pending_out_.empty() && child_.stdin_fd() >= 0) write_input();
    while (true) {
      if (auto next = splitter_.next_line()) {
        line = std::move(*next);
        return WaitOutcome::Line;
      }
      if (splitter_.partial_size() > options_.max_line_bytes) return WaitOutcome::LineTooLong;
      if (stdout_eof_) {
        splitter_.finish();
        if (auto next = splitter_.next_line()) {
          line = std::move(*next);
          return WaitOutcome::Line;
        }
        return WaitOutcome::Eof;
      }
      if (options_.cancel && options_.cancel->load()) return WaitOutcome::Cancelled;
      if (limited && Clock::now() >= deadline) return WaitOutcome::Timeout;
      if (!pump(limited ? remaining_ms(deadline) : kPollSliceMs, true) && !child_.alive()) {
        // Nothing came for a whole slice and the solution has exited: a child it
        // left behind may hold the pipe open, but no reply is coming.
        drain_output_now();
        stdout_eof_ = true;
      }
    }
  }

  // One poll round: write input, read output and stderr. False if nothing happened.
  bool pump(int timeout_ms, bool read_stdout) {
    pollfd fds[3];
    int count = 0;
    int in_idx = -1, out_idx = -1, err_idx = -1;
    if (!pending_out_.empty() && child_.stdin_fd() >= 0)
      in_idx = count, fds[count++] = {child_.stdin_fd(), POLLOUT, 0};
    if (read_stdout && !stdout_eof_ && child_.stdout_fd() >= 0)
      out_idx = count, fds[count++] = {child_.stdout_fd(), POLLIN, 0};
    if (child_.stderr_fd() >= 0) err_idx = count, fds[count++] = {child_.stderr_fd(), POLLIN, 0};
    if (count == 0) {
      std::this_thread::sleep_for(std::chrono::milliseconds(std::max(timeout_ms, 1)));
      return false;
    }
    if (poll(fds, static_cast<nfds_t>(count), timeout_ms) <= 0) return false;
    if (in_idx >= 0 && fds[in_idx].revents) write_input();
    if (out_idx >= 0 && fds[out_idx].revents) read_output();
    if (err_idx >= 0 && fds[err_idx].revents) read_stderr();
    return true;
  }

  void drain_output_now() {
    while (!stdout_eof_ && child_.stdout_fd() >= 0) {
      pollfd fd{child_.stdout_fd(), POLLIN, 0};
      if (poll(&fd, 1, 0) <= 0) break;
      read_output();
    }
  }

  void write_input() {
    const ssize_t n = write(child_.stdin_fd(), pending_out_.data(), pending_out_.size());
    if (n > 0) {
      pending_out_.erase(0, static_cast<std::size_t>(n));
    } else if (n < 0 && errno != EAGAIN && errno != EINTR) {
      // The solution closed its input; what it still writes may yet be read.
      pending_out_.clear();
      child_.close_stdin();
    }
  }

  void read_output() {
    char buffer[kReadChunk];
    const ssize_t n = read(child_.stdout_fd(), buffer, sizeof buffer);
    if (n > 0) {
      splitter_.feed(std::string_view(buffer, static_cast<std::size_t>(n)));
    } else if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
      stdout_eof_ = true;
    }
  }

  bool read_stderr() {
    char buffer[kReadChunk];
    const ssize_t n = read(child_.stderr_fd(), buffer, sizeof buffer);
    if (n > 0) {
      take_stderr(std::string_view(buffer, static_cast<std::size_t>(n)));
      return true;
    }
    if (n == 0 || (errno != EAGAIN && errno != EINTR)) child_.close_stderr();
    return false;
  }

  void drain_stderr_now() {
    while (child_.stderr_fd() >= 0) {
      pollfd fd{child_.stderr_fd(), POLLIN, 0};
      if (poll(&fd, 1, 0) <= 0 || !read_stderr()) break;
    }
  }

  void take_stderr(std::string_view chunk) {
    if (files_.err) files_.err.write(chunk.data(), static_cast<std::streamsize>(chunk.size()));
    const std::size_t keep = options_.stderr_keep_bytes;
    if (result_.solution_stderr.size() < keep) {
      result_.solution_stderr.append(chunk.substr(0, keep - result_.solution_stderr.size()));
    }
    if (!options_.echo_stderr) return;
    if (echoed_bytes_ >= keep) return;
    for (char c : chunk) {
      if (++echoed_bytes_ > keep) {
        echo_line_ += " [stderr echo truncated]";
        flush_echo();
        return;
      }
      if (c == '\n') {
        echo(echo_line_);
        echo_line_.clear();
      } else {
        echo_line_.push_back(c);
      }
    }
  }

  void echo(const std::string& line) {
    std::lock_guard<std::mutex> lock(echo_mutex);
    std::string text = options_.stderr_prefix + line + "\n";
    (void)!::write(STDERR_FILENO, text.data(), text.size());
  }

  ChildProcess& child_;
  const RunOptions& options_;
  CaseResult& result_;
  SavedFiles& files_;
  LineSplitter splitter_;
  std::string pending_out_;
  bool stdout_eof_ = false;
  long long elapsed_ns_ = 0;
  std::string echo_line_;
  std::size_t echoed_bytes_ = 0;
};

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
  try {
    prepared.game = info.create(seed, params);
  } catch (const std::exception& e) {
    prepared.error = e.what();
  }
  return prepared;
}

CaseResult run_case(const GameInfo& info, const Seed& seed, const Params& params,
                    const RunOptions& options) {
  return play_case(seed, prepare_case(info, seed, params), options);
}

CaseResult play_case(const Seed& seed, PreparedCase prepared, const RunOptions& options) {
  // Writing to a solution that has gone must be an error code, not a signal.
  static std::once_flag ignore_sigpipe;
  std::call_once(ignore_sigpipe, [] { signal(SIGPIPE, SIG_IGN); });
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
  if (!options.load_output_dir.empty()) {
    play_saved_output(*game, options, result);
    result.wall_ms = ms_between(wall_start, Clock::now());
    if (options.record_replay) result.replay = game->take_replay();
    return result;
  }

  SavedFiles files(options, seed);
  std::unique_ptr<ChildProcess> child;
  try {
    child = std::make_unique<ChildProcess>(options.command, SpawnOptions{options.memory_limit_mb});
  } catch (const SpawnError& e) {
    result.status = CaseStatus::SpawnFailed;
    std::string command;
    for (const auto& w : options.command) command += (command.empty() ? "" : " ") + w;
    result.messages = {
        "ERROR: Unable to execute your solution using the provided command: " + command + "."};
    result.detail = e.what();
    result.wall_ms = ms_between(wall_start, Clock::now());
    return result;
  }

  Session session(*child, options, result, files);
  bool outcome_aborted = false;
  Step step = game->start();
  if (options.on_move) options.on_move(*game);
  std::size_t stamped_frames = 0;
  while (true) {
    session.queue(step.text);
    if (step.append_elapsed_ms) session.queue(std::to_string(session.elapsed_ms()) + '\n');
    if (step.done()) {
      take_final(result, step);
      result.status = step.kind == StepKind::Finished ? CaseStatus::Ok : CaseStatus::Invalid;
      break;
    }
    std::string line;
    const WaitOutcome outcome = session.wait_for_line(line);
    if (outcome == WaitOutcome::Line) {
      ++result.moves;
      step = game->on_reply(line);
      if (options.record_replay) stamp_new_frames(*game, stamped_frames, session.elapsed_ms());
      if (options.on_move) options.on_move(*game);
      continue;
    }
    if (outcome == WaitOutcome::Eof) {
      const bool alive = !child->wait_for_exit(kExitCheckMs);
      take_final(result, game->on_eof(alive));
      result.status = CaseStatus::Crash;
      result.detail = alive ? "the solution closed its output but kept running"
                            : "the solution ended early: " + child->exit_info().describe();
      const int signal_number = child->exit_info().signal;
      if (!alive && options.memory_limit_mb > 0 &&
          (signal_number == SIGABRT || signal_number == SIGKILL)) {
        result.detail +=
            "; it may have hit the " + std::to_string(options.memory_limit_mb) + " MB memory limit";
      }
    } else if (outcome == WaitOutcome::Timeout) {
      result.status = CaseStatus::Timeout;
      result.score = game->error_score();
      result.messages = {"TIMEOUT! Time limit of " + std::to_string(options.time_limit_ms) +
                         " ms exceeded."};
    } else if (outcome == WaitOutcome::LineTooLong) {
      outcome_aborted = true;
      result.status = CaseStatus::Invalid;
      result.score = game->error_score();
      result.messages = {"ERROR! The solution wrote a line longer than " +
                         std::to_string(options.max_line_bytes) + " bytes."};
    } else {
      result.status = CaseStatus::Interrupted;
      result.score = game->error_score();
      result.detail = "interrupted";
    }
    break;
  }
  // Keep every message to a sane length (a reply may be megabytes of garbage).
  for (auto& message : result.messages) message = cut(message, kMaxMessageChars);
  // A solution past its limit or cancelled gets no grace period to exit.
  const bool abort_now = result.status == CaseStatus::Timeout ||
                         result.status == CaseStatus::Interrupted || outcome_aborted;
  session.finish(abort_now ? 0 : options.exit_grace_ms);
  result.solution_ms = session.elapsed_ms();
  result.wall_ms = ms_between(wall_start, Clock::now());
  if (options.record_replay) result.replay = game->take_replay();
  return result;
}

namespace {

// Finished cases on their way from the workers to the calling thread.
struct ResultQueue {
  std::mutex mutex;
  std::condition_variable changed;
  std::vector<std::pair<std::size_t, CaseResult>> finished;
  int running_workers = 0;
};

}  // namespace

void run_cases(const GameInfo& game, const std::vector<Seed>& seeds, const Params& params,
               const RunOptions& options, int threads,
               const std::function<void(const CaseResult&)>& on_result,
               const std::function<void(std::size_t, std::size_t)>& on_progress) {
  // Workers only play cases; everything done with a result (printing, disk
  // writes, replays) happens on this thread, so a slow or failing consumer
  // never holds a lock the workers need. `stop` ends the workers early: on the
  // caller's cancel, or when a consumer throws.
  std::atomic<bool> stop{false};
  RunOptions worker_options = options;
  worker_options.cancel = &stop;
  ResultQueue queue;
  std::size_t next_to_run = 0;
  const int count = std::max(1, std::min<int>(threads, static_cast<int>(seeds.size())));
  // Cases are generated ahead on a helper thread, a few beyond one per worker:
  // on a busy machine the helper's share of a core comes in bursts.
  constexpr std::size_t kSpareCases = 2;
  CasePipeline cases(game, seeds, params, static_cast<std::size_t>(count) + kSpareCases);
  auto worker = [&] {
    while (true) {
      std::size_t index;
      {
        std::lock_guard<std::mutex> lock(queue.mutex);
        if (next_to_run >= seeds.size() || stop.load()) break;
        index = next_to_run++;
      }
      CaseResult result = play_case(seeds[index], cases.take(index), worker_options);
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
  };
  queue.running_workers = count;
  std::vector<std::thread> pool;
  for (int i = 0; i < count; ++i) pool.emplace_back(worker);
  auto join_all = [&] {
    for (auto& t : pool) t.join();
  };

  std::map<std::size_t, CaseResult> ready;  // finished out of seed order
  std::size_t next_to_report = 0, done = 0;
  try {
    bool workers_done = false;
    while (!workers_done) {
      std::vector<std::pair<std::size_t, CaseResult>> batch;
      {
        std::unique_lock<std::mutex> lock(queue.mutex);
        queue.changed.wait_for(lock, std::chrono::milliseconds(kPollSliceMs), [&] {
          return !queue.finished.empty() || queue.running_workers == 0;
        });
        batch.swap(queue.finished);
        workers_done = queue.running_workers == 0;
      }
      if (options.cancel && options.cancel->load()) stop.store(true);
      for (auto& [index, result] : batch) ready.emplace(index, std::move(result));
      done += batch.size();
      while (!ready.empty() && ready.begin()->first == next_to_report) {
        on_result(ready.begin()->second);
        ready.erase(ready.begin());
        ++next_to_report;
      }
      if (!batch.empty() && on_progress) on_progress(done, seeds.size());
    }
    // After a cancel, report what finished even if an earlier seed never ran.
    for (auto& [index, result] : ready) on_result(result);
  } catch (...) {
    stop.store(true);  // running cases end as interrupted; their processes are killed
    join_all();
    throw;
  }
  join_all();
}

}  // namespace mm

#include "tester/runner/case_exchange.h"

#include <poll.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <mutex>
#include <system_error>

namespace mm {

namespace {

using Clock = std::chrono::steady_clock;
// Interrupts the reader's blocked read() or poll(). Its default action is to ignore it,
// and nothing else in the tester uses it.
constexpr int kWakeSignal = SIGURG;
constexpr int kSliceMs = 100;  // how often the watchdog looks when nothing happens
constexpr long long kSliceNs = kSliceMs * 1'000'000LL;
// A wake signal can land just before the reader enters read(); it is sent again this often.
constexpr long long kResendNs = 1'000'000;
constexpr std::size_t kReadChunk = 1 << 16;

std::mutex echo_mutex;  // keeps echoed stderr lines whole across threads

long long to_ns(Clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(t.time_since_epoch()).count();
}

long long now_ns() {
  return to_ns(Clock::now());
}

void on_wake_signal(int) {}

void install_wake_handler() {
  static std::once_flag once;
  std::call_once(once, [] {
    struct sigaction action {};
    action.sa_handler = on_wake_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: the interrupted call returns EINTR
    sigaction(kWakeSignal, &action, nullptr);
  });
}

// Milliseconds until `deadline`, at most one slice, never negative.
int remaining_ms(Clock::time_point deadline) {
  const auto left =
      std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return static_cast<int>(std::clamp<long long>(left, 0, kSliceMs));
}

void open_saved(std::ofstream& file, const std::string& folder, const std::string& save_all,
                const Seed& seed, const char* extension) {
  const std::string& dir = folder.empty() ? save_all : folder;
  if (dir.empty()) return;
  std::filesystem::create_directories(dir);
  file.open(dir + "/" + seed.text + extension, std::ios::binary);
}

}  // namespace

SavedFiles::SavedFiles(const PlayOptions& options, const Seed& seed) {
  open_saved(in, options.save_input_dir, options.save_dir, seed, ".in");
  open_saved(out, options.save_output_dir, options.save_dir, seed, ".out");
  open_saved(err, options.save_error_dir, options.save_dir, seed, ".err");
}

// --- StderrSink

void StderrSink::take(std::string_view chunk) {
  if (file_) file_.write(chunk.data(), static_cast<std::streamsize>(chunk.size()));
  const std::size_t keep = options_.stderr_keep_bytes;
  if (kept_.size() < keep) kept_.append(chunk.substr(0, keep - kept_.size()));
  if (!options_.echo_stderr || echoed_bytes_ >= keep) return;
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

void StderrSink::flush_echo() {
  if (!echo_line_.empty()) echo(echo_line_), echo_line_.clear();
}

void StderrSink::echo(const std::string& line) {
  std::lock_guard<std::mutex> lock(echo_mutex);
  const std::string text = options_.stderr_prefix + line + "\n";
  (void)!::write(STDERR_FILENO, text.data(), text.size());
}

// --- Watchdog

namespace {

// One read of a non-blocking stderr into `sink`; true if it should be read
// again at once. Sets `fd` to -1 at its end.
bool read_stderr(int& fd, StderrSink& sink) {
  if (fd < 0) return false;
  char buffer[kReadChunk];
  const ssize_t n = read(fd, buffer, sizeof buffer);
  if (n > 0) {
    sink.take(std::string_view(buffer, static_cast<std::size_t>(n)));
    return true;
  }
  if (n < 0 && errno == EINTR) return true;
  if (n == 0 || errno != EAGAIN) fd = -1;
  return false;
}

}  // namespace

Watchdog::Watchdog(const PlayOptions& options) : options_(options), reader_(pthread_self()) {
  wake_fd_ = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  if (wake_fd_ < 0) throw std::system_error(errno, std::generic_category(), "eventfd");
  install_wake_handler();
  // The reading thread must take the signal even if its caller blocked it.
  sigset_t wake;
  sigemptyset(&wake);
  sigaddset(&wake, kWakeSignal);
  pthread_sigmask(SIG_UNBLOCK, &wake, &reader_mask_);
  try {
    thread_ = std::thread([this] { run(); });
  } catch (...) {
    pthread_sigmask(SIG_SETMASK, &reader_mask_, nullptr);
    close(wake_fd_);
    throw;
  }
}

Watchdog::~Watchdog() {
  detach();
  stopping_.store(true, std::memory_order_release);
  wake();
  thread_.join();
  pthread_sigmask(SIG_SETMASK, &reader_mask_, nullptr);
  close(wake_fd_);
}

void Watchdog::wake() {
  const std::uint64_t one = 1;
  (void)!write(wake_fd_, &one, sizeof one);
}

void Watchdog::attach(ChildProcess& child, StderrSink& sink) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    child_ = &child;
    sink_ = &sink;
    stderr_fd_ = child.stderr_fd();
    ++case_number_;
    waiting_.store(false, std::memory_order_relaxed);
    child_gone_.store(false, std::memory_order_relaxed);
    budget_ns_.store(options_.time_limit_ms * 1'000'000, std::memory_order_relaxed);
  }
  wake();  // to poll the new stderr
}

void Watchdog::detach() {
  int fd;
  StderrSink* sink;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (!child_) return;
    fd = stderr_fd_;
    sink = sink_;
    child_ = nullptr, sink_ = nullptr, stderr_fd_ = -1;
    ++case_number_;
    waiting_.store(false, std::memory_order_relaxed);
  }
  while (read_stderr(fd, *sink)) {
  }
}

void Watchdog::begin_wait(long long start_ns, long long deadline_ns) {
  wait_start_ns_.store(start_ns, std::memory_order_relaxed);
  deadline_ns_.store(deadline_ns, std::memory_order_relaxed);
  waiting_.store(true, std::memory_order_release);
}

void Watchdog::end_wait(long long budget_ns) {
  waiting_.store(false, std::memory_order_relaxed);
  budget_ns_.store(budget_ns, std::memory_order_relaxed);
}

void Watchdog::run() {
  while (!stopping_.load(std::memory_order_acquire)) {
    int fd;
    unsigned case_number;
    {
      std::lock_guard<std::mutex> lock(mutex_);
      fd = stderr_fd_;
      case_number = case_number_;
    }
    // A negative fd is ignored. Should the case end meanwhile and its fd
    // number be reused, the case number tells and nothing is read.
    pollfd fds[2] = {{fd, POLLIN, 0}, {wake_fd_, POLLIN, 0}};
    const long long wait_ns = next_check_ns();
    const timespec timeout{static_cast<time_t>(wait_ns / 1'000'000'000),
                           static_cast<long>(wait_ns % 1'000'000'000)};
    if (ppoll(fds, 2, &timeout, nullptr) > 0 && fds[1].revents) {
      std::uint64_t count;
      (void)!read(wake_fd_, &count, sizeof count);
    }
    std::lock_guard<std::mutex> lock(mutex_);
    if (case_number != case_number_) continue;
    if (fds[0].revents && sink_) read_stderr(stderr_fd_, *sink_);
    check_reader();
  }
}

// Until the next moment a wait could have to end. While the reader is between
// waits its next deadline is at least the remaining budget away.
long long Watchdog::next_check_ns() const {
  if (!waiting_.load(std::memory_order_acquire)) {
    const long long budget = budget_ns_.load(std::memory_order_relaxed);
    return options_.time_limit_ms > 0 && budget > 0 ? std::min(kSliceNs, budget) : kSliceNs;
  }
  const long long deadline = deadline_ns_.load(std::memory_order_relaxed);
  if (deadline == 0) return kSliceNs;
  const long long left = deadline - now_ns();
  return left > 0 ? std::min(kSliceNs, left) : kResendNs;
}

// Under mutex_.
void Watchdog::check_reader() {
  if (!child_ || !waiting_.load(std::memory_order_acquire)) return;
  const long long now = now_ns();
  const long long deadline = deadline_ns_.load(std::memory_order_relaxed);
  bool wake = (options_.cancel && options_.cancel->load()) || (deadline != 0 && now >= deadline);
  // No reply for a whole slice and the solution has exited: a child it left
  // behind may hold the pipe open, but no reply is coming.
  if (!wake && now - wait_start_ns_.load(std::memory_order_relaxed) >= kSliceNs &&
      child_->exited_unreaped()) {
    child_gone_.store(true, std::memory_order_release);
    wake = true;
  }
  if (wake) pthread_kill(reader_, kWakeSignal);
}

// --- CaseExchange

CaseExchange::CaseExchange(ChildProcess& child, const PlayOptions& options, CaseResult& result,
                           SavedFiles& files, Watchdog& watchdog)
    : child_(child),
      options_(options),
      result_(result),
      files_(files),
      sink_(options, files.err),
      watchdog_(watchdog) {
  watchdog_.attach(child, sink_);
}

void CaseExchange::queue(std::string_view text) {
  pending_out_ += text;
  if (files_.in) files_.in.write(text.data(), static_cast<std::streamsize>(text.size()));
}

WaitOutcome CaseExchange::wait_for_line(std::string& line) {
  const auto start = Clock::now();
  const bool limited = options_.time_limit_ms > 0;
  const long long budget_ns = options_.time_limit_ms * 1'000'000 - elapsed_ns_;
  const auto deadline =
      limited ? start + std::chrono::nanoseconds(budget_ns) : Clock::time_point::max();
  watchdog_.begin_wait(to_ns(start), limited ? to_ns(deadline) : 0);
  const WaitOutcome outcome = wait_loop(line, deadline, limited && budget_ns <= 0);
  elapsed_ns_ += std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - start).count();
  watchdog_.end_wait(options_.time_limit_ms * 1'000'000 - elapsed_ns_);
  if (outcome == WaitOutcome::Line && files_.out) files_.out << line << '\n';
  return outcome;
}

// Reads the clock only when a read or poll was interrupted, so a turn costs
// one write and one read when the reply comes at once.
WaitOutcome CaseExchange::wait_loop(std::string& line, Clock::time_point deadline,
                                    bool out_of_time) {
  // The pipe almost always has room for a turn's input.
  if (!pending_out_.empty() && child_.stdin_fd() >= 0) write_input();
  bool interrupted = out_of_time;
  while (true) {
    if (take_line(line)) return WaitOutcome::Line;
    if (splitter_.partial_size() > options_.max_line_bytes) return WaitOutcome::LineTooLong;
    if (stdout_eof_) {
      splitter_.finish();
      return take_line(line) ? WaitOutcome::Line : WaitOutcome::Eof;
    }
    if (options_.cancel && options_.cancel->load()) return WaitOutcome::Cancelled;
    if (interrupted) {
      if (Clock::now() >= deadline) return WaitOutcome::Timeout;
      if (watchdog_.child_gone()) {
        drain_output_now();
        stdout_eof_ = true;
        continue;
      }
    }
    const bool input_left = !pending_out_.empty() && child_.stdin_fd() >= 0;
    interrupted = input_left ? !exchange(deadline) : !read_output();
  }
}

bool CaseExchange::take_line(std::string& line) {
  auto next = splitter_.next_line();
  if (!next) return false;
  line = std::move(*next);
  return true;
}

// Input that did not fit the pipe: write it as the solution reads, reading
// its output meanwhile. False if nothing happened.
bool CaseExchange::exchange(Clock::time_point deadline) {
  pollfd fds[2] = {{child_.stdin_fd(), POLLOUT, 0}, {child_.stdout_fd(), POLLIN, 0}};
  if (poll(fds, 2, remaining_ms(deadline)) <= 0) return false;
  if (fds[0].revents) write_input();
  if (fds[1].revents) read_output();  // readable: does not block
  return true;
}

// Blocks until output comes; false if interrupted first.
bool CaseExchange::read_output() {
  char buffer[kReadChunk];
  const ssize_t n = read(child_.stdout_fd(), buffer, sizeof buffer);
  if (n > 0) {
    splitter_.feed(std::string_view(buffer, static_cast<std::size_t>(n)));
    return true;
  }
  if (n < 0 && (errno == EINTR || errno == EAGAIN)) return false;
  stdout_eof_ = true;
  return true;
}

void CaseExchange::drain_output_now() {
  while (!stdout_eof_) {
    pollfd fd{child_.stdout_fd(), POLLIN, 0};
    if (poll(&fd, 1, 0) <= 0) break;
    read_output();
  }
}

void CaseExchange::write_input() {
  const ssize_t n = write(child_.stdin_fd(), pending_out_.data(), pending_out_.size());
  if (n > 0) {
    pending_out_.erase(0, static_cast<std::size_t>(n));
  } else if (n < 0 && errno != EAGAIN && errno != EINTR) {
    // The solution closed its input; what it still writes may yet be read.
    pending_out_.clear();
    child_.close_stdin();
  }
}

void CaseExchange::deliver_rest(Clock::time_point deadline) {
  while (!pending_out_.empty() && child_.stdin_fd() >= 0 && Clock::now() < deadline) {
    pollfd fd{child_.stdin_fd(), POLLOUT, 0};
    if (poll(&fd, 1, remaining_ms(deadline)) > 0) write_input();
  }
}

void CaseExchange::finish(int grace_ms) {
  const auto deadline = Clock::now() + std::chrono::milliseconds(grace_ms);
  deliver_rest(deadline);
  child_.close_stdin();
  const auto left =
      std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  if (left > 0) child_.wait_for_exit(static_cast<int>(left));
  child_.kill_group();
  watchdog_.detach();
  sink_.flush_echo();
  result_.solution_stderr = std::move(sink_.kept());
}

}  // namespace mm

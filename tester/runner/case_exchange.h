// One case's conversation with one live solution process: each turn's input
// written in one piece, reply lines read with the time limit, stderr drained
// and echoed. The reading thread blocks in read() on the solution's stdout; a
// watchdog thread (one per playing thread, for all its cases) drains stderr
// and interrupts that read (a signal, EINTR) when the time limit runs out, the
// run is cancelled, or the solution has exited while something it left behind
// holds its output open.
#pragma once

#include <pthread.h>
#include <signal.h>

#include <atomic>
#include <chrono>
#include <fstream>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>

#include "common/line_io.h"
#include "common/process.h"
#include "tester/runner/vocabulary.h"

namespace mm {

// Files written with --save-all, or each alone with -si / -so / -se.
struct SavedFiles {
  std::ofstream in, out, err;
  SavedFiles(const PlayOptions& options, const Seed& seed);
};

// The solution's stderr: kept up to a bound, echoed line by line, saved.
class StderrSink {
 public:
  StderrSink(const PlayOptions& options, std::ofstream& file) : options_(options), file_(file) {}
  void take(std::string_view chunk);
  void flush_echo();
  std::string& kept() { return kept_; }

 private:
  void echo(const std::string& line);

  const PlayOptions& options_;
  std::ofstream& file_;
  std::string kept_;
  std::string echo_line_;
  std::size_t echoed_bytes_ = 0;
};

// The second thread of the thread that plays cases, kept for all of them:
// drains the attached case's stderr into its sink and ends the reading
// thread's waits that must end (see the file comment). The thread that makes
// it is the reading thread; every case it plays must use the same options.
class Watchdog {
 public:
  explicit Watchdog(const PlayOptions& options);
  ~Watchdog();  // joins the thread
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

  // A case starts: its process, and the sink for its stderr.
  void attach(ChildProcess& child, StderrSink& sink);
  // The case ends: from here on the thread touches neither; what stderr still
  // holds is read into the sink on the calling thread. Does nothing if detached.
  void detach();

  // Called by the reading thread around each wait for a reply. `deadline_ns`
  // (steady clock, 0 = none) is when the wait times out; `budget_ns` after a
  // wait is what remains of the time limit for the next one.
  void begin_wait(long long start_ns, long long deadline_ns);
  void end_wait(long long budget_ns);
  // The solution has exited and no reply came for a while after.
  bool child_gone() const { return child_gone_.load(std::memory_order_acquire); }

 private:
  void run();
  long long next_check_ns() const;
  void check_reader();
  void wake();

  const PlayOptions& options_;
  const pthread_t reader_;
  sigset_t reader_mask_;  // the reading thread's signal mask before the watchdog
  int wake_fd_ = -1;      // an eventfd: attach, detach and the destructor wake the thread
  std::mutex mutex_;      // guards the attached case: the four members below
  ChildProcess* child_ = nullptr;
  StderrSink* sink_ = nullptr;
  int stderr_fd_ = -1;        // -1 once it reached its end, or when detached
  unsigned case_number_ = 0;  // changes on attach and detach
  std::atomic<bool> waiting_{false};
  std::atomic<long long> wait_start_ns_{0};
  std::atomic<long long> deadline_ns_{0};
  std::atomic<long long> budget_ns_{0};
  std::atomic<bool> child_gone_{false};
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

enum class WaitOutcome { Line, Eof, Timeout, LineTooLong, Cancelled };

class CaseExchange {
 public:
  // Attaches the case to `watchdog` (made on this thread) until finish or destruction.
  CaseExchange(ChildProcess& child, const PlayOptions& options, CaseResult& result,
               SavedFiles& files, Watchdog& watchdog);
  ~CaseExchange() { watchdog_.detach(); }
  CaseExchange(const CaseExchange&) = delete;
  CaseExchange& operator=(const CaseExchange&) = delete;

  // Whole lines, each ending in "\n"; written when the next reply is awaited.
  void queue(std::string_view text);

  long long elapsed_ms() const { return elapsed_ns_ / 1'000'000; }

  // Writes the queued input and waits for one reply line.
  WaitOutcome wait_for_line(std::string& line);

  // After the game: deliver what is left, close stdin, let the process end
  // within `grace_ms`, kill what remains; the kept stderr goes to the result.
  void finish(int grace_ms);

 private:
  using Clock = std::chrono::steady_clock;
  WaitOutcome wait_loop(std::string& line, Clock::time_point deadline, bool out_of_time);
  bool take_line(std::string& line);
  bool exchange(Clock::time_point deadline);
  bool read_output();
  void drain_output_now();
  void write_input();
  void deliver_rest(Clock::time_point deadline);

  ChildProcess& child_;
  const PlayOptions& options_;
  CaseResult& result_;
  SavedFiles& files_;
  StderrSink sink_;
  Watchdog& watchdog_;
  LineSplitter splitter_;
  std::string pending_out_;
  bool stdout_eof_ = false;
  long long elapsed_ns_ = 0;
};

}  // namespace mm

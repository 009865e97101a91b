// A solution process: started without a shell, talked to through pipes, and
// killed with its whole process group at the end.
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace mm {

struct SpawnError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Splits a command on whitespace with no quoting, like Java's Runtime.exec(String).
std::vector<std::string> split_command(std::string_view command);

// Resolves argv[0] against PATH (when it has no '/'); empty if not found.
std::string resolve_executable(const std::string& name);

struct SpawnOptions {
  std::size_t memory_limit_mb = 0;  // address-space limit; 0 = none
  std::string working_dir;          // where the child starts; empty = the tester's own
};

struct ExitInfo {
  bool exited = false;           // reaped
  int exit_code = -1;            // when it exited normally
  int signal = 0;                // when it was killed by a signal
  std::string describe() const;  // "exit code 3", "signal 11 (Segmentation fault)"
};

class ChildProcess {
 public:
  // Starts argv[0] in its own process group; throws SpawnError if it cannot run.
  ChildProcess(const std::vector<std::string>& argv, const SpawnOptions& options);
  ~ChildProcess();  // kills the group and reaps
  ChildProcess(const ChildProcess&) = delete;
  ChildProcess& operator=(const ChildProcess&) = delete;

  // stdin and stderr are non-blocking; stdout blocks (read it after poll, or
  // block in read and interrupt that with a signal).
  int stdin_fd() const { return stdin_fd_; }
  int stdout_fd() const { return stdout_fd_; }
  int stderr_fd() const { return stderr_fd_; }
  pid_t pid() const { return pid_; }

  void close_stdin();
  void close_stdout();
  void close_stderr();

  // Non-blocking check; reaps the process if it has ended.
  bool alive();
  // Waits up to `timeout_ms` for the process to end; true if it did.
  bool wait_for_exit(int timeout_ms);
  // Whether it has ended and is not reaped yet; reaps nothing and reads no
  // member that changes, so another thread may ask.
  bool exited_unreaped() const;
  // SIGKILL to the whole process group, then reap the leader.
  void kill_group();
  const ExitInfo& exit_info() const { return exit_; }

 private:
  void record_status(int status);

  pid_t pid_ = -1;
  int stdin_fd_ = -1;
  int stdout_fd_ = -1;
  int stderr_fd_ = -1;
  int pidfd_ = -1;  // readable once the process has ended; -1 if the kernel has none
  ExitInfo exit_;
};

}  // namespace mm

#include "common/process.h"

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>

namespace mm {

std::vector<std::string> split_command(std::string_view command) {
  std::vector<std::string> words;
  std::string current;
  for (char c : command) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
      if (!current.empty()) words.push_back(std::move(current)), current.clear();
    } else {
      current.push_back(c);
    }
  }
  if (!current.empty()) words.push_back(std::move(current));
  return words;
}

static bool is_executable_file(const std::string& path) {
  struct stat st {};
  return stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && access(path.c_str(), X_OK) == 0;
}

std::string resolve_executable(const std::string& name) {
  if (name.empty()) return {};
  if (name.find('/') != std::string::npos) return is_executable_file(name) ? name : std::string();
  const char* path_env = getenv("PATH");
  std::string_view path = path_env ? path_env : "/usr/local/bin:/usr/bin:/bin";
  std::size_t start = 0;
  while (start <= path.size()) {
    const std::size_t colon = std::min(path.find(':', start), path.size());
    std::string dir(path.substr(start, colon - start));
    if (dir.empty()) dir = ".";
    const std::string candidate = dir + "/" + name;
    if (is_executable_file(candidate)) return candidate;
    start = colon + 1;
  }
  return {};
}

std::string ExitInfo::describe() const {
  if (signal != 0) return "signal " + std::to_string(signal) + " (" + strsignal(signal) + ")";
  if (exited) return "exit code " + std::to_string(exit_code);
  return "still running";
}

namespace {

struct Pipe {
  int read_end = -1;
  int write_end = -1;
};

Pipe make_pipe() {
  int fds[2];
  // Close-on-exec, so that no other seed's child inherits this pipe.
  if (pipe2(fds, O_CLOEXEC) != 0) throw SpawnError(std::string("pipe: ") + strerror(errno));
  return {fds[0], fds[1]};
}

void close_fd(int& fd) {
  if (fd >= 0) close(fd);
  fd = -1;
}

// What the child needs between clone and exec, all prepared by the parent.
struct ExecPlan {
  const char* path;
  char* const* argv;
  int stdin_fd, stdout_fd, stderr_fd;  // pipe ends that become the child's 0, 1 and 2
  rlim_t memory_bytes;                 // address-space limit; 0 = none
  const char* working_dir;             // chdir there first; null = stay
  sigset_t mask;                       // the spawning thread's signal mask, restored for exec
  int exec_errno;                      // set by the child when execve fails
};

// Runs in the child, which shares the parent's memory until execve: it only
// reads the plan and makes async-signal-safe system calls (no allocation, no
// locks). The parent thread is suspended meanwhile (CLONE_VFORK).
int exec_child(void* arg) {
  auto& plan = *static_cast<ExecPlan*>(arg);
  // The tester's handlers must not run here, in its memory: every signal is
  // blocked until they are reset to the default (which exec would do anyway).
  for (int sig = 1; sig < NSIG; ++sig) {
    struct sigaction action {};
    if (sigaction(sig, nullptr, &action) != 0) continue;
    const bool ignored_by_tester = sig == SIGPIPE;  // the solution gets the default
    if (action.sa_handler != SIG_DFL && (action.sa_handler != SIG_IGN || ignored_by_tester)) {
      action = {};
      action.sa_handler = SIG_DFL;
      sigaction(sig, &action, nullptr);
    }
  }
  setpgid(0, 0);
  prctl(PR_SET_PDEATHSIG, SIGKILL);  // never outlive the tester
  dup2(plan.stdin_fd, STDIN_FILENO);
  dup2(plan.stdout_fd, STDOUT_FILENO);
  dup2(plan.stderr_fd, STDERR_FILENO);
  if (plan.working_dir && chdir(plan.working_dir) != 0) {
    plan.exec_errno = errno;
    _exit(127);
  }
  if (plan.memory_bytes > 0) {
    struct rlimit limit {
      plan.memory_bytes, plan.memory_bytes
    };
    setrlimit(RLIMIT_AS, &limit);
  }
  sigprocmask(SIG_SETMASK, &plan.mask, nullptr);
  execve(plan.path, plan.argv, environ);
  plan.exec_errno = errno;
  _exit(127);
}

// Starts the child and returns once it has called execve (or exited). Unlike
// fork, nothing of the tester's address space is copied.
pid_t spawn_child(ExecPlan& plan) {
  constexpr std::size_t kChildStack = 32 * 1024;
  alignas(64) char stack[kChildStack];  // unused by this thread while the child runs
  sigset_t all;
  sigfillset(&all);
  pthread_sigmask(SIG_SETMASK, &all, &plan.mask);
  const pid_t pid = clone(exec_child, stack + kChildStack, CLONE_VM | CLONE_VFORK | SIGCHLD, &plan);
  const int clone_errno = errno;
  pthread_sigmask(SIG_SETMASK, &plan.mask, nullptr);
  errno = clone_errno;
  return pid;
}

}  // namespace

ChildProcess::ChildProcess(const std::vector<std::string>& argv, const SpawnOptions& options) {
  if (argv.empty()) throw SpawnError("empty command");
  const std::string path = resolve_executable(argv[0]);
  if (path.empty()) throw SpawnError("cannot find executable '" + argv[0] + "'");

  std::vector<char*> c_argv;
  for (const auto& word : argv) c_argv.push_back(const_cast<char*>(word.c_str()));
  c_argv.push_back(nullptr);

  Pipe in = make_pipe(), out = make_pipe(), err = make_pipe();
  ExecPlan plan{path.c_str(),
                c_argv.data(),
                in.read_end,
                out.write_end,
                err.write_end,
                static_cast<rlim_t>(options.memory_limit_mb) << 20,
                options.working_dir.empty() ? nullptr : options.working_dir.c_str(),
                {},
                0};
  pid_ = spawn_child(plan);
  const int spawn_errno = errno;
  close_fd(in.read_end);
  close_fd(out.write_end);
  close_fd(err.write_end);
  stdin_fd_ = in.write_end;
  stdout_fd_ = out.read_end;
  stderr_fd_ = err.read_end;
  if (pid_ < 0) {
    close_stdin();
    close_stdout();
    close_stderr();
    throw SpawnError(std::string("clone: ") + strerror(spawn_errno));
  }
  if (plan.exec_errno != 0) {
    kill_group();  // reaps the child, which has exited
    close_stdin();
    close_stdout();
    close_stderr();
    throw SpawnError("cannot execute '" + path + "': " + strerror(plan.exec_errno));
  }
  for (int fd : {stdin_fd_, stderr_fd_}) fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
#ifdef SYS_pidfd_open
  pidfd_ = static_cast<int>(syscall(SYS_pidfd_open, pid_, 0));  // close-on-exec by default
#endif
}

ChildProcess::~ChildProcess() {
  kill_group();
  close_stdin();
  close_stdout();
  close_stderr();
  close_fd(pidfd_);
}

void ChildProcess::close_stdin() {
  close_fd(stdin_fd_);
}
void ChildProcess::close_stdout() {
  close_fd(stdout_fd_);
}
void ChildProcess::close_stderr() {
  close_fd(stderr_fd_);
}

void ChildProcess::record_status(int status) {
  exit_.exited = true;
  if (WIFEXITED(status)) exit_.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) exit_.signal = WTERMSIG(status);
}

bool ChildProcess::alive() {
  if (exit_.exited || pid_ <= 0) return false;
  int status = 0;
  const pid_t r = waitpid(pid_, &status, WNOHANG);
  if (r == pid_) {
    record_status(status);
    return false;
  }
  return r == 0;
}

bool ChildProcess::wait_for_exit(int timeout_ms) {
  using Clock = std::chrono::steady_clock;
  const auto deadline = Clock::now() + std::chrono::milliseconds(timeout_ms);
  auto pause = std::chrono::microseconds(200);  // without a pidfd: look ever less often
  while (alive()) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) return false;
    if (pidfd_ >= 0) {
      pollfd fd{pidfd_, POLLIN, 0};
      poll(&fd, 1, static_cast<int>(left.count()));
    } else {
      std::this_thread::sleep_for(pause);
      pause = std::min(pause * 2, std::chrono::microseconds(20000));
    }
  }
  return true;
}

bool ChildProcess::exited_unreaped() const {
  if (pid_ <= 0) return false;
  siginfo_t info{};
  return waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
         info.si_pid == pid_;
}

void ChildProcess::kill_group() {
  if (pid_ <= 0) return;
  // The group outlives its leader when the solution forked; kill it either way.
  kill(-pid_, SIGKILL);
  if (!exit_.exited) {
    int status = 0;
    pid_t r;
    do r = waitpid(pid_, &status, 0);
    while (r < 0 && errno == EINTR);
    if (r == pid_) record_status(status);
  }
}

}  // namespace mm

// What the CLI tests share: running a shell command, and counting the seeds a
// run in progress has journalled.
#pragma once

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "common/results.h"

namespace mm::test {

// Runs `command` with sh; returns its stdout, and its exit status in `exit_code`.
inline std::string run_command(const std::string& command, int* exit_code = nullptr) {
  FILE* pipe = popen(command.c_str(), "r");
  std::string out;
  if (!pipe) {
    if (exit_code) *exit_code = -1;
    return out;
  }
  char buffer[4096];
  for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) out.append(buffer, n);
  const int status = pclose(pipe);
  if (exit_code) *exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return out;
}

// An empty folder <tmp>/mm_<name>_<pid> with an empty seeds/ in it (no best-known table).
inline std::filesystem::path scratch_folder(const std::string& name) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("mm_" + name + "_" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir / "seeds");
  return dir;
}

// The seeds finished so far by every run (journal or file) in a game's folder.
inline int finished_seeds(const std::filesystem::path& folder) {
  int seeds = 0;
  for (const auto& file : list_run_files(folder.string())) {
    std::ifstream in(file);
    for (std::string line; std::getline(in, line);) ++seeds;
    --seeds;  // the first line is the run's description
  }
  return seeds;
}

// Starts `command` with sh, sends it SIGINT once the runs in `folder` hold
// `seeds` finished seeds (or after 20 s), and returns its wait status.
inline int interrupt_after_seeds(const std::string& command, const std::filesystem::path& folder,
                                 int seeds) {
  const pid_t pid = fork();
  if (pid == 0) {
    execl("/bin/sh", "sh", "-c", ("exec " + command).c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  for (int i = 0; i < 400 && finished_seeds(folder) < seeds; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  kill(pid, SIGINT);
  int status = 0;
  waitpid(pid, &status, 0);
  return status;
}

}  // namespace mm::test

// A solution that misbehaves on purpose, one way per mode, for the runner's
// tests (the "zoo"). Usage: misbehave MODE [ARG]
//
//   sleep MS          read nothing, sleep MS milliseconds, exit
//   spin              read nothing, loop forever without output
//   exit CODE         exit at once with CODE
//   segfault          crash with SIGSEGV at once
//   crash-after N     read N lines, then crash with SIGSEGV
//   abort-after N     read N lines, then abort (SIGABRT)
//   fork PIDFILE      fork a child that keeps the pipes open and sleeps; write its
//                     pid to PIDFILE; the parent exits at once
//   stderr-flood MB   write MB megabytes to stderr, then exit
//   long-line MB      write MB megabytes to stdout without a newline, then sleep
//   garbage N         read N lines, answer with a line of printable garbage, then wait
//   binary N          read N lines, answer with random bytes including NUL, then wait
//   close-stdout N    read N lines, close stdout, keep running (reading stdin)
//   no-read           never read stdin; sleep a long time
//   alloc MB          allocate and touch MB megabytes, then sleep
//   signals           write its blocked and ignored signal masks (the SigBlk and
//                     SigIgn lines of /proc/self/status) to stderr, then exit 1
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <thread>
#include <vector>

namespace {

constexpr auto kLongWait = std::chrono::seconds(120);

void read_lines(long count) {
  std::string line;
  for (long i = 0; i < count && std::getline(std::cin, line); ++i) {
  }
}

void drain_stdin_forever() {
  std::string line;
  while (std::getline(std::cin, line)) {
  }
  std::this_thread::sleep_for(kLongWait);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  const std::string mode = argv[1];
  const long arg = argc > 2 ? std::atol(argv[2]) : 0;
  if (mode == "sleep") {
    std::this_thread::sleep_for(std::chrono::milliseconds(arg));
  } else if (mode == "spin") {
    volatile unsigned long counter = 0;
    while (true) counter = counter + 1;
  } else if (mode == "exit") {
    return static_cast<int>(arg);
  } else if (mode == "segfault") {
    raise(SIGSEGV);
  } else if (mode == "crash-after") {
    read_lines(arg);
    raise(SIGSEGV);
  } else if (mode == "abort-after") {
    read_lines(arg);
    std::abort();
  } else if (mode == "fork") {
    const pid_t child = fork();
    if (child == 0) {
      std::this_thread::sleep_for(std::chrono::seconds(60));
      return 0;
    }
    std::ofstream(argv[2]) << child << "\n";
  } else if (mode == "stderr-flood") {
    std::string block(1 << 20, 'e');
    block.back() = '\n';
    for (long i = 0; i < arg; ++i) fwrite(block.data(), 1, block.size(), stderr);
  } else if (mode == "long-line") {
    std::string block(1 << 20, '7');
    for (long i = 0; i < arg; ++i) fwrite(block.data(), 1, block.size(), stdout);
    fflush(stdout);
    std::this_thread::sleep_for(kLongWait);
  } else if (mode == "garbage") {
    read_lines(arg);
    std::cout << "%%% definitely not a move: " << std::string(5000, '#') << std::endl;
    drain_stdin_forever();
  } else if (mode == "binary") {
    read_lines(arg);
    std::mt19937 rng(7);
    std::string bytes(4096, '\0');
    for (auto& b : bytes) b = static_cast<char>(rng() % 256);
    bytes[10] = '\0';
    fwrite(bytes.data(), 1, bytes.size(), stdout);
    fputc('\n', stdout);
    fflush(stdout);
    drain_stdin_forever();
  } else if (mode == "close-stdout") {
    read_lines(arg);
    fclose(stdout);
    drain_stdin_forever();
  } else if (mode == "no-read") {
    std::this_thread::sleep_for(kLongWait);
  } else if (mode == "signals") {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
      if (line.rfind("SigBlk:", 0) == 0 || line.rfind("SigIgn:", 0) == 0) std::cerr << line << '\n';
    }
    return 1;
  } else if (mode == "alloc") {
    std::vector<char*> blocks;
    for (long i = 0; i < arg; ++i) {
      char* block = static_cast<char*>(std::malloc(1 << 20));
      if (!block) std::abort();
      std::memset(block, 1, 1 << 20);
      blocks.push_back(block);
    }
    std::this_thread::sleep_for(kLongWait);
  }
  return 0;
}

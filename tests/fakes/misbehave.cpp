// A solution that misbehaves on purpose, one way per mode, for runner tests.
//
// Usage: misbehave MODE [ARG]
//   sleep MS        read nothing, sleep MS milliseconds, exit
//   exit CODE       exit at once with CODE
//   segfault        crash with SIGSEGV at once
//   fork PIDFILE    fork a child that keeps the pipes open and sleeps; write its
//                   pid to PIDFILE; the parent exits at once
//   stderr-flood MB write MB megabytes to stderr, then exit
//   long-line MB    write MB megabytes to stdout without a newline, then sleep
#include <signal.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  const std::string mode = argv[1];
  const long arg = argc > 2 ? std::atol(argv[2]) : 0;
  if (mode == "sleep") {
    std::this_thread::sleep_for(std::chrono::milliseconds(arg));
  } else if (mode == "exit") {
    return static_cast<int>(arg);
  } else if (mode == "segfault") {
    raise(SIGSEGV);
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
    std::this_thread::sleep_for(std::chrono::seconds(60));
  }
  return 0;
}

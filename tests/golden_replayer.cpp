// A fake solution that plays back a recorded case's solution output: each
// recorded line is written once the tester has sent as many lines as when it
// was recorded. Used to check the real process path end to end, and (with the
// options) that valid but unusual output habits change nothing.
//
// Usage: golden_replayer CASE.json.gz [--line-end lf|crlf|cr] [--pieces] [--ahead] [--small-pipe]
//   --line-end    end each line with "\n" (default), "\r\n" or "\r"
//   --pieces      write every line one byte at a time, flushing each byte
//   --ahead       write every line at once at the start, without waiting
//   --small-pipe  shrink the input pipe to one page, so that larger inputs
//                 reach it in parts as it reads them
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>

#include "tests/golden_case.h"

namespace {

struct Habits {
  std::string line_end = "\n";
  bool pieces = false;
  bool ahead = false;
};

void write_line(const mm::testing::SolutionLine& entry, const Habits& habits) {
  const std::string text = entry.line + (entry.no_newline ? "" : habits.line_end);
  if (!habits.pieces) {
    std::cout << text << std::flush;
    return;
  }
  for (char c : text) std::cout << c << std::flush;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: golden_replayer CASE.json.gz [--line-end lf|crlf|cr] [--pieces] [--ahead] "
                 "[--small-pipe]\n";
    return 2;
  }
  Habits habits;
  for (int i = 2; i < argc; ++i) {
    const std::string option = argv[i];
    if (option == "--pieces") habits.pieces = true;
    if (option == "--ahead") habits.ahead = true;
    if (option == "--small-pipe") fcntl(STDIN_FILENO, F_SETPIPE_SZ, 4096);
    if (option == "--line-end" && i + 1 < argc) {
      const std::string end = argv[++i];
      habits.line_end = end == "crlf" ? "\r\n" : end == "cr" ? "\r" : "\n";
    }
  }
  const auto golden = mm::testing::load_golden_case(argv[1]);
  std::size_t received = 0, next = 0;
  bool output_closed = false;
  std::string line;
  while (true) {
    while (!output_closed && next < golden.from_solution.size() &&
           (habits.ahead || golden.from_solution[next].after <= received)) {
      write_line(golden.from_solution[next++], habits);
    }
    if (!output_closed && next == golden.from_solution.size() && golden.solution_eof_after &&
        *golden.solution_eof_after <= received) {
      std::cout.flush();
      close(STDOUT_FILENO);  // like the probes: close output, stay alive until the tester ends
      output_closed = true;
    }
    if (!std::getline(std::cin, line)) break;
    ++received;
  }
  return 0;
}

// A fake solution that plays back a recorded case's solution output: each
// recorded line is written once the tester has sent as many lines as when it
// was recorded. Used to check the real process path end to end.
//
// Usage: golden_replayer CASE.json.gz
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <string>

#include "golden_case.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: golden_replayer CASE.json.gz\n";
    return 2;
  }
  const auto golden = mm::testing::load_golden_case(argv[1]);
  std::size_t received = 0, next = 0;
  bool output_closed = false;
  std::string line;
  while (true) {
    while (!output_closed && next < golden.from_solution.size() &&
           golden.from_solution[next].after <= received) {
      const auto& entry = golden.from_solution[next++];
      std::cout << entry.line;
      if (!entry.no_newline) std::cout << '\n';
      std::cout.flush();
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

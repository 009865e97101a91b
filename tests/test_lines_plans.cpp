// The Lines submission can plan "stars" (an experiment, off by default): an
// empty hub cell whose four lines hold balls of one colour, filled by one last
// ball through an empty access cell. With LINES_PLAN_TRACE it names its best
// plan on stderr ("plan hub R C colour K balls N cost M ..."); these tests give
// it one constructed board and read that line.
#include <fcntl.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <regex>
#include <string>
#include <vector>

#include "process.h"

using namespace mm;

namespace {

// Everything readable from a pipe whose writer has exited.
std::string drain(int fd) {
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  std::string text;
  char buffer[4096];
  for (ssize_t got; (got = read(fd, buffer, sizeof buffer)) > 0;) text.append(buffer, got);
  return text;
}

// Plays one turn of a 9x9 game with three colours on `rows` ('.' empty, digits
// colours), the input then ends; returns the first line of the plan trace.
std::string first_plan(const std::vector<std::string>& rows) {
  const std::vector<std::pair<const char*, const char*>> switches = {{"LINES_PLAN_TRACE", "1"},
                                                                     {"LINES_PLAN_WEIGHT", "0.5"},
                                                                     {"LINES_PLAN_RATE", "8"},
                                                                     {"LINES_FIXED_ROUNDS", "1"}};
  for (const auto& [name, value] : switches) setenv(name, value, 1);
  ChildProcess child({std::string(MM_BINARY_DIR) + "/lines"}, {});
  for (const auto& [name, value] : switches) unsetenv(name);
  std::string input = std::to_string(rows.size()) + " 3\n";
  for (const std::string& row : rows)
    for (char c : row) input += (c == '.' ? std::string("0") : std::string(1, c)) + "\n";
  input += "2\n3\n2\n0\n";
  REQUIRE(write(child.stdin_fd(), input.data(), input.size()) ==
          static_cast<ssize_t>(input.size()));
  child.close_stdin();
  REQUIRE(child.wait_for_exit(10000));
  drain(child.stdout_fd());
  const std::string trace = drain(child.stderr_fd());
  return trace.substr(0, trace.find('\n'));
}

}  // namespace

TEST_CASE("the Lines star planner finds a complete star of 29 balls", "[submissions]") {
  // Colour 1 on all four lines through (4,4): 28 balls. (4,4)'s only empty
  // neighbour is (5,4), so the vertical line keeps only its upper side.
  const std::string plan = first_plan({
      "1...1...1",
      ".1..1..1.",
      "..1.1.1..",
      "...111...",
      "1111.1111",
      "...1.1...",
      "..1...1..",
      ".1.....1.",
      "1...1...1",
  });
  CHECK(std::regex_search(plan, std::regex("^plan hub 4 4 colour 1 balls 29 cost 0 ")));
}

TEST_CASE("the Lines star planner counts a ball to evict as two moves", "[submissions]") {
  // The same star with its far left arm cell held by colour 2: evicting it
  // and filling the cell make the 29-ball star, worth more than the 28 ready.
  const std::string plan = first_plan({
      "1...1...1",
      ".1..1..1.",
      "..1.1.1..",
      "...111...",
      "2111.1111",
      "...1.1...",
      "..1...1..",
      ".1.....1.",
      "1...1...1",
  });
  CHECK(std::regex_search(plan, std::regex("^plan hub 4 4 colour 1 balls 29 cost 2 ")));
}

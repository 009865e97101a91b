// Recorded runs of the official testers (see tests/golden/README.md) and an
// in-process replay of one against our engine.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "tester/games/engine.h"

namespace mm::testing {

struct SolutionLine {
  std::size_t after = 0;  // tester lines received before the solution wrote it
  std::string line;
  bool no_newline = false;
};

struct GoldenCase {
  std::string path;
  std::string game;  // official name, e.g. "Lines"
  std::string seed;
  std::vector<std::string> tester_args;
  std::vector<std::string> to_solution;
  std::vector<std::size_t> time_lines;
  std::vector<SolutionLine> from_solution;
  std::optional<std::size_t> solution_eof_after;
  std::vector<std::string> tester_stdout;
  std::vector<std::string> tester_stderr;
};

std::string read_gzip_file(const std::string& path);
GoldenCase load_golden_case(const std::string& path);
// Every tests/golden/<game>/*.json.gz, sorted; all games' when `game` is empty.
std::vector<std::string> golden_case_paths(const std::string& game = "");

// What our engine did when fed the recorded solution output.
struct ReplayOutcome {
  std::vector<std::string> sent;
  std::vector<std::size_t> time_lines;
  std::vector<std::string> printed;  // messages then the score line
  std::string diagnostic;
  std::size_t replies_used = 0;
  std::string harness_error;  // set when the replay could not follow the recording
};

ReplayOutcome replay_in_process(const GoldenCase& golden);

// The recorded tester arguments ("-N", "7,11") as game parameters.
Params params_from_args(const std::vector<std::string>& args);

// The whole byte stream the recorded solution wrote.
std::string solution_bytes(const GoldenCase& golden);

}  // namespace mm::testing

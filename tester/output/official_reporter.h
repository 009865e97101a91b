// What a run prints: per seed the official messages and score line, and the
// framework's summary, byte for byte; our own explanations go to stderr.
#pragma once

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "tester/games/engine.h"
#include "tester/runner/vocabulary.h"

namespace mm {

class BestsFile;

struct ReporterOptions {
  bool single = false;         // one seed: "Score = x", no summary
  bool print_runtime = false;  // ", RunTime = <ms> ms"
  bool no_summary = false;
  bool with_bests = false;         // -bests given: ", PreviousBest = b" and its summary lines
  bool stderr_was_echoed = false;  // else a failed seed's warning quotes its stderr's last lines
};

class OfficialReporter {
 public:
  OfficialReporter(const GameInfo& game, ReporterOptions options, std::ostream& out);

  void seed(const CaseResult& result, std::optional<double> previous_best);
  void summary(const std::vector<Seed>& seeds, const BestsFile* bests, bool interrupted);

  std::size_t executed() const { return executed_; }
  std::size_t not_run() const { return not_run_; }
  long long moves() const { return moves_; }

 private:
  const GameInfo& game_;
  ReporterOptions options_;
  std::ostream& out_;
  std::size_t executed_ = 0, failed_ = 0, not_run_ = 0;
  long long total_ms_ = 0, max_ms_ = 0, moves_ = 0;
  double total_score_ = 0;
};

// The last lines of a solution's stderr, for a warning: at most `max_lines`
// lines of at most `max_chars` characters each.
std::string stderr_tail(const std::string& text, std::size_t max_lines = 5,
                        std::size_t max_chars = 200);

}  // namespace mm

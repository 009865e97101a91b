// The live status of a multi-seed run: seeds done, elapsed time, ETA,
// failures, mean raw score, and the running contest score against the best
// known scores and against a reference run (the tag's previous run or --against),
// with the always-valid interval of the difference (a status read after every
// seed must not use a one-look interval: docs/verdicts.md).
#pragma once

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/results.h"
#include "tester/analysis/sequential.h"
#include "tester/games/engine.h"
#include "tester/output/status_line.h"

namespace mm {

struct ReferenceRun {
  std::string name;
  std::map<std::string, std::optional<double>> scores;  // by case key; nullopt: a failed case
};

class LiveProgress {
 public:
  LiveProgress(ProgressMode mode, const GameInfo& game, const RunRecord& meta, std::size_t total,
               std::map<std::string, double> best_known, std::optional<ReferenceRun> reference);

  // A seed finished (its lines are printed already).
  void add(const SeedRecord& record);
  // How many seeds have finished, reported or not (threads finish out of order).
  void set_finished(std::size_t finished) { finished_ = finished; }
  // Erases the status line so that other lines can be printed.
  void clear();
  void finish() { clear(); }

  // The status text as shown now.
  std::string status() const;

 private:
  void draw();
  std::string versus_best() const;
  std::string versus_reference() const;

  ProgressMode mode_;  // Plain: a whole line at every tenth of the seeds
  StatusLine line_;
  const GameInfo& game_;
  RunRecord meta_;  // for case keys
  std::size_t total_;
  std::map<std::string, double> best_known_;
  std::optional<ReferenceRun> reference_;
  RunningComparison versus_reference_;  // this run against the reference, seed by seed
  std::vector<SeedRecord> done_;
  std::size_t finished_ = 0;
  std::size_t failed_ = 0;
  double score_sum_ = 0;
  std::size_t printed_tenths_ = 0;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

// The run the status compares with, from the runs of its tag (oldest first): the
// --against tag's runs (later ones win per seed), else the latest run with this
// run's tag (tag_of_reference); nullopt if none.
std::optional<ReferenceRun> find_reference_run(const std::vector<RunRecord>& runs,
                                               const RunRecord& meta, const std::string& against);

}  // namespace mm

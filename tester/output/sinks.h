// Where a run's results go besides the screen: the results store's journal,
// --json, -saveScores, replays and the run report. All run on the main thread;
// a sink that cannot write throws std::runtime_error, which ends the run.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "common/results.h"
#include "tester/games/engine.h"
#include "tester/runner/vocabulary.h"

namespace mm {

SeedRecord seed_record(const CaseResult& result);

class ResultSink {
 public:
  virtual ~ResultSink() = default;
  virtual void add(const CaseResult& result, const SeedRecord& record) = 0;
  // After the last seed; `complete` false for an interrupted run.
  virtual void finish(bool /*complete*/) {}
};

// The results store: a journal per seed, the run file at the end.
class JournalSink : public ResultSink {
 public:
  JournalSink(const std::string& folder, RunRecord meta);
  void add(const CaseResult& result, const SeedRecord& record) override;
  void finish(bool complete) override;
  void set_duel(nlohmann::json duel) { writer_.set_duel(std::move(duel)); }
  const std::string& path() const { return writer_.path(); }
  const std::string& journal_path() const { return writer_.journal_path(); }

 private:
  RunWriter writer_;
};

// Every seed's record as one JSON array (--json).
class JsonSink : public ResultSink {
 public:
  explicit JsonSink(std::string path) : path_(std::move(path)) {}
  void add(const CaseResult&, const SeedRecord& record) override { records_.push_back(record); }
  void finish(bool complete) override;

 private:
  std::string path_;
  std::vector<SeedRecord> records_;
};

// The framework's -saveScores file.
class SaveScoresSink : public ResultSink {
 public:
  explicit SaveScoresSink(std::string path) : path_(std::move(path)) {}
  void add(const CaseResult& result, const SeedRecord&) override {
    scores_.emplace_back(result.seed.text, result.score);
  }
  void finish(bool complete) override;

 private:
  std::string path_;
  std::vector<std::pair<std::string, double>> scores_;
};

// One replay page per seed (--vis FILE for one seed, --vis-dir DIR for several).
class ReplaySink : public ResultSink {
 public:
  ReplaySink(const GameInfo& game, std::string file, std::string dir)
      : game_(game), file_(std::move(file)), dir_(std::move(dir)) {}
  void add(const CaseResult& result, const SeedRecord&) override;

 private:
  const GameInfo& game_;
  std::string file_, dir_;
};

// The run report (--report), normalized against the same best-known scores as
// `tester report` (reference table, user table, recorded runs). Finish it
// after the journal so the store already holds this run.
struct RunReportSettings {
  std::string file;
  std::string tag;
  std::string replay_dir;                     // --vis-dir, to link
  std::string results_dir;                    // the results store whose runs count as best known
  std::string seeds_dir;                      // empty: the default reference tables
  std::map<std::string, std::string> params;  // the run's game parameters
  std::string note;                           // the run's --note
  long long time_limit_ms = 0;                // the solution's time limit (0 = none)
};

class ReportSink : public ResultSink {
 public:
  ReportSink(const GameInfo& game, RunReportSettings settings)
      : game_(game), settings_(std::move(settings)) {}
  void add(const CaseResult&, const SeedRecord& record) override { records_.push_back(record); }
  void finish(bool complete) override;

 private:
  const GameInfo& game_;
  RunReportSettings settings_;
  std::vector<SeedRecord> records_;
};

}  // namespace mm

// The contract between a game engine and the runner.
//
// An engine is a pure state machine: it generates its case from a seed and
// parameters, says what to send to the solution, and reacts to one reply line
// at a time. It never touches processes, clocks, threads or files; the runner
// owns those. The same engine therefore serves real runs, in-process golden
// replays and the replay log the visualizer draws.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "common/normalize.h"
#include "common/seed_spec.h"
#include "common/usage_error.h"

namespace mm {

// Game parameters given on the command line (e.g. "n" -> "7,11"), keys lowercased.
using Params = std::map<std::string, std::string>;

enum class StepKind {
  AwaitReply,  // send `lines`, then wait for one reply line
  Finished,    // game over with `score`
  Failed,      // the solution broke a rule; `messages` say why, `score` is the error score
};

struct Step {
  StepKind kind = StepKind::AwaitReply;
  // To the solution: whole lines, each ending in "\n", in one block so that
  // the runner sends a turn without touching each line.
  std::string text;
  // The runner appends the solution's elapsed time in ms as one more line.
  bool append_elapsed_ms = false;
  std::vector<std::string> messages;  // printed on the tester's stdout before the score
  std::string diagnostic;             // printed on the tester's stderr (e.g. an exception)
  double score = 0;

  void add_line(std::string_view line) {
    text += line;
    text += '\n';
  }
  // `text` cut into lines, terminators dropped.
  std::vector<std::string> lines() const {
    std::vector<std::string> out;
    for (std::size_t start = 0, end; start < text.size(); start = end + 1) {
      end = text.find('\n', start);
      out.emplace_back(text, start, end - start);
    }
    return out;
  }

  static Step await(const std::vector<std::string>& lines = {}, bool append_elapsed_ms = false) {
    Step s;
    for (const auto& line : lines) s.add_line(line);
    s.append_elapsed_ms = append_elapsed_ms;
    return s;
  }
  static Step await_text(std::string text, bool append_elapsed_ms = false) {
    Step s;
    s.text = std::move(text);
    s.append_elapsed_ms = append_elapsed_ms;
    return s;
  }
  static Step finished(double score, const std::vector<std::string>& lines = {},
                       std::vector<std::string> messages = {}) {
    Step s;
    s.kind = StepKind::Finished;
    s.score = score;
    for (const auto& line : lines) s.add_line(line);
    s.messages = std::move(messages);
    return s;
  }
  static Step failed(double score, std::vector<std::string> messages) {
    Step s;
    s.kind = StepKind::Failed;
    s.score = score;
    s.messages = std::move(messages);
    return s;
  }
  bool done() const { return kind != StepKind::AwaitReply; }
};

// What the visualizer draws: the case as it started (`setup`) and what each
// reply changed (`frames`, one per move, in game-specific terms; "s" is the
// score so far, and the runner adds "t", the solution's time). Engines fill
// it only when recording was asked for, so plain runs pay nothing.
struct ReplayLog {
  nlohmann::json setup = nlohmann::json::object();
  nlohmann::json frames = nlohmann::json::array();
};

// One game in progress.
class Game {
 public:
  virtual ~Game() = default;

  // Asks the engine to keep a replay log from now on (call before start()).
  void record_replay() { replay_ = std::make_unique<ReplayLog>(); }
  // The log so far, or null when recording was not asked for.
  ReplayLog* replay() { return replay_.get(); }
  const ReplayLog* replay() const { return replay_.get(); }
  // Hands the log over (the runner keeps it after the game is gone).
  std::unique_ptr<ReplayLog> take_replay() { return std::move(replay_); }

  // The first lines of the protocol. Called once.
  virtual Step start() = 0;
  // One line the solution wrote (terminator stripped).
  virtual Step on_reply(std::string_view line) = 0;
  // The solution's output ended before the game did. `process_alive` tells
  // whether it was still running at that moment (the framework's messages differ).
  virtual Step on_eof(bool process_alive) = 0;
  // The score the game gives when the runner aborts it (timeout, limits).
  virtual double error_score() const = 0;
  // The generated case's parameters, for results and reports (e.g. {"N", 7}).
  virtual std::vector<std::pair<std::string, long long>> case_params() const = 0;
  // For play by hand: what a person needs to choose the next move that the
  // replay log does not show (the tile in hand, the cells a ball can reach),
  // worked out here so that the page never repeats a rule. Null when nothing.
  virtual nlohmann::json manual_view() const { return nullptr; }

 private:
  std::unique_ptr<ReplayLog> replay_;
};

struct ParamInfo {
  std::string name;  // as on the command line, e.g. "N"
  std::string help;
};

// What a contest took as a submission.
enum class Upload {
  ClassFile,   // the class's .cpp, called from the judge's own main (tests/judge/<game>_judge.cpp)
  ProgramZip,  // a ZIP holding <OfficialName>.cpp, a whole stdin/stdout program
};

struct GameFile;

// Everything the tester knows about one game. Registered once, in registry.h.
struct GameInfo {
  std::string name;           // "lines"
  std::string official_name;  // "Lines"
  Upload upload = Upload::ProgramZip;
  int time_limit_ms = 10000;   // the contest's limit
  bool integer_score = false;  // SquareRemover prints an int, the others a Java double
  std::string score_prefix = "Score = ";
  Normalization normalization = Normalization::RawAverage;  // how the contest ranked scores
  // A raw-average game's largest raw score of a case: it bounds the per-case
  // difference of two runs, which the always-valid verdicts need (sequential.h).
  double max_raw_score = 0;
  std::vector<ParamInfo> params;
  // Generates a case; null for an external game.
  std::function<std::unique_ptr<Game>(const Seed&, const Params&)> create;
  // A contest whose own tester plays each case (game_file.h); null for an engine.
  std::shared_ptr<const GameFile> external;

  std::string score_text(double score) const;
  std::string score_line(double score) const { return score_prefix + score_text(score); }
};

}  // namespace mm

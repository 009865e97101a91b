// One game played by hand: the person's moves go to the engine exactly as a
// solution's lines; the engine alone decides what is legal, what it scores and
// what it says. Moves it rejects are not kept, and undo replays the kept lines.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "tester/games/engine.h"
#include "tester/runner/vocabulary.h"

namespace mm {

struct MoveAnswer {
  bool accepted = false;
  std::vector<std::string> messages;  // the engine's own text when it rejected the move
};

class ManualGame {
 public:
  ManualGame(const GameInfo& game, Seed seed, Params params);

  // One move: one or more protocol lines separated by '\n', fed in order.
  MoveAnswer play(const std::string& move);
  // Takes the last kept move back; false when there is none or the game is over.
  bool undo();
  // The person stops: the solution's output ends here, and the engine answers
  // that as it would for a solution (for games with a "GIVE UP" line, the page
  // sends that line instead).
  void stop();

  bool over() const { return end_.has_value(); }
  bool undo_used() const { return undo_used_; }
  int moves() const { return static_cast<int>(moves_.size()); }
  const GameInfo& game() const { return game_; }
  const Seed& seed() const { return seed_; }

  // The page's data: the replay's fields (setup, frames, result) plus the
  // engine's manual view, the move count and whether the game is over.
  // Frames before `known_frames` (which the page has) are left out.
  nlohmann::json state(std::size_t known_frames = 0) const;
  // The finished game as the runner would report it (call once over()).
  CaseResult result() const;

 private:
  void rebuild();
  Step feed(Game& engine, const std::vector<std::string>& lines) const;
  bool engine_is_reading() const;
  void refresh_preview();
  const ReplayLog& shown_log() const;
  int lines_read() const;

  const GameInfo& game_;
  Seed seed_;
  Params params_;
  std::vector<std::vector<std::string>> moves_;  // the lines of every kept move
  std::unique_ptr<Game> engine_;
  Step last_;                      // the engine's latest step
  std::optional<Step> end_;        // the step that ended the game
  std::unique_ptr<Game> preview_;  // see refresh_preview()
  Step preview_last_;              // its last step
  bool undo_used_ = false;
  bool stopped_ = false;
};

}  // namespace mm

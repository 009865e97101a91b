// TilesMatching (Marathon Match 53, 2009): place random coloured/shaped tiles
// next to tiles they match; full rows and columns vanish. Wildcards match
// anything, "R" tiles remove a placed tile, and a few tiles may be discarded.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "common/java_random.h"
#include "common/line_io.h"
#include "tester/games/registry.h"

namespace mm {
namespace {

constexpr int kMaxMoves = 10000;
constexpr int kRandomSpan = 30;  // r = nextInt(30 - N + 2): 0 is W, 1 is R, else a regular tile
constexpr double kErrorScore = 0;
constexpr char kWild = 'W';
constexpr char kRemove = 'R';
constexpr const char* kDiscard = "DISCARD";
constexpr const char* kGiveUp = "GIVE UP";
constexpr const char* kExceptionMessage =
    "An exception occurred while trying to get your program's results.";

class TilesMatchingGame final : public Game {
 public:
  explicit TilesMatchingGame(const Seed& seed) : rnd_(seed.value) {
    n_ = rnd_.next_int(7) + 4;
    s_ = rnd_.next_int(5) + 8;
    d_ = rnd_.next_int(3) + 2;
    cells_.assign(static_cast<std::size_t>(s_ * s_), std::string());
  }

  Step start() override {
    std::vector<std::string> lines = {std::to_string(n_), std::to_string(s_), std::to_string(d_)};
    lines.push_back(next_tile());
    if (auto* log = replay()) log->setup = {{"n", n_}, {"s", s_}, {"d", d_}, {"first", tile_}};
    return Step::await(std::move(lines));
  }

  Step on_reply(std::string_view line) override {
    if (line == kGiveUp) {
      log_frame("give up");
      return Step::finished(score_);
    }
    if (line == kDiscard) {
      if (discards_ == d_)
        return fail("You can't discard more than " + std::to_string(d_) + " tiles.");
      ++discards_;
      ++moves_;
      log_frame("discard");
      return next_turn();
    }
    const auto tokens = java_split(line);
    std::optional<std::int32_t> row, col;
    if (tokens.size() == 2) row = java_parse_int(tokens[0]), col = java_parse_int(tokens[1]);
    if (!row || !col) return fail("Your return must be formatted as \"ROW COL\".");
    const int r = *row, c = *col;
    if (r < 0 || r >= s_) return fail(out_of_range_message("row"));
    if (c < 0 || c >= s_) return fail(out_of_range_message("col"));

    if (tile_ == std::string(1, kRemove)) {
      if (cell(r, c).empty()) return fail("A tile can not be removed from an empty cell.");
      cell(r, c).clear();
      --tiles_;
      score_ += 1;
      if (discards_ > 0) --discards_;
      log_frame("remove", r, c);
    } else {
      if (tiles_ != 0) {
        if (!cell(r, c).empty()) return fail("A tile can be placed only in an empty cell.");
        bool touches = false, matches = true;
        for (const auto& [dr, dc] : kNeighbours) {
          const int nr = r + dr, nc = c + dc;
          if (!inside(nr, nc) || cell(nr, nc).empty()) continue;
          touches = true;
          if (!tiles_match(tile_, cell(nr, nc))) matches = false;
        }
        if (!touches) return fail("Placed tile must neighbor at least one tile.");
        if (!matches) return fail("Placed tile must match all neighboring tiles.");
      }
      const auto [row_full, col_full] = place(r, c);
      if (discards_ > 0) --discards_;
      log_frame("place", r, c, row_full, col_full);
    }
    ++moves_;
    return next_turn();
  }

  // The official tester passes the null line on to String.equals and dies with
  // a NullPointerException; its harness then reports score 0.
  Step on_eof(bool /*process_alive*/) override {
    Step step = Step::failed(kErrorScore, {});
    step.diagnostic = kExceptionMessage;
    return step;
  }
  double error_score() const override { return kErrorScore; }
  std::vector<std::pair<std::string, long long>> case_params() const override {
    return {{"N", n_}, {"S", s_}, {"D", d_}};
  }
  // The tile in hand and the discard counter (the replay shows them only after a reply).
  nlohmann::json manual_view() const override {
    return {{"tile", tile_}, {"discards", discards_}, {"d", d_}};
  }

 private:
  static constexpr std::array<std::pair<int, int>, 4> kNeighbours = {
      {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}};

  std::string& cell(int r, int c) { return cells_[static_cast<std::size_t>(r * s_ + c)]; }
  bool inside(int r, int c) const { return r >= 0 && r < s_ && c >= 0 && c < s_; }

  static bool tiles_match(const std::string& a, const std::string& b) {
    if (a[0] == kWild || b[0] == kWild) return true;
    return a[0] == b[0] || a[1] == b[1];
  }

  Step fail(std::string message) const { return Step::failed(kErrorScore, {std::move(message)}); }

  // The official text carries the board's last index as a number ("between 0 and 7").
  std::string out_of_range_message(const char* axis) const {
    return std::string(axis) + " must be between 0 and " + std::to_string(s_ - 1) + ", inclusive.";
  }

  // The next tile; the draw r happens on every turn, even when an empty board forces W.
  std::string next_tile() {
    const int r = rnd_.next_int(kRandomSpan - n_ + 2);
    if (tiles_ == 0 || r == 0) {
      tile_ = std::string(1, kWild);
    } else if (r == 1) {
      tile_ = std::string(1, kRemove);
    } else {
      tile_.clear();
      tile_ += static_cast<char>('0' + rnd_.next_int(n_));
      tile_ += static_cast<char>('0' + rnd_.next_int(n_));
    }
    return tile_;
  }

  Step next_turn() {
    if (moves_ >= kMaxMoves) return Step::finished(score_);
    return Step::await({next_tile()});
  }

  // Replay frame for the reply just applied: the tile it answered, what was
  // done where, the cleared row/column, the discard counter and the score.
  void log_frame(const char* action, int r = -1, int c = -1, bool row = false, bool col = false) {
    auto* log = replay();
    if (!log) return;
    log->frames.push_back({{"tile", tile_},
                           {"a", action},
                           {"p", {r, c}},
                           {"row", row},
                           {"col", col},
                           {"dc", discards_},
                           {"s", score_}});
  }

  // Puts the current tile on (r, c); a full row and/or column is cleared.
  // Returns whether the row and the column were full.
  std::pair<bool, bool> place(int r, int c) {
    cell(r, c) = tile_;
    ++tiles_;
    bool row_full = true, col_full = true;
    for (int i = 0; i < s_; ++i) {
      if (cell(r, i).empty()) row_full = false;
      if (cell(i, c).empty()) col_full = false;
    }
    if (row_full) {
      for (int i = 0; i < s_; ++i) cell(r, i).clear();
    }
    if (col_full) {
      for (int i = 0; i < s_; ++i) cell(i, c).clear();
    }
    if (row_full && col_full) {
      tiles_ -= 2 * s_ - 1;
      score_ += 3 * s_;
    } else if (row_full || col_full) {
      tiles_ -= s_;
      score_ += s_;
    }
    score_ += 1;
    return {row_full, col_full};
  }

  Sha1Prng rnd_;
  int n_ = 0;
  int s_ = 0;
  int d_ = 0;
  std::vector<std::string> cells_;  // "" empty, "W", or "cs"
  std::string tile_;                // the tile the solution is answering
  int tiles_ = 0;                   // nt: tiles on the board
  int discards_ = 0;                // nd: the discard counter
  int moves_ = 0;                   // nm: placements, removals and discards
  long long score_ = 0;
};

}  // namespace

GameInfo tiles_matching_game() {
  GameInfo info;
  info.name = "tiles_matching";
  info.official_name = "TilesMatching";
  info.upload = Upload::ClassFile;
  info.time_limit_ms = 20000;
  info.normalization = Normalization::RankPoints;
  info.create = [](const Seed& seed, const Params&) -> std::unique_ptr<Game> {
    return std::make_unique<TilesMatchingGame>(seed);
  };
  return info;
}

}  // namespace mm

// Lines (Marathon Match 125, 2021): move a ball along a free path; lines of five
// or more of one colour vanish; otherwise three new balls drop at random cells.
#include <algorithm>
#include <array>
#include <cstdint>
#include <queue>
#include <string>
#include <vector>

#include "tester/games/framework.h"
#include "tester/games/registry.h"

namespace mm {
namespace {

constexpr int kMinN = 7, kMaxN = 11;
constexpr int kMinC = 3, kMaxC = 9;
constexpr int kMaxMoves = 1000;
constexpr int kBallsPerDrop = 3;
constexpr int kLineLength = 5;
constexpr double kErrorScore = -1;

class LinesGame final : public Game {
 public:
  LinesGame(const Seed& seed, const Params& params) : rnd_(seed.value) {
    const auto size =
        framework::draw_board_size(rnd_, seed, params, {kMinN, kMaxN}, {kMinC, kMaxC});
    n_ = size.n;
    colors_ = size.colors;

    grid_.assign(static_cast<std::size_t>(n_ * n_), 0);
    for (int placed = 0; placed < kBallsPerDrop;) {
      const int r = rnd_.next_int(n_);
      const int c = rnd_.next_int(n_);
      if (cell(r, c) != 0) continue;
      cell(r, c) = rnd_.next_int(colors_) + 1;
      ++placed;
    }
    empty_ = n_ * n_ - kBallsPerDrop;
    next_balls_.resize(static_cast<std::size_t>((kMaxMoves + 1) * kBallsPerDrop));
    for (auto& ball : next_balls_) ball = rnd_.next_int(colors_) + 1;
  }

  Step start() override {
    if (auto* log = replay())
      log->setup = {{"n", n_}, {"colors", colors_}, {"grid", grid_}, {"next", next_three()}};
    std::string text = std::to_string(n_) + '\n' + std::to_string(colors_) + '\n';
    append_turn(text);
    return Step::await_text(std::move(text), true);
  }

  Step on_reply(std::string_view line) override {
    const auto move = framework::parse_move(line);
    if (!move) return fail("Error reading move: ", line);
    const int r1 = (*move)[0], c1 = (*move)[1], r2 = (*move)[2], c2 = (*move)[3];
    if (!inside(r1, c1) || !inside(r2, c2) || (r1 == r2 && c1 == c2) || cell(r1, c1) == 0 ||
        cell(r2, c2) != 0) {
      return fail("Invalid coordinates of move: ", line);
    }
    if (!path_exists(r1, c1, r2, c2)) return fail("Impossible path for move: ", line);

    if (auto* log = replay()) {
      auto& frame = log->frames.emplace_back();
      frame["path"] = shortest_path(r1, c1, r2, c2);  // before the move empties the path
      make_move(r1, c1, r2, c2, &frame);
      frame["next"] = next_three();
      frame["s"] = score_;
    } else {
      make_move(r1, c1, r2, c2);
    }
    if (moves_ >= kMaxMoves || empty_cells() == 0) return Step::finished(score_);
    std::string text;
    append_turn(text);
    return Step::await_text(std::move(text), true);
  }

  Step on_eof(bool process_alive) override {
    return framework::eof_step(process_alive, kErrorScore);
  }
  double error_score() const override { return kErrorScore; }
  std::vector<std::pair<std::string, long long>> case_params() const override {
    return {{"N", n_}, {"C", colors_}};
  }
  // "reach": for every cell holding a ball, the free cells it can move to.
  nlohmann::json manual_view() const override {
    nlohmann::json reach = nlohmann::json::array();
    for (int i = 0; i < n_ * n_; ++i) {
      std::vector<int> targets;
      if (grid_[static_cast<std::size_t>(i)] != 0) {
        const auto seen = reachable_from(i / n_, i % n_);
        for (int j = 0; j < n_ * n_; ++j)
          if (j != i && seen[static_cast<std::size_t>(j)]) targets.push_back(j);
      }
      reach.push_back(targets);
    }
    return {{"reach", reach}};
  }

 private:
  int& cell(int r, int c) { return grid_[static_cast<std::size_t>(r * n_ + c)]; }
  int cell(int r, int c) const { return grid_[static_cast<std::size_t>(r * n_ + c)]; }
  bool inside(int r, int c) const { return r >= 0 && r < n_ && c >= 0 && c < n_; }
  int empty_cells() const { return empty_; }

  Step fail(const char* prefix, std::string_view line) const {
    return Step::failed(kErrorScore, {prefix + std::string(line)});
  }

  std::vector<int> next_three() const {
    const auto first =
        std::min<std::size_t>(static_cast<std::size_t>(cur_ball_), next_balls_.size());
    const auto last = std::min(first + kBallsPerDrop, next_balls_.size());
    return {next_balls_.begin() + static_cast<long>(first),
            next_balls_.begin() + static_cast<long>(last)};
  }

  // The grid, one cell a line, then the next three colours (all single digits),
  // written through a pointer into room made once.
  void append_turn(std::string& text) const {
    const std::size_t start = text.size();
    text.resize(start + 2 * (grid_.size() + kBallsPerDrop));
    char* out = text.data() + start;
    auto add_digit = [&](int v) {
      *out++ = static_cast<char>('0' + v);
      *out++ = '\n';
    };
    for (int v : grid_) add_digit(v);
    for (int i = 0; i < kBallsPerDrop; ++i)
      add_digit(next_balls_[static_cast<std::size_t>(cur_ball_ + i)]);
  }

  // Cells as bits, row r at bits 16r..16r+N-1 (N <= 11 rows fit 3 words), so a
  // step left or right is a shift by 1 and a step up or down a shift by 16.
  using CellBits = std::array<std::uint64_t, 3>;
  static constexpr int kRowBits = 16;
  static_assert(kMaxN * kRowBits <= 3 * 64 && kMaxN < kRowBits, "rows and a free column fit");

  static void set_bit(CellBits& bits, int r, int c) {
    const int at = r * kRowBits + c;
    bits[static_cast<std::size_t>(at / 64)] |= std::uint64_t{1} << (at % 64);
  }
  static bool has_bit(const CellBits& bits, int r, int c) {
    const int at = r * kRowBits + c;
    return (bits[static_cast<std::size_t>(at / 64)] >> (at % 64)) & 1;
  }

  // Whether free cells join (r1, c1) to the free cell (r2, c2): the set of
  // reached cells grows by one step in all four directions at a time, all
  // cells at once, until it holds the target or stops growing. Column bit 15
  // of a row is never free, so the one-bit shifts need no carry between words.
  bool path_exists(int r1, int c1, int r2, int c2) const {
    CellBits free{}, reached{};
    for (int r = 0; r < n_; ++r) {
      for (int c = 0; c < n_; ++c) {
        if (cell(r, c) == 0) set_bit(free, r, c);
      }
    }
    set_bit(reached, r1, c1);
    while (!has_bit(reached, r2, c2)) {
      CellBits next;
      for (std::size_t i = 0; i < next.size(); ++i) {
        const std::uint64_t w = reached[i];
        const std::uint64_t up = w << kRowBits | (i > 0 ? reached[i - 1] >> (64 - kRowBits) : 0);
        const std::uint64_t down =
            w >> kRowBits | (i + 1 < next.size() ? reached[i + 1] << (64 - kRowBits) : 0);
        next[i] = w | ((w << 1 | w >> 1 | up | down) & free[i]);
      }
      if (next == reached) return false;
      reached = next;
    }
    return true;
  }

  // The cells a ball at (r1, c1) can reach through free cells (marked 1).
  std::vector<char> reachable_from(int r1, int c1) const {
    std::vector<char> seen(grid_.size(), 0);
    flood(r1, c1, seen.data());
    return seen;
  }

  // Breadth-first over empty cells from (r1, c1), marking `seen`. Each cell
  // enters the queue once, so a fixed array of N*N entries holds it.
  void flood(int r1, int c1, char* seen) const {
    std::array<int, kMaxN * kMaxN> queue;
    std::size_t head = 0, tail = 0;
    queue[tail++] = r1 * n_ + c1;
    seen[r1 * n_ + c1] = 1;
    constexpr std::array<int, 4> kDr = {-1, 0, 1, 0}, kDc = {0, 1, 0, -1};
    while (head < tail) {
      const int at = queue[head++];
      const int r = at / n_, c = at % n_;
      for (int d = 0; d < 4; ++d) {
        const int nr = r + kDr[d], nc = c + kDc[d];
        if (!inside(nr, nc) || cell(nr, nc) != 0) continue;
        char& mark = seen[nr * n_ + nc];
        if (!mark) mark = 1, queue[tail++] = nr * n_ + nc;
      }
    }
  }

  // Cells of a shortest free path from (r1, c1) to (r2, c2), for the replay.
  std::vector<int> shortest_path(int r1, int c1, int r2, int c2) const {
    const int from = r1 * n_ + c1, to = r2 * n_ + c2;
    std::vector<int> parent(grid_.size(), -1);
    std::queue<int> frontier;
    frontier.push(from);
    parent[static_cast<std::size_t>(from)] = from;
    constexpr std::array<int, 4> kDr = {-1, 0, 1, 0}, kDc = {0, 1, 0, -1};
    while (!frontier.empty() && parent[static_cast<std::size_t>(to)] < 0) {
      const int at = frontier.front();
      frontier.pop();
      for (int d = 0; d < 4; ++d) {
        const int nr = at / n_ + kDr[d], nc = at % n_ + kDc[d];
        if (!inside(nr, nc) || cell(nr, nc) != 0) continue;
        auto& p = parent[static_cast<std::size_t>(nr * n_ + nc)];
        if (p < 0) p = at, frontier.push(nr * n_ + nc);
      }
    }
    std::vector<int> path;
    for (int at = to; at != from; at = parent[static_cast<std::size_t>(at)]) path.push_back(at);
    path.push_back(from);
    return {path.rbegin(), path.rend()};
  }

  // With `frame`, also records what changed: "rm" (cleared by the move), "drop"
  // (cell, colour pairs of the new balls) and "rm2" (cleared by the drop).
  void make_move(int r1, int c1, int r2, int c2, nlohmann::json* frame = nullptr) {
    std::vector<int> removed, dropped, removed_after_drop;
    const bool log = frame != nullptr;
    cell(r2, c2) = cell(r1, c1);
    cell(r1, c1) = 0;
    const int moved_to = r2 * n_ + c2;
    int move_score = remove_lines(&moved_to, 1, log ? &removed : nullptr);
    if (move_score == 0 || board_empty()) {
      add_new_balls(log ? &dropped : nullptr);
      move_score +=
          remove_lines(placed_.data(), placed_count_, log ? &removed_after_drop : nullptr);
      if (board_empty()) add_new_balls(log ? &dropped : nullptr);
    }
    if (log) {
      (*frame)["m"] = {r1, c1, r2, c2};
      (*frame)["rm"] = removed;
      (*frame)["drop"] = dropped;
      (*frame)["rm2"] = removed_after_drop;
    }
    ++moves_;
    score_ += move_score;
  }

  bool board_empty() const { return empty_cells() == n_ * n_; }

  // Drops up to three balls on random empty cells; they are kept in placed_.
  void add_new_balls(std::vector<int>* dropped = nullptr) {
    placed_count_ = 0;
    while (placed_count_ < kBallsPerDrop) {
      const int r = rnd_.next_int(n_);
      const int c = rnd_.next_int(n_);
      if (cell(r, c) != 0) continue;
      cell(r, c) = next_balls_[static_cast<std::size_t>(cur_ball_++)];
      --empty_;
      if (dropped) dropped->insert(dropped->end(), {r * n_ + c, cell(r, c)});
      placed_[static_cast<std::size_t>(placed_count_++)] = r * n_ + c;
      if (empty_cells() == 0) break;
    }
  }

  // The official tester removes every run of >= 5 in the four directions at
  // once; the union of their cells, n, scores n*n - 7n + 20. Every change is
  // followed by this removal, so the board never holds such a run before a
  // change, and only runs through the `count` changed cells can exist.
  int remove_lines(const int* changed, int count, std::vector<int>* removed_cells = nullptr) {
    constexpr std::array<int, 4> kDr = {0, 1, 1, 1}, kDc = {1, 0, 1, -1};
    std::array<char, kMaxN * kMaxN> marked{};
    bool any = false;
    for (int i = 0; i < count; ++i) {
      const int r = changed[i] / n_, c = changed[i] % n_;
      const int color = cell(r, c);
      if (color == 0) continue;
      for (int d = 0; d < 4; ++d) {
        auto same = [&](int k) {
          return inside(r + kDr[d] * k, c + kDc[d] * k) &&
                 cell(r + kDr[d] * k, c + kDc[d] * k) == color;
        };
        int first = 0, last = 0;
        while (same(first - 1)) --first;
        while (same(last + 1)) ++last;
        if (last - first + 1 < kLineLength) continue;
        any = true;
        for (int k = first; k <= last; ++k)
          marked[static_cast<std::size_t>((r + kDr[d] * k) * n_ + c + kDc[d] * k)] = 1;
      }
    }
    if (!any) return 0;
    int removed = 0;
    for (std::size_t i = 0; i < grid_.size(); ++i) {
      if (!marked[i]) continue;
      grid_[i] = 0, ++removed, ++empty_;
      if (removed_cells) removed_cells->push_back(static_cast<int>(i));
    }
    return removed * removed - 7 * removed + 20;
  }

  Sha1Prng rnd_;
  int n_ = 0;
  int colors_ = 0;
  std::vector<int> grid_;
  std::vector<int> next_balls_;
  int cur_ball_ = 0;
  std::array<int, kBallsPerDrop> placed_{};  // cells of the last drop
  int placed_count_ = 0;
  int empty_ = 0;  // free cells on the grid
  int moves_ = 0;
  long long score_ = 0;
};

}  // namespace

GameInfo lines_game() {
  GameInfo info;
  info.name = "lines";
  info.official_name = "Lines";
  info.time_limit_ms = 10000;
  info.normalization = Normalization::RelativeToMaxHundred;
  info.params = {{"N", "board size, 7..11"}, {"C", "number of colours, 3..9"}};
  info.create = [](const Seed& seed, const Params& params) -> std::unique_ptr<Game> {
    return std::make_unique<LinesGame>(seed, params);
  };
  return info;
}

}  // namespace mm

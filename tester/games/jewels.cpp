// Jewels (Marathon Match 123, 2021): swap any two jewels; horizontal and
// vertical runs of three or more vanish, the columns fall and refill from a
// fixed hidden stack, and each cascade step multiplies the move's worth.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "tester/games/framework.h"
#include "tester/games/registry.h"

namespace mm {
namespace {

constexpr int kMinN = 8, kMaxN = 16;
constexpr int kMinC = 5, kMaxC = 10;
constexpr int kMaxMoves = 1000;
constexpr int kColumnDepthPerN = 1000;  // each column holds 1000*N jewels
constexpr int kMinRun = 3;
constexpr std::int8_t kRemoved = -1;
constexpr double kErrorScore = -1;

class JewelsGame final : public Game {
 public:
  JewelsGame(const Seed& seed, const Params& params) : rnd_(seed.value) {
    const auto size =
        framework::draw_board_size(rnd_, seed, params, {kMinN, kMaxN}, {kMinC, kMaxC});
    n_ = size.n;
    colors_ = size.colors;

    // The official Grid[c] is a list with index 0 at the bottom: its first N
    // entries are the visible column, the rest the hidden refill. The visible
    // board is kept flat; each column's refill is a stack whose back falls next.
    const int depth = kColumnDepthPerN * n_;
    board_.assign(static_cast<std::size_t>(n_ * n_), 0);
    hidden_.assign(static_cast<std::size_t>(n_),
                   std::vector<std::int8_t>(static_cast<std::size_t>(depth - n_)));
    for (int c = 0; c < n_; ++c) {
      auto& refill = hidden_[static_cast<std::size_t>(c)];
      for (int r = 0; r < depth; ++r) {
        const auto jewel = static_cast<std::int8_t>(rnd_.next_int(colors_) + 1);
        if (r < n_) {
          cell(r, c) = jewel;
        } else {
          refill[static_cast<std::size_t>(depth - 1 - r)] = jewel;
        }
      }
    }
    settle(all_lines());  // the initial board; its score is discarded
  }

  Step start() override {
    if (broken_) return unexpected_error();
    if (auto* log = replay()) log->setup = {{"n", n_}, {"colors", colors_}, {"grid", visible()}};
    std::string text = std::to_string(n_) + '\n' + std::to_string(colors_) + '\n';
    append_grid(text);
    return Step::await_text(std::move(text));
  }

  Step on_reply(std::string_view line) override {
    const auto move = framework::parse_move(line);
    if (!move) return fail("Error reading move: ", line);
    const int r1 = (*move)[0], c1 = (*move)[1], r2 = (*move)[2], c2 = (*move)[3];
    if (!inside(r1, c1) || !inside(r2, c2) || (r1 == r2 && c1 == c2))
      return fail("Invalid coordinates of move: ", line);

    nlohmann::json* frame = nullptr;
    if (auto* log = replay()) frame = &log->frames.emplace_back();
    const long long move_score = apply_move(r1, c1, r2, c2, frame);
    score_ += move_score;
    if (frame) {
      (*frame)["m"] = {r1, c1, r2, c2};
      (*frame)["ms"] = move_score;
      (*frame)["s"] = score_;
    }
    if (broken_) return unexpected_error();
    ++moves_;
    std::string text;
    append_grid(text);
    if (moves_ < kMaxMoves) return Step::await_text(std::move(text), true);
    Step step = Step::finished(static_cast<double>(score_));
    step.text = std::move(text);
    step.append_elapsed_ms = true;  // the final board is sent with the time, like every other
    return step;
  }

  Step on_eof(bool process_alive) override {
    return framework::eof_step(process_alive, kErrorScore);
  }
  double error_score() const override { return kErrorScore; }
  std::vector<std::pair<std::string, long long>> case_params() const override {
    return {{"N", n_}, {"C", colors_}};
  }

 private:
  // Row r counts from the bottom (r = 0), as in the official Grid[c].get(r).
  std::int8_t& cell(int r, int c) { return board_[static_cast<std::size_t>(r * n_ + c)]; }
  bool inside(int r, int c) const { return r >= 0 && r < n_ && c >= 0 && c < n_; }

  Step fail(const char* prefix, std::string_view line) const {
    return Step::failed(kErrorScore, {prefix + std::string(line)});
  }

  // The official tester would throw from List.get and report it this way.
  static Step unexpected_error() {
    Step step = Step::failed(kErrorScore, {"UNEXPECTED ERROR!"});
    step.diagnostic = "java.lang.IndexOutOfBoundsException: a column ran out of jewels";
    return step;
  }

  // The visible board, cell r * N + c with row 0 at the bottom.
  std::vector<int> visible() {
    std::vector<int> board;
    for (int r = 0; r < n_; ++r) {
      for (int c = 0; c < n_; ++c) board.push_back(cell(r, c));
    }
    return board;
  }

  // One line per cell, row 0 first; colours are 1..10. Written through a
  // pointer into room made once: this runs for every cell of every turn.
  void append_grid(std::string& text) const {
    const std::size_t start = text.size();
    text.resize(start + board_.size() * 3);  // at most "10\n" a cell
    char* out = text.data() + start;
    for (const std::int8_t jewel : board_) {
      if (jewel >= 10) *out++ = static_cast<char>('0' + jewel / 10);
      *out++ = static_cast<char>('0' + jewel % 10);
      *out++ = '\n';
    }
    text.resize(static_cast<std::size_t>(out - text.data()));
  }

  // Whether N cells from `first`, `stride` apart, hold three equal in a row.
  // Without branches: most lines looked at hold none, and this decides that
  // faster than the run walk in score_line, whose branches mispredict.
  bool has_run(const std::int8_t* first, int stride) const {
    bool found = false;
    for (int i = 0; i + 2 < n_; ++i) {
      const std::int8_t a = first[i * stride], b = first[(i + 1) * stride],
                        c = first[(i + 2) * stride];
      found |= (a == b) & (b == c);
    }
    return found;
  }

  // Adds (L-2)^2 for each maximal run of length >= 3 along a line of cells and
  // marks them. get(i) reads the i-th cell of the line, mark(i) marks it.
  template <typename Get, typename Mark>
  long long score_line(Get get, Mark mark) {
    long long total = 0;
    int start = 0;
    for (int i = 1; i <= n_; ++i) {
      if (i < n_ && get(i) == get(start)) continue;
      const int len = i - start;
      if (len >= kMinRun) {
        total += static_cast<long long>(len - 2) * (len - 2);
        for (int k = start; k < i; ++k) mark(k);
      }
      start = i;
    }
    return total;
  }

  // Rows and columns that may hold a run.
  struct Lines {
    std::array<char, kMaxN> rows{};
    std::array<char, kMaxN> cols{};
  };

  Lines all_lines() const {
    Lines lines;
    std::fill(lines.rows.begin(), lines.rows.begin() + n_, 1);
    std::fill(lines.cols.begin(), lines.cols.begin() + n_, 1);
    return lines;
  }

  // Swap, then clear runs and let columns fall until nothing matches.
  // Returns (sum of run scores over all steps) * (number of steps). With
  // `frame`, records each cascade step: "rm" (cleared cells) and "ch" (cell,
  // colour pairs that changed once the columns had fallen).
  long long apply_move(int r1, int c1, int r2, int c2, nlohmann::json* frame = nullptr) {
    if (frame) (*frame)["steps"] = nlohmann::json::array();
    std::swap(cell(r1, c1), cell(r2, c2));
    // A settled board holds no run, so a new one passes through a changed cell.
    Lines changed;
    changed.rows[static_cast<std::size_t>(r1)] = changed.rows[static_cast<std::size_t>(r2)] = 1;
    changed.cols[static_cast<std::size_t>(c1)] = changed.cols[static_cast<std::size_t>(c2)] = 1;
    return settle(changed, frame);
  }

  // Clears the runs on `lines` and lets the columns fall, until nothing matches.
  long long settle(Lines lines, nlohmann::json* frame = nullptr) {
    long long move_score = 0;
    long long combo = 0;
    std::vector<char>& marked = marked_;
    marked.resize(board_.size());
    while (true) {
      std::fill(marked.begin(), marked.end(), 0);
      cleared_.clear();
      auto mark_at = [&](int r, int c) {
        auto& mark = marked[static_cast<std::size_t>(r * n_ + c)];
        if (!mark) mark = 1, cleared_.push_back(r * n_ + c);
      };
      for (int r = 0; r < n_; ++r) {
        if (!lines.rows[static_cast<std::size_t>(r)] || !has_run(&cell(r, 0), 1)) continue;
        move_score += score_line([&](int c) { return cell(r, c); }, [&](int c) { mark_at(r, c); });
      }
      for (int c = 0; c < n_; ++c) {
        if (!lines.cols[static_cast<std::size_t>(c)] || !has_run(&cell(0, c), n_)) continue;
        move_score += score_line([&](int r) { return cell(r, c); }, [&](int r) { mark_at(r, c); });
      }
      // What falls: every column with a cleared cell, from its lowest one up.
      lines = Lines{};
      int lowest = n_;
      for (const int at : cleared_) {
        board_[static_cast<std::size_t>(at)] = kRemoved;
        lines.cols[static_cast<std::size_t>(at % n_)] = 1;
        lowest = std::min(lowest, at / n_);
      }
      if (lowest == n_) break;
      std::fill(lines.rows.begin() + lowest, lines.rows.begin() + n_, 1);
      ++combo;
      std::vector<int> before;
      if (frame) before = visible();
      for (int c = 0; c < n_; ++c) {
        if (lines.cols[static_cast<std::size_t>(c)]) drop_removed(c);
      }
      if (broken_) return 0;
      if (frame) (*frame)["steps"].push_back(cascade_step(before, marked));
    }
    return move_score * combo;
  }

  nlohmann::json cascade_step(const std::vector<int>& before, const std::vector<char>& marked) {
    std::vector<int> removed, changed;
    const std::vector<int> after = visible();
    for (std::size_t i = 0; i < after.size(); ++i) {
      if (marked[i]) removed.push_back(static_cast<int>(i));
      if (after[i] != before[i]) changed.insert(changed.end(), {static_cast<int>(i), after[i]});
    }
    return {{"rm", removed}, {"ch", changed}};
  }

  // Removes the cleared jewels of column c from its list, keeping order; the
  // jewels above (visible and hidden) slide down.
  void drop_removed(int c) {
    int write = 0;
    for (int r = 0; r < n_; ++r) {
      if (cell(r, c) != kRemoved) cell(write++, c) = cell(r, c);
    }
    auto& refill = hidden_[static_cast<std::size_t>(c)];
    for (; write < n_; ++write) {
      if (refill.empty()) {
        broken_ = true;
        return;
      }
      cell(write, c) = refill.back();
      refill.pop_back();
    }
  }

  Sha1Prng rnd_;
  int n_ = 0;
  int colors_ = 0;
  std::vector<std::int8_t> board_;                // visible cell (r, c) at r * N + c
  std::vector<std::vector<std::int8_t>> hidden_;  // hidden_[c]: refill, next to fall last
  std::vector<char> marked_;                      // settle's scratch: cells cleared in this step,
  std::vector<int> cleared_;                      // as flags and as a list
  int moves_ = 0;
  long long score_ = 0;
  bool broken_ = false;
};

}  // namespace

GameInfo jewels_game() {
  GameInfo info;
  info.name = "jewels";
  info.official_name = "Jewels";
  info.time_limit_ms = 10000;
  info.normalization = Normalization::RelativeToMaxHundred;
  info.params = {{"N", "board size, 8..16"}, {"C", "number of colours, 5..10"}};
  info.create = [](const Seed& seed, const Params& params) -> std::unique_ptr<Game> {
    return std::make_unique<JewelsGame>(seed, params);
  };
  return info;
}

}  // namespace mm

// SquareRemover (TCO'14 Marathon Round 1 / MM 83): swap two adjacent cells; a
// 2x2 block of one colour vanishes and is refilled from a known buffer. The
// solution sends all 10000 moves at once; the tester then plays them.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "common/java_random.h"
#include "common/line_io.h"
#include "tester/games/registry.h"

namespace mm {
namespace {

constexpr int kMinColors = 4, kColorChoices = 3;  // colors in 4..6
constexpr int kMinN = 8, kNChoices = 9;           // N in 8..16
constexpr int kMaxN = kMinN + kNChoices - 1;
constexpr std::int32_t kStartSeedChoices = 2147483646;  // startSeed in 1..2^31-2
constexpr int kMoves = 10000;
constexpr int kAnswerLength = 3 * kMoves;
constexpr std::int64_t kBufferMod = 2147483647;  // 2^31 - 1
constexpr std::int64_t kBufferMul = 48271;
constexpr double kErrorScore = -1;
constexpr std::array<int, 4> kDr = {-1, 0, 1, 0}, kDc = {0, 1, 0, -1};  // up, right, down, left

constexpr int kBufferPreview = 12;  // upcoming buffer colours a replay can show after the last move
constexpr int kMaxWindows = (kMaxN - 1) * (kMaxN - 1);

class SquareRemoverGame final : public Game {
 public:
  explicit SquareRemoverGame(const Seed& seed) {
    Sha1Prng rnd(seed.value);
    colors_ = rnd.next_int(kColorChoices) + kMinColors;
    n_ = rnd.next_int(kNChoices) + kMinN;
    start_seed_ = rnd.next_int(kStartSeedChoices) + 1;
    board_.resize(static_cast<std::size_t>(n_ * n_));
    for (auto& v : board_) v = static_cast<std::int8_t>(rnd.next_int(colors_));
    answer_.reserve(kAnswerLength);
  }

  Step start() override {
    if (auto* log = replay()) log->setup = {{"n", n_}, {"colors", colors_}, {"grid", board_}};
    std::vector<std::string> lines = {std::to_string(colors_), std::to_string(n_)};
    for (int r = 0; r < n_; ++r) {
      std::string row;
      for (int c = 0; c < n_; ++c) row.push_back(static_cast<char>('0' + cell(r, c)));
      lines.push_back(std::move(row));
    }
    lines.push_back(std::to_string(start_seed_));
    return Step::await(std::move(lines));
  }

  Step on_reply(std::string_view line) override {
    const auto value = java_parse_int(line);
    if (!value) return read_error();
    answer_.push_back(*value);
    if (static_cast<int>(answer_.size()) < kAnswerLength) return Step::await({});
    return play();
  }

  Step on_eof(bool /*process_alive*/) override { return read_error(); }
  double error_score() const override { return kErrorScore; }
  std::vector<std::pair<std::string, long long>> case_params() const override {
    return {{"colors", colors_}, {"N", n_}, {"startSeed", start_seed_}};
  }

 private:
  std::int8_t& cell(int r, int c) { return board_[static_cast<std::size_t>(r * n_ + c)]; }
  std::int8_t cell(int r, int c) const { return board_[static_cast<std::size_t>(r * n_ + c)]; }
  bool inside(int r, int c) const { return r >= 0 && r < n_ && c >= 0 && c < n_; }

  Step read_error() const {
    return Step::failed(kErrorScore,
                        {"ERROR: Unable to read element " + std::to_string(answer_.size()) +
                         " (0-based) of your solution's return value."});
  }

  // Plays the whole answer, as the tester does once it has read all of it.
  Step play() {
    ReplayLog* log = replay();
    Step step = play_moves(log);
    if (log) log->setup["buf"] = buffer_text(4 * score_ + kBufferPreview);
    return step;
  }

  Step play_moves(ReplayLog* log) {
    buffer_x_ = start_seed_;
    candidates_.fill(0);
    for (int w = 0; w < (n_ - 1) * (n_ - 1); ++w) mark_window(w);
    std::vector<int> squares;
    remove_squares(log ? &squares : nullptr);
    if (log) log->setup["q0"] = squares;
    for (int i = 0; i < kMoves; ++i) {
      const int r = answer_[static_cast<std::size_t>(3 * i)];
      const int c = answer_[static_cast<std::size_t>(3 * i + 1)];
      const int dir = answer_[static_cast<std::size_t>(3 * i + 2)];
      const std::string move = "ERROR: In move " + std::to_string(i) + " (0-based), the ";
      if (!inside(r, c)) {
        return Step::failed(kErrorScore,
                            {move + "cell chosen by your solution is outside the board: row = " +
                             std::to_string(r) + ", col = " + std::to_string(c) + "."});
      }
      // The tester indexes its direction table with the raw value.
      if (dir < 0 || dir >= 4) {
        return Step::failed(
            kErrorScore, {"ERROR: Index " + std::to_string(dir) + " out of bounds for length 4"});
      }
      const int r2 = r + kDr[static_cast<std::size_t>(dir)],
                c2 = c + kDc[static_cast<std::size_t>(dir)];
      if (!inside(r2, c2)) {
        return Step::failed(
            kErrorScore,
            {move + "direction chosen by your solution points to a cell outside the board: row = " +
             std::to_string(r2) + ", col = " + std::to_string(c2) + "."});
      }
      std::swap(cell(r, c), cell(r2, c2));
      mark_cell(r, c);
      mark_cell(r2, c2);
      squares.clear();
      remove_squares(log ? &squares : nullptr);
      if (log) log->frames.push_back({{"m", {r, c, dir}}, {"q", squares}, {"s", score_}});
    }
    return Step::finished(static_cast<double>(score_));
  }

  // The first `count` buffer colours as digits: the replay refills squares from it.
  std::string buffer_text(long long count) const {
    std::string text;
    std::int64_t x = start_seed_;
    for (long long i = 0; i < count; ++i) {
      text.push_back(static_cast<char>('0' + x % colors_));
      x = x * kBufferMul % kBufferMod;
    }
    return text;
  }

  int next_color() {
    const int color = static_cast<int>(buffer_x_ % colors_);
    buffer_x_ = buffer_x_ * kBufferMul % kBufferMod;
    return color;
  }

  // Window w = i*(N-1)+j is the 2x2 block with top-left cell (i, j); its index
  // order is the tester's scan order (rows top to bottom, then columns).
  void mark_window(int w) {
    candidates_[static_cast<std::size_t>(w >> 6)] |= std::uint64_t{1} << (w & 63);
  }
  void mark_cell(int r, int c) {
    for (int i = r - 1; i <= r; ++i) {
      for (int j = c - 1; j <= c; ++j) {
        if (i >= 0 && j >= 0 && i < n_ - 1 && j < n_ - 1) mark_window(i * (n_ - 1) + j);
      }
    }
  }
  bool monochrome(int i, int j) const {
    const int v = cell(i, j);
    return cell(i, j + 1) == v && cell(i + 1, j) == v && cell(i + 1, j + 1) == v;
  }

  // The tester's loop: take the first one-colour 2x2 block in scan order,
  // refill it TL, TR, BL, BR from the buffer, rescan from the top. Only marked
  // windows can be monochrome (every other one was checked and has not changed
  // since), so the lowest monochrome marked window is the tester's first.
  void remove_squares(std::vector<int>* removed = nullptr) {
    std::size_t word = 0;
    while (word < candidates_.size()) {
      std::uint64_t& bits = candidates_[word];
      if (bits == 0) {
        ++word;
        continue;
      }
      const int w = static_cast<int>(word * 64) + __builtin_ctzll(bits);
      bits &= bits - 1;
      const int i = w / (n_ - 1), j = w % (n_ - 1);
      if (!monochrome(i, j)) continue;
      ++score_;
      if (removed) removed->push_back(w);
      cell(i, j) = static_cast<std::int8_t>(next_color());
      cell(i, j + 1) = static_cast<std::int8_t>(next_color());
      cell(i + 1, j) = static_cast<std::int8_t>(next_color());
      cell(i + 1, j + 1) = static_cast<std::int8_t>(next_color());
      mark_cell(i, j), mark_cell(i, j + 1), mark_cell(i + 1, j), mark_cell(i + 1, j + 1);
      word = 0;
    }
  }

  int colors_ = 0;
  int n_ = 0;
  std::int32_t start_seed_ = 0;
  std::vector<std::int8_t> board_;
  std::vector<std::int32_t> answer_;
  std::int64_t buffer_x_ = 0;
  std::array<std::uint64_t, (kMaxWindows + 63) / 64> candidates_{};
  long long score_ = 0;
};

}  // namespace

GameInfo square_remover_game() {
  GameInfo info;
  info.name = "square_remover";
  info.official_name = "SquareRemover";
  info.upload = Upload::ClassFile;
  info.time_limit_ms = 30000;
  info.integer_score = true;
  info.score_prefix = "Score  = ";
  info.normalization = Normalization::RelativeToBestMillion;
  info.create = [](const Seed& seed, const Params&) -> std::unique_ptr<Game> {
    return std::make_unique<SquareRemoverGame>(seed);
  };
  return info;
}

}  // namespace mm

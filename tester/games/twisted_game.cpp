// TwistedGame (TCO'12 Marathon Round 2): lay square tiles, each wiring its eight
// border contacts in four pairs, next to the two chains that start between the
// first two tiles; the score is the longer chain.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "common/java_random.h"
#include "common/line_io.h"
#include "tester/games/registry.h"

namespace mm {
namespace {

constexpr int kContacts = 8;
constexpr int kSides = 4;
constexpr int kDefaultTiles = 10000;
constexpr int kNoPlace = -1;  // a looped chain's entries in the valid placements
constexpr std::array<int, kSides> kDr = {-1, 0, 1, 0},
                                  kDc = {0, 1, 0, -1};  // up, right, down, left

using Tile = std::array<int, kContacts>;  // a permutation; (t0,t1), (t2,t3), ... are wired

// The seed is compared as text, so "01" is a 10000-tile case.
int tiles_for_seed(const std::string& text) {
  if (text == "1") return 10;
  if (text == "2") return 100;
  if (text == "3") return 1000;
  return kDefaultTiles;
}

// The contact across the border: 0<->5, 1<->4, 2<->7, 3<->6.
int matching_contact(int c) {
  return (c < 2 || c == 4 || c == 5) ? 5 - c : 9 - c;
}

std::string tile_digits(const Tile& tile) {
  std::string digits;
  for (int contact : tile) digits.push_back(static_cast<char>('0' + contact));
  return digits;
}

std::string tile_line(const Tile& tile) {
  std::string line;
  for (int i = 0; i < kContacts; ++i) {
    if (i) line += ' ';
    line += std::to_string(tile[static_cast<std::size_t>(i)]);
  }
  return line;
}

// Java int arithmetic for row * width + col (wraps instead of overflowing).
std::int32_t java_place(std::int32_t row, std::int32_t col, std::int32_t width) {
  const auto wide = static_cast<std::uint32_t>(row) * static_cast<std::uint32_t>(width) +
                    static_cast<std::uint32_t>(col);
  return static_cast<std::int32_t>(wide);
}

class TwistedGame final : public Game {
 public:
  TwistedGame(const Seed& seed, const Params&) : rnd_(seed.value) {
    n_tiles_ = tiles_for_seed(seed.text);
    width_ = 2 * n_tiles_ + 1;
    first_place_ = n_tiles_ * width_ + n_tiles_;
    board_[first_place_] = draw_tile();  // tile 0, unrotated
    for (int d = 0; d < kSides; ++d)
      valid_[static_cast<std::size_t>(d)] = first_place_ + kDr[d] * width_ + kDc[d];
  }

  Step start() override {
    std::vector<std::string> lines = {std::to_string(n_tiles_), tile_line(board_.at(first_place_))};
    current_ = draw_tile();
    lines.push_back(tile_line(current_));
    if (auto* log = replay())
      log->setup = {{"tiles", n_tiles_}, {"first", tile_digits(board_.at(first_place_))}};
    return Step::await(std::move(lines));
  }

  Step on_reply(std::string_view line) override {
    if (line == "GIVE UP") return ending(StepKind::Finished, "You gave up.");
    const auto tokens = java_split(line);
    std::array<std::int32_t, 3> v{};
    bool ok = tokens.size() == v.size();
    for (std::size_t i = 0; ok && i < v.size(); ++i) {
      const auto parsed = java_parse_int(tokens[i]);
      if (!parsed)
        ok = false;
      else
        v[i] = *parsed;
    }
    if (!ok) return ending(StepKind::Failed, "Your return must be formatted as \"ROW COL ROT\".");
    const std::int32_t rot = v[2];
    if (rot < 0 || rot > 3)
      return ending(StepKind::Failed, "ROT must be between 0 and 3, inclusive.");
    const std::int32_t place = java_place(v[0], v[1], width_);
    if (board_.count(place)) return ending(StepKind::Failed, "Placed tiles must not overlap.");
    int side = -1;
    for (int i = 0; i < kSides && side < 0; ++i) {
      if (valid_[static_cast<std::size_t>(i)] == place) side = i;
    }
    if (side < 0) return ending(StepKind::Failed, "Invalid tile position.");

    const Tile rotated = rotate(current_, rot);
    board_[place] = rotated;
    std::vector<int> wires;
    wire_log_ = replay() ? &wires : nullptr;
    if (tile_index_ == 1) {
      for (int j = 0; j < 2; ++j)
        chains_[static_cast<std::size_t>(j)] = make_chain(j, first_place_, 2 * side + j);
    } else {
      for (int i = 0; i < 4; ++i) extend(chains_[static_cast<std::size_t>(i / 2)], i / 2, i % 2);
    }
    if (auto* log = replay()) {
      const auto [dr, dc] = offset(place);
      log->frames.push_back({{"p", {dr, dc}},
                             {"tile", tile_digits(rotated)},
                             {"w", wires},
                             {"len", {chains_[0].length, chains_[1].length}},
                             {"s", tile_index_ >= 1 ? best_length() : 0}});
    }
    for (int i = 0; i < 4; ++i) {
      const Chain& chain = chains_[static_cast<std::size_t>(i / 2)];
      valid_[static_cast<std::size_t>(i)] =
          chain.looped ? kNoPlace : chain.ends[static_cast<std::size_t>(i % 2)].place;
    }

    ++tile_index_;
    if (tile_index_ >= n_tiles_) return ending(StepKind::Finished, "");
    if (chains_[0].looped && chains_[1].looped) {
      return ending(
          StepKind::Finished,
          "No possible moves for tile index = " + std::to_string(tile_index_) + " (0-based).",
          false);
    }
    current_ = draw_tile();
    return Step::await({tile_line(current_)});
  }

  // readLine() returned null and the tester's line.equals(...) threw.
  Step on_eof(bool) override {
    Step step = Step::failed(0, {});
    step.diagnostic = "An exception occurred while trying to get your program's results.";
    return step;
  }

  double error_score() const override { return tile_index_ <= 1 ? 0 : best_length(); }

  std::vector<std::pair<std::string, long long>> case_params() const override {
    return {{"nTiles", n_tiles_}};
  }

  // The tile in hand as each ROT turns it, the open places (row, column from
  // tile 0) and the ROW COL of tile 0, to which the offsets are added.
  nlohmann::json manual_view() const override {
    nlohmann::json rotations = nlohmann::json::array(), places = nlohmann::json::array();
    for (int rot = 0; rot < 4; ++rot) rotations.push_back(tile_digits(rotate(current_, rot)));
    for (const std::int32_t place : valid_) {
      if (place == kNoPlace || board_.count(place)) continue;
      const auto [dr, dc] = offset(place);
      const nlohmann::json entry = {dr, dc};
      if (std::find(places.begin(), places.end(), entry) == places.end()) places.push_back(entry);
    }
    return {{"rotations", rotations}, {"places", places}, {"origin", {n_tiles_, n_tiles_}}};
  }

 private:
  struct End {
    std::int32_t place = 0;
    int contact = 0;
  };
  struct Chain {
    std::array<End, 2> ends;
    long long length = 0;
    bool looped = false;
  };

  // ROT turns a tile by 90 degrees clockwise per step: each contact moves two places.
  static Tile rotate(const Tile& tile, int rot) {
    Tile rotated;
    for (int i = 0; i < kContacts; ++i) {
      rotated[static_cast<std::size_t>(i)] =
          (tile[static_cast<std::size_t>(i)] + 2 * rot) % kContacts;
    }
    return rotated;
  }

  Tile draw_tile() {
    Tile p;
    for (int i = 0; i < kContacts; ++i) p[static_cast<std::size_t>(i)] = i;
    for (int i = 0; i < kContacts - 1; ++i) {
      const int j = rnd_.next_int(kContacts - i) + i;
      std::swap(p[static_cast<std::size_t>(i)], p[static_cast<std::size_t>(j)]);
    }
    return p;
  }

  std::int32_t neighbour(std::int32_t place, int direction) const {
    return place + kDr[direction] * width_ + kDc[direction];
  }

  Chain make_chain(int id, std::int32_t place, int contact) {
    Chain chain;
    chain.ends[0] = {place, contact};
    chain.ends[1] = {neighbour(place, contact / 2), matching_contact(contact)};
    extend(chain, id, 0);
    extend(chain, id, 1);
    return chain;
  }

  // Row and column of a place relative to tile 0 (columns never reach width/2).
  std::pair<int, int> offset(std::int32_t place) const {
    const long long delta = static_cast<long long>(place) - first_place_;
    const long long half = width_ / 2;
    const long long dr = (delta + (delta >= 0 ? half : -half)) / width_;
    return {static_cast<int>(dr), static_cast<int>(delta - dr * width_)};
  }

  // Follows chain `id` from one end through every tile already laid there.
  void extend(Chain& chain, int id, int which) {
    if (chain.looped) return;
    End& end = chain.ends[static_cast<std::size_t>(which)];
    const End& other = chain.ends[static_cast<std::size_t>(1 - which)];
    for (auto it = board_.find(end.place); it != board_.end(); it = board_.find(end.place)) {
      const Tile& tile = it->second;
      int pos = 0;
      while (tile[static_cast<std::size_t>(pos)] != end.contact) ++pos;
      end.contact = tile[static_cast<std::size_t>(pos ^ 1)];
      ++chain.length;
      if (wire_log_) {
        const auto [dr, dc] = offset(end.place);
        wire_log_->insert(wire_log_->end(),
                          {id, dr, dc, tile[static_cast<std::size_t>(pos)], end.contact});
      }
      if (end.place == other.place && end.contact == other.contact) {
        chain.looped = true;
        return;
      }
      end.place = neighbour(end.place, end.contact / 2);
      end.contact = matching_contact(end.contact);
    }
  }

  long long best_length() const { return std::max(chains_[0].length, chains_[1].length); }

  // Every ending prints its message (if any) with the tile index, then, from
  // tile 2 on, both chain lengths. The score is 0 while only tile 0 is down.
  Step ending(StepKind kind, const std::string& message, bool add_index = true) const {
    std::vector<std::string> messages;
    if (!message.empty()) {
      messages.push_back(add_index ? message + " Tile index = " + std::to_string(tile_index_) +
                                         " (0-based)."
                                   : message);
    }
    double score = 0;
    if (tile_index_ >= 2) {
      messages.push_back("Chain 0 = " + std::to_string(chains_[0].length));
      messages.push_back("Chain 1 = " + std::to_string(chains_[1].length));
      score = static_cast<double>(best_length());
    }
    if (kind == StepKind::Finished) return Step::finished(score, {}, std::move(messages));
    return Step::failed(score, std::move(messages));
  }

  Sha1Prng rnd_;
  int n_tiles_ = 0;
  std::int32_t width_ = 0;
  std::int32_t first_place_ = 0;
  std::unordered_map<std::int32_t, Tile> board_;  // places are not range-checked, so no array
  std::array<std::int32_t, kSides> valid_{};
  std::array<Chain, 2> chains_{};
  Tile current_{};
  int tile_index_ = 1;                    // the tile the solution is placing now
  std::vector<int>* wire_log_ = nullptr;  // while recording: wires the chains just took in
};

}  // namespace

GameInfo twisted_game_game() {
  GameInfo info;
  info.name = "twisted_game";
  info.official_name = "TwistedGame";
  info.upload = Upload::ClassFile;
  info.time_limit_ms = 10000;
  info.normalization = Normalization::RawAverage;
  // A chain takes each of a tile's four wires at most once: at most 4 x nTiles.
  info.max_raw_score = 4.0 * kDefaultTiles;
  info.create = [](const Seed& seed, const Params& params) -> std::unique_ptr<Game> {
    return std::make_unique<TwistedGame>(seed, params);
  };
  return info;
}

}  // namespace mm

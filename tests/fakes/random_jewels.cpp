// A valid Jewels player that plays at random, for testing verdicts against
// chance: two salts of it are equally good players whose scores still differ
// seed by seed. Usage: random_jewels SALT. Each move swaps the first of a few
// random pairs that makes a line, or a random pair if none does; the draws
// depend on the salt and the first board, so a run repeats exactly.
#include <cstdint>
#include <cstdlib>
#include <random>
#include <utility>

#include "tests/fakes/jewels_board.h"

namespace {

constexpr int kTries = 30;  // random pairs looked at before a move is made blind

std::uint64_t board_hash(const fake::Board& board) {
  std::uint64_t hash = 1469598103934665603ULL;  // FNV-1a
  for (const int v : board.cells) hash = (hash ^ static_cast<std::uint64_t>(v)) * 1099511628211ULL;
  return hash;
}

}  // namespace

int main(int argc, char** argv) {
  const std::uint64_t salt = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 0;
  std::mt19937_64 rng;
  const bool played = fake::play_jewels([&](fake::Board& board, int move) {
    if (move == 0) rng.seed(salt * 0x9E3779B97F4A7C15ULL ^ board_hash(board));
    std::uniform_int_distribution<int> cell(0, board.n * board.n - 1);
    std::pair<int, int> pair{0, 1};
    for (int i = 0; i < kTries; ++i) {
      const int first = cell(rng), second = cell(rng);
      if (first == second) continue;
      pair = {first, second};
      if (fake::swap_scores(board, first, second)) break;
    }
    return pair;
  });
  return played ? 0 : 1;
}

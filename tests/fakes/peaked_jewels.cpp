// A deterministic, valid Jewels player whose score peaks at a known parameter,
// for testing the tuner: it reads TOY_X (an integer, default 0), makes
// K = max(0, 1000 - 70 * |TOY_X - 13|) scoring swaps and then harmless ones,
// so its score grows as TOY_X approaches 13.
#include <cstdlib>
#include <utility>

#include "tests/fakes/jewels_board.h"

namespace {

using fake::Board;

constexpr int kPeak = 13;

// The first pair of distinct cells, in scan order, whose swap makes (or, with
// want_score false, does not make) a line; (0, 1) if there is none.
std::pair<int, int> first_swap(Board& b, bool want_score) {
  const int cells = b.n * b.n;
  for (int first = 0; first < cells; ++first) {
    for (int second = first + 1; second < cells; ++second) {
      if (fake::swap_scores(b, first, second) == want_score) return {first, second};
    }
  }
  return {0, 1};
}

// Two distinct cells of the same colour: swapping them changes nothing.
std::pair<int, int> harmless_swap(Board& b) {
  const int cells = b.n * b.n;
  for (int first = 0; first < cells; ++first) {
    for (int second = first + 1; second < cells; ++second) {
      if (b.cells[static_cast<std::size_t>(first)] == b.cells[static_cast<std::size_t>(second)])
        return {first, second};
    }
  }
  return first_swap(b, false);
}

int scoring_moves() {
  const char* text = std::getenv("TOY_X");
  const int x = text ? std::atoi(text) : 0;
  return std::max(0, fake::kJewelsMoves - 70 * std::abs(x - kPeak));
}

}  // namespace

int main() {
  const int scoring = scoring_moves();
  const bool played = fake::play_jewels([&](Board& board, int move) {
    return move < scoring ? first_swap(board, true) : harmless_swap(board);
  });
  return played ? 0 : 1;
}

// A deterministic, valid Jewels player whose score peaks at a known parameter,
// for testing the tuner: it reads TOY_X (an integer, default 0), makes
// K = max(0, 1000 - 70 * |TOY_X - 13|) scoring swaps and then harmless ones,
// so its score grows as TOY_X approaches 13.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <utility>
#include <vector>

namespace {

constexpr int kMoves = 1000;
constexpr int kPeak = 13;

struct Board {
  int n = 0;
  std::vector<int> cells;  // row-major, row 0 at the bottom, as the tester sends it
  int& at(int r, int c) { return cells[static_cast<std::size_t>(r * n + c)]; }
};

bool read_cells(Board& board) {
  for (int& v : board.cells) {
    if (!(std::cin >> v)) return false;
  }
  return true;
}

// Length of the longest line of equal jewels through (r, c), across or up.
int line_through(Board& b, int r, int c) {
  const int v = b.at(r, c);
  int across = 1, up = 1;
  for (int x = c - 1; x >= 0 && b.at(r, x) == v; --x) ++across;
  for (int x = c + 1; x < b.n && b.at(r, x) == v; ++x) ++across;
  for (int y = r - 1; y >= 0 && b.at(y, c) == v; --y) ++up;
  for (int y = r + 1; y < b.n && b.at(y, c) == v; ++y) ++up;
  return std::max(across, up);
}

// The board the tester sends has no line, so a swap makes one only through the
// two cells it touches.
bool swap_scores(Board& b, int first, int second) {
  std::swap(b.cells[static_cast<std::size_t>(first)], b.cells[static_cast<std::size_t>(second)]);
  const bool scores = line_through(b, first / b.n, first % b.n) >= 3 ||
                      line_through(b, second / b.n, second % b.n) >= 3;
  std::swap(b.cells[static_cast<std::size_t>(first)], b.cells[static_cast<std::size_t>(second)]);
  return scores;
}

// The first pair of distinct cells, in scan order, whose swap makes (or, with
// want_score false, does not make) a line; (0, 1) if there is none.
std::pair<int, int> first_swap(Board& b, bool want_score) {
  const int cells = b.n * b.n;
  for (int first = 0; first < cells; ++first) {
    for (int second = first + 1; second < cells; ++second) {
      if (swap_scores(b, first, second) == want_score) return {first, second};
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
  return std::max(0, kMoves - 70 * std::abs(x - kPeak));
}

}  // namespace

int main() {
  Board board;
  int colours = 0;
  if (!(std::cin >> board.n >> colours)) return 1;
  board.cells.assign(static_cast<std::size_t>(board.n * board.n), 0);
  if (!read_cells(board)) return 1;
  const int scoring = scoring_moves();
  for (int move = 0; move < kMoves; ++move) {
    const auto [first, second] = move < scoring ? first_swap(board, true) : harmless_swap(board);
    std::cout << first / board.n << ' ' << first % board.n << ' ' << second / board.n << ' '
              << second % board.n << std::endl;
    long long elapsed_ms = 0;
    if (!read_cells(board) || !(std::cin >> elapsed_ms)) return 1;
  }
}

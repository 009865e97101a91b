// What the fake Jewels players share: the board as the tester sends it, and
// whether a swap makes a line.
#pragma once

#include <algorithm>
#include <iostream>
#include <utility>
#include <vector>

namespace fake {

constexpr int kJewelsMoves = 1000;

struct Board {
  int n = 0;
  std::vector<int> cells;  // row-major, row 0 at the bottom, as the tester sends it
  int& at(int r, int c) { return cells[static_cast<std::size_t>(r * n + c)]; }
};

inline bool read_cells(Board& board) {
  for (int& v : board.cells) {
    if (!(std::cin >> v)) return false;
  }
  return true;
}

// Length of the longest line of equal jewels through (r, c), across or up.
inline int line_through(Board& b, int r, int c) {
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
inline bool swap_scores(Board& b, int first, int second) {
  std::swap(b.cells[static_cast<std::size_t>(first)], b.cells[static_cast<std::size_t>(second)]);
  const bool scores = line_through(b, first / b.n, first % b.n) >= 3 ||
                      line_through(b, second / b.n, second % b.n) >= 3;
  std::swap(b.cells[static_cast<std::size_t>(first)], b.cells[static_cast<std::size_t>(second)]);
  return scores;
}

// Plays kJewelsMoves moves, each chosen by `choose` from the board, and reads the
// board after each; false if the tester's input ended early.
template <typename Choose>
bool play_jewels(Choose choose) {
  Board board;
  int colours = 0;
  if (!(std::cin >> board.n >> colours)) return false;
  board.cells.assign(static_cast<std::size_t>(board.n * board.n), 0);
  if (!read_cells(board)) return false;
  for (int move = 0; move < kJewelsMoves; ++move) {
    const auto [first, second] = choose(board, move);
    std::cout << first / board.n << ' ' << first % board.n << ' ' << second / board.n << ' '
              << second % board.n << std::endl;
    long long elapsed_ms = 0;
    if (!read_cells(board) || !(std::cin >> elapsed_ms)) return false;
  }
  return true;
}

}  // namespace fake

// Finds Jewels cascade layouts for the submission's template table
// (kTemplates in submissions/jewels.cpp) by simulated annealing.
//
// A layout gives a colour to every cell but the top `free_rows` rows (left
// empty: the refills there are unknown) and names one swap. Its value is what
// that swap scores when only the layout's own jewels take part: cleared cells
// are refilled with "unknown" jewels that never match. The layout must hold no
// run of three before the swap. Annealing moves: recolour a cell, swap two
// cells, or pick another trigger swap.
//
// Usage: jewels_layouts N COLOURS SECONDS RNG_SEED [FREE_ROWS] [T_START] [T_END]
// Prints one kTemplates entry (rows bottom first) to stdout, the value to stderr.
// The table in the submission came from runs of 8 + 6 (N - 8) seconds per size
// for N = 12..16, C = 8..10, two free rows, T_START = 25 N^2 / 64, T_END = 1.
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <utility>

namespace {

constexpr int kMaxN = 16;
constexpr int kMinRun = 3;
constexpr int kUnknown = 0;           // a refill or a free cell: never part of a run
constexpr int kTriggerMoveShare = 1;  // of kMoveKinds: pick another trigger swap
constexpr int kSwapMoveShare = 6;     // of kMoveKinds: swap two cells (the rest recolour)
constexpr int kMoveKinds = 20;
constexpr int kClockCheckEvery = 256;

using Board = std::array<std::int8_t, kMaxN * kMaxN>;  // cell r * n + c, row 0 at the bottom

int n = 0;
int colours = 0;

// Adds (L-2)^2 for every run of >= 3 along one line and marks its cells.
long long score_line(const Board& b, int first, int stride, std::array<bool, kMaxN * kMaxN>& mark) {
  long long total = 0;
  int start = 0;
  for (int i = 1; i <= n; ++i) {
    const int colour = b[static_cast<std::size_t>(first + start * stride)];
    if (i < n && b[static_cast<std::size_t>(first + i * stride)] == colour) continue;
    const int length = i - start;
    if (colour != kUnknown && length >= kMinRun) {
      total += static_cast<long long>(length - 2) * (length - 2);
      for (int k = start; k < i; ++k) mark[static_cast<std::size_t>(first + k * stride)] = true;
    }
    start = i;
  }
  return total;
}

// The trigger swap's score: (sum of run scores) * (cascade steps).
long long cascade_value(Board b, int p, int q) {
  std::swap(b[static_cast<std::size_t>(p)], b[static_cast<std::size_t>(q)]);
  long long sum = 0;
  int steps = 0;
  while (true) {
    std::array<bool, kMaxN * kMaxN> mark{};
    long long step = 0;
    for (int r = 0; r < n; ++r) step += score_line(b, r * n, 1, mark);
    for (int c = 0; c < n; ++c) step += score_line(b, c, n, mark);
    if (step == 0) break;
    sum += step;
    ++steps;
    for (int c = 0; c < n; ++c) {  // columns fall; unknown jewels come in on top
      int write = 0;
      for (int r = 0; r < n; ++r) {
        if (!mark[static_cast<std::size_t>(r * n + c)])
          b[static_cast<std::size_t>(write++ * n + c)] = b[static_cast<std::size_t>(r * n + c)];
      }
      while (write < n) b[static_cast<std::size_t>(write++ * n + c)] = kUnknown;
    }
  }
  return sum * steps;
}

// True if the jewel at `cell` is in no run of three (the layout must be quiet).
bool quiet_at(const Board& b, int cell) {
  const int r = cell / n, c = cell % n, colour = b[static_cast<std::size_t>(cell)];
  if (colour == kUnknown) return true;
  auto run = [&](int dr, int dc) {
    int length = 1;
    for (int sign : {-1, 1}) {
      for (int rr = r + sign * dr, cc = c + sign * dc;
           rr >= 0 && rr < n && cc >= 0 && cc < n &&
           b[static_cast<std::size_t>(rr * n + cc)] == colour;
           rr += sign * dr, cc += sign * dc)
        ++length;
    }
    return length;
  };
  return run(0, 1) < kMinRun && run(1, 0) < kMinRun;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 5) {
    std::fprintf(stderr, "usage: %s N COLOURS SECONDS RNG_SEED [FREE_ROWS] [T_START] [T_END]\n",
                 argv[0]);
    return 2;
  }
  n = std::atoi(argv[1]);
  colours = std::atoi(argv[2]);
  const double seconds = std::atof(argv[3]);
  std::mt19937 rng(static_cast<unsigned>(std::atoi(argv[4])));
  const int free_rows = argc > 5 ? std::atoi(argv[5]) : 2;
  const double t_start = argc > 6 ? std::atof(argv[6]) : 25.0 * n * n / 64;
  const double t_end = argc > 7 ? std::atof(argv[7]) : 1.0;
  if (n < 4 || n > kMaxN || colours < 2 || colours > 10 || free_rows < 0 || free_rows >= n) {
    std::fprintf(stderr, "N must be 4..16, COLOURS 2..10, FREE_ROWS below N\n");
    return 2;
  }
  const int filled = (n - free_rows) * n;  // cells 0..filled-1 carry the layout
  auto random_cell = [&] { return static_cast<int>(rng() % static_cast<unsigned>(filled)); };
  auto random_colour = [&] {
    return static_cast<std::int8_t>(rng() % static_cast<unsigned>(colours) + 1);
  };
  std::uniform_real_distribution<double> unit(0, 1);

  Board board{};
  for (int i = 0; i < filled; ++i) {
    do board[static_cast<std::size_t>(i)] = random_colour();
    while (!quiet_at(board, i));
  }
  int p = 0, q = 1;
  long long current = cascade_value(board, p, q), best = current;
  Board best_board = board;
  int best_p = p, best_q = q;
  auto accept = [&](long long value, double temperature) {
    return value >= current ||
           unit(rng) < std::exp(static_cast<double>(value - current) / temperature);
  };

  const auto start = std::chrono::steady_clock::now();
  double progress = 0;
  for (long long iteration = 0;; ++iteration) {
    if (iteration % kClockCheckEvery == 0) {
      progress =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() / seconds;
      if (progress >= 1) break;
    }
    const double temperature = t_start * std::pow(t_end / t_start, progress);
    const auto kind = static_cast<int>(rng() % kMoveKinds);
    if (kind < kTriggerMoveShare) {
      const int np = random_cell(), nq = random_cell();
      if (np == nq) continue;
      const long long value = cascade_value(board, np, nq);
      if (accept(value, temperature)) current = value, p = np, q = nq;
    } else if (kind < kTriggerMoveShare + kSwapMoveShare) {
      const auto i = static_cast<std::size_t>(random_cell()),
                 j = static_cast<std::size_t>(random_cell());
      if (board[i] == board[j]) continue;
      std::swap(board[i], board[j]);
      const long long value =
          quiet_at(board, static_cast<int>(i)) && quiet_at(board, static_cast<int>(j))
              ? cascade_value(board, p, q)
              : -1;
      if (value >= 0 && accept(value, temperature))
        current = value;
      else
        std::swap(board[i], board[j]);
    } else {
      const auto i = static_cast<std::size_t>(random_cell());
      const std::int8_t old = board[i];
      board[i] = random_colour();
      if (board[i] == old) continue;
      const long long value =
          quiet_at(board, static_cast<int>(i)) ? cascade_value(board, p, q) : -1;
      if (value >= 0 && accept(value, temperature))
        current = value;
      else
        board[i] = old;
    }
    if (current > best) best = current, best_board = board, best_p = p, best_q = q;
  }

  std::fprintf(stderr, "N=%d C=%d value %lld\n", n, colours, best);
  std::printf("    {%d, %d, %d, %d,\n", n, colours, best_p, best_q);
  for (int r = 0; r < n; ++r) {
    std::printf("     \"");
    for (int c = 0; c < n; ++c)
      std::printf("%c", "0123456789a"[best_board[static_cast<std::size_t>(r * n + c)]]);
    std::printf("\"%s\n", r == n - 1 ? "}," : "");
  }
  return 0;
}

// Build moves of the Jewels submission's template plans, without the noise of
// whole games: on random quiet boards of one class, the plan is chosen the way
// a cycle chooses it (every layout mapped with one recolouring round, the best
// few refined with ROUNDS rounds, the best rate kept) and its build is played
// out with the submission's own build_move until nothing is left to fix. Build
// swaps score nothing, so no refill is involved and the count is exact.
//
//   cmake --build build --target jewels_build_bench
//   build/jewels_build_bench N C BOARDS ROUNDS...
//
// Prints per ROUNDS: the mean build moves of the chosen plan (and the share
// that fixed two cells at once), its designed cells (and the share already
// right), its layout's sampled worth per (build moves + 2) (polish and fire),
// and the planning CPU.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <iostream>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace jewels_submission {
#include "../submissions/jewels.cpp"
}  // namespace jewels_submission

namespace {

using jewels_submission::Board;
using jewels_submission::kTemplates;
using jewels_submission::Plan;
using jewels_submission::TemplateSpec;

constexpr double kFireAndPolishMoves = 2;

// A board of `colours` random jewels with no line on it (jewels in lines are
// drawn again), as the game hands out after a settled move.
Board random_quiet_board(int n, int colours, std::mt19937& rng) {
  Board board;
  board.n = n;
  auto draw = [&] { return static_cast<std::int8_t>(1 + rng() % static_cast<unsigned>(colours)); };
  for (int i = 0; i < n * n; ++i) board.cells[i] = draw();
  for (std::array<std::uint32_t, jewels_submission::kMaxN> marks{}; board.mark_runs(marks);
       marks.fill(0)) {
    for (int c = 0; c < n; ++c) {
      for (int r = 0; r < n; ++r)
        if (marks[c] >> r & 1u) board.cells[r * n + c] = draw();
    }
  }
  return board;
}

struct Build {
  int moves = 0;
  int two_cell_moves = 0;       // moves that fixed two cells at once
  int designed = 0, right = 0;  // designed cells, and those right before the build
};

// The submission's build of `plan` on `board`, played to the end.
Build build(Board board, const Plan& plan) {
  Build out;
  for (int i = 0; i < board.n * board.n; ++i) {
    out.designed += plan.target[i] != 0;
    out.right += plan.target[i] != 0 && plan.target[i] == board.cells[i];
  }
  jewels_submission::Move move;
  for (int gain; out.moves < jewels_submission::kMoves &&
                 (gain = jewels_submission::build_move(board, plan, move)) > 0;) {
    std::swap(board.cells[move.p], board.cells[move.q]), ++out.moves;
    out.two_cell_moves += gain >= 2 * jewels_submission::kCellWeight;
  }
  return out;
}

// The case's layouts ranked by their rate after one recolouring round, as
// choose_plan ranks them.
std::vector<int> ranked_entries(const Board& board, int colours) {
  std::vector<std::pair<double, int>> ranked;
  for (const TemplateSpec& t : kTemplates) {
    const bool borrowed = t.colours < colours;
    if (t.n != board.n || t.colours > colours ||
        t.colours < colours - jewels_submission::kFewerColourLayouts ||
        (borrowed && t.colours < jewels_submission::kFewestBorrowedColours))
      continue;
    const Plan plan = jewels_submission::make_plan(t, board, colours, 1);
    ranked.push_back({t.sampled_worth / (plan.est_moves + jewels_submission::kCycleOverheadMoves),
                      static_cast<int>(&t - kTemplates)});
  }
  std::sort(ranked.rbegin(), ranked.rend());
  std::vector<int> entries;
  for (const auto& entry : ranked) entries.push_back(entry.second);
  return entries;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 5) {
    std::cerr << "usage: jewels_build_bench N C BOARDS ROUNDS...\n";
    return 2;
  }
  const int n = std::atoi(argv[1]), colours = std::atoi(argv[2]), boards = std::atoi(argv[3]);
  if (n < 8 || n > 16 || colours < 5 || colours > 10 || boards < 1) {
    std::cerr << "N must be 8..16, C 5..10, BOARDS at least 1\n";
    return 2;
  }
  std::vector<int> rounds_list;
  for (int i = 4; i < argc; ++i) rounds_list.push_back(std::max(1, std::atoi(argv[i])));
  const std::size_t variants = rounds_list.size();
  std::vector<double> moves_sum(variants), rate_sum(variants), cpu_sum(variants),
      two_cell_sum(variants), right_sum(variants), designed_sum(variants);
  std::mt19937 rng(7);
  for (int b = 0; b < boards; ++b) {
    const Board board = random_quiet_board(n, colours, rng);
    const std::vector<int> entries = ranked_entries(board, colours);
    if (entries.empty()) {
      std::cerr << "no layouts for " << n << "x" << n << " with " << colours << " colours\n";
      return 1;
    }
    for (std::size_t k = 0; k < variants; ++k) {
      const double start = jewels_submission::cpu_ms();
      double best_rate = -1;
      Plan best;
      for (std::size_t j = 0; j < entries.size() && j < jewels_submission::kRefinedLayouts; ++j) {
        const TemplateSpec& t = kTemplates[entries[j]];
        const Plan plan = jewels_submission::make_plan(t, board, colours, rounds_list[k]);
        const double rate =
            t.sampled_worth / (plan.est_moves + jewels_submission::kCycleOverheadMoves);
        if (rate > best_rate) best_rate = rate, best = plan;
      }
      cpu_sum[k] += jewels_submission::cpu_ms() - start;
      const Build done = build(board, best);
      moves_sum[k] += done.moves, two_cell_sum[k] += done.two_cell_moves;
      right_sum[k] += done.right, designed_sum[k] += done.designed;
      rate_sum[k] += kTemplates[best.entry].sampled_worth / (done.moves + kFireAndPolishMoves);
    }
  }
  for (std::size_t k = 0; k < variants; ++k) {
    std::printf(
        "%dx%d %d colours, %d rounds: build moves %.2f (%.0f %% two-cell), designed %.1f (%.0f %% "
        "right before), worth per move %.1f, %.1f ms a plan\n",
        n, n, colours, rounds_list[k], moves_sum[k] / boards, 100 * two_cell_sum[k] / moves_sum[k],
        designed_sum[k] / boards, 100 * right_sum[k] / designed_sum[k], rate_sum[k] / boards,
        cpu_sum[k] / boards);
  }
  return 0;
}

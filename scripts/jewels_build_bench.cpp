// Build moves of the Jewels submission's template plans, without the noise of
// whole games: on random quiet boards of one class, the submission's own
// choose_plan picks the first cycle's plan and its build is played out with
// the submission's build_move until nothing is left to fix. Build swaps score
// nothing, so no refill is involved and the count is exact. The recolouring
// runs the rounds of a game ahead of its pace (as at its start), scaled by
// MM_TIME_SCALE as in play (unset: the full count).
//
//   cmake --build build --target jewels_build_bench
//   [MM_TIME_SCALE=S] build/jewels_build_bench N C BOARDS
//
// Prints the mean build moves of the chosen plan (and the share
// that fixed two cells at once), its designed cells (and the share already
// right), its layout's sampled worth per (build moves + 2) (polish and fire),
// the same with the fire valued over 200 random refill streams of the bench's
// own on the built board, and the planning CPU.
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
#include <map>
#include <random>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace jewels_submission {
#include "submissions/jewels.cpp"
}  // namespace jewels_submission

namespace {

using jewels_submission::Board;
using jewels_submission::kTemplates;
using jewels_submission::Plan;

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
  Board built;                  // the board the build leaves
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
  out.built = board;
  return out;
}

// The fire's mean score over kSamples random refill streams of its own (not
// those the submission valued plans on; its Refills always draws the same) on
// the built board.
double fire_worth(const Board& built, const Plan& plan, int colours, std::mt19937& rng) {
  constexpr int kSamples = 200;
  const int depth = jewels_submission::kRefillDepth;
  std::vector<std::int8_t> stacks(static_cast<std::size_t>(built.n) * depth);
  long long sum = 0;
  for (int s = 0; s < kSamples; ++s) {
    for (std::int8_t& jewel : stacks)
      jewel = static_cast<std::int8_t>(1 + rng() % static_cast<unsigned>(colours));
    Board work = built;
    sum += work.sampled_cascade(plan.fire_p, plan.fire_q, stacks.data());
  }
  return static_cast<double>(sum) / kSamples;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: [MM_TIME_SCALE=S] jewels_build_bench N C BOARDS\n";
    return 2;
  }
  const int n = std::atoi(argv[1]), colours = std::atoi(argv[2]), boards = std::atoi(argv[3]);
  if (n < 8 || n > 16 || colours < 5 || colours > 10 || boards < 1) {
    std::cerr << "N must be 8..16, C 5..10, BOARDS at least 1\n";
    return 2;
  }
  if (!jewels_submission::has_template(n, colours)) {
    std::cerr << "no layouts for " << n << "x" << n << " with " << colours << " colours\n";
    return 1;
  }
  double moves = 0, two_cell = 0, right = 0, designed = 0, rate = 0, fired = 0, cpu = 0;
  std::mt19937 fire_rng(11);
  // A game ahead of its pace (as at its start).
  const int rounds = jewels_submission::recolour_rounds(jewels_submission::Pace::kAhead);
  std::mt19937 rng(7);
  for (int b = 0; b < boards; ++b) {
    const Board board = random_quiet_board(n, colours, rng);
    const double start = jewels_submission::cpu_ms();
    const Plan plan = jewels_submission::choose_plan(board, colours, jewels_submission::kMoves,
                                                     jewels_submission::CycleCalibration(), rounds);
    cpu += jewels_submission::cpu_ms() - start;
    const Build done = build(board, plan);
    moves += done.moves, two_cell += done.two_cell_moves;
    right += done.right, designed += done.designed;
    rate += kTemplates[plan.entry].sampled_worth / (done.moves + kFireAndPolishMoves);
    fired += fire_worth(done.built, plan, colours, fire_rng) / (done.moves + kFireAndPolishMoves);
  }
  std::printf(
      "%dx%d %d colours, %d recolouring rounds: build moves %.2f (%.0f %% two-cell), designed "
      "%.1f (%.0f %% right before), worth per move %.1f (fired on the built board %.1f), %.1f "
      "ms a plan\n",
      n, n, colours, rounds, moves / boards, 100 * two_cell / moves, designed / boards,
      100 * right / designed, rate / boards, fired / boards, cpu / boards);
  return 0;
}

// Jewels (TopCoder Marathon Match 123) — template cycles (where the table has
// layouts) and fire/build cycles (the other cases), both driven by cascade
// simulation.
//
// Approach
//   Any two cells may be swapped, and a swap that forms no line is a legal,
//   zero-score way to put a jewel anywhere. A move is worth (sum of its run
//   scores) * (cascade steps), so a cascade made longer pays quadratically.
//
//   Template cycles. A table holds, per board size and colour count, layouts
//   designed offline by building a cascade backwards (see
//   scripts/jewels_designs.cpp), of two kinds:
//   * key layouts: one swap completes two crosses (a row on the bottom row
//     and a vertical triple) whose columns have uneven heights; their
//     removal levels the columns, so a block of full one-colour rows above
//     them, bent and quiet until then, clears at once in step 2; the block's
//     removal closes a triple at its seam and a chain of rows of three
//     follows, one step each (packed key layouts: the chain fills the room
//     the block and key leave; staircase key layouts: the chain stands over
//     the block);
//   * narrowing rows: a swap completes one vertical triple, whose removal
//     completes a short row, whose removal completes triples in every third
//     column of it, ... up to a block of full rows and the same end chain.
//   Six or more colours have layouts on every size; five colours only from
//   11x11 up, where key layouts beat the greedy (on smaller boards random
//   refills cascade on their own often enough that the greedy wins). Layouts are
//   chosen offline by their mean worth over random games (with the guards
//   below kept); the table ranks them by their mean worth over 400 other
//   random games. A case tries its own layouts and those designed for one
//   colour fewer. A cycle maps a layout onto the board (mirror image and
//   colour permutation that leave the fewest cells to fix, counting colours
//   the board has too few of), recolours single lines where another colour
//   saves build moves (cells already right, complementary pairs of wrong
//   cells, and wrong cells whose colour only an open cell can bring; see
//   Fit) and the cascade still plays exactly as designed (an iterated local
//   search), then:
//   * builds: the zero-score swap that fixes the most template cells (both of
//     its cells if the colours are complementary), preferring among equal
//     fixes one that leaves a complementary pair for later, then cells removed
//     early in the template's cascade; a fix also counts for a "guarded" open
//     cell that holds a colour it must not: one that, at some step of the
//     template's cascade, would join a line of designed jewels and change the
//     drops (10-20 such cells on 16x16, one or two colours each);
//   * polishes: once nothing is left to fix, a quiet swap among the free cells
//     that raises the simulated fire (a free jewel can match where the layout
//     assumed nothing would), never against a guard;
//   * refreshes: while the fire is well below the template's value because a
//     colour is missing, a scoring swap whose cascade leaves every placed cell
//     where it is, to bring in new jewels;
//   * fires: the layout's swap or, if it simulates higher, any other fire.
//   The twelve layouts (four when behind the pace of the time budget) with the
//   best sampled worth per expected build move are recoloured, and the one
//   whose fire, valued over random refills on the board its build leaves,
//   pays most per build move is used; when the moves left cannot build one,
//   the most valuable smaller layout for the same colours (in a bottom
//   corner) that still fits.
//
//   Fire/build cycles (the other cases), every move choosing between firing and building:
//   * Fires. For every cell we note which colours would complete a run there
//     ("wants"); every pair (p, q) where the colour of one is wanted at the
//     other is a candidate swap. Candidates are ranked by the exact first-step
//     score (the board we get is always settled) and the best ones simulated in
//     full: runs vanish, known jewels fall, cells refilled from the hidden
//     stack are unknown and never match. Value = known worth + a bonus per
//     disturbed cell (fresh and shifted jewels often match by chance). The
//     best six are then played again over 24 random refill streams (one stack
//     per column, as in the game, the same streams for all six), and the mean
//     score becomes their value: with five colours the refills add about half
//     again to the known worth. The best three are kept, plus the fire the
//     previous setups were built for.
//   * Setups. Each kept fire's cascade is replayed while tracking where every
//     jewel came from. After each drop, every known cell where some colour
//     would complete (or lengthen) a run is traced back to its cell on the
//     current board: bringing that colour there now, from a cell q holding it,
//     may add a line to that step or a whole new step at the end. Each such
//     (cell, colour) is tried with a few sources q (first those that want p's
//     colour themselves, so both ends of the swap build), rejecting swaps that
//     form a line at once, and scored by simulating setup + fire exactly
//     (plus what the sampled refills added to that fire).
//   * Decision. Build while the best setup adds more to the planned fire than
//     a move is worth on average so far, or while it raises the cycle's rate
//     (fire value per move spent since the last fire); otherwise fire. The
//     last move always fires. If no swap scores at all, we make the swap that
//     creates the most cells where a colour would complete a run.
//
// Time
//   Template cycles need up to about 3.8 s of CPU in all and do not look at the
//   clock except for the panic guard below. Fire/build cycles: 50% of the
//   10 s limit (times MM_TIME_SCALE if set). What is left of it, by the
//   tester's time line, is shared evenly over the remaining moves after
//   setting aside the measured cost that every move has anyway; a move spends
//   a share of its allowance on simulating fires, at most 40% on sampling
//   refills for the best of them (fewer fires sampled, or none, on a short
//   budget), the rest on setups. Past 80% of the real limit (a very busy
//   machine) moves take the best first step without simulation, past 92% a
//   fixed swap.
//
// Protocol (stdin/stdout)
//   N, C, then N*N cells (line r*N+c is row r from the bottom, column c). Each
//   of the 1000 moves: we print "r1 c1 r2 c2"; the tester answers with the new
//   N*N cells and our elapsed time in ms. EOF ends the game.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <iostream>
#include <limits>
#include <random>
#include <type_traits>
#include <vector>

namespace {

// ---------------------------------------------------------------- constants
constexpr int kMaxN = 16;
constexpr int kMaxCells = kMaxN * kMaxN;
constexpr int kMoves = 1000;
constexpr int kMinRun = 3;
constexpr int kMaskBits = 32;          // colours are kept as bits of a 32-bit mask
constexpr int kColourSlots = 11;       // colours 1..10 (0: unknown)
constexpr std::int8_t kUnknown = 0;    // a refilled cell whose colour we cannot know
constexpr int kRefillDepth = 64;       // sampled refills per column (then they repeat)
constexpr int kMaxSampledSteps = 200;  // a sampled cascade stops there
// Value of one cell that changes after the move (a chance for new matches):
// small for template fires, larger in fire/build play, where it decides which
// fires are valued with sampled refills.
constexpr double kDisturbWeight = 0.05;
constexpr double kGreedyDisturbWeight = 1.0;
constexpr int kClockCheckEvery = 32;             // candidates simulated between clock reads
constexpr std::size_t kMinSimulated = 48;        // always simulated, even when the clock says stop
constexpr std::size_t kMinSimulatedBehind = 16;  // the same once the budget is spent
constexpr int kFiresKept = 3;           // best fire swaps that setups are tried in front of
constexpr double kFireShare = 0.3;      // of a move's allowance, for simulating fire candidates
constexpr int kSourcesTried = 4;        // cells of the wanted colour tried as the source of a setup
constexpr int kRefillSamples = 24;      // random refill streams a greedy fire is averaged over
constexpr int kPlanRefillSamples = 96;  // refill streams a refined plan's fire is valued on
constexpr int kFiresSampled = 6;        // best fires (by known worth) valued that way, at most
constexpr double kSampleShare = 0.4;    // of a move's allowance, at most, for that
// Template cycles.
// Build order: every template cell is worth the same (a swap fixing two cells
// beats any single fix), earlier cascade steps only break ties.
constexpr int kCellWeight = 64;
// A fix that also sets up a two-cell fix for a later move is preferred by this
// much (a tie-break: less than a cell, more than the cascade-step order).
constexpr int kPairBonus = 10;
constexpr int kShortagePenalty = 2;  // colour mapping: a cell the board cannot fill
// The recolouring's fit (Fit::score) counts thirds of a build move. A wrong
// cell costs about 2/3 of a move (three wrong cells whose colours go round
// are fixed by two swaps), 1/2 in a complementary pair, a whole move when no
// wrong cell holds its colour (it is fetched from an open cell). So a cell
// already right saves 2, a pair 1, and such an unpaired cell costs 1 more.
constexpr int kRightValue = 2;
constexpr int kPairValue = 1;
constexpr int kUnpairedCost = 1;
constexpr int kShortageCost = 2 * kShortagePenalty;
constexpr int kRecolourPasses = 3;  // sweeps over a layout's lines, changing their colours
// Iterated recolouring: rounds, and lines given a random colour at the start
// of each round after the first. Each doubling of the rounds gains well under
// 1 % of score and doubles the planning CPU, so a game spends rounds as its
// pace allows: 576 ahead of its budget, 288 within a lead of 100 moves, 48
// behind (a slow or loaded machine plays with 48).
constexpr int kRecolourRoundsAhead = 576;
constexpr int kRecolourRounds = 288;
constexpr int kRecolourRoundsBehind = 48;
constexpr int kRecolourKicks = 8;
// Layouts (the best by one recolouring round) refined every cycle, each with
// the game's rounds divided by kRefinedRoundsDivisor: the best built of many
// beats the slightly better colourings of fewer.
constexpr std::size_t kRefinedLayouts = 12;
// Behind its pace a game refines fewer: their builds, played out to rate them,
// cost as much as the recolouring's 48 rounds.
constexpr std::size_t kRefinedLayoutsBehind = 4;
constexpr int kRefinedRoundsDivisor = 2;
// A case also tries the layouts designed for one colour fewer: a layout needs
// only as many colours as it was designed with, and the mapping and the
// recolouring choose among all the board's colours (ten-colour boards gain
// most). Two colours fewer add nothing.
constexpr int kFewerColourLayouts = 1;
// Five-colour layouts serve five-colour boards only: six-colour boards chose
// them and lost.
constexpr int kFewestBorrowedColours = 6;
constexpr unsigned kRecolourSeed = 1;      // for kicks and sweep orders (play stays deterministic)
constexpr double kFixesPerMove = 1.8;      // template cells a build move fixes on average
constexpr double kMovesPerShortage = 3;    // moves to fetch a missing colour
constexpr double kCycleOverheadMoves = 5;  // polishing and firing
constexpr double kEndgameShare = 0.6;      // no new template with fewer moves left than this * cost
constexpr double kBuildSlowdown = 1.25;    // real build moves per estimated one (1.8 / 1.45)
constexpr double kCalibrationPrior = 40;   // estimated moves the prior slowdown counts as
constexpr double kPolishGain = 1.02;       // a polish must raise the fire 2 % (plus a move's worth)
constexpr double kRefreshBelow = 0.9;  // fetch jewels only while the fire is below this * template
constexpr std::size_t kFireCandidates = 256;  // ordinary fires compared with the template's
// Fire/build cycles.
constexpr double kBuildMargin =
    1.0;  // a setup must add this many average moves' worth (or raise the cycle's rate)

int run_score(int len) {
  return len >= kMinRun ? (len - 2) * (len - 2) : 0;
}

// ---------------------------------------------------------------- game model
struct Board {
  int n = 0;
  std::array<std::int8_t, kMaxCells> cells{};  // index r*n+c, row 0 at the bottom

  std::int8_t& at(int r, int c) { return cells[r * n + c]; }
  std::int8_t at(int r, int c) const { return cells[r * n + c]; }

  // Length of the run of `colour` through (r, c) along (dr, dc), counting the
  // cell itself whatever it holds.
  int run_through(int r, int c, int dr, int dc, std::int8_t colour) const {
    int len = 1;
    for (int sign : {1, -1}) {
      int rr = r + sign * dr, cc = c + sign * dc;
      while (rr >= 0 && rr < n && cc >= 0 && cc < n && at(rr, cc) == colour)
        ++len, rr += sign * dr, cc += sign * dc;
    }
    return len;
  }

  // Score of the runs through cell p if it held `colour` (the rest unchanged).
  int place_score(int p, std::int8_t colour) const {
    if (colour <= 0) return 0;
    const int r = p / n, c = p % n;
    return run_score(run_through(r, c, 0, 1, colour)) + run_score(run_through(r, c, 1, 0, colour));
  }
  int score_at(int p) const { return place_score(p, cells[p]); }

  // Bitmask of colours that would complete a run at (r, c) if placed there.
  std::uint32_t wants(int r, int c) const {
    std::uint32_t mask = 0;
    auto get = [&](int rr, int cc) -> int {
      return rr >= 0 && rr < n && cc >= 0 && cc < n ? at(rr, cc) : -2;
    };
    auto pair = [&](int a, int b) {
      if (a > 0 && a < kMaskBits && a == b) mask |= 1u << a;
    };
    pair(get(r, c - 1), get(r, c - 2));
    pair(get(r, c + 1), get(r, c + 2));
    pair(get(r, c - 1), get(r, c + 1));
    pair(get(r - 1, c), get(r - 2, c));
    pair(get(r + 1, c), get(r + 2, c));
    pair(get(r - 1, c), get(r + 1, c));
    return mask;
  }

  // Removes the marked rows of column c (bit r = row r, not 0): the jewels
  // above fall into place. Returns the lowest row left to refill.
  int drop_marked(int c, std::uint32_t marked) {
    int write = __builtin_ctz(marked);
    for (int r = write; r < n; ++r) {
      if (!(marked >> r & 1u)) at(write++, c) = at(r, c);
    }
    return write;
  }

  // Swaps cells p and q and plays out the cascade. Returns the move's known
  // score and, in `changed`, how many cells end up different from before.
  // The board starts settled, so every new run goes through a known cell that
  // changed in the previous step, and reaches at most two unchanged cells past
  // the changed ones (three unchanged in a row would have matched already).
  // Only those stretches of rows and columns are scanned.
  long long swap_and_cascade(int p, int q, int& changed) {
    std::swap(cells[p], cells[q]);
    // Changed known cells of column c are rows [lo[c], hi[c]); empty if lo >= hi.
    std::array<int, kMaxN> lo, hi, unknown_top{}, lowest_cleared;
    lo.fill(n), hi.fill(0), lowest_cleared.fill(n);
    for (int cell : {p, q}) {
      const int r = cell / n, c = cell % n;
      lo[c] = std::min(lo[c], r), hi[c] = std::max(hi[c], r + 1);
    }
    long long total = 0;
    int steps = 0;
    while (true) {
      std::array<int, kMaxN> dirty;  // columns with changed known cells
      int dirty_count = 0, row_lo = n, row_hi = 0;
      for (int c = 0; c < n; ++c) {
        if (lo[c] >= hi[c]) continue;
        dirty[dirty_count++] = c;
        row_lo = std::min(row_lo, lo[c]), row_hi = std::max(row_hi, hi[c]);
      }
      std::array<std::uint32_t, kMaxN> marks{};  // per column, a bit per marked row
      long long step_score = 0;
      for (int r = row_lo; r < row_hi; ++r) {
        int c_lo = n, c_hi = -1;
        for (int i = 0; i < dirty_count; ++i) {
          const int c = dirty[i];
          if (lo[c] <= r && r < hi[c]) c_lo = std::min(c_lo, c), c_hi = std::max(c_hi, c);
        }
        if (c_hi < 0) continue;
        step_score += mark_span(r * n, 1, std::max(0, c_lo - 2), std::min(n, c_hi + 3),
                                [&](int k) { marks[k] |= 1u << r; });
      }
      for (int i = 0; i < dirty_count; ++i) {
        const int c = dirty[i];
        step_score += mark_span(c, n, std::max(0, lo[c] - 2), std::min(n, hi[c] + 2),
                                [&](int k) { marks[c] |= 1u << k; });
      }
      if (step_score == 0) break;
      total += step_score;
      ++steps;
      for (int c = 0; c < n; ++c) {
        lo[c] = n, hi[c] = 0;
        if (!marks[c]) continue;
        const int low = __builtin_ctz(marks[c]);
        for (int write = drop_marked(c, marks[c]); write < n; ++write) at(write, c) = kUnknown;
        unknown_top[c] += __builtin_popcount(marks[c]);
        lowest_cleared[c] = std::min(lowest_cleared[c], low);
        lo[c] = low, hi[c] = n - unknown_top[c];
      }
    }
    changed = 0;
    for (int c = 0; c < n; ++c) changed += n - lowest_cleared[c];
    return total * steps;
  }

  // Marks the runs of the current board, column-wise (bit r of marks[c] is
  // cell (r, c)); false when there is none.
  bool mark_runs(std::array<std::uint32_t, kMaxN>& marks) const {
    std::array<int, kMaxN> everywhere{};
    return mark_new_runs(marks, everywhere);
  }

  // The same where only rows lowest[c] and up of each column c changed since
  // the board was last without runs (n: the column did not change). A new run
  // holds a changed cell and at most two unchanged ones on either side of the
  // changed ones (three unchanged in a row would have matched before), so only
  // those stretches are scanned. Bit-parallel: bit k of `same` says positions
  // k and k+1 hold one colour, so same & same >> 1 marks where three start.
  // Most of the planning's CPU is spent here.
  bool mark_new_runs(std::array<std::uint32_t, kMaxN>& marks,
                     const std::array<int, kMaxN>& lowest) const {
    auto starts = [](std::uint32_t same) { return same & same >> 1; };
    auto spread = [](std::uint32_t start) { return start | start << 1 | start << 2; };
    bool found = false;
    int first_row = n, c_lo = n, c_hi = -1;
    for (int c = 0; c < n; ++c) {
      if (lowest[c] < n)
        first_row = std::min(first_row, lowest[c]), c_lo = std::min(c_lo, c), c_hi = c;
    }
    const int c_from = std::max(0, c_lo - 2), c_to = std::min(n - 1, c_hi + 2);
    for (int r = first_row; r < n; ++r) {
      const std::int8_t* row = &cells[r * n];
      std::uint32_t same = 0;
      for (int c = c_from; c < c_to; ++c)
        same |= static_cast<std::uint32_t>((row[c] > 0) & (row[c] == row[c + 1])) << c;
      if (!starts(same)) continue;
      found = true;
      for (std::uint32_t run = spread(starts(same)); run; run &= run - 1)
        marks[__builtin_ctz(run)] |= 1u << r;
    }
    for (int c = 0; c < n; ++c) {
      std::uint32_t same = 0;
      for (int r = std::max(0, lowest[c] - 2); r + 1 < n; ++r) {
        const std::int8_t here = cells[r * n + c];
        same |= static_cast<std::uint32_t>((here > 0) & (here == cells[(r + 1) * n + c])) << r;
      }
      if (starts(same)) found = true, marks[c] |= spread(starts(same));
    }
    return found;
  }

  // The same, returning the step's score.
  long long mark_runs_score(std::array<std::uint32_t, kMaxN>& marks) {
    long long found = 0;
    for (int r = 0; r < n; ++r)
      found += mark_span(r * n, 1, 0, n, [&](int k) { marks[k] |= 1u << r; });
    for (int c = 0; c < n; ++c) found += mark_span(c, n, 0, n, [&](int k) { marks[c] |= 1u << k; });
    return found;
  }

  // Plays out swap (p, q) with refills drawn from `stacks`: column c's k-th
  // new jewel is stacks[c * kRefillDepth + k] (wrapping around), the way the
  // real game refills a column from its own fixed stack. Returns the move's
  // score. The board ends in its final state.
  long long sampled_cascade(int p, int q, const std::int8_t* stacks) {
    std::swap(cells[p], cells[q]);
    std::array<int, kMaxN> used{};
    long long total = 0;
    int steps = 0;
    while (steps < kMaxSampledSteps) {  // the repeating stacks could, in theory, cycle
      std::array<std::uint32_t, kMaxN> marks{};
      const long long step_score = mark_runs_score(marks);
      if (step_score == 0) break;
      total += step_score;
      ++steps;
      for (int c = 0; c < n; ++c) {
        if (!marks[c]) continue;
        const std::int8_t* stack = stacks + c * kRefillDepth;
        for (int write = drop_marked(c, marks[c]); write < n; ++write)
          at(write, c) = stack[used[c]++ % kRefillDepth];
      }
    }
    return total * steps;
  }

  // Plays out the cascade of swap (p, q) with a full scan per step (refills
  // are unknown), tracking which cell of the starting board each jewel came
  // from (-1: a refill). on_removed(origin, step, cell) is called for every
  // removed jewel with a known origin (cell: where it was removed),
  // after_step(origin) once the columns have fallen; an after_step that
  // returns false stops the cascade there.
  // The board ends in its final state (or where it stopped).
  template <typename OnRemoved, typename AfterStep>
  void trace_cascade(int p, int q, OnRemoved on_removed, AfterStep after_step) {
    std::array<std::int16_t, kMaxCells> origin;
    for (int i = 0; i < n * n; ++i) origin[i] = static_cast<std::int16_t>(i);
    std::swap(cells[p], cells[q]);
    std::swap(origin[p], origin[q]);
    std::array<int, kMaxN> lowest{};  // step 1 scans everything: the board may hold runs
    for (int step = 1;; ++step) {
      std::array<std::uint32_t, kMaxN> marks{};
      if (!mark_new_runs(marks, lowest)) break;
      for (int c = 0; c < n; ++c) {
        lowest[c] = marks[c] ? __builtin_ctz(marks[c]) : n;
        if (!marks[c]) continue;
        int write = 0;
        for (int r = 0; r < n; ++r) {
          if (marks[c] >> r & 1u) {
            if (origin[r * n + c] >= 0) on_removed(origin[r * n + c], step, r * n + c);
            continue;
          }
          origin[write * n + c] = origin[r * n + c];
          at(write++, c) = at(r, c);
        }
        for (; write < n; ++write) at(write, c) = kUnknown, origin[write * n + c] = -1;
      }
      if constexpr (std::is_same_v<decltype(after_step(origin)), bool>) {
        if (!after_step(origin)) return;
      } else {
        after_step(origin);
      }
    }
  }

  // After every drop of swap (p, q)'s cascade, each known cell where a colour
  // would complete a new line is traced back to the cell of the original board
  // its jewel came from, and that colour is added to targets[origin]: bringing
  // it there first may add a line to that step, or a whole step at the end.
  void cascade_targets(int p, int q, std::array<std::uint32_t, kMaxCells>& targets) {
    trace_cascade(
        p, q, [](int, int, int) {},
        [&](const std::array<std::int16_t, kMaxCells>& origin) {
          for (int x = 0; x < n * n; ++x) {
            if (origin[x] >= 0 && origin[x] != p && origin[x] != q)
              targets[origin[x]] |= wants(x / n, x % n);
          }
        });
  }

  // For every cell of the starting board, the step (1, 2, ...) of swap (p, q)'s
  // cascade in which its jewel is removed, or 0 if it never is.
  void removal_steps(int p, int q, std::array<int, kMaxCells>& step_of) {
    for (int i = 0; i < n * n; ++i) step_of[i] = 0;
    trace_cascade(
        p, q, [&](int cell, int step, int) { step_of[cell] = step; },
        [](const std::array<std::int16_t, kMaxCells>&) {});
  }

 private:
  // Scores the runs among positions [from, to) of one row (stride 1) or column
  // (stride n) and calls mark(k) for each of their cells, k being the position.
  template <typename Mark>
  long long mark_span(int first, int stride, int from, int to, Mark mark) const {
    long long score = 0;
    int start = from;
    for (int i = from + 1; i <= to; ++i) {
      const std::int8_t head = cells[first + start * stride];
      if (i < to && cells[first + i * stride] == head) continue;
      if (head > 0 && i - start >= kMinRun) {
        score += run_score(i - start);
        for (int k = start; k < i; ++k) mark(k);
      }
      start = i;
    }
    return score;
  }
};

// ---------------------------------------------------------------- time control
constexpr double kContestTimeLimitMs = 10000;
// Of the limit; the rest covers I/O, the tester and a busy machine (the
// five-colour greedy gains next to nothing from more).
constexpr double kSafetyFraction = 0.5;
constexpr double kPanicFraction =
    0.8;  // of the real limit: from here on, best first step, no simulation
constexpr double kDeepPanicFraction = 0.92;  // of the real limit: from here on, a fixed swap

// MM_TIME_SCALE, the factor on our time budget (unset or invalid: 1, the full
// contest budget).
double time_scale() {
  double scale = 1.0;
  if (const char* text = std::getenv("MM_TIME_SCALE")) {
    const double parsed = std::atof(text);
    if (parsed > 0) scale = parsed;
  }
  return scale;
}

// With JEWELS_MEASURE set (for comparing versions, never in the contest), a
// game plays as if always ahead of its pace and never panics, so its plans do
// not depend on the machine's load (the five-colour greedy still sizes its
// search by the clock). Run it with the tester's limit off.
bool measure_mode() {
  return std::getenv("JEWELS_MEASURE") != nullptr;
}

// The budget in ms, scaled by MM_TIME_SCALE.
double time_budget_ms() {
  return kContestTimeLimitMs * kSafetyFraction * time_scale();
}

// Template cycles do not share out the clock, but the iterated recolouring
// (most of their CPU) runs fewer rounds on a scaled-down budget, and fewer
// again when the game is behind the pace of its budget.
enum class Pace { kAhead, kOnPace, kBehind };
int recolour_rounds(Pace pace) {
  const int full = pace == Pace::kAhead    ? kRecolourRoundsAhead
                   : pace == Pace::kOnPace ? kRecolourRounds
                                           : kRecolourRoundsBehind;
  return 1 + static_cast<int>(std::lround((full - 1) * std::min(1.0, time_scale())));
}

// Layouts refined a cycle at this pace.
std::size_t refined_layouts(Pace pace) {
  return pace == Pace::kBehind ? kRefinedLayoutsBehind : kRefinedLayouts;
}

// Rounds each refined layout is recoloured with, of the game's `rounds`.
int refined_rounds(int rounds) {
  return std::max(1, rounds / kRefinedRoundsDivisor);
}

// Our own CPU time in ms. Moves are timed by CPU time, so a move that loses the
// processor for a while still does its work; the wall time lost that way shows
// up in the tester's time line and is set aside by the TimeKeeper.
double cpu_ms() {
  return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

// Splits what is left of the budget evenly over the remaining moves. Two parts
// of every move are not ours to cut: the work each move needs anyway (building
// the candidate list) and what the tester's clock counts beyond our own
// thinking (pipes, the tester itself, a busy machine). Both are measured,
// smoothed and set aside for all remaining moves before the rest is shared out.
class TimeKeeper {
 public:
  explicit TimeKeeper(double budget_ms) : budget_ms_(budget_ms) {}

  bool behind() const { return elapsed_ms_ > budget_ms_; }

  // Whether the time used so far is within the budget's share for the moves
  // played plus one cycle's worth of lead.
  bool on_pace(int moves_done) const {
    return elapsed_ms_ <= budget_ms_ * (moves_done + kPaceLeadMoves) / kMoves;
  }
  // Ahead: within the budget's share for the moves played, without the lead.
  Pace pace(int moves_done) const {
    if (measure_mode() || elapsed_ms_ <= budget_ms_ * moves_done / kMoves) return Pace::kAhead;
    return on_pace(moves_done) ? Pace::kOnPace : Pace::kBehind;
  }

  // Close to the contest's real limit (whatever MM_TIME_SCALE says): only the
  // cheapest moves from now on. On a loaded machine the tester's clock can run
  // far ahead of our own CPU time.
  bool panic() const {
    return !measure_mode() && elapsed_ms_ > kPanicFraction * kContestTimeLimitMs;
  }
  bool deep_panic() const {
    return !measure_mode() && elapsed_ms_ > kDeepPanicFraction * kContestTimeLimitMs;
  }

  // Time for the optional part of the next move.
  double allowance_ms(int moves_left) const {
    const double left = budget_ms_ - elapsed_ms_ - fixed_ms_ * moves_left;
    return std::max(0.0, left) / moves_left;
  }

  // elapsed_ms: the tester's time line; think_ms: what our last move took by
  // our clock, of which fixed_ms was the part it needed anyway.
  void update(long long elapsed_ms, double think_ms, double fixed_ms) {
    const double overhead = std::max(0.0, static_cast<double>(elapsed_ms) - elapsed_ms_ - think_ms);
    // The first move's wait also covers our start-up, so its overhead is not a
    // sample. A single stall is charged once (it is in elapsed_ms) rather than
    // expected for every remaining move, hence the cap on one sample.
    double sample = fixed_ms + (samples_ == 0 ? 0.0 : overhead);
    if (samples_ > 0) sample = std::min(sample, kMaxSampleGrowth * fixed_ms_ + kSampleSlackMs);
    fixed_ms_ = samples_ == 0 ? sample : (1 - kSmoothing) * fixed_ms_ + kSmoothing * sample;
    ++samples_;
    elapsed_ms_ = static_cast<double>(elapsed_ms);
  }

 private:
  static constexpr int kPaceLeadMoves = 100;  // about one 16x16 layout cycle
  static constexpr double kSmoothing = 0.05;
  static constexpr double kMaxSampleGrowth = 3;
  static constexpr double kSampleSlackMs = 1;
  double budget_ms_;
  double elapsed_ms_ = 0;
  double fixed_ms_ = 0;  // smoothed per-move time we cannot save
  int samples_ = 0;
};

// ---------------------------------------------------------------- search
struct Move {
  int p = 0, q = 1;  // cell indices r*n+c
};

struct Candidate {
  int p = 0, q = 0;
  int first_step = 0;  // exact score of the first removal step
};

// Every swap of two different colours where one is wanted at the other's cell,
// with its first-step score, best first (ties in generation order); zero-score
// ones (false alarms) are dropped.
std::vector<Candidate> candidates(const Board& board) {
  const int n = board.n, cells = n * n;
  std::array<std::uint32_t, kMaxCells> wants{};
  // place[p][k]: first-step score at p if colour k is brought there from a cell
  // outside p's row and column (then the two cells cannot affect each other).
  std::array<std::array<std::int16_t, kMaskBits>, kMaxCells> place;
  for (int p = 0; p < cells; ++p) {
    wants[p] = board.wants(p / n, p % n);
    for (std::uint32_t bits = wants[p]; bits; bits &= bits - 1) {
      const int k = __builtin_ctz(bits);
      place[p][k] = static_cast<std::int16_t>(board.place_score(p, static_cast<std::int8_t>(k)));
    }
  }
  std::vector<Candidate> out;
  Board work = board;
  int max_score = 0;
  for (int p = 0; p < cells; ++p) {
    const std::int8_t cp = board.cells[p];
    if (cp <= 0) continue;
    for (int q = p + 1; q < cells; ++q) {
      const std::int8_t cq = board.cells[q];
      if (cp == cq || cq <= 0) continue;
      const bool to_p = wants[p] >> cq & 1u, to_q = wants[q] >> cp & 1u;
      if (!to_p && !to_q) continue;
      int score = 0;
      if (p / n != q / n && p % n != q % n) {
        score = (to_p ? place[p][cq] : 0) + (to_q ? place[q][cp] : 0);
      } else {
        std::swap(work.cells[p], work.cells[q]);
        score = work.score_at(p) + work.score_at(q);
        std::swap(work.cells[p], work.cells[q]);
      }
      if (score > 0) out.push_back({p, q, score}), max_score = std::max(max_score, score);
    }
  }
  // Counting sort, highest first score first, stable.
  std::vector<int> start(static_cast<std::size_t>(max_score) + 2, 0);
  for (const auto& cand : out) ++start[static_cast<std::size_t>(max_score - cand.first_step) + 1];
  for (std::size_t i = 1; i < start.size(); ++i) start[i] += start[i - 1];
  std::vector<Candidate> sorted(out.size());
  for (const auto& cand : out)
    sorted[static_cast<std::size_t>(
        start[static_cast<std::size_t>(max_score - cand.first_step)]++)] = cand;
  return sorted;
}

// The swap leaving the most (cell, colour) spots that would complete a run.
// Used only when no swap scores, so no swap can trigger anything.
Move setup_move(const Board& board, double deadline_ms) {
  const int cells = board.n * board.n;
  Move best;
  int best_spots = -1;
  Board work = board;
  for (int p = 0; p < cells; ++p) {
    if (cpu_ms() > deadline_ms && best_spots >= 0) break;
    for (int q = p + 1; q < cells; ++q) {
      if (board.cells[p] == board.cells[q]) continue;
      std::swap(work.cells[p], work.cells[q]);
      int spots = 0;
      for (int r = 0; r < board.n; ++r) {
        for (int c = 0; c < board.n; ++c) spots += __builtin_popcount(work.wants(r, c));
      }
      std::swap(work.cells[p], work.cells[q]);
      if (spots > best_spots) best_spots = spots, best = {p, q};
    }
  }
  return best;
}

// One fire candidate kept for the setup search.
struct Fire {
  int p = 0, q = 0;
  double value = -1;
  double chance = 0;  // what sampled refills added to value
};

// Result of one move's search: the swap to play and whether it is a setup
// (a zero-score swap that makes a later fire bigger).
struct Choice {
  Move move;
  bool setup = false;
  double value = 0;  // expected value of the fire (0 for a setup)
};

// ---------------------------------------------------------------- evaluation
// Value of playing setup swap (sp, sq) and then fire (fp, fq), or -1 if the
// setup would score (form a line) by itself.
double setup_then_fire(const Board& board, int sp, int sq, int fp, int fq, double disturb_weight) {
  Board work = board;
  std::swap(work.cells[sp], work.cells[sq]);
  if (work.score_at(sp) + work.score_at(sq) > 0) return -1;
  int changed = 0;
  const long long score = work.swap_and_cascade(fp, fq, changed);
  return static_cast<double>(score) + disturb_weight * changed;
}

// ---------------------------------------------------------------- sampled refills
// Random refill streams, one stack per column as in the real game, shared by
// every fire valued in a move (the same streams for all, so their differences
// are not noise of the draw).
class Refills {
 public:
  explicit Refills(int colours, int samples = kRefillSamples)
      : colours_(colours), samples_(samples) {}

  // New streams for a board of size n.
  void draw(int n) {
    n_ = n;
    stacks_.resize(static_cast<std::size_t>(samples_) * n * kRefillDepth);
    for (std::int8_t& jewel : stacks_) jewel = static_cast<std::int8_t>(next() % colours_ + 1);
  }

  // Mean score of fire (fp, fq) over the streams.
  double value(const Board& board, int fp, int fq) const {
    long long sum = 0;
    for (int s = 0; s < samples_; ++s) {
      Board work = board;
      sum +=
          work.sampled_cascade(fp, fq, &stacks_[static_cast<std::size_t>(s) * n_ * kRefillDepth]);
    }
    return static_cast<double>(sum) / samples_;
  }

 private:
  std::uint64_t next() {  // xorshift64
    state_ ^= state_ << 13, state_ ^= state_ >> 7, state_ ^= state_ << 17;
    return state_;
  }
  int colours_;
  int samples_;
  int n_ = 0;
  std::uint64_t state_ = 0x9E3779B97F4A7C15ull;
  std::vector<std::int8_t> stacks_;
};

// ---------------------------------------------------------------- search: fire or build
// Picks a swap. The candidate list and its first `min_simulated` entries are
// always done (their time is reported in `fixed_ms`); the rest of the list is
// simulated, then setup swaps are tried in front of the best fires, for at most
// `allowance_ms` more. `setups_done` is the number of setup swaps already made
// since the last fire; `moves_left` counts this move.
Choice choose_move(const Board& board, std::size_t min_simulated, double allowance_ms,
                   double& fixed_ms, int setups_done, int moves_left, double move_rate,
                   Move& planned, Refills& refills) {
  const double start = cpu_ms();
  const std::vector<Candidate> list = candidates(board);
  if (list.empty()) {
    fixed_ms = cpu_ms() - start;
    return {setup_move(board, cpu_ms() + allowance_ms), false};
  }

  std::array<Fire, std::max(kFiresKept, kFiresSampled)> fires{};
  auto keep = [&](int p, int q, double value) {
    if (value <= fires.back().value) return;
    for (const Fire& f : fires) {
      if (f.p == p && f.q == q) return;
    }
    fires.back() = {p, q, value};
    for (int k = static_cast<int>(fires.size()) - 1; k > 0 && fires[k].value > fires[k - 1].value;
         --k)
      std::swap(fires[k], fires[k - 1]);
  };
  if (setups_done > 0) {  // the fire the last setups were built for
    Board work = board;
    int changed = 0;
    const long long score = work.swap_and_cascade(planned.p, planned.q, changed);
    if (score > 0)
      keep(planned.p, planned.q, static_cast<double>(score) + kGreedyDisturbWeight * changed);
  }
  double deadline = cpu_ms() + allowance_ms;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (i == min_simulated) {
      fixed_ms = cpu_ms() - start;
      deadline = cpu_ms() + allowance_ms * kFireShare;
    }
    if (i > min_simulated && i % kClockCheckEvery == 0 && cpu_ms() > deadline) break;
    Board work = board;
    int changed = 0;
    const long long score = work.swap_and_cascade(list[i].p, list[i].q, changed);
    const double value = static_cast<double>(score) + kGreedyDisturbWeight * changed;
    keep(list[i].p, list[i].q, value);
  }
  if (list.size() <= min_simulated) fixed_ms = cpu_ms() - start;
  // The best fires by known worth, valued again with sampled refills (five
  // colours: what falls in often matches), best first. What the refills add
  // (Fire::chance) is carried over to setups built for that fire.
  // Sampling costs about the same for every fire: after the first, only as
  // many are sampled as fit in kSampleShare of the move's allowance (below
  // two, none: the known worth ranks them), so a short budget still leaves
  // the setup search its time.
  int sampled = 0;
  if (kRefillSamples > 0 && fires[0].value >= 0) {
    const double sample_start = cpu_ms();
    refills.draw(board.n);
    int limit = kFiresSampled;
    for (int k = 0; k < limit && fires[k].value >= 0; ++k) {
      const double mean = refills.value(board, fires[k].p, fires[k].q);
      fires[k].chance = mean - fires[k].value;
      fires[k].value = mean;
      ++sampled;
      if (k > 0) continue;
      const double one_ms = std::max(1e-3, cpu_ms() - sample_start);
      limit = std::min(kFiresSampled, static_cast<int>(kSampleShare * allowance_ms / one_ms));
      if (limit < 2) fires[0].value -= fires[0].chance, fires[0].chance = 0, sampled = 0;
    }
    std::stable_sort(fires.begin(), fires.begin() + sampled,
                     [](const Fire& a, const Fire& b) { return a.value > b.value; });
  }
  const Choice fire_now{{fires[0].p, fires[0].q}, false, fires[0].value};
  if (moves_left < 2) return fire_now;
  deadline = start + fixed_ms + allowance_ms;

  // Setup search: for each kept fire, find the cells of its boards after each
  // drop where some colour would complete or lengthen a run; the jewel that
  // ends there comes from a known cell of this board, so bringing that colour
  // to that cell now (from a cell q holding it) may add a line to that step or
  // a new step to the fire's cascade.
  const int n = board.n, cells = n * n;
  std::array<std::vector<int>, kMaskBits> by_colour;
  for (int q = 0; q < cells; ++q) {
    if (board.cells[q] > 0) by_colour[board.cells[q]].push_back(q);
  }
  double best_value = fires[0].value;
  Move best_setup{};
  bool found = false;
  int evals = 0;
  for (int fk = 0; fk < kFiresKept; ++fk) {
    const Fire& f = fires[fk];
    if (f.value < 0) break;
    std::array<std::uint32_t, kMaxCells> targets{};
    Board final_board = board;
    final_board.cascade_targets(f.p, f.q, targets);
    for (int p = 0; p < cells; ++p) {
      const std::int8_t cp = board.cells[p];
      for (std::uint32_t bits = targets[p]; bits; bits &= bits - 1) {
        const int k = __builtin_ctz(bits);
        if (k == cp || board.place_score(p, static_cast<std::int8_t>(k)) > 0) continue;
        // Sources: first cells that want p's colour themselves (both ends of
        // the swap build), then any others.
        int tried = 0;
        for (int pass = 0; pass < 2 && tried < kSourcesTried; ++pass) {
          for (int q : by_colour[k]) {
            if (q == f.p || q == f.q) continue;
            if ((pass == 0) != static_cast<bool>(targets[q] >> cp & 1u)) continue;
            if (board.place_score(q, cp) > 0) continue;
            if (++evals % kClockCheckEvery == 0 && cpu_ms() > deadline) goto done;
            const double v =
                setup_then_fire(board, p, q, f.p, f.q, kGreedyDisturbWeight) + f.chance;
            if (v > best_value)
              best_value = v, best_setup = {p, q}, planned = {f.p, f.q}, found = true;
            if (++tried >= kSourcesTried) break;
          }
        }
      }
    }
  }
done:
  if (!found) return fire_now;
  // Build while a setup adds more to the fire than a move is worth on average,
  // or while it raises the cycle's rate (fire value per move spent on it).
  const bool beats_average = best_value - fires[0].value > kBuildMargin * move_rate;
  const bool raises_rate = best_value * (setups_done + 1) > fires[0].value * (setups_done + 2);
  if (beats_average || raises_rate) return {best_setup, true};
  return fire_now;
}

// ---------------------------------------------------------------- templates
// A template is a board layout, designed offline (scripts/jewels_designs.cpp), whose
// swap (fire_p, fire_q) sets off a long cascade using only the template's own
// cells. Colours are abstract (1..C, 0 = any): they are mapped onto the real
// colours that match the board best. Rows are listed from the bottom.
struct TemplateSpec {
  int n, colours, fire_p, fire_q;
  // Mean fire worth over 400 random games (open cells, refills) other than
  // those the designer chose the layout on, which overrate it.
  int sampled_worth;
  const char* cells;  // n*n characters, '0' = any, '1'..'9','a' = colours 1..10
};

// GENERATED by `scripts/jewels_designs.sh build > table.txt` (scripts/jewels_designs.cpp):
// one layout a line, rows bottom first; do not edit by hand.
// clang-format off
constexpr TemplateSpec kTemplates[] = {
    {8, 6, 18, 21, 847, "0322110055355255442443446636626611511511034104000360060002100100"},
    {8, 6, 35, 44, 790, "0000655044244644332336331552551101261600004224000035630000115100"},
    {8, 6, 34, 37, 897, "0005110062665662323353324121151102545242062565060315310304414404"},
    {8, 6, 18, 21, 790, "0554433611611511225226223363353300150106002002060030030300000400"},
    {8, 6, 27, 20, 945, "0011226033633133422112445462415505615160003213600044042000550500"},
    {8, 6, 34, 37, 1009, "4112255035343323656466261151141145445520435404201613013000260060"},
    {8, 6, 18, 21, 852, "0522440011511211332335336656626644144144053403000560060002400400"},
    {8, 6, 36, 25, 910, "0366220044344644553556551622622103311610034264000650250000101100"},
    {8, 6, 36, 61, 775, "0003550022122122661661664455355400144140002332000063560000454300"},
    {8, 6, 28, 9, 814, "0006330025522622443353341154264100515610002632000046440000131100"},
    {8, 6, 35, 38, 724, "0022131045443442656636620115112105023352040543240605611600012000"},
    {8, 6, 27, 51, 772, "0000655033433433166566112141142202452400003663000015610000225200"},
    {8, 6, 27, 35, 777, "0544661122122522336646630563653005164500041642000020630000303100"},
    {8, 6, 18, 21, 854, "0344660011611311553556552262232244144144035605000320020004400400"},
    {8, 6, 28, 58, 924, "0266550011211611445525543324364302232630021551000640440000203300"},
    {8, 6, 28, 9, 689, "0422661154655255331141130463523004664200025015000030330000000100"},
    {8, 6, 18, 21, 865, "0255660044244544335332331121151166466466023603000210010005600600"},
    {8, 6, 28, 58, 925, "0355110044144344665535562216236203123320034154000560660000302200"},
    {8, 7, 28, 12, 837, "0266770044546544332262331153451102516500024724000630330000101100"},
    {8, 7, 18, 21, 785, "0116260044644244772776773363323355455455007127000030230000506500"},
    {8, 7, 18, 21, 810, "0155220044144544665661663313353377477477016206000130030005700700"},
    {8, 7, 28, 23, 753, "0006220077577377442252251154434100515310007627000046440000121100"},
    {8, 7, 28, 8, 805, "6622775063133133422522440416365000154150003521700042030000640400"},
    {8, 7, 18, 21, 790, "0552320044244544115112116626656677477477001531000060360000702700"},
    {8, 7, 18, 21, 725, "2544000011211411334332336626646627100100253003000560060074700000"},
    {8, 7, 35, 11, 731, "0166000022462722554557553116113303423700012602000151050006330300"},
    {8, 7, 28, 45, 870, "0733110044544744223353326652472607565760074135000320220000606600"},
    {8, 7, 35, 58, 885, "0066224033733433557554551226221101711440003663400052052000610100"},
    {8, 7, 35, 11, 874, "0055336011221611772776774552554404214660001251600075073000440400"},
    {8, 7, 18, 21, 715, "3774466011611711557556552262272230106100305005007020020000400000"},
    {8, 7, 18, 21, 738, "7113366055655155441446442262212270506500704004001020020000300000"},
    {8, 7, 43, 13, 893, "4344544713115717627225220376556703373304047145010127120606636600"},
    {8, 7, 18, 21, 808, "0544330066366566115113117737757722622622051301000570070004200200"},
    {8, 7, 35, 11, 881, "0066227044114744331337335221225505145770004164700032032000550500"},
    {8, 7, 27, 36, 732, "7110000055255655477177443423463373211600705705001044040000330300"},
    {8, 7, 18, 21, 728, "0115576744544644226225223353363300410460002002600030037000000500"},
    {8, 8, 28, 33, 842, "3122556677577177443363343854114036556100017037008240440000800600"},
    {8, 8, 25, 16, 764, "0022533088688788556117110143440005225700016357000483380002142100"},
    {8, 8, 18, 21, 790, "4225503077377477114113118838848840700760401061302080083000500600"},
    {8, 8, 26, 29, 776, "2233600000251100775776778868858844544644007567000085680000413400"},
    {8, 8, 27, 34, 889, "0055776033133233455655448411428808668260003553600044047000880800"},
    {8, 8, 28, 4, 757, "0001470066866466332242235583743500854450006126000031330000575500"},
    {8, 8, 28, 17, 890, "0411880022722522684484463376656304738530042842000160660000303300"},
    {8, 8, 27, 34, 821, "0033667044144844556866552211582200882870004634700055056000220200"},
    {8, 8, 36, 31, 864, "0855330022122722661667664488388308144740082332000560860000404400"},
    {8, 8, 27, 21, 775, "0877331122622522447731740817154008643500076332000020740000404100"},
    {8, 8, 18, 21, 798, "3881106022122722447441445515575530200270304074608050056000100700"},
    {8, 8, 37, 15, 865, "4886885822322723413617514044644080363230102867500011628000004110"},
    {8, 8, 18, 21, 807, "4112205077877177661668663383313340700780406086501030035000200800"},
    {8, 8, 18, 21, 780, "3116600022322722447443448838878830205270304074001080580000605700"},
    {8, 8, 18, 21, 807, "0105533788688788447446442262272206800807014604070120020300600500"},
    {8, 8, 27, 45, 657, "7755344066866266177377110186120000833200006733000011410000705000"},
    {8, 8, 35, 58, 868, "0077448055155355661663662883882202122380005375800068064000320200"},
    {8, 8, 44, 28, 823, "0377000064414424557551556871312863663620437181408754358000886800"},
    {8, 9, 23, 13, 753, "6676626688788525099534420011492500753428006532840089960000001840"},
    {8, 9, 8, 7, 779, "7221131716695355722784401279660061498300552581000714450000560000"},
    {8, 9, 28, 45, 766, "5886622099399199744344775735150050337100809325000074090000670700"},
    {8, 9, 35, 17, 766, "0442251588388788623667660099799000262710003478100080765000609200"},
    {8, 9, 32, 11, 665, "8898838877917377044644001122030075560800119607000184000052700000"},
    {8, 9, 26, 29, 906, "0611553392250300779772774424494488988288967007009640040021800800"},
    {8, 9, 33, 23, 686, "6880000077177377221223286844944062335500881593000070970003204200"},
    {8, 9, 22, 10, 810, "1151171198768879493322840456377000569790001841200099094000440400"},
    {8, 9, 38, 12, 754, "0988770022326622113116110944546009378820082056600010524000004180"},
    {8, 9, 26, 29, 902, "0233114459910400775772776626656688588288527007005260060093800800"},
    {8, 9, 26, 29, 913, "5577443000507996884885882252242211411511008008360020023600100149"},
    {8, 9, 43, 50, 679, "0224459581887883067663660172739301414493087673580011860000040400"},
    {8, 9, 18, 21, 901, "2766335511811211442448449989929928130100274004000790090086800500"},
    {8, 9, 28, 34, 873, "0833110055655255994424497769629708272270085145000390990000707700"},
    {8, 9, 44, 61, 973, "0899000025565575244644741131131128779770583613704935935000147940"},
    {8, 9, 35, 41, 648, "0466000011711311997993990485588004762200051553000098510000028900"},
    {8, 9, 27, 13, 765, "0117724288388188996656690015159000395540003158400080692000909700"},
    {8, 9, 35, 51, 693, "1600000033233433772774779654855016256600103484000974830000965700"},
    {8, 10, 35, 45, 761, "0311994466766a6688788a880322522003161a00017951000060580000802400"},
    {8, 10, 28, 44, 717, "6332288055a554551199799160a1941060a07400305075000010110000208000"},
    {8, 10, 30, 16, 766, "53377000442446446929966950aa1a905020886030401690009014a00070a980"},
    {8, 10, 28, 12, 772, "74433110aa2a36aa855955887823a3007029860040a9160000850a0000380800"},
    {8, 10, 18, 21, 772, "054496028858878833733533775a9711058698020530630204a0a00000700100"},
    {8, 10, 44, 23, 793, "352200004464484477677878311911003a6a8a0005497800a579840002a1a700"},
    {8, 10, 35, 9, 762, "a33550004924494466266966a1191170a0248900304974000061860000508700"},
    {8, 10, 18, 21, 789, "0611aa5288588388443445447759335006839850064004a00190032000700200"},
    {8, 10, 36, 42, 765, "030226a6558559554484494407119110038059a0039795a00040146000700200"},
    {8, 10, 34, 37, 918, "03311686a2aa9aa75255955744844344023398870a80a38a0540546500000100"},
    {8, 10, 28, 18, 785, "060aa27233533933447878840154894006507970063183700040442000100a00"},
    {8, 10, 18, 21, 809, "863399aa556553557737767784691300865105000672070043400a0002200100"},
    {8, 10, 18, 21, 771, "2a0050403383313399199899278861102a3653400a9059407070060008801100"},
    {8, 10, 18, 21, 808, "085577a41141151122522422664355a0081991a0082002700330094000600400"},
    {8, 10, 35, 33, 757, "0288553311411a1177477a770266966005525a00084591000010970000706300"},
    {8, 10, 34, 37, 741, "11884550737a7727939a992966566a6003aa452007574a700969569000108000"},
    {8, 10, 34, 37, 937, "08877aa1232242629399496955a5535503384a6102a043210950259a00009700"},
    {8, 10, 18, 21, 794, "05442331aa3aa4aa994993997736241005a82a00059039000660480000708100"},
    {9, 6, 39, 42, 1400, "622445511226223252446443454611611511606553650202632520004104140004003100000000300"},
    {9, 6, 39, 42, 1378, "000054422664665665114115115322422322034335435004456306006251201001343303003000200"},
    {9, 6, 30, 33, 1769, "633115544225226225144644544315516615635636535602652402301401101003103303001300400"},
    {9, 6, 51, 32, 1419, "115330000262212232455655655064616634065223220025616460043523630001443520000002440"},
    {9, 6, 38, 41, 1436, "133226644646166266545155255334332330142164200164152600353603500002505400000000500"},
    {9, 6, 30, 33, 1213, "322114400636626646511211311335325245331220340260160160050550550000040000000000000"},
    {9, 6, 58, 14, 1332, "004411262551551554331336334002622422001646464001515565005665423003213200000050100"},
    {9, 6, 38, 41, 1490, "156633442313353353616656656442441442211052352112031034134061060565064000022000000"},
    {9, 6, 30, 33, 1304, "011565440334336335122522422014416515004566405003263203001151101000224000000102000"},
    {9, 6, 58, 3, 1383, "422416633556552554116112114433433233406462204206545505005415201001341300001050300"},
    {9, 6, 60, 71, 1436, "000633000442446442552556552113363323002166122004655452005664524001335434000011511"},
    {9, 6, 30, 33, 1338, "054433220115116114322422522035536434055466504051201201043303303000302000000606000"},
    {9, 6, 48, 9, 1430, "144335500116656636443445442213255230166166030113655060464165020022624000003052000"},
    {9, 6, 29, 32, 1509, "661133525355655155221223224343641140301613120502542520404404450006400300004000000"},
    {9, 6, 59, 61, 1318, "211440000353353323656656626211411511254450520130224220060433540000464160000102000"},
    {9, 6, 38, 41, 1215, "445522116323133633424144644552551556021152606032301601045405300004000400000000200"},
    {9, 6, 30, 33, 1505, "226655343662661664533233133052151254002261144006316346005505535002100500001000000"},
    {9, 6, 58, 17, 1357, "030000000466166464422122422331331335451151450632242400231661600503243200005525500"},
    {9, 7, 39, 42, 1669, "771144535225223221665663661744144544075573171002112532006406436007707757007000400"},
    {9, 7, 30, 33, 1533, "017755660441447445266766566321527725031737535014604604012202202073303303000506000"},
    {9, 7, 38, 41, 1685, "000066227711611311744644344553557552727623327103137107405455402202232200005530600"},
    {9, 7, 30, 33, 1702, "455116622772774771366266466532434231452254451407667607503303303005505505001000200"},
    {9, 7, 30, 33, 1561, "155223300772771773655355155462161363142341143107537507506606606004404404002000000"},
    {9, 7, 38, 41, 1571, "665533414676166266575155255334332330072154210064622610053573540006207300002000700"},
    {9, 7, 39, 42, 1565, "001133767556557551446447441233733633026627721005715665004304364002202272000000300"},
    {9, 7, 38, 41, 1498, "066771150622122722633133733557556554646147740207206250305305350404404410000607000"},
    {9, 7, 49, 63, 1427, "441133227266766466255755455113113117207747407203753602603643500401571300004010000"},
    {9, 7, 59, 25, 1541, "344775566117161131227262242355455655307460630407334330001413610002524520007053600"},
    {9, 7, 29, 32, 1525, "024455770211511411775772776262565463235532430127107100626606600343303300000507000"},
    {9, 7, 39, 42, 1472, "411775500227221224667661664355755155437131734402752102106706506003503303007300000"},
    {9, 7, 39, 42, 1560, "007711663221223272551553575466166366041343174002172373005605623004404456000000140"},
    {9, 7, 29, 32, 1389, "077646000355355655447443441313317612327323620504544500101141100202262200000700000"},
    {9, 7, 30, 33, 1694, "332211656446445442711611511376575672036635532004124154007707757003303363003000100"},
    {9, 7, 50, 9, 1424, "343313373245515575622722422046716476030114110050725230060234450000654260000061600"},
    {9, 7, 58, 31, 1643, "000044262733733433711711411662627665752757450304424360102367160506126520005545400"},
    {9, 7, 38, 41, 1674, "000077442171121171676626676542441445371522573012311312064064762055055054033033030"},
    {9, 8, 60, 41, 1455, "611553344227226227887886887601131151607035457102044544008032652005018518000030400"},
    {9, 8, 29, 32, 1620, "877441155646676616358557553247378312848277210865065560733033030022022020004010000"},
    {9, 8, 30, 33, 1546, "155887766331338337225655155441128627101648147103573503502202202004404404008000600"},
    {9, 8, 30, 33, 1718, "447766151225221224877677577385581684035631534002772752008808858003303313004000600"},
    {9, 8, 30, 33, 1696, "466117722882886887344144744532736137452156757408478408603303303005505505001000200"},
    {9, 8, 37, 40, 1583, "668811772755155255744144244686616633713183202586510502460460407330330300000080100"},
    {9, 8, 28, 31, 1456, "008110000244744144878828855225775166276726133483483400558550500668660600331330300"},
    {9, 8, 30, 33, 1516, "557733282443447448112522822663817518003567868004274284001101181006606626005000300"},
    {9, 8, 30, 33, 1533, "711446600282262272344144844583863173785165875724120820130430430050350350000560500"},
    {9, 8, 38, 41, 1665, "466771155242212272848818878556554553344316370426024520485085080633033030007010000"},
    {9, 8, 39, 42, 1721, "122440000353313323656616626744544244857217527138538238164460460270770770080880880"},
    {9, 8, 39, 42, 1512, "305576700434454474838858878211611312132352670340646340381186180020227220010050000"},
    {9, 8, 56, 59, 1643, "355116688272282232474484434355755155371780130523667660047723120003547540006066800"},
    {9, 8, 38, 40, 1374, "661142400755255755788288788116141133734263700506242500801512800303834300006310000"},
    {9, 8, 39, 42, 1665, "266778855448442447338332337155655855218812617204684804603503503001101101007000500"},
    {9, 8, 31, 34, 1615, "411226655334332331776656646884742751404852841403063563107077077008088088002060000"},
    {9, 8, 39, 42, 1526, "448811676336337338556557558224144644006627128003187673005403475002205262004002100"},
    {9, 8, 29, 32, 1621, "003355727844544244773778771818513216863568260407438420101107120606601670000006500"},
    {9, 9, 29, 32, 1686, "822993311676676626998991994471478425578571520869069160844044040255055050009030000"},
    {9, 9, 28, 31, 1626, "662299335188388588696626677127397544194324505866860805770770703440440400000020900"},
    {9, 9, 38, 41, 1750, "455998802383343313686646616992995997785742711432035032469065162577079070009087010"},
    {9, 9, 29, 32, 1678, "533229966484434494665662667782735791185132190546046640577077070311011010002090000"},
    {9, 9, 30, 33, 1737, "221188353994993991722422522674573471064463561009219259007707757006606636002000800"},
    {9, 9, 50, 25, 1494, "388990000565525515477377927364324914369661660850327210040721950000451740000046400"},
    {9, 9, 37, 40, 1741, "004477959211711411266766466939959988258738450133150150692690690883880800223040700"},
    {9, 9, 38, 41, 1670, "557766141899599499822522422661668663838531430901978940206206240303303310005000600"},
    {9, 9, 50, 33, 1343, "005110000282242262399799799083743463085118110025747460031948720000328930000031300"},
    {9, 9, 30, 33, 1592, "699331144223224221877977677683684981603914601902772702008858808003507400005000700"},
    {9, 9, 28, 31, 1618, "225544313899299899131141177847237866836246810912910910770770730660660600000050400"},
    {9, 9, 50, 26, 1471, "277448833959969959151161158244744240254338330790761250010798290000413410000080300"},
    {9, 9, 39, 42, 1709, "811225577993991993663661663455855755843741843809859703106806509004504406002400704"},
    {9, 9, 38, 41, 1808, "644991102313343383515545585229226227716749788639036032652052852477077070009010080"},
    {9, 9, 19, 17, 1374, "771775774188988283383965264161323304155445207601927806004926600507830000006600000"},
    {9, 9, 40, 43, 1657, "499112200665661664335331334779929989405781724406026886903093593007077877001020855"},
    {9, 9, 31, 34, 1762, "788994400335337338226646696115297248705147198703063663802022522001011611009040655"},
    {9, 9, 29, 32, 1655, "228833757699799899223225211615713844643745850902982950101101170404404400002000300"},
    {9, 10, 47, 63, 1534, "00aa883139775776774644944229625926103313306109a2a90730761540200a417208000232a0000"},
    {9, 10, 49, 3, 1456, "08467799022a22622355a55655301141131108aa6aa0308a4463020424623050051a5100000709000"},
    {9, 10, 58, 41, 1537, "122993300787577a77484544a4466366166018353aa001722a22002435117000067a6400009420000"},
    {9, 10, 49, 18, 1495, "052244990aa8aa6aa361811611307747797705226220305841690302846a90a00a721701001409000"},
    {9, 10, 40, 43, 1308, "053376788991799a99441744a44223383320051726a800597869200049374300004aa800002030a00"},
    {9, 10, 51, 15, 1271, "6070000001811a14213833a3323699599a906842262200175a4140437516a20040936a10000002930"},
    {9, 10, 49, 5, 1503, "03665477011411a11899499a998022722a2203554550803475aa08061741a01009259209000507000"},
    {9, 10, 59, 19, 1388, "00988aa66353373323474474424011a11811059a70820039557530048a358400001471000000a5600"},
    {9, 10, 59, 1, 1715, "283110000696646686a9aa4aa8a5774772770954452850631181100a34622600517a87a0002551550"},
    {9, 10, 48, 51, 1396, "0aa55484023229226211a11811773a79876003565586002a898620071621470007577000000a05000"},
    {9, 10, 49, 24, 1462, "588440000a6a1aa2aa767177577993998990564414200563525a008a3118700079a18000004749000"},
    {9, 10, 40, 43, 1696, "6a881199033733a33422722a22455887889864759a5746a31730930a2082082485055055004009000"},
    {9, 10, 49, 7, 1421, "037799590448446442a115112110a85a62a203779770203855620407419420a00aa7a100000905a00"},
    {9, 10, 50, 2, 1323, "01869944033a35338322a25228207767797701a118110013656980062638930000721720000904000"},
    {9, 10, 57, 23, 1498, "833114400a5aa9aa2a6566926267797787708590980208442440a03a96a8060067267000001440000"},
    {9, 10, 48, 51, 1761, "811559900626636676424434474aa7aa9aa382121181186783927314726986300a14a14a005090000"},
    {9, 10, 49, 41, 1452, "001133a4a29979969928878868855355755020aa226409037a79408039278a00058a5300000010000"},
    {9, 10, 49, 54, 1414, "002244898133733a33166766a66557554550102282a90307764390807384680005625400000020000"},
    {10, 6, 58, 27, 2149, "1335522660414464434421226226221553556550115113130031036446360403436400020523640000002152000000006000"},
    {10, 6, 44, 47, 2296, "0332245400115115114166566566462211411512335255244300134135100063165160002022522000303343300000020000"},
    {10, 6, 43, 46, 2985, "3611225560332331331344244144145662661665052151251106322314300646546140015505545003520564100035022600"},
    {10, 6, 42, 45, 2736, "2554433660161121121136332332331161121144462426425556651251002110316300234044040054505505000540300000"},
    {10, 6, 43, 46, 2669, "0611554433226226225244644644541225226221316616515303253263200642046340061101201001330310300005043000"},
    {10, 6, 32, 35, 2259, "0446622353121141141133233533666256426453022445145001351301300660660630000056020000000501000000010300"},
    {10, 6, 33, 36, 2207, "2552244506664662664633525545531144322341204212414120654653665033033536001101151000200000300000003110"},
    {10, 6, 33, 35, 1878, "0063311440242262232252262422551454665311041664130002662242000562550500013511010000011000000000000000"},
    {10, 6, 33, 36, 2447, "2116633000434424434454424434556353252366136226331124144144002565505500160660660001011011000000300000"},
    {10, 6, 42, 45, 2790, "0000551120626626626642442442443636626633122323321156316216550465465420033033532001101101100550550500"},
    {10, 6, 43, 46, 2437, "4411553630226224224255655455453326224223116434634100261241400056152620003203365000130113300041005010"},
    {10, 6, 43, 46, 2413, "6332211550554552552533433233231164662661604212412060541520503036436030001161101000260450000060004000"},
    {10, 6, 43, 46, 2588, "0552233424664616616655451551553324221223004113413000446216200062562520005331334000356013000006000100"},
    {10, 6, 43, 45, 2287, "0013366440212262262251556556553551565533413661364402412642000511554500031533030004334404000004600000"},
    {10, 6, 43, 45, 1895, "0060334112535565535513116113110226242242035466230205665445000162124104000502140000005032000000000000"},
    {10, 6, 43, 46, 2096, "0166335511443445445422322522520663661660013145315001430412400626026020066305200000040200000006040000"},
    {10, 6, 43, 46, 2894, "0000033116556556556522622622624554556554146646446131541561530325325326004404434600110110110033033030"},
    {10, 6, 32, 35, 2935, "0113322656454424424444544244333523253211155122126664464464500331330350011011016006606606000000030200"},
    {10, 7, 33, 36, 2425, "0775154406551557556532272212234311377364041747146200521520560033133236004454404000073300200003040000"},
    {10, 7, 53, 56, 2373, "3667711550212252272241445447446636616650377377577031355137506233215250046746746000701050000000000000"},
    {10, 7, 43, 46, 2438, "0600055117044220023311511611713227226223435636737404574664770612012217063303323100440443400004020500"},
    {10, 7, 33, 36, 2436, "3227711550616636626657737717754151353254314334124036776476002505505500040440440000001050000000404000"},
    {10, 7, 34, 37, 2179, "0441157533225224227233667665631153543771005174157000246276200030337330001011511000000663000000010600"},
    {10, 7, 33, 36, 2352, "3377551210776772774733121161135566322345006252654000717712700033433230005565515000340650000040006000"},
    {10, 7, 64, 27, 2275, "0077334140664661667622422127725331337335054151757000647441600021267120005372345000054550000000703000"},
    {10, 7, 42, 45, 2401, "0113344525727747737752554553551141131166623644632007417307200516510550066066060000006304000000060000"},
    {10, 7, 43, 46, 2256, "3311662520772775776733233533634112116114042645246000721565700031471530004403424000340460000040000000"},
    {10, 7, 32, 35, 2288, "0112255343747737717756366466552445335122043234214007617607400556550530022022020000006205000000060000"},
    {10, 7, 53, 56, 2645, "0277443311366403510011214115116626466566733433533737254745703224155100621360360007677077000070000500"},
    {10, 7, 67, 10, 2537, "0533664400424223226211411311617755455655054743766705263363300310424240007051662000007765100000043770"},
    {10, 7, 43, 46, 2453, "0377224411554551557566466166762334337332024721427003540571500363063660072202202000020460000000060000"},
    {10, 7, 43, 46, 2312, "0477622575335353363311515116110772774773045452263004325443700717367170011610445000022003000001000200"},
    {10, 7, 43, 46, 3077, "5447155344661667665633133733532447441442521127725056677611604034134330002212232000677224100076271500"},
    {10, 7, 43, 46, 2379, "3611552233114171171155457557553664662660324272470006141421002656576500012570430006670004000006000000"},
    {10, 7, 43, 46, 2620, "7722446360443445442466366566267115112117073275572000452423400061561360007717767000750140000050001000"},
    {10, 7, 43, 46, 2781, "6644332125226221226244644144643557551553036131736500274217250045545140003373313700650732700050007000"},
    {10, 8, 34, 37, 2424, "6644772880118116112133448442435583263825778586522700174174100030332330005055255000707787700060407000"},
    {10, 8, 33, 36, 2817, "0551188447664665661627747717723241254213834435131808678678670022022827003303303400880880800005010000"},
    {10, 8, 33, 36, 2422, "0338817700282232212267787717764861368164584834114502572572500606616600040441440005055755000003080000"},
    {10, 8, 44, 47, 2607, "0477226655885884887833533433731122722522665154177104867865860432230230071011011000606606600000060500"},
    {10, 8, 33, 36, 2347, "8552277100441445447463383353362615658672821825527080437433405066066160002202212000200000300000003000"},
    {10, 8, 54, 11, 2086, "0755443306187118115122722822520334336338075565505607781868160574686020001461308000235200000004030000"},
    {10, 8, 42, 45, 2480, "0005566887171181151147448445446656686622278285253331531831070460460407022022020803303303000000050600"},
    {10, 8, 43, 46, 2583, "8667733550228225223211811511314665668664748845543787257287208016316010604404404000770770700070005000"},
    {10, 8, 34, 37, 2779, "6883355110223226228244558553557734364884113786738760215215216040441440807077077000101101100030500000"},
    {10, 8, 65, 12, 2517, "2211335560431414464473771776778225226228038518668004233134600705446760080271285000088380000000103000"},
    {10, 8, 33, 36, 2782, "2557711660331332337346626616648411422478581282187525365365302044144040508808808000550550500070006000"},
    {10, 8, 33, 36, 2101, "3377551210885882883867717757764655621634045142543000877872800066066260004404414000300050000000000000"},
    {10, 8, 42, 45, 2594, "4223377550656646676685884887882252242211154145173336536436004820825800411011010023303303000030700000"},
    {10, 8, 44, 47, 2350, "0886673700443446448455355655852277877377113236288200418413410058753750002022322000101171100000060000"},
    {10, 8, 33, 36, 2798, "0113344776535545515526636616628321423128738348118705765765760202232206080880880707077077000001000400"},
    {10, 8, 44, 47, 2566, "2887755660434050600011311411216688788488553644672623357454252310810810846066066000505505500070000000"},
    {10, 8, 51, 39, 2505, "0522440006886882883874414454470761725732556363313623211253865221684070551467703002873010002074010000"},
    {10, 8, 63, 10, 2400, "2331188440127747787762664668663313343355521544580028818847002717740600363163050005585500000010800000"},
    {10, 9, 33, 36, 2327, "0449196622885884881839969929937352346317075674271000891892800033133030007797707000045500000005060000"},
    {10, 9, 43, 46, 2650, "0771122959898828878849442447446115119116396926576308352398300401811450060640665003036033900007300200"},
    {10, 9, 43, 46, 2626, "1155664940229221225233933133537664669667879971475808248298200036536930007707797000880884800010006000"},
    {10, 9, 43, 46, 2334, "6699585000434494434413119113117558556557237697837204284264200165185100070778770002022522000000900000"},
    {10, 9, 33, 36, 2707, "0000882423669663668672242292271799734781519413918505625625630077077973001101141000550554590000008290"},
    {10, 9, 42, 45, 2673, "1144779920626616676632331337339949929955522514578886486286200390397320055055059008808808000010400000"},
    {10, 9, 66, 38, 2799, "3452277000997993994966766366461155855235847183124134904434903560895260581056351000801131000020704000"},
    {10, 9, 33, 36, 2624, "0855779944118114117169959979963687645673238534737202192192100866066460083303303005220220200007090000"},
    {10, 9, 63, 30, 2519, "9955778220414494414431339331331828858866612695610007717784000428458300038135260006676870000090560000"},
    {10, 9, 43, 46, 2181, "0344556611996939959988683885882271774772036432152003619649000497877800008220220000250071000000000700"},
    {10, 9, 32, 35, 2751, "0332244565161141131155255355888638428377762743739991591591600883880860077077075009909909000000020400"},
    {10, 9, 34, 37, 2745, "7996688330553557558544669663661134374984223197138170526526527040443440901011011000202202200060800000"},
    {10, 9, 43, 46, 2456, "6655229390779776773744944644341152556551889616213800728768700045545340001101131000880889800060002000"},
    {10, 9, 43, 46, 2711, "1552244660767757747796995994998112115118368558248316327357301721901900590880880008033033000300406000"},
    {10, 9, 43, 46, 2712, "0779944886565585595536338339331774779771261981491205245295260307397306010110110802022022000007000400"},
    {10, 9, 65, 51, 2357, "0499660000337331338355755155852266766166047271218208364494800950848130002073965000006592200000224000"},
    {10, 9, 42, 45, 2245, "4428277110616636676691993997992282242255514538570006886417000928920600055255090000433005000030700000"},
    {10, 9, 64, 72, 2670, "0255774400112119114133233933436885887886062569764802124229100235617830054843896000062669800007040000"},
    {10, 10, 42, 45, 2489, "099665547400090631108188488688775779772221924526aaa15a49a670087087387002202232400aa0aa1a000000000500"},
    {10, 10, 43, 46, 2527, "2884411aa09959959499775775747733a2aa1aa366513524362092651960207a19a70080330733000066036600004006a000"},
    {10, 10, 63, 52, 2857, "099667721a3433a339338488a8898857177677550415a6594a034422031a0812360812057487052400525504000009060700"},
    {10, 10, 44, 46, 2445, "559944aa1088288182887727717277335595a5336623a19266008691a810007058571000303733a000606366000050964000"},
    {10, 10, 64, 18, 2522, "45566aa220117118114133733833739665668669497598897040124220105035718030009643609000692990000000a02000"},
    {10, 10, 44, 47, 2636, "015544886633733733832272272282aa66566466997a47a58a0139539439012462062005a0aa0aa000909909900000080600"},
    {10, 10, 43, 46, 2445, "077886625199692994993363233433aa1811511a00652a84a10098285941003190135200aa30aa540007a004200000000600"},
    {10, 10, 66, 21, 2579, "699335544022722a227219711a1171884454464460785a8678602033933090105a1620008042941000308138800000584000"},
    {10, 10, 43, 45, 2561, "0447733aa1665656636688585883882aa1a4aa2292545123990961549601008a6a0801002282020a00992909000004970300"},
    {10, 10, 33, 36, 2515, "776633a5a099499a9959883733433822448a785211472a42510093193190008868858000220225200011011a100070003000"},
    {10, 10, 43, 46, 2504, "42211778806636646676aa3aa4aa7a55131121159932543579406396296040a17a10a0205505505000990990900010008000"},
    {10, 10, 32, 35, 2901, "6aa55330201611211a1133933533777657297a888698258a44413415419067707307206880879820a4404804000050340900"},
    {10, 10, 33, 36, 2464, "a227766330885889882844a6aa7aa41157496421a056197120a08a68a0802044944040001151101000750930000050009000"},
    {10, 10, 43, 46, 2640, "06633884947a77a778775a55a5585524464434221a23a2681107167137900504534590020220224001011011000006000800"},
    {10, 10, 43, 46, 2532, "a9922663305585595565448449446477a3aa8aa71188793761a053158150a04a64a040907707707000110110100020003000"},
    {10, 10, 43, 46, 2332, "0288144550aa9aa2aa1a77977277173385884883669432531002a51a40a00278178070003343303000009950000060809000"},
    {10, 10, 44, 46, 2499, "5588991170aa6aa5a6aa44644546443399891993226315863200a2851a2000409a9470003034337000202322100050829000"},
    {10, 10, 33, 36, 2495, "8877559290443443442411797787716638139126aa3963862a0047a47a400011711210006606626000aa0aa9a00080005000"},
    {11, 6, 37, 40, 4432, "6133443353155455255455663343323361146226446122414212412625435635316164661663101101101155234011062200020460535000200000500"},
    {11, 6, 47, 50, 4038, "0600442255611411611411224226224225336334335535445665433131631431060123023020606553550505063303303000033004020000100000000"},
    {11, 6, 37, 40, 3583, "6115110051522322622322445515565546234664134466351636340122452252100245446441000055332250005133064000040300000000664000600"},
    {11, 6, 48, 51, 4218, "4325566330022522522522115115115114433533233466542545546132652622604310313210042404403400216066046000010600600000500000000"},
    {11, 6, 47, 50, 4038, "3311224540066566566566445445445443665662663323523553522126526226110146146140000331335300002202252000011011410000300020000"},
    {11, 6, 47, 50, 4540, "0033116644522522522522665665665661225224221131541551533432532432440462462460500113110105003303303040044044040000000010600"},
    {11, 6, 37, 40, 4297, "0566112244033533533533223353343326652452552644565564564113433433410521221221005616606600064044044000010110110000000204000"},
    {11, 6, 36, 39, 3658, "0000244336611211211211511511211553522525523343253223244641141141660655655650000332330300004424404000066466060000000030600"},
    {11, 6, 47, 50, 4035, "2233445650011611611611556556556552116113112242632662644341641346330351351310000223226500004404462000033033540000200040300"},
    {11, 6, 47, 50, 3300, "6000446365522122122322441441443445663661665535115135300632302132006046146340000550556500001100225000030004020000000000000"},
    {11, 6, 47, 50, 3741, "0311662255055455355355664663663661664663661121431341322025425325000366066560003110114100012202202000006024000000000400000"},
    {11, 6, 47, 50, 4249, "0011225566433433433433114114114112334332332262422442466563463263550513513510400221220204006606606060055055050000000020500"},
    {11, 6, 48, 51, 4613, "2113355664433233233233552552552554455255155466241242246113623613612051551551020404464400106066066000010110110000305000400"},
    {11, 6, 37, 40, 4498, "4331166220055455455455225545535526642342442611464463461335155155134023223223040606626600301011011000030330330000106000000"},
    {11, 6, 37, 40, 3993, "1155446653522322522422112252242216631451541600365564463002422422300010116113000606626650001056026300040400020000006000300"},
    {11, 6, 36, 39, 3834, "0552233611044644644644544644244553562566563313663623611214414414220255255250000330336300001101161000022022120000050203000"},
    {11, 6, 47, 50, 4467, "1336644550022122122122661661661665221225225545155115144342142542331362362360010554550500304404404000033033030000600050000"},
    {11, 6, 47, 50, 3991, "0336611244055255255255112112112116552553556646236226244345245345330315315310000660662600004404424000033033430000030601000"},
    {11, 7, 48, 51, 4194, "6133554477022722722522447447445441166566761133717715533622352372006145646640001101101100233033033000020040700000000606000"},
    {11, 7, 48, 51, 3502, "4421211566777477577277664665662663311511413300434535233007157547070061164160700323323306004552044000050100030000002000500"},
    {11, 7, 47, 50, 4051, "2277113356522122622622331336336337551556557747167617644042142642600035735036000774770750004404404000024001030000400000000"},
    {11, 7, 47, 50, 4395, "5221174415177577277477665662664663115114113333543253456537532447505061271061020337630360002203704000030033040000100040600"},
    {11, 7, 70, 15, 3868, "6441155227733232633733112116117115332336335545225665744643727747006012366030040522330100004371505000015454040000045420700"},
    {11, 7, 47, 50, 4740, "0466776674733433633633114116116115774776775525465645622523423623400517317114004552550570042202202000622037060000530110000"},
    {11, 7, 37, 40, 4248, "6350044227011711511511662252272263376756556344735537534721421421406361660667063323303370554044044200720100400000700100000"},
    {11, 7, 48, 51, 4059, "1223355117766566466466335334334332211511411277524425427105756746701060131130020302242200002077677000070560470000306000400"},
    {11, 7, 58, 61, 4216, "2553311400071701006600662664662663323343323371141121177572274472552564562560021310314300517707747000755055050000300060000"},
    {11, 7, 48, 51, 4346, "1772277551145467453100337335334336611411711622767564462157245274201530133730074606641600002022062000020400230000606000000"},
    {11, 7, 48, 51, 4113, "2557733112255755655655117116116113322722622344736637634205475465402010211210050303343300004044644000070360420000006000400"},
    {11, 7, 37, 40, 4039, "6115566557733433533433771161141172247457647261426524420603213513001070774770010202232200005063047000020300040000102000000"},
    {11, 7, 37, 40, 4354, "1557744661155755655755331161171132273763673244726627724105415415401030336330050202232200004044244000070420310000002000300"},
    {11, 7, 47, 50, 4046, "6550331144266366166166443441441447223221227757317137155756356156026742042040260772770704505505505000022003010000700000000"},
    {11, 7, 47, 50, 4442, "3311771170055355155155223221221224473771774466314134166035365165200327427520001446442400036606656000067017520000360447000"},
    {11, 7, 48, 51, 4227, "5566113361322322422122553554551557766466166700371474173003442112430020657651600507727714007067024600050400030000407000200"},
    {11, 7, 36, 39, 3939, "1662266337744544544644711211511773755752763313523553600154164124006077477070050331330300002104307000010002020000500040000"},
    {11, 7, 48, 51, 4030, "0577115577043312537000664663665661177477577122415314512454243255204562760760037141101100002622022000604030300000640200000"},
    {11, 8, 37, 40, 4347, "5748866115522322422822667757737761136346586187315413810572772172005460662660048101131100008063025000080300020000707000000"},
    {11, 8, 37, 40, 4683, "5173375733022622322122447757767748864634514861685386180512172472005742446440076808858800026014566000030487300000200188000"},
    {11, 8, 59, 62, 3814, "0288661155034460105000773776772774434464424488113112118553826832853275375275032401401400488088088000050550550000000000000"},
    {11, 8, 37, 40, 4020, "7114466553366466866466225515575523342782142377431837430706256556001020228220070303313300004061083000020100080000702000000"},
    {11, 8, 47, 50, 3930, "2088334645511611811311226228223227446443447757637867355151658351002124814620020770276700005507545000000057750000100030700"},
    {11, 8, 48, 51, 3936, "7722886612155755355655887883886884411711611400746347643005575865200080184182000404414410007024016300050500010000004000300"},
    {11, 8, 36, 39, 4037, "8221144337766466566766188588488112144155172232452542733836836836008011411510020220220200003303303000010003070000000050500"},
    {11, 8, 37, 40, 3977, "3557755883066466866766115545585512241881471236424828722306756156205016114113000202202230006071044800070170520000000000000"},
    {11, 8, 48, 51, 4423, "6531177448811611511311226225223228877577677844686585384251451461406520724720063808808800324044044000020700080000100000000"},
    {11, 8, 47, 50, 4092, "6000112748444144644844221226228223771776773353163613855354154654506327027728060337337380005505525400077001550000300000200"},
    {11, 8, 48, 51, 5113, "1786633225555155855855221228228226644744144633161867863475375315301720422420018606676600843033433000040340750000604000700"},
    {11, 8, 36, 39, 4159, "0700665853355255455855766266866773728742783313223483811115615615000177077870007332338300071101151000022004430000100060400"},
    {11, 8, 48, 51, 4883, "0755113326244344244144883882881887766166366755373271175664514534500784681686007787727760045055055200040580230000608200000"},
    {11, 8, 37, 40, 4435, "8336622114411811311411775535545572287437347266823324426801651651608070771770030202252200006066766000060270540000007000500"},
    {11, 8, 48, 51, 3966, "2884477553366266566866332335338337711211811744278572874206426486402030135130080707717700004044044000040700130000000000100"},
    {11, 8, 47, 50, 4607, "4677227716133533133233445441442448775776778828568158261423573653604045847041060873880810006803207000028003050000800050100"},
    {11, 8, 37, 40, 4774, "3848822776044244644244337767787731123863623155216618215184574574553830337335034101101160415055055600010200000000800000500"},
    {11, 8, 47, 50, 4501, "7118822446652502043600118113117115527223225544835375744668743347667212612610072550550500154404404000066066060000800030300"},
    {11, 9, 48, 51, 4917, "0288996655071190605000442445446443377677277311232536631992165126198849749749872383383380721011011001890990990000808808800"},
    {11, 9, 59, 62, 4107, "0104883377655996600252331339337334414494474488665669688011899857560132536935600446406427028488088000058900030000200000000"},
    {11, 9, 37, 40, 4314, "5577443886699399899499667717747765536486146522351854452009279279200061663660000505535500002022822000050702260000101040200"},
    {11, 9, 59, 62, 4867, "0733664499052260409000883889885881131191151122775779772443299255246684584984657167167160572022022002340440440000606606600"},
    {11, 9, 47, 50, 4515, "1776699334488488188688554551556552331334332272442112677978178478991953953950010229220200707707707000099099090000600030400"},
    {11, 9, 48, 51, 5104, "0622118877499199899699551558556553377177473322134831622339219249940655751750406343373307052022022000050240780000304709900"},
    {11, 9, 58, 61, 4288, "9885511446672701040600339337332338898878828864454494466169967562119135139130092850840800826406606000716011010000510000000"},
    {11, 9, 72, 71, 3684, "0033886655722822322622118113116114455755755499847347649002988682970010763710700405267405009041859000000949460000003989000"},
    {11, 9, 48, 51, 4244, "0788221500099299399599662663665667711411511788275374578449849859800766161160007737717700088088288000060335000000406500000"},
    {11, 9, 36, 39, 4742, "3311448850066966166266788988188774791719724454994114255056856856900377677270003447449400015505525000374085290000370665000"},
    {11, 9, 47, 50, 4430, "6884499223311611311911776773779775229223225545635395944841941341886872872870060559550500804404404000088088080000400020300"},
    {11, 9, 36, 39, 3959, "8559933770022322722822455855755446437478486616386776811912512512998944944940080663660600501101101000099099090000900070000"},
    {11, 9, 48, 51, 4527, "7116622334455755355255887883882889944244744966797392296115625675617081481481070909939900106066066000010110110000602000400"},
    {11, 9, 36, 39, 4110, "5577883342499899699799155255755114187162174434824674733039539539200011711012000446440440003303303000056008030000600000000"},
    {11, 9, 37, 40, 4692, "4873355990611811211711559949929956685225475633864262763281391391314850559551647606606606723033033000020500000000300000100"},
    {11, 9, 47, 50, 4471, "4835566112277677377877446443448445112116115595665325899997297697004841641740048550550500339909909000990001020000500070700"},
    {11, 9, 37, 40, 4485, "7711449933855955855155224414494426692982112677961869167335745745730023223223800606646608007077077030030330330000701000900"},
    {11, 9, 47, 50, 4863, "0511339922166366266766443442447448557552558898328278799896796296010845445740105886880802059909909000166047090000830740000"},
    {11, 10, 44, 112, 4434, "355771166998848868898822422622922375755355aa7117a63a90037461440800a764993020015891850a003a2712a090036a54a60000503a1000000"},
    {11, 10, 48, 51, 4083, "0011aa4497988788188488667661664665599a9979952275715a4523382a82782300639639630005055a5570002022022700030330339000001000400"},
    {11, 10, 70, 102, 3815, "1882255aa603393363383344944644844711211511771792765789910aa5aa03608039195046000425310700007254700000029a7a090000075000000"},
    {11, 10, 36, 39, 4103, "72233995500aa9aa2aa3aa17757797711619912513668695629638848a78a78a447411411410070669660600208808808000044044040000300050000"},
    {11, 10, 36, 39, 3672, "06552299330449445447448336332338818928568711a19615217aa0a43a43a400068808838000611011710005aa0aa0a000002097000000000700000"},
    {11, 10, 48, 51, 4045, "08221155aa066a6626616644a442441443388588a88399a3a2351397769569a697084784784700831330330002909909900007077077000000050a000"},
    {11, 10, 48, 51, 3657, "44885577a3a99499799399664667663661155a5585512241871a3120092a9289200060565563000101101130002022022a00040800070000000000000"},
    {11, 10, 37, 40, 4081, "0022443355a6646656636699aa2aa5aa977495592397114725753718861a61a6180098998998a0070774770a001011011050080880880000002000300"},
    {11, 10, 47, 50, 4161, "0077115588299599899199665668661664772778774434584824133a39239839aa0a67a67a602004474404020033033030800aa0aa0a0000000010500"},
    {11, 10, 37, 40, 4100, "955118866002212292282277665661667aa17197587a441a59a18a4332462462439073773773090a0aa6aa00504044044000030330330000108000000"},
    {11, 10, 47, 50, 4143, "00aa667782855755a5565511711a116114882886884434764a2463393523563599091891891200044a440420003303303800099099090000000060700"},
    {11, 10, 37, 40, 4123, "866441155007717747787722665661662aa12142582a991a54a18a9337967967938023223223080a0aa5aa00609099099000030330330000401000000"},
    {11, 10, 37, 40, 3654, "3366991178755755855955aa33133633a447a68a19a4227418469420052352352000a0aa9aa8000404404480002022022700030600010000000000000"},
    {11, 10, 37, 40, 4119, "38877442200aa7aa2aa4aa99338334339117942984916671821441655a63a63a653095995995030101121100806066066000050550550000704000000"},
    {11, 10, 44, 66, 3601, "0422990000077a7737767788a883886883553552551111a3132160032269660700346aa44080004a34720100227598500000081911000000196000000"},
    {11, 10, 64, 84, 4325, "aa898221100443445442446636656626677aa3aa9aa70037357928900491183121006932215590078a48138900a576894800050571a67500002017730"},
    {11, 10, 37, 40, 3605, "42255669977886887884883355955255311632739431aa61971241a408a58a28a0403033953002010110310000a0aa01a000050600a70000000000000"},
    {11, 10, 72, 3, 3541, "477a355228866a6636676611a113117119955455a55940a9439a7904060882860070104a3a1000090562a900003091258000000598900000000020000"},
    {12, 6, 77, 79, 4314, "644331122110525515565455323313363433655651552500623611262400455442414400636651322500062532415300000514041000000241053000000055030000000024030000"},
    {12, 6, 40, 43, 4519, "611445522000336331336133553313363355446561516144226411466122603233263300605055235500104044054400002022042200004050020000000000000000000000000000"},
    {12, 6, 75, 78, 4565, "022331144565313343533633212242522622331336335360011246515660044144644350031636145200023123653400000463405500000606300000000004200000000000400000"},
    {12, 6, 76, 79, 4737, "022313223366665661665662445441445442033533233133005511235102004454414402006516256106004354314304000542441600000214010100000035040000000050000000"},
    {12, 6, 77, 80, 4927, "664464611330323343323363525545525565033133233633026144223660032551554550050134231630000351354350000255115000000044101000000026500000000005000000"},
    {12, 6, 65, 68, 4527, "042211441166556545565515336343363313022622122422046556554510045644166450023656154430000235235200000134215600000302050500000003020000000000000000"},
    {12, 6, 76, 79, 4824, "662211556640433533133533422522122522664661661660404521101540305545535340204331341260006246236400006155155220001010530400000050003400000000302000"},
    {12, 6, 76, 79, 5815, "063344552211224223224226554553554556155455355655014413314616062262232202062432362605035565535501001121121100000405623100000006030300000000060000"},
    {12, 6, 77, 80, 4881, "663313155110626656636626424454434424011511211311026553231320062665663660040563265320000145143160000246556040000033505000000021400000000004000000"},
    {12, 6, 52, 55, 5173, "022441163600553553355355443443344344665565525566113623366311225165321522004254552400006266463600001011613100002022126200000004210000000000000000"},
    {12, 6, 40, 43, 3803, "055662234366113141511211661151131166003636556200003556534200001212114100006041663600000044123300000010415600000060030500000020050000000000040000"},
    {12, 6, 52, 55, 4817, "011552216133225262122622445464144644332252212233005313153600002155216200004626426400003064331300000020455300000040023500000030040300000060030000"},
    {12, 6, 52, 55, 4581, "551512266440335331323133445441424144663323353366005651626100003523654300004534232400006166320600001123030000005630040000006010060000000060020000"},
    {12, 6, 52, 55, 4622, "011665516133553515655655223212622622445535515544003414634600005136516500002353256200004012441400000050244300000020054400000040020400000030040000"},
    {12, 6, 40, 43, 3880, "511334455000332336323633445525565544112466424611502126161620503053556300104044022400001011026100003040036200000000040000000000010000000000000000"},
    {12, 6, 52, 55, 4942, "036611442244552565355355442464344344115525565511032161321300035124562500064351450400001563110100060650120400006540020200000510010000000030000000"},
    {12, 6, 52, 55, 3571, "064411332255226232422622556535455655112242232211066131441600062143230200045020520500001030110100000020020500000050000000000010000000000000000000"},
    {12, 6, 74, 77, 5536, "033114465600233233533533244244544544626656626611221251521500443445445300325353325400463465466100114114116600000321540000000202050000000005060000"},
    {12, 7, 64, 67, 4434, "077626553366733133433433755155455455667661662660704424474400307171422400507321372300006546546500000724231600000425010100000062020000000040000000"},
    {12, 7, 76, 79, 4800, "065522336644772771774727332331334323055155655455062171664420062242212270057117647430003543513500000223521400000705010100000007050000000000000000"},
    {12, 7, 76, 79, 5242, "011556622545711411211611733433233633557554552556707434262642106676626646307124172156005375325300000175467220000363040700000004070000000000000200"},
    {12, 7, 75, 78, 4973, "775511442320767757727737161151121131445446446440065256126330022522322370075376576210014514314660007254334000002020203000000040406000000000300000"},
    {12, 7, 76, 79, 5183, "000021177454233733533733266766566766442445447441212715517710303353323350602325357350104654627640001131134100000660011700000026000000000020000000"},
    {12, 7, 64, 67, 5267, "224477445520113112113117663662663667044544244744003353373327003572253721001551271756006436436400002147734560001010703600000070300500000000006500"},
    {12, 7, 76, 79, 5056, "022557744131775772772773665662662663044144544544005142572533002232212237007117537516006436416466000225113400000404020300000001010600000000030000"},
    {12, 7, 52, 55, 6495, "772244331167551557655755441447644744335515565533221367613722005215662566004354553467003133432317002322320200007324250260000445420000001010500600"},
    {12, 7, 76, 79, 4715, "033556644323477177577577466166566566332334331330402174561520705515545720602744711630003613643400000355251100000707020000000002010000000000000000"},
    {12, 7, 64, 67, 5228, "021144554477336335331336776775771776044544244544026626616606026515221503013523213507027467467400002435146700000301060600000203010000000000000000"},
    {12, 7, 52, 55, 4960, "033661177553221232722322441434744344665575515566001616776323002376214253004151450425006037660620000020710705000040070400000060040000000010000500"},
    {12, 7, 76, 79, 6156, "033226611272335331335337445441445447662522122722005561165767003454474473004573153774006254174226000646246677000312665100000101440500000004050700"},
    {12, 7, 63, 66, 4958, "277334477110646656646676141151141171332334335330247577277070262254545060712564265010003713713000003546731000000260303000002500600000000520000000"},
    {12, 7, 65, 68, 4753, "633441166330772776717747552556515545653233133133602664662660307212114140505244172170004376356350007706623000005007202000000005400000000004000000"},
    {12, 7, 76, 79, 5545, "067755337766221221223227441441443447055655355655061641373607061171161107072662372602014574564504001513215600000432050500000104020000000303000000"},
    {12, 7, 76, 79, 4736, "633774433550252422622722151411611711335337334330655447614700626656646200315247254100223153143000007667365000006070101000002060700000000000000000"},
    {12, 7, 63, 66, 5133, "255446611330767737737747225226225221165136135140244644344040265336635070572672372010011411411000004762143000000520404000005700200000000750000000"},
    {12, 7, 40, 43, 4328, "067114451577226262722122445575515544336414774133056373713100062751251200064562441400073260335300005020033700000040040300000030000000000020000000"},
    {12, 8, 74, 77, 5643, "022116635848766366466766722322422722858818858815750311455747331337335645657611453285281287681100003243268370000404330800000003080000000000000700"},
    {12, 8, 76, 79, 6577, "727447722880558551554558668661664668322122722122338131734138425474484408326185775105373276286206004343343303046671258000000010505000004060100000"},
    {12, 8, 76, 79, 5060, "118822664740886883881885446443441445277677577177026623521125008313363308004668518104002714764702001232262200007785236700000070533700000050300400"},
    {12, 8, 40, 43, 5546, "044778823616552545355155886626646688772848328177002727347123005467563510008646883810007041772760000050182230000080015200000070050500000060000300"},
    {12, 8, 52, 55, 5482, "724661188330661667626466331337323433558818848855821547515400726517843600743086282300485053720500448015060000006077030000005050050000004000020000"},
    {12, 8, 76, 79, 6496, "084488441155557556552557117116112117388488288688037436232637087767747705085445265601041861841803073373373300007834612500000306020200000703060000"},
    {12, 8, 52, 55, 5514, "075588223344611872831400338353733633441171151144228454774622678272752600673718310300154657440400002550220200050630010100005640080000000020000000"},
    {12, 8, 77, 80, 4970, "005668821200727757767717323353363313488588688188024554664114074221225270035575671130045831835840040442442400000006081000000400001000000000002000"},
    {12, 8, 89, 92, 6152, "774552244330211621483000565575545565363373343363811211711711268278748768254664662660134252754750085134132130006886886880007010808000000060100000"},
    {12, 8, 75, 78, 6495, "225566331210474434454434878838858838221227225226671637655630073133733240041747155280082182742160066366386110002854663000008080477000000040701000"},
    {12, 8, 52, 55, 6229, "811554455740626342567880338335323433771181141177668745787466828685646440823013618340167077226770116066020600005020030000003030070000001000060000"},
    {12, 8, 52, 55, 6245, "050703388141778776877677228226822622334464484433118386863611557167881755022542745240053633230340051211310110005455150500042760530800004706000000"},
    {12, 8, 76, 79, 6841, "064422115570886885886882336335336332477177277677846145246642125515565578818168218673863713763754264454454400045533271000002357700000001000000000"},
    {12, 8, 78, 81, 5996, "217788334466556551557553226221227223018848848868016841747663075577377177022845145365014182342182001853782700002847640200003435020000000366070000"},
    {12, 8, 75, 78, 5757, "155622885150434434474424636636676626557551558550437731278120122822322140147341848560565865365220047263288000004070308000006030802000000000000000"},
    {12, 8, 88, 91, 5513, "077334455282000763142114577377877477566366866466223221225224503301815484504414434781703731715620602612632500000646048000000001002800000000082000"},
    {12, 8, 75, 78, 6382, "361177556335424414464454727717767757332331335338822811865855846566266145372241545273383573273180688688688160006214722600008020405000002040000000"},
    {12, 8, 76, 79, 6379, "788116655440663661664667223221224227588188488388753151454357727747737706806136446302202842832805005575575500001368574000003080707000002030800000"},
    {12, 9, 76, 79, 6370, "021188337799446443448441776773778771955855255655096893298691024131181104027884234607019537587509055919919900000863472900000604020200000506040000"},
    {12, 9, 75, 78, 7143, "993366882926252272262282353373363383997998995991157178165186026466866426037828425930017439839914009611611240001137648550009010704000001070405000"},
    {12, 9, 76, 79, 6475, "868443366770331337335339441447445449266766166866521727125829163595575509564773193803582694674604004252252202019938627000000080202000001090800000"},
    {12, 9, 76, 79, 5840, "664488227970665667664668115117114118233933433733025927424728005898858808006956496706001391351301002282282202006145832900001010503900000050300700"},
    {12, 9, 40, 43, 6026, "795454411000337339323633554424464455887569525688117829868611883143141360705455122500708488026800901511032100009330052600008040080000003000010000"},
    {12, 9, 78, 81, 5645, "996762255100331334336337881884886887992252252242001954956947003766166766008753753143009628128728009499699699004040500880000020008100000000000100"},
    {12, 9, 75, 78, 6166, "996611228380272262282232474464484434551558553559971968983930066166766320071728123340025145745890049699699000099465172000004040507000000050700000"},
    {12, 9, 40, 43, 5389, "391122000004119161511311448838898844229494534322779232592377351787187177394260448404092066220204517010770700005040660800000020080700000070000000"},
    {12, 9, 76, 79, 6232, "099774422363511211811411533233833433776772774779596292894490508868858160106152164360307367357930909989989200000917548800000101050000000005080000"},
    {12, 9, 76, 79, 7310, "928877993311885883887884665663667664199399299799915313217714948575525508026328278706421976926901084151151100022749635100000406050500000204060000"},
    {12, 9, 74, 77, 4916, "066227794966822722322122855755355155993919969905803712364144204778774205508214269505004598599600007637198900003303070800009001010000000000080400"},
    {12, 9, 40, 43, 4911, "060443377595224212922322885545595588774898948377664747997366012656256290068014880890067110770750006020660600001080030700000070000000000060000000"},
    {12, 9, 52, 55, 6484, "985223311880112711811711442744844744669939929966552726836755382135125190981497494400954660669600536550554500005030164900003070608000002000706000"},
    {12, 9, 74, 77, 6206, "066448855313266866166466299899199499535585545577237887147410113112117610632683640930953952950700771771770500000694280700000909020000000002070000"},
    {12, 9, 52, 55, 5791, "462885599070339334363733229224262722558848898855119594545711363143191310462082980270425055061570231011030100003050020100008000050000000000010000"},
    {12, 9, 74, 77, 5928, "033991144585677577477877622522422822919959989933613553483880741446442780216751780250391296290300034334330400000369710200000606070000000007020000"},
    {12, 9, 76, 79, 6145, "088664455323771775776778991995996998443833533633001845546648007121181127009887527629004329389334000414414422000876941500000707090100000009010200"},
    {12, 9, 74, 77, 5641, "077228845400233533433933277577477977181191151166286596456900448442445300382398355700718712714600664664669900000762180000000606010000000001090000"},
    {12, 10, 76, 79, 5549, "0332244aa96977a77977277355a55955255384464424494418a6892829830133633a33170076a72679650054654a59680088688a8491001131131800000312010100000000040a00"},
    {12, 10, 75, 78, 6057, "5533224469607877677a77275855655a55254434494424411831691a2120076966366970053379972950014954354610001611611000005a3128400000a0a0108000000010800000"},
    {12, 10, 76, 79, 4937, "99aa44838000664667662a66554557552a55199899399791014817312710002242282200006886346700005945985900001121121a000097a2430600007070230500000020080100"},
    {12, 10, 77, 80, 5363, "377226699440151131161191858838868898a4424474474435a23a76a79a3125565525507802327167100a0416482480000a86aa5aa00000a5954000000060505000000000000000"},
    {12, 10, 76, 79, 5295, "411885500020aa2aa4aa8aa799299499899735515565565543213463863740448447447a10a17a68a629009589579523003343343300008050066700000000607000000000000000"},
    {12, 10, 40, 43, 6490, "43a7227110008858818a89884422922722443354714949336653913739665986286268604347441a84004337330a6300aa6266088600059227048600005970030000002000060000"},
    {12, 10, 76, 79, 5807, "039558866aa411411511a13199499599a93928878868878802472562a73207445446443403176165a71403985986189a092242249220007925082600000702000000000200000000"},
    {12, 10, 76, 79, 6880, "0a22664488136994991995996224221225228818858868876714751765739533a33433a32a14459a69107a19a824821a598237737780007723674a00009937700000005300000000"},
    {12, 10, 76, 79, 6472, "09112277aa33a22422522122a88488588188667669665663a37439535130a944744942002972992758008168768963003433433433000042876a5500000806050000000408060000"},
    {12, 10, 76, 79, 5443, "511662277440882885884889aa2aa5aa4aa911636676676650231571471950853552550910a32873470800163a62870a00615115a601000029731100000090304000000000903000"},
    {12, 10, 52, 55, 5371, "01255992920a331363a33833771767a778775544244a44550815a5a258440132253a930a01784374970a025366552500008030697700000070060000000050070400000030000000"},
    {12, 10, 76, 79, 5395, "077883355464aa1aa6aa3aa822122622322894474454484409179659389800115116116a00a76a55a862002452462449009919919900000718030500000101000000000000000000"},
    {12, 10, 75, 78, 5063, "0aa99551187764661667668624221227228235955a55155304931a371380067977a77880029a6a961860035925a25720003733733130000a49050000000404000000000000000000"},
    {12, 10, 77, 80, 6956, "a255448838307a77677977475a55655955452331334336339a2162492642a72881889880a59179471670226351359350090228228220000651478800000060107800000010700300"},
    {12, 10, 78, 80, 5044, "0993344aa6221141181191135545585595537766a66266a60047a87297a30019883848810058a14236a5007065364667000077878270000083041a00000008005000000000007000"},
    {12, 10, 77, 80, 6099, "0033992248404944544a44347977577a77376112118119115962568a69360413323353400752458a297006117214516005166367360000663a962800000060a778000000a0700400"},
    {12, 10, 76, 79, 5957, "033aa885529266a66966866511a119118115733233a3383347a279a78875046959929946001226a56891007251a2189700439739732400074474470000040a480400000300000500"},
    {12, 10, 75, 78, 5778, "0996644335118688188a88382622122a223255955755a5544694174aa43003373313358008918778a520025725125140044344344300000976a400000007070a000000000a000000"},
    {13, 6, 84, 87, 6000, "0300116440000116114113116155655455355652211311411311556234243236203125545565500350316414310002015415615000202252252200050006000000000020600000000000040000000000001000000"},
    {13, 6, 70, 72, 7436, "2526644114455334336332332311411611211216335335336330354224252252065354554262306215345536010446352321300003552616420000042136020000003001306000000200310000000000010000000"},
    {13, 6, 94, 97, 6532, "0000622112030000045400661123225223223224344544344344665665663661113515513313340665663665230025325523240004654634621400116116110100000065106040000006500505000000240000000"},
    {13, 6, 82, 85, 7699, "2534411330500115116116113144544644644342443445443442625326526323225116115116102513515613240334464454452006221221225200060103006000004000006000000000000000000000000000000"},
    {13, 6, 84, 86, 5623, "0003044366110445443445446411511311511612211315116112025233525626000462262322400012343366010002331633102000231226220000000205541000000066141500000000020200000000000050000"},
    {13, 6, 83, 86, 7990, "6054455332266131121121151143442442445446113112115116136326226556061544344544006453152135100064143145140001066466466000050543322600001540302020000000040300000000500000000"},
    {13, 6, 83, 86, 7198, "2266441155131662663626656644244342445440661661665636002163121553000633233533100041351625660002652645640000334341355000000065312500000004105060000000530202000000044030000"},
    {13, 6, 82, 85, 7551, "0466335533440225226224225211511611411513226224224223035636434435004256554550200416424624010063261241203006635335330000003152354000000102050500000060102000000000000000000"},
    {13, 6, 83, 86, 7729, "1662211553344664665646656622422524225223115114114113134535443453014622622522006025154464500403136165160000235232232000055265331300004202661040000200330601000000030000000"},
    {13, 6, 82, 85, 6068, "4411552253500112113151121144244345442446115113121166062563352620000442443441000025313223400001524331360000414614650000066166120000004330540000000306066000000000000000000"},
    {13, 6, 96, 98, 6344, "1225511443360464434424464456553552556554434414412442163031421262015535565565602431121311460054343621650000535263460000005125135200000001040200000000105040000000040000000"},
    {13, 6, 109, 123, 7621, "1166442213123545525535545564662663664661131121141126043422434142005626636634300632523543510001445441166000126336551000046655325300000044603050000002120505000000023000600"},
    {13, 6, 82, 85, 6004, "0521213366440551553554525566166366462660554553552550041423364220005661663665000514353152600025416536500000656336140000046230101000000216030000000046000000000000000000000"},
    {13, 6, 81, 84, 7236, "1336622445566545525515545534332331334335525515515566642621611640015424414435001321512510300362235135060000546646606000064214250300006010203000000404010200000000000000000"},
    {13, 6, 108, 111, 7696, "6644332255464211511411611523353343363351161121411411206542442646515525655655613062361461443004424464410000126632635000065253651100003142542000000035121100000003050200000"},
    {13, 6, 84, 87, 6333, "0003556612100662663665665611211311511514411211311511002423435455400646626636600013263362560004311211311000404464464400000005062000000040000200000000000010000000000000000"},
    {13, 6, 82, 85, 6184, "2553366441102441445441442466166566166263442441445443231235131532520461662660425062241145562003416426503000336336340500000604013000000000000000000000000000000000000000000"},
    {13, 6, 83, 86, 6518, "4660112266434141161131161154556553556552113114114112542362432462041366366461304553144134530620353154124005012622626000002001020000000330000000000000000000000000000000000"},
    {13, 7, 81, 84, 7832, "7722667711353424454464424472775776772771336353323311021655162125104353363364540776455420731013575673010100031331101400006216270600000335502000000015020604000003000000000"},
    {13, 7, 81, 84, 6697, "0227743455110646656636676614115113117112242252272200044255337171006636676676000647653674100012312712300000065265711000005073743000000005420300000000626000000000006400000"},
    {13, 7, 68, 71, 6706, "4411224433556727747767737752554556553551161141131166077277677133602664426307650762746730560051751751030300451227401000050502070000000020701030000000000000000000000000000"},
    {13, 7, 81, 84, 8255, "3377225544171003675265422314115117113116466566766366224224225227307757737723730443545750112014514315061106276276204000060675360400000050604010000007030202000000007030000"},
    {13, 7, 97, 24, 5884, "1771133660005262272232263256557553556554117131131144164773433462212122627226057507553534205040726271050000015637404000004425200400000033624020000000105000000000040400000"},
    {13, 7, 69, 72, 8689, "7461155667744335332334336311511211411612772775775770746646656646074525254453306632435535510621761761700006215362730000012372435000001010302000000602070400000020704050000"},
    {13, 7, 71, 74, 6836, "7753544662277771772773776744551552556552214124234664001355355156000731212336700045573571540007144344540000131554217000036406010100002050404000000603050000000000600000000"},
    {13, 7, 84, 87, 6425, "4115522116633223226223224277377677377475511611311611403566533564540204464434201070623326670005017637315000505541545000000201564300000000000700000000000747000000000004000"},
    {13, 7, 81, 84, 8244, "4455771122446313363323313351556552551554424464424477712766722716603161121103360522366325564074656254076000717417702030047577210000007071102050000001020003000000000050000"},
    {13, 7, 82, 85, 6516, "3311556622477776772771774733633233133430551556552550006112621244000754556554400031676472270003143563553000155355657000001103026000000030205440000000000060000000000046000"},
    {13, 7, 70, 73, 7545, "5511446677325337336343363322722624226220554557551515007667661662500341174716230024377311331005526526525500330647641000000032176700000002704040000000210605000000000010600"},
    {13, 7, 81, 84, 6986, "0066552254533262262252242216116115114113343353363377764765756740072262252242000245256264100013613513570007727727713000704605010100007300002000000343000000000004000000000"},
    {13, 7, 95, 98, 7716, "6355114422337773154125356622122726227225515575655755433133631334464114766147076077677177207302112661350300536561334000044743745600007010424020000104045200000000002400000"},
    {13, 7, 83, 84, 9637, "6233112254224353343353373315114115117116227252242266756745654674463233743373546177447544142261237432464007061331655050001651673700000032762030000001660600000000770030500"},
    {13, 7, 82, 85, 7093, "5511772127722334332334331355455255455156771772774776064162264461000331332332300031232144050005715723706000663663560000054137160000004040316000000003062700000000000600000"},
    {13, 7, 83, 86, 7125, "0662277676550131151131171143445443447442665665667662032552532772001033733533000405155177100020647645640000022322322000006321475000000303077400000000101600000000000040000"},
    {13, 7, 109, 75, 6716, "3446622114477525026134570011311211611517737727767757324544244344032663665663504535322563010001773771307000753525740000064634550000000067363000000000160000000000070000000"},
    {13, 7, 96, 88, 7184, "3667744110002552557554552511211711411216334337334336362467764462530227224223526054141154412001375741306000667434660500070216203000000045103000000000100000000000060000000"},
    {13, 8, 82, 85, 7562, "6511661412200778775774776733833533433632218115115112448825524526060668664660706078475875030503183143102000226226220000057136480000004070342000000703081000000000000800000"},
    {13, 8, 81, 84, 7605, "2266441176680141131161171154553556557552883848868822042334266278001767737747800523146163160025654358450000072872242000003624337700000857731880000027030300000005000080000"},
    {13, 8, 82, 85, 7830, "0117755778380664667665665622422722522521334338338331014417815815000774775773500064568468360002342352382000117117112100001478537020000404086300000000803020000000000606000"},
    {13, 8, 83, 86, 6992, "1133656774466242232282282274773778778771664665663661041431581381002188488588000704355243200010624675670000017811811000000157245600000085205050000003680200000000080000000"},
    {13, 8, 84, 87, 8722, "2217155228867332331337335366266166766564488788188588002471417455400272252272210037737135537006186586786700484454474460080532582610002030204410000008050504000000003000000"},
    {13, 8, 82, 85, 9035, "1782244335522551557554558566166766466862234331337332371427124728017884881882501854151457460836346316702088228221230000037463852000002060114400000707060100000080000000000"},
    {13, 8, 83, 86, 7122, "0331188242770272262282232257556558553551446443448441071661381831002077677377000506233268200010456453450000011711711000003416845000000404064700000000605200000000000050000"},
    {13, 8, 83, 86, 9297, "3227331144878212282232272241448443447445667663668665515785335875632611311712783457273238476257643647658605055155154000006753410080000060504110000005040008000000000010000"},
    {13, 8, 84, 87, 9248, "7665511228776881882885884866166266566463377277577477741322355344373151121151836480285582466046076276573630303313313370050112284400005010204030000005010208000030000000000"},
    {13, 8, 69, 72, 6746, "3831177225566667665636686644744543448447821225221220287737787780073718553518007561365841600524274288240000137127046000030108300400005030160000000200004000000000000800000"},
    {13, 8, 83, 85, 6817, "5566525008220636676616656683887881885884221227232244034174713450006588785846000831657738800040287253840000044848224000003621640000000032087000000001574400000000010700000"},
    {13, 8, 83, 86, 7214, "7755474332211858828868848815112116114113772775776773053223563643008744544244000102825656800030715782710000033431433000000873324100000057664040000000480600000000080000000"},
    {13, 8, 84, 87, 7455, "4452200000008778773776773755855355655351122422622822248143166183144703363343734550474676858521025625421800201131131300020011776600000010706030000000000000000000000000000"},
    {13, 8, 83, 86, 8349, "8867633554433228224272262211811417116115533738334335078574875465088276866466000717748284200075638814310000845635655000042425645300002031505050000001560600000080211000000"},
    {13, 8, 84, 87, 9003, "5164466112288887882868785833733236373534144244144244517822112725556836656616876430281135235664043547140500406566168700080527848300006080530340000303027030000000201104700"},
    {13, 8, 81, 84, 8460, "6688558841405636686616636673778771773774454484454422235288215231103313353316050655681151705074174564420002232237233000067825280000007070244010000002040300000000000000000"},
    {13, 8, 82, 85, 6995, "7826655448811335338336337344544844644741221225227220785158536717078368661667302241135837040011284214200000626646870000020603070000000020603000000000000000000000000000000"},
    {13, 8, 82, 85, 7682, "0772244338180772773774773766266366466365881882884885052153254453000334331331700071172474160006846816885000553553551100007825463000000808050600000000506010000000000000000"},
    {13, 9, 82, 85, 8735, "9448822334422337331338337355755155855756224229221226967461968167099378774772304754419831150096283245206079867567660000055263841000000066801000000705060800000000000000000"},
    {13, 9, 81, 84, 8468, "7558833441155262292292242236339339334335575585565511167198196140074464484494007278286260200535635835030071141141101000782384610500002080609090000702080600000000000000000"},
    {13, 9, 81, 84, 9626, "4477998821636535545565545583884886884882212272232299931947963947504414464415300516571531830082182682296009949949977500043729186200003030201060000002010605000000000000000"},
    {13, 9, 83, 86, 8867, "5599887722939818868828878841446442447445339331336335015965125675708522622722340419871866837050346347349700055255255000001938270240000010302600000003020006000000000060400"},
    {13, 9, 82, 85, 9671, "1558877226625448446441445433833633133537992995992997178276571275914416118112455032845642935007963983987200871771776900043712967870000433119680000000000697000000000000000"},
    {13, 9, 83, 86, 7844, "4433227755878334331323353366466162665669987884881889004791429159800322522723700067374351670009895467898000491289295800099039576600000006205080000000910600000000015000000"},
    {13, 9, 84, 87, 9369, "4596622887711332335339336377277577977671188288488288852125149126145335565545504970234496230981087683487099801151751100060258614100003050607040000903050400000000000060000"},
    {13, 9, 81, 84, 8165, "5511996641466383373393383328227229228225676646616655087574591580009919989913000378341311200026124826450005595695577000054159362600004048803020000008030700000000000020000"},
    {13, 9, 68, 71, 7722, "3366994455723989929989919968662668661665535575545513088488788712308372748429270934977940671065865865014400356891405000050508010700000080107040000000000202000000000000000"},
    {13, 9, 68, 71, 8521, "7733116644959292242212282279774771778773363353383358911611411585009644561822900266254280780073173173040009783716605000084837160800004070605020000903010200000000403010000"},
    {13, 9, 83, 86, 6957, "3322525889966646636616636684883881883887991994992977047137417230006355155455000811644612600070981984980000077577577000001528497600000022407070000001550400000000050000000"},
    {13, 9, 94, 97, 8983, "7755339944272007658349811293992993994995355255355455887881883886663762163364700927221228470057191793892006775115815200082682661600006066804040000608040101000000000000200"},
    {13, 9, 81, 84, 8949, "5993321166343227788261322495991997994998588188788488566461663664055272252234409925117733930083791593284000928628676000004788165700000420607040000068010505000009908010000"},
    {13, 9, 83, 86, 8008, "8221177996622737757717797743445441449446882883889886836256316996087155155355002432733719700060841843840000066566566000003759468200000050408080000003050400000000000000000"},
    {13, 9, 83, 86, 8667, "5881177117722424494484424432339338332336779771775766526996186520054122922122008339411495400464739731730004966266266000003751876200000950806060000003050800000000900000000"},
    {13, 9, 84, 87, 7533, "1412199445566778776775772733833633533235511911811411108296485942010725595525704031972879430002213913210000489753556000050763090900008020703000000008060000000000600000000"},
    {13, 9, 82, 85, 8405, "8189922446699556553552556544644344244647713118119117116373872976071569662669501843258959340107194124107007976776770000088254263000000050203000000708050200000000000000000"},
    {13, 9, 83, 86, 8611, "3655993322676441447464494488188786889885521223229225991157365995730477677374703081533469870605186383256000624725752700095045132200008808901070000000540200000000041000000"},
    {13, 10, 82, 85, 7798, "2288aa535446644544244944846656626696686a11711811211a0a57a28a92a800055955755640004774894236000619687610a000aa5a15aa000002987a3430000090901330000000070a5100000000007100000"},
    {13, 10, 82, 85, 8717, "a6a4433225588559551585565522922128226227aa8aa9aa4a773798719874600963313343360036584191545003a2a15a47a200aa77327317700094037250780000a644120070000600047000000090600100000"},
    {13, 10, 94, 97, 8755, "44118866332820042198561447a7aa9aa1aa5aa3733933133533644942445446607699261565800727885881a800a05a27a513200307325344670060864866a3000009269050a0000049050a07000006000000000"},
    {13, 10, 68, 71, 9428, "1226699aa9935383343353363322422822522aaa84a48a55a677789199899767713484815583051a21328320a0527a1aa8aa070322797797703000067917490700006610a08080000206040400000000001000000"},
    {13, 10, 70, 73, 9019, "496a33711556677a7747677a77332292212822355a3943138a3529a6696616a50497591519870046382912183006259367662500442054765360000a087175580000801323880000040a535200000090910200000"},
    {13, 10, 96, 99, 8832, "02366aa3344777220a039467009499899599299a4aa8aa5aa2aa1335334336331741581451621079377877577002a359549869005163a83a53a000501171151100021108907060002508000600000000108090000"},
    {13, 10, 84, 87, 7745, "2211994475788446445441447433633533133732288988a889880062952a12972004a66a6616600030951a4a940002084a831830002023622622000a01290358000000a6604530000006000070000000000003000"},
    {13, 10, 83, 86, 8327, "42233661122779199599899a993133533833a33766466a665677417457a875a004938828818800238491a925900a7a63263163000a077877877000008651429700000050409090000008050400000000000000000"},
    {13, 10, 83, 86, 8273, "aa22551199171a8aa2aa3aa4aa6866266366466577977477875508592543584740aa11311211760639224a38a140507a3762760400056155155600003595010900000020980700000003000807000000908070600"},
    {13, 10, 84, 87, 8750, "0411552266aa4992993997995911211311711518866266a663687728238a783540499557554554041a294a9739a0980617614610009088588588000701a56236800000a6633880000000000000000000000000000"},
    {13, 10, 83, 86, 8551, "8844221155686a2aa1aa3aa5aa9299199399599477677377277402461433425430a85515585a800996a83a129800407917982460000445445753000094a2714600000090a0763000000a070600000000000000000"},
    {13, 10, 81, 84, 9208, "72559911878104a446443446442a2262232262288188a88988555a156a5395633933733633741074164a749721072872862985002553553584400092a5698500000090a0601030000a06080800000000000040000"},
    {13, 10, 96, 99, 7706, "869335511220077a4a01020000779776727737788988682883881aa5aa9aa5aa1419516921531086766466367008685539245800991a04a73a100047106186100000440701000000034080000000000a010000000"},
    {13, 10, 69, 71, 8573, "6644aa1199853566a6263661664494484494477579a787397123505585355a153609a38839865870468436407820077525770277006542a9109000053562190a0000302790a070000004210808000000344010000"},
    {13, 10, 83, 86, 8721, "57788996611224845946a1320022322921227226636696166766a55755855355a5a399499197a05827a18143200786744811360004a5595295a00008a09a6aa300005002aa3000000000640a000000000a0000000"},
    {13, 10, 84, 87, 8536, "54422aa77443366366166866769939919989979aa22122722822593a11a78a87a5068553554550409016476386090a02932948900020aa5aa52a00080a67541a00009060501030000008060501000000000000000"},
    {13, 10, 97, 100, 10086, "366558822aa1194978925a31008878818868818aa7aa1aa6aa1a22995993997993472512362712348411411311069a058338478066209a49a39a00050221221220007090503030000607090500000040400000000"},
    {13, 10, 84, 87, 9344, "533997799446688288188a889866266166a66964477a771775775824a141a45945185332335330386aa8518258008407627657601590443443440005072974360000a020703030000100020700000000a00000000"},
    {14, 6, 90, 93, 10896, "4466331122552211511611411611335336334336332233433533633245524625426620441311611411000434414516610056213363343300015022122122000010413265520000000306050500000004030600000000000000000000000000000000"},
    {14, 6, 75, 78, 8651, "1300554110000066466166466166334331334331332255155455155255433433233125446212244216501235145425130013265345305200035021424025002060561560500000400350300000002062002000000000050050000000000000000000"},
    {14, 6, 90, 93, 10896, "0662244223366544544344644344115113116113112211611511311200526325623325005644544644250041646545346600106151163125002012422412260000225432235000001105334500000005030411000000000301060000000000030400"},
    {14, 6, 103, 21, 8990, "2446633446622011211412311311552554553553556112114112116626226446326300201343323321004052525512550000614142520600006642426100000000351366000000003163550000000015403000000000063000000000000110000000"},
    {14, 6, 76, 79, 10118, "4332255116600011411411411411556646636266556645445342546622461121156422331244534221334053612315350040605526510600302066156202000030226626030000203322350000000050336600000000001002000000000000030000"},
    {14, 6, 117, 119, 9504, "0335511662253500036511264224000606010353116466465636656624224252322522166466366366110414413133153406022425225534020465346356520106246526320000011252110100000001620201000000002004020000000010000400"},
    {14, 6, 90, 93, 12576, "0663311445534166566366166566445443441445442266366166166200523321121521006655355156210045361163144300206436416242000022522522320000532154652000000532451600000002050602000000030401010000000003040000"},
    {14, 6, 88, 91, 10111, "0554542266113311411211511411664662665664663315112114113300453223543400006656626651000015212514160000615612610300003363363303000003524621050000055442650100000243040200000000320406000000002406010000"},
    {14, 6, 104, 107, 9561, "0000055114462604411005010335112113115112116626636656626644113113112114002433435422450014552553552500633133122123004016216316600000445445440000003120650400000003020600000000020605000000000000050000"},
    {14, 6, 102, 105, 10256, "0442266114436355655355451551226223224212210055654535565500646346311661005322122422610066366466563500234513342522000332145454020002622642350000056543510200000153512503000000543613000000001144660000"},
    {14, 6, 117, 120, 9806, "0334432311551165661662663662454414424434426656616636626605531122353202044544144344060655611633620404622322124600000541143321000004034114020000000226220000000006356600000000055060000000000400000000"},
    {14, 6, 103, 106, 9171, "0511665566442011511311411311665663664663662114115112112002562664665320051423544251400563353323360001342254525300002165162160000003132234600000063114133000000006006000000000010050000000000200400000"},
    {14, 6, 89, 92, 9088, "0226644551131322422122422422554551554554553322122422122366431134431436002664661662600056116446151000322402152310006036036036300000620620610000000504500000000003003000000000060060000000000600000000"},
    {14, 6, 88, 91, 9896, "4331155662244022522622422622115116114116113225224225223343553643453600426646656642003025524425510020124125120300003363363300000016516325000000601030500000002060103000000000000000000000000000000000"},
    {14, 6, 91, 93, 7731, "5523244660000066566266366266115112113112114411311511311400543245343240005322532326000063362263210000121153443400004144526310000050102263400000104064220000000000056000000000000110000000000004400000"},
    {14, 6, 104, 4, 7908, "0266313300000411311611311211443446443442445446344244344505363652353255021552556551540246313116340406564212624500000452326052000005051450250000010105100000000004004000000000050650000000000300600000"},
    {14, 6, 88, 91, 11468, "0115533224465215112141411211353323434332336115112115116605652626456242010434424451520305252315335606013412310664000642446604660001101312040000043032010500000060610506000000402003030000000000000000"},
    {14, 6, 75, 78, 9424, "0000000144660233133133133133661661661661664331335332334424144644144122523141546243550561265212265500435435435402002401411402020052032132050000050654650000000004004605000000020020000000000500500000"},
    {14, 7, 88, 91, 11003, "0771144663712144244744344544662667663665661443445447441101231751371552004272252274200063545747762000147645643110000121121155200007516436430000050506030400000006030402000000000000000000000000000000"},
    {14, 7, 90, 93, 11153, "2044665511663122522322622522775773776775774411511611311433545346643544272677377577312071525623323100461731751760700644744744000032426753104000702773300500001010000554000000000000000000000000000000"},
    {14, 7, 88, 91, 10709, "0442255773364611511411211311665664662663667115112113117707557427237347004454424431400015212513566000615612610770007747747703000004226517030000020206010700000006010305000000000005000000000000000000"},
    {14, 7, 90, 93, 9135, "0445456622332211611411311511776774773775772211511411612200625424326500001577377671000074516433670000231731161200000022727722000000466223770000004601170000000055060100000000530000000000003000000000"},
    {14, 7, 90, 93, 9893, "2212177135544022322422722322663664667663665511711411411504357454754350002633733433000064724427420000521671641600004255355355000071655153400000275631303000000011676000000000701300000000000006000000"},
    {14, 7, 74, 77, 10080, "0447722661614233133633433233755155455655770711764746725500121226226247003166414663400075134635172000072752775270000437726515000003231136450000020156060100000005030107000000020504040000000000030000"},
    {14, 7, 90, 93, 8466, "5511442241433066566766566466225227225224223311711711511300537737535430006644544744000020767765560000301251271200005033433433000060104071300000006000217000000000000400000000000007000000000000000000"},
    {14, 7, 90, 93, 9492, "3317134366112277477177577677334331335336332277177477577206421124525620007533633136000036171476570000277367317300006722322322000031524641520000000044050500000005320400000000002000000000000000000000"},
    {14, 7, 61, 64, 9499, "0511662520000011211711511211366766766566336324424454426646273573253244441762765561000436446446430005637735530600054637655604000134014214000000430360300000000706006000000000040040000000000700000000"},
    {14, 7, 90, 93, 7552, "3377552232300066566166266566775771772775774433133133234400541141242500006155255155000070161162260000403723713700003044544144000010745625000000001040620000000040600200000000000003000000000000000000"},
    {14, 7, 76, 79, 8039, "0544225577116455755155355655224434474414423372312732162005724464474460055731773616600220456457451000202242242240003047265371000000766331140000000000000000000000000000000000000000000000000000000000"},
    {14, 7, 90, 93, 9191, "4473755116622022622322522722446443445447441122622722322100616317513710002355355652000043626723340000172432462100007711511510000046531561200000603050101000000070305000000000600000000000000000000000"},
    {14, 7, 89, 92, 9126, "6632305352241177477677375747114116113151412775773776677202452632366240007115114114700015143656641000274575477120004271231252000064075370700000720105161000000202102020000003050060000000070100000000"},
    {14, 7, 88, 91, 11641, "0663377661412511311411711211553554557552556553554553556606336446736221002272242271250013414773455100557544154671006626525617000006736762255000070744362200000004030302000000000002000000000000000500"},
    {14, 7, 103, 128, 11039, "7526677336114066466566466766224225224227223315117114113315453573443710756151171156407225242244124021315677616310551354172301000044123135000000437637600000005022705000000030432070000000003200000000"},
    {14, 7, 88, 91, 9591, "2567755224463611511311611211445443446442447115116112117717557367627230273353363301302515616512046065415416410700067737767704000173374302000000174405000000003000000000000000000000000000000000000000"},
    {14, 7, 90, 91, 10388, "0211443322557733233133133233552551551552557766162662667744271127127244663455145543660256134132650002741514561700014067547704000060742544060000004664660700000063766501000000004201000000000066060000"},
    {14, 7, 90, 93, 9585, "0445577336652544744344544244117113115112116644544344244600765363562263007477577274200046542345212000104154124650006066766766300000652713770000000602010300000002010700000000000000000000000000000000"},
    {14, 8, 88, 91, 12224, "0557733116642444644144544344886881885883887223225221227707637157517325084656616674200083145541684000725821820750008767767706000005278321070000024238120500000408020706000008030106000000000403010000"},
    {14, 8, 103, 26, 9612, "1166887376000044244644844784552556558557551132336338331100221661881770002727787737000046686648740000522468534500001328381101000011761723070000886483040000000085533600000000512746000000000502000000"},
    {14, 8, 88, 91, 13491, "3255118558814188288388788588442443447445446115117112116636256376726522378323353368410245587282744072612475410610057636136606100551486733020000046773360800000504280507000006060203010000000203070000"},
    {14, 8, 90, 93, 11110, "7116655882244033633733133533226227221225228844144544644875681785186580703344744143001024171537620050804374214800006082488480000030588721400000506678101000004032607000000000402080000000002080000000"},
    {14, 8, 90, 93, 9496, "0488113355882066366266166566773772771775774488288388584422342243145520046188188388200470263361568001478718738700001044844844000020801036500000000705030000000075533600000000000006000000000000000000"},
    {14, 8, 88, 91, 10458, "0441712266884455655855755155336338337331334221227226224404614874764100008878868875000051657756030000327326320400004484484404000003722618070000047281570000000613020100000000360805000000006805000000"},
    {14, 8, 105, 162, 9374, "5883311226677033633533833433776775778774775511211211511050646646686600803325428854000074236566540000341744881300005816653877000035682676400000078722640000000031615000000000701220000000000001000000"},
    {14, 8, 88, 91, 10149, "0225588662424477477577277677334335332336331886882884881101461521241600005545525547000076272474430000384382382100001151121155000002358576640000030308170600000008080500000000000706000000000001010000"},
    {14, 8, 103, 102, 10262, "8866115571766022522622122722885886881887884336331337334404564614174750002565515562000087727727380000462611837400008362314455000024574531000000026214510000000028304700000000344073000000000300070000"},
    {14, 8, 90, 93, 10368, "0177882255445533233133833733662661668667665544244744844501252157858750013811211711000763237732830000504624674600080855155755000087324521150000006402040100000073040100000000600002000000006700000000"},
    {14, 8, 74, 77, 10210, "0357173366224488288488188788662664661667660253557552553503443441445784032314731228770583387182163400654654650434002513467205580008141765050000027604070100000668010608000000810602070000000000010200"},
    {14, 8, 90, 93, 10444, "2163655118822044844644344544228226223225227711611511317777876675373500204388688384002023643546320010761265231700001877817870000044531787200000703655707000008080305000000000406000000000006000000000"},
    {14, 8, 61, 64, 9533, "3344551715522033633433733533811611511611882861171141152202668458768540003627524623000081411711780000286487784200003214217274000066035830700000000810802000000002802000000000010080000000000000500000"},
    {14, 8, 106, 29, 10105, "0227173355667744544144244744825881882887883366566766566300535137235730004211211514000086547727580000386827856300000033262537000000161371220000001315460000000071048200000000680134000000008000400000"},
    {14, 8, 75, 78, 10245, "4488553738687244144644844344221226228223225771776778775505133633835370004158656834700021866188622000576377376530004516578583000066045345520000000212200500000005205100000000010010000000000000200000"},
    {14, 8, 90, 93, 8864, "2211774417100066366866866166553558558551552277377477877200323824828120006611411316000050363464850000207547537200002022122120000060157847000000006054370000000050084100000000004803000000000003000000"},
    {14, 8, 90, 93, 9158, "6611885521277088388588388188663665663661664477577277577400345542345140008433133238000060582281560000407612627400006044374340000040178421700000004073512000000070303200000000000002000000000000000000"},
    {14, 8, 90, 93, 8983, "0688773381800022422322722822554553557558556611711411711655467364767860062388388482000651724423750003601531541600003066866860000050817431000000001002010000000002240800000000000400000000000000000000"},
    {14, 9, 76, 78, 13003, "0819944116672788488288688588334332336335331199599699291177414454644577058752665128230831585667232008159359419170017911416717300050771782760000009974362200000009441503000000040776500000000000760500"},
    {14, 9, 104, 73, 11386, "0866332244579955455755855355114117118113119227226224229909479769849300083473386335000857554554610006127538625900009971486956000003395337790000011264563300000008221300000000019892000000000080200000"},
    {14, 9, 90, 93, 10341, "3344771182877066966466566466339334335334331177877277977100918412519410009944544844800060868265960000307352387300001011471411000030457152780000909052125000000050202860000000000065800000000000060000"},
    {14, 9, 104, 107, 10533, "0664488447712100062478395966336335339332338868858898828844117112119114006475429492490032667665632500807352379829004018718514190000446446460000000207045750000007030351000000000001900000000000001500"},
    {14, 9, 102, 105, 11284, "0883311995561600084371529233889886882885887797767727757743313313353344049146142545120086966266981000712819259760004397328324200004644674630000040407490500000007050506000000000006020000000000000000"},
    {14, 9, 88, 91, 12153, "0335544221689877277177677577882881886885884439332336334400294124664535001151191167900079972576689000835839831480004414414433500003651422410000060671928400000001020405000000070908080000000007090000"},
    {14, 9, 90, 93, 11935, "4422995571799033833433233533998994992995996677177477277606861464262560443855155853000692138431290006607917987600004066566560000080269851700000208365819000000060807710000040305017000000002030510000"},
    {14, 9, 88, 91, 12200, "0774488113329266866266766466338332337334331559554559551101891241791496036282272296900039764869432000158357350160003121121103000007541851090000052581750600000201050904000003080704000000000208070000"},
    {14, 9, 88, 91, 13737, "0221144558838375776727377477151161213114119884885882889905946959329483076636646677800104415372219009083584187960000966269976200002797475629000051016871890000090970141300000506804033000000099080400"},
    {14, 9, 90, 93, 10430, "0118786655992199399799699899553557556558554411311211711400343742647843009166266366310052393292790100471521531502000044644644000000726589420000007608040300000086060804000000270000000000007000000000"},
    {14, 9, 89, 92, 11354, "0883399225574763667646866266939979498992991557553554551103177131841241060228224226450907643984397101079858457141000512492105540001136262040000080196930700000106101205000000096087030000000090280000"},
    {14, 9, 119, 160, 12473, "3256599336611011611411911511776774779775778833233233633802682482986580821855455951000376244299670008863169663800028587451980000834485975100002449936877000024090936000000000409870000000800005500000"},
    {14, 9, 71, 75, 11335, "0400889933226077377577877477993995998994991662662663661121321521831460545455484437602842383373092025523328960100587358681100000826581490000055914380000000041107000000000210190000000004500100000000"},
    {14, 9, 88, 91, 11133, "4268866773311011911811611211559558556552553447449446443373973893663200428878898811004217919716250066547549540300473383383300000475687932000000808090200000005050809000000040000000000000000000000000"},
    {14, 9, 90, 93, 13321, "1227766889966066466266366166554552553551557788288988488783472279374170186911311216001453262963450020798539528700403977187170000045572779600000844276998000005123578800000010303559000000401000080000"},
    {14, 9, 90, 93, 10909, "0211669911334977577477677977225224226229228833133133933888581481689983027544644547490224175176924901803263253830005088488480000080446796153000005776600300000000000550000000000000000000000000000000"},
    {14, 9, 116, 119, 10288, "8822441175799046616369663664422123292232247797757717737748918589183384644544944144042095259611630680335339332702007597957188080084534984900000865643353000007232621500000008785857000000076605030000"},
    {14, 9, 88, 91, 9803, "0445588115859977277377577977442443445449441886882883881101261321531922007565595587000046932673840000186789485100000154151169000004916876360000090506010300000009070702000000060003000000000000000000"},
    {14, 10, 119, 121, 11766, "449934322aa8806866566366266978775773772779a118112114119108a85a23a42a9906433533233436077855262464970a08699895991a000175152874a0000aa3a825a3000007945939800000007427a160000000531a6a000000000501160000"},
    {14, 10, 104, 106, 10816, "05a227aa3344119887746464510033a3363373323311a116117112118844544944a48809a8568978a200053877672773000512532965a1000287516426480000a9487870850000a0876330000000207a661000000020984880000000900980000000"},
    {14, 10, 119, 150, 11696, "aa61611662255088588788988988445447449449443311a1161171134453a736937930008155255a55000041a8268a79000036166266180000a234274a34000023235235530000381a662720000040a091700000008030a390000000008009000000"},
    {14, 10, 88, 91, 12495, "166998822aa33044344144a4484477377177a778775669662668665515395125a858a01441911211340060792429488700405697627675000095155155aa0000118922a8000000439625870000003010902000000000306050000000006050700000"},
    {14, 10, 90, 93, 11296, "0599322558844022a2242242272211a114114117118855655a559558a5a8648a489780052633633733000917627a269200008651651751000a368868838800001377378340000090205030300000a906707000000010600000000000109060000000"},
    {14, 10, 88, 91, 11397, "0aa6644aa1158577277977577a7766266966566a663889884881883303293943513a8200224229223780007997445196500068468978032000332332630100000a86443a030000080874550200000004051309000000070109000000000007010000"},
    {14, 10, 90, 93, 12921, "616735566882202282272423228255855754535585aa11611611811a998a67a6a38a89742944344744204157677693895071a712318780a07693a54494109000449a9232a000043059650590000001aa3a0a2000001000a909900000401003090000"},
    {14, 10, 90, 93, 11698, "6688aa883367649919989695994922122826252242aa77377177377a001a38a1a53a44009588188688440020396181359000a072177677250060aa8628a7a0005083a9193650000050329224400000307a0a40000000009702100000000009010000"},
    {14, 10, 88, 91, 12494, "a35991177464992232262212252244344644144544877977a7737788683986a8138500a311611911a500a32992a62362005547647947640006881881884800006715733a190008920055a10100000822000300000087000000000000070000000000"},
    {14, 10, 104, 107, 13702, "01199aa4422858066199aa74266377877277577977aa8aa2aa5aa9aa11663664669661008132145199130079884883885300a1373474975600166a46a36a88000011811811800000193a57420000000a070202000000030504080000000103050400"},
    {14, 10, 75, 77, 10800, "6645499aa6639088388688488588113116114115112277377a7977220036656966257000823925493890001535a94971900025764687123000a4267a120700006a982a210000008871576000000000a2021000000000870440000000002205500000"},
    {14, 10, 90, 92, 11934, "0aa2211338854533233a3363393377277a776779778844244a44544811282a8a68598100316696266317007a232a91574000864794234840001088986481500000116139187000006211709900000006558007000000050410000000000000400000"},
    {14, 10, 90, 93, 10011, "0339925288557733133a3343363377177a774776779955155255a55900191a9249a690003388488686000078136234a30000905745765700000099899899000000815865a700000009564a0a00000008210600000000021204000000000024000000"},
    {14, 10, 90, 92, 13250, "05aa8899aa77441998090a37640066766566166966227225221229224488a88788a884337455951559431563a51794a6301522a69713a2009a4182985684000035445413430005023343603600005210332000000000088040000000000108300000"},
    {14, 10, 89, 92, 12429, "9957744aa223380447576429551166166966566a6622122922522a224477877377177400155355855a480064884334161800248323891283004775075974100097490455411000a5a6026a3200000a62002300000000040040880000000600300000"},
    {14, 10, 90, 93, 12920, "231556688aa44099a9939929959944a443442445447711611811a11773a7637827a570239522622825002141698896a9001770146148a4002270772772170000506689a870000050639a8740000020506090800000101030a07000000030a0700000"},
    {14, 10, 90, 93, 11040, "4411229975799033833433933133aa8aa4aa9aa1aa66772775778766668624659681000031995994930000a82345358a0000607a57a47600004066966960000010152a95200000801457a59000006050a02730000000407032000000008040730000"},
    {14, 10, 106, 40, 10973, "0a22993377aa11554556558557553343363383377311aa4aa9aa7aa10a4146198177100a596626686600023645447475000018a32938a3000909112a78110000960361462100000685575a0200000000043200000000080514000000000000400000"},
    {15, 6, 141, 127, 10254, "000050663322121445441441443445622322522122522065361561163565004434434454425005331531153524004665663664216006335233156600000211331240200000645143630000000046306000000000054104000000000056606000000000004006000000000000400000000"},
    {15, 6, 127, 130, 11391, "005033221445400242252232252242141151131151141611311411511311046356436556346026224225223220015324435523320065116646656110000664155143660000602642652330000060362466000000000020413000000000010165000000000060665000000000000014000"},
    {15, 6, 126, 118, 12098, "044115533626225661636166566366221232122522322446656636616644001454134514345006423225224625002153635616242004061511210410000031415462000000063562340400000022543340200000041150620000000011250020000000005430060000000000500060000"},
    {15, 6, 125, 127, 10771, "661166224455353212232262322622414434464344644022521225223220016531665343650026166366566250041121325533430000445414422500000141352502200000615612600000000514415200000000241543400000000102040300000000004050000000000000000000000"},
    {15, 6, 112, 115, 13530, "155441166224411554553552553525664663662663626121121141311411164553255453550355423242443420266126626636450362213235423160304115526535100524133662363600000045543365000505006315136000002003050306000000000000000000000000000000000"},
    {15, 6, 110, 113, 11123, "055115522336460556545253545535116141213141131055655355255255004434464464430006631363263250005112116114210001636362261510000542546540400000541251240400000656525350600000012131410100000060203040000000000000000000000000000000000"},
    {15, 6, 141, 132, 9577, "226611445000010353233533133233454244544144244061665616626612044544544144210051565513126300036626626620420041525525160200006113115460500002425654130000000263420300000000303560400000000401310300000000006460000000000000100000000"},
    {15, 6, 111, 114, 11738, "556611656330000232122122522622434144144544644223226223221244033166153511600024454414464400043233533133200002456113561400005352512162200003044342342400000030253226600000040460460000000000125050000000000400510000000000200010000"},
    {15, 6, 110, 45, 10736, "442211336633662131141161121141535545565525545616113114112112055255455355342035565535522016016216114312050056261434351000001566431560000004551553000000005043160000000000013010000000000051050000000000020000000000000050000000000"},
    {15, 6, 127, 130, 13783, "221155363000000446446446446464116116116116161225355255655255336326226626262554114114113113001334234633245002556646626610003214524543220005341241221530002504364364250004401551551300000002562002500000003063003000000005035005000"},
    {15, 6, 127, 130, 12605, "552233116644656221224225226221331334335336331002252212242262001454315246461002033433533133003052412542162005026656616623004023413553150000041351315354000010166060560000000622020300000000060060440000000000020300000000000050300"},
    {15, 6, 125, 128, 12837, "221516633554402454434414414454656636616616656663663665661662253233215211251044344544144042043343545141162066225221266020022361565122010002425421440000003532302000000000566006000000000102002000000000300005000000000000000000000"},
    {15, 6, 128, 131, 11527, "022331316644220000265566442000223221225225226443441445445446002232212212262003155355655155003031315615166002032443446442004024316613164000065523526520000063364404000000051352602000000010104004000000000500004000000000000000000"},
    {15, 6, 80, 83, 12847, "335446611335623443445424644344113115121611311034454464424420003115112116320004252265624430001355162425160003241241145600003255621443300004544045156100004421015561000000464062510000000042010050000000006020000000000000000000000"},
    {15, 6, 125, 128, 13899, "332211445515626323343353133433626646656166466331335332331336021245152151440044544244244320031535232211620063116115113460003565266245160002526455405400000421301301600000033503604000000003004104000000000005000000000000001000000"},
    {15, 6, 125, 128, 10748, "041262553355440335331334343133225221224242122033633533633500035661534644500041141151161100043643553661500012114115110300003345354360100000114215510300000361061140200000622022630000000066006020000000005000010000000002000000000"},
    {15, 6, 96, 99, 13006, "663322554642501556553525565535446443424464434115526553552551006126123162132005544344644354004026623352641001025355645211006053441411630005015215112620000034411632040000051103655400000044000403000000000000301000000000000000000"},
    {15, 6, 128, 130, 14286, "066335451122110221224225225221661664665665661336656616646646001354315345341002622522122421006354512142442003062335313366000036561156433000033235213250000005413231500000003466464000000003553631000000004546245000000000422110000"},
    {15, 7, 125, 128, 12711, "266331155667744171121171131161474424474434464443446447442445573526577532560211311711611410213326717612340644227223224050055313747645000003147153653000000052502170000000014004230000000005005020000000000006000000000000002000000"},
    {15, 7, 124, 25, 15009, "001663322443346677477277517277611411211511211353363343343356655462245542246226225226223741744544544743115157717746134520036575536243200056515532437100002472454670700001767706060000001130100000000006770200000000000520500000000"},
    {15, 7, 94, 97, 11714, "442277556622313464744144344544262722122322522445443474414410022625221223510063373363310430065665171310200045675461440200024232232260300004723775770000006463571030000000254147000000000605010000000000000000000000000000000000000"},
    {15, 7, 125, 128, 12310, "074422114477660336363323343733556565525545755011211416117110076261426747740075575255455300043273236437500075164667651400007277254416000000554547531000000736426153000000255131204000000052312605000000021166300000000000000500000"},
    {15, 7, 141, 145, 11129, "400077113431166772771774772737552551554552535566166366264660452101304214630405525535545570007127337244250005171773774000003626126646000005354543612000000031123427000000001627465000000007465302000000005636600000000000751000000"},
    {15, 7, 113, 116, 11460, "775511667375544226225221223227446445441443447002262252212232006365151313437002077377677577004062116115112007024355616534003056326625520000030721711700000060602352000000000204704000000000006100000000000002000000000000001000000"},
    {15, 7, 158, 124, 13950, "553344553346400262252242232242161151141131141722322522622322067357547637347065445446443440020325526623320016217757377210070755256313770000034765674000000601457336000000062775706000000021216204000000001074700000000007075000000"},
    {15, 7, 125, 128, 11260, "471166757113366242522122622722343533133633733224226227221220344516157631700423353363313300434556267211200734275774772300002354365310600007535664030000003057437000000005042252000000000004072000000000000021000000000000000000000"},
    {15, 7, 111, 114, 12201, "766336677441414112113141711311552553545755355756466264667665701131121141150602433224747310502466766266310001631224747140005315716216500003062644612200003020216720500005030657160100000000770500000000000700600000000000200000000"},
    {15, 7, 141, 144, 10476, "416774477116203377552266754341551556553545575221226223242272415545655355153411746623346173665037717767750032035615366120003044144644510007032612161300000075175672300000040400450400000050500520000000040600520100000000000000000"},
    {15, 7, 110, 113, 13123, "077443355226567323353373313323626656676616626337332335337334427452475417427036166266526637067441445447160043135231527541004161265523510000644644664600000712035512000000103003030000000004004060000000004000040000000001000000000"},
    {15, 7, 126, 129, 11977, "776622445565611244344744744344211311711711311662665662665660202365762735312403373353323320102475452425410006144744244110007576256726100005034734235300000050406455000000040107176300000000200703200000000400030000000000600003000"},
    {15, 7, 125, 128, 11809, "013366225536377112114116151131772774776757737511511211411611052524276456630017737747727730011531241426610037663665663170004535143124700005173675070400000446706010000000207007070000000002002040000000007000050000000000000000000"},
    {15, 7, 126, 129, 14785, "122616677445533227224262272212557554565575515433133433733633147134464772610142557551554550235167421724620043322622122350344667151654300001605655155200000112207220000001305305370000003006700700000000100500000000000000600000000"},
    {15, 7, 125, 153, 13098, "001144335577575636466266466266131411211411211575535575542550113112117113170266466266466270075575535543650073452557443100053474237451700031672231652000036255653402000062632270605000016132670100000026051150000000000010400000000"},
    {15, 7, 112, 114, 13349, "007113366443355262272212232272565575515535575422622322122722064674314134774027556553551520057624474644750041256363721240000446273651400000035445445500000001624134400000066257140000000001042270000000001620400000000000000700000"},
    {15, 7, 110, 112, 11958, "000012266223344737477177377477221224223223226631464163363465577377477177450031354453153700071551545532600062314412156500056711746775400005425155305500000702712700000000606607600000000505501500000000000600700000000000100000000"},
    {15, 7, 111, 113, 13844, "033667755626440332335337335336112115117115116433633233733733042645247745746003525565525503001677674773701004323466721304000421664324400000354757452000000116273524000000001371520000000007454260000000000705020000000000000000000"},
    {15, 8, 141, 143, 13687, "033767448855440000322885564000088161288775350442442443448447112112113118117055655355855255002662373868207007737767727704004688683884201001534366821500000331663527300000274878571300000876364160500000213501750000000230607010000"},
    {15, 8, 111, 24, 11995, "005887733554411181131161771161484434464474464255357558556552082337268276260085448344744110015318318776640048347176615020020526636742000000278665426000000004332240000000007435060000000005362020000000002040000000000000020000000"},
    {15, 8, 125, 127, 11759, "518844336617188565575525455355868878828488388117116113112100267476423462300551611711311500587656753322800121442464471700001686721307800002182163107000004044643401000000061382507000000006030800000000000000200000000000000000000"},
    {15, 8, 111, 114, 13068, "161778833442255455487364822500776772757577877116112151511811334484464424433366382363523800466455855655700417482668820100001547846620300033131550540200007073670730000001010710120000000000030380000003000000000000000000000000000"},
    {15, 8, 125, 128, 14651, "113388121667788554551554552553774771774772773688188488288388064161464262363005747727717705007145425215307006332331337806001841822816600004672671673800000433823070300000047527030000000056216000000000005022000000000000006000000"},
    {15, 8, 95, 98, 15204, "324116622331155776775737177677446445434144644882212252232288526815858138600327663661668600344711253730700458323251420400445086626880800001067133710500007064877580800004078042070000003036088050000000011025000000000000080000000"},
    {15, 8, 111, 114, 13069, "011887726211700383353363323343177677277877577081651261821541080334336338330030654266828540010755455255730000134236438110000113413213220000558576576000000085746752000000004132106000000008443306000000000405107000000000804500000"},
    {15, 8, 109, 112, 13749, "338833487733211656166566366466252122522322422778771778757745058181588356401044344144544615068838858854205028351138576400007337157526100003482485472700004640684657700000220278267000000400346370100000000280500000000000800600000"},
    {15, 8, 125, 128, 12665, "006442266882255171514112115117373534332335337866266466566766078284482585787016141151171141036241451571703084225227223608000647655678800000515817814500000122602123700000303003011300000808008030700000000008000700000000000000400"},
    {15, 8, 156, 27, 12482, "005522443377616881887885883181441447445443441266766566766566021727525723521008838818838818008738518733514004771775778562002631615634600000233133282200000081885030700000057107000000000004304000000000002202000000000000204000000"},
    {15, 8, 113, 36, 11646, "665533662277414883884885881886223224625221226007737767477577003288188358816008034165351518002038446448542006072162352788002053876884700000020314427400000030308450800000000102740700000000006570000000000001000000000000005000000"},
    {15, 8, 111, 114, 11504, "073116688224488655455255855355116112113118177676472273878300645545585535300576442283838500776522422622700401741681431800007257457657300003061262243000003010505530000001020706750000002000800500000000000600000000004000100000000"},
    {15, 8, 140, 126, 11469, "667755122774488656686646266166353383343233133778775774771770058085144241100022422522822600068465564831300036656616617800008448847803300007454517200000006258211600000000064162300000000037230100000000070220000000000000500000000"},
    {15, 8, 96, 99, 12219, "044121775511330558556551525545338336331323343077877177877277078646684661660005855255855240003846884221250007745284851730000463566536000000626151883000000427165808000000712723700000000064206100000000040000800000000000000600000"},
    {15, 8, 152, 110, 10871, "000177000000000525545535535545828848838838848112117114117116622647634637640033233233433050052774727757080081257224487060066285451461000007368826306000004224470000000007167450000000000167580000000002781260000000000066300000000"},
    {15, 8, 141, 144, 12447, "223766115544338557552565535585117112161131181044744644244744007732661230788005336338332338001781171161153008486678262710002855255655400004786678262400000713213613000000382550550000000445410410000000001600050000000000000000000"},
    {15, 8, 126, 129, 14163, "114665588331177775772776778771445442446448441713353383233833115252886218801147116151121107474656857227804463238288688300046236654224700007351213613300006627885830000006064238350000004002080500000000000000000000000000000000000"},
    {15, 8, 110, 94, 11854, "077884417188550226262522822722446464544844744331181151171133006383553873700002765667665200004576866273400003078757410300000015817330000000065836830000000026617300000000048247100000000035421600000000052361000000000000206000000"},
    {15, 9, 127, 129, 15959, "995357744331199554556558557552994996998997992113633833433233004616818417212005774787727705009674885425209001356626866301006164389229100009387121871900000325463618800002589682384400000681576120000000015163270000000201337740000"},
    {15, 9, 127, 130, 14208, "089955336622440773767172797787553565152595585044644844144344083663862194380087992991998990095672861178370077456626636350000512431428480000159129239800000704762161000000501547659000000005425318000000002236990000000000003000000"},
    {15, 9, 109, 112, 13978, "006991188331887577377677977577522322622922522131181191131144534384694934522758556553559767239989969935207418766783711408048286263241900005495495446200006080893494600006010010050500009040040000000000010000000000000000000000000"},
    {15, 9, 125, 128, 14166, "794663388118855223225292624272113115191614171588788688988488793735691984470793353363373320442755669972410451894995991400045255864876800006034835630500002079329260600004022713190000000001030900000000007000000000000000000000000"},
    {15, 9, 95, 98, 16384, "779698899224433554557585455955224227282422922113363393363311914167191461988775684887881500902667994466200901934837560100107318688230300003535252110100005582327740600001061018410800007056083070000005052034040000000020000060000"},
    {15, 9, 110, 113, 17560, "448980331122443007766003029277554559535255455664669636266466116636626696611884139121291488775442443448577006833822597603001762763699103008914634169804007985058812700004876067780700005571010070200000058080010000000007070000000"},
    {15, 9, 111, 113, 13773, "055669955282440977177477577877966166466566866229221224228233939131434538800705595515545700609766869668600302691918742300003392819643000000553656353000000886794584000000008614287000000001322320000000000103730000000000002070000"},
    {15, 9, 110, 113, 17046, "116778899221477033567389443350118112191311811668662696366866775595525525577448792727327844001883889884150006499423124650007353959651730004578099771400001541018442700008686064924600000837072246000000004045560000000003090050000"},
    {15, 9, 124, 126, 15682, "063355994323770014189547711000288288488188688233233433133633575575545515599279279449119600826221224227800375565755819300956871644350900096361754990000062952592120000064575870920000034858350430000061690900090000006000000000000"},
    {15, 9, 139, 128, 13437, "223399881167644755855655955355711811611911311434484464474422732882662972300593996998997500137377877577100243386868146200027767746225400003386829050500009769708010000002570500000000000140100000000000220200000000000030900000000"},
    {15, 9, 125, 128, 14631, "769558811223311335336373933833445446474944844112292282262211265196181961800763755955855300794793982867400921226227260100992727926820100005516577510700004482172330000009084536470000000041845160000000008010600000000000050000000"},
    {15, 9, 95, 98, 14090, "664883388112255313933133833933515955155855955244149484494422612129182892966736771779776377057169181897500024471389349200064977547520600078339226260700006504667670500007202771720900000606804490000000707000040000000700000000000"},
    {15, 9, 127, 129, 15391, "655883311229977494414494464484393313393363383722522522122822697517597167887642669669665660531549549145840072238818588230002779259135770008116716576700000038182895500000080436250000000000874760000000000040600000000000000000000"},
    {15, 9, 110, 112, 15667, "455883774243395595535565515575898838868818878447449446441441297639366211975433233933733155457662616651789584251926784010026282914747000002396367330000008069951270000000034184420000000089612400000000008866200000000000000000000"},
    {15, 9, 127, 129, 14753, "664118855998899676646616676656373343313373353288988488588182072942412572150064779775771760034969465561130021934494144820003829815931200006287297127900002377549481100000230435810000000020724250000000000040500000000000000000000"},
    {15, 9, 127, 130, 15481, "225534377112269232212242722822535515545755855699499799391966036416746361855022881887884860059421727324260060953313373390000661977914500000938618774600000054731238900000094754581500000083367649800000003871466000000008116608000"},
    {15, 9, 112, 114, 15536, "228811332277449554553525595575664663626696676881211311411911004283328498978005779774773779006282292422959008219344953164002139394463880001807127287790000105853427900000006160104400000008385867000000003006047000000000550609000"},
    {15, 9, 127, 130, 13281, "008339665447711848858838878878141151131171171266566366966466042552332972472089775779774770018585389984480028613393353310093225659694620000227297257200000969634030100000009510010000000006020020000000006050070000000002000000000"},
    {15, 10, 110, 112, 15831, "885511558872722a6aa4aa4aa5aa6a9699499499599691121181171121133623483473523610a56554558559a00927747677a26900316a64478921300036944618316100085375735836000077581a5332200000071a940920000000a343300700000000a040009000000000000000000"},
    {15, 10, 127, 130, 17136, "799aa558844229963665663676966a13115113171911a28848858848898873245253242992a76a33733a33a33691146756a42a90162681994997990206022787a84a80000015324377a20000005a89469390000008871413630000001a52724100000000a870402000000005000003000"},
    {15, 10, 95, 98, 16214, "3aa77aa445599336161a74658923008828828387881884424424347441445566a662661665599253a3373351993189a752a7198003140aa927710400a65063663860500009052735450900007098089590200001074048920000000015056080000000009090000000000000000000000"},
    {15, 10, 110, 113, 13804, "aa66118855a7a2200a46215896114333233a31363373388288a81868878899554554556559900294a94966974000311211711734000804724236781000905255785a930004091011996200000043035057600000028089090700000009090070300000000000000000000000000000000"},
    {15, 10, 125, 127, 17681, "8833115599772249aa2aa4aa3aa1aa966266466366166557557554552558987287484382184a01131191911a64607a37a94992622805624232285867008833645948762008314838194770003032125aa990000003519560020000001851880040000000105a800000000000000a00000"},
    {15, 10, 126, 129, 15024, "29a7744000000084244644544644a48288688588688a8711211911311a11127267957367aa7043665669663646085245949343a88071122a2292217809a785989a8376009aa76a76976500027530233215600012a90101150000059a40700700000000300000100000000900300000000"},
    {15, 10, 125, 128, 14793, "445511575aa2299883884881889882663664661669662a774771779775770a34a41a19a95a200223224225220800843814895850600671311911670a00aa3974375aa00004323a29a2790000305117102070000003687607000000008a65a00000000000806600000000000000a000000"},
    {15, 10, 112, 114, 15868, "42466aa33aa44775515585515535549919989919939947aa8aa6aa2aa6aa2718786712736741251121311411052298a8848685609247a02665449a07006752a4964770001003178781870000330533a240800001009936a80000000007019760000000000590600000000005000000000"},
    {15, 10, 112, 114, 16574, "2237a66889933449199499499799a95155455455755a56332338331331330162468461761a6098aa4aa8aa7aa005329227212219006335481879735000a66437815766000278a62a26a40000a7a7899135500000a60152350000000870761620000000a00010200000000000000000000"},
    {15, 10, 125, 128, 14479, "6aa299646115500929399a99899299727377a7787727755855455655a511128314a1681a20089223226224220067833496694a90061588a883885700a8193376a74110000372a123120000008128948050000002335445000000000041761000000000004077000000000000001000000"},
    {15, 10, 127, 130, 15502, "a945070021a8a00133a3322449955022527226228227244547446448447419aa9a8aa5aa3aa1955928605853703626616686616601a4597737757320a8a991858531a40a188a1a38a5100007407637617600076432662312800006904704024800009106704092a000007000030000000"},
    {15, 10, 126, 85, 14782, "885588996643411a1aa5aa6aa3aa8a7177577677377872994919959989920124512652382830a86641663364a00794541a53a82700209a551557932000027363932243000092411266340000005661977310000009185a004000000069677020000000002a200020000000060a0000000"},
    {15, 10, 81, 84, 15442, "448822773352510996994929599399886884828588388aa77477677477aa116a2232252231100614456a34a955009a49361541810008078377272a1000a0aa2235a2100001011a9691590000408718083900000a0a02a0a60500000070710190000000000330600000000000000000000"},
    {15, 10, 128, 131, 15145, "33221168866a9a077377477a77977422322422a22922411553556558554500313416a1891440074aa8aa9aa6a7002537867987642001432338339351003451869958610000715a58a19a000050275138a3900000078682902900000050651a01a0000000019900600000000080000a000"},
    {15, 10, 110, 113, 14935, "44332239954a77555255155855955366266166866966300a4aa9aa3aa8aa007717747727783002411948329875002483884885876005a14943326aa0006a73a74a7875000403812866470000a0a5215586a00000096926566800000001723411600000009037900500000000078800100"},
    {15, 10, 80, 83, 12333, "046622375544220552559554565355aa2aa9aa4a6a3aa11887883882881177266966766130008517713912250004aa79337423a000418863863801000a961921496000000716575405000000968a0950a000000961100a01000000a808001030000008001009000000000007000000000"},
    {15, 10, 141, 155, 16099, "000077223318866442445449446441aa2aa5aa9aa6aa173363383353393357267587957697105229221226223400488588988490a00a69581956a307007396656367703001721519724a00005181358010300009918754010a0000009476a080a0000008a017040600000087022030400"},
    {15, 10, 156, 37, 15662, "115577998868334141161151131121a4aa6aa2aa3aa2a99599499399699774576475373672a088288688488924015214613416a140a95525355a96a30772a26334770700018442448980a00022725390880000000552570060000000294a9009000000007870000000000000700000000"},
    {16, 6, 136, 139, 18349, "0441313442266131665663661656166522522322125212254466366566366166005433451434114500612252232232260024365563323132004662115114113400024456436536140006152452542440000631531461160000053505262163000000120641432400000053006215450000002000002230000000000000005000"},
    {16, 6, 134, 136, 16694, "0463322115531366442443445441442466266366566166260441443445441443052123325531162604665663662662420441543345241166066411513116414300565633542216630005635631651240000202141503354000000445630121000000004050001120000000000005006000000000000056000000000000000000"},
    {16, 6, 117, 120, 13472, "0005566221315511443445441445443422322522122522326621223225221226003165361565163000445443441441400041656616641320002151335512206000625523121660000006466466453000000004064433000000000200223400000000060060100000000005000040000000000000000000000000000000000000"},
    {16, 6, 135, 138, 16249, "0113664411221146115112113151141166566266365664660011214113115115005322413351545600136626466366560066212443135134000516525535565000015423412314530003366262363500000005451253030000000316646220000000016144260200000000144660030000000000000200000000000000000000"},
    {16, 6, 197, 85, 12761, "0000000041166550000000002320500056553554553556552622322422322622554553556554551116413614613416000226223224220500054653356454020002114116112501000156453654110000001433633260000000033636130000000004436143000000000416624200000000032331100000000002112000000000"},
    {16, 6, 151, 154, 13980, "0114643322663000422122522621225243313353363133532262242262122522406164526611455123343343313353303064644061125520002661665664663000044664661652100003514151443400000201345314510000030626626635000001023023233000000505000600000000000300000400000000000000050000"},
    {16, 6, 133, 136, 19055, "0116633224433151626656636626656642445443442445446626636626636611122153132123155605525535525536500622633622634410046112113146016001124334221103000005123135540300000151531215060000050644620304000000010215040000000006002101000000000500000000000000040000000000"},
    {16, 6, 133, 136, 14532, "0446622665522131424434454414454462663665661665660443442414454435020336251615353004662616636644100603231413450650000552553564020000042316232503000004626233620500000345253603040000006541510400000000305142060000000000001600000000000000110000000000000000000000"},
    {16, 6, 166, 169, 17813, "1146655116622100522332146621344014135322446640006566366366566466252232232252242216636466566466112513341351541422562115113115160052436526325522002143243445443100026615523365320004112131152110000432344254140000015506006026000005000100100100000000020020020000"},
    {16, 6, 151, 91, 14346, "0331122554455646331336334331335322122622422122520335334336331332001566424661155100224225221120320015434536131522003366564662314000234221221400400006225243165060000001514520000000000662640500100000033526000000000000324000000000000003000000000000000400000000"},
    {16, 6, 134, 136, 15463, "0001334433122131424414464434464452551556553556554414434424464435021613562536063205515535525534150416266166166505054144342446322002212321321430000005243122115600000265364565620000044644264000000001543541560000000164366050000000034055000000000000000300000000"},
    {16, 6, 117, 120, 17947, "0035366114433550646656646636636624225224223223226656646646636611145154144133130012252232252256000654434454432200026565363566010001152332552100000122142142120000005564164430000000153660602000000053213010400000005203004000000000000000400000000000000060000000"},
    {16, 6, 133, 136, 16038, "0006655335533414011246256355362244243414464414345525351556551535064464424434244111611211311311340552556556552641066112113133265106626362263342100412626236411310002541541505434000413212360350000052424634000440000251501500000000040400060000000000020005000000"},
    {16, 6, 134, 137, 17562, "1143455662244110242252232242252264665663664665661223224225223221041351431541351062166466366565000633244335253200013311311411260000226442336511000661163664161000002335112445500000235024115000000004501045100000000330600200000000030040010000000000005001000000"},
    {16, 6, 119, 122, 17673, "0000223311664540445445445445445411335332363313313351551256151153665441442442445622435132263213420016355655153610003211612662123000603426431435600020652551556520000024034364240000000101162160000000030332130000000006066006000000000202200200000000000030000000"},
    {16, 6, 133, 136, 13916, "0221133446625211151141161121161135334336332336331151121141161100055242464426560001353323353351000355422145162300001446442431330000051223655661000003363325450600000554044303000000000206160600000000010265040000000001002400000000000500020000000000040000000000"},
    {16, 6, 118, 49, 14715, "1122446633554420331332313343313355155251554551556234331332334336061462116246416000355455255155200054262466166320006304311266454000160426655136000000056452116000000002142215500000000316266000000000053352300000000006656350000000000046066000000000000000300000"},
    {16, 6, 135, 138, 14184, "0566114422512100331363353343353322126225224225220336334313343366051664451544556005155165545515500636316314341360062325565515523000612161346415600002155635131600000604450454530000010232032530000000014200432000000000030005200000000004000010000000000000000000"},
    {16, 7, 151, 154, 17322, "0556463322776644004511521776240021224226225221223133433633533133722422622522622701744766755761700231141161141100034424626554620007423554556523000307742662447700000141741761020000064155075200000000635301270000000315170030000000006651007000000000000500000000"},
    {16, 7, 165, 119, 16164, "0000000006551103727737767767757742443446446445447727737757727761122133165162156204434454424464430711511311611563042353515262677001734244344764100014556552614120000013133411000000005261367002000000126746400000000074547510000000004751100000000000114000000000"},
    {16, 7, 167, 170, 16862, "7116655442233440242212262252272234331336335337332262272242212250746317464551475072373353343313301367275244211250772661667665662000673153743513000033544744144000007061317375300000003617601620000000026720420000000006042032000000000001502000000000000010500000"},
    {16, 7, 136, 139, 18698, "6554476711335522447443445447443411711311511711312266766366566766617273235257273260461151131131105011745343543740002061445447441000402256736537200010621251271600000023214344520000000667140102000000006327020500000000707005000000000030000500000000000000040000"},
    {16, 7, 151, 1, 12617, "0671413377226610223226226272212255355655657551550223224226227224003535545515514000233644661672100057717737707510000344644610200000023776325004000007516732700000000541667020000000004747205000000000124450000000000055250000000000000507000000000000030000000000"},
    {16, 7, 134, 136, 17593, "0445753377225355332336334337336311211611411711610554552552556556072476274277616000314112116115300014432232636110007577476771556000044162456316000006164162115000000673747731500000075252140730000004662241031000000064211305500000004200000000000000000000000000"},
    {16, 7, 133, 136, 15211, "3536622334411770446441442446441477677177277677177335332335336330456521252516601075116112115110407345642245546070007446442447300004636232635570000066163122105000000024134050000000406735702000000000022540000000000000012000000000000000100000000000000030000000"},
    {16, 7, 134, 137, 18175, "5443300000000000171062200000000011711511715115114474454474544544611711511711511636776556775655632312272322422132524766766566542057613753774356004736277315421300012322624620620000326153671030000000641231402000000006602660000000000330033000000000022002200000"},
    {16, 7, 151, 154, 19482, "0000522446677100566337706070033044144544144144542212252212212252664544144144544677156516116156573342212252252243502571175175572050643661663663606076714354154170003752612632613000335476476470000000223323323000000006406006300000000700700700000000030030030000"},
    {16, 7, 116, 119, 15291, "0661177557721200626676616656656632337331335335336626676616656644422477411455450006323313373316000325755255651300046227171735240000427612674600000003543543240000000661563507000000043403030200000000450402000000000040070000000000000005000000000000000300000000"},
    {16, 7, 118, 121, 16387, "0112255637766544447454424414434466765662661663660043441442445440007352123215531500477177577277400063431332335450000461245142464000012116526221400002073573671400000002113237270000000146743327000000001063035000000000006607750000000000060070000000000003000000"},
    {16, 7, 134, 137, 16219, "0117755446563311447443446445443422722322622522321447446445447441017713616515713000335336337331400047546645747720002422522622401000115266257210000001315316317000000037250253000000022040045700000000321001660000000030000660000000000000040000000000000000000000"},
    {16, 7, 135, 137, 16164, "0006232447766550545575525535545514117112113114116553552557554556046376226736446005211211311715000103722537574100060554424344560000061253321760000002616213615000000603427467700000063314457000000000220116400000000000360400000000000301000000000000000000000000"},
    {16, 7, 149, 152, 19992, "0557733221173711000547634254415522622322522622427767737757767747122422322522622101641331551661400027577477377620007452342532667000166566366725100004533452311300000275273176300000010616645130000004070471517000000001021746600000000400221360000000060000773000"},
    {16, 7, 133, 136, 13877, "0332211565773366225272232262252211517113116115114223226227227244045374634764750000556557553552000023626767337100001316113115240000426327623746000004564534505500000326021720000000001101671000000000400454400000000000044070000000000001000000000000000000000000"},
    {16, 7, 119, 121, 17143, "4431355336677110075527356276100066266366766261664424434474424144355255155755355007244143442441700762566267623600054271177226340000454112672457000321345646446000004163532760400000130673572010000032046455207000001406552240100000130000000010000030000000000000"},
    {16, 7, 134, 137, 15164, "0441553344267410117114112112116133733433233233635336334337332335057654452752256600116114117112100076614417712730001322622422365000356344367357600057156454157700007461213242710000057533270640000000635203062000000060500504100000001030020220000000500000000000"},
    {16, 7, 133, 136, 14077, "2662255447711330334331353634332377477175767477272331336335336330264151657514602063442441442440300631236155236070367351556557300000272631132130000070414466201000000025435340000000307727471000000000020405500000000000000000000000000000000000000000000000000000"},
    {16, 8, 118, 121, 17629, "0441166338822121557554554535525588788488483882886613117131121166007364763632622000547442447415260083113112124810006175223371860000067832127642600004461441484100000771765355220000000715878106000000056765620800000000507358000000000000003300000000000000000000"},
    {16, 8, 119, 122, 19438, "0227788445511664556552558557557533633233833733731144644844244244006162188127127100527787767767740033611211811254001045885625643600001382368361100000317117117147000007681425847000000304014355000000060103102700000000080035820000000006000280000000000100004000"},
    {16, 8, 117, 120, 20114, "8285577223311440464743445442445416171311511211518113116117117118668383685782785044226225223220406157757737747010685363655731108002116515313880008247278278264000088474224710600000113120106000000418583080700000080503003000000000000000700000000000000020000000"},
    {16, 8, 134, 137, 18281, "0000322771155660443447442442474455355755255257551443442443447441613317212312771686455355755355680853632673637780001422722122440000618318778315000086357051556100000834204284860000002540540568000000011011018000000006606606000000000880880800000000007010080000"},
    {16, 8, 134, 85, 19306, "3322484077646886141131161181131174773776778773775223224226282255045335465688535601311611431121360713134143887708050276686612850000055636437535000001532811527200000021580674730000001516120450000000485765260000000008452080000000000401020800000000046600000000"},
    {16, 8, 133, 136, 15697, "3884553388114537662662663667616688288288388781887554557552553552372412763217317730614117114116378084467762463830004523227228575000744757354140000002136175104620002442182156520000042800800070000005010050000000000003006000100000000000000060000000000000000000"},
    {16, 8, 117, 120, 17025, "6356288022414000557556545515565533733634331336338227227221226288887786748118660078441446447445006452262212216300633711766171280053821676127480000528422428400000078255854050000000772313133000000046785810800000007685013020000000220011400000000004000040300000"},
    {16, 8, 150, 152, 17128, "0118833667714188336335334335331322622522422522127788688588688187006765754765711000342242212622300024634531664120005545565515587000743343633647000002426641121800000147466213550000045835365200000000844820870000000072277075000000004023000700000000000200000000"},
    {16, 8, 118, 121, 13402, "0442277113352330662664668661667635515525545585530321342384318370005575525515507000217422841180600065448447445030003376726816300000045382375330000006624554458000000006576515000000000037734300000000087801420000000000860521000000000000068800000000000001500000"},
    {16, 8, 166, 169, 16378, "0052288227755414636616686656626673771778775772771443442445484410136313287558321044144244344516401613622635653760478858818838850006145241343536000048225223246000005654314538000000508858038400000020705742770000000080270200000000008033004100000000007004100000"},
    {16, 8, 152, 75, 17225, "8811282447711020636656616686656673775771778775774223225221228224034354514183854003866366866166500663553558558620070261171161272004047334347144000006433748460500000016573810500000006851450000000000382681000000000002478200000000000334640000000000004070000000"},
    {16, 8, 152, 54, 14552, "0772255441183811223227221224228255355755155455850066463866766366003711411711311500264748177433800050466766866320000062472782365000006514344518500000024761813200000006063483350000000408476882000000000653768200000000057060610000000004003006000000000700000000"},
    {16, 8, 135, 138, 14913, "3324177552266440818878838818878861667663661667660554553552552550015472332216270008211711311411000624873832842800041562242232260000345753354458000084815415314000004171227733800000051006002630000008000700660000000100020068000000040000005500000000000000300000"},
    {16, 8, 135, 138, 16406, "0334455881185800464434242441445476773727277177570868868388188288066336232811525004757737737767700761121151121140008548858838827000057233535268000007723553326000000701781781700000000643461450000000087871878000000004256011000000000702000100000000020600000000"},
    {16, 8, 150, 152, 17441, "0226455337722565088116351387344822522822624223227757787767477377001411311611511800544833664853680051811411611264002488342663575100713353833712100002828451667300000717518110010000024151382007000008673476700000000073154460000000002550000000000000020000000000"},
    {16, 8, 134, 136, 16403, "0336468833447711117112115113112166766266566366260883885884887880007342535483712000225224223225100073515414317160001377475776800000685654483750000006284254351000000344727828000000056684627700000000654822010000000058822700000000000000000000000000000000000000"},
    {16, 8, 182, 77, 18149, "2255664431787000545535525545515584883882884881884772771773773776446236126346366355255455155455304522541513543500783313323323380066288188488476000057117247256200002617677627230000003112413211000000886381810000000064781368000000005566577800000000006040370000"},
    {16, 8, 133, 136, 16068, "0003667722663388558557553585565511811711318116112211317118116122448237723882664400546443447445000014657358746100002358553553120000436373887424000006481431414800000035245250440000001142141000000000225726200000000044054140000000000700771000000000050000000000"},
    {16, 9, 117, 120, 20762, "0564988554433689881885882878838844144544247443440669661663696612011995122379732905875773772718800541121191197480061959132326719000065263962669900006715717733200000198668287430000018455474824000000460748340900000014002372020000000100708300000000050000300000"},
    {16, 9, 136, 139, 21958, "1345998822778890332337339336338355255755955655851411411611211811132647369726988143317797747727704655439634232830364515886889885043691191941621104064287267797600603242238558710000202995577516000000905050088600000000003087190000000000500010000000000070080000"},
    {16, 9, 152, 155, 20863, "8755449955668811992266311628310099799199299599896676616626656686443313323373383383741142247548848794557551552550076019729179289035403688788188600090447311372340003029547541540000000435820803000000003767060000000000144004000000000060700300000000004000020000"},
    {16, 9, 168, 146, 17539, "0388779911556640220080709010585042292232272232254669663667663665889887884889838841991731471933152355755455975542639266366746634610867734474723610031789939976800002051341745110000000065366958000000002092980800000000604691050000000010815000000000000010000000"},
    {16, 9, 166, 169, 19682, "9977112244775690633233133533933468828818858898847747727757717797604272165541919460886884889885833043623453913598807221226224227000986184689485900055995991991890000081186584765000005250213286100000279079874540000002102308040000000020600000000000006030000000"},
    {16, 9, 120, 122, 16056, "0771176799228833445442446443447411511211611311710088988588388688005722722922522000489275693356700010948898688640000081756994581000008678926123000000012982881100000008644531330000000966148500000000007942550000000000622553000000000090000000000000000000000000"},
    {16, 9, 117, 120, 20151, "0115511992287825484464434414494478776773771779775595515565535522289261236213293504484414434464450896696686637720045848149345722307287917837283040204264264260600000131916972600000030509580706000000020827000400000005008006000000000300000000000000090000000000"},
    {16, 9, 152, 13, 17019, "0779394466553187775773771776779744544344144644940288288988588388015723991556239102786626616656670245299399299377000087237127584800113455155452100000382381236100000094691692030000008909565600000000550844800000000000064060000000000004000000000000000900000000"},
    {16, 9, 148, 151, 17289, "4226655883000000771199447732300016113117116119115655355755655955442443449447448886283387986789004662667669660100412213719917050025332337335408000842747249880000008628678672000000703093499200000060508503030000000080089300000000001000000000000000500000000000"},
    {16, 9, 134, 137, 17481, "0822997733884477551551558559552566166166866966264437338339332334081741848949242008117112118117500257758259852560006399799899304000447682678640000009147148145000000037932964000000011932030500000000304904060000000031900800000000000000060000000000000002000000"},
    {16, 9, 117, 2, 15580, "3351224455997550212242292262242281884889886884883775779771767733013543993166340002344544994472000885299299667800030751516627530000038911698390000008396694300000000015614150000000008171410000000000763667000000000005280300000000000473000000000000076600000000"},
    {16, 9, 100, 103, 18843, "1144228854838220422121252292272246616165669667668838878898818890455455355755870023119114119192006034473997215600303497349768290000851851855340000011412577530000006262928478000000769636347800000036596375850000009775561744000000099000611000000000000000000000"},
    {16, 9, 119, 122, 16642, "5334401848400000337332336337338311711211611711815544944244644244667592526567528550327797787797705010966866266230305043923883941000205198182195500060957857657000004029668860000000000992684000000000909474500000000000150770000000000016000000000000008000000000"},
    {16, 9, 134, 137, 20038, "0116778833112660004456758399353288188488788288489919949979929949633533133233733606156416726276400084144244744580009566566268759000631822857933600006195292766740000146646648902000094913323722400000553003802040000050600600600000006050080010000000900000007000"},
    {16, 9, 134, 137, 18805, "8875711446633990228227212252232266866761665663664499199398995994008417434854534000277177877572000065114388255600004577377177940000779113836540000087473971479000003312716738800000002612298550000000742614200000000032649240000000006691445000000000000900000000"},
    {16, 9, 133, 135, 18534, "1166334458544660393363383343323319116118114112115565545595585577796764789748729002242262292263000364346399382100015886898818770007741966597529000012762972472000007768385811900000007581487710000000072705500000000020909500000000000289000000000000008000000000"},
    {16, 9, 134, 137, 19736, "7252998844332211616646626676686691994992997998993557551558554553713743123873483076122822122426000957681618644900135766766466530001259849179431000403327324329900033968745682000004060765050900000400065703080000000300300300000000000070080000000000000005000000"},
    {16, 9, 134, 137, 21102, "6655774499828110774779757177577866466965616656683322422922822122774349393183513800455455955155270071447997817106006828988488620300303442992133000060559554351200001019874832300000802726869260000070368393982000000083584963100000000235541600000000030000410000"},
    {16, 10, 150, 153, 23918, "059667788aa1714253366881144aa2298488288388588788a4aa2aa3aa5aa7aa6992939959949966146223635654671158773774772778925a12331451241a0236925545535926040199393494267100006676476371740000518158158319000005a61a48aa3300000060060060000000001001001000000000800700a00000"},
    {16, 10, 101, 104, 18927, "491556611483477055a557558557556522a2272282272262899a991994993990426676616686606049a33433a3373050195a7a1144853020112a7411a482900008296396396370000183377689932000003275aa54680000005532aa2449000000165530a82400000060679061820000000093008600000000000900a8000000"},
    {16, 10, 117, 120, 17713, "a177991155838000aa4aa2a7aa4aa7aa994992979949979963383353313323364648625761462760a477877477577a00a0a11211411329001098845421533600006382344358600000167167167000000048729a12a0000000808a39569000000000395602600000000006056250000000000300000000000000000000600000"},
    {16, 10, 135, 137, 20238, "7749411225588aa0a4aa7aa9aa2aa6aa3433733933233633188588788488988104157179142196103a72262252292a000365a67a54a9930001553447464481000028168657391000033162172612a000005914275489900000594184689000000074704381600000000620110600000000071008000000000002000000000000"},
    {16, 10, 136, 139, 19142, "1336677224488990aa5aa9aa6aa5aa3a44544944644544348822922122722322125899816875833817aa5595575515a032409a91a77a13400280246636696680706088929723120000a071583589580000001023658690000070a030406460000000001080580000000000004006000000000000500000000000000030000000"},
    {16, 10, 133, 136, 17672, "0442235311889966aa7aa8aa6aa2aa7a99799899699299794113115112118114047348546242847000776772776776a000a36a52a26a8390009335338339104000416812516440000004754784793000000413513873000000010955970700000000043a4500000000000aa05000000000000200000000000000010000000000"},
    {16, 10, 119, 122, 19194, "0996611336621233aa8aa4aa6aa8aa1a99899499699899197722522422322422008754746738741700a9885883886882009a51131141141000702a54a33a62a000007953934967900000a78178178370000006447335152000000a02072615000000040708782200000000010085500000000004000050000000000700000000"},
    {16, 10, 119, 122, 20511, "71599aa1133884403323633439393373aa2a6aa4a9a9aa7a85525585545515507129969929919970713266842481183055a26778774770a068853684248110800691a958954950000014a9173979400000602673235350000040692a7a2a700000001967a23580000000425a33770000000055a0000000000000000000000000"},
    {16, 10, 134, 137, 20398, "0448899554415323a66466a636566166a99499a9395991998828838848818877a72473a74751718760aa5aa2aa3aa6209026536245315920708944244144573000775812823818700004a72a31a7810000022849646466000000029a9391070000000a7371760000000000a03010000000000000000000000000000000000000"},
    {16, 10, 118, 121, 19646, "33aa77aa3368699077477873774775772242282322422522166a669665668661014a18931541851000744944a4434480002a55a5595587000016a993aa736200003199a7a9231100009944524514980000000791a558500000000261163850000000011061668000000004700655200000000040002500000000001000020000"},
    {16, 10, 136, 60, 19302, "0882244553379a9a3373533833533733447454484454474411aa9a8a7aa98a116671918871591766223655755855632200429678783924900018a299894aa19000615273a81196a00026307488669200000146519522770000011086a60a0a00000060a212030000000020146500000000000060200000000000602000000000"},
    {16, 10, 118, 121, 20412, "1586822776644220446441424a443445996991929a9939957788388188288688336731717a273675134aa5aa1aa5aa04109633233633460950763561122598073058852816857700003a7a32a37a200000a5a4746441100000502989a91000000030979787a00000000059080a00000000000000000000000000000000000000"},
    {16, 10, 133, 136, 17619, "02277446699115a74644844244744144969989929979919935a556558552553306a386328372311704171121161104a709a74624864209a503a88a882885035100579229a693010000313a13213901000002388426aa00000003050885000000000003055a000000000007003000000000000300500000000000080000000000"},
    {16, 10, 117, 120, 19171, "02255115566878331311211811711611434424484474464455a55255855a559993a92298897a9603016366266766717704a88288a87a740309531a212715890300934224a749a30000069869a69a9a000002a26185860900000a0506840800000000090458090700000005009000000000000a00400000000000060000000000"},
    {16, 10, 135, 138, 19698, "2266aa373aa8830011411511811211319949959989929939a77677277577877a0a46a52a85a28a300643343363833910001664276581809000975225226970a000aa8476675aa090002523a53a637000005201a215259000006609879480700000000a43a0307000000008144080300000000104a05000000000020140000000"},
    {16, 10, 134, 137, 18989, "aa29255881133880aa4aa1a4a8a9aa2a66466164686966267755355355455155004731737849712700a22922822422a000693983884481600079519113117570002279338954070000a252952372000000336a14113a00000000269a1a7600000000376696170000000046475707000000000459010000000000000500000000"},
    {16, 10, 152, 93, 17266, "92233aa7119a92208818858898288788aa1aa5aa9a2aa7aa94464434434454409416a536932557002011911211611900408698328364580000a4776775774a0000359a33936a440000561862751a200000408061958970000060507737a7000000006047a4500000000000316170000000000063151000000000008030000000"},
    {16, 10, 149, 152, 18621, "79911000035587702248433aa22411995855255955a557556866266966a6676644344744a448441118312719a1a81700722922322322a50075395735a3586600964889887864810001196736931189000022192172017a00001808a0830a06000008340043040000000401001504000000000000200000000000000000060000"},
    {10, 6, 2, 6, 1454, "0565365600425341614424542464220262125200054603440002250120000251045000060000500000000010000000004000"},
    {10, 6, 2, 7, 2296, "5545244545015216643111512114122212622526661646616300210252300064040630000005065000000005300000000300"},
    {10, 7, 1, 5, 2121, "6167161150063231652226232122333235363355525752550043776350000503151000044771000002000000000200000000"},
    {10, 7, 2, 8, 1920, "0727714272657446612536766336260353324353006534456100337312300007062610000002610000000722000000000000"},
    {10, 8, 3, 9, 2353, "0041424114880458826133848338811135311336551815511822535225530021274221000505460500020027020000007000"},
    {10, 8, 1, 5, 2046, "1311213360412853565551557355777077257722252255220077183760004208123000477203000000010000000000000000"},
    {10, 9, 2, 8, 1473, "0626682262796227862657677577273595535515037332337300590008500030000030000000001000000000100000000060"},
    {10, 9, 1, 7, 1949, "4944149499045188990084882289882522772422787766787762663162660705039700060300960000000040000000000000"},
    {10, 10, 4, 8, 1336, "039914219181aa92021755149550196655466505836600069683005009571a00600067000000000000000000000000000000"},
    {10, 10, 2, 7, 1848, "6656755656096137a56333634335344494844a488838288380004102540000810a0800000705060000090005000002000000"},
    {11, 6, 2, 8, 4538, "2535563353012542123341515115113153545535545323133233132425224225240434464434000254616200004052034000020116360000500004000"},
    {11, 6, 3, 10, 3069, "2556556066514453611006511511551166553556655046616644661344544334452336330033620346000004400300000030000000000000000000000"},
    {11, 7, 3, 6, 3561, "7225352552147424357144644264544665664567665505544545521007626657200025605351000020030110000000603000000005000000000030000"},
    {11, 7, 2, 7, 3932, "0464476465036422356533134331363117161171717767377673766261662616220272232720000664256000002010520000001417500000004033000"},
    {11, 8, 2, 8, 3905, "3434454343768425663376264662263627282277242717677157670312826132003070804370080801054400001060647000020000550000000000000"},
    {11, 8, 0, 7, 5090, "3553633537557344683744544224434227221122821141166114166266536626351070546186560504246837000000881300000002161600000002000"},
    {11, 9, 2, 8, 3381, "0494454949929411225900824228829225898855878835255335255038331438330059664853000360850300000000833000000000070000000000700"},
    {11, 9, 3, 8, 2866, "5529219929977929718955447274779770046414484400371286704005410674990086301050400068020604000920707000003000000000080000900"},
    {11, 10, 2, 8, 3796, "0494464949979426774950874778879773828833858853733553733a5855aa58550a3aa41a3aa0956a10550009aa0a01a000200000000000000000000"},
    {11, 10, 2, 8, 2652, "55988979899448274409003384433494411233113033aa411aa1411003aa90a3aa0010290010000a86700a00005080000000000600000000806000000"},
    {12, 6, 1, 7, 4940, "414454141166042533412533343311313311121166151166636655636655515515515500060201462300050104052600000000045000000000043000000000030000000000000000"},
    {12, 6, 4, 9, 5432, "265545224543334451335433443353443434224414224542112232112321061141151410064122355200042416000100020013030300000046000500000006000000000001000000"},
    {12, 7, 3, 9, 7662, "061611366166552177531667445155455655224244244144332522322522113433733433064255667260061346411360022434051770020503043770000300001500000200005000"},
    {12, 7, 2, 8, 5841, "116116261670771463366433331335536355554557757577773774473744445442645450007340267100004030164400007020021400003000012700000000011500000000005000"},
    {12, 8, 4, 8, 5372, "881124521288661716652166556615562655885548851588008865786822008753215840006782368600000474006700000143520400000413055700000667004700000033000200"},
    {12, 8, 4, 10, 6301, "153383367838448831644280554434455484225515522575182242234242158652346450356823255220833824407270061180500700000810000700000140000000000000000000"},
    {12, 9, 3, 10, 7367, "322822338820997244992789899299889988588788558825455955445594144844114481611511421150369471103740306180202710908810005250000000000500000000000000"},
    {12, 9, 1, 7, 4855, "075567757700457746574644254424474422392232242233043353343380020613829800032518538600090071580600090215390400070710130000000007900000020000000000"},
    {12, 10, 3, 9, 6097, "488a883aa8aa249839277a60122822122a22611911611611466266466266044144744144004629aa660000049920a450003003080100000332708500000070805100000007000100"},
    {12, 10, 2, 8, 7650, "66a644aa6a998a619922a59999693399a93333137733537777974477974444348244340a8674744579338a480851410a0a660704100a616705050200060000002300000000020000"},
    {13, 5, 4, 9, 7985, "0033133213100551133452105522553552515224422422420244114454414541155112115121552255455254522112212202120000535340050000010232002000005014000000000503400000000030400000000"},
    {13, 5, 4, 9, 9669, "5522523552554334425332541344332343353345544545442445225535255355244224242242243344543445443003323533233000534221342100030301013010000040000004000003000000000000200000000"},
    {13, 6, 2, 8, 10100, "5545564454422335162334452222522622422666616616656611112115112115555655355655333313323313322225224225220000361061345000020604024200003040103500000600000150000000000050000"},
    {13, 6, 4, 9, 8621, "5655154115140331153342143366335363313662266362662622442232422324411446414464115211213112100562344026400006511306010002105110304000050000000600000000000000000000000000000"},
    {13, 7, 3, 9, 10891, "5754566445440337543355417322353223343326621266221226776367766366711727117727715416125116113504711241723070114352413700001450567200000460060420000031000067000000300007700"},
    {13, 7, 4, 9, 12286, "0522714772736445624414734477442774474772277622774722332243322423355337553373551155211552511001136711313600055747253060007124271200000176145200300001125030000000006605000"},
    {13, 8, 3, 9, 9392, "5113186331330722137782355717717117737712113122112112422724422722484414884414485882844882880588431626400020384366080000003408105000000877100600000004000000000007400000000"},
    {13, 8, 4, 9, 8242, "4644544154528226843321572255224225252553355855357533663323363236647665663656114084351073208604060306610870703050366020000500000000000040000000000000000000000000000000000"},
    {13, 9, 4, 9, 8487, "9988288278228331187233286311338331123319911711997119449939944399455441445514450055955829550009346708476000305060050600000108054580000030000500000006000040000000000004000"},
    {13, 9, 4, 10, 7356, "3511314733100885314882238877881877883774477374477044664484664486631667609667503019431269400509161282560000009007685000000000760000000010029000000000004800000000000000000"},
    {13, 10, 4, 10, 9783, "11aa1a2211a1a4499a544331648844a488441483388583388a8377334377334370a7787547787922173116273600a757840437600a509060703a00000708030790002010006090000008000003000000500000000"},
    {13, 10, 3, 9, 8425, "055a557aa5aa089a533872a338188588188a881611a1161121164668664668664044144644144009265772a60100904860a049900a03050643010020508070a010000207000000000080004040000000000009000"},
    {14, 5, 4, 10, 10553, "3433434144344155423455134215445535445545541144241144344122115122115112352242142242203021142532155040552332342100000041235014000000102035500000000040321000000000000010000000000020200000000000004000"},
    {14, 5, 4, 10, 10454, "3433533225355011413551135441221131122151124422122442322455441445541445115525511525513011411031411030105025335000400012000010000000505050400000001020003000000020000000000000100000000000001000000000"},
    {14, 6, 4, 9, 8948, "5411614661663022461024563122332212322622335533035335335544552545525544664434644344661166560665660050334660445100501260000601004006600000030000263000000000000020000000000000000000000000000000000000"},
    {14, 6, 4, 9, 10656, "3355154415110044225144515044224454224144223322123326223311334311343311551121551211550055351553552000311440416200001050505530000000200066200000001000063000000040000530000000000006000000000000000000"},
    {14, 7, 3, 10, 13844, "1157557177572066354466747266226566226676225523225522425533565533556533443233443323440045447144547000133141453700006464175640000006102775200000004032205000000000436060000000000050700000000000305000"},
    {14, 7, 3, 10, 14719, "4747442277473533546633117533113433113373112215112211612266232266223266456166716616444752321226273207164757676430550603014276500103040606332000010104037200000405050707000000000004000000000000000000"},
    {14, 8, 4, 9, 11181, "1255800885883658265441487722225752233886225522655224225544557445575544774427744244776677566775776618664036646630188070015702302570600106086000800004080000008040050500000060000000000000000000000000"},
    {14, 8, 2, 9, 15256, "0161152661662186145883468188381883388688331343311338331121811221181122723227722322770717725771776006257585327620067767034767200411060243551001060808870000000000043300000000000044000000000000050000"},
    {14, 9, 4, 9, 14083, "4411818381887055311855385455995515995855997799397795997766775766757766626696316966207741761457721060916360862400602390301884002089804045570000796000501100009890000000000000800000000000003000000000"},
    {14, 9, 3, 10, 13435, "2772773622722049971644382994344744334424435331335533833595545599554559799399889939902785564662500023798656809000901844632090003055184640200000375514000000007071000000000000000000000000000000000000"},
    {14, 10, 3, 9, 14979, "a9a5aa225a5520669a1966754266886a6688656688778188778488774476774476774466484475484430a517395aa72300a0641985448000901182358a700050aa28975830000050a345976000000002297600000000000460000000000000400000"},
    {14, 10, 4, 11, 15523, "0144144921141177164397712130557747755771778855655885535599887889988788aa99599aa9959974aa8aa65aa8aa07a193358539000497a3aa118a0004767646a150000029678642000002a2891158000000a0930405000000603800000000"},
    {15, 5, 3, 10, 14304, "033533525535511400300445453344544344554454455355055335545533133433113343311411511441151144344344334434433033133123313300000422424542100000300255030200000000133030000000000144020000000000300050000000000000000000000000000000000"},
    {15, 5, 3, 10, 22281, "442422434424455551242553241155335255335545533113133113323311441511441151144554344554434455335155335515533113433113343311401511251151100224312302334500405152503010400400524005010000001002300040000002130000030000000013000000000"},
    {15, 6, 4, 10, 13983, "116636623363355552363254536655225565525535522662242262242266446656646656644004424464424400001364621163500003346211540300000243462560000000423506430000000332604110000000054000440000000005000000000000000000000000000000000000000"},
    {15, 6, 3, 10, 12032, "626466334464450331651332243533443633443343344224544224434422112322112232211551411551141155655255425525500605104166315000201561010454000501041000640000005603000000000002001000000000000000000000000006000000000000000000000000000"},
    {15, 7, 4, 10, 18818, "116656622565577117465511453311551161155151155335575533545533223313322313322662252266252266776636677636677227727754727700001461204466700006470505070600003760100030000002650000060000007310000040000000730000000000000070000000000"},
    {15, 7, 4, 10, 17322, "136656775565577772265774451377227767227757722662252662232266336676336676633553323553323355445565445565544664434564434400103554407151200106040606041700305020001043000000050000012000000040000020000000000000000000000000000000000"},
    {15, 8, 4, 10, 15645, "684484438848873118742315582311881141181181188668828868828866556616656616655115585575585573605564263162270601054407558230807070701050330000050605010800000040406020000000040000080000000000000050000000000000000000000000000000000"},
    {15, 8, 4, 10, 22341, "515515741151133221657224617722442252442212244334464334464433883323883323388118848118848811771131771131177547787427787711506615286118300106275501773800404070502070300002050808080100000060007010000000020000070000000050000030000"},
    {15, 9, 4, 11, 22621, "057727793227290115472211952911661171166112166776646677665677997717799771799449969944996944884474488447488228898822889822552242255224255015585523558500001524773622000000858469505000000387086209000000134048802000000003000000000"},
    {15, 9, 3, 10, 22138, "466866118868875245699226684522322622332282233833533883343388188288118828811511311551131155355855935585579574157741812470356568303951250301672408060990707180809080100005610204020000006060000010000000020000090000000000000000000"},
    {15, 10, 3, 10, 18174, "04464477664665086349988116a5885884885588688557553557755a5577377877337787733933533993353399099799419979900068327a88a350700609640412927000309020a582300008020601013400000080a050397000000600000904000000000000504000000000000009000"},
    {15, 10, 4, 10, 24799, "aa66366733633a1881163484636988558868858838855445535545595544aa44844a44844aa11aa5aa1aa5aa119911411911411992299a99299a992200221224221225500a5924733961a70050203740265a0000010248029210000050886062970000020000039700000000000090000"},
    {16, 5, 4, 11, 22996, "3322422124424400334425133424003311332331133433112211511221101122552232255223225533551553355155331133233113323311221151122115112255223225522322553355155335515533003323321332330000355150240500000050301004030000000040200200000000005000000000000000100000000000"},
    {16, 5, 4, 11, 24571, "4544544225545522112143311335141133114113311511335533133553313355225515522551552233223223322322335533533553353355225525522552552245223221322322104254552513155100502424500132140050224000000504000010300000030200005040000000050000400000000000000020000000000000"},
    {16, 6, 4, 11, 23119, "0244144321141155662643166331646655664665566166554455655445545544224464422446442211225221122522110011411341141133000226433552250000041412112161000000411455626400000000210601430000000033000512000000001100064000000000050004200000000000000200000000000000000000"},
    {16, 6, 4, 11, 22488, "0022522445525520115623311225121122112112211511223322522332212233553313355331335544552554455255440144344624434430006652466515230000164424332450000065334065151000006550602531300000533000424410000001200004510000000000000610000000000000044000000000000000000000"},
    {16, 6, 4, 11, 26072, "3311311653313321552214655113265566551556655355662266466226626622442252244225224455446445544644556655255665525566006646633664664100355143645564210050601033164226000020301461546400005000245600400000100005250000000000000100000000000000020000000000000000000000"},
    {16, 6, 4, 11, 19913, "6622322323323320115521311523521144112114411311446644144664454466226616622661662244224224422422441144644114464411001121133112110000624410354420000020104045511000000050306211000000002000046000000000400006000000000000000000000000000000000000000000000000000000"},
    {16, 7, 4, 11, 21642, "0511411364414453775616377634257711771771177477112211711221121122442272244227224466441446644144665566266556626655005545543554553000446147223651000005521205354300000216700024100000004700004500000000760000610000000076000050000000006400000000000000200000000000"},
    {16, 7, 4, 11, 24329, "6655155271151122662357166751446644665664466166445544344554454455115565511556551122114112211411220022522172252250004317121571320000642752416213000023537706345500000325416163000000024104013100000002270007360000000070000010000000000000060000000000000000000000"},
    {16, 7, 4, 11, 27605, "6633733547737750662237566747526655663665566766551155755115515511221161122116112244225224422522443344144334414433003323354332336000634174571436200030301057336200000020501443120000003040341775000000100041762200000000000360600000000000003000000000000000000000"},
    {16, 7, 4, 11, 21201, "0244644556646653332641133446223311334331133633117711611771171177447737744773774422441442244144220022722152272250000246771564475000032305056262200000370106464330000000000404470000000000010670000000000000022000000000000007700000000000000400000000000000000000"},
    {16, 8, 4, 11, 27452, "1133833638838820772237677348217744773774477877442244744224454422332272233227223366334336633433661166266116626611001131136113112044156677343688000053186045414100003020305085810000605070701522000040608000541200006080000008000000603000000800000000000000010000"},
    {16, 8, 4, 11, 25748, "7744144251141130664741566441236644664664466166443344144334424433113363311336331122114112211411225522322552232255005515584551556000772582882236000017586263757000000458152087500000054086303560000001102200500000000080000000000000000000000000000000000000000000"},
    {16, 8, 4, 11, 31644, "0166166431161166221267722371442211226221122122118811211881171188668828866882886655661665566166553355855335585533073363386336330000715287843546000005353365834200000253156818740000072157413440000008820157022000000008057601400000000506630300000000000000040000"},
    {16, 8, 4, 11, 27694, "0288688636686677115581811326441144118114411611442244144224424422552212255221225566554556655455667766266776626677667757735775770002336785728657000261768208870500056172630504000006063177070500000004142008080000000043300008000000000000000000000000000000000000"},
    {16, 9, 4, 11, 24876, "4622822368828820996029699118629911992991199899117711911771161177887797788779778844881884488188442244744224474422552282231228220040334383446420004059209680727000600020380147500000903000800070000000908810175000000020000070500000002000000000000000300000000000"},
    {16, 9, 4, 11, 29175, "7055755667757750228453322397652277225227722722771177477117797711881121188112118866887886688788664466166446616644554484455448445531556553755655007319442753545000708152748365200000809140492600000099201006820000000010000500000000900000080000000030900000000000"},
    {16, 9, 4, 11, 26036, "6611911929919950334417933129153344331334433933445544244554414455995535599553559966994996699499668866566886656688008898856889889000636820911659000030878051383000000087201263800000004250761890000000320001844000000020000740000000000000007000000000000000000000"},
    {16, 9, 4, 11, 36379, "1566766397767780445963944117584466446446644744661166366116656611881141188114118822886882288688225522122552212255995585599558559944992993199299301566572366558300104897392429200050909072866290005080608840493000005070226091100000007070201000000000800000600000"},
    {16, 10, 4, 11, 26116, "6866166121161140558a6515523134557755655775515577aa77577aa77477aa99aa5aa99aa5aa9988997998899799883388a883388a88339933933113393300607786521528700060933a605853400080a0a010807490000030702020940000000060a0008300000000a0000007000000003000000900000000000000000000"},
    {16, 10, 4, 11, 28358, "02775774955755a7664371166a256a66aa66766aa66566aa22aa8aa22aa6aa2211226221122622110911a113911a11440288253698527797024911584a613457034856613a75469a0331885582177390009319a2250204450039958a1406050000008800a2030000000000000607000000000000010000000000000000000000"},
    {16, 10, 4, 11, 25722, "0477677536676636994675799626a6992299799229969922442262244228224488449448844944880488288a38828842004146a3a394a420000487719928a530000818792729823000048157038a9a60000991750261a800000009120a174000000005500035100000000000007650000000000000aa80000000000000080000"},
    {16, 10, 4, 11, 31443, "a4886884a668661077598337733698771177877117767711aa11911aa11911aa55aa7aa55aa7aa5533551553355155339933a339933a33997299599439959940a726398466931400a05298a3702948004046587a1662280000768287300001000095802160600000000550103000000000099000300000000000200000000000"},
    {10, 6, 2, 7, 2524, "0212251211502355316145255451553404434344035336353300416454210033002361000311626000000042320000000420"},
    {10, 6, 2, 5, 2659, "3323532234003452035555352255222202642266665615661111213211040162566064001151360300124300000002000000"},
    {10, 7, 4, 5, 2494, "1233232210662332516655663266554455665544134466440217345513202476440200704055030000000003000000000000"},
    {10, 7, 2, 7, 2777, "7126652620446454720455644542451145515051334113141376533635307115602100013302730064660072000330000000"},
    {10, 8, 3, 7, 3023, "2676747766116741163788171886112285822388612125712226185478082062533287105640430700050040000000003800"},
    {10, 8, 1, 6, 3082, "8281128228082446255448477424477273376773343263433807167176480371363085015753284000032200400005008000"},
    {10, 9, 4, 5, 3348, "8299292274552192975533559255336633193366316655660483123359948232660407172661990070705504000060000400"},
    {10, 9, 3, 8, 3636, "2994774499533955664515591155416114661136766577665727718677142446511369300780247900078501430000005220"},
    {10, 10, 1, 6, 2197, "171a7717750128a67118818488788440434464433839338339949099499503770a3605092070900100200000000000000000"},
    {10, 10, 4, 6, 2002, "504455450066194a53662266465622772292a27788776767884488282800500179730050408083000000100a000000000000"},
    {11, 5, 1, 6, 5226, "1155315114425452312122352232122334433432334412441424425135342314504451314223005235443500101504143000120034000000200000000"},
    {11, 5, 4, 8, 5219, "3511213212244331143252114414142443311213151155334353433445515151553051355134232425224502500130053050021000040000000000000"},
    {11, 5, 2, 7, 5194, "0323122323253345142355153515525114141411414434543445433031343313120543221442200323343513003544550100053000020200000000000"},
    {11, 5, 2, 9, 5112, "2232212332330221552432552553355353343311334311511441151443441144345514224421230404033442300000115540050000030500000000000"},
    {11, 5, 4, 7, 6535, "4311343133544351423114334413434432233523233211224124221221135131154131224221545231021351301440340105050300351500402000000"},
    {11, 5, 3, 6, 5294, "5454525443211453144311221512411223323235223350313513343533221234324053543535200121244514303120401010050002040000511000000"},
    {11, 5, 1, 6, 5774, "2321132334342211532411121221311222425525225551544515544424224244230545315523304532344014052255401300005040103000000000000"},
    {11, 5, 4, 9, 5302, "0455152115533055132413113353133112211212114244223242234114414144153455224322504124021344003500044300325500000000002000000"},
    {11, 5, 1, 6, 5042, "1313131334301355132455515225355222521125221115144151144424234244230104221524304103340404010144105040500003000005000000000"},
    {11, 5, 3, 7, 6071, "5352545522411354112121331513321134432344133422414221442522325132255124552425434325052534010430033124143000210100000000200"},
    {11, 5, 4, 10, 5334, "5155253322544125144552224454224421122421122452114115114502423211421541133245100311423200005041455000035100220000300000000"},
    {11, 5, 4, 7, 5689, "4211414144034211424503114315542415511411511522553552552332212212234533533533043542352140213131033400015120512000042000130"},
    {11, 6, 4, 6, 6015, "1611631661544641462544334413644336633462336655664546655225532355221122626225012435655130610424215000120305330000024066000"},
    {11, 6, 2, 7, 6579, "4412211411241433661313334663313366615566366555322553552226562262244554556514241206632452152122655310500442630300100000600"},
    {11, 6, 3, 7, 5820, "2325246255211324115331441214451146645466144633616331663253436143352656643631232534043152060450035032625000110000000000000"},
    {11, 6, 4, 7, 6172, "6322626266111352446361441121161145544544344522551551552332242242236433533533262562132621334436132510200400550632306001000"},
    {11, 6, 4, 6, 5540, "5366556553544366556344114464544113311512113351334343341546412134153145363212501152463264062055446360012000030002100000000"},
    {11, 6, 2, 7, 5974, "5131143134352114513455251552535224262242624464544645466362661626635346114465354646226134202110616500030200605300400000300"},
    {11, 6, 3, 10, 6192, "1232331622355234155652335355335522235332233566252266225446366446631542446144213561244516203403001643044323060600000200400"},
    {11, 6, 1, 8, 6051, "2433114434463536636415336633664662533223313316221122622431124113112212424326521415364125513140026010400455620003000000600"},
    {11, 7, 4, 6, 5648, "2144334337055774436655115545355112211514112266225252266336616166702313252427027366164560163174502007070104525000600000000"},
    {11, 7, 1, 6, 6061, "1411741442311743741133313363433666766565665553552535522262252622441547755626312574321423740567136120500403020200064600100"},
    {11, 7, 4, 7, 5625, "2455242522377415772117667756727761166416766144117417114534467464432536164175321534334561401770030200000600526200000000060"},
    {11, 7, 2, 9, 6227, "2474435774717443115177514115511716575566551536166336616235335733532462776646671334244637124050236670015450233100204000000"},
    {11, 7, 0, 6, 5744, "2772427223774211427711711441211441445546445515533515533433123433575155115653737445233630001720460750072060300000000063000"},
    {11, 7, 1, 7, 5916, "1177411717257245651755375535515336233633536645664665644334474434320612446657204776654217013455263700346000207100000003100"},
    {11, 7, 4, 7, 5948, "4533474347566563634766776637646772277427372211226126211121176171154123235233546121561217506430250100047700630300000002000"},
    {11, 7, 4, 6, 5890, "4311441445455361241155335515455332233532332266225252266746636366144743252215446646361750307631102110065600270000000000720"},
    {11, 8, 4, 8, 4919, "3722787720355752587755115521557118811681108844885488544664416441663566876684132564070413702060046032060800040000000000100"},
    {11, 8, 3, 9, 5257, "1778785887131778335283433734433846445466446626636226632522425522450556552556805723002621007577408510018307408600503000400"},
    {11, 8, 3, 8, 4791, "2464684464455768566410335653554552237323313311252122522441316113112462877123027016557100004808833000406000500000000000000"},
    {11, 8, 2, 9, 5704, "0383363883854336557688253552255851242211226241511441151642446644245616678661602443363748056000783680200000717602500000811"},
    {11, 8, 1, 8, 4830, "2188321181078687728157487744771745644554464537553355753243328334302583748650063101065300183171445000100700000000000000000"},
    {11, 8, 2, 8, 5177, "2252465525561248824515882833885883313773313377876677877663672663663075546274563610726685600005784010030000220000000000800"},
    {11, 8, 4, 6, 5614, "0188248228577378722877117781277114411743114466447674466336613166338533474332508136063265050130323280580304460600000000200"},
    {11, 8, 1, 8, 5332, "1244232242464486636276846688662681088118878136113311613583355338357155775515753778277374150448235641750000070705000000600"},
    {11, 9, 1, 7, 5600, "3833288388623727838557737747787744244144344117119117119949979949960127428139609883469155083466180900003000159500000000000"},
    {11, 9, 4, 7, 5390, "2122124211899232491649779929719975577375677588559589558618878678872139533547862558908718650040011040020900300002000000000"},
    {11, 9, 3, 9, 5544, "5661662116193361192816499699499195447445448475595575595677477177475635411825657673002076397310282089094000800000400000000"},
    {11, 9, 3, 7, 5369, "1787822877899185997869669896679964465644866433494339443773633863359754243465871134043528700110022060990000300000000000000"},
    {11, 9, 4, 9, 5966, "0977874887855667853381335575355852233832332344225242252114434144340911213112109684472240065819971100060480971005658000000"},
    {11, 9, 3, 8, 5980, "5334324434463632649413266362664667226272212287767877677588285882888557575575551386924893581547005031083079090100449000400"},
    {11, 9, 3, 8, 5862, "9558428858868856633810266522668667224772212237763377677133211332339117231171196438971300845158971000602008970046450000000"},
    {11, 9, 1, 7, 5407, "2122551211302174411774424488414488988338288334336634336686611686646307882322306675996443060515892070905000200009010000000"},
    {11, 10, 4, 7, 5755, "59aa3a6a3371188a4132216611a16311677664671667227717217725a22621622a59a476979a709342882a07a85064091020035400800005300000000"},
    {11, 10, 4, 10, 5769, "192292aa992779324775a9887727887795588485588a665575665571366865566814345a96a6598326779616040322019008480300710000000000000"},
    {11, 10, 3, 6, 5757, "144221422579554992459989948829988a886aa188aa3aa9339aa3323387283347128a87a1437162309394a55068002403000070090a3a00000040000"},
    {11, 10, 3, 6, 5756, "57787a788426887968336646676486644144941a441121161261122522427422155391a61a452889260211a20309903750483800070a0000000060000"},
    {11, 10, 4, 7, 5883, "3922a6a2aa3447a246a7741144214a4415511a5181158855485455832881181886392a501526579a98928653270a6042483000a000450700009001800"},
    {11, 10, 4, 7, 6236, "67996939664227a9626512772292762278877a783778338828328835a33736733465a78a2899468383193315a05312460190081309005000002494000"},
    {11, 10, 4, 7, 6002, "53aa1a4a1176938a1017a19922a6915593399893499322336320332882292892285688386388154992a724a1306487080a500812a0707000401a00000"},
    {11, 10, 3, 9, 6974, "26626462264a8865aa622a3aa6a33aa2313353113361911a19911a97993977993727717627713215948526948797aa85374010490a853671790000000"},
    {12, 5, 0, 7, 8513, "522545525514225114253311211551151155155225525522122332212233533253353354212433422514341345531310004450110235004000002300000000000320000000000000"},
    {12, 5, 0, 7, 8931, "455224454454544113342511511221141122122332252233133553313355255115525511311431131124511322455234153500110305005211430503002000400000000000000000"},
    {12, 5, 4, 8, 8925, "124421224254332543132533113341332311551135113155225532553522442213221244155252415324124524342545215123115040202351050202001030000000000000000000"},
    {12, 5, 4, 7, 8347, "153343434453112533144511441131141144224454414422552212212255225545545543135225321433142354455025503120530230404010052030001040000000000000000000"},
    {12, 5, 1, 7, 7988, "414431141152241334314433343353313355515545535544434414434411151141151120243411245540215503014200155130342400001013020000005100000000005000000000"},
    {12, 5, 4, 9, 8515, "241141344145224511231432442212422424114454144341331121311213423343133435242515013115254232400353435120043110313204030051001000000350000000000100"},
    {12, 5, 3, 8, 9487, "544145114123211452441322122421221211411314113144544245442455455154551553522431334523544512535122103145414135000223501014000250303402000000001042"},
    {12, 5, 1, 8, 8657, "343322443440134422334532232244224224424411445441121155112115545543554553512435241130155312505530154154453350241220000100000000005130000000000000"},
    {12, 5, 1, 8, 8471, "225513225234354133442133553355332355145511551511431144113144354433445433213324331355241535014430435201123530052305002240000005010000000000000000"},
    {12, 5, 4, 9, 8759, "525525422523112454155211331151311213443323433134224414244142542232422322504244113453202421335223000532141501005443210200000400320500000050000000"},
    {12, 5, 4, 7, 8170, "324434343312552442433155115545535511331121141133443353353344514414414402351235433132345142544351204254340500000020035100000000000100000000000000"},
    {12, 5, 2, 8, 8317, "113115531313321442213122221225523255552551154511112114412144445445545455551554251543034251054403005512435101003120041000005004030000000000030000"},
    {12, 6, 3, 10, 8179, "054244242243261433454126446422441324664144664416116366116631331411331143253633143360256121515510613302254630006030005460006300000000000000000000"},
    {12, 6, 3, 10, 8485, "426566265564114632113351551611551155665355665546336166336613443533443354124644634460323325211430146456525140100542450000033664000000000000000000"},
    {12, 6, 2, 8, 8465, "424223342434112441154311612116614166361663362633531335531355456551556556453633223564115516125624004360042203006134425000005660025000001000000000"},
    {12, 6, 3, 7, 8629, "155343353363244521135522522552232255355635525533433243323344644564454466166316636630166452246640414625364300062400553400610200030000016000000000"},
    {12, 6, 4, 7, 8465, "141121312242665512621466446616426644334424334433553363563355435545245512124531336152143356053564452653260605004210022000005160060000000030060000"},
    {12, 6, 4, 9, 8766, "263363216361556132556625665535665656446646446264224454224542332262332623353343343431235423134201213534005332601441553000004020006400000000006300"},
    {12, 6, 1, 8, 8718, "251151551556314433125653413344335334124411442441231122113112642266224226016645661665022361512253063612266455036120646065000000004300000000000030"},
    {12, 6, 4, 7, 9036, "652234423312665126634166556625536655115531125511441164461144334453354433563313313342656144243452615631332531501440240305000013200200000000030000"},
    {12, 6, 3, 8, 9078, "466426446443255622334122322633224223133211331331611266112116466353663664412164451263541645516643015165533402142526656300040600000000001200000000"},
    {12, 6, 3, 7, 8685, "255453354465115561142611311513341133433634423344244142214422622326632266466466446615241254525265204620061136102540030060000200050363000000000000"},
    {12, 6, 3, 9, 8717, "244146611411645416634110566465566166255152255455322623322622133533533533212266352210231324335310543663120540341241206600050410000560000000000500"},
    {12, 6, 4, 10, 8814, "651151615515335416331355663313663353226656226636442232442232234464364464623125432125642345544145504544252603000011420160000003226100000000000000"},
    {12, 7, 3, 8, 10097, "574641664660267467136165775477446337227672771772442524220224334743447443113231332331521413114115506311733465702153301263006610124410000000302400"},
    {12, 7, 4, 7, 8505, "353363636656776632263577447737767744114474434411551171171155445545545566315117715326324754153365571461520060202040050202007010030000000000000000"},
    {12, 7, 4, 8, 10290, "571121131227332514432713663313362336446656643664554434453445775565576557667747744775527255115313566273427215742421162775606330406377004001410630"},
    {12, 7, 4, 10, 9728, "646646254467774362775647447767447744334434334433553373553375115545115541221131221132652252562251673112466317450021246127057720024613000010000000"},
    {12, 7, 4, 9, 9254, "132272557272443622443764114424114741661171661316336646336463553313223132162267735612175431155364306043362161707026520237004010600004000000000774"},
    {12, 7, 4, 9, 9127, "774436633457665546641366226642266322442234422544114461144611551125511255615543355417067113564127021255057505006350404102002030047200000000007400"},
    {12, 7, 4, 10, 8695, "461131121313663315566733446616644636554424455474775565577565117747752747476752263153411572637273657236004317101020447000005000007000000000000000"},
    {12, 7, 4, 8, 8960, "342252352510564724435662551122545655665545656566446676463644774454745477357767276712376647724312405473727506007017264131000072000510000000000500"},
    {12, 7, 2, 7, 8978, "775665575542517117755411117441151144441334414433331223313322224662242266663676636675502472123752536367367552106406231504000400720000003000000000"},
    {12, 7, 4, 8, 10022, "317747147442661472674246556676564665335525357553223363236332112252125221751131213113375426612746347514261543104141721023000012077600000000055060"},
    {12, 7, 0, 7, 9236, "544335545571451661152766466776656677177337747733633223363322722112272211311431131162255343425621154564516221010073054207057760010400040060000000"},
    {12, 7, 1, 8, 9324, "563315663662433144546234234422446442572255224225745577554557627731772776557322655434574726567336446175711326061220077433010027753130000000000040"},
    {12, 8, 4, 10, 9214, "428868811686773386677568117787711767221121122151442272244272554414455414775525564525452542218148437657104058265731084805303070000000006000000000"},
    {12, 8, 4, 7, 9361, "646646164463224265248822332262342233113353173311771121721177887737837788628818718837662571276610484487581370060015083130068850022700000040000300"},
    {12, 8, 2, 7, 9790, "218148818816411441183344641464484466565656676655254525545522726272262277375717757788212637722126217403877856553640338271034604080505000000000700"},
    {12, 8, 1, 7, 9920, "153385535523435846651244834484454488658868838866146616646611781171181177667707767713117588514173176420373742774038560427060803500202042200000300"},
    {12, 8, 4, 9, 9371, "768838823833116183312387551181151311445515545855664414464144886656636566763342255447738564484627661041578208060335812400003020707200000050100000"},
    {12, 8, 1, 8, 9967, "785513885815454144368544254422448422742277226277347733774733623366332366276651667612738436633611762567886552885378055002424700000110043000000000"},
    {12, 8, 2, 7, 8779, "813110713381541605534855251552235522624226672266765667756677872778827788286886168841827365672431868037787328403550100203002070100000006000000000"},
    {12, 8, 4, 7, 9779, "867737373323446172537244664474434466886626686688558848848855115565565511461181181173846257751753814612418512671320500135737204570303003040000800"},
    {12, 8, 4, 8, 9062, "326638336335552465873135225562553552442244221224774457445447887728772778308847884886374172717365205081288665007780026643005010008404005000000800"},
    {12, 8, 1, 8, 9414, "556687556560364833125133263322335322442244221244134411443411721177112177247766774763513344881560572731677610428072755300000010408630000000207600"},
    {12, 8, 2, 7, 9137, "228227728812322884488144442445584455553551145511114116641166665661256676621578514762726815367682638083434801600355142400033050020000077000000000"},
    {12, 8, 3, 10, 9867, "722722457727166214115877411211441171344344334484633133663313866466886646788388528838733641138768641855712280062120573870640200007380046000000000"},
    {12, 9, 4, 8, 7855, "129919419113227794261992442292421224554454546445775525752557887747874778668858585883102375097613186880048109200370009901008300000000000000000000"},
    {12, 9, 2, 7, 7836, "039322939929443344893244543455494455159511585511814188141188685866858866761635616639078963281379046096568712040000650107007000000000000000000000"},
    {12, 9, 2, 8, 8403, "013557735393665336653966885668863688441884485844116441146411778117718177224772274722001223921263007144577583002499052269000005022060000000000808"},
    {12, 9, 2, 9, 7957, "025117255155331573366575441334433533885448844744663886688388774667766466028771677877026712407631057920998715099100400385000000409103000000000800"},
    {12, 9, 2, 9, 8072, "823223633231932539962349892998899398785887788487579775577975458554455854247440344741825157046521814009960404303770646200002090040000001000000000"},
    {12, 9, 4, 10, 8548, "969969936690116295513961331191131163553323353305445515545514774434474437887757787758978848818840942671388070670082199080074456820000000060200000"},
    {12, 9, 1, 8, 8969, "687737887886978399758929279922998992482244229224594455449445125511552551341133114113653375335331613043591216830880373106000048037702000040000000"},
    {12, 9, 1, 7, 8465, "993325939937437644599344134411494411201122181122542255242255615566515566826688626688158862858897960746268937981074480303010000050803000000000000"},
    {12, 9, 2, 8, 8650, "668664486898006583368933336331138311115112216122223224423244441447741477772775572755554558854518007757947628005079335619000093066010000000000202"},
    {12, 9, 2, 8, 8237, "184889448442758447934997678776774776365663663663237332337332926229226229193996993997102898682172509544819702004800461309000850000000005000000000"},
    {12, 9, 4, 9, 8125, "567736633723116971177311441174411344884498844288558815588155225542255422912289822803591453060503549128727202604330070700000080020000000000020000"},
    {12, 9, 4, 9, 9601, "585525532521668752267236996656696269449979949394114464414641771191171917887747787478198818838185519877833701561688420851906224740000002080070500"},
    {12, 10, 1, 8, 9421, "73773533733577a3995338899799449939944a4422446442292211229221141166114116626688662668818853881882763a49366125780704918205a00a70491608000a07000000"},
    {12, 10, 2, 8, 9283, "04155a1151957751a7881177aa577a7717aa330aa3aa3a3388733833738866a88688a866443664663644028441448492046517a76295044066794315002259608021000005900030"},
    {12, 10, 2, 8, 8744, "11311993131738166771387777177aa737aaaa3aa22a8a2222722552725555a55445a5444424411424290853966857100844000a421003634405aa70000300062990000000005500"},
    {12, 10, 2, 8, 8836, "88288442822896877117255111811441211444544994644999199339199333433aa3433aaa9aa78a9aa8223550a4366893a30180a22590601a8077026021a0000000003000000000"},
    {12, 10, 4, 10, 8801, "743323362239664235566426556636656625aa55955a55aa88aa6aa8aa681188588188517211a11411a8732983614a8940301700181930905322018a000003702000000070000000"},
    {12, 10, 3, 7, 8785, "6884244844a4735872748a77277827747722522552272255155715575511311231121133a335533533846131842168946a130903796a10a394900609008804000000000000000000"},
    {12, 10, 4, 9, 8774, "856696689696aa56649a892a33aa6aa3a9a35533433532351155a5515a517711311713172377577975768234194a9106862374a7070250699a011800000040070000000000070100"},
    {12, 10, 4, 8, 8662, "153393243998aa5932aa966a77aa3a779aa71177971147715511a155a11522557522755283221249122818355972543816862a402306306aa0479903000007000000000000000000"},
    {12, 10, 1, 7, 8807, "a8a6a88a88a90a633a285a333a3113383311101771141177737997737799919449919944474624474457398622498579043a1284575903816128450a008600000000000000000000"},
    {12, 10, 3, 8, 9830, "8416136616412241923a642288212822628899898988a899339293992933773837338377aa797a7797aa11a3a6aa3a718027556a7a61801a2a56a074409230a00570000000055606"},
    {12, 10, 4, 10, 8912, "1722322a3323997a2829a136559929959939445585545515774494474494887757787757498848838848146673822a761a998500328670400300232100a563000000000050000000"},
    {12, 10, 4, 10, 9455, "a76656625565115463312655771161171151447747747767994414494414889979989979aa88488a884822aa9aa3aa9aa87584669285a028a30010a5708356019106000030009000"},
    {13, 5, 3, 9, 12305, "3445434554535125421141531121141221151224225244224244344143344143313323113323115114123114145132350234342554313100212035442001551102414410502000000130000200000030000000000"},
    {13, 5, 4, 10, 13003, "4511511445155225213322153511221221125224411211441311334424433424422331332231331522422352422415132114431541152432502055213412054103232433040000000300200000000000000000000"},
    {13, 5, 4, 9, 12060, "5211315331315224413253312244221242232443344343442433113323133231122114121141221122323223225542413015121552152044021012543440103301202030010000000500000000000000000000000"},
    {13, 5, 4, 9, 13111, "5244345334331112445122342122114121131123322323224223443313433133422442424424421122321223221541141211411351432031422312010105011341103050350440200000030510000000000000000"},
    {13, 5, 4, 10, 12713, "0522322313230231124345130011342341153014411411441514334424433404311331331131314411411441414254434413434025521233221003143441200400252531010000000400300000000240000000000"},
    {13, 5, 2, 8, 12967, "1151335515523121544115324444145544544555525335535533334322334332222524422522444434414434454152315532454310410525424032053245441105000201421000000230005200000003000000000"},
    {13, 5, 3, 9, 11816, "2541442514134335412335143355343355313551151551154511221311221312253252242252241151121331234234221354213023124454152425514454001303000000000023000000000002000000000000000"},
    {13, 5, 4, 8, 13258, "3133545535544221532415332233223322522335533553313355115521552551144113211311423122552551240344315521343015515251125400410231335250540040232112000503002330100000000000000"},
    {13, 5, 4, 8, 12092, "0522122321152443321141454422442442144223322522332233113343314331144112114211444544344134451053511431221203214411455420343113033105002045002040004200000000000000000000000"},
    {13, 5, 3, 9, 14877, "5454552445441114525124433133151131141132232332335332442122422122433434434434431132331332331531411511411254232533431214311534411251030112552150300400020044000004000000000"},
    {13, 5, 4, 10, 11859, "4311415544140223214223345255221255224251155451155151441121441121431445412445404315144123120423145231345035214534310505154524312200001024300000000000000020000000000000000"},
    {13, 5, 3, 10, 12513, "3532334422334445350441124455434455442552251552255322112422112241144151144115443142441244225321131242413450241502424242055115043523000030152035000003000001000000000000000"},
    {13, 6, 4, 10, 12841, "2133632166366446432441664122443422446445522425522422335545335545566332366332335566563266566231634035536126536140416311232630450654606110005030300200000005000000000000000"},
    {13, 6, 1, 8, 12852, "5255212252253554233142453335331133233111411661161166636622663662221224422122444644134464452522536432652354020036452434005223136415000500166010100000060406000000000010000"},
    {13, 6, 4, 8, 12372, "2255256452251446656442354433445433244336633236643366226646224662255223255322551455652665531012422442430105455365532150013645330100005036000120000006500002000000000000000"},
    {13, 6, 3, 9, 12687, "3525221152524335255336543344323344353441146441146411661311661316611646652646203241665611621341635216634050224215164004044566223110003365503040000000020004000000000000000"},
    {13, 6, 3, 9, 13921, "0242421224225335423366244344343443323346645466441446116361166366155141551141156256516556553024113225113505354433153150062254121164034202151560606400050005000003000000000"},
    {13, 6, 3, 9, 14142, "1313144331334661126655324655616556636654452544552554114641144644122151221151125324215224221632146332144351121616525015123346535431126440625200006326050243000000000000000"},
    {13, 6, 4, 8, 12543, "2511335313321665316653426622661226366224422644242244334463346443355332553233554155463545501241633633643126415511502025065314453300000050064020000000000602000000000000000"},
    {13, 6, 3, 8, 13863, "2453554253352114534113651155151155311553356553325533663133661336644656644566442643442134463256641166463244543221463425633133261405054101001000056040000000000650000000000"},
    {13, 6, 3, 8, 12833, "4663622363325511635513425565565665355663663633616633133531135331121161221611224223246232253403123441653512124546253450026563641402001060536000000120000600000000000000000"},
    {13, 6, 4, 9, 13220, "5266544556553112361152566144116441151142244322441442332213322122366334663343365066255662665523534421365320036411665130022416466106000315460200000035014000000000000000000"},
    {13, 6, 4, 8, 13160, "1511464414454225212334152244221422422443344634414433663326332336655664566466551255335535516152665516546450515642541343205616543601202010042230030000000400003000000000000"},
    {13, 6, 3, 8, 13253, "4656533656645221542266342233252332622335534355323355665256652556611636116366114115166151162461635226162516415151162151104361335104002203655000000042036000000004000000000"},
    {13, 7, 4, 9, 14318, "3577271227214664471676256655667656626552255352556522442262422624411445414454113711217112177367647712431225631522317147534145713254346640057162520006000000002330000000000"},
    {13, 7, 1, 8, 13695, "1211552212245213177442147771774477277444344334464433373355337335554556655455666366146636677251553665221526210134637653170766344134002705562060600200000003000000000000000"},
    {13, 7, 4, 9, 13858, "2611277221265336413323213355331553323551155411551511771137711317744775447757446644166441466276672266764721434233146756730646656405070070226570610104040045000000300000000"},
    {13, 7, 4, 10, 13610, "1533636366350221736223262244223244226446644146644266336626336623311334311334117711617711677657737347737015711772251006114753744700674060532750000005000327000110400000000"},
    {13, 7, 3, 8, 13636, "6161641161167772647331267733767377177336632363323366556765667665544535455355442246424464422412523225225161341752465176202317524147004400172240504030000502000000000000000"},
    {13, 7, 1, 8, 13736, "5655446656622652377556137775773377677333233443313344474411447441113112211311222422752242271613415511321062576736277402315064534100052140306640002020430000000006000000000"},
    {13, 7, 2, 9, 14003, "4541155441446221332211423266122662242261156611662661772117711211733677337767735513355331335407554355755740345311233765057465515746003230665440300070200010000007200000000"},
    {13, 7, 3, 8, 13504, "5327241727732551265527635511525115755114416144141144664546645446633616336166332634371343362526674716465257234175305031374430200405736617521000001043000500000003700000000"},
    {13, 7, 4, 10, 13951, "4511611716165445612544163422441442246423322422332323663343366343677662667762677177377577375471264225764546717255767365361257760424313400060213600100000000360000000000203"},
    {13, 7, 4, 10, 13425, "3611311753133226211722534355221225523227755655775455447727744727766445446645447466766176766374546112046335746162046536053221745564003031100006000001724005000000007000000"},
    {13, 7, 3, 10, 14700, "6557554377575233511223776212252211227214117114411614344244334424363313366331364664661466465642312235337567462336456263572256467710505154577052000100040010200000000000100"},
    {13, 7, 1, 8, 13830, "7177161171136473122671232227226622122666366556676655525577552557776773377677333533673353351471775527351643525471341463060431327405065622407070000500030100000000000000000"},
    {13, 7, 4, 10, 14504, "1644244322412556344356625577554557552774477377477144114454414451133117113117336633433633466526616646610215263347323621757647115601207447322660000003310050000000000005600"},
    {13, 7, 3, 8, 13676, "5131321131176441334231374466434644144667767676656677227472774772257262322622125677233575526113242342113656536647442171674702255341051732620010000400007004000000002700000"},
    {13, 7, 3, 8, 13676, "5775715575514376723155713313373133533114112141161144644346443446626616266166225224232242263533612346563467220747263743704202546701061122735560000041000500000004002000000"},
    {13, 7, 3, 8, 14388, "3663713363371544655133475525562255355226227662242266166511665661141124411211447446774464477377113771772535746134472514407061376561052020713360205420067700000004000000000"},
    {13, 8, 3, 9, 14668, "3223225332323766265784337717727717737114115114114144544744544745565515565515668664668664688188588188582331267675864283518272148733605221447800300060200078800000000000000"},
    {13, 8, 4, 10, 15352, "5122622766266331421738866488332338336337788188788588447737747737755448445448442755755255755527144167346256265521645647863426007254838558844382500308110030000000000000770"},
    {13, 8, 4, 10, 13915, "1533632266330885834881368877883877886775577875577155445585445584411447411447112611514611588126548142343014241271631306743215561400737277664600000300500048000000000000000"},
    {13, 8, 3, 8, 14277, "3223255323353711287763887747727447377441446411464411811718817118868848668488664661672616623346838758625336466282657501166242720882101300445870000300005007800000000000000"},
    {13, 8, 2, 9, 15653, "6318875118141338183322143377833773313774417744773744223442244342255722552272556645587554531432715855231163587057258646115532282414146805072861600485030722400070000307000"},
    {13, 8, 2, 9, 14755, "2242271442460212878755478434218331148333313377337377774771177571111311551131555575588557588881885688186423566156852642785568808378403715003040400615000032400070000000200"},
    {13, 8, 4, 8, 13910, "5711518415571116618285874366731266543662266262246622332262330223388336388633887788287728877537737663774151188572848417835762073037101057033408000807200040000000000000000"},
    {13, 8, 4, 9, 14087, "6622754772752663326648756611662116676113311533118133883368833638844881448818445544355443455315582755854203614757448520616507725245003230887214000602000810050000000010500"},
    {13, 8, 4, 9, 14910, "7577677527663115673311677155117115561154455255442554884414488144822885882258826622422664226336686633866376332338823387162615646483501034805380310203104642070000014006000"},
    {13, 8, 1, 8, 14854, "8866558868876268822118372246224422822447244774434477527755772775514551155455115711871171146852176565435681577364133172510603215484010076034850100007060321000000000020800"},
    {13, 8, 3, 9, 14095, "2871776417174554716554175522575522515221121221123211661511661516688626688626883381883381833883633623633425187676383042883172053007485167053400054177250300000000000000000"},
    {13, 8, 4, 8, 15120, "1411511715585334612235183388331338533887788688778877667737763776622668662866221722722372284186466716554543482536288157272206122478308566015010700304060307000020500000200"},
    {13, 8, 4, 9, 14553, "2844843284814778543772857733774733787336633536635366556676556765511553511535117411611316184274856611581428781546316104785113402258757104032060000500000026000000000000000"},
    {13, 8, 4, 8, 13872, "3311565515516882218675338844881488588447744574474477227782778772233224322422334833753373356043823512751606863776344180043201711535006030011504200000000502080000000000028"},
    {13, 8, 4, 10, 14632, "3644644866466556746658467122554552556558822522822722778858878858833772773772771433833633833314875233874138143752233816083732277457000032671148000000606440850000000100500"},
    {13, 8, 4, 9, 14891, "5811511451512338417736523366331336353665566266568655775535575357722776772767228822522825288318878848781353122677421155431826678823804224468800300207068145800000000001050"},
    {13, 9, 3, 8, 14295, "0736356636626818353776524422136231638229929292292299779697993997755727577277554459545595544834741447445687653113584061734225149502404096168090004830920700000080006000000"},
    {13, 9, 2, 9, 15198, "2949977449449159661191455121911221141128252288221228381883388188363233663323367686677668667873776877377924657717961692873885137495434721334906000825200049690030050000000"},
    {13, 9, 4, 10, 13571, "5955659566547339659335263388335388336881188681188311771131771137744778744778445544145644182546873612174795804137184470500909367833404010197022000008000902000000000000000"},
    {13, 9, 4, 8, 14705, "2922577525545885528815348844882448588447744877414477337783378773366334663433669966799676699329938893993506996157613050326957594694026257884090000311804096000020700000600"},
    {13, 9, 3, 9, 15399, "4614155441442226192247433288212882242287789877887887557275577277599585995585593397933997993463534433533843995457291126683774513882060880745329130300000029090000000001100"},
    {13, 9, 4, 10, 14482, "2466766177677224168126677199226229227228899899899599338828838828855339335339339755855455855297332821834121975647455714913632008475939637755865400300000000000000000000000"},
    {13, 9, 3, 8, 15369, "0426221626686654271986557788524985633889986889898899119499192991177181171811774479774797744334144341443363373353733166244952249786530367713818023240600309510000000080000"},
    {13, 9, 3, 9, 14901, "9262668826251773622773257711767711727119913119913199449799449794455414455414558859558859588528488638489492852864759419318363608401885213076770505226074790000001000400000"},
    {13, 9, 3, 8, 14713, "3226146626634537255996285585528855655887885778828877177511775771191189911811994997449979944344129441446138899797956340624517546134830275445028863670010900100000000000000"},
    {13, 9, 2, 8, 14294, "7475572757747885378837548899588998788991139911959911228112218112266922662922665416629616621742759882321773658813621670459966236504004498813360005000906100000050000000000"},
    {13, 9, 4, 8, 13979, "5355651156684773256776487799775799677991199691149911221171227112288229288922884488184418844524424942445950268186885943237490941914002088006610500327700000000030000000000"},
    {13, 9, 2, 9, 15630, "1343355443494703397783497757377557747558505588553588287882288782212522112252116181166118166962669966264412136645813641960332476549002232727814500900867176560000038841700"},
    {13, 10, 4, 9, 12643, "85aa37433a33899a2a99453aa96699a66993996776627766466722779227797721122611226221441174411711439442274424488591100741448853940000433aaa0600000550303616000000000001000000000"},
    {13, 10, 4, 9, 13243, "962218811212199632994412995599255991955665536655a566886698866968833885338858337733677336377aa778aa7787aaa2aa337aa3aa19a25714807a0195a2a0700a00260511474040000000000000000"},
    {13, 10, 3, 9, 11603, "57595889959953375933269a732235322339332112921122a22144131441131146642466442446aa616aa66166a50a4a22aa4aa150968366a6715700a09004a105000093880440700000390800000000000000000"},
    {13, 10, 2, 8, 11872, "00577625755728874688259588117881185881199411991911994489944989944aa144aa4144aa339aa33a9aa33004331634336200a87711aa6720030487035975000080032a056000003350a0000000000050000"},
    {13, 10, 4, 8, 11693, "0366165461169332765331163388336388133885588785548855225535223552244228244822447744547754477617727852771903104aa8491a90361770a74a96002000008090a06200000000000000000000000"},
    {13, 10, 3, 9, 12934, "1aa1aa511a117577a955991325855a558551558388988388388323353323353326228226228226766366766366717727797727781496a10a3628770475440a786740aa010406602000001000a0000000000000000"},
    {13, 10, 4, 11, 14392, "05994996644903344919332243773393377334722771772277928822322882238aa88788aa887a11aa2aa11aa2166118116611860566a667266a005311961799100448651617a6000309855aa0000434800066000"},
    {13, 10, 2, 8, 11612, "74577685755a03379933752a3366733663533669986699626699aa399aa9399aa116aa11a6aa11229112219112275a22872a2201741667451a3108420845220100585045000030000900000003000000000000000"},
    {13, 10, 2, 8, 12261, "77277922722a27a78946627a4444744144244111181131171133334335334335555155655155666636686636688885886885886172695337646127a808009861420a2858039940a28005000000000000000000000"},
    {13, 10, 1, 8, 12399, "6566225565591065733665a933363399335339997991199a9911131188113118889884488988444144774414477787746778778504527a6a49851075040a6725210077470a3320800000000603000000000000000"},
    {13, 10, 4, 10, 12092, "a1aa6aa336a609916a669916293399a993396937733933773237557797755797522553552253528822722882728a688588118580a4692534a2200104087884a8004090650084a0000000570000000000700000000"},
    {13, 10, 4, 9, 12397, "0022725672729440025446784433442433474331133a311383119911419914199559939559395588551588515880088984589828000552747512900008aa7783890000506a668110000a526377800000a00243000"},
    {14, 5, 3, 10, 18055, "1351554311512144351144551544114544114414112212112211212255242255224255445155445515444542441344240414552253225241124415451145015323533135500030320004432400001100044230000000000325500000000002000000"},
    {14, 5, 4, 10, 17208, "2355255422522444315234412554554454454424451155255155155133114113114113443353343353342144144344144525143341123442345245353242055040315321232500000031145000000000143322000000000040300000000000000000"},
    {14, 5, 3, 9, 17842, "1332335423224454435155321155255355225255223225223323223313353311353311511211551211552553551453553413313544213403122543235523343554141551210400050251221000000301020203000000000501000000000000000000"},
    {14, 5, 4, 9, 18110, "5355455145445322115442243522442252242422445544244542445511552551525511221141121411221522522425225104331223113513015425513231430042113551542500102010054340002050000320240000000000342000000000000000"},
    {14, 5, 4, 9, 17784, "2122521552551533152132254133223323233533221122521223221144113141131144334424344244331133131331331154114121141145254335410334252454112001020115343024020302534314000000000051000000000000300000000000"},
    {14, 5, 4, 9, 17461, "5355355435335022315142231122442252242322443344344342443311332331323311441141141411442344344143445252351314412450512345422445103415541133020045431123040520005001100005000000000000000000000000000000"},
    {14, 5, 3, 9, 18506, "1331325113112143235443313244544345544144553552533554553323343223343322522525522522554553544553554424424114424431013522530543510414120144050202435544030405002405030000000011000300000000000000000000"},
    {14, 5, 4, 9, 17602, "3122124412112155132155213255445525445155442244142245442255225255252255445545445455445244241242443135255225455331355243501435421452330442131442433540102400002000001001000000000000000000000000000000"},
    {14, 5, 3, 9, 18536, "5252533225225244251441423344334543344244332231322334332211242112242211441314411311445542441442441154113155213532253442141441520504252103234540421212020505000331000004000000000000000000000000000000"},
    {14, 5, 3, 9, 19267, "1513144331331322513221432122552125522322554453544554554411424114424411221512211511225524255224225544515445515544224243144244231055313145420310245014140531503540400023000000000022350000000000000500"},
    {14, 5, 3, 9, 22067, "3253553135334544252144135244224544224344221121221125221133141133141133443233443233441141441141441122131122131122442422132422353131522131534530423441223542201341125140230055002005340000000000003040"},
    {14, 5, 4, 10, 17140, "5144344533432355124345543255225545525535224422322422124411445441445411551121151121554255455155450354211344151003524255354155021023315340520000001454022000000043300010000000000000100000000000000000"},
    {14, 5, 4, 11, 17940, "4144244532241533124223344233443343344332442244144224452211223221122311331141133114335133233523322045141125323110425134525323101324430513325034310545251400004044020100000000030200000000000300000000"},
    {14, 5, 3, 9, 17585, "3225221552551034423132455133133233133533112115112114112242232242232244144144144144113112113112113323343323343302324153512153203523451243520040541244524300000301000553000000000000100000000000000000"},
    {14, 5, 2, 9, 18031, "1121155221223212143551124355551554455255444424433445443333533553353355554554455455444434433443443333533213353351144351225435121030142243514220430314345403003034002300000000040000000000000000000000"},
    {14, 5, 4, 9, 17540, "3433433243445111423551243511551131151411552255455253552244221224212244114454414544115511211512115532554552545534312411203123414010550425342110405145033205000001504203000000000000000000000000000000"},
    {14, 6, 4, 10, 17861, "1544242422425233524233412533663343663323664466364466164411443411443411551161551161556655453255454212441354141162166351412253455321151503304060604452000606003055000000000000000000000000000000000000"},
    {14, 6, 4, 9, 18391, "2566466536445411226351146511551161155411552255355226552233221223312233663353366533661166266462662423533131532644261464401632355431201063440560601000066322004000000660050000000000320500000000000000"},
    {14, 6, 4, 9, 18679, "6611514551551444351442255144224414244544223322323221223366334363343366116626166266112211312113113646656344165364501512125136544523103145356140515003221636006540001003000002200000000000560000000000"},
    {14, 6, 4, 10, 21296, "5655155211514033545113231633113353313313115511411511615544553554553544224414424414226622522322522536454124324240651225412521406166131653546013355232412500422050636024500440602030140000503000000000"},
    {14, 6, 3, 9, 18312, "5334315443446362231661142466366363366466331334311332331121161221161122422324422322445441451441443054425344224660252430321463005451210544660033426512011000003400520000000066100000000000000000000000"},
    {14, 6, 3, 9, 20982, "5114135441442164412663643366466164466466441442411446441131161331161133233432233433221221225221225552236354135251511234362245314166343103254206525344020363010500420104060160002000060000060030000200"},
    {14, 6, 4, 9, 19642, "2633435643445511613511542611551131551411553355153352553344331344313344664454664544662366366263664324144635246530623364232644106541535636130021244230022100651016600000006501340000000040104000000000"},
    {14, 6, 4, 9, 19062, "6211211551223144541224421144554414455244551155355114551133114113341133663353366533663266166321662212363352436341656366363642516310202451464356402165663405013010660305000400200005040000002010000000"},
    {14, 6, 4, 10, 20860, "5644645466466233624133416243553343553363356655156655155611663611663661221151221151126122623522622356121353441141526122145422436324253566252334310026426155004022341606100000003104000000000000000000"},
    {14, 6, 4, 9, 19451, "1522144112113633612332213133553325533133552255622556552266223662232266446654466566442244242442446016516541161340102144156436005336315633440050234055212000306140445200005002100000000050362000000000"},
    {14, 6, 3, 9, 19849, "1632344223224211635115126411331313311211334435344335334466414664414466556365566366551154511554551151161641161162335562633556321121452441456411332051440020655230100366320030200000023000000000000000"},
    {14, 6, 4, 9, 19567, "3233116113113344253446214544664436644144661166511664661122114221141122552265522622553455162551550235512532425363263252451560424243113415663260552535411400006230516103000021105006400000000000000000"},
    {14, 6, 4, 11, 19581, "5422522365525511412161122516551121155115112255355225515544221224422122334454433445442433233663323352554311641453514432642343364023262133250600105143625365000060104064000000000030500000000000205600"},
    {14, 6, 4, 9, 18597, "6511311231332455641335533255115515515355113311411315113322335332353322442212242122440644344643446105642321125155006146632422640045343361156400154436002312005413602210300060400002100000500000000000"},
    {14, 6, 3, 9, 19210, "1331355113113426634221516622122321122122114114144113114454424554424455655156655155662664663664663564255213551334161624233652641460123035653364410604662120020226401533500000000000501000000000000000"},
    {14, 6, 4, 9, 20036, "3211511251551544261424156644334414434544335533433531335522554552545522662232262322665266566165661335262541221415365266165662652463514465134443456300162620003002201150300000230041006000000300000000"},
    {14, 7, 4, 9, 21648, "3455255425227411415241623711771151171211775577277576775566551556515566226676626766224422522425224431446446464463371224557276344531457734131407031244635126575031224662520000000000050000000000000000"},
    {14, 7, 4, 9, 21808, "2644322334337355674554436755115541155355113311733116113344335443353344774417744144776677366773776624664246646651267575276775136733652276616343462010044615706351210701010075302000040000305000000000"},
    {14, 7, 4, 10, 20520, "2766266772623655736645512355445565544525442244344224142211225221125211771141177141773377277337273365331334231326265374664771662165335512332374313511772020451540070336060044000000000000500000000000"},
    {14, 7, 4, 9, 21355, "2366366276331622536552234122442262244322441144344117441177112117721177337747733477334433133521334626377311477466214531334355713266773402765610125724246765002773300515000000003201060000000000040100"},
    {14, 7, 4, 10, 21254, "7177173311715722147622571522112272112212116611616611716633662633662633443313443313445544645544645523553564553547723144263547177525524542574531564332675040101065602071010060205000000000003000000000"},
    {14, 7, 3, 9, 20520, "3363644336332411267115136211661616611311665567655661665522515225515522772627722622774475744775774443424554424416334747216721643274167554565424004032267531000414673703030000100305070000000006000000"},
    {14, 7, 3, 9, 21383, "3636344663667611537117764711221312211611224427244224224433414334414433553235533233552654557554551536234411432156357552523535265217254423124700307726326464031300651336000010005060000000000000000000"},
    {14, 7, 3, 9, 23574, "1331331713113657732355712255455355445155447442447746447767757766757766166466116466112117112217112262262276262255133143446123261662135312755631472265421273047471263105054107050063070001400200000000"},
    {14, 7, 3, 10, 21549, "3552557722523775152277462377277577227727226221226622526636676633667633433233443323441446441144641161131144113113354467266145373571466215115771621224205303071420050015000601005450100000000004000000"},
    {14, 7, 4, 9, 20061, "3655355135335744655234136144774454474344771177277176771122114112141122662272262722663566166761662234522311621567625563732642174742363171644575253001044601007653300221000050600000040000000000000000"},
    {14, 7, 3, 9, 20425, "7441455114112472146774317277277472277177225221255223225535575335575533633236633233661665611665661141131661131104742613354615147041562441713220553241647700000661160633030000200005570000000000000700"},
    {14, 7, 4, 10, 21693, "3155251122521466125466762166226656226626223322723322523377336377336377557727557727551155351155351145117164117154345652261755343245167244132110276607756633007440055070200000000001012300000000001300"},
    {14, 7, 3, 9, 23495, "2447446774775114243615376511711411711711776773776772776626616626616622522722522722553556553556553313323353323327543565331542711473366143276112722336342645775775546104040520544030020000000006360000"},
    {14, 7, 4, 9, 21662, "5433563553553177453773657377227732277577221122411226221133117331171133663326633233664466144661664452443634434424515163737642414215446744257102266541345403057050061567000027000001000007200000000000"},
    {14, 7, 4, 9, 21442, "5722622362661233552633765133773323373633774477677475774466443446434466116676616766115511411514115522556552565542517113641175525426522735440176135140771532404134706160030060100006530200000000000002"},
    {14, 7, 2, 9, 21507, "5245566445441222511223547122665226622422667726677665667733277337727733116331133633115671133117114753356445733472261452526147127613242537635107714123537160003042407610560050143007065000004000000000"},
    {14, 8, 3, 9, 19930, "1815116251556377814677554677227177227577226627226624226644676644676644884244884244883386884686883817548461546327133856125811788075612041524830380000255772008000002205400000000055704000000000000700"},
    {14, 8, 3, 9, 21626, "2145448854554688343588257488118488118588116615116617116622686622686622772122772122773376773376773344323322323351617705517745162143758523313623670868127345360808365124740085030060070008050000000000"},
    {14, 8, 3, 9, 21581, "4154553445446522156328845622552522522422553356553557553311323313323311661511611511667763667663667747717787717741446631877664151727161857818507025566753824404020338772320000005030030000000000000000"},
    {14, 8, 4, 9, 21182, "5255288225227511815114426711221152211211224422144226224488441884414488338823388288337733477334337766778437787735532831483356155763724377663728388474540030707220040501010080000706000000000000000000"},
    {14, 8, 4, 10, 21050, "1155455114545633275523374533443353344343442244744224742277223227723277887747788747881188288118281164117113817106061287523187860844152528160500682272338800008557131346000000000744060000000001008000"},
    {14, 8, 4, 9, 21947, "6544841884885877884127783562445342417842445544245443445577558575575577117747177477113311513115113322337323373322632212322122686471327783036851322366421525404026880401000010300000051000000000000500"},
    {14, 8, 4, 10, 21331, "1311611466164177321647556477887717787767884488688488284422447442447422332282232282335533433533435512552556552533152634566738213058584778530101728564668204101558834350000070220830000000700000000000"},
    {14, 8, 3, 9, 22271, "8448411884887462247663882766566465566866553557533551553373363773363377177571177577112113122113112282272632272258807113685145842522665542582400764136343267505004130816360027704100030000200000000100"},
    {14, 8, 3, 9, 23965, "5652553725224688651388721288448588448288447741447741447733787733787733223433223433226627226627226656636675636655571232521224866636442116858636822345521864737881305147800020301044708600000050070600"},
    {14, 8, 3, 9, 20681, "6736334463665711331511561511221311221611228821228825228877818877818877557277557277556458552858556462473284873647373526523564174713626043813523217726805383001014706608000000504080000000000000800000"},
    {14, 8, 4, 9, 21521, "5644346634338855614255732255115545115355114411214417114433445433454433773313773133772277472274772266223266232266836676276766865836277362758854846134461228304717401150500000730002260000000000000060"},
    {14, 8, 4, 9, 21730, "5188388588332377568757734277227787722377223322722338223355337335573355665525566255664466366443664461445448854471716462683637136542468254714364432175038402447168825000000730600205000003001000000000"},
    {14, 8, 4, 9, 22040, "7522322432332311532581437211661121161311665566566567665588551558515588448868848688446244544845446376448382187743732248378447525661334022148661354270415618006083007715000010032004480000002000000100"},
    {14, 8, 4, 9, 21133, "2822722372773744852634175544774424474744771177577171771166114116141166556676656766558855155851558821886881868811255653362583878148837368416701046227752843505088020206060000400006040000000000000000"},
    {14, 8, 4, 11, 21003, "7422422664424211412541188471551121155114153355155335575388331338833138778858877885876677377667737668668664566862768371534657127328658535064740625833237810003523226640100000800600070000000000070400"},
    {14, 8, 4, 9, 20622, "2433433583447388473668843788668838866488667766466773667722778772287722112262211622115511711557115558552552125513258116232151532758516635457740741558341420004060800110720000000003027000000000000000"},
    {14, 9, 4, 9, 20324, "9511336331332399581996831299669916699399664466844668664455449554494455775567755655772277422774772277225832252213924279336781139774234342810256269004881250707940000005050060000000020000000000000200"},
    {14, 9, 4, 9, 21586, "1411611561663488421358661388998818898688997799399791997722778772787722442292242922443344744347443312332336323376182345631437644916353273868408016644379827989010552272920000000040090000000000000000"},
    {14, 9, 3, 10, 21030, "5338338388388417734811358911211311221181126224226622622696616699661669799299779929974776774477677454494475449442564787385671247034314468427483637219899701300220015570008036000049500080000000900000"},
    {14, 9, 4, 10, 22308, "6711818488181522761822478522332212332282339933639933739977992977992977557737557737554455954455954418447458447411618456457457186418425797435179432549033221939200405668820030000509060000000000000000"},
    {14, 9, 2, 9, 20601, "1171159771776819145339871633331336633733666696655668665555355885535588886882288688222252244225224444844994484433142519564277181241413464732890420059048176002433500702020040000006070000000000000000"},
    {14, 9, 3, 9, 23327, "8229233992998669824662297766766267766966773774733771773343363443363344544745544744558553588553558868848928848855194534511518366938959548352668944058577178931372020143020977502804020001000008000700"},
    {14, 9, 3, 9, 22729, "7927229772776144926149877644334244344744335538335332335599545595545599889399899399881185881885881178191181191144728819689825719561833921543104267816622706457200831503030501000109020000470000000000"},
    {14, 9, 3, 10, 21201, "0559552599593979258877889677477577447797446442446644646616676611667611811411881141882886882288682262212258221211093837522683490992724548213902182574024403006375000083030617970000080000190000000000"},
    {14, 9, 3, 9, 21371, "1875757557554866875667359466336763366566332239322339332244262442262244884348844344889982899882889919949739949915159866739841588829946739656805052911732671858200441037270000009000020000000000000000"},
    {14, 9, 4, 9, 20645, "9599815889882844589443389244224492244844226622866229226677664776646677337723377277335533655336335536557135575579936531019337989434580505793861428501574362121850010076460020000005040000800000000700"},
    {14, 9, 2, 9, 21282, "1545595445446738544339245633135331133433117181177113117727377227737722921229922122996979966997996666266456626659139844522975971668189676595738344692973506006010690203000084142800000000000080000000"},
    {14, 9, 3, 9, 22200, "5397991179776011293511879911441911441711445542445548445533515533515533773433773433772275772275772288232288232288998788998788997792995492996050382335188760507918844996903011844224070000000020996760"},
    {14, 9, 4, 9, 22308, "2599299779223688529118825388338898833288334433233445334466448446684466116636611366119911411994119977996997769977257717745177892723987829389656557941474946070013891224086760309001000000000000000000"},
    {14, 9, 4, 9, 20947, "5966566866557644936384454744224464422544228822822886228811884881148811331121133211337733833778337799771779917799929939938399465921743227640653929146791007903816270750000080406050100000000000051000"},
    {14, 9, 3, 9, 21299, "2558558585886874456877481177977577997877996996996694996636676633676633433933443933441446441146441121131122131122922422782422582971372551456820927332920360406775592518150000009000830000000000110380"},
    {14, 9, 4, 11, 22263, "1833433664438322873772277422662232266224669966866996689955992995599255115565511556114411911441194488445448844588528818879881031524483936241317528983594808807994336617000000435522400000000006004100"},
    {14, 10, 3, 9, 21721, "022722887277955372995527495585525588575588688788668588664665664465664414484411484411a11611aa1611aa3aa4aa22a4aa1103717a97713645032aa8493a6165078914a49354090037211aa60606038a000007050000820000000000"},
    {14, 10, 4, 9, 21934, "85335334535534887a3648152388778838878588779977a779717799aa99899a9899aa11aa7aa1a7aa11221191121911223322a2262a229482571a61415254873226633215935024711a88099070704a38005520004060a005090000000000000900"},
    {14, 10, 3, 9, 23177, "244244742422a29984179932669959949955929955155855115355118119118819118838858833858833a33133aa3133aa6aa8aa66a8aa6656636617636692259a81274a39a226561273368aa09566273084046950510000084a0000100000000a40"},
    {14, 10, 3, 9, 22060, "949a99a8a9aa4066493a668a1466776966776a6677227377227177228826228826228855878855878855115255115255119618118a1811529335a6a515451046716963212720a6a773989250103a344050a992100040903058700000000000870000"},
    {14, 10, 4, 11, 22531, "5399299aa229228832911884426377889887788288447727744779775544844554484411557551155755aa11411aa1141168aa5aa15aa5aa568912887a31625968a165957a63379418a00322937471006aa794290040006009032000000000000200"},
    {14, 10, 3, 10, 22655, "5916117766166577916177336aa72271772277677233262233224223aa3733aa33733a88a2aa88aa2aa844838844883884544a448144a4465a681713448335949488188946650451927168a903a009212676900000a2210700000000055200000000"},
    {14, 10, 3, 9, 22650, "811a113aa1aa3661a122639a4366566166566a6655455a55455955449446449446449979959979959977877477877477881889887889887781a74349a785468138a4678857263a1226057a1413032a609908a2020102090505010000000005000000"},
    {14, 10, 4, 9, 21675, "486616688611a6559a6115514a5522556552215522aa22722aa422aa77aa5aa775aa77337727733277339933a3399a3399689979914799354867328893535649a097831935569620120089654a2a7002773194640200000003060000000000000000"},
    {14, 10, 3, 9, 21872, "1a212212121192aa6219aa2169aa77a2aa77a1aa7755767755767755885a55885a558833878833878833443533443533449948442748446a14a319446396a213946910745a52a0445127833586303524007708080050017080030000000200800000"},
    {14, 10, 4, 9, 21451, "6177477337445a331378833451336633733664336622662662256622aa22322aa322aa99aa6aa996aa99119929911299119911a1184a11576322924489675a699a174461051a1a3274780375719090208006070000a0000000057000000000000500"},
    {14, 10, 3, 10, 22358, "62a1aa9711a1a1558a1155361a55775a557755157744787744776744994544994454998897998899798822848822884822332922192292016a28833873866164322887572a0a20aa347195390040424145755606002000105aa90000000000000900"},
    {14, 10, 4, 9, 22098, "923353755355651144371aa5361122113121151122992252922322998899198991998844882848828844aa4494a44944aa66aa8a5aa8aa4591214577a433259863a5978a6316231547aa0a0424808059080806200030900003000100000000060100"},
    {14, 10, 4, 11, 23487, "4244244a922425112843a11662715511411551121599553559955759aa99199aa9919a66aa5aa66aa5a6336696633669637733a337733a374877677967767840833a232273452796729a3a178500702431a824140097554481880000906650100100"},
    {14, 10, 4, 9, 24162, "9766266a762236aa74651aa266aa11aa6aa112aa115511a1155711553355a5533a553377331337713377997757799577994499399443994448447441a7448694829a5519783694484211842530704a21683a09680000668323950000000000020590"},
    {14, 10, 4, 10, 22289, "38224247442492558a2455754955665525665545663366a6336656339933539933539911996911996911aa1131aa1131aa77aa9a77aa9a77167717447717923168aa1417a5a2381875713672996085543362609000007700002a0a00000000000000"},
    {14, 10, 3, 9, 23017, "372322733233258872a786631188668288688388661169661664661144181141181144aa4644a44644aa55a1aa5aa1aa5599545595545599399a99699a99383695747445a28578a941475933a5096a332271580298030011250a0008960000000000"},
    {15, 5, 4, 10, 29685, "245535443353343114352113135511551151551131155335525335525533443313443313344114454114454411331131331131133553343553343355445515445515544234434334434411253154411252423415242044143153501005542451234000002004010505000002050000300"},
    {15, 5, 4, 11, 23198, "434424411224225113541311512441331141133112113223323322331332552212255221225115535511553551451121125112112435253254545325342312132431205023115524153104243350011245000040030000400000002000000000000000000000000000000000000000000"},
    {15, 5, 4, 10, 29978, "423353325535534112535511355411221131121151122442242242232244554414454414455225525525525522112242212242211441151141151144134424424424430413415253113530451344532243140215442252310450101055320034100004000500000140000000000000000"},
    {15, 5, 4, 11, 29395, "343313322113131224134322441522442232244221244334414433445433553323355332355445545544554544224434422443422212252233225251321541551244531332125114132130451355313404255523242234420100005400525302100002000043000000000000050000000"},
    {15, 5, 4, 10, 25717, "542232443323323113123115535211441121441131144224414224424422552212552212255115545115545511441121441121144224454334454453534311554112513542342452340102413135520150201404224203100000001045000030000000000000000000000000000000000"},
    {15, 5, 4, 10, 26998, "421121123212200552113455321455225515522525522332232233242233443353344353344554424455424455225535522535522332242233242233553353342353322411321254221100455133125531300241432515434200505310054041300004000000010300000000000000000"},
    {15, 5, 4, 10, 29407, "242232213323324554325451433255115525515535511331151131141133443353343353344114414414414411551131151131155445545545545544234414414414451203554231352514431242123245334003045455123102001352544534300001020000000000000000000000000"},
    {15, 5, 4, 10, 28026, "232252233525530113524411554411441121144151144554454455424455335515533515533113343311343311441151144151144334434433434433203313315313345205141352241122300234132235435002143113350235000130451510544000000345020000000020000000000"},
    {15, 5, 4, 11, 27047, "454414424114112335143233431553113343311331331441131144112114554434455443445335515533551553113343311334331551151155115115535535541553552453215114141202415352553415455501322141224400000000011332505000000003320400000000000000400"},
    {15, 5, 4, 10, 28848, "534424421242254552241155123455115545511525511221131122131122442252244252244114414411414411431121141121142532345512145413524214414514132113225440254352342553553012351431223551304040055335000114200044000030020000022000000000000"},
    {15, 5, 4, 11, 26729, "214434454334341551241155423455445545544553544334424433442433113353311335311251141142114152242433423233535155114315311251514323244141531121532335335234005214434523120001443052411503002000040500330000000000200500000000000000500"},
    {15, 5, 4, 10, 29853, "525525542252254113354514123511551151151121155335545535535533443313343313344114454414454411551131151131155445545545545544334414434414433423353323353323522445411341234531332214232314020255331422105004133553140000040010000000000"},
    {15, 6, 4, 11, 27763, "165525515225225336354133662423113353311332331221141122114112662232266223226446616644661664334424433442443243363355336334124643465344245132331506563415423635605536602262110001353142006000006053004000000005031402000000000000002"},
    {15, 6, 3, 10, 26570, "461611436616630226124223165522332122332262233553533553313355665255665525566116366116636611451511321151146465641161266430622135512114330461213426611450264135352660600042351544254360003000112200300000000025540000000000000000000"},
    {15, 6, 4, 11, 29742, "624414455114143551143455661455445545544551544334434433445433113353311335311661141166114166556636655663655025515546551522022364554116453016251422365203063341133644504034115516261000006325126600000064013551200000004630002000000"},
    {15, 6, 4, 10, 24802, "046636622363326221163122431522662262266232266336636633616633553323355323355115565511565511641131144131144045356254155236012511335613426051665543451312026313054566202001230000440100061000000000000000000000000000000000000000000"},
    {15, 6, 4, 10, 24091, "313313361131166554532253312155115535515515511221151121121122332252232252233443313343313344434424424424464051435216535466043146144642216035542435530141004361350256600003623000020160000000000000100000000000000000000000000000000"},
    {15, 6, 4, 10, 28293, "135525526252253113556211325311221151122121122442262244252244664414466414466336626633626633113343311343311221161132161154155634341631553122516412113431345463446635143202654220060513004000000060000000000000050110000000000000000"},
    {15, 6, 4, 10, 27676, "646656625565511334165432356633223363323353322552252252232255445535545535544114424414424411331151131151133223343323343322612212242212252621534263535126402123435621510450241304063260505010006030100400000000050600400000000000300"},
    {15, 6, 4, 10, 26519, "525515512151151665456166214566116656611616611551141155141155445565544565544334414433414433223353321353363524641422143631251534641336321216364165236435165633010510040055336050663324053440000000420000000000000000000000000000000"},
    {15, 6, 4, 10, 26281, "156656225565561115166114653611551161551151155335515335565533663313663313366226656226656622552232662232253123661514264231165324334422531536465522145306062133451226300360244022440000003011052000000000000044000000000000005000000"},
    {15, 6, 4, 10, 30568, "141131123313353664511263534566226616626636622442252242252244114464414464411551121151121155365545535545513146114352215663624551443453515361442514356616326215132325460625455344135240016622411530600011363000056260033220000000200"},
    {15, 6, 3, 10, 26861, "655655416656645356524331263433433533443363344144244114424411211311221131122622422662242266166166116616611411211441121144644644654464431552146565612315650411466243135662000133122304005220044300000050000000000000000000000000000"},
    {15, 6, 4, 11, 26556, "646646652446446554562355334115225565522554552442212244226224334454433445443113323311332331651141123114113665133512663406441215234241136216523163521000154536345224300201445652011000205451400000000604330000000000000000000000000"},
    {15, 7, 4, 10, 30206, "463373315737741226732122673422332232233272233773373377363377117727711727711551131155131155665575566575566446616656616637407251512354371654763131264741006727344535423505476615366252006062431020500006077123050600000000200000000"},
    {15, 7, 4, 10, 28898, "624464776646617772443775562177557747557767755115535115525511331171331171133223353223353322642212252212276634337422631765271624556225543343146163254605417763731322445004115016622030001337070200400000000060004300000000000000000"},
    {15, 7, 4, 10, 33157, "751171557717764225614221172122112212112272211331141331121133443323443323344664414664414466556636556636655765545315545573776465475266764531254437557364757122543767611563312045652730005624056063001006200000072110000000000002330"},
    {15, 7, 4, 11, 27846, "571141161441463667413366154266336616633664633113343311332311771161177116177227737722773722572212215221244554776621527613763325252142443747537516614416605472165332210006231773020004004027550000400000000000000000000000000000000"},
    {15, 7, 4, 11, 33320, "131151162551563773414677215677227717722775722552232255227255445575544557544664424466442466336656633665633143343317334366114366472726573352634176253653121261447725746215543446034535002127660551403001774005030300000000000030100"},
    {15, 7, 4, 10, 29926, "147737744373361226671122532622662272266232266446656644656644554424455424455775565577565577337747733747733223353317353321134373371477231162535537734376453764220165713626442315050141275003730560400002000070060000007000000000000"},
    {15, 7, 3, 10, 30773, "761411554414425554133557443355665155665545566226466226626622332522332252233113633113363311441211441121144714344774434466761125214213235065472142745615144377617136352202751361060141024506733070504004007000000400000000000000600"},
    {15, 7, 4, 10, 31519, "451161556616612335117332265233443313443363344664474664454466776636776636677227747227747722552262552262255635575225575513463721145624515416354466457723521317277321673232772164743566003000526430150000055102640010000000100000000"},
    {15, 7, 3, 10, 31090, "266766137767724477631446377244144644114474411511311551161155755455775545577277177227717722322522332252233533733613373371244233226425714255366246637174413742353553712050372424506131015704065600300010007036000000000500003000000"},
    {15, 7, 4, 10, 29631, "245535653353312524356215234153445352447736544114434114424411551171551161155775545775545577337717337717733663353663353366126676176676632223731467635342257463041567461636523107002676061334017000700015000000000000050000000000000"},
    {15, 7, 4, 10, 30912, "657757714575576663372166452566776676677656677117727711727711441161144161144224474422474422332212233212233553343343343321653122434327216637234633732156335421166473575071714745362275050241076543050010007050603200000000000020000"},
    {15, 7, 3, 10, 29781, "774744747747754663427664376266226466226676622442122442232244334644334464433553233553323355115455115545511371311541131166771522773652534736155764513614313112405467375061214722025101030141205250700000606405000000000000600000000"},
    {15, 8, 4, 10, 30098, "827767754676672552371155467655445575544565544664434466474466116656611656611881141188141188338868833868833313313315313382831883228587872843432641130173254188480745768565676820070311006764210000503007002000000353000000000000306"},
    {15, 8, 3, 10, 31028, "373633576636616887365887263188558388558868855445655445535544224844224484422772522772252277287477557747716328286441422376362755213771121746611844124567414864628345786058832080732200513106000458600010300000077800005000000000000"},
    {15, 8, 4, 11, 30254, "186636677336384558361155643255665565566553566776656677662677447757744775744884464488446488228878822887822132242286224266123488764428824842523858832674234010565253328303171642485121005010336020717000070004000500000070000000000"},
    {15, 8, 3, 10, 32085, "284244742242273558466557726755335455335525533663133663363366776566776656677887377887737788118688118868811211711481171158231877872684583883114466214843023651145225417280175751426161082338010642600000504000500000000307000000000"},
    {15, 8, 4, 10, 33158, "675575565757721442253644571344554454455474455115535511515511221141122141122332252233252233663313366313366176626658626644674336283137251625862433863481441744126775562057588015736808012278536377600020881006300000000000050000000"},
    {15, 8, 4, 10, 31199, "317787786878874335474833283733773373377383377887767788727788668838866838866556676655676655225585522585522442262244262244814454436454457314428368622174355843442241534548186771625707054511002012300080607012160000040000000000000"},
    {15, 8, 4, 11, 31733, "746686655886866774567477338177447767744778744334454433441433223373322337322112242211224211551131155113155885525588552588138818847881886713258226545866761382882478260405624565783118006770058624303000000000802130000000000000100"},
    {15, 8, 4, 11, 31567, "462272231772771884725588337278448828844887884554474455442445335585533558553663343366334336816656672665661451832727113661845668377236275864552813323676167782753312424040863121638865007846206561145000002405000086000074000000000"},
    {15, 8, 4, 10, 31572, "841181138818832334618833785533223313323383322112242212272211661131161131166776626676626677557717757717755445565545565544864474464474411856452177857345424241346644152080386467158472852023604781503058210000010700000030000000000"},
    {15, 8, 4, 10, 34424, "858858115585516446682443354644884484884454488778828778848877337747337747733663383663383366226676226676622112232112232211651161531161174855221277423718861412755817314556223673738764014132031382570060327060127000040006010255880"},
    {15, 8, 4, 10, 29839, "846646674464483114765117246811221161121141122772252272262277337717737717733553323353323355875575515575545867537631732521436256743458213813522374822143151362556687648805445361148050804223034407800600000010087000000000000000000"},
    {15, 8, 4, 10, 31198, "134434411343310721843750836656442347544138544664484466484466556636655606655225545522545522112262211262211881151188151188738828874828877738315142418816214483012286716545233205027065852421020586000088330050776000044000000000000"},
    {15, 9, 4, 10, 29725, "143373391737741884235988176488448838844878844664454466464466226686622686622552242255242255995565599565599129929912929988172359528655951437695953299831783520484776564868011037377303006020149790600000020090800000000000000000000"},
    {15, 9, 3, 10, 30932, "255255992252296633547664423966866566886626688188488118858811311611331161133933833993383399499199449919944744344774434477277977527797711214479245548836380755975476176018732297544369010302029780707000003000050600000800000000000"},
    {15, 9, 4, 10, 29499, "367727755272214886873288927188558878855828855335535533595533993383399383399119959911959911661131166131166856696622696674385618324519774378769249461701517682898115460161993382957606006000030200400000000020500400000000000000000"},
    {15, 9, 3, 10, 31056, "137377443373341669722668139466776766776636677887977887717788558688558868855225755225575522992822992282299449599449959944154244384424487135934322695871034473236548791592243699861904505407766950000052000000000000002000000000000"},
    {15, 9, 4, 11, 34156, "025525545225281927459345562153882358488572588668898866886866446686644667644774484477448477117767711776711221141122114122992272299227299669919954991933931123877152783986495511669285223499734426313820910900052600008770000000000"},
    {15, 9, 4, 10, 30015, "525545354454414772758775441677337757337747733883383883313388228878228878822992232992232299119989119989911571121591121126557893944196164269919399511284635534727968602006347378055800003191307800000000012487000000000000200000000"},
    {15, 9, 3, 10, 30815, "886366443363364447655448637644554644554434455995755995595599229499229949922112522112252211771911771191177897277287727723839154166518234023712655872374982371123889716284505531361900079707010006100004000000000000094900000000000"},
    {15, 9, 4, 10, 33006, "691141129414461889715288943688448818844848844554474455424455775585577585577667747766747766996656699656699339979933979933223363322363322482292252292231648137561132341614823619823226901336558394470000005990080027000000000030720"},
    {15, 9, 4, 10, 32492, "696636644363314449369944637144114464411434411771121177161177887747788747788228818822818822552272255272255635585583585567643229237325674954952891556774615998558453781131522007006838609392117880300603225000000000400000000000000"},
    {15, 9, 3, 10, 31415, "685755797757762338527335578633113533113373311441211441141144994344994434499889199889919988558488558848855225955225595522612822952282235632579177954352818251617423582814526209744806383442097099400005060907000000000000000000000"},
    {15, 9, 4, 10, 32404, "351151885515515993412996653199669919669959966116646116636611441191441191144334464334464433223313223313322772242772242277887737887737788958828768828828454278699477285938387576782875980821162977301004013025244700040030050000000"},
    {15, 9, 4, 10, 29617, "364414495141134211245879512315661448866913566776656677626677887747788757788998868899868899559979955979955725585587585514362194746699214367558469355953112184898634553070702280996330020170020060440000107000000000000000000000000"},
    {15, 10, 4, 10, 30522, "a54414991141191225243227714922882242882212288778818778828877337727337727733663383663383366556676556676655995535995535599659969339969941a651599a97584a1a26591a8a492a8956231880077084a636190044700404003000000000200001000000000000"},
    {15, 10, 3, 10, 30752, "66323344223223244a399445526744884344884424488558a88558868855115455115545511aa1811aa11811aa99a5aa99aa5aa99779199779919977717a778877a77393569a29442939327317288729706727a5187498356197503a0070402060000a200009030160000000000000100"},
    {15, 10, 4, 10, 29911, "15115116551551122671562445a3229922122922522998899599899a9988448828848828844aa44944a44944aa77aa8aa7aa8aa776677477677477663566a66466a6680153976755a7312116756767646881063200336953482027900003094a020020000090aa8100090000000080000"},
    {15, 10, 4, 10, 29022, "a599299a2292212335794438829133443393343323344664474464434466776636676636677117747717747711aa11611a11611aa63aa7aa4aa7aa92a6351199aa15982a161a71292a38513517996120805a8575906464280a0a007000040020300000000002080000000000000080000"},
    {15, 10, 4, 10, 30169, "3988282a228220055988255a825055995585995525599339949339919933663353663353366116696116696611771131771131177aa7767aa77677aa22aa1a82aa1aa3a3811747448722673a26a55898a437a968458077a0664aa0a010091425703006000000905400000000000100000"},
    {15, 10, 4, 11, 30638, "996696688996994334162233119553aa33633aa33933a77aa4aa77aa6aa78877377887737782288a882288a882442272244227224554484455448445565525561552557059144842664aa40061504562357740054907758253aa0096200076839300009000015180a30000000001993a0"},
    {15, 10, 4, 10, 30695, "727727762272284442a733465278449944744944244995599a9959959955885545585545588118898818898811661151161151166aa66866a66866aa78aa1aa9aa1aa2371a2636757682342800a29a45a9394081130a6947a9120000203377551a100000000a640a00000000006000000"},
    {15, 10, 4, 10, 29057, "a1aa4aa274a44867719a62774438775577a77557477552255955225355221122722112722119911511991511993399299339299338433133523133a6a8419966539a396a78733115734a684073319545499200000995404336aa000000000878020000000000086a20000000000000000"},
    {15, 10, 4, 10, 33059, "63aa8a5688a88294435a24484832441144a41144844116611216611411665566465566466552255152255155227722627722622773377573377577333733239a3323318637279898a79a8965373278843a139315720a4699180217120875a6a43000070aa704000000000000005000000"},
    {15, 10, 4, 11, 32507, "975595593995995227154822669a7211225221122922188114118811a118338828833882883553313355331335665585566558556aa66366aa66366a44aa5aa44aa5aa49144644364464429714a89598aa7257a6249315984235070684541193307a7a022400008000000060000000000"},
    {15, 10, 3, 10, 32066, "05282255882881a778244776682277667277667787766446866446636644224744224474422112622112262211331411331141133993233993323399aa9199aa99199aa85a3aa88aa3aa9105a97546339511a082a379477a990a0084a8364620101082709096050500002a03000070000"},
    {15, 10, 4, 10, 29374, "656686aa8868839115a651168873113311613311811334433534433733447744147744144779977379977377992299492299499225522725522722556a559526559557464a52a62212874959aa522118574590400163236857030499611300885000000a0000000000000000000000000"},
    {16, 5, 4, 11, 39296, "2344344243343342553443255423545544554554455355441144344114424411331151133115113355334335533433554455155445515544114434411443441124115114311511332541425511541152315315334241231250103051250445240000110254010131000030150205020300003000000003000000000000000400"},
    {16, 5, 4, 11, 37168, "1533433414434451225235422134252244223224422422443344544334424433553323355332335522554552255455224422322442232244334454433445443355332335533233551255455135545545132134204323345151355033045545213010002030432345000000200005121400000000000054000000000000000100"},
    {16, 5, 4, 11, 37423, "4144144331141134554241155221535533554553355155334433233443343344224454422445442255223225522322553355455335545533223323322332332244225224422522440144344254434411012522352112455404024321224451340005105414244503000502134005030300002030000104000000000000000000"},
    {16, 5, 4, 11, 41736, "4322322553323352113224411443151133112113311311334433133443313344554414455441445533553553355355331133433113343311551151155115115544553554455355445344144234414402453251542515512242534211313445353524253343143000545151220201420200400204040143000000000001050000"},
    {16, 5, 4, 11, 35097, "5344544115545515243245514245214333244313322554331133233113343311221151122115112233223223322322331133133113313311221121122112112254223224122322355422143321514325323321153522420103403141501200005050423000000000054020100000000000400000000000000000000000000000"},
    {16, 5, 4, 11, 41199, "4122522135525521441524144515334433442443344544332233433223313322552242255224225544553554455355442244244224424422332252233225223352334332433433514524232423521521455234335433122512533135152524352324431122114023003000000004030500000000000000350000000000000000"},
    {16, 5, 4, 11, 38518, "5233233512232234442132544332434433443443344244331133233113343311221141122114112233223223322322334433133443313344114424411442441122113112211311225122422132242212521215145541512425412322443212540204113121533503525040031000000000000000000000000000000000000000"},
    {16, 5, 4, 11, 37220, "4211211232212215553314255442515533551553355255334433433443353344114454411445441155113115511311554455455445545544124414453441442202345153231544150342451141345225045322115331154105153254345401200133210503040024030200000005040000000000000000000000000000000000"},
    {16, 5, 4, 11, 35069, "1511411334414412335212233554353322331332233433225522422552212255335535533553553322332332233233225522522552252255335535521553551412442523233255121034505151152252502055354422415500404001334314100000205100441340000000000002213000000000000000000000000000000000"},
    {16, 5, 4, 11, 35401, "0255355323353323441355344553424455445445544344553355355335515533113343311334331155115115511511554455355445535544114414411441441112115113411511454231455424241453104013343211454313121355422114023420500004050100021000000000000000100000000000000000000000000000"},
    {16, 5, 4, 11, 36181, "0122522545525542334423533425143355332335533533551155355115515511441131144113114455445445544544551155155115515511541141155114115203115234434521320542155432311554030142412112530303542142403122000000102010225500000000000003300000000000000000000000000000000000"},
    {16, 5, 4, 11, 34778, "2511511445515513443214244535214411441441144544113311211331121133553343355334335544551554455155442344344514434435213152513125130144124542154455253553223425154015334532431434420001552351534401000031040431002000001200050100000000000000030000000000000000000000"},
    {16, 6, 4, 11, 34197, "5244544225545532664341166445136644664664466566443344344334414433113363311336331166114116611411663366366336636633123313355331331652136625464651625430316464531632412613515065312300606050400453520620301000004200002000000000050000000000000000000000000000000000"},
    {16, 6, 4, 11, 37530, "5455655226656625114656611336121166115116611611663366266336616633443313344331334422446442244644221122322112232211441141144114114422442442244244225622122632212254536245214414454540302360626254453020650321461432000005301020631300000000000001000000000000000000"},
    {16, 6, 4, 11, 38565, "4622622626626626443321144246524411442441144644113311511331141133223343322334332244221224422122441144344114434411331121133112113355334331633433564262155446214556415335213343351263253243643352601010511640022016003020600000061000000000000000000000000000000000"},
    {16, 6, 4, 11, 36497, "6366366113363343113465511223641155116115511311552255455225565522662212266221226644665664466566442244244224424422112262211226221113114115411411536135242421221663651312462211335430544004021265350040200640213605000000060403150000000000000103000000000000000000"},
    {16, 6, 4, 11, 37604, "1522122551121123665321166361556633662663366166332233433223363322442262244226224455443445544344553355255335525533443343344334334413445443344544311632345421432260526440421634631060201421236556500040105262044100000040055603050000001040000000000000100000000000"},
    {16, 6, 4, 11, 39760, "5366566115565564223165522445362266226226622522664466166446636644114424411442441133116113311611335433433153343321524312251531615423163615414335244522312234546326212623515535641024326645615326033055661613225330301422045604460010466401050006000000000000000000"},
    {16, 6, 4, 11, 39174, "1633133441131163556432255341265533553553355155332233133223323322442252244225224466443446644344665566266556626655225545522554552214226226322622151645564344255153656120653312155363502400563125463030102205661424001040402000020000001000000000000000100000000000"},
    {16, 6, 4, 11, 35318, "5422422114424455334624233664663355332335533433551155655115535511661131166113116622665662266566225522122552212255225565526556556354132414233265305321546642552620443536214515130004001202641102000033220011460000000055000401000000000000010000000000000000000000"},
    {16, 6, 4, 11, 40598, "4322422624424461113123611214551144112114411411442244144224414422662212266221226655664665566466551155255115525511241161124116114342465364323554614524133653514361316566236425155010522312155336600013314155225000002003656244633000000204240500000000040600000000"},
    {16, 6, 4, 11, 37461, "2411211252212216664314266532416655661665566266551155455115535511331161133116113344335334433533446644144664414466556636655663665544554554455455442344644524464453253152421315653641544062325453465010011421655401000010604336000000000060020000000000000000000000"},
    {16, 6, 4, 11, 42343, "3522422114424454115123511564331122112112211411223322322332262233443313344331334466442446644244661166366116636611641141152114115636226621356635643144151515315624546263656644526642132212664315120040530114334120002003500344260000002025566442000000000001000000"},
    {16, 6, 4, 11, 35347, "4522322323323353445126344663154455442445544344556655355665515566336646633664663311335331133533114411611441161144554434462443443541211364241163534252415366243563561615404242164520232332310024140060500046110100000000000600000000000000200000000000000000000000"},
    {16, 6, 4, 11, 40480, "2144344623343354221541122163352211224221122322115511511551161155665525566552556622661662266166221122522112252211661161166116116655662665566266553455155165515534234665253216633426345253462553051064454423213610004020000255010100000000000006000000000000000600"},
    {16, 6, 4, 11, 36129, "2544344563343320115244511633651144114114411311446644244664464466556616655661665533554553355455331133633113363311551151155115115543553556255355222436116152413320234356166125415050236511451452300034414433510100000000000060012000000000000000000000000000000000"},
    {16, 6, 4, 11, 37362, "4366466264464433164165262214545244656364413445446644144664454466226656622664662211224221122422115511611551161155635525536552553613161536223156121445526211354132000352663315143506643325655153610000400250244550000000000052211000000000002004400000000000300000"},
    {16, 6, 4, 11, 36617, "6511311643313350225411622433612255221225522322554455455445565544334424433442443366335336633533662266466226646622552232255223225544556554455655444544244134424431645352121345311062454323466421505042364460230650002110000002300000000000000003000000000000000100"},
    {16, 7, 4, 11, 40157, "3622522665525523446725544775124455442445544544551155755115515511771141177114117766775776677577662266166226616622132272243227226306166725263631130134247243124522046142577127116500165566325172620044172324003050000776025344370000000000050700000000000000000000"},
    {16, 7, 4, 11, 41637, "2644344253343370223347722663112233224223322322331133533113353311771121177112117744773774477377446644144664414466116676645667663724644557565453222117654464661177674334266434727712155212434303132370000122514406002000006677064000300000150003600000000050000300"},
    {16, 7, 4, 11, 41191, "3177677656676676221377622546372233227223322622337733533773343377557727755772775511553551155355114411711441171144654454472445443636511576645143563667465442141717517533614241752506007224234411320611214330273200000057170024430000000540000000000000007000000000"},
    {16, 7, 4, 11, 40776, "4511411334414457335117233634253366331336633433661166766116626611221131122113112277226227722622775577177557717755415525566552552444177231445712475723561515152477434223665545721536773122407167610036224405533100006110005070060000000000007000000000000000000000"},
    {16, 7, 4, 11, 40869, "3233233112232212772436677552667755773775577277552255455225535522662272266227226611665661166566114411211441121144314464465446445534471312644151622774456773346572121562324436151107453621434536072744757621330700000050203000010000205060100000000000400000000000"},
    {16, 7, 4, 11, 40428, "3722622116626647553426655226345511552551155655114411411441131144224454422445442233221223322122336633433663343366476626655662667477473216213342104316632216767740415563516317215015722623443314005770063021625500075663001046600005206300000000000200000000000000"},
    {16, 7, 4, 11, 40252, "3633733537737741441132244667414433443443344744337733733773343377227747722774772211223221122322115511711551171155665525572552552536471572323112763175573253152765446257436331164507272526257654470611530476001010010504020755100000000000000000000000000000000000"},
    {16, 7, 4, 11, 42127, "3566366473363350443162244763234466446446644344667766166776626677117747711774771133116113311611332233733223373322252212276221224465143445762331522365275137621450264422127373611064611523136654000647557737350240041077336673412000000000005001000000000000000000"},
    {16, 7, 4, 11, 39665, "5266566445565513115367711725531166116116611511664466366446626644334414433441443377336337733633775577477557747755125535577553556022347546327746101552545567456510151173771335053051244721664437006223226241077570066030060430050004400000000300000000000000000000"},
    {16, 7, 4, 11, 39646, "1566566335565515225364422665712266226226622522664466366446676644334424433442443311336331133633117711411771141177727737741773774517251321736137251676721767574371246535422616642145432704353501270050057041030710003075000206060000000000030100000000000000000000"},
    {16, 7, 4, 11, 39696, "5722422414424474337325533164353322332332233433224422722442232244114434411443441166112116611211665566466556646655445515516551552253616443263657145446573732651224763672751125615740427151376641200060553376441020000020076001050000001000000050000000600000000000"},
    {16, 7, 4, 11, 38389, "3433533565535542225537122655142211223221122522117711711771131177557727755772775566551556655155664466766446676644224454422445442236226227322622613467415373744612041225747742611265601345226431047076223345255300061000005000000007100000000000000000000000000000"},
    {16, 7, 4, 11, 38676, "7344644516646632773746677616437711774771177677113311711331141133663373366337336655661665566166554455355445535544774464477446447726775776577577527263475321645402712174324417153360144524554176200000535514160302000000000174320000000000000706000000000000000600"},
    {16, 7, 4, 11, 41342, "1422322643323351554327655373225522552552255355224422722442272244334454433445443366332336633233667766466776646677137737743773771711376643277655654623716254476107131233166252766734662751453700500034752524041600004700043310650000000002000100000000000000000000"},
    {16, 7, 4, 11, 40258, "2144144661141151771443377211657733774773377177336633533663363366446676644667664422443442244344225522622552262255765545536554553127512557263242412473542712653445564642315253147246353473761147370506271432211630000600400500002000005500070000000000000000000000"},
    {16, 7, 4, 11, 38459, "2166466334464426551764455774625533556553355455336633733663363366446656644665664411443441144344117711611771161177247747764774771025771635176123601421736545473120245541514473160072737566704422001052131350074000710532304000000070102000600000000000500000000000"},
    {16, 8, 4, 11, 41234, "6166866768868823551761755618525588556558855855882288188228818822112252211225221144118114411811447744244774424477337717733771773367334336533433776473774465178843134834352623473342318373610545422820500672081403008085560601030000008007000004000000000000000000"},
    {16, 8, 4, 11, 41183, "1844144541141165338742533421863366334336633133665566266556636655445535544553554488446448844644887788588778858877227747722774772217228224822822111276753322374485862723887362317521628047262118361710550447040707007080500206030000008000000001000000000000000000"},
    {16, 8, 4, 11, 43613, "3622722767727723556723755637815544552554455755441144344114484411881151188115118822884882288488226622122662212266376686653668663732732746538212146158645572262387262548188571614764118731374688210064550348626450004771000406062000000000000050200000000000000500"},
    {16, 8, 4, 11, 43093, "1733533515535543668832566885626644663664466566443344544334464433223363322336332211224221122422118811311881131188578828822882887717551551136124231884852512387713883326528832172465575568218441240442608083737476066030001007110407700000800100640000000030000600"},
    {16, 8, 4, 11, 42615, "6544144131141124887448188351858822884882288188224422822442252244664484466448446633662663366266337733433773343377357767761776774065383567112352606746767132872400732363557372664014123711833872007188267305855400087466070357020007460100030542000400000008000000"},
    {16, 8, 4, 11, 41316, "4544344113343367225843622883562244224224422322443344844334454433113323311332331166114116611411665566366556636655885515588551558855886886188688074778531161254557465788334248736652878114211805006072712184825606006330020874030000200000000703000000000000000000"},
    {16, 8, 4, 11, 41293, "5366266112262218778864477442387722776772277277226622722662232266446676644667664488442448844244883388688338868833553343355334335566558554255855105131377232535314586554436125708530108727232416048080507602053864005040600012858600000000000073500000000000017030"},
    {16, 8, 4, 11, 42267, "5388688116686686332284733566173388338338833633884488488448858844774434477443447722778772277877221122422112242211881171165117114354342747616224865681155875614386314726878351217760607076265252300010506472331003000000004428533000000000082251100000000000800000"},
    {16, 8, 4, 11, 41231, "1644144661141121556243355331725588554558855155884488288448878844774454477445447733778773377877336633433663343366226676622667662218223226322322881728676763765451635528725612482186873120403145423076820450041202003150405003040000601000000000000000000000000000"},
    {16, 8, 4, 11, 44621, "2255355683353355776654677873117711775771177377113311411331171133553373355337335544551554455155448844344884434488668858866885886632664668266466862254865657387532261367788186382655347667755113760131446618433248030755220080071403000601048404000000000000000100"},
    {16, 8, 4, 11, 43081, "3255855148858862335156133278443322335332233833228822622882272288118838811883881177112117711211774477877447787744554414481441446337887663842775623251446433445842527613877445578775188047445283700001667255651130088100737246601000006030205400000000000000000000"},
    {16, 8, 4, 11, 42269, "8266166421161161332168833261763388336338833133884488188448868844224434422443442255228225522822557755455775545577687727784772775166825153142537318733743151576356616735325588775260744373286744700814570735561240000144000200612000800000000000100000000000000000"},
    {16, 8, 4, 11, 41780, "7844144331141147668441166551346688664668866166881188588118838811221161122116112255228225522822553355155335515533443323344332334452445441744544877526356673432337745246475764821483416605447518033135028407046300001088000502010000000200000600000000020000000000"},
    {16, 8, 4, 11, 42249, "6877877118878812226773422338412255227225522822554455155445545544334424433442443366335336633533661166466116646611771131177113117738776776377677455871141567611452361378677647353237023287668773040084455267688700085081217000000005082410200000000000400000000000"},
    {16, 8, 4, 11, 43511, "5722722827727748663421866237146688662668866766882288188228808822442262244226224433448443344844331133233113323311551141155114115527553551355355355744181323512277537851811565453834278868722567380241667251026154040078073566401000000005030640000000000000000000"},
    {16, 8, 4, 11, 45174, "3866366163363384558567755633225566556556655355661166866116646611221151122115112277226227722622774477177447717744884424488442448835887886388788333158411763442876818482846438536427157848461215247411258603637708207258705505360020408765030102001000000003000000"},
    {16, 9, 4, 11, 47654, "3544844778848894335345533668893399334339933833997799399779929977667737766773776655669665566966558855755885575588118868811886881122115112211511221122822582282284364613779791287431142288593212495464272565167790101242623301884900400006000800400000000000000900"},
    {16, 9, 4, 11, 42301, "7611211992212265334613533112863377331337733233774477377447787744554434455443445588557558855755882288488228848822992252299225229916998991799899497613259717823495746291128879493541965285258223060639287150070200494081200000000000306610000000000430000000000000"},
    {16, 9, 4, 11, 46048, "5933433474434495558836455714335588553558855455882288688228818822662252266225226633668663366866331133233113323311771161177116117715773773477377969299176441711395135273321917343510278544669926440938782527738261000380507467712000900000407008100000000000000080"},
    {16, 9, 4, 11, 43129, "1266966229969926779969577669497788776778877977883388588338848833443373344337334411448441144844112211311221131122552242255224225566551553655155331828292533229246146559588245438625877573201954524140956709011808105077839790050000106603700000000070000000000000"},
    {16, 9, 4, 11, 43593, "3933933659939948883431788229548866883886688988664466166446656644334484433448443355336335533633552255455225545522772232277223227711775771177577117911211521121139594177661157439873881653626179787400743096162713005040403922612105008000009002000000000000000000"},
    {16, 9, 4, 11, 45696, "9633733227737747556532155637845599553559955755998899299889939988228858822885882244229224422922441144844114484411661121166112116674664661166466879743132642613857987463649476156461515699771658998288320355418670281331103358690000200201000477000080020000004000"},
    {16, 9, 4, 11, 45433, "2122522395525534661725366225636655662665566566551155855115565511881161188116118877885887788588773377177337717733993383399338339944997994499799442744344924434427247893981169327413844784848417940545502246119152539970706068696503009000200085000050000000000600"},
    {16, 9, 4, 11, 46172, "7944344663343344669845566153886633664663366366338833833883353388998868899886889977993997799399775577877557787755225595522559552236227227122722477364527271951495773624223122943792864265151829570877542193998314820066545182350002800040013891000000000009000000"},
    {16, 9, 4, 11, 48279, "8422422554424410778623377114857722772772277477229922622992232299669979966997996611662661166266115511911551191155885565588556558833881883388188336433533913353379546286545338224468893191356365196877391543463519855669118432288702209178780037000000700744223400"},
    {16, 9, 4, 11, 48360, "2199699116696689361497784746296411359771142696113311411331121133553353355339335544551554455155442244344224434422772252277225227799774779977477999699299429929983265178853297628423369487517945943395787793348660096057292517500006508002198863300000000001050000"},
    {16, 9, 4, 11, 48907, "0211411694414416774418877884367799771779977477994499599449939944554474455447445588559558855955886688488668848866336656633665663329338335733833130292645459965316025932471713246304852313615899430813816736857694002536349962826002181470709807700010554000000000"},
    {16, 9, 4, 11, 43678, "5922522625525592479122661355497833782363313558339933133993343399119939911995991144113114411311446644944664494466886616688661668854884882688488725347683237168472911286257988668904088626201849694310285090745497034180605091177000000000000005500000000000000000"},
    {16, 9, 4, 11, 45607, "7133233532232246665538566372746699663669966266992299899229959922882262288226228811889881188988115511211551121155445585544558554473441443944144217434559977558216414843366784217631211844330897148562828945305191428629600700090046103095570000002800000000000000"},
    {16, 9, 4, 11, 45032, "4766466824464483337368433254483355336335533433556655355665525566116636611663661199115119911511998899699889969988778818877881887722779772277977229922822952282261465673424527761346952149947261437161198288472408063755952280000016037790000000000010305000000000"},
    {16, 9, 4, 11, 49118, "9288688646686682112487611336591199118119911611997799799779989977337717733771773344339334433933445544744554474455225535522553552238224224922422829311579361155281948826343882759225367974366797225647124918514656005009345185716000602905351704100000002300080740"},
    {16, 9, 4, 11, 46948, "7355255442252289667852266112986655665665566266554455855445595544994464499446449988995998899599881188488118848811771191177119117793778774177877461388124577915469977673224127465997882653547215387819972746632313018060312045010008902040100350000000007060530000"},
    {16, 10, 4, 11, 42634, "5833833768838858778332277998a877997737799778779922995992299a992211227221122722114411911441191144aa44244aa44244aa53aa1aa21aa1aa7954314621414467948816a25274aa3356434865337a6a69543989125756a96a8400322305a78371000090000007088060000000000a0116000000000000000000"},
    {16, 10, 4, 11, 44461, "81aa3aa7933a33876612a376698398669966a669966366992299399229989922442262244226224411449441144944115511211551121155775545577554557782771774a771776588235759a815aa571511754a01376697828554224a46654826563237003a09040029137a04310400006099a0000006000000070000000000"},
    {16, 10, 4, 11, 46169, "646636688336336177496aa77443237799776779977377995599599559929955885575588557558822889882288988221122522112252211aa11811aa11811aa69aa2aa94aa2aa2261971581332136414715a199863a42a11074a652986674768a50541697535a0a330a40907285070080a00060207000008030000000000000"},
    {16, 10, 4, 11, 45857, "2499899668898827aa47911aa44892aa11aa9aa11aa8aa1155117115511311556655a556655a55667766166776616677227757722775772244226224422622443344744334474433aa33233653323385293343116654985722a9388145a39577497981446604235820933006060a3870002030000a0880750090000000000500"},
    {16, 10, 4, 11, 45003, "93221221911211a84434277449617a443344244334414433883343388336338877884887788488776677377667737766aa66866aa66866aa99aa7aa99aa7aa992a996991399699a492a3a451163a5a489626925763797478a86125058117a79a8182204951553909001044060613030000002005088100000000200000000000"},
    {16, 10, 4, 11, 46351, "8188188221181145aa14819aa3a178aa77aa8aa77aa1aa7733771773377a77332233a332233a33226622722662272266556636655663665599552559955255998499699339969976854159286a7584651194958986a9472557599455996726377611430000a8121300769022844aa3000063328840a001000000000000a00000"},
    {16, 10, 4, 11, 46670, "049949911449448722339a722884282255229225522422553355a553355255338833233883323388aa88588aa88588aa11aa3aa11aa3aa1166118116611811667766a667766a66779477177a877177a5046a679811268a5703567911aa473537057378861414639a009562124640496909709320600006000070300000000000"},
    {16, 10, 4, 11, 46997, "1a1151122551554677151aa7716584774477177447757744334454433448443366337336633733669966466996646699229939922993992288226228822622888a88988118898873aa532628aa92573681298587995873368244a9551145689424a6682a771653700a3092121455309703000001400007900000000000000000"},
    {16, 10, 4, 11, 44494, "532262252662663677362887729612778877277887767788448868844881884455447445544744551155855115585511331141133114113399335338533533a653171a4481219a36569137a2489361323564a2511969772a0300712798a63a7a53661479898323a400508011700aa44000004000900002200000000000000000"},
    {16, 10, 4, 11, 45202, "1877677a96676645887572288a166488448878844886884466445446644244663366866336686633aa33433aa33433aa22aa6aa22aa6aa2255223225522322551155a551155a551133112112911211a31787554495256a3519371385a161a3658272747951162604909330801aa1000000200787a90000000000000090000000"},
    {16, 10, 4, 11, 46228, "272252299552552877432a677115387799772779977577991199a99119939911551171155117115544559554455955446644144664414466aa66566aa66566aa45aa4aa66aa4aa25845863a91936732a2745a661336a2885278339945121778544898a1245166a780803602a245207a0000309a0000100700000900000000000"},
    {16, 10, 4, 11, 46425, "4688988549989916aa65885aa49922aa77aa8aa77aa9aa7744775774477177445544a445544a44556655755665575566996646699664669933995993399599339233633a13363318492397a4a18913164292337699138226675875889918a8330523311a664a2a20570283018a94778007503000a00040700000000000000000"},
    {16, 10, 4, 11, 48324, "88aa7aa6477a77478855a9688497a7883388a8833887883355339335533a33556655855665585566116636611663661122115112211511229922622992262299719919936991994553812a9734429a48701292311649aa737532a7a84469755800035679aa16299800502216884a12290000209090a103300000006000040770"},
    {16, 10, 4, 11, 46491, "aa557558877577976723596a84471922227553a228476622aa22922aa22122aa88aa3aa88aa4aa8811882881188288114411a114411a114433448443344844339933133993313399659949986994996765533a96a453824771a2931128896179175539aa32060640001721325504004700799003000807000000000000000000"},
    {16, 10, 4, 11, 46214, "19669664599699a68893622885197a8844886884488988447744344774474477aa77877aa77877aa33aa4aa33aa4aa3322337332233733225522a225522a225511553551155355112a1121124112112612a9534464551766152518569691332aa3577471a98199203038805018484636007007570aa400000000000001090000"},
    {16, 10, 4, 11, 47272, "3a99399153393379aa38921aa54366aa55aa9aa55aa3aa5511552551155455116611a116611a1166226656622665662299221229922122994499699449969944884424488442448809889887188988720a944826695443790a4985539178a869038187751217a2330060446435aa8a80068651302090702000801040502000a0"},
    {11, 5, 1, 7, 6228, "4244122421114115112155545535525333133233132225224225244434454434331215335214134535514310014422514000335432410005533005500"},
    {11, 5, 4, 8, 6083, "1133533135522113112511442232245225544144514433552553255513343344332512544151002513422310014422441000021435520000133501100"},
    {11, 5, 0, 7, 6324, "1223311213323344331344244554414553552255352242211224211511441151222553554233413454431240503211533000024241340000004005500"},
    {11, 5, 3, 7, 6264, "4415145155433414345443223132353321124212422155131513115115254525525231412122305153345440002340143300052105220000443035500"},
    {11, 5, 1, 8, 6059, "5355443354445441144311151122113222422332243331335533155525544552514321121131055422142500043314231000351424550005122330100"},
    {11, 5, 1, 6, 5857, "5354335334445414434411151211311222425224225551525515532323323244243522315331003441511240041122431300335125540005522000300"},
    {11, 5, 3, 9, 6304, "1154551445133151131143223533233424421224221455434454435335255155223414233124403351223150004125511200034531244000220033220"},
    {11, 5, 4, 10, 6637, "3322423344211332311334551121551144455354455322441422441352252532255354451511405352331332012244331510051240352200144305200"},
    {11, 6, 4, 10, 6734, "1122322133244112114113664424464435566166566133554553554423363363361424556522501423152623065544112520016523356600622305600"},
    {11, 6, 1, 6, 6145, "3234423224443455424455535115255111416614116665633656633313263133525626266152603224435260023421144500352014560005030211500"},
    {11, 6, 1, 6, 6638, "2126112116662636616633323433133444645446445553525535522242122422131533115613562143521350014556644600431124650006633122600"},
    {11, 6, 3, 10, 6204, "5514115544133515533554663133663342265662266544232244223114644224463252311611203145331264002561156410032155443300660000300"},
    {11, 6, 1, 7, 5946, "4144551415554553351533343322313222522662526663661163611121166121443654423645461355461540032241254000264131330006433002000"},
    {11, 6, 3, 9, 5909, "2234322443211232112241551315511456652566552644616446614334543344563636215516303643511640003614255600022454235000010055230"},
    {11, 6, 4, 10, 6265, "5522425544266552566554336626336641133531133544116144116354434164432352114122102354264664031125166220023140220000355101000"},
    {11, 6, 0, 7, 6367, "4665544644565533554553633113343315112211511232266223226166446616612343224251266324456140645511354200064521420000422003300"},
    {12, 8, 1, 8, 9648, "676622776772262288227228868833887883323344332334484455448445535517553556148141714167151884465610012256671170021563771700015337656600000006065500"},
    {12, 8, 4, 7, 9517, "887747874488118878148811551171541155225585285522662212612266736656356633173423524343047364767431018846272340034485034710001367050400003670020100"},
    {12, 8, 1, 7, 9694, "863388636688538855868855735577565577287722787722152211252211471144171144624433424436117544316363046755643630063376261180032660418300011220022800"},
    {12, 8, 1, 7, 9972, "234422343322842288232288648866838866126611626611781177181177567755767755415534515541874342475417053223354170047734553380088640638700066070466800"},
    {12, 8, 3, 7, 9139, "255452454422322523242233733537343377177271727711611316131166566768676685451184815856325648868580042488554460034180348870007210837600003770003700"},
    {12, 8, 4, 11, 9703, "447727744227884474488442668878866882556646655664335585533558213363321336121751212115012137186633075572864343001758877411007228282100000000020700"},
    {12, 8, 3, 7, 9409, "811211812288488188428844344144324433533833583355755455745577677377637766866566256621286722171212018644362120021668415570002160857200006680033700"},
    {12, 8, 1, 7, 10228, "237723373322572252232255475545535544624464424466856686656688148818848811761131161142487377387428013733714280072733176650021277365800044110011500"},
    {12, 9, 4, 10, 9952, "552272255727995525599575119929911979331151133151883393388393448818844818264434467434626786676784062642668846073377221440006735990110007559080660"},
    {12, 9, 1, 8, 9569, "628866228266786677662677387733772733463344336344574455447455935599553599149988994955158112115362091881829520012289241600021897933200018774406000"},
    {12, 9, 1, 8, 9241, "761177661677517755776755915599556599879988997988458844885844294422449422182233228266343661314578021336132680016612255700063123347800031000004400"},
    {12, 9, 3, 10, 9235, "667877668878336766336686993733993383559699559969225355225535442922142292171541414457014214118822087144183770001741536320008805411260000404050600"},
    {12, 9, 1, 7, 9940, "525662252266656116626611151881121188868778868877717337717733383443383344474994474492739522935929045299549290059466351150098944615900077880033500"},
    {12, 9, 0, 7, 10016, "299332292233933773323377977117727711311441131144744884474488188598818865466969645656855326586590693732852260959474229950007541085600005110008500"},
    {12, 9, 4, 11, 10154, "229989922889332292233228663393366338446626644662554434455443115565511556871141187114787957878775078719775521091198753262007917436300009880044600"},
    {12, 9, 4, 10, 9420, "559989958895445595545584114494414481771151171157667747767746236616636618323273322376082368233460039922884880028897991160003279042620002700010200"},
};
// clang-format on

bool has_template(int n, int colours) {
  for (const TemplateSpec& t : kTemplates) {
    if (t.n == n && t.colours == colours) return true;
  }
  return false;
}

// ---------------------------------------------------------------- search: template cycles
// The template mapped onto the real board: the colour wanted in every cell.
struct Plan {
  std::array<std::int8_t, kMaxCells> target{};  // 0 = any colour
  std::array<int, kMaxCells> weight{};          // value of fixing the cell: early steps break ties
  // Open cells: the colours (bits) that would join a line and break the cascade.
  std::array<std::uint32_t, kMaxCells> forbidden{};
  int fire_p = 0, fire_q = 1;
  double nominal = 0;    // value of the template's own cascade
  double est_moves = 0;  // moves expected to build it from the board it was made for
  int entry = -1;        // index of its layout in kTemplates
  bool mirrored = false;
};

int template_colour(char ch) {
  return ch >= 'a' ? ch - 'a' + 10 : ch - '0';
}

// Colours (bits, in the template's colours) that each open cell of the
// template must not hold: at some step of the template's cascade, that colour
// there would complete or lengthen a line with template jewels, and the
// cascade would no longer drop as designed. Guarding these few cells costs a
// move or two a cycle and keeps the random jewels from cutting the cascade.
std::array<std::uint32_t, kMaxCells> guard_masks(const Board& model, int fire_p, int fire_q) {
  const int n = model.n;
  std::array<std::uint32_t, kMaxCells> guards{};
  Board swapped = model;
  std::swap(swapped.cells[fire_p], swapped.cells[fire_q]);
  for (int x = 0; x < n * n; ++x) {
    if (swapped.cells[x] == kUnknown) guards[x] |= swapped.wants(x / n, x % n);
  }
  Board work = model;
  work.trace_cascade(
      fire_p, fire_q, [](int, int, int) {},
      [&](const std::array<std::int16_t, kMaxCells>& origin) {
        for (int x = 0; x < n * n; ++x) {
          if (origin[x] >= 0 && model.cells[origin[x]] == kUnknown)
            guards[origin[x]] |= work.wants(x / n, x % n);
        }
      });
  return guards;
}

// Cells of a layout that must keep one colour between them: the jewels that
// leave together in one line of its cascade (same colour, side by side,
// removed in the same step). Returns a group number per cell, -1 for open
// cells; a designed jewel the cascade never removes is a group of its own.
std::array<int, kMaxCells> line_groups(const Board& layout, int fire_p, int fire_q, int& groups) {
  const int n = layout.n, cells = n * n;
  std::array<int, kMaxCells> parent;
  for (int i = 0; i < cells; ++i) parent[i] = i;
  auto find = [&](int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  std::array<int, kMaxCells> origin_at;  // origin of the jewel removed at a cell this step
  origin_at.fill(-1);
  std::vector<int> removed;
  Board work = layout;
  work.trace_cascade(
      fire_p, fire_q,
      [&](int origin, int, int cell) { origin_at[cell] = origin, removed.push_back(cell); },
      [&](const std::array<std::int16_t, kMaxCells>&) {
        for (int cell : removed) {
          const int r = cell / n, c = cell % n;
          for (int next : {c + 1 < n ? cell + 1 : -1, r + 1 < n ? cell + n : -1}) {
            if (next < 0 || origin_at[next] < 0) continue;
            const int a = origin_at[cell], b = origin_at[next];
            if (layout.cells[a] == layout.cells[b]) parent[find(a)] = find(b);
          }
        }
        for (int cell : removed) origin_at[cell] = -1;
        removed.clear();
      });
  std::array<int, kMaxCells> group, number;
  number.fill(-1);
  groups = 0;
  for (int i = 0; i < cells; ++i) {
    group[i] = -1;
    if (layout.cells[i] == kUnknown) continue;
    int& id = number[find(i)];
    if (id < 0) id = groups++;
    group[i] = id;
  }
  return group;
}

// Where every jewel of a layout stands at each stage of its designed cascade:
// stage 0 is the layout before the fire, stage s >= 1 the board just before
// step s removes its lines, and the last stage the board after the cascade.
// Recolouring whole lines leaves these positions alone as long as the layout
// plays as designed, so a recolouring can be checked in the few cells it
// touches instead of by playing the cascade again (recolouring spends most of
// a game's CPU on that check).
class CascadeFrames {
 public:
  // `layout` must play as designed; `design_steps`: the step (1, 2, ...) in
  // which its fire removes each jewel, 0 for never.
  CascadeFrames(const Board& layout, int fire_p, int fire_q,
                const std::array<int, kMaxCells>& design_steps)
      : n_(layout.n), design_steps_(design_steps) {
    std::array<std::int16_t, kMaxCells> origin;
    for (int i = 0; i < n_ * n_; ++i) origin[i] = static_cast<std::int16_t>(i);
    add_stage(origin);
    std::swap(origin[fire_p], origin[fire_q]);
    add_stage(origin);
    Board work = layout;
    work.trace_cascade(
        fire_p, fire_q, [](int, int, int) {},
        [&](const std::array<std::int16_t, kMaxCells>& after) { add_stage(after); });
  }

  // True if `layout` (which played as designed before the jewels of `cells`,
  // all of one line group, took their present colour) still does: at no stage
  // does a run through one of those cells hold a jewel its step does not
  // remove. Runs elsewhere kept their colours, and the group's own lines stay
  // whole, so the cascade removes the same jewels at every step.
  bool still_plays(const Board& layout, const std::vector<int>& cells) const {
    for (std::size_t stage = 0; stage < origins_.size(); ++stage) {
      for (int cell : cells) {
        const int at = positions_[stage][cell];
        if (at >= 0 && !runs_through_allowed(layout, static_cast<int>(stage), at)) return false;
      }
    }
    return true;
  }

 private:
  void add_stage(const std::array<std::int16_t, kMaxCells>& origin) {
    origins_.push_back(origin);
    positions_.emplace_back();
    positions_.back().fill(-1);
    for (int x = 0; x < n_ * n_; ++x)
      if (origin[x] >= 0) positions_.back()[origin[x]] = static_cast<std::int16_t>(x);
  }

  // Whether every run of three through position `at` at `stage` is one that
  // stage's step removes (before the fire, none is).
  bool runs_through_allowed(const Board& layout, int stage, int at) const {
    const auto& origin = origins_[stage];
    auto colour = [&](int x) { return origin[x] < 0 ? kUnknown : layout.cells[origin[x]]; };
    auto removed_now = [&](int x) { return stage > 0 && design_steps_[origin[x]] == stage; };
    const int r = at / n_, c = at % n_;
    const std::int8_t own = colour(at);
    if (own <= 0) return true;
    for (const int stride : {1, n_}) {
      const int k = stride == 1 ? c : r;  // position along the line
      for (int first = std::max(0, k - 2); first <= std::min(k, n_ - kMinRun); ++first) {
        const int x0 = at + (first - k) * stride;
        bool run = true, allowed = true;
        for (int j = 0; j < kMinRun; ++j) {
          run = run && colour(x0 + j * stride) == own;
          allowed = allowed && removed_now(x0 + j * stride);
        }
        if (run && !allowed) return false;
      }
    }
    return true;
  }

  int n_;
  std::array<int, kMaxCells> design_steps_;
  std::vector<std::array<std::int16_t, kMaxCells>> origins_;    // per stage: jewel at each cell
  std::vector<std::array<std::int16_t, kMaxCells>> positions_;  // per stage: cell of each jewel
};

// How well a layout in real colours fits `board`, in thirds of a build move
// saved (see kRightValue): cells already right, the complementary pairs among
// the wrong ones (a cell wanting a and holding b with one wanting b and
// holding a: one swap fixes both), less the wrong cells no other wrong cell
// holds the colour for and the cells a colour the board has too few of
// cannot fill.
struct Fit {
  using Counts = std::array<std::array<int, kColourSlots>, kColourSlots>;
  std::array<int, kColourSlots> need{}, have{};
  Counts wrong{};  // wrong[w][h]: layout cells wanting colour w that hold h
  // Of the wrong cells: how many want each colour, how many hold it.
  std::array<int, kColourSlots> wanting{}, holding{};
  int matches = 0;

  // `wanted`: the layout's colour per cell of `board` (kUnknown: any).
  Fit(const std::array<std::int8_t, kMaxCells>& wanted, const Board& board) {
    for (int i = 0; i < board.n * board.n; ++i) {
      ++have[board.cells[i]];
      const int want = wanted[i];
      if (want == kUnknown) continue;
      ++need[want];
      if (want == board.cells[i])
        ++matches;
      else
        add_wrong(want, board.cells[i], 1);
    }
  }
  void add_wrong(int want, int held, int count) {
    wrong[want][held] += count, wanting[want] += count, holding[held] += count;
  }
  // Wrong cells wanting a colour that fewer wrong cells hold: each takes a
  // move of its own, with an open cell as the source.
  int unpaired() const {
    int total = 0;
    for (int c = 1; c < kColourSlots; ++c) total += std::max(0, wanting[c] - holding[c]);
    return total;
  }
  int shortage() const {
    int total = 0;
    for (int c = 1; c < kColourSlots; ++c) total += std::max(0, need[c] - have[c]);
    return total;
  }
  static int pairs(const Counts& counts) {
    int total = 0;
    for (int a = 1; a < kColourSlots; ++a) {
      for (int b = a + 1; b < kColourSlots; ++b) total += std::min(counts[a][b], counts[b][a]);
    }
    return total;
  }
  // Build moves the wrong cells take, in the thirds above: 2 a wrong cell,
  // 1 less a pair, 1 more an unpaired cell.
  double build_moves() const {
    int wrong_cells = 0;
    for (int c = 1; c < kColourSlots; ++c) wrong_cells += wanting[c];
    return (2 * wrong_cells - pairs(wrong) + unpaired()) / 3.0;
  }
  int score() const {
    return kRightValue * matches + kPairValue * pairs(wrong) - kUnpairedCost * unpaired() -
           kShortageCost * shortage();
  }

  // How score() changes when a group of `size` cells changes from colour
  // `from` to `to`, without building the new fit (the recolouring's inner
  // loop spends most of its time here otherwise): only the counts of `from`
  // and `to` and their rows of `wrong` change. held[h]: how many of the
  // group's cells hold colour h on the board.
  int score_change(const std::array<int, kColourSlots>& held, int size, int from, int to) const {
    auto excess = [](int a, int b) { return std::max(0, a - b); };
    // wrong[from][h] and wrong[to][h] afterwards, for h other than from and to
    // respectively (the only ones asked for).
    auto from_after = [&](int h) { return wrong[from][h] - held[h]; };
    auto to_after = [&](int h) { return wrong[to][h] + held[h]; };
    int pair_change =
        std::min(from_after(to), to_after(from)) - std::min(wrong[from][to], wrong[to][from]);
    for (int h = 1; h < kColourSlots; ++h) {
      if (h == from || h == to) continue;
      pair_change +=
          std::min(from_after(h), wrong[h][from]) - std::min(wrong[from][h], wrong[h][from]);
      pair_change += std::min(to_after(h), wrong[h][to]) - std::min(wrong[to][h], wrong[h][to]);
    }
    const int unpaired_change =
        excess(wanting[from] - (size - held[from]), holding[from] + held[from]) -
        excess(wanting[from], holding[from]) +
        excess(wanting[to] + (size - held[to]), holding[to] - held[to]) -
        excess(wanting[to], holding[to]);
    const int shortage_change = excess(need[from] - size, have[from]) -
                                excess(need[from], have[from]) + excess(need[to] + size, have[to]) -
                                excess(need[to], have[to]);
    return kRightValue * (held[to] - held[from]) + kPairValue * pair_change -
           kUnpairedCost * unpaired_change - kShortageCost * shortage_change;
  }

  // Score after `cells` (all of colour `from` now) change to colour `to`.
  Fit recoloured(const std::vector<int>& cells, int from, int to, const Board& board) const {
    Fit next = *this;
    const int size = static_cast<int>(cells.size());
    next.need[from] -= size, next.need[to] += size;
    for (int i : cells) {
      const int held = board.cells[i];
      if (held == from)
        --next.matches;
      else
        next.add_wrong(from, held, -1);
      if (held == to)
        ++next.matches;
      else
        next.add_wrong(to, held, 1);
    }
    return next;
  }
};

// One local search over the lines' colours: group by group, in the given
// order, the colour that fits the board best (see Fit) among those with which
// the layout still plays as designed, until a sweep changes nothing.
Fit recolour_sweeps(Board& layout, const CascadeFrames& frames, int colours, const Board& board,
                    const std::vector<std::vector<int>>& members) {
  Fit fit(layout.cells, board);
  for (int pass = 0; pass < kRecolourPasses; ++pass) {
    bool improved = false;
    for (const std::vector<int>& cells : members) {
      const int from = layout.cells[cells.front()], score = fit.score();
      std::array<int, kColourSlots> held{};
      for (int i : cells) ++held[board.cells[i]];
      const int size = static_cast<int>(cells.size());
      std::vector<std::pair<int, int>> better;  // (score, colour), best first
      for (int to = 1; to <= colours; ++to) {
        const int next = to == from ? score : score + fit.score_change(held, size, from, to);
        if (next > score) better.push_back({next, to});
      }
      std::sort(better.begin(), better.end(), std::greater<>());
      for (const auto& [next, to] : better) {
        for (int i : cells) layout.cells[i] = static_cast<std::int8_t>(to);
        if (frames.still_plays(layout, cells)) {
          fit = fit.recoloured(cells, from, to, board), improved = true;
          break;
        }
        for (int i : cells) layout.cells[i] = static_cast<std::int8_t>(from);
      }
    }
    if (!improved) break;
  }
  return fit;
}

// The colour of a whole line may change as long as no line then forms early
// or late. The local search above stops in a local optimum, so it is
// iterated: a few random lines take a random colour (where the layout still
// plays), the sweeps run again in a shuffled order, and the result is kept if
// it fits no worse.
// `design_steps`: the step in which the layout's fire removes each jewel.
void recolour_lines(Board& layout, int fire_p, int fire_q, int colours, const Board& board,
                    const std::array<int, kMaxCells>& design_steps, int rounds) {
  int groups = 0;
  const std::array<int, kMaxCells> group = line_groups(layout, fire_p, fire_q, groups);
  std::vector<std::vector<int>> members(groups);
  for (int i = 0; i < board.n * board.n; ++i) {
    if (group[i] >= 0) members[group[i]].push_back(i);
  }
  const CascadeFrames frames(layout, fire_p, fire_q, design_steps);
  std::mt19937 rng(kRecolourSeed);
  int best_score = recolour_sweeps(layout, frames, colours, board, members).score();
  for (int round = 1; round < rounds && groups > 0; ++round) {
    Board trial = layout;
    for (int kick = 0; kick < kRecolourKicks; ++kick) {
      const std::vector<int>& cells = members[rng() % members.size()];
      const int from = trial.cells[cells.front()];
      const int to = 1 + static_cast<int>(rng() % static_cast<unsigned>(colours));
      for (int i : cells) trial.cells[i] = static_cast<std::int8_t>(to);
      if (!frames.still_plays(trial, cells))
        for (int i : cells) trial.cells[i] = static_cast<std::int8_t>(from);
    }
    std::shuffle(members.begin(), members.end(), rng);
    const int score = recolour_sweeps(trial, frames, colours, board, members).score();
    if (score >= best_score) best_score = score, layout = trial;
  }
}

// The colour permutation (template colour -> real colour) that leaves the
// fewest cells to fix: greedy, then pairwise exchanges while they help.
std::array<int, kMaskBits> colour_permutation(const Board& layout, const Board& board,
                                              int colours) {
  const int cells = board.n * board.n;
  std::array<int, kMaskBits> need{}, have{};
  // counts[a][c]: template cells of colour a holding colour c on the board.
  std::array<std::array<int, kMaskBits>, kMaskBits> counts{};
  for (int i = 0; i < cells; ++i) {
    ++need[layout.cells[i]], ++have[board.cells[i]];
    ++counts[layout.cells[i]][board.cells[i]];
  }
  auto value = [&](int a, int c) {
    return counts[a][c] - kShortagePenalty * std::max(0, need[a] - have[c]);
  };
  std::array<int, kMaskBits> map{};
  std::array<bool, kMaskBits> used_a{}, used_c{};
  for (int round = 0; round < colours; ++round) {
    int ba = -1, bc = -1, bv = std::numeric_limits<int>::min();
    for (int a = 1; a <= colours; ++a) {
      if (used_a[a]) continue;
      for (int c = 1; c <= colours; ++c) {
        if (!used_c[c] && value(a, c) > bv) bv = value(a, c), ba = a, bc = c;
      }
    }
    map[ba] = bc, used_a[ba] = used_c[bc] = true;
  }
  for (bool improved = true; improved;) {
    improved = false;
    for (int a = 1; a <= colours; ++a) {
      for (int b = a + 1; b <= colours; ++b) {
        if (value(a, map[b]) + value(b, map[a]) > value(a, map[a]) + value(b, map[b]))
          std::swap(map[a], map[b]), improved = true;
      }
    }
  }
  return map;
}

// Chooses the mirror image and the colours (any of the board's `colours`)
// that leave the fewest cells to fix on `board`, counting a colour the board
// has too few of as a loss; `rounds` of iterated recolouring.
Plan make_plan(const TemplateSpec& t, const Board& board, int colours, int rounds) {
  const int n = board.n, cells = n * n;
  // The template in board coordinates: a smaller one sits in the bottom left
  // corner (the mirror image puts it in the bottom right), the rest open.
  Board model;
  model.n = n;
  for (int r = 0; r < t.n; ++r) {
    for (int c = 0; c < t.n; ++c)
      model.at(r, c) = static_cast<std::int8_t>(template_colour(t.cells[r * t.n + c]));
  }
  auto embed = [&](int cell) { return (cell / t.n) * n + cell % t.n; };
  int changed = 0;
  const double nominal =
      static_cast<double>(Board(model).swap_and_cascade(embed(t.fire_p), embed(t.fire_q), changed));
  Plan best;
  int best_score = std::numeric_limits<int>::min();
  for (int mirror = 0; mirror < 2; ++mirror) {
    auto cell_of = [&](int i) { return mirror ? (i / n) * n + (n - 1 - i % n) : i; };
    const int fire_p = cell_of(embed(t.fire_p)), fire_q = cell_of(embed(t.fire_q));
    Board layout;
    layout.n = n;
    for (int i = 0; i < cells; ++i) layout.cells[cell_of(i)] = model.cells[i];
    const std::array<int, kMaskBits> map = colour_permutation(layout, board, colours);
    for (int i = 0; i < cells; ++i)
      layout.cells[i] = static_cast<std::int8_t>(map[layout.cells[i]]);
    // Only the cells the template's cascade removes matter; the step each one
    // goes in orders the build among equal fixes (recolouring keeps them).
    std::array<int, kMaxCells> step_of;
    Board(layout).removal_steps(fire_p, fire_q, step_of);
    recolour_lines(layout, fire_p, fire_q, colours, board, step_of, rounds);
    const Fit fit(layout.cells, board);
    if (fit.score() <= best_score) continue;
    best_score = fit.score();
    step_of[fire_p] = step_of[fire_q] = 1;
    const int last = *std::max_element(step_of.begin(), step_of.begin() + cells);
    const std::array<std::uint32_t, kMaxCells> guards = guard_masks(layout, fire_p, fire_q);
    int violations = 0;
    for (int i = 0; i < cells; ++i) {
      best.target[i] = layout.cells[i];
      best.weight[i] = kCellWeight + (step_of[i] ? last + 1 - step_of[i] : 0);
      best.forbidden[i] = guards[i];
      violations += guards[i] >> board.cells[i] & 1u;
    }
    best.nominal = nominal;
    best.est_moves =
        fit.build_moves() + violations / kFixesPerMove + kMovesPerShortage * fit.shortage();
    best.fire_p = fire_p, best.fire_q = fire_q;
    best.entry = static_cast<int>(&t - kTemplates), best.mirrored = mirror == 1;
  }
  return best;
}

// Value of the plan's fire on `board` (known part of the cascade).
double plan_fire_value(const Board& board, const Plan& plan) {
  Board work = board;
  int changed = 0;
  const long long score = work.swap_and_cascade(plan.fire_p, plan.fire_q, changed);
  return static_cast<double>(score) + kDisturbWeight * changed;
}

// Once every template cell that can be placed is, the other cells (the free
// rows on top, cells still wrong) can still spoil the cascade by matching
// where they should not. The quiet swap among them that raises the plan's
// fire most; returns its value (0 if none).
double polish_move(const Board& board, const Plan& plan, Move& out) {
  const int cells = board.n * board.n;
  std::vector<int> free_cells;
  for (int i = 0; i < cells; ++i) {
    if (i == plan.fire_p || i == plan.fire_q) continue;
    if (plan.target[i] == 0 || plan.target[i] != board.cells[i]) free_cells.push_back(i);
  }
  double best = 0;
  for (std::size_t a = 0; a < free_cells.size(); ++a) {
    for (std::size_t b = a + 1; b < free_cells.size(); ++b) {
      const int p = free_cells[a], q = free_cells[b];
      if (board.cells[p] == board.cells[q]) continue;
      // Never against a guard: the build would undo it, and the two would
      // take turns for the rest of the game.
      if ((plan.forbidden[p] >> board.cells[q] & 1u) || (plan.forbidden[q] >> board.cells[p] & 1u))
        continue;
      const double v = setup_then_fire(board, p, q, plan.fire_p, plan.fire_q, kDisturbWeight);
      if (v > best) best = v, out = {p, q};
    }
  }
  return best;
}

// When no zero-score swap helps, the colours still missing are not on the
// board outside the cells already in place. A scoring swap whose cascade
// leaves every placed template cell where it is brings in fresh jewels
// (and scores a little). Returns false if there is none.
bool refresh_move(const Board& board, const Plan& plan, Move& out) {
  const int cells = board.n * board.n;
  auto placed = [&](int i) { return plan.target[i] != 0 && plan.target[i] == board.cells[i]; };
  int best_changed = 0;
  for (const Candidate& cand : candidates(board)) {
    if (placed(cand.p) || placed(cand.q)) continue;
    Board work = board;
    int changed = 0;
    work.swap_and_cascade(cand.p, cand.q, changed);
    if (changed <= best_changed) continue;
    bool intact = true;
    for (int i = 0; i < cells && intact; ++i)
      intact = !placed(i) || work.cells[i] == board.cells[i];
    if (intact) best_changed = changed, out = {cand.p, cand.q};
  }
  return best_changed > 0;
}

// Moves a cycle really takes per estimated build move, learned from this
// game's cycles: how far est_moves is off depends on the layout family (rows
// layouts take about kBuildSlowdown times the estimate, packed key layouts
// about the estimate), so the prior counts as kCalibrationPrior estimated moves.
class CycleCalibration {
 public:
  double moves(const Plan& plan) const { return plan.est_moves * slowdown() + kCycleOverheadMoves; }
  void record(const Plan& plan, int moves) {
    estimated_ += plan.est_moves;
    taken_ += std::max(0.0, moves - kCycleOverheadMoves);
  }

 private:
  double slowdown() const {
    return (taken_ + kCalibrationPrior * kBuildSlowdown) / (estimated_ + kCalibrationPrior);
  }
  double estimated_ = 0, taken_ = 0;
};

int build_move(const Board& board, const Plan& plan, Move& out);

// Moves the build takes to finish `plan` on `board`, played out: build swaps
// score nothing, so no refill comes into it. `board` ends built.
int play_build(Board& board, const Plan& plan) {
  Move move;
  int moves = 0;
  while (moves < kMoves && build_move(board, plan, move) > 0)
    std::swap(board.cells[move.p], board.cells[move.q]), ++moves;
  return moves;
}

// A refined plan's expected rate: its fire valued over random refill streams
// on the board its build leaves, per build move plus the cycle's overhead. The
// built board holds the open cells as they will be when it fires, so what
// random jewels add to this colouring or cut from it is counted, which the
// layout's table worth (its designer's colouring, other open cells) is not.
double refined_rate(const Board& board, const Plan& plan, const Refills& refills) {
  Board built = board;
  const int moves = play_build(built, plan);
  return refills.value(built, plan.fire_p, plan.fire_q) / (moves + kCycleOverheadMoves);
}

// The layouts for this board size and this colour count or one fewer
// (kFewerColourLayouts), each mapped with one recolouring round, best first by
// the worth measured over random games per expected build move (the exact
// worth, which assumes no arriving jewel ever matches, overrates fragile
// layouts).
std::vector<std::pair<double, Plan>> rank_layouts(const Board& board, int colours) {
  std::vector<std::pair<double, Plan>> ranked;
  for (const TemplateSpec& t : kTemplates) {
    const bool borrowed = t.colours < colours;
    if (t.n == board.n && t.colours <= colours && t.colours >= colours - kFewerColourLayouts &&
        (!borrowed || t.colours >= kFewestBorrowedColours)) {
      Plan plan = make_plan(t, board, colours, 1);
      const double rate = t.sampled_worth / (plan.est_moves + kCycleOverheadMoves);
      ranked.push_back({rate, std::move(plan)});
    }
  }
  std::sort(ranked.begin(), ranked.end(),
            [](const auto& a, const auto& b) { return a.first > b.first; });
  return ranked;
}

// Of the ranked layouts (rank_layouts), the refined plan with the best
// expected rate (refined_rate). When too few moves are left to build it, the
// most valuable template that can still be built takes its place: one of the
// same size or a smaller one (same colours, in a bottom corner).
Plan choose_plan(const Board& board, int colours, int moves_left, const CycleCalibration& cycle,
                 int rounds, std::size_t refined = kRefinedLayouts) {
  // The iterated recolouring, most of the CPU, runs for the best few only.
  std::vector<std::pair<double, Plan>> ranked = rank_layouts(board, colours);
  // The refined few are compared by their build played out (the estimate
  // does not know the build's order) and by their fire valued over random
  // refills on the built board (refined_rate), which the table's worth (the
  // designer's colouring, other open cells) does not see.
  Plan best;
  double best_rate = -1;
  Refills refills(colours, kPlanRefillSamples);
  refills.draw(board.n);
  for (std::size_t k = 0; k < ranked.size() && k < refined; ++k) {
    const Plan plan =
        make_plan(kTemplates[ranked[k].second.entry], board, colours, refined_rounds(rounds));
    const double rate = refined_rate(board, plan, refills);
    if (rate > best_rate) best_rate = rate, best = plan;
  }
  if (cycle.moves(best) <= moves_left) return best;
  // Only for the last cycle: the smaller templates are mapped only then.
  for (const TemplateSpec& t : kTemplates) {
    if (t.n < board.n && t.colours == colours)
      ranked.push_back({0.0, make_plan(t, board, colours, 1)});
  }
  const Plan* last = nullptr;
  for (const auto& entry : ranked) {
    const Plan& plan = entry.second;
    if (cycle.moves(plan) <= moves_left &&
        (!last || kTemplates[plan.entry].sampled_worth > kTemplates[last->entry].sampled_worth))
      last = &plan;
  }
  if (!last) return best;
  return make_plan(kTemplates[last->entry], board, colours, rounds);
}

// The zero-score swap that brings the most cells to their template colour
// (a swap can fix both its cells). Among equal fixes, one that leaves a wrong
// cell holding the colour another wrong cell wants, and wanting the colour
// that cell holds, is preferred: the two then make a swap that fixes both.
// Returns the gain in fixes, 0 if nothing helps.
int build_move(const Board& board, const Plan& plan, Move& out) {
  const int cells = board.n * board.n;
  auto fits = [&](int i, std::int8_t colour) {
    if (plan.target[i] != 0) return plan.target[i] == colour ? plan.weight[i] : 0;
    return plan.forbidden[i] && !(plan.forbidden[i] >> colour & 1u) ? kCellWeight : 0;
  };
  const Fit::Counts wrong = Fit(plan.target, board).wrong;
  auto pairs_up = [&](int i, std::int8_t colour) {
    const int want = plan.target[i];
    return want != 0 && want != colour && wrong[colour][want] > 0 ? kPairBonus : 0;
  };
  Board work = board;
  int best_gain = 0, best_value = 0;
  for (int p = 0; p < cells; ++p) {
    const std::int8_t cp = board.cells[p];
    const int keep_p = fits(p, cp);
    for (int q = p + 1; q < cells; ++q) {
      const std::int8_t cq = board.cells[q];
      if (cp == cq) continue;
      const int gain = fits(p, cq) + fits(q, cp) - keep_p - fits(q, cq);
      if (gain <= 0 || gain + 2 * kPairBonus <= best_value) continue;
      const int value = gain + pairs_up(p, cq) + pairs_up(q, cp);
      if (value <= best_value) continue;
      std::swap(work.cells[p], work.cells[q]);
      const bool quiet = work.score_at(p) + work.score_at(q) == 0;
      std::swap(work.cells[p], work.cells[q]);
      if (quiet) best_gain = gain, best_value = value, out = {p, q};
    }
  }
  return best_gain;
}

// Best fire by simulation: the plan's own fire against the best-ranked
// ordinary candidates.
Choice best_fire(const Board& board, const Plan* plan, std::size_t simulated) {
  Choice best;
  best.value = -1;
  auto consider = [&](int p, int q) {
    Board work = board;
    int changed = 0;
    const long long score = work.swap_and_cascade(p, q, changed);
    if (score <= 0) return;
    const double value = static_cast<double>(score) + kDisturbWeight * changed;
    if (value > best.value) best = {{p, q}, false, value};
  };
  if (plan) consider(plan->fire_p, plan->fire_q);
  const std::vector<Candidate> list = candidates(board);
  for (std::size_t i = 0; i < list.size() && i < simulated; ++i) consider(list[i].p, list[i].q);
  if (best.value < 0) best = {setup_move(board, cpu_ms() + 1.0), false, 0};
  return best;
}

// One move of a template cycle: build while a swap fixes template cells, then
// polish, then fetch missing colours while the fire is well below the
// template's value; otherwise (and always on the last move) fire.
Choice template_move(const Board& board, const Plan& plan, int moves_left, double move_rate) {
  if (moves_left > 1) {
    Move move;
    if (build_move(board, plan, move) > 0) return {move, true, 0};
    const double fire_value = plan_fire_value(board, plan);
    if (polish_move(board, plan, move) > fire_value * kPolishGain + move_rate)
      return {move, true, 0};
    if (fire_value < kRefreshBelow * plan.nominal && refresh_move(board, plan, move))
      return {move, true, 0};
  }
  return best_fire(board, &plan, kFireCandidates);
}

// ---------------------------------------------------------------- protocol I/O
// For tests: with JEWELS_PLANS set, every plan goes to stderr as "plan ENTRY
// MIRRORED FIRE_P FIRE_Q" and its target colour per cell (0 = any).
void print_plan(const Plan& plan, int cells) {
  std::cerr << "plan " << plan.entry << ' ' << plan.mirrored << ' ' << plan.fire_p << ' '
            << plan.fire_q;
  for (int i = 0; i < cells; ++i) std::cerr << ' ' << static_cast<int>(plan.target[i]);
  std::cerr << '\n';
}

bool read_cells(Board& board) {
  for (int i = 0; i < board.n * board.n; ++i) {
    int v = 0;
    if (!(std::cin >> v)) return false;
    board.cells[i] = static_cast<std::int8_t>(v);
  }
  return true;
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  int n = 0, colours = 0;
  if (!(std::cin >> n >> colours)) return 0;
  if (n < 2 || n > kMaxN) return 0;  // outside the problem's limits: nothing sensible to do
  Board board;
  board.n = n;
  if (!read_cells(board)) return 0;
  TimeKeeper clock(time_budget_ms());
  // The table holds layouts for the cases where they beat the fire/build
  // greedy: six or more colours, and five colours on the boards where key
  // layouts pay (with five colours refills cascade by themselves often enough
  // that the greedy wins elsewhere).
  bool use_templates = has_template(n, colours);
  Plan plan;
  bool plan_active = false;
  int plan_start = 0;  // the move the current plan was chosen on
  CycleCalibration cycle;
  const bool print_plans = std::getenv("JEWELS_PLANS") != nullptr;
  int setups_done = 0;
  Move planned;  // the fire the current setups are built for
  Refills refills(colours);
  double fired_value = 0;  // sum of the fires' expected values so far
  for (int move = 0; move < kMoves; ++move) {
    const double start = cpu_ms();
    double fixed_ms = 0;
    const std::size_t min_simulated = clock.behind() ? kMinSimulatedBehind : kMinSimulated;
    const double move_rate = fired_value / std::max(1, move);
    Choice choice;
    if (use_templates && !plan_active) {
      const Pace pace = clock.pace(move);
      plan = choose_plan(board, colours, kMoves - move, cycle, recolour_rounds(pace),
                         refined_layouts(pace));
      plan_active = true;
      plan_start = move;
      if (print_plans) print_plan(plan, n * n);
      // Too few moves left to build most of it: a half-built template fires
      // little, the greedy plays the rest.
      if (kMoves - move < kEndgameShare * plan.est_moves) use_templates = false;
    }
    if (use_templates && !clock.panic()) {
      choice = template_move(board, plan, kMoves - move, move_rate);
      if (!choice.setup) {  // fired: the next move plans anew
        plan_active = false;
        cycle.record(plan, move - plan_start + 1);
      }
    } else if (clock.deep_panic()) {
      choice.move = {0, 1};
    } else if (clock.panic()) {
      const std::vector<Candidate> list = candidates(board);
      if (!list.empty()) choice.move = {list.front().p, list.front().q};
    } else {
      choice = choose_move(board, min_simulated, clock.allowance_ms(kMoves - move), fixed_ms,
                           setups_done, kMoves - move, move_rate, planned, refills);
    }
    setups_done = choice.setup ? setups_done + 1 : 0;
    fired_value += choice.value;
    const Move m = choice.move;
    const double think_ms = cpu_ms() - start;
    std::cout << m.p / n << ' ' << m.p % n << ' ' << m.q / n << ' ' << m.q % n << std::endl;
    long long elapsed_ms = 0;
    if (!read_cells(board) || !(std::cin >> elapsed_ms)) break;
    clock.update(elapsed_ms, think_ms, fixed_ms);
  }
  return 0;
}

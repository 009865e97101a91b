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
//   Every layout's cascade is extended into the cells it leaves open: lines
//   of three whose cells come into line as the cascade drops, most of them
//   one more step after the last.
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
//   Template cycles spend the budget below on recolouring rounds as their pace
//   allows (see kRecolourRoundsAhead). Fire/build cycles: 50% of the
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
#include <map>
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
// of each round after the first. Each doubling of the rounds gains about
// 0.5 % of score and doubles the recolouring's CPU, so a game spends rounds as
// its pace allows: 1152 ahead of its budget, 576 within a lead of 100 moves,
// 48 behind (a slow or loaded machine plays with 48).
constexpr int kRecolourRoundsAhead = 1152;
constexpr int kRecolourRounds = 576;
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

// With JEWELS_MEASURE set (CI's score check and comparing versions, never in
// the contest), a game plays as if always ahead of its pace and never panics,
// and the greedy searches every candidate instead of stopping at its deadlines,
// so the play does not depend on the machine's speed or load. Run it with the
// tester's limit off.
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

// Whether a search should stop at its deadline (never in measure mode).
bool past(double deadline_ms) {
  return !measure_mode() && cpu_ms() > deadline_ms;
}

// Splits what is left of the budget evenly over the remaining moves. Two parts
// of every move are not ours to cut: the work each move needs anyway (building
// the candidate list) and what the tester's clock counts beyond our own
// thinking (pipes, the tester itself, a busy machine). Both are measured,
// smoothed and set aside for all remaining moves before the rest is shared out.
class TimeKeeper {
 public:
  explicit TimeKeeper(double budget_ms) : budget_ms_(budget_ms) {}

  // Past the budget (never in measure mode, which plays as if ahead).
  bool behind() const { return !measure_mode() && elapsed_ms_ > budget_ms_; }

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
    if (past(deadline_ms) && best_spots >= 0) break;
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
// The best fires found so far, best first.
using Fires = std::array<Fire, std::max(kFiresKept, kFiresSampled)>;

// Keeps swap (p, q) among `fires` if it is worth more than the last, once.
void keep_fire(Fires& fires, int p, int q, double value) {
  if (value <= fires.back().value) return;
  for (const Fire& f : fires) {
    if (f.p == p && f.q == q) return;
  }
  fires.back() = {p, q, value};
  for (int k = static_cast<int>(fires.size()) - 1; k > 0 && fires[k].value > fires[k - 1].value;
       --k)
    std::swap(fires[k], fires[k - 1]);
}

// The best fires by known worth: the one the last setups were built for (when
// `setups_done` > 0), then the candidates in order, the first `min_simulated`
// always (their time, since `start`, goes to `fixed_ms`), the rest for at most
// kFireShare of `allowance_ms`.
Fires simulate_fires(const Board& board, const std::vector<Candidate>& list,
                     std::size_t min_simulated, double allowance_ms, double start, double& fixed_ms,
                     int setups_done, const Move& planned) {
  Fires fires{};
  if (setups_done > 0) {  // the fire the last setups were built for
    Board work = board;
    int changed = 0;
    const long long score = work.swap_and_cascade(planned.p, planned.q, changed);
    if (score > 0)
      keep_fire(fires, planned.p, planned.q,
                static_cast<double>(score) + kGreedyDisturbWeight * changed);
  }
  double deadline = cpu_ms() + allowance_ms;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (i == min_simulated) {
      fixed_ms = cpu_ms() - start;
      deadline = cpu_ms() + allowance_ms * kFireShare;
    }
    if (i > min_simulated && i % kClockCheckEvery == 0 && past(deadline)) break;
    Board work = board;
    int changed = 0;
    const long long score = work.swap_and_cascade(list[i].p, list[i].q, changed);
    const double value = static_cast<double>(score) + kGreedyDisturbWeight * changed;
    keep_fire(fires, list[i].p, list[i].q, value);
  }
  if (list.size() <= min_simulated) fixed_ms = cpu_ms() - start;
  return fires;
}

// The best fires by known worth, valued again with sampled refills (five
// colours: what falls in often matches), best first. What the refills add
// (Fire::chance) is carried over to setups built for that fire.
// Sampling costs about the same for every fire: after the first, only as
// many are sampled as fit in kSampleShare of the move's allowance (below
// two, none: the known worth ranks them), so a short budget still leaves
// the setup search its time.
void sample_fires(const Board& board, double allowance_ms, Fires& fires, Refills& refills) {
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
      if (k > 0 || measure_mode()) continue;
      const double one_ms = std::max(1e-3, cpu_ms() - sample_start);
      limit = std::min(kFiresSampled, static_cast<int>(kSampleShare * allowance_ms / one_ms));
      if (limit < 2) fires[0].value -= fires[0].chance, fires[0].chance = 0, sampled = 0;
    }
    std::stable_sort(fires.begin(), fires.begin() + sampled,
                     [](const Fire& a, const Fire& b) { return a.value > b.value; });
  }
}

// The best setup found for the kept fires: its value, with the fire it builds
// for in `planned`; `found` false when none beats firing the best fire now.
struct Setup {
  Move move{};
  double value = 0;
  bool found = false;
};

// Setup search: for each kept fire, find the cells of its boards after each
// drop where some colour would complete or lengthen a run; the jewel that
// ends there comes from a known cell of this board, so bringing that colour
// to that cell now (from a cell q holding it) may add a line to that step or
// a new step to the fire's cascade. Stops at `deadline`.
Setup search_setups(const Board& board, const Fires& fires, double deadline, Move& planned) {
  const int n = board.n, cells = n * n;
  std::array<std::vector<int>, kMaskBits> by_colour;
  for (int q = 0; q < cells; ++q) {
    if (board.cells[q] > 0) by_colour[board.cells[q]].push_back(q);
  }
  Setup best;
  best.value = fires[0].value;
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
            if (++evals % kClockCheckEvery == 0 && past(deadline)) return best;
            const double v =
                setup_then_fire(board, p, q, f.p, f.q, kGreedyDisturbWeight) + f.chance;
            if (v > best.value) best = {{p, q}, v, true}, planned = {f.p, f.q};
            if (++tried >= kSourcesTried) break;
          }
        }
      }
    }
  }
  return best;
}

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
  Fires fires = simulate_fires(board, list, min_simulated, allowance_ms, start, fixed_ms,
                               setups_done, planned);
  sample_fires(board, allowance_ms, fires, refills);
  const Choice fire_now{{fires[0].p, fires[0].q}, false, fires[0].value};
  if (moves_left < 2) return fire_now;
  const Setup setup = search_setups(board, fires, start + fixed_ms + allowance_ms, planned);
  if (!setup.found) return fire_now;
  // Build while a setup adds more to the fire than a move is worth on average,
  // or while it raises the cycle's rate (fire value per move spent on it).
  const bool beats_average = setup.value - fires[0].value > kBuildMargin * move_rate;
  const bool raises_rate = setup.value * (setups_done + 1) > fires[0].value * (setups_done + 2);
  if (beats_average || raises_rate) return {setup.move, true};
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

// The table, one line per layout, is the generated block at the end of the file
// (scripts/jewels_designs.sh --write makes it), so the code here reads without it.
extern const TemplateSpec kTemplates[];
extern const std::size_t kTemplateCount;

// Every layout of the table, for range-for (kTemplates' bound is only known
// where it is defined).
struct TemplateTable {
  const TemplateSpec* begin() const { return kTemplates; }
  const TemplateSpec* end() const { return kTemplates + kTemplateCount; }
};
TemplateTable all_templates() {
  return {};
}

bool has_template(int n, int colours) {
  for (const TemplateSpec& t : all_templates()) {
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

// The runs of three a layout's designed cascade must never complete early or
// late, found once per layout: every three jewels that stand in a line at some
// stage of the cascade (stage 0 is the layout before the fire, stage s >= 1 the
// board just before step s removes its lines, the last stage the board after
// it) and are not a run that stage's step removes. Recolouring whole lines
// leaves every jewel's path alone as long as the layout plays as designed, so a
// recolouring can be checked against the triples through the recoloured jewels
// instead of by playing the cascade again (the recolouring makes that check
// millions of times a game).
class CascadeFrames {
 public:
  // `layout` must play as designed; `design_steps`: the step (1, 2, ...) in
  // which its fire removes each jewel, 0 for never.
  CascadeFrames(const Board& layout, int fire_p, int fire_q,
                const std::array<int, kMaxCells>& design_steps)
      : n_(layout.n) {
    std::vector<std::uint64_t> triples;
    int stage = 0;
    auto add_stage = [&](const std::array<std::int16_t, kMaxCells>& origin) {
      add_triples(layout, origin, stage++, design_steps, triples);
    };
    std::array<std::int16_t, kMaxCells> origin{};
    for (int i = 0; i < n_ * n_; ++i) origin[i] = static_cast<std::int16_t>(i);
    add_stage(origin);
    std::swap(origin[fire_p], origin[fire_q]);
    add_stage(origin);
    Board work = layout;
    work.trace_cascade(
        fire_p, fire_q, [](int, int, int) {}, add_stage);
    std::sort(triples.begin(), triples.end());
    triples.erase(std::unique(triples.begin(), triples.end()), triples.end());
    index_partners(triples);
  }

  // True if `layout` (which played as designed before the jewels of `cells`,
  // all of one line group, took their present colour) still does: no triple
  // through one of those cells has become one colour. Runs elsewhere kept their
  // colours, and the group's own lines stay whole, so the cascade removes the
  // same jewels at every step.
  bool still_plays(const Board& layout, const std::vector<int>& cells) const {
    for (int cell : cells) {
      const std::int8_t own = layout.cells[cell];
      for (int k = first_partner_[cell]; k < first_partner_[cell + 1]; ++k) {
        const auto [a, b] = partners_[k];
        if (layout.cells[a] == own && layout.cells[b] == own) return false;
      }
    }
    return true;
  }

 private:
  static constexpr int kIdBits = 16;

  // Adds the triples in a line at one stage (`origin`: the jewel at each cell,
  // -1 for a refill) that the stage's step does not remove. Triples holding a
  // refill or an open cell never become a run of the layout's colours.
  void add_triples(const Board& layout, const std::array<std::int16_t, kMaxCells>& origin,
                   int stage, const std::array<int, kMaxCells>& design_steps,
                   std::vector<std::uint64_t>& triples) const {
    for (int at = 0; at < n_ * n_; ++at) {
      const int r = at / n_, c = at % n_;
      for (const int stride : {1, n_}) {
        if ((stride == 1 ? c : r) + kMinRun > n_) continue;
        std::array<int, kMinRun> ids;
        bool coloured = true, removed_now = stage > 0;
        for (int j = 0; j < kMinRun; ++j) {
          ids[j] = origin[at + j * stride];
          coloured = coloured && ids[j] >= 0 && layout.cells[ids[j]] > 0;
          removed_now = removed_now && ids[j] >= 0 && design_steps[ids[j]] == stage;
        }
        if (!coloured || removed_now) continue;
        std::sort(ids.begin(), ids.end());
        triples.push_back(static_cast<std::uint64_t>(ids[0]) << (2 * kIdBits) |
                          static_cast<std::uint64_t>(ids[1]) << kIdBits | ids[2]);
      }
    }
  }

  // For every jewel, the other two jewels of each triple through it.
  void index_partners(const std::vector<std::uint64_t>& triples) {
    const std::uint64_t mask = (1u << kIdBits) - 1;
    auto id = [&](std::uint64_t triple, int j) {
      return static_cast<int>(triple >> (kIdBits * (kMinRun - 1 - j)) & mask);
    };
    first_partner_.assign(static_cast<std::size_t>(n_ * n_) + 1, 0);
    for (std::uint64_t triple : triples) {
      for (int j = 0; j < kMinRun; ++j) ++first_partner_[id(triple, j) + 1];
    }
    for (int i = 0; i < n_ * n_; ++i) first_partner_[i + 1] += first_partner_[i];
    partners_.resize(triples.size() * kMinRun);
    std::vector<int> next(first_partner_.begin(), first_partner_.end() - 1);
    for (std::uint64_t triple : triples) {
      const int a = id(triple, 0), b = id(triple, 1), c = id(triple, 2);
      partners_[next[a]++] = {static_cast<std::int16_t>(b), static_cast<std::int16_t>(c)};
      partners_[next[b]++] = {static_cast<std::int16_t>(a), static_cast<std::int16_t>(c)};
      partners_[next[c]++] = {static_cast<std::int16_t>(a), static_cast<std::int16_t>(b)};
    }
  }

  int n_;
  std::vector<int> first_partner_;  // partners of jewel i: [first_partner_[i], [i + 1])
  std::vector<std::pair<std::int16_t, std::int16_t>> partners_;
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

  // What a line group's cells hold on the board: how many of each colour, and
  // which colours (so loops over colours visit only those a group holds).
  struct Holding {
    std::array<int, kColourSlots> count{};
    std::array<std::int8_t, kColourSlots> colours{};
    int distinct = 0, size = 0;
    Holding(const std::vector<int>& cells, const Board& board) {
      for (int i : cells) {
        if (count[board.cells[i]]++ == 0) colours[distinct++] = board.cells[i];
      }
      size = static_cast<int>(cells.size());
    }
  };

  // How score() changes when a group's cells change from colour `from` to
  // `to`, without building the new fit (the recolouring's inner loop spends
  // most of its time here otherwise): only the counts of `from` and `to` and
  // their rows of `wrong` change, and of those only the entries for colours the
  // group holds.
  int score_change(const Holding& held, int from, int to) const {
    auto excess = [](int a, int b) { return std::max(0, a - b); };
    // wrong[from][h] and wrong[to][h] afterwards, for h other than from and to
    // respectively (the only ones asked for).
    auto from_after = [&](int h) { return wrong[from][h] - held.count[h]; };
    auto to_after = [&](int h) { return wrong[to][h] + held.count[h]; };
    int pair_change =
        std::min(from_after(to), to_after(from)) - std::min(wrong[from][to], wrong[to][from]);
    for (int k = 0; k < held.distinct; ++k) {
      const int h = held.colours[k];
      if (h == from || h == to) continue;
      pair_change +=
          std::min(from_after(h), wrong[h][from]) - std::min(wrong[from][h], wrong[h][from]);
      pair_change += std::min(to_after(h), wrong[h][to]) - std::min(wrong[to][h], wrong[h][to]);
    }
    const int size = held.size;
    const int unpaired_change =
        excess(wanting[from] - (size - held.count[from]), holding[from] + held.count[from]) -
        excess(wanting[from], holding[from]) +
        excess(wanting[to] + (size - held.count[to]), holding[to] - held.count[to]) -
        excess(wanting[to], holding[to]);
    const int shortage_change = excess(need[from] - size, have[from]) -
                                excess(need[from], have[from]) + excess(need[to] + size, have[to]) -
                                excess(need[to], have[to]);
    return kRightValue * (held.count[to] - held.count[from]) + kPairValue * pair_change -
           kUnpairedCost * unpaired_change - kShortageCost * shortage_change;
  }

  // `cells` (all of colour `from` now) change to colour `to`.
  void recolour(const std::vector<int>& cells, int from, int to, const Board& board) {
    const int size = static_cast<int>(cells.size());
    need[from] -= size, need[to] += size;
    for (int i : cells) {
      const int held = board.cells[i];
      if (held == from)
        --matches;
      else
        add_wrong(from, held, -1);
      if (held == to)
        ++matches;
      else
        add_wrong(to, held, 1);
    }
  }
};

// One local search over the lines' colours: group by group, in the given
// order, the colour that fits the board best (see Fit) among those with which
// the layout still plays as designed, until a sweep changes nothing.
Fit recolour_sweeps(Board& layout, const CascadeFrames& frames, int colours, const Board& board,
                    const std::vector<std::vector<int>>& members) {
  Fit fit(layout.cells, board);
  int score = fit.score();
  for (int pass = 0; pass < kRecolourPasses; ++pass) {
    bool improved = false;
    for (const std::vector<int>& cells : members) {
      const int from = layout.cells[cells.front()];
      const Fit::Holding held(cells, board);
      std::array<std::pair<int, int>, kColourSlots> better;  // (score, colour), best first
      int candidates = 0;
      for (int to = 1; to <= colours; ++to) {
        const int next = to == from ? score : score + fit.score_change(held, from, to);
        if (next > score) better[candidates++] = {next, to};
      }
      std::sort(better.begin(), better.begin() + candidates, std::greater<>());
      for (int k = 0; k < candidates; ++k) {
        const auto [next, to] = better[k];
        for (int i : cells) layout.cells[i] = static_cast<std::int8_t>(to);
        if (frames.still_plays(layout, cells)) {
          fit.recolour(cells, from, to, board), score = next, improved = true;
          break;
        }
        for (int i : cells) layout.cells[i] = static_cast<std::int8_t>(from);
      }
    }
    if (!improved) break;
  }
  return fit;
}

// What the recolouring needs of a layout that its colours do not change (a
// colour permutation, or recolouring whole lines, keeps both): the cells of
// each line group and its cascade's triples.
struct LayoutShape {
  std::vector<std::vector<int>> members;
  CascadeFrames frames;
};

// The shape of a layout (`layout` playing as designed, `design_steps` the step
// in which its fire removes each jewel), made once a game for each `key` (a
// template, its mirror image and the board size).
const LayoutShape& layout_shape(const Board& layout, int fire_p, int fire_q,
                                const std::array<int, kMaxCells>& design_steps, int key) {
  static std::map<int, LayoutShape> shapes;
  if (const auto known = shapes.find(key); known != shapes.end()) return known->second;
  int groups = 0;
  const std::array<int, kMaxCells> group = line_groups(layout, fire_p, fire_q, groups);
  std::vector<std::vector<int>> members(groups);
  for (int i = 0; i < layout.n * layout.n; ++i) {
    if (group[i] >= 0) members[group[i]].push_back(i);
  }
  return shapes
      .emplace(key,
               LayoutShape{std::move(members), CascadeFrames(layout, fire_p, fire_q, design_steps)})
      .first->second;
}

// The colour of a whole line may change as long as no line then forms early
// or late. The local search above stops in a local optimum, so it is
// iterated: a few random lines take a random colour (where the layout still
// plays), the sweeps run again in a shuffled order, and the result is kept if
// it fits no worse.
void recolour_lines(Board& layout, const LayoutShape& shape, int colours, const Board& board,
                    int rounds) {
  std::vector<std::vector<int>> members = shape.members;
  const CascadeFrames& frames = shape.frames;
  std::mt19937 rng(kRecolourSeed);
  int best_score = recolour_sweeps(layout, frames, colours, board, members).score();
  for (int round = 1; round < rounds && !members.empty(); ++round) {
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
    const int entry = static_cast<int>(&t - kTemplates);
    const int shape_key = (entry * 2 + mirror) * (kMaxN + 1) + n;
    recolour_lines(layout, layout_shape(layout, fire_p, fire_q, step_of, shape_key), colours, board,
                   rounds);
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
    best.entry = entry, best.mirrored = mirror == 1;
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
  for (const TemplateSpec& t : all_templates()) {
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
  for (const TemplateSpec& t : all_templates()) {
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
  auto fits = [&](int i, int colour) {
    if (plan.target[i] != 0) return plan.target[i] == colour ? plan.weight[i] : 0;
    return plan.forbidden[i] && !(plan.forbidden[i] >> colour & 1u) ? kCellWeight : 0;
  };
  // Per cell: what each colour there is worth less what it holds now, and
  // the most a swap can gain there (so cells that cannot make the best swap
  // are passed over; the choice is the same as trying every pair).
  std::array<std::array<int, kColourSlots>, kMaxCells> gain_with;
  std::array<int, kMaxCells> most_gain;
  int most_gain_anywhere = 0;
  for (int i = 0; i < cells; ++i) {
    const int keep = fits(i, board.cells[i]);
    most_gain[i] = 0;
    for (int colour = 1; colour < kColourSlots; ++colour) {
      gain_with[i][colour] = fits(i, colour) - keep;
      most_gain[i] = std::max(most_gain[i], gain_with[i][colour]);
    }
    most_gain_anywhere = std::max(most_gain_anywhere, most_gain[i]);
  }
  const Fit::Counts wrong = Fit(plan.target, board).wrong;
  auto pairs_up = [&](int i, std::int8_t colour) {
    const int want = plan.target[i];
    return want != 0 && want != colour && wrong[colour][want] > 0 ? kPairBonus : 0;
  };
  Board work = board;
  int best_gain = 0, best_value = 0;
  for (int p = 0; p < cells; ++p) {
    if (most_gain[p] + most_gain_anywhere + 2 * kPairBonus <= best_value) continue;
    const std::int8_t cp = board.cells[p];
    for (int q = p + 1; q < cells; ++q) {
      const std::int8_t cq = board.cells[q];
      if (cp == cq) continue;
      const int gain = gain_with[p][cq] + gain_with[q][cp];
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
// For tests and for studying the plans: with JEWELS_PLANS set, every plan goes
// to stderr as "plan ENTRY MIRRORED FIRE_P FIRE_Q" and its target colour per
// cell (0 = any).
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

// The template play's state across moves: the plan being built, and the
// measured length of past cycles.
struct TemplatePlay {
  bool on = false;  // false: the greedy plays (no layout, or too few moves left)
  bool print_plans = false;
  Plan plan;
  bool plan_active = false;
  int plan_start = 0;  // the move the current plan was chosen on
  CycleCalibration cycle;

  // Chooses the plan for the cycle that starts at `move`.
  void choose(const Board& board, int colours, int move, TimeKeeper& clock) {
    const Pace pace = clock.pace(move);
    plan = choose_plan(board, colours, kMoves - move, cycle, recolour_rounds(pace),
                       refined_layouts(pace));
    plan_active = true;
    plan_start = move;
    if (print_plans) print_plan(plan, board.n * board.n);
    // Too few moves left to build most of it: a half-built template fires
    // little, the greedy plays the rest.
    if (kMoves - move < kEndgameShare * plan.est_moves) on = false;
  }

  // The plan's next move; after its fire the next move plans anew.
  Choice play(const Board& board, int move, double move_rate) {
    const Choice choice = template_move(board, plan, kMoves - move, move_rate);
    if (!choice.setup) {
      plan_active = false;
      cycle.record(plan, move - plan_start + 1);
    }
    return choice;
  }
};

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
  TemplatePlay templates;
  templates.on = has_template(n, colours);
  templates.print_plans = std::getenv("JEWELS_PLANS") != nullptr;
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
    if (templates.on && !templates.plan_active) templates.choose(board, colours, move, clock);
    if (templates.on && !clock.panic()) {
      choice = templates.play(board, move, move_rate);
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

// clang-format off
// ===== BEGIN GENERATED: Jewels template table (scripts/jewels_designs.sh --write) — do not edit by hand =====
// The layouts (see "templates" above), one a line as scripts/jewels_designs.cpp
// prints them, rows bottom first. Regenerate: scripts/jewels_designs.sh --write [BUILD_DIR].
namespace {
const TemplateSpec kTemplates[] = {
    {8, 6, 18, 21, 890, "2322110055355255442443446636626611511511234104002360060002100100"},
    {8, 6, 35, 44, 905, "0655655044244644332336331552551101261600064224000635630005115100"},
    {8, 6, 34, 37, 897, "0005110062665662323353324121151102545242062565060315310304414404"},
    {8, 6, 18, 21, 911, "0554433611611511225226223363353300156106002602060030030300600400"},
    {8, 6, 27, 20, 945, "0011226033633133422112445462415505615160003213600044042000550500"},
    {8, 6, 34, 37, 1009, "4112255035343323656466261151141145445520435404201613013000260060"},
    {8, 6, 18, 21, 852, "0522440011511211332335336656626644144144053403000560060002400400"},
    {8, 6, 36, 25, 954, "0366223044344644553556551622622103311610034264300650253000101100"},
    {8, 6, 36, 61, 875, "0103553022122122661661664455355401144140012332300063563000454300"},
    {8, 6, 28, 9, 830, "0006335025522622443353341154264100515610002632500046445000131100"},
    {8, 6, 35, 38, 834, "0022131045443442656636625115112105323352045543240635611605312000"},
    {8, 6, 27, 51, 772, "0000655033433433166566112141142202452400003663000015610000225200"},
    {8, 6, 27, 35, 793, "1544661122122522336646631563653015164500041642000020630000303100"},
    {8, 6, 18, 21, 854, "0344660011611311553556552262232244144144035605000320020004400400"},
    {8, 6, 28, 58, 981, "0266556011211611445525543324364302232630021551600640446000203300"},
    {8, 6, 28, 9, 707, "0422661154655255331141130463523004664200025015006630330000600100"},
    {8, 6, 18, 21, 865, "0255660044244544335332331121151166466466023603000210010005600600"},
    {8, 6, 28, 58, 954, "0355110144144344665535562216236203123321034154010560660000302200"},
    {8, 7, 28, 12, 865, "7266770044546544332262331153451172516500724724000630330000101100"},
    {8, 7, 18, 21, 785, "0116260044644244772776773363323355455455007127000030230000506500"},
    {8, 7, 18, 21, 810, "0155220044144544665661663313353377477477016206000130030005700700"},
    {8, 7, 28, 23, 753, "0006220077577377442252251154434100515310007627000046440000121100"},
    {8, 7, 28, 8, 798, "6622775763133133422522440416365700154157003521700042030000640400"},
    {8, 7, 18, 21, 790, "0552320044244544115112116626656677477477001531000060360000702700"},
    {8, 7, 18, 21, 954, "2544722011211411334332336626646627104100253473000560760074702400"},
    {8, 7, 35, 11, 867, "0166466022462722554557553116113303423700012642000151450006336300"},
    {8, 7, 28, 45, 870, "0733110044544744223353326652472607565760074135000320220000606600"},
    {8, 7, 35, 58, 901, "7066224033733433557554551226221171711440703663400052052000610100"},
    {8, 7, 35, 11, 874, "0055336011221611772776774552554404214660001251600075073000440400"},
    {8, 7, 18, 21, 811, "3774466411611711557556552262272230106140305005007020020000400400"},
    {8, 7, 18, 21, 859, "7113366055655155441446442262212270516500704014001020020000300100"},
    {8, 7, 43, 13, 893, "4344544713115717627225220376556703373304047145010127120606636600"},
    {8, 7, 18, 21, 808, "0544330066366566115113117737757722622622051301000570070004200200"},
    {8, 7, 35, 11, 881, "0066227044114744331337335221225505145770004164700032032000550500"},
    {8, 7, 27, 36, 815, "7110211055255655477177443423463373211600705725001044240000331300"},
    {8, 7, 18, 21, 849, "0115576744544644226225223353363300416460002602600030037000600500"},
    {8, 8, 28, 33, 842, "3122556677577177443363343854114036556100017037008240440000800600"},
    {8, 8, 25, 16, 764, "0022533088688788556117110143440005225700016357000483380002142100"},
    {8, 8, 18, 21, 920, "4225523077377477114113118838848840702760401061302080083000500620"},
    {8, 8, 26, 29, 776, "2233600000251100775776778868858844544644007567000085680000413400"},
    {8, 8, 27, 34, 922, "0755776033133233455655448411428808668260073553600744047000880800"},
    {8, 8, 28, 4, 757, "0001470066866466332242235583743500854450006126000031330000575500"},
    {8, 8, 28, 17, 890, "0411880022722522684484463376656304738530042842000160660000303300"},
    {8, 8, 27, 34, 866, "0733667044144844556866552211582207882870074634700055056000220200"},
    {8, 8, 36, 31, 880, "0855330522122722661667664488388308144745082332050560860000404400"},
    {8, 8, 27, 21, 775, "0877331122622522447731740817154008643500076332000020740000404100"},
    {8, 8, 18, 21, 914, "3881186022122722447441445515575530208270304074608050056000100780"},
    {8, 8, 37, 15, 881, "4886885822322723413617514544644080363230102867505011628000504110"},
    {8, 8, 18, 21, 909, "4112245077877177661668663383313340704780406086501030035000200840"},
    {8, 8, 18, 21, 924, "3116651522322722447443448838878830205270304074101080581000605750"},
    {8, 8, 18, 21, 927, "0135533788688788447446442262272206830807014604070120020303600500"},
    {8, 8, 27, 45, 657, "7755344066866266177377110186120000833200006733000011410000705000"},
    {8, 8, 35, 58, 868, "0077448055155355661663662883882202122380005375800068064000320200"},
    {8, 8, 44, 28, 823, "0377000064414424557551556871312863663620437181408754358000886800"},
    {8, 9, 23, 13, 752, "6676626688788525799534420711492500753428006532840089960000701840"},
    {8, 9, 8, 7, 791, "7221131716695355722784491279669061498300552581000714450000560900"},
    {8, 9, 28, 45, 802, "5886622199399199744344775735150150337101809325000074090000670700"},
    {8, 9, 35, 17, 766, "0442251588388788623667660099799000262710003478100080765000609200"},
    {8, 9, 32, 11, 770, "8898838877917377044644221122530075560800119607000184020052750500"},
    {8, 9, 26, 29, 906, "0611553392250300779772774424494488988288967007009640040021800800"},
    {8, 9, 33, 23, 803, "6889001077177377221223286844944062335510881593100079970003294200"},
    {8, 9, 22, 10, 810, "1151171198768879493322840456377000569790001841200099094000440400"},
    {8, 9, 38, 12, 861, "0988770022326622113116110944546009378820082556600510524000504180"},
    {8, 9, 26, 29, 902, "0233114459910400775772776626656688588288527007005260060093800800"},
    {8, 9, 26, 29, 913, "5577443000507996884885882252242211411511008008360020023600100149"},
    {8, 9, 43, 50, 728, "9224459581887883067663660172739301414493087673580911860000940400"},
    {8, 9, 18, 21, 901, "2766335511811211442448449989929928130100274004000790090086800500"},
    {8, 9, 28, 34, 873, "0833110055655255994424497769629708272270085145000390990000707700"},
    {8, 9, 44, 61, 973, "0899000025565575244644741131131128779770583613704935935000147940"},
    {8, 9, 35, 41, 731, "2466000011711311997993990485588004762200051553000298510000228900"},
    {8, 9, 27, 13, 799, "7117724288388188996656697015159070395540003158400080692000909700"},
    {8, 9, 35, 51, 819, "1680000933233433772774779654855916256609183484008974830000965700"},
    {8, 10, 35, 45, 798, "7311994466766a6688788a887322522073161a00017951000060580000802400"},
    {8, 10, 28, 44, 782, "6332288355a554551199799160a1941060a07430305075000010110000208300"},
    {8, 10, 30, 16, 766, "53377000442446446929966950aa1a905020886030401690009014a00070a980"},
    {8, 10, 28, 12, 793, "74433119aa2a36aa855955887823a3097029860940a9160000850a0000380800"},
    {8, 10, 18, 21, 878, "254496928858878833733533775a9711258698022530630204a0a90900700100"},
    {8, 10, 44, 23, 845, "352200904464484477677878311911903a6a8a9005497800a579840002a1a700"},
    {8, 10, 35, 9, 878, "a33558a84924494466266966a1191170a02489a0304974a00061868000508700"},
    {8, 10, 18, 21, 828, "9611aa5288588388443445447759335096839850964004a00190032000700200"},
    {8, 10, 36, 42, 880, "03a226a6558559554484494407119110038a59a0039795a00a40146000700200"},
    {8, 10, 34, 37, 1026, "03311686a2aa9aa75255955744844344023398870a81a38a0540546500101100"},
    {8, 10, 28, 18, 883, "069aa27233533933447878840154894006597970063183700940442000100a00"},
    {8, 10, 18, 21, 809, "863399aa556553557737767784691300865105000672070043400a0002200100"},
    {8, 10, 18, 21, 903, "2a6255453383313399199899278861102a3653406a9259407672065008801100"},
    {8, 10, 18, 21, 833, "385577a41141151122522422664355a0381991a0382002700330094000600400"},
    {8, 10, 35, 33, 779, "4288553311411a1177477a774266966045525a00084591000010970000706300"},
    {8, 10, 34, 37, 753, "11884551737a7727939a992966566a6103aa452107574a700969569000108000"},
    {8, 10, 34, 37, 1058, "68877aa1232242629399496955a5535503384a6102a043210950259a06609700"},
    {8, 10, 18, 21, 816, "85442331aa3aa4aa994993997736241085a82a00859039000660480000708100"},
    {9, 6, 39, 42, 1607, "622445511226223252446443454611611511606553650202632520004164140004653100006505300"},
    {9, 6, 39, 42, 1505, "001154422664665665114115115322422322034335435004456306006251201001343303003010200"},
    {9, 6, 30, 33, 1769, "633115544225226225144644544315516615635636535602652402301401101003103303001300400"},
    {9, 6, 51, 32, 1577, "115330001262212232455655655064616634065223221025616461043523630041443520004402440"},
    {9, 6, 38, 41, 1628, "133226644646166266545155255334332330142164200164152600353613500002505400001100500"},
    {9, 6, 30, 33, 1616, "322114400636626646511211311335325245331226340262160160454550550020640000040260000"},
    {9, 6, 58, 14, 1409, "334411262551551554331336334002622422001646464001515565005665423003213200003050100"},
    {9, 6, 38, 41, 1638, "156633442313353353616656656442441442211052352112031534134061060565064050022005000"},
    {9, 6, 30, 33, 1359, "411565440334336335122522422014416515044566405003263203001151101004224000000102000"},
    {9, 6, 58, 3, 1383, "422416633556552554116112114433433233406462204206545505005415201001341300001050300"},
    {9, 6, 60, 71, 1436, "000633000442446442552556552113363323002166122004655452005664524001335434000011511"},
    {9, 6, 30, 33, 1338, "054433220115116114322422522035536434055466504051201201043303303000302000000606000"},
    {9, 6, 48, 9, 1497, "144335511116656636443445442213255230166166130113655060464165020022624000003052000"},
    {9, 6, 29, 32, 1841, "661133525355655155221223224343641140301613120502542520404464450006416300004101600"},
    {9, 6, 59, 61, 1651, "211445530353353323656656626211411511254453520130224220060433540000464160000152300"},
    {9, 6, 38, 41, 1405, "445522116323133633424144644552551556021152606032321601045415300004200400002101200"},
    {9, 6, 30, 33, 1670, "226655343662661664533233133052151254002261144006316346005525535002102500001000200"},
    {9, 6, 58, 17, 1535, "036600010466166464422122422331331335451151450632242410231661610563243200005525500"},
    {9, 7, 39, 42, 1764, "771144535225223221665663661744144544075573171002112532006436436007707757007303400"},
    {9, 7, 30, 33, 1652, "017755661441447445266766566321527725031737535014604614012202202073303303000506100"},
    {9, 7, 38, 41, 1685, "000066227711611311744644344553557552727623327103137107405455402202232200005530600"},
    {9, 7, 30, 33, 1845, "455116622772774771366266466532434231452254451407667607503313303005505505001101200"},
    {9, 7, 30, 33, 1768, "155223300772771773655355155462161363142341143107537507506626606004404404002202000"},
    {9, 7, 38, 41, 1630, "665533414676166266575155255334332330072154210064622610053573540006247300002404700"},
    {9, 7, 39, 42, 1709, "551133767556557551446447441233733633026627721005715665004304364002202272005000300"},
    {9, 7, 38, 41, 1644, "166771150622122722633133733557556554646147740217206250305305350404404410001607000"},
    {9, 7, 49, 63, 1591, "441133227266766466255755455113113117207747407203753622603643500401571300004012200"},
    {9, 7, 59, 25, 1541, "344775566117161131227262242355455655307460630407334330001413610002524520007053600"},
    {9, 7, 29, 32, 1525, "024455770211511411775772776262565463235532430127107100626606600343303300000507000"},
    {9, 7, 39, 42, 1694, "411775560227221224667661664355755155437131734402752102106706506003503303007306600"},
    {9, 7, 39, 42, 1633, "117711663221223272551553575466166366041343174002172373005605623004404456001000140"},
    {9, 7, 29, 32, 1505, "677646000355355655447443441313317612327323620564544500101141100202262200006700000"},
    {9, 7, 30, 33, 1777, "332211656446445442711611511376575672036635532004124154007747757003303363003404100"},
    {9, 7, 50, 9, 1612, "343313373245515575622722422146716476037114110051725230060234450070654260010761600"},
    {9, 7, 58, 31, 1701, "020044262733733433711711411662627665752757450324424360122367160506126520005545400"},
    {9, 7, 38, 41, 1674, "000077442171121171676626676542441445371522573012311312064064762055055054033033030"},
    {9, 8, 60, 41, 1479, "611553344227226227887886887661131151607035457102044544608032652005018518006030400"},
    {9, 8, 29, 32, 1850, "877441155646676616358557553247378312848277210865065560733033430022022020004014040"},
    {9, 8, 30, 33, 1630, "155887766331338337225655155441128627101648147103573503502282202004404404008808600"},
    {9, 8, 30, 33, 1759, "447766151225221224877677577385581684035631534002772752008818858003303313004101600"},
    {9, 8, 30, 33, 1696, "466117722882886887344144744532736137452156757408478408603303303005505505001000200"},
    {9, 8, 37, 40, 1753, "668811772755155255744144244686616633713183202586510502467460407330330300070780100"},
    {9, 8, 28, 31, 1456, "008110000244744144878828855225775166276726133483483400558550500668660600331330300"},
    {9, 8, 30, 33, 1578, "557733282443447448112522822663817518003567868004274284001131181006606626005303300"},
    {9, 8, 30, 33, 1637, "711446600282262272344144844583863173785165875724120820138430430850350350080560500"},
    {9, 8, 38, 41, 1873, "466771155242212272848818878556554553344316370426024520485085680633033030007016060"},
    {9, 8, 39, 42, 1721, "122440000353313323656616626744544244857217527138538238164460460270770770080880880"},
    {9, 8, 39, 42, 1725, "375576755434454474838858878211611312132352670347646340381186180720227220010050500"},
    {9, 8, 56, 59, 1643, "355116688272282232474484434355755155371780130523667660047723120003547540006066800"},
    {9, 8, 38, 40, 1374, "661142400755255755788288788116141133734263700506242500801512800303834300006310000"},
    {9, 8, 39, 42, 1760, "266778855448442447338332337155655855218812617204684804603573503001101101007707500"},
    {9, 8, 31, 34, 1796, "411226655334332331776656646884742751404852841403063563107077277008088088002062020"},
    {9, 8, 39, 42, 1526, "448811676336337338556557558224144644006627128003187673005403475002205262004002100"},
    {9, 8, 29, 32, 1774, "083355727844544244773778771818513216863568260407438420101107120606601670008806500"},
    {9, 9, 29, 32, 1868, "822993311676676626998991994471478425578571520869069160844044840255055050009038080"},
    {9, 9, 28, 31, 1759, "662299335188388588696626677127397544194324505866860805773770703440440400030320900"},
    {9, 9, 38, 41, 1962, "455998842383343313686646616992995997785742711432035432469065162577079074009087010"},
    {9, 9, 29, 32, 1878, "533229966484434494665662667782735791185132190546046640577077970311011010002099090"},
    {9, 9, 30, 33, 1795, "221188353994993991722422522674573471064463561009219259007747757006606636002404800"},
    {9, 9, 50, 25, 1762, "388990009565525515477377927364324914369661669858327219041721950108451740018046400"},
    {9, 9, 37, 40, 1741, "004477959211711411266766466939959988258738450133150150692690690883880800223040700"},
    {9, 9, 38, 41, 1670, "557766141899599499822522422661668663838531430901978940206206240303303310005000600"},
    {9, 9, 50, 33, 1547, "475110000282242262399799799083743463085118110025747460031948720047328930004731300"},
    {9, 9, 30, 33, 1745, "699331144223224221877977677683684981603914601902772702008858808003567400005606700"},
    {9, 9, 28, 31, 1832, "225544313899299899131141177847237866836246810912910910778770730660660600080850400"},
    {9, 9, 50, 26, 1641, "277448833959969959151161158244744240254338330798761250815798290080413410050580300"},
    {9, 9, 39, 42, 1709, "811225577993991993663661663455855755843741843809859703106806509004504406002400704"},
    {9, 9, 38, 41, 1984, "644991142313343383515545585229226227716749788639036432652052852477077074009010080"},
    {9, 9, 19, 17, 1374, "771775774188988283383965264161323304155445207601927806004926600507830000006600000"},
    {9, 9, 40, 43, 1657, "499112200665661664335331334779929989405781724406026886903093593007077877001020855"},
    {9, 9, 31, 34, 1762, "788994400335337338226646696115297248705147198703063663802022522001011611009040655"},
    {9, 9, 29, 32, 1690, "228833757699799899223225211615713844643745850902982950101161170404404400002606300"},
    {9, 10, 47, 63, 1563, "00aa883139775776774644944229625926103313306109a2a95730761540200a417208500232a0500"},
    {9, 10, 49, 3, 1627, "08467799722a22622355a55655301141131108aa6aa7308a4463028424623050851a5100008709700"},
    {9, 10, 58, 41, 1661, "122993350787577a77484544a4466366166018353aa001722a22002435117000067a6400009425500"},
    {9, 10, 49, 18, 1640, "052244995aa8aa6aa361811611307747797705226225305841690302846a90a00a721701001409500"},
    {9, 10, 40, 43, 1422, "653376788991799a99441744a44223383320051726a800597869200649374300064aa800002030a00"},
    {9, 10, 51, 15, 1441, "6075580001811a14213833a3323699599a906842262200175a4140437516a20045936a10000882930"},
    {9, 10, 49, 5, 1627, "03665477611411a11899499a998022722a2203554556803475aa08061741a01009259209000507600"},
    {9, 10, 59, 19, 1467, "09988aa66353373323474474424011a11811059a70820039557530048a358400091471000009a5600"},
    {9, 10, 59, 1, 1715, "283110000696646686a9aa4aa8a5774772770954452850631181100a34622600517a87a0002551550"},
    {9, 10, 48, 51, 1502, "9aa55484023229226211a11811773a79876003565586002a898620071621470097577000009a05000"},
    {9, 10, 49, 24, 1462, "588440000a6a1aa2aa767177577993998990564414200563525a008a3118700079a18000004749000"},
    {9, 10, 40, 43, 1912, "6a881199133733a33422722a22455887889864759a5746a31731930a2082082485055055004009010"},
    {9, 10, 49, 7, 1456, "037799596448446442a115112110a85a62a203779770203855620407419420a00aa7a106000905a06"},
    {9, 10, 50, 2, 1405, "41869944a33a35338322a25228247767797741a118110013656980062638930500721720055904aa0"},
    {9, 10, 57, 23, 1859, "833114430a5aa9aa2a6566926267797787758590983208442441a03a96a8560067267100001443150"},
    {9, 10, 48, 51, 1970, "811559950626636676424434474aa7aa9aa382121181186783927314726986300a14a14a005095500"},
    {9, 10, 49, 41, 1561, "441133a4a29979969928878868855355755020aa226409037a79408039278a00058a5300004010000"},
    {9, 10, 49, 54, 1530, "992244898133733a33166766a66557554550102282a90307764390807384680005625400009020000"},
    {10, 6, 58, 27, 2149, "1335522660414464434421226226221553556550115113130031036446360403436400020523640000002152000000006000"},
    {10, 6, 44, 47, 2552, "0332245400115115114166566566462211411512335255244300134135100063165160002422522000303343300040420000"},
    {10, 6, 43, 46, 3059, "3611225563332331331344244144145662661665052151251106322314330646546143015505545003520564100035022600"},
    {10, 6, 42, 45, 2957, "2554433660161121121136332332331161121144462426425556651251002110316300234044340054505505000540330300"},
    {10, 6, 43, 46, 2669, "0611554433226226225244644644541225226221316616515303253263200642046340061101201001330310300005043000"},
    {10, 6, 32, 35, 2602, "1446622353121141141133233533666256426453022445145001351301300662660630012256020002102501000020010300"},
    {10, 6, 33, 36, 2401, "2552244506664662664633525545531144322341244212414120654653665033033536401101151000200000300040003110"},
    {10, 6, 33, 35, 2466, "0363311440242262232252262422551454665311041664136002662242000562553500013511610003011346000300340400"},
    {10, 6, 33, 36, 2864, "2116633553434424434454424434556353252366136226331124144144302565505500160660660001011011000000305300"},
    {10, 6, 42, 45, 2909, "0000551121626626626642442442443636626633122323321156316216550465465421033033532101101101100550550500"},
    {10, 6, 43, 46, 2525, "4411553634226224224255655455453326224223116434634100261241440056152624003203365000130113300041005010"},
    {10, 6, 43, 46, 2724, "6332211550554552552533433233231164662661604212412060541520503036436030001161101000263450000063034000"},
    {10, 6, 43, 46, 2631, "2552233424664616616655451551553324221223024113413000446216200062562520005331334000356013000026000100"},
    {10, 6, 43, 45, 2670, "2213366440212262262251556556553551565533413661364402412642000511554500031533130004334404000024610100"},
    {10, 6, 43, 45, 1895, "0060334112535565535513116113110226242242035466230205665445000162124104000502140000005032000000000000"},
    {10, 6, 43, 46, 2271, "5166335511443445445422322522520663661663013145315001430412400626026320066305203005540200000006040000"},
    {10, 6, 43, 46, 2987, "0200033116556556556522622622624554556554146646446131541561530325325326024404434602110110110033033030"},
    {10, 6, 32, 35, 3193, "0113322656454424424444544244333523253211155122126664464464500331330350011511016006606606000050530200"},
    {10, 7, 33, 36, 2893, "0775154476551557556532272212234311377364041747146200521527560033133236004454414700073310200003040010"},
    {10, 7, 53, 56, 2649, "3667711550212252272241445447446636616650377377577031355137506233215250046746746000701450000000404000"},
    {10, 7, 43, 46, 2607, "0677055117044220023311511611713227226223435636737404574664770612012217063303323107440443400004020500"},
    {10, 7, 33, 36, 2480, "3227711557616636626657737717754151353254314334124036776476702505505500040440440000001057000000404000"},
    {10, 7, 34, 37, 2595, "0441157533225224227233667665631153543771065174157000246276200032337330001611511000202663000060010600"},
    {10, 7, 33, 36, 2429, "3377551210776772774733121161135566322345006252654000717712700033433230005565515000346650000046066000"},
    {10, 7, 64, 27, 2722, "2677334140664661667622422127725331337335354151757003647441600621267120065372345002254550000030703000"},
    {10, 7, 42, 45, 2815, "7113344525727747737752554553551141131166623644632007417317200516510550066366061007306304000070360100"},
    {10, 7, 43, 46, 2704, "3311662522772775776733233533634112116114042645246000721565700031471530004473424000340462200040077000"},
    {10, 7, 32, 35, 2640, "0112255343747737717756366466552445335122043234214007617607400556550530022322020001316205000010360000"},
    {10, 7, 53, 56, 2926, "0277443311366423510011214115116626466566733433533737254745703224155100621362360007677077000070002500"},
    {10, 7, 67, 10, 2507, "0533664402424223226211411311617755455655054743766705263363320310424242007051662000007765100000043770"},
    {10, 7, 43, 46, 2761, "0377224411554551557566466166762334337332024721427503540571500363063660072202252000020467500000067070"},
    {10, 7, 43, 46, 2499, "2477622575335353363311515116116772774773245452263024325443700717367170011610445000022003000661000200"},
    {10, 7, 43, 46, 3077, "5447155344661667665633133733532447441442521127725056677611604034134330002212232000677224100076271500"},
    {10, 7, 43, 46, 2379, "3611552233114171171155457557553664662660324272470006141421002656576500012570430006670004000006000000"},
    {10, 7, 43, 46, 2791, "7722446360443445442466366566267115112117073275572000452423400061561360007717767000753140000053031000"},
    {10, 7, 43, 46, 2781, "6644332125226221226244644144643557551553036131736500274217250045545140003373313700650732700050007000"},
    {10, 8, 34, 37, 2424, "6644772880118116112133448442435583263825778586522700174174100030332330005055255000707787700060407000"},
    {10, 8, 33, 36, 2817, "0551188447664665661627747717723241254213834435131808678678670022022827003303303400880880800005010000"},
    {10, 8, 33, 36, 2584, "8338817700282232212267787717764861368164584834114502572572500686616600040441440005055755000803080000"},
    {10, 8, 44, 47, 2738, "0477226655885884887833533433731122722522665154177104867865860432230230071511011000606606600050560500"},
    {10, 8, 33, 36, 2696, "8552277186441445447463383353362615658672821825527080437433405066066160002202212000200088300000003660"},
    {10, 8, 54, 11, 2504, "0755443346187118115122722822520334336338075565545607781868160574686824001461378700235280800004030070"},
    {10, 8, 42, 45, 2876, "0005566887171181151147448445446656686622278285253331531831070468460407022522020803383303000558050600"},
    {10, 8, 43, 46, 2766, "8667733552228225223211811511314665668664748845543787257287208016316210604404404000770770700070005020"},
    {10, 8, 34, 37, 3088, "6883355110223226228244558553557734364884113786738760215215216040441440807077377000101101100030530300"},
    {10, 8, 65, 12, 2839, "2211335560431414464473771776778225226228138518668004233134600765446760081271285006088380000106103000"},
    {10, 8, 33, 36, 3050, "2557711662331332337346626616648411422478581282187525365365302044144240508808808000550550500070006020"},
    {10, 8, 33, 36, 2996, "3377551213885882883867717757764655621634045142543005877872800066166260004404414000350154300051044300"},
    {10, 8, 42, 45, 2786, "4223377550656646676685884887882252242211154145173336536436004820825800411011410023303303000030740400"},
    {10, 8, 44, 47, 2682, "0886673766443446448455355655852277877377113236288200418413410058753750002322322000101171100030360600"},
    {10, 8, 33, 36, 3018, "4113344776535545515526636616628321423128738348118705765765760242232206080880880707077077000401000400"},
    {10, 8, 44, 47, 3073, "2887755660434253630011311411216688788488553644672623357454252310813810846066066000505505500070220000"},
    {10, 8, 51, 39, 2958, "0522446556886882883874414454470761725732556363313623211253865221684675551467713102873610102074010000"},
    {10, 8, 63, 10, 2850, "2331188441127747787762664668663313343355521544581028818847002717742600363163050005585501000010820200"},
    {10, 9, 33, 36, 2762, "0449196622885884881839969929937352346317075674271200891892800033133630007797727000045560600005060020"},
    {10, 9, 43, 46, 2834, "2771122959898828878849442447446115119116396926576308352398300421811450060640665003036033900207300200"},
    {10, 9, 43, 46, 2712, "1155664940229221225233933133537664669667879971475808248298200036536930007747797000880884800014046000"},
    {10, 9, 43, 46, 2664, "6699585000434494434413119113117558556557237697837204284264200165185100078778770002022522000808900000"},
    {10, 9, 33, 36, 3254, "0033882423669663668672242292271799734781519413918505625625630077377973001141141000550554590004048290"},
    {10, 9, 42, 45, 2797, "1144779920626616676632331337339949929955522514578886486286200390397320055055159008808808000010410100"},
    {10, 9, 66, 38, 2856, "3452277000997993994966766366461155855235847183124134904434903560895260581056351000801131220020704200"},
    {10, 9, 33, 36, 2937, "0855779944118114117169959979963687645673238534737202192192100866066460083303383005220220200007098080"},
    {10, 9, 63, 30, 2519, "9955778220414494414431339331331828858866612695610007717784000428458300038135260006676870000090560000"},
    {10, 9, 43, 46, 2379, "0344556611996939959988683885882271774772036432152003619649000497877800008224220000254071000000004700"},
    {10, 9, 32, 35, 2959, "2332244565161141131155255355888638428377762743739991591591600883880860077077075009909909000220020400"},
    {10, 9, 34, 37, 2974, "7996688337553557558544669663661134374984223197138170526526527040443440901011011000202202200060800770"},
    {10, 9, 43, 46, 2456, "6655229390779776773744944644341152556551889616213800728768700045545340001101131000880889800060002000"},
    {10, 9, 43, 46, 2887, "1552244662767757747796995994998112115118368558248316327357301721901920590880880008033033000300406200"},
    {10, 9, 43, 46, 2895, "8779944886565585595536338339331774779771261981491205245295260387397306010110110802022022000807000400"},
    {10, 9, 65, 51, 2796, "0499660000337331338355755155852266766166047271218208364494800957848130002473965004076592200047224000"},
    {10, 9, 42, 45, 2532, "4428277110616636676691993997992282242255514538570006886417000928927600055255090000433705000030700700"},
    {10, 9, 64, 72, 2871, "0255774470112119114133233933436885887886062569764802124229100235617830054843896000062669800007047700"},
    {10, 10, 42, 45, 3004, "099665547403496631108188488688775779772221924526aaa15a49a670087687387002242232400aa3aa1a000030460500"},
    {10, 10, 43, 46, 2760, "2884411aa89959959499775775747733a2aa1aa366513524362092651960207a19a78080330733000066036600004006a800"},
    {10, 10, 63, 52, 3020, "a99667721a3433a339338488a8898857177677550415a6594a034422031a081236081205748705240a5255040000a9060700"},
    {10, 10, 44, 46, 2445, "559944aa1088288182887727717277335595a5336623a19266008691a810007058571000303733a000606366000050964000"},
    {10, 10, 64, 18, 2752, "45566aa227117118114133733833739665668669497598897042124227105035718030209643609000692990700020a02000"},
    {10, 10, 44, 47, 2636, "015544886633733733832272272282aa66566466997a47a58a0139539439012462062005a0aa0aa000909909900000080600"},
    {10, 10, 43, 46, 2675, "577886625199692994993363233433aa1811511a05652a84a10098285941003196135200aa30aa540057a064200000600600"},
    {10, 10, 66, 21, 2755, "699335544622722a227219711a1171884454464460785a8678602033933090105a1620008042941000308138800000584660"},
    {10, 10, 43, 45, 2816, "1447733aa1665656636688585883882aa1a4aa2292545123990961549601018a6a0801002282020a00992909000014970300"},
    {10, 10, 33, 36, 2563, "776633a5a099499a9959883733433822448a785211472a42510093193190008868858000224225200011011a100074043000"},
    {10, 10, 43, 46, 2777, "42211778876636646676aa3aa4aa7a55131121159932543579406396296040a17a17a0205505505000990990900010008070"},
    {10, 10, 32, 35, 3188, "6aa55336261611211a1133933533777657297a888698258a44413415419067707307206880879820a4404804600050340900"},
    {10, 10, 33, 36, 2727, "a227766336885889882844a6aa7aa41157496421a056197120a08a68a6802044944040001151101000753930600053039000"},
    {10, 10, 43, 46, 2838, "36633884947a77a778775a55a5585524464434221a23a2681107167137900534534590020220224001011011000306000800"},
    {10, 10, 43, 46, 2719, "a9922663395585595565448449446477a3aa8aa71188793761a053158150a04a64a940907707707000110110100020003090"},
    {10, 10, 43, 46, 2467, "1288144550aa9aa2aa1a77977277173385884883669432531002a51a40a00278178070013343303000109950000060809000"},
    {10, 10, 44, 46, 2499, "5588991170aa6aa5a6aa44644546443399891993226315863200a2851a2000409a9470003034337000202322100050829000"},
    {10, 10, 33, 36, 2495, "8877559290443443442411797787716638139126aa3963862a0047a47a400011711210006606626000aa0aa9a00080005000"},
    {11, 6, 37, 40, 4432, "6133443353155455255455663343323361146226446122414212412625435635316164661663101101101155234011062200020460535000200000500"},
    {11, 6, 47, 50, 4347, "0622442255611411611411224226224225336334335535445665433131631431060123023020606553550505063303303000233004020000100000000"},
    {11, 6, 37, 40, 3583, "6115110051522322622322445515565546234664134466351636340122452252100245446441000055332250005133064000040300000000664000600"},
    {11, 6, 48, 51, 4725, "4325566330022522522522115115115114433533233466542545546132652622604313313210042404453400216066046000010650600000503305000"},
    {11, 6, 47, 50, 4038, "3311224540066566566566445445445443665662663323523553522126526226110146146140000331335300002202252000011011410000300020000"},
    {11, 6, 47, 50, 4960, "0033116644522522522522665665665661225224221131541551533432532432440462462460500113110105003363303040044044040000060610600"},
    {11, 6, 37, 40, 4440, "0566112244233533533533223353343326652452552644565564564113433433410521221221005616606620064044044000010110110000000204200"},
    {11, 6, 36, 39, 3870, "0002244336611211211211511511211553522525523343253223244641141141660655655650000332330300004424404000066466060000002230600"},
    {11, 6, 47, 50, 4249, "2233445650011611611611556556556552116113112242632662644341641346330351351310000223226500004454462000033033540000250540300"},
    {11, 6, 47, 50, 4400, "6221446365522122122322441441443445663661665535115135310632362132006146146340020550556500001106225000036024220000100021100"},
    {11, 6, 47, 50, 4469, "0311662255055455355355664663663661664663661121431341322025425325100366566560003110114100012202212000056024310000050430300"},
    {11, 6, 47, 50, 4347, "4411225566433433433433114114114112334332332262422442466563463263550513513510400221220204006606606060055055050000400020500"},
    {11, 6, 48, 51, 4857, "2113355664433233233233552552552554455255155466241242246113623613612051551551020404464400106066266000010110110000305202400"},
    {11, 6, 37, 40, 4920, "4331166220055455455455225545535526642342442611464463461335155155134023223223040606626600301011411000030330330000106404000"},
    {11, 6, 37, 40, 4340, "1155446653522322522422112252242216631451541600365564463052422422300015116113000606626650001056526300040450520000506000300"},
    {11, 6, 36, 39, 4198, "1552233611044644644644544644244553562566563313663623611214414414220255255251101330336300001101161000022022120000150203100"},
    {11, 6, 47, 50, 4658, "1336644554422122122122661661661665221225225545155115144342142542331362362360410554554504304404404000033033030000600050400"},
    {11, 6, 47, 50, 4232, "1336611244055255255255112112112116552553556646236226244345245345330315315314401660662600004404424000033033430000130601400"},
    {11, 7, 48, 51, 4368, "6133554477022722722522447447445441166566761133717715533622352372006145646640041161101100233033033004020640700040600606000"},
    {11, 7, 48, 51, 4190, "4421211566777477577277664665662663311511413306434535233007157547070061164160700323323306004552544000056157530000602707500"},
    {11, 7, 47, 50, 4885, "2277113356522122622622331336336337551556557747167617644042142642600035735536000774770750004434404500024531030000450530500"},
    {11, 7, 47, 50, 4723, "5221174415177577277477665662664663115114113333543253456537532447505061271061020337630360002213704000031033040000100140600"},
    {11, 7, 70, 15, 3937, "6441155227733232633733112116117115332336335545225665744643727747006612366030040522330100604371505000015454040000645420700"},
    {11, 7, 47, 50, 5105, "0466776674733433633633114116116115774776775525465645622523423623400517317114004552553570042202202300622037060000530110300"},
    {11, 7, 37, 40, 4271, "6350544227011711511511662252272263376756556344735537534721421421406361665667063323303370554044044200720150400000700100000"},
    {11, 7, 48, 51, 4382, "1223355117766566466466335334334332211511411277524425427105756746701060131130020302242200002077677000070561470000306101400"},
    {11, 7, 58, 61, 4797, "2553311422071701336600662664662663323343323371141121177572274472552564562560021310314300517707747000755055350000300062000"},
    {11, 7, 48, 51, 4400, "1772277551145467453100337335334336611411711622767564462157245274201530133730074606641600002022162000020410230000606001000"},
    {11, 7, 48, 51, 4113, "2557733112255755655655117116116113322722622344736637634205475465402010211210050303343300004044644000070360420000006000400"},
    {11, 7, 37, 40, 4144, "6115566557733433533433771161141172247457647261426524420603213513101070774770010202232200005063047000020300140000102000100"},
    {11, 7, 37, 40, 4684, "1557744661155755655755331161171132273763673244726627724115415415401031336330050202232200004044244000070424310000102404300"},
    {11, 7, 47, 50, 4046, "6550331144266366166166443441441447223221227757317137155756356156026742042040260772770704505505505000022003010000700000000"},
    {11, 7, 47, 50, 4442, "3311771170055355155155223221221224473771774466314134166035365165200327427520001446442400036606656000067017520000360447000"},
    {11, 7, 48, 51, 4469, "5566113361322322422122553554551557766466166700371474173003442112430020657651600507727714007067324600050430330000407000200"},
    {11, 7, 36, 39, 3939, "1662266337744544544644711211511773755752763313523553600154164124006077477070050331330300002104307000010002020000500040000"},
    {11, 7, 48, 51, 4030, "0577115577043312537000664663665661177477577122415314512454243255204562760760037141101100002622022000604030300000640200000"},
    {11, 8, 37, 40, 4490, "5748866115522322422822667757737761136346586187315413810572772172005460662660048101131100008063825000080380820000707000000"},
    {11, 8, 37, 40, 4853, "5173375733122622322122447757767748864634514861685386185512172472505742446441076808858800026014566000030487350000200188100"},
    {11, 8, 59, 62, 4628, "0288661155234463115120773776772774434464424488113112118553826832853275375275032401431400488088088000050550550000000301200"},
    {11, 8, 37, 40, 4020, "7114466553366466866466225515575523342782142377431837430706256556001020228220070303313300004061083000020100080000702000000"},
    {11, 8, 47, 50, 4486, "2488334645511611811311226228223227446443447757637867355151658351002124814620020776276700405507545000046057750000100630700"},
    {11, 8, 48, 51, 4146, "7722886612155755355655887883886884411711611400746347643005575865200080184182000404414410007024216300050520210000004000300"},
    {11, 8, 36, 39, 4037, "8221144337766466566766188588488112144155172232452542733836836836008011411510020220220200003303303000010003070000000050500"},
    {11, 8, 37, 40, 4126, "3557755883066466866766115545585512241881471236424828722336756156205016114113030202202230006071044800070170520000300000000"},
    {11, 8, 48, 51, 5348, "6531177448811611511311226225223228877577677844686585384251451461406520724723063808868800324044344000020760380000103306300"},
    {11, 8, 47, 50, 4311, "6000112748444144644844221226228223771776773353163613855354154654506327027728060337337380005515525400077001550000310100200"},
    {11, 8, 48, 51, 5337, "1786633225555155855855221228228226644744144633161867863475375315301720422420018606676600843033433000040341750000604101700"},
    {11, 8, 36, 39, 4415, "0744665853355255455855766266866773728742783313223483811115615615000177877870007332338300071181151000422804430000100060400"},
    {11, 8, 48, 51, 5244, "0755113326244344244144883882881887766166366755373271175664514534500784681686007787727760045055155200040580230000608201100"},
    {11, 8, 37, 40, 4625, "8336622114411811311411775535545572287437347266823324426851651651608075771770030202252200006066766000060274540000507404500"},
    {11, 8, 48, 51, 4778, "2884477553366266566866332335338337711211811744278572874226426486402032135130080707717700004044844000040782130000208202100"},
    {11, 8, 47, 50, 4773, "4677227716133533133233445441442448775776778828568158261423573653604045847041060873880810006813207000028013050000810050100"},
    {11, 8, 37, 40, 5012, "3848822776744244644244337767787731123863623155216618215184574574553838337335034101101160415055055600010280077000808000500"},
    {11, 8, 47, 50, 4501, "7118822446652502043600118113117115527223225544835375744668743347667212612610072550550500154404404000066066060000800030300"},
    {11, 9, 48, 51, 5256, "0288996655271190605220442445446443377677277311232536631992165126198849749749872383383380721011011001890990990000808808800"},
    {11, 9, 59, 62, 4721, "0104883377655996611252331339337334414494474488665669688011899857560132536935600446476427028488088000058910730000200000700"},
    {11, 9, 37, 40, 4314, "5577443886699399899499667717747765536486146522351854452009279279200061663660000505535500002022822000050702260000101040200"},
    {11, 9, 59, 62, 5183, "0733664499352260409330883889885881131191151122775779772443299255246684584984657167167160572022022002340440440000606606600"},
    {11, 9, 47, 50, 4515, "1776699334488488188688554551556552331334332272442112677978178478991953953950010229220200707707707000099099090000600030400"},
    {11, 9, 48, 51, 5104, "0622118877499199899699551558556553377177473322134831622339219249940655751750406343373307052022022000050240780000304709900"},
    {11, 9, 58, 61, 4874, "9885511446672791947600339337332338898878828864454494466169967562119135139130092859840800826406606000716011010000510070700"},
    {11, 9, 72, 71, 4036, "6633886655722822322622118113116114455755755499847347649072988682970017763710700405267405009041859000060949460000703989000"},
    {11, 9, 48, 51, 5097, "2788221532299299399599662663665667711411511788275374578449849859802766161165027737717700088088288000060335320000406535500"},
    {11, 9, 36, 39, 4742, "3311448850066966166266788988188774791719724454994114255056856856900377677270003447449400015505525000374085290000370665000"},
    {11, 9, 47, 50, 4430, "6884499223311611311911776773779775229223225545635395944841941341886872872870060559550500804404404000088088080000400020300"},
    {11, 9, 36, 39, 4216, "8559933773322322722822455855755446437478486616386776811912512512998944944940080663660600501181101000099099090000980870300"},
    {11, 9, 48, 51, 4527, "7116622334455755355255887883882889944244744966797392296115625675617081481481070909939900106066066000010110110000602000400"},
    {11, 9, 36, 39, 4651, "5577883342499899699799155255755114187162174434824674733039539539200011711012000446440440003323303000056828030000680820000"},
    {11, 9, 37, 40, 5062, "4873355998611811211711559949929956685225475633864262763281391391314850559551647606606606723033033080020500080000300000100"},
    {11, 9, 47, 50, 4522, "4835566112277677377877446443448445112116115595665325899997297697004841641740048558550500339909909000998081020000500070700"},
    {11, 9, 37, 40, 4485, "7711449933855955855155224414494426692982112677961869167335745745730023223223800606646608007077077030030330330000701000900"},
    {11, 9, 47, 50, 5311, "3511339922166366266766443442447448557552558898328278799896796296313845445740135886883802059909909000166047090000830740300"},
    {11, 10, 44, 112, 4913, "355771166998848868898822422622922375755355aa7117a63a93037461443800a764993924015891854a003a2712a090036a54a60300503a1990400"},
    {11, 10, 48, 51, 4425, "4411aa4497988788188488667661664665599a9979952275715a4523382a82782300639639630005055a5570002022022700030330339000401000400"},
    {11, 10, 70, 102, 4504, "1882255aa6a3393363383344944644844711211511771792765789910aa5aa236080391950460004253107a000725470a000029a7a090000075020200"},
    {11, 10, 36, 39, 4400, "72233995530aa9aa2aa3aa17757797711619912513668695629638848a78a78a447411411410070669663600208808808000044044040000300050300"},
    {11, 10, 36, 39, 4189, "06552299337449445447448336332338818928568711a19615217aa0a43a43a470068808838000611011710005aa0aa9a000002097090000000790700"},
    {11, 10, 48, 51, 4337, "08221155aa266a6626616644a442441443388588a88399a3a2351397769569a697084784784700831330332002909909900007077077000000050a200"},
    {11, 10, 48, 51, 4971, "44885577a3a99499799399664667663661155a5585512241871a3120a92a928920006a565563000141131130002022822a00040840370000a04308800"},
    {11, 10, 37, 40, 4419, "0422443355a6646656636699aa2aa5aa977495592397114725753718861a61a6180098998998a0074774770a001011011050080880880000402000300"},
    {11, 10, 47, 50, 4500, "8877115588299599899199665668661664772778774434584824133a39239839aa0a67a67a602004474404020033033030800aa0aa0a0000800010500"},
    {11, 10, 37, 40, 4544, "955118866002212292282277665661667aa17197587a441a59a18a4332462462439073773773090a0aa6aa00504044944000030330330000108909000"},
    {11, 10, 47, 50, 4504, "00aa667782855755a5565511711a116114882886884434764a2463393523563599091891891200044a440420003323303800099099090000020260700"},
    {11, 10, 37, 40, 4517, "866441155107717747787722665661662aa12142582a991a54a18a9337967967938023223223080a0aa5aa10609099499100030330330000401404000"},
    {11, 10, 37, 40, 5087, "3366991178755755855955aa33133633a447a68a19a4227418469420752352352000a7aa9aa8000414464480002022022700030610617000701607700"},
    {11, 10, 37, 40, 4484, "38877442200aa7aa2aa4aa99338334339117942984916671821441655a63a63a653095995995030101121100806066766000050550550000704707000"},
    {11, 10, 44, 66, 3884, "0422992200077a7737767788a883886883553552551111a3132160032269660700346aa44080004a34720100227598500000081911000000196200000"},
    {11, 10, 64, 84, 4325, "aa898221100443445442446636656626677aa3aa9aa70037357928900491183121006932215590078a48138900a576894800050571a67500002017730"},
    {11, 10, 37, 40, 4013, "42255669977886887884883355955255311632739431aa61971241a408a58a28a0403033953402010110310000a0aa01a000050600a70000000004400"},
    {11, 10, 72, 3, 4000, "477a355228866a6636676611a113117119955455a5594aa9439a792406a882867070104a3a1200090562a9000030912580000a0598970000000027200"},
    {12, 6, 77, 79, 4314, "644331122110525515565455323313363433655651552500623611262400455442414400636651322500062532415300000514041000000241053000000055030000000024030000"},
    {12, 6, 40, 43, 4728, "611445522550336331336133553313363355446561516144226411466122603233263300605055235500104044054400002022042200004050025000000000000000000000000000"},
    {12, 6, 75, 78, 5591, "022331144565313343533633212242522622331336335361011246515660044144644350031636145210023123653410000463425500000606302100000004201200000000400100"},
    {12, 6, 76, 79, 4737, "022313223366665661665662445441445442033533233133005511235102004454414402006516256106004354314304000542441600000214010100000035040000000050000000"},
    {12, 6, 77, 80, 4927, "664464611330323343323363525545525565033133233633026144223660032551554550050134231630000351354350000255115000000044101000000026500000000005000000"},
    {12, 6, 65, 68, 5267, "042211441166556545565515336343363313122622122422046556554510045644166450023656154430004235235200010134215600001342050500000403020000000000000000"},
    {12, 6, 76, 79, 5201, "662211556640433533133533422522122522664661661660404521101540305545535340204331341260006246236460006155155220001010536400000050003400000000302600"},
    {12, 6, 76, 79, 6607, "063344552211224223224226554553554556155455355655014413314616062262232202062432362605035565535501001121121100001445623100006116430300000664060000"},
    {12, 6, 77, 80, 5486, "663313155110626656636626424454434424311511211311026553231320062665663660043563265320034145143160045246556040000433505000000521400000000054000000"},
    {12, 6, 52, 55, 5720, "122441163600553553355355443443344344665565525566113623366311225165321522014254552400006266463600001311613100002022126200003034210000001000000000"},
    {12, 6, 40, 43, 4427, "055662234366113141511211661151131166003636556200033556534200001212114100006541663600004044123300003315415600004060030500004020050000000050040000"},
    {12, 6, 52, 55, 5060, "011552216133225262122622445464144644332252212233005313153660002155216200004626426400003064331300000020455300000040023500000030046300000060030600"},
    {12, 6, 52, 55, 5384, "551512266441335331323133445441424144663323353366045651626112003523654350004534232420006166325600001123030100005630040500006410060200004060020000"},
    {12, 6, 52, 55, 5009, "011665516133553515655655223212622622445535515544003414634611065136516500002353256200004612441400000050244300006020054400000040020400000030040100"},
    {12, 6, 40, 43, 4881, "511334455211332336323633445525565544112466424611502126161624503053556320104044022440001011026100003040036200000000042100000000012200000000020400"},
    {12, 6, 52, 55, 5110, "036611442244552565355355442464344344115525565511032161321330035124562500064351453400001563110100060650120400006540020200000510010300000030000000"},
    {12, 6, 52, 55, 4633, "064411332255226232422622556535455655112242232211066131441660062143236200045023521500001036110100000020120500000050310600000010630000000060000000"},
    {12, 6, 74, 77, 6131, "033114465650233233533533244244544544626656626611221251521522443445445310325353325450463465466150114114116600000321540000000202051200000005060100"},
    {12, 7, 64, 67, 4762, "077626553366733133433433755155455455667661662660704424474450307171422400507321372300006546546500000724231600000425313100000062025500000040030000"},
    {12, 7, 76, 79, 5750, "465522336644772771774727332331334323255155655455462171664420462242212270057117647430603543513500021223521400060715010100002107050000006000000000"},
    {12, 7, 76, 79, 5764, "611556622545711411211611733433233633557554552556767434262642106676626646307124172156005375325344006175467220000363040700000004070400000000000200"},
    {12, 7, 75, 78, 5244, "775511442320767757727737161151121131445446446440065256126330022522322370075376576210014514314660007254334100002020213000000040406000000000301000"},
    {12, 7, 76, 79, 6294, "145521177454233733533733266766566766442445447441212715517710323353323350672325357350144654627640741131134100052660011700017226000000001020000000"},
    {12, 7, 64, 67, 5685, "224477445520113112113117663662663667044544244744023353373327003572253721001551271756006436436400002147734560001215753600002370300500000033506500"},
    {12, 7, 76, 79, 5056, "022557744131775772772773665662662663044144544544005142572533002232212237007117537516006436416466000225113400000404020300000001010600000000030000"},
    {12, 7, 52, 55, 6856, "772244331167551557655755441447644744335515565533221367613722065215662566004354553467003133432317002322320270007324250260006445420070001610500670"},
    {12, 7, 76, 79, 5500, "033556644323477177577577466166566566332334331332402174561525705515545720602744711630003613643420000355251150000707027200000002010700000000070500"},
    {12, 7, 64, 67, 6759, "021144554477336335331336776775771776044544244544026626616636026515221563013523213507027467467406002435146700007371564600000253413300000705040600"},
    {12, 7, 52, 55, 5352, "033661177553221232722322441434744344665575515566001616776323002376214253004151453425006037660626000020710765000040370400000060040600000010030500"},
    {12, 7, 76, 79, 6156, "033226611272335331335337445441445447662522122722005561165767003454474473004573153774006254174226000646246677000312665100000101440500000004050700"},
    {12, 7, 63, 66, 5110, "277334477110646656646676141151141171332334335330247577277270262254545060712564265010003713713000003546731000000260323000002500602000000520000000"},
    {12, 7, 65, 68, 4957, "633441166330772776717747552556515545653233133133632664662660307212114140505244172170004376356350007706623000005307202000003005400000000004000000"},
    {12, 7, 76, 79, 6035, "367755337766221221223227441441443447355655355655361641373617061171161177072662372602014574564504001513215607000432051500000104020100000303000700"},
    {12, 7, 76, 79, 5646, "633774433550252422622722151411611711335337334336655447614700626656646260315247254100223153143400007667365600006470141000002060704000004040000000"},
    {12, 7, 63, 66, 5133, "255446611330767737737747225226225221165136135140244644344040265336635070572672372010011411411000004762143000000520404000005700200000000750000000"},
    {12, 7, 40, 43, 5940, "167114451577226262722122445575515544336414774133656373713130162751251200164562441400573260335300045420733700054040047300065030073300006020000000"},
    {12, 8, 74, 77, 6003, "022116635848766366466766722322422722858818858815750311455747331337335645657611453285281287681144003243268370000454330800000003580400000005000700"},
    {12, 8, 76, 79, 7022, "727447722887558551554558668661664668322122722122338131734138425474484478326185775105373276286206554343343303046671258700005010505000004060100000"},
    {12, 8, 76, 79, 5155, "118822664740886883881885446443441445277677577177026623521125008313363308104668518104012714764702001232262200007785236700001070533700000050300400"},
    {12, 8, 40, 43, 5640, "044778823616552545355155886626646688772848328177002727347123005467563510008646883810007041772760000050182230000080415200000070054500000060040300"},
    {12, 8, 52, 55, 5624, "724661188330661667626466331337323433558818848855821547515400726517843600743886282300485053720500448015060000006077030000005058050000004080020000"},
    {12, 8, 76, 79, 6804, "584488441155557556552557117116112117388488288688037436232637087767747705085445265601041861841803073373373300057834612500005306020200000703060000"},
    {12, 8, 52, 55, 5844, "075588223344611872831400338353733633441171151144228454774622678272752600673718310300154657440400012550220200051630010100005640080000000120000000"},
    {12, 8, 77, 80, 5885, "335668821200727757767717323353363313488588688188824554664114774221225270835575671130845831835840043442442400000006081000073430001000007300002000"},
    {12, 8, 89, 92, 6923, "774552244332211621483220565575545565363373343363811211711711268278748768254664662660134252754750085134132130036886886880007310808000003060100000"},
    {12, 8, 75, 78, 6495, "225566331210474434454434878838858838221227225226671637655630073133733240041747155280082182742160066366386110002854663000008080477000000040701000"},
    {12, 8, 52, 55, 6306, "811554455740626342567880338335323433771181141177668745787466828685646440823513618340167077226770116066020600005025030000003030070000001050060000"},
    {12, 8, 52, 55, 6706, "656743388141778776877677228226822622334464484433118386863611557167881755022542745240053633230340051211310110065455150500042764530800004706400000"},
    {12, 8, 76, 79, 7516, "064422115574886885886882336335336332477177277677846145246642125515565578818168218673863713763754264454454420045533271240002357711400001000102000"},
    {12, 8, 78, 81, 6429, "217788334466556551557553226221227223518848848868016841747663075577377177022845145365014182342182051853782730002847643200003435020311005366070100"},
    {12, 8, 75, 78, 6394, "155622885154434434474424636636676626557551558554437731278124122822322140147341848560565865365220047263288000084870318000006030802000008000101000"},
    {12, 8, 88, 91, 5637, "177334455282015763142114577377877477566366866466223221225224503351815484504414434781703731715620602612632500001646048000000501002800000000082000"},
    {12, 8, 75, 78, 7137, "361177556335424414464454727717767757332331335338822811865855846566266145372241545273383573273187688688688160006214722670008020415700002040101000"},
    {12, 8, 76, 79, 6745, "788116655443663661664667223221224227588188488388753151454357727747737736806136446302202842832805005575575500001368574366003080707600002030800000"},
    {12, 9, 76, 79, 6788, "821188337799446443448441776773778771955855255655296893298691824131181104827884234607019537587509055919919900000863472900022604020200000506040000"},
    {12, 9, 75, 78, 7442, "993366882926252272262282353373363383997998995991157178165186026466866426037828425937017439839914009611611240001137648550009010704770001070405000"},
    {12, 9, 76, 79, 7024, "868443366770331337335339441447445449266766166866521727125829163595575509564773193803582694674604774252252202019938627500007080252000001090805000"},
    {12, 9, 76, 79, 5953, "664488227970665667664668115117114118233933433733025927424728075898858808006956496706001391351301002282282202006145832900001710503900007050300700"},
    {12, 9, 40, 43, 7077, "795454411997337339323633554424464455887569525688117829868611883143141360705455122570708488026860901511032100009336052600008640089700003060016600"},
    {12, 9, 78, 81, 5645, "996762255100331334336337881884886887992252252242001954956947003766166766008753753143009628128728009499699699004040500880000020008100000000000100"},
    {12, 9, 75, 78, 7102, "996611228380272262282232474464484434551558553559971968983937066166766321071728123347025145745897049699699800099465172000004040587010000050708100"},
    {12, 9, 40, 43, 6528, "391122003664119161511311448838898844229494534322779232592377351787187177394260448434092066220204517010779706005040660800000020980700000070090300"},
    {12, 9, 76, 79, 6936, "099774422363511211811411533233833433776772774779596292894496508868858160106152164360307367357930909989989260004917548840000141054600000405080400"},
    {12, 9, 76, 79, 7549, "928877993311885883887884665663667664199399299799915313217714948575525508026328278706421976926901584151151100022749635100000406050500055204060000"},
    {12, 9, 74, 77, 5202, "066227794966822722322122855755355155993919969965803712364144204778774205508214269505004598599606007637198900003303070800009001010600000000080400"},
    {12, 9, 40, 43, 6086, "969443377595224212922322885545595588774898948377664747997366912656256290068314880890067110770750096020660600031080030700093070000000009060000000"},
    {12, 9, 52, 55, 6875, "985223311883112711811711442744844744669939929966552726836755382135125190981497494430954662669600536550554500005230164900003070608300002020706000"},
    {12, 9, 74, 77, 7108, "366448855313266866166466299899199499535585545577237887147418113112117610632683645930953952950780771771770550033694280700000909020800000002070500"},
    {12, 9, 52, 55, 6765, "462885599679339334363733229224262722558848898855119594545711363143191310462082986270425055061570231011038160003050020190008000050980000000010800"},
    {12, 9, 74, 77, 6707, "033991144585677577477877622522422822919959989933613553483889741446442780216751786250391296290390034334330460000369710200000606070900000007020600"},
    {12, 9, 76, 79, 6456, "688664455323771775776778991995996998443833533633061845546648007121181127009887527629004329389334005414414422006876941500000757090100000509010200"},
    {12, 9, 74, 77, 6746, "977228845422233533433933277577477977181191151166286596456931448442445310382398355700718712714600664664669900099762183200000606010300000001090100"},
    {12, 10, 76, 79, 5549, "0332244aa96977a77977277355a55955255384464424494418a6892829830133633a33170076a72679650054654a59680088688a8491001131131800000312010100000000040a00"},
    {12, 10, 75, 78, 6737, "55332244696a7877677a77275855655a55254434494424411831691a21200769663669700533799729500149543546100016116112a0005a31284a0000a0a0128000000010802000"},
    {12, 10, 76, 79, 5169, "99aa44838000664667662a66554557552a55199899399791014817312710082242282200006886346700005945985900001121121a000097a2430600007870230500008020080100"},
    {12, 10, 77, 80, 6781, "377226699442151131161191858838868898a4424474474435a23a76a79a3125565525507802327167100a3416482480090a86aa5aa00309a5954320090067535200090399773000"},
    {12, 10, 76, 79, 7382, "411885517720aa2aa4aa8aa799299499899735515565565543213463863741448447447a10a17a68a629009589579523003343343370008658166700006180607000001060801000"},
    {12, 10, 40, 43, 7746, "43a722711a108858818a898844229227224433547149493366539137396659862862686a4347441a84504337331a63a0aa626608861005922704861000597103a5a0002010065a00"},
    {12, 10, 76, 79, 7021, "039558866aa411411511a13199499599a93928878868878802472562a73207445446443403176165a71403985986189a092242249227007925782670000702075500000207050700"},
    {12, 10, 76, 79, 7588, "0a22664488136994991995996224221225228818858868876714751765739533a33433a32a14459a69107a19a824821a598237737780007723674a00009937766500005300655000"},
    {12, 10, 76, 79, 6822, "99112277aa33a22422522122a88488588188667669665663a37439535130a944744942002972992758008168768963003433433433000942876a5500009806050000000408060000"},
    {12, 10, 76, 79, 6392, "511662277440882885884889aa2aa5aa4aa911636676676659231571471952853552550910a32873470890163a62870a00615115a601007729731100009290304000002070903000"},
    {12, 10, 52, 55, 6433, "01255992928a331363a33833771767a778775544244a44550815a5a258440132253a931a01784374970a025366552508008030697700000070a6180000005007a4000000300a0100"},
    {12, 10, 76, 79, 6886, "077883355464aa1aa6aa3aa822122622322894474454484409179659389800115116116a00a76a55a862002452462449009919919973000718538530000101857700000005080300"},
    {12, 10, 75, 78, 5964, "0aa99551187764661667668624221227228235955a55155304931a371380067977a77880029a6a961860035925a25720003733733130000a4915a000000404a100000000010a0000"},
    {12, 10, 77, 80, 6956, "a255448838307a77677977475a55655955452331334336339a2162492642a72881889880a59179471670226351359350090228228220000651478800000060107800000010700300"},
    {12, 10, 78, 80, 6325, "4993344aa6221141181191135545585595537766a66266a60a47a87297a30419883848810058a14236a5007265364667002a7787827000a983041a00004028005000009090007000"},
    {12, 10, 77, 80, 6168, "2233992248404944544a44347977577a77376112118119115962568a69360413323353400752458a297006117214516005166367360000663a962800002060a778000000a0700400"},
    {12, 10, 76, 79, 6480, "233aa885529266a66966866511a119118115733233a3383347a279a78875046959929946021226a56891007251a2189700439739732400274474470000040a485400000300550500"},
    {12, 10, 75, 78, 7025, "0996644335118688188a88382622122a223255955755a5544694174aa43a03373313358008918778a520025725125140044344344370000976a466a00007070a770000000a060a00"},
    {13, 6, 84, 87, 6877, "0322116440000116114113116155655455355652211311411311556234243236203125545565500353316414310022015415615000202252252200056336000000060020600000000000040000000060001000000"},
    {13, 6, 70, 72, 7593, "2526644114455334336332332311411611211216335335336330354224252252065354554262306215345536010446352321300003552616420000042136020000003661306000000200310000000060010000000"},
    {13, 6, 94, 97, 6703, "0000622112330000045403661123225223223224344544344344665665663661113515513313340665663665230025325523240004654634621400116116113100000065106040000006500505000000240000000"},
    {13, 6, 82, 85, 7699, "2534411330500115116116113144544644644342443445443442625326526323225116115116102513515613240334464454452006221221225200060103006000004000006000000000000000000000000000000"},
    {13, 6, 84, 86, 6390, "0023244366110445443445446411511311511612211315116112025233525626000462262322400012343366010002331633102000231226220000002235541000000366141500000003626200000000006050000"},
    {13, 6, 83, 86, 8616, "6654455332266131121121151143442442445446113112115116136326226556061544344544006453152135100064143145140001066466466003650543322600031540302020006000040300000030500000000"},
    {13, 6, 83, 86, 8273, "2266441155131662663626656644244342445445661661665636042163121553005633233533100041351625660002652645640000334341355000044165312500001144105060000540530202000040044030000"},
    {13, 6, 82, 85, 8081, "0466335533440225226224225211511611411513226224224223035636434435004256554550200416424624010063261241203006635335330000033152354000000132050500000060102000000003000000000"},
    {13, 6, 83, 86, 7933, "1662211553344664665646656622422524225223115114114113134535443453014622622522006125154464500403136165160000235232232000055265331300004202661040000210330601000010030000000"},
    {13, 6, 82, 85, 6793, "4411552253500112113151121144244345442446115113121166062563352620000442443441000025313223400001524331360000414614650000066166120000004334540000000346366000000000403300000"},
    {13, 6, 96, 98, 6344, "1225511443360464434424464456553552556554434414412442163031421262015535565565602431121311460054343621650000535263460000005125135200000001040200000000105040000000040000000"},
    {13, 6, 109, 123, 7769, "1166442213123545525535545564662663664661131121141126043422434142005626636634300632523543510001445441166000126336551000046655325300000044643450000002120505000000023040600"},
    {13, 6, 82, 85, 6961, "3521213366440551553554525566166366462660554553552550041423364220045661663665000514353152600025416536500003656336140000046232121000041216030000000346002000000041100000000"},
    {13, 6, 81, 84, 8273, "1336622445566545525515545534332331334335525515515566642621611640015424414435001321512516300362235135060002546646606000064214250300006210263000000404010200000020000060000"},
    {13, 6, 108, 111, 8476, "6644332255464211511411611523353343363351161121411411206542442646515525655655613062361461443004424464416600126632635500065253651100003142542560000035121145000003050240400"},
    {13, 6, 84, 87, 7535, "0053556612100662663665665611211311511514411211311511002423435455400646626636600013263362560004311211311000454464464400000525662000000045256200000002060010000000005000000"},
    {13, 6, 82, 85, 9120, "2553366441132441445441442466166566166263442441445443231235131532520461662663425062241145562003416426563300336336340500051654213000000511256600000005050200000000000000000"},
    {13, 6, 83, 86, 6725, "4662112266434141161131161154556553556552113114114112542362432462041366366461304553144134530622353154124005012622626000202001020000000330000000000000000000000000000000000"},
    {13, 7, 81, 84, 9152, "7722667711353424454464424472775776772771336353323311021655162125104353363364544776455427731013575673015100431331101450006216270600040335512050000015120604000003001070700"},
    {13, 7, 81, 84, 7404, "3227743455110646656636676614115113117112242252272200344255337171436636676676000647653674140012312712350000065265711000005073743700000005425370000000626054000000006400700"},
    {13, 7, 68, 71, 9355, "4411224433556727747767737752554556553551161141131166177277677133602664426347650762746736564051751751034306451227441400151542670400006625741030000105140604000000105440000"},
    {13, 7, 81, 84, 9548, "3377225544171723675265422314115117113116466566766366224224225227307757737723730443545750112014514315061106276276204000761675360400001250604010000207030202000070107030000"},
    {13, 7, 97, 24, 6555, "1771133660775262272232263256557553556554117131131144164773433462212122627226057507553534245040726271050300015637404030004425200404000033624020300000105000070000040400400"},
    {13, 7, 69, 72, 9212, "7461155667744335332334336311511211411612772775775771746646656646074525254453306632435535510621761761711006215362730000012372435660001010302000000602070460000020704050000"},
    {13, 7, 71, 74, 7498, "7753544662277771772773776744551552556552214124234664041355355156000731212336700045573571540007144344546000131554217000036406016100002450404060000603050000000040600000000"},
    {13, 7, 84, 87, 6425, "4115522116633223226223224277377677377475511611311611403566533564540204464434201070623326670005017637315000505541545000000201564300000000000700000000000747000000000004000"},
    {13, 7, 81, 84, 9508, "4455771122446313363323313351556552551554424464424477712766722716603161121173360522366325564074656254276000717417702730047577210700007471102050000001420203000000400050200"},
    {13, 7, 82, 85, 6815, "3311556622477776772771774733633233133430551556552550006112621244000754556554400031676472270003143563553000155355657000001143426000000030205440000000040060000000000046000"},
    {13, 7, 70, 73, 7829, "5511446677325337336343363322722624226220554557551515007667661662500341174716230024377311331605526526525506335647641000000032176700000002704040000000210605000060055010600"},
    {13, 7, 81, 84, 7392, "0066552254533262262252242216116115114113343353363377764765756740072262252242004245256264100013613513570007727727713000704605010100047300002000000343000000000044000000000"},
    {13, 7, 95, 98, 8893, "6355114422337773154125356622122726227225515575655755433133631334464114766147176077677177207302112661350300536561334010044743745600007616424720000104045207000000602470100"},
    {13, 7, 83, 84, 9808, "6233112254224353343353373315114115117116227252242266756745654674463233743373546177447544142261237432464007461331655150001651673700040032762130000001660601000004770030500"},
    {13, 7, 82, 85, 7581, "5511772127722334332334331355455255455156771772774776064162264461000331332332300031232144550005715723706000663663560000054137165000004040316000000003062700000000000650000"},
    {13, 7, 83, 86, 7505, "0662277676550131151131171143445443447442665665667662032552532772001633733533000405155177100020647645640000022322322000006321475000000353577400000066101600000000050040000"},
    {13, 7, 109, 75, 6716, "3446622114477525026134570011311211611517737727767757324544244344032663665663504535322563010001773771307000753525740000064634550000000067363000000000160000000000070000000"},
    {13, 7, 96, 88, 9332, "3667744117332552557554552511211711411216334337334336362467764462530227224223526054141154412001375741376300667434664550070216273540000045153425000000100520200000060005000"},
    {13, 8, 82, 85, 7848, "6511661412233778775774776733833533433632218115115112448825524526060668664663706078475875030503183143102000226226220000057136480000004070342000000703081000000000000800000"},
    {13, 8, 81, 84, 8034, "2266441176681141131161171154553556557552883848868822042334266278081767737747800523146163160025654358451000872872242600803624337700000857731880000027030361000005000080600"},
    {13, 8, 82, 85, 8264, "0117755778387664667665665622422722522521334338338331014417815815000774775773500064568468360002342352382000117117112100001478537720000414186307000000803020000000010606000"},
    {13, 8, 83, 86, 7731, "1133656774466242232282282274773778778771664665663661041431581381002188488588000764355243200012624675670002017811811000006157245600000285205050000003680200000000680000000"},
    {13, 8, 84, 87, 10275, "2217155228867332331337335366266166766564488788188588062471417455400272252272210037737135537006186586786700484454474460086532582610002131284410000608050584300000103083300"},
    {13, 8, 82, 85, 9035, "1782244335522551557554558566166766466862234331337332371427124728017884881882501854151457460836346316702088228221230000037463852000002060114400000707060100000080000000000"},
    {13, 8, 83, 86, 7563, "0331188242772272262282232257556558553551446443448441071661381831002077677377200506233268200010456453450000011711711000003416845200000404064700000000605200000000000050000"},
    {13, 8, 83, 86, 9830, "3227331144878212282232272241448443447445667663668665515785335875632611311712783457273238476257643647658605055155154330006753418380000060504110000005040808000000000010800"},
    {13, 8, 84, 87, 9488, "7665511228776881882885884866166266566463377277577477741322355344373151121151836480285582466246076276573632303313313370050112284400005010204030000205010208000030000000000"},
    {13, 8, 69, 72, 7244, "3831177225566667665636686644744543448447821225221220287737787780073718553518007561365841600524274288240000137127046000034128300400005030160000000204024000000040200800000"},
    {13, 8, 83, 85, 8011, "5566525668224636676616656683887881885884221227232244034174713452006588785846400831657738800040287253840000044848224000003621646100000032087120000001574424000000010710000"},
    {13, 8, 83, 86, 8330, "7755474332211858828868848815112116114113772775776773153223563643078744544244000122825656800038715782710008133431433000162873324100077857664040000062480600000000680000000"},
    {13, 8, 84, 87, 8492, "4452200022778778773776773755855355655351122422622822248143166183144703363343734550474676858521025625421800201131131370020011776644000010706030000000000002000000000000400"},
    {13, 8, 83, 86, 9114, "8867633554433228224272262211811417116115533738334335178574875465088276866466800717748284200075638814310001845635655000042425645300002031505850000101560608000080211000000"},
    {13, 8, 84, 87, 9269, "5164466112288887882868785833733236373534144244144244517822112725556836656616876437281135235664043547141507406566168710080527848300006080530340000303027031000070201104700"},
    {13, 8, 81, 84, 9048, "6688558841475636686616636673778771773774454484454422235288215231103313353316050655681151725074174564420702232237233000067825280700007070244210000002040300000000000000200"},
    {13, 8, 82, 85, 6995, "7826655448811335338336337344544844644741221225227220785158536717078368661667302241135837040011284214200000626646870000020603070000000020603000000000000000000000000000000"},
    {13, 8, 82, 85, 8161, "0772244338180772773774773766266366466365881882884885052153254453000334331331700071172474160006846816885000553553551100007825463000000808058600000000506010000000000808000"},
    {13, 9, 82, 85, 8735, "9448822334422337331338337355755155855756224229221226967461968167099378774772304754419831150096283245206079867567660000055263841000000066801000000705060800000000000000000"},
    {13, 9, 81, 84, 10936, "7558833441155262292292242236339339334335575585565511167198196147074464484494007278286261200535635835730071141141101000782384610500042487639090000772381607000040703010000"},
    {13, 9, 81, 84, 9931, "4477998821636535545565545583884886884882212272232299931947963947504414464415300516571531830082182682296009949949977500043729186290003030201960000002010605000000000000900"},
    {13, 9, 83, 86, 9501, "5599887722939818868828878841446442447445339331336335015965125675708522622722340419871866837050346347349700055255255990001938271240000010302690000003020016000000000061400"},
    {13, 9, 82, 85, 10023, "1558877226625448446441445433833633133537992995992997178276571275914416118112455032845642935627963983987220871771776906043712967870600433119680000200000697000000000000000"},
    {13, 9, 83, 86, 8148, "4433227755878334331323353366466162665669987884881889004791429159800322522723700067374351670009895467898000491289295800099039576610000006205180000000910601000000015000000"},
    {13, 9, 84, 87, 10120, "4596622887711332335339336377277577977671188288488288852125149126145335565545524972234496230981087683487099801151751100060258614120003050607040000903050402000020200060000"},
    {13, 9, 81, 84, 8888, "5511996641466383373393383328227229228225676646616655087574591588709919989913700378341311200026124826450005595695577000054159362600004048803820000008030708000000000020700"},
    {13, 9, 68, 71, 9986, "3366994455723989929989919968662668661665535575545513288488788712308372748429270934977944671065865865014403356891405000254538410700003387137040000207430202000000407040000"},
    {13, 9, 68, 71, 8521, "7733116644959292242212282279774771778773363353383358911611411585009644561822900266254280780073173173040009783716605000084837160800004070605020000903010200000000403010000"},
    {13, 9, 83, 86, 7641, "3322525889966646636616636684883881883887991994992977247137417230006355155455000811644612600072981984980002577577577000531528497600000522407070000031550400000000350000000"},
    {13, 9, 94, 97, 9145, "7755339944272017658349811293992993994995355255355455887881883886663762163364700927221228470057191793892006775115815200082682661600006166804040000608040101000010000000200"},
    {13, 9, 81, 84, 8949, "5993321166343227788261322495991997994998588188788488566461663664055272252234409925117733930083791593284000928628676000004788165700000420607040000068010505000009908010000"},
    {13, 9, 83, 86, 10380, "8221177996622737757717797743445441449446882883889886836256316996087155155355202432733719700162841843840032166566566000193759468200011252428280003393050402000001902000000"},
    {13, 9, 83, 86, 8867, "5881177117722424494484424432339338332336779771775766526996186520054122922122008339411495400464739731730004966266266000113751876200000950806060000013050800000000900000000"},
    {13, 9, 84, 87, 9299, "1412199445566778776775772733833633533235511911811411108296485942810725595525704031972879430002213913218000489753556900050763492900008024723660000008060298000000604060900"},
    {13, 9, 82, 85, 9293, "8189922446699556553552556544644344244647713118119117116373872976071569662669501843258959340137194124107037976776770000088254263000003650203000000708050200000060600000000"},
    {13, 9, 83, 86, 8995, "3655993322676441447464494488188786889885521223229225991157365995730477677374703081533469870605186383256000624725752700095045132200008808901370000000540203000000041030000"},
    {13, 10, 82, 85, 8559, "2288aa535446644544244944846656626696686a11711811211a7a57a28a92a800755955755640004774894236000619687610a000aa5a15aa000002987a3430000098901330000008070a5100000070807100000"},
    {13, 10, 82, 85, 8732, "a6a4433225588559551585565522922128226227aa8aa9aa4a773798719874600963313343360036584191545003a2a15a47a200aa77327317700094837250780000a644120070000680047000000098600100000"},
    {13, 10, 94, 97, 9831, "44118866332828842198561447a7aa9aa1aa5aa3733933133533644942445446607699261565800727885881a800a85a27a513200307325344670060864866a3000009269159a0000049150a07000006001090900"},
    {13, 10, 68, 71, 10059, "1226699aa9935383343353363322422822522aaa84a48a55a677789199899767713484815583051a21328320a0527a1aa8aa070322797797703000567917490700006610a08080000256040400000050001000000"},
    {13, 10, 70, 73, 9081, "496a33711556677a7747677a77332292212822355a3943138a3529a6696616a50497591519870046382912183006259367662500442054765360900a087175589000801323880000040a535200000090910200900"},
    {13, 10, 96, 99, 9106, "42366aa3344777220a039467009499899599299a4aa8aa5aa2aa1335334336331741581451621079377877577002a359549869005163a83a53a000541171151100021108907060002508000600000400108090000"},
    {13, 10, 84, 87, 10110, "2211994475788446445441447433633533133732288988a889881562952a12972094a66a6616600537951a4a940052684a831830012923622622006a01295358000010a6694530000906550970000060779003000"},
    {13, 10, 83, 86, 9657, "42233661122779199599899a993133533833a33766466a665677417457a875a004938828818800238491a925900a7a63263163002a4778778770004a86514297000224504090900000a8050400000000a00000000"},
    {13, 10, 83, 86, 8502, "aa22551199171a8aa2aa3aa4aa6866266366466577977477875508592543584740aa11311211760639224a38a140507a3762763400056155155630003595010900000020980730000003000807000000908070600"},
    {13, 10, 84, 87, 9144, "0411552266aa4992993997995911211311711518866266a663687728238a783540499557554554041a294a9739a098061761461a009788588588000701a56236800700a663388a00000000000a000070000000000"},
    {13, 10, 83, 86, 9294, "8844221155686a2aa1aa3aa5aa9299199399599477677377277402461433425430a85515585a810996a83a129800407917982460000445445753000094a2714680000090a0763100000a070688000000000000100"},
    {13, 10, 81, 84, 10694, "72559911878194a446443446442a2262232262288188a88988555a156a5395633933733633741974164a749721072872862985902553553584470092a5698579900090a0601030000a06080807000000000040900"},
    {13, 10, 96, 99, 9151, "869335511225577a4a41529590779776727737788988682883881aa5aa9aa5aa1419516921531086766466367008685539245800991a04a73a100047106186190000440741550000034080400000000a010000000"},
    {13, 10, 69, 71, 9246, "6644aa1199853566a6263661664494484494477579a787397123595585355a153619a38839865870468436407821077525770277006542a9109000053562190a0000392790a070000904210808000010344010000"},
    {13, 10, 83, 86, 9500, "57788996611224845946a1320022322921227226636696166766a55755855355a5a399499197a05827a18143200786744811360034a5595295a00098a09a6aa300035902aa3000000900640a000000300a0000000"},
    {13, 10, 84, 87, 9366, "54422aa77443366366166866769939919989979aa22122722822593a11a78a87a5168553554550409116476386090a42932948900020aa5aa52a00080a67541a00009060501030000108060501000040400000000"},
    {13, 10, 97, 100, 10249, "366558822aa1194978925a31608878818868818aa7aa1aa6aa1a22995993997993472512362712348411411311069a058338478066209a49a39a00050221221220007090503630000607090506000040400000000"},
    {13, 10, 84, 87, 9849, "533997799446688288188a889866266166a66964477a771775775824a141a45945185332335330386aa8518258028407627657601590443443440025072974360000a020703030000100020700000020a00000000"},
    {14, 6, 90, 93, 13430, "4466331122552211511611411611335336334336332233433533633245524625426620441311611411000434414516610056213363343300015622122122000012413265520000606356152500000024132600000000520102000000000500000000"},
    {14, 6, 75, 78, 8914, "1300554110000066466166466166334331334331332255155455155255433433233125446212244216501235145425130013265345305200035521424025002060561560500005400350300000002062002000000050050050000000000000000000"},
    {14, 6, 90, 93, 11429, "0662244223366544544344644344115113116113112211611511311200526325623325005644544644250041646545346600166151163125002012422412260060225432235000001155334500000065035411000000000301060000000005030400"},
    {14, 6, 103, 21, 9994, "2446633446622011211412311311552554553553556112114112116626226446326300201343323321004052525512550000614142520600006642426100000000351366000000443163550000000015403000000000063000000000004110000000"},
    {14, 6, 76, 79, 11564, "4332255116622611411411411411556646636266556645445342546622461121156422331244534221334153612315356040645526512600302166156202000030226626030000203322350600001054336600000000401002000000000000030000"},
    {14, 6, 117, 119, 10547, "0335511662253500036511264224004636315353116466465636656624224252322522166466366366110414413133153406022425225534020465346356520106246526320000011252110100000431620201000000332504020000004013050400"},
    {14, 6, 90, 93, 13176, "0663311445534166566366166566445443441445442266366166166200523321121521006655355156210045361163144300206436416242000522522522320050532154652000001532451600000002150602000000530401010000000103040000"},
    {14, 6, 88, 91, 10431, "0554542266113311411211511411664662665664663315112114113300453223543466006656626651000015212514160000615612610300003363363303000003524621050000055442650100000243040206000000320406000000002406010000"},
    {14, 6, 104, 107, 9454, "0005055114462604411005010335112113115112116626636656626644113113112114002433435422450014552553552500633133122123004516216316600005445445440000003120650400000003020600000000020605000000000000050000"},
    {14, 6, 102, 105, 10663, "0442266114436355655355451551226223224212210155654535565504646346311661015322122422610166366466563500234513342522000332145454020042622642350000056543510200000153512503000000543613000000041144660000"},
    {14, 6, 117, 120, 10319, "0334432311551165661662663662454414424434426656616636626605531122353202044544144344060655611633620404622322124600001541143321000504134114020000510226220000000006356600000005055060000000000400000000"},
    {14, 6, 103, 106, 9352, "0511665566442511511311411311665663664663662114115112112002562664665320051423544251400563353323365001342254525300002165162165000003132234600000063114133000000006006000000000010050000000000200400000"},
    {14, 6, 89, 92, 9562, "0226644551131322422122422422554551554554553322122422122366431134431436002664661662600056116446151000322402152310006436036036300040620620610000004504500000000003003000000000060060000000000600000000"},
    {14, 6, 88, 91, 11338, "4331155662244022522622422622115116114116113225224225223343553643453600426646656642003425524425510020124125120300003363363300000016516325000000641134540000002660103000000041600040000000601000000000"},
    {14, 6, 91, 93, 8584, "5523244660000066566266366266115112113112114411311511311400543245343240005322532326000063362263210000121153443400004144526310000050132263400000144064220000000034356000000000000110000000004004400000"},
    {14, 6, 104, 4, 7908, "0266313300000411311611311211443446443442445446344244344505363652353255021552556551540246313116340406564212624500000452326052000005051450250000010105100000000004004000000000050650000000000300600000"},
    {14, 6, 88, 91, 11940, "0115533224465215112141411211353323434332336115112115116605652626456242010434424451520305252315335606013412310664000642446604660001101312040000043032610500000060610506000000402603030000000000060000"},
    {14, 6, 75, 78, 11655, "0000355144664233133133133133661661661661664331335332334424144644144122523141546243550561265212265500435435435432102431411432020152332132450400050654650400000004054605000010020024030000000500500400"},
    {14, 7, 88, 91, 11793, "0771144663712144244744344544662667663665661443445447441101231751371552004272252274270063545747762000147645643110000121121155200007516436437000050506036400000006030402000000000006060000000000000700"},
    {14, 7, 90, 93, 11504, "2044665511663122522322622522775773776775774411511611311433545346643544272677377577312071525623323100461731751760700644744744300032426753104200702773300530001010000554200000000000003000000000000200"},
    {14, 7, 88, 91, 11910, "7442255773364611511411211311665664662663667115112113117727557427237347024454424431460715212513566000615612614770007747747703600024226517030000720276710700000006010305000000000705060000000000040400"},
    {14, 7, 90, 93, 9435, "0445456622332211611411311511776774773775772211511411612200625424326500001577377671000074516433670000231731161200000022727722000000466223770000004621170000000055060100000000530200000000003200000000"},
    {14, 7, 90, 93, 11427, "2212177135544022322422722322663664667663665511711411411554357454754350052633733433000464724427420000521671641600004255355355000071655153400000275631303000003311676000000054701300000000403006000000"},
    {14, 7, 74, 77, 10951, "5447722661614233133633433233755155455655770711764746725505121226226247003166414663400075134635172000472752775270005437726515000003231136450000024156060100000405030107000000020504040000000000030000"},
    {14, 7, 90, 93, 9895, "5511442241433066566766566466225227225224223311711711511311537737535430356644544744000325767765560002321251271200005033433433000060104071300000106000217000005000000400000030000007000000200000000000"},
    {14, 7, 90, 93, 9492, "3317134366112277477177577677334331335336332277177477577206421124525620007533633136000036171476570000277367317300006722322322000031524641520000000044050500000005320400000000002000000000000000000000"},
    {14, 7, 61, 64, 10016, "0511662520000011211711511211366766766566336324424454426646273573253244441762765561000436446446430005637735530600054637655604000134014214000005430360300000070706006000000570040040000005070700000000"},
    {14, 7, 90, 93, 8338, "3377552232300066566166266566775771772775774433133133234400541141242500006155255155000070161162260000403723713700003044544144000010745625500000001040620000000040605200000000000003000000000000050000"},
    {14, 7, 76, 79, 9377, "0544225577116455755155355655224434474414423372312732162105724464474460055731773616600220456457451000202242242240003047265371200000766331141000000000042200000000000041000000000000040000000000000000"},
    {14, 7, 90, 93, 10564, "4473755116622022622322522722446443445447441122622722322100616317513710002355355652000043626723340000172432462100007711511510000046531561200000603154101000000070305000000000601040000000001040000000"},
    {14, 7, 89, 92, 9126, "6632305352241177477677375747114116113151412775773776677202452632366240007115114114700015143656641000274575477120004271231252000064075370700000720105161000000202102020000003050060000000070100000000"},
    {14, 7, 88, 91, 11641, "0663377661412511311411711211553554557552556553554553556606336446736221002272242271250013414773455100557544154671006626525617000006736762255000070744362200000004030302000000000002000000000000000500"},
    {14, 7, 103, 128, 12985, "7526677336114066466566466766224225224227223315117114113315453573443710756151171156407225242244124021315677616310551354172321000744123135020000437637640000005722745200000030432070000000703200400000"},
    {14, 7, 88, 91, 11037, "2567755224463611511311611211445443446442447115116112117717557367627230273353363301302515616512046065415416410700067737767704000173374302000000174465000000003226770000000024670000000000004400000000"},
    {14, 7, 90, 91, 10697, "0211443322557733233133133233552551551552557766162662667744271127127244663455145543660256134132650002741514561720014067547724000060742544060000004664660700000063766501000000004201020000000066060000"},
    {14, 7, 90, 93, 10883, "0445577336652544744344544244117113115112116644544344244600765363562263007477577274200046542345212000104154124650006066766766300000652713770000000602612300000002010702000000000602000000000000060000"},
    {14, 8, 88, 91, 13219, "6557733116642444644144544344886881885883887223225221227737637157517325084656616674200683145541684003725821820750008767767706000025278321070000624238120500003428020706000008030106000000020403010000"},
    {14, 8, 103, 26, 10212, "1166887376552244244644844784552556558557551132336338331100221661881770002727787737000046686648740000522468534500001328381101000011761723070000886483040200000085533600000000512746000000000502050000"},
    {14, 8, 88, 91, 15225, "3255118558814188288388788588442443447445446115117112116636256376726522378323353368411245587282744072612475415610057636136606100551486733025001846773360800001584280507000006060203010000080203070500"},
    {14, 8, 90, 93, 12267, "7116655882244033633733133533226227221225228844144544644875681785186580703344744143001024171537620050804374214800006082488483000030588721410000506678161300004032607063000000402081000000002080601000"},
    {14, 8, 90, 93, 10963, "0488113355882666366266166566773772771775774488288388584422342243145520046188188388200470263361568001478718738710001044844844600020801036532000000705033100000075533616000000000006220000000000030000"},
    {14, 8, 88, 91, 11723, "0441712266884455655855755155336338337331334221227226224404614874764187008878868875700051657756430000327326328400004484484404000003722618070000047281570400000613020108000000360805070000006805040000"},
    {14, 8, 105, 162, 9409, "5883311226677033633533833433776775778774775511211211511054646646686600803325428854000074236566540040341744881300005816653877000035682676400000478722640000000031615000000000701220000000000001000000"},
    {14, 8, 88, 91, 11109, "0225588662424477477577277677334335332336331886882884881101461521241641005545525547100076272474437000384382382100001151121155000002358576640000030308174600000008080574000000000706010000000001010700"},
    {14, 8, 103, 102, 10762, "8866115571766422522622122722885886881887884336331337334404564614174750002565515562400087727727380000462611837400008362314455000024574531040000026214510000000028304700000000344073000000000300070000"},
    {14, 8, 90, 93, 10673, "0177882255445533233133833733662661668667665544244744844501252157858750013811211711000763237732830000504624674600085855155755000087324521150000506402040100005073040100000000600002000000006700000000"},
    {14, 8, 74, 77, 10210, "0357173366224488288488188788662664661667660253557552553503443441445784032314731228770583387182163400654654650434002513467205580008141765050000027604070100000668010608000000810602070000000000010200"},
    {14, 8, 90, 93, 12380, "2163655118822044844644344544228226223225227711611511317777876675373500204388688384002023643546320010761265231700001877817876000044531787200000703655727000008080385660000000406280000000006080200000"},
    {14, 8, 61, 64, 10474, "3344551715522533633433733533811611511611882861171141152202668458768540003627524623500081411711780000286487784200003214217274000066035836760000000810822500000002802062000000010080200000000000500000"},
    {14, 8, 106, 29, 11183, "5227173355667744544144244744825881882887883366566766566304535137235730054211211514000086547727580000386827856300004433262537000050161371220000001315460000000071048200000000680134000000008000400000"},
    {14, 8, 75, 78, 10826, "4488553738687244144644844344221226228223225771776778775505133633835370004158656834700021866188622000576377376530004516578583000066045345520000000212230500000005245100000000014013000000000400230000"},
    {14, 8, 90, 93, 9414, "2211774417100066366866866166553558558551552277377477877200323824828120006611411316000050363464850000207547537200002022122120000060157847500000006054370000000050084100000000004853000000000003050000"},
    {14, 8, 90, 93, 9736, "6611885521277088388588388188663665663661664477577277577400345542345140008433133238000060582281560000407612627400006044374340000040178421700000004273512000000070343200000000002242000000000000040000"},
    {14, 8, 90, 93, 9863, "0688773381800022422322722822554553557558556611711411711655467364767860062388388482000651724423750003611531541600003066866860000050817431000000001662010000000012240800000000010400000000000006000000"},
    {14, 9, 76, 78, 13814, "0819944116672788488288688588334332336335331199599699291177414454644577058752665128230831585667232008159359419170017911416717300056771782769000609974362200000029441593000000642776590000000200760500"},
    {14, 9, 104, 73, 12567, "0866332244579955455755855355114117118113119227226224229909479769849300083473386335000857554554610006127538625900069971486956000043395337790000611264563300000448221300000006219892000000020280200000"},
    {14, 9, 90, 93, 10341, "3344771182877066966466566466339334335334331177877277977100918412519410009944544844800060868265960000307352387300001011471411000030457152780000909052125000000050202860000000000065800000000000060000"},
    {14, 9, 104, 107, 11148, "5664488447712105562478395966336335339332338868858898828844117112119114006475429492490032667665632500807352379829004018718514190000446446468800000297945750000007030351000000000901980000000000001500"},
    {14, 9, 102, 105, 11901, "0883311995561600084371529233889886882885887797767727757743313313353344049146142545120086966266981000712819259760004397328324200004644674630000040407499500000007050506000000000006020000000000090900"},
    {14, 9, 88, 91, 12372, "0335544221689877277177677577882881886885884439332336334400294124664535001151191167900079972576689000835839831480004414414433500003651422410000069671928400000901020405000000070908080000000907090000"},
    {14, 9, 90, 93, 12071, "4422995571799033833433233533998994992995996677177477277606861464262560443855155853000692138431290006687917987600084066566560000080269851700000208365819000008060807710000040305017000000002030510000"},
    {14, 9, 88, 91, 13246, "8774488113329266866266766466338332337334331559554559551101891241791496036282272296900839764869432000158357350160003121121103000047541851090000852581750600000241050904000003080704000000040208070000"},
    {14, 9, 88, 91, 13815, "0221144558838375776727377477151161213114119884885882889905946959329483076636646677800124415372219009083584187960000966269976200002797475629000051016871890000290970141300000506804033000002099080400"},
    {14, 9, 90, 93, 10799, "0118786655992199399799699899553557556558554411311211711400343742647843009166266366310052393292790100471521531502000044644644000000726589420000007628040300000086060804000000270200000000007200000000"},
    {14, 9, 89, 92, 11882, "0883399225574763667646866266939979498992991557553554551103177131841241060228224226450907643984397101079858457141000512492165540001136262046000080196930700000106101205000000096087030000000090280600"},
    {14, 9, 119, 160, 12749, "3256599336611011611411911511776774779775778833233233633832682482986580821855455951000376244299670008863169663800028587451980000834485975100002449936877000024090936000000330409870000000800005500000"},
    {14, 9, 71, 75, 11335, "0400889933226077377577877477993995998994991662662663661121321521831460545455484437602842383373092025523328960100587358681100000826581490000055914380000000041107000000000210190000000004500100000000"},
    {14, 9, 88, 91, 12913, "4268866773311011911811611211559558556552553447449446443373973893663200428878898811004217919716250066547549540300473383383300000475687932000001818795280000005755889000000040705080000000100000000000"},
    {14, 9, 90, 93, 13321, "1227766889966066466266366166554552553551557788288988488783472279374170186911311216001453262963450020798539528700403977187170000045572779600000844276998000005123578800000010303559000000401000080000"},
    {14, 9, 90, 93, 11009, "0211669911334977577477677977225224226229228833133133933888581481689983027544644547490224175176924901803263253830005088488480000080446796153000005776600301000000000550000000000000001000000000000100"},
    {14, 9, 116, 119, 10839, "8822441175799246616369663664422123292232247797757717737748918589183384644544944144242695259611630680335339332702607597957188080084534984920000865643353000007232621500000068785857000000076605030000"},
    {14, 9, 88, 91, 11672, "0445588115859977277377577977442443445449441886882883881101261321531922007565595587400046932673840000186789485100000154151169000004916876360000090516714300000009671772000000060103040000000606070000"},
    {14, 10, 119, 121, 11766, "449934322aa8806866566366266978775773772779a118112114119108a85a23a42a9906433533233436077855262464970a08699895991a000175152874a0000aa3a825a3000007945939800000007427a160000000531a6a000000000501160000"},
    {14, 10, 104, 106, 11348, "25a227aa3344119887746464516633a3363373323311a116117112118844544944a48829a8568978a200253877672773000512532965a1000287516426480000a9487876850000a0876330660000207a661000000020984880000000900980600000"},
    {14, 10, 119, 150, 12267, "aa61611662255088588788988988445447449449443311a1161171134453a736937930028155255a55000041a8268a79000036166266180000a234274a34000023235235530000381a662720000042a091700000008030a390000000208009000000"},
    {14, 10, 88, 91, 14482, "166998822aa33244344144a4484477377177a778775669662668665515395125a858a91441911211342060792429488790405697627675300095155155aa0000118922a8330000439625871200003010902331000000306051090000006050700300"},
    {14, 10, 90, 93, 11516, "0599322558844722a2242242272211a114114117118855655a559558a5a8648a489780052633633733700917627a269200008651651751000a368868838800001377378347000090235030300000a906707000000010630000000000109360000000"},
    {14, 10, 88, 91, 12114, "0aa6644aa1158577277977577a7766266966566a663889884881883303293943513a8200224229223780007997445196500068468978032000332332630100000a86443a03000008a874550200000a04051309000000070109000000000a07010000"},
    {14, 10, 90, 93, 13866, "616735566882202282272423228255855754535585aa11611611811a998a67a6a38a89742944344744204157677693895071a712318780a07693a54494109099449a9232a000043659650590000091aa3a0a2000001600a909900000461003090000"},
    {14, 10, 90, 93, 12463, "6688aa883367649919989695994922122826252242aa77377177377a001a38a1a53a44009588188688440026396181359000a072177677250060aa8628a7a0005083a9193650006054329224400000307a0a40000000409702100000006049010000"},
    {14, 10, 88, 91, 12476, "a35991177464992232262212252244344644144544877977a7737788683986a8138500a311611911a500a32992a62362005547647947640006881881884800006715733a190008923055a19100000822009300000087300009000000073000000000"},
    {14, 10, 104, 107, 16119, "51199aa4422858466199aa74266377877277577977aa8aa2aa5aa9aa11663664669661058132145199130279884883885304a1373474975605166a46a36a88002211811811800052193a57420000252a070202000040030504080000500103050400"},
    {14, 10, 75, 77, 11153, "6645499aa6639088388688488588113116114115112277377a7977220936656966257000823925493890001535a94971900025764687123000a4267a120700006a982a210000008871576000000099a2021000000000870440000000002205500000"},
    {14, 10, 90, 92, 12839, "0aa2211338854533233a3363393377277a776779778844244a44544811282a8a68598100316696266317007a232a91574a00864794234840001088986481500000116139187000006211709950000006558057a00000050410050000000000400a00"},
    {14, 10, 90, 93, 10368, "0339925288557733133a3343363377177a774776779955155255a55900191a9249a690003388488686000078136234a30000905745765700000099899899000000815865a700000009564a8a00000008210608000000021204000000000024080000"},
    {14, 10, 90, 92, 13886, "05aa8899aa77441998090a37640066766566166966227225221229224488a88788a884337455951559431563a51794a6301522a69713a2009a4182985684000035445413430005023343603600005210332000000070788040000000070108300000"},
    {14, 10, 89, 92, 13638, "9957744aa223380447576429551166166966566a6622122922522a224477877377177400155355855a480064884334161800248323891283004775075974100097490455411000a5a6026a32a0000a620023aa000000040049880000000600309900"},
    {14, 10, 90, 93, 13888, "231556688aa44a99a9939929959944a443442445447711611811a11773a7637827a570239522622825a02141698896a9001770146148a4002270772772170000506689a872000050639a874a000020506092800000101030a07000000030a0702000"},
    {14, 10, 90, 93, 11696, "4411229975799033833433933133aa8aa4aa9aa1aa66772775778766668624659681000531995994930000a82345358a0000657a57a47600004066966960000010152a95200000801457a59000006050a02730000050407032000000008040730000"},
    {14, 10, 106, 40, 11589, "0a22993377aa11554556558557553343363383377311aa4aa9aa7aa10a4146198177100a596626686600023645447475000018a32938a3000929112a78110000962361462100000685575a0200000200043200000000080514000000000000400000"},
    {15, 6, 141, 127, 10361, "002250663322121445441441443445622322522122522065361561163565004434434454425005331531153524004665663664216006335233156600000211331240200000645143630000000046306000000000054104000000000056606000000000024006000000000000400000000"},
    {15, 6, 127, 130, 11964, "665433221445400242252232252242141151131151141611311411511311046356436556346026224225223220015324435523320065116646656110004664155143660006642642652330000060362466000000000020413000000000010165000000000060665000000000000014000"},
    {15, 6, 126, 118, 12098, "044115533626225661636166566366221232122522322446656636616644001454134514345006423225224625002153635616242004061511210410000031415462000000063562340400000022543340200000041150620000000011250020000000005430060000000000500060000"},
    {15, 6, 125, 127, 11717, "661166224455353212232262322622414434464344644022521225223226016531665343650026166366566250041121325533430000445414422560000141352502200000615612600600000514415200000000241543400000000102040300000000004050000000000000000000000"},
    {15, 6, 112, 115, 14867, "155441166224411554553552553525664663662663626121121141311411164553255453550355423242443420266126626636450362213235423160304115526535100524133662363600003345543365000505036315136000002063650306000000006000000000000000000000000"},
    {15, 6, 110, 113, 12300, "055115522336460556545253545535116141213141131055655355255255004434464464430006631363263250005112116114210001636362261510000542546542400000541251240400000656525350600000012131410100000060263240000000000006620000000000000000000"},
    {15, 6, 141, 132, 11403, "226611445440010353233533133233454244544144244661665616626612044544544144210051565513126300036626626620420041525525160200056113115460500062425654130000005263424300000006323560400000000401310300000000506460000000000202100000000"},
    {15, 6, 111, 114, 12810, "556611656336000232122122522622434144144544644223226223221244033166153511655024454414464410043233533133200002456113561400005352512162200003544342342400000035253226600000040460461500000050125056100000000400516000000000200010000"},
    {15, 6, 110, 45, 11200, "442211336633662131141161121141535545565525545616113114112112055255455355342035565535522016016216114312050056261434351000061566431560000004551553000000005643160000000006013010000000000051050000000000020000000000000050000000000"},
    {15, 6, 127, 130, 13783, "221155363000000446446446446464116116116116161225355255655255336326226626262554114114113113001334234633245002556646626610003214524543220005341241221530002504364364250004401551551300000002562002500000003063003000000005035005000"},
    {15, 6, 127, 130, 13198, "552233116644656221224225226221331334335336331062252212242262001454315246461002633433533133003052412542162005026656616623004023413553150006041351315354000010166060560000000622020300000000060060440000000000020300000000000050300"},
    {15, 6, 125, 128, 14578, "221516633554432454434414414454656636616616656663663665661662253233215211251044344544144342043343545141162066225221266023022361565122510002425421441000003532302005000000566006351000000102002031000000300005000000000000000003000"},
    {15, 6, 128, 131, 11702, "022331316644220000265566442000223221225225226443441445445446002232212212262003155355655155003031315615166002032443446442004024316613164000065523526520000063364404000000051352602000000012104004000000020500004000000000200000000"},
    {15, 6, 80, 83, 13289, "335446611335623443445424644344113115121611311634454464424420263115112116320054252265624430021355162425160003241241145600003255621443300004544045156100004421015561000006464062510000005542010050000002006020000000000000000000000"},
    {15, 6, 125, 128, 13899, "332211445515626323343353133433626646656166466331335332331336021245152151440044544244244320031535232211620063116115113460003565266245160002526455405400000421301301600000033503604000000003004104000000000005000000000000001000000"},
    {15, 6, 125, 128, 10748, "041262553355440335331334343133225221224242122033633533633500035661534644500041141151161100043643553661500012114115110300003345354360100000114215510300000361061140200000622022630000000066006020000000005000010000000002000000000"},
    {15, 6, 96, 99, 13196, "663322554642521556553525565535446443424464434115526553552551006126123162132005544344644354004026623352641001025355645211006053441411632005015215112621000034411632240000051123655410000044200443400000002000301100000000000004000"},
    {15, 6, 128, 130, 14421, "066335451122110221224225225221661664665665661336656616646646001354315345341002622522122421006354512142442003062335313366000036561156433000033235213250000005413231504000003466464000000003553631040000004546245400000000422110000"},
    {15, 7, 125, 128, 14504, "266331155667744171121171131161474424474434464443446447442445573526577532563211311711611410213326717612340644227223224750055313747645370003147153653030000052512175000000014104237000000005005520000000001006050000000000002000000"},
    {15, 7, 124, 25, 15393, "001663322443346677477277517277611411211511211353363343343356655462245542246226225226223741744544544743115157717746134520036575536243200056515532437100002472454670700001767726260000001130102000000006770200000000000520500000000"},
    {15, 7, 94, 97, 12253, "442277556622313464744144344544262722122322522445443474414417022625221223510063373363310430065665171310270045675461440200024232232260300004723775770700006463571030000000254147000000000605010000000000000000000000000000000000000"},
    {15, 7, 125, 128, 13027, "074422114477660336363323343733556565525545755011211416117110076261426747740075575255455300043273236437500075164667651400007277254416200000554547531000000736426153000000255131224000000052312605000000021166302000000000000500000"},
    {15, 7, 141, 145, 11457, "411077113431166772771774772737552551554552535566166366264660452101304214630405525535545570107127337244250005171773774000003626126646000005354543612000000031123427000000001627465000000007465302000000005636600000000000751000000"},
    {15, 7, 113, 116, 13580, "775511667375544226225221223227446445441443447112262252212232006365151313437002577377677577004062116115112007024355616534003056326625520001035721711730000060602352500000050204754300000000006145000000000002403000000000001004000"},
    {15, 7, 158, 124, 13952, "553344553346400262252242232242161151141131141722322522622322067357547637347065445446443440024325526623320016217757377210074755256313770004334765674000000601457336000000362775706000000321216204000000001074700000000007075000000"},
    {15, 7, 125, 128, 12676, "471166757113366242522122622722343533133633733224226227221220344516157631700423353363313300434556267211200734275774772300002354365311600007535664535100003057437410000005042252050000000004072040000000000021000000000000004000000"},
    {15, 7, 111, 114, 13551, "766336677441414112113141711311552553545755355756466264667665761131121141150652433224747310502466766266310501631224747140005315716216500003662644612200003420216720500005030657160100006040770500000004000700600000005000200000000"},
    {15, 7, 141, 144, 11245, "416774477116203377552266754341551556553545575221226223242272415545655355153411746623346173665037717767750032035615366127003044144644510007032612161370000075175672300000040400450400000050500520000000040600520100000000000000700"},
    {15, 7, 110, 113, 14303, "677443355226567323353373313323626656676616626337332335337334427452475417427036166266526637067441445447160043135231527541064161265523510027644644664600006712035512000002173003030000000704004060000000204000040000000001000000000"},
    {15, 7, 126, 129, 13186, "776622445565611244344744744344211311711711311662665662665660202365762735312403373353323325102475452425410006144744244110007576256726140005034734235300000050406455450000040107176300000000200703200000000400034000000000600003500"},
    {15, 7, 125, 128, 14591, "613366225536377112114116151131772774776757737511511211411611052524276456633017737747727730011531241426610037663665663170064535143124760005173675673430006446766316600000207007070300000002002040000000007006050000000000000030000"},
    {15, 7, 126, 129, 14785, "122616677445533227224262272212557554565575515433133433733633147134464772610142557551554550235167421724620043322622122350344667151654300001605655155200000112207220000001305305370000003006700700000000100500000000000000600000000"},
    {15, 7, 125, 153, 13458, "021144335577575636466266466266131411211411211575535575542554113112117113170266466266466270075575535543650073452557443140053474237451700031672231652400036255653402000062632270605000016132670100000026251150000000002010400000000"},
    {15, 7, 112, 114, 15040, "007113366443355262272212232272565575515535575422622322122722064674314134774027556553551520057624474644750041256363721240000446273651400000435445445500050041624134400005766257140000000701042270000000501620400000000704000700000"},
    {15, 7, 110, 112, 12676, "000212266223344737477177377477221224223223226631464163363465577377477177450031354453153700071551545532600062314412156500056711746775400005425155305500000722712700000000606647600000000505501500000000002604700000000000100400000"},
    {15, 7, 111, 113, 15142, "033667755626440332335337335336112115117115116433633233733733042645247745746003525565525503001677674773701004323466721304000421664324460000354757452100000116273524006000001371521700000007454260700000000765020600000000606010700"},
    {15, 8, 141, 143, 13649, "033767448855440000322885564800088161288775350442442443448447112112113118117855655355855255082662373868207007737767727704004688683884201001534366821500008331663527300000274878571300000876364160500000213501750800000230607010800"},
    {15, 8, 111, 24, 12138, "005887733554411181131161771161484434464474464255357558556552082337268276260085448344744110015318318776640048347176615320020526636742000000278665426000000004332243000000007435060000000005362020000000002040030000000000020000000"},
    {15, 8, 125, 127, 12181, "518844336617188565575525455355868878828488388117116113112150267476423462300551611711311500587656753322802121442464471720001686721307800002182163107500004044643401000000061382507000000006030805000000000000200200000000000000000"},
    {15, 8, 111, 114, 14638, "161778833442255455487364822500776772757577877116112151511811334484464424433366382363523800466455855655700417482668820100221547846620300033131550540200007673670730000001010710120000002161030380000003000000000000006010000000000"},
    {15, 8, 125, 128, 16037, "113388121667788554551554552553774771774772773688188488288388064161464262363005747727717765007145425215307006332331337806001841822816600004672671673800000433823171300000047527536600000056216015000000005022050000000000006000000"},
    {15, 8, 95, 98, 17114, "324116622331155776775737177677446445434144644882212252232288526815858138644327663661668600344711253736780458323251422400445086626880800001067133718500007064877580800004078042670200003036088050400000011025060000000000080020800"},
    {15, 8, 111, 114, 13695, "011887726211700383353363323343177677277877577081651261821541087334336338330030654266828540010755455255730000134236438110000113413213220000558576576000000785746752000000074132106000000008443306000000000405107000000000804500000"},
    {15, 8, 109, 112, 14643, "338833487733211656166566366466252122522322422778771778757745058181588356481044344144544615068838858854205028351138576408007337157526100003482485472700004640684657700000220278267800000400346370100000000280500000000000800600000"},
    {15, 8, 125, 128, 15267, "226442266882255171514112115117373534332335337866266466566766078284482585787016141151171141036241451571703084225227223608003647655678800002515817814500000122642123700000383223411300000838008030700000802008000700000308004000400"},
    {15, 8, 156, 27, 14685, "665522443377616881887885883181441447445443441266766566766566321727525723521038838818838818028738518733514004771775778562002631615634600006233133282200001181885030700003257107000000002114304000000001012202000000000000204000000"},
    {15, 8, 113, 36, 12387, "665533662277414883884885881886223224625221226007737767477577003288188358816008034165351518002038446448542006072162352788002053876884730000020314427400000030308452800000000102743700000000006570300000000001220000000000005000000"},
    {15, 8, 111, 114, 13220, "073116688224488655455255855355116112113118177676472273878300645545585535300576442283838500776522422622700481741681431800007257457657300003861262243000003610505530000001424706750000002600800500000008640600000000004000100000000"},
    {15, 8, 140, 126, 12190, "667755122774488656686646266166353383343233133778775774771770258785144241100022422522822600068465564831300036656616617800028448847803300007454517200000006258211600000007064162300000002037230100000000070220000000000070500000000"},
    {15, 8, 96, 99, 13102, "844121775511330558556551525545338336331323343077877177877277078646684661660085855255855240003846884221250007745284851730001463566536000008626151883000000427165808000000712723700000000164206100000000040000800000000010000600000"},
    {15, 8, 152, 110, 11796, "544177000000000525545535535545828848838838848112117114117116622647634637640033233233433050052774727757080081257224487060066285451461000057368826306000004224470000000007167450000000005167580000000002781260000000000466300000000"},
    {15, 8, 141, 144, 13371, "223766115544338557552565535585117112161131181644744644244744067732661230788085336338332338001781171161153008486678262710002855255655400004786678262400006713213613000008382550550000000445410410000000801600050000000000000000000"},
    {15, 8, 126, 129, 15353, "114665588331177775772776778771445442446448441713353383233833115252886218801147116151121107474656857227804463238288688300246236654224700027351213613300006627885830000006864238350000004082080500000008000000000000002000000000000"},
    {15, 8, 110, 94, 12971, "077884417188557226262522822722446464544844744331181151171133006383553873710002765667665270004576866273400003078757412300000015817331100000065836830700000026617320000000048247100000000035421600000000052361200000000000206000000"},
    {15, 9, 127, 129, 16307, "995357744331199554556558557552994996998997992113633833433233004616818417212005774787727715009674885425209001356626866301006164389229100009387121871900000325463618800002589682384400000681576121100000015163270000000201337740000"},
    {15, 9, 127, 130, 15226, "089955336622443773767172797787553565152595585044644844144344083663862194382087992991998993095672861178373077456626636350000512431428480000159129239809000704762161420000501547659000000005425318290000002236994000000000003040900"},
    {15, 9, 109, 112, 16426, "006991188331887577377677977577522322622922522131181191131144534384694934522758556553559767239989969935207418766783711408048286263241900005495495446200006781893494600006017117750500009040040000000000010070000000000070010000000"},
    {15, 9, 125, 128, 15447, "794663388118855223225292624272113115191614171588788688988488793735691984470793353363373320442755669972410451894995991400045255864876800036334835632500002979329260600004022713190000003091030920000000007000200000000009000000000"},
    {15, 9, 95, 98, 17250, "779698899224433554557585455955224227282422922113363393363311914167191461988775684887881525902667994466250901934837562100107318688230300003535252110100005582327740600001061018410800007056083070200005052034040500000020000060000"},
    {15, 9, 110, 113, 18122, "448982331122443007766203029277554559535255455664669636266466116636626696611884139121291488775442443448577006833822597603001762763699103008914634169804007985058812700004876067780700005571010070200000058080010000000027070000000"},
    {15, 9, 111, 113, 13773, "055669955282440977177477577877966166466566866229221224228233939131434538800705595515545700609766869668600302691918742300003392819643000000553656353000000886794584000000008614287000000001322320000000000103730000000000002070000"},
    {15, 9, 110, 113, 18294, "116778899221477033567389443358118112191311811668662696366866775595525525577448792727327844001883889884150006499423124650007353959651730004578099771480001541018442790008686064924600000837072246800000004045569900000003090050000"},
    {15, 9, 124, 126, 17526, "063355994323770014189547711000288288488188688233233433133633575575545515599279279449119600826221224227800375565755819300956871644350900096361754990000062952592120000064575874920000034858350430000061698960490000006886640000000"},
    {15, 9, 139, 128, 14039, "223399881167644755855655955355711811611911311434484464474422732882662972300593996998997500137377877577100243386868146200027767746225400093386829050500009769708010000002570500000000009140100000000000220200000000000930900000000"},
    {15, 9, 125, 128, 15606, "769558811223311335336373933833445446474944844112292282262211265196181961800763755955855300794793982867400921226227260100992727926820100015516577510700004482172330000009184536470000001641845160000000068010600000000006050000000"},
    {15, 9, 95, 98, 14592, "664883388112255313933133833933515955155855955244149484494422612129182892966736771779776377057169181897500024471389349200064977547528600078339226260700006504667670500007202771720900000606804490000000707000840000000700000080000"},
    {15, 9, 127, 129, 17817, "655883311229977494414494464484393313393363383722522522122822697517597167887642669669665660531549549145840372238818588230042779259135770038116716576700004138182895500003482436250000000011874760000000000240600000000000020000000"},
    {15, 9, 110, 112, 17933, "455883774243395595535565515575898838868818878447449446441441297639366211975433233933733155457662616651789584251926784010126282914747000092396367330000018769951270000009934184420000001089612400000000078866200000000007000000000"},
    {15, 9, 127, 129, 16595, "664118855998899676646616676656373343313373353288988488588182072942412572150064779775771760034969465561130021934494144820003829815931200006287297127900002377549481100000239435819900000020724250000000090941530000000000113390000"},
    {15, 9, 127, 130, 15483, "225534377112269232212242722822535515545755855699499799391966036416746361855022881887884861059421727324260061953313373390010661977914510000938618774600000154731238900000094754581500000083367649800000003871466100000008116608000"},
    {15, 9, 112, 114, 15534, "228811332277449554553525595575664663626696676881211311411911004283328498978005779774773779006282292422959008219344953164002139394463881001807127287790000105853427910000006160104400000008385867100000003006047000000000550609000"},
    {15, 9, 127, 130, 14094, "008339665447711848858838878878141151131171171266566366966466042552332972472089775779774770018585389984480028613393353310093225659694620000227297257200000969634030100000009510010630000006020023600000006050070300000002000000600"},
    {15, 10, 110, 112, 17115, "885511558872722a6aa4aa4aa5aa6a9699499499599691121181171121133623483473523610a56554558559a80927747677a26900316a64478921300036944618316100085375735836500077581a5332280000071a940925000000a343300780000000a040009000000000000005000"},
    {15, 10, 127, 130, 18440, "799aa558844229963665663676966a13115113171911a28848858848898873245253242992a76a33733a33a33691146756a42a90162681994997990206422787a84a80004615324377a20000045a89469390000068871413630000001a52724100000006a870402000000005000003000"},
    {15, 10, 95, 98, 16599, "3aa77aa445599336161a74658923008828828387881884424424347441445566a662661665599253a3373351993189a752a7198003140aa927710400a65063663860500009052735450900007098789590200001074048920000000015056080000000079090000000000007000000000"},
    {15, 10, 110, 113, 17788, "aa66118855a7a220aa46215896114333233a31363373388288a81868878899554554556559900294a949669740003112117117340008647242367810009a5255785a9300040912119962a000a043035157600000028089a9a70000006909a0713000000020a0010a00000006020000000"},
    {15, 10, 125, 127, 19449, "8833115599772249aa2aa4aa3aa1aa966266466366166557557554552558987287484382184a91131191911a64617a37a94992622805624232285867108833645948762008314838194770003232125aa99000029351956002000090185188004000010a135a80000000002aa33a00000"},
    {15, 10, 126, 129, 17285, "29a7744000337784244644544644a48288688588688a8711211911311a11127267957367aa7043665669663646085245949343a88071122a2292217809a785989a8376709aa76a769765220275302332156a0012a9010115a300059a40700700200000300000100a00000900300000000"},
    {15, 10, 125, 128, 16979, "445511575aa2299883884881889882663664661669662a774771779775770a34a41a19a95a20022322422522a800843814895859600671311911676a00aa3974375aa06004323a29a2790000305117152570000003687637aa0000008a65a05390000000806603960000000000a000000"},
    {15, 10, 112, 114, 17668, "42466aa33aa44775515585515535549919989919939947aa8aa6aa2aa6aa2718786712736741251121311411052298a8848685609247a22665449a07556752a4964770001523178781870004336533a240800001609936a80000002407019760000004006590600000000005000000000"},
    {15, 10, 112, 114, 16999, "2237a66889933449199499499799a95155455455755a56332338331331330162468461761a6098aa4aa8aa7aa005329227212219006335481879735000a66437815766000278a62a26a40000a7a7899135500000a68152350000000870761620000000a80010200000000800000000000"},
    {15, 10, 125, 128, 16410, "6aa299646115577929399a99899299727377a7787727755855455655a511128314a1681a25089223226224220067833496694a90061588a883885700a8193376a74110000372a123125700008128948151500002335445010000000041761000000000004077000000000000001000000"},
    {15, 10, 127, 130, 16378, "a945079921a8a00133a3322449955022527226228227244547446448447419aa9a8aa5aa3aa1955928605853703626616686616601a4597737757320a8a991858531a40a188a1a38a5100007407637617600076432662312800006904704024800009106704092a000007009030000000"},
    {15, 10, 126, 85, 15654, "885588996643411a1aa5aa6aa3aa8a7177577677377872994919959989920124512652382830a86641663364a00794541a53a82700209a551557932000027363932243000092411266340000005661977310000009185a0a4a0000006967702a000000002a200020000000060a0000000"},
    {15, 10, 81, 84, 18305, "448822773352512996994929599399886884828588388aa77477677477aa116a2232252231100614456a34a955009a49361541810008678377272a1000a0aa2235a2120001011a9691590000408718783920000a0a62a9a68500000070710190800000060330680000000000990770000"},
    {15, 10, 128, 131, 15145, "33221168866a9a077377477a77977422322422a22922411553556558554500313416a1891440074aa8aa9aa6a7002537867987642001432338339351003451869958610000715a58a19a000050275138a3900000078682902900000050651a01a0000000019900600000000080000a000"},
    {15, 10, 110, 113, 14935, "44332239954a77555255155855955366266166866966300a4aa9aa3aa8aa007717747727783002411948329875002483884885876005a14943326aa0006a73a74a7875000403812866470000a0a5215586a00000096926566800000001723411600000009037900500000000078800100"},
    {15, 10, 80, 83, 12333, "046622375544220552559554565355aa2aa9aa4a6a3aa11887883882881177266966766130008517713912250004aa79337423a000418863863801000a961921496000000716575405000000968a0950a000000961100a01000000a808001030000008001009000000000007000000000"},
    {15, 10, 141, 155, 16099, "000077223318866442445449446441aa2aa5aa9aa6aa173363383353393357267587957697105229221226223400488588988490a00a69581956a307007396656367703001721519724a00005181358010300009918754010a0000009476a080a0000008a017040600000087022030400"},
    {15, 10, 156, 37, 16340, "115577998868334141161151131121a4aa6aa2aa3aa2a99599499399699774576475373672a088288688488924015214613416a140a95525355a96a30772a26334770700418442448980a00022725390880000041552570060000004294a9009000000017870000000000001700000000"},
    {16, 6, 136, 139, 21354, "0441313442266131665663661656166522522322125212254466366566366166055433451434114500612252232232260024365563323132004662115114113400524456436536140006152452542440000631531461160000053545262163000005121641432400000053516215450000002405442230000000410050405000"},
    {16, 6, 134, 136, 16694, "0463322115531366442443445441442466266366566166260441443445441443052123325531162604665663662662420441543345241166066411513116414300565633542216630005635631651240000202141503354000000445630121000000004050001120000000000005006000000000000056000000000000000000"},
    {16, 6, 117, 120, 14484, "2445566221315511443445441445443422322522122522326621223225221226023165361565163000445443441441400041656616641320002151335512206000625523121660000026466466453000000404064433000000000200223400000000060060100000000005000040000000000000000000000000000000000000"},
    {16, 6, 135, 138, 15771, "0113664411221146115112113151141166566266365664660011214113115115005322413351545600136626466366560066212443135134000516525535565000015423412314530003366262363500000005451253030000000316646220300000016144260200000000144660330000000000000200000000000000000300"},
    {16, 6, 197, 85, 14961, "0000000041166552000000002326522456553554553556552622322422322622554553556554551116413614613416400226223224226530054653356454320002114116112501000156453654110600001433633260040000033636130003000004436143000000000416624200000000032331100000000002112000000000"},
    {16, 6, 151, 154, 14411, "0114643322663000422122522621225243313353363133532262242262122522406164526611455123343343313353303064644061125520002661665664663000044664661652100003514151443420000201345314510000030626626635000001023023233200000505000600000000000300000420000000000000050000"},
    {16, 6, 133, 136, 20701, "0116633224433151626656636626656642445443442445446626636626636611122153132123155605525535525536500622633622634410046112113146016001124334221103000005123135540300000151531215060000050644620304000000010215040000000006032101000000000566330000000000040060000000"},
    {16, 6, 133, 136, 16048, "5446622665522131424434454414454462663665661665660443442414454435026336251615353004662616636644100653231413450650050552553564020000042316232503000004626233620500000345253603040000046541510400000006325142060000000044221600000000006000110000000000000000000000"},
    {16, 6, 166, 169, 19273, "1146655116622110522332146621344014135322446641006566366366566466252232232252242216636466566466112513341351541422562115113115160052436526325522002143243445443100626615523365320004112131152110000432344254141000015506006026000005600100100100000600020020020000"},
    {16, 6, 151, 91, 17214, "0331122554455646331336334331335322122622422122520335334336331332001566424661155100224225221126320015434536131522003366564662314600234221221433400006225243165060000001514523006000000662641500100000033526210000000000324130000000000003002000000000000433200000"},
    {16, 6, 134, 136, 16400, "0001334433122131424414464434464452551556553556554414434424464435021613562536263205515535525534150416266166166515054144342446322102212321321431300005243122115600000265364565620000044644264232000001543541560300000164366050000000034055000000000000000300000000"},
    {16, 6, 117, 120, 17643, "0035366114433550646656646636636624225224223223226656646646636611145154144133130012252232252256006654434454432200026565363566010001152332552100000122142142120000065564164430000000153660602000000053213010400000005203004000000000000000400000000060000060000000"},
    {16, 6, 133, 136, 18881, "0006655335533414411246256355362244243414464414345525351556551535464464424434244111611211311311344552556556552641066112113133265106626362263342120412626236411310002541541505434000413212360352200052424634010440000251501505500000040400060105000000020005010000"},
    {16, 6, 134, 137, 17847, "1143455662244110242252232242252264665663664665661223224225223221041351431541351062166466366565000633244335253200013311311411260001226442336511000661163664161000002335112445500000235024115000000014501045100000000330600200000000030040010000000001005001000000"},
    {16, 6, 119, 122, 17588, "0044223311664540445445445445445411335332363313313351551256151153665441442442445622435132263213420016355655153610003211612662123000603426431435600020652551556520000024034364240000004101162160000000030332130000000006066006000000000202200200000000000030000000"},
    {16, 6, 133, 136, 16127, "0221133446625211151141161121161135334336332336331151121141161100055242464426560001353323353351000355422145162300001446442431330000051223655661000003363325450600000554144303000000000246160600000000011265040000000001132400000000000534320000000000040040000000"},
    {16, 6, 118, 49, 15434, "1122446633554420331332313343313355155251554551556234331332334336061462116246416000355455255155200054262466166320006364311266454000160426655136000066056452116000000002142215500000000316266000000000053352300000000006656350000000000046066000000000000000300000"},
    {16, 6, 135, 138, 14639, "0566114422512100331363353343353322126225224225220336334313343366051664451544556005155165545515500636316314341360062325565515523004612161346415600042155635131600000604450454530000010232032530000004014200432000000000030005200000000004000010000000000000000000"},
    {16, 7, 151, 154, 17322, "0556463322776644004511521776240021224226225221223133433633533133722422622522622701744766755761700231141161141100034424626554620007423554556523000307742662447700000141741761020000064155075200000000635301270000000315170030000000006651007000000000000500000000"},
    {16, 7, 165, 119, 17666, "0000000006551163727737767767757742443446446445447727737757727761122133165162156204434454424464430711511311611563042353515262677601734244344764100014556552614120000013133411060000005261367012100000126746400000000074547510010000004751100000000000114000000000"},
    {16, 7, 167, 170, 19186, "7116655442233440242212262252272234331336335337332262272242212250746317464551475072373353343313301367275244211250772661667665662004673153743513000033544744144000007461317375300000453617601620000000526720420000000046442032000000000501502000000000040010500000"},
    {16, 7, 136, 139, 21585, "6554476711335522447443445447443411711311511711312266766366566766617273235257273267461151131131105011745343543740702461445447441000402256736537200010621251271600007023214344520000004667142102000000046327020500000000717205000000000030100500000000001020040000"},
    {16, 7, 151, 1, 12617, "0671413377226610223226226272212255355655657551550223224226227224003535545515514000233644661672100057717737707510000344644610200000023776325004000007516732700000000541667020000000004747205000000000124450000000000055250000000000000507000000000000030000000000"},
    {16, 7, 134, 136, 20912, "0445753377225355332336334337336311211611411711610554552552556556072476274277616000314112116115300014432232636110007577476771556000544162456316700006164162115700000673747731500000075252143730000004662241431000000564211325500000004266440370000000500062023000"},
    {16, 7, 133, 136, 15657, "3536622334411770446441442446441477677177277677177335332335336330456521252516601075116112115110407345642245546070117446442447300004636232635570000066163122105000001024134050000000406735702000000000022540000000000000012000000000000000100000000000000030000000"},
    {16, 7, 134, 137, 20044, "5443350000000000171562200000000011711511715115114474454474544544611711511711511636776556775655632312272322422132524766766566542057613753774356004736277315421300012322624620620000326153671030000011641231402000000056602660000000001330033000000000022002200000"},
    {16, 7, 151, 154, 19561, "0000522446677140566337706070433044144544144144542212252212212252664544144144544677156516116156573342212252252243502571175175572050643661663663606076714354154170003752612632613000335476476474000000223323323000000006406006300000000700700700000000030030030000"},
    {16, 7, 116, 119, 17488, "0661177557721250626676616656656632337331335335336626676616656644422477411455450006323313373316000325755255651300046227171735240000427612674645000003543543245000000661563517000000043403134200000000450402040000000040070100000000000005000000000000000300000000"},
    {16, 7, 118, 121, 16913, "0112255637766544447454424414434466765662661663660043441442445443007352123215531500477177577277400063431332335450000461245142464000012116526221400002073573671430000002113237270000000146743327000000001063035300000000006607750000000000060070000000000003000000"},
    {16, 7, 134, 137, 17436, "0117755446563311447443446445443422722322622522321447446445447441017713616515713000335336337331400047546645747720002422522622401000115266257210000001315316317000000037250253100000022140045700000000321001660000000036000661000000000160041000000000610000000000"},
    {16, 7, 135, 137, 17551, "0076232447766550545575525535545514117112113114116553552557554556046376226736446005211211311715000103722537574100060554424344560000061253321760000002616213615000000673427467700000063314457000000007226116400000000066367400000000000371000000000000000700000000"},
    {16, 7, 149, 152, 20272, "3557733221173711033547634254415522622322522622427767737757767747122422322522622101641331551661400027577477377620007452342532667000166566366725100004533452311300000275273176300000010616645130000004070471517000000001021746600000000400221360000000060000773000"},
    {16, 7, 133, 136, 15744, "6332211565773366225272232262252211517113116115114223226227227244045374634764750006556557553552000023626767337100001316113115240000426327623746000064564534505500007326621720000000071101671000000000460454400000000070044070000000006001000000000000000000000000"},
    {16, 7, 119, 121, 17143, "4431355336677110075527356276100066266366766261664424434474424144355255155755355007244143442441700762566267623600054271177226340000454112672457000321345646446000004163532760400000130673572010000032046455207000001406552240100000130000000010000030000000000000"},
    {16, 7, 134, 137, 17596, "0441553344267415117114112112116133733433233233635336334337332335057654452752256600116114117112100076614417712730001322622422365000356344367357600057156454157750007461213242710000057533277645000000635273162000000064540504100000001030020220000000504007011000"},
    {16, 7, 133, 136, 14054, "2662255447711330334331353634332377477175767477272331336335336330264151657514602063442441442440304631236155236070367351556557300004272631132130000070414466201000004025435340000000307727471000000000020405500000000000000000000000000000000000000000000000000000"},
    {16, 8, 118, 121, 19546, "0441166338822121557554554535525588788488483882886613117131121166007364763632622000547442447415260083113112124810006175223371860000067832127642600004461441484100000771765355220000004715878106000000056765620800000003567358000000000433663300000000004000000000"},
    {16, 8, 119, 122, 19763, "0227788445511664556552558557557533633233833733731144644844244244006162188127127100527787767767740033611211811254001045885625643600001382368361100000317117117147000007681425847300000304014355000000060103102730000000080035820000000006000280000000000100004300"},
    {16, 8, 117, 120, 21729, "8285577223311440464743445442445416171311511211518113116117117118668383685782785044226225223220406157757737747010685363655731108002116515313880008247278278264000088474224710600002113125106000000418583080700000082563503000000000020600700000000006050020000000"},
    {16, 8, 134, 137, 19266, "0000322771155661443447442442474455355755255257551443442443447441613317212312771686455355755355680853632673637780001422722122447000618318778315100086357051556100000834204284860000002540540568000000011011018700000006606606710000000880880800000000007010080000"},
    {16, 8, 134, 85, 21001, "3322484877646886141131161181131174773776778773775223224226282255045335465688535601311611431121360713134143887708050276686612850000055636437535000001532811527200000021584674730000001516122450000000485765262000000008452482000000000481824800000000046600000000"},
    {16, 8, 133, 136, 15697, "3884553388114537662662663667616688288288388781887554557552553552372412763217317730614117114116378084467762463830004523227228575000744757354140000002136175104620002442182156520000042800800070000005010050000000000003006000100000000000000060000000000000000000"},
    {16, 8, 117, 120, 18041, "6356288522414000557556545515565533733634331336338227227221226288887786748118660078441446447445006452262212216300633711766171280053821676127480000528422428400000078255854050000000772313133000000046785810800000007685513020000000224511400000000004044040300000"},
    {16, 8, 150, 152, 18152, "0118833667714188336335334335331322622522422522127788688588688187006765754765711000342242212622300024634531664120005545565515587000743343633647000002426641121800000147466213550000045835365200000000844820870000000072277075000000004823000700000000808200000000"},
    {16, 8, 118, 121, 14527, "2442277113352330662664668661667635515525545585530321342384318370025575525515507000217422841180600065448447445030003376726816300000845382375330000026624554458000000876576515000000002037734300000000787801420000000072860521000000008000068800000000002001500000"},
    {16, 8, 166, 169, 17299, "0052288227755414636616686656626673771778775772771443442445484418136313287558321044144244344516401613622635653760478858818838858006145241343536000048225223246800005654314538000000508858038400000020705742770000000080270200000000008033004100000000007004100000"},
    {16, 8, 152, 75, 19064, "8811282447711820636656616686656673775771778775774223225221228224034354514183854003866366866166500663553558558620070261171161272004047334347144800006433748468500000016573814500000006851454840000000382681800000000002478200000000000334640000000000004078000000"},
    {16, 8, 152, 54, 14552, "0772255441183811223227221224228255355755155455850066463866766366003711411711311500264748177433800050466766866320000062472782365000006514344518500000024761813200000006063483350000000408476882000000000653768200000000057060610000000004003006000000000700000000"},
    {16, 8, 135, 138, 15907, "3324177552266440818878838818878861667663661667662554553552552550015472332216270008211711311411000624873832842800041562242232260002345753354458000084815415314000004171227733800000251006002630000008000700660000000100020068000000040000005500000000000000300000"},
    {16, 8, 135, 138, 19210, "0334455881185811464434242441445476773727277177570868868388188288066336232811525004757737737767720761121151121140008548858838827000057233535268300007723553326400000701781781712000000643461453000000087871878000000004256011420000000702000130000000020600040000"},
    {16, 8, 150, 152, 17915, "7226455337722565088116351387344822522822624223227757787767477377071411311611511800544833664853680051811411611264002488342663575100713353833712100032828451667300007717518110010000024151382007000008673476700000000373154460000000002550000000000000320000000000"},
    {16, 8, 134, 136, 16953, "0336468833447711117112115113112166766266566366260883885884887880007342535483712000225224223225100073515414317160001377475776800000685654483750000006284254351000000344727828500000056684627700000000654822510000000058822745000000000000040400000000000000000000"},
    {16, 8, 182, 77, 18149, "2255664431787000545535525545515584883882884881884772771773773776446236126346366355255455155455304522541513543500783313323323380066288188488476000057117247256200002617677627230000003112413211000000886381810000000064781368000000005566577800000000006040370000"},
    {16, 8, 133, 136, 16570, "0003667722663388558557553585565511811711318116112211317118116122448237723882664400546443447445000014657358746100002358553553120000436373887424000006481431414800000035245250440000001142141000000000225726200000000044854140000000000708771000000000050080000000"},
    {16, 9, 117, 120, 21228, "0564988554433689881885882878838844144544247443440669661663696612011995122379732905875773772718800541121191197480061959132326719000065263962669900006715717733200000198668287430000018455474824000000460748340900000014012372020000000100718300000000050010300000"},
    {16, 9, 136, 139, 25234, "1345998822778899332337339336338355255755955655851411411611211811132647369726988143317797747727744655439634232830364515886889885043691191941621104064287267797690603242238558714000232995577516000030945250988600000032243087190000000040500919000000000070089400"},
    {16, 9, 152, 155, 23245, "8755449955668811992266311628310099799199299599896676616626656686443313323373383383741142247548848794557551552550276719729179289035403688788188600290447311372340003029547541540000207435820803000000073767060000000000144304000000000063700300000000004030020000"},
    {16, 9, 168, 146, 18095, "8388779911556640228080709010585042292232272232254669663667663665889887884889838841991731471933152355755455975542639266366746634618867734474723610031789939976800002051341745110000000065366958000000002092980800000000604691050000000010815000000000000010000000"},
    {16, 9, 166, 169, 22403, "9977112244775693633233133533933468828818858898847747727757717797604272165541919460886884889885833043623453913598807221226224227000986184689485900055995991991890000781186584765000005250213286100000279079874540000072102338743000000720630707000000006030030300"},
    {16, 9, 120, 122, 17349, "0771176799228833445442446443447411511211611311710088988588388688005722722922522600489275693356700010948898688640000081756994581000008678926123600000012982881120000008644531330000000966148526000000007942553200000000622553030000000090000300000000000000000000"},
    {16, 9, 117, 120, 24327, "0115511992287825484464434414494478776773771779775595515565535522289261236213293504484414434464450896696686637721045848149345722307287917837283140204264264269600000131916972610000030599581716000000020827590400000005098536090000000300330100000000090090050000"},
    {16, 9, 152, 13, 17781, "9779394466553187775773771776779744544344144644940288288988588388015723991556239102786626616656670245299399299377099587237127584805113455155452100050382381236100000094691692030000008909565600000000550844800000000000064060000000000004000000000000000900000000"},
    {16, 9, 148, 151, 19510, "4226655883031300771199447732380016113117116119115655355755655955442443449447448886283387986789004662667669668100412213719917150025332337335418000842747249883000008628678672000000703093499200000060508503530000000080089305000000001000000800000000500005000000"},
    {16, 9, 134, 137, 18374, "0822997733884477551551558559552566166166866966264437338339332334081741848949242008117112118117500257758259852560006399799899304000447682678640000009147148145000000037932964000000011932830500000000364904060000000031980800000000006060060000000000008002000000"},
    {16, 9, 117, 2, 19171, "3351224455997550212242292262242281884889886884883775779771767733013543993166342002344544994472000885299299667800030751516627530000038911698392000008396694366900000015614158800000008171419920000000763667609000000005289350000000000473598000000000076605000000"},
    {16, 9, 100, 103, 18843, "1144228854838220422121252292272246616165669667668838878898818890455455355755870023119114119192006034473997215600303497349768290000851851855340000011412577530000006262928478000000769636347800000036596375850000009775561744000000099000611000000000000000000000"},
    {16, 9, 119, 122, 16642, "5334401848400000337332336337338311711211611711815544944244644244667592526567528550327797787797705010966866266230305043923883941000205198182195500060957857657000004029668860000000000992684000000000909474500000000000150770000000000016000000000000008000000000"},
    {16, 9, 134, 137, 21203, "8116778833112668084456758399353288188488788288489919949979929949633533133233733606156416726276403084144244744580039566566268759000631822857933600086195292766740003146646648982000094913323722400000553003802040000050600600608000006050080010000000900000007000"},
    {16, 9, 134, 137, 19089, "8875711446633990228227212252232266866761665663664499199398995994008417434854534000277177877572000065114388255600004577377177940000779113836540000087473971479000003312716738800000002612298550000000742614280000000032649240000000006691445000000000000908800000"},
    {16, 9, 133, 135, 19737, "1166334458544660393363383343323319116118114112115565545595585577796764789748729002242262292263000364346399382100015886898818770007741966597529000012762972472100007768385811900000007581487710000000072705581000000020909581000000000289080000000000008000000000"},
    {16, 9, 134, 137, 22472, "7252998844332211616646626676686691994992997998993557551558554553713743123873483076122822122426000957681618644900135766766466530001259849179431000423327324329900033968745682000004068765050900000492965703080000020382300300000000008070080000000009202005000000"},
    {16, 9, 134, 137, 22065, "6655774499828110774779757177577866466965616656683322422922822122774349393183513831455455955155270371447997817106006828988488620300313442992133000068559554351200001019874832300000802726869260000070368393982000001083584963100000808235541600000030030000410000"},
    {16, 10, 150, 153, 24651, "759667788aa1714253366881144aa2298488288388588788a4aa2aa3aa5aa7aa6992939959949966146223635654671158773774772778925a12331451241a0236925545535926040199393494267100076676476371740000518158158319000075a61a48aa3300000060060060000000001001001000000000800700a00000"},
    {16, 10, 101, 104, 18927, "491556611483477055a557558557556522a2272282272262899a991994993990426676616686606049a33433a3373050195a7a1144853020112a7411a482900008296396396370000183377689932000003275aa54680000005532aa2449000000165530a82400000060679061820000000093008600000000000900a8000000"},
    {16, 10, 117, 120, 19149, "a177991155838000aa4aa2a7aa4aa7aa994992979949979963383353313323364648625761462760a477877477577a00a0a11211411329001098845421533600006382344358600000167167167000000048729a12a0000000808a39569000000000395692600000000006856250000000000309895000000000000855600000"},
    {16, 10, 135, 137, 21461, "7749411225588aa0a4aa7aa9aa2aa6aa34337339332336331885887884889881a4157179142196103a72262252292a000365a67a54a9930001553447464481000a28168657391000033162172612a00000591427548990000059418468900000007475438160000000a624110600000000071058000000000002404500000000"},
    {16, 10, 136, 139, 22947, "1336677224488990aa5aa9aa6aa5aa3a44544944644544348822922122722322125899816875833817aa5595575515a032429a91a77a13401285246636696680716288929723120000a271583589580005181823658690000070a737406460000000801080580000005000704006000000000000500000000000000030000000"},
    {16, 10, 133, 136, 19364, "9442235311889966aa7aa8aa6aa2aa7a99799899699299794113115112118114047348546242847009776772776776a000a36a52a26a8390009335338339104005416812516440000074754784793000009413513873000000017955970700000007043a4500000000500aa05000000000000200000000000005010000000000"},
    {16, 10, 119, 122, 19599, "0996611336621233aa8aa4aa6aa8aa1a99899499699899197722522422322422008754746738741700a9885883886882009a51131141141000702a54a33a62a000007953934967900000a78178178370000006447335152000000a02072615900000040708782200000000010085590000000004000050000000000700009000"},
    {16, 10, 119, 122, 21549, "71599aa1133884473323633439393373aa2a6aa4a9a9aa7a85525585545515507129969929919970713266842481183055a26778774776a068853684248117800691a95895495a700014a9173979400000602673235350000040692a7a2a700000001967a23580000000425a33776000000055a00006a00000000000000a0000"},
    {16, 10, 134, 137, 25860, "6448899554415323a66466a636566166a99499a9395991998828838848818877a72473a74751718766aa5aa2aa3aa6299026536245315920708944244144573000775812823818700014a72a31a7819000622849646466000001429a9391370000001a737176a300000004a83513790000000080507a0a000000004080570000"},
    {16, 10, 118, 121, 21605, "33aa77aa3368699a77477873774775772242282322422522166a669665668661014a18931541851000744944a4434480002a55a5595587a00016a993aa736200003199a7a9231100009944524514980000088791a5585a0000000261163850000000011761668000000004704655200000000840742500000000001007420000"},
    {16, 10, 136, 60, 20377, "0882244553379a9a3373533833533733447454484454474411aa9a8a7aa98a11667191887159176622365575585563220a429678783924900018a299894aa19000615273a81196a0002634748866920000a146519522770000011086a60a0a00000460a212030000000a20146500000000004060200000000000602000000000"},
    {16, 10, 118, 121, 29496, "158682277664422a446441424a443445996991929a9939957788388188288688336731717a273675134aa5aa1aa5aa2417963323363346a950763561122598873058852816857700003a7a32a37a260000a5a4746441120000572989a9196a000034979787a62800007059783a91860000004407031610000000070309006000"},
    {16, 10, 133, 136, 20372, "02277446699115a74644844244744144969989929979919935a556558552553306a386328372311704171121161174a709a74624864259a503a88a882885035100579229a693015600313a13213901600002388426aa05000003050885270600000003055a700000000007003200000000000300500000000000080020000000"},
    {16, 10, 117, 120, 20606, "02255115566878331311211811711611434424484474464455a55255855a559993a92298897a9683016366266766717704a88288a87a740309531a212715895300934224a749a30800069869a69a9a000002a26185860900000a0506840858000000090458090700000005009000000000000a00400005000000060000000000"},
    {16, 10, 135, 138, 20491, "2266aa373aa8830011411511811211319949959989929939a77677277577877a8a46a52a85a28a300643343363833910081664276581809000975225226970a000aa8476675aa090002523a53a637000005201a215259000006609879480700000800a43a0307000000008144080300000000104a05000000000020140000000"},
    {16, 10, 134, 137, 20962, "aa29255881133885aa4aa1a4a8a9aa2a66466164686966267755355355455155004731737849712700a22922822422a000693983884481600079519113117570002279338954a75000a252952372660000336a14113a05000000269a1a760000000037669617000000004647572700000000045921aa00000000000502060000"},
    {16, 10, 152, 93, 17937, "92233aa7119a92208818858898288788aa1aa5aa9a2aa7aa94464434434454409416a536932557002211911211611900408698328364580000a4776775774a0000359a33936a440000561862751a200000428861958970000068507737a7000000206047a4500000000080316170000000000063151000000000008030000000"},
    {16, 10, 149, 152, 19901, "79911000035587722248433aa22411995855255955a557556866266966a6676644344744a448441118312719a1a81720722922322322a50075395735a3586600964889887864810001196736931189000022192172017a00001808a0830a06000008340043040200000401001504000000000000200000000000000000060000"},
    {10, 6, 2, 6, 1542, "0565365633425341614424542464220262125200054603440002250123000251045000060000500000000010000000004000"},
    {10, 6, 2, 7, 2296, "5545244545015216643111512114122212622526661646616300210252300064040630000005065000000005300000000300"},
    {10, 7, 1, 5, 2146, "6167161150063231652226232122333235363355525752550043776354000503151000044771400002000400000200000000"},
    {10, 7, 2, 8, 2108, "0727714272657446612536766336260353324353016534456100337312300017762610000102610000070722000000070000"},
    {10, 8, 3, 9, 2897, "7741424114886458826133848338811135311336551815511822535225534421274221007565460500420027020006007000"},
    {10, 8, 1, 5, 3355, "1311213363412853565551557355777677257722252255228077183764304268123800477283630061816640001018048000"},
    {10, 9, 2, 8, 1892, "0626682262796227862657677577273595535515037332337300594118500034100030004000001000000000100000000060"},
    {10, 9, 1, 7, 2376, "4944149499045188990084882289882522772422787766787762663162660705039700060315960000000045000001015000"},
    {10, 10, 4, 8, 2006, "039914219181aa9282175514955a196655466585836670069683005339571a00600a6700003004000000700a400000700804"},
    {10, 10, 2, 7, 2446, "6656755656096137a56333634335344494844a48883828838000417254a000819a7800000705a60000090795000002090a00"},
    {11, 6, 2, 8, 5109, "2535563353112542123341515115113153545535545323133233132425224225240434464434000254616210004252034000020116360000502204100"},
    {11, 6, 3, 10, 4671, "2556556166514453611006511511551166553556655046616644661344544334452336331033620346331104400331000030003441000000043300000"},
    {11, 7, 3, 6, 3987, "7225352552147424357144644264544665664567665505544545521007626657230025605351000020034110000000603400000005043000000030300"},
    {11, 7, 2, 7, 3961, "0464476465736422356533134331363117161171717767377673766261662616225272232727005664256700002010520000051417500000004033000"},
    {11, 8, 2, 8, 4557, "3434454343768425663376264662263627282277242717677157670312826132003074834370080831054400001060647000020400550000403000000"},
    {11, 8, 0, 7, 6048, "3553633537557344683744544224434227221122821141166114166266536626351077546186568504246837007033881388000702161600800032880"},
    {11, 9, 2, 8, 3510, "0494454949929411225900824228829225898855878835255335255038331438330059664853000360856300000000833000000000670000000006700"},
    {11, 9, 3, 8, 3071, "5529219929977929718955447274779770046414484400371286714005410674990086301050400068020604000920707010003000010000080000900"},
    {11, 10, 2, 8, 5669, "1494464949979426774952874778879773828833858853733553733a5855aa58551a3aa41a3aa1956a16556009aa9a41a200299660460000000406200"},
    {11, 10, 2, 8, 2720, "55988979899448274479003384433494411233113033aa411aa1411003aa97a3aa0010290010000a86700a00005087000000000600000000806000000"},
    {12, 6, 1, 7, 5615, "414454141166042533412533343311313311121166151166636655636655515515515520060201462300050104052600000000045100000000043200000000031000000000012000"},
    {12, 6, 4, 9, 5764, "265545224543334451335433443353443434224414224542112232112321061141151410064122355200042416000100026613030300060046000500000006000000000001000000"},
    {12, 7, 3, 9, 8239, "761611366166552177531667445155455655224244244144332522322522113433733433064255667260061346411360022434051770027503043770070300001500000200005000"},
    {12, 7, 2, 8, 6215, "116116261672771463366433331335536355554557757577773774473744445442645450007340267120004030164400007020021400003000012700000000011500000000005200"},
    {12, 8, 4, 8, 5726, "881124521288661716652166556615562655885548851588008865786822008753215840006782368600000474246700000143520400000413255700000667244700000033040200"},
    {12, 8, 4, 10, 6932, "153383367838448831644280554434455484225515522575182242234242158652346450356823255220833824437270061188583700000810800700000140000300000000000000"},
    {12, 9, 3, 10, 9573, "322822338820997244992789899299889988588788558825455955445594144844114481611511421150369471173740366183262710908810605250007730307500006670006700"},
    {12, 9, 1, 7, 6406, "075567757798457746574644254424474422392232242233043353343380020613829880032518538600090971585600090215399400070719130500000097980900020008850800"},
    {12, 10, 3, 9, 6145, "488a883aa8aa249839277a60122822122a22611911611611466266466266044144744144004629aa660000049925a450003003080100000332758500000070855100000007000100"},
    {12, 10, 2, 8, 8352, "66a644aa6a998a619922a59999693399a93333137733537777974477974444348244345a8674744579338a480851410a0a660704150a616705056205060000062300000000020600"},
    {13, 5, 4, 9, 8507, "0033133213100551133452105522553552515224422422425244114454414541155112115121552255455254522112212252120000535340550000010232002000005014000000000503400000000030400000000"},
    {13, 5, 4, 9, 13435, "5522523552554334425332541344332343353345544545442445225535255355244224242242243344543445443013323533233100534221342100031301513210001045502214000003000255100000200002250"},
    {13, 6, 2, 8, 10944, "5545564454422335162334452222522622422666616616656611112115112115555655355655333313323313322225224225223600361061345600020604024200003040103530000600000156000000000053000"},
    {13, 6, 4, 9, 11422, "5655154115140331153342143366335363313662266362662622442232422324411446414464115211213112100562344526400066511306010002145110304000056441050600006221500000000201000000000"},
    {13, 7, 3, 9, 11005, "5754566445440337543355417322353223343326621266221226776367766366711727117727715416125116113564711241723070114352413700061450567200600460060420000031000067000000300007700"},
    {13, 7, 4, 9, 14134, "6522714772736445624414734477442774474772277622774722332243322423355337553373551155211552511041136711313606455747253160037124271201006176145210300041125030000003306605000"},
    {13, 8, 3, 9, 9392, "5113186331330722137782355717717117737712113122112112422724422722484414884414485882844882880588431626400020384366080000003408105000000877100600000004000000000007400000000"},
    {13, 8, 4, 9, 12189, "4644544154528226843321572255224225252553355855357533663323363236647665663656114884351873248604862376611870723850366720080508078801000040708440000002000071000000000000700"},
    {13, 9, 4, 9, 8487, "9988288278228331187233286311338331123319911711997119449939944399455441445514450055955829550009346708476000305060050600000108054580000030000500000006000040000000000004000"},
    {13, 9, 4, 10, 8686, "3511314733100885314882238877881877883774477374477044664484664486631667659667503919431269400509161282560090229537685000090200760000000010029000000005004800000000000330000"},
    {13, 10, 4, 10, 11220, "11aa1a2211a1a4499a544331648844a488441483388583388a8377334377334376a7787547787922173116273600a757840437600a519060703a0011a70803079006201000609000a6080000030000a0500000000"},
    {13, 10, 3, 9, 9694, "055a557aa5aa589a533872a338188588188a881611a1161121164668664668664044144644144a09265772a63100904860a049900a03050643a10020508070a310000207000035000080004045a00000000009000"},
    {14, 5, 4, 10, 12447, "3433434144344155423455134215445535445545541144241144344122115122115112352242142242233321142532155040552332342135303041235414000000102035535000000040321500000000000410000000000024200000000000004000"},
    {14, 5, 4, 10, 11691, "3433533225355011413551135441221131122151124422122442322455441445541445115525511525513311411231411030135325335000403012332210000000505050400000001020003000000020000000000000100000000000001000000000"},
    {14, 6, 4, 9, 13831, "5411614661663522461524563122332212322622335533535335335544552545525544664434644344661166561665664451334662445150541261002631004036600002030040263000030400001520000005000043100000030000013000000000"},
    {14, 6, 4, 9, 11489, "3355154415110044225144515244224454224144223322123326223311334311343311551121551211550055351553552000311440416200001050505530000000200066200000001000063000000040000530000000000006200000000000020000"},
    {14, 7, 3, 10, 15697, "1157557177572066354466747266226566226676225523225522425533565533556533443233443323440745447144547000133141453700006464175640006076172775200006024632205000000762436060000000207750700000600060305000"},
    {14, 7, 3, 10, 17267, "4747442277473533546633117533113433113373112215112211612266232266223266456166716616444752321226273207164757676430552633614276500103240606332000016104037200000405050707000003030004000000020600000000"},
    {14, 8, 4, 9, 14545, "1255833885883658265441487722225752233886225522655224225544557445575544774427744244776677566775776618664736646630188373715702302576600126086000807004080000008040050500000060300302000000606002000000"},
    {14, 8, 2, 9, 18017, "0161152661662186145883468188381883388688331343311338331121811221181122723227722322770717725771776306257585327625067767234767200411060243551001060808876330000000043386600000000244055000000000250880"},
    {14, 9, 4, 9, 15616, "4411818381887855311855385455995515995855997799397795997766775766757766626696316966237741761457721060916360862480602390301884302089804045570000796000521100009890000028000000800000020000003000000300"},
    {14, 9, 3, 10, 14801, "2772773622722049971644382994344744334424435331335533833595545599554559799399889939902785564662500023798656809000921844632090003055184640200020375514000000007671800000000020680000000000608000000000"},
    {14, 10, 3, 9, 15960, "a9a5aa225a5520669a1966754266886a6688656688778188778488774476774476774466484475484430a517395aa72300a9641985448000901182358a700050aa28975830000059a345976000009332297600000000030460000000000000400000"},
    {14, 10, 4, 11, 17026, "0144144921141177164397712130557747755771778855655885535599887889988788aa99599aa9959974aa8aa65aa8aa07a193358539300497a3aa118a0104767646a156000029678642631002a2891158300000a0930405000000603800060100"},
    {15, 5, 3, 10, 15446, "033533525535511400321445453344544344554454455355055335545533133433113343311411511441151144344344334434433033133123313300000422424542100000302255030200000000133030000000000144020000000000310050000000000100000000000000200000000"},
    {15, 5, 3, 10, 23827, "442422434424455551242553241155335255335545533113133113323311441511441151144554344554434455335155335515533113433113343311421511251151100224312312334500435152503010400420524105010000021002300040000302131000030000003013000000000"},
    {15, 6, 4, 10, 15743, "116636623363355552363254536655225565525535522662242262242266446656646656644004424464424424001364621163566003346211545320000243462560520000423506430440000332604110600000054000440000000005000050000000000000000000000000000000000"},
    {15, 6, 3, 10, 15498, "626466334464450331651332243533443633443343344224544224434422112322112232211551411551141155655255425525500615164166315000201561212454000501341620640000005633000000000002101000000000001006000000000006003000000000000000000000000"},
    {15, 7, 4, 10, 20513, "116656622565577117465511453311551161155151155335575533545533223313322313322662252266252266776636677636677227727754727700741461224466700076472505070600003760100030000002650200060000007310000040000004730000000000007470000000000"},
    {15, 7, 4, 10, 23285, "136656775565577772265774451377227767227757722662252662232266336676336676633553323553323355445565445565544664434564434400163554457151200116743636741700305627301543400106050005012000001040000024000000070000047000000000000070000"},
    {15, 8, 4, 10, 17775, "684484438848873118742315582311881141181181188668828868828866556616656616655115585575585573605564263162270601054437558230807073751554330000050605411810000040406020100000040305080000000000000050000000000000040000000000000000000"},
    {15, 8, 4, 10, 25645, "515515741151133221657224617722442252442212244334464334464433883323883323388118848118848811771131771131177547787427787711546615286118356106275501773860404470502075320002050808082100004060007010500000020000070600000050000030200"},
    {15, 9, 4, 11, 25153, "857727793227290115472211952911661171166112166776646677665677997717799771799449969944996944884474488447488228898822889822552242255224255015585523558500081524773622100006858469515000008387086209000000134048802000000663000001000"},
    {15, 9, 3, 10, 25737, "466866118868875245699226684522322622332282233833533883343388188288118828811511311551131155355855935585579574157741812470356568343951250331672408767990727184809080100205619204020000006960400010000003320000090000002090000070000"},
    {15, 10, 3, 10, 20442, "04464477664665086349988116a5885884885588688557553557755a5577377877337787733933533993353399099799419979900068327a88a35070060964a412927000309024a5823000080206a1a13400000080aa503970000006000049a4000000000040504000000000000a09000"},
    {15, 10, 4, 10, 25349, "aa66366733633a1881163484636988558868858838855445535545595544aa44844a44844aa11aa5aa1aa5aa119911411911411992299a99299a992200221224221225500a5924733961a70050203747265a0000010248029210000050886062970000020077039700000000000090000"},
    {16, 5, 4, 11, 27537, "3322422124424400334425133424003311332331133433112211511221101122552232255223225533551553355155331133233113323311221151122115112255223225522322553355155335515533003323321332330000355150244510000050301044530000000040200211000000005000045000000000100000500000"},
    {16, 5, 4, 11, 24740, "4544544225545522112143311335141133114113311511335533133553313355225515522551552233223223322322335533533553353355225525522552552245223221322322124254552513155120502424500132140050224000000504000010300000030200005040000000050000400000000002000020000000000000"},
    {16, 6, 4, 11, 23860, "0244144321141155662643166331646655664665566166554455655445545544224464422446442211225221122522110011411341141133000226433552250000041412112161000000411455626400000000210611430000000033010512000000001100064000000000050004200000000000000200000000000000010000"},
    {16, 6, 4, 11, 23395, "0022522445525520115623311225121122112112211511223322522332212233553313355331335544552554455255440144344624434430006652466515230000164424332450000065334565151000006550632531300000533050424410000001200054510000000000003610000000000000044000000000000003000000"},
    {16, 6, 4, 11, 26774, "3311311653313321552214655113265566551556655355662266466226626622442252244225224455446445544644556655255665525566006646633664664100355143645564210050601033164226000020301461546400005000245600400000100005250000000000000144000000000000020000000000000004000000"},
    {16, 6, 4, 11, 27417, "6622322323323320115521311523521144112114411311446644144664454466226616622661662244224224422422441144644114464411331121133112110005624412354420000026154545511000006552306211000000322050246300000050402006300000002020000300000000006000020000000000200000000000"},
    {16, 7, 4, 11, 22242, "0511411364414453775616377634257711771771177477112211711221121122442272244227224466441446644144665566266556626655005545543554553000446147223651200005521205354300000216700024120000004700004520000000760000610000000076000050000000006400000000000000200000000000"},
    {16, 7, 4, 11, 26596, "6655155271151122662357166751446644665664466166445544344554454455115565511556551122114112211411227722522172252252004317121571322000642752416213000023537756345500007325416163020000024164013100000002270607360000000076000510000000000000065000000000000000000000"},
    {16, 7, 4, 11, 28619, "6633733547737750662237566747526655663665566766551155755115515511221161122116112244225224422522443344144334414433003323354332336000634174571436200030321757336200000020521443120000003040341775000000102041762200000000007360600000000000073000000000000000000000"},
    {16, 7, 4, 11, 23522, "0244644556646653332641133446223311334331133633117711611771171177447737744773774422441442244144220022722152272255000246771564475000032305256262200000370106464330000000000424475000000000013675000000000002022000000000000007700000000000000430000000000000030000"},
    {16, 8, 4, 11, 27676, "1133833638838820772237677348217744773774477877442244744224454422332272233227223366334336633433661166266116626611881131136113112044156677343688000053186045414100003020305085810000605070701522000040608000541200006080000008000000603000000800000080000000010000"},
    {16, 8, 4, 11, 31233, "7744144251141130664741566441236644664664466166443344144334424433113363311336331122114112211411225522322552232255005515584551556000772582882236000017586263757400000458152187500000054086383560000001132282544000000080022011000000000030008000000000000300000000"},
    {16, 8, 4, 11, 33204, "0166166431161166221267722371442211226221122122118811211881171188668828866882886655661665566166553355855335585533073363386336337700715287843546000005353365834230000253156818740000072157413447000008820157022000000008057601430000000506630300000000000000043000"},
    {16, 8, 4, 11, 36235, "3288688636686677115581811326441144118114411611442244144224424422552212255221225566554556655455667766266776626677667757735775770002336785728657000261768248872500056172638524000006763177074500000334142808080000088743300408000000085580000200000000705000000000"},
    {16, 9, 4, 11, 25651, "4622822368828820996029699118629911992991199899117711911771161177887797788779778844881884488188442244744224474422552282231228220040334383446429004059209680727000600020380147500000903000800970000000908810175000000020000070500000002000000090000000300000000000"},
    {16, 9, 4, 11, 30591, "7155755667757750228453322397652277225227722722771177477117797711881121188112118866887886688788664466166446616644554484455448445531556553755655007319442753545000708152748365200010809140492600000099201006820000001010000500000000900000080000000030900000000000"},
    {16, 9, 4, 11, 32648, "6611911929919950334417933129153344331334433933445544244554414455995535599553559966994996699499668866566886656688318898856889889003636826911659000538878451383000008187201263800000154250761890000030324061844000005024300740000000003300067000000000800000000000"},
    {16, 9, 4, 11, 36379, "1566766397767780445963944117584466446446644744661166366116656611881141188114118822886882288688225522122552212255995585599558559944992993199299301566572366558300104897392429200050909072866290005080608840493000005070226091100000007070201000000000800000600000"},
    {16, 10, 4, 11, 32314, "6866166121161140558a6515523134557755655775515577aa77577aa77477aa99aa5aa99aa5aa9988997998899799883388a883388a88339933933113393300697786521528700060933a615853400080a9aa1585749000003a712027940000009060a0508300000000a0100077000000003000000900000000a00000070000"},
    {16, 10, 4, 11, 29223, "02775774955755a7664371166a256a66aa66766aa66566aa22aa8aa22aa6aa2211226221122622110911a113911a11440288253698527797024911584a613457034856613a75469a0331885582177390009319a2250204450039958a1406050000448800a2030000000040000607000000000000010000000000000000000000"},
    {16, 10, 4, 11, 26924, "0477677536676636994675799626a6992299799229969922442262244228224488449448844944880488288a38828842004146a3a394a423000487719928a530000818792729823000048157138a9a60000991750261a830000009120a174300000005500135100000000000007650000000000000aa80000000000000180000"},
    {16, 10, 4, 11, 32243, "a4886884a668661077598337733698771177877117767711aa11911aa11911aa55aa7aa55aa7aa5533551553355155339933a339933a33997299599439959940a726398466931400a05298a3752948004046587a1662280000768287300001000095882160600000000550153000000000099088300000000000200050000000"},
    {10, 6, 2, 7, 2817, "4212251211542355316145255451553464434344035336353301416454210033602361004311626000160042320001000420"},
    {10, 6, 2, 5, 2851, "3323532234003452035555352255222202642266665615661111213211040162566364001151360300124303000002000300"},
    {10, 7, 4, 5, 2836, "1233232210662332516655663266554455665544134466447217345513202476447200704055030000000013000000110700"},
    {10, 7, 2, 7, 3315, "7126652627446454727455644542451145515651334113141376533635307115662100013322730064660272000332006700"},
    {10, 8, 3, 7, 3318, "2676747766116741163788171886112285822388612125712226185478582362533287135640430730350045050033003800"},
    {10, 8, 1, 6, 3440, "8281128228082446255448477424477273376773343263433807167176480371363685015753284600032211400005018060"},
    {10, 9, 4, 5, 3491, "8299292274552192975533559255336633193366316655660483123359948232668407172661990070745584000060448400"},
    {10, 9, 3, 8, 4071, "2994774499533955664515591155416114661136766577665727718677142446511369339780247930378501430009905220"},
    {10, 10, 1, 6, 2404, "171a771775a128a6711881848878844a434464433839338339949099499503770a36050920709001002000000000a0000000"},
    {10, 10, 4, 6, 2926, "594455450066194a53662266465622772292a27788776767884488282800519179730050418383009013100a000000300000"},
    {11, 5, 1, 7, 5949, "0255122525415331442411351131121332133233532241224221244034434434510242211255204144254341000155344510000115324400000015520"},
    {11, 5, 1, 6, 5760, "3431243443253411342211131331411333434435334441422414422232232322445413154123052215520430411252201200000201000000000050000"},
    {11, 5, 3, 9, 5796, "5441441314123344122510322422332121332331130341121144121544344354345221135321431142230440104432202400033202020000000000300"},
    {11, 5, 4, 7, 6585, "4311343133544351423114334413434432233523233211224124221221135131154131224221545231021351301440344105050300351500402004040"},
    {11, 5, 1, 6, 6249, "2321132334342211532411121221311222425525225551544515544424224244231545315523304532344114052255401310115040153000000055010"},
    {11, 5, 4, 9, 5728, "0455152115533255132413113353133112211212114244223242234114414144153455224322504124021344023500044300325500000000022000000"},
    {11, 5, 1, 6, 6163, "1313131334301355132455515225355222521125221115144151144424234244230134221524304153342434013144105040532523020305502020300"},
    {11, 5, 3, 7, 6580, "5352545522411354112121331513321134432344133422414221442522325132255124552425434325452534515430433124143000210105000004200"},
    {11, 5, 0, 6, 6005, "5113551554511324452422122522522550554552554424434424433533433533214101554314531332331425434132342240001005011004020010000"},
    {11, 5, 2, 7, 5835, "5524522525132544512344445114424111145511315555433554533331513313224252513553132312543201341012533050000000440004400000000"},
    {11, 5, 3, 9, 5839, "1331323113352232551215455354455142441422442212252112251511415211431542135312310514400412201453443140000030024200000000020"},
    {11, 5, 4, 9, 6068, "4144541554422154221252332242322535533235332511552515521351131411344353552415443351224312103150054330010105400000002004500"},
    {11, 6, 1, 6, 5712, "1122342112442564415544224422144225522556225534553345533123346233111563305642353346035120063300506400000006033000000050500"},
    {11, 6, 4, 6, 6219, "1611631661544641462544334413644336633462336655664546655225532355221122626225012435655130615424215005120305330005024066000"},
    {11, 6, 2, 7, 6652, "4412211411241433661313334663313366615566366555322553552226562262244554556514241236632452152122655310530442630300103000600"},
    {11, 6, 3, 7, 5992, "2325246255211324115331441214451146645466144633616331663253436143352656643631232534043152061450035032625000110001010000000"},
    {11, 6, 2, 7, 6218, "5131143134352114513455251552535224262242624464544645466362661626635346114465354646226134202110616510030200615300400000310"},
    {11, 6, 3, 10, 6479, "1232331622355234155652335355335522235332233566252266225446366446631542446144213561244516253403001643044323060650500200400"},
    {11, 6, 3, 10, 6146, "4231334511366531266511336366336612235332233044262244226554344554436652552455245245113414406541123152055100005000440000030"},
    {11, 6, 4, 9, 6047, "5622344332244632441534664426644363366133665311334113341321165211625321316413253321242515603110654100015506400000000050000"},
    {11, 7, 3, 8, 5695, "6551751155323352253122622566221664667446624474427744277177641776446174741345060171643750307760253300000001240000000061100"},
    {11, 7, 1, 6, 6024, "6633163663543554167344734474644771477172771124112141122272252722756147361276562261125643427135142060700305040000006000000"},
    {11, 7, 2, 9, 6227, "2474435774717443115177514115511716575566551536166336616235335733532462776646671334244637124050236670015450233100204000000"},
    {11, 7, 0, 6, 5744, "2772427223774211427711711441211441445546445515533515533433123433575155115653737445233630001720460750072060300000000063000"},
    {11, 7, 4, 7, 6133, "4533474347566563634766776637646772277427372211226126211121176171154123235233546121561217506430254140047700634300000002000"},
    {11, 7, 4, 6, 6227, "3233573554111253151611661136511667766571667744771417744334461644123257757644027364644120025372644007275635520005022033000"},
    {11, 7, 1, 7, 5999, "3311533131761716443566416646636445744544545526552556522742272242773577477572232153052107772066472072150300440102003060000"},
    {11, 7, 2, 6, 6325, "5542745446175533743633335663433666621163661111322131122226722622347412431634175256521471054642171034257475570005607000000"},
    {11, 8, 1, 7, 5823, "1317133137811855463755515665535666864466564445422445422262142262131474265413812126582378872000077310000000780300000008300"},
    {11, 8, 4, 8, 5986, "2788171186044718422144554485441556655765576633664366433213352335512813688768873873144361803117784610002720057500002000800"},
    {11, 8, 4, 9, 5812, "8277347337355137557835665576655351166411668622115221151332267422623283176841042332874520087480866500331100700004477000000"},
    {11, 8, 1, 8, 5511, "2188321181078687728157487744771745644554464537553355753243328334302583748650063161665300183171445000188700000008006000000"},
    {11, 8, 4, 6, 6574, "8188248228577378722877117781277114411743114466447674466336613166338533474332508136563265058130323280582304460608202055200"},
    {11, 8, 1, 8, 6740, "1244232242464486636276846688662681288118878136113311613583355338357155775515753778277374152448235641754422070725402000600"},
    {11, 8, 3, 8, 5939, "4557237757537753327783633566337364662446686414431144341811688116186884118848546818502175406873108087028535070000070700200"},
    {11, 8, 4, 7, 6105, "5622725277333772737663443323473341144841544188113183118218848448865262172126352118788603602675044660027680260000707606000"},
    {11, 9, 1, 7, 6606, "3833288388623727838557737747787744244144344117119117119949979949960127428139609883469155083466182920003226159500000026620"},
    {11, 9, 3, 10, 6393, "4393991133977495977553667977667738865668866422878822887732622952264358916991874822636142711982213001448511340000551000000"},
    {11, 9, 4, 7, 6128, "2122124211899232491649779929719975577375677588559589558618878678872139533547862558908718653640011443320900340402606000000"},
    {11, 9, 3, 9, 6115, "5661662116193361192816499699499195447445448475595575595677477177475635411825657673032376397310282089094000808000400003808"},
    {11, 9, 3, 7, 6066, "1787822877899185997869669896679964465644866433494339443773633863359754243465871134043528722110022062995000300005500000000"},
    {11, 9, 4, 9, 5966, "0977874887855667853381335575355852233832332344225242252114434144340911213112109684472240065819971100060480971005658000000"},
    {11, 9, 3, 8, 6336, "5334324434463632649413266362664667226272212287767877677588285882888557575575551386924893581547105031083179090100449100400"},
    {11, 9, 1, 6, 5998, "7977697997637961598811171141911444944345443331332313322242212422740339763587602112728586030702258580000008948000000090940"},
    {11, 10, 4, 10, 6528, "192292aa992779324775a9887727887795588485588a665575665571366865566814345a96a6598326779616041322019008481340710001044000000"},
    {11, 10, 3, 6, 6492, "57787a788426887968336646676486644144941a441121161261122522427422155391a61a452889260211a20379903750483875070a0007550060000"},
    {11, 10, 3, 9, 6974, "26626462264a8865aa622a3aa6a33aa2313353113361911a19911a97993977993727717627713215948526948797aa85374010490a853671790000000"},
    {11, 10, 4, 10, 6438, "3488a889aa87755832728a4477877477a11443441448661171161171a664669664314416a982135a56732a96a016507a8250050608752900000008950"},
    {11, 10, 4, 7, 6772, "123383838725588373825544553558544aa4474434aa99aa5aa5a99669949949661266a66a653121793991aa0846681657300108689a7304146001925"},
    {11, 10, 3, 6, 6882, "724346433759974a93239911949139911661a1621166aa696a966aa38a1a81aa4555468965475328a41a12733254697573487a6798527200000717020"},
    {11, 10, 4, 8, 6538, "676613116154475643a17488446844148228852887829922492242948998599895642723962a5618297a391780412a97a6100133a9a100000aa070600"},
    {11, 10, 4, 7, 6997, "4311714177588391787118aa8818a788a33aa9a34aa3223383283326622a26a2266766367366546722982495426765161a13025580709000008001a9a"},
    {12, 5, 2, 7, 9520, "031355131134523155411355353533515533431344343344145411454411013134131132024553541324021315113214014132514123005001255242004553325400004000050500"},
    {12, 5, 0, 7, 10244, "455224454454544113342511511221141122122332252233133553313355255115525511311431131124511322455234153505114305005211430503002000450400000000540000"},
    {12, 5, 4, 7, 8971, "153343434453112533144511441131141144224454414422552212212255225545545543135225321433142354455025503120530230404010052530001040005100000000011050"},
    {12, 5, 3, 7, 10145, "212322123341551221533455225255235522332522352233443533453344554244524455335355235531214452445321243541354204105403410502004130410400001400140000"},
    {12, 5, 3, 8, 9952, "544145114123211452441322122421221211411314113144544245442455455154551553522431334523544512535122153145414135535223501014003250303402000300001042"},
    {12, 5, 2, 7, 8973, "224254424412412553344155552535545533331343313344445414454411113141131142114225342432421204511321402451330253101005310535002000100103000000000300"},
    {12, 5, 1, 8, 8657, "343322443440134422334532232244224224424411445441121155112115545543554553512435241130155312505530154154453350241220000100000000005130000000000000"},
    {12, 5, 4, 9, 9740, "525525422523112454155211331151311213443323433134224414244142542232422322554244113453212421335223105532141531005443213200001400320500000550000300"},
    {12, 5, 4, 11, 9539, "545545535445223351322544442252244224114424411443331121133112223343322334512212254221541233411433342121215352133010420100030000402500000000100000"},
    {12, 5, 3, 9, 9531, "134144131411553454553124115455115155221511221211332522332522553133553133225255415255113325241334142534503504302205244302401354200300004104000400"},
    {12, 5, 4, 10, 9411, "321131143310552113355235115515515531221141121102332252232253553313353315225525545521315531343430352453152150201010530410505050330400004030020000"},
    {12, 5, 3, 7, 9563, "544515545535233424452322422442252244144114424411311231121133533443343321521155113215354311234135323533143402525440311300034400000000040000000000"},
    {12, 6, 4, 8, 10445, "454426424246665346642166336643362633113361131311221162216122552235523255435514351511453226212436525652355106532551365504343015624400404000143300"},
    {12, 6, 3, 10, 9274, "426566265564114632113351551611551155665355665546336166336613443533443354124644634460323325211430146456525140122542451100233664010000000000000000"},
    {12, 6, 3, 7, 9106, "155343353363244521135522522552232255355635525533433243323344644564454466166316636630166452246640414625364300062406553400610200630000016000060000"},
    {12, 6, 4, 7, 9733, "652234423312665126634166556625536655115531125511441164461144334453354433563313313342656144243452615631332531501441240305000213210200000022130000"},
    {12, 6, 4, 9, 9141, "564462366426556345544655115541155611441124411244334453344533223312233122612243322406561232554306536123131202603225054400000000014500000000035000"},
    {12, 6, 3, 7, 9426, "255453354465115561142611311513341133433634423344244142214422622326632266466466446615241254525265204620061136102540031363000200050363000000010130"},
    {12, 6, 1, 8, 9282, "545533445443052511224221151144114114464466445446616622661662242233224223363352336336120545152463031523543623010304314502060400031200060200002000"},
    {12, 6, 2, 7, 9536, "342554552234665336622366115661126611224112251122556225562255441554415544302445524462305644151624404151446224003610415263001616000606000140660000"},
    {12, 6, 3, 8, 10012, "536364436351553625513155665656653566336263365633443534435344224642246422122324423241512466124431501241542254322650052654005200066313202500001440"},
    {12, 6, 3, 7, 9604, "155466454432643566541366466544646644144211454411511655161155355433545533533124313312154532655102105315436323461350540200006100662300000600000300"},
    {12, 6, 4, 7, 9294, "565525152253442254422544664454624466116646136611331141341133523363363316562411514163663633231643221315522405434055020200601066050000641000000000"},
    {12, 6, 4, 7, 9948, "542252125545664226656466336626356633223363213322112262162211441131431144434424524465545512211615523343146314404621563101002453510100004043630001"},
    {12, 7, 3, 8, 10027, "574641664660267467136165775477446337227672771772442524220224334743447443113231332331521413114115506311733465762153301263006610124410606000302400"},
    {12, 7, 1, 7, 9272, "262276626647623715462411121151161155535545545544414474414477757757757761647534244617673653275157301137324536000615722343000600570400000300000000"},
    {12, 7, 4, 8, 10290, "571121131227332514432713663313362336446656643664554434453445775565576557667747744775527255115313566273427215742421162775606330406377004001410630"},
    {12, 7, 2, 8, 9820, "415144551561771577335677471744775744647466442466267622667622324233224233136355336321422751472211413516133566202660073110001003375061005000051160"},
    {12, 7, 4, 10, 9993, "646646254467774362775647447767447744334434334433553373553375115545115541221131221132652252562251673112466317456021246127657720024613060010000000"},
    {12, 7, 4, 9, 9614, "132272557272443622443764114424114741661171661316336646336463553313223132162267735612175431155364356543362161707026520237004010600004005000000774"},
    {12, 7, 2, 9, 9339, "676773366764157751177611417114411614345443344143231332233132624223622421673636772354562367225214607255434551005620545100002600000700006500000500"},
    {12, 7, 2, 7, 10051, "775665575542517117755411117441151144441334414433331223313322224662242266663676636675502472123752536367367552106456231574005400720707003500000000"},
    {12, 7, 4, 8, 10022, "317747147442661472674246556676564665335525357553223363236332112252125221751131213113375426612746347514261543104141721023000012077600000000055060"},
    {12, 7, 3, 9, 9736, "524344233433554432577346225455255355772622722122667577677577336266366266517763524745523675771646421752643516146227401751000066001000000000000330"},
    {12, 7, 4, 10, 9871, "746646364461552263556745335565335543773313773377227757227752742232652232246376545471727121634221761513155627674460066510042030001140025050004400"},
    {12, 7, 4, 7, 10146, "242242724436114726145311331121341133663373673366776616716677557737537755245565265515257377474156424552651556015733047523120470064200021020040402"},
    {12, 8, 3, 8, 9909, "647671167688224732266522882728826288558385585855115251152511651814318173623513655872456146181723353431417763232644008207047760006800004470000600"},
    {12, 8, 4, 10, 9646, "428868811686773386677568117787711767221121122151442272244272554414455414775525564525452542218148437657134358265731084805303070003000006000000000"},
    {12, 8, 4, 7, 10123, "646646164463224265248822332262342233113353173311771121721177887737837788628818718837662571276610484487581370464015683130068850022700040040066300"},
    {12, 8, 2, 7, 10164, "218148818816411441183344641464484466565656676655254525545522726272262277375717757788212637722126217413877856553640338271034604080505001100000700"},
    {12, 8, 1, 7, 10186, "153385535523435846651244834484454488658868838866146616646611781171181177667707767713117588514173176422373742774038560427060803520202042200200300"},
    {12, 8, 2, 7, 9720, "826113716656441554461544331443364433552335573355884558845588223882238822765225352216878146688126812633727285206041137802007340070000001060010000"},
    {12, 8, 1, 8, 10913, "785513885815454144368544254422448422742277226277347733774733623366332366276651667612738436633611762567886552885378055882424700005118043000000550"},
    {12, 8, 3, 10, 9867, "722722457727166214115877411211441171344344334484633133663313866466886646788388528838733641138768641855712280062120573870640200007380046000000000"},
    {12, 8, 1, 8, 9677, "738837338328485344743244684466443466256622665622742277224277567755776755125514552558778131877508751663365402583846024000010488260000000000062000"},
    {12, 8, 4, 11, 9818, "163363373663226835722506772232277226117717711770441121144112884474488447838818853881183241543424188386437208608162374402000623657400000066705000"},
    {12, 8, 1, 8, 10548, "478878778787181711827811581155117155335533552533613366331366456644665644634415443417463187586267446578224218365822452312057700044226000000033600"},
    {12, 8, 4, 10, 10066, "737747674478223473225342552272552245115535115531881121881128668858668856746616756611764386588288342567722168060261177813464055010000000020000000"},
    {12, 9, 4, 8, 9678, "129919419113227794261992442292421224554454546445775525752557887747874778668858585883102375697613186881948169200376069901008319300606000190033000"},
    {12, 9, 2, 7, 9202, "939322939929443344893244543455494455159511585511814188141188685866858866761635616639278963281379946096568712943000650107337000000000022000000000"},
    {12, 9, 1, 7, 9305, "692289929925129817797211321131191133453343323344614464414466836686636688448838848875665998365715684773282152547522070501005050000200000000000000"},
    {12, 9, 4, 7, 9299, "908838583384226685239822662282632266556646576655115525125511771161761177337757457794980214817934913179079348008268050703801290080904000900090400"},
    {12, 9, 2, 8, 9884, "428771887879447384698844667446448466332663669633114331334311556115116155723558553529471935161279495283815978202878556082007007722000009000200000"},
    {12, 9, 3, 8, 9897, "676166516117447615431884554644541445885955856558228488284882992522925229699899398992649253662117774917739227401161178301706600003000007000000000"},
    {12, 9, 4, 10, 10047, "469969936699886894381468118898818861331141131143223383323382552212252215775535575537487727717726458753166259675479442679597000994624909000000060"},
    {12, 9, 3, 8, 9980, "177377227332893755883998588788553885155355117551411811448114644544665446866166541662129467474772182636796009238972632000307729904000003200303000"},
    {12, 9, 4, 9, 9169, "567736633723116971177311441174411344884498844288558815588155225542255422912289822893591453063563549128727202604330073706000080023900000000029600"},
    {12, 9, 4, 9, 10114, "585525532521668752267236996656696269449979949394114464414641771191171917887747787478198818838185519877833721561688420851906224740202002080070500"},
    {12, 9, 4, 11, 9414, "545545577445335751433584663353366334996646699668229939922993882262288226618898855889061421793832046181929308044074552200050705000000047077000000"},
    {12, 9, 4, 8, 10138, "025526125267887758852988338853382833443364439344994489948499119931193911021141514133021695599762074215781360071712058870041426076620007667060200"},
    {12, 10, 2, 8, 10068, "979771697993137841149771817118819118283882284882521225521225658556658556762665462669975a52545a939863a134694330a22146a4070073440a6000008304033000"},
    {12, 10, 4, 7, 10207, "167769676683aa657a7643aa88aa78a6aa882288928788224422a42a22449944894844991599239299a7135742246a1167399109558730755312418700001306403a000005057600"},
    {12, 10, 3, 7, 10667, "4597959977921159511786114419144711446641466944663361633166332234322433223a262856227743a3178389a24532799287725017800998a9005a000665a5000500088757"},
    {12, 10, 2, 8, 10680, "88288442822896877117255111811441211444544994644999199339199333433aa3433aaa9aa78a9aa8223556a4366893a36187a22590651a8577626021a7605506003055700600"},
    {12, 10, 0, 7, 9735, "a2266aa2aa272886655a92662664466a66449441144144116118811611884885588488551558355155978993462819a7573700a53a220074aa25213a004000230203000000300300"},
    {12, 10, 4, 10, 9670, "6766266822655578618577253355655355231133133133a1441151141154aa44344a443a68aa1aa7aa14698248399a457291a76004a590297936694a007790300000000070700000"},
    {12, 10, 3, 7, 9758, "6884244844a4735872748a77277827747722522552272255155715575511311231121133a335533533846131842168946a13a9a3796a10a39490060900886400000000660a000000"},
    {12, 10, 4, 8, 10493, "153393243998aa5932aa966a77aa3a779aa71177971147715511a155a11522557522755283221249122818355972543816862a492346306aa8479903000087869604000000906400"},
    {12, 10, 3, 8, 10645, "8416136616412241923a642288212822628899898988a899339293992933773837338377aa797a7797aa11a3a6aa3a718027556a7a61801a2a56a474409230a04570000000055646"},
    {12, 10, 1, 7, 9452, "369956696623491546764244294424464422a122a22a22aa84aa8aa4aa885288588288553a55655a5518385677a8918315956695184300705569a402079700000000009000000000"},
    {12, 10, 4, 11, 10470, "8a883882133844a3852448a3114484411443991151199115779949977994667717766771aa66966aa66983aa7aa18aa7893562182a56a735a422a60a090355466500797030040000"},
    {12, 10, 2, 8, 10090, "77377933735376753a9432aaaa7aa2aa3a2222622122421111a11411a14444244844248888188988189999499699499875839a41895370900766985360507a00112200300a709080"},
    {13, 5, 4, 10, 14355, "4511511445155225213322153511221221125224411211441311334424433424422331332231331522422352422415132114431541152432532555213412054103232433043030500355200005000050000000000"},
    {13, 5, 4, 9, 14148, "5211315331315224413253312244221242232443344343442433113323133231122114121141221122323223225542413515121552152044521512543440103341202030013005000500005033500000000004400"},
    {13, 5, 4, 9, 14120, "5244345334331112445122342122114121131123322323224223443313433133422442424424421122321223221541141211411351432431422312010105011341103050353440200004030513000000004003000"},
    {13, 5, 4, 10, 12713, "0522322313230231124345130011342341153014411411441514334424433404311331331131314411411441414254434413434025521233221003143441200400252531010000000400300000000240000000000"},
    {13, 5, 3, 9, 14207, "4113134331331133151345322321215223433125225255225225355253355155323323223323325225255225225455355155355144122454225113055104135412014400032313400100001200401000000110000"},
    {13, 5, 3, 9, 15912, "5454552445441114525124433133151131141132232332335332442122422122433434434434431132331332331531411511411254232533431214311534411251032112552152352420020044020554000000200"},
    {13, 5, 3, 10, 14091, "3532334422334445350441124455434455442552251552255322112422112241144151144115443142441244225321131242413450241502424242255115343523001130152035520003003001500020100300500"},
    {13, 5, 2, 8, 14702, "1432232323355112131123531144211441311443314433454433221332231332234422142422521532131435251312422332253534435205544255454241344143011051202321001105201304450000400000550"},
    {13, 5, 4, 9, 13675, "3322522422552115523311533144112114451145544144552445335515533155311334331143315211511345112053231121325201211421313430054521024353001040000345400000000022300000000000000"},
    {13, 5, 2, 9, 14775, "5515514115114215312243133222522332212233323344335334442445544244555355225535522242255224221115334112551451245122521541203441245503103233242330002230040000000553000000000"},
    {13, 5, 4, 10, 13625, "2133433244344551431253544011553551554552211411211511332252232252255331335331335355255155255253134152334023545252245403042454331350003124341400000031100041000000000002000"},
    {13, 5, 4, 9, 14867, "3244141214125554141552125511554511515114411314414144334454334543355331355313554255452554533324331335344534145200453054453112234432513141200500005302400003000110320000003"},
    {13, 6, 2, 8, 14886, "6212231121131452554321534464244644144661646616626611214112114112232622322622333313313313342652434212342165306015362614430334155624635060041125206406030335000060400000300"},
    {13, 6, 4, 10, 14009, "2133632166366446432441664122443422446445522425522422335545335545566332366332335566563266566231634235536126536142416311232630452654606110005030300200000205000000000020200"},
    {13, 6, 4, 10, 13468, "5511511665151442215544354455441445545453355355335453663343366343622665662265623622322522321035661224663105652311632040031214422310005014346030000000040610000000000230100"},
    {13, 6, 3, 8, 14485, "2453554253352114534113651155151155311553356553325533663133661336644656644566442643442134463256641166463244543221463425633133261405054161441000056040600400000656000000000"},
    {13, 6, 3, 8, 15417, "6226236626634144251356231131121311611332335323343322522125221225545535455355446442454424412622536515312430546114452642436264226531304552615160330300526143004034000440000"},
    {13, 6, 4, 8, 14065, "0522326323356114423163351144112141311442244342424422332212321223366334363433660566262626612054336523512604366523642460141221131401034366051600000155401600000054410600000"},
    {13, 6, 3, 8, 13853, "6361662161151443611451354422464424144223324223232233553433534335511525515255116413115131124654522435524131316562164616561340422602151336000000006220000000000233000000000"},
    {13, 6, 4, 10, 14636, "1255255622523442652246421466445446442465566166566165225545525545211226221226213411511211513134523511624316341235511612061553364413001223630536100000006545600000000004130"},
    {13, 6, 4, 8, 13844, "5622422324424336225334323322332332433224422522452244114434413441166112116211665466466546616512113161616464156151616340440656265302023306052200000403000000000040000000000"},
    {13, 6, 3, 9, 14893, "5112112321246344162335243323313322323221223221125211411311441314454424455424554551556551526542416163450653452153551644432211443205006613361100600455640026050004056000005"},
    {13, 6, 3, 9, 15681, "5114132441441344123323424313313113343312112122112112622326622322656616556616656552556552553561644561634155651245656414421321143526651366335436045611022354300640006000000"},
    {13, 6, 2, 8, 14251, "2161152616621461354426654434144334644336363366313366564665564665515355115355114161141161125215343415152124113146136516315446325155004226003206000300200052000000000005020"},
    {13, 7, 4, 9, 15001, "3633133713163776535277167711773771717112211211214122552272252725544551554515446644244642466356656636561134524772346436542613066103402545412640600207510070000050240000000"},
    {13, 7, 3, 8, 14875, "6161641161167772647331267733767377177336632363323366556765667665544535455355442246424464422412523225225161341752465176272317524147774450172240504530000502000005000000000"},
    {13, 7, 4, 9, 14362, "7277171317160662471661176633667633616335533535534355445565445654422443422434221122521125211741141311415376452312425602060122471360605615570474000000005057300000660007400"},
    {13, 7, 4, 9, 15094, "2611213721234664413667236611661611626112211612215122772262772627755771755717553355253352533113373633735424645651455042713354223603604040210740070703001406000030500404600"},
    {13, 7, 4, 10, 14536, "4511611716165445612544163422441442246423322422332323663343366343677662667762677177377577375471264225764546717255767365361257765424313400060213600100000005360000000000253"},
    {13, 7, 2, 8, 14011, "6445564454434225332624132277522722422776647767727766112661662661155711511711554765535565514641422161715463530753525737072551232705004000172610000300036610000000007010000"},
    {13, 7, 3, 10, 14958, "6557554377575233511223776212252211227214117114411614344244334424363313366331364664661466465642312235337567462336456263572256467714505154577052000100040014200000000000140"},
    {13, 7, 1, 8, 14459, "7177161171136473122671232227226622122666366556676655525577552557776773377677333533673353351471775527351643525471341463262431327405065622407070000500030100000020000000000"},
    {13, 7, 4, 10, 14504, "1644244322412556344356625577554557552774477377477144114454414451133117113117336633433633466526616646610215263347323621757647115601207447322660000003310050000000000005600"},
    {13, 7, 3, 8, 15038, "3663713363371544655133475525562255355226227662242266166511665661141124411211447446774464477377113771772535746134472514437061376561352020713360205420067700000304000000000"},
    {13, 7, 4, 10, 15326, "7522422644244115227613345244112114114116644744644544336616636616655334335334337755655755655467737717737774615373635127146721415762501727322631500007443350100000002005600"},
    {13, 7, 4, 10, 14747, "3766361433652427561714332644276644553441144541144711771161771127755774755774552255152255122342272672271631415566735562016224643252006226043452100000003732000000000007100"},
    {13, 7, 1, 8, 14956, "2122551121141723355661245552556655155666166226626622252233225223336337733633777277447727744434437443441137114256752410474762541134074720606764603300000503430000000070760"},
    {13, 7, 3, 9, 14592, "7116116761616544153557625535515533565332336332232322722522772527747737744737443442443642456722765534751673341446644114161416227525001206205477300010000050010000000007331"},
    {13, 7, 3, 9, 14452, "4553551135375232576223372262252266232661662661164611311211331213373363377363774771774471744544344664344545372772174754054144024357301140206367600000000066750000000000560"},
    {13, 7, 4, 10, 15909, "3166566355662221567326652277226227225773377577377433443323343324411447441447116411311711365324145723646236251521141424161571337554001272566460000075530545700000000005700"},
    {13, 8, 3, 9, 16007, "3223225332323766265784337717727717737114115114114144544744544745565515565515668664668664688188588188582331267675864283518272148733605221447822300363200378820003000003300"},
    {13, 8, 4, 8, 15107, "4244146841154882743881258855884855188556655356625566776686778667722775722577224722621262231487378637731427262165231740832658034715787316500314103412100004000404100000000"},
    {13, 8, 4, 10, 15878, "5122622766266331421738866488332338336337788188788588447737747737755448445448442755755255755527144167346256265521645647863426007254838558844382500308110032200000000002770"},
    {13, 8, 4, 10, 15096, "1533632266330885834881368877883877886775577875577155445585445584411447411447112611514611588126548142343614241271631306743215561420737277664606000300500048200000000000620"},
    {13, 8, 2, 8, 14309, "8648824484461558425434765577855755455772267727737722115221225221133711311711338423343323355851247381887162337686315410544337010706054280608040404280000801000080000000000"},
    {13, 8, 3, 8, 15649, "3223255323353711287763887747727447377441446411464411811718817118868848668488664661672616623346838758625336466282657501166242723882151300445873050300005227800050000200300"},
    {13, 8, 2, 9, 16336, "6318875118141338183322143377833773313774417744773744223442244342255722552272556645587554531432715855231163587657258646115532282414146865872861600485038722460076000387660"},
    {13, 8, 2, 9, 14887, "2242271442460212878755478434218331148333313377337377774771177571111311551131555575588557588881885688186423566156852642785568848378403715043440400615000032400070000000200"},
    {13, 8, 4, 8, 14577, "5711518415571116618285874366731266543662266262246622332262331223388336388633887788287728877537737663774151188572848417835762173037101057033408000807200040000000000001000"},
    {13, 8, 1, 8, 15727, "8866558868876268822118372246224422822447244774434477527755772775514551155455115711871171146852176565435681577364133172513603215484013076034850180007060321000880300020800"},
    {13, 8, 4, 8, 15458, "1411511715585334612235183388331338533887788688778877667737763776622668662866221722722372284186466716554543482536288157272206122478308566415010700304064307000020500040200"},
    {13, 8, 4, 9, 15709, "2844843284814778543772857733774733787336633536635366556676556765511553511535117411611316184274856611581428781546316104785113472258757104832868000500807026000000000807800"},
    {13, 8, 4, 9, 16074, "5811511451512338417736523366331336353665566266568655775535575357722776772767228822522825288318878848781353122677421155431826678823814224468877310207068145870010000001050"},
    {13, 8, 4, 8, 15805, "8677673676620552274536765522557525655228822428272288338858385883311332313233117611818181151863433473656882511578156813371546273831051511042234607056807600240100060000420"},
    {13, 8, 4, 10, 14190, "7533133821313445631844215477443447741476677177667576226646622646288227228827284688688788683746822123321376468173238555062282138210000087134081500000044800000000000000500"},
    {13, 8, 3, 8, 14942, "3675757575565442754425364411474114544118812188121188228482284882266212662122663768672686684367274132684506362241614157265872435108053808775050006350000100000056000000000"},
    {13, 9, 3, 10, 14800, "5441449811452358439338413323343322331229228229922799899399889938868828866882661669661966954045886611885201466356596720014773573447006602723944500000020097500000000307500"},
    {13, 9, 4, 10, 14876, "5955659566547339659335263388335388336881188681188311771131771137744778744778445544145644182546873612174795894137184476560909367833464010197022000908000902000000900000000"},
    {13, 9, 3, 8, 16003, "1885285585533651866845776696689966566993992339949933733677336337747794477977442443224434422122788227226435245542463401592918827670118960597240088361010207000360009090000"},
    {13, 9, 4, 8, 15460, "6466299262264336763372863399336993233998899188989988118831183881155119551911555455877585545147116681632056125947534505733929632280434224047850004142009478000120400000000"},
    {13, 9, 3, 8, 16550, "5398918898826773977198557733797377877331134313393311441714117114466434644344665461616616688564414994828633764911678560627254859872365220959250505359082807000022005020000"},
    {13, 9, 3, 9, 17591, "4614155441442226192247433288212882242287789877887887557275577277599585995585593397933997993463534433533843995457291126683774513882061881745329131314016629090044106001100"},
    {13, 9, 4, 10, 16454, "2466766177677224168126677199226229227228899899899599338828838828855339335339339755855455855297332821834121975647455714913632668475939637755865400306644161000000006041000"},
    {13, 9, 3, 8, 16533, "0426221626686654271986557788524985633889986889898899119499192991177181171811774479774797744334144341443363373353733166244952249786535367713818023240600369510505000080660"},
    {13, 9, 3, 8, 15759, "3226146626634537255996285585528855655887885778828877177511775771191189911811994997449979944344129441446138899797956340624517546134832275445628863670010906100202000000060"},
    {13, 9, 3, 9, 16703, "1225228552552633295686577616626616656613116113116113733633733633747717747717749443449443449499799599799214341995846921649355789827306357785549800110088442920000000088580"},
    {13, 9, 3, 10, 15647, "5997994977979822994889174868898866887865667665566465255855225585212262211226213115113311513633233913323556819136171595763987362379207831872620400338108305000000470000700"},
    {13, 9, 2, 8, 15279, "5818821181183298112271982242822422122447494474474477672776772776636466366466335373383373341596312826741395398127341931410368275968459003188765605100066005000140000000000"},
    {13, 10, 3, 9, 13629, "68151775515459981399225499229192299592266232662212663369633669633aa323aa3323aa88a6a88aa6a881983834883815619aa7571a105671875410800490a8504002000704a4010000000074007000000"},
    {13, 10, 2, 8, 14495, "66166a11611731366a8221878888688788188777737757787755558554558554444744944744999959929959925164a134847253109066349a5a33063126299a6200001a21429220030301a16600000030a220200"},
    {13, 10, 3, 9, 14727, "57595889959953375933269a732235322339332112921122a22144131441131146642466442446aa616aa66166a58a4a22aa4aa155968366a6715787a89804a105808793880440780557390800000080080000000"},
    {13, 10, 2, 8, 13952, "033227a3233261124711a332119921199131199556995596995588155885155884498844898844775447745447705877177877360346129946386037544127080206522320a06080a2a30009000000a3000000000"},
    {13, 10, 3, 9, 14754, "1aa1aa511a117577a955991325855a558551558388988388388323353323353326228226228226766366766366717727797727781496a19a3628770475449a786740aa01a41660200000101aa0000000090a01000"},
    {13, 10, 4, 11, 14392, "05994996644903344919332243773393377334722771772277928822322882238aa88788aa887a11aa2aa11aa2166118116611860566a667266a005311961799100448651617a6000309855aa0000434800066000"},
    {13, 10, 2, 9, 14898, "24344a53343385847759913834944aa9913364929299229959921242211226221a1911aa11911a6a2aa66aa2aa6761667766166757a779877a7705860581366430487083554753002700033534800000000004050"},
    {13, 10, 4, 10, 14253, "65221232112119958239921135aa9929aa9919944aa9a44aa3aa66449466449448866a68866a66528848138848865236997726156152882aa78455031857114103001532023a40000005003730000000000700000"},
    {13, 10, 4, 10, 14349, "a1aa6aa336a609916a669916293399a993396937733933773237557797755797522553552253528822722882728a688588118580a4692534a2260104087884a8004090656a84a0000006570a1100000076a016600"},
    {13, 10, 2, 8, 14574, "7787558878831787a226687822227299228229999a9449979944442433442443333931133933111141551141155553546553559908155aa71832108586447529010aa6580a872030a6a5000760000770800060600"},
    {13, 10, 4, 10, 14557, "a19959974595952169a7a745a5449193a44853422446442249428822922882328118848811848177112117712176677877667876056616688616502a97633007a502556000906a30a5003aa0049005033a9900000"},
    {13, 10, 2, 8, 13452, "0949334494457699566834956626962266466228252882232288a868aa88688aa1a2a11aa2aa11018156118119702a96738a19470016744a1341500924031841540027001a394950000000a105000000000340900"},
    {14, 5, 4, 9, 21928, "2122521552551533152132254133223323233533221122521223221144113141131144334424344244331133131331331154114121141145254335414334252454112451425115343524020302534314450504050051050004050000300500000000"},
    {14, 5, 4, 9, 18436, "5355355435335022315142231122442252242322443344344342443311332331323311441141141411442344344143445252351314412450512345422445103415541133120045431123040520005001100105000000000000010000000000000000"},
    {14, 5, 3, 9, 19785, "1331325113112143235443313244544345544144553552533554553323343223343322522525522522554553544553554424424114424431013522532543510414122144050202435544030405002405030000000011303300000000000302000000"},
    {14, 5, 4, 9, 19724, "3122124412112155132155213255445525445155442244142245442255225255252255445545445455445244241242443135255225455331355243521435421452332442131442433540102433002110001001000010000020030000000000000000"},
    {14, 5, 3, 9, 19425, "5252533225225244251441423344334543344244332231322334332211242112242211441314411311445542441442441154113155213532253442141441523534252103234543421212020505000331000004000000000000000000000000000000"},
    {14, 5, 3, 9, 20754, "1513144331331322513221432122552125522322554453544554554411424114424411221512211511225524255224225544515445515544224243144244231155313145420310245314140531503540400023000013300022350000010000000500"},
    {14, 5, 3, 9, 23233, "3253553135334544252144135244224544224344221121221125221133141133141133443233443233441141441141441122131122131122442422132422353131522131534533423441223542201341125140233055002505340000300550003040"},
    {14, 5, 3, 9, 20762, "2312114421225344313544122544334144334244335534335531335511545511545511331311331311334435334435334424414411414412204355254331233214215434122300401245431215002545500051000014133005000100121000000500"},
    {14, 5, 4, 10, 21621, "3522422334241233542443314133443323344343445544544554545511553551153511441141144141443344544334543355331335531355115545511545111211311421315231235522035522321214500011015032400000120200203000000000"},
    {14, 5, 4, 9, 19037, "3433433243445111423551243511551131151411552255455253552244221224212244114454414544115511211512115532554552545534312411243123414010554425342110405145033205000001504203000000040000000000000000000000"},
    {14, 5, 3, 9, 20073, "5151553115115133452334413533553533533133554452554553554422434424434422332522322522331134335334334153422523522421511342453352404134322145521434252514334101004451400002000000400000020000000000000400"},
    {14, 5, 4, 9, 18926, "0311431441445422441221342522552215522422551155311551551144112441121144224452244544225522155221225513554125545542030322131254240443551155422400145152151205010310010301000003400000000000010000000000"},
    {14, 5, 4, 10, 21063, "4144142311413155134255321155115545115515112211312211212233225233225233553313553313551155251155251133113133113133403353353353554431155441123010203354423534004421411422100020323550040000201022000040"},
    {14, 5, 2, 9, 20280, "1121141221224231121443325244441443344244333323322335332222422552242255553554455355444424451442442031515131355240314541435425401255332115422005441214531310011301524432300000000500020000000000000100"},
    {14, 5, 4, 9, 20040, "2411211421223255331545125355445515545255443344544345443355335335353355445545545455443344344343443311335332353312214144554415222315322053341345143050314010303140000302020050100004000000100000000000"},
    {14, 5, 3, 9, 20578, "1445443554552535441531154233233433233533225225225224225515535515535511311211311211332335332335332252212212212241124322313324151542515322415502503143325402020250154105000033500400000000500000000000"},
    {14, 6, 4, 10, 20209, "1544242422425233524233412533663343663323664466364466164411443411443411551161551161556655453255454212441354141162166351412253455321151503314360604452021616003055000023300000000000020000000000000000"},
    {14, 6, 4, 9, 19546, "2566466536445411226351146511551161155411552255355226552233221223312233663353366533661166266462662423533131532644261464401632355431201063443560601000066322004000000664050000000004320500000000004303"},
    {14, 6, 4, 10, 21712, "5655155211514033545113231633113353313313115511411511615544553554553544224414424414226622522322522536454124324240651225412521406166131653546013355232412530422050636024500440602030140000503000003300"},
    {14, 6, 3, 9, 19044, "5334315443446362231661142466366363366466331334311332331121161221161122422324422322445441451441443054425344224660252430321463005451216544660033426512611000003400520000000066100600000000000000000000"},
    {14, 6, 3, 9, 21599, "5114135441442164412663643366466164466466441442411446441131161331161133233432233433221221225221225552236354135251511234362245314166343133254226525344020363012500420104060160002000360002060030030200"},
    {14, 6, 4, 10, 21292, "5644645466466233624133416243553343553363356655156655155611663611663661221151221151126122623522622356121353441141526122145422436324253566252334314026426155004022341626100000403154000000004055220000"},
    {14, 6, 4, 9, 19801, "1522144112113633612332213133553325533133552255622556552266223662232266446654466566442244242442446016516541161340142144156436005336315633440054234055212000346140445200005002100000000050362000000000"},
    {14, 6, 3, 9, 22314, "1632344223224211635115126411331313311211334435344335334466414664414466556365566366551154511554551151161641161162335562633556321121452441456411332051445524655230100366320434200250023400400020255054"},
    {14, 6, 4, 11, 20740, "5422522365525511412161122516551121155115112255355225515544221224422122334454433445442433233663323352554311641453514432642343364323262133251600135143625365003464104064100000400030501000000000205600"},
    {14, 6, 4, 9, 21563, "5322522532551433542113356633223323322533226622422663226611663661136611551121155211553355655336553326331336513354126254116535140326324413461003402262352565051014231156200100403144065000000040000200"},
    {14, 6, 4, 9, 21528, "6255655245661433445463366133113353311633115511611554115566553556635566226616622166221122522335226263236421165624621424365262642435562125365120212513204535004042513303000010556100000000001622000000"},
    {14, 6, 4, 9, 23192, "5144543654554222524322154122662242662522663366263361663355332355323355115565115655113511316113114542545653451142342615353164123142365224661151266313564540053411050336502364000003036002236000020000"},
    {14, 6, 4, 10, 21192, "3522122311212166562436221166556626656616551155455155451122116112116122442252242252443644144244146632642353342155541645154146202521660163132052441365433510005231064544600023000054640000000000000600"},
    {14, 6, 3, 9, 19687, "4115114551552652216653351253551145514566552553552551552212212212212211611511611511663662663662663343313343313322435614224613562033443543525600060203166132000000003352000000000011566000000000022000"},
    {14, 6, 3, 9, 21666, "5252566225224266253665522466556565566266554453544551554411464114464411331513311511333134345334334253614345311212561364515331142036632213445100312320625100001142402665000062120000000000062000000000"},
    {14, 6, 4, 9, 19344, "3611316331336644641146231144114414144344112211412115112255224252242255665515655155663366262662662334435632552630653161154652500642124331430065442531340500056454040000000405000300000000000000000000"},
    {14, 7, 4, 10, 21960, "3433733417377122453212237662442232244272243344244334344366332336632336776646677646675577377557377527556557756551327475245573413121524477540675165461366200565226147330000060610172400000000005602000"},
    {14, 7, 4, 9, 22005, "3455255425227411415241623711771151171211775577277576775566551556515566226676626766224422522425224431446446464463371224557276344531457734131407031244635126575031224662520066000000050006000000000000"},
    {14, 7, 4, 9, 22865, "2644322334337355674554436755115541155355113311733116113344335443353344774417744144776677366773776624664246646651267575276775136733652276616343462717044615706351210701010075302000040000305070000000"},
    {14, 7, 4, 9, 20831, "5322424242447266372466241766446626446466441144741145441133116133161133773343773433775577175571775561553564535512561477337751325461563355631732411055721503202063007601000010000030000000000000600000"},
    {14, 7, 4, 9, 21973, "2366366276331622536552234122442262244322441144344117441177112117721177337747733477334433133521334626377311477466214531334355713266773402765610125724246765002773300515000000553201060000000050040100"},
    {14, 7, 4, 10, 21410, "7177173311715722147622571522112272112212116611616611716633662633662633443313443313445544645544645523553564553547723144263547177525524542574531564332675640101065602071610060205000600000003000000000"},
    {14, 7, 3, 9, 21923, "3636344663667611537117764711221312211611224427244224224433414334414433553235533233552654557554551536234411432156357552523535265217254423124700367726326464031360651336000010005767000000600000700000"},
    {14, 7, 4, 10, 22603, "3522722577272766112436567766556626656676557755455755657733776773776733113353313353114411711411714422443443443426375716453516213421422457437651761457733446404060400551140010200000656000000000000600"},
    {14, 7, 3, 9, 23427, "1331331713113657732355712255455355445155447442447746447767757766757766166466116466112117112217112262262276262255133143446123261662135312755631472265421273047471263145454107050063070001400200000400"},
    {14, 7, 3, 10, 22120, "3552557722523775152277462377277577227727226221226622526636676633667633433233443323441446441144641161131144113113354467266145373571466215115771621224245303071423050015000601305450140000030004004000"},
    {14, 7, 3, 9, 21773, "2616112361661731614231365770773124775671776674776675776622646622616622442722442722443346443346443355323355323355515455225455302143165013170023556463553300644124002750000577513005000007220500300000"},
    {14, 7, 4, 10, 22529, "3155251122521466125466762166226656226626223322723322523377336377336377557727557727551155351155351145117164117154345652261755343245167244132113276607756633307440055076260030000001012300000000001360"},
    {14, 7, 3, 9, 24363, "2447446774775114243615376511711411711711776773776772776626616626616622522722522722553556553556553313323353323327543565331542711473366143276112722336342645775775546104140524544030020104400006360100"},
    {14, 7, 4, 9, 21548, "5433563553553177453773657377227732277577221122411226221133117331171133663326633233664466144661664452443634434424515163737642414215446744257102266541345403057050061567000027000001600007200000060600"},
    {14, 7, 2, 9, 22922, "4454434554551415463774356177774771177577111161122113112222722662272266661664466166444424433442443333633543363316254374543422670537272343115406226655735674011522304235610556005370070002200354740600"},
    {14, 7, 3, 9, 20724, "2726221662664255725156263455335255355655331136331337331144151141151144774344744344772671776771775327641622744532765755173763421245635173460520744633167400106730600700001023000000000060300000000000"},
    {14, 8, 4, 10, 22095, "8766866118683677436557768377887767788787882288388228582233227223327233443383344383441144244114241122113115413156867443771145468523120646142378364701412214506830006761010052200000760000800000000700"},
    {14, 8, 4, 9, 22241, "2422877882881777452776684177337723377877336633866334336611667116676611551135511311558855688556558844881448818844254452644544622358821348162740354020348287308070120558460050201003040400005020000500"},
    {14, 8, 3, 9, 22812, "4154553445446522156328845622552522522422553356553557553311323313323311661511611511667763667663667747717787717741446631877664151727161857818507825566753824484820338772324000005030030004400000000000"},
    {14, 8, 3, 10, 22002, "2828225688287511823311618411661211661181667764667766467755717755771755335655335565334437334433734424454461445438284355471437858514243472430518731226677803585120033622000717000000000001220000000000"},
    {14, 8, 4, 9, 21182, "5255288225227511815114426711221152211211224422144226224488441884414488338823388288337733477334337766778437787735532831483356155763724377663728388474540030707220040501010080000706000000000000000000"},
    {14, 8, 4, 9, 21947, "6544841884885877884127783562445342417842445544245443445577558575575577117747177477113311513115113322337323373322632212322122686471327783036851322366421525404026880401000010300000051000000000000500"},
    {14, 8, 3, 9, 22263, "2362636226228411368114421811661616611211667768677665667733717337717733443634433633445547455447445521535745535563278424545426343185723525631481288056625178727700235407070882000500050000000000000000"},
    {14, 8, 3, 9, 23965, "5652553725224688651388721288448588448288447741447741447733787733787733223433223433226627226627226656636675636655571232521224866636442116858636822345521864737881305147800020301044708600000050070600"},
    {14, 8, 4, 9, 22876, "5644346634338855614255732255115545115355114411214417114433445433454433773313773133772277472274772266223266232266836676276766865836277362758854846134461228304717401151510005730002261000505000000060"},
    {14, 8, 4, 9, 22931, "5188388588332377568757734277227787722377223322722338223355337335573355665525566255664466366443664461445448854471716462683637136542468254714364432175138402447168825000000730601205800003001001880000"},
    {14, 8, 3, 9, 23167, "8772771727227288576688726288488788448288443445443343443353383355383355155455115455115113116113117442855772153678512135232143245412713247886416466561742686006375103778600032262020028000200770000020"},
    {14, 8, 4, 9, 22097, "7522322432332311532581437211661121161311665566566567665588551558515588448868848688446244544845446376448382187743732248378447525661334022148661354270415618006083007715000010032034480000002000033100"},
    {14, 8, 4, 9, 22958, "2822722372773744852634175544774424474744771177577171771166114116141166556676656766558855155851558821886881868811255653362583878148837368416721346227752843535388020206060224400006040000404000000000"},
    {14, 8, 4, 9, 21472, "2811414641443122831422648322552212552422557755357758557766772766727766336656336566338833738837338876886844868821276133148338612176858858432380155477066427000011050526400000070003077000000000020200"},
    {14, 8, 3, 9, 24330, "7621223512115167621334518566556223557188554451554458554422424422474422332522332522338834338834338866828866828866476366476366217728343848765176162323760865644112840850200017384105052600707110070600"},
    {14, 8, 3, 9, 23741, "6635338853556577235577154477557377557577552252552251552211272211272211881511881511884482884482884433414454414466364827818813656634784114874564048414772633002754162278700330054016706000022050600080"},
    {14, 9, 4, 10, 23264, "3511317233133116591727283225771614778138575577675577677599557599558559889979889979984488584488588422449422449442362282912282213691436918456151402433772662496064339183000410060113360001000300006000"},
    {14, 9, 4, 9, 22258, "1411611561663488421358661388998818898688997799399791997722778772787722442292242922443344744347443312332336323376182345631437644916353273868408016644379827989010552272921010000040090001000000000000"},
    {14, 9, 4, 9, 24228, "3799599229553944889664457344664494466544662266566229662288224228842288118868811688115511211552115511558556185579387815596147393514592615934374898279123403505097679909000040273393030000000077390000"},
    {14, 9, 4, 10, 24034, "6711818488181522761822478522332212332282339933639933739977992977992977557737557737554455954455954418447458447411618456457457186418425797435179432549133221939206465668820030006509060000000001010000"},
    {14, 9, 3, 9, 23755, "8229233992998669824662297766766267766966773774733771773343363443363344544745544744558553588553558868848928848855194534511518366938959548352668944158577178931372029143020977512804920001000108090700"},
    {14, 9, 3, 9, 23344, "7927229772776144926149877644334244344744335538335332335599545595545599889399899399881185881885881178191181191144728819689825719561833921543164267816622706457200831503030561000109020006470000000000"},
    {14, 9, 3, 9, 22675, "7343447334331655945752232155885455855355881185881885881122151121151122662822622822669961669661669974929929929938734676885643869359314749382649031674849231004076107753930334030040090000034700000000"},
    {14, 9, 3, 9, 23637, "1875757557554866875667359466336763366566332239322339332244262442262244884348844344889982899882889919949739949915159866739841588829946739656875752911732671858205441037270700109500020000110050000000"},
    {14, 9, 4, 9, 24211, "7455355115336577495887734677887757788377881188988114881133117113371133993383399833992299199221992266223226632266256696681966357258295432646578256655167346428964331706032926454541040400900000540700"},
    {14, 9, 2, 9, 22259, "1545595445446738544339245633135331133433117181177113117727377227737722921229922122996979966997996666266456626659139844522975971668189676595738344692973546006510690243000084142800040000505080000000"},
    {14, 9, 4, 9, 23803, "2599299779223688529118825388338898833288334433233445334466448446684466116636611366119911411994119977996997769977257717745177892723987829389656557941474946272113891224086760309001000002101000000000"},
    {14, 9, 4, 9, 21429, "1299196119118177299674417877557797577177554455454552554422447424474422662252622522668866468664668899882878828871198868363627111094855738523820985733146190004080030156390000800100503000000000061900"},
    {14, 9, 4, 11, 22643, "1833433664438322873772277422662232266224669966866996689955992995599255115565511556114411911441194488445448844588528818879881331524483936241317528983594838807994336617300000435522400000000006004100"},
    {14, 9, 4, 10, 21758, "7611519455151677611977455677887717887757889988389988389922997922997922442282442282446644946644946625662639662612725643368443147828616818656250851511775932000053000371910000360000941000000000003340"},
    {14, 9, 4, 9, 22247, "2877277637224999857969927199119979911299115511511557115588559558895588668818866188663366566335663344338334483344264464437644902259363573144081634858544900727693800144001215300007700007505000000000"},
    {14, 9, 4, 9, 22299, "3466469346441888476288746188998868998488997799297797997755778755787755225595225955224422724427224411445411454411371121331211843571462994664841521350318868501362920974010000559006060000003360030000"},
    {14, 10, 3, 9, 23458, "388288a22822865358445a92165575585575525577377577377177334335334335334494474494474499a99399a99399aa6aa4aa4aa4aa8574395166a98187624a26933a986567221936898a854072906018a6a60021000062276000000000011270"},
    {14, 10, 3, 9, 23177, "244244742422a29984179932669959949955929955155855115355118119118819118838858833858833a33133aa3133aa6aa8aa66a8aa6656636617636692259a81274a39a226561273368aa09566273084046950510000084a0000100000000a40"},
    {14, 10, 3, 9, 23393, "949a99a8a9aa4966493a668a1466776966776a6677227377227177228826228826228855878855878855115255115255119618118a1811529335a6a515451046716963212720a6a773989253103a344050a992100040903058793000000000873090"},
    {14, 10, 4, 11, 23609, "5399299aa229228832911884426377889887788288447727744779775544844554484411557551155755aa11411aa1141168aa5aa15aa5aa568912887a31625968a165957a63379418a00322937471226aa794290040006009032000000020000200"},
    {14, 10, 3, 10, 23344, "5916117766166577916177336aa72271772277677233262233224223aa3733aa33733a88a2aa88aa2aa844838844883884544a448144a4465a681713448335949488188946651451927168a953a119212676950000a2210700500000055200000000"},
    {14, 10, 4, 9, 23978, "486616688611a6559a6115514a5522556552215522aa22722aa422aa77aa5aa775aa77337727733277339933a3399a3399689979914799354867328893535649a897831935569620124089654a2a7042773194641280840003060001100000000000"},
    {14, 10, 3, 10, 23821, "855a5566aa5aa648a5114477a6a49445449944a449799a9977991997277477227747728229228822922838878833887883433233153323363588a9976781a4495325537238a64395913a387a6696321a1226841a002600a00166a000600000001140"},
    {14, 10, 3, 10, 22358, "62a1aa9711a1a1558a1155361a55775a557755157744787744776744994544994454998897998899798822848822884822332922192292016a28833873866164322887572a0a20aa347195390040424145755606002000105aa90000000000000900"},
    {14, 10, 4, 9, 22792, "923353755355651144371aa5361122113121151122992252922322998899198991998844882848828844aa4494a44944aa66aa8a5aa8aa4591214577a433259863a5978a6316231547aa0a5424808059080806200030900003055100000000060100"},
    {14, 10, 3, 10, 23866, "577877248878759aa77299488199499799449989445446445544145525595522559522a22422aa2242aa3aa5aa33aa5a3313323311332311311a119811a1745373292981347956317246881165aa672338011645a0a7366000799600700000000770"},
    {14, 10, 4, 10, 24005, "59443486334339aa9446aa63344a22aa4a22aa3aa2552262552282256655a56655a5561166261166266188115188115118448868928868897a221919261889574a81273383a454a61873073910907027003595a1004080737051a000000007037790"},
    {14, 10, 4, 9, 24559, "9766266a762236aa74651aa266aa11aa6aa112aa115511a1155711553355a5533a553377331337713377997757799577994499399443994448447441a7448694829a5519783694484211842530764a21683a09686060668323950000000000020590"},
    {14, 10, 4, 10, 23682, "38224247442492558a2455754955665525665545663366a6336656339933539933539911996911996911aa1131aa1131aa77aa9a77aa9a77167717447717923168aa1417a5a2381875713672996085543362649200007700002a4a00000000004220"},
    {14, 10, 4, 9, 24315, "1622423442442a88642382846a8899882898848899aa9949a99899aa33aa8a3aa8aa33553393533933557755a5755a557766773767737766996656766566251855792327862a109864477617a56049423232726500805003110a22000090000700a0"},
    {14, 10, 3, 10, 23909, "96a3aa1133a373663a4866993766226a66226636228824228822a28899868899886899779299779929774478774477874411494411449411221711861171a390645458164a739321358163152760a3a815109470003a855334527230000000004050"},
    {14, 10, 4, 9, 22554, "39556aa6656632aa985aa11643aa11aa511aa6aa11991189911311998899a8899a9988448814488188442244922449442237228512282266397248553477426186225542a6727960a0845434a36901200807070760156000000a0095500000000000"},
    {15, 5, 4, 10, 30981, "245535443353343114352113135511551151551131155335525335525533443313443313344114454114454411331131331131133553343553343355445515445515544234434334434411253154411252423415242044143153501225542451234000002004010505002002050000300"},
    {15, 5, 3, 10, 29900, "313533225535521221311225354422552322552252255115455115535511441211441121144224544224454422552122552212255115455115545511441211441121144344544554454433314112003514241142430445042351010113300040402414210004020505000020000050200"},
    {15, 5, 4, 10, 30951, "423353325535534112535511355411221131121151122442242242232244554414454414455225525525525522112242212242211441151141151144134424424424430413415253113530451344532243140215442252312450151055320034100504000500020140005000000000200"},
    {15, 5, 4, 11, 29147, "343313322113131224134322441522442232244221244334414433445433553323355332355445545544554544224434422443422212252233225251321541551244531332125114132130451355313404255523242234420100005400525352100002000043005000000000050000500"},
    {15, 5, 4, 10, 27093, "542232443323323113123115535211441121441131144224414224424422552212552212255115545115545511441121441121144224454334454453534311554112513542342452340102413135524150201404224203140000001045000430000000000000000000000000000000000"},
    {15, 5, 4, 10, 29683, "242232213323324554325451433255115525515535511331151131141133443353343353344114414414414411551131151131155445545545545544234414414414451203554231352514431242123245334003545455123102001352544534300001020000000000005050000000000"},
    {15, 5, 4, 11, 29680, "454414424114112335143233431553113343311331331441131144112114554434455443445335515533551553113343311334331551151155115115535535541553552453215114141232415352553415455501322141224430000404211332535000040003320400000022000000400"},
    {15, 5, 4, 10, 28848, "534424421242254552241155123455115545511525511221131122131122442252244252244114414411414411431121141121142532345512145413524214414514132113225440254352342553553012351431223551304040055335000114200044000030020000022000000000000"},
    {15, 5, 4, 10, 30027, "541151123515515334311233154133223313322353322442242244242244554434455434455225525522525522332242233242233323353325353354532125112124523533231551135435403412351345325004113134432421000000010545140000000000205214000000000421440"},
    {15, 5, 3, 10, 29490, "534344143343352113425114332511441411441131144224244224454422112122112212211441411441141144224244224424422142122432212243514425133545432551215215221342432342123524104050231411315400352022501050000003234050000000000035000000000"},
    {15, 5, 4, 11, 27108, "421131135331323442511344523144224414422443422552252255221255115545511554511441121144112144354454431445413435211313441153423542154114502235123442215201343115334454500423011553045000024300000000000030000000000000000000000000000"},
    {15, 5, 4, 11, 29275, "132252211552552113523311445511331121133115113553353355332335445515544551554114434411443441331151133115113543343324334332154315332141332125234232453215452113421204013525440014132350001200045503424002000000002000000000000002040"},
    {15, 6, 4, 11, 29756, "624414455114143551143455661455445545544551544334434433445433113353311335311661141166114166556636655663655025515546551522022364554116453016251422365203063341133644504034115516261000006325126600000064013551200066004630002000600"},
    {15, 6, 4, 10, 28748, "135525526252253113556211325311221151122121122442262244252244664414466414466336626633626633113343311343311221161132161154155634341631553122516412113431345463446635143202654220060513004000000060000000000000050114000000000000440"},
    {15, 6, 4, 10, 28831, "646656625565511334165432356633223363323353322552252252232255445535545535544114424414424411331151131151133223343323343322612212242212252621534263535126402123435621510456241304163260505010006030100406000001050600406000000010300"},
    {15, 6, 4, 10, 27090, "616656622565515441263344356144224464422454422662252266232266116646611646611331121133121133443363344363344114414435414465624435252233635641346124541101132561645536303404042420060000003010250630000000000000030000000000000010000"},
    {15, 6, 4, 10, 27882, "463343554434462226334221645622112232112242211551141551161155335525335525533663313663313366116656116656611551131551131155435565115565533403415446112252626153351554302002411034240506006240005020400006000002010000004000000020000"},
    {15, 6, 4, 10, 31847, "141131123313353664511263534566226616626636622442252242252244114464414464411551121151121155365545535545513146114352215663624551443453515361442514356616326215132325460625455344135240016622411530600011363662256260033220006020200"},
    {15, 6, 3, 10, 29910, "655655416656645356524331263433433533443363344144244114424411211311221131122622422662242266166166116616611411211441121144644644654464431552146565612315653411466243135662500133122304335223044300000055225300000000052030550000000"},
    {15, 6, 4, 11, 28009, "646646652446446554562355334115225565522554552442212244226224334454433445443113323311332331651141123114113665133512663426441215234241136216523163521202154536345224350201445652011000205451400000500604330000005000000000000000000"},
    {15, 6, 4, 10, 27384, "654424465242214115346411524311221141122121122552232255242255335515533515533663323366323366126656652656623612531425433614641463433466214264221614232660002615351544000006103142456550000000530220330000000310065000000000100000000"},
    {15, 6, 4, 11, 30791, "546616634116153224562322411622112262211221211441121144116144664424466442466336616633661633443343344334344164464463446452516435646313653531345351134143623453361166464242551252321220004010356612200000000223000000000000130000000"},
    {15, 6, 3, 10, 28210, "144344253343324136442115436211511411551131155655655665565566366166336616633233533223353322622622662262266166366116636611511211421121134153664365563624145123641411312304436315144202002200035000100000000004000000000000003000000"},
    {15, 6, 4, 10, 28889, "565515221151141662455661213366556656556616655115545115525511331161331161133223353223353322132212552212243313632212132441561326511325431563664151614344224225566332536030600453133650004622045040260040000000000020000400000000000"},
    {15, 7, 4, 11, 29959, "547757711557542665273366565466776676677665677227727722772722552262255226255115575511557511331121133112133343353355335337242117176621372153434337763742231210751214453233630073104505366040005506600011020000000000002000000000000"},
    {15, 7, 4, 10, 33573, "751171557717764225614221172122112212112272211331141331121133443323443323344664414664414466556636556636655765545315545573776465475266764531254437557364757122543767611563312045652737005624056063001006200000072117000000000002337"},
    {15, 7, 4, 11, 33784, "131151162551563773414677215677227717722775722552232255227255445575544557544664424466442466336656633665633143343317334366114366472726573352634176253653121261447725746215543446234535002127660551403001774005230300000000000230100"},
    {15, 7, 3, 10, 30773, "761411554414425554133557443355665155665545566226466226626622332522332252233113633113363311441211441121144714344774434466761125214213235065472142745615144377617136352202751361060141024506733070504004007000000400000000000000600"},
    {15, 7, 4, 10, 31519, "451161556616612335117332265233443313443363344664474664454466776636776636677227747227747722552262552262255635575225575513463721145624515416354466457723521317277321673232772164743566003000526430150000055102640010000000100000000"},
    {15, 7, 3, 10, 31997, "266766137767724477631446377244144644114474411511311551161155755455775545577277177227717722322522332252233533733613373371244233226425714255366246637174413742353553712252372424506131015704065600300010007036000000020500003000000"},
    {15, 7, 3, 10, 30021, "177577165575575366761336251733533733553353355755255775515577477377447737744644544664454466266766226676622122422442242263172622755261635633274512126345043317522624107474236655212400076301004420000020100000040000060600000000000"},
    {15, 7, 4, 10, 32673, "657757714575576663372166452566776676677656677117727711727711441161144161144224474422474422332212233212233553343343343321653122434327216637234633732156335421166473575071714745362275050241076543650010007050603260000000000026000"},
    {15, 7, 3, 10, 32894, "167677576676624556731557661255225755225565522112322112212211771511771151177337277337727733663133663313366536766356676644664323234736164135672242467712136747740264406653415255321600122134277073100011553400530000000205300000000"},
    {15, 7, 3, 10, 31557, "153233412232235775322771621577227377227727722442122442212244664744664474466556266556626655115455115545511751611241161131175562554156132177133646613451531326474763541072566247375254370210625437320603000004060730066000000000000"},
    {15, 7, 4, 10, 31855, "632262726626616335527335567133443323443363344554414554474455115535115535511771141771141177647757257757731634112115714342431576674573126457372267443246372253726755441423131646223210435667072023500711000060052000000000000000000"},
    {15, 7, 4, 10, 32226, "372262262626671337527733462133553323355363355115535511545511441131144131144664454466454466226616622616622162242276242271316563370264272351620043621611745275436327721424755255314266002554020663120007002070070447000000070530770"},
    {15, 8, 4, 11, 32967, "832232266332321883721188753688338828833883833773373377335377447787744778744554434455443455115575511557511661141166114166456656614665624845217883671421824561264256561352718624367446575122032546770007006005604000000000000007000"},
    {15, 8, 3, 10, 31028, "373633576636616887365887263188558388558868855445655445535544224844224484422772522772252277287477557747716328286441422376362755213771121746611844124567414864628345786058832080732200513106000458600010300000077800005000000000000"},
    {15, 8, 3, 10, 32514, "284244742242273558466557726755335455335525533663133663363366776566776656677887377887737788118688118868811211711481171158231877872684583883114466214843423651145225417284175751426161082338010642600040504000500000000307000000000"},
    {15, 8, 4, 10, 32369, "258848424484471665182668843766116686116646611551171551131155775565775565577337717337717733223353223353322632272482272256263634471337561216324287824641531466728183425343088275818232004870442558300000070407110000000040701880000"},
    {15, 8, 4, 10, 34177, "675575565757721442253644571344554454455474455115535511515511221141122141122332252233252233663313366313366176626658626644674336283137251625862433863481441744126775562757588015736808012278536377600027881086300000070000058800000"},
    {15, 8, 4, 10, 33471, "317787786878874335474833283733773373377383377887767788727788668838866838866556676655676655225585522585522442262244262244814454436454457314428368622174355843442241534548186771625707054511652512300081617012160000040106065000000"},
    {15, 8, 4, 11, 31733, "746686655886866774567477338177447767744778744334454433441433223373322337322112242211224211551131155113155885525588552588138818847881886713258226545866761382882478260405624565783118006770058624303000000000802130000000000000100"},
    {15, 8, 4, 10, 31831, "265535223353373116753114438711551151551131155665575665585566446616446616644224454224454422882262882262288778848778848877587727417727713258387342185873235872831674617603228484547716000000044061468000000006050880000000000040110"},
    {15, 8, 4, 11, 32701, "462272231772771884725588337278448828844887884554474455442445335585533558553663343366334336816656672665661451832727113661845668377236275864552813323676167782753312424041863121638865007846206561145000112405000086000074000000000"},
    {15, 8, 4, 10, 34144, "858858115585516446682443354644884484884454488778828778848877337747337747733663383663383366226676226676622112232112232211651161531161174855221277423718861412755817314556223673738764014132031382576060327060127660040006010255880"},
    {15, 8, 4, 10, 32415, "134434411343310721843750836656442347544138544664484466484466556636655636655225545522545522112262211262211881151188151188738828874828877738315142418816214483012286716545233205027365852421020586000088330050776000044000000003000"},
    {15, 8, 4, 10, 31701, "324484455848856662542866183566886646688686688228858822828822772262277262277117787711787711551121155121155345575511575544315718588217364247156771753446541223787876636274380678132405541430067810300533110000000000322000000000000"},
    {15, 9, 4, 10, 32492, "143373391737741884235988176488448838844878844664454466464466226686622686622552242255242255995565599565599129929912929988172359528655951437695953299831783523484776564868311337377303006020149790600000020390800000000030300000000"},
    {15, 9, 3, 10, 32894, "255255992252296633547664423966866566886626688188488118858811311611331161133933833993383399499199449919944744344774434477277977527797711214479245548836386755975476176818732297544369018302029780707060603000050600080800000000000"},
    {15, 9, 4, 10, 33451, "768848892484439226385922547322112282211242211441151144151144774424477424477557717755717755665545566545566336676633676633663353389353379734468219165769726832844238833683581129883656202049419117375008000998021500000000001000700"},
    {15, 9, 4, 10, 32942, "731141154414451993814598843599779919979949977227727727737722662292262292266556676656676655885525585525588338868838868833923353373353381792486465381391789234657137785318645733489981161241500014670006010000046110002100000060000"},
    {15, 9, 4, 11, 35109, "325525545225281927459345562153882358488572588668898866886866446686644667644774484477448477117767711776711221141122114122992272299227299669919954991933931123877152783986495511669285223499734426313823910900352600038770000033000"},
    {15, 9, 3, 10, 30815, "886366443363364447655448637644554644554434455995755995595599229499229949922112522112252211771911771191177897277287727723839154166518234023712655872374982371123889716284505531361900079707010006100004000000000000094900000000000"},
    {15, 9, 4, 10, 33580, "691141129414461889715288943688448818844848844554474455424455775585577585577667747766747766996656699656699339979933979933223363322363322482292252292231648137561132341614823619823226901336558394470000015990080027000001100030720"},
    {15, 9, 4, 10, 33271, "696636644363314449369944637144114464411434411771121177161177887747788747788228818822818822552272255272255635585583585567643229237325674954952891556774615998558453781131522037306838609392117880300603225003000000400000000000000"},
    {15, 9, 3, 10, 32450, "685755797757762338527335578633113533113373311441211441141144994344994434499889199889919988558488558848855225955225595522612822952282235632579177954352818251617423582814526209744806383442097699400005060907060000000000006000000"},
    {15, 9, 4, 10, 31194, "364414495141134211245879512315661448866913566776656677626677887747788757788998868899868899559979955979955725585587585514362194746699214367558469355953112184898634553070732280996330020173420060440000147000000000000304000000000"},
    {15, 9, 4, 11, 31925, "256656652556500315968533265426231867446895257443118744387744114484411449411331181133118133223343322334322772212277221277997737799773799889929988992988298878874887856509195929669956001880096678372000000000700430000000000003400"},
    {15, 9, 4, 10, 33628, "868848834484467778684471148677117787717747711331161131181133553373353373355995515595515599229939929939922562252252252288962493345199297584824511922867527746443397846279131335220090098413552716694084040020078400000000000000880"},
    {15, 10, 4, 10, 30670, "91991922119119777159377aa149775577975577177554455354455455448844748844744882288582288588226622426622422663366863366866339533238a33233759658624aa462757186339891637527608000844a612390000009191963130000000009aa100000000000a00000"},
    {15, 10, 4, 10, 33365, "a54414991141191225243227714922882242882212288778818778828877337727337727733663383663383366556676556676655995535995535599659969339969941a651599a97584a1a26591a8a492a8956231880477184a63619004474a4a4003404000410200001040000100a00"},
    {15, 10, 4, 10, 31342, "17665668a565545337364833a52433aa33633aa3533aa22aa4aa22a6aa227722322772322771177a77117a77118811211881211889988788998788999599199589199251952834aa486205129591535790604792835a074a4600989116670450400008063300500600000000000040600"},
    {15, 10, 4, 11, 29649, "a56696626996919775964277659177227767722779722552242255226255445575544557544884424488442488aa88588aa8858aa13aa4aa82aa4a69a13489891968639a913a497339a371529648a610177832624aa731005808006007606001500000000009000100000000000000000"},
    {15, 10, 4, 10, 32664, "68aa4aa244a4434558aa995284a3552255a55255455227722622722a22778877577877577881188288188288119911711911711996699899699899662266166966166446a5596615294a746324691a746141384a991075a887a730305070534310000400000403440000000000a04aa00"},
    {15, 10, 4, 10, 34644, "727727762272284442a733465278449944744944244995599a9959959955885545585545588118898818898811661151161151166aa66866a66866aa78aa1aa9aa1aa2371a2636757682342877a29a45a9394281132a6947a9120732203377551a107732000a640a00022730006000000"},
    {15, 10, 4, 10, 29669, "a1aa4aa274a44867719a62774438775577a77557477552255955225355221122722112722119911511991511993399299339299338433133523133a6a8419966539a396a78733115734a684073319545499240000995404336aa000000000878420000000000086a20000000000000040"},
    {15, 10, 4, 10, 33632, "63aa8a5688a88294435a24484832441144a41144844116611216611411665566465566466552255152255155227722627722622773377573377577333733239a3323318637279898a79a8965373278843a139315729a4699180217120875a6a43000070aa794000000000000905000000"},
    {15, 10, 4, 11, 34133, "975595593995995227154822669a7211225221122922188114118811a118338828833882883553313355331335665585566558556aa66366aa66366a44aa5aa44aa5aa49144644364464429714a89598aa7257a6249315984235979684541193397a7a022470008909090060007700000"},
    {15, 10, 4, 10, 31695, "363353915535567aa6531aa175a6aa44aa3a44aa5aa442244142244a44228822a28822a2288778848778848877117727117727711661181661181166356676a2667663536511924241835769336a5a4863597060095422188a86969044050277909303030000000800030000000000000"},
    {15, 10, 4, 10, 31531, "9a99399aa393388221495522937622332292233232233663343366373366776626677626677887737788737788558868855868855aa55755aa5755aa91aa8aa99a8aa93941453a322568301a47a23257a99801a4456151a683000107612105aa800004710620000000000140000000000"},
    {15, 10, 4, 11, 31033, "6a6626659226272882261588aa26881188688118828119911811991161997799899779989773377177337717335533933553393554455755445575449a443449a4434336a6855473a657529281449173a430296a814741135567aa204840000a000026280000000600060000000000006"},
    {16, 5, 4, 11, 42669, "2344344243343342553443255423545544554554455355441144344114424411331151133115113355334335533433554455155445515544114434411443441124115114311511332541425511541152315315334241231250123051250445240120110254010131000130150205020300103000000003000000200000000400"},
    {16, 5, 4, 11, 41422, "3155355153353314442254144513214455445445544344553355455335525533223343322334332255225225522522553355355335535533443323344332334422445442244544220122322512232233013241423124252402242214234253340300255042345251021450100145431300010410001445000100402000010101"},
    {16, 5, 4, 11, 39297, "4144144331141134554241155221535533554553355155334433233443343344224454422445442255223225522322553355455335545533223323322332332244225224422522440144344254434411012522352112455404124321224451340105105414244503000502134005030300012030000104000000000000000000"},
    {16, 5, 4, 11, 41736, "4322322553323352113224411443151133112113311311334433133443313344554414455441445533553553355355331133433113343311551151155115115544553554455355445344144234414402453251542515512242534211313445353524253343143000545151220201420200400204040143000000000001050000"},
    {16, 5, 4, 11, 40992, "4122522135525521441524144515334433442443344544332233433223313322552242255224225544553554455355442244244224424422332252233225223352334332433433514524232423521521455234335433122512533135152524352324431122114023003550000004030500500000000000350000000000000000"},
    {16, 5, 4, 11, 41422, "5233233512232234442132544332434433443443344244331133233113343311221141122114112233223223322322334433133443313344114424411442441122113112211311225122422132242212521215145541512425412322443212540204113121533503525040031554400050500000500004000500000000000000"},
    {16, 5, 4, 11, 37897, "4211211232212215553314255442515533551553355255334433433443353344114454411445441155113115511311554455455445545544124414453441442202345153231544150342451141345225045322115331154105153254345431200133210503040324030200000005043000000000000000000000000000000000"},
    {16, 5, 4, 11, 37587, "1511411334414412335212233554353322331332233433225522422552212255335535533553553322332332233233225522522552252255335535521553551412442523233255121034505151152252502155354422415500404001334314140010245100441340000010000002213000000040000004400000000400000000"},
    {16, 5, 4, 11, 36451, "0122522545525542334423533425143355332335533533551155355115515511441131144113114455445445544544551155155115515511541141155114115203115234434521320542155432311554034142412112530303542142403122000404102010225500000000000003300000000000000000000000000000000000"},
    {16, 5, 4, 11, 39082, "2533433454434453115432411034151155113115511411552255255225535522442212244221224411445441144544112211211221121122442242244224224455441445544144553155255425525513231341554234412324315311542532455042345501155412000000001030010100000000003550000000000000500500"},
    {16, 5, 4, 11, 41693, "2544244342242242335442233542143355334335533233551155155115535511441131144113114455445445544544551155155115515511441141144114114433445443344544333133133153313312231243131454312224313234553323145041233533544205001020500245412200000000002410050000000000020205"},
    {16, 5, 4, 11, 38568, "2522422554424412335425133114413311332331133433115511411551131155335535533553553311331331133133115511511551151155435535513553554224311513454124522243515133453521504251532421024500251535130214040000500332110300000000004402000000000000000200000000000000000000"},
    {16, 6, 4, 11, 38886, "5155155221151132661451366441536622665662266166223322122332252233113363311336331166112116611211663366366336636633223313322331332254226221422622165342332644533162123525510522464236213101664254316561100500552353005440000000050000400000000000000000000000000000"},
    {16, 6, 4, 11, 39262, "5455655226656625114656611336121166115116611611663366266336616633443313344331334422446442244644221122322112232211441141144114114422442442244244225622122632212254536245214414454540302360626254453020650321461432000005361020631300000060000001000000060000000000"},
    {16, 6, 4, 11, 38565, "4622622626626626443321144246524411442441144644113311511331141133223343322334332244221224422122441144344114434411331121133112113355334331633433564262155446214556415335213343351263253243643352601010511640022016003020600000061000000000000000000000000000000000"},
    {16, 6, 4, 11, 38849, "2622622116626616553323355446215533552553355655334433433443323344224454422445442211223221122322115511411551141155625525531552551615661441515132660625522615354451015432156124613100644360441336050040221355442500004012300002030000104100000000000000000000000000"},
    {16, 6, 4, 11, 39475, "6366366113363343113465511223641155116115511311552255455225565522662212266221226644665664466566442244244224424422112262211226221113114115411411536135242421221663651312462211335430544334021265350040200646213605000000060463150000000003000103000000000000060000"},
    {16, 6, 4, 11, 37604, "1522122551121123665321166361556633662663366166332233433223363322442262244226224455443445544344553355255335525533443343344334334413445443344544311632345421432260526440421634631060201421236556500040105262044100000040055603050000001040000000000000100000000000"},
    {16, 6, 4, 11, 39262, "4244144231141161664341266551446655664665566166551155155115565511331161133116113344335334433533445544144554414455665535566553556642664663566466103231523436656620442661454356210043126611553452001132243300050000032113000000000002134000000000000334000000000000"},
    {16, 6, 4, 11, 40737, "1633133441131163556432255341265533553553355155332233133223323322442252244225224466443446644344665566266556626655225545522554552214226226322622151645564344255153656120653312155363562400563125463630102205661424001040402000020000601000000000000000100000000000"},
    {16, 6, 4, 11, 40593, "4322422624424461113123611214551144112114411411442244144224414422662212266221226655664665566466551155255115525511241161124116114342465364323554614524133653514361316566236425155010522312155336600013314155225003002003656244633000000204240500000000040600000330"},
    {16, 6, 4, 11, 39302, "2411211252212216664314266532416655661665566266551155455115535511331161133116113344335334433533446644144664414466556636655663665544554554455455442344644524464453253152421315653641544062325453465010011421655401000010634336000000000060320000000000003000000000"},
    {16, 6, 4, 11, 41931, "3522422114424454115123511564331122112112211411223322322332262233443313344331334466442446644244661166366116636611641141152114115636226621356635643144151515315624546263656644526642132212664315120040530114334120002603500344260000002025566442000000660001000000"},
    {16, 6, 4, 11, 37650, "4522322323323353445126344663154455442445544344556655355665515566336646633664663311335331133533114411611441161144554434462443443541211364241163534252415366243563561615404242164520232332315024140060500046110100000000005602200000000000252000000000000000000000"},
    {16, 6, 4, 11, 40829, "2144344623343354221541122163352211224221122322115511511551161155665525566552556622661662266166221122522112252211661161166116116655662665566266553455155165515534234665253216633426345253462553051064454423213610004020000255310100000000003006000000000000030600"},
    {16, 6, 4, 11, 44448, "5344344643343354223245622463152233224223322322336633533663313366556626655662665511553551155355112211611221161122662252266225226611661661166166115511211551121155435565523556554454361121236151245243561436356415302566116055442000344133033641210003340000030040"},
    {16, 6, 4, 11, 38328, "3255255252252211116653211612421144115114411211445544344554414455665515566551556622664662266466221122522112252211351161125116114532532325254221505246123346314460561466001654650001514622416236000533601145235000030602006652000000000000023500000000000003030000"},
    {16, 6, 4, 11, 39077, "1155455454454431112152411524661133115113311411335533233553323355665515566551556622663662266366222622522562252234553363461616235121612446412235142654152364522134621231635564433525164455264001600065233260011310002440300000030000500020000001000000000000000000"},
    {16, 7, 4, 11, 42923, "1377577475575536223771422715732233227223322522334433133443373344554424455442445577553557755355776677477667747766176656621665664516717427517714563525654572364516636256162523612334552241177232620034634202441600004632300411000000022660000000000000000000000000"},
    {16, 7, 4, 11, 41637, "2644344253343370223347722663112233224223322322331133533113353311771121177112117744773774477377446644144664414466116676645667663724644557565453222117654464661177674334266434727712155212434303132370000122514406002000006677064000300000150003600000000050000300"},
    {16, 7, 4, 11, 42901, "3177677656676676221377622546372233227223322622337733533773343377557727755772775511553551155355114411711441171144654454472445443636511576645143563667465442141717517533614241752506337224234411320611214330273200034657170024430000046540000000000000467000000000"},
    {16, 7, 4, 11, 43012, "4511411334414457335117233634253366331336633433661166766116626611221131122113112277226227722622775577177557717755415525566552552444177231445712475723561515152477434223665545721536773122467167610036224435533100006110035376060000000000007000000000000000600000"},
    {16, 7, 4, 11, 41833, "3733233412232241776732277642557722773772277277225522722552232255335575533557553366332336633233661166566116656611551131124113114232766755716631443152134764117351762665736654421410133436057627240060430007651276000000000602066000000000000101100000000000070100"},
    {16, 7, 4, 11, 41797, "3233233112232212772436677552667755773775577277552255455225535522662272266227226611665661166566114411211441121144314464465446445534471312644151622774456773346572121562324436151137453621434536072744757621330700033050203000010000205060100000000000400000000000"},
    {16, 7, 4, 11, 43574, "3722622116626647553426655226345511552551155655114411411441131144224454422445442233221223322122336633433663343366476626655662667477473216213342104316632216767740415563516317215015722623443314005774463721625500075663751046600005206350500000000240070000000000"},
    {16, 7, 4, 11, 41790, "3633733537737741441132244667414433443443344744337733733773343377227747722774772211223221122322115511711551171155665525572552552536471572323112763175573253152765446257436331164507272526257654470611530476441010010504020755100000000000000040000000000000000000"},
    {16, 7, 4, 11, 43144, "3566366473363357443162244763234466446446644344667766166776626677117747711774771133116113311611332233733223373322252212276221224465143445762331522365275137621450264422127373611064611523136654700647557737355240041077336673412000000000005051000000000000005700"},
    {16, 7, 4, 11, 41847, "1566566335565515225364422665712266226226622522664466366446676644334424433442443311336331133633117711411771141177727737741773774517251321736137251676721767574371246535422616642145432704353501270451157041030710003475000206060000433100030100000000030000000000"},
    {16, 7, 4, 11, 42290, "1344244332242275113645511412671155114115511211556655255665515566776616677661667722775772277577223322622332262233763373374337332317622533746272351676325534134345306224741346147200215741516134210010701564334172000010700574627000000000065776100000000005050060"},
    {16, 7, 4, 11, 40208, "2766366153363313447467144563514477446447744344776677077667757766116646611664661122117112211711225522622552262255325515562551554317352115423275232174565655253741221754645356114072734662163322700354104762536000070433702061000000070000000000000000000000000000"},
    {16, 7, 4, 11, 42711, "1422322643323351554327655373225522552552255355224422722442272244334454433445443366332336633233667766466776646677137737743773771711376643277655654623716254476147131233166252766734662751453714540034752524041670004700043311650000000002000171000000000000000700"},
    {16, 7, 4, 11, 43485, "5255455634454430152157624264146377225337747416774477177447717744664454466447446633667663366766331133433113343311221161122116112215223226722322545565146727312543521226332322541326242573774371560116460262724035011470070617053604470000000406000000000000000060"},
    {16, 7, 4, 11, 42911, "2455755757757743224651122567112233225223322722331133733113363311661121166112116677663667766366775577177557717755665565517556554233557733575765432667544153351413217243756674425542375656175741201064720775440410001346200103000000202600040400000030340000000000"},
    {16, 7, 4, 11, 40496, "2633533265535527446731244615664433443443344544335533133553313355115545511554551177113117711311776677577667757766146616657661662421437757571716272714637641763267637532441343546635310126365523200050550260347740000001502000407000000100000000000000000000000000"},
    {16, 8, 4, 11, 44796, "5711411774414427667413366854326622661662266466223322422332252233443363344336334411442441144244117711311771131177557747755774775568551553155155625687748148473627526258178835623781255755254313621010805757844616005370775482210000000002080880000030300502000200"},
    {16, 8, 4, 11, 43613, "3622722767727723556723755637815544552554455755441144344114484411881151188115118822884882288488226622122662212266376686653668663732732746538212146158645572262387262548188571614764118731374688210064550348626450004771000406062000000000000050200000000000000500"},
    {16, 8, 4, 11, 45435, "1233533775535525778838877335127733773773377577336633733663363366116676611667661122113112211311228822622882262288448818844881884433442448144244151426822147284185163445527124684224648774548364586043631587621515006031015246460000400007520401000000000028000000"},
    {16, 8, 4, 11, 46002, "1733533515535543668832566885626644663664466566443344544334464433223363322336332211224221122422118811311881131188578828822882887717551551136124231884852512387713883326528832172465575568218441240442608083737476066430001007115407704000800105640040000030000605"},
    {16, 8, 4, 11, 43417, "5388688116686686332284733566173388338338833633884488488448858844774434477443447722778772277877221122422112242211881171165117114354342747616224865681155875614386314726878351217760607076265252300010506472331703000000004428533000000000082251100000000000877000"},
    {16, 8, 4, 11, 45370, "1644144661141121556243355331725588554558855155884488288448878844774454477445447733778773377877336633433663343366226676622667662218223226322322881728676763765451635528725612482186873126483145423076826451841202003150405053540000601000601500000000000080010000"},
    {16, 8, 4, 11, 46516, "3655255852252238441152244112634455445445544244552255355225565522772242277224227733775773377577336633233663323366116676611667661144113116811311883767633215564648354218776811638362781725514134815050823237744136002000031617441000000000056686400000000001080860"},
    {16, 8, 4, 11, 46945, "2255355683353355776654677873117711775771177377113311411331171133553373355337335544551554455155448844344884434488668858866885886632664668266466862254865657387532261367788186382655347667755113760131446618433248030755220282071403000601048404000000000000200100"},
    {16, 8, 4, 11, 45616, "3255855148858862335156133278443322335332233833228822622882272288118838811883881177112117711211774477877447787744554414481441446337887663842775623251446433445842527613877445578775188047445283703551667255651130088120737246601003356030205400000022000000000000"},
    {16, 8, 4, 11, 43303, "8266166421161161332168833261763388336338833133884488188448868844224434422443442255228225522822557755455775545577687727784772775166825153142537318733743151576356616735325588775262744373286744702814570735561240002144000200612000800000000000100000000000000000"},
    {16, 8, 4, 11, 45314, "5722722827727748663421866237146688662668866766882288188228808822442262244226224433448443344844331133233113323311551141155114115527553551355355355744181323512277537851811565453834278868722567380241667251026154040078073566451300000005030643500000000000005030"},
    {16, 8, 4, 11, 47874, "3866366163363384558567755633225566556556655355661166866116646611221151122115112277226227722622774477177447717744884424488442448835887886388788333158411763442876818482846438536427157848461215247411258603637758207258705545360520428765030142001000220003040500"},
    {16, 8, 4, 11, 42947, "1255755817757753442354144867224411445441144744118811411881161188778848877884887766771776677177663366866336686633363373352337335313626348526641551737382885237323647532317676671345488082672414310050055872114570000050863672044000000083070000500000000000000000"},
    {16, 8, 4, 11, 45175, "3644544225545586116847711445741155114115511511552255855225575522662212266221226688665668866566884488288448828844774464477446447736778773477877553881442432744816675571486357152636887386142431387673186137055202252032237472030002302010040000000300000003000000"},
    {16, 8, 4, 11, 45606, "1477877668878812551278255118745533557553355855332233833223343322112252211225221144113114411311446644244664424466156616622661664464574883365471721425678685667382118723386651440188427668350277080464778563453800062137534003220002171530640500000000700060000000"},
    {16, 8, 4, 11, 46021, "5877677626676671338174633286673377337337733633778877177887787788228838822883882266227226622722661166866116686611441121144112114453446442244644545514167448217551876647171264354138354138423634357058126614835300007263441528800000802653585200000000550080000000"},
    {16, 9, 4, 11, 46768, "8644744227747764556741155337865577554557755755771177277117787711331151133115113366337336633733669966166996616699889939988993998822886882288688221122922172292244873982443238986485132977238233466979945212936648505235158849183000900001000141800000000000040000"},
    {16, 9, 4, 11, 48098, "3544844778848894335345533668893399334339933833997799399779929977667737766773776655669665566966558855755885575588118868811886881122115112211511221122822582282284364613779791287431142288593212495464272565167793101242623301884900400006000803400000000000000930"},
    {16, 9, 4, 11, 46703, "5933433474434495558836455714335588553558855455882288688228818822662252266225226633668663366866331133233113323311771161177116117715773773477377969299176441711395135273321917343512278544669926442938782527738261002380507467712000900000407008100000000000000080"},
    {16, 9, 4, 11, 48397, "3933933659939948883431788229548866883886688988664466166446656644334484433448443355336335533633552255455225545522772232277223227711775771177577117911211521121139594177661157439873881653626179787492743096162713995940403922612105208000009002000290900000000000"},
    {16, 9, 4, 11, 46771, "2122522395525534661725366225636655662665566566551155855115565511881161188116118877885887788588773377177337717733993383399338339944997994499799442744344924434427247893981169327413844784848417946545502246119152539970706068696503609000200085000650000000000600"},
    {16, 9, 4, 11, 48037, "7944344663343344669845566153886633664663366366338833833883353388998868899886889977993997799399775577877557787755225595522559552236227227122722477364527271951495773624223122943792864265151829576877542193998314826166545182350002801040013891000610000009000000"},
    {16, 9, 4, 11, 48302, "2199699116696689361497784746296411359771142696113311411331121133553353355339335544551554455155442244344224434422772252277225227799774779977477999699299429929983265178853297628423369487517945943395787793348660096057292517500106508002198863300000000001050110"},
    {16, 9, 4, 11, 48907, "0211411694414416774418877884367799771779977477994499599449939944554474455447445588559558855955886688488668848866336656633665663329338335733833130292645459965316025932471713246304852313615899430813816736857694002536349962826002181470709807700010554000000000"},
    {16, 9, 4, 11, 47214, "7633833998838858116135511898771122113112211811224422822442292244664414466441446655662665566266557755455775545577997767799776779934995995799599387342764839879358713492778719365269122153838864739298174608694565002128455876934200000260000119520000002000000036"},
    {16, 9, 4, 11, 47782, "7133233532232246665538566372746699663669966266992299899229959922882262288226228811889881188988115511211551121155445585544558554473441443944144217434559977558216414843366784217631211844336897148562828945365191428629600700090046103095570000002800000006000000"},
    {16, 9, 4, 11, 48372, "9288688646686682112487611336591199118119911611997799799779989977337717733771773344339334433933445544744554474455225535522553552238224224922422829311579361155281948826343882759225367974366797225647124918514656005009345185716088602905351704100080002300080740"},
    {16, 9, 4, 11, 46948, "7355255442252289667852266112986655665665566266554455855445595544994464499446449988995998899599881188488118848811771191177119117793778774177877461388124577915469977673224127465997882653547215387819972746632313018060312045010008902040100350000000007060530000"},
    {16, 9, 4, 11, 48725, "3711811548818871991616699428379955991995599899557755855775525577667797766779776622665662266566223322722332272233443363344336334429442446544244316295348895432341372945819974345737645819696328371182414186227358064680045597335790062200115000870998000000000004"},
    {16, 9, 4, 11, 44865, "0533633996636628632238312576466055993415523677558855855885545588118848811883881144115114411511449944844994484499779919977991997722774772277477227722922112292260653873455727326065722198714268703240961919362580007732868013505007402060900030000040000000000000"},
    {16, 9, 4, 11, 46212, "2877677936676697881175988316598866887886688688664466466446656644224484422448442299226229922622995599499559949955115525511552551127119115911911870988545771351597027613421331682909253671336189590927123431467702020066284837520000005546101445000000006080000000"},
    {16, 9, 4, 11, 47078, "3955955759959950118853711539461122115112211911226622322662242266446616644661664488442448844244887788688778868877337747733774773349338335633833963923779986877945381638752873945622418797523715760468998625213114060019283343675100000802000971500000000000009960"},
    {16, 10, 4, 11, 47075, "81aa3aa7933a33876612a376698398669966a669966366992299399229989922442262244226224411449441144944115511211551121155775545577554557782771774a771776588235759a815aa571511754a81376697828554224a46654826563237803a89a40029137a8431a400006099a0008806000000070000000a00"},
    {16, 10, 4, 11, 46232, "3433133a5113118191483525aa312866771632a7731144774477577447737744884424488441448899887889988788992299499229949922aa22822aa22822aa55aa9aa55aa9aa5539552557855255213896aa5a677aa69144865776588512a862319955060409092465369000070a0004231060000000000611600000000000"},
    {16, 10, 4, 11, 46929, "646636688336336177496aa77443237799776779977377995599599559929955885575588557558822889882288988221122522112252211aa11811aa11811aa69aa2aa94aa2aa2261971581332136414715a199863a42a11074a652986674768a50541697535a0a330a40907285470080a00060207400008030000000400000"},
    {16, 10, 4, 11, 45800, "1611811778818845aa65133aa22826aa66aa1aa66aa8aa6655668665566166552255a552255a5522772262277226227733775773377577331533233a23323388145a7875911764956a4837a6a923983549a138812212a9a494941877559643730089914933211a47004009806630070000004080190004000000041090000000"},
    {16, 10, 4, 11, 46762, "2677977559979949aa91770aa33914aa33aa7aa33aa9aa3388331338833733884488a884488a884411443441144344112211811221181122552242255224225526551558855155aaa6212994775288192912548755357a09224416406373917494a5926635a807000a17208867037900055078336a0a00000000000070090700"},
    {16, 10, 4, 11, 49397, "1a1151122551554677151aa7716584774477177447757744334454433448443366337336633733669966466996646699229939922993992288226228822622888a88988118898873aa532628aa92573681298587995873368244a9551145689424a6682a771653710a3592121455319703005001400aa7900050000000000a10"},
    {16, 10, 4, 11, 45972, "532262252662663677362887729612778877277887767788448868844881884455447445544744551155855115585511331141133114113399335338533533a653171a4481219a36569137a2489361323564a2511969772a0399712798a63a7a53661479898323a409508011700aa44000004000900002200000000000000000"},
    {16, 10, 4, 11, 46809, "1877677a96676645887572288a166488448878844886884466445446644244663366866336686633aa33433aa33433aa22aa6aa22aa6aa2255223225522322551155a551155a551133112112911211a31787554495256a3519371385a161a3658272747951162604909334841aa1000000200787a90000000000004090000000"},
    {16, 10, 4, 11, 50575, "272252299552552877432a677115387799772779977577991199a99119939911551171155117115544559554455955446644144664414466aa66566aa66566aa45aa4aa66aa4aa25845863a91936732a2745a661336a2885278339945121778544898a1245166a780823602a245207a3800329a0033103700882900000030030"},
    {16, 10, 4, 11, 50706, "4688988549989916aa65885aa49922aa77aa8aa77aa9aa7744775774477177445544a445544a44556655755665575566996646699664669933995993399599339233633a13363318492397a4a18913164292337699138226675875889918a8330523311a664a2a20572283218a94778007523802a00040700208820000000000"},
    {16, 10, 4, 11, 48503, "88aa7aa6477a77478855a9688497a7883388a8833887883355339335533a33556655855665585566116636611663661122115112211511229922622992262299719919936991994553812a9734429a48701292311649aa737532a7a8446975580a035679aa162998a0502216884a122900a0209090a103300000006000040770"},
    {16, 10, 4, 11, 49613, "aa557558877577976723596a84471922227553a228476622aa22922aa22122aa88aa3aa88aa4aa8811882881188288114411a114411a114433448443344844339933133993313399659949986994996765533a96a453824771a2931128896179175539aa32065647001721325504074700799603000807700006600000050500"},
    {16, 10, 4, 11, 45898, "5a8818838118118933a78313322141332233833223313322aa22422aa22422aa77aa3aa77aa3aa7755772775577277559955a559955a5599449979944997994437445448a44544755376911a2a29475657374a1612447589a0746639581436890041166a918294110000009525003660000000a2889930600000002000006000"},
    {16, 10, 4, 11, 45523, "a8997998377977a45597912553976a552255955225575522882272288229228866885886688588663366266336626633113383311338331165116112811611649889371128339614a65817aa6621534aa8579a16225531245867733144a31400059577a9194a2200097744039000a00007049a0a000000000009090000000000"},
    {16, 10, 4, 11, 45330, "9811211552212265778612177442a677887717788772778833882883388a8833553373355337335599558559955855994499399449939944aa44544aa44544aa73aa9aa18aa9aa64973a421219943a659673aa21488a65548062a15744a323a4000012216689955a000000017746822300000006000803300000000200000990"},
    {16, 10, 4, 11, 49275, "a4aa2aa4922a22a133a7a8833aa299336633a336633233668866766886656688448838844883884477446447744644771177877117787711551141155114115513557559a55755a2553a1446899155a1142257616765619214588374788623123a767a921152323500082043427995500668a030200551100000000000000990"},
    {11, 5, 1, 7, 6228, "4244122421114115112155545535525333133233132225224225244434454434331215335214134535514310014422514000335432410005533005500"},
    {11, 5, 4, 8, 6083, "1133533135522113112511442232245225544144514433552553255513343344332512544151002513422310014422441000021435520000133501100"},
    {11, 5, 0, 7, 6419, "1223311213323344331344244554414553552255352242211224211511441151222553554233413454431240513211533001024241340000104005500"},
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
    {11, 6, 4, 10, 6303, "5522425544266552566554336626336641133531133544116144116354434164432352114122102354264664031125166220023140223300355101300"},
    {11, 6, 0, 7, 6367, "4665544644565533554553633113343315112211511232266223226166446616612343224251266324456140645511354200064521420000422003300"},
    {12, 8, 1, 8, 9870, "676622776772262288227228868833887883323344332334484455448445535517553556148141714167151884465610812256671170021563771700015337656600088006065500"},
    {12, 8, 4, 7, 9517, "887747874488118878148811551171541155225585285522662212612266736656356633173423524343047364767431018846272340034485034710001367050400003670020100"},
    {12, 8, 1, 7, 9694, "863388636688538855868855735577565577287722787722152211252211471144171144624433424436117544316363046755643630063376261180032660418300011220022800"},
    {12, 8, 1, 7, 9972, "234422343322842288232288648866838866126611626611781177181177567755767755415534515541874342475417053223354170047734553380088640638700066070466800"},
    {12, 8, 3, 7, 9596, "255452454422322523242233733537343377177271727711611316131166566768676685451184815856325648868580042488554460034185348870007210837600003770553700"},
    {12, 8, 4, 11, 9703, "447727744227884474488442668878866882556646655664335585533558213363321336121751212115012137186633075572864343001758877411007228282100000000020700"},
    {12, 8, 3, 7, 9409, "811211812288488188428844344144324433533833583355755455745577677377637766866566256621286722171212018644362120021668415570002160857200006680033700"},
    {12, 8, 1, 7, 10228, "237723373322572252232255475545535544624464424466856686656688148818848811761131161142487377387428013733714280072733176650021277365800044110011500"},
    {12, 9, 4, 10, 9952, "552272255727995525599575119929911979331151133151883393388393448818844818264434467434626786676784062642668846073377221440006735990110007559080660"},
    {12, 9, 1, 8, 9569, "628866228266786677662677387733772733463344336344574455447455935599553599149988994955158112115362091881829520012289241600021897933200018774406000"},
    {12, 9, 1, 8, 9241, "761177661677517755776755915599556599879988997988458844885844294422449422182233228266343661314578021336132680016612255700063123347800031000004400"},
    {12, 9, 3, 10, 9167, "667877668878336766336686993733993383559699559969225355225535442922142292171541414457714214118822087144183770071741536320008805411260007404050600"},
    {12, 9, 1, 7, 9940, "525662252266656116626611151881121188868778868877717337717733383443383344474994474492739522935929045299549290059466351150098944615900077880033500"},
    {12, 9, 0, 7, 10016, "299332292233933773323377977117727711311441131144744884474488188598818865466969645656855326586590693732852260959474229950007541085600005110008500"},
    {12, 9, 4, 11, 10154, "229989922889332292233228663393366338446626644662554434455443115565511556871141187114787957878775078719775521091198753262007917436300009880044600"},
    {12, 9, 4, 10, 9420, "559989958895445595545584114494414481771151171157667747767746236616636618323273322376082368233460039922884880028897991160003279042620002700010200"},
};
const std::size_t kTemplateCount = std::size(kTemplates);
}  // namespace
// ===== END GENERATED =====
// clang-format on

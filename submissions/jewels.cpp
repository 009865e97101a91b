// Jewels (TopCoder Marathon Match 123) — template cycles (6+ colours) and
// fire/build cycles (five colours), both driven by cascade simulation.
//
// Approach
//   Any two cells may be swapped, and a swap that forms no line is a legal,
//   zero-score way to put a jewel anywhere. A move is worth (sum of its run
//   scores) * (cascade steps), so a cascade made longer pays quadratically.
//
//   Template cycles (C >= 6). A table holds, per board size and colour count,
//   layouts designed offline by building a cascade backwards (see
//   scripts/jewels_designs.cpp): a swap completes one vertical triple, whose
//   removal completes a short row, whose removal completes triples in every
//   third column of it, which complete a wider row, ... until full rows and a
//   final block of full rows go; almost every layout then goes on with an end
//   tail: the block's removal closes a vertical triple at its seam, which sets
//   off a chain of rows of three low on the board, three cells a step, each
//   multiplying everything scored so far (a random jewel that breaks the chain
//   only cuts it short). A few also have a tail of cheap steps before the first
//   triple. Layouts are chosen offline by their mean worth over random games
//   (with the guards below kept), so the ones random jewels would spoil are
//   left out, and the table ranks them by their mean worth over 400 other
//   random games (eighteen per case; on 16x16 ten colours the first nine: 21-34
//   steps, 18,500-25,200 points exact, 16,700-21,100 sampled, from 164-191
//   designed cells; the other cells are "any"). A case tries its own layouts
//   and those designed for one colour fewer. A cycle maps a layout onto the
//   board (mirror image and colour permutation that leave the fewest cells to
//   fix, counting colours the board has too few of), recolours single lines
//   where more of their cells (or complementary pairs of wrong cells) fit
//   another colour and the cascade still plays exactly as designed (an iterated
//   local search), then:
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
//   The layout with the best sampled worth per expected build move is used;
//   when the moves left cannot build one, the most valuable smaller layout for
//   the same colours (in a bottom corner) that still fits.
//   With five colours, random refills cascade on their own often enough that
//   the greedy below scores more (measured on seeds 1..40).
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
// fires are valued with sampled refills (five colours, seeds 1..30, without
// sampling: 0.05 5.10M, 0.3 5.31M, 0.6 5.47M, 3.0 4.35M; with it: 0.3 5.48M,
// 1.0 5.57M).
constexpr double kDisturbWeight = 0.05;
constexpr double kGreedyDisturbWeight = 1.0;
constexpr int kClockCheckEvery = 32;             // candidates simulated between clock reads
constexpr std::size_t kMinSimulated = 48;        // always simulated, even when the clock says stop
constexpr std::size_t kMinSimulatedBehind = 16;  // the same once the budget is spent
constexpr int kFiresKept = 3;       // best fire swaps that setups are tried in front of
constexpr double kFireShare = 0.3;  // of a move's allowance, for simulating fire candidates
constexpr int kSourcesTried = 4;    // cells of the wanted colour tried as the source of a setup
// Random refill streams a fire is averaged over (at 50 % of the limit, the 20
// five-colour seeds of 1..100: 16 2.965M / 2.947M, 24 2.980M / 2.974M (two
// runs each), 32 2.976M (one run)).
constexpr int kRefillSamples = 24;
constexpr int kFiresSampled = 6;      // best fires (by known worth) valued that way, at most
constexpr double kSampleShare = 0.4;  // of a move's allowance, at most, for that
// Template cycles.
constexpr int kTemplateMinColours = 6;  // below this, the fire/build greedy plays
// Build order: every template cell is worth the same (a swap fixing two cells
// beats any single fix), earlier cascade steps only break ties.
constexpr int kCellWeight = 64;
// A fix that also sets up a two-cell fix for a later move (six+ colours at 0.2,
// against none: 1 / 5 / 10 / 20 / 40 gave +1.0 / +2.4 / +2.7 / +2.2 / +1.3 % on seeds 1..40
// and +4.0 / +4.9 / +3.8 / +3.5 / +3.0 % on 41..100; 101..200: 5 +1.4 %, 10 +2.1 %).
constexpr int kPairBonus = 10;
constexpr int kShortagePenalty = 2;  // colour mapping: a cell the board cannot fill
constexpr int kRecolourPasses = 3;   // sweeps over a layout's lines, changing their colours
// Iterated recolouring: rounds, and lines given a random colour at the start
// of each round after the first. Estimated build moves (wrong cells less
// complementary pairs) over 36 random boards, 10x10 to 16x16: one sweep order
// 53.0; the best of 4 / 16 orders 51.8 / 51.1; iterated, 16 rounds with 1 / 3 /
// 8 / 12 / 20 kicks 51.4 / 50.5 / 49.8 / 49.6 / 49.7, 8 rounds 8 kicks 50.8.
// In play (six+ colours at 0.2, seeds 1..40 / 41..100 / 101..200), the best of
// 4 orders against one +1.6 / +2.6 / +1.3 %, then 16 rounds of 8 kicks against
// that +3.2 / +1.5 / +2.0 % for about 1.4 s more CPU on 16x16 (3.9 s a game).
constexpr int kRecolourRounds = 16;
constexpr int kRecolourKicks = 8;
// Layouts (the best by one recolouring round) given every round. Against all
// nine, seeds 1..40 at the full budget, six+ colours: 3 -0.8 %, 6 -0.4 %; the
// slowest game (two at a time, a busy machine) 3.4 s instead of 7.8 s.
constexpr std::size_t kRefinedLayouts = 3;
// A case also tries the layouts designed for one colour fewer: a layout needs
// only as many colours as it was designed with, and the mapping and the
// recolouring choose among all the board's colours. The full-budget six+
// colour seeds of 1..100, against the case's own nine layouts: +0.97 % (29
// up, 25 down; ten colours +6.1 %, the others within ±1 %); seeds 101..140
// with the colour count forced: 10 colours +4.1 % (28 up, 11 down), 9 +2.1 %,
// 8 -0.4 %, 7 +3.0 %. On ten-colour boards the nine-colour layouts alone beat
// the ten-colour ones by 5.1 %; on 9 (8) colours those of one fewer alone lose
// 1.5 % (2.2 %). Two colours fewer added nothing (1..100: +0.70 %).
constexpr int kFewerColourLayouts = 1;
constexpr unsigned kRecolourSeed = 1;      // for kicks and sweep orders (play stays deterministic)
constexpr double kFixesPerMove = 1.8;      // template cells a build move fixes on average
constexpr double kMovesPerShortage = 3;    // moves to fetch a missing colour
constexpr double kCycleOverheadMoves = 5;  // polishing and firing
constexpr double kEndgameShare = 0.6;      // no new template with fewer moves left than this * cost
constexpr double kBuildSlowdown = 1.25;    // real build moves per estimated one (1.8 / 1.45)
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
  bool mark_runs(std::array<std::uint32_t, kMaxN>& marks) { return mark_runs_score(marks) != 0; }

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
  // after_step(origin) once the columns have fallen.
  // The board ends in its final state.
  template <typename OnRemoved, typename AfterStep>
  void trace_cascade(int p, int q, OnRemoved on_removed, AfterStep after_step) {
    std::array<std::int16_t, kMaxCells> origin;
    for (int i = 0; i < n * n; ++i) origin[i] = static_cast<std::int16_t>(i);
    std::swap(cells[p], cells[q]);
    std::swap(origin[p], origin[q]);
    for (int step = 1;; ++step) {
      std::array<std::uint32_t, kMaxN> marks{};
      if (!mark_runs(marks)) break;
      for (int c = 0; c < n; ++c) {
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
      after_step(origin);
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
// Of the limit; the rest covers I/O, the tester and a busy machine. Five-colour
// seeds of 1..100 at the full budget: 30 % 2.87M, 50 % 2.96M, 60 % 2.97M.
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

// The budget in ms, scaled by MM_TIME_SCALE.
double time_budget_ms() {
  return kContestTimeLimitMs * kSafetyFraction * time_scale();
}

// Template cycles do not share out the clock, but the iterated recolouring
// (most of their CPU) runs fewer rounds on a scaled-down budget.
int recolour_rounds() {
  static const int rounds =
      1 + static_cast<int>(std::lround((kRecolourRounds - 1) * std::min(1.0, time_scale())));
  return rounds;
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

  // Close to the contest's real limit (whatever MM_TIME_SCALE says): only the
  // cheapest moves from now on. On a loaded machine the tester's clock can run
  // far ahead of our own CPU time.
  bool panic() const { return elapsed_ms_ > kPanicFraction * kContestTimeLimitMs; }
  bool deep_panic() const { return elapsed_ms_ > kDeepPanicFraction * kContestTimeLimitMs; }

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
  explicit Refills(int colours) : colours_(colours) {}

  // New streams for a board of size n.
  void draw(int n) {
    n_ = n;
    stacks_.resize(static_cast<std::size_t>(kRefillSamples) * n * kRefillDepth);
    for (std::int8_t& jewel : stacks_) jewel = static_cast<std::int8_t>(next() % colours_ + 1);
  }

  // Mean score of fire (fp, fq) over the streams.
  double value(const Board& board, int fp, int fq) const {
    long long sum = 0;
    for (int s = 0; s < kRefillSamples; ++s) {
      Board work = board;
      sum +=
          work.sampled_cascade(fp, fq, &stacks_[static_cast<std::size_t>(s) * n_ * kRefillDepth]);
    }
    return static_cast<double>(sum) / kRefillSamples;
  }

 private:
  std::uint64_t next() {  // xorshift64
    state_ ^= state_ << 13, state_ ^= state_ >> 7, state_ ^= state_ << 17;
    return state_;
  }
  int colours_;
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
  // those the designer chose the layout on, which overrate it (session 15).
  int sampled_worth;
  const char* cells;  // n*n characters, '0' = any, '1'..'9','a' = colours 1..10
};

// Generated offline by scripts/jewels_designs.sh (scripts/jewels_designs.cpp); rows bottom first.
constexpr TemplateSpec kTemplates[] = {
    {8, 6, 18, 21, 847,
     "03221100"
     "55355255"
     "44244344"
     "66366266"
     "11511511"
     "03410400"
     "03600600"
     "02100100"},
    {8, 6, 35, 44, 790,
     "00006550"
     "44244644"
     "33233633"
     "15525511"
     "01261600"
     "00422400"
     "00356300"
     "00115100"},
    {8, 6, 34, 37, 897,
     "00051100"
     "62665662"
     "32335332"
     "41211511"
     "02545242"
     "06256506"
     "03153103"
     "04414404"},
    {8, 6, 18, 21, 790,
     "05544336"
     "11611511"
     "22522622"
     "33633533"
     "00150106"
     "00200206"
     "00300303"
     "00000400"},
    {8, 6, 27, 20, 945,
     "00112260"
     "33633133"
     "42211244"
     "54624155"
     "05615160"
     "00321360"
     "00440420"
     "00550500"},
    {8, 6, 34, 37, 1009,
     "41122550"
     "35343323"
     "65646626"
     "11511411"
     "45445520"
     "43540420"
     "16130130"
     "00260060"},
    {8, 6, 18, 21, 852,
     "05224400"
     "11511211"
     "33233533"
     "66566266"
     "44144144"
     "05340300"
     "05600600"
     "02400400"},
    {8, 6, 36, 25, 910,
     "03662200"
     "44344644"
     "55355655"
     "16226221"
     "03311610"
     "03426400"
     "06502500"
     "00101100"},
    {8, 6, 36, 61, 775,
     "00035500"
     "22122122"
     "66166166"
     "44553554"
     "00144140"
     "00233200"
     "00635600"
     "00454300"},
    {8, 6, 28, 9, 814,
     "00063300"
     "25522622"
     "44335334"
     "11542641"
     "00515610"
     "00263200"
     "00464400"
     "00131100"},
    {8, 6, 35, 38, 724,
     "00221310"
     "45443442"
     "65663662"
     "01151121"
     "05023352"
     "04054324"
     "06056116"
     "00012000"},
    {8, 6, 27, 51, 772,
     "00006550"
     "33433433"
     "16656611"
     "21411422"
     "02452400"
     "00366300"
     "00156100"
     "00225200"},
    {8, 6, 27, 35, 777,
     "05446611"
     "22122522"
     "33664663"
     "05636530"
     "05164500"
     "04164200"
     "00206300"
     "00303100"},
    {8, 6, 18, 21, 854,
     "03446600"
     "11611311"
     "55355655"
     "22622322"
     "44144144"
     "03560500"
     "03200200"
     "04400400"},
    {8, 6, 28, 58, 924,
     "02665500"
     "11211611"
     "44552554"
     "33243643"
     "02232630"
     "02155100"
     "06404400"
     "00203300"},
    {8, 6, 28, 9, 689,
     "04226611"
     "54655255"
     "33114113"
     "04635230"
     "04664200"
     "02501500"
     "00303300"
     "00000100"},
    {8, 6, 18, 21, 865,
     "02556600"
     "44244544"
     "33533233"
     "11211511"
     "66466466"
     "02360300"
     "02100100"
     "05600600"},
    {8, 6, 28, 58, 925,
     "03551100"
     "44144344"
     "66553556"
     "22162362"
     "03123320"
     "03415400"
     "05606600"
     "00302200"},
    {8, 7, 28, 12, 837,
     "02667700"
     "44546544"
     "33226233"
     "11534511"
     "02516500"
     "02472400"
     "06303300"
     "00101100"},
    {8, 7, 18, 21, 785,
     "01162600"
     "44644244"
     "77277677"
     "33633233"
     "55455455"
     "00712700"
     "00302300"
     "00506500"},
    {8, 7, 18, 21, 810,
     "01552200"
     "44144544"
     "66566166"
     "33133533"
     "77477477"
     "01620600"
     "01300300"
     "05700700"},
    {8, 7, 28, 23, 753,
     "00062200"
     "77577377"
     "44225225"
     "11544341"
     "00515310"
     "00762700"
     "00464400"
     "00121100"},
    {8, 7, 28, 8, 805,
     "66227750"
     "63133133"
     "42252244"
     "04163650"
     "00154150"
     "00352170"
     "00420300"
     "00640400"},
    {8, 7, 18, 21, 790,
     "05523200"
     "44244544"
     "11511211"
     "66266566"
     "77477477"
     "00153100"
     "00603600"
     "00702700"},
    {8, 7, 18, 21, 725,
     "25440000"
     "11211411"
     "33433233"
     "66266466"
     "27100100"
     "25300300"
     "05600600"
     "74700000"},
    {8, 7, 35, 11, 731,
     "01660000"
     "22462722"
     "55455755"
     "31161133"
     "03423700"
     "01260200"
     "01510500"
     "06330300"},
    {8, 7, 28, 45, 870,
     "07331100"
     "44544744"
     "22335332"
     "66524726"
     "07565760"
     "07413500"
     "03202200"
     "00606600"},
    {8, 7, 35, 58, 885,
     "00662240"
     "33733433"
     "55755455"
     "12262211"
     "01711440"
     "00366340"
     "00520520"
     "00610100"},
    {8, 7, 35, 11, 874,
     "00553360"
     "11221611"
     "77277677"
     "45525544"
     "04214660"
     "00125160"
     "00750730"
     "00440400"},
    {8, 7, 18, 21, 715,
     "37744660"
     "11611711"
     "55755655"
     "22622722"
     "30106100"
     "30500500"
     "70200200"
     "00400000"},
    {8, 7, 18, 21, 738,
     "71133660"
     "55655155"
     "44144644"
     "22622122"
     "70506500"
     "70400400"
     "10200200"
     "00300000"},
    {8, 7, 43, 13, 893,
     "43445447"
     "13115717"
     "62722522"
     "03765567"
     "03373304"
     "04714501"
     "01271206"
     "06636600"},
    {8, 7, 18, 21, 808,
     "05443300"
     "66366566"
     "11511311"
     "77377577"
     "22622622"
     "05130100"
     "05700700"
     "04200200"},
    {8, 7, 35, 11, 881,
     "00662270"
     "44114744"
     "33133733"
     "52212255"
     "05145770"
     "00416470"
     "00320320"
     "00550500"},
    {8, 7, 27, 36, 732,
     "71100000"
     "55255655"
     "47717744"
     "34234633"
     "73211600"
     "70570500"
     "10440400"
     "00330300"},
    {8, 7, 18, 21, 728,
     "01155767"
     "44544644"
     "22622522"
     "33533633"
     "00410460"
     "00200260"
     "00300370"
     "00000500"},
    {8, 8, 28, 33, 842,
     "31225566"
     "77577177"
     "44336334"
     "38541140"
     "36556100"
     "01703700"
     "82404400"
     "00800600"},
    {8, 8, 25, 16, 764,
     "00225330"
     "88688788"
     "55611711"
     "01434400"
     "05225700"
     "01635700"
     "04833800"
     "02142100"},
    {8, 8, 18, 21, 790,
     "42255030"
     "77377477"
     "11411311"
     "88388488"
     "40700760"
     "40106130"
     "20800830"
     "00500600"},
    {8, 8, 26, 29, 776,
     "22336000"
     "00251100"
     "77577677"
     "88688588"
     "44544644"
     "00756700"
     "00856800"
     "00413400"},
    {8, 8, 27, 34, 889,
     "00557760"
     "33133233"
     "45565544"
     "84114288"
     "08668260"
     "00355360"
     "00440470"
     "00880800"},
    {8, 8, 28, 4, 757,
     "00014700"
     "66866466"
     "33224223"
     "55837435"
     "00854450"
     "00612600"
     "00313300"
     "00575500"},
    {8, 8, 28, 17, 890,
     "04118800"
     "22722522"
     "68448446"
     "33766563"
     "04738530"
     "04284200"
     "01606600"
     "00303300"},
    {8, 8, 27, 34, 821,
     "00336670"
     "44144844"
     "55686655"
     "22115822"
     "00882870"
     "00463470"
     "00550560"
     "00220200"},
    {8, 8, 36, 31, 864,
     "08553300"
     "22122722"
     "66166766"
     "44883883"
     "08144740"
     "08233200"
     "05608600"
     "00404400"},
    {8, 8, 27, 21, 775,
     "08773311"
     "22622522"
     "44773174"
     "08171540"
     "08643500"
     "07633200"
     "00207400"
     "00404100"},
    {8, 8, 18, 21, 798,
     "38811060"
     "22122722"
     "44744144"
     "55155755"
     "30200270"
     "30407460"
     "80500560"
     "00100700"},
    {8, 8, 37, 15, 865,
     "48868858"
     "22322723"
     "41361751"
     "40446440"
     "80363230"
     "10286750"
     "00116280"
     "00004110"},
    {8, 8, 18, 21, 807,
     "41122050"
     "77877177"
     "66166866"
     "33833133"
     "40700780"
     "40608650"
     "10300350"
     "00200800"},
    {8, 8, 18, 21, 780,
     "31166000"
     "22322722"
     "44744344"
     "88388788"
     "30205270"
     "30407400"
     "10805800"
     "00605700"},
    {8, 8, 18, 21, 807,
     "01055337"
     "88688788"
     "44744644"
     "22622722"
     "06800807"
     "01460407"
     "01200203"
     "00600500"},
    {8, 8, 27, 45, 657,
     "77553440"
     "66866266"
     "17737711"
     "01861200"
     "00833200"
     "00673300"
     "00114100"
     "00705000"},
    {8, 8, 35, 58, 868,
     "00774480"
     "55155355"
     "66166366"
     "28838822"
     "02122380"
     "00537580"
     "00680640"
     "00320200"},
    {8, 8, 44, 28, 823,
     "03770000"
     "64414424"
     "55755155"
     "68713128"
     "63663620"
     "43718140"
     "87543580"
     "00886800"},
    {8, 9, 23, 13, 753,
     "66766266"
     "88788525"
     "09953442"
     "00114925"
     "00753428"
     "00653284"
     "00899600"
     "00001840"},
    {8, 9, 8, 7, 779,
     "72211317"
     "16695355"
     "72278440"
     "12796600"
     "61498300"
     "55258100"
     "07144500"
     "00560000"},
    {8, 9, 28, 45, 766,
     "58866220"
     "99399199"
     "74434477"
     "57351500"
     "50337100"
     "80932500"
     "00740900"
     "00670700"},
    {8, 9, 35, 17, 766,
     "04422515"
     "88388788"
     "62366766"
     "00997990"
     "00262710"
     "00347810"
     "00807650"
     "00609200"},
    {8, 9, 32, 11, 665,
     "88988388"
     "77917377"
     "04464400"
     "11220300"
     "75560800"
     "11960700"
     "01840000"
     "52700000"},
    {8, 9, 26, 29, 906,
     "06115533"
     "92250300"
     "77977277"
     "44244944"
     "88988288"
     "96700700"
     "96400400"
     "21800800"},
    {8, 9, 33, 23, 686,
     "68800000"
     "77177377"
     "22122328"
     "68449440"
     "62335500"
     "88159300"
     "00709700"
     "03204200"},
    {8, 9, 22, 10, 810,
     "11511711"
     "98768879"
     "49332284"
     "04563770"
     "00569790"
     "00184120"
     "00990940"
     "00440400"},
    {8, 9, 38, 12, 754,
     "09887700"
     "22326622"
     "11311611"
     "09445460"
     "09378820"
     "08205660"
     "00105240"
     "00004180"},
    {8, 9, 26, 29, 902,
     "02331144"
     "59910400"
     "77577277"
     "66266566"
     "88588288"
     "52700700"
     "52600600"
     "93800800"},
    {8, 9, 26, 29, 913,
     "55774430"
     "00507996"
     "88488588"
     "22522422"
     "11411511"
     "00800836"
     "00200236"
     "00100149"},
    {8, 9, 43, 50, 679,
     "02244595"
     "81887883"
     "06766366"
     "01727393"
     "01414493"
     "08767358"
     "00118600"
     "00040400"},
    {8, 9, 18, 21, 901,
     "27663355"
     "11811211"
     "44244844"
     "99899299"
     "28130100"
     "27400400"
     "07900900"
     "86800500"},
    {8, 9, 28, 34, 873,
     "08331100"
     "55655255"
     "99442449"
     "77696297"
     "08272270"
     "08514500"
     "03909900"
     "00707700"},
    {8, 9, 44, 61, 973,
     "08990000"
     "25565575"
     "24464474"
     "11311311"
     "28779770"
     "58361370"
     "49359350"
     "00147940"},
    {8, 9, 35, 41, 648,
     "04660000"
     "11711311"
     "99799399"
     "04855880"
     "04762200"
     "05155300"
     "00985100"
     "00028900"},
    {8, 9, 27, 13, 765,
     "01177242"
     "88388188"
     "99665669"
     "00151590"
     "00395540"
     "00315840"
     "00806920"
     "00909700"},
    {8, 9, 35, 51, 693,
     "16000000"
     "33233433"
     "77277477"
     "96548550"
     "16256600"
     "10348400"
     "09748300"
     "00965700"},
    {8, 10, 35, 45, 761,
     "03119944"
     "66766a66"
     "88788a88"
     "03225220"
     "03161a00"
     "01795100"
     "00605800"
     "00802400"},
    {8, 10, 28, 44, 717,
     "63322880"
     "55a55455"
     "11997991"
     "60a19410"
     "60a07400"
     "30507500"
     "00101100"
     "00208000"},
    {8, 10, 30, 16, 766,
     "53377000"
     "44244644"
     "69299669"
     "50aa1a90"
     "50208860"
     "30401690"
     "009014a0"
     "0070a980"},
    {8, 10, 28, 12, 772,
     "74433110"
     "aa2a36aa"
     "85595588"
     "7823a300"
     "70298600"
     "40a91600"
     "00850a00"
     "00380800"},
    {8, 10, 18, 21, 772,
     "05449602"
     "88588788"
     "33733533"
     "775a9711"
     "05869802"
     "05306302"
     "04a0a000"
     "00700100"},
    {8, 10, 44, 23, 793,
     "35220000"
     "44644844"
     "77677878"
     "31191100"
     "3a6a8a00"
     "05497800"
     "a5798400"
     "02a1a700"},
    {8, 10, 35, 9, 762,
     "a3355000"
     "49244944"
     "66266966"
     "a1191170"
     "a0248900"
     "30497400"
     "00618600"
     "00508700"},
    {8, 10, 18, 21, 789,
     "0611aa52"
     "88588388"
     "44344544"
     "77593350"
     "06839850"
     "064004a0"
     "01900320"
     "00700200"},
    {8, 10, 36, 42, 765,
     "030226a6"
     "55855955"
     "44844944"
     "07119110"
     "038059a0"
     "039795a0"
     "00401460"
     "00700200"},
    {8, 10, 34, 37, 918,
     "03311686"
     "a2aa9aa7"
     "52559557"
     "44844344"
     "02339887"
     "0a80a38a"
     "05405465"
     "00000100"},
    {8, 10, 28, 18, 785,
     "060aa272"
     "33533933"
     "44787884"
     "01548940"
     "06507970"
     "06318370"
     "00404420"
     "00100a00"},
    {8, 10, 18, 21, 809,
     "863399aa"
     "55655355"
     "77377677"
     "84691300"
     "86510500"
     "06720700"
     "43400a00"
     "02200100"},
    {8, 10, 18, 21, 771,
     "2a005040"
     "33833133"
     "99199899"
     "27886110"
     "2a365340"
     "0a905940"
     "70700600"
     "08801100"},
    {8, 10, 18, 21, 808,
     "085577a4"
     "11411511"
     "22522422"
     "664355a0"
     "081991a0"
     "08200270"
     "03300940"
     "00600400"},
    {8, 10, 35, 33, 757,
     "02885533"
     "11411a11"
     "77477a77"
     "02669660"
     "05525a00"
     "08459100"
     "00109700"
     "00706300"},
    {8, 10, 34, 37, 741,
     "11884550"
     "737a7727"
     "939a9929"
     "66566a60"
     "03aa4520"
     "07574a70"
     "09695690"
     "00108000"},
    {8, 10, 34, 37, 937,
     "08877aa1"
     "23224262"
     "93994969"
     "55a55355"
     "03384a61"
     "02a04321"
     "0950259a"
     "00009700"},
    {8, 10, 18, 21, 794,
     "05442331"
     "aa3aa4aa"
     "99499399"
     "77362410"
     "05a82a00"
     "05903900"
     "06604800"
     "00708100"},
    {9, 6, 39, 42, 1400,
     "622445511"
     "226223252"
     "446443454"
     "611611511"
     "606553650"
     "202632520"
     "004104140"
     "004003100"
     "000000300"},
    {9, 6, 39, 42, 1378,
     "000054422"
     "664665665"
     "114115115"
     "322422322"
     "034335435"
     "004456306"
     "006251201"
     "001343303"
     "003000200"},
    {9, 6, 30, 33, 1769,
     "633115544"
     "225226225"
     "144644544"
     "315516615"
     "635636535"
     "602652402"
     "301401101"
     "003103303"
     "001300400"},
    {9, 6, 51, 32, 1419,
     "115330000"
     "262212232"
     "455655655"
     "064616634"
     "065223220"
     "025616460"
     "043523630"
     "001443520"
     "000002440"},
    {9, 6, 38, 41, 1436,
     "133226644"
     "646166266"
     "545155255"
     "334332330"
     "142164200"
     "164152600"
     "353603500"
     "002505400"
     "000000500"},
    {9, 6, 30, 33, 1213,
     "322114400"
     "636626646"
     "511211311"
     "335325245"
     "331220340"
     "260160160"
     "050550550"
     "000040000"
     "000000000"},
    {9, 6, 58, 14, 1332,
     "004411262"
     "551551554"
     "331336334"
     "002622422"
     "001646464"
     "001515565"
     "005665423"
     "003213200"
     "000050100"},
    {9, 6, 38, 41, 1490,
     "156633442"
     "313353353"
     "616656656"
     "442441442"
     "211052352"
     "112031034"
     "134061060"
     "565064000"
     "022000000"},
    {9, 6, 30, 33, 1304,
     "011565440"
     "334336335"
     "122522422"
     "014416515"
     "004566405"
     "003263203"
     "001151101"
     "000224000"
     "000102000"},
    {9, 6, 58, 3, 1383,
     "422416633"
     "556552554"
     "116112114"
     "433433233"
     "406462204"
     "206545505"
     "005415201"
     "001341300"
     "001050300"},
    {9, 6, 60, 71, 1436,
     "000633000"
     "442446442"
     "552556552"
     "113363323"
     "002166122"
     "004655452"
     "005664524"
     "001335434"
     "000011511"},
    {9, 6, 30, 33, 1338,
     "054433220"
     "115116114"
     "322422522"
     "035536434"
     "055466504"
     "051201201"
     "043303303"
     "000302000"
     "000606000"},
    {9, 6, 48, 9, 1430,
     "144335500"
     "116656636"
     "443445442"
     "213255230"
     "166166030"
     "113655060"
     "464165020"
     "022624000"
     "003052000"},
    {9, 6, 29, 32, 1509,
     "661133525"
     "355655155"
     "221223224"
     "343641140"
     "301613120"
     "502542520"
     "404404450"
     "006400300"
     "004000000"},
    {9, 6, 59, 61, 1318,
     "211440000"
     "353353323"
     "656656626"
     "211411511"
     "254450520"
     "130224220"
     "060433540"
     "000464160"
     "000102000"},
    {9, 6, 38, 41, 1215,
     "445522116"
     "323133633"
     "424144644"
     "552551556"
     "021152606"
     "032301601"
     "045405300"
     "004000400"
     "000000200"},
    {9, 6, 30, 33, 1505,
     "226655343"
     "662661664"
     "533233133"
     "052151254"
     "002261144"
     "006316346"
     "005505535"
     "002100500"
     "001000000"},
    {9, 6, 58, 17, 1357,
     "030000000"
     "466166464"
     "422122422"
     "331331335"
     "451151450"
     "632242400"
     "231661600"
     "503243200"
     "005525500"},
    {9, 7, 39, 42, 1669,
     "771144535"
     "225223221"
     "665663661"
     "744144544"
     "075573171"
     "002112532"
     "006406436"
     "007707757"
     "007000400"},
    {9, 7, 30, 33, 1533,
     "017755660"
     "441447445"
     "266766566"
     "321527725"
     "031737535"
     "014604604"
     "012202202"
     "073303303"
     "000506000"},
    {9, 7, 38, 41, 1685,
     "000066227"
     "711611311"
     "744644344"
     "553557552"
     "727623327"
     "103137107"
     "405455402"
     "202232200"
     "005530600"},
    {9, 7, 30, 33, 1702,
     "455116622"
     "772774771"
     "366266466"
     "532434231"
     "452254451"
     "407667607"
     "503303303"
     "005505505"
     "001000200"},
    {9, 7, 30, 33, 1561,
     "155223300"
     "772771773"
     "655355155"
     "462161363"
     "142341143"
     "107537507"
     "506606606"
     "004404404"
     "002000000"},
    {9, 7, 38, 41, 1571,
     "665533414"
     "676166266"
     "575155255"
     "334332330"
     "072154210"
     "064622610"
     "053573540"
     "006207300"
     "002000700"},
    {9, 7, 39, 42, 1565,
     "001133767"
     "556557551"
     "446447441"
     "233733633"
     "026627721"
     "005715665"
     "004304364"
     "002202272"
     "000000300"},
    {9, 7, 38, 41, 1498,
     "066771150"
     "622122722"
     "633133733"
     "557556554"
     "646147740"
     "207206250"
     "305305350"
     "404404410"
     "000607000"},
    {9, 7, 49, 63, 1427,
     "441133227"
     "266766466"
     "255755455"
     "113113117"
     "207747407"
     "203753602"
     "603643500"
     "401571300"
     "004010000"},
    {9, 7, 59, 25, 1541,
     "344775566"
     "117161131"
     "227262242"
     "355455655"
     "307460630"
     "407334330"
     "001413610"
     "002524520"
     "007053600"},
    {9, 7, 29, 32, 1525,
     "024455770"
     "211511411"
     "775772776"
     "262565463"
     "235532430"
     "127107100"
     "626606600"
     "343303300"
     "000507000"},
    {9, 7, 39, 42, 1472,
     "411775500"
     "227221224"
     "667661664"
     "355755155"
     "437131734"
     "402752102"
     "106706506"
     "003503303"
     "007300000"},
    {9, 7, 39, 42, 1560,
     "007711663"
     "221223272"
     "551553575"
     "466166366"
     "041343174"
     "002172373"
     "005605623"
     "004404456"
     "000000140"},
    {9, 7, 29, 32, 1389,
     "077646000"
     "355355655"
     "447443441"
     "313317612"
     "327323620"
     "504544500"
     "101141100"
     "202262200"
     "000700000"},
    {9, 7, 30, 33, 1694,
     "332211656"
     "446445442"
     "711611511"
     "376575672"
     "036635532"
     "004124154"
     "007707757"
     "003303363"
     "003000100"},
    {9, 7, 50, 9, 1424,
     "343313373"
     "245515575"
     "622722422"
     "046716476"
     "030114110"
     "050725230"
     "060234450"
     "000654260"
     "000061600"},
    {9, 7, 58, 31, 1643,
     "000044262"
     "733733433"
     "711711411"
     "662627665"
     "752757450"
     "304424360"
     "102367160"
     "506126520"
     "005545400"},
    {9, 7, 38, 41, 1674,
     "000077442"
     "171121171"
     "676626676"
     "542441445"
     "371522573"
     "012311312"
     "064064762"
     "055055054"
     "033033030"},
    {9, 8, 60, 41, 1455,
     "611553344"
     "227226227"
     "887886887"
     "601131151"
     "607035457"
     "102044544"
     "008032652"
     "005018518"
     "000030400"},
    {9, 8, 29, 32, 1620,
     "877441155"
     "646676616"
     "358557553"
     "247378312"
     "848277210"
     "865065560"
     "733033030"
     "022022020"
     "004010000"},
    {9, 8, 30, 33, 1546,
     "155887766"
     "331338337"
     "225655155"
     "441128627"
     "101648147"
     "103573503"
     "502202202"
     "004404404"
     "008000600"},
    {9, 8, 30, 33, 1718,
     "447766151"
     "225221224"
     "877677577"
     "385581684"
     "035631534"
     "002772752"
     "008808858"
     "003303313"
     "004000600"},
    {9, 8, 30, 33, 1696,
     "466117722"
     "882886887"
     "344144744"
     "532736137"
     "452156757"
     "408478408"
     "603303303"
     "005505505"
     "001000200"},
    {9, 8, 37, 40, 1583,
     "668811772"
     "755155255"
     "744144244"
     "686616633"
     "713183202"
     "586510502"
     "460460407"
     "330330300"
     "000080100"},
    {9, 8, 28, 31, 1456,
     "008110000"
     "244744144"
     "878828855"
     "225775166"
     "276726133"
     "483483400"
     "558550500"
     "668660600"
     "331330300"},
    {9, 8, 30, 33, 1516,
     "557733282"
     "443447448"
     "112522822"
     "663817518"
     "003567868"
     "004274284"
     "001101181"
     "006606626"
     "005000300"},
    {9, 8, 30, 33, 1533,
     "711446600"
     "282262272"
     "344144844"
     "583863173"
     "785165875"
     "724120820"
     "130430430"
     "050350350"
     "000560500"},
    {9, 8, 38, 41, 1665,
     "466771155"
     "242212272"
     "848818878"
     "556554553"
     "344316370"
     "426024520"
     "485085080"
     "633033030"
     "007010000"},
    {9, 8, 39, 42, 1721,
     "122440000"
     "353313323"
     "656616626"
     "744544244"
     "857217527"
     "138538238"
     "164460460"
     "270770770"
     "080880880"},
    {9, 8, 39, 42, 1512,
     "305576700"
     "434454474"
     "838858878"
     "211611312"
     "132352670"
     "340646340"
     "381186180"
     "020227220"
     "010050000"},
    {9, 8, 56, 59, 1643,
     "355116688"
     "272282232"
     "474484434"
     "355755155"
     "371780130"
     "523667660"
     "047723120"
     "003547540"
     "006066800"},
    {9, 8, 38, 40, 1374,
     "661142400"
     "755255755"
     "788288788"
     "116141133"
     "734263700"
     "506242500"
     "801512800"
     "303834300"
     "006310000"},
    {9, 8, 39, 42, 1665,
     "266778855"
     "448442447"
     "338332337"
     "155655855"
     "218812617"
     "204684804"
     "603503503"
     "001101101"
     "007000500"},
    {9, 8, 31, 34, 1615,
     "411226655"
     "334332331"
     "776656646"
     "884742751"
     "404852841"
     "403063563"
     "107077077"
     "008088088"
     "002060000"},
    {9, 8, 39, 42, 1526,
     "448811676"
     "336337338"
     "556557558"
     "224144644"
     "006627128"
     "003187673"
     "005403475"
     "002205262"
     "004002100"},
    {9, 8, 29, 32, 1621,
     "003355727"
     "844544244"
     "773778771"
     "818513216"
     "863568260"
     "407438420"
     "101107120"
     "606601670"
     "000006500"},
    {9, 9, 29, 32, 1686,
     "822993311"
     "676676626"
     "998991994"
     "471478425"
     "578571520"
     "869069160"
     "844044040"
     "255055050"
     "009030000"},
    {9, 9, 28, 31, 1626,
     "662299335"
     "188388588"
     "696626677"
     "127397544"
     "194324505"
     "866860805"
     "770770703"
     "440440400"
     "000020900"},
    {9, 9, 38, 41, 1750,
     "455998802"
     "383343313"
     "686646616"
     "992995997"
     "785742711"
     "432035032"
     "469065162"
     "577079070"
     "009087010"},
    {9, 9, 29, 32, 1678,
     "533229966"
     "484434494"
     "665662667"
     "782735791"
     "185132190"
     "546046640"
     "577077070"
     "311011010"
     "002090000"},
    {9, 9, 30, 33, 1737,
     "221188353"
     "994993991"
     "722422522"
     "674573471"
     "064463561"
     "009219259"
     "007707757"
     "006606636"
     "002000800"},
    {9, 9, 50, 25, 1494,
     "388990000"
     "565525515"
     "477377927"
     "364324914"
     "369661660"
     "850327210"
     "040721950"
     "000451740"
     "000046400"},
    {9, 9, 37, 40, 1741,
     "004477959"
     "211711411"
     "266766466"
     "939959988"
     "258738450"
     "133150150"
     "692690690"
     "883880800"
     "223040700"},
    {9, 9, 38, 41, 1670,
     "557766141"
     "899599499"
     "822522422"
     "661668663"
     "838531430"
     "901978940"
     "206206240"
     "303303310"
     "005000600"},
    {9, 9, 50, 33, 1343,
     "005110000"
     "282242262"
     "399799799"
     "083743463"
     "085118110"
     "025747460"
     "031948720"
     "000328930"
     "000031300"},
    {9, 9, 30, 33, 1592,
     "699331144"
     "223224221"
     "877977677"
     "683684981"
     "603914601"
     "902772702"
     "008858808"
     "003507400"
     "005000700"},
    {9, 9, 28, 31, 1618,
     "225544313"
     "899299899"
     "131141177"
     "847237866"
     "836246810"
     "912910910"
     "770770730"
     "660660600"
     "000050400"},
    {9, 9, 50, 26, 1471,
     "277448833"
     "959969959"
     "151161158"
     "244744240"
     "254338330"
     "790761250"
     "010798290"
     "000413410"
     "000080300"},
    {9, 9, 39, 42, 1709,
     "811225577"
     "993991993"
     "663661663"
     "455855755"
     "843741843"
     "809859703"
     "106806509"
     "004504406"
     "002400704"},
    {9, 9, 38, 41, 1808,
     "644991102"
     "313343383"
     "515545585"
     "229226227"
     "716749788"
     "639036032"
     "652052852"
     "477077070"
     "009010080"},
    {9, 9, 19, 17, 1374,
     "771775774"
     "188988283"
     "383965264"
     "161323304"
     "155445207"
     "601927806"
     "004926600"
     "507830000"
     "006600000"},
    {9, 9, 40, 43, 1657,
     "499112200"
     "665661664"
     "335331334"
     "779929989"
     "405781724"
     "406026886"
     "903093593"
     "007077877"
     "001020855"},
    {9, 9, 31, 34, 1762,
     "788994400"
     "335337338"
     "226646696"
     "115297248"
     "705147198"
     "703063663"
     "802022522"
     "001011611"
     "009040655"},
    {9, 9, 29, 32, 1655,
     "228833757"
     "699799899"
     "223225211"
     "615713844"
     "643745850"
     "902982950"
     "101101170"
     "404404400"
     "002000300"},
    {9, 10, 47, 63, 1534,
     "00aa88313"
     "977577677"
     "464494422"
     "962592610"
     "331330610"
     "9a2a90730"
     "761540200"
     "a41720800"
     "0232a0000"},
    {9, 10, 49, 3, 1456,
     "084677990"
     "22a226223"
     "55a556553"
     "011411311"
     "08aa6aa03"
     "08a446302"
     "042462305"
     "0051a5100"
     "000709000"},
    {9, 10, 58, 41, 1537,
     "122993300"
     "787577a77"
     "484544a44"
     "663661660"
     "18353aa00"
     "1722a2200"
     "243511700"
     "0067a6400"
     "009420000"},
    {9, 10, 49, 18, 1495,
     "052244990"
     "aa8aa6aa3"
     "618116113"
     "077477977"
     "052262203"
     "058416903"
     "02846a90a"
     "00a721701"
     "001409000"},
    {9, 10, 40, 43, 1308,
     "053376788"
     "991799a99"
     "441744a44"
     "223383320"
     "051726a80"
     "059786920"
     "004937430"
     "0004aa800"
     "002030a00"},
    {9, 10, 51, 15, 1271,
     "607000000"
     "1811a1421"
     "3833a3323"
     "699599a90"
     "684226220"
     "0175a4140"
     "437516a20"
     "040936a10"
     "000002930"},
    {9, 10, 49, 5, 1503,
     "036654770"
     "11411a118"
     "99499a998"
     "022722a22"
     "035545508"
     "03475aa08"
     "061741a01"
     "009259209"
     "000507000"},
    {9, 10, 59, 19, 1388,
     "00988aa66"
     "353373323"
     "474474424"
     "011a11811"
     "059a70820"
     "039557530"
     "048a35840"
     "000147100"
     "0000a5600"},
    {9, 10, 59, 1, 1715,
     "283110000"
     "696646686"
     "a9aa4aa8a"
     "577477277"
     "095445285"
     "063118110"
     "0a3462260"
     "0517a87a0"
     "002551550"},
    {9, 10, 48, 51, 1396,
     "0aa554840"
     "232292262"
     "11a118117"
     "73a798760"
     "035655860"
     "02a898620"
     "071621470"
     "007577000"
     "000a05000"},
    {9, 10, 49, 24, 1462,
     "588440000"
     "a6a1aa2aa"
     "767177577"
     "993998990"
     "564414200"
     "563525a00"
     "8a3118700"
     "079a18000"
     "004749000"},
    {9, 10, 40, 43, 1696,
     "6a8811990"
     "33733a334"
     "22722a224"
     "558878898"
     "64759a574"
     "6a3173093"
     "0a2082082"
     "485055055"
     "004009000"},
    {9, 10, 49, 7, 1421,
     "037799590"
     "448446442"
     "a11511211"
     "0a85a62a2"
     "037797702"
     "038556204"
     "07419420a"
     "00aa7a100"
     "000905a00"},
    {9, 10, 50, 2, 1323,
     "018699440"
     "33a353383"
     "22a252282"
     "077677977"
     "01a118110"
     "013656980"
     "062638930"
     "000721720"
     "000904000"},
    {9, 10, 57, 23, 1498,
     "833114400"
     "a5aa9aa2a"
     "656692626"
     "779778770"
     "859098020"
     "8442440a0"
     "3a96a8060"
     "067267000"
     "001440000"},
    {9, 10, 48, 51, 1761,
     "811559900"
     "626636676"
     "424434474"
     "aa7aa9aa3"
     "821211811"
     "867839273"
     "147269863"
     "00a14a14a"
     "005090000"},
    {9, 10, 49, 41, 1452,
     "001133a4a"
     "299799699"
     "288788688"
     "553557550"
     "20aa22640"
     "9037a7940"
     "8039278a0"
     "0058a5300"
     "000010000"},
    {9, 10, 49, 54, 1414,
     "002244898"
     "133733a33"
     "166766a66"
     "557554550"
     "102282a90"
     "307764390"
     "807384680"
     "005625400"
     "000020000"},
    {10, 6, 58, 27, 2149,
     "1335522660"
     "4144644344"
     "2122622622"
     "1553556550"
     "1151131300"
     "3103644636"
     "0403436400"
     "0205236400"
     "0000215200"
     "0000006000"},
    {10, 6, 44, 47, 2296,
     "0332245400"
     "1151151141"
     "6656656646"
     "2211411512"
     "3352552443"
     "0013413510"
     "0063165160"
     "0020225220"
     "0030334330"
     "0000020000"},
    {10, 6, 43, 46, 2985,
     "3611225560"
     "3323313313"
     "4424414414"
     "5662661665"
     "0521512511"
     "0632231430"
     "0646546140"
     "0155055450"
     "0352056410"
     "0035022600"},
    {10, 6, 42, 45, 2736,
     "2554433660"
     "1611211211"
     "3633233233"
     "1161121144"
     "4624264255"
     "5665125100"
     "2110316300"
     "2340440400"
     "5450550500"
     "0540300000"},
    {10, 6, 43, 46, 2669,
     "0611554433"
     "2262262252"
     "4464464454"
     "1225226221"
     "3166165153"
     "0325326320"
     "0642046340"
     "0611012010"
     "0133031030"
     "0005043000"},
    {10, 6, 32, 35, 2259,
     "0446622353"
     "1211411411"
     "3323353366"
     "6256426453"
     "0224451450"
     "0135130130"
     "0660660630"
     "0000560200"
     "0000050100"
     "0000010300"},
    {10, 6, 33, 36, 2207,
     "2552244506"
     "6646626646"
     "3352554553"
     "1144322341"
     "2042124141"
     "2065465366"
     "5033033536"
     "0011011510"
     "0020000030"
     "0000003110"},
    {10, 6, 33, 35, 1878,
     "0063311440"
     "2422622322"
     "5226242255"
     "1454665311"
     "0416641300"
     "0266224200"
     "0562550500"
     "0135110100"
     "0001100000"
     "0000000000"},
    {10, 6, 33, 36, 2447,
     "2116633000"
     "4344244344"
     "5442443455"
     "6353252366"
     "1362263311"
     "2414414400"
     "2565505500"
     "1606606600"
     "0101101100"
     "0000300000"},
    {10, 6, 42, 45, 2790,
     "0000551120"
     "6266266266"
     "4244244244"
     "3636626633"
     "1223233211"
     "5631621655"
     "0465465420"
     "0330335320"
     "0110110110"
     "0550550500"},
    {10, 6, 43, 46, 2437,
     "4411553630"
     "2262242242"
     "5565545545"
     "3326224223"
     "1164346341"
     "0026124140"
     "0056152620"
     "0032033650"
     "0013011330"
     "0041005010"},
    {10, 6, 43, 46, 2413,
     "6332211550"
     "5545525525"
     "3343323323"
     "1164662661"
     "6042124120"
     "6054152050"
     "3036436030"
     "0011611010"
     "0026045000"
     "0060004000"},
    {10, 6, 43, 46, 2588,
     "0552233424"
     "6646166166"
     "5545155155"
     "3324221223"
     "0041134130"
     "0044621620"
     "0062562520"
     "0053313340"
     "0035601300"
     "0006000100"},
    {10, 6, 43, 45, 2287,
     "0013366440"
     "2122622622"
     "5155655655"
     "3551565533"
     "4136613644"
     "0241264200"
     "0511554500"
     "0315330300"
     "0433440400"
     "0004600000"},
    {10, 6, 43, 45, 1895,
     "0060334112"
     "5355655355"
     "1311611311"
     "0226242242"
     "0354662302"
     "0566544500"
     "0162124104"
     "0005021400"
     "0000503200"
     "0000000000"},
    {10, 6, 43, 46, 2096,
     "0166335511"
     "4434454454"
     "2232252252"
     "0663661660"
     "0131453150"
     "0143041240"
     "0626026020"
     "0663052000"
     "0004020000"
     "0006040000"},
    {10, 6, 43, 46, 2894,
     "0000033116"
     "5565565565"
     "2262262262"
     "4554556554"
     "1466464461"
     "3154156153"
     "0325325326"
     "0044044346"
     "0011011011"
     "0033033030"},
    {10, 6, 32, 35, 2935,
     "0113322656"
     "4544244244"
     "4454424433"
     "3523253211"
     "1551221266"
     "6446446450"
     "0331330350"
     "0110110160"
     "0660660600"
     "0000030200"},
    {10, 7, 33, 36, 2425,
     "0775154406"
     "5515575565"
     "3227221223"
     "4311377364"
     "0417471462"
     "0052152056"
     "0033133236"
     "0044544040"
     "0007330020"
     "0003040000"},
    {10, 7, 53, 56, 2373,
     "3667711550"
     "2122522722"
     "4144544744"
     "6636616650"
     "3773775770"
     "3135513750"
     "6233215250"
     "0467467460"
     "0070105000"
     "0000000000"},
    {10, 7, 43, 46, 2438,
     "0600055117"
     "0442200233"
     "1151161171"
     "3227226223"
     "4356367374"
     "0457466477"
     "0612012217"
     "0633033231"
     "0044044340"
     "0004020500"},
    {10, 7, 33, 36, 2436,
     "3227711550"
     "6166366266"
     "5773771775"
     "4151353254"
     "3143341240"
     "3677647600"
     "2505505500"
     "0404404400"
     "0000105000"
     "0000404000"},
    {10, 7, 34, 37, 2179,
     "0441157533"
     "2252242272"
     "3366766563"
     "1153543771"
     "0051741570"
     "0024627620"
     "0030337330"
     "0010115110"
     "0000066300"
     "0000010600"},
    {10, 7, 33, 36, 2352,
     "3377551210"
     "7767727747"
     "3312116113"
     "5566322345"
     "0062526540"
     "0071771270"
     "0033433230"
     "0055655150"
     "0034065000"
     "0040006000"},
    {10, 7, 64, 27, 2275,
     "0077334140"
     "6646616676"
     "2242212772"
     "5331337335"
     "0541517570"
     "0064744160"
     "0021267120"
     "0053723450"
     "0005455000"
     "0000703000"},
    {10, 7, 42, 45, 2401,
     "0113344525"
     "7277477377"
     "5255455355"
     "1141131166"
     "6236446320"
     "0741730720"
     "0516510550"
     "0660660600"
     "0000630400"
     "0000060000"},
    {10, 7, 43, 46, 2256,
     "3311662520"
     "7727757767"
     "3323353363"
     "4112116114"
     "0426452460"
     "0072156570"
     "0031471530"
     "0044034240"
     "0034046000"
     "0040000000"},
    {10, 7, 32, 35, 2288,
     "0112255343"
     "7477377177"
     "5636646655"
     "2445335122"
     "0432342140"
     "0761760740"
     "0556550530"
     "0220220200"
     "0000620500"
     "0000060000"},
    {10, 7, 53, 56, 2645,
     "0277443311"
     "3664035100"
     "1121411511"
     "6626466566"
     "7334335337"
     "3725474570"
     "3224155100"
     "6213603600"
     "0767707700"
     "0070000500"},
    {10, 7, 67, 10, 2537,
     "0533664400"
     "4242232262"
     "1141131161"
     "7755455655"
     "0547437667"
     "0526336330"
     "0310424240"
     "0070516620"
     "0000776510"
     "0000043770"},
    {10, 7, 43, 46, 2453,
     "0377224411"
     "5545515575"
     "6646616676"
     "2334337332"
     "0247214270"
     "0354057150"
     "0363063660"
     "0722022020"
     "0002046000"
     "0000060000"},
    {10, 7, 43, 46, 2312,
     "0477622575"
     "3353533633"
     "1151511611"
     "0772774773"
     "0454522630"
     "0432544370"
     "0717367170"
     "0116104450"
     "0002200300"
     "0001000200"},
    {10, 7, 43, 46, 3077,
     "5447155344"
     "6616676656"
     "3313373353"
     "2447441442"
     "5211277250"
     "5667761160"
     "4034134330"
     "0022122320"
     "0067722410"
     "0076271500"},
    {10, 7, 43, 46, 2379,
     "3611552233"
     "1141711711"
     "5545755755"
     "3664662660"
     "3242724700"
     "0614142100"
     "2656576500"
     "0125704300"
     "0667000400"
     "0006000000"},
    {10, 7, 43, 46, 2620,
     "7722446360"
     "4434454424"
     "6636656626"
     "7115112117"
     "0732755720"
     "0045242340"
     "0061561360"
     "0077177670"
     "0075014000"
     "0050001000"},
    {10, 7, 43, 46, 2781,
     "6644332125"
     "2262212262"
     "4464414464"
     "3557551553"
     "0361317365"
     "0027421725"
     "0045545140"
     "0033733137"
     "0065073270"
     "0050007000"},
    {10, 8, 34, 37, 2424,
     "6644772880"
     "1181161121"
     "3344844243"
     "5583263825"
     "7785865227"
     "0017417410"
     "0030332330"
     "0050552550"
     "0070778770"
     "0060407000"},
    {10, 8, 33, 36, 2817,
     "0551188447"
     "6646656616"
     "2774771772"
     "3241254213"
     "8344351318"
     "0867867867"
     "0022022827"
     "0033033034"
     "0088088080"
     "0005010000"},
    {10, 8, 33, 36, 2422,
     "0338817700"
     "2822322122"
     "6778771776"
     "4861368164"
     "5848341145"
     "0257257250"
     "0606616600"
     "0404414400"
     "0505575500"
     "0003080000"},
    {10, 8, 44, 47, 2607,
     "0477226655"
     "8858848878"
     "3353343373"
     "1122722522"
     "6651541771"
     "0486786586"
     "0432230230"
     "0710110110"
     "0060660660"
     "0000060500"},
    {10, 8, 33, 36, 2347,
     "8552277100"
     "4414454474"
     "6338335336"
     "2615658672"
     "8218255270"
     "8043743340"
     "5066066160"
     "0022022120"
     "0020000030"
     "0000003000"},
    {10, 8, 54, 11, 2086,
     "0755443306"
     "1871181151"
     "2272282252"
     "0334336338"
     "0755655056"
     "0778186816"
     "0574686020"
     "0014613080"
     "0023520000"
     "0004030000"},
    {10, 8, 42, 45, 2480,
     "0005566887"
     "1711811511"
     "4744844544"
     "6656686622"
     "2782852533"
     "3153183107"
     "0460460407"
     "0220220208"
     "0330330300"
     "0000050600"},
    {10, 8, 43, 46, 2583,
     "8667733550"
     "2282252232"
     "1181151131"
     "4665668664"
     "7488455437"
     "8725728720"
     "8016316010"
     "6044044040"
     "0077077070"
     "0070005000"},
    {10, 8, 34, 37, 2779,
     "6883355110"
     "2232262282"
     "4455855355"
     "7734364884"
     "1137867387"
     "6021521521"
     "6040441440"
     "8070770770"
     "0010110110"
     "0030500000"},
    {10, 8, 65, 12, 2517,
     "2211335560"
     "4314144644"
     "7377177677"
     "8225226228"
     "0385186680"
     "0423313460"
     "0705446760"
     "0802712850"
     "0008838000"
     "0000103000"},
    {10, 8, 33, 36, 2782,
     "2557711660"
     "3313323373"
     "4662661664"
     "8411422478"
     "5812821875"
     "2536536530"
     "2044144040"
     "5088088080"
     "0055055050"
     "0070006000"},
    {10, 8, 33, 36, 2101,
     "3377551210"
     "8858828838"
     "6771775776"
     "4655621634"
     "0451425430"
     "0087787280"
     "0066066260"
     "0044044140"
     "0030005000"
     "0000000000"},
    {10, 8, 42, 45, 2594,
     "4223377550"
     "6566466766"
     "8588488788"
     "2252242211"
     "1541451733"
     "3653643600"
     "4820825800"
     "4110110100"
     "2330330300"
     "0030700000"},
    {10, 8, 44, 47, 2350,
     "0886673700"
     "4434464484"
     "5535565585"
     "2277877377"
     "1132362882"
     "0041841341"
     "0058753750"
     "0020223220"
     "0010117110"
     "0000060000"},
    {10, 8, 33, 36, 2798,
     "0113344776"
     "5355455155"
     "2663661662"
     "8321423128"
     "7383481187"
     "0576576576"
     "0202232206"
     "0808808807"
     "0707707700"
     "0001000400"},
    {10, 8, 44, 47, 2566,
     "2887755660"
     "4340506000"
     "1131141121"
     "6688788488"
     "5536446726"
     "2335745425"
     "2310810810"
     "8460660660"
     "0050550550"
     "0070000000"},
    {10, 8, 51, 39, 2505,
     "0522440006"
     "8868828838"
     "7441445447"
     "0761725732"
     "5563633136"
     "2321125386"
     "5221684070"
     "5514677030"
     "0287301000"
     "2074010000"},
    {10, 8, 63, 10, 2400,
     "2331188440"
     "1277477877"
     "6266466866"
     "3313343355"
     "5215445800"
     "2881884700"
     "2717740600"
     "3631630500"
     "0558550000"
     "0010800000"},
    {10, 9, 33, 36, 2327,
     "0449196622"
     "8858848818"
     "3996992993"
     "7352346317"
     "0756742710"
     "0089189280"
     "0033133030"
     "0077977070"
     "0004550000"
     "0005060000"},
    {10, 9, 43, 46, 2650,
     "0771122959"
     "8988288788"
     "4944244744"
     "6115119116"
     "3969265763"
     "0835239830"
     "0401811450"
     "0606406650"
     "0303603390"
     "0007300200"},
    {10, 9, 43, 46, 2626,
     "1155664940"
     "2292212252"
     "3393313353"
     "7664669667"
     "8799714758"
     "0824829820"
     "0036536930"
     "0077077970"
     "0088088480"
     "0010006000"},
    {10, 9, 43, 46, 2334,
     "6699585000"
     "4344944344"
     "1311911311"
     "7558556557"
     "2376978372"
     "0428426420"
     "0165185100"
     "0707787700"
     "0202252200"
     "0000900000"},
    {10, 9, 33, 36, 2707,
     "0000882423"
     "6696636686"
     "7224229227"
     "1799734781"
     "5194139185"
     "0562562563"
     "0077077973"
     "0011011410"
     "0055055459"
     "0000008290"},
    {10, 9, 42, 45, 2673,
     "1144779920"
     "6266166766"
     "3233133733"
     "9949929955"
     "5225145788"
     "8648628620"
     "0390397320"
     "0550550590"
     "0880880800"
     "0010400000"},
    {10, 9, 66, 38, 2799,
     "3452277000"
     "9979939949"
     "6676636646"
     "1155855235"
     "8471831241"
     "3490443490"
     "3560895260"
     "5810563510"
     "0080113100"
     "0020704000"},
    {10, 9, 33, 36, 2624,
     "0855779944"
     "1181141171"
     "6995997996"
     "3687645673"
     "2385347372"
     "0219219210"
     "0866066460"
     "0833033030"
     "0522022020"
     "0007090000"},
    {10, 9, 63, 30, 2519,
     "9955778220"
     "4144944144"
     "3133933133"
     "1828858866"
     "6126956100"
     "0771778400"
     "0428458300"
     "0381352600"
     "0667687000"
     "0090560000"},
    {10, 9, 43, 46, 2181,
     "0344556611"
     "9969399599"
     "8868388588"
     "2271774772"
     "0364321520"
     "0361964900"
     "0497877800"
     "0082202200"
     "0025007100"
     "0000000700"},
    {10, 9, 32, 35, 2751,
     "0332244565"
     "1611411311"
     "5525535588"
     "8638428377"
     "7627437399"
     "9159159160"
     "0883880860"
     "0770770750"
     "0990990900"
     "0000020400"},
    {10, 9, 34, 37, 2745,
     "7996688330"
     "5535575585"
     "4466966366"
     "1134374984"
     "2231971381"
     "7052652652"
     "7040443440"
     "9010110110"
     "0020220220"
     "0060800000"},
    {10, 9, 43, 46, 2456,
     "6655229390"
     "7797767737"
     "4494464434"
     "1152556551"
     "8896162138"
     "0072876870"
     "0045545340"
     "0011011310"
     "0088088980"
     "0060002000"},
    {10, 9, 43, 46, 2711,
     "1552244660"
     "7677577477"
     "9699599499"
     "8112115118"
     "3685582483"
     "1632735730"
     "1721901900"
     "5908808800"
     "0803303300"
     "0300406000"},
    {10, 9, 43, 46, 2712,
     "0779944886"
     "5655855955"
     "3633833933"
     "1774779771"
     "2619814912"
     "0524529526"
     "0307397306"
     "0101101108"
     "0202202200"
     "0007000400"},
    {10, 9, 65, 51, 2357,
     "0499660000"
     "3373313383"
     "5575515585"
     "2266766166"
     "0472712182"
     "0836449480"
     "0950848130"
     "0020739650"
     "0000659220"
     "0000224000"},
    {10, 9, 42, 45, 2245,
     "4428277110"
     "6166366766"
     "9199399799"
     "2282242255"
     "5145385700"
     "0688641700"
     "0928920600"
     "0552550900"
     "0043300500"
     "0030700000"},
    {10, 9, 64, 72, 2670,
     "0255774400"
     "1121191141"
     "3323393343"
     "6885887886"
     "0625697648"
     "0212422910"
     "0235617830"
     "0548438960"
     "0006266980"
     "0007040000"},
    {10, 10, 42, 45, 2489,
     "0996655474"
     "0009063110"
     "8188488688"
     "7757797722"
     "21924526aa"
     "a15a49a670"
     "0870873870"
     "0220223240"
     "0aa0aa1a00"
     "0000000500"},
    {10, 10, 43, 46, 2527,
     "2884411aa0"
     "9959959499"
     "7757757477"
     "33a2aa1aa3"
     "6651352436"
     "2092651960"
     "207a19a700"
     "8033073300"
     "0066036600"
     "004006a000"},
    {10, 10, 63, 52, 2857,
     "099667721a"
     "3433a33933"
     "8488a88988"
     "5717767755"
     "0415a6594a"
     "034422031a"
     "0812360812"
     "0574870524"
     "0052550400"
     "0009060700"},
    {10, 10, 44, 46, 2445,
     "559944aa10"
     "8828818288"
     "7727717277"
     "335595a533"
     "6623a19266"
     "008691a810"
     "0070585710"
     "00303733a0"
     "0060636600"
     "0050964000"},
    {10, 10, 64, 18, 2522,
     "45566aa220"
     "1171181141"
     "3373383373"
     "9665668669"
     "4975988970"
     "4012422010"
     "5035718030"
     "0096436090"
     "0069299000"
     "0000a02000"},
    {10, 10, 44, 47, 2636,
     "0155448866"
     "3373373383"
     "2272272282"
     "aa66566466"
     "997a47a58a"
     "0139539439"
     "0124620620"
     "05a0aa0aa0"
     "0090990990"
     "0000080600"},
    {10, 10, 43, 46, 2445,
     "0778866251"
     "9969299499"
     "3363233433"
     "aa1811511a"
     "00652a84a1"
     "0098285941"
     "0031901352"
     "00aa30aa54"
     "0007a00420"
     "0000000600"},
    {10, 10, 66, 21, 2579,
     "6993355440"
     "22722a2272"
     "19711a1171"
     "8844544644"
     "60785a8678"
     "6020339330"
     "90105a1620"
     "0080429410"
     "0030813880"
     "0000584000"},
    {10, 10, 43, 45, 2561,
     "0447733aa1"
     "6656566366"
     "8858588388"
     "2aa1a4aa22"
     "9254512399"
     "0961549601"
     "008a6a0801"
     "002282020a"
     "0099290900"
     "0004970300"},
    {10, 10, 33, 36, 2515,
     "776633a5a0"
     "99499a9959"
     "8837334338"
     "22448a7852"
     "11472a4251"
     "0093193190"
     "0088688580"
     "0022022520"
     "0011011a10"
     "0070003000"},
    {10, 10, 43, 46, 2504,
     "4221177880"
     "6636646676"
     "aa3aa4aa7a"
     "5513112115"
     "9932543579"
     "4063962960"
     "40a17a10a0"
     "2055055050"
     "0099099090"
     "0010008000"},
    {10, 10, 32, 35, 2901,
     "6aa5533020"
     "1611211a11"
     "3393353377"
     "7657297a88"
     "8698258a44"
     "4134154190"
     "6770730720"
     "6880879820"
     "a440480400"
     "0050340900"},
    {10, 10, 33, 36, 2464,
     "a227766330"
     "8858898828"
     "44a6aa7aa4"
     "1157496421"
     "a056197120"
     "a08a68a080"
     "2044944040"
     "0011511010"
     "0075093000"
     "0050009000"},
    {10, 10, 43, 46, 2640,
     "0663388494"
     "7a77a77877"
     "5a55a55855"
     "2446443422"
     "1a23a26811"
     "0716713790"
     "0504534590"
     "0202202240"
     "0101101100"
     "0006000800"},
    {10, 10, 43, 46, 2532,
     "a992266330"
     "5585595565"
     "4484494464"
     "77a3aa8aa7"
     "1188793761"
     "a053158150"
     "a04a64a040"
     "9077077070"
     "0011011010"
     "0020003000"},
    {10, 10, 43, 46, 2332,
     "0288144550"
     "aa9aa2aa1a"
     "7797727717"
     "3385884883"
     "6694325310"
     "02a51a40a0"
     "0278178070"
     "0033433030"
     "0000995000"
     "0060809000"},
    {10, 10, 44, 46, 2499,
     "5588991170"
     "aa6aa5a6aa"
     "4464454644"
     "3399891993"
     "2263158632"
     "00a2851a20"
     "00409a9470"
     "0030343370"
     "0020232210"
     "0050829000"},
    {10, 10, 33, 36, 2495,
     "8877559290"
     "4434434424"
     "1179778771"
     "6638139126"
     "aa3963862a"
     "0047a47a40"
     "0011711210"
     "0066066260"
     "00aa0aa9a0"
     "0080005000"},
    {11, 6, 37, 40, 4432,
     "61334433531"
     "55455255455"
     "66334332336"
     "11462264461"
     "22414212412"
     "62543563531"
     "61646616631"
     "01101101155"
     "23401106220"
     "00204605350"
     "00200000500"},
    {11, 6, 47, 50, 4038,
     "06004422556"
     "11411611411"
     "22422622422"
     "53363343355"
     "35445665433"
     "13163143106"
     "01230230206"
     "06553550505"
     "06330330300"
     "00330040200"
     "00100000000"},
    {11, 6, 37, 40, 3583,
     "61151100515"
     "22322622322"
     "44551556554"
     "62346641344"
     "66351636340"
     "12245225210"
     "02454464410"
     "00055332250"
     "00513306400"
     "00403000000"
     "00664000600"},
    {11, 6, 48, 51, 4218,
     "43255663300"
     "22522522522"
     "11511511511"
     "44335332334"
     "66542545546"
     "13265262260"
     "43103132100"
     "42404403400"
     "21606604600"
     "00106006000"
     "00500000000"},
    {11, 6, 47, 50, 4038,
     "33112245400"
     "66566566566"
     "44544544544"
     "36656626633"
     "23523553522"
     "12652622611"
     "01461461400"
     "00331335300"
     "00220225200"
     "00110114100"
     "00300020000"},
    {11, 6, 47, 50, 4540,
     "00331166445"
     "22522522522"
     "66566566566"
     "12252242211"
     "31541551533"
     "43253243244"
     "04624624605"
     "00113110105"
     "00330330304"
     "00440440400"
     "00000010600"},
    {11, 6, 37, 40, 4297,
     "05661122440"
     "33533533533"
     "22335334332"
     "66524525526"
     "44565564564"
     "11343343341"
     "05212212210"
     "05616606600"
     "06404404400"
     "00101101100"
     "00000204000"},
    {11, 6, 36, 39, 3658,
     "00002443366"
     "11211211211"
     "51151121155"
     "35225255233"
     "43253223244"
     "64114114166"
     "06556556500"
     "00332330300"
     "00442440400"
     "00664660600"
     "00000030600"},
    {11, 6, 47, 50, 4035,
     "22334456500"
     "11611611611"
     "55655655655"
     "21161131122"
     "42632662644"
     "34164134633"
     "03513513100"
     "00223226500"
     "00440446200"
     "00330335400"
     "00200040300"},
    {11, 6, 47, 50, 3300,
     "60004463655"
     "22122122322"
     "44144144344"
     "56636616655"
     "35115135300"
     "63230213200"
     "60461463400"
     "00550556500"
     "00110022500"
     "00300040200"
     "00000000000"},
    {11, 6, 47, 50, 3741,
     "03116622550"
     "55455355355"
     "66466366366"
     "16646636611"
     "21431341322"
     "02542532500"
     "03660665600"
     "03110114100"
     "01220220200"
     "00060240000"
     "00000400000"},
    {11, 6, 47, 50, 4249,
     "00112255664"
     "33433433433"
     "11411411411"
     "23343323322"
     "62422442466"
     "56346326355"
     "05135135104"
     "00221220204"
     "00660660606"
     "00550550500"
     "00000020500"},
    {11, 6, 48, 51, 4613,
     "21133556644"
     "33233233233"
     "55255255255"
     "44552551554"
     "66241242246"
     "11362361361"
     "20515515510"
     "20404464400"
     "10606606600"
     "00101101100"
     "00305000400"},
    {11, 6, 37, 40, 4498,
     "43311662200"
     "55455455455"
     "22554553552"
     "66423424426"
     "11464463461"
     "33515515513"
     "40232232230"
     "40606626600"
     "30101101100"
     "00303303300"
     "00106000000"},
    {11, 6, 37, 40, 3993,
     "11554466535"
     "22322522422"
     "11225224221"
     "66314515416"
     "00365564463"
     "00242242230"
     "00101161130"
     "00606626650"
     "00105602630"
     "00404000200"
     "00006000300"},
    {11, 6, 36, 39, 3834,
     "05522336110"
     "44644644644"
     "54464424455"
     "35625665633"
     "13663623611"
     "21441441422"
     "02552552500"
     "00330336300"
     "00110116100"
     "00220221200"
     "00050203000"},
    {11, 6, 47, 50, 4467,
     "13366445500"
     "22122122122"
     "66166166166"
     "52212252255"
     "45155115144"
     "34214254233"
     "13623623600"
     "10554550500"
     "30440440400"
     "00330330300"
     "00600050000"},
    {11, 6, 47, 50, 3991,
     "03366112440"
     "55255255255"
     "11211211211"
     "65525535566"
     "46236226244"
     "34524534533"
     "03153153100"
     "00660662600"
     "00440442400"
     "00330334300"
     "00030601000"},
    {11, 7, 48, 51, 4194,
     "61335544770"
     "22722722522"
     "44744744544"
     "11665667611"
     "33717715533"
     "62235237200"
     "61456466400"
     "01101101100"
     "23303303300"
     "00200407000"
     "00000606000"},
    {11, 7, 48, 51, 3502,
     "44212115667"
     "77477577277"
     "66466566266"
     "33115114133"
     "00434535233"
     "00715754707"
     "00611641607"
     "00323323306"
     "00455204400"
     "00501000300"
     "00002000500"},
    {11, 7, 47, 50, 4051,
     "22771133565"
     "22122622622"
     "33133633633"
     "75515565577"
     "47167617644"
     "04214264260"
     "00357350360"
     "00774770750"
     "00440440400"
     "00240010300"
     "00400000000"},
    {11, 7, 47, 50, 4395,
     "52211744151"
     "77577277477"
     "66566266466"
     "31151141133"
     "33543253456"
     "53753244750"
     "50612710610"
     "20337630360"
     "00220370400"
     "00300330400"
     "00100040600"},
    {11, 7, 70, 15, 3868,
     "64411552277"
     "33232633733"
     "11211611711"
     "53323363355"
     "45225665744"
     "64372774700"
     "60123660300"
     "40522330100"
     "00437150500"
     "00154540400"
     "00045420700"},
    {11, 7, 47, 50, 4740,
     "04667766747"
     "33433633633"
     "11411611611"
     "57747767755"
     "25465645622"
     "52342362340"
     "05173171140"
     "04552550570"
     "04220220200"
     "06220370600"
     "00530110000"},
    {11, 7, 37, 40, 4248,
     "63500442270"
     "11711511511"
     "66225227226"
     "33767565563"
     "44735537534"
     "72142142140"
     "63616606670"
     "63323303370"
     "55404404420"
     "07201004000"
     "00700100000"},
    {11, 7, 48, 51, 4059,
     "12233551177"
     "66566466466"
     "33533433433"
     "22115114112"
     "77524425427"
     "10575674670"
     "10601311300"
     "20302242200"
     "00207767700"
     "00705604700"
     "00306000400"},
    {11, 7, 58, 61, 4216,
     "25533114000"
     "71701006600"
     "66266466266"
     "33233433233"
     "71141121177"
     "57227447255"
     "25645625600"
     "21310314300"
     "51770774700"
     "07550550500"
     "00300060000"},
    {11, 7, 48, 51, 4346,
     "17722775511"
     "45467453100"
     "33733533433"
     "66114117116"
     "22767564462"
     "15724527420"
     "15301337300"
     "74606641600"
     "00202206200"
     "00204002300"
     "00606000000"},
    {11, 7, 48, 51, 4113,
     "25577331122"
     "55755655655"
     "11711611611"
     "33227226223"
     "44736637634"
     "20547546540"
     "20102112100"
     "50303343300"
     "00404464400"
     "00703604200"
     "00006000400"},
    {11, 7, 37, 40, 4039,
     "61155665577"
     "33433533433"
     "77116114117"
     "22474576472"
     "61426524420"
     "60321351300"
     "10707747700"
     "10202232200"
     "00506304700"
     "00203000400"
     "00102000000"},
    {11, 7, 37, 40, 4354,
     "15577446611"
     "55755655755"
     "33116117113"
     "22737636732"
     "44726627724"
     "10541541540"
     "10303363300"
     "50202232200"
     "00404424400"
     "00704203100"
     "00002000300"},
    {11, 7, 47, 50, 4046,
     "65503311442"
     "66366166166"
     "44344144144"
     "72232212277"
     "57317137155"
     "75635615602"
     "67420420402"
     "60772770704"
     "50550550500"
     "00220030100"
     "00700000000"},
    {11, 7, 47, 50, 4442,
     "33117711700"
     "55355155155"
     "22322122122"
     "44737717744"
     "66314134166"
     "03536516520"
     "03274275200"
     "01446442400"
     "03660665600"
     "00670175200"
     "00360447000"},
    {11, 7, 48, 51, 4227,
     "55661133613"
     "22322422122"
     "55355455155"
     "77664661667"
     "00371474173"
     "00344211243"
     "00206576516"
     "00507727714"
     "00706702460"
     "00504000300"
     "00407000200"},
    {11, 7, 36, 39, 3939,
     "16622663377"
     "44544544644"
     "71121151177"
     "37557527633"
     "13523553600"
     "15416412400"
     "60774770700"
     "50331330300"
     "00210430700"
     "00100020200"
     "00500040000"},
    {11, 7, 48, 51, 4030,
     "05771155770"
     "43312537000"
     "66466366566"
     "11774775771"
     "22415314512"
     "45424325520"
     "45627607600"
     "37141101100"
     "00262202200"
     "06040303000"
     "00640200000"},
    {11, 8, 37, 40, 4347,
     "57488661155"
     "22322422822"
     "66775773776"
     "11363465861"
     "87315413810"
     "57277217200"
     "54606626600"
     "48101131100"
     "00806302500"
     "00803000200"
     "00707000000"},
    {11, 8, 37, 40, 4683,
     "51733757330"
     "22622322122"
     "44775776774"
     "88646345148"
     "61685386180"
     "51217247200"
     "57424464400"
     "76808858800"
     "02601456600"
     "00304873000"
     "00200188000"},
    {11, 8, 59, 62, 3814,
     "02886611550"
     "34460105000"
     "77377677277"
     "44344644244"
     "88113112118"
     "55382683285"
     "32753752750"
     "32401401400"
     "48808808800"
     "00505505500"
     "00000000000"},
    {11, 8, 37, 40, 4020,
     "71144665533"
     "66466866466"
     "22551557552"
     "33427821423"
     "77431837430"
     "70625655600"
     "10202282200"
     "70303313300"
     "00406108300"
     "00201000800"
     "00702000000"},
    {11, 8, 47, 50, 3930,
     "20883346455"
     "11611811311"
     "22622822322"
     "74464434477"
     "57637867355"
     "15165835100"
     "21248146200"
     "20770276700"
     "00550754500"
     "00000577500"
     "00100030700"},
    {11, 8, 48, 51, 3936,
     "77228866121"
     "55755355655"
     "88788388688"
     "44117116114"
     "00746347643"
     "00557586520"
     "00801841820"
     "00404414410"
     "00702401630"
     "00505000100"
     "00004000300"},
    {11, 8, 36, 39, 4037,
     "82211443377"
     "66466566766"
     "18858848811"
     "21441551722"
     "32452542733"
     "83683683600"
     "80114115100"
     "20220220200"
     "00330330300"
     "00100030700"
     "00000050500"},
    {11, 8, 37, 40, 3977,
     "35577558830"
     "66466866766"
     "11554558551"
     "22418814712"
     "36424828722"
     "30675615620"
     "50161141130"
     "00202202230"
     "00607104480"
     "00701705200"
     "00000000000"},
    {11, 8, 48, 51, 4423,
     "65311774488"
     "11611511311"
     "22622522322"
     "88775776778"
     "44686585384"
     "25145146140"
     "65207247200"
     "63808808800"
     "32404404400"
     "00207000800"
     "00100000000"},
    {11, 8, 47, 50, 4092,
     "60001127484"
     "44144644844"
     "22122622822"
     "37717767733"
     "53163613855"
     "35415465450"
     "63270277280"
     "60337337380"
     "00550552540"
     "00770015500"
     "00300000200"},
    {11, 8, 48, 51, 5113,
     "17866332255"
     "55155855855"
     "22122822822"
     "66447441446"
     "33161867863"
     "47537531530"
     "17204224200"
     "18606676600"
     "84303343300"
     "00403407500"
     "00604000700"},
    {11, 8, 36, 39, 4159,
     "07006658533"
     "55255455855"
     "76626686677"
     "37287427833"
     "13223483811"
     "11561561500"
     "01770778700"
     "07332338300"
     "07110115100"
     "00220044300"
     "00100060400"},
    {11, 8, 48, 51, 4883,
     "07551133262"
     "44344244144"
     "88388288188"
     "77661663667"
     "55373271175"
     "66451453450"
     "07846816860"
     "07787727760"
     "04505505520"
     "00405802300"
     "00608200000"},
    {11, 8, 37, 40, 4435,
     "83366221144"
     "11811311411"
     "77553554557"
     "22874373472"
     "66823324426"
     "80165165160"
     "80707717700"
     "30202252200"
     "00606676600"
     "00602705400"
     "00007000500"},
    {11, 8, 48, 51, 3966,
     "28844775533"
     "66266566866"
     "33233533833"
     "77112118117"
     "44278572874"
     "20642648640"
     "20301351300"
     "80707717700"
     "00404404400"
     "00407001300"
     "00000000100"},
    {11, 8, 47, 50, 4607,
     "46772277161"
     "33533133233"
     "44544144244"
     "87757767788"
     "28568158261"
     "42357365360"
     "40458470410"
     "60873880810"
     "00680320700"
     "00280030500"
     "00800050100"},
    {11, 8, 37, 40, 4774,
     "38488227760"
     "44244644244"
     "33776778773"
     "11238636231"
     "55216618215"
     "18457457455"
     "38303373350"
     "34101101160"
     "41505505560"
     "00102000000"
     "00800000500"},
    {11, 8, 47, 50, 4501,
     "71188224466"
     "52502043600"
     "11811311711"
     "55272232255"
     "44835375744"
     "66874334766"
     "72126126100"
     "72550550500"
     "15440440400"
     "00660660600"
     "00800030300"},
    {11, 9, 48, 51, 4917,
     "02889966550"
     "71190605000"
     "44244544644"
     "33776772773"
     "11232536631"
     "99216512619"
     "88497497498"
     "72383383380"
     "72101101100"
     "18909909900"
     "00808808800"},
    {11, 9, 59, 62, 4107,
     "01048833776"
     "55996600252"
     "33133933733"
     "44144944744"
     "88665669688"
     "01189985756"
     "01325369356"
     "00446406427"
     "02848808800"
     "00589000300"
     "00200000000"},
    {11, 9, 37, 40, 4314,
     "55774438866"
     "99399899499"
     "66771774776"
     "55364861465"
     "22351854452"
     "00927927920"
     "00616636600"
     "00505535500"
     "00202282200"
     "00507022600"
     "00101040200"},
    {11, 9, 59, 62, 4867,
     "07336644990"
     "52260409000"
     "88388988588"
     "11311911511"
     "22775779772"
     "44329925524"
     "66845849846"
     "57167167160"
     "57202202200"
     "23404404400"
     "00606606600"},
    {11, 9, 47, 50, 4515,
     "17766993344"
     "88488188688"
     "55455155655"
     "23313343322"
     "72442112677"
     "97817847899"
     "19539539500"
     "10229220200"
     "70770770700"
     "00990990900"
     "00600030400"},
    {11, 9, 48, 51, 5104,
     "06221188774"
     "99199899699"
     "55155855655"
     "33771774733"
     "22134831622"
     "33921924994"
     "06557517504"
     "06343373307"
     "05202202200"
     "00502407800"
     "00304709900"},
    {11, 9, 58, 61, 4288,
     "98855114466"
     "72701040600"
     "33933733233"
     "88988788288"
     "64454494466"
     "16996756211"
     "91351391300"
     "92850840800"
     "82640660600"
     "07160110100"
     "00510000000"},
    {11, 9, 72, 71, 3684,
     "00338866557"
     "22822322622"
     "11811311611"
     "44557557554"
     "99847347649"
     "00298868297"
     "00107637107"
     "00405267405"
     "00904185900"
     "00009494600"
     "00003989000"},
    {11, 9, 48, 51, 4244,
     "07882215000"
     "99299399599"
     "66266366566"
     "77114115117"
     "88275374578"
     "44984985980"
     "07661611600"
     "07737717700"
     "08808828800"
     "00603350000"
     "00406500000"},
    {11, 9, 36, 39, 4742,
     "33114488500"
     "66966166266"
     "78898818877"
     "47917197244"
     "54994114255"
     "05685685690"
     "03776772700"
     "03447449400"
     "01550552500"
     "03740852900"
     "00370665000"},
    {11, 9, 47, 50, 4430,
     "68844992233"
     "11611311911"
     "77677377977"
     "52292232255"
     "45635395944"
     "84194134188"
     "68728728700"
     "60559550500"
     "80440440400"
     "00880880800"
     "00400020300"},
    {11, 9, 36, 39, 3959,
     "85599337700"
     "22322722822"
     "45585575544"
     "64374784866"
     "16386776811"
     "91251251299"
     "89449449400"
     "80663660600"
     "50110110100"
     "00990990900"
     "00900070000"},
    {11, 9, 48, 51, 4527,
     "71166223344"
     "55755355255"
     "88788388288"
     "99442447449"
     "66797392296"
     "11562567561"
     "70814814810"
     "70909939900"
     "10606606600"
     "00101101100"
     "00602000400"},
    {11, 9, 36, 39, 4110,
     "55778833424"
     "99899699799"
     "15525575511"
     "41871621744"
     "34824674733"
     "03953953920"
     "00117110120"
     "00446440440"
     "00330330300"
     "00560080300"
     "00600000000"},
    {11, 9, 37, 40, 4692,
     "48733559906"
     "11811211711"
     "55994992995"
     "66852254756"
     "33864262763"
     "28139139131"
     "48505595516"
     "47606606606"
     "72303303300"
     "00205000000"
     "00300000100"},
    {11, 9, 47, 50, 4471,
     "48355661122"
     "77677377877"
     "44644344844"
     "51121161155"
     "95665325899"
     "99729769700"
     "48416417400"
     "48550550500"
     "33990990900"
     "09900010200"
     "00500070700"},
    {11, 9, 37, 40, 4485,
     "77114499338"
     "55955855155"
     "22441449442"
     "66929821126"
     "77961869167"
     "33574574573"
     "00232232238"
     "00606646608"
     "00707707703"
     "00303303300"
     "00701000900"},
    {11, 9, 47, 50, 4863,
     "05113399221"
     "66366266766"
     "44344244744"
     "85575525588"
     "98328278799"
     "89679629601"
     "08454457401"
     "05886880802"
     "05990990900"
     "01660470900"
     "00830740000"},
    {11, 10, 44, 112, 4434,
     "35577116699"
     "88488688988"
     "22422622922"
     "375755355aa"
     "7117a63a900"
     "37461440800"
     "a7649930200"
     "15891850a00"
     "3a2712a0900"
     "36a54a60000"
     "503a1000000"},
    {11, 10, 48, 51, 4083,
     "0011aa44979"
     "88788188488"
     "66766166466"
     "5599a997995"
     "2275715a452"
     "3382a827823"
     "00639639630"
     "005055a5570"
     "00202202270"
     "00303303390"
     "00001000400"},
    {11, 10, 70, 102, 3815,
     "1882255aa60"
     "33933633833"
     "44944644844"
     "71121151177"
     "17927657899"
     "10aa5aa0360"
     "80391950460"
     "00425310700"
     "00725470000"
     "0029a7a0900"
     "00075000000"},
    {11, 10, 36, 39, 4103,
     "72233995500"
     "aa9aa2aa3aa"
     "17757797711"
     "61991251366"
     "86956296388"
     "48a78a78a44"
     "74114114100"
     "70669660600"
     "20880880800"
     "00440440400"
     "00300050000"},
    {11, 10, 36, 39, 3672,
     "06552299330"
     "44944544744"
     "83363323388"
     "18928568711"
     "a19615217aa"
     "0a43a43a400"
     "06880883800"
     "06110117100"
     "05aa0aa0a00"
     "00020970000"
     "00000700000"},
    {11, 10, 48, 51, 4045,
     "08221155aa0"
     "66a66266166"
     "44a44244144"
     "3388588a883"
     "99a3a235139"
     "7769569a697"
     "08478478470"
     "08313303300"
     "02909909900"
     "00707707700"
     "0000050a000"},
    {11, 10, 48, 51, 3657,
     "44885577a3a"
     "99499799399"
     "66466766366"
     "1155a558551"
     "2241871a312"
     "0092a928920"
     "00605655630"
     "00101101130"
     "002022022a0"
     "00408000700"
     "00000000000"},
    {11, 10, 37, 40, 4081,
     "0022443355a"
     "66466566366"
     "99aa2aa5aa9"
     "77495592397"
     "11472575371"
     "8861a61a618"
     "0098998998a"
     "0070774770a"
     "00101101105"
     "00808808800"
     "00002000300"},
    {11, 10, 47, 50, 4161,
     "00771155882"
     "99599899199"
     "66566866166"
     "47727787744"
     "34584824133"
     "a39239839aa"
     "0a67a67a602"
     "00447440402"
     "00330330308"
     "00aa0aa0a00"
     "00000010500"},
    {11, 10, 37, 40, 4100,
     "95511886600"
     "22122922822"
     "77665661667"
     "aa17197587a"
     "441a59a18a4"
     "33246246243"
     "90737737730"
     "90a0aa6aa00"
     "50404404400"
     "00303303300"
     "00108000000"},
    {11, 10, 47, 50, 4143,
     "00aa6677828"
     "55755a55655"
     "11711a11611"
     "48828868844"
     "34764a24633"
     "93523563599"
     "09189189120"
     "0044a440420"
     "00330330380"
     "00990990900"
     "00000060700"},
    {11, 10, 37, 40, 4123,
     "86644115500"
     "77177477877"
     "22665661662"
     "aa12142582a"
     "991a54a18a9"
     "33796796793"
     "80232232230"
     "80a0aa5aa00"
     "60909909900"
     "00303303300"
     "00401000000"},
    {11, 10, 37, 40, 3654,
     "33669911787"
     "55755855955"
     "aa33133633a"
     "447a68a19a4"
     "22741846942"
     "00523523520"
     "00a0aa9aa80"
     "00404404480"
     "00202202270"
     "00306000100"
     "00000000000"},
    {11, 10, 37, 40, 4119,
     "38877442200"
     "aa7aa2aa4aa"
     "99338334339"
     "11794298491"
     "66718214416"
     "55a63a63a65"
     "30959959950"
     "30101121100"
     "80606606600"
     "00505505500"
     "00704000000"},
    {11, 10, 44, 66, 3601,
     "04229900000"
     "77a77377677"
     "88a88388688"
     "35535525511"
     "11a31321600"
     "32269660700"
     "346aa440800"
     "04a34720100"
     "22759850000"
     "00819110000"
     "00196000000"},
    {11, 10, 64, 84, 4325,
     "aa898221100"
     "44344544244"
     "66366566266"
     "77aa3aa9aa7"
     "00373579289"
     "00491183121"
     "00693221559"
     "0078a481389"
     "00a57689480"
     "0050571a675"
     "00002017730"},
    {11, 10, 37, 40, 3605,
     "42255669977"
     "88688788488"
     "33559552553"
     "11632739431"
     "aa61971241a"
     "408a58a28a0"
     "40303395300"
     "20101103100"
     "00a0aa01a00"
     "0050600a700"
     "00000000000"},
    {11, 10, 72, 3, 3541,
     "477a3552288"
     "66a66366766"
     "11a11311711"
     "9955455a559"
     "40a9439a790"
     "40608828600"
     "70104a3a100"
     "0090562a900"
     "00309125800"
     "00005989000"
     "00000020000"},
    {12, 6, 77, 79, 4314,
     "644331122110"
     "525515565455"
     "323313363433"
     "655651552500"
     "623611262400"
     "455442414400"
     "636651322500"
     "062532415300"
     "000514041000"
     "000241053000"
     "000055030000"
     "000024030000"},
    {12, 6, 40, 43, 4519,
     "611445522000"
     "336331336133"
     "553313363355"
     "446561516144"
     "226411466122"
     "603233263300"
     "605055235500"
     "104044054400"
     "002022042200"
     "004050020000"
     "000000000000"
     "000000000000"},
    {12, 6, 75, 78, 4565,
     "022331144565"
     "313343533633"
     "212242522622"
     "331336335360"
     "011246515660"
     "044144644350"
     "031636145200"
     "023123653400"
     "000463405500"
     "000606300000"
     "000004200000"
     "000000400000"},
    {12, 6, 76, 79, 4737,
     "022313223366"
     "665661665662"
     "445441445442"
     "033533233133"
     "005511235102"
     "004454414402"
     "006516256106"
     "004354314304"
     "000542441600"
     "000214010100"
     "000035040000"
     "000050000000"},
    {12, 6, 77, 80, 4927,
     "664464611330"
     "323343323363"
     "525545525565"
     "033133233633"
     "026144223660"
     "032551554550"
     "050134231630"
     "000351354350"
     "000255115000"
     "000044101000"
     "000026500000"
     "000005000000"},
    {12, 6, 65, 68, 4527,
     "042211441166"
     "556545565515"
     "336343363313"
     "022622122422"
     "046556554510"
     "045644166450"
     "023656154430"
     "000235235200"
     "000134215600"
     "000302050500"
     "000003020000"
     "000000000000"},
    {12, 6, 76, 79, 4824,
     "662211556640"
     "433533133533"
     "422522122522"
     "664661661660"
     "404521101540"
     "305545535340"
     "204331341260"
     "006246236400"
     "006155155220"
     "001010530400"
     "000050003400"
     "000000302000"},
    {12, 6, 76, 79, 5815,
     "063344552211"
     "224223224226"
     "554553554556"
     "155455355655"
     "014413314616"
     "062262232202"
     "062432362605"
     "035565535501"
     "001121121100"
     "000405623100"
     "000006030300"
     "000000060000"},
    {12, 6, 77, 80, 4881,
     "663313155110"
     "626656636626"
     "424454434424"
     "011511211311"
     "026553231320"
     "062665663660"
     "040563265320"
     "000145143160"
     "000246556040"
     "000033505000"
     "000021400000"
     "000004000000"},
    {12, 6, 52, 55, 5173,
     "022441163600"
     "553553355355"
     "443443344344"
     "665565525566"
     "113623366311"
     "225165321522"
     "004254552400"
     "006266463600"
     "001011613100"
     "002022126200"
     "000004210000"
     "000000000000"},
    {12, 6, 40, 43, 3803,
     "055662234366"
     "113141511211"
     "661151131166"
     "003636556200"
     "003556534200"
     "001212114100"
     "006041663600"
     "000044123300"
     "000010415600"
     "000060030500"
     "000020050000"
     "000000040000"},
    {12, 6, 52, 55, 4817,
     "011552216133"
     "225262122622"
     "445464144644"
     "332252212233"
     "005313153600"
     "002155216200"
     "004626426400"
     "003064331300"
     "000020455300"
     "000040023500"
     "000030040300"
     "000060030000"},
    {12, 6, 52, 55, 4581,
     "551512266440"
     "335331323133"
     "445441424144"
     "663323353366"
     "005651626100"
     "003523654300"
     "004534232400"
     "006166320600"
     "001123030000"
     "005630040000"
     "006010060000"
     "000060020000"},
    {12, 6, 52, 55, 4622,
     "011665516133"
     "553515655655"
     "223212622622"
     "445535515544"
     "003414634600"
     "005136516500"
     "002353256200"
     "004012441400"
     "000050244300"
     "000020054400"
     "000040020400"
     "000030040000"},
    {12, 6, 40, 43, 3880,
     "511334455000"
     "332336323633"
     "445525565544"
     "112466424611"
     "502126161620"
     "503053556300"
     "104044022400"
     "001011026100"
     "003040036200"
     "000000040000"
     "000000010000"
     "000000000000"},
    {12, 6, 52, 55, 4942,
     "036611442244"
     "552565355355"
     "442464344344"
     "115525565511"
     "032161321300"
     "035124562500"
     "064351450400"
     "001563110100"
     "060650120400"
     "006540020200"
     "000510010000"
     "000030000000"},
    {12, 6, 52, 55, 3571,
     "064411332255"
     "226232422622"
     "556535455655"
     "112242232211"
     "066131441600"
     "062143230200"
     "045020520500"
     "001030110100"
     "000020020500"
     "000050000000"
     "000010000000"
     "000000000000"},
    {12, 6, 74, 77, 5536,
     "033114465600"
     "233233533533"
     "244244544544"
     "626656626611"
     "221251521500"
     "443445445300"
     "325353325400"
     "463465466100"
     "114114116600"
     "000321540000"
     "000202050000"
     "000005060000"},
    {12, 7, 64, 67, 4434,
     "077626553366"
     "733133433433"
     "755155455455"
     "667661662660"
     "704424474400"
     "307171422400"
     "507321372300"
     "006546546500"
     "000724231600"
     "000425010100"
     "000062020000"
     "000040000000"},
    {12, 7, 76, 79, 4800,
     "065522336644"
     "772771774727"
     "332331334323"
     "055155655455"
     "062171664420"
     "062242212270"
     "057117647430"
     "003543513500"
     "000223521400"
     "000705010100"
     "000007050000"
     "000000000000"},
    {12, 7, 76, 79, 5242,
     "011556622545"
     "711411211611"
     "733433233633"
     "557554552556"
     "707434262642"
     "106676626646"
     "307124172156"
     "005375325300"
     "000175467220"
     "000363040700"
     "000004070000"
     "000000000200"},
    {12, 7, 75, 78, 4973,
     "775511442320"
     "767757727737"
     "161151121131"
     "445446446440"
     "065256126330"
     "022522322370"
     "075376576210"
     "014514314660"
     "007254334000"
     "002020203000"
     "000040406000"
     "000000300000"},
    {12, 7, 76, 79, 5183,
     "000021177454"
     "233733533733"
     "266766566766"
     "442445447441"
     "212715517710"
     "303353323350"
     "602325357350"
     "104654627640"
     "001131134100"
     "000660011700"
     "000026000000"
     "000020000000"},
    {12, 7, 64, 67, 5267,
     "224477445520"
     "113112113117"
     "663662663667"
     "044544244744"
     "003353373327"
     "003572253721"
     "001551271756"
     "006436436400"
     "002147734560"
     "001010703600"
     "000070300500"
     "000000006500"},
    {12, 7, 76, 79, 5056,
     "022557744131"
     "775772772773"
     "665662662663"
     "044144544544"
     "005142572533"
     "002232212237"
     "007117537516"
     "006436416466"
     "000225113400"
     "000404020300"
     "000001010600"
     "000000030000"},
    {12, 7, 52, 55, 6495,
     "772244331167"
     "551557655755"
     "441447644744"
     "335515565533"
     "221367613722"
     "005215662566"
     "004354553467"
     "003133432317"
     "002322320200"
     "007324250260"
     "000445420000"
     "001010500600"},
    {12, 7, 76, 79, 4715,
     "033556644323"
     "477177577577"
     "466166566566"
     "332334331330"
     "402174561520"
     "705515545720"
     "602744711630"
     "003613643400"
     "000355251100"
     "000707020000"
     "000002010000"
     "000000000000"},
    {12, 7, 64, 67, 5228,
     "021144554477"
     "336335331336"
     "776775771776"
     "044544244544"
     "026626616606"
     "026515221503"
     "013523213507"
     "027467467400"
     "002435146700"
     "000301060600"
     "000203010000"
     "000000000000"},
    {12, 7, 52, 55, 4960,
     "033661177553"
     "221232722322"
     "441434744344"
     "665575515566"
     "001616776323"
     "002376214253"
     "004151450425"
     "006037660620"
     "000020710705"
     "000040070400"
     "000060040000"
     "000010000500"},
    {12, 7, 76, 79, 6156,
     "033226611272"
     "335331335337"
     "445441445447"
     "662522122722"
     "005561165767"
     "003454474473"
     "004573153774"
     "006254174226"
     "000646246677"
     "000312665100"
     "000101440500"
     "000004050700"},
    {12, 7, 63, 66, 4958,
     "277334477110"
     "646656646676"
     "141151141171"
     "332334335330"
     "247577277070"
     "262254545060"
     "712564265010"
     "003713713000"
     "003546731000"
     "000260303000"
     "002500600000"
     "000520000000"},
    {12, 7, 65, 68, 4753,
     "633441166330"
     "772776717747"
     "552556515545"
     "653233133133"
     "602664662660"
     "307212114140"
     "505244172170"
     "004376356350"
     "007706623000"
     "005007202000"
     "000005400000"
     "000004000000"},
    {12, 7, 76, 79, 5545,
     "067755337766"
     "221221223227"
     "441441443447"
     "055655355655"
     "061641373607"
     "061171161107"
     "072662372602"
     "014574564504"
     "001513215600"
     "000432050500"
     "000104020000"
     "000303000000"},
    {12, 7, 76, 79, 4736,
     "633774433550"
     "252422622722"
     "151411611711"
     "335337334330"
     "655447614700"
     "626656646200"
     "315247254100"
     "223153143000"
     "007667365000"
     "006070101000"
     "002060700000"
     "000000000000"},
    {12, 7, 63, 66, 5133,
     "255446611330"
     "767737737747"
     "225226225221"
     "165136135140"
     "244644344040"
     "265336635070"
     "572672372010"
     "011411411000"
     "004762143000"
     "000520404000"
     "005700200000"
     "000750000000"},
    {12, 7, 40, 43, 4328,
     "067114451577"
     "226262722122"
     "445575515544"
     "336414774133"
     "056373713100"
     "062751251200"
     "064562441400"
     "073260335300"
     "005020033700"
     "000040040300"
     "000030000000"
     "000020000000"},
    {12, 8, 74, 77, 5643,
     "022116635848"
     "766366466766"
     "722322422722"
     "858818858815"
     "750311455747"
     "331337335645"
     "657611453285"
     "281287681100"
     "003243268370"
     "000404330800"
     "000003080000"
     "000000000700"},
    {12, 8, 76, 79, 6577,
     "727447722880"
     "558551554558"
     "668661664668"
     "322122722122"
     "338131734138"
     "425474484408"
     "326185775105"
     "373276286206"
     "004343343303"
     "046671258000"
     "000010505000"
     "004060100000"},
    {12, 8, 76, 79, 5060,
     "118822664740"
     "886883881885"
     "446443441445"
     "277677577177"
     "026623521125"
     "008313363308"
     "004668518104"
     "002714764702"
     "001232262200"
     "007785236700"
     "000070533700"
     "000050300400"},
    {12, 8, 40, 43, 5546,
     "044778823616"
     "552545355155"
     "886626646688"
     "772848328177"
     "002727347123"
     "005467563510"
     "008646883810"
     "007041772760"
     "000050182230"
     "000080015200"
     "000070050500"
     "000060000300"},
    {12, 8, 52, 55, 5482,
     "724661188330"
     "661667626466"
     "331337323433"
     "558818848855"
     "821547515400"
     "726517843600"
     "743086282300"
     "485053720500"
     "448015060000"
     "006077030000"
     "005050050000"
     "004000020000"},
    {12, 8, 76, 79, 6496,
     "084488441155"
     "557556552557"
     "117116112117"
     "388488288688"
     "037436232637"
     "087767747705"
     "085445265601"
     "041861841803"
     "073373373300"
     "007834612500"
     "000306020200"
     "000703060000"},
    {12, 8, 52, 55, 5514,
     "075588223344"
     "611872831400"
     "338353733633"
     "441171151144"
     "228454774622"
     "678272752600"
     "673718310300"
     "154657440400"
     "002550220200"
     "050630010100"
     "005640080000"
     "000020000000"},
    {12, 8, 77, 80, 4970,
     "005668821200"
     "727757767717"
     "323353363313"
     "488588688188"
     "024554664114"
     "074221225270"
     "035575671130"
     "045831835840"
     "040442442400"
     "000006081000"
     "000400001000"
     "000000002000"},
    {12, 8, 89, 92, 6152,
     "774552244330"
     "211621483000"
     "565575545565"
     "363373343363"
     "811211711711"
     "268278748768"
     "254664662660"
     "134252754750"
     "085134132130"
     "006886886880"
     "007010808000"
     "000060100000"},
    {12, 8, 75, 78, 6495,
     "225566331210"
     "474434454434"
     "878838858838"
     "221227225226"
     "671637655630"
     "073133733240"
     "041747155280"
     "082182742160"
     "066366386110"
     "002854663000"
     "008080477000"
     "000040701000"},
    {12, 8, 52, 55, 6229,
     "811554455740"
     "626342567880"
     "338335323433"
     "771181141177"
     "668745787466"
     "828685646440"
     "823013618340"
     "167077226770"
     "116066020600"
     "005020030000"
     "003030070000"
     "001000060000"},
    {12, 8, 52, 55, 6245,
     "050703388141"
     "778776877677"
     "228226822622"
     "334464484433"
     "118386863611"
     "557167881755"
     "022542745240"
     "053633230340"
     "051211310110"
     "005455150500"
     "042760530800"
     "004706000000"},
    {12, 8, 76, 79, 6841,
     "064422115570"
     "886885886882"
     "336335336332"
     "477177277677"
     "846145246642"
     "125515565578"
     "818168218673"
     "863713763754"
     "264454454400"
     "045533271000"
     "002357700000"
     "001000000000"},
    {12, 8, 78, 81, 5996,
     "217788334466"
     "556551557553"
     "226221227223"
     "018848848868"
     "016841747663"
     "075577377177"
     "022845145365"
     "014182342182"
     "001853782700"
     "002847640200"
     "003435020000"
     "000366070000"},
    {12, 8, 75, 78, 5757,
     "155622885150"
     "434434474424"
     "636636676626"
     "557551558550"
     "437731278120"
     "122822322140"
     "147341848560"
     "565865365220"
     "047263288000"
     "004070308000"
     "006030802000"
     "000000000000"},
    {12, 8, 88, 91, 5513,
     "077334455282"
     "000763142114"
     "577377877477"
     "566366866466"
     "223221225224"
     "503301815484"
     "504414434781"
     "703731715620"
     "602612632500"
     "000646048000"
     "000001002800"
     "000000082000"},
    {12, 8, 75, 78, 6382,
     "361177556335"
     "424414464454"
     "727717767757"
     "332331335338"
     "822811865855"
     "846566266145"
     "372241545273"
     "383573273180"
     "688688688160"
     "006214722600"
     "008020405000"
     "002040000000"},
    {12, 8, 76, 79, 6379,
     "788116655440"
     "663661664667"
     "223221224227"
     "588188488388"
     "753151454357"
     "727747737706"
     "806136446302"
     "202842832805"
     "005575575500"
     "001368574000"
     "003080707000"
     "002030800000"},
    {12, 9, 76, 79, 6370,
     "021188337799"
     "446443448441"
     "776773778771"
     "955855255655"
     "096893298691"
     "024131181104"
     "027884234607"
     "019537587509"
     "055919919900"
     "000863472900"
     "000604020200"
     "000506040000"},
    {12, 9, 75, 78, 7143,
     "993366882926"
     "252272262282"
     "353373363383"
     "997998995991"
     "157178165186"
     "026466866426"
     "037828425930"
     "017439839914"
     "009611611240"
     "001137648550"
     "009010704000"
     "001070405000"},
    {12, 9, 76, 79, 6475,
     "868443366770"
     "331337335339"
     "441447445449"
     "266766166866"
     "521727125829"
     "163595575509"
     "564773193803"
     "582694674604"
     "004252252202"
     "019938627000"
     "000080202000"
     "001090800000"},
    {12, 9, 76, 79, 5840,
     "664488227970"
     "665667664668"
     "115117114118"
     "233933433733"
     "025927424728"
     "005898858808"
     "006956496706"
     "001391351301"
     "002282282202"
     "006145832900"
     "001010503900"
     "000050300700"},
    {12, 9, 40, 43, 6026,
     "795454411000"
     "337339323633"
     "554424464455"
     "887569525688"
     "117829868611"
     "883143141360"
     "705455122500"
     "708488026800"
     "901511032100"
     "009330052600"
     "008040080000"
     "003000010000"},
    {12, 9, 78, 81, 5645,
     "996762255100"
     "331334336337"
     "881884886887"
     "992252252242"
     "001954956947"
     "003766166766"
     "008753753143"
     "009628128728"
     "009499699699"
     "004040500880"
     "000020008100"
     "000000000100"},
    {12, 9, 75, 78, 6166,
     "996611228380"
     "272262282232"
     "474464484434"
     "551558553559"
     "971968983930"
     "066166766320"
     "071728123340"
     "025145745890"
     "049699699000"
     "099465172000"
     "004040507000"
     "000050700000"},
    {12, 9, 40, 43, 5389,
     "391122000004"
     "119161511311"
     "448838898844"
     "229494534322"
     "779232592377"
     "351787187177"
     "394260448404"
     "092066220204"
     "517010770700"
     "005040660800"
     "000020080700"
     "000070000000"},
    {12, 9, 76, 79, 6232,
     "099774422363"
     "511211811411"
     "533233833433"
     "776772774779"
     "596292894490"
     "508868858160"
     "106152164360"
     "307367357930"
     "909989989200"
     "000917548800"
     "000101050000"
     "000005080000"},
    {12, 9, 76, 79, 7310,
     "928877993311"
     "885883887884"
     "665663667664"
     "199399299799"
     "915313217714"
     "948575525508"
     "026328278706"
     "421976926901"
     "084151151100"
     "022749635100"
     "000406050500"
     "000204060000"},
    {12, 9, 74, 77, 4916,
     "066227794966"
     "822722322122"
     "855755355155"
     "993919969905"
     "803712364144"
     "204778774205"
     "508214269505"
     "004598599600"
     "007637198900"
     "003303070800"
     "009001010000"
     "000000080400"},
    {12, 9, 40, 43, 4911,
     "060443377595"
     "224212922322"
     "885545595588"
     "774898948377"
     "664747997366"
     "012656256290"
     "068014880890"
     "067110770750"
     "006020660600"
     "001080030700"
     "000070000000"
     "000060000000"},
    {12, 9, 52, 55, 6484,
     "985223311880"
     "112711811711"
     "442744844744"
     "669939929966"
     "552726836755"
     "382135125190"
     "981497494400"
     "954660669600"
     "536550554500"
     "005030164900"
     "003070608000"
     "002000706000"},
    {12, 9, 74, 77, 6206,
     "066448855313"
     "266866166466"
     "299899199499"
     "535585545577"
     "237887147410"
     "113112117610"
     "632683640930"
     "953952950700"
     "771771770500"
     "000694280700"
     "000909020000"
     "000002070000"},
    {12, 9, 52, 55, 5791,
     "462885599070"
     "339334363733"
     "229224262722"
     "558848898855"
     "119594545711"
     "363143191310"
     "462082980270"
     "425055061570"
     "231011030100"
     "003050020100"
     "008000050000"
     "000000010000"},
    {12, 9, 74, 77, 5928,
     "033991144585"
     "677577477877"
     "622522422822"
     "919959989933"
     "613553483880"
     "741446442780"
     "216751780250"
     "391296290300"
     "034334330400"
     "000369710200"
     "000606070000"
     "000007020000"},
    {12, 9, 76, 79, 6145,
     "088664455323"
     "771775776778"
     "991995996998"
     "443833533633"
     "001845546648"
     "007121181127"
     "009887527629"
     "004329389334"
     "000414414422"
     "000876941500"
     "000707090100"
     "000009010200"},
    {12, 9, 74, 77, 5641,
     "077228845400"
     "233533433933"
     "277577477977"
     "181191151166"
     "286596456900"
     "448442445300"
     "382398355700"
     "718712714600"
     "664664669900"
     "000762180000"
     "000606010000"
     "000001090000"},
    {12, 10, 76, 79, 5549,
     "0332244aa969"
     "77a779772773"
     "55a559552553"
     "844644244944"
     "18a689282983"
     "0133633a3317"
     "0076a7267965"
     "0054654a5968"
     "0088688a8491"
     "001131131800"
     "000312010100"
     "000000040a00"},
    {12, 10, 75, 78, 6057,
     "553322446960"
     "7877677a7727"
     "5855655a5525"
     "443449442441"
     "1831691a2120"
     "076966366970"
     "053379972950"
     "014954354610"
     "001611611000"
     "005a31284000"
     "00a0a0108000"
     "000010800000"},
    {12, 10, 76, 79, 4937,
     "99aa44838000"
     "664667662a66"
     "554557552a55"
     "199899399791"
     "014817312710"
     "002242282200"
     "006886346700"
     "005945985900"
     "001121121a00"
     "0097a2430600"
     "007070230500"
     "000020080100"},
    {12, 10, 77, 80, 5363,
     "377226699440"
     "151131161191"
     "858838868898"
     "a44244744744"
     "35a23a76a79a"
     "312556552550"
     "780232716710"
     "0a0416482480"
     "000a86aa5aa0"
     "0000a5954000"
     "000060505000"
     "000000000000"},
    {12, 10, 76, 79, 5295,
     "411885500020"
     "aa2aa4aa8aa7"
     "992994998997"
     "355155655655"
     "432134638637"
     "40448447447a"
     "10a17a68a629"
     "009589579523"
     "003343343300"
     "008050066700"
     "000000607000"
     "000000000000"},
    {12, 10, 40, 43, 6490,
     "43a722711000"
     "8858818a8988"
     "442292272244"
     "335471494933"
     "665391373966"
     "598628626860"
     "4347441a8400"
     "4337330a6300"
     "aa6266088600"
     "059227048600"
     "005970030000"
     "002000060000"},
    {12, 10, 76, 79, 5807,
     "039558866aa4"
     "11411511a131"
     "99499599a939"
     "288788688788"
     "02472562a732"
     "074454464434"
     "03176165a714"
     "03985986189a"
     "092242249220"
     "007925082600"
     "000702000000"
     "000200000000"},
    {12, 10, 76, 79, 6880,
     "0a2266448813"
     "699499199599"
     "622422122522"
     "881885886887"
     "671475176573"
     "9533a33433a3"
     "2a14459a6910"
     "7a19a824821a"
     "598237737780"
     "007723674a00"
     "009937700000"
     "005300000000"},
    {12, 10, 76, 79, 6472,
     "09112277aa33"
     "a22422522122"
     "a88488588188"
     "667669665663"
     "a37439535130"
     "a94474494200"
     "297299275800"
     "816876896300"
     "343343343300"
     "0042876a5500"
     "000806050000"
     "000408060000"},
    {12, 10, 76, 79, 5443,
     "511662277440"
     "882885884889"
     "aa2aa5aa4aa9"
     "116366766766"
     "502315714719"
     "508535525509"
     "10a328734708"
     "00163a62870a"
     "00615115a601"
     "000029731100"
     "000090304000"
     "000000903000"},
    {12, 10, 52, 55, 5371,
     "01255992920a"
     "331363a33833"
     "771767a77877"
     "5544244a4455"
     "0815a5a25844"
     "0132253a930a"
     "01784374970a"
     "025366552500"
     "008030697700"
     "000070060000"
     "000050070400"
     "000030000000"},
    {12, 10, 76, 79, 5395,
     "077883355464"
     "aa1aa6aa3aa8"
     "221226223228"
     "944744544844"
     "091796593898"
     "00115116116a"
     "00a76a55a862"
     "002452462449"
     "009919919900"
     "000718030500"
     "000101000000"
     "000000000000"},
    {12, 10, 75, 78, 5063,
     "0aa995511877"
     "646616676686"
     "242212272282"
     "35955a551553"
     "04931a371380"
     "067977a77880"
     "029a6a961860"
     "035925a25720"
     "003733733130"
     "000a49050000"
     "000404000000"
     "000000000000"},
    {12, 10, 77, 80, 6956,
     "a25544883830"
     "7a7767797747"
     "5a5565595545"
     "233133433633"
     "9a2162492642"
     "a72881889880"
     "a59179471670"
     "226351359350"
     "090228228220"
     "000651478800"
     "000060107800"
     "000010700300"},
    {12, 10, 78, 80, 5044,
     "0993344aa622"
     "114118119113"
     "554558559553"
     "7766a66266a6"
     "0047a87297a3"
     "001988384881"
     "0058a14236a5"
     "007065364667"
     "000077878270"
     "000083041a00"
     "000008005000"
     "000000007000"},
    {12, 10, 77, 80, 6099,
     "003399224840"
     "4944544a4434"
     "7977577a7737"
     "611211811911"
     "5962568a6936"
     "041332335340"
     "0752458a2970"
     "061172145160"
     "051663673600"
     "00663a962800"
     "000060a77800"
     "0000a0700400"},
    {12, 10, 76, 79, 5957,
     "033aa8855292"
     "66a669668665"
     "11a119118115"
     "733233a33833"
     "47a279a78875"
     "046959929946"
     "001226a56891"
     "007251a21897"
     "004397397324"
     "000744744700"
     "00040a480400"
     "000300000500"},
    {12, 10, 75, 78, 5778,
     "099664433511"
     "8688188a8838"
     "2622122a2232"
     "55955755a554"
     "4694174aa430"
     "033733133580"
     "08918778a520"
     "025725125140"
     "044344344300"
     "000976a40000"
     "0007070a0000"
     "00000a000000"},
    {13, 6, 84, 87, 6000,
     "0300116440000"
     "1161141131161"
     "5565545535565"
     "2211311411311"
     "5562342432362"
     "0312554556550"
     "0350316414310"
     "0020154156150"
     "0020225225220"
     "0050006000000"
     "0000206000000"
     "0000004000000"
     "0000001000000"},
    {13, 6, 70, 72, 7436,
     "2526644114455"
     "3343363323323"
     "1141161121121"
     "6335335336330"
     "3542242522520"
     "6535455426230"
     "6215345536010"
     "4463523213000"
     "0355261642000"
     "0042136020000"
     "0030013060000"
     "0020031000000"
     "0000010000000"},
    {13, 6, 94, 97, 6532,
     "0000622112030"
     "0000454006611"
     "2322522322322"
     "4344544344344"
     "6656656636611"
     "1351551331334"
     "0665663665230"
     "0253255232400"
     "0465463462140"
     "0116116110100"
     "0000651060400"
     "0000650050500"
     "0000240000000"},
    {13, 6, 82, 85, 7699,
     "2534411330500"
     "1151161161131"
     "4454464464434"
     "2443445443442"
     "6253265263232"
     "2511611511610"
     "2513515613240"
     "3344644544520"
     "0622122122520"
     "0060103006000"
     "0040000060000"
     "0000000000000"
     "0000000000000"},
    {13, 6, 84, 86, 5623,
     "0003044366110"
     "4454434454464"
     "1151131151161"
     "2211315116112"
     "0252335256260"
     "0046226232240"
     "0012343366010"
     "0023316331020"
     "0023122622000"
     "0000205541000"
     "0000661415000"
     "0000002020000"
     "0000000050000"},
    {13, 6, 83, 86, 7990,
     "6054455332266"
     "1311211211511"
     "4344244244544"
     "6113112115116"
     "1363262265560"
     "6154434454400"
     "6453152135100"
     "0641431451400"
     "0106646646600"
     "0050543322600"
     "0015403020200"
     "0000004030000"
     "0000500000000"},
    {13, 6, 83, 86, 7198,
     "2266441155131"
     "6626636266566"
     "4424434244544"
     "0661661665636"
     "0021631215530"
     "0063323353310"
     "0041351625660"
     "0026526456400"
     "0033434135500"
     "0000065312500"
     "0000041050600"
     "0000053020200"
     "0000044030000"},
    {13, 6, 82, 85, 7551,
     "0466335533440"
     "2252262242252"
     "1151161141151"
     "3226224224223"
     "0356364344350"
     "0425655455020"
     "0416424624010"
     "0632612412030"
     "0663533533000"
     "0003152354000"
     "0001020505000"
     "0006010200000"
     "0000000000000"},
    {13, 6, 83, 86, 7729,
     "1662211553344"
     "6646656466566"
     "2242252422522"
     "3115114114113"
     "1345354434530"
     "1462262252200"
     "6025154464500"
     "4031361651600"
     "0023523223200"
     "0055265331300"
     "0042026610400"
     "0020033060100"
     "0000030000000"},
    {13, 6, 82, 85, 6068,
     "4411552253500"
     "1121131511211"
     "4424434544244"
     "6115113121166"
     "0625633526200"
     "0044244344100"
     "0025313223400"
     "0015243313600"
     "0041461465000"
     "0066166120000"
     "0043305400000"
     "0030606600000"
     "0000000000000"},
    {13, 6, 96, 98, 6344,
     "1225511443360"
     "4644344244644"
     "5655355255655"
     "4434414412442"
     "1630314212620"
     "1553556556560"
     "2431121311460"
     "0543436216500"
     "0053526346000"
     "0005125135200"
     "0000010402000"
     "0000010504000"
     "0000040000000"},
    {13, 6, 109, 123, 7621,
     "1166442213123"
     "5455255355455"
     "6466266366466"
     "1131121141126"
     "0434224341420"
     "0562663663430"
     "0632523543510"
     "0014454411660"
     "0012633655100"
     "0046655325300"
     "0000446030500"
     "0000212050500"
     "0000023000600"},
    {13, 6, 82, 85, 6004,
     "0521213366440"
     "5515535545255"
     "6616636646266"
     "0554553552550"
     "0414233642200"
     "0566166366500"
     "0514353152600"
     "0254165365000"
     "0065633614000"
     "0046230101000"
     "0002160300000"
     "0004600000000"
     "0000000000000"},
    {13, 6, 81, 84, 7236,
     "1336622445566"
     "5455255155455"
     "3433233133433"
     "5525515515566"
     "6426216116400"
     "1542441443500"
     "1321512510300"
     "3622351350600"
     "0054664660600"
     "0064214250300"
     "0060102030000"
     "0040401020000"
     "0000000000000"},
    {13, 6, 108, 111, 7696,
     "6644332255464"
     "2115114116115"
     "2335334336335"
     "1161121411411"
     "2065424426465"
     "1552565565561"
     "3062361461443"
     "0044244644100"
     "0012663263500"
     "0065253651100"
     "0031425420000"
     "0003512110000"
     "0003050200000"},
    {13, 6, 84, 87, 6333,
     "0003556612100"
     "6626636656656"
     "1121131151151"
     "4411211311511"
     "0024234354554"
     "0064662663660"
     "0013263362560"
     "0043112113110"
     "0040446446440"
     "0000005062000"
     "0000400002000"
     "0000000001000"
     "0000000000000"},
    {13, 6, 82, 85, 6184,
     "2553366441102"
     "4414454414424"
     "6616656616626"
     "3442441445443"
     "2312351315325"
     "2046166266042"
     "5062241145562"
     "0034164265030"
     "0033633634050"
     "0000604013000"
     "0000000000000"
     "0000000000000"
     "0000000000000"},
    {13, 6, 83, 86, 6518,
     "4660112266434"
     "1411611311611"
     "5455655355655"
     "2113114114112"
     "5423624324620"
     "4136636646130"
     "4553144134530"
     "6203531541240"
     "0501262262600"
     "0002001020000"
     "0003300000000"
     "0000000000000"
     "0000000000000"},
    {13, 7, 81, 84, 7832,
     "7722667711353"
     "4244544644244"
     "7277577677277"
     "1336353323311"
     "0216551621251"
     "0435336336454"
     "0776455420731"
     "0135756730101"
     "0003133110140"
     "0006216270600"
     "0003355020000"
     "0001502060400"
     "0003000000000"},
    {13, 7, 81, 84, 6697,
     "0227743455110"
     "6466566366766"
     "1411511311711"
     "2242252272200"
     "0442553371710"
     "0663667667600"
     "0647653674100"
     "0123127123000"
     "0006526571100"
     "0005073743000"
     "0000054203000"
     "0000062600000"
     "0000006400000"},
    {13, 7, 68, 71, 6706,
     "4411224433556"
     "7277477677377"
     "5255455655355"
     "1161141131166"
     "0772776771336"
     "0266442630765"
     "0762746730560"
     "0517517510303"
     "0045122740100"
     "0050502070000"
     "0000207010300"
     "0000000000000"
     "0000000000000"},
    {13, 7, 81, 84, 8255,
     "3377225544171"
     "0036752654223"
     "1411511711311"
     "6466566766366"
     "2242242252273"
     "0775773772373"
     "0443545750112"
     "0145143150611"
     "0627627620400"
     "0060675360400"
     "0000506040100"
     "0000703020200"
     "0000007030000"},
    {13, 7, 97, 24, 5884,
     "1771133660005"
     "2622722322632"
     "5655755355655"
     "4117131131144"
     "1647734334622"
     "1212262722605"
     "7507553534205"
     "0407262710500"
     "0001563740400"
     "0004425200400"
     "0000336240200"
     "0000010500000"
     "0000040400000"},
    {13, 7, 69, 72, 8689,
     "7461155667744"
     "3353323343363"
     "1151121141161"
     "2772775775770"
     "7466466566460"
     "7452525445330"
     "6632435535510"
     "6217617617000"
     "0621536273000"
     "0012372435000"
     "0010103020000"
     "0060207040000"
     "0020704050000"},
    {13, 7, 71, 74, 6836,
     "7753544662277"
     "7717727737767"
     "4455155255655"
     "2214124234664"
     "0013553551560"
     "0073121233670"
     "0045573571540"
     "0071443445400"
     "0013155421700"
     "0036406010100"
     "0020504040000"
     "0060305000000"
     "0000600000000"},
    {13, 7, 84, 87, 6425,
     "4115522116633"
     "2232262232242"
     "7737767737747"
     "5511611311611"
     "4035665335645"
     "4020446443420"
     "1070623326670"
     "0050176373150"
     "0050554154500"
     "0000201564300"
     "0000000007000"
     "0000000074700"
     "0000000004000"},
    {13, 7, 81, 84, 8244,
     "4455771122446"
     "3133633233133"
     "5155655255155"
     "4424464424477"
     "7127667227166"
     "0316112110336"
     "0522366325564"
     "0746562540760"
     "0071741770203"
     "0047577210000"
     "0070711020500"
     "0000102000300"
     "0000000050000"},
    {13, 7, 82, 85, 6516,
     "3311556622477"
     "7767727717747"
     "3363323313343"
     "0551556552550"
     "0061126212440"
     "0075455655440"
     "0031676472270"
     "0031435635530"
     "0015535565700"
     "0001103026000"
     "0000302054400"
     "0000000006000"
     "0000000046000"},
    {13, 7, 70, 73, 7545,
     "5511446677325"
     "3373363433633"
     "2272262422622"
     "0554557551515"
     "0076676616625"
     "0034117471623"
     "0024377311331"
     "0055265265255"
     "0033064764100"
     "0000032176700"
     "0000027040400"
     "0000021060500"
     "0000000010600"},
    {13, 7, 81, 84, 6986,
     "0066552254533"
     "2622622522422"
     "1611611511411"
     "3343353363377"
     "7647657567400"
     "7226225224200"
     "0245256264100"
     "0136135135700"
     "0772772771300"
     "0704605010100"
     "0073000020000"
     "0034300000000"
     "0004000000000"},
    {13, 7, 95, 98, 7716,
     "6355114422337"
     "7731541253566"
     "2212272622722"
     "5515575655755"
     "4331336313344"
     "6411476614707"
     "6077677177207"
     "3021126613503"
     "0053656133400"
     "0044743745600"
     "0070104240200"
     "0010404520000"
     "0000002400000"},
    {13, 7, 83, 84, 9637,
     "6233112254224"
     "3533433533733"
     "1511411511711"
     "6227252242266"
     "7567456546744"
     "6323374337354"
     "6177447544142"
     "2612374324640"
     "0706133165505"
     "0001651673700"
     "0000327620300"
     "0000166060000"
     "0000770030500"},
    {13, 7, 82, 85, 7093,
     "5511772127722"
     "3343323343313"
     "5545525545515"
     "6771772774776"
     "0641622644610"
     "0033133233230"
     "0031232144050"
     "0057157237060"
     "0066366356000"
     "0054137160000"
     "0040403160000"
     "0000306270000"
     "0000000600000"},
    {13, 7, 83, 86, 7125,
     "0662277676550"
     "1311511311711"
     "4344544344744"
     "2665665667662"
     "0325525327720"
     "0103373353300"
     "0405155177100"
     "0206476456400"
     "0002232232200"
     "0006321475000"
     "0003030774000"
     "0000010160000"
     "0000000040000"},
    {13, 7, 109, 75, 6716,
     "3446622114477"
     "5250261345700"
     "1131121161151"
     "7737727767757"
     "3245442443440"
     "3266366566350"
     "4535322563010"
     "0017737713070"
     "0075352574000"
     "0064634550000"
     "0000673630000"
     "0000016000000"
     "0000070000000"},
    {13, 7, 96, 88, 7184,
     "3667744110002"
     "5525575545525"
     "1121171141121"
     "6334337334336"
     "3624677644625"
     "3022722422352"
     "6054141154412"
     "0013757413060"
     "0066743466050"
     "0070216203000"
     "0000451030000"
     "0000010000000"
     "0000060000000"},
    {13, 8, 82, 85, 7562,
     "6511661412200"
     "7787757747767"
     "3383353343363"
     "2218115115112"
     "4488255245260"
     "6066866466070"
     "6078475875030"
     "5031831431020"
     "0022622622000"
     "0057136480000"
     "0040703420000"
     "0070308100000"
     "0000000800000"},
    {13, 8, 81, 84, 7605,
     "2266441176680"
     "1411311611711"
     "5455355655755"
     "2883848868822"
     "0423342662780"
     "0176773774780"
     "0523146163160"
     "0256543584500"
     "0007287224200"
     "0003624337700"
     "0008577318800"
     "0002703030000"
     "0005000080000"},
    {13, 8, 82, 85, 7830,
     "0117755778380"
     "6646676656656"
     "2242272252252"
     "1334338338331"
     "0144178158150"
     "0077477577350"
     "0064568468360"
     "0023423523820"
     "0011711711210"
     "0001478537020"
     "0004040863000"
     "0000080302000"
     "0000000606000"},
    {13, 8, 83, 86, 6992,
     "1133656774466"
     "2422322822822"
     "7477377877877"
     "1664665663661"
     "0414315813810"
     "0218848858800"
     "0704355243200"
     "0106246756700"
     "0001781181100"
     "0000157245600"
     "0000852050500"
     "0000368020000"
     "0000080000000"},
    {13, 8, 84, 87, 8722,
     "2217155228867"
     "3323313373353"
     "6626616676656"
     "4488788188588"
     "0024714174554"
     "0027225227221"
     "0037737135537"
     "0061865867867"
     "0048445447446"
     "0080532582610"
     "0020302044100"
     "0000805050400"
     "0000003000000"},
    {13, 8, 82, 85, 9035,
     "1782244335522"
     "5515575545585"
     "6616676646686"
     "2234331337332"
     "3714271247280"
     "1788488188250"
     "1854151457460"
     "8363463167020"
     "8822822123000"
     "0037463852000"
     "0020601144000"
     "0070706010000"
     "0080000000000"},
    {13, 8, 83, 86, 7122,
     "0331188242770"
     "2722622822322"
     "5755655855355"
     "1446443448441"
     "0716613818310"
     "0207767737700"
     "0506233268200"
     "0104564534500"
     "0001171171100"
     "0003416845000"
     "0004040647000"
     "0000060520000"
     "0000000050000"},
    {13, 8, 83, 86, 9297,
     "3227331144878"
     "2122822322722"
     "4144844344744"
     "5667663668665"
     "5157853358756"
     "3261131171278"
     "3457273238476"
     "2576436476586"
     "0505515515400"
     "0006753410080"
     "0000605041100"
     "0000504000800"
     "0000000010000"},
    {13, 8, 84, 87, 9248,
     "7665511228776"
     "8818828858848"
     "6616626656646"
     "3377277577477"
     "7413223553443"
     "7315112115183"
     "6480285582466"
     "0460762765736"
     "3030331331337"
     "0050112284400"
     "0050102040300"
     "0000501020800"
     "0030000000000"},
    {13, 8, 69, 72, 6746,
     "3831177225566"
     "6676656366866"
     "4474454344844"
     "7821225221220"
     "2877377877800"
     "7371855351800"
     "7561365841600"
     "5242742882400"
     "0013712704600"
     "0030108300400"
     "0050301600000"
     "0020000400000"
     "0000000800000"},
    {13, 8, 83, 85, 6817,
     "5566525008220"
     "6366766166566"
     "8388788188588"
     "4221227232244"
     "0341747134500"
     "0658878584600"
     "0831657738800"
     "0402872538400"
     "0004484822400"
     "0003621640000"
     "0000320870000"
     "0000157440000"
     "0000010700000"},
    {13, 8, 83, 86, 7214,
     "7755474332211"
     "8588288688488"
     "1511211611411"
     "3772775776773"
     "0532235636430"
     "0874454424400"
     "0102825656800"
     "0307157827100"
     "0003343143300"
     "0000873324100"
     "0000576640400"
     "0000048060000"
     "0000080000000"},
    {13, 8, 84, 87, 7455,
     "4452200000008"
     "7787737767737"
     "5585535565535"
     "1122422622822"
     "2481431661831"
     "4470336334373"
     "4550474676858"
     "5210256254218"
     "0020113113130"
     "0020011776600"
     "0000107060300"
     "0000000000000"
     "0000000000000"},
    {13, 8, 83, 86, 8349,
     "8867633554433"
     "2282242722622"
     "1181141711611"
     "5533738334335"
     "0785748754650"
     "8827686646600"
     "0717748284200"
     "0756388143100"
     "0084563565500"
     "0042425645300"
     "0020315050500"
     "0000156060000"
     "0080211000000"},
    {13, 8, 84, 87, 9003,
     "5164466112288"
     "8878828687858"
     "3373323637353"
     "4144244144244"
     "5178221127255"
     "5683665661687"
     "6430281135235"
     "6640435471405"
     "0040656616870"
     "0080527848300"
     "0060805303400"
     "0030302703000"
     "0000201104700"},
    {13, 8, 81, 84, 8460,
     "6688558841405"
     "6366866166366"
     "7377877177377"
     "4454484454422"
     "2352882152311"
     "0331335331605"
     "0655681151705"
     "0741745644200"
     "0223223723300"
     "0067825280000"
     "0070702440100"
     "0000204030000"
     "0000000000000"},
    {13, 8, 82, 85, 6995,
     "7826655448811"
     "3353383363373"
     "4454484464474"
     "1221225227220"
     "7851585367170"
     "7836866166730"
     "2241135837040"
     "0112842142000"
     "0062664687000"
     "0020603070000"
     "0000206030000"
     "0000000000000"
     "0000000000000"},
    {13, 8, 82, 85, 7682,
     "0772244338180"
     "7727737747737"
     "6626636646636"
     "5881882884885"
     "0521532544530"
     "0033433133170"
     "0071172474160"
     "0068468168850"
     "0055355355110"
     "0007825463000"
     "0008080506000"
     "0000050601000"
     "0000000000000"},
    {13, 9, 82, 85, 8735,
     "9448822334422"
     "3373313383373"
     "5575515585575"
     "6224229221226"
     "9674619681670"
     "9937877477230"
     "4754419831150"
     "0962832452060"
     "7986756766000"
     "0055263841000"
     "0000668010000"
     "0070506080000"
     "0000000000000"},
    {13, 9, 81, 84, 8468,
     "7558833441155"
     "2622922922422"
     "3633933933433"
     "5575585565511"
     "1671981961400"
     "7446448449400"
     "7278286260200"
     "5356358350300"
     "7114114110100"
     "0782384610500"
     "0020806090900"
     "0070208060000"
     "0000000000000"},
    {13, 9, 81, 84, 9626,
     "4477998821636"
     "5355455655455"
     "8388488688488"
     "2212272232299"
     "9319479639475"
     "0441446441530"
     "0516571531830"
     "0821826822960"
     "0994994997750"
     "0043729186200"
     "0030302010600"
     "0000201060500"
     "0000000000000"},
    {13, 9, 83, 86, 8867,
     "5599887722939"
     "8188688288788"
     "4144644244744"
     "5339331336335"
     "0159651256757"
     "0852262272234"
     "0419871866837"
     "0503463473497"
     "0005525525500"
     "0001938270240"
     "0000103026000"
     "0000302000600"
     "0000000060400"},
    {13, 9, 82, 85, 9671,
     "1558877226625"
     "4484464414454"
     "3383363313353"
     "7992995992997"
     "1782765712759"
     "1441611811245"
     "5032845642935"
     "0079639839872"
     "0087177177690"
     "0043712967870"
     "0004331196800"
     "0000000069700"
     "0000000000000"},
    {13, 9, 83, 86, 7844,
     "4433227755878"
     "3343313233533"
     "6646616266566"
     "9987884881889"
     "0047914291598"
     "0032252272370"
     "0067374351670"
     "0098954678980"
     "0049128929580"
     "0099039576600"
     "0000062050800"
     "0000091060000"
     "0000015000000"},
    {13, 9, 84, 87, 9369,
     "4596622887711"
     "3323353393363"
     "7727757797767"
     "1188288488288"
     "8521251491261"
     "4533556554550"
     "4970234496230"
     "9810876834870"
     "9980115175110"
     "0060258614100"
     "0030506070400"
     "0090305040000"
     "0000000060000"},
    {13, 9, 81, 84, 8165,
     "5511996641466"
     "3833733933833"
     "2822722922822"
     "5676646616655"
     "0875745915800"
     "0991998991300"
     "0378341311200"
     "0261248264500"
     "0559569557700"
     "0054159362600"
     "0040488030200"
     "0000803070000"
     "0000000020000"},
    {13, 9, 68, 71, 7722,
     "3366994455723"
     "9899299899199"
     "6866266866166"
     "5535575545513"
     "0884887887123"
     "0837274842927"
     "0934977940671"
     "0658658650144"
     "0035689140500"
     "0050508010700"
     "0000801070400"
     "0000000020200"
     "0000000000000"},
    {13, 9, 68, 71, 8521,
     "7733116644959"
     "2922422122822"
     "7977477177877"
     "3363353383358"
     "9116114115850"
     "0964456182290"
     "0266254280780"
     "0731731730400"
     "0978371660500"
     "0084837160800"
     "0040706050200"
     "0090301020000"
     "0000403010000"},
    {13, 9, 83, 86, 6957,
     "3322525889966"
     "6466366166366"
     "8488388188388"
     "7991994992977"
     "0471374172300"
     "0635515545500"
     "0811644612600"
     "0709819849800"
     "0007757757700"
     "0001528497600"
     "0000224070700"
     "0000155040000"
     "0000050000000"},
    {13, 9, 94, 97, 8983,
     "7755339944272"
     "0076583498112"
     "9399299399499"
     "5355255355455"
     "8878818838866"
     "6376216336470"
     "0927221228470"
     "0571917938920"
     "0677511581520"
     "0082682661600"
     "0060668040400"
     "0060804010100"
     "0000000000200"},
    {13, 9, 81, 84, 8949,
     "5993321166343"
     "2277882613224"
     "9599199799499"
     "8588188788488"
     "5664616636640"
     "5527225223440"
     "9925117733930"
     "0837915932840"
     "0092862867600"
     "0004788165700"
     "0004206070400"
     "0006801050500"
     "0009908010000"},
    {13, 9, 83, 86, 8008,
     "8221177996622"
     "7377577177977"
     "4344544144944"
     "6882883889886"
     "8362563169960"
     "8715515535500"
     "2432733719700"
     "0608418438400"
     "0006656656600"
     "0003759468200"
     "0000504080800"
     "0000305040000"
     "0000000000000"},
    {13, 9, 83, 86, 8667,
     "5881177117722"
     "4244944844244"
     "3233933833233"
     "6779771775766"
     "5269961865200"
     "5412292212200"
     "8339411495400"
     "4647397317300"
     "0496626626600"
     "0003751876200"
     "0009508060600"
     "0000305080000"
     "0000900000000"},
    {13, 9, 84, 87, 7533,
     "1412199445566"
     "7787767757727"
     "3383363353323"
     "5511911811411"
     "1082964859420"
     "1072559552570"
     "4031972879430"
     "0022139132100"
     "0048975355600"
     "0050763090900"
     "0080207030000"
     "0000806000000"
     "0000600000000"},
    {13, 9, 82, 85, 8405,
     "8189922446699"
     "5565535525565"
     "4464434424464"
     "7713118119117"
     "1163738729760"
     "7156966266950"
     "1843258959340"
     "1071941241070"
     "0797677677000"
     "0088254263000"
     "0000502030000"
     "0070805020000"
     "0000000000000"},
    {13, 9, 83, 86, 8611,
     "3655993322676"
     "4414474644944"
     "8818878688988"
     "5521223229225"
     "9911573659957"
     "3047767737470"
     "3081533469870"
     "6051863832560"
     "0062472575270"
     "0095045132200"
     "0088089010700"
     "0000054020000"
     "0000041000000"},
    {13, 10, 82, 85, 7798,
     "2288aa5354466"
     "4454424494484"
     "6656626696686"
     "a11711811211a"
     "0a57a28a92a80"
     "0055955755640"
     "0047748942360"
     "00619687610a0"
     "00aa5a15aa000"
     "002987a343000"
     "0090901330000"
     "000070a510000"
     "0000007100000"},
    {13, 10, 82, 85, 8717,
     "a6a4433225588"
     "5595515855655"
     "2292212822622"
     "7aa8aa9aa4a77"
     "3798719874600"
     "9633133433600"
     "3658419154500"
     "3a2a15a47a200"
     "aa77327317700"
     "0940372507800"
     "00a6441200700"
     "0060004700000"
     "0090600100000"},
    {13, 10, 94, 97, 8755,
     "4411886633282"
     "0042198561447"
     "a7aa9aa1aa5aa"
     "3733933133533"
     "6449424454466"
     "0769926156580"
     "0727885881a80"
     "0a05a27a51320"
     "0307325344670"
     "060864866a300"
     "0009269050a00"
     "00049050a0700"
     "0006000000000"},
    {13, 10, 68, 71, 9428,
     "1226699aa9935"
     "3833433533633"
     "22422822522aa"
     "a84a48a55a677"
     "7891998997677"
     "1348481558305"
     "1a21328320a05"
     "27a1aa8aa0703"
     "2279779770300"
     "0067917490700"
     "006610a080800"
     "0020604040000"
     "0000001000000"},
    {13, 10, 70, 73, 9019,
     "496a337115566"
     "77a7747677a77"
     "3322922128223"
     "55a3943138a35"
     "29a6696616a50"
     "4975915198700"
     "4638291218300"
     "6259367662500"
     "4420547653600"
     "00a0871755800"
     "0080132388000"
     "0040a53520000"
     "0090910200000"},
    {13, 10, 96, 99, 8832,
     "02366aa334477"
     "7220a03946700"
     "9499899599299"
     "a4aa8aa5aa2aa"
     "1335334336331"
     "7415814516210"
     "7937787757700"
     "2a35954986900"
     "5163a83a53a00"
     "0501171151100"
     "0211089070600"
     "0250800060000"
     "0000108090000"},
    {13, 10, 84, 87, 7745,
     "2211994475788"
     "4464454414474"
     "3363353313373"
     "2288988a88988"
     "0062952a12972"
     "004a66a661660"
     "0030951a4a940"
     "002084a831830"
     "0020236226220"
     "00a0129035800"
     "0000a66045300"
     "0000600007000"
     "0000000003000"},
    {13, 10, 83, 86, 8327,
     "4223366112277"
     "9199599899a99"
     "3133533833a33"
     "766466a665677"
     "417457a875a00"
     "4938828818800"
     "238491a925900"
     "a7a6326316300"
     "0a07787787700"
     "0008651429700"
     "0000504090900"
     "0000805040000"
     "0000000000000"},
    {13, 10, 83, 86, 8273,
     "aa22551199171"
     "a8aa2aa3aa4aa"
     "6866266366466"
     "5779774778755"
     "0859254358474"
     "0aa1131121176"
     "0639224a38a14"
     "0507a37627604"
     "0005615515560"
     "0003595010900"
     "0000209807000"
     "0000300080700"
     "0000908070600"},
    {13, 10, 84, 87, 8750,
     "0411552266aa4"
     "9929939979959"
     "1121131171151"
     "8866266a66368"
     "7728238a78354"
     "0499557554554"
     "041a294a9739a"
     "0980617614610"
     "0090885885880"
     "00701a5623680"
     "0000a66338800"
     "0000000000000"
     "0000000000000"},
    {13, 10, 83, 86, 8551,
     "8844221155686"
     "a2aa1aa3aa5aa"
     "9299199399599"
     "4776773772774"
     "0246143342543"
     "0a85515585a80"
     "0996a83a12980"
     "0407917982460"
     "0004454457530"
     "00094a2714600"
     "000090a076300"
     "0000a07060000"
     "0000000000000"},
    {13, 10, 81, 84, 9208,
     "7255991187810"
     "4a44644344644"
     "2a22622322622"
     "88188a8898855"
     "5a156a5395633"
     "9337336337410"
     "74164a7497210"
     "7287286298500"
     "2553553584400"
     "092a569850000"
     "0090a06010300"
     "00a0608080000"
     "0000000040000"},
    {13, 10, 96, 99, 7706,
     "8693355112200"
     "77a4a01020000"
     "7797767277377"
     "8898868288388"
     "1aa5aa9aa5aa1"
     "4195169215310"
     "8676646636700"
     "8685539245800"
     "991a04a73a100"
     "0471061861000"
     "0044070100000"
     "0034080000000"
     "000a010000000"},
    {13, 10, 69, 71, 8573,
     "6644aa1199853"
     "566a626366166"
     "4494484494477"
     "579a787397123"
     "505585355a153"
     "609a388398658"
     "7046843640782"
     "0077525770277"
     "006542a910900"
     "0053562190a00"
     "00302790a0700"
     "0000421080800"
     "0000344010000"},
    {13, 10, 83, 86, 8721,
     "5778899661122"
     "4845946a13200"
     "2232292122722"
     "6636696166766"
     "a55755855355a"
     "5a399499197a0"
     "5827a18143200"
     "7867448113600"
     "04a5595295a00"
     "008a09a6aa300"
     "005002aa30000"
     "00000640a0000"
     "00000a0000000"},
    {13, 10, 84, 87, 8536,
     "54422aa774433"
     "6636616686676"
     "9939919989979"
     "aa22122722822"
     "593a11a78a87a"
     "5068553554550"
     "4090164763860"
     "90a0293294890"
     "0020aa5aa52a0"
     "0080a67541a00"
     "0090605010300"
     "0000806050100"
     "0000000000000"},
    {13, 10, 97, 100, 10086,
     "366558822aa11"
     "94978925a3100"
     "8878818868818"
     "aa7aa1aa6aa1a"
     "2299599399799"
     "3472512362712"
     "3484114113110"
     "69a0583384780"
     "66209a49a39a0"
     "0050221221220"
     "0070905030300"
     "0060709050000"
     "0040400000000"},
    {13, 10, 84, 87, 9344,
     "5339977994466"
     "88288188a8898"
     "66266166a6696"
     "4477a77177577"
     "5824a141a4594"
     "5185332335330"
     "386aa85182580"
     "0840762765760"
     "1590443443440"
     "0050729743600"
     "00a0207030300"
     "0010002070000"
     "0000a00000000"},
    {14, 6, 90, 93, 10896,
     "44663311225522"
     "11511611411611"
     "33533633433633"
     "22334335336332"
     "45524625426620"
     "44131161141100"
     "04344145166100"
     "56213363343300"
     "01502212212200"
     "00104132655200"
     "00000306050500"
     "00000403060000"
     "00000000000000"
     "00000000000000"},
    {14, 6, 75, 78, 8651,
     "13005541100000"
     "66466166466166"
     "33433133433133"
     "22551554551552"
     "55433433233125"
     "44621224421650"
     "12351454251300"
     "13265345305200"
     "03502142402500"
     "20605615605000"
     "00400350300000"
     "00206200200000"
     "00000500500000"
     "00000000000000"},
    {14, 6, 90, 93, 10896,
     "06622442233665"
     "44544344644344"
     "11511311611311"
     "22116115113112"
     "00526325623325"
     "00564454464425"
     "00416465453466"
     "00106151163125"
     "00201242241226"
     "00002254322350"
     "00001105334500"
     "00000503041100"
     "00000003010600"
     "00000000030400"},
    {14, 6, 103, 21, 8990,
     "24466334466220"
     "11211412311311"
     "55255455355355"
     "61121141121166"
     "26226446326300"
     "20134332332100"
     "40525255125500"
     "00614142520600"
     "00664242610000"
     "00003513660000"
     "00003163550000"
     "00001540300000"
     "00000630000000"
     "00000110000000"},
    {14, 6, 76, 79, 10118,
     "43322551166000"
     "11411411411411"
     "55664663626655"
     "66454453425466"
     "22461121156422"
     "33124453422133"
     "40536123153500"
     "40605526510600"
     "30206615620200"
     "00302266260300"
     "00203322350000"
     "00005033660000"
     "00000010020000"
     "00000000030000"},
    {14, 6, 117, 119, 9504,
     "03355116622535"
     "00036511264224"
     "00060601035311"
     "64664656366566"
     "24224252322522"
     "16646636636611"
     "04144131331534"
     "06022425225534"
     "02046534635652"
     "01062465263200"
     "00011252110100"
     "00000162020100"
     "00000020040200"
     "00000010000400"},
    {14, 6, 90, 93, 12576,
     "06633114455341"
     "66566366166566"
     "44544344144544"
     "22663661661662"
     "00523321121521"
     "00665535515621"
     "00453611631443"
     "00206436416242"
     "00002252252232"
     "00005321546520"
     "00000532451600"
     "00000205060200"
     "00000304010100"
     "00000003040000"},
    {14, 6, 88, 91, 10111,
     "05545422661133"
     "11411211511411"
     "66466266566466"
     "33151121141133"
     "00453223543400"
     "00665662665100"
     "00152125141600"
     "00615612610300"
     "00336336330300"
     "00035246210500"
     "00055442650100"
     "00024304020000"
     "00003204060000"
     "00002406010000"},
    {14, 6, 104, 107, 9561,
     "00000551144626"
     "04411005010335"
     "11211311511211"
     "66266366566266"
     "44113113112114"
     "00243343542245"
     "00145525535525"
     "00633133122123"
     "00401621631660"
     "00004454454400"
     "00003120650400"
     "00000302060000"
     "00000206050000"
     "00000000050000"},
    {14, 6, 102, 105, 10256,
     "04422661144363"
     "55655355451551"
     "22622322421221"
     "00556545355655"
     "00646346311661"
     "00532212242261"
     "00663664665635"
     "00234513342522"
     "00033214545402"
     "00026226423500"
     "00056543510200"
     "00015351250300"
     "00005436130000"
     "00001144660000"},
    {14, 6, 117, 120, 9806,
     "03344323115511"
     "65661662663662"
     "45441442443442"
     "66566166366266"
     "05531122353202"
     "04454414434406"
     "06556116336204"
     "04622322124600"
     "00054114332100"
     "00040341140200"
     "00000226220000"
     "00000635660000"
     "00000550600000"
     "00000400000000"},
    {14, 6, 103, 106, 9171,
     "05116655664420"
     "11511311411311"
     "66566366466366"
     "21141151121120"
     "02562664665320"
     "05142354425140"
     "05633533233600"
     "01342254525300"
     "00216516216000"
     "00031322346000"
     "00063114133000"
     "00000600600000"
     "00000100500000"
     "00000200400000"},
    {14, 6, 89, 92, 9088,
     "02266445511313"
     "22422122422422"
     "55455155455455"
     "33221224221223"
     "66431134431436"
     "00266466166260"
     "00561164461510"
     "00322402152310"
     "00603603603630"
     "00006206206100"
     "00000504500000"
     "00000300300000"
     "00000600600000"
     "00000600000000"},
    {14, 6, 88, 91, 9896,
     "43311556622440"
     "22522622422622"
     "11511611411611"
     "32252242252233"
     "43553643453600"
     "42664665664200"
     "30255244255100"
     "20124125120300"
     "00336336330000"
     "00165163250000"
     "00601030500000"
     "00206010300000"
     "00000000000000"
     "00000000000000"},
    {14, 6, 91, 93, 7731,
     "55232446600000"
     "66566266366266"
     "11511211311211"
     "44113115113114"
     "00543245343240"
     "00532253232600"
     "00633622632100"
     "00121153443400"
     "00414452631000"
     "00501022634000"
     "00104064220000"
     "00000005600000"
     "00000001100000"
     "00000004400000"},
    {14, 6, 104, 4, 7908,
     "02663133000004"
     "11311611311211"
     "44344644344244"
     "54463442443445"
     "05363652353255"
     "02155255655154"
     "02463131163404"
     "06564212624500"
     "00045232605200"
     "00050514502500"
     "00010105100000"
     "00000400400000"
     "00000506500000"
     "00000300600000"},
    {14, 6, 88, 91, 11468,
     "01155332244652"
     "15112141411211"
     "35332343433233"
     "61151121151166"
     "05652626456242"
     "01043442445152"
     "03052523153356"
     "06013412310664"
     "00064244660466"
     "00011013120400"
     "00043032010500"
     "00006061050600"
     "00004020030300"
     "00000000000000"},
    {14, 6, 75, 78, 9424,
     "00000001446602"
     "33133133133133"
     "66166166166166"
     "43313353323344"
     "24144644144122"
     "52314154624355"
     "05612652122655"
     "00435435435402"
     "00240141140202"
     "00520321320500"
     "00050654650000"
     "00000400460500"
     "00000200200000"
     "00000500500000"},
    {14, 7, 88, 91, 11003,
     "07711446637121"
     "44244744344544"
     "66266766366566"
     "14434454474411"
     "01231751371552"
     "00427225227420"
     "00635457477620"
     "00147645643110"
     "00012112115520"
     "00075164364300"
     "00050506030400"
     "00000603040200"
     "00000000000000"
     "00000000000000"},
    {14, 7, 90, 93, 11153,
     "20446655116631"
     "22522322622522"
     "77577377677577"
     "44115116113114"
     "33545346643544"
     "27267737757731"
     "20715256233231"
     "00461731751760"
     "70064474474400"
     "00324267531040"
     "00702773300500"
     "00101000055400"
     "00000000000000"
     "00000000000000"},
    {14, 7, 88, 91, 10709,
     "04422557733646"
     "11511411211311"
     "66566466266366"
     "71151121131177"
     "07557427237347"
     "00445442443140"
     "00152125135660"
     "00615612610770"
     "00774774770300"
     "00042265170300"
     "00020206010700"
     "00000601030500"
     "00000000050000"
     "00000000000000"},
    {14, 7, 90, 93, 9135,
     "04454566223322"
     "11611411311511"
     "77677477377577"
     "22115114116122"
     "00625424326500"
     "00157737767100"
     "00745164336700"
     "00231731161200"
     "00002272772200"
     "00004662237700"
     "00004601170000"
     "00005506010000"
     "00005300000000"
     "00003000000000"},
    {14, 7, 90, 93, 9893,
     "22121771355440"
     "22322422722322"
     "66366466766366"
     "55117114114115"
     "04357454754350"
     "00263373343300"
     "00647244274200"
     "00521671641600"
     "00425535535500"
     "00716551534000"
     "00275631303000"
     "00001167600000"
     "00007013000000"
     "00000006000000"},
    {14, 7, 74, 77, 10080,
     "04477226616142"
     "33133633433233"
     "75515545565577"
     "07117647467255"
     "00121226226247"
     "00316641466340"
     "00751346351720"
     "00072752775270"
     "00043772651500"
     "00032311364500"
     "00020156060100"
     "00000503010700"
     "00000205040400"
     "00000000030000"},
    {14, 7, 90, 93, 8466,
     "55114422414330"
     "66566766566466"
     "22522722522422"
     "33117117115113"
     "00537737535430"
     "00664454474400"
     "00207677655600"
     "00301251271200"
     "00503343343300"
     "00601040713000"
     "00006000217000"
     "00000000040000"
     "00000000070000"
     "00000000000000"},
    {14, 7, 90, 93, 9492,
     "33171343661122"
     "77477177577677"
     "33433133533633"
     "22771774775772"
     "06421124525620"
     "00753363313600"
     "00361714765700"
     "00277367317300"
     "00672232232200"
     "00315246415200"
     "00000044050500"
     "00000532040000"
     "00000020000000"
     "00000000000000"},
    {14, 7, 61, 64, 9499,
     "05116625200000"
     "11211711511211"
     "36676676656633"
     "63244244544266"
     "46273573253244"
     "44176276556100"
     "04364464464300"
     "05637735530600"
     "05463765560400"
     "01340142140000"
     "00430360300000"
     "00070600600000"
     "00000400400000"
     "00000700000000"},
    {14, 7, 90, 93, 7552,
     "33775522323000"
     "66566166266566"
     "77577177277577"
     "44331331332344"
     "00541141242500"
     "00615525515500"
     "00701611622600"
     "00403723713700"
     "00304454414400"
     "00107456250000"
     "00001040620000"
     "00004060020000"
     "00000000030000"
     "00000000000000"},
    {14, 7, 76, 79, 8039,
     "05442255771164"
     "55755155355655"
     "22443447441442"
     "33723127321620"
     "05724464474460"
     "05573177361660"
     "02204564574510"
     "00202242242240"
     "00304726537100"
     "00007663311400"
     "00000000000000"
     "00000000000000"
     "00000000000000"
     "00000000000000"},
    {14, 7, 90, 93, 9191,
     "44737551166220"
     "22622322522722"
     "44644344544744"
     "11226227223221"
     "00616317513710"
     "00235535565200"
     "00436267233400"
     "00172432462100"
     "00771151151000"
     "00465315612000"
     "00603050101000"
     "00007030500000"
     "00006000000000"
     "00000000000000"},
    {14, 7, 89, 92, 9126,
     "66323053522411"
     "77477677375747"
     "11411611315141"
     "27757737766772"
     "02452632366240"
     "00711511411470"
     "00151436566410"
     "00274575477120"
     "00427123125200"
     "00640753707000"
     "00720105161000"
     "00020210202000"
     "00030500600000"
     "00070100000000"},
    {14, 7, 88, 91, 11641,
     "06633776614125"
     "11311411711211"
     "55355455755255"
     "65535545535566"
     "06336446736221"
     "00227224227125"
     "00134147734551"
     "00557544154671"
     "00662652561700"
     "00067367622550"
     "00070744362200"
     "00000403030200"
     "00000000020000"
     "00000000000500"},
    {14, 7, 103, 128, 11039,
     "75266773361140"
     "66466566466766"
     "22422522422722"
     "33151171141133"
     "15453573443710"
     "75615117115640"
     "72252422441240"
     "21315677616310"
     "55135417230100"
     "00441231350000"
     "00437637600000"
     "00502270500000"
     "00304320700000"
     "00003200000000"},
    {14, 7, 88, 91, 9591,
     "25677552244636"
     "11511311611211"
     "44544344644244"
     "71151161121177"
     "17557367627230"
     "27335336330130"
     "25156165120460"
     "65415416410700"
     "06773776770400"
     "01733743020000"
     "00174405000000"
     "00300000000000"
     "00000000000000"
     "00000000000000"},
    {14, 7, 90, 91, 10388,
     "02114433225577"
     "33233133133233"
     "55255155155255"
     "77661626626677"
     "44271127127244"
     "66345514554366"
     "02561341326500"
     "02741514561700"
     "01406754770400"
     "00607425440600"
     "00004664660700"
     "00006376650100"
     "00000042010000"
     "00000066060000"},
    {14, 7, 90, 93, 9585,
     "04455773366525"
     "44744344544244"
     "11711311511211"
     "66445443442446"
     "00765363562263"
     "00747757727420"
     "00465423452120"
     "00104154124650"
     "00606676676630"
     "00006527137700"
     "00000602010300"
     "00000201070000"
     "00000000000000"
     "00000000000000"},
    {14, 8, 88, 91, 12224,
     "05577331166424"
     "44644144544344"
     "88688188588388"
     "72232252212277"
     "07637157517325"
     "08465661667420"
     "00831455416840"
     "00725821820750"
     "00876776770600"
     "00052783210700"
     "00024238120500"
     "00040802070600"
     "00080301060000"
     "00000403010000"},
    {14, 8, 103, 26, 9612,
     "11668873760000"
     "44244644844784"
     "55255655855755"
     "11323363383311"
     "00221661881770"
     "00272778773700"
     "00466866487400"
     "00522468534500"
     "00132838110100"
     "00117617230700"
     "00886483040000"
     "00008553360000"
     "00005127460000"
     "00000502000000"},
    {14, 8, 88, 91, 13491,
     "32551185588141"
     "88288388788588"
     "44244344744544"
     "61151171121166"
     "36256376726522"
     "37832335336841"
     "02455872827440"
     "72612475410610"
     "05763613660610"
     "05514867330200"
     "00046773360800"
     "00050428050700"
     "00060602030100"
     "00000203070000"},
    {14, 8, 90, 93, 11110,
     "71166558822440"
     "33633733133533"
     "22622722122522"
     "88441445446448"
     "75681785186580"
     "70334474414300"
     "10241715376200"
     "50804374214800"
     "00608248848000"
     "00305887214000"
     "00506678101000"
     "00403260700000"
     "00004020800000"
     "00002080000000"},
    {14, 8, 90, 93, 9496,
     "04881133558820"
     "66366266166566"
     "77377277177577"
     "44882883885844"
     "22342243145520"
     "04618818838820"
     "04702633615680"
     "01478718738700"
     "00104484484400"
     "00208010365000"
     "00000705030000"
     "00007553360000"
     "00000000060000"
     "00000000000000"},
    {14, 8, 88, 91, 10458,
     "04417122668844"
     "55655855755155"
     "33633833733133"
     "42212272262244"
     "04614874764100"
     "00887886887500"
     "00516577560300"
     "00327326320400"
     "00448448440400"
     "00037226180700"
     "00047281570000"
     "00061302010000"
     "00003608050000"
     "00006805000000"},
    {14, 8, 105, 162, 9374,
     "58833112266770"
     "33633533833433"
     "77677577877477"
     "55112112115110"
     "50646646686600"
     "80332542885400"
     "00742365665400"
     "00341744881300"
     "00581665387700"
     "00356826764000"
     "00078722640000"
     "00003161500000"
     "00007012200000"
     "00000001000000"},
    {14, 8, 88, 91, 10149,
     "02255886624244"
     "77477577277677"
     "33433533233633"
     "18868828848811"
     "01461521241600"
     "00554552554700"
     "00762724744300"
     "00384382382100"
     "00115112115500"
     "00023585766400"
     "00030308170600"
     "00000808050000"
     "00000007060000"
     "00000001010000"},
    {14, 8, 103, 102, 10262,
     "88661155717660"
     "22522622122722"
     "88588688188788"
     "43363313373344"
     "04564614174750"
     "00256551556200"
     "00877277273800"
     "00462611837400"
     "00836231445500"
     "00245745310000"
     "00026214510000"
     "00002830470000"
     "00003440730000"
     "00000300070000"},
    {14, 8, 90, 93, 10368,
     "01778822554455"
     "33233133833733"
     "66266166866766"
     "55442447448445"
     "01252157858750"
     "01381121171100"
     "07632377328300"
     "00504624674600"
     "08085515575500"
     "00873245211500"
     "00006402040100"
     "00007304010000"
     "00006000020000"
     "00006700000000"},
    {14, 8, 74, 77, 10210,
     "03571733662244"
     "88288488188788"
     "66266466166766"
     "02535575525535"
     "03443441445784"
     "03231473122877"
     "05833871821634"
     "00654654650434"
     "00251346720558"
     "00081417650500"
     "00027604070100"
     "00066801060800"
     "00008106020700"
     "00000000010200"},
    {14, 8, 90, 93, 10444,
     "21636551188220"
     "44844644344544"
     "22822622322522"
     "77116115113177"
     "77876675373500"
     "20438868838400"
     "20236435463200"
     "10761265231700"
     "00187781787000"
     "00445317872000"
     "00703655707000"
     "00808030500000"
     "00004060000000"
     "00006000000000"},
    {14, 8, 61, 64, 9533,
     "33445517155220"
     "33633433733533"
     "81161151161188"
     "28611711411522"
     "02668458768540"
     "00362752462300"
     "00814117117800"
     "00286487784200"
     "00321421727400"
     "00660358307000"
     "00000810802000"
     "00000280200000"
     "00000100800000"
     "00000000500000"},
    {14, 8, 106, 29, 10105,
     "02271733556677"
     "44544144244744"
     "82588188288788"
     "33665667665663"
     "00535137235730"
     "00421121151400"
     "00865477275800"
     "00386827856300"
     "00003326253700"
     "00001613712200"
     "00001315460000"
     "00007104820000"
     "00006801340000"
     "00008000400000"},
    {14, 8, 75, 78, 10245,
     "44885537386872"
     "44144644844344"
     "22122622822322"
     "57717767787755"
     "05133633835370"
     "00415865683470"
     "00218661886220"
     "00576377376530"
     "00451657858300"
     "00660453455200"
     "00000212200500"
     "00000520510000"
     "00000100100000"
     "00000000200000"},
    {14, 8, 90, 93, 8864,
     "22117744171000"
     "66366866866166"
     "55355855855155"
     "22773774778772"
     "00323824828120"
     "00661141131600"
     "00503634648500"
     "00207547537200"
     "00202212212000"
     "00601578470000"
     "00006054370000"
     "00005008410000"
     "00000048030000"
     "00000003000000"},
    {14, 8, 90, 93, 9158,
     "66118855212770"
     "88388588388188"
     "66366566366166"
     "44775772775774"
     "00345542345140"
     "00843313323800"
     "00605822815600"
     "00407612627400"
     "00604437434000"
     "00401784217000"
     "00004073512000"
     "00007030320000"
     "00000000020000"
     "00000000000000"},
    {14, 8, 90, 93, 8983,
     "06887733818000"
     "22422322722822"
     "55455355755855"
     "66117114117116"
     "55467364767860"
     "06238838848200"
     "06517244237500"
     "03601531541600"
     "00306686686000"
     "00508174310000"
     "00001002010000"
     "00000224080000"
     "00000004000000"
     "00000000000000"},
    {14, 9, 76, 78, 13003,
     "08199441166727"
     "88488288688588"
     "33433233633533"
     "11995996992911"
     "77414454644577"
     "05875266512823"
     "08315856672320"
     "08159359419170"
     "01791141671730"
     "00507717827600"
     "00009974362200"
     "00000944150300"
     "00000407765000"
     "00000000760500"},
    {14, 9, 104, 73, 11386,
     "08663322445799"
     "55455755855355"
     "11411711811311"
     "92272262242299"
     "09479769849300"
     "08347338633500"
     "08575545546100"
     "06127538625900"
     "00997148695600"
     "00033953377900"
     "00011264563300"
     "00000822130000"
     "00000198920000"
     "00000080200000"},
    {14, 9, 90, 93, 10341,
     "33447711828770"
     "66966466566466"
     "33933433533433"
     "11778772779771"
     "00918412519410"
     "00994454484480"
     "00608682659600"
     "00307352387300"
     "00101147141100"
     "00304571527800"
     "00909052125000"
     "00005020286000"
     "00000000658000"
     "00000000060000"},
    {14, 9, 104, 107, 10533,
     "06644884477121"
     "00062478395966"
     "33633533933233"
     "88688588988288"
     "44117112119114"
     "00647542949249"
     "00326676656325"
     "00807352379829"
     "00401871851419"
     "00004464464600"
     "00000207045750"
     "00000703035100"
     "00000000019000"
     "00000000001500"},
    {14, 9, 102, 105, 11284,
     "08833119955616"
     "00084371529233"
     "88988688288588"
     "77977677277577"
     "43313313353344"
     "04914614254512"
     "00869662669810"
     "00712819259760"
     "00439732832420"
     "00046446746300"
     "00040407490500"
     "00000705050600"
     "00000000060200"
     "00000000000000"},
    {14, 9, 88, 91, 12153,
     "03355442216898"
     "77277177677577"
     "88288188688588"
     "44393323363344"
     "00294124664535"
     "00115119116790"
     "00799725766890"
     "00835839831480"
     "00441441443350"
     "00036514224100"
     "00060671928400"
     "00000102040500"
     "00000709080800"
     "00000007090000"},
    {14, 9, 90, 93, 11935,
     "44229955717990"
     "33833433233533"
     "99899499299599"
     "66771774772776"
     "06861464262560"
     "44385515585300"
     "06921384312900"
     "06607917987600"
     "00406656656000"
     "00802698517000"
     "00208365819000"
     "00006080771000"
     "00403050170000"
     "00002030510000"},
    {14, 9, 88, 91, 12200,
     "07744881133292"
     "66866266766466"
     "33833233733433"
     "15595545595511"
     "01891241791496"
     "03628227229690"
     "00397648694320"
     "00158357350160"
     "00312112110300"
     "00075418510900"
     "00052581750600"
     "00020105090400"
     "00030807040000"
     "00000208070000"},
    {14, 9, 88, 91, 13737,
     "02211445588383"
     "75776727377477"
     "15116121311411"
     "98848858828899"
     "05946959329483"
     "07663664667780"
     "01044153722190"
     "09083584187960"
     "00096626997620"
     "00027974756290"
     "00051016871890"
     "00009097014130"
     "00005068040330"
     "00000099080400"},
    {14, 9, 90, 93, 10430,
     "01187866559921"
     "99399799699899"
     "55355755655855"
     "44113112117114"
     "00343742647843"
     "00916626636631"
     "00523932927901"
     "00471521531502"
     "00004464464400"
     "00007265894200"
     "00007608040300"
     "00008606080400"
     "00002700000000"
     "00007000000000"},
    {14, 9, 89, 92, 11354,
     "08833992255747"
     "63667646866266"
     "93997949899299"
     "15575535545511"
     "03177131841241"
     "06022822422645"
     "09076439843971"
     "01079858457141"
     "00051249210554"
     "00011362620400"
     "00080196930700"
     "00010610120500"
     "00000960870300"
     "00000090280000"},
    {14, 9, 119, 160, 12473,
     "32565993366110"
     "11611411911511"
     "77677477977577"
     "88332332336338"
     "02682482986580"
     "82185545595100"
     "03762442996700"
     "08863169663800"
     "02858745198000"
     "08344859751000"
     "02449936877000"
     "02409093600000"
     "00004098700000"
     "00800005500000"},
    {14, 9, 71, 75, 11335,
     "04008899332260"
     "77377577877477"
     "99399599899499"
     "16626626636611"
     "21321521831460"
     "54545548443760"
     "28423833730920"
     "25523328960100"
     "58735868110000"
     "08265814900000"
     "55914380000000"
     "04110700000000"
     "02101900000000"
     "04500100000000"},
    {14, 9, 88, 91, 11133,
     "42688667733110"
     "11911811611211"
     "55955855655255"
     "34474494464433"
     "73973893663200"
     "42887889881100"
     "42179197162500"
     "66547549540300"
     "47338338330000"
     "04756879320000"
     "00808090200000"
     "00505080900000"
     "00400000000000"
     "00000000000000"},
    {14, 9, 90, 93, 13321,
     "12277668899660"
     "66466266366166"
     "55455255355155"
     "77882889884887"
     "83472279374170"
     "18691131121600"
     "14532629634500"
     "20798539528700"
     "40397718717000"
     "00455727796000"
     "00844276998000"
     "00512357880000"
     "00103035590000"
     "00401000080000"},
    {14, 9, 90, 93, 10909,
     "02116699113349"
     "77577477677977"
     "22522422622922"
     "88331331339338"
     "88581481689983"
     "02754464454749"
     "02241751769249"
     "01803263253830"
     "00508848848000"
     "00804467961530"
     "00005776600300"
     "00000000055000"
     "00000000000000"
     "00000000000000"},
    {14, 9, 116, 119, 10288,
     "88224411757990"
     "46616369663664"
     "42212329223224"
     "77977577177377"
     "48918589183384"
     "64454494414404"
     "20952596116306"
     "80335339332702"
     "00759795718808"
     "00845349849000"
     "00865643353000"
     "00723262150000"
     "00087858570000"
     "00076605030000"},
    {14, 9, 88, 91, 9803,
     "04455881158599"
     "77277377577977"
     "44244344544944"
     "18868828838811"
     "01261321531922"
     "00756559558700"
     "00469326738400"
     "00186789485100"
     "00015415116900"
     "00049168763600"
     "00090506010300"
     "00000907070200"
     "00000600030000"
     "00000000000000"},
    {14, 10, 119, 121, 11766,
     "449934322aa880"
     "68665663662669"
     "78775773772779"
     "a1181121141191"
     "08a85a23a42a99"
     "06433533233436"
     "07785526246497"
     "0a08699895991a"
     "000175152874a0"
     "000aa3a825a300"
     "00079459398000"
     "00007427a16000"
     "0000531a6a0000"
     "00000501160000"},
    {14, 10, 104, 106, 10816,
     "05a227aa334411"
     "98877464645100"
     "33a33633733233"
     "11a11611711211"
     "8844544944a488"
     "09a8568978a200"
     "05387767277300"
     "0512532965a100"
     "02875164264800"
     "00a94878708500"
     "00a08763300000"
     "00207a66100000"
     "00209848800000"
     "00900980000000"},
    {14, 10, 119, 150, 11696,
     "aa616116622550"
     "88588788988988"
     "44544744944944"
     "3311a116117113"
     "4453a736937930"
     "008155255a5500"
     "0041a8268a7900"
     "00361662661800"
     "00a234274a3400"
     "00232352355300"
     "00381a66272000"
     "0040a091700000"
     "008030a3900000"
     "00008009000000"},
    {14, 10, 88, 91, 12495,
     "166998822aa330"
     "44344144a44844"
     "77377177a77877"
     "56696626686655"
     "15395125a858a0"
     "14419112113400"
     "60792429488700"
     "40569762767500"
     "0095155155aa00"
     "00118922a80000"
     "00439625870000"
     "00301090200000"
     "00003060500000"
     "00006050700000"},
    {14, 10, 90, 93, 11296,
     "05993225588440"
     "22a22422422722"
     "11a11411411711"
     "8855655a559558"
     "a5a8648a489780"
     "05263363373300"
     "0917627a269200"
     "00865165175100"
     "0a368868838800"
     "00137737834000"
     "00902050303000"
     "00a90670700000"
     "00106000000000"
     "00109060000000"},
    {14, 10, 88, 91, 11397,
     "0aa6644aa11585"
     "77277977577a77"
     "66266966566a66"
     "38898848818833"
     "03293943513a82"
     "00224229223780"
     "00799744519650"
     "00684689780320"
     "00332332630100"
     "000a86443a0300"
     "00080874550200"
     "00000405130900"
     "00000701090000"
     "00000007010000"},
    {14, 10, 90, 93, 12921,
     "61673556688220"
     "22822724232282"
     "55855754535585"
     "aa11611611811a"
     "998a67a6a38a89"
     "74294434474420"
     "41576776938950"
     "71a712318780a0"
     "7693a544941090"
     "00449a9232a000"
     "04305965059000"
     "0001aa3a0a2000"
     "001000a9099000"
     "00401003090000"},
    {14, 10, 90, 93, 11698,
     "6688aa88336764"
     "99199896959949"
     "22122826252242"
     "aa77377177377a"
     "001a38a1a53a44"
     "00958818868844"
     "00203961813590"
     "00a07217767725"
     "0060aa8628a7a0"
     "005083a9193650"
     "00005032922440"
     "0000307a0a4000"
     "00000097021000"
     "00000009010000"},
    {14, 10, 88, 91, 12494,
     "a3599117746499"
     "22322622122522"
     "44344644144544"
     "877977a7737788"
     "683986a8138500"
     "a311611911a500"
     "a32992a6236200"
     "55476479476400"
     "06881881884800"
     "006715733a1900"
     "08920055a10100"
     "00082200030000"
     "00870000000000"
     "00070000000000"},
    {14, 10, 104, 107, 13702,
     "01199aa4422858"
     "066199aa742663"
     "77877277577977"
     "aa8aa2aa5aa9aa"
     "11663664669661"
     "00813214519913"
     "00798848838853"
     "00a13734749756"
     "00166a46a36a88"
     "00001181181180"
     "0000193a574200"
     "00000a07020200"
     "00000305040800"
     "00000103050400"},
    {14, 10, 75, 77, 10800,
     "6645499aa66390"
     "88388688488588"
     "11311611411511"
     "2277377a797722"
     "00366569662570"
     "00823925493890"
     "001535a9497190"
     "00257646871230"
     "00a4267a120700"
     "006a982a210000"
     "00887157600000"
     "0000a202100000"
     "00008704400000"
     "00002205500000"},
    {14, 10, 90, 92, 11934,
     "0aa22113388545"
     "33233a33633933"
     "77277a77677977"
     "8844244a445448"
     "11282a8a685981"
     "00316696266317"
     "007a232a915740"
     "00864794234840"
     "00108898648150"
     "00001161391870"
     "00006211709900"
     "00000655800700"
     "00000504100000"
     "00000000400000"},
    {14, 10, 90, 93, 10011,
     "03399252885577"
     "33133a33433633"
     "77177a77477677"
     "9955155255a559"
     "00191a9249a690"
     "00338848868600"
     "0078136234a300"
     "00905745765700"
     "00009989989900"
     "0000815865a700"
     "000009564a0a00"
     "00000821060000"
     "00000212040000"
     "00000024000000"},
    {14, 10, 90, 92, 13250,
     "05aa8899aa7744"
     "1998090a376400"
     "66766566166966"
     "22722522122922"
     "4488a88788a884"
     "33745595155943"
     "1563a51794a630"
     "1522a69713a200"
     "9a418298568400"
     "00354454134300"
     "05023343603600"
     "00521033200000"
     "00000880400000"
     "00000108300000"},
    {14, 10, 89, 92, 12429,
     "9957744aa22338"
     "04475764295511"
     "66166966566a66"
     "22122922522a22"
     "44778773771774"
     "00155355855a48"
     "00648843341618"
     "00248323891283"
     "00477507597410"
     "00974904554110"
     "00a5a6026a3200"
     "000a6200230000"
     "00000400408800"
     "00000600300000"},
    {14, 10, 90, 93, 12920,
     "231556688aa440"
     "99a99399299599"
     "44a44344244544"
     "7711611811a117"
     "73a7637827a570"
     "23952262282500"
     "2141698896a900"
     "1770146148a400"
     "22707727721700"
     "00506689a87000"
     "0050639a874000"
     "00205060908000"
     "00101030a07000"
     "000030a0700000"},
    {14, 10, 90, 93, 11040,
     "44112299757990"
     "33833433933133"
     "aa8aa4aa9aa1aa"
     "66772775778766"
     "66862465968100"
     "00319959949300"
     "00a82345358a00"
     "00607a57a47600"
     "00406696696000"
     "0010152a952000"
     "00801457a59000"
     "006050a0273000"
     "00004070320000"
     "00008040730000"},
    {14, 10, 106, 40, 10973,
     "0a22993377aa11"
     "55455655855755"
     "33433633833773"
     "11aa4aa9aa7aa1"
     "0a414619817710"
     "0a596626686600"
     "02364544747500"
     "0018a32938a300"
     "0909112a781100"
     "00960361462100"
     "000685575a0200"
     "00000004320000"
     "00000805140000"
     "00000000400000"},
    {15, 6, 141, 127, 10254,
     "000050663322121"
     "445441441443445"
     "622322522122522"
     "065361561163565"
     "004434434454425"
     "005331531153524"
     "004665663664216"
     "006335233156600"
     "000211331240200"
     "000645143630000"
     "000046306000000"
     "000054104000000"
     "000056606000000"
     "000004006000000"
     "000000400000000"},
    {15, 6, 127, 130, 11391,
     "005033221445400"
     "242252232252242"
     "141151131151141"
     "611311411511311"
     "046356436556346"
     "026224225223220"
     "015324435523320"
     "065116646656110"
     "000664155143660"
     "000602642652330"
     "000060362466000"
     "000000020413000"
     "000000010165000"
     "000000060665000"
     "000000000014000"},
    {15, 6, 126, 118, 12098,
     "044115533626225"
     "661636166566366"
     "221232122522322"
     "446656636616644"
     "001454134514345"
     "006423225224625"
     "002153635616242"
     "004061511210410"
     "000031415462000"
     "000063562340400"
     "000022543340200"
     "000041150620000"
     "000011250020000"
     "000005430060000"
     "000000500060000"},
    {15, 6, 125, 127, 10771,
     "661166224455353"
     "212232262322622"
     "414434464344644"
     "022521225223220"
     "016531665343650"
     "026166366566250"
     "041121325533430"
     "000445414422500"
     "000141352502200"
     "000615612600000"
     "000514415200000"
     "000241543400000"
     "000102040300000"
     "000004050000000"
     "000000000000000"},
    {15, 6, 112, 115, 13530,
     "155441166224411"
     "554553552553525"
     "664663662663626"
     "121121141311411"
     "164553255453550"
     "355423242443420"
     "266126626636450"
     "362213235423160"
     "304115526535100"
     "524133662363600"
     "000045543365000"
     "505006315136000"
     "002003050306000"
     "000000000000000"
     "000000000000000"},
    {15, 6, 110, 113, 11123,
     "055115522336460"
     "556545253545535"
     "116141213141131"
     "055655355255255"
     "004434464464430"
     "006631363263250"
     "005112116114210"
     "001636362261510"
     "000542546540400"
     "000541251240400"
     "000656525350600"
     "000012131410100"
     "000060203040000"
     "000000000000000"
     "000000000000000"},
    {15, 6, 141, 132, 9577,
     "226611445000010"
     "353233533133233"
     "454244544144244"
     "061665616626612"
     "044544544144210"
     "051565513126300"
     "036626626620420"
     "041525525160200"
     "006113115460500"
     "002425654130000"
     "000263420300000"
     "000303560400000"
     "000401310300000"
     "000006460000000"
     "000000100000000"},
    {15, 6, 111, 114, 11738,
     "556611656330000"
     "232122122522622"
     "434144144544644"
     "223226223221244"
     "033166153511600"
     "024454414464400"
     "043233533133200"
     "002456113561400"
     "005352512162200"
     "003044342342400"
     "000030253226600"
     "000040460460000"
     "000000125050000"
     "000000400510000"
     "000000200010000"},
    {15, 6, 110, 45, 10736,
     "442211336633662"
     "131141161121141"
     "535545565525545"
     "616113114112112"
     "055255455355342"
     "035565535522016"
     "016216114312050"
     "056261434351000"
     "001566431560000"
     "004551553000000"
     "005043160000000"
     "000013010000000"
     "000051050000000"
     "000020000000000"
     "000050000000000"},
    {15, 6, 127, 130, 13783,
     "221155363000000"
     "446446446446464"
     "116116116116161"
     "225355255655255"
     "336326226626262"
     "554114114113113"
     "001334234633245"
     "002556646626610"
     "003214524543220"
     "005341241221530"
     "002504364364250"
     "004401551551300"
     "000002562002500"
     "000003063003000"
     "000005035005000"},
    {15, 6, 127, 130, 12605,
     "552233116644656"
     "221224225226221"
     "331334335336331"
     "002252212242262"
     "001454315246461"
     "002033433533133"
     "003052412542162"
     "005026656616623"
     "004023413553150"
     "000041351315354"
     "000010166060560"
     "000000622020300"
     "000000060060440"
     "000000000020300"
     "000000000050300"},
    {15, 6, 125, 128, 12837,
     "221516633554402"
     "454434414414454"
     "656636616616656"
     "663663665661662"
     "253233215211251"
     "044344544144042"
     "043343545141162"
     "066225221266020"
     "022361565122010"
     "002425421440000"
     "003532302000000"
     "000566006000000"
     "000102002000000"
     "000300005000000"
     "000000000000000"},
    {15, 6, 128, 131, 11527,
     "022331316644220"
     "000265566442000"
     "223221225225226"
     "443441445445446"
     "002232212212262"
     "003155355655155"
     "003031315615166"
     "002032443446442"
     "004024316613164"
     "000065523526520"
     "000063364404000"
     "000051352602000"
     "000010104004000"
     "000000500004000"
     "000000000000000"},
    {15, 6, 80, 83, 12847,
     "335446611335623"
     "443445424644344"
     "113115121611311"
     "034454464424420"
     "003115112116320"
     "004252265624430"
     "001355162425160"
     "003241241145600"
     "003255621443300"
     "004544045156100"
     "004421015561000"
     "000464062510000"
     "000042010050000"
     "000006020000000"
     "000000000000000"},
    {15, 6, 125, 128, 13899,
     "332211445515626"
     "323343353133433"
     "626646656166466"
     "331335332331336"
     "021245152151440"
     "044544244244320"
     "031535232211620"
     "063116115113460"
     "003565266245160"
     "002526455405400"
     "000421301301600"
     "000033503604000"
     "000003004104000"
     "000000005000000"
     "000000001000000"},
    {15, 6, 125, 128, 10748,
     "041262553355440"
     "335331334343133"
     "225221224242122"
     "033633533633500"
     "035661534644500"
     "041141151161100"
     "043643553661500"
     "012114115110300"
     "003345354360100"
     "000114215510300"
     "000361061140200"
     "000622022630000"
     "000066006020000"
     "000005000010000"
     "000002000000000"},
    {15, 6, 96, 99, 13006,
     "663322554642501"
     "556553525565535"
     "446443424464434"
     "115526553552551"
     "006126123162132"
     "005544344644354"
     "004026623352641"
     "001025355645211"
     "006053441411630"
     "005015215112620"
     "000034411632040"
     "000051103655400"
     "000044000403000"
     "000000000301000"
     "000000000000000"},
    {15, 6, 128, 130, 14286,
     "066335451122110"
     "221224225225221"
     "661664665665661"
     "336656616646646"
     "001354315345341"
     "002622522122421"
     "006354512142442"
     "003062335313366"
     "000036561156433"
     "000033235213250"
     "000005413231500"
     "000003466464000"
     "000003553631000"
     "000004546245000"
     "000000422110000"},
    {15, 7, 125, 128, 12711,
     "266331155667744"
     "171121171131161"
     "474424474434464"
     "443446447442445"
     "573526577532560"
     "211311711611410"
     "213326717612340"
     "644227223224050"
     "055313747645000"
     "003147153653000"
     "000052502170000"
     "000014004230000"
     "000005005020000"
     "000000006000000"
     "000000002000000"},
    {15, 7, 124, 25, 15009,
     "001663322443346"
     "677477277517277"
     "611411211511211"
     "353363343343356"
     "655462245542246"
     "226225226223741"
     "744544544743115"
     "157717746134520"
     "036575536243200"
     "056515532437100"
     "002472454670700"
     "001767706060000"
     "001130100000000"
     "006770200000000"
     "000520500000000"},
    {15, 7, 94, 97, 11714,
     "442277556622313"
     "464744144344544"
     "262722122322522"
     "445443474414410"
     "022625221223510"
     "063373363310430"
     "065665171310200"
     "045675461440200"
     "024232232260300"
     "004723775770000"
     "006463571030000"
     "000254147000000"
     "000605010000000"
     "000000000000000"
     "000000000000000"},
    {15, 7, 125, 128, 12310,
     "074422114477660"
     "336363323343733"
     "556565525545755"
     "011211416117110"
     "076261426747740"
     "075575255455300"
     "043273236437500"
     "075164667651400"
     "007277254416000"
     "000554547531000"
     "000736426153000"
     "000255131204000"
     "000052312605000"
     "000021166300000"
     "000000000500000"},
    {15, 7, 141, 145, 11129,
     "400077113431166"
     "772771774772737"
     "552551554552535"
     "566166366264660"
     "452101304214630"
     "405525535545570"
     "007127337244250"
     "005171773774000"
     "003626126646000"
     "005354543612000"
     "000031123427000"
     "000001627465000"
     "000007465302000"
     "000005636600000"
     "000000751000000"},
    {15, 7, 113, 116, 11460,
     "775511667375544"
     "226225221223227"
     "446445441443447"
     "002262252212232"
     "006365151313437"
     "002077377677577"
     "004062116115112"
     "007024355616534"
     "003056326625520"
     "000030721711700"
     "000060602352000"
     "000000204704000"
     "000000006100000"
     "000000002000000"
     "000000001000000"},
    {15, 7, 158, 124, 13950,
     "553344553346400"
     "262252242232242"
     "161151141131141"
     "722322522622322"
     "067357547637347"
     "065445446443440"
     "020325526623320"
     "016217757377210"
     "070755256313770"
     "000034765674000"
     "000601457336000"
     "000062775706000"
     "000021216204000"
     "000001074700000"
     "000007075000000"},
    {15, 7, 125, 128, 11260,
     "471166757113366"
     "242522122622722"
     "343533133633733"
     "224226227221220"
     "344516157631700"
     "423353363313300"
     "434556267211200"
     "734275774772300"
     "002354365310600"
     "007535664030000"
     "003057437000000"
     "005042252000000"
     "000004072000000"
     "000000021000000"
     "000000000000000"},
    {15, 7, 111, 114, 12201,
     "766336677441414"
     "112113141711311"
     "552553545755355"
     "756466264667665"
     "701131121141150"
     "602433224747310"
     "502466766266310"
     "001631224747140"
     "005315716216500"
     "003062644612200"
     "003020216720500"
     "005030657160100"
     "000000770500000"
     "000000700600000"
     "000000200000000"},
    {15, 7, 141, 144, 10476,
     "416774477116203"
     "377552266754341"
     "551556553545575"
     "221226223242272"
     "415545655355153"
     "411746623346173"
     "665037717767750"
     "032035615366120"
     "003044144644510"
     "007032612161300"
     "000075175672300"
     "000040400450400"
     "000050500520000"
     "000040600520100"
     "000000000000000"},
    {15, 7, 110, 113, 13123,
     "077443355226567"
     "323353373313323"
     "626656676616626"
     "337332335337334"
     "427452475417427"
     "036166266526637"
     "067441445447160"
     "043135231527541"
     "004161265523510"
     "000644644664600"
     "000712035512000"
     "000103003030000"
     "000004004060000"
     "000004000040000"
     "000001000000000"},
    {15, 7, 126, 129, 11977,
     "776622445565611"
     "244344744744344"
     "211311711711311"
     "662665662665660"
     "202365762735312"
     "403373353323320"
     "102475452425410"
     "006144744244110"
     "007576256726100"
     "005034734235300"
     "000050406455000"
     "000040107176300"
     "000000200703200"
     "000000400030000"
     "000000600003000"},
    {15, 7, 125, 128, 11809,
     "013366225536377"
     "112114116151131"
     "772774776757737"
     "511511211411611"
     "052524276456630"
     "017737747727730"
     "011531241426610"
     "037663665663170"
     "004535143124700"
     "005173675070400"
     "000446706010000"
     "000207007070000"
     "000002002040000"
     "000007000050000"
     "000000000000000"},
    {15, 7, 126, 129, 14785,
     "122616677445533"
     "227224262272212"
     "557554565575515"
     "433133433733633"
     "147134464772610"
     "142557551554550"
     "235167421724620"
     "043322622122350"
     "344667151654300"
     "001605655155200"
     "000112207220000"
     "001305305370000"
     "003006700700000"
     "000100500000000"
     "000000600000000"},
    {15, 7, 125, 153, 13098,
     "001144335577575"
     "636466266466266"
     "131411211411211"
     "575535575542550"
     "113112117113170"
     "266466266466270"
     "075575535543650"
     "073452557443100"
     "053474237451700"
     "031672231652000"
     "036255653402000"
     "062632270605000"
     "016132670100000"
     "026051150000000"
     "000010400000000"},
    {15, 7, 112, 114, 13349,
     "007113366443355"
     "262272212232272"
     "565575515535575"
     "422622322122722"
     "064674314134774"
     "027556553551520"
     "057624474644750"
     "041256363721240"
     "000446273651400"
     "000035445445500"
     "000001624134400"
     "000066257140000"
     "000001042270000"
     "000001620400000"
     "000000000700000"},
    {15, 7, 110, 112, 11958,
     "000012266223344"
     "737477177377477"
     "221224223223226"
     "631464163363465"
     "577377477177450"
     "031354453153700"
     "071551545532600"
     "062314412156500"
     "056711746775400"
     "005425155305500"
     "000702712700000"
     "000606607600000"
     "000505501500000"
     "000000600700000"
     "000000100000000"},
    {15, 7, 111, 113, 13844,
     "033667755626440"
     "332335337335336"
     "112115117115116"
     "433633233733733"
     "042645247745746"
     "003525565525503"
     "001677674773701"
     "004323466721304"
     "000421664324400"
     "000354757452000"
     "000116273524000"
     "000001371520000"
     "000007454260000"
     "000000705020000"
     "000000000000000"},
    {15, 8, 141, 143, 13687,
     "033767448855440"
     "000322885564000"
     "088161288775350"
     "442442443448447"
     "112112113118117"
     "055655355855255"
     "002662373868207"
     "007737767727704"
     "004688683884201"
     "001534366821500"
     "000331663527300"
     "000274878571300"
     "000876364160500"
     "000213501750000"
     "000230607010000"},
    {15, 8, 111, 24, 11995,
     "005887733554411"
     "181131161771161"
     "484434464474464"
     "255357558556552"
     "082337268276260"
     "085448344744110"
     "015318318776640"
     "048347176615020"
     "020526636742000"
     "000278665426000"
     "000004332240000"
     "000007435060000"
     "000005362020000"
     "000002040000000"
     "000000020000000"},
    {15, 8, 125, 127, 11759,
     "518844336617188"
     "565575525455355"
     "868878828488388"
     "117116113112100"
     "267476423462300"
     "551611711311500"
     "587656753322800"
     "121442464471700"
     "001686721307800"
     "002182163107000"
     "004044643401000"
     "000061382507000"
     "000006030800000"
     "000000000200000"
     "000000000000000"},
    {15, 8, 111, 114, 13068,
     "161778833442255"
     "455487364822500"
     "776772757577877"
     "116112151511811"
     "334484464424433"
     "366382363523800"
     "466455855655700"
     "417482668820100"
     "001547846620300"
     "033131550540200"
     "007073670730000"
     "001010710120000"
     "000000030380000"
     "003000000000000"
     "000000000000000"},
    {15, 8, 125, 128, 14651,
     "113388121667788"
     "554551554552553"
     "774771774772773"
     "688188488288388"
     "064161464262363"
     "005747727717705"
     "007145425215307"
     "006332331337806"
     "001841822816600"
     "004672671673800"
     "000433823070300"
     "000047527030000"
     "000056216000000"
     "000005022000000"
     "000000006000000"},
    {15, 8, 95, 98, 15204,
     "324116622331155"
     "776775737177677"
     "446445434144644"
     "882212252232288"
     "526815858138600"
     "327663661668600"
     "344711253730700"
     "458323251420400"
     "445086626880800"
     "001067133710500"
     "007064877580800"
     "004078042070000"
     "003036088050000"
     "000011025000000"
     "000000080000000"},
    {15, 8, 111, 114, 13069,
     "011887726211700"
     "383353363323343"
     "177677277877577"
     "081651261821541"
     "080334336338330"
     "030654266828540"
     "010755455255730"
     "000134236438110"
     "000113413213220"
     "000558576576000"
     "000085746752000"
     "000004132106000"
     "000008443306000"
     "000000405107000"
     "000000804500000"},
    {15, 8, 109, 112, 13749,
     "338833487733211"
     "656166566366466"
     "252122522322422"
     "778771778757745"
     "058181588356401"
     "044344144544615"
     "068838858854205"
     "028351138576400"
     "007337157526100"
     "003482485472700"
     "004640684657700"
     "000220278267000"
     "000400346370100"
     "000000280500000"
     "000000800600000"},
    {15, 8, 125, 128, 12665,
     "006442266882255"
     "171514112115117"
     "373534332335337"
     "866266466566766"
     "078284482585787"
     "016141151171141"
     "036241451571703"
     "084225227223608"
     "000647655678800"
     "000515817814500"
     "000122602123700"
     "000303003011300"
     "000808008030700"
     "000000008000700"
     "000000000000400"},
    {15, 8, 156, 27, 12482,
     "005522443377616"
     "881887885883181"
     "441447445443441"
     "266766566766566"
     "021727525723521"
     "008838818838818"
     "008738518733514"
     "004771775778562"
     "002631615634600"
     "000233133282200"
     "000081885030700"
     "000057107000000"
     "000004304000000"
     "000002202000000"
     "000000204000000"},
    {15, 8, 113, 36, 11646,
     "665533662277414"
     "883884885881886"
     "223224625221226"
     "007737767477577"
     "003288188358816"
     "008034165351518"
     "002038446448542"
     "006072162352788"
     "002053876884700"
     "000020314427400"
     "000030308450800"
     "000000102740700"
     "000000006570000"
     "000000001000000"
     "000000005000000"},
    {15, 8, 111, 114, 11504,
     "073116688224488"
     "655455255855355"
     "116112113118177"
     "676472273878300"
     "645545585535300"
     "576442283838500"
     "776522422622700"
     "401741681431800"
     "007257457657300"
     "003061262243000"
     "003010505530000"
     "001020706750000"
     "002000800500000"
     "000000600000000"
     "004000100000000"},
    {15, 8, 140, 126, 11469,
     "667755122774488"
     "656686646266166"
     "353383343233133"
     "778775774771770"
     "058085144241100"
     "022422522822600"
     "068465564831300"
     "036656616617800"
     "008448847803300"
     "007454517200000"
     "006258211600000"
     "000064162300000"
     "000037230100000"
     "000070220000000"
     "000000500000000"},
    {15, 8, 96, 99, 12219,
     "044121775511330"
     "558556551525545"
     "338336331323343"
     "077877177877277"
     "078646684661660"
     "005855255855240"
     "003846884221250"
     "007745284851730"
     "000463566536000"
     "000626151883000"
     "000427165808000"
     "000712723700000"
     "000064206100000"
     "000040000800000"
     "000000000600000"},
    {15, 8, 152, 110, 10871,
     "000177000000000"
     "525545535535545"
     "828848838838848"
     "112117114117116"
     "622647634637640"
     "033233233433050"
     "052774727757080"
     "081257224487060"
     "066285451461000"
     "007368826306000"
     "004224470000000"
     "007167450000000"
     "000167580000000"
     "002781260000000"
     "000066300000000"},
    {15, 8, 141, 144, 12447,
     "223766115544338"
     "557552565535585"
     "117112161131181"
     "044744644244744"
     "007732661230788"
     "005336338332338"
     "001781171161153"
     "008486678262710"
     "002855255655400"
     "004786678262400"
     "000713213613000"
     "000382550550000"
     "000445410410000"
     "000001600050000"
     "000000000000000"},
    {15, 8, 126, 129, 14163,
     "114665588331177"
     "775772776778771"
     "445442446448441"
     "713353383233833"
     "115252886218801"
     "147116151121107"
     "474656857227804"
     "463238288688300"
     "046236654224700"
     "007351213613300"
     "006627885830000"
     "006064238350000"
     "004002080500000"
     "000000000000000"
     "000000000000000"},
    {15, 8, 110, 94, 11854,
     "077884417188550"
     "226262522822722"
     "446464544844744"
     "331181151171133"
     "006383553873700"
     "002765667665200"
     "004576866273400"
     "003078757410300"
     "000015817330000"
     "000065836830000"
     "000026617300000"
     "000048247100000"
     "000035421600000"
     "000052361000000"
     "000000206000000"},
    {15, 9, 127, 129, 15959,
     "995357744331199"
     "554556558557552"
     "994996998997992"
     "113633833433233"
     "004616818417212"
     "005774787727705"
     "009674885425209"
     "001356626866301"
     "006164389229100"
     "009387121871900"
     "000325463618800"
     "002589682384400"
     "000681576120000"
     "000015163270000"
     "000201337740000"},
    {15, 9, 127, 130, 14208,
     "089955336622440"
     "773767172797787"
     "553565152595585"
     "044644844144344"
     "083663862194380"
     "087992991998990"
     "095672861178370"
     "077456626636350"
     "000512431428480"
     "000159129239800"
     "000704762161000"
     "000501547659000"
     "000005425318000"
     "000002236990000"
     "000000003000000"},
    {15, 9, 109, 112, 13978,
     "006991188331887"
     "577377677977577"
     "522322622922522"
     "131181191131144"
     "534384694934522"
     "758556553559767"
     "239989969935207"
     "418766783711408"
     "048286263241900"
     "005495495446200"
     "006080893494600"
     "006010010050500"
     "009040040000000"
     "000010000000000"
     "000000000000000"},
    {15, 9, 125, 128, 14166,
     "794663388118855"
     "223225292624272"
     "113115191614171"
     "588788688988488"
     "793735691984470"
     "793353363373320"
     "442755669972410"
     "451894995991400"
     "045255864876800"
     "006034835630500"
     "002079329260600"
     "004022713190000"
     "000001030900000"
     "000007000000000"
     "000000000000000"},
    {15, 9, 95, 98, 16384,
     "779698899224433"
     "554557585455955"
     "224227282422922"
     "113363393363311"
     "914167191461988"
     "775684887881500"
     "902667994466200"
     "901934837560100"
     "107318688230300"
     "003535252110100"
     "005582327740600"
     "001061018410800"
     "007056083070000"
     "005052034040000"
     "000020000060000"},
    {15, 9, 110, 113, 17560,
     "448980331122443"
     "007766003029277"
     "554559535255455"
     "664669636266466"
     "116636626696611"
     "884139121291488"
     "775442443448577"
     "006833822597603"
     "001762763699103"
     "008914634169804"
     "007985058812700"
     "004876067780700"
     "005571010070200"
     "000058080010000"
     "000007070000000"},
    {15, 9, 111, 113, 13773,
     "055669955282440"
     "977177477577877"
     "966166466566866"
     "229221224228233"
     "939131434538800"
     "705595515545700"
     "609766869668600"
     "302691918742300"
     "003392819643000"
     "000553656353000"
     "000886794584000"
     "000008614287000"
     "000001322320000"
     "000000103730000"
     "000000002070000"},
    {15, 9, 110, 113, 17046,
     "116778899221477"
     "033567389443350"
     "118112191311811"
     "668662696366866"
     "775595525525577"
     "448792727327844"
     "001883889884150"
     "006499423124650"
     "007353959651730"
     "004578099771400"
     "001541018442700"
     "008686064924600"
     "000837072246000"
     "000004045560000"
     "000003090050000"},
    {15, 9, 124, 126, 15682,
     "063355994323770"
     "014189547711000"
     "288288488188688"
     "233233433133633"
     "575575545515599"
     "279279449119600"
     "826221224227800"
     "375565755819300"
     "956871644350900"
     "096361754990000"
     "062952592120000"
     "064575870920000"
     "034858350430000"
     "061690900090000"
     "006000000000000"},
    {15, 9, 139, 128, 13437,
     "223399881167644"
     "755855655955355"
     "711811611911311"
     "434484464474422"
     "732882662972300"
     "593996998997500"
     "137377877577100"
     "243386868146200"
     "027767746225400"
     "003386829050500"
     "009769708010000"
     "002570500000000"
     "000140100000000"
     "000220200000000"
     "000030900000000"},
    {15, 9, 125, 128, 14631,
     "769558811223311"
     "335336373933833"
     "445446474944844"
     "112292282262211"
     "265196181961800"
     "763755955855300"
     "794793982867400"
     "921226227260100"
     "992727926820100"
     "005516577510700"
     "004482172330000"
     "009084536470000"
     "000041845160000"
     "000008010600000"
     "000000050000000"},
    {15, 9, 95, 98, 14090,
     "664883388112255"
     "313933133833933"
     "515955155855955"
     "244149484494422"
     "612129182892966"
     "736771779776377"
     "057169181897500"
     "024471389349200"
     "064977547520600"
     "078339226260700"
     "006504667670500"
     "007202771720900"
     "000606804490000"
     "000707000040000"
     "000700000000000"},
    {15, 9, 127, 129, 15391,
     "655883311229977"
     "494414494464484"
     "393313393363383"
     "722522522122822"
     "697517597167887"
     "642669669665660"
     "531549549145840"
     "072238818588230"
     "002779259135770"
     "008116716576700"
     "000038182895500"
     "000080436250000"
     "000000874760000"
     "000000040600000"
     "000000000000000"},
    {15, 9, 110, 112, 15667,
     "455883774243395"
     "595535565515575"
     "898838868818878"
     "447449446441441"
     "297639366211975"
     "433233933733155"
     "457662616651789"
     "584251926784010"
     "026282914747000"
     "002396367330000"
     "008069951270000"
     "000034184420000"
     "000089612400000"
     "000008866200000"
     "000000000000000"},
    {15, 9, 127, 129, 14753,
     "664118855998899"
     "676646616676656"
     "373343313373353"
     "288988488588182"
     "072942412572150"
     "064779775771760"
     "034969465561130"
     "021934494144820"
     "003829815931200"
     "006287297127900"
     "002377549481100"
     "000230435810000"
     "000020724250000"
     "000000040500000"
     "000000000000000"},
    {15, 9, 127, 130, 15481,
     "225534377112269"
     "232212242722822"
     "535515545755855"
     "699499799391966"
     "036416746361855"
     "022881887884860"
     "059421727324260"
     "060953313373390"
     "000661977914500"
     "000938618774600"
     "000054731238900"
     "000094754581500"
     "000083367649800"
     "000003871466000"
     "000008116608000"},
    {15, 9, 112, 114, 15536,
     "228811332277449"
     "554553525595575"
     "664663626696676"
     "881211311411911"
     "004283328498978"
     "005779774773779"
     "006282292422959"
     "008219344953164"
     "002139394463880"
     "001807127287790"
     "000105853427900"
     "000006160104400"
     "000008385867000"
     "000003006047000"
     "000000550609000"},
    {15, 9, 127, 130, 13281,
     "008339665447711"
     "848858838878878"
     "141151131171171"
     "266566366966466"
     "042552332972472"
     "089775779774770"
     "018585389984480"
     "028613393353310"
     "093225659694620"
     "000227297257200"
     "000969634030100"
     "000009510010000"
     "000006020020000"
     "000006050070000"
     "000002000000000"},
    {15, 10, 110, 112, 15831,
     "885511558872722"
     "a6aa4aa4aa5aa6a"
     "969949949959969"
     "112118117112113"
     "362348347352361"
     "0a56554558559a0"
     "0927747677a2690"
     "0316a6447892130"
     "003694461831610"
     "008537573583600"
     "0077581a5332200"
     "000071a94092000"
     "0000a3433007000"
     "00000a040009000"
     "000000000000000"},
    {15, 10, 127, 130, 17136,
     "799aa5588442299"
     "63665663676966a"
     "13115113171911a"
     "288488588488988"
     "73245253242992a"
     "76a33733a33a336"
     "91146756a42a901"
     "626819949979902"
     "06022787a84a800"
     "00015324377a200"
     "00005a894693900"
     "000088714136300"
     "00001a527241000"
     "00000a870402000"
     "000005000003000"},
    {15, 10, 95, 98, 16214,
     "3aa77aa44559933"
     "6161a7465892300"
     "882882838788188"
     "442442434744144"
     "5566a6626616655"
     "99253a337335199"
     "3189a752a719800"
     "3140aa927710400"
     "a65063663860500"
     "009052735450900"
     "007098089590200"
     "001074048920000"
     "000015056080000"
     "000009090000000"
     "000000000000000"},
    {15, 10, 110, 113, 13804,
     "aa66118855a7a22"
     "00a462158961143"
     "33233a313633733"
     "88288a818688788"
     "995545545565599"
     "00294a949669740"
     "003112117117340"
     "008047242367810"
     "00905255785a930"
     "004091011996200"
     "000043035057600"
     "000028089090700"
     "000009090070300"
     "000000000000000"
     "000000000000000"},
    {15, 10, 125, 127, 17681,
     "883311559977224"
     "9aa2aa4aa3aa1aa"
     "966266466366166"
     "557557554552558"
     "987287484382184"
     "a01131191911a64"
     "607a37a94992622"
     "805624232285867"
     "008833645948762"
     "008314838194770"
     "003032125aa9900"
     "000035195600200"
     "000018518800400"
     "00000105a800000"
     "000000000a00000"},
    {15, 10, 126, 129, 15024,
     "29a774400000008"
     "4244644544644a4"
     "8288688588688a8"
     "711211911311a11"
     "127267957367aa7"
     "043665669663646"
     "085245949343a88"
     "071122a22922178"
     "09a785989a83760"
     "09aa76a76976500"
     "027530233215600"
     "012a90101150000"
     "059a40700700000"
     "000300000100000"
     "000900300000000"},
    {15, 10, 125, 128, 14793,
     "445511575aa2299"
     "883884881889882"
     "663664661669662"
     "a77477177977577"
     "0a34a41a19a95a2"
     "002232242252208"
     "008438148958506"
     "00671311911670a"
     "00aa3974375aa00"
     "004323a29a27900"
     "003051171020700"
     "000036876070000"
     "00008a65a000000"
     "000008066000000"
     "00000000a000000"},
    {15, 10, 112, 114, 15868,
     "42466aa33aa4477"
     "551558551553554"
     "991998991993994"
     "7aa8aa6aa2aa6aa"
     "271878671273674"
     "125112131141105"
     "2298a8848685609"
     "247a02665449a07"
     "006752a49647700"
     "010031787818700"
     "00330533a240800"
     "001009936a80000"
     "000007019760000"
     "000000590600000"
     "000005000000000"},
    {15, 10, 112, 114, 16574,
     "2237a6688993344"
     "9199499499799a9"
     "5155455455755a5"
     "633233833133133"
     "0162468461761a6"
     "098aa4aa8aa7aa0"
     "053292272122190"
     "063354818797350"
     "00a664378157660"
     "00278a62a26a400"
     "00a7a7899135500"
     "000a60152350000"
     "000870761620000"
     "000a00010200000"
     "000000000000000"},
    {15, 10, 125, 128, 14479,
     "6aa299646115500"
     "929399a99899299"
     "727377a77877277"
     "55855455655a511"
     "128314a1681a200"
     "892232262242200"
     "67833496694a900"
     "61588a883885700"
     "a8193376a741100"
     "00372a123120000"
     "008128948050000"
     "002335445000000"
     "000041761000000"
     "000004077000000"
     "000000001000000"},
    {15, 10, 127, 130, 15502,
     "a945070021a8a00"
     "133a33224499550"
     "225272262282272"
     "445474464484474"
     "19aa9a8aa5aa3aa"
     "195592860585370"
     "362661668661660"
     "1a4597737757320"
     "a8a991858531a40"
     "a188a1a38a51000"
     "074076376176000"
     "764326623128000"
     "069047040248000"
     "09106704092a000"
     "007000030000000"},
    {15, 10, 126, 85, 14782,
     "885588996643411"
     "a1aa5aa6aa3aa8a"
     "717757767737787"
     "299491995998992"
     "012451265238283"
     "0a86641663364a0"
     "0794541a53a8270"
     "0209a5515579320"
     "000273639322430"
     "000924112663400"
     "000056619773100"
     "00009185a004000"
     "000069677020000"
     "000002a20002000"
     "0000060a0000000"},
    {15, 10, 81, 84, 15442,
     "448822773352510"
     "996994929599399"
     "886884828588388"
     "aa77477677477aa"
     "116a22322522311"
     "00614456a34a955"
     "009a49361541810"
     "008078377272a10"
     "00a0aa2235a2100"
     "001011a96915900"
     "004087180839000"
     "00a0a02a0a60500"
     "000070710190000"
     "000000330600000"
     "000000000000000"},
    {15, 10, 128, 131, 15145,
     "33221168866a9a0"
     "77377477a779774"
     "22322422a229224"
     "115535565585545"
     "00313416a189144"
     "0074aa8aa9aa6a7"
     "002537867987642"
     "001432338339351"
     "003451869958610"
     "000715a58a19a00"
     "0050275138a3900"
     "000078682902900"
     "000050651a01a00"
     "000000199006000"
     "00000080000a000"},
    {15, 10, 110, 113, 14935,
     "44332239954a775"
     "552551558559553"
     "662661668669663"
     "00a4aa9aa3aa8aa"
     "007717747727783"
     "002411948329875"
     "002483884885876"
     "005a14943326aa0"
     "006a73a74a78750"
     "004038128664700"
     "00a0a5215586a00"
     "000096926566800"
     "000001723411600"
     "000009037900500"
     "000000078800100"},
    {15, 10, 80, 83, 12333,
     "046622375544220"
     "552559554565355"
     "aa2aa9aa4a6a3aa"
     "118878838828811"
     "772669667661300"
     "085177139122500"
     "04aa79337423a00"
     "041886386380100"
     "0a9619214960000"
     "007165754050000"
     "00968a0950a0000"
     "00961100a010000"
     "00a808001030000"
     "008001009000000"
     "000007000000000"},
    {15, 10, 141, 155, 16099,
     "000077223318866"
     "442445449446441"
     "aa2aa5aa9aa6aa1"
     "733633833533933"
     "572675879576971"
     "052292212262234"
     "00488588988490a"
     "00a69581956a307"
     "007396656367703"
     "001721519724a00"
     "005181358010300"
     "009918754010a00"
     "00009476a080a00"
     "00008a017040600"
     "000087022030400"},
    {15, 10, 156, 37, 15662,
     "115577998868334"
     "141161151131121"
     "a4aa6aa2aa3aa2a"
     "995994993996997"
     "74576475373672a"
     "088288688488924"
     "015214613416a14"
     "0a95525355a96a3"
     "0772a2633477070"
     "0018442448980a0"
     "002272539088000"
     "000055257006000"
     "0000294a9009000"
     "000007870000000"
     "000000700000000"},
    {16, 6, 136, 139, 18349,
     "0441313442266131"
     "6656636616561665"
     "2252232212521225"
     "4466366566366166"
     "0054334514341145"
     "0061225223223226"
     "0024365563323132"
     "0046621151141134"
     "0002445643653614"
     "0006152452542440"
     "0006315314611600"
     "0005350526216300"
     "0000120641432400"
     "0000530062154500"
     "0000200000223000"
     "0000000000005000"},
    {16, 6, 134, 136, 16694,
     "0463322115531366"
     "4424434454414424"
     "6626636656616626"
     "0441443445441443"
     "0521233255311626"
     "0466566366266242"
     "0441543345241166"
     "0664115131164143"
     "0056563354221663"
     "0005635631651240"
     "0002021415033540"
     "0000044563012100"
     "0000004050001120"
     "0000000000050060"
     "0000000000005600"
     "0000000000000000"},
    {16, 6, 117, 120, 13472,
     "0005566221315511"
     "4434454414454434"
     "2232252212252232"
     "6621223225221226"
     "0031653615651630"
     "0044544344144140"
     "0041656616641320"
     "0021513355122060"
     "0062552312166000"
     "0006466466453000"
     "0000040644330000"
     "0000020022340000"
     "0000060060100000"
     "0000050000400000"
     "0000000000000000"
     "0000000000000000"},
    {16, 6, 135, 138, 16249,
     "0113664411221146"
     "1151121131511411"
     "6656626636566466"
     "0011214113115115"
     "0053224133515456"
     "0013662646636656"
     "0066212443135134"
     "0005165255355650"
     "0001542341231453"
     "0003366262363500"
     "0000054512530300"
     "0000031664622000"
     "0000016144260200"
     "0000001446600300"
     "0000000000020000"
     "0000000000000000"},
    {16, 6, 197, 85, 12761,
     "0000000041166550"
     "0000000023205000"
     "5655355455355655"
     "2622322422322622"
     "5545535565545511"
     "1641361461341600"
     "0226223224220500"
     "0546533564540200"
     "0211411611250100"
     "0156453654110000"
     "0014336332600000"
     "0003363613000000"
     "0004436143000000"
     "0004166242000000"
     "0003233110000000"
     "0002112000000000"},
    {16, 6, 151, 154, 13980,
     "0114643322663000"
     "4221225226212252"
     "4331335336313353"
     "2262242262122522"
     "4061645266114551"
     "2334334331335330"
     "3064644061125520"
     "0026616656646630"
     "0004466466165210"
     "0003514151443400"
     "0002013453145100"
     "0003062662663500"
     "0001023023233000"
     "0005050006000000"
     "0000030000040000"
     "0000000000050000"},
    {16, 6, 133, 136, 19055,
     "0116633224433151"
     "6266566366266566"
     "4244544344244544"
     "6626636626636611"
     "1221531321231556"
     "0552553552553650"
     "0622633622634410"
     "0461121131460160"
     "0112433422110300"
     "0005123135540300"
     "0001515312150600"
     "0005064462030400"
     "0000010215040000"
     "0000060021010000"
     "0000050000000000"
     "0000040000000000"},
    {16, 6, 133, 136, 14532,
     "0446622665522131"
     "4244344544144544"
     "6266366566166566"
     "0443442414454435"
     "0203362516153530"
     "0466261663664410"
     "0603231413450650"
     "0005525535640200"
     "0004231623250300"
     "0004626233620500"
     "0003452536030400"
     "0000654151040000"
     "0000305142060000"
     "0000000016000000"
     "0000000011000000"
     "0000000000000000"},
    {16, 6, 166, 169, 17813,
     "1146655116622100"
     "5223321466213440"
     "1413532244664000"
     "6566366366566466"
     "2522322322522422"
     "1663646656646611"
     "2513341351541422"
     "5621151131151600"
     "5243652632552200"
     "2143243445443100"
     "0266155233653200"
     "0411213115211000"
     "0432344254140000"
     "0155060060260000"
     "0500010010010000"
     "0000020020020000"},
    {16, 6, 151, 91, 14346,
     "0331122554455646"
     "3313363343313353"
     "2212262242212252"
     "0335334336331332"
     "0015664246611551"
     "0022422522112032"
     "0015434536131522"
     "0033665646623140"
     "0023422122140040"
     "0006225243165060"
     "0000015145200000"
     "0000066264050010"
     "0000033526000000"
     "0000003240000000"
     "0000000300000000"
     "0000000400000000"},
    {16, 6, 134, 136, 15463,
     "0001334433122131"
     "4244144644344644"
     "5255155655355655"
     "4414434424464435"
     "0216135625360632"
     "0551553552553415"
     "0416266166166505"
     "0541443424463220"
     "0221232132143000"
     "0005243122115600"
     "0002653645656200"
     "0004464426400000"
     "0001543541560000"
     "0001643660500000"
     "0003405500000000"
     "0000000300000000"},
    {16, 6, 117, 120, 17947,
     "0035366114433550"
     "6466566466366366"
     "2422522422322322"
     "6656646646636611"
     "1451541441331300"
     "1225223225225600"
     "0654434454432200"
     "0265653635660100"
     "0115233255210000"
     "0122142142120000"
     "0055641644300000"
     "0015366060200000"
     "0053213010400000"
     "0052030040000000"
     "0000000040000000"
     "0000000060000000"},
    {16, 6, 133, 136, 16038,
     "0006655335533414"
     "0112462563553622"
     "4424341446441434"
     "5525351556551535"
     "0644644244342441"
     "1161121131131134"
     "0552556556552641"
     "0661121131332651"
     "0662636226334210"
     "0412626236411310"
     "0025415415054340"
     "0041321236035000"
     "0052424634000440"
     "0002515015000000"
     "0004040006000000"
     "0000020005000000"},
    {16, 6, 134, 137, 17562,
     "1143455662244110"
     "2422522322422522"
     "6466566366466566"
     "1223224225223221"
     "0413514315413510"
     "6216646636656500"
     "0633244335253200"
     "0133113114112600"
     "0022644233651100"
     "0661163664161000"
     "0023351124455000"
     "0023502411500000"
     "0004501045100000"
     "0003306002000000"
     "0003004001000000"
     "0000005001000000"},
    {16, 6, 119, 122, 17673,
     "0000223311664540"
     "4454454454454454"
     "1133533236331331"
     "3351551256151153"
     "6654414424424456"
     "2243513226321342"
     "0016355655153610"
     "0032116126621230"
     "0060342643143560"
     "0020652551556520"
     "0000240343642400"
     "0000010116216000"
     "0000030332130000"
     "0000060660060000"
     "0000020220020000"
     "0000000030000000"},
    {16, 6, 133, 136, 13916,
     "0221133446625211"
     "1511411611211611"
     "3533433633233633"
     "1151121141161100"
     "0552424644265600"
     "0135332335335100"
     "0355422145162300"
     "0014464424313300"
     "0005122365566100"
     "0003363325450600"
     "0005540443030000"
     "0000020616060000"
     "0000010265040000"
     "0000010024000000"
     "0000050002000000"
     "0000040000000000"},
    {16, 6, 118, 49, 14715,
     "1122446633554420"
     "3313323133433133"
     "5515525155455155"
     "6234331332334336"
     "0614621162464160"
     "0035545525515520"
     "0054262466166320"
     "0063043112664540"
     "0016042665513600"
     "0000056452116000"
     "0000021422155000"
     "0000031626600000"
     "0000053352300000"
     "0000066563500000"
     "0000004606600000"
     "0000000000300000"},
    {16, 6, 135, 138, 14184,
     "0566114422512100"
     "3313633533433533"
     "2212622522422522"
     "0336334313343366"
     "0516644515445560"
     "0515516554551550"
     "0636316314341360"
     "0623255655155230"
     "0061216134641560"
     "0002155635131600"
     "0006044504545300"
     "0001023203253000"
     "0000014200432000"
     "0000000300052000"
     "0000000400001000"
     "0000000000000000"},
    {16, 7, 151, 154, 17322,
     "0556463322776644"
     "0045115217762400"
     "2122422622522122"
     "3133433633533133"
     "7224226225226227"
     "0174476675576170"
     "0231141161141100"
     "0344246265546200"
     "0742355455652300"
     "0307742662447700"
     "0001417417610200"
     "0006415507520000"
     "0000635301270000"
     "0003151700300000"
     "0000665100700000"
     "0000000500000000"},
    {16, 7, 165, 119, 16164,
     "0000000006551103"
     "7277377677677577"
     "4244344644644544"
     "7727737757727761"
     "1221331651621562"
     "0443445442446443"
     "0711511311611563"
     "0423535152626770"
     "0173424434476410"
     "0014556552614120"
     "0000131334110000"
     "0000526136700200"
     "0000126746400000"
     "0000745475100000"
     "0000475110000000"
     "0000114000000000"},
    {16, 7, 167, 170, 16862,
     "7116655442233440"
     "2422122622522722"
     "3433133633533733"
     "2262272242212250"
     "7463174645514750"
     "7237335334331330"
     "1367275244211250"
     "7726616676656620"
     "0067315374351300"
     "0033544744144000"
     "0070613173753000"
     "0000361760162000"
     "0000026720420000"
     "0000060420320000"
     "0000000150200000"
     "0000000010500000"},
    {16, 7, 136, 139, 18698,
     "6554476711335522"
     "4474434454474434"
     "1171131151171131"
     "2266766366566766"
     "6172732352572732"
     "6046115113113110"
     "5011745343543740"
     "0020614454474410"
     "0040225673653720"
     "0010621251271600"
     "0000232143445200"
     "0000066714010200"
     "0000006327020500"
     "0000007070050000"
     "0000003000050000"
     "0000000000040000"},
    {16, 7, 151, 1, 12617,
     "0671413377226610"
     "2232262262722122"
     "5535565565755155"
     "0223224226227224"
     "0035355455155140"
     "0023364466167210"
     "0057717737707510"
     "0003446446102000"
     "0002377632500400"
     "0007516732700000"
     "0005416670200000"
     "0000474720500000"
     "0000124450000000"
     "0000552500000000"
     "0000050700000000"
     "0000030000000000"},
    {16, 7, 134, 136, 17593,
     "0445753377225355"
     "3323363343373363"
     "1121161141171161"
     "0554552552556556"
     "0724762742776160"
     "0031411211611530"
     "0014432232636110"
     "0075774767715560"
     "0004416245631600"
     "0006164162115000"
     "0006737477315000"
     "0007525214073000"
     "0004662241031000"
     "0000642113055000"
     "0000420000000000"
     "0000000000000000"},
    {16, 7, 133, 136, 15211,
     "3536622334411770"
     "4464414424464414"
     "7767717727767717"
     "7335332335336330"
     "4565212525166010"
     "7511611211511040"
     "7345642245546070"
     "0074464424473000"
     "0463623263557000"
     "0066163122105000"
     "0000241340500000"
     "0040673570200000"
     "0000022540000000"
     "0000000120000000"
     "0000000010000000"
     "0000000030000000"},
    {16, 7, 134, 137, 18175,
     "5443300000000000"
     "1710622000000000"
     "1171151171511511"
     "4474454474544544"
     "6117115117115116"
     "3677655677565563"
     "2312272322422132"
     "5247667665665420"
     "5761375377435600"
     "4736277315421300"
     "0123226246206200"
     "0032615367103000"
     "0000641231402000"
     "0000066026600000"
     "0000033003300000"
     "0000022002200000"},
    {16, 7, 151, 154, 19482,
     "0000522446677100"
     "5663377060700330"
     "4414454414414454"
     "2212252212212252"
     "6645441441445446"
     "7715651611615657"
     "3342212252252243"
     "5025711751755720"
     "5064366166366360"
     "6076714354154170"
     "0037526126326130"
     "0033547647647000"
     "0000223323323000"
     "0000064060063000"
     "0000070070070000"
     "0000030030030000"},
    {16, 7, 116, 119, 15291,
     "0661177557721200"
     "6266766166566566"
     "3233733133533533"
     "6626676616656644"
     "4224774114554500"
     "0632331337331600"
     "0325755255651300"
     "0462271717352400"
     "0042761267460000"
     "0003543543240000"
     "0006615635070000"
     "0004340303020000"
     "0000450402000000"
     "0000400700000000"
     "0000000500000000"
     "0000000300000000"},
    {16, 7, 118, 121, 16387,
     "0112255637766544"
     "4474544244144344"
     "6676566266166366"
     "0043441442445440"
     "0073521232155315"
     "0047717757727740"
     "0063431332335450"
     "0004612451424640"
     "0001211652622140"
     "0002073573671400"
     "0000021132372700"
     "0000014674332700"
     "0000001063035000"
     "0000000066077500"
     "0000000006007000"
     "0000000003000000"},
    {16, 7, 134, 137, 16219,
     "0117755446563311"
     "4474434464454434"
     "2272232262252232"
     "1447446445447441"
     "0177136165157130"
     "0033533633733140"
     "0047546645747720"
     "0024225226224010"
     "0011526625721000"
     "0001315316317000"
     "0000372502530000"
     "0002204004570000"
     "0000321001660000"
     "0000300006600000"
     "0000000004000000"
     "0000000000000000"},
    {16, 7, 135, 137, 16164,
     "0006232447766550"
     "5455755255355455"
     "1411711211311411"
     "6553552557554556"
     "0463762267364460"
     "0521121131171500"
     "0103722537574100"
     "0605544243445600"
     "0006125332176000"
     "0002616213615000"
     "0006034274677000"
     "0006331445700000"
     "0000220116400000"
     "0000003604000000"
     "0000030100000000"
     "0000000000000000"},
    {16, 7, 149, 152, 19992,
     "0557733221173711"
     "0005476342544155"
     "2262232252262242"
     "7767737757767747"
     "1224223225226221"
     "0164133155166140"
     "0027577477377620"
     "0074523425326670"
     "0016656636672510"
     "0004533452311300"
     "0002752731763000"
     "0001061664513000"
     "0004070471517000"
     "0000010217466000"
     "0000040022136000"
     "0000060000773000"},
    {16, 7, 133, 136, 13877,
     "0332211565773366"
     "2252722322622522"
     "1151711311611511"
     "4223226227227244"
     "0453746347647500"
     "0055655755355200"
     "0023626767337100"
     "0013161131152400"
     "0042632762374600"
     "0004564534505500"
     "0003260217200000"
     "0000110167100000"
     "0000400454400000"
     "0000000440700000"
     "0000000100000000"
     "0000000000000000"},
    {16, 7, 119, 121, 17143,
     "4431355336677110"
     "0755273562761000"
     "6626636676626166"
     "4424434474424144"
     "3552551557553550"
     "0724414344244170"
     "0762566267623600"
     "0542711772263400"
     "0045411267245700"
     "0321345646446000"
     "0041635327604000"
     "0013067357201000"
     "0032046455207000"
     "0014065522401000"
     "0013000000001000"
     "0030000000000000"},
    {16, 7, 134, 137, 15164,
     "0441553344267410"
     "1171141121121161"
     "3373343323323363"
     "5336334337332335"
     "0576544527522566"
     "0011611411711210"
     "0076614417712730"
     "0013226224223650"
     "0035634436735760"
     "0057156454157700"
     "0074612132427100"
     "0005753327064000"
     "0000635203062000"
     "0000605005041000"
     "0000103002022000"
     "0000500000000000"},
    {16, 7, 133, 136, 14077,
     "2662255447711330"
     "3343313536343323"
     "7747717576747727"
     "2331336335336330"
     "2641516575146020"
     "6344244144244030"
     "0631236155236070"
     "3673515565573000"
     "0027263113213000"
     "0070414466201000"
     "0000254353400000"
     "0030772747100000"
     "0000020405500000"
     "0000000000000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 8, 118, 121, 17629,
     "0441166338822121"
     "5575545545355255"
     "8878848848388288"
     "6613117131121166"
     "0073647636326220"
     "0054744244741526"
     "0083113112124810"
     "0061752233718600"
     "0006783212764260"
     "0004461441484100"
     "0007717653552200"
     "0000071587810600"
     "0000056765620800"
     "0000005073580000"
     "0000000000330000"
     "0000000000000000"},
    {16, 8, 119, 122, 19438,
     "0227788445511664"
     "5565525585575575"
     "3363323383373373"
     "1144644844244244"
     "0061621881271271"
     "0052778776776774"
     "0033611211811254"
     "0010458856256436"
     "0000138236836110"
     "0000317117117147"
     "0000076814258470"
     "0000030401435500"
     "0000060103102700"
     "0000000800358200"
     "0000000600028000"
     "0000000100004000"},
    {16, 8, 117, 120, 20114,
     "8285577223311440"
     "4647434454424454"
     "1617131151121151"
     "8113116117117118"
     "6683836857827850"
     "4422622522322040"
     "6157757737747010"
     "6853636557311080"
     "0211651531388000"
     "8247278278264000"
     "0884742247106000"
     "0011312010600000"
     "0418583080700000"
     "0805030030000000"
     "0000000070000000"
     "0000000020000000"},
    {16, 8, 134, 137, 18281,
     "0000322771155660"
     "4434474424424744"
     "5535575525525755"
     "1443442443447441"
     "6133172123127716"
     "8645535575535568"
     "0853632673637780"
     "0014227221224400"
     "0061831877831500"
     "0086357051556100"
     "0008342042848600"
     "0000254054056800"
     "0000011011018000"
     "0000066066060000"
     "0000088088080000"
     "0000007010080000"},
    {16, 8, 134, 85, 19306,
     "3322484077646886"
     "1411311611811311"
     "7477377677877377"
     "5223224226282255"
     "0453354656885356"
     "0131161143112136"
     "0713134143887708"
     "0502766866128500"
     "0005563643753500"
     "0001532811527200"
     "0000215806747300"
     "0000151612045000"
     "0000485765260000"
     "0000084520800000"
     "0000040102080000"
     "0000046600000000"},
    {16, 8, 133, 136, 15697,
     "3884553388114537"
     "6626626636676166"
     "8828828838878188"
     "7554557552553552"
     "3724127632173177"
     "3061411711411637"
     "8084467762463830"
     "0045232272285750"
     "0074475735414000"
     "0002136175104620"
     "0024421821565200"
     "0004280080007000"
     "0005010050000000"
     "0000030060001000"
     "0000000000006000"
     "0000000000000000"},
    {16, 8, 117, 120, 17025,
     "6356288022414000"
     "5575565455155655"
     "3373363433133633"
     "8227227221226288"
     "8877867481186600"
     "7844144644744500"
     "6452262212216300"
     "6337117661712800"
     "5382167612748000"
     "0528422428400000"
     "0782558540500000"
     "0077231313300000"
     "0046785810800000"
     "0076850130200000"
     "0022001140000000"
     "0004000040300000"},
    {16, 8, 150, 152, 17128,
     "0118833667714188"
     "3363353343353313"
     "2262252242252212"
     "7788688588688187"
     "0067657547657110"
     "0034224221262230"
     "0024634531664120"
     "0055455655155870"
     "0074334363364700"
     "0002426641121800"
     "0001474662135500"
     "0004583536520000"
     "0000844820870000"
     "0000722770750000"
     "0000402300070000"
     "0000000200000000"},
    {16, 8, 118, 121, 13402,
     "0442277113352330"
     "6626646686616676"
     "3551552554558553"
     "0321342384318370"
     "0055755255155070"
     "0021742284118060"
     "0065448447445030"
     "0033767268163000"
     "0004538237533000"
     "0006624554458000"
     "0000065765150000"
     "0000003773430000"
     "0000087801420000"
     "0000008605210000"
     "0000000006880000"
     "0000000001500000"},
    {16, 8, 166, 169, 16378,
     "0052288227755414"
     "6366166866566266"
     "7377177877577277"
     "1443442445484410"
     "1363132875583210"
     "4414424434451640"
     "1613622635653760"
     "4788588188388500"
     "0614524134353600"
     "0048225223246000"
     "0056543145380000"
     "0050885803840000"
     "0020705742770000"
     "0000802702000000"
     "0000803300410000"
     "0000007004100000"},
    {16, 8, 152, 75, 17225,
     "8811282447711020"
     "6366566166866566"
     "7377577177877577"
     "4223225221228224"
     "0343545141838540"
     "0386636686616650"
     "0663553558558620"
     "0702611711612720"
     "0404733434714400"
     "0006433748460500"
     "0000165738105000"
     "0000685145000000"
     "0000382681000000"
     "0000024782000000"
     "0000033464000000"
     "0000004070000000"},
    {16, 8, 152, 54, 14552,
     "0772255441183811"
     "2232272212242282"
     "5535575515545585"
     "0066463866766366"
     "0037114117113115"
     "0026474817743380"
     "0050466766866320"
     "0000624727823650"
     "0000651434451850"
     "0000024761813200"
     "0000060634833500"
     "0000040847688200"
     "0000000653768200"
     "0000000570606100"
     "0000000400300600"
     "0000000700000000"},
    {16, 8, 135, 138, 14913,
     "3324177552266440"
     "8188788388188788"
     "6166766366166766"
     "0554553552552550"
     "0154723322162700"
     "0821171131141100"
     "0624873832842800"
     "0415622422322600"
     "0034575335445800"
     "0084815415314000"
     "0041712277338000"
     "0005100600263000"
     "0008000700660000"
     "0001000200680000"
     "0004000000550000"
     "0000000000300000"},
    {16, 8, 135, 138, 16406,
     "0334455881185800"
     "4644342424414454"
     "7677372727717757"
     "0868868388188288"
     "0663362328115250"
     "0475773773776770"
     "0761121151121140"
     "0085488588388270"
     "0005723353526800"
     "0007723553326000"
     "0007017817817000"
     "0000064346145000"
     "0000087871878000"
     "0000042560110000"
     "0000070200010000"
     "0000020600000000"},
    {16, 8, 150, 152, 17441,
     "0226455337722565"
     "0881163513873448"
     "2252282262422322"
     "7757787767477377"
     "0014113116115118"
     "0054483366485368"
     "0051811411611264"
     "0024883426635751"
     "0071335383371210"
     "0002828451667300"
     "0007175181100100"
     "0002415138200700"
     "0008673476700000"
     "0000731544600000"
     "0000255000000000"
     "0000020000000000"},
    {16, 8, 134, 136, 16403,
     "0336468833447711"
     "1171121151131121"
     "6676626656636626"
     "0883885884887880"
     "0073425354837120"
     "0022522422322510"
     "0073515414317160"
     "0013774757768000"
     "0068565448375000"
     "0006284254351000"
     "0003447278280000"
     "0005668462770000"
     "0000654822010000"
     "0000588227000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 8, 182, 77, 18149,
     "2255664431787000"
     "5455355255455155"
     "8488388288488188"
     "4772771773773776"
     "4462361263463663"
     "5525545515545530"
     "4522541513543500"
     "7833133233233800"
     "6628818848847600"
     "0057117247256200"
     "0026176776272300"
     "0000311241321100"
     "0000886381810000"
     "0000647813680000"
     "0000556657780000"
     "0000006040370000"},
    {16, 8, 133, 136, 16068,
     "0003667722663388"
     "5585575535855655"
     "1181171131811611"
     "2211317118116122"
     "4482377238826644"
     "0054644344744500"
     "0014657358746100"
     "0023585535531200"
     "0043637388742400"
     "0006481431414800"
     "0000352452504400"
     "0000114214100000"
     "0000225726200000"
     "0000440541400000"
     "0000070077100000"
     "0000050000000000"},
    {16, 9, 117, 120, 20762,
     "0564988554433689"
     "8818858828788388"
     "4414454424744344"
     "0669661663696612"
     "0119951223797329"
     "0587577377271880"
     "0541121191197480"
     "0619591323267190"
     "0006526396266990"
     "0006715717733200"
     "0001986682874300"
     "0001845547482400"
     "0000460748340900"
     "0000140023720200"
     "0000010070830000"
     "0000050000300000"},
    {16, 9, 136, 139, 21958,
     "1345998822778890"
     "3323373393363383"
     "5525575595565585"
     "1411411611211811"
     "1326473697269881"
     "4331779774772770"
     "4655439634232830"
     "3645158868898850"
     "4369119194162110"
     "4064287267797600"
     "6032422385587100"
     "0020299557751600"
     "0000905050088600"
     "0000000030871900"
     "0000000050001000"
     "0000000070080000"},
    {16, 9, 152, 155, 20863,
     "8755449955668811"
     "9922663116283100"
     "9979919929959989"
     "6676616626656686"
     "4433133233733833"
     "8374114224754884"
     "8794557551552550"
     "0760197291792890"
     "3540368878818860"
     "0090447311372340"
     "0030295475415400"
     "0000043582080300"
     "0000003767060000"
     "0000001440040000"
     "0000006070030000"
     "0000004000020000"},
    {16, 9, 168, 146, 17539,
     "0388779911556640"
     "2200807090105850"
     "4229223227223225"
     "4669663667663665"
     "8898878848898388"
     "4199173147193315"
     "2355755455975542"
     "6392663667466346"
     "1086773447472361"
     "0031789939976800"
     "0020513417451100"
     "0000006536695800"
     "0000002092980800"
     "0000006046910500"
     "0000001081500000"
     "0000000010000000"},
    {16, 9, 166, 169, 19682,
     "9977112244775690"
     "6332331335339334"
     "6882881885889884"
     "7747727757717797"
     "6042721655419194"
     "6088688488988583"
     "3043623453913598"
     "8072212262242270"
     "0098618468948590"
     "0055995991991890"
     "0000811865847650"
     "0000525021328610"
     "0000279079874540"
     "0000021023080400"
     "0000002060000000"
     "0000006030000000"},
    {16, 9, 120, 122, 16056,
     "0771176799228833"
     "4454424464434474"
     "1151121161131171"
     "0088988588388688"
     "0057227229225220"
     "0048927569335670"
     "0010948898688640"
     "0000817569945810"
     "0000867892612300"
     "0000012982881100"
     "0000086445313300"
     "0000096614850000"
     "0000007942550000"
     "0000006225530000"
     "0000009000000000"
     "0000000000000000"},
    {16, 9, 117, 120, 20151,
     "0115511992287825"
     "4844644344144944"
     "7877677377177977"
     "5595515565535522"
     "2892612362132935"
     "0448441443446445"
     "0896696686637720"
     "0458481493457223"
     "0728791783728304"
     "0204264264260600"
     "0001319169726000"
     "0003050958070600"
     "0000020827000400"
     "0000050080060000"
     "0000030000000000"
     "0000090000000000"},
    {16, 9, 152, 13, 17019,
     "0779394466553187"
     "7757737717767797"
     "4454434414464494"
     "0288288988588388"
     "0157239915562391"
     "0278662661665667"
     "0245299399299377"
     "0000872371275848"
     "0011345515545210"
     "0000382381236100"
     "0000946916920300"
     "0000890956560000"
     "0000550844800000"
     "0000000640600000"
     "0000000400000000"
     "0000000900000000"},
    {16, 9, 148, 151, 17289,
     "4226655883000000"
     "7711994477323000"
     "1611311711611911"
     "5655355755655955"
     "4424434494474488"
     "8628338798678900"
     "4662667669660100"
     "4122137199170500"
     "2533233733540800"
     "0842747249880000"
     "0086286786720000"
     "0070309349920000"
     "0060508503030000"
     "0000800893000000"
     "0000100000000000"
     "0000500000000000"},
    {16, 9, 134, 137, 17481,
     "0822997733884477"
     "5515515585595525"
     "6616616686696626"
     "4437338339332334"
     "0817418489492420"
     "0811711211811750"
     "0257758259852560"
     "0063997998993040"
     "0044768267864000"
     "0009147148145000"
     "0000379329640000"
     "0001193203050000"
     "0000304904060000"
     "0000319008000000"
     "0000000006000000"
     "0000000002000000"},
    {16, 9, 117, 2, 15580,
     "3351224455997550"
     "2122422922622422"
     "8188488988688488"
     "3775779771767733"
     "0135439931663400"
     "0234454499447200"
     "0885299299667800"
     "0307515166275300"
     "0003891169839000"
     "0008396694300000"
     "0000156141500000"
     "0000817141000000"
     "0000763667000000"
     "0000052803000000"
     "0000047300000000"
     "0000076600000000"},
    {16, 9, 100, 103, 18843,
     "1144228854838220"
     "4221212522922722"
     "4661616566966766"
     "8838878898818890"
     "4554553557558700"
     "2311911411919200"
     "6034473997215600"
     "3034973497682900"
     "0085185185534000"
     "0011412577530000"
     "0062629284780000"
     "0076963634780000"
     "0036596375850000"
     "0097755617440000"
     "0009900061100000"
     "0000000000000000"},
    {16, 9, 119, 122, 16642,
     "5334401848400000"
     "3373323363373383"
     "1171121161171181"
     "5544944244644244"
     "6675925265675285"
     "5032779778779770"
     "5010966866266230"
     "3050439238839410"
     "0020519818219550"
     "0060957857657000"
     "0040296688600000"
     "0000099268400000"
     "0000909474500000"
     "0000001507700000"
     "0000001600000000"
     "0000008000000000"},
    {16, 9, 134, 137, 20038,
     "0116778833112660"
     "0044567583993532"
     "8818848878828848"
     "9919949979929949"
     "6335331332337336"
     "0615641672627640"
     "0084144244744580"
     "0095665662687590"
     "0063182285793360"
     "0006195292766740"
     "0001466466489020"
     "0009491332372240"
     "0000553003802040"
     "0000506006006000"
     "0000605008001000"
     "0000900000007000"},
    {16, 9, 134, 137, 18805,
     "8875711446633990"
     "2282272122522322"
     "6686676166566366"
     "4499199398995994"
     "0084174348545340"
     "0027717787757200"
     "0065114388255600"
     "0045773771779400"
     "0077911383654000"
     "0087473971479000"
     "0033127167388000"
     "0000261229855000"
     "0000742614200000"
     "0000326492400000"
     "0000669144500000"
     "0000000900000000"},
    {16, 9, 133, 135, 18534,
     "1166334458544660"
     "3933633833433233"
     "1911611811411211"
     "5565545595585577"
     "7967647897487290"
     "0224226229226300"
     "0364346399382100"
     "0158868988187700"
     "0774196659752900"
     "0012762972472000"
     "0077683858119000"
     "0000758148771000"
     "0000072705500000"
     "0000209095000000"
     "0000028900000000"
     "0000008000000000"},
    {16, 9, 134, 137, 19736,
     "7252998844332211"
     "6166466266766866"
     "9199499299799899"
     "3557551558554553"
     "7137431238734830"
     "7612282212242600"
     "0957681618644900"
     "1357667664665300"
     "0125984917943100"
     "0403327324329900"
     "0339687456820000"
     "0406076505090000"
     "0400065703080000"
     "0003003003000000"
     "0000007008000000"
     "0000000005000000"},
    {16, 9, 134, 137, 21102,
     "6655774499828110"
     "7747797571775778"
     "6646696561665668"
     "3322422922822122"
     "7743493931835138"
     "0045545595515527"
     "0071447997817106"
     "0068289884886203"
     "0030344299213300"
     "0060559554351200"
     "0010198748323000"
     "0080272686926000"
     "0070368393982000"
     "0000835849631000"
     "0000023554160000"
     "0000030000410000"},
    {16, 10, 150, 153, 23918,
     "059667788aa17142"
     "53366881144aa229"
     "8488288388588788"
     "a4aa2aa3aa5aa7aa"
     "6992939959949966"
     "1462236356546711"
     "5877377477277892"
     "5a12331451241a02"
     "3692554553592604"
     "0199393494267100"
     "0066764763717400"
     "0051815815831900"
     "0005a61a48aa3300"
     "0000600600600000"
     "0000100100100000"
     "0000800700a00000"},
    {16, 10, 101, 104, 18927,
     "4915566114834770"
     "55a5575585575565"
     "22a2272282272262"
     "899a991994993990"
     "4266766166866060"
     "49a33433a3373050"
     "195a7a1144853020"
     "112a7411a4829000"
     "0829639639637000"
     "0183377689932000"
     "003275aa54680000"
     "005532aa24490000"
     "00165530a8240000"
     "0060679061820000"
     "0000930086000000"
     "00000900a8000000"},
    {16, 10, 117, 120, 17713,
     "a177991155838000"
     "aa4aa2a7aa4aa7aa"
     "9949929799499799"
     "6338335331332336"
     "4648625761462760"
     "a477877477577a00"
     "a0a1121141132900"
     "1098845421533600"
     "0063823443586000"
     "0016716716700000"
     "0048729a12a00000"
     "00808a3956900000"
     "0000395602600000"
     "0000060562500000"
     "0000030000000000"
     "0000000000600000"},
    {16, 10, 135, 137, 20238,
     "7749411225588aa0"
     "a4aa7aa9aa2aa6aa"
     "3433733933233633"
     "1885887884889881"
     "0415717914219610"
     "3a72262252292a00"
     "0365a67a54a99300"
     "0155344746448100"
     "0028168657391000"
     "033162172612a000"
     "0059142754899000"
     "0059418468900000"
     "0074704381600000"
     "0006201106000000"
     "0007100800000000"
     "0002000000000000"},
    {16, 10, 136, 139, 19142,
     "1336677224488990"
     "aa5aa9aa6aa5aa3a"
     "4454494464454434"
     "8822922122722322"
     "1258998168758338"
     "17aa5595575515a0"
     "32409a91a77a1340"
     "0280246636696680"
     "7060889297231200"
     "00a0715835895800"
     "0000102365869000"
     "0070a03040646000"
     "0000001080580000"
     "0000000040060000"
     "0000000050000000"
     "0000000030000000"},
    {16, 10, 133, 136, 17672,
     "0442235311889966"
     "aa7aa8aa6aa2aa7a"
     "9979989969929979"
     "4113115112118114"
     "0473485462428470"
     "00776772776776a0"
     "00a36a52a26a8390"
     "0093353383391040"
     "0041681251644000"
     "0004754784793000"
     "0004135138730000"
     "0001095597070000"
     "0000043a45000000"
     "00000aa050000000"
     "0000020000000000"
     "0000010000000000"},
    {16, 10, 119, 122, 19194,
     "0996611336621233"
     "aa8aa4aa6aa8aa1a"
     "9989949969989919"
     "7722522422322422"
     "0087547467387417"
     "00a9885883886882"
     "009a511311411410"
     "00702a54a33a62a0"
     "0000795393496790"
     "0000a78178178370"
     "0000064473351520"
     "00000a0207261500"
     "0000040708782200"
     "0000000100855000"
     "0000000400005000"
     "0000000700000000"},
    {16, 10, 119, 122, 20511,
     "71599aa113388440"
     "3323633439393373"
     "aa2a6aa4a9a9aa7a"
     "8552558554551550"
     "7129969929919970"
     "7132668424811830"
     "55a26778774770a0"
     "6885368424811080"
     "0691a95895495000"
     "0014a91739794000"
     "0060267323535000"
     "0040692a7a2a7000"
     "00001967a2358000"
     "0000425a33770000"
     "000055a000000000"
     "0000000000000000"},
    {16, 10, 134, 137, 20398,
     "0448899554415323"
     "a66466a636566166"
     "a99499a939599199"
     "8828838848818877"
     "a72473a747517187"
     "60aa5aa2aa3aa620"
     "9026536245315920"
     "7089442441445730"
     "0077581282381870"
     "0004a72a31a78100"
     "0002284964646600"
     "0000029a93910700"
     "00000a7371760000"
     "000000a030100000"
     "0000000000000000"
     "0000000000000000"},
    {16, 10, 118, 121, 19646,
     "33aa77aa33686990"
     "7747787377477577"
     "2242282322422522"
     "166a669665668661"
     "014a189315418510"
     "00744944a4434480"
     "002a55a559558700"
     "0016a993aa736200"
     "003199a7a9231100"
     "0099445245149800"
     "00000791a5585000"
     "0000026116385000"
     "0000011061668000"
     "0000047006552000"
     "0000004000250000"
     "0000001000020000"},
    {16, 10, 136, 60, 19302,
     "0882244553379a9a"
     "3373533833533733"
     "4474544844544744"
     "11aa9a8a7aa98a11"
     "6671918871591766"
     "2236557558556322"
     "0042967878392490"
     "0018a299894aa190"
     "00615273a81196a0"
     "0026307488669200"
     "0001465195227700"
     "00011086a60a0a00"
     "000060a212030000"
     "0000201465000000"
     "0000006020000000"
     "0000602000000000"},
    {16, 10, 118, 121, 20412,
     "1586822776644220"
     "446441424a443445"
     "996991929a993995"
     "7788388188288688"
     "336731717a273675"
     "134aa5aa1aa5aa04"
     "1096332336334609"
     "5076356112259807"
     "3058852816857700"
     "003a7a32a37a2000"
     "00a5a47464411000"
     "00502989a9100000"
     "0030979787a00000"
     "000059080a000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 10, 133, 136, 17619,
     "02277446699115a7"
     "4644844244744144"
     "9699899299799199"
     "35a5565585525533"
     "06a3863283723117"
     "04171121161104a7"
     "09a74624864209a5"
     "03a88a8828850351"
     "00579229a6930100"
     "00313a1321390100"
     "0002388426aa0000"
     "0003050885000000"
     "000003055a000000"
     "0000070030000000"
     "0000030050000000"
     "0000080000000000"},
    {16, 10, 117, 120, 19171,
     "0225511556687833"
     "1311211811711611"
     "4344244844744644"
     "55a55255855a5599"
     "93a92298897a9603"
     "0163662667667177"
     "04a88288a87a7403"
     "09531a2127158903"
     "00934224a749a300"
     "00069869a69a9a00"
     "0002a26185860900"
     "000a050684080000"
     "0000090458090700"
     "0000050090000000"
     "00000a0040000000"
     "0000060000000000"},
    {16, 10, 135, 138, 19698,
     "2266aa373aa88300"
     "1141151181121131"
     "9949959989929939"
     "a77677277577877a"
     "0a46a52a85a28a30"
     "0643343363833910"
     "0016642765818090"
     "00975225226970a0"
     "00aa8476675aa090"
     "002523a53a637000"
     "005201a215259000"
     "0066098794807000"
     "00000a43a0307000"
     "0000081440803000"
     "00000104a0500000"
     "0000020140000000"},
    {16, 10, 134, 137, 18989,
     "aa29255881133880"
     "aa4aa1a4a8a9aa2a"
     "6646616468696626"
     "7755355355455155"
     "0047317378497127"
     "00a22922822422a0"
     "0069398388448160"
     "0079519113117570"
     "0022793389540700"
     "00a2529523720000"
     "00336a14113a0000"
     "0000269a1a760000"
     "0000376696170000"
     "0000464757070000"
     "0000045901000000"
     "0000000500000000"},
    {16, 10, 152, 93, 17266,
     "92233aa7119a9220"
     "8818858898288788"
     "aa1aa5aa9a2aa7aa"
     "9446443443445440"
     "9416a53693255700"
     "2011911211611900"
     "4086983283645800"
     "00a4776775774a00"
     "00359a33936a4400"
     "00561862751a2000"
     "0040806195897000"
     "0060507737a70000"
     "00006047a4500000"
     "0000003161700000"
     "0000006315100000"
     "0000008030000000"},
    {16, 10, 149, 152, 18621,
     "7991100003558770"
     "2248433aa2241199"
     "5855255955a55755"
     "6866266966a66766"
     "44344744a4484411"
     "18312719a1a81700"
     "722922322322a500"
     "75395735a3586600"
     "9648898878648100"
     "0119673693118900"
     "0022192172017a00"
     "001808a0830a0600"
     "0008340043040000"
     "0004010015040000"
     "0000000020000000"
     "0000000000060000"},
};

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

// True if `layout` is quiet and its fire removes every jewel in the step
// `design_steps` says (0: never), so it plays the designed cascade.
bool plays_as_designed(const Board& layout, int fire_p, int fire_q,
                       const std::array<int, kMaxCells>& design_steps) {
  Board work = layout;
  std::array<std::uint32_t, kMaxN> marks{};
  if (work.mark_runs(marks)) return false;
  std::array<int, kMaxCells> steps;
  work.removal_steps(fire_p, fire_q, steps);
  for (int i = 0; i < layout.n * layout.n; ++i) {
    if (steps[i] != design_steps[i]) return false;
  }
  return true;
}

// How well a layout in real colours fits `board`: cells already right, plus
// the complementary pairs among the wrong ones (a cell wanting a and holding
// b with one wanting b and holding a: one swap fixes both), less the penalty
// for each cell a colour the board has too few of cannot fill.
struct Fit {
  using Counts = std::array<std::array<int, kColourSlots>, kColourSlots>;
  std::array<int, kColourSlots> need{}, have{};
  Counts wrong{};  // wrong[w][h]: layout cells wanting colour w that hold h
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
        ++wrong[want][board.cells[i]];
    }
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
  int score() const { return matches + pairs(wrong) - kShortagePenalty * shortage(); }

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
        --next.wrong[from][held];
      if (held == to)
        ++next.matches;
      else
        ++next.wrong[to][held];
    }
    return next;
  }
};

// One local search over the lines' colours: group by group, in the given
// order, the colour that fits the board best (see Fit) among those with which
// the layout still plays as designed, until a sweep changes nothing.
Fit recolour_sweeps(Board& layout, int fire_p, int fire_q, int colours, const Board& board,
                    const std::vector<std::vector<int>>& members,
                    const std::array<int, kMaxCells>& design_steps) {
  Fit fit(layout.cells, board);
  for (int pass = 0; pass < kRecolourPasses; ++pass) {
    bool improved = false;
    for (const std::vector<int>& cells : members) {
      const int from = layout.cells[cells.front()], score = fit.score();
      std::vector<std::pair<int, int>> better;  // (score, colour), best first
      for (int to = 1; to <= colours; ++to) {
        const int next = to == from ? score : fit.recoloured(cells, from, to, board).score();
        if (next > score) better.push_back({next, to});
      }
      std::sort(better.begin(), better.end(), std::greater<>());
      for (const auto& [next, to] : better) {
        for (int i : cells) layout.cells[i] = static_cast<std::int8_t>(to);
        if (plays_as_designed(layout, fire_p, fire_q, design_steps)) {
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
  std::mt19937 rng(kRecolourSeed);
  int best_score =
      recolour_sweeps(layout, fire_p, fire_q, colours, board, members, design_steps).score();
  for (int round = 1; round < rounds && groups > 0; ++round) {
    Board trial = layout;
    for (int kick = 0; kick < kRecolourKicks; ++kick) {
      const std::vector<int>& cells = members[rng() % members.size()];
      const int from = trial.cells[cells.front()];
      const int to = 1 + static_cast<int>(rng() % static_cast<unsigned>(colours));
      for (int i : cells) trial.cells[i] = static_cast<std::int8_t>(to);
      if (!plays_as_designed(trial, fire_p, fire_q, design_steps))
        for (int i : cells) trial.cells[i] = static_cast<std::int8_t>(from);
    }
    std::shuffle(members.begin(), members.end(), rng);
    const int score =
        recolour_sweeps(trial, fire_p, fire_q, colours, board, members, design_steps).score();
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
    int violations = 0, designed = 0;
    for (int i = 0; i < cells; ++i) {
      best.target[i] = layout.cells[i];
      best.weight[i] = kCellWeight + (step_of[i] ? last + 1 - step_of[i] : 0);
      best.forbidden[i] = guards[i];
      violations += guards[i] >> board.cells[i] & 1u;
      designed += layout.cells[i] != kUnknown;
    }
    best.nominal = nominal;
    best.est_moves =
        (designed - fit.matches + violations) / kFixesPerMove + kMovesPerShortage * fit.shortage();
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

// Moves a cycle really takes for a plan: est_moves counts kFixesPerMove
// cells a build move, play fixes fewer (about 1.45).
double cycle_moves(const Plan& plan) {
  return plan.est_moves * kBuildSlowdown + kCycleOverheadMoves;
}

// Of the templates for this board size and this colour count or one fewer
// (kFewerColourLayouts), the plan with the best expected rate: template worth
// per move needed to build it here. When too few moves are left to build one,
// the most valuable smaller template (same colours, in a bottom corner) that
// can still be built takes its place.
Plan choose_plan(const Board& board, int colours, int moves_left) {
  // Ranked by the worth measured over random games: the exact worth, which
  // assumes no arriving jewel ever matches, overrates fragile layouts.
  auto rate_of = [](const TemplateSpec& t, const Plan& plan) {
    return t.sampled_worth / (plan.est_moves + kCycleOverheadMoves);
  };
  // Every layout is mapped with one recolouring round; the iterated
  // recolouring, most of the CPU, then runs for the best few only.
  std::vector<std::pair<double, const TemplateSpec*>> ranked;
  for (const TemplateSpec& t : kTemplates) {
    if (t.n == board.n && t.colours <= colours && t.colours >= colours - kFewerColourLayouts)
      ranked.push_back({rate_of(t, make_plan(t, board, colours, 1)), &t});
  }
  std::sort(ranked.begin(), ranked.end(), std::greater<>());
  Plan best;
  double best_rate = -1;
  for (std::size_t k = 0; k < ranked.size() && k < kRefinedLayouts; ++k) {
    const Plan plan = make_plan(*ranked[k].second, board, colours, recolour_rounds());
    const double rate = rate_of(*ranked[k].second, plan);
    if (rate > best_rate) best_rate = rate, best = plan;
  }
  if (cycle_moves(best) <= moves_left) return best;
  // Only for the last cycle: the smaller templates are mapped only then.
  double best_small_worth = -1;
  for (const TemplateSpec& t : kTemplates) {
    if (t.n >= board.n || t.colours != colours) continue;
    const Plan plan = make_plan(t, board, colours, 1);
    if (cycle_moves(plan) <= moves_left && t.sampled_worth > best_small_worth)
      best_small_worth = t.sampled_worth, best = plan;
  }
  return best;
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
  // With five colours, refills cascade by themselves often enough that the
  // fire/build greedy does better than building a template.
  bool use_templates = colours >= kTemplateMinColours && has_template(n, colours);
  Plan plan;
  bool plan_active = false;
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
      plan = choose_plan(board, colours, kMoves - move), plan_active = true;
      if (print_plans) print_plan(plan, n * n);
      // Too few moves left to build most of it: a half-built template fires
      // little, the greedy plays the rest.
      if (kMoves - move < kEndgameShare * plan.est_moves) use_templates = false;
    }
    if (use_templates && !clock.panic()) {
      choice = template_move(board, plan, kMoves - move, move_rate);
      if (!choice.setup) plan_active = false;  // fired: the next move plans anew
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

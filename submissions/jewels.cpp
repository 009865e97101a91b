// Jewels (TopCoder Marathon Match 123) — template cycles (6+ colours) and
// fire/build cycles (five colours), both driven by cascade simulation.
//
// Approach
//   Any two cells may be swapped, and a swap that forms no line is a legal,
//   zero-score way to put a jewel anywhere. A move is worth (sum of its run
//   scores) * (cascade steps), so a cascade made longer pays quadratically.
//
//   Template cycles (C >= 6). A table holds, per board size and colour
//   count, layouts designed offline by building a cascade backwards (see
//   scripts/jewels_designs.cpp): a swap completes one vertical triple, whose
//   removal completes a short row, whose removal completes triples in every
//   third column of it, which complete a wider row, ... until full rows and a
//   final block of full rows go (on 16x16: 12 steps, about 12,900 points from
//   about 160 designed cells; the other cells are "any"). A cycle maps a layout
//   onto the board (mirror image and colour permutation that leave the fewest
//   cells to fix, counting colours the board has too few of), then:
//   * builds: the zero-score swap that fixes the most template cells (both of
//     its cells if the colours are complementary), cells removed early in the
//     template's cascade breaking ties;
//   * polishes: once nothing is left to fix, a quiet swap among the free cells
//     that raises the simulated fire (a free jewel can match where the layout
//     assumed nothing would);
//   * refreshes: while the fire is well below the template's value because a
//     colour is missing, a scoring swap whose cascade leaves every placed cell
//     where it is, to bring in new jewels;
//   * fires: the layout's swap or, if it simulates higher, any other fire.
//   The layout with the best template value per expected build move is used.
//   With five colours, random refills cascade on their own often enough that
//   the greedy below scores more (measured on seeds 1..40).
//
//   Fire/build cycles (the other cases), every move choosing between firing and building:
//   * Fires. For every cell we note which colours would complete a run there
//     ("wants"); every pair (p, q) where the colour of one is wanted at the
//     other is a candidate swap. Candidates are ranked by the exact first-step
//     score (the board we get is always settled) and the best ones simulated in
//     full: runs vanish, known jewels fall, cells refilled from the hidden
//     stack are unknown and never match. Value = known worth + a small bonus
//     per disturbed cell. The best few fires are kept, plus the fire the
//     previous setups were built for.
//   * Setups. Each kept fire's cascade is replayed while tracking where every
//     jewel came from. After each drop, every known cell where some colour
//     would complete (or lengthen) a run is traced back to its cell on the
//     current board: bringing that colour there now, from a cell q holding it,
//     may add a line to that step or a whole new step at the end. Each such
//     (cell, colour) is tried with a few sources q (first those that want p's
//     colour themselves, so both ends of the swap build), rejecting swaps that
//     form a line at once, and scored by simulating setup + fire exactly.
//   * Decision. Build while the best setup adds more to the planned fire than
//     a move is worth on average so far, or while it raises the cycle's rate
//     (fire value per move spent since the last fire); otherwise fire. The
//     last move always fires. If no swap scores at all, we make the swap that
//     creates the most cells where a colour would complete a run.
//
// Time
//   Template cycles need about 0.5 s of CPU in all and do not look at the
//   clock except for the panic guard below. Fire/build cycles: 30% of the 10 s limit (times MM_TIME_SCALE if set). What is left of it,
//   by the tester's time line, is shared evenly over the remaining moves after
//   setting aside the measured cost that every move has anyway; a move spends
//   a share of its allowance on simulating fires, the rest on setups. Past 80%
//   of the real limit (a very busy machine) moves take the best first step
//   without simulation, past 92% a fixed swap.
//
// Protocol (stdin/stdout)
//   N, C, then N*N cells (line r*N+c is row r from the bottom, column c). Each
//   of the 1000 moves: we print "r1 c1 r2 c2"; the tester answers with the new
//   N*N cells and our elapsed time in ms. EOF ends the game.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <limits>
#include <vector>

namespace {

// ---------------------------------------------------------------- constants
constexpr int kMaxN = 16;
constexpr int kMaxCells = kMaxN * kMaxN;
constexpr int kMoves = 1000;
constexpr int kMinRun = 3;
constexpr int kMaskBits = 32;                    // colours are kept as bits of a 32-bit mask
constexpr std::int8_t kUnknown = 0;              // a refilled cell whose colour we cannot know
constexpr double kDisturbWeight = 0.05;          // value of one cell that changes after the move
constexpr int kClockCheckEvery = 32;             // candidates simulated between clock reads
constexpr std::size_t kMinSimulated = 48;        // always simulated, even when the clock says stop
constexpr std::size_t kMinSimulatedBehind = 16;  // the same once the budget is spent
constexpr int kFiresKept = 3;       // best fire swaps that setups are tried in front of
constexpr double kFireShare = 0.3;  // of a move's allowance, for simulating fire candidates
constexpr int kSourcesTried = 4;    // cells of the wanted colour tried as the source of a setup
// Template cycles.
constexpr int kTemplateMinColours = 6;  // below this, the fire/build greedy plays
constexpr int kTemplateMinSize = 8;     // the same on boards smaller than this
// Build order: every template cell is worth the same (a swap fixing two cells
// beats any single fix), earlier cascade steps only break ties.
constexpr int kCellWeight = 64;
constexpr int kShortagePenalty = 2;     // colour mapping: a cell the board cannot fill
constexpr double kFixesPerMove = 1.8;   // template cells a build move fixes on average
constexpr double kMovesPerShortage = 3;     // moves to fetch a missing colour
constexpr double kCycleOverheadMoves = 5;   // polishing and firing
constexpr double kEndgameShare = 0.6;   // no new template with fewer moves left than this * cost
constexpr double kPolishGain = 1.02;    // a polish must raise the fire 2 % (plus a move's worth)
constexpr double kRefreshBelow = 0.9;   // fetch jewels only while the fire is below this * template
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
        int write = low;
        for (int r = low; r < n; ++r) {
          if (!(marks[c] >> r & 1u)) at(write++, c) = at(r, c);
        }
        while (write < n) at(write++, c) = kUnknown;
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
  bool mark_runs(std::array<std::uint32_t, kMaxN>& marks) {
    long long found = 0;
    for (int r = 0; r < n; ++r)
      found += mark_span(r * n, 1, 0, n, [&](int k) { marks[k] |= 1u << r; });
    for (int c = 0; c < n; ++c)
      found += mark_span(c, n, 0, n, [&](int k) { marks[c] |= 1u << k; });
    return found != 0;
  }

  // Plays out the cascade of swap (p, q) with a full scan per step (refills
  // are unknown), tracking which cell of the starting board each jewel came
  // from (-1: a refill). on_removed(origin, step) is called for every removed
  // jewel with a known origin, after_step(origin) once the columns have fallen.
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
            if (origin[r * n + c] >= 0) on_removed(origin[r * n + c], step);
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
        p, q, [](int, int) {},
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
        p, q, [&](int cell, int step) { step_of[cell] = step; },
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
constexpr double kSafetyFraction =
    0.3;  // of the limit; the rest covers I/O, the tester and a busy machine
constexpr double kPanicFraction =
    0.8;  // of the real limit: from here on, best first step, no simulation
constexpr double kDeepPanicFraction = 0.92;  // of the real limit: from here on, a fixed swap

// The budget in ms, scaled by MM_TIME_SCALE (unset = the full contest budget).
double time_budget_ms() {
  double scale = 1.0;
  if (const char* text = std::getenv("MM_TIME_SCALE")) {
    const double parsed = std::atof(text);
    if (parsed > 0) scale = parsed;
  }
  return kContestTimeLimitMs * kSafetyFraction * scale;
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
double setup_then_fire(const Board& board, int sp, int sq, int fp, int fq) {
  Board work = board;
  std::swap(work.cells[sp], work.cells[sq]);
  if (work.score_at(sp) + work.score_at(sq) > 0) return -1;
  int changed = 0;
  const long long score = work.swap_and_cascade(fp, fq, changed);
  return static_cast<double>(score) + kDisturbWeight * changed;
}

// ---------------------------------------------------------------- search: fire or build
// Picks a swap. The candidate list and its first `min_simulated` entries are
// always done (their time is reported in `fixed_ms`); the rest of the list is
// simulated, then setup swaps are tried in front of the best fires, for at most
// `allowance_ms` more. `setups_done` is the number of setup swaps already made
// since the last fire; `moves_left` counts this move.
Choice choose_move(const Board& board, std::size_t min_simulated, double allowance_ms,
                   double& fixed_ms, int setups_done, int moves_left, double move_rate,
                   Move& planned) {
  const double start = cpu_ms();
  const std::vector<Candidate> list = candidates(board);
  if (list.empty()) {
    fixed_ms = cpu_ms() - start;
    return {setup_move(board, cpu_ms() + allowance_ms), false};
  }

  std::array<Fire, kFiresKept> fires{};
  auto keep = [&](int p, int q, double value) {
    if (value <= fires.back().value) return;
    for (const Fire& f : fires) {
      if (f.p == p && f.q == q) return;
    }
    fires.back() = {p, q, value};
    for (int k = kFiresKept - 1; k > 0 && fires[k].value > fires[k - 1].value; --k)
      std::swap(fires[k], fires[k - 1]);
  };
  if (setups_done > 0) {  // the fire the last setups were built for
    Board work = board;
    int changed = 0;
    const long long score = work.swap_and_cascade(planned.p, planned.q, changed);
    if (score > 0)
      keep(planned.p, planned.q, static_cast<double>(score) + kDisturbWeight * changed);
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
    const double value = static_cast<double>(score) + kDisturbWeight * changed;
    keep(list[i].p, list[i].q, value);
  }
  if (list.size() <= min_simulated) fixed_ms = cpu_ms() - start;
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
  for (const Fire& f : fires) {
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
            const double v = setup_then_fire(board, p, q, f.p, f.q);
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
  const char* cells;  // n*n characters, '0' = any, '1'..'9','a' = colours 1..10
};

// Generated offline by scripts/jewels_designs.sh (scripts/jewels_designs.cpp); rows bottom first.
constexpr TemplateSpec kTemplates[] = {
    {8, 6, 28, 17,
     "13151161"
     "22322622"
     "01221220"
     "03353660"
     "01351660"
     "00212210"
     "00000000"
     "00000000"},
    {8, 6, 27, 3,
     "65624663"
     "11211411"
     "05323303"
     "05264403"
     "06224406"
     "00136100"
     "00000000"
     "00000000"},
    {8, 6, 28, 42,
     "45545535"
     "11611311"
     "40115110"
     "40641330"
     "50645330"
     "00551150"
     "00000000"
     "00000000"},
    {8, 7, 27, 34,
     "43442442"
     "66566266"
     "04474402"
     "03552202"
     "03772204"
     "04644600"
     "00000000"
     "00000000"},
    {8, 7, 27, 3,
     "16143117"
     "55455755"
     "06545507"
     "06413707"
     "01443701"
     "00551500"
     "00000000"
     "00000000"},
    {8, 7, 28, 0,
     "17737747"
     "55155455"
     "60661660"
     "60136440"
     "70131440"
     "00576570"
     "00000000"
     "00000000"},
    {8, 8, 27, 9,
     "32336337"
     "12811811"
     "04424407"
     "02816807"
     "02826803"
     "03143100"
     "00000000"
     "00000000"},
    {8, 8, 28, 8,
     "14121141"
     "25355355"
     "04882880"
     "04325340"
     "01322340"
     "00518510"
     "00000000"
     "00000000"},
    {8, 8, 28, 15,
     "86636646"
     "66466365"
     "80115110"
     "80436340"
     "60435340"
     "00661660"
     "00000000"
     "00000000"},
    {8, 9, 27, 9,
     "75779778"
     "32233933"
     "04424408"
     "05239908"
     "05229907"
     "07347300"
     "00000000"
     "00000000"},
    {8, 9, 28, 8,
     "72797727"
     "56366566"
     "02445440"
     "02396520"
     "07395520"
     "00674670"
     "00000000"
     "00000000"},
    {8, 9, 28, 15,
     "41171191"
     "55455659"
     "40229220"
     "40475690"
     "10479690"
     "00512510"
     "00000000"
     "00000000"},
    {8, 10, 27, 23,
     "9799a993"
     "11711211"
     "03323302"
     "0773a203"
     "0772a209"
     "09139100"
     "00000000"
     "00000000"},
    {8, 10, 28, 14,
     "62282232"
     "77177527"
     "60442440"
     "60187530"
     "20182530"
     "00724720"
     "00000000"
     "00000000"},
    {8, 10, 28, 6,
     "95969969"
     "33533833"
     "05aa6aa0"
     "05564840"
     "09566840"
     "0039a390"
     "00000000"
     "00000000"},
    {9, 6, 40, 5,
     "633632533"
     "644644544"
     "112115110"
     "604424400"
     "602635500"
     "302325300"
     "401441400"
     "000000000"
     "000000000"},
    {9, 6, 40, 41,
     "551551553"
     "466266166"
     "041241143"
     "006656603"
     "001215105"
     "005655604"
     "004464400"
     "000000000"
     "000000000"},
    {9, 6, 40, 25,
     "411611411"
     "422622422"
     "115116150"
     "404454400"
     "405616400"
     "105156100"
     "201241200"
     "000000000"
     "000000000"},
    {9, 7, 40, 58,
     "116115161"
     "446445464"
     "022622622"
     "004434460"
     "006645660"
     "001631610"
     "004234240"
     "000000000"
     "000000000"},
    {9, 7, 40, 1,
     "647665664"
     "122422522"
     "017415514"
     "002242204"
     "007465506"
     "006246201"
     "001121100"
     "000000000"
     "000000000"},
    {9, 7, 41, 3,
     "242112232"
     "646616636"
     "022722422"
     "040551550"
     "040712430"
     "020721420"
     "060265260"
     "000000000"
     "000000000"},
    {9, 8, 41, 59,
     "676656676"
     "866566866"
     "078558878"
     "070663660"
     "060556870"
     "080663660"
     "000883880"
     "000000000"
     "000000000"},
    {9, 8, 40, 20,
     "177877377"
     "772778774"
     "145848340"
     "101151100"
     "702828300"
     "407757700"
     "004414400"
     "000000000"
     "000000000"},
    {9, 8, 40, 3,
     "885786882"
     "115116112"
     "044344644"
     "004474402"
     "005386602"
     "008378608"
     "001441401"
     "000000000"
     "000000000"},
    {9, 9, 39, 49,
     "585535955"
     "484434944"
     "665663660"
     "011811900"
     "085533900"
     "055883500"
     "046146400"
     "000000000"
     "000000000"},
    {9, 9, 40, 58,
     "733233733"
     "766266766"
     "887884880"
     "702232200"
     "307224700"
     "607334300"
     "008638600"
     "000000000"
     "000000000"},
    {9, 9, 40, 9,
     "877377477"
     "277377477"
     "114115110"
     "808828800"
     "804385400"
     "704725700"
     "701781700"
     "000000000"
     "000000000"},
    {9, 10, 40, 13,
     "aa9aa8a9a"
     "449468494"
     "0aa9aa9aa"
     "002262290"
     "0099489a0"
     "00a96a940"
     "004a24a00"
     "000000000"
     "000000000"},
    {9, 10, 40, 3,
     "221621226"
     "aa1aa1aa6"
     "055955755"
     "008868806"
     "001921706"
     "002962702"
     "00a58a50a"
     "000000000"
     "000000000"},
    {9, 10, 41, 60,
     "4a4434484"
     "4a4434484"
     "055955755"
     "0a0881880"
     "040935780"
     "040941740"
     "000548140"
     "000000000"
     "000000000"},
    {10, 6, 53, 65,
     "3433133433"
     "5455155455"
     "6646636633"
     "3443133400"
     "0664660300"
     "0346330500"
     "0564540300"
     "0336330000"
     "0000000000"
     "0000000000"},
    {10, 6, 55, 9,
     "4344344541"
     "6366366566"
     "4115115114"
     "0345345540"
     "0402212200"
     "0605445400"
     "0401611600"
     "0004424400"
     "0000000000"
     "0000000000"},
    {10, 6, 55, 75,
     "4144544544"
     "4144544544"
     "2332332332"
     "0122522520"
     "0401151100"
     "0402412400"
     "0203453400"
     "0002252200"
     "0000000000"
     "0000000000"},
    {10, 7, 54, 75,
     "3373313323"
     "6676616626"
     "4332334334"
     "0472414420"
     "0055355030"
     "0032434060"
     "0063363040"
     "0044534000"
     "0000000000"
     "0000000000"},
    {10, 7, 56, 55,
     "6626676676"
     "5525575575"
     "6633633133"
     "0026676176"
     "0060553550"
     "0050636160"
     "0060353350"
     "0000665660"
     "0000000000"
     "0000000000"},
    {10, 7, 55, 75,
     "5255155755"
     "3233133733"
     "5662662665"
     "0252152750"
     "0501161100"
     "0302512500"
     "0506366300"
     "0005565500"
     "0000000000"
     "0000000000"},
    {10, 8, 53, 65,
     "5355755355"
     "2322722322"
     "6616656655"
     "5315755300"
     "0773770500"
     "0516550200"
     "0263230500"
     "0557550000"
     "0000000000"
     "0000000000"},
    {10, 8, 56, 78,
     "1141141161"
     "5545545565"
     "3388288788"
     "0043243763"
     "0010881880"
     "0050213710"
     "0030851850"
     "0000338310"
     "0000000000"
     "0000000000"},
    {10, 8, 56, 20,
     "6626636626"
     "1121131121"
     "5455755655"
     "0024734624"
     "0060225220"
     "0010764660"
     "0040515510"
     "0000442440"
     "0000000000"
     "0000000000"},
    {10, 9, 56, 10,
     "5545575595"
     "9141171191"
     "3388588988"
     "0043573993"
     "0050889880"
     "0010551950"
     "0030819810"
     "0000338330"
     "0000000000"
     "0000000000"},
    {10, 9, 54, 17,
     "8858828878"
     "9959929779"
     "3882884883"
     "0352324370"
     "0055755080"
     "0082984090"
     "0098798030"
     "0033533000"
     "0000000000"
     "0000000000"},
    {10, 9, 56, 20,
     "2282212292"
     "7787717797"
     "6455955655"
     "0084914694"
     "0020116110"
     "0070924620"
     "0040576570"
     "0000441440"
     "0000000000"
     "0000000000"},
    {10, 10, 55, 6,
     "424454a544"
     "a2aa5aa5aa"
     "8332339338"
     "0282589580"
     "04077a7700"
     "0a02449400"
     "0803aa3a00"
     "0008878800"
     "0000000000"
     "0000000000"},
    {10, 10, 56, 28,
     "2252232292"
     "7757737797"
     "aa22322152"
     "005a33a19a"
     "0020225220"
     "0070322120"
     "00a0275270"
     "0000aa2aa0"
     "0000000000"
     "0000000000"},
    {10, 10, 56, 18,
     "1161141191"
     "2262242212"
     "22aa4aa4aa"
     "0062442492"
     "0010991990"
     "0020419410"
     "0020a21a20"
     "0000229220"
     "0000000000"
     "0000000000"},
    {11, 6, 61, 68,
     "66366566566"
     "22322522522"
     "44115116114"
     "00345546540"
     "00602212200"
     "00205646600"
     "00101211200"
     "00004424400"
     "00000000000"
     "00000000000"
     "00000000000"},
    {11, 6, 61, 82,
     "44344644244"
     "55355655255"
     "55113116115"
     "00353656250"
     "00404434400"
     "00503456400"
     "00501531500"
     "00005345500"
     "00000000000"
     "00000000000"
     "00000000000"},
    {11, 6, 59, 20,
     "66566166366"
     "66566166316"
     "42232242244"
     "04534144300"
     "00221220600"
     "00636640600"
     "00621620400"
     "00442440000"
     "00000000000"
     "00000000000"
     "00000000000"},
    {11, 7, 70, 52,
     "00000000000"
     "11611411311"
     "55655455355"
     "71121171177"
     "07627477500"
     "00335330100"
     "00123170500"
     "00515510700"
     "00773770000"
     "00000000000"
     "00000000000"},
    {11, 7, 59, 14,
     "66266166166"
     "77227177177"
     "57717767755"
     "05215165100"
     "00772770600"
     "00617660700"
     "00772770500"
     "00557550000"
     "00000000000"
     "00000000000"
     "00000000000"},
    {11, 7, 61, 52,
     "44644644144"
     "55655655155"
     "22771776772"
     "00621626120"
     "00407767600"
     "00501476400"
     "00207567500"
     "00002272200"
     "00000000000"
     "00000000000"
     "00000000000"},
    {11, 8, 61, 46,
     "22522422322"
     "11511411311"
     "66887884886"
     "00567464360"
     "00708878800"
     "00107224200"
     "00608178100"
     "00006686600"
     "00000000000"
     "00000000000"
     "00000000000"},
    {11, 8, 72, 33,
     "00000000000"
     "33733533633"
     "88788588688"
     "51445441441"
     "00715511610"
     "00307757700"
     "00805311300"
     "00104854800"
     "00001171100"
     "00000000000"
     "00000000000"},
    {11, 8, 72, 40,
     "00000000000"
     "44344544744"
     "66366566766"
     "22661661662"
     "00321527720"
     "00408818800"
     "00601477400"
     "00206616600"
     "00002282200"
     "00000000000"
     "00000000000"},
    {11, 9, 70, 11,
     "00000000000"
     "57277477877"
     "77277477877"
     "31151181133"
     "03253483800"
     "00445440700"
     "00757780700"
     "00715710300"
     "00334330000"
     "00000000000"
     "00000000000"},
    {11, 9, 70, 21,
     "00000000000"
     "44344644642"
     "99399699699"
     "72272272277"
     "07377677600"
     "00882880400"
     "00474470900"
     "00922920700"
     "00778770000"
     "00000000000"
     "00000000000"},
    {11, 9, 59, 5,
     "77377577377"
     "66366266366"
     "68838848866"
     "06336246300"
     "00995990700"
     "00732740600"
     "00685680600"
     "00669660000"
     "00000000000"
     "00000000000"
     "00000000000"},
    {11, 10, 72, 19,
     "00000000000"
     "55255755755"
     "44244744244"
     "aa99899399a"
     "002a87a32a0"
     "00509979900"
     "00408523500"
     "00a09479400"
     "0000aa9aa00"
     "00000000000"
     "00000000000"},
    {11, 10, 59, 13,
     "66366466466"
     "99599499499"
     "98858848899"
     "09359449400"
     "00665660600"
     "00653640900"
     "00985980900"
     "00996990000"
     "00000000000"
     "00000000000"
     "00000000000"},
    {11, 10, 70, 51,
     "00000000000"
     "22422722922"
     "88488788988"
     "a22322322aa"
     "0a43a739900"
     "00779770200"
     "0023a230800"
     "00829820a00"
     "00aa7aa0000"
     "00000000000"
     "00000000000"},
    {12, 6, 66, 69,
     "334332334363"
     "011411411411"
     "004402404460"
     "003323315330"
     "004466166460"
     "003122415130"
     "000023115100"
     "000030633000"
     "000000404000"
     "000000103000"
     "000000000000"
     "000000000000"},
    {12, 6, 77, 16,
     "000000000000"
     "552615655655"
     "552655655655"
     "443313343344"
     "002614644600"
     "005531330500"
     "005515540500"
     "004411530400"
     "000033440000"
     "000040000000"
     "000000000000"
     "000000000000"},
    {12, 6, 89, 39,
     "113116115131"
     "003006005030"
     "044544244244"
     "003306205230"
     "006616616610"
     "001511211200"
     "000223220400"
     "000415410000"
     "000063060000"
     "000002000000"
     "000000000000"
     "000000000000"},
    {12, 7, 66, 15,
     "552551554552"
     "077377477677"
     "002401404602"
     "005565535502"
     "002422322605"
     "005761434700"
     "000065335000"
     "000050250000"
     "000000400000"
     "000000700000"
     "000000000000"
     "000000000000"},
    {12, 7, 65, 57,
     "772677277577"
     "332633233533"
     "117767767711"
     "002661261500"
     "007334330400"
     "003667760300"
     "001774370100"
     "000313110000"
     "000100000000"
     "000000000000"
     "000000000000"
     "000000000000"},
    {12, 7, 65, 15,
     "000000000000"
     "776377277277"
     "116511211211"
     "441131151144"
     "006573774200"
     "007535250700"
     "001733750100"
     "004113110400"
     "000447440000"
     "000004000000"
     "000000000000"
     "000000000000"},
    {12, 8, 77, 66,
     "000000000000"
     "227422822422"
     "337433833433"
     "661141161166"
     "007446866400"
     "002113310200"
     "003441260300"
     "006213310600"
     "000361660000"
     "000600000000"
     "000000000000"
     "000000000000"},
    {12, 8, 78, 30,
     "818388488188"
     "661616626616"
     "011310120110"
     "018871885880"
     "081371425110"
     "001844144860"
     "006071465000"
     "000088108000"
     "000010400000"
     "000060800000"
     "000000000000"
     "000000000000"},
    {12, 8, 66, 29,
     "553556554355"
     "773776774377"
     "885524565588"
     "003826864300"
     "005033434500"
     "007025565700"
     "008057457800"
     "000088488000"
     "000000300000"
     "000000000000"
     "000000000000"
     "000000000000"},
    {12, 9, 77, 66,
     "000000000000"
     "228722722622"
     "448744744644"
     "551131121155"
     "008735725600"
     "002114410200"
     "004731220400"
     "005214410500"
     "000451550000"
     "000500000000"
     "000000000000"
     "000000000000"},
    {12, 9, 66, 39,
     "881883883288"
     "441443443244"
     "667727767766"
     "001823663200"
     "001055858200"
     "008028664800"
     "004074866400"
     "006066570600"
     "000000060000"
     "000000000000"
     "000000000000"
     "000000000000"},
    {12, 9, 77, 22,
     "000000000000"
     "119711911821"
     "559755955855"
     "334424434433"
     "009723933800"
     "001882880100"
     "005721130500"
     "003142540300"
     "000538330000"
     "000300000000"
     "000000000000"
     "000000000000"},
    {12, 10, 78, 1,
     "787577977677"
     "339331393343"
     "029501990640"
     "02aa3aa19aa0"
     "079531919640"
     "003722822730"
     "000033219000"
     "0000a08aa000"
     "000000290000"
     "000000730000"
     "000000000000"
     "000000000000"},
    {12, 10, 78, 101,
     "000000000000"
     "992997997a99"
     "442447447a44"
     "116636616611"
     "002137117a00"
     "009088989a00"
     "004039114900"
     "001064961400"
     "000019810100"
     "000000000000"
     "000000000000"
     "000000000000"},
    {12, 10, 78, 21,
     "000000000000"
     "993997996499"
     "553557556255"
     "1155a5585511"
     "0031a7186200"
     "009055455900"
     "0050a9289500"
     "001055485100"
     "000011551000"
     "000000010000"
     "000000000000"
     "000000000000"},
    {13, 6, 111, 1,
     "6366566366166"
     "6616616646616"
     "0210510340110"
     "0661662663660"
     "0211512343110"
     "0664434464460"
     "0001632663600"
     "0001022322000"
     "0006036266000"
     "0000040340000"
     "0000060260000"
     "0000000000000"
     "0000000000000"},
    {13, 6, 98, 17,
     "2232232242252"
     "2122622122122"
     "0130430140150"
     "0221224225220"
     "0136656656650"
     "0221454155120"
     "0001233633200"
     "0002054455000"
     "0000062662000"
     "0000030340000"
     "0000020220000"
     "0000000000000"
     "0000000000000"},
    {13, 6, 83, 95,
     "6626656646626"
     "3233133233133"
     "0335335332330"
     "0225155242120"
     "0226266466120"
     "0365141142360"
     "0003225463000"
     "0000443400000"
     "0000610600000"
     "0000150200000"
     "0000360300000"
     "0000000000000"
     "0000000000000"},
    {13, 7, 96, 2,
     "6176366166366"
     "5535545545525"
     "0554553552550"
     "0134343142320"
     "0137277377320"
     "0654243342650"
     "0004171155000"
     "0005265300000"
     "0000770700000"
     "0000310100000"
     "0000650600000"
     "0000000000000"
     "0000000000000"},
    {13, 7, 109, 83,
     "1211411511311"
     "7767767747737"
     "0260460540330"
     "0117116116110"
     "0267466546330"
     "0144644644170"
     "0067636676000"
     "0071131101000"
     "0001676600000"
     "0000431400000"
     "0000110100000"
     "0000000000000"
     "0000000000000"},
    {13, 7, 70, 19,
     "6466766766566"
     "3353325373313"
     "0667664664660"
     "0433433133510"
     "0453353374510"
     "0657434174630"
     "0037454136000"
     "0006336300000"
     "0000720700000"
     "0000720700000"
     "0000630600000"
     "0000000000000"
     "0000000000000"},
    {13, 8, 96, 4,
     "5655655855855"
     "7737747787717"
     "0630840880810"
     "0551556552550"
     "0644144744810"
     "0531146782570"
     "0038868872000"
     "0071186705000"
     "0005465400000"
     "0000880800000"
     "0000570500000"
     "0000000000000"
     "0000000000000"},
    {13, 8, 98, 54,
     "4424424474434"
     "5755855355255"
     "0116114112110"
     "0726824372230"
     "0745585515230"
     "0546884312540"
     "0001566466000"
     "0000081211000"
     "0000050450000"
     "0000020670000"
     "0000040540000"
     "0000000000000"
     "0000000000000"},
    {13, 8, 111, 6,
     "3633235833733"
     "1141161171121"
     "0640260870720"
     "0338338336330"
     "0648268876720"
     "0315585545510"
     "0008388346300"
     "0003022522000"
     "0000083343000"
     "0000050550000"
     "0000010210000"
     "0000000000000"
     "0000000000000"},
    {13, 9, 96, 100,
     "6766366866766"
     "6676696626636"
     "0770390820730"
     "0663669665660"
     "0744344844730"
     "0673399825660"
     "0074414465000"
     "0063369801000"
     "0006416400000"
     "0000340800000"
     "0000660600000"
     "0000000000000"
     "0000000000000"},
    {13, 9, 84, 81,
     "1131151131191"
     "8488288988288"
     "0886884881880"
     "0436254931290"
     "0437737727790"
     "0816262661210"
     "0002838928800"
     "0000032820000"
     "0000076070000"
     "0000054030000"
     "0000018010000"
     "0000000000000"
     "0000000000000"},
    {13, 9, 111, 7,
     "4544244644844"
     "6676656686696"
     "0570250280890"
     "0443441447440"
     "0573251287890"
     "0469939949960"
     "0003431447400"
     "0004099699000"
     "0000034244000"
     "0000090690000"
     "0000060960000"
     "0000000000000"
     "0000000000000"},
    {13, 10, 96, 42,
     "2722322828228"
     "aa3aa5aa1a5aa"
     "0730350818508"
     "0aa2aa4aa1aa8"
     "07aa2aa4aa502"
     "0236254411a00"
     "00a61211a1000"
     "000a26440a000"
     "0000a2aa08000"
     "0000310802000"
     "00002a0200000"
     "0000000000000"
     "0000000000000"},
    {13, 10, 83, 54,
     "8898858878838"
     "1511711211411"
     "088488a88a880"
     "059475a27a430"
     "0528688a88430"
     "019442447a180"
     "008468aa88000"
     "000862aa00000"
     "0000848800000"
     "0000750200000"
     "0000180100000"
     "0000000000000"
     "0000000000000"},
    {13, 10, 96, 48,
     "9929899199299"
     "35343a3383383"
     "05248a0180280"
     "0776773771770"
     "052a9aa2aa280"
     "03969a3288930"
     "0007717738000"
     "0006983207000"
     "0007a17a00000"
     "0004870100000"
     "0003930900000"
     "0000000000000"
     "0000000000000"},
    {14, 6, 132, 51,
     "66166266366266"
     "54434434434424"
     "65665665665660"
     "55135235315220"
     "54344544144220"
     "45335535135640"
     "06224223246000"
     "00344543100000"
     "00402212200000"
     "00104433400000"
     "00602212300000"
     "00006626600000"
     "00000000000000"
     "00000000000000"},
    {14, 6, 92, 88,
     "52552545565535"
     "52552545565535"
     "11211211411311"
     "02112115114110"
     "05206656636630"
     "05202211411350"
     "00104255234350"
     "00001155434100"
     "00002061161000"
     "00005040460000"
     "00005050450000"
     "00000050150000"
     "00000000000000"
     "00000000000000"},
    {14, 6, 92, 25,
     "41424414414244"
     "51525515515455"
     "44644644644544"
     "01442446446440"
     "04621131131100"
     "05642611416500"
     "00452636236500"
     "00004436434400"
     "00000014110200"
     "00000010610400"
     "00000040640500"
     "00000050450000"
     "00000000000000"
     "00000000000000"},
    {14, 7, 105, 41,
     "11215116114112"
     "53323363373433"
     "33133433133234"
     "50125466174202"
     "53353353343302"
     "30177277677201"
     "00355114114300"
     "00251253641400"
     "00230254640400"
     "00120731730300"
     "00030466170000"
     "00000331330000"
     "00000000000000"
     "00000000000000"},
    {14, 7, 118, 61,
     "75575525545455"
     "34331332331373"
     "66266766166466"
     "74271722141470"
     "74662367662660"
     "53275755755470"
     "00252727742630"
     "00601131152400"
     "00002767706400"
     "00006536501500"
     "00001712103000"
     "00003653600000"
     "00000000000000"
     "00000000000000"},
    {14, 7, 104, 103,
     "55655255355755"
     "42446442447446"
     "04454414454454"
     "02656212357756"
     "02642447443446"
     "04511211511754"
     "00056676653540"
     "00042727543000"
     "00002277504000"
     "00004164107000"
     "00006212304000"
     "00004544500000"
     "00000000000000"
     "00000000000000"},
    {14, 8, 104, 60,
     "55355455655255"
     "52558552556558"
     "01171181141171"
     "02378482646278"
     "02553554552558"
     "05377477377275"
     "00571232242510"
     "00011414312000"
     "00005434305000"
     "00008725706000"
     "00005482605000"
     "00000515500000"
     "00000000000000"
     "00000000000000"},
    {14, 8, 103, 80,
     "22722822822722"
     "51141171171151"
     "65664664663660"
     "51151151121150"
     "55114118113750"
     "15754858822710"
     "06766266826200"
     "00254358210000"
     "00011211070000"
     "00044674070000"
     "00044874010000"
     "00016216000000"
     "00000000000000"
     "00000000000000"},
    {14, 8, 119, 31,
     "52212262282212"
     "44544744144144"
     "58356337338330"
     "58516767188110"
     "24454484424110"
     "08533533133420"
     "03456587128000"
     "00053665663000"
     "00040583120000"
     "00010345340000"
     "00020766180000"
     "00000423420000"
     "00000000000000"
     "00000000000000"},
    {14, 9, 89, 29,
     "71776778771717"
     "53323323383533"
     "37133833533433"
     "57787767787710"
     "51131338331410"
     "31182722581470"
     "07381368587300"
     "00071768370500"
     "00023273080500"
     "00026828080300"
     "00036828030000"
     "00007337000000"
     "00000000000000"
     "00000000000000"},
    {14, 9, 131, 4,
     "66169966766766"
     "57525515545585"
     "62667662668660"
     "02127912748780"
     "06616686686680"
     "02117982788750"
     "06995997996600"
     "07615687680000"
     "07068988060000"
     "05025667040000"
     "00059919050000"
     "00006856000000"
     "00000000000000"
     "00000000000000"},
    {14, 9, 105, 2,
     "27937737797717"
     "59559559552551"
     "77277277177677"
     "29239239192611"
     "27757787747711"
     "79211811511675"
     "05259119142600"
     "00755887545700"
     "00070889570000"
     "00030171190000"
     "00070239170000"
     "00000775700000"
     "00000000000000"
     "00000000000000"},
    {14, 10, 118, 22,
     "77579774771779"
     "a2a2aa8a83aa3a"
     "66166166366266"
     "02129184331239"
     "02663665662669"
     "0a123185332237"
     "006a75778776a0"
     "005044844a2000"
     "005035a5806000"
     "00706586801000"
     "00009744707000"
     "000076a7600000"
     "00000000000000"
     "00000000000000"},
    {14, 10, 90, 39,
     "55955755755a55"
     "8388188788a889"
     "04424424454714"
     "0344344a449449"
     "03911911711a19"
     "08923474459a18"
     "0052394a759540"
     "0004497a744000"
     "0000114410a000"
     "0000172770a000"
     "00008727708000"
     "00000548500000"
     "00000000000000"
     "00000000000000"},
    {14, 10, 119, 143,
     "aa5aa3aa3aa1aa"
     "79767717787757"
     "44849441441440"
     "09767757757150"
     "09869351351150"
     "07877277a77a70"
     "00469251a51000"
     "00574118174000"
     "00560277a80000"
     "00a60718780000"
     "00080311370000"
     "00000a74a00000"
     "00000000000000"
     "00000000000000"},
    {15, 6, 140, 21,
     "554565545525565"
     "114161241121161"
     "565355655355655"
     "116114112114110"
     "066364642324660"
     "055255255255650"
     "063313363354510"
     "056214262211000"
     "001242441200000"
     "004511260500000"
     "005332530300000"
     "001554650500000"
     "000011510000000"
     "000000000000000"
     "000000000000000"},
    {15, 6, 156, 140,
     "244544244144644"
     "244544244144644"
     "335332335332330"
     "221161141161100"
     "425562245162600"
     "334336336332400"
     "424466446463400"
     "015535535510000"
     "004436436400000"
     "003052256000000"
     "005033533000000"
     "003052255000000"
     "000013513000000"
     "000000000000000"
     "000000000000000"},
    {15, 6, 156, 143,
     "366366466166366"
     "355355455155355"
     "551551554553550"
     "332232262262200"
     "631331464163300"
     "552552552553300"
     "532632662665600"
     "021121151120500"
     "002522552500000"
     "005044646000000"
     "001025455000000"
     "005011614000000"
     "000025425000000"
     "000000000000000"
     "000000000000000"},
    {15, 7, 142, 189,
     "565535535525525"
     "411611711311617"
     "467637737327620"
     "552553556553550"
     "411711611211620"
     "162733636223150"
     "752114115153770"
     "075754655275000"
     "000172232200000"
     "000604175100000"
     "000101731300000"
     "000703126100000"
     "000005775300000"
     "000000000000000"
     "000000000000000"},
    {15, 7, 141, 44,
     "545575565535565"
     "141171161131161"
     "411611411511712"
     "227223227223220"
     "447673467533760"
     "441131121151160"
     "157115117113750"
     "012635427552110"
     "000136266150000"
     "000015127010000"
     "000071211050000"
     "000053657010000"
     "000012112000000"
     "000000000000000"
     "000000000000000"},
    {15, 7, 142, 160,
     "665663662626656"
     "115113112121151"
     "377277277577377"
     "636626636626650"
     "377477177577360"
     "335423132520310"
     "736772774770700"
     "061422134520000"
     "000761121760000"
     "000202764520000"
     "000207227520000"
     "000706216710000"
     "000001761000000"
     "000000000000000"
     "000000000000000"},
    {15, 8, 155, 174,
     "818868848848858"
     "212262242242252"
     "677877377877177"
     "773774774774770"
     "613864344844150"
     "622122822622180"
     "783184884684720"
     "023373313324000"
     "007177817607000"
     "000332330200000"
     "000277210800000"
     "000832330200000"
     "000723720000000"
     "000000000000000"
     "000000000000000"},
    {15, 8, 128, 110,
     "886688188188588"
     "226622122122522"
     "313353353383383"
     "778771774776770"
     "012232252262280"
     "018677577577580"
     "038831554566530"
     "007232332336800"
     "006027551567200"
     "008050722720000"
     "002050153180000"
     "000030854880000"
     "000000237230000"
     "000000000000000"
     "000000000000000"},
    {15, 8, 111, 10,
     "232212212232232"
     "434414414454434"
     "044644844244544"
     "036772775778770"
     "024414464434430"
     "046672771778520"
     "006655355238540"
     "007412561237400"
     "000012361440000"
     "000047547050000"
     "000012815020000"
     "000022825040000"
     "000047447000000"
     "000000000000000"
     "000000000000000"},
    {15, 9, 125, 13,
     "979919979979979"
     "878818878878838"
     "488188188288488"
     "553554551559530"
     "477977677377490"
     "473914671379480"
     "898828868899800"
     "083447441385000"
     "005923665700000"
     "000727760200000"
     "000184180200000"
     "000194190800000"
     "000885880000000"
     "000000000000000"
     "000000000000000"},
    {15, 9, 142, 49,
     "747797787747717"
     "646696686646616"
     "335337338339733"
     "066146466566160"
     "045197488549110"
     "075334331338330"
     "063174471578170"
     "000622622122660"
     "000067747768700"
     "000004661103700"
     "000003643109300"
     "000007278203000"
     "000003663600000"
     "000000000000000"
     "000000000000000"},
    {15, 9, 156, 42,
     "656646656626656"
     "353343353323353"
     "688488788688788"
     "995996994993950"
     "655446754623660"
     "669939989989930"
     "835436784683600"
     "009443446449800"
     "000833886880000"
     "000099799090000"
     "000093696060000"
     "000064764030000"
     "000039939000000"
     "000000000000000"
     "000000000000000"},
    {15, 10, 142, 106,
     "414424484474464"
     "155655255855955"
     "114624284874964"
     "332337337335330"
     "112627287875960"
     "511511a11311540"
     "442547a47345440"
     "0a2771771773000"
     "0035433a3340000"
     "000101a41300000"
     "0005011a1100000"
     "000407537500000"
     "000003443400000"
     "000000000000000"
     "000000000000000"},
    {15, 10, 128, 97,
     "a2aa9aa5aa8aa9a"
     "311411311811611"
     "326496356886696"
     "119117117113110"
     "321141151191690"
     "1a94473578931a0"
     "669188698688660"
     "001647889893000"
     "000011658611000"
     "000090619680000"
     "0000a08588a0000"
     "0000601a7160000"
     "000000661600000"
     "000000000000000"
     "000000000000000"},
    {15, 10, 155, 6,
     "339323a23393363"
     "449424424494464"
     "188a88688588788"
     "886887881881880"
     "106a27621591760"
     "122722822922760"
     "806737831991830"
     "005515565538040"
     "006718868940000"
     "00844a440200000"
     "009213260500000"
     "003a5a650800000"
     "004844840000000"
     "000000000000000"
     "000000000000000"},
    {16, 6, 168, 85,
     "5525515515525525"
     "6626616616626626"
     "4344544144144244"
     "3323513113123223"
     "0441442442445450"
     "0351512152155260"
     "0466466366266430"
     "0361462362265300"
     "0034551556554000"
     "0000434414230000"
     "0000601356600000"
     "0000401616400000"
     "0000305445300000"
     "0000004334000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 6, 167, 35,
     "3323343353343323"
     "6626646656646626"
     "1664662661665662"
     "0122142151145122"
     "0044544344244244"
     "0032532331235232"
     "0061161141141162"
     "0016566346246216"
     "0001331331331401"
     "0000455455440000"
     "0000061241040000"
     "0000011411010000"
     "0000063563060000"
     "0000011411010000"
     "0000000000000000"
     "0000000000000000"},
    {16, 6, 152, 10,
     "4454414454654144"
     "6656616656656166"
     "2122122122122522"
     "3153113153153533"
     "0661665661664660"
     "0133233133233500"
     "0241245141244200"
     "0361331332334100"
     "0036264464466400"
     "0000331142230600"
     "0000101362300300"
     "0000203143100000"
     "0000305261200000"
     "0000006336300000"
     "0000000000000000"
     "0000000000000000"},
    {16, 7, 183, 77,
     "7677677477477677"
     "7677677477477677"
     "3323353343323323"
     "5625655445425625"
     "0112113116117310"
     "0722753746727720"
     "0724434454434430"
     "0532733756737750"
     "0051224223221500"
     "0000534553530000"
     "0000042322040000"
     "0000034143030000"
     "0000052332050000"
     "0000001251000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 7, 169, 56,
     "3433733233733433"
     "1411711211711411"
     "3343363373363363"
     "6446766226766466"
     "0117115114112110"
     "0347765374362360"
     "0136676656676630"
     "0667344344544160"
     "0001175354572600"
     "0000671662661000"
     "0000060357570000"
     "0000030462460000"
     "0000060136130000"
     "0000000661660000"
     "0000000000000000"
     "0000000000000000"},
    {16, 7, 182, 52,
     "6366366366466566"
     "1311311311411511"
     "6776772772773772"
     "6326622322423520"
     "5545545565545600"
     "6646642662643100"
     "7122322423223200"
     "2247347463147000"
     "0052161131252000"
     "0000362433000000"
     "0000216113000000"
     "0000163232000000"
     "0000216117000000"
     "0000051252000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 8, 182, 118,
     "7727717767727277"
     "4424414464424244"
     "8388788688688788"
     "8328718668628788"
     "0221224227224220"
     "0371774677674700"
     "0822522322822800"
     "0841547347844200"
     "0086626616682700"
     "0002522312800400"
     "0000247440800800"
     "0000824210200000"
     "0000867860800000"
     "0000084880800000"
     "0000000000000000"
     "0000000000000000"},
    {16, 8, 168, 121,
     "6266766266166766"
     "6266766266166766"
     "8818878838818878"
     "4214774234114774"
     "0551551552551550"
     "0611771632611670"
     "0655455755855680"
     "0481481785881440"
     "0045117113145000"
     "0000446656600000"
     "0000507723800000"
     "0000607553500000"
     "0000601661600000"
     "0000405445400000"
     "0000000000000000"
     "0000000000000000"},
    {16, 8, 135, 86,
     "6676656656616626"
     "3373353353313323"
     "3833533833633233"
     "8878558858618228"
     "0441447441447440"
     "0862218272212260"
     "0331223225227230"
     "0881544844617380"
     "0004313275614800"
     "0000813875320000"
     "0000022422860000"
     "0000067861030000"
     "0000037331080000"
     "0000084884000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 9, 136, 133,
     "2522922722922622"
     "2522922722922622"
     "9336331336334338"
     "9586981786984680"
     "5525525535525500"
     "9288288288788200"
     "9226557553554200"
     "3823226676623800"
     "8058277223728000"
     "0000857273750000"
     "0000205865800000"
     "0000201236200000"
     "0000803233200000"
     "0000008858800000"
     "0000000000000000"
     "0000000000000000"},
    {16, 9, 153, 7,
     "2622822122822522"
     "1611811911811511"
     "1121171181171151"
     "3623873983873553"
     "0449447448447440"
     "0226686676636650"
     "0119287278237210"
     "0339122922622130"
     "0004387441447300"
     "0000064979634000"
     "0000070961660000"
     "0000070284270000"
     "0000010118110000"
     "0000030334330000"
     "0000000000000000"
     "0000000000000000"},
    {16, 9, 168, 6,
     "5355859455755355"
     "6366866466766366"
     "1121151191181181"
     "9329859499789389"
     "0536338338335330"
     "0677477577477580"
     "0926458598485610"
     "0016337331335990"
     "0093417511413000"
     "0000793393490000"
     "0000507751700000"
     "0000603593500000"
     "0000908638600000"
     "0000003993900000"
     "0000000000000000"
     "0000000000000000"},
    {16, 10, 183, 166,
     "6766966366766266"
     "8788988388788288"
     "66366a66966466a6"
     "a73a9aa39a74a2aa"
     "0889887886885880"
     "06399a76966456a0"
     "08633733133a3360"
     "0aa96778168a58a0"
     "0008841442448a00"
     "0000a71a12aa0000"
     "00000a22aa0a0000"
     "0000031a32030000"
     "0000064264060000"
     "00000a8aa80a0000"
     "0000000000000000"
     "0000000000000000"},
    {16, 10, 151, 171,
     "9799a99a99899299"
     "5755a55a55855255"
     "66466466966766a6"
     "9749a49a998792a9"
     "0961662662667660"
     "05466166166566a0"
     "0961445443447960"
     "0091915913957590"
     "0006517277556900"
     "0000965713960000"
     "0000044264020000"
     "0000062792060000"
     "0000092562090000"
     "0000006996000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 10, 151, 31,
     "66366a66a6626646"
     "99399a99a9929945"
     "1511611211811811"
     "85386a82a8828848"
     "0aa5aa2aa4aa5aa0"
     "0569939989919940"
     "0195678773775860"
     "0885138283815190"
     "000a8aa5aa81a880"
     "0000038983190000"
     "0000097597860000"
     "0000062a64090000"
     "0000092194080000"
     "000008a88a000000"
     "0000000000000000"
     "0000000000000000"},
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
  int fire_p = 0, fire_q = 1;
  double nominal = 0;    // value of the template's own cascade
  double est_moves = 0;  // moves expected to build it from the board it was made for
};

int template_colour(char ch) {
  return ch >= 'a' ? ch - 'a' + 10 : ch - '0';
}

// Chooses the mirror image and the colour mapping that leave the fewest cells
// to fix on `board`, counting a colour the board has too few of as a loss.
Plan make_plan(const TemplateSpec& t, const Board& board) {
  const int n = board.n;
  // Only the cells the template's cascade removes matter; the step each one
  // goes in orders the build among equal fixes.
  Board model;
  model.n = n;
  for (int i = 0; i < n * n; ++i) model.cells[i] = static_cast<std::int8_t>(template_colour(t.cells[i]));
  std::array<int, kMaxCells> step_of;
  int changed = 0;
  const double nominal = static_cast<double>(Board(model).swap_and_cascade(t.fire_p, t.fire_q, changed));
  model.removal_steps(t.fire_p, t.fire_q, step_of);
  step_of[t.fire_p] = step_of[t.fire_q] = 1;
  int last = 0;
  std::array<int, kMaskBits> need{}, have{};
  for (int i = 0; i < n * n; ++i) {
    last = std::max(last, step_of[i]);
    ++need[template_colour(t.cells[i])];
    ++have[board.cells[i]];
  }
  Plan best;
  int best_score = std::numeric_limits<int>::min();
  for (int mirror = 0; mirror < 2; ++mirror) {
    auto cell_of = [&](int i) { return mirror ? (i / n) * n + (n - 1 - i % n) : i; };
    // counts[a][c]: used template cells of colour a holding colour c on the board.
    std::array<std::array<int, kMaskBits>, kMaskBits> counts{};
    for (int i = 0; i < n * n; ++i) {
      ++counts[template_colour(t.cells[i])][board.cells[cell_of(i)]];
    }
    auto value = [&](int a, int c) {
      return counts[a][c] - kShortagePenalty * std::max(0, need[a] - have[c]);
    };
    // Greedy assignment, then pairwise exchanges while they help.
    std::array<int, kMaskBits> map{};
    std::array<bool, kMaskBits> used_a{}, used_c{};
    for (int round = 0; round < t.colours; ++round) {
      int ba = -1, bc = -1, bv = std::numeric_limits<int>::min();
      for (int a = 1; a <= t.colours; ++a) {
        if (used_a[a]) continue;
        for (int c = 1; c <= t.colours; ++c) {
          if (!used_c[c] && value(a, c) > bv) bv = value(a, c), ba = a, bc = c;
        }
      }
      map[ba] = bc, used_a[ba] = used_c[bc] = true;
    }
    for (bool improved = true; improved;) {
      improved = false;
      for (int a = 1; a <= t.colours; ++a) {
        for (int b = a + 1; b <= t.colours; ++b) {
          if (value(a, map[b]) + value(b, map[a]) > value(a, map[a]) + value(b, map[b]))
            std::swap(map[a], map[b]), improved = true;
        }
      }
    }
    int score = 0, matches = 0, shortage = 0, cells = 0;
    for (int a = 1; a <= t.colours; ++a) {
      score += value(a, map[a]), matches += counts[a][map[a]];
      shortage += std::max(0, need[a] - have[map[a]]), cells += need[a];
    }
    if (score <= best_score) continue;
    best_score = score;
    best.nominal = nominal;
    best.est_moves = (cells - matches) / kFixesPerMove + kMovesPerShortage * shortage;
    for (int i = 0; i < n * n; ++i) {
      const int cell = cell_of(i);
      const int a = template_colour(t.cells[i]);
      best.target[cell] = static_cast<std::int8_t>(a > 0 ? map[a] : 0);
      best.weight[cell] = kCellWeight + (step_of[i] ? last + 1 - step_of[i] : 0);
    }
    best.fire_p = cell_of(t.fire_p), best.fire_q = cell_of(t.fire_q);
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
      const double v = setup_then_fire(board, p, q, plan.fire_p, plan.fire_q);
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
    for (int i = 0; i < cells && intact; ++i) intact = !placed(i) || work.cells[i] == board.cells[i];
    if (intact) best_changed = changed, out = {cand.p, cand.q};
  }
  return best_changed > 0;
}

// Of the templates for this board size and colour count, the plan with the
// best expected rate: template value per move needed to build it here.
Plan choose_plan(const Board& board, int colours) {
  Plan best;
  double best_rate = -1;
  for (const TemplateSpec& t : kTemplates) {
    if (t.n != board.n || t.colours != colours) continue;
    const Plan plan = make_plan(t, board);
    const double rate = plan.nominal / (plan.est_moves + kCycleOverheadMoves);
    if (rate > best_rate) best_rate = rate, best = plan;
  }
  return best;
}

// The zero-score swap that brings the most cells to their template colour
// (a swap can fix both its cells). Returns the gain, 0 if nothing helps.
int build_move(const Board& board, const Plan& plan, Move& out) {
  const int cells = board.n * board.n;
  auto fits = [&](int i, std::int8_t colour) {
    return plan.target[i] != 0 && plan.target[i] == colour ? plan.weight[i] : 0;
  };
  Board work = board;
  int best_gain = 0;
  for (int p = 0; p < cells; ++p) {
    const std::int8_t cp = board.cells[p];
    const int keep_p = fits(p, cp);
    for (int q = p + 1; q < cells; ++q) {
      const std::int8_t cq = board.cells[q];
      if (cp == cq) continue;
      const int gain = fits(p, cq) + fits(q, cp) - keep_p - fits(q, cq);
      if (gain <= best_gain) continue;
      std::swap(work.cells[p], work.cells[q]);
      const bool quiet = work.score_at(p) + work.score_at(q) == 0;
      std::swap(work.cells[p], work.cells[q]);
      if (quiet) best_gain = gain, out = {p, q};
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
    if (polish_move(board, plan, move) > fire_value * kPolishGain + move_rate) return {move, true, 0};
    if (fire_value < kRefreshBelow * plan.nominal && refresh_move(board, plan, move))
      return {move, true, 0};
  }
  return best_fire(board, &plan, kFireCandidates);
}

// ---------------------------------------------------------------- protocol I/O
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
  // With few colours, refills cascade by themselves often enough that the
  // fire/build greedy does better than building a template; on small boards
  // a template's cascade is too short to pay for its build.
  bool use_templates = colours >= kTemplateMinColours && n >= kTemplateMinSize && has_template(n, colours);
  Plan plan;
  bool plan_active = false;
  int setups_done = 0;
  Move planned;            // the fire the current setups are built for
  double fired_value = 0;  // sum of the fires' expected values so far
  for (int move = 0; move < kMoves; ++move) {
    const double start = cpu_ms();
    double fixed_ms = 0;
    const std::size_t min_simulated = clock.behind() ? kMinSimulatedBehind : kMinSimulated;
    const double move_rate = fired_value / std::max(1, move);
    Choice choice;
    if (use_templates && !plan_active) {
      plan = choose_plan(board, colours), plan_active = true;
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
                           setups_done, kMoves - move, move_rate, planned);
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

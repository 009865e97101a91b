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
//   clock except for the panic guard below. Fire/build cycles: 30% of the
//   10 s limit (times MM_TIME_SCALE if set). What is left of it, by the
//   tester's time line, is shared evenly over the remaining moves after
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
// Build order: every template cell is worth the same (a swap fixing two cells
// beats any single fix), earlier cascade steps only break ties.
constexpr int kCellWeight = 64;
constexpr int kShortagePenalty = 2;        // colour mapping: a cell the board cannot fill
constexpr double kFixesPerMove = 1.8;      // template cells a build move fixes on average
constexpr double kMovesPerShortage = 3;    // moves to fetch a missing colour
constexpr double kCycleOverheadMoves = 5;  // polishing and firing
constexpr double kEndgameShare = 0.6;      // no new template with fewer moves left than this * cost
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
    for (int c = 0; c < n; ++c) found += mark_span(c, n, 0, n, [&](int k) { marks[c] |= 1u << k; });
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
    {8, 6, 27, 39,
     "34332331"
     "55655655"
     "01141101"
     "04632601"
     "04642604"
     "03513500"
     "00000000"
     "00000000"},
    {8, 6, 27, 6,
     "16113164"
     "55255255"
     "06464404"
     "06213204"
     "01263201"
     "00541500"
     "00000000"
     "00000000"},
    {8, 6, 27, 44,
     "63664661"
     "55255455"
     "01121101"
     "03264401"
     "03224406"
     "06512500"
     "00000000"
     "00000000"},
    {8, 7, 27, 39,
     "42447443"
     "66166566"
     "03313303"
     "02147503"
     "02117501"
     "04634600"
     "00000000"
     "00000000"},
    {8, 7, 27, 6,
     "73775764"
     "22622122"
     "03464404"
     "03675104"
     "07665107"
     "00247200"
     "00000000"
     "00000000"},
    {8, 7, 27, 10,
     "64663662"
     "11311511"
     "02232202"
     "04773502"
     "04733506"
     "06126100"
     "00000000"
     "00000000"},
    {8, 8, 25, 28,
     "77877177"
     "42252262"
     "38336330"
     "46858160"
     "48856160"
     "23723720"
     "00000000"
     "00000000"},
    {8, 8, 27, 30,
     "11311211"
     "78776774"
     "05585535"
     "08336284"
     "08386234"
     "07157157"
     "00000000"
     "00000000"},
    {8, 8, 27, 30,
     "13115117"
     "44244644"
     "08868857"
     "03255667"
     "03265651"
     "01481480"
     "00000000"
     "00000000"},
    {8, 9, 25, 28,
     "88288788"
     "95535565"
     "14113110"
     "93234760"
     "94233760"
     "51851850"
     "00000000"
     "00000000"},
    {8, 9, 25, 28,
     "55455855"
     "26676616"
     "39334330"
     "24479810"
     "29474810"
     "63563560"
     "00000000"
     "00000000"},
    {8, 9, 26, 29,
     "79773772"
     "85515545"
     "66166266"
     "89213142"
     "89113242"
     "57657657"
     "00000000"
     "00000000"},
    {8, 10, 27, 30,
     "11911a11"
     "52554557"
     "03383363"
     "02964a87"
     "02984a67"
     "05135135"
     "00000000"
     "00000000"},
    {8, 10, 27, 30,
     "66a66466"
     "71779775"
     "03383323"
     "01a29485"
     "01a89425"
     "07637637"
     "00000000"
     "00000000"},
    {8, 10, 27, 30,
     "aa7aa5aa"
     "36338332"
     "04414494"
     "06798512"
     "06718592"
     "03a43a43"
     "00000000"
     "00000000"},
    {9, 6, 41, 5,
     "545523535"
     "646626636"
     "011311211"
     "040443440"
     "040325230"
     "050353250"
     "060164160"
     "000000000"
     "000000000"},
    {9, 6, 40, 14,
     "566266466"
     "533234433"
     "114112110"
     "505545500"
     "504232400"
     "604642600"
     "301351300"
     "000000000"
     "000000000"},
    {9, 6, 40, 1,
     "336466566"
     "311411511"
     "223224220"
     "305535500"
     "603464500"
     "103634600"
     "002152100"
     "000000000"
     "000000000"},
    {9, 7, 38, 41,
     "474464454"
     "171161151"
     "233533633"
     "772775770"
     "275562650"
     "242545640"
     "317317310"
     "000000000"
     "000000000"},
    {9, 7, 40, 43,
     "677377577"
     "644344544"
     "221223221"
     "605565515"
     "601313561"
     "701763711"
     "402452452"
     "000000000"
     "000000000"},
    {9, 7, 38, 41,
     "232252212"
     "434454414"
     "766166366"
     "557551550"
     "731157310"
     "727121320"
     "645645640"
     "000000000"
     "000000000"},
    {9, 8, 37, 40,
     "221226225"
     "331336335"
     "877477677"
     "515545505"
     "841416602"
     "812442603"
     "753753700"
     "000000000"
     "000000000"},
    {9, 8, 37, 40,
     "663662667"
     "113112117"
     "488588488"
     "323353307"
     "453522407"
     "426556406"
     "831831801"
     "000000000"
     "000000000"},
    {9, 8, 39, 42,
     "272282212"
     "474484414"
     "335336335"
     "077177877"
     "075886115"
     "025126825"
     "043743743"
     "000000000"
     "000000000"},
    {9, 9, 40, 20,
     "885886883"
     "775776773"
     "014411211"
     "009949903"
     "005416208"
     "008448207"
     "007197100"
     "000000000"
     "000000000"},
    {9, 9, 40, 56,
     "544244344"
     "566266366"
     "991998990"
     "507727700"
     "501298300"
     "401428400"
     "602679600"
     "000000000"
     "000000000"},
    {9, 9, 40, 14,
     "733533133"
     "766568166"
     "448442440"
     "709989900"
     "308562100"
     "608382300"
     "004694600"
     "000000000"
     "000000000"},
    {9, 10, 39, 42,
     "1811211a1"
     "665663669"
     "7857237a9"
     "044244344"
     "0853232a9"
     "016216316"
     "077477477"
     "000000000"
     "000000000"},
    {9, 10, 38, 41,
     "a7aa9aa6a"
     "171191161"
     "544844344"
     "228223220"
     "573898360"
     "5a88a33a0"
     "412412410"
     "000000000"
     "000000000"},
    {9, 10, 38, 41,
     "898878848"
     "1aa5aa2aa"
     "196576246"
     "337332330"
     "192577240"
     "a87a82a80"
     "663663660"
     "000000000"
     "000000000"},
    {10, 6, 54, 19,
     "3353343363"
     "2252242266"
     "1124226221"
     "0054146160"
     "0035655030"
     "0024236020"
     "0012622010"
     "0001511000"
     "0000000000"
     "0000000000"},
    {10, 6, 54, 28,
     "2252262232"
     "4454464434"
     "1146445461"
     "0056165130"
     "0033633020"
     "0026425040"
     "0044644010"
     "0011311000"
     "0000000000"
     "0000000000"},
    {10, 6, 56, 33,
     "2232262252"
     "1131161151"
     "4422322624"
     "0036364650"
     "0020556550"
     "0010324620"
     "0040216210"
     "0000445440"
     "0000000000"
     "0000000000"},
    {10, 7, 54, 6,
     "6636653616"
     "4434454414"
     "7223221227"
     "0733751710"
     "0055355060"
     "0063661040"
     "0042342070"
     "0077577000"
     "0000000000"
     "0000000000"},
    {10, 7, 56, 7,
     "6636676226"
     "1131171121"
     "4455755255"
     "0034774224"
     "0060332330"
     "0010766260"
     "0040512510"
     "0000443440"
     "0000000000"
     "0000000000"},
    {10, 7, 56, 34,
     "5525515565"
     "7727717767"
     "3344144244"
     "0023213263"
     "0050662660"
     "0070151250"
     "0030472470"
     "0000336330"
     "0000000000"
     "0000000000"},
    {10, 8, 53, 56,
     "3833533233"
     "4844544244"
     "1161161181"
     "7867567287"
     "0225228220"
     "0368365380"
     "0415418410"
     "0772772770"
     "0000000000"
     "0000000000"},
    {10, 8, 53, 56,
     "6366166266"
     "8388188288"
     "7757757717"
     "4354154214"
     "0223225220"
     "0655653610"
     "0873875870"
     "0442442440"
     "0000000000"
     "0000000000"},
    {10, 8, 53, 56,
     "1411811511"
     "2422822522"
     "3373383343"
     "6476886546"
     "0557554550"
     "0174187140"
     "0237234230"
     "0665665660"
     "0000000000"
     "0000000000"},
    {10, 9, 53, 56,
     "5255355955"
     "4244344944"
     "6616676636"
     "8218378938"
     "0991992990"
     "0512571530"
     "0461462460"
     "0889889880"
     "0000000000"
     "0000000000"},
    {10, 9, 53, 56,
     "4244944644"
     "5255955655"
     "8838878898"
     "1231971691"
     "0226227220"
     "0437476490"
     "0586587580"
     "0112112110"
     "0000000000"
     "0000000000"},
    {10, 9, 53, 56,
     "1811511711"
     "2822522722"
     "6636646656"
     "9839549759"
     "0774773770"
     "0133144150"
     "0264263260"
     "0997997990"
     "0000000000"
     "0000000000"},
    {10, 10, 53, 56,
     "1141161131"
     "9949969939"
     "2722822a22"
     "5745865a35"
     "0663668610"
     "0718813a90"
     "0293298250"
     "0556556500"
     "0000000000"
     "0000000000"},
    {10, 10, 53, 56,
     "1711511911"
     "a7aa5aa9aa"
     "8848838868"
     "2742532962"
     "0179773770"
     "0a43139160"
     "0289a83a80"
     "0027227220"
     "0000000000"
     "0000000000"},
    {10, 10, 53, 56,
     "4644244a44"
     "8688288a88"
     "1191171131"
     "5695275a35"
     "0429223220"
     "0893479430"
     "0519813810"
     "0052552550"
     "0000000000"
     "0000000000"},
    {11, 6, 70, 73,
     "00000000000"
     "22422122322"
     "66466166366"
     "52232212245"
     "05435115340"
     "00663664660"
     "00234213240"
     "00623624620"
     "00556556550"
     "00000000000"
     "00000000000"},
    {11, 6, 58, 61,
     "66566466366"
     "11511411311"
     "24663665662"
     "04523425320"
     "01151141100"
     "04643655600"
     "06156146100"
     "02212212200"
     "00000000000"
     "00000000000"
     "00000000000"},
    {11, 6, 58, 61,
     "55455255155"
     "33433233133"
     "64551552556"
     "04461262160"
     "03313323300"
     "04521512500"
     "04315325300"
     "05636636600"
     "06000000000"
     "00000000000"
     "00000000000"},
    {11, 7, 70, 73,
     "00000000000"
     "77177677477"
     "33133633433"
     "52242262215"
     "05145665410"
     "00224226220"
     "00746764710"
     "00324326320"
     "00552552550"
     "00000000000"
     "00000000000"},
    {11, 7, 70, 73,
     "00000000000"
     "77377277477"
     "55355255455"
     "16636626641"
     "01331221440"
     "00663664660"
     "00734723740"
     "00563564560"
     "00116116110"
     "00000000000"
     "00000000000"},
    {11, 7, 70, 73,
     "00000000000"
     "33133533733"
     "66166566766"
     "24454474412"
     "02152572710"
     "00441445440"
     "00355371310"
     "00641645640"
     "00224224220"
     "00000000000"
     "00000000000"},
    {11, 8, 58, 61,
     "42448445447"
     "62668665667"
     "33533733233"
     "12518715217"
     "04858878804"
     "06574754206"
     "01356376301"
     "00181181100"
     "00000000000"
     "00000000000"
     "00000000000"},
    {11, 8, 58, 61,
     "82883887885"
     "62663667665"
     "44344244744"
     "12313217715"
     "05535525508"
     "08328238706"
     "06436426401"
     "01131151100"
     "00050000000"
     "00000000000"
     "00000000000"},
    {11, 8, 69, 72,
     "00000000000"
     "28227226223"
     "58557556553"
     "11611711811"
     "48647746843"
     "03373383302"
     "02682772805"
     "05175185104"
     "04434434400"
     "00000000000"
     "00000000000"},
    {11, 9, 58, 61,
     "28224227225"
     "38334337335"
     "99699899799"
     "18614817715"
     "02464454402"
     "03652862703"
     "01963953901"
     "00141141100"
     "00000000000"
     "00000000000"
     "00000000000"},
    {11, 9, 59, 62,
     "68818858838"
     "64414454434"
     "22722522722"
     "69719559739"
     "80331336330"
     "40786581780"
     "90241246240"
     "00993993990"
     "00000000000"
     "00000000000"
     "00000000000"},
    {11, 9, 69, 72,
     "00000000000"
     "95998992993"
     "65668662663"
     "77177177877"
     "45148142843"
     "03323353309"
     "09159129806"
     "06726756704"
     "04434434400"
     "00000000000"
     "00000000000"},
    {11, 10, 70, 73,
     "00000000000"
     "377677a7747"
     "355655a5545"
     "22122922a22"
     "381689a8a48"
     "70339334330"
     "50174979a70"
     "80259254250"
     "00883883880"
     "00000000000"
     "00000000000"},
    {11, 10, 58, 61,
     "48447449442"
     "38337339332"
     "11611511711"
     "a86a75a97a2"
     "02282292204"
     "04694584703"
     "0318319310a"
     "0aa2aa2aa00"
     "00000000000"
     "00000000000"
     "00000000000"},
    {11, 10, 58, 61,
     "85882889887"
     "a5aa2aa9aa7"
     "33433633233"
     "15412619217"
     "05575545508"
     "0844867820a"
     "0a37a34a301"
     "01151151100"
     "00000000000"
     "00000000000"
     "00000000000"},
    {12, 6, 63, 66,
     "626616636646"
     "255155455355"
     "664662661660"
     "224112431340"
     "255355155340"
     "524112331560"
     "066366166000"
     "000500500000"
     "000100400000"
     "000500500000"
     "000000000000"
     "000000000000"},
    {12, 6, 76, 78,
     "211511311611"
     "454424434464"
     "250520330660"
     "442445445440"
     "252525335660"
     "143363233140"
     "002125645000"
     "004064204000"
     "000030300000"
     "000040100000"
     "000000000000"
     "000000000000"},
    {12, 6, 75, 78,
     "226522422322"
     "006500400300"
     "131161141151"
     "036560440350"
     "224223225220"
     "066366566250"
     "034563345010"
     "014313515000"
     "002602602000"
     "002200200000"
     "000000000000"
     "000000000000"},
    {12, 7, 88, 91,
     "121151141171"
     "020050040070"
     "633533433633"
     "620550440670"
     "227224225220"
     "617514415610"
     "306676646300"
     "007344375000"
     "002072045000"
     "000060062000"
     "000000000000"
     "000000000000"},
    {12, 7, 76, 79,
     "767727747717"
     "060020040010"
     "533633533233"
     "560620540210"
     "441442445440"
     "573313363270"
     "301662515300"
     "001612365000"
     "004334034000"
     "000070070000"
     "000000000000"
     "000000000000"},
    {12, 7, 76, 79,
     "363353313323"
     "060050010020"
     "774772774775"
     "011611211511"
     "064652214525"
     "037747767735"
     "004662244507"
     "007647167100"
     "000170070000"
     "000030030000"
     "000000000000"
     "000000000000"},
    {12, 8, 76, 79,
     "000000000000"
     "611511711311"
     "622522722322"
     "885886883884"
     "645546743340"
     "107767737700"
     "205136163100"
     "408268238200"
     "004474474400"
     "000000000000"
     "000000000000"
     "000000000000"},
    {12, 8, 64, 67,
     "877377177677"
     "855355155655"
     "221223226224"
     "841343146640"
     "708818868800"
     "501763716700"
     "402512562500"
     "004484484400"
     "000000000000"
     "000000000000"
     "000000000000"
     "000000000000"},
    {12, 8, 88, 91,
     "858868828388"
     "050060020300"
     "774771774776"
     "054061024306"
     "033233133533"
     "084281184506"
     "004464454407"
     "007257167500"
     "000260350300"
     "000340040800"
     "000000000000"
     "000000000000"},
    {12, 9, 64, 67,
     "355855255455"
     "377877277477"
     "669664669661"
     "319814219410"
     "502232282200"
     "709584539500"
     "106736786700"
     "001121121100"
     "000000000000"
     "000000000000"
     "000000000000"
     "000000000000"},
    {12, 9, 76, 79,
     "000000000000"
     "776772771779"
     "446442441449"
     "588388188988"
     "056352151959"
     "006636626607"
     "007327137904"
     "004834824805"
     "005565565500"
     "000000000000"
     "000000000000"
     "000000000000"},
    {12, 9, 66, 69,
     "114119115113"
     "774779775773"
     "228858898838"
     "664259295233"
     "004644344544"
     "001051591331"
     "007087387587"
     "002022322522"
     "006066466466"
     "000000600600"
     "000000000000"
     "000000000000"},
    {12, 10, 51, 54,
     "7277377a7767"
     "8288388a8868"
     "94144344a449"
     "566166266965"
     "0212331aa570"
     "02117327a080"
     "074184284090"
     "089699699050"
     "095955955000"
     "050500500000"
     "000000000000"
     "000000000000"},
    {12, 10, 64, 67,
     "966166866466"
     "922122822422"
     "77a778779773"
     "93a138839435"
     "6511411a1650"
     "20a6a8649200"
     "30a2482a9300"
     "5073173a7500"
     "003553513000"
     "005005055000"
     "000000000000"
     "000000000000"},
    {12, 10, 65, 22,
     "883a88788288"
     "663a66766276"
     "994414434499"
     "553a19739255"
     "008a27225800"
     "006816830600"
     "009617640900"
     "005947990500"
     "000592550000"
     "000055000000"
     "000000000000"
     "000000000000"},
    {13, 6, 95, 98,
     "5355655255455"
     "6112113114114"
     "1121131161161"
     "6322633264464"
     "6554552553554"
     "1324632263461"
     "0566466366510"
     "0014312413000"
     "0005405305000"
     "0002603604000"
     "0001501501000"
     "0000000000000"
     "0000000000000"},
    {13, 6, 97, 100,
     "4144344544244"
     "6626636616656"
     "0445442441443"
     "0125332511253"
     "0166266366566"
     "0425232311553"
     "0064115112113"
     "0000262365564"
     "0000605602600"
     "0000301501200"
     "0000404404400"
     "0000000000000"
     "0000000000000"},
    {13, 6, 96, 99,
     "3313363323433"
     "5155455652565"
     "0554552551556"
     "0114462621466"
     "0133133433233"
     "0514162421266"
     "0035616646655"
     "0000145415200"
     "0000310342300"
     "0000460662400"
     "0000530535300"
     "0000000000000"
     "0000000000000"},
    {13, 7, 82, 85,
     "7757677277477"
     "1335332334363"
     "3313363313350"
     "1015662214450"
     "1774771772770"
     "3016466566450"
     "0034561412730"
     "0054431532060"
     "0057607607060"
     "0075602204030"
     "0003703703000"
     "0000000000000"
     "0000000000000"},
    {13, 7, 81, 84,
     "6676626656616"
     "4344344144744"
     "5662667665610"
     "5372327155710"
     "4144744244760"
     "5331335335400"
     "6175721256000"
     "0161765260000"
     "0403403400000"
     "0302307100000"
     "0406406400000"
     "0000000000000"
     "0000000000000"},
    {13, 7, 82, 85,
     "3313323373353"
     "4644744144644"
     "0610720170650"
     "5442446447450"
     "1151121171130"
     "5633533633600"
     "5452626577400"
     "4052526677000"
     "0014314314000"
     "0010720170000"
     "0030430430000"
     "0000000000000"
     "0000000000000"},
    {13, 8, 83, 86,
     "5755455355155"
     "8788488388188"
     "2262262212232"
     "0774771773770"
     "0764461313130"
     "0565515565530"
     "0824461513520"
     "0007517867800"
     "0000850050000"
     "0000060010000"
     "0000020020000"
     "0000000000000"
     "0000000000000"},
    {13, 8, 95, 98,
     "3313353343323"
     "6616656646626"
     "8788788488288"
     "0710750440220"
     "0115114112110"
     "0735754432230"
     "0877577277860"
     "0065234562000"
     "0001561201000"
     "0000700700000"
     "0000800800000"
     "0000000000000"
     "0000000000000"},
    {13, 8, 95, 98,
     "6366166566466"
     "8388188588488"
     "2272252242232"
     "0370150540430"
     "0117113114110"
     "0677653644630"
     "0875755355820"
     "0027323724000"
     "0001701301000"
     "0000500500000"
     "0000800800000"
     "0000000000000"
     "0000000000000"},
    {13, 9, 82, 85,
     "7727787677577"
     "9929989699599"
     "4344142484454"
     "0320182680550"
     "0661663662660"
     "0355155355750"
     "0471373182950"
     "0091193382040"
     "0006506546000"
     "0000102700000"
     "0000404900000"
     "0000000000000"
     "0000000000000"},
    {13, 9, 82, 85,
     "9939989969949"
     "5535585565545"
     "1211711411611"
     "0230780460640"
     "0332337338330"
     "0244744244690"
     "0192297798150"
     "0052757258000"
     "0003403403000"
     "0000700400000"
     "0000100100000"
     "0000000000000"
     "0000000000000"},
    {13, 9, 95, 98,
     "8688788288488"
     "1611711211411"
     "3353393393353"
     "0650790290450"
     "0776772774770"
     "0856892894850"
     "0199599699130"
     "0036632534000"
     "0007507604000"
     "0000900907000"
     "0000100100000"
     "0000000000000"
     "0000000000000"},
    {13, 10, 82, 85,
     "8838988788688"
     "1131911711611"
     "a552554565525"
     "a032904760620"
     "99a9949937990"
     "a022a22722820"
     "50a2744a37150"
     "00a5a45737000"
     "0090290299000"
     "0080800860000"
     "0010100150000"
     "0000000000000"
     "0000000000000"},
    {13, 10, 83, 86,
     "a2aa3aa9aa4aa"
     "1211311911411"
     "8878868858838"
     "0449445447440"
     "0279365957430"
     "0a72252262230"
     "0189a65a57a80"
     "0004154167100"
     "0000020024000"
     "0000060050000"
     "0000080080000"
     "0000000000000"
     "0000000000000"},
    {13, 10, 83, 86,
     "4244944644144"
     "a2aa9aa6aa1aa"
     "7787757737737"
     "0280950630130"
     "0225221226220"
     "0489989919930"
     "0a75911486470"
     "0005481a16a00"
     "0002a92092000"
     "0000050030000"
     "0000070070000"
     "0000000000000"
     "0000000000000"},
    {14, 6, 88, 90,
     "61151131141131"
     "62252232242232"
     "22522422622422"
     "66334335335330"
     "11411611511430"
     "66336343345410"
     "16454665515220"
     "23416645523000"
     "00123133100000"
     "00504430600000"
     "00504410600000"
     "00203220200000"
     "00000000000000"
     "00000000000000"},
    {14, 6, 130, 133,
     "66366266466166"
     "54553552551552"
     "35545515545535"
     "34343212441132"
     "66266166366262"
     "34243112341235"
     "54414424434450"
     "05215125335200"
     "00641443440600"
     "00313621630100"
     "00641243440600"
     "00054654650000"
     "00000000000000"
     "00000000000000"},
    {14, 6, 134, 94,
     "55155455355255"
     "62663664661664"
     "05535515525525"
     "02133414321224"
     "02661663664664"
     "06131413324226"
     "00556646612620"
     "00001543514550"
     "00006033233000"
     "00003046616000"
     "00006064261000"
     "00000056356000"
     "00000000000000"
     "00000000000000"},
    {14, 7, 130, 133,
     "55455255655155"
     "73773771774776"
     "27717767747737"
     "23413261644136"
     "55255655155355"
     "23213661144336"
     "24424414434477"
     "77227617137300"
     "00662663660500"
     "00523512530100"
     "00442243640500"
     "00576576570000"
     "00000000000000"
     "00000000000000"},
    {14, 7, 132, 135,
     "33533633233733"
     "41445447442446"
     "14414464454474"
     "11515667252776"
     "33233733633233"
     "11215767652276"
     "44551551557554"
     "00241741647240"
     "00302262212300"
     "00501311367700"
     "00305665215300"
     "00004324324000"
     "00000000000000"
     "00000000000000"},
    {14, 7, 117, 120,
     "66166366266766"
     "44144344244744"
     "52553551557515"
     "05575525535535"
     "02173321237730"
     "02661662661660"
     "05671622631630"
     "00477277377450"
     "00051352251010"
     "00006206306010"
     "00003701707050"
     "00005405405000"
     "00000000000000"
     "00000000000000"},
    {14, 8, 87, 90,
     "11611411311211"
     "77677477377277"
     "05884885886880"
     "32252232242200"
     "88688488388200"
     "37757767746100"
     "35664455346700"
     "25654465328000"
     "08878878800000"
     "00650430300000"
     "00150130100000"
     "00720720700000"
     "00000000000000"
     "00000000000000"},
    {14, 8, 105, 108,
     "11311611511711"
     "44344644544744"
     "82886887883882"
     "05525535575565"
     "02326637573762"
     "02188788388288"
     "08426116112112"
     "00058732376268"
     "00000756352260"
     "00000801801850"
     "00000107103100"
     "00000408408400"
     "00000000000000"
     "00000000000000"},
    {14, 8, 115, 118,
     "22822722122622"
     "44844744144644"
     "35515535585565"
     "30810730180660"
     "76773771778770"
     "44844644144260"
     "36813631188450"
     "52232262258000"
     "06863631107000"
     "07437467400000"
     "00220220200000"
     "00450450400000"
     "00000000000000"
     "00000000000000"},
    {14, 9, 90, 65,
     "74778771772779"
     "55355355455155"
     "64368361462169"
     "09989929949909"
     "04312113182107"
     "07581181147506"
     "06682313446600"
     "00092583590000"
     "00001611600000"
     "00008021000000"
     "00007027000000"
     "00006096000000"
     "00000000000000"
     "00000000000000"},
    {14, 9, 89, 92,
     "87737717767747"
     "89939919969949"
     "25228224221223"
     "66566566866166"
     "83343383343343"
     "75599199599173"
     "95548584141192"
     "02648184541600"
     "00032932932000"
     "00030510860000"
     "00070570870000"
     "00090690690000"
     "00000000000000"
     "00000000000000"},
    {14, 9, 104, 107,
     "66866766366166"
     "99899799399199"
     "42445448443414"
     "07727757757720"
     "02825758353120"
     "02118113118110"
     "04625535525520"
     "00978623638670"
     "00008933928910"
     "00001051051010"
     "00005058053040"
     "00004074074000"
     "00000000000000"
     "00000000000000"},
    {14, 10, 117, 120,
     "33738335332393"
     "66768665662696"
     "4a414484424544"
     "99199a99799799"
     "0a118a85722790"
     "0a55a552551550"
     "0411aa82721730"
     "00988188288960"
     "0074a242141500"
     "00305105205500"
     "00603803803400"
     "00006906906000"
     "00000000000000"
     "00000000000000"},
    {14, 10, 133, 136,
     "11211711611a11"
     "55255755655a55"
     "89884883887883"
     "09204703607a03"
     "022622a2292242"
     "091641a3197143"
     "08577977377a77"
     "000689a8398a48"
     "00020664663660"
     "00000923324a40"
     "00000704703720"
     "00000506506500"
     "00000000000000"
     "00000000000000"},
    {14, 10, 119, 47,
     "53551557558559"
     "a3aa1aa7aa8aa9"
     "22422622822122"
     "03401707808109"
     "09939979969905"
     "0548848818810a"
     "0a435475165200"
     "0023a33733a000"
     "00090476160000"
     "00000897890000"
     "00000603800000"
     "0000020a200000"
     "00000000000000"
     "00000000000000"},
    {15, 6, 140, 143,
     "242212262262242"
     "343313363363343"
     "155155655455655"
     "145115665465645"
     "331334336331330"
     "121124626421640"
     "532422122622520"
     "551434136631530"
     "003226224221050"
     "000454156653000"
     "000206204200000"
     "000502502500000"
     "000503503500000"
     "000000000000000"
     "000000000000000"},
    {15, 6, 111, 9,
     "225221226622522"
     "335331336433533"
     "212242262212242"
     "055655455156550"
     "013313363343340"
     "015334331336540"
     "022655655146220"
     "003614461145300"
     "000514661530000"
     "000033533410000"
     "000041466210000"
     "000042462320000"
     "000023523000000"
     "000000000000000"
     "000000000000000"},
    {15, 6, 128, 58,
     "424414464414464"
     "525515565515565"
     "355255155255655"
     "023213163213623"
     "040441446442440"
     "050233133633640"
     "030541146642550"
     "000351332332330"
     "000034156654000"
     "000000332330000"
     "000000103200000"
     "000000506500000"
     "000000304300000"
     "000000000000000"
     "000000000000000"},
    {15, 7, 127, 93,
     "717727757737177"
     "616626656636166"
     "665663662663664"
     "415423452433140"
     "011211511511700"
     "075332332373600"
     "066572572563400"
     "044264454546000"
     "000142522104000"
     "000003153000000"
     "000003042000000"
     "000006066000000"
     "000004044000000"
     "000000000000000"
     "000000000000000"},
    {15, 7, 126, 129,
     "000000000000000"
     "664626616656676"
     "133433233533733"
     "661665664662661"
     "101425214552771"
     "103373323373353"
     "301447441445441"
     "006474244144756"
     "004377121275350"
     "004037221175030"
     "006024434434070"
     "000065214552060"
     "000006366366000"
     "000000000000000"
     "000000000000000"},
    {15, 7, 141, 96,
     "533733233133533"
     "544744244144544"
     "442441447447446"
     "562761267167560"
     "303323313353300"
     "402321317357500"
     "604772271774300"
     "006422411456400"
     "000655255630600"
     "000032731000000"
     "000007207000000"
     "000004504000000"
     "000006606000000"
     "000000000000000"
     "000000000000000"},
    {15, 8, 155, 174,
     "577277477877677"
     "533233433833633"
     "115116114118110"
     "521141181151600"
     "725246484858700"
     "377677277677300"
     "025646284658000"
     "018858848811000"
     "001651241600000"
     "000726220700000"
     "000253740700000"
     "000786780600000"
     "000312310000000"
     "000000000000000"
     "000000000000000"},
    {15, 8, 109, 112,
     "114112113116115"
     "774772773776775"
     "488288688588388"
     "757767747737725"
     "883885884882881"
     "411611611511327"
     "452232242232320"
     "853645634532870"
     "073635644578000"
     "008128128106000"
     "004262643501000"
     "001261641507000"
     "007877877800000"
     "000000000000000"
     "000000000000000"},
    {15, 8, 141, 144,
     "262272212252822"
     "363373313353833"
     "445446447441448"
     "063733833633533"
     "024414484454468"
     "035716887651568"
     "005227221226224"
     "004717881656560"
     "000348588188340"
     "000077141546800"
     "000022512152200"
     "000036827821300"
     "000004334334000"
     "000000000000000"
     "000000000000000"},
    {15, 9, 142, 70,
     "949939969979989"
     "545535565575585"
     "122322122622822"
     "774778771776780"
     "144338161646890"
     "145545355155850"
     "294383886886200"
     "057243396197000"
     "000049949150000"
     "000053376500000"
     "000098548600000"
     "000058191200000"
     "000007257000000"
     "000000000000000"
     "000000000000000"},
    {15, 9, 141, 46,
     "242252292232282"
     "141151191131181"
     "776775778776773"
     "064944944544644"
     "046955998536683"
     "023383363353323"
     "016929228226617"
     "007489968557400"
     "000085655450000"
     "000039468030000"
     "000022632020000"
     "000015528010000"
     "000007417000000"
     "000000000000000"
     "000000000000000"},
    {15, 9, 124, 173,
     "855255355655155"
     "899299399699199"
     "447447448443440"
     "862212262282200"
     "567217368683100"
     "443441447443500"
     "988688388584900"
     "067717767920000"
     "023641327000000"
     "003611304000000"
     "004874808000000"
     "007517501000000"
     "004924900000000"
     "000000000000000"
     "000000000000000"},
    {15, 10, 139, 142,
     "3933233733a3383"
     "6966266766a6686"
     "544544844244741"
     "5915218712a1780"
     "aa9aa2aa7aa8aa0"
     "599532837238730"
     "455955255855460"
     "139962267868110"
     "06779772771a000"
     "01a92a29a800000"
     "000590520500000"
     "000470470400000"
     "000110110100000"
     "000000000000000"
     "000000000000000"},
    {15, 10, 126, 80,
     "a3aa1aa8aa2a6aa"
     "939919989929699"
     "557554557552565"
     "088488388183880"
     "037414387123660"
     "0a6677646616a60"
     "097224223223950"
     "005472722118000"
     "000874643112000"
     "000064743862000"
     "0000122620a5000"
     "0000a43a7090000"
     "000095895000000"
     "000000000000000"
     "000000000000000"},
    {15, 10, 142, 145,
     "99a997992996994"
     "11a117112116114"
     "355855255855655"
     "03a837232836634"
     "00aa4aa7aa6aa49"
     "009849279869641"
     "001522722422822"
     "003341771461843"
     "0000a36866766a0"
     "000000773483800"
     "000000280270200"
     "000000560560500"
     "0000003a03a0300"
     "000000000000000"
     "000000000000000"},
    {16, 6, 152, 76,
     "2242212252212242"
     "6646616656616646"
     "3225221224225223"
     "0345311354315340"
     "0066566166461420"
     "0025521124425460"
     "0062335331331330"
     "0033563533433430"
     "0000632212261400"
     "0000005561431600"
     "0000005511403000"
     "0000003323302000"
     "0000002162403000"
     "0000003633600000"
     "0000000000000000"
     "0000000000000000"},
    {16, 6, 168, 119,
     "4344644544344544"
     "1311611511311511"
     "4464434464454434"
     "2362632562352532"
     "0415116113116110"
     "0165636463456530"
     "0211511311611440"
     "0045546543646120"
     "0021225226221200"
     "0000523353320000"
     "0000105336600000"
     "0000405156100000"
     "0000102132100000"
     "0000201221200000"
     "0000000000000000"
     "0000000000000000"},
    {16, 6, 153, 81,
     "3633133433533433"
     "2622122422522422"
     "3363313353363313"
     "0645446441445440"
     "0365116451565410"
     "0662262212252210"
     "0035344544644330"
     "0004266511655200"
     "0000064226224000"
     "0000020512650000"
     "0000010426420000"
     "0000030352360000"
     "0000000234230000"
     "0000000000000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 7, 169, 44,
     "3323353313363323"
     "4424454414464424"
     "7577177677171677"
     "7527157617167627"
     "0225226221225230"
     "0535136631135640"
     "0543313363353370"
     "0775716761755700"
     "0702744144644700"
     "0000012551552000"
     "0000030167650000"
     "0000040131630000"
     "0000070445440000"
     "0000000772770000"
     "0000000000000000"
     "0000000000000000"},
    {16, 7, 152, 101,
     "5565525535545565"
     "1161121131141161"
     "7277377477477377"
     "7267327437447367"
     "0662663664662660"
     "0255355455255350"
     "0252323454252710"
     "0712114113112770"
     "0776316626216000"
     "0000574453570000"
     "0000304523400000"
     "0000701461700000"
     "0000703714700000"
     "0000006776000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 7, 151, 214,
     "7757737747717737"
     "6656636646616636"
     "2664661665663661"
     "0254231245213231"
     "0077477577177377"
     "0052252242212271"
     "0074451545113366"
     "0064224223223322"
     "0026457577116700"
     "0002724243722000"
     "0000074523070000"
     "0000062772060000"
     "0000026566020000"
     "0000005722000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 8, 164, 167,
     "4424474454414434"
     "8828878858818838"
     "6766166266366566"
     "0720170250310530"
     "1663667662665660"
     "8828878818838840"
     "1723177212335580"
     "1445442441445500"
     "6625672611636600"
     "0087377577080000"
     "0045582381040000"
     "0084344544080000"
     "0003787782000000"
     "0006006006000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 8, 168, 70,
     "7727767717787747"
     "3323363313383343"
     "5577177477877677"
     "0025165415885645"
     "0076228228221220"
     "0022822622422670"
     "0036874678471730"
     "0056551554551550"
     "0002831634432000"
     "0000256686250000"
     "0000101244800000"
     "0000105485700000"
     "0000704768500000"
     "0000502552000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 8, 133, 136,
     "0000000000000000"
     "1171141181151211"
     "6676646686656266"
     "3837332334335373"
     "6266466566866466"
     "0117112115118110"
     "0233433233733470"
     "0277858848858470"
     "0617442255718630"
     "0861452245761200"
     "0807381381305100"
     "0307442584805600"
     "0003412514803000"
     "0000663663600000"
     "0000000000000000"
     "0000000000000000"},
    {16, 9, 185, 120,
     "9939949959929969"
     "1131141151121161"
     "7885882884883887"
     "0735742754723760"
     "0066266566466390"
     "0095292594493310"
     "0018828848858870"
     "0078228568458300"
     "0007633233537600"
     "0000027247550000"
     "0000080446440000"
     "0000010284580000"
     "0000070316310000"
     "0000000674670000"
     "0000000000000000"
     "0000000000000000"},
    {16, 9, 151, 2,
     "7127277977677477"
     "3133233933633433"
     "6551552559554558"
     "6181282989684480"
     "5565525595515400"
     "6734332336334700"
     "5361191141715300"
     "8864792746318800"
     "0054377276850000"
     "0003892743000000"
     "0001013219000000"
     "0005022795000000"
     "0008025398000000"
     "0000058850000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 9, 182, 75,
     "2822922122722322"
     "6866966166766366"
     "5535595585515574"
     "4834994184714370"
     "0253559558591550"
     "0633299288711270"
     "0477977877377650"
     "0053959858311440"
     "0041191181155000"
     "0003995885340000"
     "0005339330700000"
     "0000795780200000"
     "0000619610600000"
     "0000443440400000"
     "0000000000000000"
     "0000000000000000"},
    {16, 10, 169, 17,
     "11611411311511a1"
     "8a688488388588a8"
     "2922622922a22422"
     "7967647937a574a7"
     "0335336334335310"
     "0915616914a15480"
     "02899a99699a9970"
     "07752a62642a5200"
     "0003744544544700"
     "00000a366a6a3000"
     "0000090568590000"
     "000008059a580000"
     "0000070486470000"
     "0000000773700000"
     "0000000000000000"
     "0000000000000000"},
    {16, 10, 181, 184,
     "1211511411611711"
     "8288588488688788"
     "aa3aa6aa3aa5aa7a"
     "9239569439659779"
     "0442445447446440"
     "0232165137156170"
     "01332335337338a0"
     "08a22a55a77a6990"
     "0994662665664000"
     "0000292595790000"
     "0000327757300000"
     "0000852325800000"
     "0000926856900000"
     "0000074974000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 10, 167, 87,
     "aa8aa2aa7aa4aa3a"
     "6686626676646636"
     "9551554552558559"
     "0981924972948930"
     "00773771772770a0"
     "00a13a44a22a8060"
     "0068183884885090"
     "0095232212269000"
     "0009133114290000"
     "0000177474700000"
     "0000833118000000"
     "0000328425000000"
     "0000765769000000"
     "0000099790000000"
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
  for (int i = 0; i < n * n; ++i)
    model.cells[i] = static_cast<std::int8_t>(template_colour(t.cells[i]));
  std::array<int, kMaxCells> step_of;
  int changed = 0;
  const double nominal =
      static_cast<double>(Board(model).swap_and_cascade(t.fire_p, t.fire_q, changed));
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
    for (int i = 0; i < cells && intact; ++i)
      intact = !placed(i) || work.cells[i] == board.cells[i];
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
    if (polish_move(board, plan, move) > fire_value * kPolishGain + move_rate)
      return {move, true, 0};
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
  // With five colours, refills cascade by themselves often enough that the
  // fire/build greedy does better than building a template.
  bool use_templates = colours >= kTemplateMinColours && has_template(n, colours);
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

// Jewels (TopCoder Marathon Match 123) — template cycles (8+ colours, N >= 12) and
// fire/build cycles (otherwise), both driven by cascade simulation.
//
// Approach
//   Any two cells may be swapped, and a swap that forms no line is a legal,
//   zero-score way to put a jewel anywhere. A move is worth (sum of its run
//   scores) * (cascade steps), so a cascade made longer pays quadratically.
//
//   Template cycles (C >= 8, N >= 12). A table holds, per board size and
//   colour count, layouts found offline by simulated annealing (colour of
//   every cell but the top two rows, plus one swap) whose swap sets off a
//   cascade of 18-43 steps using only the layout's own jewels (up to 10,000
//   points on 16x16 with ten colours). A cycle maps a layout onto the board
//   (mirror image and colour permutation that leave the fewest cells to fix,
//   counting colours the board has too few of), then:
//   * builds: the zero-score swap that fixes the most template cells (both of
//     its cells if the colours are complementary), cells removed early in the
//     template's cascade first, so a half-built layout still fires a prefix;
//   * polishes: once nothing is left to fix, a quiet swap among the free cells
//     that raises the simulated fire (a free jewel can match where the layout
//     assumed nothing would);
//   * refreshes: while the fire is well below the template's value because a
//     colour is missing, a scoring swap whose cascade leaves every placed cell
//     where it is, to bring in new jewels;
//   * fires: the layout's swap or, if it simulates higher, any other fire.
//   The layout with the best template value per expected build move is used.
//   With fewer colours, random refills cascade on their own often enough that
//   the greedy below scores more; on boards below 12x12 a template's cascade
//   is too short to pay for its build (measured on seeds 1..60).
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
constexpr int kTemplateMinColours = 8;  // below this, the fire/build greedy plays
constexpr int kTemplateMinSize = 12;    // the same on boards smaller than this
constexpr int kWeightScale = 4;         // build order: weight per cascade step a cell precedes
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
// A template is a board layout, found offline by simulated annealing, whose
// swap (fire_p, fire_q) sets off a long cascade using only the template's own
// cells. Colours are abstract (1..C, 0 = any): they are mapped onto the real
// colours that match the board best. Rows are listed from the bottom.
struct TemplateSpec {
  int n, colours, fire_p, fire_q;
  const char* cells;  // n*n characters, '0' = any, '1'..'9','a' = colours 1..10
};

// Generated offline by scripts/jewels_layouts.cpp (see its header); rows bottom first.
constexpr TemplateSpec kTemplates[] = {
    {12, 8, 13, 46,
     "442445881774"
     "367277377445"
     "352256355665"
     "218816875674"
     "351243366363"
     "377116433654"
     "125718141554"
     "532778343535"
     "152514711363"
     "144181737332"
     "000000000000"
     "000000000000"},
    {12, 8, 56, 6,
     "822686162277"
     "667558228718"
     "881137681157"
     "668651763857"
     "227223116122"
     "127112862211"
     "786651221122"
     "655276112257"
     "426851182157"
     "448411318188"
     "000000000000"
     "000000000000"},
    {12, 8, 77, 48,
     "664553377118"
     "755455655188"
     "686573681885"
     "687475531775"
     "733487577174"
     "867227455225"
     "227443581478"
     "662628622178"
     "668874581851"
     "582245331748"
     "000000000000"
     "000000000000"},
    {12, 9, 53, 66,
     "468494844744"
     "998915442447"
     "112251812774"
     "468643191161"
     "964338338849"
     "149653382488"
     "127651898869"
     "388728455759"
     "131884492564"
     "183172514414"
     "000000000000"
     "000000000000"},
    {12, 9, 74, 37,
     "441855993112"
     "212219117977"
     "611796371131"
     "741529915561"
     "624826312688"
     "655897223831"
     "451476898922"
     "579988383231"
     "485521282955"
     "947722121796"
     "000000000000"
     "000000000000"},
    {12, 9, 57, 19,
     "867755662441"
     "991991161161"
     "869871224362"
     "869887743212"
     "775581766166"
     "239853377252"
     "961225885262"
     "921532255861"
     "259681528133"
     "146766551545"
     "000000000000"
     "000000000000"},
    {12, 10, 8, 23,
     "a7466227a44a"
     "995446857224"
     "a79517aa6657"
     "a7796685aa7a"
     "448689852a5a"
     "a94899167722"
     "a97798a2272a"
     "44765766995a"
     "a94687879252"
     "a974719922aa"
     "000000000000"
     "000000000000"},
    {12, 10, 30, 15,
     "614844828778"
     "688287526995"
     "81a868839775"
     "68a4752265a2"
     "61862a488225"
     "21a7a42218a5"
     "62a864286118"
     "6122534775a1"
     "a16a48394518"
     "66228a847181"
     "000000000000"
     "000000000000"},
    {12, 10, 87, 3,
     "211619968836"
     "87799268a3a6"
     "3127643a8a19"
     "316626698198"
     "a2929132aa91"
     "71296aa29959"
     "9a4669977699"
     "3771a4726161"
     "39aa943a8516"
     "229916195883"
     "000000000000"
     "000000000000"},
    {13, 8, 105, 87,
     "4827176286683"
     "4755154284483"
     "5112822122322"
     "5221288187383"
     "3884455442445"
     "5338117152374"
     "5472845284224"
     "4687758674277"
     "8225588585774"
     "2467781867253"
     "1236277447566"
     "0000000000000"
     "0000000000000"},
    {13, 8, 3, 72,
     "6117585544776"
     "5661184487256"
     "5668845885255"
     "6552565113118"
     "1652552483715"
     "2233725577285"
     "4422338283816"
     "1645744531216"
     "1556742353275"
     "5652683372533"
     "5665257725537"
     "0000000000000"
     "0000000000000"},
    {13, 8, 23, 7,
     "4451577277411"
     "8386554411732"
     "8441645547251"
     "5641268484774"
     "5618328487242"
     "1142233664452"
     "5332626486153"
     "1213768334413"
     "8628343483432"
     "2148738484223"
     "3435748774133"
     "0000000000000"
     "0000000000000"},
    {13, 9, 58, 28,
     "1925661191144"
     "2114177693211"
     "8818896653147"
     "4524633995566"
     "7566398116677"
     "6672661557715"
     "4561279651397"
     "4524696793147"
     "3314647664924"
     "4233798473534"
     "4721194519352"
     "0000000000000"
     "0000000000000"},
    {13, 9, 31, 41,
     "3775771142758"
     "3965818427577"
     "5881171171798"
     "7737748853978"
     "5934438663975"
     "2318267856699"
     "5231678663978"
     "5931738853978"
     "3915434851199"
     "3632116113978"
     "6127284253978"
     "0000000000000"
     "0000000000000"},
    {13, 9, 7, 116,
     "8122126366975"
     "8944142977676"
     "1618814946445"
     "1886776844854"
     "7677817138245"
     "1642471711659"
     "5596216322453"
     "8696143976863"
     "8338226933776"
     "4793418284593"
     "1454387488763"
     "0000000000000"
     "0000000000000"},
    {13, 10, 113, 71,
     "7755253363383"
     "3371335977274"
     "54161a1164284"
     "54362a3311839"
     "a344642445739"
     "a5a6221a57577"
     "88a8262571539"
     "a8865a4661739"
     "a3a8661a82584"
     "5356815a68234"
     "54831861367a7"
     "0000000000000"
     "0000000000000"},
    {13, 10, 60, 89,
     "1161169178558"
     "2992994998971"
     "99621a1171471"
     "9229984874366"
     "a361179987379"
     "a382278718661"
     "5899aa1147371"
     "a588959787398"
     "a38557aa98768"
     "9912114787865"
     "9959199839977"
     "0000000000000"
     "0000000000000"},
    {13, 10, 31, 2,
     "112858892779a"
     "48988aa19269a"
     "5962282a15655"
     "59768228aa88a"
     "1147728a28696"
     "331463322566a"
     "5991386253aa7"
     "593358256a696"
     "4493a686a6675"
     "438a56aa81271"
     "82118a9466549"
     "0000000000000"
     "0000000000000"},
    {14, 8, 138, 26,
     "58877215281617"
     "71434255245522"
     "66323174814647"
     "53621288232617"
     "48813447781814"
     "43133734671486"
     "66334175464223"
     "45663418146237"
     "43324645821767"
     "83533561458458"
     "15166474183311"
     "51513341332648"
     "00000000000000"
     "00000000000000"},
    {14, 8, 59, 39,
     "53651122413317"
     "28657225451171"
     "23827251611481"
     "31144581468872"
     "33817145266187"
     "53214411656877"
     "34552544681214"
     "26815582112317"
     "82862755141327"
     "45484574852436"
     "13861585112337"
     "23626427418342"
     "00000000000000"
     "00000000000000"},
    {14, 8, 109, 47,
     "76624423433423"
     "14416526522423"
     "84486832818844"
     "85517873318426"
     "78756632455116"
     "82472722577257"
     "84328114177257"
     "73616537788788"
     "76867563211256"
     "31261651418756"
     "47132345484773"
     "62763282346473"
     "00000000000000"
     "00000000000000"},
    {14, 9, 69, 15,
     "84431831184414"
     "23229941452144"
     "41131469152941"
     "45932639811911"
     "75915231172642"
     "48898989451613"
     "47917928749114"
     "85921181791643"
     "61165124133943"
     "85185417814411"
     "81676747948411"
     "46714978354143"
     "00000000000000"
     "00000000000000"},
    {14, 9, 93, 8,
     "99883482257787"
     "51911466364787"
     "93193613354113"
     "95499558715577"
     "65413593657783"
     "94538953252382"
     "74683591134323"
     "66443957374273"
     "97564479987376"
     "54653466231363"
     "56755829883633"
     "34373199783932"
     "00000000000000"
     "00000000000000"},
    {14, 9, 41, 23,
     "88663889957751"
     "14557554457741"
     "43665995565847"
     "13645741196611"
     "11311768316622"
     "99463616961445"
     "41435361812285"
     "11895756139451"
     "43487335483431"
     "14917763544357"
     "61145416353122"
     "14428131932278"
     "00000000000000"
     "00000000000000"},
    {14, 10, 45, 63,
     "66a66149949575"
     "912316228a8865"
     "952382484a9677"
     "5a545885536675"
     "9a5184437a3759"
     "93313557221363"
     "1a2583321194a5"
     "67787647787345"
     "7aa3877997a1a1"
     "8aa55637741a15"
     "856715547493a5"
     "55125993396334"
     "00000000000000"
     "00000000000000"},
    {14, 10, 46, 155,
     "83313322774244"
     "66a66477546688"
     "85a1484466a842"
     "2233833544a429"
     "852218296542a9"
     "44a1414964126a"
     "85a4147418a16a"
     "85611841686496"
     "3441255963369a"
     "4893184428233a"
     "78445272423299"
     "83821274414369"
     "00000000000000"
     "00000000000000"},
    {14, 10, 17, 28,
     "1455155822a364"
     "14797711853364"
     "792627a1151133"
     "4a99a362993366"
     "16a62267741365"
     "1462137aa51995"
     "55962374496677"
     "74527a92161725"
     "974a19a898a245"
     "94797662659334"
     "6422178288a644"
     "89175769a12392"
     "00000000000000"
     "00000000000000"},
    {15, 8, 52, 20,
     "446863575356466"
     "561875774225221"
     "327736556455486"
     "531872171356482"
     "521686527346632"
     "274656353548837"
     "826728837331188"
     "162756363558788"
     "163456686646837"
     "337844668146737"
     "163887855322728"
     "167373317145282"
     "628231752212882"
     "000000000000000"
     "000000000000000"},
    {15, 8, 25, 8,
     "752722121765717"
     "612772851121617"
     "656688115568338"
     "316466881625237"
     "352436177182376"
     "552538188411768"
     "377855336114318"
     "362233231223227"
     "157425841845377"
     "611462524822442"
     "616628252536348"
     "131383535217681"
     "665238432276843"
     "000000000000000"
     "000000000000000"},
    {15, 8, 35, 37,
     "585525544866276"
     "332424488276676"
     "332773872754588"
     "513487317438552"
     "852337617846882"
     "877428778572526"
     "452775684356526"
     "842455248855112"
     "866437483321226"
     "454665825117822"
     "853435633418776"
     "843344652472878"
     "554343311787526"
     "000000000000000"
     "000000000000000"},
    {15, 9, 130, 33,
     "414423347199323"
     "566442288113523"
     "449199241558845"
     "564393447135545"
     "416113437373229"
     "461499616972995"
     "616196495115255"
     "461443775817248"
     "464977591191193"
     "576765496577922"
     "517677412232245"
     "716233156557283"
     "346553551327529"
     "000000000000000"
     "000000000000000"},
    {15, 9, 6, 47,
     "821533239117954"
     "822877991991162"
     "682394375587844"
     "583543435387363"
     "665645253144264"
     "183161544278424"
     "835149159483353"
     "156737312719988"
     "211672396393953"
     "126166954932848"
     "215159399384833"
     "456613733623933"
     "569929967539484"
     "000000000000000"
     "000000000000000"},
    {15, 9, 35, 111,
     "929965511337743"
     "723393984885843"
     "711938354558399"
     "629881963443941"
     "776713993189671"
     "685576882331166"
     "144228123229661"
     "119436326615571"
     "681822694659699"
     "786145892169911"
     "791832241761173"
     "496833616996643"
     "117958268116677"
     "000000000000000"
     "000000000000000"},
    {15, 10, 35, 89,
     "a92373115337717"
     "192627256495991"
     "9886395356a5aa1"
     "661127344a44577"
     "196647945a77511"
     "a993129655a5157"
     "aa9913774a5531a"
     "442391569553188"
     "a74724979739173"
     "22a521962998535"
     "a52237129a6a773"
     "a25315495483897"
     "1378a9257573346"
     "000000000000000"
     "000000000000000"},
    {15, 10, 105, 12,
     "235a66843144644"
     "434a66165311417"
     "66a4251415224a7"
     "23aa47767994244"
     "277628168a627a7"
     "632334851814747"
     "6a2a64465a524a5"
     "466223261a655a7"
     "622472526712575"
     "65242787218241a"
     "54a648856565a15"
     "a8a7484346611aa"
     "266224629454a15"
     "000000000000000"
     "000000000000000"},
    {15, 10, 62, 78,
     "489868858817781"
     "422151122141199"
     "981155215848988"
     "449245344889383"
     "882624133233572"
     "646845315255392"
     "442455388641838"
     "799712457643882"
     "46873344aa1a781"
     "48a3a4aa568755a"
     "283a14175255a71"
     "4757aa8512918a8"
     "7877217883a1a88"
     "000000000000000"
     "000000000000000"},
    {16, 8, 28, 41,
     "6767722552616186"
     "6563233437786832"
     "8156226468667382"
     "3862716622376184"
     "7631572232436124"
     "2278126168417286"
     "8623216533213116"
     "3366375733626677"
     "8637621375662133"
     "6763667737212788"
     "6872445123718816"
     "7481327411387316"
     "5841254426473684"
     "1314851332432384"
     "0000000000000000"
     "0000000000000000"},
    {16, 8, 157, 22,
     "8477841364577367"
     "7884223667535362"
     "7711651224236617"
     "6677465572567281"
     "8764846165517287"
     "3356741265133554"
     "8731271751335244"
     "5143688153158447"
     "8531472516887182"
     "7436323363722682"
     "8621862638332114"
     "8532816174213361"
     "2261731254265464"
     "5458633121625774"
     "0000000000000000"
     "0000000000000000"},
    {16, 8, 21, 0,
     "2811711262388552"
     "3382284866872776"
     "3838448125644821"
     "1853185643778233"
     "8778852725564833"
     "8838437451123811"
     "2647875826563611"
     "2658742766864622"
     "7745757127284126"
     "2674552818521688"
     "1145877462532826"
     "8617884856638822"
     "8641374836242312"
     "7348511542647315"
     "0000000000000000"
     "0000000000000000"},
    {16, 9, 91, 51,
     "3646676442488621"
     "3642471335353322"
     "6226462115481614"
     "6357548593831642"
     "7634432885493123"
     "6783279534353822"
     "2675678445571199"
     "3842362513271912"
     "3687442595349487"
     "8684231987738872"
     "3945477312621762"
     "3295781558431988"
     "9828344225589332"
     "8785813919374822"
     "0000000000000000"
     "0000000000000000"},
    {16, 9, 36, 32,
     "5393411322394188"
     "5488411911511998"
     "1297599299599336"
     "5297411975171336"
     "5788988475663664"
     "2738951613113244"
     "2556687553672242"
     "4661955681559954"
     "8748957445375646"
     "8818847673993655"
     "4817453115816563"
     "5187338856533643"
     "4214834873586638"
     "2219418161198528"
     "0000000000000000"
     "0000000000000000"},
    {16, 9, 191, 44,
     "5575587886138557"
     "5573399199835525"
     "7755357188375724"
     "5441447814733437"
     "2571371887164322"
     "4224857381863427"
     "4554331366174253"
     "5633522687335447"
     "1199591489687441"
     "5614911223367715"
     "5971293847968145"
     "4694523838375537"
     "4657592194315775"
     "9355738966161575"
     "0000000000000000"
     "0000000000000000"},
    {16, 10, 70, 171,
     "3241276688367784"
     "3844678558441445"
     "7755446993581775"
     "3281645991133499"
     "2866486863384336"
     "2827644644523116"
     "5521674493589a1a"
     "285a27694876a6a6"
     "77a1262436441616"
     "2855994915274a15"
     "2874562953687687"
     "aa28552585aa3184"
     "4229885984337174"
     "84797529627799a7"
     "0000000000000000"
     "0000000000000000"},
    {16, 10, 21, 32,
     "8392735275595537"
     "8a329a5256697733"
     "38a77331a3366763"
     "a8224721a968836a"
     "852926a346996788"
     "311387414485a861"
     "352a867166883638"
     "952a724684566a78"
     "38a8864355688322"
     "3a818939469a1238"
     "8a379492a49871a8"
     "8963aa4734a81722"
     "3396335898762218"
     "7619677568274118"
     "0000000000000000"
     "0000000000000000"},
    {16, 10, 19, 83,
     "2599899779933a33"
     "a778774157799a3a"
     "a8a66196546aa2aa"
     "166a86969aa66267"
     "91787aa997722595"
     "899739a779285446"
     "1182175a5794a491"
     "112365a657424956"
     "a7489a967274a516"
     "a838771a57282197"
     "8217516539425297"
     "242181799215aa56"
     "237695a4a798a699"
     "4187a15147244338"
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
  std::array<int, kMaxCells> weight{};          // value of fixing the cell: early steps first
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
  // Only the cells the template's cascade removes matter; the earlier the
  // step, the more of the cascade depends on the cell.
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
      best.weight[cell] = step_of[i] ? kWeightScale * (last + 1 - step_of[i]) + 1 : 1;
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

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
//   final block of full rows go; almost every layout (133 of 135) then goes on
//   with an end tail: the block's removal closes a vertical triple at its seam,
//   which sets off a chain of rows of three low on the board, three cells a
//   step, each multiplying everything scored so far (a random jewel that breaks
//   the chain only cuts it short). A few (8) also have a tail of cheap steps
//   before the first triple. Layouts are chosen offline by their mean worth
//   over random games, so the ones random jewels would spoil are left out (on
//   16x16 ten colours: 22-30 steps, 19,000-22,000 points exact, 16,000-19,800
//   sampled, from 174-187 designed cells; the other cells are "any"). A cycle
//   maps a layout onto the board (mirror image and colour permutation that
//   leave the fewest cells to fix, counting colours the board has too few of),
//   then:
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
//   The layout with the best sampled worth per expected build move is used.
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
  int sampled_worth;  // mean fire worth over random games (open cells, refills)
  const char* cells;  // n*n characters, '0' = any, '1'..'9','a' = colours 1..10
};

// Generated offline by scripts/jewels_designs.sh (scripts/jewels_designs.cpp); rows bottom first.
constexpr TemplateSpec kTemplates[] = {
    {8, 6, 18, 21, 866,
     "01442200"
     "66166466"
     "55455155"
     "33133433"
     "22622622"
     "01520500"
     "01300300"
     "04200200"},
    {8, 6, 28, 25, 861,
     "05113300"
     "44544144"
     "22331322"
     "61526166"
     "05561100"
     "05433400"
     "01202200"
     "00606600"},
    {8, 6, 18, 21, 768,
     "03311556"
     "44144344"
     "22322122"
     "55155355"
     "00430406"
     "00200206"
     "00500505"
     "00000100"},
    {8, 7, 18, 21, 801,
     "02257500"
     "11511711"
     "66766566"
     "44544744"
     "33133133"
     "00627600"
     "00407400"
     "00305300"},
    {8, 7, 36, 21, 730,
     "00034400"
     "66766266"
     "11711311"
     "55443455"
     "00752200"
     "00633600"
     "00134100"
     "00545500"},
    {8, 7, 18, 21, 820,
     "01552200"
     "44144544"
     "66566166"
     "33133533"
     "77477477"
     "01620600"
     "01300300"
     "05700700"},
    {8, 8, 18, 21, 732,
     "35566220"
     "88788388"
     "11311711"
     "44744344"
     "30802800"
     "30100100"
     "50400400"
     "00600000"},
    {8, 8, 43, 18, 833,
     "42200000"
     "38336313"
     "58456515"
     "77677270"
     "48848810"
     "48656210"
     "23643230"
     "05785750"},
    {8, 8, 18, 21, 682,
     "01126200"
     "88788188"
     "55155755"
     "33733133"
     "00816800"
     "00546500"
     "00302300"
     "00004400"},
    {8, 9, 23, 13, 758,
     "66766266"
     "88788525"
     "09953442"
     "00114925"
     "00753428"
     "00653284"
     "00899600"
     "00001840"},
    {8, 9, 27, 11, 771,
     "07883355"
     "22182622"
     "44993994"
     "07828640"
     "07143600"
     "08133200"
     "00209400"
     "00404500"},
    {8, 9, 35, 1, 757,
     "08448855"
     "77677277"
     "33633233"
     "01994900"
     "01818200"
     "04684700"
     "00704300"
     "00309500"},
    {8, 10, 18, 21, 784,
     "0488a779"
     "66566966"
     "22922522"
     "3355a990"
     "0461a600"
     "04207200"
     "05508100"
     "00301900"},
    {8, 10, 26, 29, 942,
     "0a661133"
     "52242282"
     "77177577"
     "59549189"
     "5a140580"
     "2a720720"
     "96990990"
     "00010300"},
    {8, 10, 18, 21, 730,
     "21133949"
     "77677177"
     "aa1aa6aa"
     "26688150"
     "20765740"
     "10a00a40"
     "00300590"
     "00600800"},
    {9, 6, 58, 25, 1573,
     "052233440"
     "411311511"
     "466366556"
     "224225220"
     "454305500"
     "153353300"
     "624165100"
     "004652600"
     "002334000"},
    {9, 6, 29, 32, 1534,
     "331166545"
     "533233633"
     "442445411"
     "515212640"
     "502215640"
     "304344350"
     "101121100"
     "003402600"
     "004000200"},
    {9, 6, 30, 32, 1354,
     "611225544"
     "343313353"
     "266461662"
     "642114250"
     "642411450"
     "130436030"
     "020622020"
     "000250000"
     "000000000"},
    {9, 7, 30, 33, 1782,
     "722446655"
     "363353343"
     "177577677"
     "261651541"
     "762552642"
     "734730730"
     "210110110"
     "020220220"
     "000060500"},
    {9, 7, 39, 42, 1552,
     "377115500"
     "225221227"
     "445441447"
     "633533733"
     "365761567"
     "302552702"
     "704304304"
     "006606606"
     "001000000"},
    {9, 7, 39, 41, 1331,
     "076611330"
     "223272122"
     "443474144"
     "556361655"
     "073173100"
     "072371200"
     "064626400"
     "005545500"
     "000153000"},
    {9, 8, 30, 32, 1495,
     "882211557"
     "626686676"
     "411517114"
     "324785473"
     "023587377"
     "068167167"
     "040441045"
     "030334030"
     "000023000"},
    {9, 8, 60, 22, 1635,
     "017766000"
     "224223227"
     "554573557"
     "886646616"
     "014843817"
     "012633732"
     "075042515"
     "008065768"
     "000088380"},
    {9, 8, 40, 43, 1729,
     "073322000"
     "448448443"
     "668668663"
     "112272282"
     "558188173"
     "074574584"
     "076226026"
     "031011011"
     "005055055"},
    {9, 9, 29, 32, 1579,
     "776699445"
     "211511911"
     "442447433"
     "237532988"
     "282587905"
     "104164105"
     "303303304"
     "808808800"
     "007000900"},
    {9, 9, 28, 31, 1636,
     "662299335"
     "188388588"
     "696626677"
     "127397544"
     "194324505"
     "866860805"
     "770770703"
     "440440400"
     "000020900"},
    {9, 9, 48, 44, 1370,
     "558551557"
     "228221227"
     "499399699"
     "048341647"
     "001171108"
     "008585602"
     "005372904"
     "002974400"
     "004410000"},
    {9, 10, 30, 33, 1216,
     "000064499"
     "88a881885"
     "377477577"
     "23a531435"
     "02a421525"
     "008768708"
     "003363303"
     "002242202"
     "000000900"},
    {9, 10, 49, 3, 1496,
     "084677990"
     "22a226223"
     "55a556553"
     "011411311"
     "08aa6aa03"
     "08a446302"
     "042462305"
     "0051a5100"
     "000709000"},
    {9, 10, 58, 41, 1562,
     "122993300"
     "787577a77"
     "484544a44"
     "663661660"
     "18353aa00"
     "1722a2200"
     "243511700"
     "0067a6400"
     "009420000"},
    {10, 6, 44, 47, 2814,
     "0455110000"
     "6646646646"
     "2242242242"
     "3322322623"
     "5543643345"
     "1165365661"
     "0421221220"
     "0431330330"
     "0550550550"
     "0010110110"},
    {10, 6, 44, 47, 2401,
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
    {10, 6, 43, 46, 2953,
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
    {10, 7, 54, 57, 2259,
     "4557733110"
     "2242252262"
     "3343353363"
     "4771774775"
     "4066166566"
     "5041554165"
     "0021124525"
     "0037637637"
     "0070361000"
     "0000606000"},
    {10, 7, 32, 35, 2431,
     "5544116670"
     "2122522722"
     "6656676644"
     "4174554733"
     "3153573770"
     "0263261270"
     "0440440460"
     "0330330300"
     "0050400000"
     "0030300000"},
    {10, 7, 33, 36, 2373,
     "4433525770"
     "1211411511"
     "3772775773"
     "6235432536"
     "0262465560"
     "0147127100"
     "0303323300"
     "0606656600"
     "0000667000"
     "0000306000"},
    {10, 8, 43, 46, 2782,
     "5661177440"
     "8818858878"
     "2212252272"
     "3445441443"
     "6311355376"
     "5685681680"
     "5024724020"
     "6033033030"
     "0066066060"
     "0010004000"},
    {10, 8, 44, 47, 2480,
     "0566112200"
     "7757767717"
     "3353363313"
     "8822122522"
     "4458568118"
     "0574174574"
     "0531230230"
     "0680880880"
     "0040440440"
     "0000020000"},
    {10, 8, 42, 45, 2771,
     "4558877220"
     "6466566866"
     "3433533833"
     "7787757711"
     "1451581822"
     "2482652600"
     "4670372300"
     "4310110100"
     "5120220200"
     "0280700000"},
    {10, 9, 43, 46, 2653,
     "0442233565"
     "1151411611"
     "9959499699"
     "7332334337"
     "8754472678"
     "0852184180"
     "0013923960"
     "0097707760"
     "0078808850"
     "0084000300"},
    {10, 9, 44, 47, 2729,
     "0322446655"
     "7757767727"
     "1151161121"
     "8833433533"
     "9958568428"
     "0379479579"
     "0314310310"
     "0280880880"
     "0090990990"
     "0000060500"},
    {10, 9, 44, 47, 2701,
     "0922334455"
     "7737747727"
     "8838848828"
     "1155955255"
     "6631241921"
     "0976976276"
     "0983580580"
     "0210110110"
     "0060660660"
     "0000040500"},
    {10, 10, 43, 46, 2409,
     "0488221155"
     "aa9a8aa5aa"
     "7797877577"
     "3341449443"
     "6699831536"
     "04a1869a60"
     "0474a14700"
     "0833703300"
     "0066306600"
     "0002600500"},
    {10, 10, 42, 45, 2618,
     "1447722880"
     "3533133533"
     "a5aa1aa5aa"
     "7747727799"
     "9529149566"
     "6346326300"
     "1a70a78a00"
     "1990990900"
     "4660660600"
     "0070200000"},
    {10, 10, 32, 35, 2674,
     "0aa8844595"
     "1611a11811"
     "4454494433"
     "3693a53822"
     "2652a92877"
     "7147147190"
     "033a330390"
     "0220220250"
     "0770770700"
     "0000080400"},
    {11, 6, 47, 50, 3962,
     "00001166353"
     "44544544544"
     "22522522522"
     "62242252266"
     "36556546533"
     "13443453411"
     "01221221250"
     "00660660650"
     "00330330330"
     "00110110100"
     "00000010600"},
    {11, 6, 48, 51, 3412,
     "00044656220"
     "33233533533"
     "66266566566"
     "44332335334"
     "11245542541"
     "00312315310"
     "00603653600"
     "00404454400"
     "00101161100"
     "00000112000"
     "00000401000"},
    {11, 6, 47, 50, 3710,
     "44665521200"
     "33133133133"
     "66166166166"
     "43313353344"
     "24154114122"
     "52312352355"
     "05635635600"
     "00446441400"
     "00220221200"
     "00550552500"
     "00400050000"},
    {11, 7, 37, 40, 3248,
     "03344515660"
     "66466166366"
     "55773771775"
     "22451153352"
     "00423121320"
     "00637617600"
     "00525515500"
     "00202252200"
     "00002477000"
     "00000206000"
     "00000700000"},
    {11, 7, 48, 51, 3869,
     "77331122556"
     "44644244644"
     "33633233633"
     "77552556557"
     "11676272671"
     "00412416416"
     "00345315306"
     "00707707705"
     "00101101100"
     "00703000200"
     "00404000000"},
    {11, 7, 36, 39, 3705,
     "77226653313"
     "55455755455"
     "13373343311"
     "61441771466"
     "26476746422"
     "02532532540"
     "00112113110"
     "00660663610"
     "00220225230"
     "00700064400"
     "00000000500"},
    {11, 8, 36, 39, 4021,
     "47766331188"
     "22522822422"
     "63343383366"
     "16586846411"
     "71541881477"
     "47237237200"
     "40663665600"
     "70110110100"
     "00770770700"
     "00600010800"
     "00000050500"},
    {11, 8, 48, 51, 3712,
     "81122446633"
     "77377877177"
     "55355855155"
     "66441448446"
     "22368861162"
     "80721728720"
     "80504564500"
     "10606656600"
     "00202202200"
     "00204005300"
     "00000000500"},
    {11, 8, 47, 50, 3790,
     "43366558822"
     "18105187200"
     "22622422722"
     "58878848855"
     "35645475733"
     "43673443700"
     "48281280200"
     "38550550500"
     "01330330300"
     "00600070700"
     "00000010000"},
    {11, 9, 37, 40, 3927,
     "08776699110"
     "44844144744"
     "55668661655"
     "33851158733"
     "22838131722"
     "99426426499"
     "08595595500"
     "08363303300"
     "07202202200"
     "00909909900"
     "00000901000"},
    {11, 9, 48, 51, 4167,
     "18855443300"
     "66466366566"
     "22422322522"
     "99113114119"
     "77494393597"
     "88673674578"
     "10281281680"
     "10909939200"
     "80707707900"
     "00808808700"
     "00504000800"},
    {11, 9, 48, 51, 4113,
     "55991172233"
     "88488788188"
     "66466766166"
     "33225227223"
     "99437735139"
     "00895897890"
     "00602672600"
     "00303373300"
     "00909929900"
     "00509044300"
     "00000010400"},
    {11, 10, 37, 40, 4150,
     "06881122550"
     "33533633833"
     "99221226229"
     "aa59669189a"
     "445a16a68a4"
     "77341342347"
     "06972979970"
     "06a19a0aa00"
     "0840a404400"
     "00704707700"
     "00007205000"},
    {11, 10, 37, 40, 3491,
     "64499112288"
     "33233433833"
     "aa1161191aa"
     "772a94a6877"
     "55276479855"
     "60351359300"
     "60a0aa21a00"
     "4070770a700"
     "00505507500"
     "00901005800"
     "00000000000"},
    {11, 10, 36, 39, 4174,
     "6aa33117700"
     "22122322a22"
     "977677a7799"
     "891a9369a88"
     "581683a8a55"
     "45275275244"
     "64994994900"
     "60881880800"
     "a0550550500"
     "00440440400"
     "00300070000"},
    {12, 6, 75, 78, 3744,
     "004226622330"
     "616656646616"
     "313353343313"
     "022524221220"
     "014554241010"
     "064166566060"
     "032564161030"
     "005132532000"
     "000661643000"
     "000510404000"
     "000250100000"
     "000500000000"},
    {12, 6, 75, 78, 3430,
     "000006112255"
     "323633633133"
     "424644644144"
     "332313313355"
     "522615615100"
     "044244144300"
     "032116210400"
     "042236130500"
     "053451450500"
     "005300320000"
     "000400400000"
     "000500500000"},
    {12, 6, 75, 78, 3859,
     "554426200000"
     "121611511511"
     "323633533533"
     "416121161144"
     "026624564500"
     "055255355100"
     "026326260300"
     "011226310400"
     "034512540000"
     "045140100000"
     "000340300000"
     "000400400000"},
    {12, 7, 77, 79, 4805,
     "115756644550"
     "226225221227"
     "336335331337"
     "074414464544"
     "336715461507"
     "072727212207"
     "073511672502"
     "001447213403"
     "004142025000"
     "001062066000"
     "000023040000"
     "003012060000"},
    {12, 7, 52, 55, 4033,
     "040177221122"
     "443434744244"
     "553535755255"
     "661121131166"
     "033636726200"
     "044122735400"
     "045116410500"
     "006737560600"
     "003740610200"
     "000050650500"
     "000360060000"
     "000070000000"},
    {12, 7, 77, 80, 4436,
     "066113313144"
     "664656626656"
     "774757727757"
     "011411211310"
     "004451223350"
     "006553552550"
     "007462263360"
     "000473172170"
     "000155235700"
     "000605023400"
     "000502071000"
     "000000007000"},
    {12, 8, 76, 79, 5106,
     "447755161000"
     "224223228226"
     "774773778776"
     "511811311611"
     "054853358656"
     "004464434402"
     "002832362607"
     "007167137105"
     "005545545500"
     "004873560000"
     "008080360000"
     "000030010000"},
    {12, 8, 76, 79, 4915,
     "078866220050"
     "744644144544"
     "788688188588"
     "227226221223"
     "737636131531"
     "475565515510"
     "877416461450"
     "382862812850"
     "003363353300"
     "000652003300"
     "000000030100"
     "000000000000"},
    {12, 8, 64, 67, 4527,
     "855334112277"
     "171006620700"
     "558455755655"
     "228422722622"
     "331161141133"
     "878443763600"
     "878564540500"
     "515214210200"
     "002331330300"
     "003060000000"
     "003000000000"
     "000000000000"},
    {12, 9, 64, 67, 4684,
     "988119977660"
     "553556515525"
     "773776717727"
     "944844944640"
     "953323383320"
     "803886926650"
     "505825984670"
     "007437430400"
     "001293710000"
     "002030450000"
     "005020370000"
     "000000040000"},
    {12, 9, 64, 67, 4785,
     "445522787110"
     "933133833233"
     "966166866266"
     "774775774770"
     "909959989900"
     "304185854200"
     "604355384300"
     "007657697600"
     "004693981000"
     "006050289000"
     "000060370000"
     "000030090000"},
    {12, 9, 76, 79, 5112,
     "037722998811"
     "566866466166"
     "522822422122"
     "993995998990"
     "533865488100"
     "637747717700"
     "273615648100"
     "009249218600"
     "074249579200"
     "007675033100"
     "004006050300"
     "004700000000"},
    {12, 10, 76, 79, 4692,
     "0588992a2000"
     "344544a44344"
     "377577a77377"
     "889881882886"
     "369561a62360"
     "415515525300"
     "759421412400"
     "658718728700"
     "106656656600"
     "0000809a0000"
     "0010000a0000"
     "000000020000"},
    {12, 10, 52, 55, 5178,
     "000a77448890"
     "66a661667966"
     "55a551557955"
     "338818898833"
     "22a391317922"
     "44a216297644"
     "006485486511"
     "005a33035390"
     "003a22023290"
     "002744042400"
     "004004084000"
     "000000000100"},
    {12, 10, 79, 13, 4659,
     "677442233880"
     "a7aa5aa2aa4a"
     "191151121141"
     "633933833633"
     "694557558550"
     "7a0952272240"
     "0109a7898640"
     "0003178786a0"
     "000025325310"
     "000000328000"
     "0000000a0000"
     "000000010000"},
    {13, 6, 70, 71, 5526,
     "0335114455626"
     "1161151211511"
     "4464454244544"
     "3446442464433"
     "0365536553520"
     "0016363260520"
     "0046636260160"
     "0034255140400"
     "0023652430300"
     "0002612340500"
     "0003544000000"
     "0000033000000"
     "0000051000000"},
    {13, 6, 108, 111, 5310,
     "0020000000000"
     "3533133533133"
     "4544144544144"
     "5221225221226"
     "5561165561160"
     "4454414434300"
     "5351315331400"
     "2422622522600"
     "6652512632000"
     "0046646546000"
     "0020200200000"
     "0020400400000"
     "0000600600000"},
    {13, 6, 84, 87, 5531,
     "2661552244550"
     "3353363323313"
     "4454464424414"
     "2033233533633"
     "2054266525610"
     "6031441442440"
     "0041232531630"
     "0005341342340"
     "0043421414000"
     "0000364101000"
     "0000030600000"
     "0000000000000"
     "0000000000000"},
    {13, 7, 82, 85, 5262,
     "0000255446607"
     "1161141171121"
     "5565545575525"
     "3117116114113"
     "0367346374323"
     "0055255755027"
     "0017716214317"
     "0051256751050"
     "0033531533030"
     "0000203060030"
     "0000204000000"
     "0000500000000"
     "0000000000000"},
    {13, 7, 82, 85, 4796,
     "4411226655131"
     "2242262422522"
     "7747767477577"
     "0113114113110"
     "0043164463530"
     "0066566366530"
     "0023324553210"
     "0071571331700"
     "0047662303500"
     "0070706600300"
     "0000605200000"
     "0000000700000"
     "0000000500000"},
    {13, 7, 82, 85, 7434,
     "5774466223322"
     "1151141611611"
     "2252242622622"
     "7335334335377"
     "5755744675600"
     "5316466566100"
     "7725514435200"
     "0373424553700"
     "7347673667200"
     "0011647105500"
     "0000402200000"
     "0070106700000"
     "0000004600000"},
    {13, 8, 82, 85, 6537,
     "0667733441210"
     "4434454464464"
     "8838858868868"
     "7223221225227"
     "0733751765760"
     "0066566166240"
     "0043141545280"
     "0083582182170"
     "0072677177880"
     "0007572614000"
     "0006050301000"
     "0005020208000"
     "0000000100000"},
    {13, 8, 82, 85, 6534,
     "3388221615588"
     "5525575585515"
     "4424474484414"
     "0336338336330"
     "0026878686810"
     "0011211711350"
     "0056758256040"
     "0043243743000"
     "0037142163000"
     "0072714650000"
     "0020406130000"
     "0000107670000"
     "0000201700000"},
    {13, 8, 70, 73, 5379,
     "1122432355660"
     "8788188488488"
     "6766166466466"
     "0553557551550"
     "0712212232400"
     "0873137411800"
     "0603817831600"
     "0005625625000"
     "0007282536000"
     "0000752303000"
     "0000083000000"
     "0000084500000"
     "0000045000000"},
    {13, 9, 82, 85, 7683,
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
    {13, 9, 81, 84, 6834,
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
    {13, 9, 82, 85, 6962,
     "9911884411323"
     "8898878588288"
     "4494474544244"
     "6335339331336"
     "0695679561266"
     "0082722922820"
     "0045979741420"
     "0063783933630"
     "0096246226160"
     "0077168802200"
     "0000755400600"
     "0000503600000"
     "0000000300000"},
    {13, 10, 95, 98, 7941,
     "8833995577919"
     "a5a6a4a3aa2aa"
     "7576747377277"
     "1884882886886"
     "1584342356210"
     "3393353393a10"
     "1511411611790"
     "8a94652496760"
     "0798458698a00"
     "003643913a600"
     "001a1a4a20000"
     "00071727a0000"
     "0001440200000"},
    {13, 10, 84, 87, 6413,
     "1839355aa2266"
     "77977477677a7"
     "55955455655a5"
     "2211811311a11"
     "7792842362aa2"
     "1099446448470"
     "1079878376a50"
     "8053156158120"
     "0024224224200"
     "008040a020600"
     "0070500000000"
     "0040000000000"
     "0000000000000"},
    {13, 10, 83, 85, 8024,
     "11558822494aa"
     "3633733133833"
     "5655755155855"
     "44a4424494470"
     "0112118116110"
     "06a77a7977870"
     "03a2798a96370"
     "05423a8996540"
     "0011571741300"
     "0099528129a00"
     "0000927369000"
     "0000746534000"
     "0000070603000"},
    {14, 6, 104, 107, 7226,
     "00000044223530"
     "66365662665663"
     "11315112115113"
     "46626636656626"
     "04325432455423"
     "00611511311211"
     "00124434454426"
     "00426556336261"
     "00061531351244"
     "00044144144100"
     "00000030452500"
     "00000060060500"
     "00000040040300"
     "00000000000000"},
    {14, 6, 104, 107, 7321,
     "02255141552233"
     "03556633426300"
     "66466366566466"
     "11411311511411"
     "22664663665622"
     "03424323525400"
     "03661131151100"
     "05124653635600"
     "00204136156100"
     "00006212212200"
     "00002345060600"
     "00000144040000"
     "00000511000000"
     "00000010000000"},
    {14, 6, 88, 91, 8587,
     "66553321244110"
     "33433233433233"
     "55455255455255"
     "61141121141166"
     "06446226446200"
     "00354553551300"
     "00543224346500"
     "00614313510600"
     "00665565660000"
     "00115631560000"
     "00001441400000"
     "00004352600000"
     "00003025200000"
     "00000032000000"},
    {14, 7, 130, 133, 9200,
     "00000066115250"
     "00000000637744"
     "75773772776773"
     "45443442446443"
     "17677277577377"
     "05613212516313"
     "04464454424407"
     "07667257527304"
     "04336332334701"
     "01762256721100"
     "00146752141400"
     "00003143030200"
     "00004004030200"
     "00001001070500"},
    {14, 7, 88, 91, 9005,
     "01127266441133"
     "55255155655755"
     "33233133633733"
     "45575515565544"
     "04274114664700"
     "00227221224500"
     "00571517560300"
     "00357351360400"
     "00442442450300"
     "00037664740400"
     "00017657010000"
     "00022306040000"
     "00003205070000"
     "00002500000000"},
    {14, 7, 118, 161, 9435,
     "05522556633414"
     "77477377177577"
     "22422322122522"
     "66774773771776"
     "00464363161567"
     "00752252522711"
     "00244753561217"
     "00604131137647"
     "00007267526300"
     "00006636202210"
     "00004215700000"
     "00000453200100"
     "00000623600000"
     "00000060300000"},
    {14, 8, 90, 93, 8255,
     "33776655272000"
     "66166866866566"
     "44144844844544"
     "33771772775773"
     "00131832835530"
     "00658818828800"
     "00401622615600"
     "00307417427400"
     "00303383383300"
     "00507264578000"
     "00005020471000"
     "00002040028000"
     "00000000108000"
     "00000000010000"},
    {14, 8, 106, 7, 6766,
     "00084484557722"
     "66366166766266"
     "55884882881885"
     "00354152751250"
     "00383373343200"
     "00684172741600"
     "00548611211500"
     "00005574848200"
     "00000838245100"
     "00000065231000"
     "00000335170000"
     "00000064610000"
     "00000060540000"
     "00000003400000"},
    {14, 8, 90, 93, 9822,
     "11858223355770"
     "77177477877577"
     "66166466866566"
     "33224228225223"
     "20134438835530"
     "66151151141100"
     "20754748755700"
     "20682652642600"
     "00343313313300"
     "00134138547000"
     "00402080404000"
     "00301010800000"
     "00003000000000"
     "00600000000000"},
    {14, 9, 93, 105, 7498,
     "85161000000000"
     "99899599299199"
     "33833533233133"
     "44667662667644"
     "77847542247100"
     "82965585575500"
     "85367922122900"
     "05416387878300"
     "20004486117400"
     "00700054126000"
     "00200000284000"
     "00000000910000"
     "00000000310000"
     "00000000450000"},
    {14, 9, 119, 27, 8956,
     "99221144818660"
     "44644244744346"
     "99699299799399"
     "55113117118155"
     "00653257758300"
     "00482262282400"
     "00903467488900"
     "00501936331500"
     "00905564985000"
     "00802726525000"
     "00008013416000"
     "00007071310000"
     "00000035580000"
     "00000003050000"},
    {14, 9, 87, 104, 10391,
     "05599331177686"
     "55955755855155"
     "22922722822122"
     "33446447446443"
     "00936737836130"
     "00991181191580"
     "00566577876280"
     "00898699664360"
     "00256996893700"
     "00324287890000"
     "00083384710000"
     "00002913510000"
     "00000243200000"
     "00000404300000"},
    {14, 10, 104, 106, 9444,
     "02243499660008"
     "9aa3aa6aa1aa5a"
     "97737767717757"
     "22422122422528"
     "98438168418557"
     "a09969939959a8"
     "70431161411578"
     "802a61436a5280"
     "00876263475870"
     "00089819189500"
     "000231a6405700"
     "00013970250000"
     "00004080800000"
     "00001000000000"},
    {14, 10, 116, 119, 10460,
     "00499558800700"
     "02665080033110"
     "1aa7aa2aa4aa9a"
     "18878828848898"
     "35337331334336"
     "15677621644690"
     "229225224722a0"
     "a5115119114780"
     "839a95a5473760"
     "66985589476000"
     "02261261221000"
     "024070013a0000"
     "06403003080000"
     "00906006060000"},
    {14, 10, 118, 121, 10226,
     "004377aa119690"
     "76772775774771"
     "a6aa2aa5aa4aa1"
     "39989949969959"
     "26382345364351"
     "07822122822822"
     "0a287147867857"
     "0359445441449a"
     "0243a11a85a833"
     "00483153213200"
     "00353240a41600"
     "00008090060600"
     "00005030090900"
     "00000070030000"},
    {15, 6, 112, 115, 8869,
     "000663136611330"
     "445445443464414"
     "225225223262212"
     "004454414344644"
     "005055113363610"
     "004022521226240"
     "002053353313320"
     "000044511356600"
     "000002551416400"
     "000004232132000"
     "000006114242000"
     "000000342520000"
     "000000465020000"
     "000000050000000"
     "000000040000000"},
    {15, 6, 158, 117, 9066,
     "000061133442200"
     "556554545535535"
     "116114141131131"
     "255355655655455"
     "026324642632432"
     "006113114116110"
     "005363654656450"
     "001562232422310"
     "002213534416220"
     "000001663661000"
     "000004235420000"
     "000005323420000"
     "000001016200000"
     "000002021500000"
     "000000004200000"},
    {15, 6, 125, 128, 10152,
     "000031155446614"
     "225224223221221"
     "665664663661661"
     "022322522422522"
     "005334553461521"
     "006646616636611"
     "002342512432512"
     "006554551556246"
     "000341214233402"
     "000264561230200"
     "000035505060300"
     "000016606030000"
     "000066004020000"
     "000000002000000"
     "000000005000000"},
    {15, 7, 110, 112, 11752,
     "223311554477474"
     "252622122722522"
     "446441445441443"
     "356631135731536"
     "052272262122570"
     "026671165141270"
     "036557515524340"
     "004271274113760"
     "003377313241100"
     "002625115754600"
     "006034753200400"
     "000063362300000"
     "000077065200000"
     "000000020500000"
     "000000030000000"},
    {15, 7, 111, 113, 10854,
     "044552277565330"
     "113117112112117"
     "443447442442447"
     "055655355355255"
     "003667322362257"
     "007737767727701"
     "001644642441204"
     "004531266324500"
     "000434662523500"
     "000675474171000"
     "000006371763000"
     "000007564655000"
     "000001746312000"
     "000000114230000"
     "000000000420000"},
    {15, 7, 126, 128, 10280,
     "044337755141220"
     "227262322322622"
     "557565355355655"
     "011417114113100"
     "057467374343600"
     "007676636676600"
     "002477234273200"
     "005144347441500"
     "005471733577000"
     "000163367562000"
     "000421424641000"
     "000552561710000"
     "000013266170000"
     "000044336610000"
     "000000000000000"},
    {15, 8, 111, 114, 10850,
     "332277441441125"
     "003528788614667"
     "558557552556155"
     "338337332336133"
     "004474424484427"
     "008077822886127"
     "005011611715116"
     "003075725683550"
     "005043643748300"
     "000054124137800"
     "000080212680500"
     "000040103670700"
     "000000406160000"
     "000000001300000"
     "000000000600000"},
    {15, 8, 143, 64, 11043,
     "688443377000000"
     "272282232262242"
     "575585535565545"
     "122622722322422"
     "671671731361441"
     "624887883886880"
     "850627723326420"
     "010211411611450"
     "000157337356210"
     "000018458618100"
     "000030417600000"
     "000000103100000"
     "000000203200000"
     "000000108100000"
     "000000700000000"},
    {15, 8, 157, 159, 10699,
     "003355442211800"
     "668661665663664"
     "778771775773774"
     "227757737747717"
     "008251235243214"
     "008866466366566"
     "006856436346516"
     "007221228223227"
     "002871478373512"
     "000625545855670"
     "000031688423820"
     "000002542822800"
     "000007057507100"
     "000002022602000"
     "000000004000000"},
    {15, 9, 127, 129, 12834,
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
    {15, 9, 111, 114, 12544,
     "226633454224477"
     "313833633533833"
     "717877677577877"
     "941446442445449"
     "011896692595890"
     "038828818868300"
     "071399299595700"
     "091726512264900"
     "004926214569700"
     "009184989989900"
     "002069352340000"
     "001010755790000"
     "000000948950000"
     "000000880500000"
     "000000300000000"},
    {15, 9, 157, 103, 12806,
     "344889977551166"
     "282232242292212"
     "787737747797717"
     "551558553554556"
     "681638643694610"
     "399499199399620"
     "321428123324040"
     "475223228225060"
     "066473178376000"
     "008961141160000"
     "000093978910000"
     "000002742000000"
     "000008015000000"
     "000005066000000"
     "000006005000000"},
    {15, 10, 110, 112, 14330,
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
    {15, 10, 126, 129, 11851,
     "0000149aa220070"
     "a88688488388188"
     "a55655455355155"
     "772773776772779"
     "a92693496392196"
     "8044a4414464460"
     "5028a3816862170"
     "907533233a33870"
     "0099a7a17267500"
     "000049249a49900"
     "000054302303300"
     "000014500530600"
     "000019900900000"
     "000095500000000"
     "000000a00000000"},
    {15, 10, 110, 113, 17675,
     "5662244167aa858"
     "338877aa2243411"
     "997995989499199"
     "667665686466166"
     "233433813353322"
     "a274258124521aa"
     "5a977177477a950"
     "5064a4811953650"
     "602381334653280"
     "00a247287234a00"
     "003a09a9aa20100"
     "0020067617a0a00"
     "00000212a760000"
     "00000a0a9620000"
     "000000000990000"},
    {16, 6, 136, 139, 14954,
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
    {16, 6, 134, 137, 11496,
     "0116633221512233"
     "2252212232262212"
     "4454414434464414"
     "0226225226223220"
     "0056415336563310"
     "0011311511611620"
     "0026325526623040"
     "0042443445442000"
     "0001345543646000"
     "0004163105120000"
     "0000044505560000"
     "0000055004140000"
     "0000002002400000"
     "0000005004000000"
     "0000000002000000"
     "0000000000000000"},
    {16, 6, 150, 152, 11295,
     "0211335544334455"
     "5663153463142500"
     "1141131121311411"
     "6646636626366466"
     "5252554553552500"
     "5242534623322400"
     "6166466366266100"
     "0612414313212600"
     "0065112141105200"
     "0061464325200000"
     "0006632641600000"
     "0000411316100000"
     "0004525060600000"
     "0000542000000000"
     "0000200000000000"
     "0000000000000000"},
    {16, 7, 120, 122, 13126,
     "0366223322557711"
     "4414454454424434"
     "7717757757727737"
     "0366166366266566"
     "0312151355224530"
     "0646773771775740"
     "0474142212522570"
     "0045173351145600"
     "0000633611575100"
     "0000617227277400"
     "0000562746240000"
     "0000050177660000"
     "0000020273600000"
     "0000000330000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 7, 152, 12, 12594,
     "2266447733113750"
     "5515535565575565"
     "2212232262272262"
     "4551553556551554"
     "0411433466471460"
     "0022722322622750"
     "0051447443441720"
     "0025757353651540"
     "0044721161125000"
     "0020247353644000"
     "0000604363201000"
     "0000003264300000"
     "0000005016000000"
     "0000004025000000"
     "0000004044000000"
     "0000000070000000"},
    {16, 7, 133, 136, 12732,
     "6554433445566330"
     "7717757717747677"
     "2212252212242622"
     "6336335334331300"
     "6716355114641600"
     "5022522622122700"
     "7076575674171200"
     "0027747767723000"
     "0043563644123000"
     "0011244263202000"
     "0074271677200000"
     "0003122020700000"
     "0034526050000000"
     "0004350070000000"
     "0005060010000000"
     "0000000000000000"},
    {16, 8, 167, 170, 14932,
     "1183855667744880"
     "2822522122322622"
     "4844544144344644"
     "2757767717737700"
     "0853566116338600"
     "0878771775773200"
     "0258261215233400"
     "0472282262252200"
     "0218481465453000"
     "0047433133633000"
     "0033587667157000"
     "0028725120621000"
     "0004367370370000"
     "0003070570410000"
     "0000070060100000"
     "0000000050600000"},
    {16, 8, 119, 122, 16412,
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
    {16, 8, 135, 138, 16761,
     "0775588227733121"
     "6646363686466766"
     "5545353585455755"
     "0112117113118112"
     "0042357883478720"
     "0065525545585620"
     "0052627643488510"
     "0002577377871320"
     "0001421841383300"
     "0007153352856200"
     "0004046781770600"
     "0001065167630000"
     "0000056458560000"
     "0000015514780000"
     "0000000040800000"
     "0000000000000000"},
    {16, 9, 153, 232, 15708,
     "0000446655339290"
     "1141191161151131"
     "7747797767757737"
     "8225223224226229"
     "0845893864856839"
     "0017377477577977"
     "0075646656636619"
     "0082399599396972"
     "0008343441432988"
     "0000742558338700"
     "0000068551363200"
     "0000014964910200"
     "0000070414570900"
     "0000080472580000"
     "0000000718700000"
     "0000000060500000"},
    {16, 9, 133, 136, 16264,
     "4455886961133697"
     "2242232282292262"
     "1141131181191161"
     "5773779778774775"
     "0543539588594567"
     "0026866366466227"
     "0013829328424516"
     "0059989939917258"
     "0047837387455285"
     "0025685635610850"
     "0002594793300390"
     "0000218417000090"
     "0000757950000060"
     "0000041970000000"
     "0000070610000000"
     "0000000130000000"},
    {16, 9, 152, 155, 19447,
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
    {16, 10, 151, 154, 16054,
     "0996268866aa5599"
     "88188a8848878858"
     "33133a3343373353"
     "099a991994992995"
     "0066766a66166766"
     "001a7a1a44172755"
     "008a554525545585"
     "0039784a24142739"
     "0009631711a11600"
     "0001214a29749900"
     "000028572aa52200"
     "0000641157180000"
     "0000109683630000"
     "0000004630750000"
     "0000000330020000"
     "0000000400070000"},
    {16, 10, 133, 135, 17032,
     "211557711aa22997"
     "4644a44544844744"
     "9699a99599899799"
     "3353313323363370"
     "2655a11528869700"
     "277877a776776400"
     "145841a426461900"
     "09355a5255930100"
     "405892aa36260700"
     "04587a72a6620000"
     "0007453587810000"
     "004353493a200000"
     "00886493a2000000"
     "0003860900000000"
     "0003090a00000000"
     "0006000000000000"},
    {16, 10, 168, 171, 19759,
     "0366772255aa1100"
     "099161050a010844"
     "22722822922a2232"
     "55755855955a5535"
     "441911711611311a"
     "03794874964a343a"
     "0328788388688a88"
     "0659727326623a2a"
     "004199699a997991"
     "00047533a3363354"
     "000984636a6a7a40"
     "00076268aa867800"
     "0000609039039400"
     "0000101051051800"
     "0000004044044800"
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
// best expected rate: template worth per move needed to build it here.
Plan choose_plan(const Board& board, int colours) {
  Plan best;
  double best_rate = -1;
  for (const TemplateSpec& t : kTemplates) {
    if (t.n != board.n || t.colours != colours) continue;
    const Plan plan = make_plan(t, board);
    // Ranked by the worth measured over random games: the exact worth, which
    // assumes no arriving jewel ever matches, overrates fragile layouts.
    const double rate = t.sampled_worth / (plan.est_moves + kCycleOverheadMoves);
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

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
//   final block of full rows go; before the first triple some layouts (20 of
//   135) have a tail of cheap steps (rows of three and triples, three cells a
//   step, each multiplying the whole cascade). Layouts are chosen offline by
//   their mean worth over random games, so the ones random jewels would spoil
//   are left out (on 16x16: 10-17 steps, 9,700-14,900 points exact from 141-185
//   designed cells; the other cells are "any"). A cycle maps a layout
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
    {8, 6, 19, 22, 566,
     "55455255"
     "33141133"
     "66463246"
     "00446200"
     "00510500"
     "00330300"
     "00660600"
     "00000000"},
    {8, 6, 28, 3, 597,
     "44634344"
     "55655355"
     "11223221"
     "00614310"
     "00403400"
     "00502500"
     "00101100"
     "00000000"},
    {8, 6, 33, 36, 856,
     "55355455"
     "66366466"
     "21121131"
     "42443440"
     "23322430"
     "22523530"
     "14614610"
     "00000000"},
    {8, 7, 26, 29, 659,
     "62252272"
     "61151171"
     "33533633"
     "64654574"
     "20520620"
     "10310310"
     "40440440"
     "00000000"},
    {8, 7, 35, 38, 877,
     "22122622"
     "55155655"
     "73774771"
     "06636646"
     "03144631"
     "03234241"
     "07567567"
     "00000000"},
    {8, 7, 35, 38, 880,
     "55255455"
     "11211411"
     "37336334"
     "02272262"
     "07266474"
     "07576564"
     "03123123"
     "00000000"},
    {8, 8, 35, 29, 664,
     "35338336"
     "45448446"
     "77277177"
     "05858506"
     "03288103"
     "04253104"
     "00784700"
     "00000000"},
    {8, 8, 20, 16, 555,
     "77277377"
     "11884881"
     "46216316"
     "00264360"
     "00708700"
     "00101100"
     "00606600"
     "00000000"},
    {8, 8, 26, 29, 681,
     "46445447"
     "86885887"
     "33233533"
     "16515217"
     "04204504"
     "08308308"
     "01101101"
     "00000000"},
    {8, 9, 35, 38, 848,
     "33633733"
     "88688788"
     "41445449"
     "02252272"
     "01675759"
     "01355379"
     "04824824"
     "00000000"},
    {8, 9, 33, 36, 877,
     "77577277"
     "88588288"
     "96636646"
     "12115110"
     "95532240"
     "92735740"
     "61861860"
     "00000000"},
    {8, 9, 35, 38, 816,
     "88788988"
     "11711911"
     "24226225"
     "03363373"
     "04776965"
     "04866875"
     "02132132"
     "00000000"},
    {8, 10, 35, 38, 848,
     "aa4aa5aa"
     "66466566"
     "91992997"
     "03383373"
     "01472587"
     "01a82a77"
     "09639639"
     "00000000"},
    {8, 10, 33, 36, 827,
     "99399599"
     "2aa4aa7a"
     "28348578"
     "16113110"
     "23346570"
     "a69a39a0"
     "81881880"
     "00000000"},
    {8, 10, 34, 37, 738,
     "988a8848"
     "966a6646"
     "52557550"
     "33133a40"
     "92aa7140"
     "82187a80"
     "65365360"
     "00000000"},
    {9, 6, 41, 0, 921,
     "542454414"
     "332353313"
     "006166266"
     "002665610"
     "004154240"
     "003155230"
     "000646600"
     "000030000"
     "000000000"},
    {9, 6, 40, 2, 859,
     "554556535"
     "442446434"
     "011611211"
     "001131130"
     "002424250"
     "005636240"
     "004635100"
     "000114000"
     "000000000"},
    {9, 6, 49, 25, 920,
     "221226224"
     "551556554"
     "033633463"
     "001606404"
     "002161102"
     "005632405"
     "000365300"
     "000010000"
     "000000000"},
    {9, 7, 49, 3, 1227,
     "113712117"
     "553552557"
     "644744344"
     "063762367"
     "001272201"
     "005711305"
     "006475406"
     "000626600"
     "000000000"},
    {9, 7, 48, 51, 1252,
     "000000000"
     "443442445"
     "773772775"
     "161151131"
     "022622322"
     "063352635"
     "064654334"
     "017217217"
     "000000000"},
    {9, 7, 49, 56, 1158,
     "112113116"
     "552553556"
     "744344244"
     "072373276"
     "001626601"
     "005371205"
     "002425407"
     "000767700"
     "000000000"},
    {9, 8, 41, 39, 1024,
     "747727757"
     "343323353"
     "066866166"
     "040225220"
     "070448450"
     "030825170"
     "000675130"
     "000032600"
     "000000000"},
    {9, 8, 37, 42, 1125,
     "118113117"
     "448443447"
     "022522622"
     "008767707"
     "565883501"
     "008561604"
     "001564200"
     "004270000"
     "000000000"},
    {9, 8, 51, 43, 1139,
     "443442446"
     "113112116"
     "887757727"
     "003852826"
     "004066554"
     "001054621"
     "008071578"
     "000088680"
     "000000000"},
    {9, 9, 49, 23, 1142,
     "177377277"
     "188388288"
     "996992994"
     "146345240"
     "701121700"
     "806755800"
     "409829400"
     "004414000"
     "000000000"},
    {9, 9, 37, 42, 1137,
     "338332336"
     "558552556"
     "077177477"
     "008919906"
     "242442203"
     "004113405"
     "003115700"
     "005790000"
     "000000000"},
    {9, 9, 42, 4, 1085,
     "551545535"
     "661676636"
     "088488988"
     "001229230"
     "001474740"
     "005459930"
     "006869950"
     "000002860"
     "000000000"},
    {9, 10, 39, 65, 1039,
     "484454644"
     "383353633"
     "992997990"
     "0aa1aa600"
     "085957400"
     "042157300"
     "032149000"
     "005a30000"
     "000000000"},
    {9, 10, 19, 11, 1070,
     "5225a5565"
     "368877377"
     "868191990"
     "327944360"
     "3214a1360"
     "6528a1750"
     "002859000"
     "015700000"
     "000000000"},
    {9, 10, 49, 6, 1172,
     "733433433"
     "711411a11"
     "228226229"
     "798496a90"
     "305545500"
     "1083a6300"
     "902142100"
     "009959900"
     "000000000"},
    {10, 6, 33, 36, 2201,
     "5545545545"
     "3343343343"
     "1224221221"
     "6141144146"
     "2654651652"
     "0232232230"
     "0011011010"
     "0066066060"
     "0022022020"
     "0000000000"},
    {10, 6, 33, 36, 2097,
     "6166166166"
     "5155155155"
     "3551556533"
     "4136131144"
     "2641646622"
     "0525525500"
     "0303303300"
     "0404404400"
     "0202202200"
     "0000000000"},
    {10, 6, 23, 26, 2133,
     "2322322322"
     "6113115116"
     "1365363361"
     "5313315315"
     "4251251254"
     "0646646640"
     "0101101100"
     "0505505500"
     "0404404400"
     "0000000000"},
    {10, 7, 66, 39, 1549,
     "0000000000"
     "7737767717"
     "2232262212"
     "4455655156"
     "0034664114"
     "0070336370"
     "0020675120"
     "0040526540"
     "0000443400"
     "0000000000"},
    {10, 7, 55, 16, 1568,
     "6646626656"
     "1141124151"
     "3377577277"
     "0043523253"
     "0060445460"
     "0010414210"
     "0030565730"
     "0000715300"
     "0000334000"
     "0000000000"},
    {10, 7, 63, 66, 1494,
     "0000000000"
     "6166466366"
     "7177477377"
     "2545535522"
     "0142432300"
     "0114113600"
     "0643634700"
     "0754753200"
     "0221221000"
     "0000000000"},
    {10, 8, 54, 63, 1784,
     "1211311611"
     "4244344644"
     "5575535588"
     "8278338600"
     "0162660100"
     "0473230400"
     "0853130800"
     "0082450000"
     "0006880000"
     "0000000000"},
    {10, 8, 54, 29, 1647,
     "1131161181"
     "4434464484"
     "7552553558"
     "0732763780"
     "0016266080"
     "0048783010"
     "0072215040"
     "0005247070"
     "0007670000"
     "0000000000"},
    {10, 8, 55, 7, 1674,
     "4424474884"
     "3323373383"
     "5661661665"
     "0521571580"
     "0077277040"
     "0041848030"
     "0036241050"
     "0055236000"
     "0000755000"
     "0000000000"},
    {10, 9, 40, 33, 1189,
     "7717977277"
     "6616966266"
     "0445443440"
     "8018903200"
     "5533898800"
     "8118211700"
     "0572193600"
     "0525794000"
     "1364680000"
     "0000000000"},
    {10, 9, 57, 86, 1589,
     "7757787727"
     "1151181121"
     "3344944644"
     "0053983623"
     "0070226270"
     "0010979290"
     "0030416610"
     "0000336430"
     "0000009300"
     "0000000000"},
    {10, 9, 63, 66, 1898,
     "0000000000"
     "9929979919"
     "6626676616"
     "3433833233"
     "5425875215"
     "0117118110"
     "0498897290"
     "0367368360"
     "0551551550"
     "0000000000"},
    {10, 10, 52, 4, 1621,
     "9699199399"
     "7677577377"
     "4424414488"
     "8628518300"
     "09a5aa0900"
     "0151910700"
     "0725740800"
     "0845880000"
     "008a000000"
     "0000000000"},
    {10, 10, 53, 19, 1633,
     "8828858838"
     "aa2aa5aa33"
     "9946441449"
     "0026951930"
     "0077677080"
     "003a3810a0"
     "00866a1090"
     "00a4694000"
     "0099709000"
     "0000000000"},
    {10, 10, 52, 63, 1699,
     "2622422122"
     "8688488188"
     "aa5aa9aa33"
     "3653493100"
     "0275770200"
     "0454290800"
     "08548a0300"
     "03a5330000"
     "0037000000"
     "0000000000"},
    {11, 6, 37, 40, 2754,
     "33633633633"
     "55655655655"
     "11446442441"
     "44612616614"
     "22346342342"
     "00524524520"
     "00101101100"
     "00404404400"
     "00202202200"
     "00000000000"
     "00000000000"},
    {11, 6, 36, 39, 2715,
     "44344344344"
     "11311311311"
     "56636646655"
     "25345335322"
     "62432442466"
     "06166166100"
     "00550550500"
     "00220220200"
     "00660660600"
     "00000000000"
     "00000000000"},
    {11, 6, 44, 22, 2299,
     "00000000000"
     "55155655455"
     "63133633433"
     "62515545522"
     "30112642400"
     "61164660500"
     "20511540300"
     "00114350200"
     "10354220000"
     "00226000000"
     "00000000000"},
    {11, 7, 67, 6, 2310,
     "11611331411"
     "55655355455"
     "72262232277"
     "07667337400"
     "00143440100"
     "02446630500"
     "31363120700"
     "02563570000"
     "02724700000"
     "04070000000"
     "00000000000"},
    {11, 7, 69, 39, 1980,
     "00000000000"
     "44244344644"
     "55255355655"
     "71121121177"
     "07227367600"
     "00413110400"
     "00262360500"
     "00523410700"
     "00713570000"
     "00071700000"
     "00000000000"},
    {11, 7, 62, 27, 2114,
     "44344544644"
     "11311511611"
     "22773675772"
     "00323525620"
     "00406636400"
     "00103567600"
     "00207455100"
     "00002135200"
     "00000237000"
     "00000062000"
     "00000000000"},
    {11, 8, 72, 43, 2030,
     "00000000000"
     "88788388488"
     "22722322422"
     "66115113113"
     "00765363460"
     "00804474800"
     "00205363200"
     "00605873600"
     "00001271000"
     "00006646000"
     "00000000000"},
    {11, 8, 56, 6, 2484,
     "66366236766"
     "44344244744"
     "15585525511"
     "01381221700"
     "03223770600"
     "06678820400"
     "03483650100"
     "02183410000"
     "00057100000"
     "00010000000"
     "00000000000"},
    {11, 8, 58, 30, 2033,
     "44544144744"
     "33533133733"
     "28868818622"
     "02562112700"
     "00475770400"
     "00686410300"
     "00365380200"
     "00285220000"
     "00027000000"
     "00000000000"
     "00000000000"},
    {11, 9, 51, 34, 1898,
     "99699799299"
     "11611711211"
     "34454484433"
     "05653783200"
     "00927253500"
     "00156620900"
     "00347960100"
     "00037180300"
     "00002340000"
     "00000030000"
     "00000000000"},
    {11, 9, 50, 21, 2627,
     "33133233733"
     "99665662667"
     "88195292798"
     "44181171184"
     "00345292740"
     "00905372300"
     "00806916900"
     "00409889800"
     "00008448400"
     "00004004000"
     "00000000000"},
    {11, 9, 73, 12, 2016,
     "00000000000"
     "82488388288"
     "99499399299"
     "55667661655"
     "00457351200"
     "00804414800"
     "00907828200"
     "00507911900"
     "00006516500"
     "00005045000"
     "00000000000"},
    {11, 10, 48, 28, 2250,
     "99899599699"
     "11811511611"
     "2aa4aa5aa22"
     "02842532600"
     "00953570900"
     "00176780100"
     "00248830200"
     "000a6930000"
     "000261a0000"
     "00007220000"
     "00000000000"},
    {11, 10, 69, 24, 1912,
     "00000000000"
     "77277177877"
     "99399199899"
     "455a5535544"
     "042a4134800"
     "00662660700"
     "00323730900"
     "007a2950400"
     "00952440000"
     "00446000000"
     "00000000000"},
    {11, 10, 53, 74, 2284,
     "99799499699"
     "aa7aa4aa6aa"
     "00332331330"
     "00702401617"
     "00705884242"
     "00906588557"
     "00a02665217"
     "00002981910"
     "00003a83a05"
     "00000050040"
     "00000000000"},
    {12, 6, 89, 92, 3469,
     "655155455355"
     "622122422322"
     "553556551554"
     "603106401304"
     "502262212232"
     "203566511534"
     "005441443445"
     "000263211230"
     "000021023020"
     "000004004000"
     "000005005000"
     "000000000000"},
    {12, 6, 79, 53, 2932,
     "115121161131"
     "445424464434"
     "011511311211"
     "005662665660"
     "001523365230"
     "004514434410"
     "000142325240"
     "000006136100"
     "000000040000"
     "000000010000"
     "000000040000"
     "000000000000"},
    {12, 6, 88, 91, 3810,
     "161121151131"
     "344544644244"
     "360520650230"
     "442446445443"
     "311611211611"
     "362626255633"
     "413353323313"
     "002626255604"
     "004154124100"
     "000530630200"
     "000410410400"
     "000000000000"},
    {12, 7, 77, 8, 2319,
     "113117113121"
     "663667664626"
     "055355255450"
     "003727737720"
     "001327234410"
     "006443441460"
     "000324236500"
     "000573570000"
     "000004000000"
     "000001000000"
     "000006000000"
     "000000000000"},
    {12, 7, 66, 14, 2573,
     "224225226212"
     "336335336313"
     "077177677470"
     "005545515510"
     "004177676420"
     "002145412430"
     "003742613700"
     "000053750000"
     "000000600000"
     "000000600000"
     "000000700000"
     "000000000000"},
    {12, 7, 62, 123, 2475,
     "747717737577"
     "040010030500"
     "662665662660"
     "043133433500"
     "016656632700"
     "023233472000"
     "014455406000"
     "012355300000"
     "072166000000"
     "046110000000"
     "000270000000"
     "000000000000"},
    {12, 8, 70, 104, 3252,
     "552556557155"
     "882886887188"
     "443313363344"
     "002416467100"
     "005022722503"
     "008015661656"
     "004038766173"
     "000044737223"
     "000000246870"
     "000000008470"
     "000000004012"
     "000000000000"},
    {12, 8, 75, 19, 2824,
     "000000000000"
     "117112134311"
     "887882884388"
     "665535525566"
     "007632624300"
     "001377474100"
     "008177221800"
     "006332428600"
     "000751456000"
     "000068760000"
     "000006000000"
     "000000000000"},
    {12, 8, 75, 78, 3402,
     "818858848828"
     "717757747727"
     "366266166366"
     "554552551520"
     "314252141380"
     "377377477370"
     "684482381600"
     "074372475000"
     "005705700000"
     "000200100000"
     "000600600000"
     "000000000000"},
    {12, 9, 65, 66, 3158,
     "161151181311"
     "969959989399"
     "227224224252"
     "066766368660"
     "067554755350"
     "017757488150"
     "092714718920"
     "000695596000"
     "000004304000"
     "000004304000"
     "000002602000"
     "000000000000"},
    {12, 9, 75, 19, 3040,
     "000000000000"
     "118112137511"
     "668662667566"
     "449939929944"
     "008432427500"
     "001322587100"
     "006188771600"
     "004337526400"
     "000291594000"
     "000046840000"
     "000004000000"
     "000000000000"},
    {12, 9, 76, 78, 3112,
     "616696656636"
     "414494454434"
     "277877177377"
     "210890150330"
     "552558559550"
     "261131911360"
     "742898369740"
     "002738949000"
     "005015105000"
     "000060100000"
     "000040700000"
     "000000000000"},
    {12, 10, 76, 79, 3391,
     "11a118112116"
     "77a778772776"
     "494434454544"
     "088988a82886"
     "09a938a52506"
     "096696636601"
     "041931a92507"
     "007897a38400"
     "000060862000"
     "000030051000"
     "000040047000"
     "000000000000"},
    {12, 10, 75, 78, 3501,
     "282242252262"
     "181141151161"
     "733933a33433"
     "88a887885880"
     "78a947a55460"
     "766566966420"
     "32a927525310"
     "018517918000"
     "000608600000"
     "000900a00000"
     "000300300000"
     "000000000000"},
    {12, 10, 64, 67, 3455,
     "aa2a5aa7aa3a"
     "992959979939"
     "484644144644"
     "071772773770"
     "085585565530"
     "0816621836a0"
     "041682163690"
     "007457457400"
     "002050070000"
     "00a0a00a0000"
     "009090090000"
     "000000000000"},
    {13, 6, 69, 72, 4297,
     "4424144144244"
     "3323133133233"
     "5661662661665"
     "6521152151256"
     "0655255355460"
     "0021362261300"
     "0046206306500"
     "0035505505600"
     "0056406406000"
     "0060300300000"
     "0000500500000"
     "0000600600000"
     "0000000000000"},
    {13, 6, 95, 97, 4022,
     "5535525515535"
     "4434424414434"
     "6552551552556"
     "0632621612630"
     "0053133233050"
     "0042151252040"
     "0064246445060"
     "0005642246000"
     "0006266360000"
     "0000404000000"
     "0000105000000"
     "0000306000000"
     "0000000000000"},
    {13, 6, 96, 99, 5085,
     "6366566466566"
     "2322522422522"
     "6636646646656"
     "1331541441551"
     "0623225224220"
     "0233645644650"
     "0131131151160"
     "0063255234210"
     "0012132152100"
     "0000010010000"
     "0000060060000"
     "0000010010000"
     "0000000000000"},
    {13, 7, 109, 26, 4863,
     "5755355155655"
     "2722322122622"
     "7414434474464"
     "0710330170660"
     "0527223221220"
     "0217533571660"
     "0066766366540"
     "0047171141200"
     "0002743301000"
     "0000772302000"
     "0000610600000"
     "0000240200000"
     "0000000000000"},
    {13, 7, 96, 98, 4020,
     "2622722522122"
     "3633733533133"
     "4464474454414"
     "0660770550110"
     "0335331336330"
     "0265271256210"
     "0347717677340"
     "0005361146000"
     "0003013603000"
     "0000070700000"
     "0000040300000"
     "0000000000000"
     "0000000000000"},
    {13, 7, 68, 71, 4926,
     "2522122122522"
     "4544144144544"
     "2212252212266"
     "6516156116533"
     "3775773773277"
     "7513255217400"
     "0215453410600"
     "0427627620300"
     "0663363360700"
     "0337737730000"
     "0770070070000"
     "0000000000000"
     "0000000000000"},
    {13, 8, 111, 2, 4460,
     "4664344544144"
     "8688388588188"
     "2272252262232"
     "0670350560130"
     "0417117113110"
     "0877457463430"
     "0025565575820"
     "0007833633000"
     "0001067473000"
     "0000061671000"
     "0000050350000"
     "0000020820000"
     "0000000000000"},
    {13, 8, 95, 98, 4340,
     "8288488388688"
     "5255455355655"
     "1131161141177"
     "7237467347600"
     "0212116114800"
     "0832866844500"
     "0533233433700"
     "0712416214000"
     "0071271471000"
     "0000300300000"
     "0000500500000"
     "0000700700000"
     "0000000000000"},
    {13, 8, 99, 27, 4059,
     "3373383323313"
     "6676686626616"
     "4755155755855"
     "0074184724814"
     "0030228227230"
     "0060138737860"
     "0040561171540"
     "0000448547400"
     "0000002472000"
     "0000000010000"
     "0000000060000"
     "0000000040000"
     "0000000000000"},
    {13, 9, 96, 99, 4641,
     "9799299699199"
     "8788288688188"
     "3343363373323"
     "5745265675125"
     "0914114116110"
     "0844964976920"
     "0537727747730"
     "0054844826850"
     "0001521541500"
     "0000070070000"
     "0000030030000"
     "0000050050000"
     "0000000000000"},
    {13, 9, 121, 6, 4621,
     "7177674877277"
     "3133633833233"
     "4559551556550"
     "4109601806200"
     "8898848828800"
     "4799741726200"
     "4661669665700"
     "5391349320300"
     "0022422080000"
     "0081749000000"
     "0006486000000"
     "0005205000000"
     "0000000000000"},
    {13, 9, 119, 122, 5547,
     "3323383343373"
     "6626686646676"
     "5155955855455"
     "0120980840470"
     "9221227221220"
     "9131937831470"
     "4944844744530"
     "9961867761060"
     "1191181102000"
     "2982892700000"
     "0490480400000"
     "0510510500000"
     "0000000000000"},
    {13, 10, 120, 123, 5613,
     "5525565535a55"
     "1121161131a11"
     "8774779776772"
     "8024069036a02"
     "3a33833933433"
     "8a54859956402"
     "72a2282242207"
     "0aa7887947400"
     "0669664660300"
     "03a4389940500"
     "0029024320100"
     "0016016010000"
     "0000000000000"},
    {13, 10, 96, 99, 4599,
     "3533833233633"
     "1511811211611"
     "44a44944944a4"
     "75a78972976a7"
     "0558556552550"
     "03a83962923a0"
     "0149969989940"
     "0778186362170"
     "0005765185700"
     "0000090790000"
     "0000040040000"
     "0000070070000"
     "0000000000000"},
    {13, 10, 54, 22, 3918,
     "5545595255655"
     "334339323a633"
     "077a771778770"
     "00a2292262600"
     "0039948448500"
     "88aa411268300"
     "004aa98567000"
     "0091198320000"
     "0057a24000000"
     "0080a91000000"
     "0030151000000"
     "0010037000000"
     "0000000000000"},
    {14, 6, 105, 6, 6163,
     "44644224544644"
     "33633233533633"
     "14424454464421"
     "01621251561620"
     "00435332336330"
     "00321611511420"
     "00145112166340"
     "00015654546110"
     "00003652513000"
     "00000141100000"
     "00000412400000"
     "00000302300000"
     "00000103100000"
     "00000000000000"},
    {14, 6, 75, 78, 6220,
     "22622622622622"
     "44644644644644"
     "12261225223221"
     "51661615613615"
     "35244144344253"
     "03461355153430"
     "00162132332100"
     "00521401401500"
     "00315205205300"
     "00053403403000"
     "00030100100000"
     "00000500500000"
     "00000300300000"
     "00000000000000"},
    {14, 6, 62, 65, 7746,
     "66466366166366"
     "22552551554552"
     "55422321124325"
     "33456636646353"
     "44632341134634"
     "11242631644241"
     "00515265245510"
     "00302552562300"
     "00405335355400"
     "00103443433100"
     "00004114144000"
     "00001001011000"
     "00000000000000"
     "00000000000000"},
    {14, 7, 146, 149, 8588,
     "11311511711211"
     "44344544744244"
     "63662665667667"
     "21151131131121"
     "23352535737227"
     "44544744344747"
     "23552735337726"
     "16225226223220"
     "00515716313710"
     "00507757767700"
     "00405466453400"
     "00102152162100"
     "00406476476400"
     "00000000000000"},
    {14, 7, 132, 135, 5072,
     "22422622122322"
     "77477677177377"
     "52232212262255"
     "05435615165300"
     "00446441443200"
     "00236211263700"
     "00744146446400"
     "00526126726500"
     "00053313353300"
     "00004156516000"
     "00000414054000"
     "00000731033000"
     "00000554054000"
     "00000000000000"},
    {14, 7, 119, 118, 6313,
     "71141151121171"
     "73343353323373"
     "66466566266466"
     "76446556226476"
     "10772775774770"
     "30411211511410"
     "60612215514630"
     "00632442434660"
     "00067223567000"
     "00000162100000"
     "00000504200000"
     "00000605600000"
     "00000607600000"
     "00000000000000"},
    {14, 8, 90, 93, 6804,
     "22522322422122"
     "77577377477177"
     "86884883886885"
     "01151161141131"
     "06577677577377"
     "06258848868835"
     "08754663546335"
     "00014643566318"
     "00008788788700"
     "00000360440100"
     "00000260240200"
     "00000710710700"
     "00000000000000"
     "00000000000000"},
    {14, 8, 131, 175, 6508,
     "55655455355255"
     "88688488388288"
     "73114116112117"
     "03674476372270"
     "01161141131100"
     "03564546532500"
     "01772773772800"
     "07862843831700"
     "00716466717000"
     "00002713000000"
     "00007407000000"
     "00001601000000"
     "00007704000000"
     "00000000000000"},
    {14, 8, 147, 44, 6626,
     "33733233833133"
     "44744244844144"
     "05565575525580"
     "00816116117110"
     "00766276827180"
     "00355855255280"
     "00466876227250"
     "00057787767700"
     "00001881261200"
     "00000528220500"
     "00000381560300"
     "00000478370400"
     "00000052450000"
     "00000000000000"},
    {14, 9, 106, 96, 7134,
     "84434454424464"
     "87737757727767"
     "11611211311811"
     "89639259329869"
     "40558556553550"
     "70642282262240"
     "90178244344830"
     "00998186763190"
     "00005986363900"
     "00000025425000"
     "00000040340000"
     "00000070170000"
     "00000090990000"
     "00000000000000"},
    {14, 9, 103, 14, 5314,
     "77477977677377"
     "41411911611311"
     "55228223224225"
     "00458953654350"
     "00709989969700"
     "00108338334100"
     "00502466762500"
     "00005188165000"
     "00000488590000"
     "00000693000000"
     "00000703000000"
     "00000102000000"
     "00000505000000"
     "00000000000000"},
    {14, 9, 132, 135, 6762,
     "44854414494464"
     "22852212292262"
     "37335337331336"
     "07855017091066"
     "99699899199599"
     "07645847141546"
     "03778776775773"
     "00628826125520"
     "00901181161900"
     "00808966985000"
     "00407087067000"
     "00203083013000"
     "00000010000000"
     "00000000000000"},
    {14, 10, 133, 80, 6202,
     "99199a99899499"
     "22122a22822422"
     "5776377a774775"
     "05163a5a854450"
     "00818868838800"
     "0091396a933900"
     "002aa1aa6aa200"
     "00513167634500"
     "00087443487000"
     "00065184605000"
     "00070a03a00000"
     "00050204200000"
     "00000505500000"
     "00000000000000"},
    {14, 10, 119, 77, 6572,
     "44144544944844"
     "22122522922822"
     "377677a77a7783"
     "031635a39a3880"
     "00996991995990"
     "0046aa18a5a480"
     "00276411455280"
     "00336268665370"
     "0000931a259030"
     "000000a83a0000"
     "000000a60a0000"
     "00000071070000"
     "00000039030000"
     "00000000000000"},
    {14, 10, 131, 134, 7113,
     "a2292212282262"
     "a4494414484464"
     "77377877977a77"
     "a5395815985a65"
     "2011611311a120"
     "4032682392aa40"
     "50369989939950"
     "0076678373a700"
     "0051181161a500"
     "00061683831000"
     "00090891690000"
     "00040140140000"
     "00050550550000"
     "00000000000000"},
    {15, 6, 145, 70, 7985,
     "000000000000000"
     "665663662665662"
     "445443442445442"
     "116636626656636"
     "005133122125132"
     "006044244544346"
     "004036113112114"
     "001034223552331"
     "000061261121360"
     "000010413552410"
     "000000001421000"
     "000000006016000"
     "000000004064000"
     "000000001011000"
     "000000000000000"},
    {15, 6, 172, 46, 11052,
     "363343323323343"
     "565545525525545"
     "633233633433233"
     "621241621421241"
     "554556554552530"
     "634236634432250"
     "311611211611310"
     "154656254652100"
     "015442446445000"
     "000612216610000"
     "000104424400000"
     "000302166100000"
     "000104324300000"
     "000005145100000"
     "000000000000000"},
    {15, 6, 156, 111, 8091,
     "000000000000000"
     "556553551556551"
     "446443441446441"
     "255355655355155"
     "026323621326121"
     "005464434414401"
     "004365635315105"
     "002556351554104"
     "000566531312502"
     "000244344540200"
     "000046531200000"
     "000005345000000"
     "000004404000000"
     "000002202000000"
     "000000000000000"},
    {15, 7, 115, 43, 8505,
     "211411711511411"
     "266466766566466"
     "117112115115123"
     "237432735535430"
     "104424474454400"
     "607133733235100"
     "301622665621600"
     "003321774413300"
     "000043775220000"
     "000000345260000"
     "000000106340000"
     "000000605150000"
     "000000301650000"
     "000000003340000"
     "000000000000000"},
    {15, 7, 142, 187, 7521,
     "000000000000000"
     "266366566466466"
     "211311511411411"
     "662663665662667"
     "272373575472470"
     "604434454424600"
     "102677277377100"
     "706133255322700"
     "007731131126000"
     "000046256347000"
     "000007737700000"
     "000000610600000"
     "000000130100000"
     "000000740700000"
     "000000000000000"},
    {15, 7, 128, 146, 7146,
     "000000000000000"
     "252322622722522"
     "151311611711511"
     "426227223227224"
     "056347643747540"
     "025535565575200"
     "016244344644100"
     "046137113117400"
     "002432364672000"
     "004054363673000"
     "000000451450000"
     "000000203200000"
     "000000102100000"
     "000000404400000"
     "000000000000000"},
    {15, 8, 139, 92, 9047,
     "000000000000000"
     "664667663662661"
     "554557553552551"
     "788188288388488"
     "545575525515501"
     "663664663662406"
     "742174223316405"
     "788788188315800"
     "843323323850000"
     "053734156000000"
     "006726103000000"
     "004837806000000"
     "006176205000000"
     "005855800000000"
     "000000000000000"},
    {15, 8, 154, 157, 9656,
     "000000000000000"
     "787727767737717"
     "585525565535515"
     "177377677277877"
     "184324664234814"
     "552551556553550"
     "172371676273870"
     "788288188688750"
     "452251156653440"
     "043323313345000"
     "005215125600000"
     "000820810800000"
     "000730730700000"
     "000440440400000"
     "000000000000000"},
    {15, 8, 158, 53, 9325,
     "255755455355155"
     "266766466366166"
     "552575545515588"
     "282778446318100"
     "501332334337500"
     "601572544517600"
     "803313323343300"
     "001612624647800"
     "003877277477000"
     "002013116113000"
     "005030228440000"
     "008070236430000"
     "000050751750000"
     "000080883880000"
     "000000000000000"},
    {15, 9, 155, 85, 8169,
     "515565595535545"
     "717767797737747"
     "884889886881882"
     "214269296231240"
     "053433933133050"
     "074459956141070"
     "026696646678020"
     "008498948122000"
     "002366166100000"
     "000094942300000"
     "000095160000000"
     "000064170000000"
     "000079620000000"
     "000022300000000"
     "000000000000000"},
    {15, 9, 98, 53, 9306,
     "667636646626696"
     "557535545525595"
     "188788988488288"
     "017731942421291"
     "006883889884880"
     "005737722737760"
     "001863971477250"
     "000153852534810"
     "000018127434100"
     "000000027478000"
     "000000075760000"
     "000000069450000"
     "000000059810000"
     "000000018100000"
     "000000000000000"},
    {15, 9, 169, 172, 13246,
     "991992995998994"
     "661662665668664"
     "787717727757747"
     "381312325358344"
     "599899199299299"
     "589819129259244"
     "448441445441449"
     "578871175271276"
     "922522822722933"
     "038531835731000"
     "006656686601000"
     "004584854704000"
     "006256286206000"
     "003963963903000"
     "000000000000000"},
    {15, 10, 140, 113, 10971,
     "242272292212282"
     "646676696616686"
     "a33833133a33435"
     "a45875195a15480"
     "77977877a779770"
     "a2982812aa29420"
     "311411811411360"
     "5699a99a8969550"
     "05933833a457000"
     "0074a98a7400000"
     "0004a88a0100000"
     "000193190300000"
     "000368360500000"
     "000557550000000"
     "000000000000000"},
    {15, 10, 109, 153, 8580,
     "833933233533433"
     "aa6aa1aa9aa2a77"
     "876971279572400"
     "808818868858800"
     "306911269552400"
     "70a344614944300"
     "00776299155a700"
     "000446512257000"
     "000565611980000"
     "000412641900000"
     "000662455400000"
     "00065932a300000"
     "00008a767700000"
     "000007080000000"
     "000000000000000"},
    {15, 10, 131, 99, 8816,
     "338335337331339"
     "228225227221229"
     "a66466966166566"
     "0a84a59a71a15a9"
     "003848878858803"
     "002443973153502"
     "00a99199479260a"
     "000641674657a00"
     "000a87757a89000"
     "000001a11447000"
     "00000905410a000"
     "000002059000000"
     "00000a072004000"
     "00000008a000000"
     "000000000000000"},
    {16, 6, 183, 217, 8896,
     "0000000000000000"
     "3363323313323133"
     "4464424414424144"
     "5536331336332335"
     "0066521516522150"
     "0044644144144600"
     "0036525525565500"
     "0043621126162600"
     "0055442441442600"
     "0000622121163400"
     "0000426266455300"
     "0000052351020400"
     "0000034234030500"
     "0000043642040000"
     "0000055455050000"
     "0000000000000000"},
    {16, 6, 182, 185, 13378,
     "3353323343353343"
     "6656626646656646"
     "3233233433533233"
     "1251221441551241"
     "4665664662662660"
     "4235234432552230"
     "1151141151141160"
     "4355344352342310"
     "6122522422522100"
     "0056546456546000"
     "0010224225220000"
     "0060515414510000"
     "0010264265230000"
     "0000112112160000"
     "0000000000010000"
     "0000000000000000"},
    {16, 6, 150, 61, 7493,
     "2622522322322522"
     "4644544344344544"
     "4464434464454411"
     "1661531361351200"
     "0623226225220200"
     "0263536265250400"
     "0441161131150100"
     "0113255355440000"
     "0002456535110000"
     "0000125232000000"
     "0000066310000000"
     "0000066340000000"
     "0000015510000000"
     "0000046400000000"
     "0000012100000000"
     "0000000000000000"},
    {16, 7, 151, 154, 9574,
     "0000000000000000"
     "4344544244644544"
     "7377577277677577"
     "7767737727727737"
     "1361531221621531"
     "0446445446442440"
     "0461131151121130"
     "0776435456422570"
     "0116711611311410"
     "0004135356622700"
     "0000014614314100"
     "0000030120120000"
     "0000070770770000"
     "0000010110110000"
     "0000000000000000"
     "0000000000000000"},
    {16, 7, 131, 108, 11105,
     "3373353343323363"
     "1171151141121161"
     "0337334335332336"
     "0077054045022066"
     "0031711611411511"
     "0012262272242236"
     "0007757556556513"
     "0006445455443500"
     "0002752276440100"
     "0006127476120000"
     "0004067425030000"
     "0003065535010000"
     "0000024613000000"
     "0000033600000000"
     "0000010100000000"
     "0000000000000000"},
    {16, 7, 169, 98, 12533,
     "0000000000000000"
     "7757747717767767"
     "3353343313363363"
     "7577177477577177"
     "2552142412562162"
     "0664664665661660"
     "0512252212242270"
     "0734133433533130"
     "0224754415541120"
     "0006254661661700"
     "0000026417546200"
     "0000070321320000"
     "0000030476570000"
     "0000020735730000"
     "0000000226220000"
     "0000000000000000"},
    {16, 8, 167, 3, 10163,
     "1616411211511311"
     "7677477277577377"
     "8838858828848868"
     "0630450220540360"
     "0176775772773770"
     "0736155122143160"
     "0081411211511780"
     "0003343363343000"
     "0006445262587000"
     "0006452557500000"
     "0007146160100000"
     "0000732260700000"
     "0000082130000000"
     "0000005780000000"
     "0000007000000000"
     "0000000000000000"},
    {16, 8, 133, 136, 9310,
     "5755655155355255"
     "8788688188388288"
     "4551552557553554"
     "0741642147343240"
     "0526616676636600"
     "0887881882883500"
     "0827511572533800"
     "0426636616635400"
     "0067811832864000"
     "0008438418400000"
     "0001062067000000"
     "0005015075000000"
     "0004064064000000"
     "0000000000000000"
     "0000000000000000"
     "0000000000000000"},
    {16, 8, 182, 185, 12938,
     "2242282212262232"
     "7747787717767737"
     "5122822422622322"
     "0145885415665335"
     "4778776773771770"
     "4128826423621330"
     "5585565535545520"
     "4188266233241270"
     "4211611811411550"
     "7587667837447000"
     "0050336338350000"
     "0070658856470000"
     "0050176178150000"
     "0000553553500000"
     "0000000000000000"
     "0000000000000000"},
    {16, 9, 201, 100, 11425,
     "0000000000000000"
     "3313393363353323"
     "7717797767757727"
     "8844544644944144"
     "0018598668958128"
     "0032446445449440"
     "0072236635939120"
     "0081121161151130"
     "0002426465459470"
     "0004899299699880"
     "0000024264654000"
     "0000010552550000"
     "0000070215610000"
     "0000080972970000"
     "0000000885880000"
     "0000000000000000"},
    {16, 9, 182, 185, 11796,
     "0000000000000000"
     "8388488988788588"
     "2322422922722522"
     "1141191171131166"
     "6346496976736500"
     "0559554553557800"
     "0817141131191100"
     "0247844833897200"
     "0615955755455600"
     "0067944733497000"
     "0007339334335000"
     "0001914719410000"
     "0009599574530000"
     "0009213213210000"
     "0005665665660000"
     "0000000000000000"},
    {16, 9, 166, 36, 9634,
     "7787737747757977"
     "6686636646656966"
     "1229428223224221"
     "0189138143154910"
     "0072522922422700"
     "0068335334334600"
     "0018575974452100"
     "0003383393371000"
     "0008585994460000"
     "0003255853210000"
     "0009042493000000"
     "0002083832000000"
     "0001038861000000"
     "0000062510000000"
     "0000011200000000"
     "0000000000000000"},
    {16, 10, 118, 32, 10765,
     "99a9969919979959"
     "33a3363313373353"
     "7822422522622122"
     "00a8468518678158"
     "0090aa7aa4aa4a90"
     "0030466576766130"
     "0080297554194280"
     "0000838171134800"
     "000008757478a000"
     "0000005564700000"
     "0000007611600000"
     "0000007514600000"
     "000000a294200000"
     "000000083a800000"
     "0000000080000000"
     "0000000000000000"},
    {16, 10, 199, 49, 11457,
     "0000000000000000"
     "88388a8898818868"
     "44344a4494414464"
     "2122522622322122"
     "75375a7697317167"
     "0aa9aa3aa1aa6aa0"
     "0589583681386180"
     "0245595565955240"
     "0779293261946770"
     "000a73133637a000"
     "0000091766900000"
     "0000053133900000"
     "0000041556500000"
     "0000073143200000"
     "000000a37a700000"
     "0000000000000000"},
    {16, 10, 141, 23, 11675,
     "99199a9929949699"
     "77177a7327747677"
     "055355855655a550"
     "0044844344144200"
     "00138a832614a200"
     "0095565515535500"
     "00738aa2aa8aa200"
     "0005868216838300"
     "0000465663211700"
     "0000050211628300"
     "0000090a13138400"
     "000007035385a100"
     "0000000496a92600"
     "0000000075175900"
     "0000000000400700"
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

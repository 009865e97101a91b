// Designs Jewels cascade layouts for the submission's template table
// (kTemplates in submissions/jewels.cpp) by building the cascade backwards.
//
// The cascade we want, forward in time: the fire swap completes one vertical
// line of three; its removal drops one column by three, which completes a short
// row; removing a row makes vertical triples in every third column of it (their
// middle jewel was in the row); those triples drop their columns by three, which
// completes a wider row (its jewels in the dropped columns sat three higher);
// and so on until rows span the board; the last step removes a block of full
// rows at once. Rows pay (L-2)^2, so the wide rows and the final block carry
// the score, and every step multiplies everything.
//
// Building it backwards keeps every intermediate board exact: start from an
// empty board (every cell unknown), insert the last step's rows, then insert
// under them the vertical triples that broke them one step earlier, then a row
// that splits those triples, and so on, narrowing the rows until one triple is
// left. Inserting a line pushes the cells above it up, exactly undoing a
// removal. After every step the board must hold exactly the lines just
// inserted (colours are tried until it does), so played forwards each step
// removes exactly those lines. Finally one jewel of the first triple is
// swapped away (or, when the narrowing ends with two triples, their middle
// jewels are exchanged): the reverse of that swap is the fire. Colours are
// tried least used first, so no colour is needed much more often than a
// random board holds it.
//
// Before the first triple the designer may add a tail of cheap steps (built
// backwards too): a row of three splits the current first triple, and a
// vertical triple in one of its columns, or another row of three below it
// shifted by one or two columns, breaks that row one step earlier still. Each
// tail step costs three cells and multiplies the whole cascade once more.
//
// After the final block the cascade may go on with an end tail, built first
// (backwards) in the cells the block leaves open low on the board: the block's
// removal closes a vertical triple at its seam (two jewels below the block, one
// above), which sets off a chain of rows of three, each shifted two columns from
// the one before (turning at the board's edge), with an occasional vertical
// triple. Each step again costs three cells and multiplies everything the
// cascade has scored, and unlike a tail before the first triple, a random jewel
// that breaks it only cuts the chain short: the big rows have already scored.
//
// Cells never inserted stay unknown ('0' in the table: the build leaves them
// alone). A layout is judged by its worth per build move: cascade worth over
// (designed cells * (1 - 1/C) / kCellsPerMove + kShortageMoves per jewel of a
// colour beyond what a random board holds + kFireMoves), the rate at which the
// submission can rebuild and fire it. With SAMPLES > 0 the worth is the mean
// over that many random games (open cells and falling jewels random, the same
// games for every design): random jewels matching where they should not spoil
// long cascades, tails most, and the exact worth overrates those. Random
// variations (block height, number of full-width rows, where the triples go,
// lengths 3 or 4, where rows split them, both tails' lengths and paths) are tried and
// the best rate is kept.
//
// Guards: an open cell next to where a line will stand at some step could
// hold that line's colour and join it, so the cascade drops differently from
// then on. Such cells are few (10-20 on 16x16) and each forbids one or two
// colours, so the submission keeps them clear for a move or two per cycle;
// the sampled games draw open cells from the allowed colours, and the rate
// counts the moves the guards cost.
//
// Key family (--key 1). The cascade, forward in time: the fire completes two
// crosses at the bottom (a row of 3-5 on row 0 and a vertical triple sharing
// one of its cells), each missing one jewel that sits in the other cross.
// Their columns have uneven heights (1 under a row, 3 under a triple, 0
// elsewhere, never three neighbouring columns level), so the block of full
// rows above them is bent and quiet; the crosses' removal levels the columns
// and every row of the block completes at once; the block's removal closes
// the end tail's chain. Built backwards as above: the end tail (each column
// keeping room for its cross height), the block through its closing triple,
// then the crosses under everything; the fire is the best swap of a cross
// jewel with one of the other cross that leaves the board quiet. Worth about
// (rows * (N-2)^2 + key + chain steps) * (chain steps + 2).
//
// --key 2 packs the end tail: the block's height is drawn first and the chain
// keeps room for it and the key; each earlier chain line is the candidate
// (a row of three through a vertical triple's middle, a vertical triple in a
// row's column, a row shifted by one or two columns) that leaves the most room
// in its columns, so the chain spreads over the board and runs until the room
// is used up. Every vertical triple reached is a place the chain may end (the
// block closes it); the longest endings whose block and key fit are kept.
// --key 4 is --key 2 with the chain found by a beam search: the eight best chains
// by that room are kept at every length instead of one (a walk that one line
// drove into full columns gives way to another), for about four times the
// CPU of a walk.
//
// --key 3 (staircase) puts the chain over the block instead and designs it
// forwards; see build_staircase_key.
//
// Extension ("jewels_designs extend", table lines on stdin, the same lines
// extended on stdout): a finished layout leaves open cells, mostly at the top,
// that fall as the cascade removes the designed jewels under them. Three of
// them in neighbouring columns that come level, or in one column that close
// up, after some drop (not before the fire) make one more line when given one
// colour; when that line forms after the last step it adds a step, which
// multiplies everything. Each round tries every such triple in every colour
// on the exact cascade, samples the few best by exact rate, and keeps the line
// that raises the sampled rate most; rounds go on while one does. Random jewels
// cut the end of long chains, so on 16x16 few lines pay (3-9 cells, +0-5 %
// sampled worth), on smaller boards more (9x9 eight colours: +3-14 %).
//
// Usage: jewels_designs --size N --colours C --iterations I --seed S
//        [--free-rows 0] [--max-block 5] [--max-tail 40] [--row-shift-percent 30]
//        [--samples 10] [--max-end-tail 30] [--end-shift-percent 90]
//        [--max-full-pairs 2] [--wide-shift-percent 100] [--guards 1]
//        [--key 0 (1: key family, 2: key family with a packed end tail,
//        3: staircase key family, the chain walked over the block,
//        4: --key 2 with the chain found by a beam search)]
//        jewels_designs extend < table-lines
// Prints one kTemplates entry, one line (N, C, fire cells, sampled worth over
// 400 fresh random games, cells row by row, bottom first), to stdout and the
// cascade, exact worth, rate and sampled worth to stderr. The options the
// submission's table uses are in scripts/jewels_designs.sh. --guards 0 leaves
// the open cells unguarded; --max-end-tail 0 designs no end tail.
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <tuple>
#include <vector>

namespace {

constexpr int kMaxN = 16;
constexpr int kMinRun = 3;
constexpr int kUnknown = 0;              // not designed: never part of a run
constexpr int kFireTries = 400;          // partners tried for the fire swap
constexpr int kWholeStepTries = 4;       // colour retries per step
constexpr double kCellsPerMove = 1.8;    // cells the submission fixes per build move
constexpr double kFireMoves = 5;         // moves a cycle spends besides building
constexpr double kShortageMoves = 3;     // moves to fetch one jewel of a scarce colour
constexpr int kMaxSteps = 200;           // cascade steps simulated at most
constexpr unsigned kSampleSeed = 12345;  // the games the search compares designs on
constexpr int kQuietRounds = 50;         // redraws of open cells to quiet a sampled board
constexpr double kSampleMargin = 1.3;    // exact rate over the best sampled rate worth sampling
// The reported worth (the table's, by which the submission ranks layouts) comes
// from other games than the search's: the best of thousands of designs on the
// same ten games is overrated (by 2-3 % on average, up to 10 % for one layout,
// against 400 fresh games), and with more layouts to choose from the
// submission picked the overrated ones.
constexpr int kReportSamples = 400;
constexpr unsigned kReportSeed = 777;
constexpr int kGuardRedraws = 16;  // draws for a guarded open cell before giving up
constexpr int kBeamWidth = 8;      // chains kept at every length by --key 4's beam search

std::mt19937 rng;
int n = 0, colours = 0, capacity = 0;  // capacity: designed cells per column
// Cells each column keeps free for lines inserted later (the key's heights
// while the chain and the block are placed under it).
std::array<int, kMaxN> reserved{};

struct Line {
  bool vertical;
  int col, row, length;  // a row covers columns col.., a column line rows row..
  auto key() const { return std::make_tuple(vertical, col, row, length); }
  bool operator==(const Line& o) const { return key() == o.key(); }
  bool operator<(const Line& o) const { return key() < o.key(); }
  bool covers(int c, int r) const {
    return vertical ? c == col && r >= row && r < row + length
                    : r == row && c >= col && c < col + length;
  }
};

// Columns bottom first; inserting into a column pushes the cells above it up.
struct Board {
  std::vector<std::vector<int>> col;
  int at(int r, int c) const {
    return col[static_cast<std::size_t>(c)][static_cast<std::size_t>(r)];
  }
  int& at(int r, int c) { return col[static_cast<std::size_t>(c)][static_cast<std::size_t>(r)]; }
  int designed(int c) const {
    return static_cast<int>(std::count_if(col[static_cast<std::size_t>(c)].begin(),
                                          col[static_cast<std::size_t>(c)].end(),
                                          [](int v) { return v != kUnknown; }));
  }
  int designed() const {
    int total = 0;
    for (int c = 0; c < n; ++c) total += designed(c);
    return total;
  }
};

std::array<int, 11> colour_counts(const Board& b) {
  std::array<int, 11> counts{};
  for (const auto& column : b.col)
    for (int v : column) ++counts[static_cast<std::size_t>(v)];
  return counts;
}

// Moves a cycle is expected to spend on this layout: building its designed
// cells, fetching the jewels of colours it needs more of than a random board
// holds, and the fire itself.
double expected_moves(const Board& b) {
  const auto counts = colour_counts(b);
  const double per_colour = static_cast<double>(n * n) / colours;
  double shortage = 0;
  for (int c = 1; c <= colours; ++c)
    shortage += std::max(0.0, counts[static_cast<std::size_t>(c)] - per_colour);
  const int designed = n * n - counts[kUnknown];
  return designed * (1.0 - 1.0 / colours) / kCellsPerMove + shortage * kShortageMoves + kFireMoves;
}

Board empty_board() {
  Board b;
  b.col.assign(static_cast<std::size_t>(n),
               std::vector<int>(static_cast<std::size_t>(n), kUnknown));
  return b;
}

// False when a designed cell would rise above the capacity (with no free rows,
// the capacity is the board's top: a cell pushed off it must be unknown too).
bool insert(Board& b, int c, int row, int length, int colour) {
  auto& column = b.col[static_cast<std::size_t>(c)];
  column.insert(column.begin() + row, static_cast<std::size_t>(length), colour);
  for (auto r = static_cast<std::size_t>(capacity - reserved[static_cast<std::size_t>(c)]);
       r < column.size(); ++r)
    if (column[r] != kUnknown) return false;
  column.resize(static_cast<std::size_t>(n));
  return true;
}

bool insert_line(Board& b, const Line& line, int colour) {
  if (line.vertical) return insert(b, line.col, line.row, line.length, colour);
  for (int k = 0; k < line.length; ++k)
    if (!insert(b, line.col + k, line.row, 1, colour)) return false;
  return true;
}

std::vector<Line> runs(const Board& b) {
  std::vector<Line> out;
  for (const bool vertical : {false, true}) {
    for (int line = 0; line < n; ++line) {
      // Cell k along this row (or column).
      auto at = [&](int k) { return vertical ? b.at(k, line) : b.at(line, k); };
      for (int start = 0, k = 1; k <= n; ++k) {
        if (k < n && at(k) == at(start)) continue;
        if (at(start) != kUnknown && k - start >= kMinRun)
          out.push_back(vertical ? Line{true, line, start, k - start}
                                 : Line{false, start, line, k - start});
        start = k;
      }
    }
  }
  return out;
}

// The rows of column c (bottom first) that no line of `lines` covers: the
// cells that stay when the lines go, in the order they fall.
std::vector<int> surviving_rows(const std::vector<Line>& lines, int c) {
  std::vector<int> rows;
  for (int r = 0; r < n; ++r) {
    bool removed = false;
    for (const Line& line : lines) removed = removed || line.covers(c, r);
    if (!removed) rows.push_back(r);
  }
  return rows;
}

// Worth of a swap: the sum of the steps' line values times the number of
// steps. The jewels that come in from above are unknown (never part of a run),
// or drawn from `refill` when it is given; `log` (optional) receives one text
// line per step.
long long play_cascade(Board b, int p, int q, std::mt19937* refill,
                       std::vector<std::string>* log = nullptr) {
  std::swap(b.at(p / n, p % n), b.at(q / n, q % n));
  long long sum = 0;
  int steps = 0;
  for (auto lines = runs(b); !lines.empty() && steps < kMaxSteps; lines = runs(b)) {
    std::string text;
    long long step = 0;
    for (const Line& line : lines) {
      step += static_cast<long long>(line.length - 2) * (line.length - 2);
      if (!log) continue;
      char buf[48];
      std::snprintf(buf, sizeof buf, " %c%d@%d", line.vertical ? 'V' : 'H', line.length,
                    line.vertical ? line.col : line.row);
      text += buf;
    }
    sum += step;
    ++steps;
    if (log) log->push_back(std::to_string(step) + ":" + text);
    for (int c = 0; c < n; ++c) {
      std::vector<int> kept;
      for (const int r : surviving_rows(lines, c)) kept.push_back(b.at(r, c));
      while (refill && static_cast<int>(kept.size()) < n)
        kept.push_back(1 + static_cast<int>((*refill)() % static_cast<unsigned>(colours)));
      kept.resize(static_cast<std::size_t>(n), kUnknown);
      b.col[static_cast<std::size_t>(c)] = kept;
    }
  }
  return sum * steps;
}

long long cascade_worth(const Board& b, int p, int q, std::vector<std::string>* log = nullptr) {
  return play_cascade(b, p, q, nullptr, log);
}

// True, and `b` becomes `trial`, when the runs on `trial` are exactly `lines`
// (sorted): played forwards, that step then removes exactly those lines.
bool accept_if_exact(Board& b, const Board& trial, const std::vector<Line>& lines) {
  auto found = runs(trial);
  std::sort(found.begin(), found.end());
  if (found != lines) return false;
  b = trial;
  return true;
}

// Inserts one step's lines, choosing colours so that afterwards the board's runs
// are exactly these lines. Lines are placed one by one, each with a colour that
// makes it a run on its own without touching another run.
bool insert_step(Board& b, std::vector<Line> lines) {
  std::sort(lines.begin(), lines.end());
  for (int attempt = 0; attempt < kWholeStepTries; ++attempt) {
    Board trial = b;
    bool placed_all = true;
    for (const Line& line : lines) {
      // Least used colours first: a colour the layout needs more of than a
      // random board holds costs extra moves to fetch.
      std::vector<int> order(static_cast<std::size_t>(colours));
      for (int i = 0; i < colours; ++i) order[static_cast<std::size_t>(i)] = i + 1;
      std::shuffle(order.begin(), order.end(), rng);
      const auto used = colour_counts(trial);
      std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
        return used[static_cast<std::size_t>(x)] < used[static_cast<std::size_t>(y)];
      });
      bool placed = false;
      for (int colour : order) {
        Board next = trial;
        if (!insert_line(next, line, colour)) return false;  // capacity: no colour helps
        bool is_run = false, touches_other = false;
        for (const Line& run : runs(next)) {
          if (run == line) {
            is_run = true;
          } else {
            for (int k = 0; k < line.length && !touches_other; ++k)
              touches_other = run.covers(line.vertical ? line.col : line.col + k,
                                         line.vertical ? line.row + k : line.row);
          }
        }
        if (is_run && !touches_other) {
          trial = next;
          placed = true;
          break;
        }
      }
      if (!placed) {
        placed_all = false;
        break;
      }
    }
    if (placed_all && accept_if_exact(b, trial, lines)) return true;
  }
  return false;
}

// Columns in [first, first + width) that get a triple so that no three
// neighbouring columns of the row stay level; prefers columns with few designed
// cells (dynamic programming over "unbroken columns so far", with noise).
std::vector<int> triple_columns(const Board& b, int first, int width) {
  constexpr double kInf = 1e18;
  std::vector<std::array<double, 3>> cost(static_cast<std::size_t>(width + 1), {kInf, kInf, kInf});
  std::vector<std::array<int, 3>> from(static_cast<std::size_t>(width + 1), {-1, -1, -1});
  cost[0][0] = 0;
  for (int i = 0; i < width; ++i) {
    const double used = b.designed(first + i) + 3;
    const double take = used * used * used + static_cast<double>(rng() % 1000) * 0.01 * used * used;
    for (int k = 0; k < 3; ++k) {
      const double here = cost[static_cast<std::size_t>(i)][static_cast<std::size_t>(k)];
      if (here >= kInf) continue;
      auto& next = cost[static_cast<std::size_t>(i + 1)];
      if (here + take < next[0])
        next[0] = here + take, from[static_cast<std::size_t>(i + 1)][0] = k;
      if (k < 2 && here < next[static_cast<std::size_t>(k + 1)])
        next[static_cast<std::size_t>(k + 1)] = here, from[static_cast<std::size_t>(i + 1)]
                                                          [static_cast<std::size_t>(k + 1)] = k;
    }
  }
  const auto& last = cost[static_cast<std::size_t>(width)];
  int k = static_cast<int>(std::min_element(last.begin(), last.end()) - last.begin());
  std::vector<int> columns;
  for (int i = width; i > 0; --i) {
    if (k == 0) columns.push_back(first + i - 1);
    k = from[static_cast<std::size_t>(i)][static_cast<std::size_t>(k)];
  }
  std::reverse(columns.begin(), columns.end());
  return columns;
}

struct Design {
  long long worth = -1;
  double rate = -1;
  Board board;
  int fire_p = 0, fire_q = 0;
};

// Swaps the middle jewel of the first triple with another designed jewel so
// that the board is quiet; the best such swap (by worth) is the fire.
Design choose_fire(const Board& b, const Line& first) {
  Design best;
  const int cell = first.vertical ? (first.row + 1) * n + first.col : first.row * n + first.col + 1;
  for (int t = 0; t < kFireTries; ++t) {
    const int other = static_cast<int>(rng() % static_cast<unsigned>(n * capacity));
    if (other == cell) continue;
    Board quiet = b;
    std::swap(quiet.at(cell / n, cell % n), quiet.at(other / n, other % n));
    if (quiet.at(cell / n, cell % n) == kUnknown || quiet.at(other / n, other % n) == kUnknown)
      continue;
    if (!runs(quiet).empty()) continue;
    const long long worth = cascade_worth(quiet, cell, other);
    if (worth > best.worth)
      best.worth = worth, best.board = quiet, best.fire_p = cell, best.fire_q = other;
  }
  return best;
}

// The fire for a first step of two triples: their middle jewels swapped.
Design fire_two(const Board& b, const Line& first, const Line& second) {
  Design d;
  const int p = (first.row + 1) * n + first.col, q = (second.row + 1) * n + second.col;
  Board quiet = b;
  std::swap(quiet.at(p / n, p % n), quiet.at(q / n, q % n));
  if (!runs(quiet).empty()) return d;
  d.worth = cascade_worth(quiet, p, q), d.board = quiet, d.fire_p = p, d.fire_q = q;
  return d;
}

int max_tail = 0;           // tail steps tried before the first line (at most)
int row_shift_percent = 0;  // of tail rows, the share broken by a shifted row

// Where a triple of the tail may go: a random column among the three, least
// filled first (cheap noise breaks ties).
int emptier_column(const Board& b, int first_col) {
  int best = first_col;
  for (int k = 0; k < kMinRun; ++k) {
    const int col = first_col + k;
    if (b.designed(col) + static_cast<int>(rng() % 2) < b.designed(best)) best = col;
  }
  return best;
}

// The row of three that, one step before vertical line `v`, split it (its
// middle jewel sat in the row; the row's removal let the line close).
Line splitting_row(const Line& v) {
  int c0 = v.col - static_cast<int>(rng() % 3);
  c0 = std::max(0, std::min(c0, n - kMinRun));
  const int split =
      v.row + 1 + static_cast<int>(rng() % static_cast<unsigned>(std::max(1, v.length - 2)));
  return {false, c0, split, kMinRun};
}

// The vertical triple that, one step before row `r`, broke it: it sits in one
// of the row's columns (see emptier_column), and its removal dropped that
// column by three, completing the row.
Line breaking_triple(const Board& b, const Line& r) {
  const int low = std::max(0, r.row - static_cast<int>(rng() % 3));  // drawn before the column
  return {true, emptier_column(b, r.col), low, kMinRun};
}

// A tail of cheap steps before the first line, built backwards one step at a
// time: a vertical line is split by a row of three through it; a row of three
// is broken either by a vertical triple in one of its columns or by another
// row of three below it shifted by one or two columns (its columns drop one
// step earlier). Every step multiplies the whole cascade for three cells.
// Steps that do not fit end the tail; returns the new first line.
Line add_tail(Board& b, Line first) {
  const int steps =
      max_tail > 0 ? static_cast<int>(rng() % static_cast<unsigned>(max_tail + 1)) : 0;
  for (int u = 0; u < steps; ++u) {
    Board trial = b;
    Line next;
    if (first.vertical) {
      next = splitting_row(first);
    } else if (static_cast<int>(rng() % 100) >= row_shift_percent) {
      next = breaking_triple(b, first);
    } else {
      const int size = rng() % 2 ? 1 : 2;  // drawn in this order: the table depends on it
      const int shift = rng() % 2 ? size : -size;
      const int c0 = first.col + shift;
      if (c0 < 0 || c0 + kMinRun > n) continue;
      const int low = std::max(0, first.row - static_cast<int>(rng() % 2));
      next = {false, c0, low, kMinRun};
    }
    if (!insert_step(trial, {next})) break;
    b = trial;
    first = next;
  }
  return first;
}

int max_end_tail = 0;        // end-tail steps after the block (at most)
int end_shift_percent = 0;   // of end-tail rows, the share broken by a shifted row
int wide_shift_percent = 0;  // of shifted end-tail rows, the share shifted two columns

// One earlier line for the end tail, whose rows move one way along the board
// (`direction`, +1 or -1) and turn at its edge (left to wander, the chain piles
// up in a few columns and the block no longer fits). `want_vertical`: the
// earliest line must be a vertical triple, for the block's removal to close it.
// False: none fits.
bool end_tail_line(const Board& b, const Line& first, bool want_vertical, int& direction,
                   Line& next) {
  if (first.vertical) {
    if (want_vertical) return false;
    next = splitting_row(first);
    return true;
  }
  if (want_vertical || static_cast<int>(rng() % 100) >= end_shift_percent) {
    next = breaking_triple(b, first);
    return true;
  }
  const int size = static_cast<int>(rng() % 100) < wide_shift_percent ? 2 : 1;
  int c0 = first.col + direction * size;
  if (c0 < 0 || c0 + kMinRun > n) {
    direction = -direction;  // turn at the edge: a second layer
    c0 = first.col + direction * size;
  }
  if (c0 < 0 || c0 + kMinRun > n) return false;
  const int low = std::max(0, first.row - static_cast<int>(rng() % 2));
  next = {false, c0, low, kMinRun};
  return true;
}

// Builds the end tail on the empty board, last step first: a line low on the
// board, then the lines that broke it one step earlier, ending with a vertical
// triple. Returns the row the block goes in (through that triple, so that the
// block's removal completes it), -1 when there is no end tail (the board is
// unchanged) or -2 when the tail could not be closed (the design fails).
int add_end_tail(Board& b) {
  const int steps =
      max_end_tail > 0 ? static_cast<int>(rng() % static_cast<unsigned>(max_end_tail + 1)) : 0;
  if (steps == 0) return -1;
  int direction = rng() % 2 ? 1 : -1;
  Line first;
  if (rng() % 2) {
    first = {true, static_cast<int>(rng() % static_cast<unsigned>(n)), 0, kMinRun};
  } else {
    first = {false, static_cast<int>(rng() % static_cast<unsigned>(n - kMinRun + 1)), 0, kMinRun};
  }
  if (!insert_step(b, {first})) return -1;
  const int max_tries = 8 * steps + 16;
  for (int placed = 1, tries = 0; (placed < steps || !first.vertical) && tries < max_tries;
       ++tries) {
    Board trial = b;
    Line next;
    if (!end_tail_line(trial, first, placed >= steps, direction, next)) continue;
    if (!insert_step(trial, {next})) continue;
    b = trial;
    first = next;
    ++placed;
  }
  if (!first.vertical) return -2;
  return first.row + 1 + static_cast<int>(rng() % static_cast<unsigned>(first.length - 2));
}

// One random design, built backwards as described at the top.
Design build(int full_row_pairs, int max_block) {
  Board b = empty_board();
  int row = static_cast<int>(rng() % 2);
  const int end_row = add_end_tail(b);
  if (end_row == -2) return {};
  if (end_row >= 0) row = end_row;
  const int block = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_block));
  std::vector<Line> last_rows;
  for (int k = 0; k < block; ++k) last_rows.push_back({false, 0, row + k, n});
  if (!insert_step(b, last_rows)) return {};
  int first = 0, width = n;  // columns of the rows inserted last
  for (int pair = 0;; ++pair) {
    // The triples that, one step earlier, broke these rows.
    const std::vector<int> columns = triple_columns(b, first, width);
    const bool long_ok = rng() % 3 != 0;
    std::vector<Line> triples;
    bool any_four = false;
    for (int c : columns) {
      const int length = long_ok && rng() % 8 == 0 ? 4 : 3;
      any_four = any_four || length == 4;
      triples.push_back({true, c, row, length});
    }
    if (!insert_step(b, triples)) return {};
    if (columns.size() == 1) return choose_fire(b, add_tail(b, triples[0]));
    // Two triples can be the first step too: swapping their middle jewels
    // breaks both, so the fire (the same swap) completes both at once.
    if (columns.size() == 2 && rng() % 2) return fire_two(b, triples[0], triples[1]);
    // The row that, one step earlier still, split those triples: full width
    // for the first pairs, then just covering them so the rows narrow.
    const int lo = columns.front(), hi = columns.back();
    if (pair + 1 < full_row_pairs) {
      first = 0, width = n;
    } else {
      first = std::max(0, lo - static_cast<int>(rng() % 2));
      const int end = std::min(n - 1, hi + static_cast<int>(rng() % 2));
      width = end - first + 1;
      if (width < kMinRun) first = std::max(0, std::min(first, n - kMinRun)), width = kMinRun;
    }
    const int split = !any_four && rng() % 2 ? row + 1 : row + 2;  // pieces of at most two
    if (!insert_step(b, {{false, first, split, width}})) return {};
    row = split;
  }
}

// A cross of the key: a row over columns [first, first + length) on the
// bottom row and a vertical triple in column `centre` that shares its bottom
// cell.
struct Cross {
  int first, length, centre;
  int height(int c) const {
    if (c == centre) return kMinRun;
    return c >= first && c < first + length ? 1 : 0;
  }
};
using Key = std::array<Cross, 2>;

// The placements of two crosses whose column heights leave no three
// neighbouring columns level: the block of rows above them is then bent and
// quiet until the key's removal levels it.
const std::vector<Key>& key_placements() {
  static std::vector<Key> keys;
  if (!keys.empty()) return keys;
  constexpr int kMaxCrossRow = 5;  // a sixth cell would leave three level columns
  for (int f0 = 0; f0 < n; ++f0)
    for (int l0 = kMinRun; l0 <= kMaxCrossRow && f0 + l0 <= n; ++l0)
      for (int c0 = f0; c0 < f0 + l0; ++c0)
        for (int f1 = f0 + l0; f1 < n; ++f1)
          for (int l1 = kMinRun; l1 <= kMaxCrossRow && f1 + l1 <= n; ++l1)
            for (int c1 = f1; c1 < f1 + l1; ++c1) {
              const Key key{Cross{f0, l0, c0}, Cross{f1, l1, c1}};
              std::vector<int> h(static_cast<std::size_t>(n));
              for (int c = 0; c < n; ++c)
                h[static_cast<std::size_t>(c)] = key[0].height(c) + key[1].height(c);
              bool level = false;
              for (std::size_t c = 2; c < h.size(); ++c)
                level = level || (h[c] == h[c - 1] && h[c] == h[c - 2]);
              if (!level) keys.push_back(key);
            }
  return keys;
}

// Inserts the key under everything: each cross in its own colour, and the
// board's runs afterwards exactly the crosses' rows and triples.
bool insert_key(Board& b, const Key& key) {
  std::vector<Line> expected;
  for (const Cross& x : key) {
    expected.push_back({false, x.first, 0, x.length});
    expected.push_back({true, x.centre, 0, kMinRun});
  }
  std::sort(expected.begin(), expected.end());
  for (int attempt = 0; attempt < 4 * kWholeStepTries; ++attempt) {
    const int first = 1 + static_cast<int>(rng() % static_cast<unsigned>(colours));
    const int second = 1 + static_cast<int>(rng() % static_cast<unsigned>(colours - 1));
    const std::array<int, 2> colour{first, second >= first ? second + 1 : second};
    Board trial = b;
    bool fits = true;
    for (std::size_t k = 0; k < key.size() && fits; ++k)
      for (int c = 0; c < n && fits; ++c)
        if (key[k].height(c) > 0) fits = insert(trial, c, 0, key[k].height(c), colour[k]);
    if (!fits) return false;
    if (accept_if_exact(b, trial, expected)) return true;
  }
  return false;
}

// The fire of a key: a jewel of one cross exchanged with one of the other so
// that both are broken and the board is quiet; the best such swap by worth.
Design key_fire(const Board& b, const Key& key) {
  std::array<std::vector<int>, 2> cells;
  for (std::size_t k = 0; k < key.size(); ++k) {
    for (int c = key[k].first; c < key[k].first + key[k].length; ++c) cells[k].push_back(c);
    for (int r = 1; r < kMinRun; ++r) cells[k].push_back(r * n + key[k].centre);
  }
  Design best;
  for (const int p : cells[0]) {
    for (const int q : cells[1]) {
      Board quiet = b;
      std::swap(quiet.at(p / n, p % n), quiet.at(q / n, q % n));
      if (!runs(quiet).empty()) continue;
      const long long worth = cascade_worth(quiet, p, q);
      if (worth > best.worth)
        best.worth = worth, best.board = quiet, best.fire_p = p, best.fire_q = q;
    }
  }
  return best;
}

// Room column c has left for chain cells: its capacity less what the block
// and the key keep (`reserved`) and what is designed already.
int room(const Board& b, int c) {
  int top = n;
  while (top > 0 && b.at(top - 1, c) == kUnknown) --top;
  return capacity - reserved[static_cast<std::size_t>(c)] - top;
}

// The lines that could have broken `first` one step earlier in a chain: for a
// vertical triple, the rows of three through its middle jewel; for a row of
// three, a vertical triple in one of its columns or a row of three one or two
// columns aside, on its row or one lower.
std::vector<Line> chain_candidates(const Line& first) {
  std::vector<Line> out;
  if (first.vertical) {
    for (int c0 = first.col - 2; c0 <= first.col; ++c0)
      if (c0 >= 0 && c0 + kMinRun <= n) out.push_back({false, c0, first.row + 1, kMinRun});
    return out;
  }
  for (int k = 0; k < kMinRun; ++k)
    for (int low = std::max(0, first.row - 2); low <= first.row; ++low)
      out.push_back({true, first.col + k, low, kMinRun});
  for (const int shift : {-2, -1, 1, 2}) {
    const int c0 = first.col + shift;
    if (c0 < 0 || c0 + kMinRun > n) continue;
    for (int low = std::max(0, first.row - 1); low <= first.row; ++low)
      out.push_back({false, c0, low, kMinRun});
  }
  return out;
}

// Rank of a packed tail's next line: the least and the total room left in the
// columns it fills, with noise.
double room_score(const Board& b, const Line& next) {
  int least = n;
  double total = 0;
  for (int c = 0; c < n; ++c) {
    if (next.vertical ? c != next.col : c < next.col || c >= next.col + next.length) continue;
    least = std::min(least, room(b, c));
    total += room(b, c);
  }
  return least * 4.0 + total * 0.5 + static_cast<double>(rng() % 1000) * 0.004;
}

// The packed end tail: built backwards like add_end_tail, but every step takes
// the earlier line that leaves the most room in the columns it fills (with
// noise), so the chain spreads over the whole board and runs until the room
// the block and key leave is used up. A chain can end wherever its earliest
// line is a vertical triple (the block's removal closes it): returns every
// such ending, shortest first, with the block's row.
std::vector<std::pair<Board, int>> packed_tails(Board b) {
  std::vector<std::pair<Board, int>> endings;
  const int steps = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_end_tail));
  Line first{true, static_cast<int>(rng() % static_cast<unsigned>(n)), 0, kMinRun};
  if (!insert_step(b, {first})) return endings;
  endings.push_back({b, first.row + 1});
  for (int placed = 1; placed < steps; ++placed) {
    double best_score = -1e18;
    Board best_board;
    Line best_line{};
    for (const Line& next : chain_candidates(first)) {
      Board trial = b;
      if (!insert_step(trial, {next})) continue;
      if (next.vertical && placed + 1 == steps) {
        endings.push_back({trial, next.row + 1});  // a closing one step longer
        continue;
      }
      const double score = room_score(trial, next);
      if (score > best_score) best_score = score, best_board = trial, best_line = next;
    }
    if (best_score < -1e17) break;
    b = best_board;
    first = best_line;
    if (first.vertical) endings.push_back({b, first.row + 1});
  }
  return endings;
}

// The packed end tail by a beam search (--key 4): the `width` best chains by
// room_score are kept at every length instead of one, so a chain that one
// line drove into full columns gives way to another. At each length the best
// chain ending in a vertical triple is an ending (shortest first, as above).
std::vector<std::pair<Board, int>> beam_tails(Board b, int width) {
  std::vector<std::pair<Board, int>> endings;
  const int steps = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_end_tail));
  const Line first{true, static_cast<int>(rng() % static_cast<unsigned>(n)), 0, kMinRun};
  if (!insert_step(b, {first})) return endings;
  endings.push_back({b, first.row + 1});
  struct Chain {
    Board b;
    Line first;
    double score;
  };
  std::vector<Chain> beam{{b, first, 0}};
  for (int placed = 1; placed < steps && !beam.empty(); ++placed) {
    std::vector<Chain> longer;
    const Chain* closing = nullptr;
    for (const Chain& chain : beam) {
      for (const Line& next : chain_candidates(chain.first)) {
        Board trial = chain.b;
        if (!insert_step(trial, {next})) continue;
        const double score = room_score(trial, next);
        longer.push_back({std::move(trial), next, score});
      }
    }
    for (const Chain& chain : longer)
      if (chain.first.vertical && (!closing || chain.score > closing->score)) closing = &chain;
    if (closing) endings.push_back({closing->b, closing->first.row + 1});
    const auto keep = std::min(longer.size(), static_cast<std::size_t>(width));
    std::partial_sort(longer.begin(), longer.begin() + static_cast<std::ptrdiff_t>(keep),
                      longer.end(),
                      [](const Chain& x, const Chain& y) { return x.score > y.score; });
    longer.resize(keep);
    beam = std::move(longer);
  }
  return endings;
}

bool key_family = false;    // designs of the key family instead of narrowing rows
bool packed_chain = false;  // the key family's end tail packed by room (--key 2)
bool staircase = false;     // the key family with a chain walked over the block (--key 3)
int beam_width = 0;         // --key 4: the packed end tail by a beam search this wide

// One random design of the key family, built backwards: the end tail's chain
// low on the board, a block of full rows through its closing triple, then the
// key under both. Played forwards, the fire completes both crosses; their
// removal levels the columns, so every row of the block completes at once;
// the block's removal closes the chain's first triple.
Design build_key(int max_block) {
  const auto& keys = key_placements();
  if (keys.empty()) return {};
  const Key key = keys[rng() % keys.size()];
  for (int c = 0; c < n; ++c)
    reserved[static_cast<std::size_t>(c)] = key[0].height(c) + key[1].height(c);
  Board b = empty_board();
  int row = static_cast<int>(rng() % 2);
  const int end_row = add_end_tail(b);
  const int block = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_block));
  std::vector<Line> rows;
  for (int k = 0; k < block; ++k) rows.push_back({false, 0, (end_row >= 0 ? end_row : row) + k, n});
  const bool placed = end_row != -2 && insert_step(b, rows);
  reserved.fill(0);
  if (!placed || !insert_key(b, key)) return {};
  return key_fire(b, key);
}

// The key family with a packed end tail (--key 2): the block's height is drawn
// first, so the chain leaves room for it and the key. Bending the columns can
// line up chain jewels of one colour, so the longest endings are tried first,
// each with the drawn key and then with keys no taller in any column.
Design build_packed_key(int max_block) {
  constexpr int kEndingTries = 6, kKeyTries = 12;
  const auto& keys = key_placements();
  if (keys.empty()) return {};
  const Key key = keys[rng() % keys.size()];
  const int block = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_block));
  for (int c = 0; c < n; ++c)
    reserved[static_cast<std::size_t>(c)] = key[0].height(c) + key[1].height(c) + block;
  const auto endings =
      beam_width > 0 ? beam_tails(empty_board(), beam_width) : packed_tails(empty_board());
  reserved.fill(0);
  auto fits_under = [&](const Key& other) {
    for (int c = 0; c < n; ++c)
      if (other[0].height(c) + other[1].height(c) > key[0].height(c) + key[1].height(c))
        return false;
    return true;
  };
  int tried = 0;
  for (auto ending = endings.rbegin(); ending != endings.rend() && tried < kEndingTries;
       ++ending, ++tried) {
    Board b = ending->first;
    std::vector<Line> rows;
    for (int k = 0; k < block; ++k) rows.push_back({false, 0, ending->second + k, n});
    if (!insert_step(b, rows)) continue;
    for (int k = 0; k < kKeyTries; ++k) {
      const Key& trial_key = k == 0 ? key : keys[rng() % keys.size()];
      if (!fits_under(trial_key)) continue;
      Board trial = b;
      if (!insert_key(trial, trial_key)) continue;
      Design d = key_fire(trial, trial_key);
      if (d.worth >= 0) return d;
    }
  }
  return {};
}

// The staircase key family (--key 3), designed forwards. Every column is a
// stack, bottom first: its key cells, one cell of each block row, then one
// cell of each chain group that covers it, in the order the groups go. A chain
// group is a row of three starting at column x[k]; when the groups before it
// are gone it is the lowest designed cell in each of its columns, so it lies
// level and completes; the next group starts one or two columns aside, so it
// overlaps this one in one or two columns and lies bent until this one goes.
// Unlike the packed tail, which must close at the block's seam, the walk can
// go on until every column's room above the block is used.
struct Staircase {
  std::array<int, kMaxN> key_height{}, room{}, used{};
  std::vector<int> starts;  // x[k]: the first column of chain group k
};

// True when chain group `starts.size()` starting at `x` would already lie
// level (and so fire early) while some earlier group still stands: at every
// earlier moment, the cells below it in its three columns must differ.
bool lies_level_early(const Staircase& s, int x) {
  std::array<int, kMinRun> below{};
  for (int k = 0; k < kMinRun; ++k)
    below[static_cast<std::size_t>(k)] = s.used[static_cast<std::size_t>(x + k)];
  auto level = [&](const std::array<int, kMinRun>& h) { return h[0] == h[1] && h[1] == h[2]; };
  std::array<int, kMinRun> with_key{};
  for (int k = 0; k < kMinRun; ++k)
    with_key[static_cast<std::size_t>(k)] =
        below[static_cast<std::size_t>(k)] + s.key_height[static_cast<std::size_t>(x + k)];
  if (level(with_key)) return true;  // before the fire
  // below[] counts the cells of groups k.. at the moment group k fires.
  for (const int start : s.starts) {
    if (level(below)) return true;
    for (int k = 0; k < kMinRun; ++k) {
      const int c = x + k;
      if (c >= start && c < start + kMinRun) --below[static_cast<std::size_t>(k)];
    }
  }
  return false;
}

// A random walk of chain groups: each step one or two columns aside, to the
// place with the most room left (with noise), until no place fits or the
// drawn length is reached.
void walk_chain(Staircase& s, int max_steps) {
  auto fits = [&](int x) {
    if (x < 0 || x + kMinRun > n) return false;
    for (int c = x; c < x + kMinRun; ++c)
      if (s.used[static_cast<std::size_t>(c)] >= s.room[static_cast<std::size_t>(c)]) return false;
    return !lies_level_early(s, x);
  };
  auto take = [&](int x) {
    s.starts.push_back(x);
    for (int c = x; c < x + kMinRun; ++c) ++s.used[static_cast<std::size_t>(c)];
  };
  const int first = static_cast<int>(rng() % static_cast<unsigned>(n - kMinRun + 1));
  if (!fits(first)) return;
  take(first);
  while (static_cast<int>(s.starts.size()) < max_steps) {
    const int x = s.starts.back();
    double best_score = -1e18;
    int best = -1;
    for (const int shift : {-2, -1, 1, 2}) {
      if (!fits(x + shift)) continue;
      int least = n;
      double total = 0;
      for (int c = x + shift; c < x + shift + kMinRun; ++c) {
        const int left = s.room[static_cast<std::size_t>(c)] - s.used[static_cast<std::size_t>(c)];
        least = std::min(least, left);
        total += left;
      }
      const double score = least * 4.0 + total * 0.5 + static_cast<double>(rng() % 1000) * 0.004;
      if (score > best_score) best_score = score, best = x + shift;
    }
    if (best < 0) break;
    take(best);
  }
}

// Which group (index into the colour list) each cell of the staircase layout
// belongs to, and the step of the cascade (1: the crosses) it goes in.
struct GroupCell {
  int group, step;
};

// The forward check: played from `b` (crosses complete), step t removes
// exactly the cells of coloured groups with step t, and nothing else ever
// lines up.
bool plays_as_designed(const Board& b, const std::vector<std::vector<GroupCell>>& cells,
                       const std::vector<bool>& coloured) {
  Board board = b;
  // Each cell's (group, step) rides along as its column compacts.
  std::vector<std::vector<GroupCell>> tag = cells;
  for (int step = 1;; ++step) {
    const auto lines = runs(board);
    bool expected_any = false;
    for (int c = 0; c < n; ++c)
      for (int r = 0; r < n; ++r) {
        const GroupCell& g = tag[static_cast<std::size_t>(c)][static_cast<std::size_t>(r)];
        if (g.group >= 0 && coloured[static_cast<std::size_t>(g.group)] && g.step == step)
          expected_any = true;
      }
    if (lines.empty()) return !expected_any;
    for (int c = 0; c < n; ++c) {
      const auto keep = surviving_rows(lines, c);
      std::vector<bool> removed(static_cast<std::size_t>(n), true);
      for (const int r : keep) removed[static_cast<std::size_t>(r)] = false;
      std::vector<int> kept;
      std::vector<GroupCell> kept_tag;
      for (int r = 0; r < n; ++r) {
        const GroupCell& g = tag[static_cast<std::size_t>(c)][static_cast<std::size_t>(r)];
        const bool designed_now =
            g.group >= 0 && coloured[static_cast<std::size_t>(g.group)] && g.step == step;
        if (removed[static_cast<std::size_t>(r)] != designed_now) return false;
        if (!designed_now) kept.push_back(board.at(r, c)), kept_tag.push_back(g);
      }
      kept.resize(static_cast<std::size_t>(n), kUnknown);
      kept_tag.resize(static_cast<std::size_t>(n), GroupCell{-1, 0});
      board.col[static_cast<std::size_t>(c)] = kept;
      tag[static_cast<std::size_t>(c)] = kept_tag;
    }
  }
}

// The groups of a staircase design, cell by cell (column, then row from the
// bottom): the two crosses (step 1), the block's rows and the first chain
// group (step 2), then one chain group a step.
std::vector<std::vector<GroupCell>> staircase_groups(const Key& key, int block,
                                                     const Staircase& s) {
  std::vector<std::vector<GroupCell>> cells(
      static_cast<std::size_t>(n),
      std::vector<GroupCell>(static_cast<std::size_t>(n), GroupCell{-1, 0}));
  for (int c = 0; c < n; ++c) {
    auto& column = cells[static_cast<std::size_t>(c)];
    int r = 0;
    for (std::size_t k = 0; k < key.size(); ++k)
      for (int h = 0; h < key[k].height(c); ++h)
        column[static_cast<std::size_t>(r++)] = {int(k), 1};
    for (int row = 0; row < block; ++row) column[static_cast<std::size_t>(r++)] = {2 + row, 2};
    for (std::size_t k = 0; k < s.starts.size(); ++k)
      if (c >= s.starts[k] && c < s.starts[k] + kMinRun)
        column[static_cast<std::size_t>(r++)] = {2 + block + static_cast<int>(k),
                                                 2 + static_cast<int>(k)};
  }
  return cells;
}

// Colours the `groups` groups of `cells` one by one in the order they go,
// each in the least used colour (ties at random) with which the cascade still
// plays as designed. Returns false when a group fits no colour.
bool colour_groups(const std::vector<std::vector<GroupCell>>& cells, int groups, Board& b) {
  std::vector<bool> coloured(static_cast<std::size_t>(groups), false);
  for (int g = 0; g < groups; ++g) {
    const auto used = colour_counts(b);
    std::vector<int> order(static_cast<std::size_t>(colours));
    for (int i = 0; i < colours; ++i) order[static_cast<std::size_t>(i)] = i + 1;
    std::shuffle(order.begin(), order.end(), rng);
    std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
      return used[static_cast<std::size_t>(x)] < used[static_cast<std::size_t>(y)];
    });
    coloured[static_cast<std::size_t>(g)] = true;
    bool placed = false;
    for (const int colour : order) {
      Board trial = b;
      for (int c = 0; c < n; ++c)
        for (int r = 0; r < n; ++r)
          if (cells[static_cast<std::size_t>(c)][static_cast<std::size_t>(r)].group == g)
            trial.at(r, c) = colour;
      if (!plays_as_designed(trial, cells, coloured)) continue;
      b = trial;
      placed = true;
      break;
    }
    if (!placed) return false;
  }
  return true;
}

// One random design of the staircase key family: a key, a block of rows on it
// and a chain walked over the block; colours are given group by group in the
// order they go (least used first) so that the cascade plays as designed.
Design build_staircase_key(int max_block) {
  const auto& keys = key_placements();
  if (keys.empty()) return {};
  const Key key = keys[rng() % keys.size()];
  const int block = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_block));
  Staircase s;
  for (int c = 0; c < n; ++c) {
    const auto i = static_cast<std::size_t>(c);
    s.key_height[i] = key[0].height(c) + key[1].height(c);
    s.room[i] = capacity - s.key_height[i] - block;
    if (s.room[i] < 0) return {};
  }
  // The longest of a few walks: a walk that strands itself in a full corner
  // leaves room unused, and walks are cheap next to colouring and sampling.
  constexpr int kWalks = 24;
  const int max_steps = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_end_tail));
  const Staircase empty = s;
  for (int w = 0; w < kWalks; ++w) {
    Staircase trial = empty;
    walk_chain(trial, max_steps);
    if (trial.starts.size() > s.starts.size()) s = trial;
  }
  if (s.starts.empty()) return {};
  const int groups = 2 + block + static_cast<int>(s.starts.size());
  const auto cells = staircase_groups(key, block, s);
  Board b = empty_board();
  if (!colour_groups(cells, groups, b)) return {};
  return key_fire(b, key);
}

bool use_guards = true;  // open cells avoid the colours that would break the cascade

// Plays the exact cascade of swap (p, q) on `layout` (arriving jewels
// unknown), tracking the cell every jewel started in: visit(board, origin)
// sees the board after the swap, after every drop and once settled, with
// origin.at(r, c) = 1 + the starting cell's index (r * n + c), 0 for a jewel
// that fell in.
template <typename Visit>
void trace_cascade(const Board& layout, int p, int q, Visit visit) {
  Board b = layout;
  Board origin = empty_board();
  for (int c = 0; c < n; ++c)
    for (int r = 0; r < n; ++r) origin.at(r, c) = 1 + r * n + c;
  std::swap(b.at(p / n, p % n), b.at(q / n, q % n));
  std::swap(origin.at(p / n, p % n), origin.at(q / n, q % n));
  for (int step = 0; step < kMaxSteps; ++step) {
    visit(static_cast<const Board&>(b), static_cast<const Board&>(origin));
    const auto lines = runs(b);
    if (lines.empty()) break;
    for (int c = 0; c < n; ++c) {
      std::vector<int> kept, kept_origin;
      for (const int r : surviving_rows(lines, c))
        kept.push_back(b.at(r, c)), kept_origin.push_back(origin.at(r, c));
      kept.resize(static_cast<std::size_t>(n), kUnknown);
      kept_origin.resize(static_cast<std::size_t>(n), 0);
      b.col[static_cast<std::size_t>(c)] = kept;
      origin.col[static_cast<std::size_t>(c)] = kept_origin;
    }
  }
}

// Colours (bits) each open cell must not hold: on the board just after the
// fire swap or after any drop of the exact cascade, that colour in the cell
// would complete or lengthen a line with designed jewels, and the cascade
// would no longer drop as designed. The submission's build keeps these cells
// clear of those colours ("guards").
std::vector<unsigned> guard_masks(const Board& layout, int p, int q) {
  std::vector<unsigned> mask(static_cast<std::size_t>(n * n), 0);
  trace_cascade(layout, p, q, [&](const Board& b, const Board& origin) {
    auto run_length = [&](int r, int c, int dr, int dc, int colour) {
      int length = 1;
      for (const int sign : {1, -1}) {
        for (int y = r + sign * dr, x = c + sign * dc;
             y >= 0 && y < n && x >= 0 && x < n && b.at(y, x) == colour;
             y += sign * dr, x += sign * dc)
          ++length;
      }
      return length;
    };
    for (int c = 0; c < n; ++c) {
      for (int r = 0; r < n; ++r) {
        if (b.at(r, c) != kUnknown || origin.at(r, c) == 0) continue;
        for (int colour = 1; colour <= colours; ++colour) {
          if (run_length(r, c, 0, 1, colour) >= kMinRun ||
              run_length(r, c, 1, 0, colour) >= kMinRun)
            mask[static_cast<std::size_t>(origin.at(r, c) - 1)] |= 1u << colour;
        }
      }
    }
  });
  return mask;
}

// The guards the build keeps for a design (none when guards are off).
std::vector<unsigned> design_guards(const Board& layout, int p, int q) {
  if (!use_guards) return std::vector<unsigned>(static_cast<std::size_t>(n * n), 0);
  return guard_masks(layout, p, q);
}

// Build moves the guards are expected to cost: an open cell holds one of its
// forbidden colours with probability (forbidden colours) / C, and clearing
// it costs about what fixing a designed cell does.
double guard_moves(const std::vector<unsigned>& forbidden) {
  double violations = 0;
  for (const unsigned m : forbidden)
    violations += static_cast<double>(__builtin_popcount(m)) / colours;
  return violations / kCellsPerMove;
}

// Moves a cycle of this design is expected to take: its expected_moves and
// keeping its guards (`forbidden`). A design's rate is its worth per these.
double design_moves(const Board& b, const std::vector<unsigned>& forbidden) {
  return expected_moves(b) + guard_moves(forbidden);
}

// Mean worth of the fire over `samples` games in which the cells the layout
// leaves open and the jewels that fall in are random, as in a real game. The
// open cells are redrawn until the board is quiet before the fire, as the
// build leaves it (a board that stays noisy counts as zero). The same `seed`
// gives every design the same games. Open cells avoid their `forbidden` colours.
double sampled_worth(const Board& layout, int p, int q, const std::vector<unsigned>& forbidden,
                     int samples, unsigned seed) {
  std::mt19937 sample_rng(seed);
  // A colour for open cell (r, c), redrawn (a bounded number of times) while
  // its guard forbids it.
  auto random_colour = [&](int r, int c) {
    const unsigned mask = forbidden[static_cast<std::size_t>(r * n + c)];
    int colour = 0;
    for (int t = 0; t < kGuardRedraws; ++t) {
      colour = 1 + static_cast<int>(sample_rng() % static_cast<unsigned>(colours));
      if (!(mask >> colour & 1u)) break;
    }
    return colour;
  };
  double total = 0;
  for (int s = 0; s < samples; ++s) {
    Board b = layout;
    for (int c = 0; c < n; ++c)
      for (int r = 0; r < n; ++r)
        if (b.at(r, c) == kUnknown) b.at(r, c) = random_colour(r, c);
    for (int round = 0; round < kQuietRounds; ++round) {
      bool changed = false;
      for (const Line& line : runs(b)) {
        for (int k = 0; k < line.length; ++k) {
          const int c = line.vertical ? line.col : line.col + k;
          const int r = line.vertical ? line.row + k : line.row;
          if (layout.at(r, c) == kUnknown) b.at(r, c) = random_colour(r, c), changed = true;
        }
      }
      if (!changed) break;
    }
    if (!runs(b).empty()) continue;
    total += static_cast<double>(play_cascade(b, p, q, &sample_rng));
  }
  return total / samples;
}

// Rate of a layout: its mean worth over `games` random games per expected
// build move (guards included), as the search and best_of judge designs.
double sampled_rate(const Board& b, int p, int q, int games, unsigned seed) {
  const std::vector<unsigned> forbidden = design_guards(b, p, q);
  return sampled_worth(b, p, q, forbidden, games, seed) / design_moves(b, forbidden);
}

// The row of every open cell (index r * n + c on the layout) after the fire
// swap and after every drop of the exact cascade: open cells are never
// removed, they only fall as the designed jewels under them go.
std::vector<std::vector<int>> open_cell_rows(const Board& layout, int p, int q) {
  std::vector<std::vector<int>> stages;
  trace_cascade(layout, p, q, [&](const Board& b, const Board& origin) {
    std::vector<int> row(static_cast<std::size_t>(n * n), -1);
    for (int c = 0; c < n; ++c)
      for (int r = 0; r < n; ++r)
        if (b.at(r, c) == kUnknown && origin.at(r, c) != 0)
          row[static_cast<std::size_t>(origin.at(r, c) - 1)] = r;
    stages.push_back(row);
  });
  return stages;
}

// Places where three open cells could become one more line of the cascade:
// three in one column that close up, or one in each of three neighbouring
// columns that come level, after some drop of the exact cascade but not on
// the quiet board (`rows`: open_cell_rows).
std::vector<std::array<int, 3>> open_triples(const Board& b,
                                             const std::vector<std::vector<int>>& rows) {
  std::vector<std::vector<int>> open(static_cast<std::size_t>(n));
  for (int c = 0; c < n; ++c)
    for (int r = 0; r < n; ++r)
      if (b.at(r, c) == kUnknown) open[static_cast<std::size_t>(c)].push_back(r * n + c);
  auto row = [&](std::size_t stage, int cell) {
    return rows[stage][static_cast<std::size_t>(cell)];
  };
  // True when the cells form a line at some stage after the first and not at it.
  auto lines_up_later = [&](const std::array<int, 3>& cells, bool vertical) {
    for (std::size_t stage = 0; stage < rows.size(); ++stage) {
      const int first = row(stage, cells[0]), second = row(stage, cells[1]),
                third = row(stage, cells[2]);
      const bool line =
          vertical ? second == first + 1 && third == first + 2 : first == second && second == third;
      if (line) return stage > 0;
    }
    return false;
  };
  std::vector<std::array<int, 3>> out;
  for (const auto& column : open)
    for (std::size_t i = 0; i < column.size(); ++i)
      for (std::size_t j = i + 1; j < column.size(); ++j)
        for (std::size_t k = j + 1; k < column.size(); ++k) {
          const std::array<int, 3> cells{column[i], column[j], column[k]};
          if (lines_up_later(cells, true)) out.push_back(cells);
        }
  for (int c = 0; c + 2 < n; ++c)
    for (const int x : open[static_cast<std::size_t>(c)])
      for (const int y : open[static_cast<std::size_t>(c + 1)])
        for (const int z : open[static_cast<std::size_t>(c + 2)])
          if (lines_up_later({x, y, z}, false)) out.push_back({x, y, z});
  return out;
}

constexpr int kExtendGames = 100;    // games an extension's rate is judged on
constexpr int kExtendFinalists = 6;  // best exact rates sampled each round
constexpr int kExtendRounds = 24;    // lines added at most

// Extends a layout's cascade into the cells it leaves open: each round tries
// every open triple in every colour, keeps the quiet boards whose exact worth
// grows (a new line, usually one more step after the last one), samples the
// best few by exact rate, and adds the line whose sampled rate beats the
// layout's. Ends when no line raises it.
void extend_cascade(Design& d) {
  double rate = sampled_rate(d.board, d.fire_p, d.fire_q, kExtendGames, kSampleSeed);
  long long worth = cascade_worth(d.board, d.fire_p, d.fire_q);
  for (int round = 0; round < kExtendRounds; ++round) {
    std::vector<std::tuple<double, long long, Board>> finalists;
    for (const auto& cells : open_triples(d.board, open_cell_rows(d.board, d.fire_p, d.fire_q))) {
      for (int colour = 1; colour <= colours; ++colour) {
        Board trial = d.board;
        for (const int x : cells) trial.at(x / n, x % n) = colour;
        if (!runs(trial).empty()) continue;
        const long long trial_worth = cascade_worth(trial, d.fire_p, d.fire_q);
        if (trial_worth <= worth) continue;
        const double exact_rate = static_cast<double>(trial_worth) /
                                  design_moves(trial, design_guards(trial, d.fire_p, d.fire_q));
        finalists.emplace_back(exact_rate, trial_worth, trial);
      }
    }
    std::sort(finalists.begin(), finalists.end(),
              [](const auto& a, const auto& b) { return std::get<0>(a) > std::get<0>(b); });
    if (finalists.size() > kExtendFinalists) finalists.resize(kExtendFinalists);
    const Board* best = nullptr;
    long long best_worth = 0;
    for (const auto& [exact_rate, trial_worth, trial] : finalists) {
      const double trial_rate = sampled_rate(trial, d.fire_p, d.fire_q, kExtendGames, kSampleSeed);
      if (trial_rate > rate) rate = trial_rate, best = &trial, best_worth = trial_worth;
    }
    if (!best) break;
    d.board = *best;
    worth = best_worth;
  }
  d.worth = worth;
  d.rate = rate;
}

// One kTemplates line: N, C, the fire's cells, the sampled worth, the cells.
void print_entry(const Design& d, double sampled) {
  std::printf("    {%d, %d, %d, %d, %.0f, \"", n, colours, d.fire_p, d.fire_q, sampled);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) std::printf("%c", "0123456789a"[d.board.at(r, c)]);
  std::printf("\"},\n");
}

// "extend" mode: reads kTemplates lines from stdin and prints each with its
// cascade extended into its open cells (extend_cascade) and its worth
// sampled again over the report's fresh games; other lines pass through.
int extend_entries() {
  char text[1024];
  while (std::fgets(text, sizeof text, stdin)) {
    int size = 0, count = 0, p = 0, q = 0;
    double listed = 0;
    char cells[kMaxN * kMaxN + 1] = {};
    if (std::sscanf(text, " {%d, %d, %d, %d, %lf, \"%256[0-9a]\"", &size, &count, &p, &q, &listed,
                    cells) != 6 ||
        size < 6 || size > kMaxN || static_cast<int>(std::strlen(cells)) != size * size) {
      std::fputs(text, stdout);
      continue;
    }
    n = size;
    colours = count;
    capacity = n;
    Design d;
    d.board = empty_board();
    for (int i = 0; i < n * n; ++i)
      d.board.at(i / n, i % n) = cells[i] <= '9' ? cells[i] - '0' : 10;
    d.fire_p = p;
    d.fire_q = q;
    const int designed = d.board.designed();
    extend_cascade(d);
    const std::vector<unsigned> guards = design_guards(d.board, p, q);
    const double sampled = sampled_worth(d.board, p, q, guards, kReportSamples, kReportSeed);
    std::fprintf(stderr, "N=%d C=%d cells %d -> %d, sampled worth %.0f -> %.0f\n", n, colours,
                 designed, d.board.designed(), listed, sampled);
    print_entry(d, sampled);
  }
  return 0;
}

// The designer's options, by name (see the usage at the top of this file).
struct Options {
  long iterations = 0;
  int seed = 0;
  int free_rows = 0;
  int max_block = 5;
  int samples = 10;
  int max_full_pairs = 2;
  int key = 0;
};

constexpr const char* kUsage =
    "usage: %s --size N --colours C --iterations I --seed S [--free-rows 0] [--max-block 5]\n"
    "         [--max-tail 40] [--row-shift-percent 30] [--samples 10] [--max-end-tail 30]\n"
    "         [--end-shift-percent 90] [--max-full-pairs 2] [--wide-shift-percent 100]\n"
    "         [--guards 1] [--key 0]\n"
    "       %s extend < table-lines\n"
    "N 6..16, C 3..10, --free-rows below N-3, --max-block and --max-full-pairs at least 1,\n"
    "--max-end-tail at least 0; --key 0 rows, 1 key family, 2 packed end tail, 3 staircase,\n"
    "4 packed end tail by a beam search.\n";

int usage(const char* program, const char* problem) {
  if (problem) std::fprintf(stderr, "%s: %s\n", program, problem);
  std::fprintf(stderr, kUsage, program, program);
  return 2;
}

// Reads "--name value" pairs into the globals and `o`; returns an error
// message, or nullptr when the options are complete and in range.
const char* parse_options(int argc, char** argv, Options& o) {
  long size = -1, colour_count = -1, iterations = -1, seed = -1;
  long guards = 1, free_rows = 0, max_block = 5, max_full_pairs = 2, key = 0, samples = 10;
  long tail = 40, row_shift = 30, end_tail = 30, end_shift = 90, wide_shift = 100;
  const std::pair<const char*, long*> names[] = {{"--size", &size},
                                                 {"--colours", &colour_count},
                                                 {"--iterations", &iterations},
                                                 {"--seed", &seed},
                                                 {"--free-rows", &free_rows},
                                                 {"--max-block", &max_block},
                                                 {"--max-tail", &tail},
                                                 {"--row-shift-percent", &row_shift},
                                                 {"--samples", &samples},
                                                 {"--max-end-tail", &end_tail},
                                                 {"--end-shift-percent", &end_shift},
                                                 {"--max-full-pairs", &max_full_pairs},
                                                 {"--wide-shift-percent", &wide_shift},
                                                 {"--guards", &guards},
                                                 {"--key", &key}};
  static std::string problem;
  for (int i = 1; i < argc; i += 2) {
    long* target = nullptr;
    for (const auto& [name, value] : names)
      if (std::strcmp(argv[i], name) == 0) target = value;
    if (!target) return (problem = std::string("unknown option ") + argv[i]).c_str();
    if (i + 1 >= argc) return (problem = std::string(argv[i]) + " needs a value").c_str();
    char* rest = nullptr;
    *target = std::strtol(argv[i + 1], &rest, 10);
    if (rest == argv[i + 1] || *rest != '\0')
      return (problem = std::string(argv[i]) + " needs a whole number, not " + argv[i + 1]).c_str();
  }
  if (size < 0 || colour_count < 0 || iterations < 0 || seed < 0)
    return "--size, --colours, --iterations and --seed are required";
  if (size < 6 || size > kMaxN || colour_count < 3 || colour_count > 10 || free_rows < 0 ||
      free_rows >= size - 3 || max_block < 1 || max_full_pairs < 1 || end_tail < 0 || key < 0 ||
      key > 4)
    return "an option is out of range";
  n = static_cast<int>(size);
  colours = static_cast<int>(colour_count);
  max_tail = static_cast<int>(tail);
  row_shift_percent = static_cast<int>(row_shift);
  max_end_tail = static_cast<int>(end_tail);
  end_shift_percent = static_cast<int>(end_shift);
  wide_shift_percent = static_cast<int>(wide_shift);
  use_guards = guards != 0;
  o.iterations = iterations;
  o.seed = static_cast<int>(seed);
  o.free_rows = static_cast<int>(free_rows);
  o.max_block = static_cast<int>(max_block);
  o.samples = static_cast<int>(samples);
  o.max_full_pairs = static_cast<int>(max_full_pairs);
  o.key = static_cast<int>(key);
  return nullptr;
}

// The best design of `o.iterations` random ones by rate (sampled, unless
// o.samples is 0); worth -1 when none was found.
Design search(const Options& o) {
  const long iterations = o.iterations;
  const int max_block = o.max_block, max_full_pairs = o.max_full_pairs, samples = o.samples;
  Design best;
  for (long i = 0; i < iterations; ++i) {
    const int pairs = static_cast<int>(rng() % static_cast<unsigned>(max_full_pairs));
    Design d = staircase      ? build_staircase_key(max_block)
               : packed_chain ? build_packed_key(max_block)
               : key_family   ? build_key(max_block)
                              : build(pairs, max_block);
    if (d.worth < 0) continue;
    const std::vector<unsigned> forbidden = design_guards(d.board, d.fire_p, d.fire_q);
    const double moves = design_moves(d.board, forbidden);
    d.rate = static_cast<double>(d.worth) / moves;
    if (samples > 0) {
      // Random jewels cost more than they add: a design whose exact rate is
      // well below the best sampled rate is not sampled.
      if (d.rate * kSampleMargin <= best.rate) continue;
      d.rate = sampled_worth(d.board, d.fire_p, d.fire_q, forbidden, samples, kSampleSeed) / moves;
    }
    if (d.rate > best.rate) best = d;
  }
  return best;
}

// Reports `best` on stderr (its cascade, worth, rate, sampled worth and
// guards) and prints its table entry on stdout.
void report(const Design& best) {
  std::vector<std::string> log;
  cascade_worth(best.board, best.fire_p, best.fire_q, &log);
  std::fprintf(stderr, "N=%d C=%d worth %lld, %d designed cells, rate %.1f per move\n", n, colours,
               best.worth, best.board.designed(), best.rate);
  const std::vector<unsigned> guards = design_guards(best.board, best.fire_p, best.fire_q);
  const double sampled =
      sampled_worth(best.board, best.fire_p, best.fire_q, guards, kReportSamples, kReportSeed);
  std::fprintf(stderr, "sampled worth %.0f (%d fresh random games)\n", sampled, kReportSamples);
  if (use_guards) {
    // "guards: r,c=colours ..." (colours as table digits) for every guarded cell.
    std::fprintf(stderr, "guards:");
    for (int i = 0; i < n * n; ++i) {
      if (!guards[static_cast<std::size_t>(i)]) continue;
      std::fprintf(stderr, " %d,%d=", i / n, i % n);
      for (int colour = 1; colour <= colours; ++colour)
        if (guards[static_cast<std::size_t>(i)] >> colour & 1u)
          std::fprintf(stderr, "%c", "0123456789a"[colour]);
    }
    std::fprintf(stderr, "\n");
  }
  for (std::size_t s = 0; s < log.size(); ++s)
    std::fprintf(stderr, "  step %zu: %s\n", s + 1, log[s].c_str());
  print_entry(best, sampled);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc == 2 && std::strcmp(argv[1], "extend") == 0) return extend_entries();
  Options o;
  if (const char* problem = parse_options(argc, argv, o)) return usage(argv[0], problem);
  rng.seed(static_cast<unsigned>(o.seed));
  key_family = o.key != 0;
  packed_chain = o.key == 2 || o.key == 4;
  if (o.key == 4) beam_width = kBeamWidth;
  staircase = o.key == 3;
  capacity = n - o.free_rows;
  const Design best = search(o);
  if (best.worth < 0) {
    std::fprintf(stderr, "no design found\n");
    return 1;
  }
  report(best);
  return 0;
}

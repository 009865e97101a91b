// SquareRemover (TCO'14 Marathon Round 1 / MM 83) — beam search over the move
// sequence with an exact model of the board and of the refill buffer.
//
// Approach
//   The game is fully deterministic: the refill colours come from a known
//   Lehmer generator, so the whole refill buffer is computed up front and any
//   move can be simulated exactly, cascades included.
//   We run a beam search with one move per layer (10000 layers). A node is a
//   compact board (one byte per cell), its buffer position, its score, its
//   evaluation and a per-window pattern byte (colour pattern plus a ready
//   flag) kept up to date incrementally, so expanding a node never rescans
//   the board; only the used part of a node is copied. The move history is
//   kept as parent links per layer (one 32-bit word per node), so nodes are
//   never copied with their history.
//   Expansion: the candidate swaps are read off the near windows (three
//   tiles of one colour): the swaps that complete one and, only when fewer
//   than a handful of those exist, the swaps that bring the missing colour of
//   a not-yet-completable near window next to its odd tile. When there are
//   too few of those, swaps that turn a pair into three of a kind are added,
//   and as a last resort every swap. Fewer candidates mean a wider beam,
//   which is what scores here.
//   Macro moves (every board but big four-colour ones): two swaps that
//   complete a square, the first completing nothing (a near window's missing
//   colour brought from two cells away, or a pair's colour brought into both
//   other tiles of its window). They are costly to enumerate, so only the
//   best quarter of each layer gets them (a tenth where squares are
//   plentiful). Their children join the layer two moves ahead, so the beam
//   keeps three layers of nodes and each history word names the macro's
//   first swap too.
//   Children are scored without being built: a swap that completes no square
//   only changes the potential of the windows around its two cells, which is
//   evaluated in place. Most candidates complete exactly one square whose
//   refill completes nothing: those are scored in place too, reading the
//   patterns of the windows holding a changed tile (which also tells whether
//   the refill completes a square). Otherwise the swap is played out on a
//   scratch board (cascade included, then undone from a change log). In both
//   cases the windows around the changed tiles only need their ready flag
//   re-read: their own tiles, so their pattern, did not change.
//   Evaluation = score (650 per square; with four colours 450 on big boards
//   and 750 on small ones) + potential, where the potential
//   counts 2x2 windows with three tiles of one colour (more when a neighbour
//   of the odd tile has the missing colour, i.e. one swap completes the
//   square, with diminishing value past a cap: 12, or 8 on boards up to
//   N = 14 where squares are plentiful) and pairs of equal tiles.
//   Only the selected children (top W by evaluation, duplicates removed by a
//   Zobrist hash of board and buffer position, at most a few per parent) are
//   materialised.
//   The beam width follows the time left: it is re-estimated after every
//   layer from a smoothed wall-clock cost per expanded node.
//   At the end the chosen move list is replayed on an independent copy of the
//   tester's rules to report the exact score on stderr.
//
// SR_FIXED_WIDTH=W fixes the beam width and ignores the clock (deterministic
// play for CI's score check and for comparing versions).
//
// Interface
//   The contest's class, as the statement defines it: SquareRemover with
//   vector<int> playIt(int colors, vector<string> board, int startSeed),
//   returning 30000 ints: row, col, dir of each move (dir 0 up, 1 right,
//   2 down, 3 left). The judge compiles this file with its own harness, which
//   has the main; this file has none unless MM_LOCAL_MAIN is defined.
//   With MM_LOCAL_MAIN (our build) main speaks the local tester's protocol:
//   colors, N, N rows of N digits, startSeed, one per line in; the 30000
//   numbers, one per line, out; our own final score tally to stderr as
//   "Score = <n>".
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

namespace {

// ---------------------------------------------------------------- constants
constexpr int kMoves = 10000;
constexpr int kMaxN = 16;
constexpr int kMaxCells = kMaxN * kMaxN;
constexpr int kMaxWindows = (kMaxN - 1) * (kMaxN - 1);
constexpr int kWindowWords = (kMaxWindows + 63) / 64;
constexpr std::int64_t kBufferMod = 2147483647;  // 2^31 - 1
constexpr std::int64_t kBufferMul = 48271;
constexpr std::array<int, 4> kDr = {-1, 0, 1, 0};  // up, right, down, left
constexpr std::array<int, 4> kDc = {0, 1, 0, -1};
constexpr int kDirRight = 1, kDirDown = 2;
constexpr int kInitialBufferTiles = 1 << 20;  // grown on demand

// Evaluation, in integer units: a removed square is worth square_value
// (see square_value_for).
// The potential is a function of three board-wide counts: windows with three
// tiles of one colour ("near"), near windows that one swap completes
// ("ready"), and pairs of equal tiles in windows with one or two pairs.
// Ready windows have diminishing value past kReadyCap: otherwise a board
// flooded with one colour (every window near and ready) is worth more than
// the squares one could take from it, and the search stops scoring.
// The square is worth 650 rather than 1000 against the same potential
// weights: the stock of near and ready windows is what keeps the squares
// coming (+2.3% at a fixed width of 100, +1.8% at 400; 550..800 are equal
// over all boards). With four colours the best value depends on the board:
// big boards hold many near windows, and there the stock is worth even more
// against the square (450), while small boards prefer taking it (750). At
// equal CPU time (seeds 41..100, scale 0.2) +0.7% on both classes; the same
// idea for five colours on big boards lost 0.6..1.2% on each of five seeds.
constexpr int kSquareValue = 650;
constexpr int kFewestColours = 4;  // the fewest colours a case can have
constexpr int kBigBoard = 13;      // from this side on, kSquareValueBig
constexpr int kSmallBoard = 9;     // up to this side, kSquareValueSmall
constexpr int kSquareValueBig = 450, kSquareValueSmall = 750;
constexpr int kNearValue = 150;   // per near window
constexpr int kReadyValue = 250;  // per ready window, up to kReadyCap of them
constexpr int kReadyCap = 12;
// Boards where completing swaps are plentiful (four colours, five below
// kMacroSideFiveColours), up to kSmallCapSide, keep a smaller stock: at
// equal CPU time a cap of 8 gains 0.8 % on 28 four-colour seeds with
// N 10..12 and on 11 with N 8..9, 0.6 % on 15 five-colour seeds with
// N <= 10, but loses 0.5 % on 16 four-colour seeds with N 15..16 (cap 16:
// -0.6 %), 0.3 % on five colours with N >= 11 and 0.35 % on six colours.
constexpr int kSmallReadyCap = 8;
constexpr int kSmallCapSide = 14;
constexpr int kReadyTailValue = 40;  // per ready window past the cap
constexpr int kPairValue = 70;       // per pair (50 with a square at 1000)
constexpr int kNoiseMask = 7;        // tiny random tie-break on the evaluation
// Window features packed in one int: near count, ready count << 10, pairs << 20.
constexpr int kReadyShift = 10, kPairShift = 20, kFieldMask = 1023;

// Swaps may be restricted to the top-left kRegionSize x kRegionSize cells.
// Restricting them (8, 10, 12) made the search wider but scored less, so the
// whole board is used.
constexpr int kRegionSize = kMaxN;

// Candidate swaps: 0 = every swap; 1 = swaps that complete a near window or
// bring its missing colour next to the odd tile; 2 = also swaps that turn a
// pair into three of a kind.
constexpr int kCandidateMode = 1;
constexpr int kMinCandidates = 3;  // fewer: widen the candidate set
// Setup swaps (bringing a near window's missing colour next to its odd
// tile) are tried only when fewer than kSetupLimit swaps complete a square:
// they are most of the candidates, and with enough completing swaps at hand
// the time is better spent on a wider beam (+1.0% at equal CPU time).
// With the current weights 4 beats 6 by +0.3..0.5% and 10 loses 1.6%.
// Per colour count, 2, 6, 8 and 12 were no better than 4 at equal CPU time.
// Where squares are scarce, macro moves (below) replace them.
constexpr int kSetupLimit = 4;

// Macro moves: two swaps that complete a square, the first completing
// nothing: a near window's missing colour brought from two cells away, or a
// pair's colour brought into both other tiles of its window. The child joins
// the layer two moves ahead, so the plan is judged on the square it
// completes, against boards that made as many moves, instead of on the
// potential of the half-way board. Generated while fewer than kMacroLimit
// near windows are ready, on every board but four colours from kBigBoard on;
// where squares are scarce, set-up swaps are left out (macros contain them).
// Enumerating them costs width (3.7 times the CPU at a fixed width on
// N = 8), so only the best part of each layer (the beam is kept sorted) gets
// them. At equal CPU time that beats generating them from every node (six
// colours +1.2 %, five with N >= 11 +0.5 %), which in turn beats no macro
// moves there (+3.0 % and +0.8 %). Against no macro moves the head-of-layer
// ones also gain on four and five colours with N <= 9 (+1.4 %, 24 seeds),
// five with N = 10 (+2.2 %) and four with N 10..12 (+0.4 %); on four colours
// with N >= 13 they lose (-0.1 %) and stay off. Three-swap chains: -2.7 %;
// limits 6 / 12 / none instead of 8 on six colours: equal / -1.4 % / -2.8 %.
constexpr int kMacroLimit = 8;
constexpr int kMacroSideFiveColours = 11;
constexpr int kMacroMoves = 2;              // swaps in a macro move
constexpr double kMacroParentShare = 0.25;  // of each layer, where squares are scarce
// Where squares are plentiful (see plentiful_squares) a tenth of the layer
// gets them and every node keeps its set-up swaps: on the N <= 9 seeds above
// +1.4 % against +0.9 % with a quarter and no set-ups, N 10..12 +0.4 %
// against +0.2 %.
constexpr double kMacroParentSharePlentiful = 0.1;

// Beam width limits.
constexpr int kMinBeam = 1;
constexpr int kMaxBeam = 3000;
constexpr int kFirstBeam = 20;
constexpr int kKeepFactor =
    4;  // children sorted per kept node (duplicates, capped parents are skipped)
// At most this many children of one parent enter the next layer: keeps the
// beam from collapsing onto one board (+0.3%, small but on two seed sets).
constexpr int kParentCap = 6;
constexpr double kCostSmoothing = 0.05;   // weight of the last layer in the cost estimate
constexpr double kMaxWidthGrowth = 1.05;  // per layer
constexpr double kMaxCostJump = 4.0;      // cap on one layer's cost vs the estimate
// Duplicate filter: 2^15 slots hold the at most 4 * 3000 + 8 sorted children
// and stay in the cache (2^17 made every insert a cache miss).
constexpr int kHashBits = 15;

// ---------------------------------------------------------------- time control
constexpr double kContestTimeLimitMs = 30000;
// Of the limit, for the search itself. Output and the final replay take about
// 0.1 s, so the slowest seed ends near 27.7 s, under the 28.5 s (95 %) cap
// (0.93 measured 28.0 s, too close).
constexpr double kBudgetFraction = 0.92;

double time_budget_ms() {
  double scale = 1.0;
  if (const char* text = std::getenv("MM_TIME_SCALE")) {
    const double parsed = std::atof(text);
    if (parsed > 0) scale = parsed;
  }
  return kContestTimeLimitMs * kBudgetFraction * scale;
}

// SR_FIXED_WIDTH=W searches with a beam of exactly W nodes a layer and ignores
// the clock, so the play (and the score) does not depend on the machine's
// speed or load: CI's score check and comparisons of versions run so.
int fixed_beam_width() {
  const char* text = std::getenv("SR_FIXED_WIDTH");
  return text ? std::max(0, std::atoi(text)) : 0;
}

const auto kProgramStart = std::chrono::steady_clock::now();

double elapsed_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - kProgramStart)
      .count();
}

// ---------------------------------------------------------------- game model (reference)
// A straightforward copy of the tester's rules, used to replay the final move
// list and print the exact score.
struct ReferenceGame {
  int n = 0, colors = 0;
  std::vector<int> cells;
  std::int64_t buffer_x = 0;
  long long score = 0;

  int next_color() {
    const int color = static_cast<int>(buffer_x % colors);
    buffer_x = buffer_x * kBufferMul % kBufferMod;
    return color;
  }
  void remove_squares() {
    for (;;) {
      int found = -1;
      for (int i = 0; i + 1 < n && found < 0; ++i) {
        for (int j = 0; j + 1 < n; ++j) {
          const int a = i * n + j, v = cells[a];
          if (cells[a + 1] == v && cells[a + n] == v && cells[a + n + 1] == v) {
            found = a;
            break;
          }
        }
      }
      if (found < 0) return;
      ++score;
      for (int cell : {found, found + 1, found + n, found + n + 1}) cells[cell] = next_color();
    }
  }
  void play(int r, int c, int dir) {
    std::swap(cells[r * n + c], cells[(r + kDr[dir]) * n + c + kDc[dir]]);
    remove_squares();
  }
};

// ---------------------------------------------------------------- game model (fast)
// A set of windows, one bit per window.
using WindowSet = std::array<std::uint64_t, kWindowWords>;

inline void set_union(WindowSet& to, const WindowSet& from) {
  for (int i = 0; i < kWindowWords; ++i) to[i] |= from[i];
}

// Shared, read-only geometry and the precomputed refill buffer.
struct Geometry {
  int n = 0, m = 0, colors = 0;  // m = n - 1 windows per row
  std::vector<std::uint8_t> buffer;
  std::int64_t buffer_x = 0;  // generator state after the last buffered tile
  std::array<std::array<std::uint64_t, 8>, kMaxCells> zobrist{};
  // Per window: its top-left cell, and for each odd position (TL,TR,BL,BR)
  // the two outside neighbours of that tile (-1 when off the board).
  std::array<int, kMaxWindows> top_left{};
  std::array<std::array<std::array<int, 2>, 4>, kMaxWindows> outside{};
  // Window table: for four colours packed 3 bits each, either
  // (near: 1, odd position, missing colour) or a pair count.
  std::array<std::uint8_t, 4096> pattern{};
  static constexpr std::uint8_t kMonochrome = 0x40;
  // Per swap (cell a with its right or down neighbour): the windows holding
  // a or b (a square may appear there). The windows whose value looks at a
  // or b are in swap_wide.
  static constexpr int kMaxHolding = 6;
  struct SwapWindows {
    std::uint8_t holding_count = 0;
    std::array<std::uint8_t, kMaxHolding> holding{};
  };
  std::vector<SwapWindows> swap_windows;
  std::vector<int> swap_a, swap_b, swap_dir;
  // swap_of[cell][d]: index of the swap of cell with its neighbour in
  // direction d (0 up, 1 right, 2 down, 3 left), -1 when there is none.
  std::array<std::array<int, 4>, kMaxCells> swap_of{};
  // The in-board edge neighbours of each cell.
  std::array<std::array<int, 4>, kMaxCells> neighbours{};
  std::array<int, kMaxCells> neighbour_count{};
  // Precomputed window sets. Narrow: the windows that hold a cell (a square
  // may appear there when it changes). Wide: also the windows whose value
  // looks at it (its odd-tile neighbours). Per window: the same for its four
  // tiles at once (a refill); per swap: for its two cells.
  std::array<WindowSet, kMaxWindows> block_narrow{}, block_wide{};
  std::vector<WindowSet> swap_narrow, swap_wide;

  void grow_buffer(std::size_t needed) {
    while (buffer.size() < needed) {
      buffer.push_back(static_cast<std::uint8_t>(buffer_x % colors));
      buffer_x = buffer_x * kBufferMul % kBufferMod;
    }
  }

  int region = 0;        // swaps are made in the top-left region x region cells
  int base_windows = 0;  // windows whose features a region swap can read
  void init(int n_, int colors_, int start_seed, int region_size) {
    n = n_, m = n - 1, colors = colors_;
    buffer_x = start_seed;
    buffer.reserve(kInitialBufferTiles);
    grow_buffer(kInitialBufferTiles);
    std::uint64_t s = 0x9E3779B97F4A7C15ULL ^ static_cast<std::uint64_t>(start_seed);
    auto next = [&s]() {
      s += 0x9E3779B97F4A7C15ULL;
      std::uint64_t z = s;
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      return z ^ (z >> 31);
    };
    for (auto& row : zobrist) {
      for (auto& v : row) v = next();
    }
    for (int code = 0; code < 4096; ++code) {
      const std::array<int, 4> v = {code & 7, (code >> 3) & 7, (code >> 6) & 7, (code >> 9) & 7};
      const int pairs = (v[0] == v[1]) + (v[0] == v[2]) + (v[0] == v[3]) + (v[1] == v[2]) +
                        (v[1] == v[3]) + (v[2] == v[3]);
      if (pairs == 3) {
        int odd = 0;
        while (v[odd] == v[(odd + 1) & 3] || v[odd] == v[(odd + 2) & 3]) ++odd;
        const int k = v[(odd + 1) & 3];
        pattern[code] = static_cast<std::uint8_t>(0x80 | (odd << 3) | k);
      } else if (pairs == 1 || pairs == 2) {
        pattern[code] = static_cast<std::uint8_t>(pairs);
      } else if (pairs == 6) {
        pattern[code] = kMonochrome;
      } else {
        pattern[code] = 0;
      }
    }
    auto inside = [this](int r, int c) { return r >= 0 && r < n && c >= 0 && c < n; };
    for (int i = 0; i < m; ++i) {
      for (int j = 0; j < m; ++j) {
        const int w = i * m + j;
        top_left[w] = i * n + j;
        for (int odd = 0; odd < 4; ++odd) {
          const int orow = i + odd / 2, ocol = j + odd % 2;
          const int vr = orow + (odd / 2 == 0 ? -1 : 1), hc = ocol + (odd % 2 == 0 ? -1 : 1);
          outside[w][odd][0] = inside(vr, ocol) ? vr * n + ocol : -1;
          outside[w][odd][1] = inside(orow, hc) ? orow * n + hc : -1;
        }
      }
    }
    for (auto& row : swap_of) row.fill(-1);
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        for (int d = 0; d < 4; ++d) {
          if (inside(r + kDr[d], c + kDc[d]))
            neighbours[r * n + c][neighbour_count[r * n + c]++] = (r + kDr[d]) * n + c + kDc[d];
        }
      }
    }
    region = std::min(n, region_size);
    base_windows = std::min(region + 1, m);
    for (int r = 0; r < region; ++r) {
      for (int c = 0; c < region; ++c) {
        for (int dir : {kDirRight, kDirDown}) {
          const int r2 = r + kDr[dir], c2 = c + kDc[dir];
          if (r2 >= region || c2 >= region) continue;
          swap_a.push_back(r * n + c);
          swap_b.push_back(r2 * n + c2);
          swap_dir.push_back(dir);
          swap_of[r * n + c][dir] = static_cast<int>(swap_a.size()) - 1;
          swap_of[r2 * n + c2][dir ^ 2] = static_cast<int>(swap_a.size()) - 1;
          SwapWindows sw;
          for (int i = 0; i < m; ++i) {
            for (int j = 0; j < m; ++j) {
              const bool holds = (r >= i && r <= i + 1 && c >= j && c <= j + 1) ||
                                 (r2 >= i && r2 <= i + 1 && c2 >= j && c2 <= j + 1);
              if (holds) sw.holding[sw.holding_count++] = static_cast<std::uint8_t>(i * m + j);
            }
          }
          swap_windows.push_back(sw);
        }
      }
    }
    auto mark = [this](int cell, WindowSet& set, bool wide) {
      const int r = cell / n, c = cell % n, reach = wide ? 2 : 1, back = wide ? 1 : 0;
      for (int i = std::max(r - reach, 0); i <= std::min(r + back, m - 1); ++i) {
        for (int j = std::max(c - reach, 0); j <= std::min(c + back, m - 1); ++j) {
          const int w = i * m + j;
          set[w >> 6] |= std::uint64_t{1} << (w & 63);
        }
      }
    };
    for (int w = 0; w < m * m; ++w) {
      const int a = top_left[w];
      for (int cell : {a, a + 1, a + n, a + n + 1})
        mark(cell, block_narrow[w], false), mark(cell, block_wide[w], true);
    }
    for (std::size_t t = 0; t < swap_a.size(); ++t) {
      WindowSet narrow{}, wide{};
      for (int cell : {swap_a[t], swap_b[t]}) mark(cell, narrow, false), mark(cell, wide, true);
      swap_narrow.push_back(narrow);
      swap_wide.push_back(wide);
    }
  }
};

Geometry geo;

struct Node {
  std::array<std::uint8_t, kMaxCells> cells;
  std::uint64_t hash;
  int buffer_pos;
  int score;
  int features;  // packed board-wide counts, see window_features
  // Per window, kept up to date so that expanding a node needs no board scan:
  // its pattern byte (Geometry::pattern) plus kReadyBit when it is a ready
  // near window; kByteFeatures gives its features.
  // Padded to whole 8-byte words (the padding stays 0) for the word-wise scan.
  std::array<std::uint8_t, (kMaxWindows + 7) / 8 * 8> window_pattern;
  // The near windows (kNearBit of window_pattern) as a set, so that the
  // windows around a change are filtered to near ones without reading them.
  WindowSet near;
};

// Copies a node. Only the used cells and windows are copied: the beam is
// larger than the cache at full width, and a small board touches few lines.
inline void copy_node(Node& to, const Node& from) {
  to.hash = from.hash;
  to.buffer_pos = from.buffer_pos;
  to.score = from.score;
  to.features = from.features;
  to.near = from.near;
  std::memcpy(to.cells.data(), from.cells.data(), static_cast<std::size_t>(geo.n * geo.n));
  std::memcpy(to.window_pattern.data(), from.window_pattern.data(),
              static_cast<std::size_t>(geo.m * geo.m));
}

// ---------------------------------------------------------------- evaluation
inline int window_code(const std::uint8_t* cells, int w) {
  const int a = geo.top_left[w], n = geo.n;
  return cells[a] | (cells[a + 1] << 3) | (cells[a + n] << 6) | (cells[a + n + 1] << 9);
}

// Whether a near window with pattern byte p (odd position, missing colour)
// is ready: a neighbour of its odd tile outside it has the missing colour.
inline bool odd_tile_ready(const std::uint8_t* cells, int w, int p) {
  const int odd = (p >> 3) & 3, k = p & 7;
  const int x = geo.outside[w][odd][0], y = geo.outside[w][odd][1];
  return (x >= 0 && cells[x] == k) || (y >= 0 && cells[y] == k);
}

// Features of window w given its pattern p (not monochrome).
inline int pattern_features(const std::uint8_t* cells, int w, int p) {
  if (p < 0x80) return (p & 7) << kPairShift;
  return 1 + (odd_tile_ready(cells, w, p) ? 1 << kReadyShift : 0);
}

inline int window_features(const std::uint8_t* cells, int w) {
  const int p = geo.pattern[window_code(cells, w)];
  return p == Geometry::kMonochrome ? 0 : pattern_features(cells, w, p);
}

// Packed features of each short form (bit 0 near, bit 1 ready, bits 2-3 pairs).
// Stored pattern byte: bit 7 near (bits 3-4 odd position, bits 0-2 missing
// colour), bit 5 ready; otherwise bits 0-2 hold the pair count.
constexpr int kNearBit = 0x80, kReadyBit = 0x20;
constexpr std::array<int, 256> kByteFeatures = [] {
  std::array<int, 256> table{};
  for (int code = 0; code < 256; ++code) {
    if (code & kNearBit)
      table[code] = 1 + ((code & kReadyBit) ? 1 << kReadyShift : 0);
    else if (code != Geometry::kMonochrome)
      table[code] = (code & 7) << kPairShift;
  }
  return table;
}();

// Change of the features of a near window none of whose own tiles changed:
// its odd position and missing colour are as in the parent, only its ready
// flag can differ (one of the odd tile's outside neighbours changed).
inline int ready_change(const std::uint8_t* cells, int w, int parent_pattern) {
  const int was_ready = (parent_pattern & kReadyBit) ? 1 : 0;
  return (static_cast<int>(odd_tile_ready(cells, w, parent_pattern)) - was_ready) << kReadyShift;
}

// Recomputes the stored pattern and features of window w of `node`.
inline void refresh_window(Node& node, int w) {
  const int p = geo.pattern[window_code(node.cells.data(), w)];
  const bool ready = (p & kNearBit) && (pattern_features(node.cells.data(), w, p) >> kReadyShift);
  node.window_pattern[w] = static_cast<std::uint8_t>(p | (ready ? kReadyBit : 0));
  const std::uint64_t bit = std::uint64_t{1} << (w & 63);
  node.near[w >> 6] = (p & kNearBit) ? node.near[w >> 6] | bit : node.near[w >> 6] & ~bit;
}

int full_features(const std::uint8_t* cells) {
  int total = 0;
  for (int w = 0; w < geo.m * geo.m; ++w) total += window_features(cells, w);
  return total;
}

// Settings for this case, set once the board is known.
int square_value = kSquareValue;
int setup_limit = kSetupLimit;
int macro_limit = 0;  // 0: no macro moves
double macro_share = kMacroParentShare;
int ready_cap = kReadyCap;

// Every board but four colours from kBigBoard on, where they did not pay.
bool uses_macro_moves(int n, int colors) {
  return !(colors == kFewestColours && n >= kBigBoard);
}

// Four colours, and five on smaller boards: most nodes have several swaps
// that complete a square.
bool plentiful_squares(int n, int colors) {
  return colors == kFewestColours || (colors == kFewestColours + 1 && n < kMacroSideFiveColours);
}

int ready_cap_for(int n, int colors) {
  return plentiful_squares(n, colors) && n <= kSmallCapSide ? kSmallReadyCap : kReadyCap;
}

int square_value_for(int n, int colors) {
  if (colors != kFewestColours) return kSquareValue;
  return n >= kBigBoard ? kSquareValueBig : n <= kSmallBoard ? kSquareValueSmall : kSquareValue;
}

inline int potential(int features) {
  const int near = features & kFieldMask, ready = (features >> kReadyShift) & kFieldMask;
  const int pairs = features >> kPairShift;
  const int ready_value = ready <= ready_cap
                              ? ready * kReadyValue
                              : ready_cap * kReadyValue + (ready - ready_cap) * kReadyTailValue;
  return near * kNearValue + ready_value + pairs * kPairValue;
}

inline int evaluate(int score, int features) {
  return score * square_value + potential(features);
}

// ---------------------------------------------------------------- game model (fast play)
inline bool monochrome(const std::uint8_t* cells, int w) {
  const int a = geo.top_left[w], n = geo.n;
  const int v = cells[a];
  return cells[a + 1] == v && cells[a + n] == v && cells[a + n + 1] == v;
}

// One changed cell, to undo a cascade played out on a scratch board.
struct CellChange {
  std::uint8_t cell, color;
};
constexpr int kMaxLoggedChanges = 4096;

// The tester's removal loop restricted to the windows in `dirty` (every other
// window is known not to be monochrome). The windows holding a refilled cell
// are added to `changed`, and those whose value looks at one to `touched`.
// When `log` is given, every overwritten cell is recorded there first.
int remove_squares(Node& node, WindowSet& dirty, WindowSet& changed, WindowSet& touched,
                   CellChange* log = nullptr, int* log_size = nullptr) {
  int removed = 0;
  int word = 0;
  const int n = geo.n;
  while (word < kWindowWords) {
    std::uint64_t& bits = dirty[word];
    if (bits == 0) {
      ++word;
      continue;
    }
    const int w = word * 64 + __builtin_ctzll(bits);
    bits &= bits - 1;
    if (!monochrome(node.cells.data(), w)) continue;
    ++removed;
    const int a = geo.top_left[w];
    if (static_cast<std::size_t>(node.buffer_pos) + 4 > geo.buffer.size())
      geo.grow_buffer(geo.buffer.size() * 2);
    for (int cell : {a, a + 1, a + n, a + n + 1}) {
      const int color = geo.buffer[node.buffer_pos++];
      if (log != nullptr && *log_size < kMaxLoggedChanges)
        log[(*log_size)++] = {static_cast<std::uint8_t>(cell), node.cells[cell]};
      node.hash ^= geo.zobrist[cell][node.cells[cell]] ^ geo.zobrist[cell][color];
      node.cells[cell] = static_cast<std::uint8_t>(color);
    }
    set_union(dirty, geo.block_narrow[w]);
    set_union(changed, geo.block_narrow[w]);
    set_union(touched, geo.block_wide[w]);
    word = 0;
  }
  node.score += removed;
  return removed;
}

// Zobrist change of exchanging colours ca (at a) and cb (at b).
inline std::uint64_t swap_hash(int a, int b, int ca, int cb) {
  return geo.zobrist[a][ca] ^ geo.zobrist[a][cb] ^ geo.zobrist[b][cb] ^ geo.zobrist[b][ca];
}

inline void swap_cells(Node& node, int a, int b) {
  const int ca = node.cells[a], cb = node.cells[b];
  node.hash ^= swap_hash(a, b, ca, cb);
  node.cells[a] = static_cast<std::uint8_t>(cb);
  node.cells[b] = static_cast<std::uint8_t>(ca);
}

// Brings the stored window data of `node` up to date after a change: the
// windows in `changed` hold a changed cell; around them (`touched`) only a
// near window's ready flag can change.
void refresh_windows(Node& node, const WindowSet& changed, const WindowSet& touched) {
  for (int word = 0; word < kWindowWords; ++word) {
    for (std::uint64_t bits = changed[word]; bits; bits &= bits - 1)
      refresh_window(node, word * 64 + __builtin_ctzll(bits));
    for (std::uint64_t bits = touched[word] & ~changed[word] & node.near[word]; bits;
         bits &= bits - 1) {
      const int w = word * 64 + __builtin_ctzll(bits);
      const int p = node.window_pattern[w];
      const bool ready = odd_tile_ready(node.cells.data(), w, p);
      node.window_pattern[w] =
          static_cast<std::uint8_t>((p & ~kReadyBit) | (ready ? kReadyBit : 0));
    }
  }
}

// Plays swap index s on `node` with the cascade; `features` are the child's
// board-wide counts, already computed when it was scored.
void play_swap(Node& node, int s, int features) {
  const int a = geo.swap_a[s], b = geo.swap_b[s];
  WindowSet dirty = geo.swap_narrow[s], changed = dirty, touched = geo.swap_wide[s];
  swap_cells(node, a, b);
  remove_squares(node, dirty, changed, touched);
  node.features = features;
  refresh_windows(node, changed, touched);
}

// The buffer position's part of a position hash.
inline std::uint64_t buffer_hash(int buffer_pos) {
  return static_cast<std::uint64_t>(buffer_pos) * 0x9E3779B97F4A7C15ULL;
}

inline std::uint64_t position_hash(const Node& node) {
  return node.hash ^ buffer_hash(node.buffer_pos);
}

// ---------------------------------------------------------------- search
struct Child {
  int eval;
  int features;
  std::uint64_t hash;
  std::uint16_t parent;      // index in the layer of its parent
  std::uint16_t swap;        // the (last) swap
  std::uint16_t first_swap;  // of a macro move; kNoSwap for a single swap
};
constexpr std::uint16_t kNoSwap = 1023;  // above every swap index (at most 480)

inline int moves_of(const Child& child) {
  return child.first_swap == kNoSwap ? 1 : kMacroMoves;
}

struct Rng {
  std::uint64_t s = 88172645463325252ULL;
  std::uint32_t next() {
    s ^= s << 7;
    s ^= s >> 9;
    return static_cast<std::uint32_t>(s);
  }
};

// Direction (0 up, 1 right, 2 down, 3 left) from cell x to its neighbour y.
inline int direction_between(int x, int y) {
  const int d = y - x;
  return d == -geo.n ? 0 : d == 1 ? 1 : d == geo.n ? 2 : 3;
}

// Calls visit(o, x, y) for each set-up of near window w (pattern byte p):
// o is its odd tile, x an outside neighbour of o, and y a neighbour of x
// holding the missing colour (the window's other tiles have another colour,
// so y is outside it). Swapping x and y makes the window ready.
template <class Visit>
void for_each_setup(const std::uint8_t* cells, int w, int p, Visit visit) {
  const int odd = (p >> 3) & 3, k = p & 7;
  const int o = geo.top_left[w] + (odd >> 1) * geo.n + (odd & 1);
  for (int t = 0; t < 2; ++t) {
    const int x = geo.outside[w][odd][t];
    if (x < 0) continue;
    for (int u = 0; u < geo.neighbour_count[x]; ++u) {
      const int y = geo.neighbours[x][u];
      if (y != o && cells[y] == k) visit(o, x, y);
    }
  }
}

constexpr int candidate_mode = kCandidateMode;

// Collects the swaps worth trying from `node` (see kCandidateMode) into `list`.
void collect_candidates(const Node& node, std::vector<int>& list) {
  const std::uint8_t* cells = node.cells.data();
  static std::vector<std::uint32_t> stamp;
  static std::uint32_t generation = 0;
  if (stamp.size() != geo.swap_a.size()) stamp.assign(geo.swap_a.size(), 0);
  ++generation;
  list.clear();
  auto add = [&](int x, int y) {
    const int s = geo.swap_of[x][direction_between(x, y)];
    if (s >= 0 && stamp[s] != generation) stamp[s] = generation, list.push_back(s);
  };
  const int n = geo.n, m = geo.m;
  // Near windows that one swap completes: that swap. The others are set up
  // (their missing colour brought next to the odd tile) only when fewer than
  // setup_limit completing swaps exist.
  static std::array<int, kMaxWindows> unready;
  int unready_count = 0;
  // Near windows found eight pattern bytes at a time (bit 7 of each byte).
  for (int base = 0; base < m * m; base += 8) {
    std::uint64_t word;
    std::memcpy(&word, node.window_pattern.data() + base, 8);
    for (std::uint64_t bits = word & 0x8080808080808080ULL; bits; bits &= bits - 1) {
      const int w = base + (__builtin_ctzll(bits) >> 3);
      const int p = node.window_pattern[w];
      if (p & kReadyBit) {
        const int odd = (p >> 3) & 3, k = p & 7;
        const int o = geo.top_left[w] + (odd >> 1) * n + (odd & 1);
        for (int t = 0; t < 2; ++t) {
          const int x = geo.outside[w][odd][t];
          if (x >= 0 && cells[x] == k) add(o, x);
        }
      } else {
        unready[unready_count++] = w;
      }
    }
  }
  if (static_cast<int>(list.size()) < setup_limit) {
    for (int i = 0; i < unready_count; ++i) {
      const int w = unready[i];
      for_each_setup(cells, w, node.window_pattern[w], [&](int, int x, int y) { add(x, y); });
    }
  }
  // Too few near windows: also try to make new ones, or else every swap.
  if (candidate_mode == 1 && static_cast<int>(list.size()) >= kMinCandidates) return;
  for (int w = 0; w < m * m && candidate_mode != 0; ++w) {
    const int p = node.window_pattern[w];
    const int a = geo.top_left[w];
    if (!(p & 0x80) && (p & 7) != 0) {
      // Window with pairs: bring a third tile of a pair's colour in.
      const std::array<int, 4> tiles = {a, a + 1, a + n, a + n + 1};
      // Colours read once: the stores in add() could alias the board bytes.
      const std::array<int, 4> colour = {cells[a], cells[a + 1], cells[a + n], cells[a + n + 1]};
      for (int q = 0; q < 4; ++q) {
        for (int t = 0; t < 2; ++t) {
          const int x = geo.outside[w][q][t];
          if (x < 0) continue;
          const int k = cells[x];
          if (k == colour[q]) continue;
          const int same =
              (colour[0] == k) + (colour[1] == k) + (colour[2] == k) + (colour[3] == k);
          if (same == 2) add(tiles[q], x);
        }
      }
    }
  }
  if (candidate_mode == 0 || static_cast<int>(list.size()) < kMinCandidates) {
    list.clear();
    for (int s = 0; s < static_cast<int>(geo.swap_a.size()); ++s) list.push_back(s);
  }
}

// Adds a scored child: its evaluation gets a tiny random tie-break.
inline void add_child(std::vector<Child>& out, int score, int features, std::uint64_t hash,
                      int parent_index, int swap, Rng& rng, int first_swap = kNoSwap) {
  out.push_back({evaluate(score, features) + static_cast<int>(rng.next() & kNoiseMask), features,
                 hash, static_cast<std::uint16_t>(parent_index), static_cast<std::uint16_t>(swap),
                 static_cast<std::uint16_t>(first_swap)});
}

// Feature change of the near windows in `windows` (one word of a window set)
// whose own tiles did not change: only their ready flags can differ.
inline int ready_changes(const Node& parent, const std::uint8_t* cells, int word,
                         std::uint64_t windows) {
  int delta = 0;
  for (std::uint64_t bits = windows & parent.near[word]; bits; bits &= bits - 1) {
    const int w = word * 64 + __builtin_ctzll(bits);
    delta += ready_change(cells, w, parent.window_pattern[w]);
  }
  return delta;
}

// Undo log of the scratch board: the cells a child's swaps and cascade
// overwrote, with their colours in the parent.
CellChange scratch_log[kMaxLoggedChanges];

// Scores the child whose swaps are already on the scratch board `work` (its
// hash, buffer position and score those of the parent after the swaps; the
// swapped cells first in scratch_log): plays the cascade out from `dirty`,
// re-evaluates the windows holding a changed cell and the near windows around
// them, adds the child, then puts `work` back to `parent`.
void score_cascade(const Node& parent, Node& work, int log_size, WindowSet& dirty,
                   WindowSet& changed, WindowSet& touched, std::vector<Child>& out,
                   int parent_index, int swap, Rng& rng, int first_swap = kNoSwap) {
  std::uint8_t* cells = work.cells.data();
  remove_squares(work, dirty, changed, touched, scratch_log, &log_size);
  int features = parent.features;
  for (int word = 0; word < kWindowWords; ++word) {
    for (std::uint64_t bits = changed[word]; bits; bits &= bits - 1) {
      const int w = word * 64 + __builtin_ctzll(bits);
      features += window_features(cells, w) - kByteFeatures[parent.window_pattern[w]];
    }
    features += ready_changes(parent, cells, word, touched[word] & ~changed[word]);
  }
  add_child(out, work.score, features, position_hash(work), parent_index, swap, rng, first_swap);
  if (log_size >= kMaxLoggedChanges) {
    copy_node(work, parent);  // cascade too long to undo cell by cell (never seen)
  } else {
    for (int i = log_size - 1; i >= 0; --i) cells[scratch_log[i].cell] = scratch_log[i].color;
  }
}

// The common completing swap: it completes the single square `w` and the
// refill of that square completes nothing. Scores that child without the
// general cascade loop; returns false (board unchanged) when the refill does
// complete a square, so the caller plays the cascade out.
bool try_single_square(const Node& parent, Node& work, int s, int w, std::vector<Child>& out,
                       int parent_index, Rng& rng) {
  std::uint8_t* cells = work.cells.data();
  const int n = geo.n, top_left = geo.top_left[w];
  const int pos = parent.buffer_pos;
  if (static_cast<std::size_t>(pos) + 4 > geo.buffer.size()) geo.grow_buffer(geo.buffer.size() * 2);
  const std::uint8_t* refill = geo.buffer.data() + pos;
  const std::uint8_t colour = cells[top_left];
  const std::array<int, 4> square = {top_left, top_left + 1, top_left + n, top_left + n + 1};
  for (int i = 0; i < 4; ++i) cells[square[i]] = refill[i];
  // The windows holding a refilled cell are exactly those a new square can
  // appear in; reading their patterns for the features also finds one.
  int features = parent.features;
  bool cascade = false;
  for (int word = 0; word < kWindowWords && !cascade; ++word) {
    const std::uint64_t changed = geo.block_narrow[w][word] | geo.swap_narrow[s][word];
    for (std::uint64_t bits = changed; bits; bits &= bits - 1) {
      const int v = word * 64 + __builtin_ctzll(bits);
      const int p = geo.pattern[window_code(cells, v)];
      if (p == Geometry::kMonochrome) {
        cascade = true;
        break;
      }
      features += pattern_features(cells, v, p) - kByteFeatures[parent.window_pattern[v]];
    }
  }
  if (!cascade) {
    for (int word = 0; word < kWindowWords; ++word) {
      const std::uint64_t changed = geo.block_narrow[w][word] | geo.swap_narrow[s][word];
      const std::uint64_t touched = geo.block_wide[w][word] | geo.swap_wide[s][word];
      features += ready_changes(parent, cells, word, touched & ~changed);
    }
    const int a = geo.swap_a[s], b = geo.swap_b[s];
    const int ca = parent.cells[a], cb = parent.cells[b];
    std::uint64_t hash = parent.hash ^ swap_hash(a, b, ca, cb);
    for (int i = 0; i < 4; ++i)
      hash ^= geo.zobrist[square[i]][colour] ^ geo.zobrist[square[i]][refill[i]];
    add_child(out, parent.score + 1, features, hash ^ buffer_hash(pos + 4), parent_index, s, rng);
  }
  for (int i = 0; i < 4; ++i) cells[square[i]] = colour;
  return !cascade;
}

// Scores the macro move `first` then `second` from `parent` on the scratch
// board `work` (equal to `parent`, and left so): a child when only the second
// swap completes a square.
void score_macro(const Node& parent, Node& work, int first, int second, std::vector<Child>& out,
                 int parent_index, Rng& rng) {
  std::uint8_t* cells = work.cells.data();
  work.hash = parent.hash;
  work.buffer_pos = parent.buffer_pos;
  work.score = parent.score;
  WindowSet changed{}, touched{};
  int log_size = 0;
  bool only_second_completes = false;
  for (int s : {first, second}) {
    const int a = geo.swap_a[s], b = geo.swap_b[s];
    scratch_log[log_size++] = {static_cast<std::uint8_t>(a), cells[a]};
    scratch_log[log_size++] = {static_cast<std::uint8_t>(b), cells[b]};
    swap_cells(work, a, b);
    set_union(changed, geo.swap_narrow[s]);
    set_union(touched, geo.swap_wide[s]);
    const Geometry::SwapWindows& sw = geo.swap_windows[s];
    bool completes = false;
    for (int t = 0; t < sw.holding_count; ++t) completes |= monochrome(cells, sw.holding[t]);
    if (completes && s == first) break;  // the first swap alone scores: a single swap
    only_second_completes = completes && s == second;
  }
  if (only_second_completes) {
    WindowSet dirty = geo.swap_narrow[second];
    score_cascade(parent, work, log_size, dirty, changed, touched, out, parent_index, second, rng,
                  first);
  } else {
    for (int i = log_size - 1; i >= 0; --i) cells[scratch_log[i].cell] = scratch_log[i].color;
  }
}

inline int swap_between(int x, int y) {
  return geo.swap_of[x][direction_between(x, y)];
}

// Macro moves for near window w (pattern byte p) that no single swap
// completes: each set-up swap, then the swap that completes the window.
void near_window_macros(const Node& parent, Node& work, int w, int p, std::vector<Child>& out,
                        int parent_index, Rng& rng) {
  for_each_setup(parent.cells.data(), w, p, [&](int o, int x, int y) {
    score_macro(parent, work, swap_between(x, y), swap_between(o, x), out, parent_index, rng);
  });
}

// Macro moves for window w holding a pair (two tiles of one colour): that
// colour swapped into both other tiles from outside neighbours.
void pair_window_macros(const Node& parent, Node& work, int w, std::vector<Child>& out,
                        int parent_index, Rng& rng) {
  const std::uint8_t* cells = parent.cells.data();
  const int a = geo.top_left[w], n = geo.n;
  const std::array<int, 4> tiles = {a, a + 1, a + n, a + n + 1};
  const std::array<int, 4> colour = {cells[a], cells[a + 1], cells[a + n], cells[a + n + 1]};
  for (int i = 0; i < 4; ++i) {
    for (int j = i + 1; j < 4; ++j) {
      if (colour[i] != colour[j]) continue;
      const int k = colour[i];
      std::array<int, 2> others{};  // positions of the two tiles to replace
      for (int q = 0, found = 0; q < 4; ++q) {
        if (q != i && q != j) others[found++] = q;
      }
      for (int x1 : geo.outside[w][others[0]]) {
        if (x1 < 0 || cells[x1] != k) continue;
        for (int x2 : geo.outside[w][others[1]]) {
          if (x2 < 0 || cells[x2] != k) continue;
          score_macro(parent, work, swap_between(tiles[others[0]], x1),
                      swap_between(tiles[others[1]], x2), out, parent_index, rng);
        }
      }
    }
  }
}

// Adds the macro moves of `parent` to `out` while fewer than macro_limit of
// its near windows are ready (work must equal parent, and is left so).
void expand_macros(const Node& parent, Node& work, int parent_index, std::vector<Child>& out,
                   Rng& rng) {
  const int ready_windows = (parent.features >> kReadyShift) & kFieldMask;
  if (ready_windows >= macro_limit) return;
  const int windows = geo.m * geo.m;
  for (int w = 0; w < windows; ++w) {
    const int p = parent.window_pattern[w];
    if (p & kNearBit) {
      if (!(p & kReadyBit)) near_window_macros(parent, work, w, p, out, parent_index, rng);
    } else if (p & 7) {
      pair_window_macros(parent, work, w, out, parent_index, rng);
    }
  }
}

// Scores the children of `parent`: single swaps into `out`, macro moves into
// `macro_out` (when moves remain for them).
void expand(const Node& parent, int parent_index, bool macros, std::vector<Child>& out,
            std::vector<Child>& macro_out, Rng& rng) {
  static std::vector<int> candidates;
  collect_candidates(parent, candidates);
  auto base = [&parent](int w) { return kByteFeatures[parent.window_pattern[w]]; };
  const std::uint64_t pos_hash = buffer_hash(parent.buffer_pos);
  static Node work;
  copy_node(work, parent);
  std::uint8_t* cells = work.cells.data();
  for (int s : candidates) {
    const int a = geo.swap_a[s], b = geo.swap_b[s];
    const int ca = parent.cells[a], cb = parent.cells[b];
    if (ca == cb) continue;
    cells[a] = static_cast<std::uint8_t>(cb);
    cells[b] = static_cast<std::uint8_t>(ca);
    // Patterns first: the features of these windows are only needed when
    // the swap completes no square (most candidates do complete one).
    int monochrome_count = 0, mono = -1;  // squares the swap completes; the first one
    int delta = 0;
    const Geometry::SwapWindows& sw = geo.swap_windows[s];
    std::array<int, Geometry::kMaxHolding> holding_pattern;
    for (int t = 0; t < sw.holding_count; ++t) {
      const int w = sw.holding[t];
      holding_pattern[t] = geo.pattern[window_code(cells, w)];
      if (holding_pattern[t] == Geometry::kMonochrome && monochrome_count++ == 0) mono = w;
    }
    const bool completes = monochrome_count > 0;
    if (!completes) {
      for (int t = 0; t < sw.holding_count; ++t)
        delta += pattern_features(cells, sw.holding[t], holding_pattern[t]) - base(sw.holding[t]);
    }
    if (monochrome_count == 1 && try_single_square(parent, work, s, mono, out, parent_index, rng)) {
      cells[a] = static_cast<std::uint8_t>(ca);
      cells[b] = static_cast<std::uint8_t>(cb);
      continue;
    }
    if (!completes) {
      // Outside the holding windows only a near window's ready flag can change.
      for (int word = 0; word < kWindowWords; ++word)
        delta +=
            ready_changes(parent, cells, word, geo.swap_wide[s][word] & ~geo.swap_narrow[s][word]);
      const std::uint64_t h = parent.hash ^ swap_hash(a, b, ca, cb);
      cells[a] = static_cast<std::uint8_t>(ca);
      cells[b] = static_cast<std::uint8_t>(cb);
      const int features = parent.features + delta;
      add_child(out, parent.score, features, h ^ pos_hash, parent_index, s, rng);
    } else {
      // Play the cascade out on the scratch board (already swapped), then undo it.
      scratch_log[0] = {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(ca)};
      scratch_log[1] = {static_cast<std::uint8_t>(b), static_cast<std::uint8_t>(cb)};
      WindowSet dirty = geo.swap_narrow[s], changed = dirty, touched = geo.swap_wide[s];
      work.hash = parent.hash ^ swap_hash(a, b, ca, cb);
      work.buffer_pos = parent.buffer_pos;
      work.score = parent.score;
      score_cascade(parent, work, 2, dirty, changed, touched, out, parent_index, s, rng);
    }
  }
  if (macros) expand_macros(parent, work, parent_index, macro_out, rng);
}

// Packs a node's parent index, swap and first swap (macro moves) into one
// history word.
inline std::uint32_t pack(int parent, int swap, int first_swap) {
  return (static_cast<std::uint32_t>(parent) << 20) |
         (static_cast<std::uint32_t>(first_swap) << 10) | static_cast<std::uint32_t>(swap);
}
inline int unpack_parent(std::uint32_t word) {
  return static_cast<int>(word >> 20);
}
inline int unpack_first_swap(std::uint32_t word) {
  return static_cast<int>((word >> 10) & 1023);
}
inline int unpack_swap(std::uint32_t word) {
  return static_cast<int>(word & 1023);
}

// Open-addressing set of hashes, cleared by generation.
class HashSet {
 public:
  explicit HashSet(int bits) : mask_((1u << bits) - 1), keys_(mask_ + 1), stamp_(mask_ + 1, 0) {}
  void clear() { ++generation_; }
  bool insert(std::uint64_t key) {
    std::uint32_t i = static_cast<std::uint32_t>(key >> 40) & mask_;
    while (stamp_[i] == generation_) {
      if (keys_[i] == key) return false;
      i = (i + 1) & mask_;
    }
    stamp_[i] = generation_;
    keys_[i] = key;
    return true;
  }

 private:
  std::uint32_t mask_;
  std::vector<std::uint64_t> keys_;
  std::vector<std::uint32_t> stamp_;
  std::uint32_t generation_ = 1;
};

// Returns the swap indices of the best move sequence found.
std::vector<int> beam_search(const Node& root, double budget_ms, int fixed_width) {
  // Layer t (moves made) is kept in layers[t % kRing] while macro moves may
  // still name it as parent; children wait in pending[(t + moves) % kRing].
  constexpr int kRing = kMacroMoves + 1;
  std::array<std::vector<Node>, kRing> layers;
  std::array<int, kRing> layer_size{};
  std::array<std::vector<Child>, kRing> pending;
  std::array<std::vector<int>, kRing> per_parent;  // children taken per parent
  for (int r = 0; r < kRing; ++r) {
    layers[r].resize(kMaxBeam + 1);
    per_parent[r].assign(kMaxBeam + 1, 0);
  }
  copy_node(layers[0][0], root);
  layer_size[0] = 1;
  std::vector<std::vector<std::uint32_t>> history(kMoves + 1);  // per node of layer t
  HashSet seen(kHashBits);
  Rng rng;
  int width = fixed_width > 0 ? std::min(fixed_width, kMaxBeam) : kFirstBeam;
  double chunk_start = elapsed_ms();
  long long chunk_nodes = 0;
  double per_node = -1;  // smoothed wall time per expanded node, ms
  for (int layer = 0; layer < kMoves; ++layer) {
    const std::vector<Node>& beam = layers[layer % kRing];
    const int beam_size = layer_size[layer % kRing];
    const int next = (layer + 1) % kRing;
    std::vector<Child>& children = pending[next];
    const bool macros = macro_limit > 0 && layer + kMacroMoves <= kMoves;
    // The layer is sorted best first: only its head gets macro moves.
    const int macro_parents = static_cast<int>(std::ceil(beam_size * macro_share));
    for (int p = 0; p < beam_size; ++p)
      expand(beam[p], p, macros && p < macro_parents, children,
             pending[(layer + kMacroMoves) % kRing], rng);
    chunk_nodes += beam_size;
    std::vector<Node>& next_beam = layers[next];
    std::vector<std::uint32_t>& record = history[layer + 1];
    record.reserve(static_cast<std::size_t>(width));
    int next_size = 0;
    if (children.empty()) {
      // Every pair of neighbours has one colour: any move is a no-op.
      for (int p = 0; p < beam_size; ++p) {
        record.push_back(pack(p, 0, kNoSwap));
        copy_node(next_beam[next_size++], beam[p]);
      }
    } else {
      auto better = [](const Child& x, const Child& y) { return x.eval > y.eval; };
      const std::size_t keep =
          std::min(children.size(), static_cast<std::size_t>(width) * kKeepFactor + 8);
      std::nth_element(children.begin(), children.begin() + static_cast<long>(keep) - 1,
                       children.end(), better);
      // Usually the first ~width sorted children fill the beam: sort a first
      // part, and the rest of the kept ones only when it runs out.
      std::size_t sorted = std::min(keep, static_cast<std::size_t>(width) * 5 / 4 + 8);
      if (sorted < keep)
        std::nth_element(children.begin(), children.begin() + static_cast<long>(sorted) - 1,
                         children.begin() + static_cast<long>(keep), better);
      std::sort(children.begin(), children.begin() + static_cast<long>(sorted), better);
      seen.clear();
      for (int moves = 1; moves <= kMacroMoves && moves <= layer + 1; ++moves) {
        const int from = (layer + 1 - moves) % kRing;
        std::fill(per_parent[from].begin(), per_parent[from].begin() + layer_size[from], 0);
      }
      for (std::size_t i = 0; i < keep && next_size < width; ++i) {
        if (i == sorted) {
          std::sort(children.begin() + static_cast<long>(sorted),
                    children.begin() + static_cast<long>(keep), better);
          sorted = keep;
        }
        const Child& c = children[i];
        const int from = (layer + 1 - moves_of(c)) % kRing;
        if (per_parent[from][c.parent] >= kParentCap) continue;
        if (!seen.insert(c.hash)) continue;
        ++per_parent[from][c.parent];
        Node& child = next_beam[next_size++];
        copy_node(child, layers[from][c.parent]);
        if (c.first_swap != kNoSwap) {
          // The first swap of a macro move completes nothing: no cascade.
          swap_cells(child, geo.swap_a[c.first_swap], geo.swap_b[c.first_swap]);
          refresh_windows(child, geo.swap_narrow[c.first_swap], geo.swap_wide[c.first_swap]);
        }
        play_swap(child, c.swap, c.features);
        record.push_back(pack(c.parent, c.swap, c.first_swap));
      }
    }
    children.clear();
    layer_size[next] = next_size;
    // Time control: re-estimate the width from a smoothed cost per node.
    const double now = elapsed_ms();
    double layer_cost =
        (now - chunk_start) / static_cast<double>(std::max<long long>(chunk_nodes, 1));
    // A stall (the process descheduled) must not freeze the width for long.
    if (per_node > 0) layer_cost = std::min(layer_cost, per_node * kMaxCostJump);
    per_node =
        per_node < 0 ? layer_cost : per_node * (1 - kCostSmoothing) + layer_cost * kCostSmoothing;
    chunk_start = now;
    chunk_nodes = 0;
    const int layers_left = kMoves - layer - 1;
    if (layers_left > 0 && fixed_width == 0) {
      const double per_layer = (budget_ms - now) / layers_left;
      const double target = per_layer / std::max(per_node, 1e-6);
      width = static_cast<int>(std::min<double>({target, width * kMaxWidthGrowth + 1, kMaxBeam}));
      width = std::max(kMinBeam, width);
    }
  }
  // Best final node, then walk the parent links back.
  const std::vector<Node>& last = layers[kMoves % kRing];
  int best = 0;
  for (int i = 1; i < layer_size[kMoves % kRing]; ++i) {
    if (last[i].score > last[best].score) best = i;
  }
  std::vector<int> swaps(kMoves);
  for (int layer = kMoves; layer > 0;) {
    const std::uint32_t word = history[layer][best];
    swaps[--layer] = unpack_swap(word);
    if (unpack_first_swap(word) != kNoSwap) swaps[--layer] = unpack_first_swap(word);
    best = unpack_parent(word);
  }
  return swaps;
}

}  // namespace

// ---------------------------------------------------------------- the contest class
class SquareRemover {
 public:
  std::vector<int> playIt(int colors, std::vector<std::string> board, int startSeed) {
    const int n = static_cast<int>(board.size());
    geo.init(n, colors, startSeed, kRegionSize);
    square_value = square_value_for(n, colors);
    macro_limit = uses_macro_moves(n, colors) ? kMacroLimit : 0;
    ready_cap = ready_cap_for(n, colors);
    const bool plentiful = plentiful_squares(n, colors);
    macro_share = plentiful ? kMacroParentSharePlentiful : kMacroParentShare;
    setup_limit = plentiful ? kSetupLimit : 0;  // where scarce, macro moves replace them
    Node root{};
    root.hash = 0;
    root.buffer_pos = 0;
    root.score = 0;
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        root.cells[r * n + c] = static_cast<std::uint8_t>(board[r][c] - '0');
        root.hash ^= geo.zobrist[r * n + c][root.cells[r * n + c]];
      }
    }
    {
      WindowSet dirty{}, changed{}, touched{};
      for (int w = 0; w < geo.m * geo.m; ++w) dirty[w >> 6] |= std::uint64_t{1} << (w & 63);
      remove_squares(root, dirty, changed, touched);
    }
    root.features = full_features(root.cells.data());
    for (int w = 0; w < geo.m * geo.m; ++w) refresh_window(root, w);
    const std::vector<int> swaps = beam_search(root, time_budget_ms(), fixed_beam_width());

    std::vector<int> answer;
    answer.reserve(3 * kMoves);
    for (int s : swaps) {
      const int a = geo.swap_a[s];
      answer.insert(answer.end(), {a / n, a % n, geo.swap_dir[s]});
    }
    // Replay on the reference rules for the exact score.
    ReferenceGame game;
    game.n = n, game.colors = colors, game.buffer_x = startSeed;
    game.cells.resize(static_cast<std::size_t>(n * n));
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) game.cells[r * n + c] = board[r][c] - '0';
    }
    game.remove_squares();
    for (int i = 0; i < kMoves; ++i) game.play(answer[3 * i], answer[3 * i + 1], answer[3 * i + 2]);
    final_score = game.score;
    return answer;
  }

  long long final_score = 0;
};

// ---------------------------------------------------------------- protocol I/O
// The local tester's stdin/stdout protocol; the judge brings its own main.
#ifdef MM_LOCAL_MAIN
int main() {
  std::ios::sync_with_stdio(false);
  int colors = 0, n = 0;
  if (!(std::cin >> colors >> n)) return 0;
  std::vector<std::string> board(static_cast<std::size_t>(n));
  for (auto& row : board) std::cin >> row;
  int start_seed = 0;
  std::cin >> start_seed;

  SquareRemover solver;
  const std::vector<int> answer = solver.playIt(colors, board, start_seed);
  std::string out;
  out.reserve(answer.size() * 4);
  for (int v : answer) out += std::to_string(v) + '\n';
  std::fwrite(out.data(), 1, out.size(), stdout);
  std::fflush(stdout);
  std::cerr << "Score = " << solver.final_score << std::endl;
  return 0;
}
#endif  // MM_LOCAL_MAIN

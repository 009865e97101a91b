// Lines (TopCoder Marathon Match 125) — Monte Carlo lookahead search over a
// line-potential evaluation, with a building style chosen by board size and
// colour count.
//
// Approach
//   A removal of n balls scores n*n - 7n + 20, so long lines and crossings pay
//   far more per ball than plain fives, while every non-removing move brings
//   three new balls and a full board ends the game. We therefore value
//   positions, not just points:
//   * Evaluation: every window of five cells in a line direction that holds one
//     colour only is worth more the more balls it has; free cells are worth
//     keeping and a board fuller than the style's free share costs
//     quadratically more. When building, ready removals (cells a reachable
//     ball would complete) count as part of a free cell per ball they would
//     clear (capped), so the board may run a little fuller while it holds
//     removals in reserve instead of firing every five as soon as it gets
//     crowded.
//   * Crossing potential: an empty cell that lies on one-coloured windows of
//     one colour in two or more line directions can later be completed by a
//     single ball into a crossing (9 balls score 38, 13 score 98, against 10
//     for a plain five). Per cell the best colour's product of direction
//     weights, summed over pairs of directions, is added to the evaluation;
//     it fades out on a crowded board, where holding balls loses games.
//   * Star: the crossing term is a sum, as happy with many small crossings as
//     with one big one, so the single best star (an empty cell where balls of
//     one colour gather on all four of its lines: 17 balls score 190) is also
//     valued, by the square of its ball count, while the board has room.
//   * Removals are worth their points less a value per removed ball while the
//     board has room (a kept ball can still join a longer line), so with room
//     we hold short lines and grow them; as the board fills that value fades
//     and any removal is welcome. Some styles also count in advance a share of
//     the best "ready" removal (an empty cell a reachable ball would complete).
//   * Style: few colours on a big board can afford to hold many balls; with
//     many colours (or 4+ colours on 7x7, 5+ on 8x8) lines are rare and games
//     end early, so we play for survival only: there a one-move chooser with
//     its own value (windows by how far one colour leads in them, colour
//     supply, reach, ready removals, a pull towards the border) replaces the
//     search (see "survival chooser").
//   * Move scoring: every ball and every empty cell it can reach is scored with
//     incremental window deltas (taking the ball from its cell, adding it to
//     the target), and the best candidates are re-scored exactly.
//   * Lookahead: for the most promising first moves we sample where the three
//     announced balls fall (the colours are known), let them complete lines, and
//     add the value of our best reply on that board (a full board is a loss).
//     Building styles look one step further: the drop after that reply
//     (colours drawn at random, not announced yet) and our best reply to it.
//     The reply's quiet candidates are ranked by the incremental estimate and
//     the best three re-scored exactly (the estimate misses crossings and space);
//     each removal it could make is scored exactly once, with the ball whose
//     departure costs least, so that the time buys more samples.
//     Samples are spread round-robin over the candidates while the move's time
//     slice lasts, with one random stream per round for every candidate
//     (common random numbers). A move gets only a few samples, so building
//     styles add each candidate's exact one-ply value to its sample mean.
//   * Time: the slice is the budget left (from the tester's elapsed time) over
//     the moves left, or, where games usually end early (survival), over the
//     moves played so far plus 250 if that is fewer; past the budget we play
//     the best one-ply move.
//     LINES_FIXED_ROUNDS=R plays exactly R sample rounds per move and ignores
//     the clock, so the play is the same on any machine and under any load:
//     CI's score check and comparisons of versions run so (with the tester's
//     --time-limit 0). LINES_STATS=1 adds a histogram of removal sizes to stderr.
//
// Protocol (stdin/stdout)
//   N, C; then each turn N*N cells (row-major, 0 = empty), the next three
//   colours and the elapsed time in ms; we answer "r1 c1 r2 c2". EOF ends the game.
//   At EOF the solution prints its own score tally to stderr.
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

namespace {

// ---------------------------------------------------------------- constants
constexpr int kMaxSide = 11;
constexpr int kMaxCells = kMaxSide * kMaxSide;
constexpr int kMaxColours = 9;
constexpr int kLineLength = 5;
constexpr int kBallsPerDrop = 3;
constexpr int kMaxMoves = 1000;
constexpr int kDirections = 4;  // line directions; index d + 4 is the opposite way
constexpr std::array<int, kDirections> kLineDr = {0, 1, 1, 1};
constexpr std::array<int, kDirections> kLineDc = {1, 0, 1, -1};
constexpr std::array<int, 4> kStepDr = {-1, 0, 1, 0};
constexpr std::array<int, 4> kStepDc = {0, 1, 0, -1};

// Evaluation weights, in evaluation units; one point of score is kRemovalWeight.
constexpr std::array<double, kLineLength + 1> kWindowWeight = {0, 0.2, 1.5, 6, 20, 0};  // by balls
constexpr double kRemovalWeight = 30;
constexpr double kFreeCellWeight = 2.0;
constexpr double kDeathPenalty = 1e6;  // a full board ends the game
constexpr double kReadyShare = 0.5;    // share of the best ready removal's worth counted in advance
// The share on four- and five-colour building boards: a quarter beats none and
// a half (docs/notebook/lines.md#kbuildingreadyshare).
constexpr double kBuildingReadyShare = 0.25;
// Ready removals ("guns": an empty cell that a ball able to reach it would
// complete into a line) are free space on call: one move can clear them when
// the board gets tight. Each ball such a cell would remove counts as
// kGunCredit of a free cell in the crowding penalty (per cell, its best
// colour), up to kGunCapShare of the board. The board may then run fuller
// while it holds removals in reserve, and those can grow into longer lines or
// crossings instead of being fired as soon as the board is crowded. A larger
// credit or cap lets the board fill too far and loses games (docs/notebook/lines.md#kguncredit).
// Only building styles (those with a crossing term) use it: survival styles
// clear whatever they can and hold nothing in reserve.
constexpr double kGunCredit = 0.5;
constexpr double kGunCapShare = 0.1;

// Crossing potential. For an empty cell, a colour and a line direction, the
// fullest window of that colour through the cell (k balls, the cell itself
// empty) gives the direction a weight kCrossWeightByBalls[k]; the cell is worth
// the sum over pairs of directions of the weights' products, for its best
// colour, times the style's cross_weight. Two directions with four balls each
// (a ready crossing of nine) make 64, i.e. 192 units (6.4 points) at weight 3.
constexpr std::array<double, kLineLength> kCrossWeightByBalls = {0, 0, 0, 3, 8};
constexpr int kCrossMinBalls = 3;  // windows with fewer balls do not count
// The crossing value fades out linearly between these numbers of free cells.
constexpr double kCrossFadeLowFree = 10, kCrossFadeHighFree = 22;

// Star potential. The crossing term above is summed over the board, so it
// rewards many small crossings. Big removals need one place where balls of one
// colour gather on all four lines at once (a 17-ball star scores 190, four
// fives 40), so the single best such place is valued on its own: for an empty
// cell and a colour, the balls of that colour within kStarReach cells on each
// of its four lines, not cut off by another colour, on lines with room for
// five; worth kStarWeight per squared ball from kStarMinBalls on (16 balls:
// 2,560 units, 85 points). Every building style uses it, fading out between
// these shares of free cells: holding a star on a crowded board loses games.
// Weight and reach are the best measured (docs/notebook/lines.md#kstarweight).
constexpr double kStarWeight = 10;
constexpr int kStarMinBalls = 4;
constexpr int kStarReach = 4;
constexpr double kStarFadeLowShare = 0.35, kStarFadeHighShare = 0.6;

// How greedily to build for later. While the board has room (free share from
// room_low to room_high, linearly), each removed ball costs ball_value points:
// a ball kept can still join a longer line or a crossing, and the score per
// ball grows with the removal's size. Below crowd_free the board is crowded:
// each squared missing free cell costs crowd_weight.
// Few colours on a big board can hold long lines; with many colours lines are
// rare and games end early on a full board, so we play for survival there.
// cross_weight scales the crossing potential (0: not used).
// Each style below sets its fields by name.
struct Style {
  double ball_value = 0, room_low = 0, room_high = 0;
  double crowd_free = 0, crowd_weight = 0;
  double ready_share = 0, cross_weight = 0;
  // Moves a game is expected to last beyond those already played, for styles
  // whose games usually end early (0: every move left is planned for).
  int life_horizon = 0;
  // Plays the one-move survival chooser instead of the search (see "survival
  // chooser"); the search's fields then go unused.
  bool chooser = false;
  // Weights that most styles share (see their constants); some styles tune them.
  double free_cell_weight = kFreeCellWeight;
  double gun_credit = kGunCredit;
  double cross_fade_high_free = kCrossFadeHighFree;
  double star_fade_low_share = kStarFadeLowShare, star_fade_high_share = kStarFadeHighShare;
  // Building styles hold balls for later lines, and only they have the
  // crossing and star terms; survival styles clear whatever they can.
  bool builds() const { return cross_weight > 0; }
};
// Survival: clear whatever we can, keep the board empty. These games last
// about 220 moves, so an even split over the 1000 moves left most of the
// budget unused: the time slice assumes the game lasts 250 moves more than it
// has so far (see main). The first move gets four times the even share; a game
// that lasts the 1000 moves plays from move 375 on at 64 % of it: survival
// games live longer so (docs/notebook/lines.md#ksurvivalhorizon).
constexpr int kSurvivalHorizon = 250;
constexpr Style survival_style() {
  Style s;
  s.room_low = 0.3;
  s.room_high = 0.8;
  s.crowd_free = 0.8;
  s.crowd_weight = 200;
  s.life_horizon = kSurvivalHorizon;
  // The one-move chooser outlives the search on every class it plays
  // (docs/notebook/lines.md#survival_style-the-chooser).
  s.chooser = true;
  return s;
}
constexpr Style kSurvival = survival_style();
// Six colours on 10x10: the game lasts the 1000 moves either way, and the
// search makes slightly more of them than the chooser
// (docs/notebook/lines.md#survival_search_style).
constexpr Style survival_search_style() {
  Style s = kSurvival;
  s.chooser = false;
  return s;
}
constexpr Style kSurvivalSearch = survival_search_style();
// Six colours on 11x11: the game lasts the 1000 moves, so a milder push, and a
// quarter of the best ready removal counted in advance
// (docs/notebook/lines.md#long_survival_style).
constexpr Style long_survival_style() {
  Style s = kSurvival;
  s.crowd_free = 0.5;
  s.crowd_weight = 60;
  s.ready_share = 0.25;
  s.life_horizon = 0;
  s.chooser = false;
  return s;
}
constexpr Style kLongSurvival = long_survival_style();
// Three colours on 7x7: a lighter crowding weight than the other building
// styles, but not so light that games are lost (docs/notebook/lines.md#cautious_style).
constexpr double kCautiousCrowdWeight = 14;
constexpr double kCautiousCrowdFree = 0.5;
constexpr Style cautious_style() {
  Style s;
  s.ball_value = 3;
  s.room_low = 0.35;
  s.room_high = 0.8;
  s.crowd_free = kCautiousCrowdFree;
  s.crowd_weight = kCautiousCrowdWeight;
  s.ready_share = kReadyShare;
  s.cross_weight = 1.5;
  return s;
}
constexpr Style kCautious = cautious_style();
// Five colours on 9x9 (and the base of the four-colour 8x8 style below).
constexpr Style tight_building_style() {
  Style s;
  s.ball_value = 4;
  s.room_low = 0.4;
  s.room_high = 0.8;
  s.crowd_free = 0.6;
  s.crowd_weight = 20;
  s.ready_share = kBuildingReadyShare;
  s.cross_weight = 3;
  return s;
}
constexpr Style kTightBuilding = tight_building_style();
// Four colours on 8x8: the tight style with a quarter of its crowding weight,
// which pays at the full budget, where a move gets more samples
// (docs/notebook/lines.md#compact_style).
constexpr double kCompactCrowdWeight = 5;
constexpr Style compact_style() {
  Style s = kTightBuilding;
  s.crowd_weight = kCompactCrowdWeight;
  return s;
}
constexpr Style kCompactBuilding = compact_style();
// The other four- and five-colour boards: the tight style, holding balls down
// to 30 % free cells (not 40 %) and crowded only below 35 % free (not 60 %),
// the best measured (docs/notebook/lines.md#building_style).
constexpr double kBuildingCrowdFree = 0.35;
constexpr Style building_style() {
  Style s = kTightBuilding;
  s.room_low = 0.3;
  s.crowd_free = kBuildingCrowdFree;
  return s;
}
constexpr Style kBuilding = building_style();
// Three colours on 8x8 and 9x9: weights found by a random search over every
// weight on 8x8, which also beat the bold style on 9x9 (docs/notebook/lines.md#roomy_style).
constexpr double kRoomyCrowdWeight = 10;
constexpr Style roomy_style() {
  Style s;
  s.ball_value = 6;
  s.room_low = 0.35;
  s.room_high = 0.75;
  s.crowd_free = 0.5;
  s.crowd_weight = kRoomyCrowdWeight;
  s.ready_share = 0.8;
  s.cross_weight = 3;
  s.free_cell_weight = 2.4;
  s.gun_credit = 0.63;
  s.cross_fade_high_free = 18.5;
  return s;
}
constexpr Style kRoomy = roomy_style();
// Three colours on 10x10 and up: a low ball value, holding from 25 % free, half
// the best ready removal in advance and a lighter crossing term (a random
// search). These boards keep only about a third of the cells free, where the
// shared star fade (35 % to 60 %) all but switches the star off, so it fades
// between 25 % and 50 %, with a milder crowding weight (docs/notebook/lines.md#bold_style).
constexpr double kBoldCrowdWeight = 6;
constexpr Style bold_style() {
  Style s;
  s.ball_value = 11;
  s.room_low = 0.25;
  s.room_high = 0.6;
  s.crowd_free = 0.34;
  s.crowd_weight = kBoldCrowdWeight;
  s.ready_share = kReadyShare;
  s.cross_weight = 2.4;
  s.star_fade_low_share = 0.25;
  s.star_fade_high_share = 0.5;
  return s;
}
constexpr Style kBold = bold_style();
// Smaller boards die more easily from a crowded board, so they keep more free
// cells (crowd_free) and stop holding balls earlier (room_low): on 7x7 and 8x8
// (and 9x9 with five colours) this turns 10-60 % early deaths into a few
// percent. Big boards lose points with the larger reserve. Where games die
// early anyway (survival), a strong push to keep most of the board empty
// lengthens them by a third or more; only 11x11 with six colours, which lasts
// the 1000 moves, does better with a milder push.
// Survival starts at six colours, at four on 7x7 and at five on 8x8, where a
// building style loses nearly every game early
// (docs/notebook/lines.md#survival-colours-by-board-size).
constexpr int kManyColours = 6;  // from here on lines are rare on any board
constexpr int kSmallSide = 7;
constexpr int kSmallSideSurvivalColours = 4;
constexpr int kCompactSide = 8;
constexpr int kCompactSideSurvivalColours = 5;
constexpr int kCrowdingColours = 4;  // from here on building boards keep a larger reserve
constexpr int kMidSide = 9;
constexpr int kManyBuildingColours = 5;
constexpr int kLastingSurvivalSide = 10;  // from here on six colours last the 1000 moves
Style style = kCautious;

int survival_colours(int side) {
  if (side <= kSmallSide) return kSmallSideSurvivalColours;
  if (side <= kCompactSide) return kCompactSideSurvivalColours;
  return kManyColours;
}

Style style_for(int side, int colours) {
  if (colours >= survival_colours(side)) {
    if (colours > kManyColours || side < kLastingSurvivalSide) return kSurvival;
    return side == kMaxSide ? kLongSurvival : kSurvivalSearch;
  }
  if (side <= kSmallSide) return kCautious;
  if (colours >= kCrowdingColours) {
    if (side <= kCompactSide) return kCompactBuilding;  // four colours: five play to survive
    return colours >= kManyBuildingColours && side <= kMidSide ? kTightBuilding : kBuilding;
  }
  return side <= kMidSide ? kRoomy : kBold;
}

// Search sizes.
constexpr int kRootExact = 40;    // moves re-scored exactly at the root
constexpr int kRootSearch = 10;   // moves given Monte Carlo samples
constexpr int kHurriedExact = 3;  // moves re-scored exactly once the budget is spent
// In the lookahead, our best quiet reply is chosen among the few best by the
// incremental window estimate, re-scored exactly: the estimate misses the
// crossing potential and the free-space terms, which the reply can change.
constexpr int kReplyExact = 3;
// A move gets few samples, so their mean is noisy. In building styles the
// candidate's one-ply value (exact, no drop) is added to it with this weight,
// which steadies the choice; survival styles keep the plain mean, where the
// effect is lost in noise. A removal's points are thus counted twice, in the
// mean and in the exact value, which plays best (docs/notebook/lines.md#kexactshare).
constexpr double kExactShare = 1.0;
// Building styles follow each sample two replies deep (continuation_value):
// our best reply, the drop after it and our best reply to that: fewer samples,
// better ones. Survival styles keep one reply: with two their games last half
// as long, for reasons not known (docs/notebook/lines.md#ksecondreplywhenbuilding).
constexpr bool kSecondReplyWhenBuilding = true;

int removal_score(int removed) {
  return removed == 0 ? 0 : removed * removed - 7 * removed + 20;
}

// ---------------------------------------------------------------- game model
struct Geometry {
  int n = 0, cells = 0;
  std::vector<std::array<int, kLineLength>> windows;  // cells of each window
  std::vector<std::vector<int>> through;              // cell -> windows containing it
  std::vector<int> window_dir;                        // line direction of each window
  std::array<std::array<int, 2 * kDirections>, kMaxCells> line_next{};  // -1 off the board
  std::array<std::array<int, 4>, kMaxCells> step{};                     // 4-neighbours, -1 off
  // The first kStarReach cells from each cell in each of the 8 line
  // directions (-1 off the board), for the star's rays.
  std::array<std::array<std::array<int, kStarReach>, 2 * kDirections>, kMaxCells> ray{};

  explicit Geometry(int side) : n(side), cells(side * side), through(side * side) {
    auto inside = [&](int r, int c) { return r >= 0 && r < n && c >= 0 && c < n; };
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        const int cell = r * n + c;
        for (int d = 0; d < kDirections; ++d) {
          line_next[cell][d] =
              inside(r + kLineDr[d], c + kLineDc[d]) ? cell + kLineDr[d] * n + kLineDc[d] : -1;
          line_next[cell][d + kDirections] =
              inside(r - kLineDr[d], c - kLineDc[d]) ? cell - kLineDr[d] * n - kLineDc[d] : -1;
          if (!inside(r + kLineDr[d] * (kLineLength - 1), c + kLineDc[d] * (kLineLength - 1)))
            continue;
          std::array<int, kLineLength> w{};
          for (int k = 0; k < kLineLength; ++k)
            w[k] = (r + kLineDr[d] * k) * n + c + kLineDc[d] * k;
          for (int x : w) through[x].push_back(static_cast<int>(windows.size()));
          windows.push_back(w);
          window_dir.push_back(d);
        }
        for (int d = 0; d < 4; ++d)
          step[cell][d] =
              inside(r + kStepDr[d], c + kStepDc[d]) ? cell + kStepDr[d] * n + kStepDc[d] : -1;
      }
    }
    for (int cell = 0; cell < cells; ++cell) {
      for (int d = 0; d < 2 * kDirections; ++d) {
        int x = cell;
        for (int k = 0; k < kStarReach; ++k) {
          x = x >= 0 ? line_next[x][d] : -1;
          ray[cell][d][k] = x;
        }
      }
    }
  }
};

struct Board {
  std::array<int8_t, kMaxCells> cell{};
  int balls = 0;
};

// Length of the run of `colour` starting next to `from` in direction d (0..7).
int run_length(const Geometry& g, const Board& b, int from, int d, int colour) {
  int len = 0;
  for (int x = g.line_next[from][d]; x >= 0 && b.cell[x] == colour; x = g.line_next[x][d]) ++len;
  return len;
}

// Balls a ball of each colour at the empty cell `at` would remove (0 if none).
// Only the colours of its line neighbours can complete a line there, so the
// runs are followed from the neighbours rather than tried for every colour.
std::array<int, kMaxColours + 1> completion_sizes(const Geometry& g, const Board& b, int at) {
  std::array<int, kMaxColours + 1> total{};
  for (int d = 0; d < kDirections; ++d) {
    const int ahead = g.line_next[at][d], behind = g.line_next[at][d + kDirections];
    const int ca = ahead >= 0 ? b.cell[ahead] : 0, cb = behind >= 0 ? b.cell[behind] : 0;
    const int run_ahead = ca != 0 ? run_length(g, b, at, d, ca) : 0;
    const int run_behind = cb != 0 ? run_length(g, b, at, d + kDirections, cb) : 0;
    // The placed ball is shared by crossing lines: each line adds len - 1.
    if (ca != 0) {
      const int len = 1 + run_ahead + (cb == ca ? run_behind : 0);
      if (len >= kLineLength) total[ca] += len - 1;
    }
    if (cb != 0 && cb != ca && 1 + run_behind >= kLineLength) total[cb] += run_behind;
  }
  for (int& t : total) t = t > 0 ? t + 1 : 0;
  return total;
}

// Removes every line through the given cells (the rest of the board holds no
// lines) at once, as the tester does, and returns how many balls went.
int clear_lines_through(const Geometry& g, Board& b, const int* at, int count) {
  std::array<int, kMaxCells> marked;
  int marked_count = 0;
  std::array<bool, kMaxCells> is_marked{};
  for (int i = 0; i < count; ++i) {
    const int origin = at[i], colour = b.cell[origin];
    if (colour == 0) continue;
    for (int d = 0; d < kDirections; ++d) {
      const int fwd = run_length(g, b, origin, d, colour);
      const int back = run_length(g, b, origin, d + kDirections, colour);
      if (fwd + back + 1 < kLineLength) continue;
      int x = origin;
      for (int k = 0; k < back; ++k) x = g.line_next[x][d + kDirections];
      for (int k = 0; k <= fwd + back; ++k, x = g.line_next[x][d]) {
        if (!is_marked[x]) is_marked[x] = true, marked[marked_count++] = x;
      }
    }
  }
  for (int i = 0; i < marked_count; ++i) b.cell[marked[i]] = 0;
  b.balls -= marked_count;
  return marked_count;
}

struct Rng {
  uint64_t s;
  uint64_t next() {
    s ^= s << 7;
    s ^= s >> 9;
    return s;
  }
  int below(int m) { return static_cast<int>((next() >> 11) % static_cast<uint64_t>(m)); }
};

// The game's rule: a move that removes nothing, or empties the board, brings
// a drop of three balls.
bool brings_drop(int removed, const Board& after) {
  return removed == 0 || after.balls == 0;
}

// Drops the three announced balls on random empty cells, removes the lines they
// make and returns the balls removed; -1 if the board filled up (game over).
int drop_balls(const Geometry& g, Board& b, const std::array<int, kBallsPerDrop>& colours,
               Rng& rng) {
  std::array<int, kBallsPerDrop> placed{};
  for (int i = 0; i < kBallsPerDrop; ++i) {
    if (b.balls == g.cells) return -1;
    int x;
    do x = rng.below(g.cells);
    while (b.cell[x] != 0);
    b.cell[x] = static_cast<int8_t>(colours[i]);
    ++b.balls;
    placed[i] = x;
  }
  const int removed = clear_lines_through(g, b, placed.data(), kBallsPerDrop);
  if (b.balls == g.cells) return -1;
  return removed;
}

// Connected regions of empty cells.
struct Regions {
  std::array<int, kMaxCells> id;  // -1 for balls
  std::array<int, kMaxCells> size{};
  int count = 0;
};

void find_regions(const Geometry& g, const Board& b, Regions& out) {
  out.id.fill(-1);
  out.count = 0;
  std::array<int, kMaxCells> stack;
  for (int s = 0; s < g.cells; ++s) {
    if (b.cell[s] != 0 || out.id[s] >= 0) continue;
    const int rid = out.count++;
    int top = 0, size = 0;
    stack[top++] = s;
    out.id[s] = rid;
    while (top > 0) {
      const int x = stack[--top];
      ++size;
      for (int y : g.step[x]) {
        if (y >= 0 && b.cell[y] == 0 && out.id[y] < 0) out.id[y] = rid, stack[top++] = y;
      }
    }
    out.size[rid] = size;
  }
}

// Which colours can reach each region: bit c is set when a ball of colour c
// lies next to one of its cells.
std::array<uint16_t, kMaxCells> region_colours(const Geometry& g, const Board& b,
                                               const Regions& regions) {
  std::array<uint16_t, kMaxCells> reach{};
  for (int x = 0; x < g.cells; ++x) {
    if (b.cell[x] == 0) continue;
    for (int y : g.step[x])
      if (y >= 0 && b.cell[y] == 0) reach[regions.id[y]] |= static_cast<uint16_t>(1u << b.cell[x]);
  }
  return reach;
}

// ---------------------------------------------------------------- evaluation
// 0 at or below `low`, 1 at or above `high`, linear in between: how far a
// term has faded in as the board's free space grows.
double ramp(double x, double low, double high) {
  return std::clamp((x - low) / (high - low), 0.0, 1.0);
}

// Worth of removing `removed` balls at once, leaving `balls_after` on the
// board: the points, less a value per ball while the board has room, since a
// ball kept can still become part of a longer line or a crossing (the score
// per ball grows with the size of the removal).
double removal_value(const Geometry& g, int removed, int balls_after) {
  if (removed == 0) return 0;
  const double free_cells = static_cast<double>(g.cells - balls_after) / g.cells;
  const double room = ramp(free_cells, style.room_low, style.room_high);
  return kRemovalWeight * (removal_score(removed) - style.ball_value * room * removed);
}

double window_weight(int balls) {
  return kWindowWeight[balls];
}

// Colour of a window if it holds one colour only (0 if empty, -1 if mixed) and
// how many balls it has.
void window_state(const Board& b, const std::array<int, kLineLength>& w, int& colour, int& count) {
  colour = 0;
  count = 0;
  for (int x : w) {
    const int v = b.cell[x];
    if (v == 0) continue;
    if (colour != 0 && v != colour) {
      colour = -1;
      return;
    }
    colour = v;
    ++count;
  }
}

// Value of the board apart from the window sum: free space and the ready cells.
double space_value(const Geometry& g, const Board& b) {
  const int free = g.cells - b.balls;
  double value = style.free_cell_weight * free;
  const double want = style.crowd_free * g.cells;
  double best_ready = 0;             // worth of the best ready removal
  int gun_balls = 0;                 // balls the ready cells would remove, each cell's best colour
  const bool guns = style.builds();  // building styles only (see kGunCredit)
  if (style.ready_share > 0 || (guns && free < want)) {
    Regions regions;
    find_regions(g, b, regions);
    const std::array<uint16_t, kMaxCells> reach = region_colours(g, b, regions);
    for (int x = 0; x < g.cells; ++x) {
      if (b.cell[x] != 0) continue;
      int cell_best = 0;
      const std::array<int, kMaxColours + 1> sizes = completion_sizes(g, b, x);
      for (int colour = 1; colour <= kMaxColours; ++colour) {
        if (!(reach[regions.id[x]] >> colour & 1)) continue;
        const int size = sizes[colour];
        if (size == 0) continue;
        cell_best = std::max(cell_best, size);
        if (style.ready_share > 0)
          best_ready = std::max(best_ready, removal_value(g, size, b.balls - size + 1));
      }
      gun_balls += cell_best;
    }
  }
  // Crowding: ready removals count as part free space (see kGunCredit).
  const double effective_free =
      free + (guns ? style.gun_credit * std::min<double>(gun_balls, kGunCapShare * g.cells) : 0.0);
  if (effective_free < want)
    value -= style.crowd_weight * (want - effective_free) * (want - effective_free);
  return value + style.ready_share * best_ready;
}

// Fullest one-coloured window through each empty cell, by direction and colour.
struct CrossTable {
  std::array<std::array<std::array<int8_t, kMaxColours + 1>, kDirections>, kMaxCells> balls;
  std::array<uint16_t, kMaxCells> colours;  // bit c: some window of colour c counts

  void clear() {
    for (auto& by_dir : balls)
      for (auto& by_colour : by_dir) by_colour.fill(0);
    colours.fill(0);
  }
  void add_window(const Geometry& g, const Board& b, int id, int colour, int count) {
    const int d = g.window_dir[id];
    for (int x : g.windows[id]) {
      if (b.cell[x] != 0) continue;
      auto& v = balls[x][d][colour];
      if (v < count) v = static_cast<int8_t>(count);
      colours[x] |= static_cast<uint16_t>(1u << colour);
    }
  }
};

// Crossing potential of the board (before the style's weight and the fade).
double crossing_value(const Geometry& g, const CrossTable& t) {
  double total = 0;
  for (int x = 0; x < g.cells; ++x) {
    if (!t.colours[x]) continue;
    double cell_best = 0;
    for (int colour = 1; colour <= kMaxColours; ++colour) {
      if (!(t.colours[x] >> colour & 1)) continue;
      double sum = 0, squares = 0;
      for (int d = 0; d < kDirections; ++d) {
        const double h = kCrossWeightByBalls[t.balls[x][d][colour]];
        sum += h, squares += h * h;
      }
      cell_best = std::max(cell_best, (sum * sum - squares) / 2);  // sum over pairs of directions
    }
    total += cell_best;
  }
  return total;
}

// What one direction from an empty cell offers a star: the colour of its first
// ball, that colour's balls within kStarReach cells (up to a ball of another
// colour), the cells that colour could use there, and the empty cells before
// the first ball (the room left for any other colour).
struct StarRay {
  uint8_t colour = 0, balls = 0, room = 0, empties = 0;
};

// A ray depends only on the contents of its kStarReach cells, so every ray is
// read from a table indexed by those contents (a colour, 0 for empty, or
// kOffBoard), which spares the branchy walk in the evaluation's hottest loop.
constexpr int kOffBoard = kMaxColours + 1;
constexpr int kCellCodes = kMaxColours + 2;
constexpr int kRayCodes = kCellCodes * kCellCodes * kCellCodes * kCellCodes;
static_assert(kStarReach == 4, "the ray table is indexed by four cells");

StarRay walk_star_ray(const std::array<int, kStarReach>& contents) {
  StarRay ray;
  for (const int v : contents) {
    if (v == kOffBoard) break;
    if (v == 0) {
      if (ray.colour == 0) ++ray.empties;
    } else {
      if (ray.colour == 0) ray.colour = static_cast<uint8_t>(v);
      if (v != ray.colour) break;
      ++ray.balls;
    }
    ++ray.room;
  }
  return ray;
}

// Built once at start-up (well under a millisecond), so the hot loop below
// reads it without a guard.
const std::vector<StarRay> kStarRayTable = [] {
  std::vector<StarRay> table(kRayCodes);
  for (int code = 0; code < kRayCodes; ++code) {
    std::array<int, kStarReach> contents;
    for (int k = 0, rest = code; k < kStarReach; ++k, rest /= kCellCodes)
      contents[k] = rest % kCellCodes;
    table[code] = walk_star_ray(contents);
  }
  return table;
}();

inline StarRay trace_star_ray(const Geometry& g, const Board& b, int from, int d) {
  int code = 0;
  for (int k = kStarReach - 1; k >= 0; --k) {
    const int x = g.ray[from][d][k];
    code = code * kCellCodes + (x < 0 ? kOffBoard : b.cell[x]);
  }
  return kStarRayTable[code];
}

// The most balls of one colour a star at the empty cell would gather (see
// kStarWeight), from its eight rays. Only a ray's own colour gains balls on
// its line: the other side adds its balls when it has that colour, and its
// room (or, holding another colour, only the empty cells before it).
int best_star_balls(const std::array<StarRay, 2 * kDirections>& rays) {
  std::array<int, kMaxColours + 1> total{};
  for (int d = 0; d < kDirections; ++d) {
    const StarRay& one = rays[d];
    const StarRay& other = rays[d + kDirections];
    if (one.colour != 0) {
      const bool shared = other.colour == one.colour;
      if (1 + one.room + (shared ? other.room : other.empties) >= kLineLength)
        total[one.colour] += one.balls + (shared ? other.balls : 0);
    }
    if (other.colour != 0 && other.colour != one.colour &&
        1 + other.room + one.empties >= kLineLength)
      total[other.colour] += other.balls;
  }
  return *std::max_element(total.begin() + 1, total.end());
}

// Value of the board's best star, before the fade.
double star_value(const Geometry& g, const Board& b) {
  int best = 0;
  for (int t = 0; t < g.cells; ++t) {
    if (b.cell[t] != 0) continue;
    std::array<StarRay, 2 * kDirections> rays;
    for (int d = 0; d < 2 * kDirections; ++d) rays[d] = trace_star_ray(g, b, t, d);
    best = std::max(best, best_star_balls(rays));
  }
  return best >= kStarMinBalls ? kStarWeight * best * best : 0.0;
}

double evaluate(const Geometry& g, const Board& b) {
  const bool crossings = style.cross_weight > 0;
  static CrossTable table;
  if (crossings) table.clear();
  double value = 0;
  for (std::size_t id = 0; id < g.windows.size(); ++id) {
    int colour, count;
    window_state(b, g.windows[id], colour, count);
    if (colour <= 0) continue;
    value += window_weight(count);
    if (crossings && count >= kCrossMinBalls)
      table.add_window(g, b, static_cast<int>(id), colour, count);
  }
  if (crossings) {
    const double free = g.cells - b.balls;
    const double fade = ramp(free, kCrossFadeLowFree, style.cross_fade_high_free);
    if (fade > 0) value += fade * style.cross_weight * crossing_value(g, table);
    const double star_fade =
        ramp(free / g.cells, style.star_fade_low_share, style.star_fade_high_share);
    if (star_fade > 0) value += star_fade * star_value(g, b);
  }
  return value + space_value(g, b);
}

// What a lost game costs: more than any board still in play. The crowding
// cost of a nearly full survival board (up to 1.9 million units on 11x11)
// exceeds kDeathPenalty alone, which would make a sampled loss look better
// than a sampled survival on a crowded board.
double death_cost(const Geometry& g) {
  const double want = style.crowd_free * g.cells;
  return kDeathPenalty + style.crowd_weight * want * want;
}

// ---------------------------------------------------------------- search
struct Move {
  int from = -1, to = -1;
};

struct Candidate {
  Move move;
  double exact = 0;  // one-ply value
  int removed = 0;
  Board after;       // board after the move and its removals
  double total = 0;  // sum of sampled lookahead values
  int samples = 0;
};

// Incremental scoring of every move on one board: the change in the window sum
// from taking each ball away and from adding a colour to each empty cell.
struct MoveScorer {
  const Geometry& g;
  const Board& b;
  std::vector<int> win_colour, win_count;
  std::array<double, kMaxCells> lift{};  // window change from removing the ball at a cell
  std::array<std::array<double, kMaxColours + 1>, kMaxCells>
      put{};  // ... adding colour at an empty cell
  std::array<std::array<int, kMaxColours + 1>, kMaxCells> completes{};  // balls removed by that
  Regions regions;

  MoveScorer(const Geometry& geometry, const Board& board, int colours)
      : g(geometry), b(board), win_colour(g.windows.size()), win_count(g.windows.size()) {
    for (std::size_t id = 0; id < g.windows.size(); ++id)
      window_state(b, g.windows[id], win_colour[id], win_count[id]);
    find_regions(g, b, regions);
    for (int x = 0; x < g.cells; ++x) {
      const int v = b.cell[x];
      if (v != 0) {
        double change = 0;
        for (int id : g.through[x]) {
          if (win_colour[id] == v) {
            change += window_weight(win_count[id] - 1) - window_weight(win_count[id]);
          } else {  // mixed: it may become one-coloured without this ball
            int colour = 0, count = 0;
            bool mixed = false;
            for (int y : g.windows[id]) {
              if (y == x || b.cell[y] == 0) continue;
              if (colour != 0 && b.cell[y] != colour) mixed = true;
              colour = b.cell[y];
              ++count;
            }
            if (!mixed) change += window_weight(count);
          }
        }
        lift[x] = change;
        continue;
      }
      double base = 0;
      std::array<double, kMaxColours + 1> bonus{};
      for (int id : g.through[x]) {
        const int c = win_colour[id];
        if (c == 0) {
          base += window_weight(1);
        } else if (c > 0) {
          base -= window_weight(win_count[id]);
          bonus[c] += window_weight(win_count[id] + 1);
        }
      }
      const std::array<int, kMaxColours + 1> sizes = completion_sizes(g, b, x);
      for (int colour = 1; colour <= colours; ++colour) {
        put[x][colour] = base + bonus[colour];
        completes[x][colour] = sizes[colour];
      }
    }
  }

  bool can_reach(int from, int to) const {
    const int rid = regions.id[to];
    for (int y : g.step[from])
      if (y >= 0 && regions.id[y] == rid) return true;
    return false;
  }

  double approx(int from, int to) const {
    const int colour = b.cell[from];
    const int removed = completes[to][colour];
    if (removed > 0) return removal_value(g, removed, b.balls - removed) + lift[from];
    return lift[from] + put[to][colour];
  }
};

// Applies a move, removes its lines and returns the balls removed.
int apply_move(const Geometry& g, Board& b, Move m) {
  b.cell[m.to] = b.cell[m.from];
  b.cell[m.from] = 0;
  return clear_lines_through(g, b, &m.to, 1);
}

// One-ply value of a move: removal points plus the evaluation of the result.
double exact_value(const Geometry& g, const Board& b, Move m, Board& after, int& removed) {
  after = b;
  removed = apply_move(g, after, m);
  return removal_value(g, removed, after.balls) + evaluate(g, after);
}

// Quiet replies on board b, each with its incremental estimate: each ball to
// the best cell, for its colour, of each region next to it.
void quiet_replies(const Geometry& g, const Board& b, int colours, const MoveScorer& scorer,
                   std::vector<std::pair<double, Move>>& quiet) {
  // For each region and colour, the best empty cell to put that colour on.
  std::array<std::array<double, kMaxColours + 1>, kMaxCells> region_best;
  std::array<std::array<int, kMaxColours + 1>, kMaxCells> region_cell;
  for (int r = 0; r < scorer.regions.count; ++r) region_best[r].fill(-1e18);
  for (int x = 0; x < g.cells; ++x) {
    if (b.cell[x] != 0) continue;
    const int rid = scorer.regions.id[x];
    for (int colour = 1; colour <= colours; ++colour) {
      if (scorer.put[x][colour] > region_best[rid][colour])
        region_best[rid][colour] = scorer.put[x][colour], region_cell[rid][colour] = x;
    }
  }
  quiet.clear();
  for (int from = 0; from < g.cells; ++from) {
    const int colour = b.cell[from];
    if (colour == 0) continue;
    std::array<int, 4> seen{};
    int seen_count = 0;
    for (int y : g.step[from]) {
      if (y < 0 || b.cell[y] != 0) continue;
      const int rid = scorer.regions.id[y];
      if (std::find(seen.begin(), seen.begin() + seen_count, rid) != seen.begin() + seen_count)
        continue;
      seen[seen_count++] = rid;
      quiet.push_back(
          {scorer.lift[from] + region_best[rid][colour], Move{from, region_cell[rid][colour]}});
    }
  }
}

// The best removal on board b: few cells complete a line; each is scored
// exactly, with the reachable ball whose departure costs the fewest windows
// (the balls that could make one removal leave boards that differ in one cell
// only, and scoring them all would take three quarters of the lookahead's
// time). The board after it and the balls it removed are stored, if asked,
// when it beats `best_quiet`.
double best_removal_value(const Geometry& g, const Board& b, int colours, const MoveScorer& scorer,
                          double best_quiet, Board* best_after, int* best_removed) {
  double best_removal = -1e18;
  for (int to = 0; to < g.cells; ++to) {
    if (b.cell[to] != 0) continue;
    for (int colour = 1; colour <= colours; ++colour) {
      if (scorer.completes[to][colour] == 0) continue;
      int best_from = -1;
      for (int from = 0; from < g.cells; ++from) {
        if (b.cell[from] != colour || !scorer.can_reach(from, to)) continue;
        if (best_from < 0 || scorer.lift[from] > scorer.lift[best_from]) best_from = from;
      }
      if (best_from < 0) continue;
      Board after;
      int removed;
      const double value = exact_value(g, b, {best_from, to}, after, removed);
      if (value <= best_removal) continue;
      best_removal = value;
      if (best_after && value > best_quiet) *best_after = after, *best_removed = removed;
    }
  }
  return best_removal;
}

// Value of our best reply on board b: quiet replies estimated from the
// incremental scores, the best kReplyExact of them re-scored exactly; removals
// evaluated exactly (they change the board more). If asked, the board after
// that reply and the balls it removed are stored too.
double best_reply_value(const Geometry& g, const Board& b, int colours, Board* best_after = nullptr,
                        int* best_removed = nullptr) {
  const MoveScorer scorer(g, b, colours);
  static std::vector<std::pair<double, Move>> quiet;
  quiet_replies(g, b, colours, scorer, quiet);
  double best_quiet = -1e18;
  const int exact_count = std::min<int>(kReplyExact, static_cast<int>(quiet.size()));
  std::partial_sort(quiet.begin(), quiet.begin() + exact_count, quiet.end(),
                    [](const auto& x, const auto& y) { return x.first > y.first; });
  for (int i = 0; i < exact_count; ++i) {
    Board after;
    int removed;
    const double value = exact_value(g, b, quiet[i].second, after, removed);
    if (value <= best_quiet) continue;
    best_quiet = value;
    if (best_after) *best_after = after, *best_removed = removed;
  }
  // A reply that removes nothing brings three balls: on a board with three or
  // fewer free cells that ends the game (unless a dropped ball completes a line).
  if (g.cells - b.balls <= kBallsPerDrop) best_quiet -= kDeathPenalty;
  const double best_removal =
      best_removal_value(g, b, colours, scorer, best_quiet, best_after, best_removed);
  return std::max(best_quiet, best_removal);
}

// Value of a board after a sampled drop: our best reply by its one-ply value,
// then the drop it brings (colours not announced yet, so drawn at random) and
// our best reply after that, valued one-ply. The second reply lets a sample see
// a plan that takes two of our moves, e.g. a ball placed now that the move
// after next completes into a crossing.
double continuation_value(const Geometry& g, const Board& b, int colours, Rng& stream) {
  Board after;
  int removed = -1;
  const double one_ply = best_reply_value(g, b, colours, &after, &removed);
  if (removed < 0) return one_ply;  // no ball can move
  double value = removal_value(g, removed, after.balls);
  if (brings_drop(removed, after)) {
    std::array<int, kBallsPerDrop> unknown;
    for (int& colour : unknown) colour = 1 + stream.below(colours);
    const int dropped = drop_balls(g, after, unknown, stream);
    if (dropped < 0) return value - death_cost(g);
    value += removal_value(g, dropped, after.balls);
  }
  return value + best_reply_value(g, after, colours);
}

// ---------------------------------------------------------------- time control
constexpr double kContestTimeLimitMs = 10000;
constexpr double kSafetyFraction = 0.7;  // of the limit; the rest is margin (load, I/O)

// The budget in ms, scaled by MM_TIME_SCALE (unset = the full contest budget).
double time_budget_ms() {
  double scale = 1.0;
  if (const char* text = std::getenv("MM_TIME_SCALE")) {
    const double parsed = std::atof(text);
    if (parsed > 0) scale = parsed;
  }
  return kContestTimeLimitMs * kSafetyFraction * scale;
}

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

// ---------------------------------------------------------------- move choice
struct Choice {
  Move move;
  int removed = 0;
};

// LINES_FIXED_ROUNDS=R: R sample rounds per move, clock ignored, so the play
// does not depend on the machine's speed or load (CI's score check, comparing
// versions); 0 when unset (timed play).
int fixed_rounds() {
  static const int rounds = [] {
    const char* text = std::getenv("LINES_FIXED_ROUNDS");
    return text ? std::max(0, std::atoi(text)) : 0;
  }();
  return rounds;
}

// The root's candidates: every legal move by its incremental estimate, the best
// kRootExact (kHurriedExact once the slice is spent) re-scored exactly, best
// first.
std::vector<Candidate> root_candidates(const Geometry& g, const Board& b, int colours,
                                       double slice_ms) {
  const MoveScorer scorer(g, b, colours);
  static std::vector<std::pair<double, Move>> all;  // every legal move by estimate
  all.clear();
  for (int from = 0; from < g.cells; ++from) {
    if (b.cell[from] == 0) continue;
    for (int to = 0; to < g.cells; ++to) {
      if (b.cell[to] != 0 || !scorer.can_reach(from, to)) continue;
      all.push_back({scorer.approx(from, to), Move{from, to}});
    }
  }
  // Out of time: re-score only a few moves exactly and skip the lookahead.
  const int exact_limit = slice_ms > 0 ? kRootExact : kHurriedExact;
  const int exact_count = std::min<int>(static_cast<int>(all.size()), exact_limit);
  std::partial_sort(all.begin(), all.begin() + exact_count, all.end(),
                    [](const auto& x, const auto& y) { return x.first > y.first; });
  std::vector<Candidate> cands(exact_count);
  for (int i = 0; i < exact_count; ++i) {
    Candidate& c = cands[i];
    c.move = all[i].second;
    c.exact = exact_value(g, b, c.move, c.after, c.removed);
  }
  std::sort(cands.begin(), cands.end(),
            [](const Candidate& x, const Candidate& y) { return x.exact > y.exact; });
  return cands;
}

// One round of samples: every candidate played on with one random stream
// (`seed`), our reply one level deep or, with `deep`, two.
void sample_round(const Geometry& g, int colours, const std::array<int, kBallsPerDrop>& next,
                  std::vector<Candidate>& cands, std::uint64_t seed, bool deep) {
  auto reply_value = [&](const Board& board, Rng& stream) {
    return deep ? continuation_value(g, board, colours, stream)
                : best_reply_value(g, board, colours);
  };
  for (auto& c : cands) {
    // Without a second reply, a removal that leaves balls is valued without
    // any random draw: one sample is exact.
    const bool exact = !deep && c.removed > 0 && c.after.balls > 0;
    if (exact && c.samples > 0) continue;
    Board board = c.after;
    double value = removal_value(g, c.removed, c.after.balls);
    Rng stream{seed};
    if (brings_drop(c.removed, board)) {
      const int dropped = drop_balls(g, board, next, stream);
      if (dropped < 0) {
        value -= death_cost(g);
      } else {
        value += removal_value(g, dropped, board.balls) + reply_value(board, stream);
      }
    } else {
      value += reply_value(board, stream);
    }
    c.total += value, ++c.samples;
  }
}

Choice choose_move(const Geometry& g, const Board& b, int colours,
                   const std::array<int, kBallsPerDrop>& next, double slice_ms, int moves_left,
                   Rng& rng) {
  const int rounds = fixed_rounds();
  if (rounds > 0) slice_ms = 1e18;
  const auto start = Clock::now();
  std::vector<Candidate> cands = root_candidates(g, b, colours, slice_ms);
  // On the last move only the points count.
  if (moves_left <= 1) {
    const auto best = std::max_element(
        cands.begin(), cands.end(),
        [](const Candidate& x, const Candidate& y) { return x.removed < y.removed; });
    return {best->move, best->removed};
  }
  const int search_count = std::min<int>(static_cast<int>(cands.size()), kRootSearch);
  cands.resize(search_count);
  if (search_count <= 1 || ms_since(start) >= slice_ms) return {cands[0].move, cands[0].removed};

  // Samples, round-robin, with one random stream per round.
  const bool deep = kSecondReplyWhenBuilding && style.builds();
  for (int round = 0; rounds > 0 ? round < rounds : (round == 0 || ms_since(start) < slice_ms);
       ++round)
    sample_round(g, colours, next, cands, rng.next() | 1, deep);
  const double exact_share = style.builds() ? kExactShare : 0.0;
  auto worth = [&](const Candidate& c) { return c.total / c.samples + exact_share * c.exact; };
  const auto best =
      std::max_element(cands.begin(), cands.end(),
                       [&](const Candidate& x, const Candidate& y) { return worth(x) < worth(y); });
  return {best->move, best->removed};
}

// ---------------------------------------------------------------- survival chooser
// Where lines are rare the search above plays to remove something on the next
// move: its sample means are ruled by the crowding cost. This chooser looks one
// move ahead with a value about keeping the board playable instead, with no
// cost for crowding at all:
//   * a removal is always made (the largest one);
//   * a ready removal (an empty cell that a ball able to reach it, and not on
//     the line itself, would complete) is worth far more than any window, so a
//     quiet move sets one up when it can;
//   * windows count by how far their main colour leads the others in them (a
//     mixed window still counts, less), by that colour's supply (balls on the
//     board and the three announced) and by the share of their empty cells a
//     ball of that colour can reach;
//   * every ball costs a little for its distance from the border, so the
//     centre stays open and the empty cells stay connected.
// The weights are the best measured on four classes
// (docs/notebook/lines.md#survival-chooser-weights-kbordercost).
constexpr double kReadyValue = 1000;  // a ready removal, per cell
constexpr double kBorderCost = 0.5;   // a ball, per step from the border (rows plus columns)
constexpr double kAccessFloor = 0.5;  // window factor when none of its empty cells is reachable
constexpr double kSupplyPower = 0.5;  // colour factor: (supply share x colours) ^ power
constexpr double kMixedWindow = 1.0;  // factor for a window that holds other colours too

using ColourWeights = std::array<double, kMaxColours + 1>;

// Colour factor: balls of the colour on the board and among the announced
// three, as a share of all of them times the colour count, to a power.
ColourWeights colour_supply(const Board& b, int cells, int colours,
                            const std::array<int, kBallsPerDrop>& next, double power) {
  std::array<int, kMaxColours + 1> count{};
  for (int x = 0; x < cells; ++x) ++count[b.cell[x]];
  for (int c : next) ++count[c];
  int total = 0;
  for (int c = 1; c <= colours; ++c) total += count[c];
  ColourWeights weight;
  weight.fill(1.0);
  if (total == 0) return weight;
  for (int c = 1; c <= colours; ++c)
    weight[c] = std::pow(static_cast<double>(count[c]) * colours / total, power);
  return weight;
}

// Steps from the cell to the nearest border, along its row plus its column.
int border_distance(int cell, int n) {
  const int r = cell / n, c = cell % n;
  return std::min(r, n - 1 - r) + std::min(c, n - 1 - c);
}

// Whether some ball of `colour` off the line it would complete can reach the
// empty cell `at` and complete it.
bool removal_ready(const Geometry& g, const Board& b, const Regions& regions, int at, int colour) {
  const int rid = regions.id[at];
  for (int from = 0; from < g.cells; ++from) {
    if (b.cell[from] != colour) continue;
    bool next_to_region = false;
    for (int y : g.step[from]) next_to_region |= y >= 0 && regions.id[y] == rid;
    if (!next_to_region) continue;
    Board moved = b;
    moved.cell[from] = 0;
    if (completion_sizes(g, moved, at)[colour] > 0) return true;
  }
  return false;
}

// What one window adds to the survival value: by how far its leading colour
// leads the others in it, that colour's supply and the share of the window's
// empty cells a ball of that colour can reach.
double window_survival_value(const Board& b, const std::array<int, kLineLength>& window,
                             const Regions& regions, const std::array<uint16_t, kMaxCells>& reach,
                             const ColourWeights& supply) {
  std::array<int, kMaxColours + 1> count{};
  int balls = 0, lead_colour = 0;
  for (int x : window) {
    const int v = b.cell[x];
    if (v == 0) continue;
    ++balls;
    if (++count[v] > count[lead_colour]) lead_colour = v;
  }
  if (lead_colour == 0) return 0;
  const int lead = 2 * count[lead_colour] - balls;  // its balls less the others'
  if (lead <= 0) return 0;
  int reachable = 0;
  for (int x : window) reachable += b.cell[x] == 0 && (reach[regions.id[x]] >> lead_colour & 1);
  const int empties = kLineLength - balls;
  const double access = empties > 0 ? kAccessFloor + (1 - kAccessFloor) * reachable / empties : 1.0;
  const double mixed = balls > count[lead_colour] ? kMixedWindow : 1.0;
  return kWindowWeight[lead] * mixed * supply[lead_colour] * access;
}

// The survival value of a board (see the section's comment).
double survival_value(const Geometry& g, const Board& b, const ColourWeights& supply) {
  Regions regions;
  find_regions(g, b, regions);
  const std::array<uint16_t, kMaxCells> reach = region_colours(g, b, regions);
  double value = 0;
  for (const auto& window : g.windows)
    value += window_survival_value(b, window, regions, reach, supply);
  for (int x = 0; x < g.cells; ++x) {
    if (b.cell[x] != 0) {
      value -= kBorderCost * border_distance(x, g.n);
      continue;
    }
    const std::array<int, kMaxColours + 1> sizes = completion_sizes(g, b, x);
    for (int colour = 1; colour <= kMaxColours; ++colour) {
      if (sizes[colour] == 0 || !(reach[regions.id[x]] >> colour & 1)) continue;
      if (removal_ready(g, b, regions, x, colour)) {
        value += kReadyValue;
        break;
      }
    }
  }
  return value;
}

// Quick estimate of how a quiet move changes the survival value, for ranking
// every move before the best few are valued exactly: the windows through its
// two cells (reach as before the move), the border term, and a ready removal
// if a window through the target is left one empty cell short and a ball of
// its colour could reach that cell.
double survival_move_estimate(const Geometry& g, const Board& b, Move m, const Regions& regions,
                              const std::array<uint16_t, kMaxCells>& reach,
                              const std::vector<double>& window_values,
                              const ColourWeights& supply) {
  static std::vector<int> mark(g.windows.size(), -1);
  static int stamp = 0;
  if (mark.size() != g.windows.size()) mark.assign(g.windows.size(), -1);
  ++stamp;
  Board after = b;
  const int colour = b.cell[m.from];
  after.cell[m.to] = static_cast<int8_t>(colour);
  after.cell[m.from] = 0;
  double change = kBorderCost * (border_distance(m.from, g.n) - border_distance(m.to, g.n));
  bool ready = false;
  for (int cell : {m.from, m.to}) {
    for (int id : g.through[cell]) {
      if (mark[id] == stamp) continue;
      mark[id] = stamp;
      const auto& window = g.windows[id];
      change += window_survival_value(after, window, regions, reach, supply) - window_values[id];
      if (cell != m.to || ready) continue;
      int own = 0, gap = -1;
      for (int x : window) {
        if (after.cell[x] == colour)
          ++own;
        else if (after.cell[x] == 0)
          gap = x;
      }
      ready = own == kLineLength - 1 && gap >= 0 && gap != m.from &&
              (reach[regions.id[gap]] >> colour & 1);
    }
  }
  return change + (ready ? kReadyValue : 0.0);
}

// Quiet moves valued exactly after the estimate's ranking (kHurriedExact once
// the budget is spent). The estimate orders moves well enough to prune, not to
// choose, and all moves exactly take too long (docs/notebook/lines.md#ksurvivalexact).
constexpr int kSurvivalExact = 300;

Choice choose_survival_move(const Geometry& g, const Board& b, int colours,
                            const std::array<int, kBallsPerDrop>& next, bool hurried) {
  const ColourWeights supply = colour_supply(b, g.cells, colours, next, kSupplyPower);
  const MoveScorer scorer(g, b, colours);
  const std::array<uint16_t, kMaxCells> reach = region_colours(g, b, scorer.regions);
  std::vector<double> window_values(g.windows.size());
  for (std::size_t id = 0; id < g.windows.size(); ++id)
    window_values[id] = window_survival_value(b, g.windows[id], scorer.regions, reach, supply);
  // The largest removal, if any, is made; otherwise quiet moves by estimate.
  Choice best;
  double best_value = -1e300;
  std::vector<std::pair<double, Move>> quiet;
  for (int from = 0; from < g.cells; ++from) {
    const int colour = b.cell[from];
    if (colour == 0) continue;
    for (int to = 0; to < g.cells; ++to) {
      if (b.cell[to] != 0 || !scorer.can_reach(from, to)) continue;
      // The estimate counts the moving ball in the line it leaves: checked.
      int removed = scorer.completes[to][colour];
      if (removed > 0 && removed >= best.removed) {
        Board after = b;
        removed = apply_move(g, after, {from, to});
        const double value = removed > 0 ? survival_value(g, after, supply) : 0.0;
        if (removed > best.removed || (removed > 0 && value > best_value))
          best = {Move{from, to}, removed}, best_value = value;
      }
      if (removed == 0 && best.removed == 0) {
        quiet.push_back(
            {survival_move_estimate(g, b, {from, to}, scorer.regions, reach, window_values, supply),
             Move{from, to}});
      }
    }
  }
  if (best.removed > 0 || quiet.empty()) return best;
  const int exact =
      std::min<int>(hurried ? kHurriedExact : kSurvivalExact, static_cast<int>(quiet.size()));
  std::partial_sort(quiet.begin(), quiet.begin() + exact, quiet.end(),
                    [](const auto& x, const auto& y) { return x.first > y.first; });
  for (int i = 0; i < exact; ++i) {
    Board after = b;
    apply_move(g, after, quiet[i].second);
    quiet[i].first = survival_value(g, after, supply);
  }
  const auto best_quiet =
      std::max_element(quiet.begin(), quiet.begin() + exact,
                       [](const auto& x, const auto& y) { return x.first < y.first; });
  return {best_quiet->second, 0};
}

// ---------------------------------------------------------------- protocol I/O
bool read_turn(Board& board, int cells, std::array<int, kBallsPerDrop>& next,
               long long& elapsed_ms) {
  board.balls = 0;
  for (int i = 0; i < cells; ++i) {
    int v;
    if (!(std::cin >> v)) return false;
    board.cell[i] = static_cast<int8_t>(v);
    board.balls += v != 0;
  }
  for (int& v : next) {
    if (!(std::cin >> v)) return false;
  }
  return static_cast<bool>(std::cin >> elapsed_ms);
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  int n = 0, colours = 0;
  if (!(std::cin >> n >> colours)) return 0;
  const Geometry g(n);
  style = style_for(n, colours);
  Board board;
  std::array<int, kBallsPerDrop> next{};
  long long elapsed_ms = 0;
  const double budget_ms = time_budget_ms();
  Rng rng{0x9E3779B97F4A7C15ULL};

  // Score tally: our own removals are known exactly; removals by dropped balls
  // are seen as a shortfall in the next board's ball count.
  long long score = 0;
  std::array<int, kMaxCells + 1> own_sizes{}, drop_sizes{};  // removals by size (LINES_STATS)
  int expected_balls = -1;
  for (int move = 0; read_turn(board, g.cells, next, elapsed_ms); ++move) {
    const int balls = board.balls;
    if (expected_balls >= 0 && balls < expected_balls) {
      score += removal_score(expected_balls - balls);
      ++drop_sizes[expected_balls - balls];
    }
    const int moves_left = kMaxMoves - move;
    const double left_ms = budget_ms - static_cast<double>(elapsed_ms);
    const int horizon =
        style.life_horizon > 0 ? std::min(moves_left, style.life_horizon + move) : moves_left;
    const double slice_ms = left_ms > 0 ? left_ms / horizon : 0;
    const bool hurried = slice_ms <= 0 && fixed_rounds() == 0;  // fixed effort ignores the clock
    const Choice choice = style.chooser
                              ? choose_survival_move(g, board, colours, next, hurried)
                              : choose_move(g, board, colours, next, slice_ms, moves_left, rng);
    score += removal_score(choice.removed);
    ++own_sizes[choice.removed];
    const int after_move = balls - choice.removed;
    expected_balls =
        choice.removed == 0 ? std::min(after_move + kBallsPerDrop, g.cells) : after_move;
    if (after_move == 0) expected_balls = kBallsPerDrop;  // an emptied board gets new balls
    const int r1 = choice.move.from / n, c1 = choice.move.from % n;
    const int r2 = choice.move.to / n, c2 = choice.move.to % n;
    std::cout << r1 << ' ' << c1 << ' ' << r2 << ' ' << c2 << std::endl;
  }
  if (std::getenv("LINES_STATS")) {
    auto print = [](const char* name, const std::array<int, kMaxCells + 1>& sizes) {
      std::string line = name;
      for (int k = 1; k <= kMaxCells; ++k)
        if (sizes[k]) line += " " + std::to_string(k) + "x" + std::to_string(sizes[k]);
      std::cerr << line << '\n';
    };
    print("Removals by our moves (size x count):", own_sizes);
    print("Removals by dropped balls:", drop_sizes);
  }
  std::cerr << "Score = " << score << std::endl;
  return 0;
}

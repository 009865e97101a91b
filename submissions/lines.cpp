// Lines (TopCoder Marathon Match 125) — a one-move greedy with a potential-based
// evaluation.
//
// Approach
//   Every turn we try every ball and every empty cell it can reach. A move that
//   completes lines is scored by what it removes (n*n - 7n + 20 for n balls).
//   Otherwise the board after the move is judged by its potential: for every
//   window of five cells in the four line directions that holds one colour only,
//   more balls of that colour are worth more (and the window must still have its
//   missing cells free). Free space counts too, because a move that clears
//   nothing drops three random balls and a full board ends the game.
//   The next three colours are known but not where they fall, so this greedy
//   ignores them; the stronger search has its own issue.
//
// Protocol (stdin/stdout)
//   N, C; then each turn N*N cells (row-major, 0 = empty), the next three
//   colours and the elapsed time in ms; we answer "r1 c1 r2 c2". EOF ends the game.
//   At EOF the solution prints its own score tally to stderr.
#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

namespace {

// ---------------------------------------------------------------- constants
constexpr int kLineLength = 5;
constexpr int kBallsPerDrop = 3;
constexpr int kDirections = 4;
constexpr std::array<int, kDirections> kLineDr = {0, 1, 1, 1};
constexpr std::array<int, kDirections> kLineDc = {1, 0, 1, -1};
constexpr std::array<int, 4> kStepDr = {-1, 0, 1, 0};
constexpr std::array<int, 4> kStepDc = {0, 1, 0, -1};
// Potential of a one-colour window by how many of its five cells hold the colour.
constexpr std::array<double, kLineLength + 1> kWindowWeight = {0, 0.2, 1.5, 6, 20, 0};
constexpr double kFreeCellWeight = 2.0;
constexpr double kRemovalWeight = 30.0;

int removal_score(int removed) {
  return removed == 0 ? 0 : removed * removed - 7 * removed + 20;
}

// ---------------------------------------------------------------- game model
struct Board {
  int n = 0;
  std::vector<int> cells;  // 0 = empty, 1..C = colour

  int& at(int r, int c) { return cells[r * n + c]; }
  int at(int r, int c) const { return cells[r * n + c]; }
  bool inside(int r, int c) const { return r >= 0 && r < n && c >= 0 && c < n; }
  int balls() const {
    return static_cast<int>(
        std::count_if(cells.begin(), cells.end(), [](int v) { return v != 0; }));
  }

  // Removes every run of five or more at once (as the tester does) and returns
  // how many balls went.
  int remove_lines() {
    std::vector<char> marked(cells.size(), 0);
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        const int colour = at(r, c);
        if (colour == 0) continue;
        for (int d = 0; d < kDirections; ++d) {
          // Only start at the first cell of a run.
          const int pr = r - kLineDr[d], pc = c - kLineDc[d];
          if (inside(pr, pc) && at(pr, pc) == colour) continue;
          int len = 1;
          while (inside(r + kLineDr[d] * len, c + kLineDc[d] * len) &&
                 at(r + kLineDr[d] * len, c + kLineDc[d] * len) == colour) {
            ++len;
          }
          if (len < kLineLength) continue;
          for (int k = 0; k < len; ++k) marked[(r + kLineDr[d] * k) * n + c + kLineDc[d] * k] = 1;
        }
      }
    }
    int removed = 0;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (marked[i]) cells[i] = 0, ++removed;
    }
    return removed;
  }

  // Cells reachable from (r, c) through empty cells (not counting the start).
  std::vector<int> reachable_from(int r, int c) const {
    std::vector<int> out;
    std::vector<char> seen(cells.size(), 0);
    std::vector<int> stack = {r * n + c};
    seen[r * n + c] = 1;
    while (!stack.empty()) {
      const int cur = stack.back();
      stack.pop_back();
      for (int d = 0; d < 4; ++d) {
        const int nr = cur / n + kStepDr[d], nc = cur % n + kStepDc[d];
        if (!inside(nr, nc) || at(nr, nc) != 0 || seen[nr * n + nc]) continue;
        seen[nr * n + nc] = 1;
        out.push_back(nr * n + nc);
        stack.push_back(nr * n + nc);
      }
    }
    return out;
  }
};

// ---------------------------------------------------------------- evaluation
// Potential of the window of five cells starting at (r, c) in direction d.
double window_value(const Board& board, int r, int c, int d) {
  const int er = r + kLineDr[d] * (kLineLength - 1), ec = c + kLineDc[d] * (kLineLength - 1);
  if (!board.inside(r, c) || !board.inside(er, ec)) return 0;
  int colour = 0, count = 0;
  for (int k = 0; k < kLineLength; ++k) {
    const int v = board.at(r + kLineDr[d] * k, c + kLineDc[d] * k);
    if (v == 0) continue;
    if (colour != 0 && v != colour) return 0;
    colour = v;
    ++count;
  }
  return kWindowWeight[count];
}

double potential(const Board& board) {
  double value = 0;
  for (int r = 0; r < board.n; ++r) {
    for (int c = 0; c < board.n; ++c) {
      for (int d = 0; d < kDirections; ++d) value += window_value(board, r, c, d);
    }
  }
  return value + kFreeCellWeight * (board.n * board.n - board.balls());
}

// The five-cell windows through each cell, precomputed once per board size.
struct WindowIndex {
  int n = 0;
  std::vector<std::array<int, 3>> windows;  // start row, start col, direction
  std::vector<std::vector<int>> through;    // cell -> windows containing it
  mutable std::vector<int> stamp;           // per window: last query that counted it
  mutable int query = 0;

  explicit WindowIndex(int size) : n(size), through(static_cast<std::size_t>(size * size)) {
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        for (int d = 0; d < kDirections; ++d) {
          const int er = r + kLineDr[d] * (kLineLength - 1),
                    ec = c + kLineDc[d] * (kLineLength - 1);
          if (er < 0 || er >= n || ec < 0 || ec >= n) continue;
          const int id = static_cast<int>(windows.size());
          windows.push_back({r, c, d});
          for (int k = 0; k < kLineLength; ++k)
            through[(r + kLineDr[d] * k) * n + c + kLineDc[d] * k].push_back(id);
        }
      }
    }
    stamp.assign(windows.size(), 0);
  }

  // Every window's value on `board`, to be looked up by delta().
  std::vector<double> values(const Board& board) const {
    std::vector<double> out(windows.size());
    for (std::size_t id = 0; id < windows.size(); ++id)
      out[id] = window_value(board, windows[id][0], windows[id][1], windows[id][2]);
    return out;
  }

  // Change in total window value between the board the `before` values were
  // taken on and `after`, which differs only in cells a and b.
  double delta(const std::vector<double>& before, const Board& after, int a, int b) const {
    ++query;
    double change = 0;
    for (int cell : {a, b}) {
      for (int id : through[cell]) {
        if (stamp[id] == query) continue;
        stamp[id] = query;
        const auto& w = windows[id];
        change += window_value(after, w[0], w[1], w[2]) - before[id];
      }
    }
    return change;
  }
};

// ---------------------------------------------------------------- search
struct Move {
  int r1 = -1, c1 = -1, r2 = -1, c2 = -1;
};

struct Choice {
  Move move;
  int removed = 0;  // balls our move removes
};

// Balls removed if the ball now at `cell` completes lines (only lines through it
// can be new, since the board had none before the move).
int removal_through(const Board& board, int cell) {
  const int n = board.n, r = cell / n, c = cell % n, colour = board.cells[cell];
  int removed = 0;
  for (int d = 0; d < kDirections; ++d) {
    int len = 1;
    for (int sign : {1, -1}) {
      int k = 1;
      while (board.inside(r + sign * kLineDr[d] * k, c + sign * kLineDc[d] * k) &&
             board.at(r + sign * kLineDr[d] * k, c + sign * kLineDc[d] * k) == colour) {
        ++k;
      }
      len += k - 1;
    }
    if (len >= kLineLength) removed += len - 1;  // the moved ball is shared by crossing lines
  }
  return removed > 0 ? removed + 1 : 0;
}

Choice choose_move(const Board& board, const WindowIndex& index) {
  Choice best;
  double best_value = -1e18;
  const int n = board.n;
  const double base = potential(board);
  const std::vector<double> before = index.values(board);
  Board work = board;
  for (int from = 0; from < n * n; ++from) {
    if (board.cells[from] == 0) continue;
    const int r1 = from / n, c1 = from % n;
    for (int to : board.reachable_from(r1, c1)) {
      work.cells[to] = work.cells[from];
      work.cells[from] = 0;
      const int removed = removal_through(work, to);
      double value = 0;
      if (removed > 0) {
        Board next = work;
        next.remove_lines();
        value = kRemovalWeight * removal_score(removed) + potential(next) - base;
      } else {
        // Without a removal only the windows through the two cells changed.
        value = index.delta(before, work, from, to);
      }
      work.cells[from] = work.cells[to];
      work.cells[to] = 0;
      if (value > best_value) {
        best_value = value;
        best = {{r1, c1, to / n, to % n}, removed};
      }
    }
  }
  return best;
}

// ---------------------------------------------------------------- time control
constexpr double kContestTimeLimitMs = 10000;
constexpr double kSafetyFraction = 0.85;  // of the limit; the rest is margin

// The budget in ms, scaled by MM_TIME_SCALE (unset = the full contest budget).
double time_budget_ms() {
  double scale = 1.0;
  if (const char* text = std::getenv("MM_TIME_SCALE")) {
    const double parsed = std::atof(text);
    if (parsed > 0) scale = parsed;
  }
  return kContestTimeLimitMs * kSafetyFraction * scale;
}

// Any legal move, for when time has run out: a ball next to an empty cell.
Choice fallback_move(const Board& board) {
  const int n = board.n;
  for (int from = 0; from < n * n; ++from) {
    if (board.cells[from] == 0) continue;
    for (int d = 0; d < 4; ++d) {
      const int r = from / n + kStepDr[d], c = from % n + kStepDc[d];
      if (board.inside(r, c) && board.at(r, c) == 0) {
        Board next = board;
        next.at(r, c) = next.cells[from];
        next.cells[from] = 0;
        return {{from / n, from % n, r, c}, next.remove_lines()};
      }
    }
  }
  return {};
}

// ---------------------------------------------------------------- protocol I/O
bool read_turn(Board& board, std::array<int, kBallsPerDrop>& next, long long& elapsed_ms) {
  for (int& v : board.cells) {
    if (!(std::cin >> v)) return false;
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
  Board board;
  board.n = n;
  board.cells.assign(n * n, 0);
  std::array<int, kBallsPerDrop> next{};
  long long elapsed_ms = 0;
  const double budget_ms = time_budget_ms();
  const WindowIndex index(n);

  // Score tally: our own removals are known exactly; removals by dropped balls
  // are seen as a shortfall in the next board's ball count.
  long long score = 0;
  int expected_balls = -1;
  while (read_turn(board, next, elapsed_ms)) {
    const int balls = board.balls();
    if (expected_balls >= 0 && balls < expected_balls)
      score += removal_score(expected_balls - balls);
    const Choice choice = elapsed_ms < budget_ms ? choose_move(board, index) : fallback_move(board);
    score += removal_score(choice.removed);
    const int after_move = balls - choice.removed;
    expected_balls = choice.removed == 0 ? std::min(after_move + kBallsPerDrop, n * n) : after_move;
    if (after_move == 0) expected_balls = kBallsPerDrop;  // an emptied board gets new balls
    const Move& m = choice.move;
    std::cout << m.r1 << ' ' << m.c1 << ' ' << m.r2 << ' ' << m.c2 << std::endl;
  }
  std::cerr << "Score = " << score << std::endl;
  return 0;
}

// The Lines submission's survival chooser (boards with many colours): given one
// constructed board, the move it answers must make the largest removal, or set
// up a removal for the next move when none is possible.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/cli_helpers.h"

namespace {

// Runs build/lines on one turn: the board given as rows of '.' (empty) and
// colour digits, the next three colours and elapsed time 0; returns the move
// line it answers. The solution then sees the end of its input and exits.
std::string first_move(int colours, const std::vector<std::string>& rows,
                       const std::string& extra_env = "") {
  std::ostringstream input;
  input << rows.size() << '\n' << colours << '\n';
  for (const std::string& row : rows)
    for (char cell : row) input << (cell == '.' ? 0 : cell - '0') << '\n';
  input << "1\n2\n3\n0\n";
  // A file of this call's own: ctest runs the test cases as parallel processes.
  static int calls = 0;
  const std::string path = std::string(MM_BINARY_DIR) + "/lines_survival_case_" +
                           std::to_string(::getpid()) + "_" + std::to_string(++calls) + ".txt";
  std::ofstream(path) << input.str();
  const std::string command =
      extra_env + " " + std::string(MM_BINARY_DIR) + "/lines < " + path + " 2>/dev/null";
  const std::string output = mm::test::run_command(command);
  std::remove(path.c_str());
  REQUIRE(!output.empty());
  std::string move = output.substr(0, output.find('\n'));  // the first move it answers
  if (!move.empty() && move.back() == '\r') move.pop_back();
  return move;
}

struct Move {
  int r1, c1, r2, c2;
};

Move parse_move(const std::string& text) {
  Move m{};
  std::istringstream in(text);
  REQUIRE(in >> m.r1 >> m.c1 >> m.r2 >> m.c2);
  return m;
}

using Grid = std::vector<std::string>;

bool inside(const Grid& g, int r, int c) {
  const int n = static_cast<int>(g.size());
  return r >= 0 && r < n && c >= 0 && c < n;
}

// Whether the ball at (r, c) lies on five or more of its colour in a line.
bool on_a_line(const Grid& g, int r, int c) {
  static const int dr[] = {0, 1, 1, 1}, dc[] = {1, 0, 1, -1};
  for (int d = 0; d < 4; ++d) {
    int run = 1;
    for (int sign : {1, -1})
      for (int k = 1; inside(g, r + sign * k * dr[d], c + sign * k * dc[d]) &&
                      g[r + sign * k * dr[d]][c + sign * k * dc[d]] == g[r][c];
           ++k)
        ++run;
    if (run >= 5) return true;
  }
  return false;
}

// Whether some ball could move, through empty cells, to a cell where it
// completes a line: a removal ready for the next move.
bool removal_ready(Grid g) {
  const int n = static_cast<int>(g.size());
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (g[r][c] == '.') continue;
      std::vector<std::pair<int, int>> stack = {{r, c}};
      std::vector<std::vector<bool>> seen(n, std::vector<bool>(n, false));
      while (!stack.empty()) {
        const auto [x, y] = stack.back();
        stack.pop_back();
        for (const auto& [dx, dy] : {std::pair{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
          const int a = x + dx, b = y + dy;
          if (!inside(g, a, b) || g[a][b] != '.' || seen[a][b]) continue;
          seen[a][b] = true;
          stack.push_back({a, b});
          std::swap(g[a][b], g[r][c]);
          const bool completes = on_a_line(g, a, b);
          std::swap(g[a][b], g[r][c]);
          if (completes) return true;
        }
      }
    }
  return false;
}

Grid after_move(Grid g, const Move& m) {
  std::swap(g[m.r1][m.c1], g[m.r2][m.c2]);
  return g;
}

}  // namespace

TEST_CASE("the Lines survival chooser makes the largest removal on the board", "[submissions]") {
  // Colour 1 can complete a five at (0,4); colour 2 a line of eight at (2,4).
  const std::vector<std::string> board = {
      "1111......", "..........", "2222.222..", "..........", "..........",
      "..........", "..........", "..........", "..........", "1........2",
  };
  CHECK(first_move(7, board) == "9 9 2 4");
}

TEST_CASE("the Lines survival chooser sets up a removal for its next move", "[submissions]") {
  // No removal is possible on either board. On the first a spare ball of
  // colour 3 next to the three in row 5 leaves a five one ball short, which
  // the other spare can reach. On the second the best windows alone would
  // put the 5 from (6,0) at (5,9); (6,9) instead leaves column 9 one ball
  // short with other 5s able to reach the gap.
  const Grid spares = {
      "..........", "..........", "..........", "..........", "..........",
      "..333.....", "..........", "..........", "..........", "3........3",
  };
  const Grid scattered = {
      ".724......", ".6.7......", "...1.6....", ".........5", "7.......45",
      "..........", "55...5..4.", ".....5.635", ".......44.", ".....6....",
  };
  for (const Grid& board : {spares, scattered}) {
    REQUIRE_FALSE(removal_ready(board));
    const std::string move = first_move(7, board);
    INFO(move);
    CHECK(removal_ready(after_move(board, parse_move(move))));
  }
}

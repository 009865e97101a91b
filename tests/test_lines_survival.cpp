// The Lines submission's survival chooser (boards with many colours): given one
// constructed board, the move it answers must make the largest removal, or set
// up a removal for the next move when none is possible.
#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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
  const std::string path = std::string(MM_BINARY_DIR) + "/lines_survival_case.txt";
  std::ofstream(path) << input.str();
  const std::string command =
      extra_env + " " + std::string(MM_BINARY_DIR) + "/lines < " + path + " 2>/dev/null";
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  char line[128] = {};
  const bool got = std::fgets(line, sizeof line, pipe) != nullptr;
  pclose(pipe);
  std::remove(path.c_str());
  REQUIRE(got);
  std::string move = line;
  while (!move.empty() && (move.back() == '\n' || move.back() == '\r')) move.pop_back();
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
  // No removal is possible; a spare ball of colour 3 placed next to the three
  // in row 5 leaves a five one ball short, which the other spare can reach.
  const std::vector<std::string> board = {
      "..........", "..........", "..........", "..........", "..........",
      "..333.....", "..........", "..........", "..........", "3........3",
  };
  for (const std::string policy : {"", "LINES_SURVIVAL_POLICY=greedy"}) {
    INFO(policy);
    const Move m = parse_move(first_move(7, board, policy));
    CHECK(m.r1 == 9);
    CHECK(m.r2 == 5);
    CHECK((m.c2 == 0 || m.c2 == 1 || m.c2 == 5 || m.c2 == 6));
  }
}

// The judge's side of TwistedGame: TopCoder compiled the contestant's class
// together with a harness of its own, which has the main, constructs the class,
// calls init with the first tile and placeTile for every later tile. This
// harness does the same with the case the local tester sends (our engine
// generates the tiles and scores the answers), so a run through it scores
// exactly what the judge would have.
//
// The submission is included as the judge did, without MM_LOCAL_MAIN: the
// harness links only if the file has no main of its own, and compiles only if
// the methods have the statement's signatures.
//   g++ -std=gnu++17 -O2 -DMM_SUBMISSION='"TwistedGame.cpp"' twisted_game_judge.cpp
// GCC warns when a class in an included file holds types from an anonymous
// namespace (a header shared by several files would get one type per file);
// the submission is included into this one file only.
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#include MM_SUBMISSION

#include <iostream>
#include <string>
#include <type_traits>
#include <vector>

// int init(int N, int[] firstTile); String placeTile(int[] tile)
static_assert(
    std::is_same_v<decltype(&TwistedGame::init), int (TwistedGame::*)(int, std::vector<int>)>,
    "init must have the statement's signature");
static_assert(std::is_same_v<decltype(&TwistedGame::placeTile),
                             std::string (TwistedGame::*)(std::vector<int>)>,
              "placeTile must have the statement's signature");

namespace {

constexpr int kTileInts = 8;

bool read_tile(std::vector<int>& tile) {
  tile.assign(kTileInts, 0);
  for (int& v : tile) {
    if (!(std::cin >> v)) return false;
  }
  return true;
}

}  // namespace

int main() {
  int n = 0;
  std::vector<int> tile;
  if (!(std::cin >> n) || !read_tile(tile)) return 1;
  TwistedGame solution;
  solution.init(n, tile);  // the judge ignores what init returns
  // The tester stops sending tiles when the game ends; GIVE UP ends it at once.
  while (read_tile(tile)) {
    const std::string answer = solution.placeTile(tile);
    std::cout << answer << std::endl;
    if (answer == "GIVE UP") break;
  }
  return 0;
}

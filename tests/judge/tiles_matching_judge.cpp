// The judge's side of TilesMatching: TopCoder compiled the contestant's class
// together with a harness of its own, which has the main, constructs the class,
// calls init once and placeTile for every tile. This harness does the same with
// the case the local tester sends (our engine generates the tiles and scores
// the answers), so a run through it scores exactly what the judge would have.
//
// The submission is included as the judge did, without MM_LOCAL_MAIN: the
// harness links only if the file has no main of its own, and compiles only if
// the methods have the statement's signatures.
//   g++ -std=gnu++17 -O2 -DMM_SUBMISSION='"TilesMatching.cpp"' tiles_matching_judge.cpp
// GCC warns when a class in an included file holds types from an anonymous
// namespace (a header shared by several files would get one type per file);
// the submission is included into this one file only.
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#include MM_SUBMISSION

#include <iostream>
#include <string>
#include <type_traits>

// int init(int N, int S, int D); String placeTile(String tile)
static_assert(std::is_same_v<decltype(&TilesMatching::init), int (TilesMatching::*)(int, int, int)>,
              "init must have the statement's signature");
static_assert(std::is_same_v<decltype(&TilesMatching::placeTile),
                             std::string (TilesMatching::*)(std::string)>,
              "placeTile must have the statement's signature");

int main() {
  int n = 0, s = 0, d = 0;
  if (!(std::cin >> n >> s >> d)) return 1;
  TilesMatching solution;
  solution.init(n, s, d);  // the judge ignores what init returns
  // The tester stops sending tiles when the game ends; GIVE UP ends it at once.
  std::string tile;
  while (std::cin >> tile) {
    const std::string answer = solution.placeTile(tile);
    std::cout << answer << std::endl;
    if (answer == "GIVE UP") break;
  }
  return 0;
}

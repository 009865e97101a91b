// The judge's side of SquareRemover: TopCoder compiled the contestant's class
// together with a harness of its own, which has the main, constructs the class
// and calls playIt. This harness does the same with the case the local tester
// sends (our engine generates it and scores the answer), so a run through it
// scores exactly what the judge would have scored.
//
// The submission is included as the judge did, without MM_LOCAL_MAIN: the
// harness links only if the file has no main of its own, and compiles only if
// playIt has the statement's signature.
//   g++ -std=gnu++17 -O2 -DMM_SUBMISSION='"SquareRemover.cpp"' square_remover_judge.cpp
// GCC warns when a class in an included file holds types from an anonymous
// namespace (a header shared by several files would get one type per file);
// the submission is included into this one file only.
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#include MM_SUBMISSION

#include <cstdio>
#include <iostream>
#include <string>
#include <type_traits>
#include <vector>

// int[] playIt(int colors, String[] board, int startSeed)
static_assert(
    std::is_same_v<decltype(&SquareRemover::playIt),
                   std::vector<int> (SquareRemover::*)(int, std::vector<std::string>, int)>,
    "playIt must have the statement's signature");

int main() {
  int colors = 0, n = 0, start_seed = 0;
  if (!(std::cin >> colors >> n)) return 1;
  std::vector<std::string> board(static_cast<std::size_t>(n));
  for (std::string& row : board) std::cin >> row;
  if (!(std::cin >> start_seed)) return 1;

  SquareRemover solution;
  const std::vector<int> moves = solution.playIt(colors, board, start_seed);
  for (int value : moves) std::printf("%d\n", value);
  return 0;
}

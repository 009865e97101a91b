// A player made weaker by a known amount: it relays the game to a real
// solution and answers GIVE UP once a share of the game's turns is played, so
// it keeps the score so far (TwistedGame: its chain; TilesMatching: its
// points). A plant for measuring the score regression check (scripts/check_power.sh).
// Usage: give_up GAME PERMILLE COMMAND [ARG...], GAME twisted_game or
// tiles_matching: gives up at turn PERMILLE * turns / 1000.
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "tests/fakes/relay.h"

namespace {

constexpr long long kTilesMatchingTurns = 10000;  // the tester stops after 10,000 moves

}  // namespace

int main(int argc, char** argv) {
  const bool twisted = argc > 1 && std::strcmp(argv[1], "twisted_game") == 0;
  const bool tiles = argc > 1 && std::strcmp(argv[1], "tiles_matching") == 0;
  if (argc < 4 || !(twisted || tiles)) {
    std::cerr << "usage: give_up twisted_game|tiles_matching PERMILLE COMMAND [ARG...]\n";
    return 2;
  }
  const long long permille = std::strtoll(argv[2], nullptr, 10);
  FILE *to_child = nullptr, *from_child = nullptr;
  const pid_t child = fake::start_solution(argv + 3, to_child, from_child);
  // The opening lines, answered by nothing: TwistedGame's nTiles and first tile,
  // TilesMatching's N, S and D.
  std::vector<std::string> opening(twisted ? 2 : 3);
  for (auto& line : opening) {
    if (!std::getline(std::cin, line)) return 0;
    std::fprintf(to_child, "%s\n", line.c_str());
  }
  std::fflush(to_child);
  const long long turns = twisted ? std::atoll(opening[0].c_str()) : kTilesMatchingTurns;
  std::string line;
  for (long long turn = 1; std::getline(std::cin, line); ++turn) {
    if (turn * 1000 >= permille * turns) {
      std::cout << "GIVE UP" << std::endl;
      break;
    }
    std::fprintf(to_child, "%s\n", line.c_str());
    std::fflush(to_child);
    char answer[256];
    if (!std::fgets(answer, sizeof answer, from_child)) break;
    std::cout << answer << std::flush;
  }
  std::fclose(to_child);
  std::fclose(from_child);
  waitpid(child, nullptr, 0);
}

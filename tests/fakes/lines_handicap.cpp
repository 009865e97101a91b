// A Lines player made deliberately weaker: it relays the game to a real
// solution and, on a fixed share of the turns, plays a plain move of its own
// instead (the first ball that can step to an empty neighbour). The score
// regression check must reject it.
// Usage: lines_handicap [--first] PERMILLE COMMAND [ARG...]
// PERMILLE may have decimals (6.5: 65 turns in 10,000). --first also plays the
// first move plainly: every game then leaves the solution's path at once, as it
// does between two versions of a solution, so the per-case differences are as
// spread as a real change's (without it, short games are rarely touched).
//
// The turns are drawn per game, from its first board: the same game is always
// handicapped the same way, different games at different turns. (Fixed
// turn numbers made the loss jump with the share: one more turn in a thousand,
// turn 46, which every game reaches, cost as much as the other six together.)
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "tests/fakes/relay.h"

namespace {

// splitmix64's finaliser: a well-mixed 64-bit hash.
std::uint64_t mix(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ULL;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

// The game's salt: a hash of its first board.
std::uint64_t game_salt(const std::vector<int>& grid) {
  std::uint64_t salt = 0;
  for (const int v : grid) salt = mix(salt ^ static_cast<std::uint64_t>(v));
  return salt;
}

// Whether this game's TURN is played plainly: PERMILLE turns in 1,000, in 0.01 steps.
bool handicapped(std::uint64_t salt, long long turn, double permille) {
  return static_cast<double>(mix(salt ^ static_cast<std::uint64_t>(turn)) % 100000) <
         permille * 100;
}

// The first ball with an empty neighbour, moved there ("" if none).
std::string plain_move(const std::vector<int>& grid, int n) {
  const int dr[] = {-1, 0, 1, 0}, dc[] = {0, 1, 0, -1};
  for (int cell = 0; cell < n * n; ++cell) {
    if (grid[static_cast<std::size_t>(cell)] == 0) continue;
    for (int d = 0; d < 4; ++d) {
      const int r = cell / n + dr[d], c = cell % n + dc[d];
      if (r >= 0 && r < n && c >= 0 && c < n && grid[static_cast<std::size_t>(r * n + c)] == 0)
        return std::to_string(cell / n) + " " + std::to_string(cell % n) + " " + std::to_string(r) +
               " " + std::to_string(c);
    }
  }
  return "";
}

// Reads a turn (the cells, the next three colours, the elapsed time) and passes it on.
bool relay_turn(std::vector<int>& grid, FILE* to_child) {
  for (int& v : grid)
    if (!(std::cin >> v)) return false;
  for (const int v : grid) std::fprintf(to_child, "%d\n", v);
  for (int i = 0; i < 4; ++i) {
    long long x = 0;
    if (!(std::cin >> x)) return false;
    std::fprintf(to_child, "%lld\n", x);
  }
  std::fflush(to_child);
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  const bool first_too = argc > 1 && std::string(argv[1]) == "--first";
  char** args = argv + (first_too ? 2 : 1);
  if (argc - (args - argv) < 2) {
    std::cerr << "usage: lines_handicap [--first] PERMILLE COMMAND [ARG...]\n";
    return 2;
  }
  const double permille = std::strtod(args[0], nullptr);
  FILE *to_child = nullptr, *from_child = nullptr;
  const pid_t child = fake::start_solution(args + 1, to_child, from_child);
  int n = 0, colours = 0;
  if (!(std::cin >> n >> colours)) return 0;
  std::fprintf(to_child, "%d\n%d\n", n, colours);
  std::vector<int> grid(static_cast<std::size_t>(n * n));
  std::uint64_t salt = 0;
  for (long long turn = 0; relay_turn(grid, to_child); ++turn) {
    if (turn == 0) salt = game_salt(grid);
    char line[256];
    if (!std::fgets(line, sizeof line, from_child)) break;
    const bool plain = (first_too && turn == 0) || handicapped(salt, turn, permille);
    const std::string own = plain ? plain_move(grid, n) : "";
    std::cout << (own.empty() ? std::string(line) : own + "\n") << std::flush;
  }
  std::fclose(to_child);
  std::fclose(from_child);
  waitpid(child, nullptr, 0);
}

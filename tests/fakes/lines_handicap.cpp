// A Lines player made deliberately weaker: it relays the game to a real
// solution and, on a fixed share of the turns, plays a plain move of its own
// instead (the first ball that can step to an empty neighbour). The score
// regression check must reject it. Usage: lines_handicap PERMILLE COMMAND [ARG...]
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "tests/fakes/relay.h"

namespace {

// The same turns on every run: a multiplicative hash of the turn number.
bool handicapped(long long turn, long permille) {
  return static_cast<long>((static_cast<unsigned long long>(turn) * 2654435761ULL) % 1000) <
         permille;
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
  if (argc < 3) {
    std::cerr << "usage: lines_handicap PERMILLE COMMAND [ARG...]\n";
    return 2;
  }
  const long permille = std::strtol(argv[1], nullptr, 10);
  FILE *to_child = nullptr, *from_child = nullptr;
  const pid_t child = fake::start_solution(argv + 2, to_child, from_child);
  int n = 0, colours = 0;
  if (!(std::cin >> n >> colours)) return 0;
  std::fprintf(to_child, "%d\n%d\n", n, colours);
  std::vector<int> grid(static_cast<std::size_t>(n * n));
  for (long long turn = 0; relay_turn(grid, to_child); ++turn) {
    char line[256];
    if (!std::fgets(line, sizeof line, from_child)) break;
    const std::string own = handicapped(turn, permille) ? plain_move(grid, n) : "";
    std::cout << (own.empty() ? std::string(line) : own + "\n") << std::flush;
  }
  std::fclose(to_child);
  std::fclose(from_child);
  waitpid(child, nullptr, 0);
}

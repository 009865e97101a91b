// A deliberately weak but valid Lines player: it moves the first ball it finds
// to an empty neighbour. The score regression check must reject it.
#include <iostream>
#include <vector>

int main() {
  int n = 0, colours = 0;
  if (!(std::cin >> n >> colours)) return 0;
  std::vector<int> grid(static_cast<std::size_t>(n * n));
  while (true) {
    for (int& v : grid) {
      if (!(std::cin >> v)) return 0;
    }
    int skip = 0;
    for (int i = 0; i < 4; ++i) std::cin >> skip;  // next colours and elapsed time
    const int dr[] = {-1, 0, 1, 0}, dc[] = {0, 1, 0, -1};
    bool moved = false;
    for (int cell = 0; cell < n * n && !moved; ++cell) {
      if (grid[static_cast<std::size_t>(cell)] == 0) continue;
      for (int d = 0; d < 4 && !moved; ++d) {
        const int r = cell / n + dr[d], c = cell % n + dc[d];
        if (r < 0 || r >= n || c < 0 || c >= n || grid[static_cast<std::size_t>(r * n + c)] != 0)
          continue;
        std::cout << cell / n << ' ' << cell % n << ' ' << r << ' ' << c << std::endl;
        moved = true;
      }
    }
  }
}

// An AHC-shaped input generator for the tests of game files: `gen SEEDS_FILE
// [--dir DIR]` writes DIR/0000.txt, 0001.txt, ... (default DIR "in"), one per
// line of SEEDS_FILE, as AtCoder's local tools do. An input is "N K" and then N
// targets in 0..10000, drawn from the seed.
#include <sys/stat.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <random>
#include <string>

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: gen SEEDS_FILE [--dir DIR]\n");
    return 2;
  }
  std::string dir = "in";
  for (int i = 2; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], "--dir") == 0) dir = argv[i + 1];
  mkdir(dir.c_str(), 0755);
  std::ifstream seeds(argv[1]);
  std::uint64_t seed;
  for (int index = 0; seeds >> seed; ++index) {
    std::mt19937_64 random(seed * 0x9E3779B97F4A7C15ULL + 1);
    const int n = 10 + static_cast<int>(random() % 51);
    const int k = 1 + static_cast<int>(random() % 5);
    char name[32];
    std::snprintf(name, sizeof name, "/%04d.txt", index);
    std::ofstream out(dir + name);
    out << n << ' ' << k << '\n';
    for (int i = 0; i < n; ++i) out << (random() % 10001) << (i + 1 < n ? ' ' : '\n');
  }
  return 0;
}

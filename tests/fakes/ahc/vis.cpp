// An AHC-shaped local tester for the tests of game files: `vis INPUT OUTPUT`
// prints "Score = S" on stdout, S = 1000 + K * sum |target - answer| (lower is
// better), or "Score = 0" with the reason on stderr for a wrong answer, as
// AtCoder's tools do.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <vector>

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: vis INPUT OUTPUT\n");
    return 2;
  }
  std::ifstream input(argv[1]), output(argv[2]);
  long long n = 0, k = 0;
  if (!(input >> n >> k)) {
    std::fprintf(stderr, "cannot read the input %s\n", argv[1]);
    return 1;
  }
  long long score = 1000;
  for (long long i = 0; i < n; ++i) {
    long long target = 0, answer = 0;
    input >> target;
    if (!(output >> answer)) {
      std::fprintf(stderr, "wrong answer: %lld numbers expected, %lld read\n", n, i);
      std::printf("Score = 0\n");
      return 0;
    }
    score += k * std::llabs(target - answer);
  }
  std::printf("Score = %lld\n", score);
  return 0;
}

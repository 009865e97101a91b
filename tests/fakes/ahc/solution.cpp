// A solution of the AHC-shaped test game (gen.cpp, vis.cpp): reads the input on
// stdin and answers each target with an error of about NOISE, drawn from the
// input itself (so each case is played the same way every time). NOISE comes
// from `--noise X` or the environment variable AHC_NOISE (the tuner's knob);
// default 10. A planted difference is a second noise level.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

int main(int argc, char** argv) {
  double noise = 10;
  if (const char* env = std::getenv("AHC_NOISE")) noise = std::atof(env);
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], "--noise") == 0) noise = std::atof(argv[i + 1]);
  long long n = 0, k = 0;
  if (std::scanf("%lld %lld", &n, &k) != 2) return 1;
  std::vector<long long> targets(static_cast<std::size_t>(n));
  unsigned long long mix = static_cast<unsigned long long>(n * 131 + k);
  for (auto& t : targets) {
    if (std::scanf("%lld", &t) != 1) return 1;
    mix = mix * 1000003 + static_cast<unsigned long long>(t);
  }
  std::mt19937_64 random(mix);
  std::normal_distribution<double> error(0, 1);
  for (long long i = 0; i < n; ++i)
    std::printf("%lld\n",
                targets[static_cast<std::size_t>(i)] + std::llround(noise * error(random)));
  return 0;
}

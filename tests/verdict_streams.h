// Streams of per-case differences whose true mean is known: the kinds of game a
// verdict must not be fooled by. Shared by the verdicts' simulation test
// (tests/test_sequential.cpp) and their measurement (tests/bench/verdict_rates.cpp).
// Differences are in percentage points of the best, within +-100.
#pragma once

#include <algorithm>
#include <functional>
#include <random>
#include <string>
#include <vector>

namespace mm::test {

struct Stream {
  std::string name;
  double mean;  // the true mean difference
  std::function<double(std::mt19937_64&)> draw;
};

inline double uniform01(std::mt19937_64& rng) {
  return std::uniform_real_distribution<double>(0, 1)(rng);
}

// Streams whose true mean is 0, or a hair below 0 for the rare failure (so that
// "better" is false there and "worse" is not counted).
inline std::vector<Stream> null_streams() {
  return {
      {"normal (sd 20)", 0,
       [](std::mt19937_64& r) {
         return std::clamp(std::normal_distribution<double>(0, 20)(r), -100.0, 100.0);
       }},
      {"normal, quiet (sd 0.4)", 0,
       [](std::mt19937_64& r) { return std::normal_distribution<double>(0, 0.4)(r); }},
      // Mostly a little behind, now and then far ahead: the mean is 0.
      {"skewed (-5, or +95 one case in 20)", 0,
       [](std::mt19937_64& r) { return uniform01(r) < 0.05 ? 95.0 : -5.0; }},
      {"skewed the other way (+5, or -95 one case in 20)", 0,
       [](std::mt19937_64& r) { return uniform01(r) < 0.05 ? -95.0 : 5.0; }},
      // Student's t with 2 degrees of freedom (infinite variance), cut at +-100 alike.
      {"heavy-tailed (5 t(2))", 0,
       [](std::mt19937_64& r) {
         return std::clamp(5 * std::student_t_distribution<double>(2)(r), -100.0, 100.0);
       }},
      // TilesMatching's unit: a case won, lost or tied.
      {"rank points (40 % won, 40 % lost)", 0,
       [](std::mt19937_64& r) {
         const double u = uniform01(r);
         return u < 0.4 ? 100.0 : u < 0.8 ? -100.0 : 0.0;
       }},
      // 1 point better on almost every case, but a failure (-100) one case in a hundred.
      {"rare failure (+1, or -100 one case in 100)", -0.01,
       [](std::mt19937_64& r) {
         return uniform01(r) < 0.01 ? -100.0 : std::normal_distribution<double>(1, 0.4)(r);
       }},
  };
}

// A stream of normal differences with this mean and spread, cut at +-100.
inline Stream normal_stream(double mean, double sd) {
  return {"normal", mean, [mean, sd](std::mt19937_64& r) {
            return std::clamp(std::normal_distribution<double>(mean, sd)(r), -100.0, 100.0);
          }};
}

}  // namespace mm::test

// Measures the duel's verdicts on simulated streams of per-case differences
// (tests/verdict_streams.h), for docs/notebook/2026-12-06-verdicts.md:
//
//   verdict_rates rates [STREAMS]     false verdicts of the always-valid interval,
//                                     of the SPRT, and of the interval the duel
//                                     used before (a normal mixture with the sample
//                                     variance plugged in), per kind of stream
//   verdict_rates power SD [STREAMS]  seeds until 80 % of duels have decided a
//                                     difference of 1 and 2 points (normal, sd SD)
//
// Deterministic (fixed random seeds); no timing.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "tester/analysis/sequential.h"
#include "tests/verdict_streams.h"

using namespace mm;

namespace {

constexpr int kLength = 1000;        // seeds a duel may play in `rates`
constexpr int kPowerLength = 40000;  // and in `power`
constexpr double kSprtLow = 0, kSprtHigh = 2;

// One way of judging a stream after every seed: +1 better (or H1), -1 worse (or H0), 0 not yet.
struct Judge {
  virtual ~Judge() = default;
  virtual void add(double difference) = 0;
  virtual int decision() const = 0;
};

struct SequenceJudge : Judge {
  ConfidenceSequence sequence{100};
  void add(double d) override { sequence.add(d); }
  int decision() const override {
    const Verdict v = sequence.verdict();
    return v == Verdict::Better ? 1 : v == Verdict::Worse ? -1 : 0;
  }
};

struct SprtJudge : Judge {
  SprtJudge(double low, double high) : low(low), high(high) {}
  Sprt sprt{0.05, 0.05};
  double low, high;
  void add(double d) override { sprt.add(d); }
  int decision() const override { return sprt.decision(low, high); }
};

// The duel's interval before: Robbins' normal mixture with the sample variance
// plugged in, narrowest near 40 cases, from the tenth case on.
struct FormerJudge : Judge {
  static constexpr double kAlpha = 0.05;
  static constexpr std::size_t kMinCases = 10;
  const double rho2 = (-2 * std::log(kAlpha) + std::log(1 - 2 * std::log(kAlpha))) / 40;
  std::size_t n = 0;
  double mean = 0, m2 = 0;
  int state = 0;
  void add(double d) override {
    ++n;
    const double delta = d - mean;
    mean += delta / static_cast<double>(n);
    m2 += delta * (d - mean);
    if (n < kMinCases || state) return;
    const double t = static_cast<double>(n), spread = t * rho2 + 1;
    const double half = std::sqrt(m2 / (t - 1)) * std::sqrt(2 * spread / (t * t * rho2) *
                                                            std::log(std::sqrt(spread) / kAlpha));
    state = mean - half > 0 ? 1 : mean + half < 0 ? -1 : 0;
  }
  int decision() const override { return state; }
};

// Plays `streams` duels of up to `length` cases; returns each one's first
// decision and the case it came on (0 and length + 1 when none).
std::vector<std::pair<int, int>> duels(const std::function<std::unique_ptr<Judge>()>& make,
                                       const test::Stream& stream, int streams, int length) {
  std::vector<std::pair<int, int>> out;
  for (int s = 0; s < streams; ++s) {
    std::mt19937_64 rng(1000003ULL * static_cast<unsigned>(s) + 17);
    auto judge = make();
    std::pair<int, int> result{0, length + 1};
    for (int t = 1; t <= length; ++t) {
      judge->add(stream.draw(rng));
      if (const int d = judge->decision()) {
        result = {d, t};
        break;
      }
    }
    out.push_back(result);
  }
  return out;
}

double share(const std::vector<std::pair<int, int>>& results, int decision) {
  const auto hits = std::count_if(results.begin(), results.end(),
                                  [&](const auto& r) { return r.first == decision; });
  return 100.0 * static_cast<double>(hits) / static_cast<double>(results.size());
}

// The same stream moved by `shift` points (an SPRT's H1 point).
test::Stream shifted(const test::Stream& stream, double shift) {
  return {stream.name, stream.mean + shift,
          [draw = stream.draw, shift](std::mt19937_64& r) { return draw(r) + shift; }};
}

void rates(int streams) {
  std::printf(
      "| stream | mean | interval: false verdicts | former interval | SPRT(0,2): H1 at mean | "
      "SPRT(0,2): H0 at mean + 2 |\n|---|---|---|---|---|---|\n");
  for (const auto& stream : test::null_streams()) {
    // A verdict is false when it is "better" for a mean <= 0 or "worse" for one >= 0.
    const auto false_share = [&](const std::vector<std::pair<int, int>>& r) {
      return share(r, 1) * (stream.mean <= 0) + share(r, -1) * (stream.mean >= 0);
    };
    const auto now =
        duels([] { return std::make_unique<SequenceJudge>(); }, stream, streams, kLength);
    const auto former =
        duels([] { return std::make_unique<FormerJudge>(); }, stream, streams, kLength);
    const auto sprt_low = duels([] { return std::make_unique<SprtJudge>(kSprtLow, kSprtHigh); },
                                stream, streams, kLength);
    const auto sprt_high = duels([] { return std::make_unique<SprtJudge>(kSprtLow, kSprtHigh); },
                                 shifted(stream, kSprtHigh), streams, kLength);
    std::printf("| %s | %+.2f | %.1f %% | %.1f %% | %.1f %% | %.1f %% |\n", stream.name.c_str(),
                stream.mean, false_share(now), false_share(former), share(sprt_low, 1),
                share(sprt_high, -1));
  }
}

// The number of cases by which 80 % of the duels had decided "better".
int seeds_for_power(const std::function<std::unique_ptr<Judge>()>& make, double mean, double sd,
                    int streams) {
  auto results = duels(make, test::normal_stream(mean, sd), streams, kPowerLength);
  std::vector<int> when;
  for (const auto& [decision, at] : results) when.push_back(decision == 1 ? at : kPowerLength + 1);
  std::sort(when.begin(), when.end());
  return when[static_cast<std::size_t>(0.8 * streams)];
}

void power(double sd, int streams) {
  std::printf(
      "| difference | sd | interval, --until-decided | SPRT(0, difference) | t test, "
      "one look |\n|---|---|---|---|---|\n");
  for (const double difference : {1.0, 2.0}) {
    const int sequence =
        seeds_for_power([] { return std::make_unique<SequenceJudge>(); }, difference, sd, streams);
    const int sprt =
        seeds_for_power([difference] { return std::make_unique<SprtJudge>(0, difference); },
                        difference, sd, streams);
    // Student's t at one look: n with (z_0.975 + z_0.8) sd / sqrt(n) = difference.
    const double t_seeds = std::ceil(std::pow((1.96 + 0.84) * sd / difference, 2));
    const auto text = [](int n) { return n > kPowerLength ? "> 40,000" : std::to_string(n); };
    std::printf("| %+.0f | %.1f | %s | %s | %.0f |\n", difference, sd, text(sequence).c_str(),
                text(sprt).c_str(), std::max(2.0, t_seeds));
  }
}

}  // namespace

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "";
  if (what == "rates") {
    rates(argc > 2 ? std::atoi(argv[2]) : 2000);
    return 0;
  }
  if (what == "power" && argc > 2) {
    power(std::atof(argv[2]), argc > 3 ? std::atoi(argv[3]) : 400);
    return 0;
  }
  std::fprintf(stderr, "usage: verdict_rates rates [STREAMS] | power SD [STREAMS]\n");
  return 2;
}

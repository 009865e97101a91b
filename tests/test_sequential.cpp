// Verdicts read after every seed: the betting confidence sequence keeps its
// promise on every kind of stream a game gives, the SPRT decides as Wald's test,
// and the running comparison keeps the unit and the failures.
#include <catch2/catch.hpp>
#include <cmath>
#include <random>

#include "tester/analysis/sequential.h"
#include "tests/verdict_streams.h"

using namespace mm;

namespace {

// Is the verdict false for a stream whose true mean is `mean`?
bool false_verdict(Verdict verdict, double mean) {
  return (verdict == Verdict::Better && mean <= 0) || (verdict == Verdict::Worse && mean >= 0);
}

// The share of `streams` streams of `length` cases on which a duel stopping at
// the first verdict would have stopped on a false one.
double false_verdict_rate(const test::Stream& stream, int streams, int length, std::uint64_t seed) {
  int wrong = 0;
  for (int s = 0; s < streams; ++s) {
    std::mt19937_64 rng(seed + static_cast<std::uint64_t>(s));
    ConfidenceSequence sequence(100);
    for (int t = 0; t < length; ++t) {
      sequence.add(stream.draw(rng));
      const Verdict verdict = sequence.verdict();
      if (verdict == Verdict::Undecided) continue;
      wrong += false_verdict(verdict, stream.mean);
      break;
    }
  }
  return static_cast<double>(wrong) / streams;
}

}  // namespace

TEST_CASE("the confidence sequence keeps false verdicts under 5 % on every kind of stream",
          "[sequential]") {
  // 2,000 duels of up to 1,000 seeds per kind, each stopped at its first
  // verdict (what --until-decided does). Nominal: at most 5 %.
  constexpr int kStreams = 2000, kLength = 1000;
  std::uint64_t seed = 20261206;
  for (const auto& stream : test::null_streams()) {
    const double rate = false_verdict_rate(stream, kStreams, kLength, seed);
    seed += 1000003;
    INFO(stream.name << ": " << rate * 100 << " % false verdicts");
    CHECK(rate <= 0.055);
  }
}

TEST_CASE("the confidence sequence's interval holds the mean at every look", "[sequential]") {
  constexpr int kStreams = 200, kLength = 300;
  int misses = 0;
  for (int s = 0; s < kStreams; ++s) {
    std::mt19937_64 rng(7000 + s);
    const auto stream = test::normal_stream(3, 15);
    ConfidenceSequence sequence(100);
    bool missed = false;
    for (int t = 0; t < kLength; ++t) {
      sequence.add(stream.draw(rng));
      if (t % 10 != 9) continue;
      sequence.refresh();
      missed = missed || sequence.low() >= 3 || sequence.high() <= 3;
    }
    misses += missed;
  }
  CHECK(misses <= 0.055 * kStreams);
}

TEST_CASE("the confidence sequence decides a clear difference, and a tie within a margin",
          "[sequential]") {
  ConfidenceSequence better(100), same(100);
  std::mt19937_64 rng(1);
  int seeds = 0;
  while (better.verdict() == Verdict::Undecided && seeds < 1000) {
    better.add(21 + std::normal_distribution<double>(0, 1)(rng));
    ++seeds;
  }
  // A 21-point gain (SquareRemover's width 40 against 2) is known after a few dozen seeds.
  CHECK(better.verdict() == Verdict::Better);
  CHECK(seeds <= 60);
  better.refresh();
  CHECK(better.low() > 0);
  CHECK(better.low() < 21);
  CHECK(better.high() > 21);
  // Two identical players: never better nor worse; within +-10 points soon.
  for (int i = 0; i < 200; ++i) same.add(0);
  same.refresh();
  CHECK(same.verdict() == Verdict::Undecided);
  CHECK(same.verdict(10) == Verdict::Within);
  CHECK(same.low() < 0);
  CHECK(same.high() > 0);
}

TEST_CASE("the SPRT's log likelihood ratio is the normal model's, with Wald's bounds",
          "[sequential]") {
  Sprt sprt(0.05, 0.05);
  CHECK(sprt.lower_bound() == Approx(std::log(0.05 / 0.95)));
  CHECK(sprt.upper_bound() == Approx(std::log(0.95 / 0.05)));
  for (const double d : {1.0, 3.0, 2.0, 4.0}) sprt.add(d);
  // mean 2.5, sample variance 5/3: 4 (2 - 0)(5 - 2) / (2 5/3) = 7.2.
  CHECK(sprt.llr(0, 2) == Approx(7.2));
  CHECK(sprt.decision(0, 2) == 0);  // fewer than 20 cases: no decision yet
  Sprt clear(0.05, 0.05), nothing(0.05, 0.05);
  for (std::size_t i = 0; i + 1 < Sprt::kMinCases; ++i) clear.add(21 + (i % 2)), nothing.add(0);
  CHECK(clear.decision(0, 2) == 0);
  clear.add(21), nothing.add(0);
  CHECK(clear.decision(0, 2) == 1);     // H1: better by at least 2
  CHECK(nothing.decision(0, 2) == -1);  // identical players: H0
}

TEST_CASE("a running comparison shows raw points in % of the pooled mean and counts failures",
          "[sequential]") {
  // TwistedGame: A dies on 2 of 100 seeds (score 0), B never; otherwise alike.
  RunningComparison versus(Normalization::RawAverage, 40000);
  std::mt19937_64 rng(3);
  for (int seed = 1; seed <= 100; ++seed) {
    const double score = 35000 + std::normal_distribution<double>(0, 300)(rng);
    const bool a_dies = seed == 17 || seed == 64;
    versus.add(score, a_dies ? std::nullopt : std::optional<double>(score), 0);
  }
  versus.refresh();
  const PairedInterval b_vs_a = versus.interval();
  // +700 points a seed against a pooled mean of 34,650: +2.0 %, not millions of per cent.
  CHECK(b_vs_a.mean == Approx(2 * 35000.0 / 100 * 100 / 34650).epsilon(0.01));
  CHECK(b_vs_a.against_failed == 2);
  CHECK(b_vs_a.run_failed == 0);
  CHECK(b_vs_a.verdict != Verdict::Worse);
  CHECK(*b_vs_a.low < b_vs_a.mean);
  CHECK(*b_vs_a.high > b_vs_a.mean);
  CHECK(b_vs_a.level == "95 % always valid");
  // SPRT bounds in per cent become points at the pooled mean: +2 % is H1's point.
  CHECK(versus.llr(0, 2) > 0);
}

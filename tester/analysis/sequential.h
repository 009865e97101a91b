// Verdicts read after every seed: a duel that stops once the answer is known,
// and the live status of a run against a reference run (docs/verdicts.md).
//
// * `ConfidenceSequence`: an always-valid interval for the mean of bounded
//   per-case differences. Its intervals hold at every seed at once with 95 %
//   probability, whatever the distribution of the differences (skewed, heavy
//   tailed, a rare failure worth -100 %), however long one watches and whenever
//   one stops. It is the betting confidence sequence of Waudby-Smith and Ramdas,
//   "Estimating means of bounded random variables by betting" (JRSS B, 2024).
// * `Sprt`: Wald's sequential probability ratio test of H0 "difference <= LOW"
//   against H1 "difference >= HIGH", with the normal model and an estimated
//   variance, as chess engine testing runs it. Fast, but its error rates hold
//   only where the model does (no rare failures, 20 cases or more).
// * `RunningComparison`: one run against another seed by seed, in the unit of
//   verdict.h, with failures counted; the duel and the live status read it.
#pragma once

#include <cstddef>
#include <optional>
#include <vector>

#include "common/normalize.h"
#include "tester/analysis/verdict.h"

namespace mm {

class ConfidenceSequence {
 public:
  // Differences lie in [-bound, +bound] (larger ones are clamped); `alpha` 0.05
  // for 95 %.
  explicit ConfidenceSequence(double bound, double alpha = 0.05);

  void add(double difference);
  std::size_t cases() const { return history_.size(); }
  double mean() const { return cases() ? sum_ / static_cast<double>(cases()) : 0; }

  // Recomputes the interval now (it costs one pass over the cases seen) and keeps
  // its intersection with every earlier one, as a confidence sequence may.
  void refresh();
  // The interval of the last refresh (base units): the mean lies strictly
  // between low and high; [-bound, +bound] before anything is excluded.
  double low() const { return low_; }
  double high() const { return high_; }
  // Better and worse are known after every add (0 is watched on each case);
  // `within` (inside +-margin, base units) as of the last refresh.
  Verdict verdict(double margin = 0) const;

 private:
  struct Bet {
    double x;              // the difference mapped to [0, 1]
    double fraction_up;    // the adaptive bet on "the mean is above m"
    double fraction_down;  // and on "below m"
  };
  // log of the hedged capitals betting that the mean exceeds / falls short of
  // m (m mapped to (0, 1)) after every case seen.
  double log_capital_up(double m) const;
  double log_capital_down(double m) const;
  std::pair<double, double> next_fractions() const;

  double bound_;
  double log_threshold_;  // log(2 / alpha): each side of the hedge at alpha / 2
  std::vector<Bet> history_;
  double sum_ = 0;
  // Running estimates of the mapped differences (with a prior), for the bets.
  double estimate_mean_ = 0.5, estimate_variance_ = 0.25, squares_ = 0;
  // The capitals at m = 0 (mapped 0.5), kept up to date on every case.
  std::vector<double> zero_up_, zero_down_;  // log capital per bet: adaptive, then fixed
  bool zero_excluded_below_ = false, zero_excluded_above_ = false;
  double low_, high_;
};

class Sprt {
 public:
  // No decision before this many cases: the variance is estimated from them
  // (with fewer, the false-decision rates measured exceed alpha and beta).
  static constexpr std::size_t kMinCases = 20;

  Sprt(double alpha, double beta);
  void add(double difference);
  std::size_t cases() const { return count_; }
  // The log likelihood ratio of "mean = high" against "mean = low" (base units)
  // in the normal model with the sample variance: n (high - low)(2 mean - low -
  // high) / (2 s^2), the approximation chess engine testing uses.
  double llr(double low, double high) const;
  double lower_bound() const { return lower_; }  // log(beta / (1 - alpha)): H0 accepted below
  double upper_bound() const { return upper_; }  // log((1 - beta) / alpha): H1 accepted above
  // +1: H1 accepted, -1: H0 accepted, 0: neither (yet).
  int decision(double low, double high) const;

 private:
  double lower_, upper_;
  std::size_t count_ = 0;
  double mean_ = 0, m2_ = 0;  // Welford's running mean and sum of squared deviations
};

// One run against another, one case at a time in a fixed order (the seeds'),
// as a duel and the live status see it.
class RunningComparison {
 public:
  // `max_raw_score`: a raw-average game's largest raw score (GameInfo); `alpha`
  // the interval's (0.05 for 95 %), `sprt_alpha` and `sprt_beta` the SPRT's.
  RunningComparison(Normalization kind, double max_raw_score, double alpha = 0.05,
                    double sprt_alpha = 0.05, double sprt_beta = 0.05);

  // One case: both scores (nullopt for a failure) and the case's reference (BEST/MAX).
  void add(std::optional<double> run, std::optional<double> against, double reference);
  std::size_t cases() const { return sequence_.cases(); }
  std::size_t run_failed() const { return run_failed_; }
  std::size_t against_failed() const { return against_failed_; }
  double percent_per_unit() const;

  // The always-valid interval, in per cent, with its verdict for a margin in per cent.
  PairedInterval interval(double margin_percent = 0) const;
  // The SPRT's log likelihood ratio and decision (sequential.h) for LOW and HIGH in per cent.
  double llr(double low_percent, double high_percent) const;
  int sprt_decision(double low_percent, double high_percent) const;
  const Sprt& sprt() const { return sprt_; }

  // Brings the interval up to date now (it is refreshed on its own after every
  // case while the cases are few, then every hundredth of their number).
  void refresh() { sequence_.refresh(); }

 private:
  Normalization kind_;
  ConfidenceSequence sequence_;
  Sprt sprt_;
  std::size_t run_failed_ = 0, against_failed_ = 0;
  double pooled_sum_ = 0;  // of (run + against) / 2 raw, a failure counting 0
};

}  // namespace mm

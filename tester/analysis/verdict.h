// Is a difference between two runs real? The per-case difference in the
// contest's own per-case term, a paired 95 % interval on its mean, and a
// verdict (docs/results.md, "Is it really better?").
//
// Two intervals:
// * `t_interval`: Student's t interval over the cases, for one look at a
//   finished comparison (compare, runs, the report, the CI check).
// * `ConfidenceSequence`: an always-valid interval for a duel that looks after
//   every seed and stops when the answer is known (Robbins' normal mixture with a
//   plug-in variance, as in Waudby-Smith et al., "Time-uniform central limit
//   theory and asymptotic confidence sequences", Annals of Statistics, 2024).
#pragma once

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "common/normalize.h"

namespace mm {

struct AlignedRuns;  // grouping.h

enum class Verdict {
  Better,     // the whole interval above 0
  Worse,      // the whole interval below 0
  Within,     // the whole interval inside (-margin, +margin); only with a margin
  Undecided,  // none of these
};
const char* verdict_name(Verdict verdict);

// The difference of one run against another, in per cent of the per-case term.
struct PairedInterval {
  std::string run, against;  // names
  std::size_t cases = 0;
  double mean = 0;                  // mean per-case difference, run - against, in %
  std::optional<double> low, high;  // the interval; none with fewer than two cases
  Verdict verdict = Verdict::Undecided;
};

// Per-case differences run - against, in %, in the unit of the contest's own
// per-case term:
// * score/best (SquareRemover, Lines, Jewels): 100 (run - against) / reference,
//   reference = the contest's BEST/MAX of the case (`reference`, best of every
//   run compared and the best known); an invalid or negative score counts 0;
// * rank points (TilesMatching): +100 a case the run beats the other, -100 a case
//   it loses, 0 a tie: the two runs' rank points against each other;
// * raw average (TwistedGame): 100 (run - against) / the other run's mean raw
//   score, so that a case weighs as much as in the average.
// Scores are nullopt for a case that did not end normally.
std::vector<double> case_differences(Normalization kind,
                                     const std::vector<std::optional<double>>& run,
                                     const std::vector<std::optional<double>>& against,
                                     const std::vector<double>& reference);

// What the differences of case_differences measure, e.g. "% of the best score per case".
const char* difference_unit(Normalization kind);

// The contest's reference (BEST/MAX) of one case: the best of its best known score
// and the valid scores of the runs compared (0 if none).
double case_reference(std::optional<double> best_known,
                      std::initializer_list<std::optional<double>> scores);

// The contest's reference (BEST/MAX) of the given cases: the best valid score of
// every run of `aligned` and the best known.
std::vector<double> case_references(const AlignedRuns& aligned,
                                    const std::vector<std::size_t>& cases);

// Run `run` against run `against` of `aligned`, on the given case indices.
PairedInterval paired_interval(Normalization kind, const AlignedRuns& aligned, std::size_t run,
                               std::size_t against, const std::vector<std::size_t>& cases);

// Student's t interval (confidence e.g. 0.95) on the mean of `differences`,
// with its verdict (no margin: better, worse or undecided).
PairedInterval t_interval(const std::vector<double>& differences, double confidence = 0.95);

// Better / worse / within (-margin, +margin) / undecided from an interval.
Verdict verdict_of(std::optional<double> low, std::optional<double> high, double margin = 0);

// "wide vs narrow: +23.4 % [+19.8, +27.1] (95 %, 8 cases): better"
std::string interval_text(const PairedInterval& interval, const std::string& level = "95 %");
// Its cells for a table: "+23.4 % [+19.8, +27.1] better".
std::string interval_cell(const PairedInterval& interval);
// {"against", "cases", "mean", "low", "high", "verdict"} (low/high null if none).
nlohmann::json to_json(const PairedInterval& interval);

// An always-valid 95 % confidence sequence for the mean of differences seen one
// at a time: its intervals hold at every seed at once, so a duel may look after
// each seed and stop at the first decisive one without inflating its error rate.
class ConfidenceSequence {
 public:
  // `alpha` 0.05 for 95 %; the boundary is tightest near `optimal_at` cases;
  // no interval before `min_cases` (the plug-in variance needs some cases).
  ConfidenceSequence(double alpha, std::size_t optimal_at, std::size_t min_cases);
  void add(double difference);
  // The interval now (none before min_cases) and its verdict for `margin`.
  PairedInterval interval(double margin) const;
  std::size_t cases() const { return count_; }

 private:
  double alpha_;
  double rho_squared_;
  std::size_t min_cases_;
  std::size_t count_ = 0;
  double mean_ = 0, m2_ = 0;  // Welford's running mean and sum of squared deviations
};

}  // namespace mm

// Is a difference between two runs real? The per-case difference in a unit
// that cannot explode, each side's failed seeds, a paired 95 % interval on the
// mean difference and a verdict (docs/verdicts.md).
//
// This file holds what every comparison shares: the unit (one function for
// compare, runs, the report, the live status, the duel and the CI check), the
// failure counts, and Student's t interval for one look at a finished
// comparison. The always-valid sequence of a duel or a live run is in
// sequential.h.
#pragma once

#include <initializer_list>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "common/normalize.h"
#include "tester/analysis/aligned_runs.h"

namespace mm {

enum class Verdict {
  Better,     // the whole interval above 0
  Worse,      // the whole interval below 0
  Within,     // the whole interval inside (-margin, +margin); only with a margin
  Undecided,  // none of these
};
const char* verdict_name(Verdict verdict);

// --- The unit.
//
// A case's difference run - against is computed in a base unit that never
// divides by one side's score on that case, so it is bounded:
// * score/best (SquareRemover, Lines, Jewels): 100 (run - against) / reference,
//   reference = the contest's BEST/MAX of the case: percentage points of the
//   best, within +-100; an invalid or negative score counts 0;
// * rank points (TilesMatching): +100 a case the run beats the other, -100 a
//   case it loses, 0 a tie, within +-100;
// * raw average (TwistedGame): raw points, within +-the game's largest raw
//   score. Shown as per cent of the pooled mean raw score of both runs over the
//   cases compared, so that the mean difference is the relative change of the
//   contest's average.
// Scores are nullopt for a case that did not end normally (a failure).
double case_difference(Normalization kind, std::optional<double> run, std::optional<double> against,
                       double reference);

// +1 where `mine` beats `base` on a case, -1 where it loses, 0 for a tie: raw
// scores compared (under Min, lower wins and a failure loses to any valid score).
int case_outcome(Normalization kind, const CaseCell& mine, const CaseCell& base);

// The largest |case_difference| there can be, in base units. `max_raw_score`:
// a raw-average game's largest raw score of a case (GameInfo).
double difference_bound(Normalization kind, double max_raw_score);

// Per cent shown per base unit: 1, or for raw averages 100 / the pooled mean raw
// score of both runs (a failure counts 0; at least one point).
double percent_per_unit(Normalization kind, double pooled_mean_raw);

// What the shown figures measure, e.g. "score / best per case, in percentage points of the best".
const char* difference_unit(Normalization kind);

// The contest's reference (BEST/MAX) of one case: the best of its best known score
// and the valid scores of the runs compared (0 if none).
double case_reference(Normalization kind, std::optional<double> best_known,
                      std::initializer_list<std::optional<double>> scores);

// The contest's reference (BEST/MAX) of the given cases: the best valid score of
// every run of `aligned` and the best known.
std::vector<double> case_references(Normalization kind, const AlignedRuns& aligned,
                                    const std::vector<std::size_t>& cases);

// A run against another on the same cases: the differences in base units, the
// scale they are shown at, and each side's failed cases.
struct PairedDifferences {
  std::vector<double> values;  // per case, base units
  double percent_per_unit = 1;
  std::size_t run_failed = 0, against_failed = 0;
};
PairedDifferences paired_differences(Normalization kind,
                                     const std::vector<std::optional<double>>& run,
                                     const std::vector<std::optional<double>>& against,
                                     const std::vector<double>& reference);

// --- The interval and its verdict.

// The difference of one run against another, in the shown unit (per cent).
struct PairedInterval {
  std::string run, against;  // names
  std::size_t cases = 0;
  double mean = 0;                  // mean per-case difference, run - against, in %
  std::optional<double> low, high;  // the interval; none with fewer than two cases
  Verdict verdict = Verdict::Undecided;
  std::size_t run_failed = 0, against_failed = 0;  // cases that did not end normally
  std::string level = "95 %";  // how the interval was made: "95 %" (t) or "95 % always valid"
};

// Student's t interval (confidence e.g. 0.95) on the mean of `differences`,
// with its verdict (no margin: better, worse or undecided).
PairedInterval t_interval(const std::vector<double>& differences, double confidence = 0.95);

// Run `run` against run `against` of `aligned`, on the given case indices: the t
// interval in the shown unit, with both sides' failures. `references`: the
// cases' case_references, computed once for many pairs.
PairedInterval paired_interval(Normalization kind, const AlignedRuns& aligned, std::size_t run,
                               std::size_t against, const std::vector<std::size_t>& cases,
                               const std::vector<double>& references);
PairedInterval paired_interval(Normalization kind, const AlignedRuns& aligned, std::size_t run,
                               std::size_t against, const std::vector<std::size_t>& cases);

// The interval with mean and ends multiplied by `factor` (base units to per cent).
PairedInterval scaled(PairedInterval interval, double factor);

// Better / worse / within (-margin, +margin) / undecided from an interval.
Verdict verdict_of(std::optional<double> low, std::optional<double> high, double margin = 0);

// --- Words.

// "narrow failed 2 of 100 seeds, wide 0" (against first), or "none failed".
std::string failures_text(const PairedInterval& interval);
// "better", or "better (but wide failed more seeds)" when the run called better
// failed more cases than the other.
std::string verdict_text(const PairedInterval& interval);
// "wide vs narrow: +23.4 % [+19.8, +27.1] (95 %, 8 cases): better; none failed"
std::string interval_text(const PairedInterval& interval);
// Its cells for a table: "+23.4 % [+19.8, +27.1] better", and ", failed 2 vs 0"
// (this run's failed cases vs the other's) when any failed.
std::string interval_cell(const PairedInterval& interval);
// {"against", "cases", "mean", "low", "high", "verdict", "level", "failed": {"run", "against"}}
// (low/high null if none).
nlohmann::json to_json(const PairedInterval& interval);

}  // namespace mm

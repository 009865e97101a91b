#include "tester/analysis/verdict.h"

#include <fmt/core.h>

#include <algorithm>
#include <boost/math/distributions/students_t.hpp>
#include <cmath>

namespace mm {

namespace {

double mean_of(const std::vector<double>& values) {
  double sum = 0;
  for (const double v : values) sum += v;
  return values.empty() ? 0 : sum / static_cast<double>(values.size());
}

std::string signed_percent(double value) {
  return fmt::format("{:+.1f}", value);
}

// The score a relative normalization gives a case under Max: invalid or negative = 0.
double counted(const std::optional<double>& score) {
  return score && *score > 0 ? *score : 0;
}

bool relative_to_best(Normalization kind) {
  return kind == Normalization::RelativeToBestMillion ||
         kind == Normalization::RelativeToMaxHundred;
}

}  // namespace

const char* verdict_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::Better:
      return "better";
    case Verdict::Worse:
      return "worse";
    case Verdict::Within:
      return "within";
    case Verdict::Undecided:
      return "undecided";
  }
  return "";
}

const char* difference_unit(Normalization kind) {
  switch (kind) {
    case Normalization::RelativeToBestMillion:
    case Normalization::RelativeToMaxHundred:
      return kind.minimizes() ? "best / score per case, in percentage points of the best"
                              : "score / best per case, in percentage points of the best";
    case Normalization::RankPoints:
      return "rank points against each other: +100 a case won, -100 a case lost";
    case Normalization::RawAverage:
      return "raw points per case, in % of the pooled mean raw score of both runs";
  }
  return "";
}

double case_difference(Normalization kind, std::optional<double> run, std::optional<double> against,
                       double reference) {
  switch (kind) {
    case Normalization::RelativeToBestMillion:
    case Normalization::RelativeToMaxHundred:
      if (reference <= 0) return 0;
      if (!kind.minimizes())  // (run - against) / reference: exact for integer scores
        return 100 * (counted(run) - counted(against)) / reference;
      return 100 * (kind.share_of_best(run, reference) - kind.share_of_best(against, reference));
    case Normalization::RankPoints: {
      const double mine = rank_value(kind, run), theirs = rank_value(kind, against);
      return mine > theirs ? 100 : mine < theirs ? -100 : 0;
    }
    case Normalization::RawAverage: {
      // Positive = the run is better, under either objective.
      const double difference = kind.raw_or_failed(run) - kind.raw_or_failed(against);
      return kind.minimizes() ? -difference : difference;
    }
  }
  return 0;
}

int case_outcome(Normalization kind, const CaseCell& mine, const CaseCell& base) {
  // Under Max the raw scores as stored (a failure's error score included), as the
  // five games always counted them.
  const auto merit = [&](const CaseCell& cell) {
    return kind.minimizes() ? rank_value(kind, cell.valid_score()) : cell.score;
  };
  const double a = merit(mine), b = merit(base);
  return a > b ? 1 : a < b ? -1 : 0;
}

double difference_bound(Normalization kind, double max_raw_score) {
  return kind == Normalization::RawAverage ? std::max(max_raw_score, 1.0) : 100.0;
}

double percent_per_unit(Normalization kind, double pooled_mean_raw) {
  // Below one point a raw score is no scale for a percentage.
  return kind == Normalization::RawAverage ? 100 / std::max(std::fabs(pooled_mean_raw), 1.0) : 1.0;
}

PairedDifferences paired_differences(Normalization kind,
                                     const std::vector<std::optional<double>>& run,
                                     const std::vector<std::optional<double>>& against,
                                     const std::vector<double>& reference) {
  PairedDifferences out;
  double pooled = 0;
  for (std::size_t t = 0; t < run.size(); ++t) {
    out.values.push_back(case_difference(kind, run[t], against[t], reference[t]));
    out.run_failed += !run[t];
    out.against_failed += !against[t];
    pooled += (kind.raw_or_failed(run[t]) + kind.raw_or_failed(against[t])) / 2;
  }
  pooled /= static_cast<double>(std::max<std::size_t>(run.size(), 1));
  out.percent_per_unit = percent_per_unit(kind, pooled);
  return out;
}

namespace {

// The best of a case's best known score and the runs' valid scores (0 if none).
// Under Min only positive scores count: they alone have a share (best / score).
template <typename Scores>
double best_reference(Normalization kind, std::optional<double> best_known, const Scores& scores) {
  CaseBest best(kind);
  best.add(best_known);
  for (const auto& score : scores) best.add(score);
  return best.value();
}

}  // namespace

double case_reference(Normalization kind, std::optional<double> best_known,
                      std::initializer_list<std::optional<double>> scores) {
  return best_reference(kind, best_known, scores);
}

std::vector<double> case_references(Normalization kind, const AlignedRuns& aligned,
                                    const std::vector<std::size_t>& cases) {
  std::vector<double> references;
  std::vector<std::optional<double>> scores(aligned.cells.size());
  for (const auto t : cases) {
    for (std::size_t c = 0; c < scores.size(); ++c) scores[c] = aligned.cells[c][t].valid_score();
    references.push_back(best_reference(
        kind, t < aligned.best_known.size() ? aligned.best_known[t] : std::nullopt, scores));
  }
  return references;
}

PairedInterval paired_interval(Normalization kind, const AlignedRuns& aligned, std::size_t run,
                               std::size_t against, const std::vector<std::size_t>& cases) {
  return paired_interval(kind, aligned, run, against, cases,
                         relative_to_best(kind) ? case_references(kind, aligned, cases)
                                                : std::vector<double>(cases.size(), 0));
}

PairedInterval paired_interval(Normalization kind, const AlignedRuns& aligned, std::size_t run,
                               std::size_t against, const std::vector<std::size_t>& cases,
                               const std::vector<double>& references) {
  std::vector<std::optional<double>> mine, theirs;
  for (const auto t : cases) {
    mine.push_back(aligned.cells[run][t].valid_score());
    theirs.push_back(aligned.cells[against][t].valid_score());
  }
  const PairedDifferences differences = paired_differences(kind, mine, theirs, references);
  PairedInterval interval = scaled(t_interval(differences.values), differences.percent_per_unit);
  interval.run = aligned.names[run];
  interval.against = aligned.names[against];
  interval.run_failed = differences.run_failed;
  interval.against_failed = differences.against_failed;
  return interval;
}

PairedInterval t_interval(const std::vector<double>& differences, double confidence) {
  PairedInterval interval;
  interval.cases = differences.size();
  interval.mean = mean_of(differences);
  if (differences.size() >= 2) {
    double squares = 0;
    for (const double d : differences) squares += (d - interval.mean) * (d - interval.mean);
    const double n = static_cast<double>(differences.size());
    const double standard_error = std::sqrt(squares / (n - 1) / n);
    const boost::math::students_t distribution(n - 1);
    const double t =
        boost::math::quantile(boost::math::complement(distribution, (1 - confidence) / 2));
    interval.low = interval.mean - t * standard_error;
    interval.high = interval.mean + t * standard_error;
  }
  interval.verdict = verdict_of(interval.low, interval.high);
  return interval;
}

PairedInterval scaled(PairedInterval interval, double factor) {
  interval.mean *= factor;
  if (interval.low) *interval.low *= factor;
  if (interval.high) *interval.high *= factor;
  return interval;
}

Verdict verdict_of(std::optional<double> low, std::optional<double> high, double margin) {
  if (!low || !high) return Verdict::Undecided;
  if (*low > 0) return Verdict::Better;
  if (*high < 0) return Verdict::Worse;
  if (margin > 0 && *low > -margin && *high < margin) return Verdict::Within;
  return Verdict::Undecided;
}

std::string failures_text(const PairedInterval& interval) {
  if (interval.run_failed == 0 && interval.against_failed == 0) return "none failed";
  return fmt::format("{} failed {} of {} seeds, {} {}", interval.against, interval.against_failed,
                     interval.cases, interval.run, interval.run_failed);
}

std::string verdict_text(const PairedInterval& interval) {
  std::string text = verdict_name(interval.verdict);
  if (interval.verdict == Verdict::Better && interval.run_failed > interval.against_failed)
    text += " (but " + interval.run + " failed more seeds)";
  return text;
}

std::string interval_cell(const PairedInterval& interval) {
  const std::string range =
      interval.low && interval.high
          ? fmt::format(" [{}, {}]", signed_percent(*interval.low), signed_percent(*interval.high))
          : std::string(" [no interval]");
  std::string cell =
      signed_percent(interval.mean) + " %" + range + " " + verdict_name(interval.verdict);
  if (interval.run_failed || interval.against_failed)
    cell += fmt::format(", failed {} vs {}", interval.run_failed, interval.against_failed);
  return cell;
}

std::string interval_text(const PairedInterval& interval) {
  const std::string range =
      interval.low && interval.high
          ? fmt::format(" [{}, {}]", signed_percent(*interval.low), signed_percent(*interval.high))
          : std::string();
  return fmt::format("{} vs {}: {} %{} ({}, {} case{}): {}; {}", interval.run, interval.against,
                     signed_percent(interval.mean), range, interval.level, interval.cases,
                     interval.cases == 1 ? "" : "s", verdict_text(interval),
                     failures_text(interval));
}

nlohmann::json to_json(const PairedInterval& interval) {
  const auto number = [](const std::optional<double>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
  };
  return {{"against", interval.against},
          {"cases", interval.cases},
          {"mean", interval.mean},
          {"low", number(interval.low)},
          {"high", number(interval.high)},
          {"verdict", verdict_name(interval.verdict)},
          {"level", interval.level},
          {"failed", {{"run", interval.run_failed}, {"against", interval.against_failed}}}};
}

}  // namespace mm

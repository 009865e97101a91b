#include "tester/analysis/verdict.h"

#include <fmt/core.h>

#include <algorithm>
#include <boost/math/distributions/students_t.hpp>
#include <cmath>

#include "tester/analysis/grouping.h"

namespace mm {

namespace {

double mean_of(const std::vector<double>& values) {
  double sum = 0;
  for (const double v : values) sum += v;
  return values.empty() ? 0 : sum / static_cast<double>(values.size());
}

// The score a relative normalization gives a case: invalid or negative = 0.
double counted(const std::optional<double>& score) {
  return score && *score > 0 ? *score : 0;
}

std::string signed_percent(double value) {
  return fmt::format("{:+.1f}", value);
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
      return "score / best per case, in % of best";
    case Normalization::RankPoints:
      return "rank points against each other: +100 % a case won, -100 % a case lost";
    case Normalization::RawAverage:
      return "raw score per case, in % of the other run's mean";
  }
  return "";
}

std::vector<double> case_differences(Normalization kind,
                                     const std::vector<std::optional<double>>& run,
                                     const std::vector<std::optional<double>>& against,
                                     const std::vector<double>& reference) {
  std::vector<double> differences;
  double against_mean = 0;
  for (const auto& score : against) against_mean += score.value_or(0);
  against_mean /= static_cast<double>(std::max<std::size_t>(against.size(), 1));
  // Below one point a raw score is no scale for a percentage.
  const double raw_scale = std::max(std::fabs(against_mean), 1.0);
  for (std::size_t t = 0; t < run.size(); ++t) {
    switch (kind) {
      case Normalization::RelativeToBestMillion:
      case Normalization::RelativeToMaxHundred: {
        const double best = reference[t];
        differences.push_back(best > 0 ? 100 * (counted(run[t]) - counted(against[t])) / best : 0);
        break;
      }
      case Normalization::RankPoints: {
        const double mine = run[t].value_or(0), theirs = against[t].value_or(0);
        differences.push_back(mine > theirs ? 100 : mine < theirs ? -100 : 0);
        break;
      }
      case Normalization::RawAverage:
        differences.push_back(100 * (run[t].value_or(0) - against[t].value_or(0)) / raw_scale);
        break;
    }
  }
  return differences;
}

double case_reference(std::optional<double> best_known,
                      std::initializer_list<std::optional<double>> scores) {
  double best = best_known.value_or(0);
  for (const auto& score : scores) best = std::max(best, score.value_or(0));
  return best;
}

std::vector<double> case_references(const AlignedRuns& aligned,
                                    const std::vector<std::size_t>& cases) {
  std::vector<double> references;
  for (const auto t : cases) {
    double best =
        case_reference(t < aligned.best_known.size() ? aligned.best_known[t] : std::nullopt, {});
    for (const auto& row : aligned.records) best = case_reference(best, {row[t]->valid_score()});
    references.push_back(best);
  }
  return references;
}

PairedInterval paired_interval(Normalization kind, const AlignedRuns& aligned, std::size_t run,
                               std::size_t against, const std::vector<std::size_t>& cases) {
  std::vector<std::optional<double>> mine, theirs;
  for (const auto t : cases) {
    for (auto [row, scores] : {std::pair{run, &mine}, std::pair{against, &theirs}}) {
      const SeedRecord* record = aligned.records[row][t];
      scores->push_back(record->valid_score());
    }
  }
  PairedInterval interval =
      t_interval(case_differences(kind, mine, theirs, case_references(aligned, cases)));
  interval.run = aligned.names[run];
  interval.against = aligned.names[against];
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

Verdict verdict_of(std::optional<double> low, std::optional<double> high, double margin) {
  if (!low || !high) return Verdict::Undecided;
  if (*low > 0) return Verdict::Better;
  if (*high < 0) return Verdict::Worse;
  if (margin > 0 && *low > -margin && *high < margin) return Verdict::Within;
  return Verdict::Undecided;
}

std::string interval_cell(const PairedInterval& interval) {
  const std::string range =
      interval.low && interval.high
          ? fmt::format(" [{}, {}]", signed_percent(*interval.low), signed_percent(*interval.high))
          : std::string(" [no interval]");
  return signed_percent(interval.mean) + " %" + range + " " + verdict_name(interval.verdict);
}

std::string interval_text(const PairedInterval& interval, const std::string& level) {
  const std::string range =
      interval.low && interval.high
          ? fmt::format(" [{}, {}]", signed_percent(*interval.low), signed_percent(*interval.high))
          : std::string();
  return fmt::format("{} vs {}: {} %{} ({}, {} case{}): {}", interval.run, interval.against,
                     signed_percent(interval.mean), range, level, interval.cases,
                     interval.cases == 1 ? "" : "s", verdict_name(interval.verdict));
}

nlohmann::json to_json(const PairedInterval& interval) {
  const auto number = [](const std::optional<double>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
  };
  return {{"against", interval.against},   {"cases", interval.cases},
          {"mean", interval.mean},         {"low", number(interval.low)},
          {"high", number(interval.high)}, {"verdict", verdict_name(interval.verdict)}};
}

// Robbins' normal mixture: with unit-variance increments, the mixture over
// lambda ~ N(0, rho^2) of exp(lambda S_t - lambda^2 t / 2) is a martingale, and
// Ville's inequality bounds by alpha the chance that it ever exceeds 1/alpha, which
// is |S_t| >= sqrt(2 (t rho^2 + 1) / rho^2 * log(sqrt(t rho^2 + 1) / alpha)).
// rho^2 = (-2 log alpha + log(1 - 2 log alpha)) / t* makes it narrowest near t*.
ConfidenceSequence::ConfidenceSequence(double alpha, std::size_t optimal_at, std::size_t min_cases)
    : alpha_(alpha),
      rho_squared_((-2 * std::log(alpha) + std::log(1 - 2 * std::log(alpha))) /
                   static_cast<double>(std::max<std::size_t>(optimal_at, 1))),
      min_cases_(std::max<std::size_t>(min_cases, 2)) {}

void ConfidenceSequence::add(double difference) {
  ++count_;
  const double delta = difference - mean_;
  mean_ += delta / static_cast<double>(count_);
  m2_ += delta * (difference - mean_);
}

PairedInterval ConfidenceSequence::interval(double margin) const {
  PairedInterval interval;
  interval.cases = count_;
  interval.mean = mean_;
  if (count_ >= min_cases_) {
    const double t = static_cast<double>(count_);
    const double sd = std::sqrt(m2_ / (t - 1));
    const double spread = t * rho_squared_ + 1;
    const double half =
        sd * std::sqrt(2 * spread / (t * t * rho_squared_) * std::log(std::sqrt(spread) / alpha_));
    interval.low = mean_ - half;
    interval.high = mean_ + half;
  }
  interval.verdict = verdict_of(interval.low, interval.high, margin);
  return interval;
}

}  // namespace mm

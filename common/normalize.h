// Contest scores: how each contest turned raw per-test scores into a ranking.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mm {

// Whether a higher or a lower raw score is better. The five games maximize; a
// game file (game_file.h) may minimize.
enum class Objective { Max, Min };

// Whether raw score `a` beats `b` under the objective.
inline bool better_score(Objective objective, double a, double b) {
  return objective == Objective::Min ? a < b : a > b;
}

// How a contest ranked, and which way its raw scores point. It converts to its
// Kind, so `switch (normalization)` and `normalization == Normalization::RankPoints`
// read the kind.
struct Normalization {
  enum Kind {
    // SquareRemover: per test 1,000,000 * YOUR / BEST, averaged; invalid = 0.
    // Under Min: BEST / YOUR.
    RelativeToBestMillion,
    // Lines, Jewels: per test YOUR / MAX (negative = 0), averaged and scaled to 100.
    // Under Min (AHC and TopCoder relative scoring): 100 * BEST / YOUR.
    RelativeToMaxHundred,
    // TilesMatching: per test 1 point for each competitor beaten and 0.5 for each
    // tie, summed over tests, divided by (competitors - 1). A failure ranks last.
    RankPoints,
    // TwistedGame: the plain average of the raw scores; a failure counts
    // `failed_raw` (0, or under Min the game's largest raw score).
    RawAverage,
  };
  Kind kind = RawAverage;
  Objective objective = Objective::Max;
  double failed_raw = 0;

  Normalization(Kind k = RawAverage, Objective o = Objective::Max, double failed = 0)
      : kind(k), objective(o), failed_raw(failed) {}
  operator Kind() const { return kind; }
  bool minimizes() const { return objective == Objective::Min; }
  // Whether raw score `a` beats `b`.
  bool better(double a, double b) const { return better_score(objective, a, b); }
  // The better of two raw scores.
  double best_of(double a, double b) const { return better(b, a) ? b : a; }
  // Whether a lower contest score ranks higher (only a raw average under Min).
  bool lower_contest_is_better() const { return kind == RawAverage && minimizes(); }
  // What a case counts in a raw average: its valid score, or failed_raw.
  double raw_or_failed(const std::optional<double>& score) const {
    return score ? *score : failed_raw;
  }
  // A valid score's share of the case's reference (BEST or MAX) under a
  // relative normalization: score/best, or best/score under Min; 0 for a
  // failure or a score <= 0.
  double share_of_best(const std::optional<double>& score, double reference) const;
};

const char* describe(Normalization kind);

// The contest's reference of one case (BEST/MAX): the best of the scores added
// (a failure is nullopt), 0 if none; under Min only positive scores count, as
// they alone have a share (best / score).
class CaseBest {
 public:
  explicit CaseBest(Normalization kind) : kind_(kind) {}
  void add(const std::optional<double>& score) {
    if (!score || (kind_.minimizes() && *score <= 0)) return;
    best_ = any_ ? kind_.best_of(best_, *score) : *score;
    any_ = true;
  }
  double value() const { return any_ && best_ > 0 ? best_ : 0; }

 private:
  Normalization kind_;
  bool any_ = false;
  double best_ = 0;
};

// Raw scores of several competitors on a common set of tests:
// scores[c][t] is competitor c's raw score on test t (nullopt = no valid result).
struct ScoreTable {
  std::vector<std::string> competitors;
  std::vector<std::string> tests;
  std::vector<std::vector<std::optional<double>>> scores;
};

// What rank points compare of a case: higher is better; a failure (nullopt)
// ranks below every valid score (0 under Max, as the contest counted it).
double rank_value(Normalization kind, const std::optional<double>& score);

// The contest score of each competitor. `best_known[t]`, if given, also counts
// as a reference for BEST/MAX (a best-known table), but not as a competitor.
std::vector<double> contest_scores(Normalization kind, const ScoreTable& table,
                                   const std::vector<std::optional<double>>& best_known = {});

}  // namespace mm

#include "tester/output/live_progress.h"

#include <fmt/core.h>

#include <algorithm>

#include "common/normalize.h"
#include "tester/analysis/aligned_runs.h"
#include "tester/analysis/verdict.h"
#include "tester/store/run_store.h"  // case_key

namespace mm {

namespace {

std::string duration_text(double seconds) {
  const auto s = static_cast<long long>(seconds + 0.5);
  if (s < 60) return fmt::format("{}s", s);
  if (s < 3600) return fmt::format("{}m{:02}s", s / 60, s % 60);
  return fmt::format("{}h{:02}m", s / 3600, s % 3600 / 60);
}

}  // namespace

LiveProgress::LiveProgress(ProgressMode mode, const GameInfo& game, const RunRecord& meta,
                           std::size_t total, std::map<std::string, double> best_known,
                           std::optional<ReferenceRun> reference)
    : mode_(mode),
      line_(mode),
      game_(game),
      meta_(meta),
      total_(total),
      best_known_(std::move(best_known)),
      reference_(std::move(reference)),
      versus_reference_(game.normalization, game.max_raw_score) {}

void LiveProgress::add(const SeedRecord& record) {
  if (mode_ == ProgressMode::Off) return;
  done_.push_back(record);
  if (reference_) {
    const std::string key = case_key(meta_, record.seed);
    const auto theirs = reference_->scores.find(key);
    if (theirs != reference_->scores.end()) {
      const auto best = best_known_.find(key);
      const double reference = case_reference(
          game_.normalization,
          best == best_known_.end() ? std::nullopt : std::optional<double>(best->second),
          {record.valid_score(), theirs->second});
      versus_reference_.add(record.valid_score(), theirs->second, reference);
    }
  }
  failed_ += !record.ok();
  score_sum_ += record.score;
  draw();
}

void LiveProgress::clear() {
  line_.clear();
}

void LiveProgress::draw() {
  // Plain: a line each time another tenth of the seeds is done, and at the end.
  const std::size_t tenths = total_ ? done_.size() * 10 / total_ : 10;
  const bool log = tenths > printed_tenths_ || done_.size() == total_;
  if (log) printed_tenths_ = tenths;
  line_.show(status(), log);
}

// The contest score of this run against the best known, as "97.413 / best 100.000":
// the best known scores take part as a second competitor, which gives the
// normalization's scale and makes rank-point contests meaningful.
std::string LiveProgress::versus_best() const {
  ScoreTable table;
  table.competitors = {"run", "best"};
  table.scores.resize(2);
  std::vector<std::optional<double>> best;
  for (const auto& record : done_) {
    const auto it = best_known_.find(case_key(meta_, record.seed));
    if (it == best_known_.end()) continue;
    table.tests.push_back(record.seed);
    table.scores[0].push_back(record.valid_score());
    table.scores[1].push_back(std::max(it->second, record.score));
    best.push_back(it->second);
  }
  if (table.tests.empty()) return "";
  const auto contest = contest_scores(game_.normalization, table, best);
  return fmt::format(", contest {:.3f} vs best known {:.3f}", contest[0], contest[1]);
}

std::string LiveProgress::versus_reference() const {
  if (!reference_ || versus_reference_.cases() == 0) return "";
  ScoreTable table;
  table.competitors = {"run", reference_->name};
  table.scores.resize(2);
  std::vector<std::optional<double>> best;
  for (const auto& record : done_) {
    const std::string key = case_key(meta_, record.seed);
    const auto theirs = reference_->scores.find(key);
    if (theirs == reference_->scores.end()) continue;
    table.tests.push_back(record.seed);
    table.scores[0].push_back(record.valid_score());
    table.scores[1].push_back(theirs->second);
    const auto it = best_known_.find(key);
    best.push_back(it == best_known_.end() ? std::nullopt : std::optional<double>(it->second));
  }
  const auto contest = contest_scores(game_.normalization, table, best);
  return fmt::format(", vs {} {:.3f} to {:.3f} on {}, {} (always valid)", reference_->name,
                     contest[0], contest[1], table.tests.size(),
                     interval_cell(versus_reference_.interval()));
}

std::string LiveProgress::status() const {
  const double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const std::size_t done = std::max(done_.size(), finished_);
  std::string text = fmt::format("[{}/{}] {}", done, total_, duration_text(elapsed));
  if (done > 0 && done < total_)
    text += ", ETA " +
            duration_text(elapsed / static_cast<double>(done) * static_cast<double>(total_ - done));
  text += fmt::format(", {} failed", failed_);
  if (!done_.empty())
    text += fmt::format(", mean {:.3f}", score_sum_ / static_cast<double>(done_.size()));
  return text + versus_best() + versus_reference();
}

std::optional<ReferenceRun> find_reference_run(const std::vector<RunRecord>& runs,
                                               const RunRecord& meta, const std::string& against) {
  const std::string tag = against.empty() ? meta.tag : against;
  if (tag.empty()) return std::nullopt;
  ReferenceRun reference;
  reference.name = tag;
  // The tag's previous run alone; --against merges all runs of its tag.
  std::vector<const RunRecord*> tagged;
  for (const auto& run : runs) {
    if (run.tag != tag) continue;
    if (against.empty()) tagged.clear();
    tagged.push_back(&run);
  }
  const bool found = !tagged.empty();
  for (const auto& [key, record] : latest_records(tagged))
    reference.scores[key] = record->valid_score();
  if (!found && !against.empty())
    throw UsageError("--against: no recorded run of " + meta.game + " with tag '" + against + "'");
  if (!found) return std::nullopt;
  if (against.empty()) reference.name = "previous " + tag;
  return reference;
}

}  // namespace mm

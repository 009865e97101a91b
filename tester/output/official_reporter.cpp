#include "tester/output/official_reporter.h"

#include <fmt/core.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <iostream>

#include "tester/store/bests_file.h"

namespace mm {

namespace {

std::string seeds_summary(const std::vector<Seed>& seeds) {
  bool contiguous = true;
  for (std::size_t i = 1; i < seeds.size(); ++i)
    contiguous &= seeds[i].value == seeds[i - 1].value + 1;
  if (contiguous) return seeds.front().text + " to " + seeds.back().text;
  std::string list;
  for (const auto& s : seeds) list += (list.empty() ? "" : ",") + s.text;
  return "{" + list + "}";
}

// Totals grow past Java's 1e7 switch to exponent form; print them in full.
std::string plain_total(const GameInfo& game, double total) {
  return game.integer_score ? fmt::format("{}", static_cast<long long>(total))
                            : fmt::format("{:.1f}", total);
}

std::string summary_line(const char* label, const std::string& value) {
  return fmt::format("{:>17}: {}\n", label, value);
}

}  // namespace

std::string stderr_tail(const std::string& text, std::size_t max_lines, std::size_t max_chars) {
  std::vector<std::string> lines;
  std::size_t end = text.size();
  while (end > 0 && (text[end - 1] == '\n' || text[end - 1] == '\r')) --end;
  while (end > 0 && lines.size() < max_lines) {
    const std::size_t start = text.rfind('\n', end - 1);
    const std::size_t from = start == std::string::npos ? 0 : start + 1;
    std::string line = text.substr(from, end - from);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.size() > max_chars) line = line.substr(0, max_chars) + "...";
    lines.push_back(line);
    if (start == std::string::npos) break;
    end = start;
  }
  std::string tail;
  for (auto it = lines.rbegin(); it != lines.rend(); ++it) tail += "\n  | " + *it;
  return tail;
}

OfficialReporter::OfficialReporter(const GameInfo& game, ReporterOptions options, std::ostream& out)
    : game_(game), options_(options), out_(out) {}

void OfficialReporter::seed(const CaseResult& r, std::optional<double> previous_best) {
  for (const auto& m : r.messages) out_ << m << "\n";
  if (!r.diagnostic.empty()) std::cerr << r.diagnostic << "\n";
  if (!r.detail.empty()) {
    const bool quote_stderr =
        !options_.stderr_was_echoed && r.status != CaseStatus::Ok && !r.solution_stderr.empty();
    out_.flush();
    spdlog::warn("seed {}: {}{}", r.seed.text, r.detail,
                 quote_stderr ? "; the end of its stderr:" + stderr_tail(r.solution_stderr) : "");
  }
  out_ << (options_.single ? game_.score_line(r.score)
                           : "Seed = " + r.seed.text + ", Score = " + game_.score_text(r.score));
  if (previous_best) out_ << ", PreviousBest = " << game_.score_text(*previous_best);
  if (options_.print_runtime) out_ << ", RunTime = " << r.solution_ms << " ms";
  out_ << std::endl;
  ++executed_;
  failed_ += r.status != CaseStatus::Ok;
  not_run_ += r.status == CaseStatus::SpawnFailed || r.status == CaseStatus::BadCase;
  total_ms_ += r.solution_ms;
  max_ms_ = std::max(max_ms_, r.solution_ms);
  total_score_ += r.score;
  moves_ += r.moves;
}

void OfficialReporter::summary(const std::vector<Seed>& seeds, const BestsFile* bests,
                               bool interrupted) {
  if (options_.single || options_.no_summary) return;
  const auto avg_ms = executed_ ? total_ms_ / static_cast<long long>(executed_) : 0;
  out_ << "\n"
       << summary_line("Seeds", seeds_summary(seeds))
       << summary_line("Executed Cases", std::to_string(executed_))
       << summary_line("Failed Cases", std::to_string(failed_))
       << summary_line("Avg. Run Time", std::to_string(avg_ms) + " ms")
       << summary_line("Max. Run Time", std::to_string(max_ms_) + " ms");
  if (bests) {
    out_ << "\n";
    if (bests->improved())
      out_ << summary_line("Improved Bests", std::to_string(bests->improved()));
    if (bests->tied()) out_ << summary_line("Tied Cases", std::to_string(bests->tied()));
    if (bests->new_cases()) out_ << summary_line("New Cases", std::to_string(bests->new_cases()));
    if (const auto previous = bests->previous_score())
      out_ << summary_line("Prev. Bests Score", fmt::format("{:.5f}", *previous));
    out_ << summary_line("Current Score", fmt::format("{:.5f}", bests->current_score()));
  }
  // Ours, after the framework's lines.
  out_ << summary_line("Total Score", plain_total(game_, total_score_))
       << summary_line(
              "Average Score",
              fmt::format("{:.3f}",
                          executed_ ? total_score_ / static_cast<double>(executed_) : 0.0));
  if (interrupted)
    out_ << summary_line("Interrupted",
                         fmt::format("after {} of {} seeds", executed_, seeds.size()));
  out_.flush();
}

}  // namespace mm

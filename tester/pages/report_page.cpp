// The report page over several runs on common seeds: scores, intervals,
// times, groups by case parameter and the solutions' reported data.
#include "tester/pages/report_page.h"

#include <fmt/core.h>

#include "tester/analysis/grouping.h"
#include "tester/analysis/solution_data.h"
#include "tester/analysis/time_stats.h"
#include "tester/analysis/verdict.h"
#include "tester/pages/page_template.h"

namespace mm {

namespace {

AlignedRuns aligned_input(const ReportInput& input) {
  AlignedRuns aligned;
  aligned.names = input.competitors;
  aligned.records = input.records;
  aligned.best_known = input.best_known;
  aligned.best_known.resize(input.seeds.size());
  for (std::size_t t = 0; t < input.seeds.size(); ++t)
    aligned.params.push_back(case_values(*input.records[0][t]));
  return aligned;
}

// The report's plots and tables by case parameter (grouping.h): one group
// table per parameter for the plots, and the --by table.
nlohmann::json report_groups(const GameInfo& game, const ReportInput& input) {
  const AlignedRuns aligned = aligned_input(input);
  nlohmann::json out = {{"by_param", nlohmann::json::array()}};
  if (input.seeds.empty()) return out;
  for (const auto& [name, value] : input.records[0][0]->params) {
    const auto keys = fit_widths({GroupKey{name, 0}}, aligned.params);
    out["by_param"].push_back(
        {{"name", name}, {"rows", to_json(group_table(game.normalization, aligned, keys))}});
  }
  if (!input.by.empty()) {
    const auto keys = fit_widths(parse_by(input.by), aligned.params);
    out["by"] = {{"keys", input.by},
                 {"rows", to_json(group_table(game.normalization, aligned, keys))}};
  }
  return out;
}

// Each run against the first: the paired 95 % interval (null for the first).
nlohmann::json report_intervals(const GameInfo& game, const ReportInput& input) {
  nlohmann::json out = nlohmann::json::array({nullptr});
  const AlignedRuns aligned = aligned_input(input);
  for (std::size_t c = 1; c < input.competitors.size() && !input.seeds.empty(); ++c)
    out.push_back(to_json(
        paired_interval(game.normalization, aligned, c, 0, case_indices(input.seeds.size()))));
  return out;
}

nlohmann::json report_times(const ReportInput& input) {
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t c = 0; c < input.competitors.size(); ++c) {
    const long long limit = c < input.time_limits.size() ? input.time_limits[c] : 0;
    std::vector<long long> ms;
    for (const auto* record : input.records[c]) ms.push_back(record->solution_ms);
    out.push_back(to_json(time_stats(ms, limit), limit));
  }
  return out;
}

}  // namespace

std::string report_html(const GameInfo& game, const ReportInput& input) {
  nlohmann::json data;
  data["game"] = game.name;
  data["official_name"] = game.official_name;
  data["normalization"] = describe(game.normalization);
  data["competitors"] = input.competitors;
  data["replay_dir"] = input.replay_dir;
  nlohmann::json rows = nlohmann::json::array();
  std::vector<double> totals(input.competitors.size(), 0);
  for (std::size_t t = 0; t < input.seeds.size(); ++t) {
    // The contest score of one test alone is that test's normalized score.
    ScoreTable single;
    single.tests = {input.seeds[t]};
    single.competitors = input.competitors;
    nlohmann::json row = {{"seed", input.seeds[t]}};
    nlohmann::json raw = nlohmann::json::array(), status = nlohmann::json::array(),
                   ms = nlohmann::json::array(), reported = nlohmann::json::array();
    for (std::size_t c = 0; c < input.competitors.size(); ++c) {
      const SeedRecord& record = *input.records[c][t];
      raw.push_back(record.score);
      status.push_back(status_name(record.status));
      ms.push_back(record.solution_ms);
      reported.push_back(record.data);
      single.scores.push_back({record.valid_score()});
      if (c == 0) row["params"] = record.params;
    }
    const auto normalized =
        contest_scores(game.normalization, single,
                       {t < input.best_known.size() ? input.best_known[t] : std::nullopt});
    row["raw"] = raw;
    row["status"] = status;
    row["ms"] = ms;
    row["data"] = reported;
    const auto best = t < input.best_known.size() ? input.best_known[t] : std::nullopt;
    row["best"] = best ? nlohmann::json(*best) : nlohmann::json(nullptr);
    row["normalized"] = normalized;
    rows.push_back(row);
  }
  data["rows"] = rows;
  ScoreTable table;
  table.tests = input.seeds;
  table.competitors = input.competitors;
  for (std::size_t c = 0; c < input.competitors.size(); ++c) {
    std::vector<std::optional<double>> scores;
    for (const auto* record : input.records[c]) scores.push_back(record->valid_score());
    table.scores.push_back(scores);
  }
  data["contest"] = contest_scores(game.normalization, table, input.best_known);
  data["intervals"] = report_intervals(game, input);
  data["difference_unit"] = difference_unit(game.normalization);
  data["notes"] = input.notes;
  data["times"] = report_times(input);
  data["groups"] = report_groups(game, input);
  data["data_means"] = to_json(data_means(input.records));
  const std::string title = fmt::format("{} report", game.official_name);
  return assemble_page("report.html", "report.js", title, data);
}

}  // namespace mm

// The report page over several runs on common seeds: scores, intervals,
// times, groups by case parameter and the solutions' reported data.
#include "tester/pages/report_page.h"

#include <fmt/core.h>

#include "tester/analysis/grouping.h"
#include "tester/analysis/run_counts.h"
#include "tester/analysis/solution_data.h"
#include "tester/analysis/time_stats.h"
#include "tester/analysis/verdict.h"
#include "tester/pages/page_template.h"
#include "tester/pages/replay_page.h"

namespace mm {

namespace {

// The report's plots and tables by case parameter (grouping.h): one group
// table per parameter for the plots, and the --by table.
nlohmann::json report_groups(const GameInfo& game, const ReportInput& input) {
  const AlignedRuns& aligned = input.runs;
  nlohmann::json out = {{"by_param", nlohmann::json::array()}};
  if (aligned.cases.empty()) return out;
  for (const auto& [name, value] : aligned.params.front()) {
    GroupKey key;
    key.name = name;
    const auto keys = fit_widths({key}, aligned.values);
    out["by_param"].push_back(
        {{"name", name}, {"rows", to_json(group_table(game.normalization, aligned, keys))}});
  }
  if (!input.by.empty()) {
    const auto keys = fit_widths(parse_by(input.by), aligned.values);
    out["by"] = {{"keys", input.by},
                 {"rows", to_json(group_table(game.normalization, aligned, keys))}};
  }
  return out;
}

// Each run against the first: the paired 95 % interval (null for the first).
nlohmann::json report_intervals(const GameInfo& game, const AlignedRuns& aligned) {
  nlohmann::json out = nlohmann::json::array({nullptr});
  for (std::size_t c = 1; c < aligned.names.size() && !aligned.cases.empty(); ++c)
    out.push_back(to_json(
        paired_interval(game.normalization, aligned, c, 0, case_indices(aligned.cases.size()))));
  return out;
}

nlohmann::json report_times(const AlignedRuns& aligned) {
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t c = 0; c < aligned.names.size(); ++c) {
    const long long limit = aligned.time_limits[c];
    out.push_back(to_json(time_stats(solution_times(aligned, c), limit), limit));
  }
  return out;
}

// One row of the report's per-seed table.
nlohmann::json seed_row(const GameInfo& game, const AlignedRuns& aligned, std::size_t t) {
  // The contest score of one test alone is that test's normalized score.
  ScoreTable single;
  single.tests = {aligned.seeds[t]};
  single.competitors = aligned.names;
  nlohmann::json raw = nlohmann::json::array(), status = nlohmann::json::array(),
                 ms = nlohmann::json::array(), reported = nlohmann::json::array();
  for (const auto& row : aligned.cells) {
    const CaseCell& cell = row[t];
    raw.push_back(cell.score);
    status.push_back(status_name(cell.status));
    ms.push_back(cell.solution_ms);
    reported.push_back(cell.data ? nlohmann::json(*cell.data) : nlohmann::json::object());
    single.scores.push_back({cell.valid_score()});
  }
  const auto best = aligned.best_known[t];
  const double reference = case_references(game.normalization, aligned, {t}).front();
  nlohmann::json percent_of_best = nlohmann::json::array();
  for (const auto& row : aligned.cells)
    percent_of_best.push_back(100 *
                              game.normalization.share_of_best(row[t].valid_score(), reference));
  return {{"seed", aligned.seeds[t]},
          {"percent_of_best", percent_of_best},
          {"params", aligned.params[t]},
          {"raw", raw},
          {"status", status},
          {"ms", ms},
          {"data", reported},
          {"best", best ? nlohmann::json(*best) : nlohmann::json(nullptr)},
          {"normalized", contest_scores(game.normalization, single, {best})}};
}

}  // namespace

std::string report_html(const GameInfo& game, const ReportInput& input) {
  const AlignedRuns& aligned = input.runs;
  nlohmann::json data;
  data["game"] = game.name;
  data["official_name"] = game.official_name;
  data["normalization"] = describe(game.normalization);
  data["competitors"] = aligned.names;
  data["replay_dir"] = input.replay_dir;
  data["replay_extension"] = replay_extension(game);
  nlohmann::json rows = nlohmann::json::array();
  for (std::size_t t = 0; t < aligned.cases.size(); ++t) rows.push_back(seed_row(game, aligned, t));
  data["rows"] = rows;
  data["contest"] = contest_on(game.normalization, aligned, case_indices(aligned.cases.size()));
  data["intervals"] = report_intervals(game, aligned);
  data["counts"] = nlohmann::json::array();
  for (const auto& counts : run_counts(game.normalization, aligned))
    data["counts"].push_back(
        {{"best", counts.best}, {"unique", counts.unique}, {"gain", counts.gain}});
  data["difference_unit"] = difference_unit(game.normalization);
  data["notes"] = aligned.notes;
  data["times"] = report_times(aligned);
  data["groups"] = report_groups(game, input);
  data["data_means"] = to_json(data_means(aligned));
  const std::string title = fmt::format("{} report", game.official_name);
  return assemble_page("report.html", "report.js", title, data);
}

}  // namespace mm

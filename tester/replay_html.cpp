// Builds the visualizer's pages from the embedded assets and the data.
#include "replay_html.h"

#include <fmt/core.h>

#include "grouping.h"
#include "solution_data.h"
#include "time_stats.h"
#include "vis_assets.h"

namespace mm {

std::string fill_template(std::string_view page,
                          const std::vector<std::pair<std::string, std::string>>& values) {
  std::string out;
  out.reserve(page.size());
  std::size_t at = 0;
  while (at < page.size()) {
    const std::size_t open = page.find('@', at);
    if (open == std::string_view::npos) break;
    const std::size_t close = page.find('@', open + 1);
    if (close == std::string_view::npos) break;
    const std::string_view name = page.substr(open + 1, close - open - 1);
    const auto it = std::find_if(values.begin(), values.end(),
                                 [&](const auto& entry) { return entry.first == name; });
    if (it == values.end()) {  // not a placeholder: keep the first '@' and go on after it
      out.append(page.substr(at, open + 1 - at));
      at = open + 1;
      continue;
    }
    out.append(page.substr(at, open - at));
    out.append(it->second);
    at = close + 1;
  }
  out.append(page.substr(at));
  return out;
}

std::string script_safe_json(const nlohmann::json& value) {
  // Invalid UTF-8 from a solution's output becomes U+FFFD instead of an exception.
  const std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (c == '<')  // only ever inside strings: "</script>" must not end the element
      out += "\\u003c";
    else
      out += c;
  }
  return out;
}

std::string replay_file_name(const Seed& seed) {
  return seed.text + ".html";
}

namespace {

constexpr std::string_view kUplotJs = "node_modules/uplot/dist/uPlot.iife.min.js";
constexpr std::string_view kUplotCss = "node_modules/uplot/dist/uPlot.min.css";
constexpr std::string_view kUplotLicense = "node_modules/uplot/LICENSE";

// The replay page's template serves the live page too: `live_mode` ("play" or
// "watch") adds the play panel and starts play.js instead of the embedded data.
// The report's template takes the chart library (uPlot) besides.
std::string page(std::string_view template_name, std::string_view script_name,
                 const std::string& title, const nlohmann::json& data,
                 const std::string& live_mode = "", const std::string& game_name = "") {
  const bool live = !live_mode.empty();
  return fill_template(
      vis_asset(template_name),
      {{"TITLE", title},
       {"STYLE", std::string(vis_asset("replay.css"))},
       {"PLAYER", std::string(vis_asset("player.js"))},
       {"GAME", std::string(vis_asset(script_name))},
       {"DATA", script_safe_json(data)},
       {"BODY_ATTRS",
        live ? " data-mode=\"" + live_mode + "\" data-game=\"" + game_name + "\"" : ""},
       {"PANEL", live ? std::string(vis_asset("play_panel.html")) : ""},
       {"START", live ? std::string(vis_asset("play.js")) : "MM.start();"},
       {"UPLOT_CSS", std::string(vis_asset(kUplotCss))},
       {"UPLOT", std::string(vis_asset(kUplotJs))},
       {"UPLOT_LICENSE", std::string(vis_asset(kUplotLicense))}});
}

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

std::string replay_html(const GameInfo& game, const CaseResult& result) {
  const std::string title = fmt::format("{} seed {}", game.official_name, result.seed.text);
  return page("replay.html", "games/" + game.name + ".js", title, replay_data(game, result));
}

std::string live_page_html(const GameInfo& game, const std::string& mode) {
  const std::string live_mode = mode == "play" ? "play" : "watch";
  return page("replay.html", "games/" + game.name + ".js", game.official_name + " — " + live_mode,
              nullptr, live_mode, game.name);
}

nlohmann::json replay_data(const GameInfo& game, const CaseResult& result) {
  nlohmann::json data;
  data["game"] = game.name;
  data["official_name"] = game.official_name;
  data["seed"] = result.seed.text;
  data["params"] = nlohmann::json::object();
  for (const auto& [name, value] : result.case_params) data["params"][name] = value;
  data["result"] = {{"status", status_name(result.status)},
                    {"score", game.score_text(result.score)},
                    {"messages", result.messages},
                    {"detail", result.detail},
                    {"solution_ms", result.solution_ms}};
  if (result.replay) {
    data["setup"] = result.replay->setup;
    data["frames"] = result.replay->frames;
  } else {
    data["setup"] = nlohmann::json::object();
    data["frames"] = nlohmann::json::array();
  }
  return data;
}

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
  return page("report.html", "report.js", title, data);
}

}  // namespace mm

// `tester runs GAME`: every recorded run of a game on one leaderboard.
#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <set>

#include "common/results.h"
#include "common/seed_spec.h"
#include "tester/analysis/grouping.h"
#include "tester/analysis/text_table.h"
#include "tester/analysis/time_stats.h"
#include "tester/analysis/verdict.h"
#include "tester/commands/commands.h"
#include "tester/games/registry.h"
#include "tester/store/best_known.h"
#include "tester/store/run_store.h"

namespace fs = std::filesystem;

namespace mm {

namespace {

struct RunsOptions {
  std::string game;
  std::string results_dir = "results";
  std::string seeds_dir;  // best-known tables; default: the project's seeds/
  std::string seeds;      // only runs having all these seeds, scored on them
  std::string where;      // case filter, e.g. N=8..10,C=3
  std::string by;         // group keys, e.g. N,C
  std::string sort = "contest";
  int last = 0;  // only the K most recent runs
  bool csv = false;
  bool json = false;
};

// One line of the leaderboard.
struct RunRow {
  const RunRecord* run = nullptr;
  std::map<std::string, const SeedRecord*> by_case;  // the cases it shows, after the filters
  std::size_t failed = 0;
  double mean_raw = 0;
  double percent_of_best = 0;  // mean over its cases of 100 * score / best known
  TimeStats time;
  std::optional<double> contest;             // on the shared cases
  std::optional<PairedInterval> versus_top;  // on the shared cases, against the first row
};

// "2026-11-22T06:30:00Z" -> "2026-11-22 06:30"
std::string short_date(const std::string& started) {
  if (started.size() < 16) return started;
  std::string text = started.substr(0, 16);
  text[10] = ' ';
  return text;
}

std::string overrides_text(const RunRecord& run) {
  std::string text;
  for (const auto& [name, value] : run.params)
    text += (text.empty() ? "" : " ") + name + "=" + value;
  return text;
}

// The run's cases kept by --seeds and --where; nullopt if it lacks one of the --seeds.
std::optional<RunRow> select_cases(const RunRecord& run, const std::set<std::string>& seeds,
                                   const CaseFilter& filter) {
  RunRow row;
  row.run = &run;
  std::set<std::string> present;
  for (const auto& r : run.results) {
    if (!seeds.empty() && !seeds.count(r.seed)) continue;
    present.insert(r.seed);
    if (matches(filter, case_values(r))) row.by_case[case_key(run, r.seed)] = &r;
  }
  if (present.size() < seeds.size()) return std::nullopt;
  return row;
}

void fill_own_figures(RunRow& row, const std::map<std::string, double>& best) {
  std::vector<long long> ms;
  for (const auto& [key, record] : row.by_case) {
    row.failed += !record->ok();
    row.mean_raw += record->score / static_cast<double>(row.by_case.size());
    const auto it = best.find(key);
    if (record->ok() && record->score > 0 && it != best.end() && it->second > 0)
      row.percent_of_best +=
          100 * record->score / it->second / static_cast<double>(row.by_case.size());
    ms.push_back(record->solution_ms);
  }
  row.time = time_stats(ms, row.run->time_limit_ms);
}

std::vector<std::string> shared_cases(const std::vector<RunRow>& rows) {
  std::vector<std::string> shared;
  if (rows.empty()) return shared;
  for (const auto& [key, record] : rows.front().by_case) {
    if (std::all_of(rows.begin(), rows.end(),
                    [&](const RunRow& row) { return row.by_case.count(key) > 0; }))
      shared.push_back(key);
  }
  std::sort(shared.begin(), shared.end(), seed_less);
  return shared;
}

std::string run_name(const RunRecord& run) {
  return run.tag.empty() ? fs::path(run.path).filename().string() : run.tag;
}

AlignedRuns align_rows(const std::vector<RunRow>& rows, const std::vector<std::string>& cases,
                       const std::map<std::string, double>& best) {
  AlignedRuns aligned;
  for (const auto& row : rows) {
    aligned.names.push_back(run_name(*row.run));
    auto& records = aligned.records.emplace_back();
    for (const auto& key : cases) records.push_back(row.by_case.at(key));
  }
  for (const auto& key : cases) {
    aligned.params.push_back(case_values(*rows.front().by_case.at(key)));
    const auto it = best.find(key);
    aligned.best_known.push_back(it == best.end() ? std::nullopt
                                                  : std::optional<double>(it->second));
  }
  return aligned;
}

void sort_rows(std::vector<RunRow>& rows, const std::string& key) {
  if (key == "date") {
    std::stable_sort(rows.begin(), rows.end(), [](const RunRow& a, const RunRow& b) {
      return a.run->started > b.run->started;
    });
  } else if (key == "contest") {
    std::stable_sort(rows.begin(), rows.end(), [](const RunRow& a, const RunRow& b) {
      return a.contest.value_or(-1e300) > b.contest.value_or(-1e300);
    });
  } else if (key == "best") {
    std::stable_sort(rows.begin(), rows.end(), [](const RunRow& a, const RunRow& b) {
      return a.percent_of_best > b.percent_of_best;
    });
  } else {
    throw UsageError("unknown --sort '" + key + "' (contest, best or date)");
  }
}

nlohmann::json row_json(const RunRow& row) {
  const RunRecord& run = *row.run;
  nlohmann::json j = {{"tag", run.tag},
                      {"file", run.path},
                      {"started", run.started},
                      {"note", run.note},
                      {"seeds", row.by_case.size()},
                      {"complete", run.complete},
                      {"time_scale", run.time_scale},
                      {"params", run.params},
                      {"failed", row.failed},
                      {"mean_raw", row.mean_raw},
                      {"percent_of_best", row.percent_of_best},
                      {"time_limit_ms", run.time_limit_ms},
                      {"time",
                       {{"mean_ms", row.time.mean_ms},
                        {"p95_ms", row.time.p95_ms},
                        {"max_ms", row.time.max_ms},
                        {"above_90_percent", row.time.near_limit}}}};
  j["contest"] = row.contest ? nlohmann::json(*row.contest) : nlohmann::json(nullptr);
  j["interval"] = row.versus_top ? to_json(*row.versus_top) : nlohmann::json(nullptr);
  j["duel"] = run.duel.is_object() ? run.duel : nlohmann::json(nullptr);
  return j;
}

// A duel's verdict from this run's side ("better than narrow (412 seeds)"), or "-".
std::string duel_cell(const RunRecord& run) {
  if (!run.duel.is_object() || !run.duel.contains("verdict")) return "-";
  return run.duel["verdict"].value("summary", "-");
}

TextRows leaderboard_rows(const std::vector<RunRow>& rows) {
  TextRows text = {{"tag", "started", "seeds", "done", "scale", "params", "fail", "mean ms",
                    "p95 ms", "max ms", ">90%", "mean raw", "% best", "contest", "vs top (95 %)",
                    "duel", "note"}};
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const RunRow& row = rows[i];
    const RunRecord& run = *row.run;
    text.push_back({run_name(run), short_date(run.started), std::to_string(row.by_case.size()),
                    run.complete ? "yes" : "no", run.time_scale.empty() ? "1" : run.time_scale,
                    overrides_text(run), std::to_string(row.failed),
                    fmt::format("{:.0f}", row.time.mean_ms), std::to_string(row.time.p95_ms),
                    std::to_string(row.time.max_ms), std::to_string(row.time.near_limit),
                    fmt::format("{:.3f}", row.mean_raw), fmt::format("{:.2f}", row.percent_of_best),
                    row.contest ? fmt::format("{:.3f}", *row.contest) : "-",
                    row.versus_top ? interval_cell(*row.versus_top) : "-", duel_cell(run),
                    run.note});
  }
  return text;
}

// The leaderboard before sorting: the last --last runs having all of --seeds,
// each with its cases after --where; `lacking` counts the runs left out.
std::vector<RunRow> select_runs(const std::vector<RunRecord>& all, const RunsOptions& options,
                                const std::map<std::string, double>& best, std::size_t& lacking) {
  const CaseFilter filter = parse_where(options.where);
  std::set<std::string> seeds;
  if (!options.seeds.empty()) {
    for (const auto& seed : parse_seed_spec(options.seeds)) seeds.insert(seed.text);
  }
  const std::size_t first = options.last > 0 && static_cast<std::size_t>(options.last) < all.size()
                                ? all.size() - static_cast<std::size_t>(options.last)
                                : 0;
  std::vector<RunRow> rows;
  for (std::size_t i = first; i < all.size(); ++i) {
    auto row = select_cases(all[i], seeds, filter);
    if (!row) {
      ++lacking;
      continue;
    }
    fill_own_figures(*row, best);
    rows.push_back(std::move(*row));
  }
  return rows;
}

// Each row's contest score on the cases all rows share.
void score_shared_cases(std::vector<RunRow>& rows, const std::vector<std::string>& shared,
                        const std::map<std::string, double>& best, const GameInfo& game) {
  if (shared.empty()) return;
  const AlignedRuns aligned = align_rows(rows, shared, best);
  const auto contest = contest_on(game.normalization, aligned, case_indices(shared.size()));
  for (std::size_t c = 0; c < rows.size(); ++c) rows[c].contest = contest[c];
}

// Each row against the first (the top run after sorting), on the shared cases.
void compare_with_top(std::vector<RunRow>& rows, const std::vector<std::string>& shared,
                      const std::map<std::string, double>& best, const GameInfo& game) {
  if (shared.empty() || rows.size() < 2) return;
  const AlignedRuns aligned = align_rows(rows, shared, best);
  for (std::size_t c = 1; c < rows.size(); ++c)
    rows[c].versus_top =
        paired_interval(game.normalization, aligned, c, 0, case_indices(shared.size()));
}

void print_leaderboard_json(const GameInfo& game, const std::vector<RunRow>& rows,
                            std::size_t shared, const std::vector<GroupRow>& groups, bool grouped) {
  nlohmann::json j = {{"game", game.name},
                      {"normalization", describe(game.normalization)},
                      {"shared_seeds", shared},
                      {"runs", nlohmann::json::array()}};
  for (const auto& row : rows) j["runs"].push_back(row_json(row));
  if (grouped) j["groups"] = to_json(groups);
  std::cout << j.dump(2) << "\n";
}

void print_leaderboard_text(const GameInfo& game, const std::vector<RunRow>& rows,
                            std::size_t shared, const std::vector<GroupRow>& groups,
                            std::size_t lacking, const RunsOptions& options) {
  print_table(leaderboard_rows(rows));
  std::cout << "\n";
  if (shared == 0) {
    std::cout << "contest: the " << rows.size()
              << " runs share no seed; narrow them with --seeds SPEC or --last K\n";
  } else {
    std::cout << "contest: " << game.official_name << " (" << describe(game.normalization)
              << ") on the " << shared << " seeds all " << rows.size() << " runs share\n";
  }
  std::cout << "% best: mean of 100 * score / best known over each run's own seeds\n";
  if (shared > 0 && rows.size() > 1)
    std::cout << "vs top: each run against the first row on the shared seeds, the mean difference "
                 "per case ("
              << difference_unit(game.normalization)
              << ") with its paired 95 % t interval and verdict, and each side's failed seeds\n";
  if (lacking)
    std::cout << lacking << " run(s) without all of --seeds " << options.seeds << " left out\n";
  if (!groups.empty()) {
    std::cout << "\nBy " << options.by << " (on the shared seeds):\n";
    std::vector<std::string> names;
    for (const auto& row : rows) names.push_back(run_name(*row.run));
    print_table(group_rows_text(groups, names));
  }
}

int runs_command(const RunsOptions& options) {
  const GameInfo& game = game_named(options.game);
  const std::vector<RunRecord> all = load_game_runs(options.results_dir, game.name);
  const auto best =
      best_by_case(options.results_dir, reference_seeds_dir(options.seeds_dir), game.name, all);
  std::size_t lacking = 0;
  std::vector<RunRow> rows = select_runs(all, options, best, lacking);
  if (rows.empty()) {
    std::cout << "no recorded run of " << game.name << " under " << options.results_dir
              << (lacking ? " has all of --seeds " + options.seeds : std::string()) << "\n";
    return kExitOk;
  }
  const std::vector<std::string> shared = shared_cases(rows);
  score_shared_cases(rows, shared, best, game);
  sort_rows(rows, options.sort);
  compare_with_top(rows, shared, best, game);

  std::vector<GroupRow> groups;
  const auto keys = parse_by(options.by);
  if (!keys.empty() && !shared.empty()) {
    AlignedRuns aligned = align_rows(rows, shared, best);
    groups = group_table(game.normalization, aligned, fit_widths(keys, aligned.params));
  }
  if (options.json)
    print_leaderboard_json(game, rows, shared.size(), groups, !keys.empty());
  else if (options.csv)
    print_csv(leaderboard_rows(rows));
  else
    print_leaderboard_text(game, rows, shared.size(), groups, lacking, options);
  return kExitOk;
}

}  // namespace

Subcommand add_runs_command(CLI::App& parent) {
  auto o = std::make_shared<RunsOptions>();
  auto* app = parent.add_subcommand(
      "runs", "Every recorded run of a game on one leaderboard, by contest score");
  app->add_option("game", o->game, "Game name")->required();
  app->add_option("--seeds", o->seeds,
                  "Only runs having all these seeds, scored on them (e.g. 1..100)");
  app->add_option("--last", o->last, "Only the K most recent runs")->check(CLI::PositiveNumber);
  app->add_option("--where", o->where, "Only cases with these parameters, e.g. N=8..10,C=3");
  app->add_option("--by", o->by, "Also a table per group of cases: N, N,C, or NAME:WIDTH for bins");
  app->add_option("--sort", o->sort, "contest (default), best (% of best) or date")
      ->check(CLI::IsMember({"contest", "best", "date"}));
  app->add_option("--results", o->results_dir, "Results store folder (default: results)");
  app->add_option("--seeds-dir", o->seeds_dir,
                  "Folder of the best-known tables (default: the project's seeds/)");
  app->add_flag("--csv", o->csv, "As CSV");
  app->add_flag("--json", o->json, "As JSON");
  return {app, [o] { return runs_command(*o); }};
}

}  // namespace mm

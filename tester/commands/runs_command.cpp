// `tester runs GAME`: every recorded run of a game on one leaderboard, read
// from the results store's index (a store of thousands of runs answers in
// about a second without reading its run files).
#include <fmt/core.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <filesystem>
#include <iostream>
#include <memory>
#include <numeric>
#include <optional>
#include <set>

#include "common/results.h"
#include "common/seed_spec.h"
#include "tester/analysis/aligned_runs.h"
#include "tester/analysis/grouping.h"
#include "tester/analysis/run_counts.h"
#include "tester/analysis/text_table.h"
#include "tester/analysis/time_stats.h"
#include "tester/analysis/verdict.h"
#include "tester/commands/commands.h"
#include "tester/commands/run_plan.h"
#include "tester/commands/run_source.h"
#include "tester/games/registry.h"
#include "tester/output/status_line.h"
#include "tester/store/run_index.h"
#include "tester/store/run_store.h"

namespace fs = std::filesystem;

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace runs_command {

struct RunsOptions {
  std::string game;
  std::string game_file;  // an external game's TOML file, instead of GAME
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

// One line of the leaderboard: a run's own figures on the cases it shows.
struct RunRow {
  RunRecord meta;
  RunColumn column;                                 // the cases it shows, after --seeds and --where
  std::vector<std::map<std::string, double>> data;  // [DATA] per case, when --where or --by read it
  std::size_t cases = 0;
  std::size_t failed = 0;
  double mean_raw = 0;
  double percent_of_best = 0;  // mean over its cases of 100 * score / best known
  TimeStats time;
  std::optional<double> contest;             // on the shared cases
  std::optional<PairedInterval> versus_top;  // on the shared cases, against the first row
  std::optional<RunCounts> counts;           // best, unique, gain on the shared cases
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

// What --where reads of a case: its parameters, and the run's [DATA] rounded.
std::map<std::string, long long> case_values(const std::map<std::string, long long>& params,
                                             const std::map<std::string, double>* data) {
  std::map<std::string, long long> values = params;
  if (data)
    for (const auto& [key, value] : *data) values.emplace(key, std::llround(value));
  return values;
}

// The run's cases kept by --seeds and --where, as a column; nullopt if it lacks one of --seeds.
std::optional<RunRow> select_cases(IndexedRun& run, const CaseCatalog& catalog,
                                   const std::set<std::string>& seeds, const CaseFilter& filter,
                                   std::vector<std::map<std::string, double>> data) {
  RunRow row;
  row.data = std::move(data);
  row.column.name = run_display_name(run.meta);
  row.column.time_limit_ms = run.meta.time_limit_ms;
  row.column.note = run.meta.note;
  std::set<std::string> present;
  for (std::size_t i = 0; i < run.cases.size(); ++i) {
    const auto id = static_cast<std::size_t>(run.cases[i]);
    if (!seeds.empty()) {
      if (!seeds.count(catalog.seeds[id])) continue;
      present.insert(catalog.seeds[id]);
    }
    const auto* values = i < row.data.size() ? &row.data[i] : nullptr;
    if (!filter.empty() && !matches(filter, case_values(catalog.params[id], values))) continue;
    row.column.cases.push_back(run.cases[i]);
    row.column.cells.push_back(
        {run.scores[i], static_cast<std::int32_t>(run.solution_ms[i]), run.statuses[i], values});
  }
  if (present.size() < seeds.size()) return std::nullopt;
  row.meta = std::move(run.meta);
  run = IndexedRun{};  // its arrays, before the next run's column
  return row;
}

// `best`: each case's best known score, by case id (0: none).
void fill_own_figures(RunRow& row, const std::vector<double>& best, Normalization kind) {
  const auto& cells = row.column.cells;
  row.cases = cells.size();
  std::vector<long long> ms;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const CaseCell& cell = cells[i];
    row.failed += !cell.ok();
    row.mean_raw += cell.score / static_cast<double>(cells.size());
    const double known = best[static_cast<std::size_t>(row.column.cases[i])];
    row.percent_of_best +=
        100 * kind.share_of_best(cell.valid_score(), known) / static_cast<double>(cells.size());
    ms.push_back(cell.solution_ms);
  }
  row.time = time_stats(ms, row.meta.time_limit_ms);
}

CaseTable case_table(const CaseCatalog& catalog) {
  CaseTable table;
  table.keys = catalog.keys;
  table.seeds = catalog.seeds;
  table.params = catalog.params;
  table.id_of = catalog.id_of;
  return table;
}

// The rows on the cases they all share, with the best known scores.
// The rows give up their columns (their own figures are filled in already).
AlignedRuns align_rows(std::vector<RunRow>& rows, const CaseTable& table,
                       const std::map<std::string, double>& best) {
  std::vector<RunColumn> columns;
  for (auto& row : rows) columns.push_back(std::move(row.column));
  AlignedRuns aligned = align_runs(std::move(columns), table);
  for (std::size_t t = 0; t < aligned.cases.size(); ++t) {
    const auto it = best.find(aligned.cases[t]);
    if (it != best.end()) aligned.best_known[t] = it->second;
  }
  return aligned;
}

// Sorts rows (and the aligned columns with them) by --sort.
void sort_rows(std::vector<RunRow>& rows, AlignedRuns& aligned, const std::string& key,
               Normalization kind) {
  std::vector<std::size_t> order(rows.size());
  std::iota(order.begin(), order.end(), 0);
  const auto by = [&](auto better) {
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return better(rows[a], rows[b]); });
  };
  if (key == "date") {
    by([](const RunRow& a, const RunRow& b) { return a.meta.started > b.meta.started; });
  } else if (key == "contest") {
    // A raw average under Min ranks the lowest first.
    const double sign = kind.lower_contest_is_better() ? -1 : 1;
    by([sign](const RunRow& a, const RunRow& b) {
      return sign * a.contest.value_or(sign * -1e300) > sign * b.contest.value_or(sign * -1e300);
    });
  } else if (key == "best") {
    by([](const RunRow& a, const RunRow& b) { return a.percent_of_best > b.percent_of_best; });
  } else {
    throw UsageError("unknown --sort '" + key + "' (contest, best or date)");
  }
  std::vector<RunRow> sorted;
  for (const auto i : order) sorted.push_back(std::move(rows[i]));
  rows = std::move(sorted);
  reorder_runs(aligned, order);
}

// A duel's verdict from this run's side ("better than narrow (412 seeds)"), or "-".
std::string duel_cell(const RunRecord& run) {
  if (!run.duel.is_object() || !run.duel.contains("verdict")) return "-";
  return run.duel["verdict"].value("summary", "-");
}

// Whether the run completed, and how many of its cases --reuse took from the store.
std::string done_cell(const RunRecord& run) {
  const std::string done = run.complete ? "yes" : "no";
  return run.reused.empty() ? done : fmt::format("{}, {} reused", done, run.reused.size());
}

nlohmann::json row_json(const RunRow& row) {
  const RunRecord& run = row.meta;
  nlohmann::json j = {{"tag", run.tag},
                      {"file", run.path},
                      {"started", run.started},
                      {"tester_version", run.tester_version},
                      {"note", run.note},
                      {"seeds", row.cases},
                      {"complete", run.complete},
                      {"reused", run.reused.size()},
                      {"time_scale", run.time_scale},
                      {"params", run.params},
                      {"where", run.where},
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
  j["counts"] = row.counts ? nlohmann::json{{"best", row.counts->best},
                                            {"unique", row.counts->unique},
                                            {"gain", row.counts->gain}}
                           : nlohmann::json(nullptr);
  j["duel"] = run.duel.is_object() ? run.duel : nlohmann::json(nullptr);
  j["source"] = run.source.is_object() ? run.source : nlohmann::json(nullptr);
  return j;
}

TextRows leaderboard_rows(const std::vector<RunRow>& rows) {
  TextRows text = {{"tag",     "started", "source", "seeds",  "done",          "scale",    "params",
                    "fail",    "mean ms", "p95 ms", "max ms", ">90%",          "mean raw", "% best",
                    "contest", "best",    "uniq",   "gain",   "vs top (95 %)", "duel",     "note"}};
  for (const auto& row : rows) {
    const RunRecord& run = row.meta;
    text.push_back({run_display_name(run),
                    short_date(run.started),
                    source_cell(run),
                    std::to_string(row.cases),
                    done_cell(run),
                    run.time_scale.empty() ? "1" : run.time_scale,
                    overrides_text(run),
                    std::to_string(row.failed),
                    fmt::format("{:.0f}", row.time.mean_ms),
                    std::to_string(row.time.p95_ms),
                    std::to_string(row.time.max_ms),
                    std::to_string(row.time.near_limit),
                    fmt::format("{:.3f}", row.mean_raw),
                    fmt::format("{:.2f}", row.percent_of_best),
                    row.contest ? fmt::format("{:.3f}", *row.contest) : "-",
                    row.counts ? std::to_string(row.counts->best) : "-",
                    row.counts ? std::to_string(row.counts->unique) : "-",
                    row.counts ? fmt::format("{:.3f}", row.counts->gain) : "-",
                    row.versus_top ? interval_cell(*row.versus_top) : "-",
                    duel_cell(run),
                    run.note});
  }
  return text;
}

// Whether --where or --by names a key no case has as a parameter: a [DATA] key.
bool reads_data(const RunsOptions& options, const CaseCatalog& catalog) {
  std::set<std::string> names;
  for (const auto& params : catalog.params)
    for (const auto& [name, value] : params) names.insert(name);
  const auto is_param = [&](const std::string& key) {
    return std::any_of(names.begin(), names.end(), [&](const std::string& name) {
      return std::equal(name.begin(), name.end(), key.begin(), key.end(),
                        [](char a, char b) { return std::tolower(a) == std::tolower(b); });
    });
  };
  for (const auto& name : parse_where(options.where).names())
    if (!is_param(name)) return true;
  for (const auto& key : parse_by(options.by)) {
    const auto names =
        key.expression ? key.expression->names() : std::vector<std::string>{key.name};
    if (!std::all_of(names.begin(), names.end(), is_param)) return true;
  }
  return false;
}

// The leaderboard before sorting: the last --last runs having all of --seeds,
// each with its cases after --where; `lacking` counts the runs left out.
std::vector<RunRow> select_runs(RunIndex& index, std::vector<IndexedRun>& all,
                                const CaseCatalog& catalog, const RunsOptions& options,
                                const std::map<std::string, double>& best, Normalization kind,
                                std::size_t& lacking) {
  const CaseFilter filter = parse_where(options.where);
  std::set<std::string> seeds;
  if (!options.seeds.empty()) {
    for (const auto& seed : parse_seed_spec(options.seeds)) seeds.insert(seed.text);
  }
  const bool with_data = reads_data(options, catalog);
  std::vector<double> best_by_id(catalog.keys.size(), 0);
  for (std::size_t id = 0; id < catalog.keys.size(); ++id) {
    const auto it = best.find(catalog.keys[id]);
    if (it != best.end()) best_by_id[id] = it->second;
  }
  const std::size_t first = options.last > 0 && static_cast<std::size_t>(options.last) < all.size()
                                ? all.size() - static_cast<std::size_t>(options.last)
                                : 0;
  std::vector<RunRow> rows;
  for (std::size_t i = first; i < all.size(); ++i) {
    auto data = with_data ? index.case_data(all[i].meta.path)
                          : std::vector<std::map<std::string, double>>();
    auto row = select_cases(all[i], catalog, seeds, filter, std::move(data));
    if (!row) {
      ++lacking;
      continue;
    }
    fill_own_figures(*row, best_by_id, kind);
    rows.push_back(std::move(*row));
  }
  return rows;
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

// Runs made by different tester versions: an engine's change between them would
// change the scores, so the leaderboard says which versions it holds.
void print_tester_versions(const std::vector<RunRow>& rows) {
  std::map<std::string, std::vector<std::string>> runs_of;  // version -> runs
  for (const auto& row : rows)
    runs_of[row.meta.tester_version.empty() ? "before 1.0.0" : row.meta.tester_version].push_back(
        run_display_name(row.meta));
  if (runs_of.size() < 2) return;
  std::cout << "tester versions: the runs were made by " << runs_of.size()
            << " versions of the tester, whose scores may differ where an engine changed:";
  for (const auto& [version, names] : runs_of)
    std::cout << " " << version << " (" << names.size() << " run" << (names.size() == 1 ? "" : "s")
              << ")";
  std::cout << "\n";
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
    std::cout << "best, uniq: shared seeds where the run is best of the runs shown (ties "
                 "included), and the only best; gain: what the contest score of the best of all "
                 "shown would lose without it\n";
  std::cout << "source: the commit the run was made from, '+' with uncommitted changes "
               "(tester diff A B shows the edit)\n";
  if (shared > 0 && rows.size() > 1)
    std::cout << "vs top: each run against the first row on the shared seeds, the mean difference "
                 "per case ("
              << difference_unit(game.normalization)
              << ") with its paired 95 % t interval and verdict, and each side's failed seeds\n";
  if (lacking)
    std::cout << lacking << " run(s) without all of --seeds " << options.seeds << " left out\n";
  print_tester_versions(rows);
  if (!groups.empty()) {
    std::cout << "\nBy " << options.by << " (on the shared seeds):\n";
    std::vector<std::string> names;
    for (const auto& row : rows) names.push_back(run_display_name(row.meta));
    print_table(group_rows_text(groups, names));
  }
}

int execute(const RunsOptions& options) {
  RunIndex index(options.results_dir, index_progress(isatty(STDERR_FILENO)));
  const std::string name = game_name_or_file(options.game, options.game_file);
  if (name.empty()) throw UsageError("runs needs a game: tester runs GAME, or --game-file FILE");
  const GameInfo& game = game_named(name);
  const auto best = best_by_case(index, reference_seeds_dir(options.seeds_dir), game.name);
  std::vector<IndexedRun> all = index.runs(game.name);
  const CaseCatalog catalog = index.catalog(game.name);
  std::size_t lacking = 0;
  std::vector<RunRow> rows =
      select_runs(index, all, catalog, options, best, game.normalization, lacking);
  if (rows.empty()) {
    std::cout << "no recorded run of " << game.name << " under " << options.results_dir
              << (lacking ? " has all of --seeds " + options.seeds : std::string()) << "\n";
    return kExitOk;
  }
  AlignedRuns aligned = align_rows(rows, case_table(catalog), best);
  const std::size_t shared = aligned.cases.size();
  const auto cases = case_indices(shared);
  if (shared > 0) {
    const auto contest = contest_on(game.normalization, aligned, cases);
    for (std::size_t c = 0; c < rows.size(); ++c) rows[c].contest = contest[c];
  }
  sort_rows(rows, aligned, options.sort, game.normalization);
  const auto references =
      case_references(game.normalization, aligned, cases);  // once, for every row
  for (std::size_t c = 1; shared > 0 && c < rows.size(); ++c)
    rows[c].versus_top = paired_interval(game.normalization, aligned, c, 0, cases, references);
  if (shared > 0) {
    const auto counts = run_counts(game.normalization, aligned);
    for (std::size_t c = 0; c < rows.size(); ++c) rows[c].counts = counts[c];
  }
  std::vector<GroupRow> groups;
  const auto keys = parse_by(options.by);
  if (!keys.empty() && shared > 0)
    groups = group_table(game.normalization, aligned, fit_widths(keys, aligned.values));
  if (options.json)
    print_leaderboard_json(game, rows, shared, groups, !keys.empty());
  else if (options.csv)
    print_csv(leaderboard_rows(rows));
  else
    print_leaderboard_text(game, rows, shared, groups, lacking, options);
  return kExitOk;
}

}  // namespace runs_command

Subcommand add_runs_command(CLI::App& parent) {
  using namespace runs_command;
  auto o = std::make_shared<RunsOptions>();
  auto* app = parent.add_subcommand(
      "runs", "Every recorded run of a game on one leaderboard, by contest score");
  app->add_option("game", o->game, "Game name (or --game-file)");
  app->add_option("--game-file", o->game_file,
                  "An external game's TOML game file (docs/any_game.md)")
      ->type_name("FILE");
  app->add_option("--seeds", o->seeds,
                  "Only runs having all these seeds, scored on them (e.g. 1..100)");
  app->add_option("--last", o->last, "Only the K most recent runs")->check(CLI::PositiveNumber);
  app->add_option(
      "--where", o->where,
      "Only cases with these parameters, e.g. N=8..10,C=3, or an expression: 'N*N/C >= 20'");
  app->add_option("--by", o->by,
                  "Also a table per group of cases: N, N,C, NAME:WIDTH, NAME@K equal-count bins, "
                  "or an expression");
  app->add_option("--sort", o->sort, "contest (default), best (% of best) or date")
      ->check(CLI::IsMember({"contest", "best", "date"}));
  app->add_option("--results", o->results_dir, "Results store folder (default: results)");
  app->add_option("--seeds-dir", o->seeds_dir,
                  "Folder of the best-known tables (default: the project's seeds/)");
  app->add_flag("--csv", o->csv, "As CSV");
  app->add_flag("--json", o->json, "As JSON");
  return {app, [o] { return execute(*o); }};
}

}  // namespace mm

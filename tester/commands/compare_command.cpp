// `tester compare RUN...`: two or more runs (tags or result files) seed by seed.
#include <fmt/core.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>

#include "common/normalize.h"
#include "tester/analysis/grouping.h"
#include "tester/analysis/solution_data.h"
#include "tester/analysis/text_table.h"
#include "tester/analysis/time_stats.h"
#include "tester/analysis/verdict.h"
#include "tester/commands/commands.h"
#include "tester/commands/competitors.h"
#include "tester/commands/run_plan.h"
#include "tester/output/status_line.h"
#include "tester/store/best_known.h"

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace compare_command {

struct CompareOptions {
  std::vector<std::string> runs;  // tags or result files
  std::string game;
  std::string game_file;  // an external game's TOML file
  std::string results_dir = "results";
  std::string seeds_dir;  // best-known tables; default: the project's seeds/
  bool csv = false;
  bool json = false;
  int top = 5;
  std::string by;                  // per-group table: N, N,C or NAME:WIDTH (grouping.h)
  std::string where;               // only cases with these parameters, e.g. N=8..10,C=3
  std::optional<double> max_drop;  // the gate: fail a run worse than the first by more (per cent)
};

struct Versus {
  int wins = 0, ties = 0, losses = 0;
};

// Everything the three output forms (table, CSV, JSON) show.
struct Comparison {
  std::vector<Competitor> competitors;
  const GameInfo* game = nullptr;
  std::vector<std::string> notes;
  AlignedRuns aligned;  // the shared cases after --where, with best known scores
  std::vector<GroupKey> group_keys;
  std::vector<GroupRow> groups;
  std::vector<double> contest;
  std::vector<Versus> versus;                          // against the first run
  std::vector<PairedInterval> intervals;               // against the first run (0: empty)
  std::vector<std::pair<double, std::size_t>> spread;  // largest differences: (share, case)
};

std::vector<Versus> versus_first(Normalization kind, const AlignedRuns& aligned) {
  std::vector<Versus> versus(aligned.cells.size());
  for (std::size_t c = 1; c < aligned.cells.size(); ++c) {
    for (std::size_t t = 0; t < aligned.cases.size(); ++t) {
      const int outcome = case_outcome(kind, aligned.cells[c][t], aligned.cells[0][t]);
      (outcome > 0 ? versus[c].wins : outcome < 0 ? versus[c].losses : versus[c].ties)++;
    }
  }
  return versus;
}

// The `top` cases where the runs differ most, relative to the best score.
std::vector<std::pair<double, std::size_t>> largest_differences(const AlignedRuns& aligned,
                                                                int top) {
  std::vector<std::pair<double, std::size_t>> spread;
  for (std::size_t t = 0; t < aligned.cases.size(); ++t) {
    double lo = aligned.cells[0][t].score, hi = lo;
    for (const auto& row : aligned.cells)
      lo = std::min(lo, row[t].score), hi = std::max(hi, row[t].score);
    const double scale = std::max({std::fabs(hi), aligned.best_known[t].value_or(0), 1.0});
    if (hi > lo) spread.emplace_back((hi - lo) / scale, t);
  }
  std::sort(spread.rbegin(), spread.rend());
  if (spread.size() > static_cast<std::size_t>(std::max(top, 0)))
    spread.resize(static_cast<std::size_t>(top));
  return spread;
}

std::vector<PairedInterval> intervals_against_first(const Comparison& c) {
  std::vector<PairedInterval> intervals(1);
  for (std::size_t i = 1; i < c.competitors.size(); ++i)
    intervals.push_back(paired_interval(c.game->normalization, c.aligned, i, 0,
                                        case_indices(c.aligned.cases.size())));
  return intervals;
}

Comparison compare(const CompareOptions& options) {
  if (options.runs.size() < 2) throw UsageError("compare needs two or more tags or result files");
  Comparison c;
  RunIndex index(options.results_dir, index_progress(isatty(STDERR_FILENO)));
  c.competitors =
      resolve_competitors(options.runs, index, game_name_or_file(options.game, options.game_file));
  c.game = &shared_game(c.competitors);
  c.notes = comparison_notes(c.competitors);
  // The plain table prints the notes above it; CSV and JSON keep stdout to data.
  if (options.csv || options.json)
    for (const auto& note : c.notes) spdlog::warn("{}", note);
  c.aligned = align_competitors(c.competitors, options.where, index, options.seeds_dir);
  c.group_keys = fit_widths(parse_by(options.by), c.aligned.values);
  c.groups = group_table(c.game->normalization, c.aligned, c.group_keys);
  c.contest = contest_on(c.game->normalization, c.aligned, case_indices(c.aligned.cases.size()));
  c.versus = versus_first(c.game->normalization, c.aligned);
  c.intervals = intervals_against_first(c);
  c.spread = largest_differences(c.aligned, options.top);
  return c;
}

// The per-case table: case, its parameters, each run's score ('!' if not ok), best known.
TextRows per_case_rows(const Comparison& c) {
  const AlignedRuns& a = c.aligned;
  std::vector<std::string> param_names;
  for (const auto& [name, value] : a.params.front()) param_names.push_back(name);
  TextRows rows;
  std::vector<std::string> header = {"case"};
  header.insert(header.end(), param_names.begin(), param_names.end());
  header.insert(header.end(), a.names.begin(), a.names.end());
  header.push_back("best");
  rows.push_back(header);
  for (std::size_t t = 0; t < a.cases.size(); ++t) {
    std::vector<std::string> row = {a.cases[t]};
    const auto& params = a.params[t];
    for (const auto& name : param_names)
      row.push_back(params.count(name) ? std::to_string(params.at(name)) : "");
    for (const auto& cells : a.cells)
      row.push_back(format_number(cells[t].score) + (cells[t].ok() ? "" : "!"));
    const auto& best = c.aligned.best_known[t];
    row.push_back(best ? format_number(*best) : "");
    rows.push_back(row);
  }
  return rows;
}

nlohmann::json run_json(const Comparison& c, std::size_t i) {
  const Competitor& competitor = c.competitors[i];
  std::vector<double> scores;
  for (const auto& cell : c.aligned.cells[i]) scores.push_back(cell.score);
  nlohmann::json entry = {{"name", competitor.name},
                          {"contest_score", c.contest[i]},
                          {"complete", competitor.incomplete_runs == 0},
                          {"conditions", competitor.conditions},
                          {"scores", scores}};
  if (i > 0) {
    entry["versus_first"] = {
        {"wins", c.versus[i].wins}, {"ties", c.versus[i].ties}, {"losses", c.versus[i].losses}};
    entry["interval"] = to_json(c.intervals[i]);
  }
  const long long limit = c.aligned.time_limits[i];
  entry["time"] = to_json(time_stats(solution_times(c.aligned, i), limit), limit);
  return entry;
}

// Why a run fails the gate of --max-drop against the first run ("" if it passes):
// its 95 % interval lies wholly below -max_drop (a drop larger than allowed, and
// known to be), or it failed more cases than the first run.
std::string gate_failure(const PairedInterval& interval, double max_drop) {
  std::string why;
  if (interval.high && *interval.high < -max_drop)
    why = fmt::format("worse by more than {:g} % (the interval's upper end is {:+.2f} %)", max_drop,
                      *interval.high);
  if (interval.run_failed > interval.against_failed)
    why +=
        fmt::format("{}failed {} of {} seeds, {} {}", why.empty() ? "" : "; ", interval.run_failed,
                    interval.cases, interval.against, interval.against_failed);
  return why;
}

void print_comparison_json(const Comparison& c, std::optional<double> max_drop) {
  nlohmann::json j;
  j["game"] = c.game->name;
  j["normalization"] = describe(c.game->normalization);
  j["seeds"] = c.aligned.cases;
  j["notes"] = c.notes;
  j["difference_unit"] = difference_unit(c.game->normalization);
  for (std::size_t i = 0; i < c.competitors.size(); ++i) {
    j["runs"].push_back(run_json(c, i));
    if (i > 0 && max_drop) {
      const std::string why = gate_failure(c.intervals[i], *max_drop);
      j["runs"][i]["gate"] = {{"max_drop", *max_drop}, {"passed", why.empty()}, {"why", why}};
    }
  }
  j["best"] = nlohmann::json::array();
  for (const auto& b : c.aligned.best_known)
    j["best"].push_back(b ? nlohmann::json(*b) : nlohmann::json(nullptr));
  if (!c.group_keys.empty()) j["groups"] = to_json(c.groups);
  j["data"] = to_json(data_means(c.aligned));
  std::cout << j.dump(2) << "\n";
}

TextRows summary_rows(const Comparison& c) {
  TextRows summary = {{"run", "contest score", "total", "vs " + c.competitors[0].name}};
  for (std::size_t i = 0; i < c.competitors.size(); ++i) {
    double total = 0;
    for (const auto& cell : c.aligned.cells[i]) total += cell.score;
    const Versus& v = c.versus[i];
    summary.push_back({c.competitors[i].name, fmt::format("{:.3f}", c.contest[i]),
                       format_number(total),
                       i == 0 ? "-" : fmt::format("{}W {}T {}L", v.wins, v.ties, v.losses)});
  }
  return summary;
}

void print_largest_differences(const Comparison& c) {
  if (c.spread.empty()) return;
  std::cout << "\nLargest differences:\n";
  for (const auto& [value, t] : c.spread) {
    std::string line = "  case " + c.aligned.cases[t] + ":";
    for (const auto& row : c.aligned.cells) line += " " + format_number(row[t].score);
    std::cout << line << fmt::format("  ({:.1f}% of best)\n", value * 100);
  }
}

void print_comparison_text(const Comparison& c, const std::string& by) {
  for (const auto& note : c.notes) std::cout << note << "\n";
  if (!c.notes.empty()) std::cout << "\n";
  print_table(per_case_rows(c));
  std::cout << "\n"
            << c.game->official_name << " contest score (" << describe(c.game->normalization)
            << "), " << c.aligned.cases.size() << " seeds:\n";
  print_table(summary_rows(c));
  std::cout << "\nDifference per case against " << c.competitors[0].name << " ("
            << difference_unit(c.game->normalization) << "), paired t interval:\n";
  for (std::size_t i = 1; i < c.intervals.size(); ++i)
    std::cout << "  " << interval_text(c.intervals[i]) << "\n";
  std::cout << "\nSolution time:\n";
  print_table(time_table(c.aligned));
  if (!c.group_keys.empty()) {
    std::cout << "\nBy " << by << ":\n";
    print_table(group_rows_text(c.groups, c.aligned.names));
  }
  if (const auto data = data_rows(data_means(c.aligned), c.aligned.names); !data.empty()) {
    std::cout << "\n";
    print_table(data);
  }
  print_largest_differences(c);
  std::cout << "('!' marks a result that did not end normally)\n";
}

// The gate's lines, and whether every run passed.
bool print_gate(const Comparison& c, double max_drop, bool json) {
  bool passed = true;
  if (!json)
    std::cout << "\nGate (--max-drop " << max_drop << " % against " << c.competitors[0].name
              << "):\n";
  for (std::size_t i = 1; i < c.intervals.size(); ++i) {
    const std::string why = gate_failure(c.intervals[i], max_drop);
    passed = passed && why.empty();
    if (!json)
      std::cout << "  " << c.competitors[i].name << ": " << (why.empty() ? "pass" : "FAIL, " + why)
                << "\n";
  }
  return passed;
}

int execute(const CompareOptions& options) {
  const Comparison c = compare(options);
  if (options.json)
    print_comparison_json(c, options.max_drop);
  else if (options.csv)
    print_csv(per_case_rows(c));
  else
    print_comparison_text(c, options.by);
  if (!options.max_drop) return kExitOk;
  return print_gate(c, *options.max_drop, options.json || options.csv) ? kExitOk : kExitGateFailed;
}

}  // namespace compare_command

GateAnswer gate_against_baseline(const std::string& baseline_file,
                                 const std::string& candidate_file, double max_drop,
                                 const std::string& seeds_dir, const std::string& empty_store) {
  using namespace compare_command;
  CompareOptions options;
  options.runs = {baseline_file, candidate_file};
  options.results_dir = empty_store;
  options.seeds_dir = seeds_dir;
  const Comparison c = compare(options);
  GateAnswer answer;
  answer.game = c.game->name;
  answer.cases = c.aligned.cases.size();
  for (const auto& cell : c.aligned.cells[0]) answer.baseline_total += cell.score;
  for (const auto& cell : c.aligned.cells[1]) answer.candidate_total += cell.score;
  answer.interval = interval_text(c.intervals[1]);
  answer.failure = gate_failure(c.intervals[1], max_drop);
  answer.notes = c.notes;
  return answer;
}

constexpr const char* kCompareHelp =
    R"(Each run after the first is judged against the first (with two runs A B: B against A),
on the cases they share: the difference run - first per case, its mean, Student's 95 % t
interval and a verdict (better, worse, undecided), with each side's failed seeds.
Unit: SquareRemover, Lines, Jewels: percentage points of the best score of the case (the
contest's score/best term; the mean is the difference of the two contest scores); Tiles-
Matching: rank points, +100 a case won, -100 a case lost; TwistedGame: raw points, shown in
% of the pooled mean raw score of both runs. The t interval is for one look at finished
runs; a verdict read after every seed needs 'tester duel'.
Exit codes: 0 done (and every run passed --max-drop); 7 a run failed --max-drop; 2 usage
error (no such run, no case in common, a bad option).
Manual: docs/verdicts.md.)";

Subcommand add_compare_command(CLI::App& parent) {
  using namespace compare_command;
  auto o = std::make_shared<CompareOptions>();
  auto* app = parent.add_subcommand("compare",
                                    "Compare two or more runs (tags or result files) seed by seed");
  app->footer(kCompareHelp);
  app->add_option("runs", o->runs, "Tags or result files")->required();
  app->add_option("--game", o->game, "Look for tags only in this game's results");
  app->add_option("--game-file", o->game_file,
                  "An external game's TOML game file (docs/any_game.md)")
      ->type_name("FILE");
  app->add_option("--results", o->results_dir, "Results store folder (default: results)");
  app->add_option("--seeds-dir", o->seeds_dir,
                  "Folder of the best-known tables (default: the project's seeds/)");
  app->add_option("--top", o->top, "How many most-different seeds to list (default 5)");
  app->add_flag("--csv", o->csv, "Per-seed table as CSV");
  app->add_flag("--json", o->json, "Everything as JSON");
  app->add_option("--by", o->by,
                  "Also a table per group of cases: N, N,C, NAME:WIDTH, NAME@K equal-count bins, "
                  "or an expression");
  app->add_option(
      "--where", o->where,
      "Only cases with these parameters, e.g. N=8..10,C=3, or an expression: 'N*N/C >= 20'");
  app->add_option("--max-drop", o->max_drop,
                  "A gate for CI: exit 7 if a run is worse than the first by more than PCT % "
                  "(its whole 95 % interval below -PCT) or failed more seeds")
      ->check(CLI::NonNegativeNumber);
  return {app, [o] { return execute(*o); }};
}

}  // namespace mm

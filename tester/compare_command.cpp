// `tester compare RUN...` and `tester best GAME`: reading the results store.
#include <fmt/core.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "best_known.h"
#include "commands.h"
#include "grouping.h"
#include "line_io.h"
#include "registry.h"
#include "replay_html.h"
#include "results.h"
#include "solution_data.h"
#include "text_table.h"
#include "time_stats.h"

namespace fs = std::filesystem;

namespace mm {

namespace {

// One side of a comparison: a tag's runs merged (later runs win per case), or one file.
// Cases are keyed by case_key: the same seed with other game parameters is another case.
struct Competitor {
  std::string name;
  std::string game;
  std::map<std::string, SeedRecord> by_seed;
  std::set<std::string> conditions;  // RunRecord::conditions() of its runs
  std::set<std::string> parameters;  // the game parameters its runs were given ("" = none)
  std::size_t incomplete_runs = 0;
  long long time_limit_ms = 0;  // of its latest run
  std::string note;             // of its latest run

  void take(const RunRecord& run) {
    for (const auto& r : run.results) by_seed[case_key(run, r)] = r;
    conditions.insert(run.conditions());
    parameters.insert(case_key("", run.params));
    incomplete_runs += !run.complete;
    time_limit_ms = run.time_limit_ms;
    note = run.note;
  }
};

const GameInfo& game_or_throw(const std::string& name) {
  const GameInfo* game = find_game(name);
  if (!game) throw CliError("unknown game '" + name + "'");
  return *game;
}

std::vector<std::string> game_folders(const std::string& results_dir, const std::string& game) {
  if (!game.empty()) return {results_dir + "/" + game_or_throw(game).name};
  std::vector<std::string> folders;
  for (const auto& g : all_games()) folders.push_back(results_dir + "/" + g.name);
  return folders;
}

Competitor resolve_competitor(const std::string& arg, const CompareOptions& options) {
  Competitor c;
  c.name = arg;
  if (fs::is_regular_file(arg)) {
    const RunRecord run = load_run(arg);
    c.game = run.game;
    c.name = run.tag.empty() ? fs::path(arg).filename().string() : run.tag;
    c.take(run);
    return c;
  }
  for (const auto& folder : game_folders(options.results_dir, options.game)) {
    for (const auto& file : list_run_files(folder)) {
      const RunRecord run = load_run(file);
      if (run.tag != arg) continue;
      if (!c.game.empty() && c.game != run.game)
        throw CliError("tag '" + arg + "' names runs of two games; use --game");
      c.game = run.game;
      c.take(run);
    }
  }
  if (c.game.empty())
    throw CliError("no results file or tag '" + arg + "' under " + options.results_dir);
  return c;
}

// Seeds every competitor has, in seed order.
std::vector<std::string> common_seeds(const std::vector<Competitor>& competitors) {
  std::vector<std::string> seeds;
  for (const auto& [seed, record] : competitors.front().by_seed) {
    const bool everywhere =
        std::all_of(competitors.begin(), competitors.end(),
                    [&](const Competitor& c) { return c.by_seed.count(seed) > 0; });
    if (everywhere) seeds.push_back(seed);
  }
  std::sort(seeds.begin(), seeds.end(), seed_less);
  if (seeds.empty()) {
    std::string given;
    for (const auto& c : competitors) {
      std::string params;
      for (const auto& p : c.parameters)
        params += (params.empty() ? "" : " or") + (p.empty() ? " none" : p);
      given += "; " + c.name + ":" + params;
    }
    throw CliError(
        "the runs have no case in common (a case is the seed plus the game parameters a run was "
        "given" +
        given + ")");
  }
  return seeds;
}

// The seeds whose case (as `c` recorded it) passes --where.
std::vector<std::string> seeds_matching(std::vector<std::string> seeds, const Competitor& c,
                                        const std::string& where_text) {
  const CaseFilter where = parse_where(where_text);
  seeds.erase(std::remove_if(seeds.begin(), seeds.end(),
                             [&](const std::string& seed) {
                               return !matches(where, case_values(c.by_seed.at(seed)));
                             }),
              seeds.end());
  if (seeds.empty()) throw CliError("no seed the runs share matches --where " + where_text);
  return seeds;
}

// Lines that say where the competitors are not like with like: different
// conditions (time limit, MM_TIME_SCALE), runs left incomplete.
std::vector<std::string> comparison_notes(const std::vector<Competitor>& competitors) {
  std::vector<std::string> notes;
  std::set<std::string> all_conditions;
  for (const auto& c : competitors) all_conditions.insert(c.conditions.begin(), c.conditions.end());
  if (all_conditions.size() > 1) {
    std::string detail;
    for (const auto& c : competitors) {
      std::string list;
      for (const auto& k : c.conditions) list += (list.empty() ? "" : " and ") + k;
      detail += (detail.empty() ? "" : "; ") + c.name + ": " + list;
    }
    notes.push_back("warning: the runs were not made under the same conditions (" + detail +
                    "); their scores are not comparable as they stand");
  }
  for (const auto& c : competitors) {
    if (c.incomplete_runs > 0)
      notes.push_back("note: " + c.name + " includes an incomplete run (interrupted or killed)");
  }
  return notes;
}

// One game for all competitors.
const GameInfo& shared_game(const std::vector<Competitor>& competitors) {
  for (const auto& c : competitors) {
    if (c.game != competitors.front().game)
      throw CliError("cannot compare runs of " + competitors.front().game + " and " + c.game);
  }
  return game_or_throw(competitors.front().game);
}

}  // namespace

int compare_command(const CompareOptions& options) {
  if (options.runs.size() < 2) throw CliError("compare needs two or more tags or result files");
  std::vector<Competitor> competitors;
  for (const auto& arg : options.runs) competitors.push_back(resolve_competitor(arg, options));
  const GameInfo& game = shared_game(competitors);

  const std::vector<std::string> notes = comparison_notes(competitors);
  // The plain table prints the notes above it; CSV and JSON keep stdout to data.
  if (options.csv || options.json)
    for (const auto& note : notes) spdlog::warn("{}", note);
  // --where, --by and the time table (grouping.h, time_stats.h).
  const std::vector<std::string> seeds =
      seeds_matching(common_seeds(competitors), competitors.front(), options.where);
  const std::vector<std::optional<double>> best_known =
      best_known_for(seeds, options.results_dir, options.seeds_dir, game.name);
  AlignedRuns aligned;
  aligned.best_known = best_known;
  std::vector<long long> time_limits;
  for (const auto& seed : seeds)
    aligned.params.push_back(case_values(competitors.front().by_seed.at(seed)));
  for (const auto& c : competitors) {
    aligned.names.push_back(c.name);
    time_limits.push_back(c.time_limit_ms);
    auto& records = aligned.records.emplace_back();
    for (const auto& seed : seeds) records.push_back(&c.by_seed.at(seed));
  }
  const auto group_keys = fit_widths(parse_by(options.by), aligned.params);
  const auto groups = group_table(game.normalization, aligned, group_keys);
  ScoreTable table;
  table.tests = seeds;
  for (const auto& c : competitors) {
    table.competitors.push_back(c.name);
    std::vector<std::optional<double>> row;
    for (const auto& seed : seeds) row.push_back(c.by_seed.at(seed).score);
    table.scores.push_back(row);
  }
  const std::vector<double> contest = contest_scores(game.normalization, table, best_known);

  // Per-seed rows.
  std::vector<std::string> param_names;
  for (const auto& [name, value] : competitors.front().by_seed.at(seeds.front()).params)
    param_names.push_back(name);
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> header = {"case"};
  header.insert(header.end(), param_names.begin(), param_names.end());
  for (const auto& c : competitors) header.push_back(c.name);
  header.push_back("best");
  rows.push_back(header);
  for (std::size_t t = 0; t < seeds.size(); ++t) {
    std::vector<std::string> row = {seeds[t]};
    const auto& params = competitors.front().by_seed.at(seeds[t]).params;
    for (const auto& name : param_names)
      row.push_back(params.count(name) ? std::to_string(params.at(name)) : "");
    for (const auto& c : competitors) {
      const auto& r = c.by_seed.at(seeds[t]);
      row.push_back(format_number(r.score) + (r.ok() ? "" : "!"));
    }
    row.push_back(best_known[t] ? format_number(*best_known[t]) : "");
    rows.push_back(row);
  }

  // Wins, ties and losses against the first run.
  struct Record {
    int wins = 0, ties = 0, losses = 0;
  };
  std::vector<Record> versus(competitors.size());
  for (std::size_t c = 1; c < competitors.size(); ++c) {
    for (std::size_t t = 0; t < seeds.size(); ++t) {
      const double mine = *table.scores[c][t], base = *table.scores[0][t];
      (mine > base ? versus[c].wins : mine < base ? versus[c].losses : versus[c].ties)++;
    }
  }
  // Seeds where the runs differ most, relative to the best score.
  std::vector<std::pair<double, std::size_t>> spread;
  for (std::size_t t = 0; t < seeds.size(); ++t) {
    double lo = *table.scores[0][t], hi = lo;
    for (const auto& row : table.scores) lo = std::min(lo, *row[t]), hi = std::max(hi, *row[t]);
    const double scale = std::max({std::fabs(hi), best_known[t].value_or(0), 1.0});
    if (hi > lo) spread.emplace_back((hi - lo) / scale, t);
  }
  std::sort(spread.rbegin(), spread.rend());
  if (spread.size() > static_cast<std::size_t>(std::max(options.top, 0)))
    spread.resize(static_cast<std::size_t>(options.top));

  if (options.json) {
    nlohmann::json j;
    j["game"] = game.name;
    j["normalization"] = describe(game.normalization);
    j["seeds"] = seeds;
    j["notes"] = notes;
    for (std::size_t c = 0; c < competitors.size(); ++c) {
      nlohmann::json entry = {{"name", competitors[c].name},
                              {"contest_score", contest[c]},
                              {"complete", competitors[c].incomplete_runs == 0},
                              {"conditions", competitors[c].conditions}};
      entry["scores"] = nlohmann::json::array();
      for (const auto& s : table.scores[c]) entry["scores"].push_back(*s);
      if (c > 0)
        entry["versus_first"] = {
            {"wins", versus[c].wins}, {"ties", versus[c].ties}, {"losses", versus[c].losses}};
      j["runs"].push_back(entry);
    }
    j["best"] = nlohmann::json::array();
    for (const auto& b : best_known)
      j["best"].push_back(b ? nlohmann::json(*b) : nlohmann::json(nullptr));
    for (std::size_t c = 0; c < competitors.size(); ++c) {
      std::vector<long long> ms;
      for (const auto* record : aligned.records[c]) ms.push_back(record->solution_ms);
      j["runs"][c]["time"] = to_json(time_stats(ms, time_limits[c]), time_limits[c]);
    }
    if (!group_keys.empty()) j["groups"] = to_json(groups);
    j["data"] = to_json(data_means(aligned.records));
    std::cout << j.dump(2) << "\n";
    return kExitOk;
  }
  if (options.csv) {
    print_csv(rows);
    return kExitOk;
  }
  for (const auto& note : notes) std::cout << note << "\n";
  if (!notes.empty()) std::cout << "\n";
  print_table(rows);
  std::cout << "\n"
            << game.official_name << " contest score (" << describe(game.normalization) << "), "
            << seeds.size() << " seeds:\n";
  std::vector<std::vector<std::string>> summary = {
      {"run", "contest score", "total", "vs " + competitors[0].name}};
  for (std::size_t c = 0; c < competitors.size(); ++c) {
    double total = 0;
    for (const auto& s : table.scores[c]) total += *s;
    summary.push_back(
        {competitors[c].name, fmt::format("{:.3f}", contest[c]), format_number(total),
         c == 0 ? "-"
                : fmt::format("{}W {}T {}L", versus[c].wins, versus[c].ties, versus[c].losses)});
  }
  print_table(summary);
  std::cout << "\nSolution time:\n";
  print_table(time_table(aligned.names, aligned.records, time_limits));
  if (!group_keys.empty()) {
    std::cout << "\nBy " << options.by << ":\n";
    print_table(group_rows_text(groups, aligned.names));
  }
  if (const auto data = data_rows(data_means(aligned.records), aligned.names); !data.empty()) {
    std::cout << "\n";
    print_table(data);
  }
  if (!spread.empty()) {
    std::cout << "\nLargest differences:\n";
    for (const auto& [value, t] : spread) {
      std::string line = "  case " + seeds[t] + ":";
      for (std::size_t c = 0; c < competitors.size(); ++c)
        line += " " + format_number(*table.scores[c][t]);
      std::cout << line << fmt::format("  ({:.1f}% of best)\n", value * 100);
    }
  }
  std::cout << "('!' marks a result that did not end normally)\n";
  return kExitOk;
}

int report_command(const ReportOptions& options) {
  CompareOptions lookup;
  lookup.game = options.game;
  lookup.results_dir = options.results_dir;
  std::vector<Competitor> competitors;
  for (const auto& arg : options.runs) competitors.push_back(resolve_competitor(arg, lookup));
  const GameInfo& game = shared_game(competitors);
  for (const auto& note : comparison_notes(competitors)) spdlog::warn("{}", note);
  ReportInput input;
  const std::vector<std::string> cases =
      seeds_matching(common_seeds(competitors), competitors.front(), options.where);
  input.by = options.by;
  input.best_known = best_known_for(cases, options.results_dir, options.seeds_dir, game.name);
  input.replay_dir = options.replays;
  for (const auto& key : cases) input.seeds.push_back(seed_of_case(key));
  for (const auto& c : competitors) {
    input.competitors.push_back(c.name + (c.incomplete_runs ? " (incomplete)" : ""));
    input.notes.push_back(c.note);
    input.time_limits.push_back(c.time_limit_ms);
    auto& row = input.records.emplace_back();
    for (const auto& key : cases) row.push_back(&c.by_seed.at(key));
  }
  write_file_atomically(options.output, report_html(game, input));
  std::cout << "report of " << competitors.size() << " run(s) on " << input.seeds.size()
            << " seeds -> " << options.output << "\n";
  return kExitOk;
}

int merge_command(const MergeOptions& options) {
  if (options.files.empty()) throw CliError("merge needs result files");
  RunRecord merged;
  std::map<std::string, SeedRecord> by_seed;
  for (const auto& file : options.files) {
    const RunRecord run = load_run(file);
    if (merged.game.empty()) {
      merged = run;
      merged.results.clear();
    } else if (run.game != merged.game) {
      throw CliError("cannot merge runs of " + merged.game + " and " + run.game);
    } else if (run.params != merged.params) {
      throw CliError("cannot merge " + file + ": it was given other game parameters (" +
                     case_key("", run.params) + " against" + case_key("", merged.params) +
                     "), so its seeds are other cases");
    } else if (run.executable_hash != merged.executable_hash) {
      spdlog::warn("{} ran a different executable than {}", file, options.files.front());
    }
    merged.complete = merged.complete && run.complete;
    for (const auto& r : run.results) {
      if (by_seed.count(r.seed) && by_seed[r.seed].score != r.score) {
        spdlog::warn("seed {} is in several files with different scores; keeping the one from {}",
                     r.seed, file);
      }
      by_seed[r.seed] = r;
    }
  }
  std::vector<std::string> seeds;
  for (const auto& [seed, record] : by_seed) seeds.push_back(seed);
  std::sort(seeds.begin(), seeds.end(), seed_less);
  for (const auto& seed : seeds) merged.results.push_back(by_seed.at(seed));
  if (!options.tag.empty()) merged.tag = options.tag;

  std::string path = options.output;
  if (path.empty()) {
    RunWriter writer(options.results_dir + "/" + merged.game, merged);
    for (const auto& r : merged.results) writer.add(r);
    writer.finish(merged.complete);
    path = writer.path();
  } else {
    write_run_file(path, merged);
  }
  double total = 0;
  for (const auto& r : merged.results) total += r.score;
  std::cout << "merged " << options.files.size() << " files: " << merged.results.size()
            << " seeds, total " << format_number(total) << " -> " << path << "\n";
  return kExitOk;
}

int best_command(const BestOptions& options) {
  if (options.game.empty()) throw CliError("best needs a game, e.g. 'tester best lines'");
  const GameInfo& game = game_or_throw(options.game);
  const std::string seeds_dir = reference_seeds_dir(options.seeds_dir);
  const BestTable bests = collect_bests(options.results_dir, seeds_dir, game.name);
  std::vector<std::string> seeds;
  for (const auto& [seed, entry] : bests) seeds.push_back(seed);
  std::sort(seeds.begin(), seeds.end(), seed_less);

  // The reference table is written only when its folder is named; otherwise
  // the merged table goes to the user's own, beside the runs.
  const std::string table_path = options.seeds_dir.empty()
                                     ? user_table_path(options.results_dir, game.name)
                                     : reference_table_path(options.seeds_dir, game.name);
  if (options.update) save_best_table(table_path, bests);
  if (options.json) {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& seed : seeds)
      j[seed] = {{"score", bests.at(seed).first}, {"source", bests.at(seed).second}};
    std::cout << j.dump(2) << "\n";
    return kExitOk;
  }
  std::vector<std::vector<std::string>> rows = {{"case", "best", "source"}};
  for (const auto& seed : seeds)
    rows.push_back({seed, format_number(bests.at(seed).first), bests.at(seed).second});
  options.csv ? print_csv(rows) : print_table(rows);
  if (options.update && !options.csv) std::cout << "(written to " << table_path << ")\n";
  return kExitOk;
}

}  // namespace mm

#include "tester/commands/competitors.h"

#include <algorithm>
#include <filesystem>

#include "tester/analysis/grouping.h"
#include "tester/games/registry.h"
#include "tester/store/run_store.h"

namespace fs = std::filesystem;

namespace mm {

void Competitor::take(const RunRecord& run) {
  for (const auto& r : run.results) by_seed[case_key(run, r)] = r;
  conditions.insert(run.conditions());
  parameters.insert(case_key("", run.params));
  incomplete_runs += !run.complete;
  time_limit_ms = run.time_limit_ms;
  note = run.note;
}

namespace {

Competitor resolve_competitor(const std::string& arg, const std::string& results_dir,
                              const std::string& game) {
  Competitor c;
  c.name = arg;
  if (fs::is_regular_file(arg)) {
    const RunRecord run = load_run(arg);
    c.game = run.game;
    c.name = run.tag.empty() ? fs::path(arg).filename().string() : run.tag;
    c.take(run);
    return c;
  }
  for (const auto& run : load_tagged_runs(results_dir, arg, game)) {
    if (!c.game.empty() && c.game != run.game)
      throw UsageError("tag '" + arg + "' names runs of two games; use --game");
    c.game = run.game;
    c.take(run);
  }
  if (c.game.empty()) throw UsageError("no results file or tag '" + arg + "' under " + results_dir);
  return c;
}

}  // namespace

std::vector<Competitor> resolve_competitors(const std::vector<std::string>& args,
                                            const std::string& results_dir,
                                            const std::string& game) {
  std::vector<Competitor> competitors;
  for (const auto& arg : args) competitors.push_back(resolve_competitor(arg, results_dir, game));
  return competitors;
}

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
    throw UsageError(
        "the runs have no case in common (a case is the seed plus the game parameters a run was "
        "given" +
        given + ")");
  }
  return seeds;
}

std::vector<std::string> seeds_matching(std::vector<std::string> seeds, const Competitor& c,
                                        const std::string& where_text) {
  const CaseFilter where = parse_where(where_text);
  seeds.erase(std::remove_if(seeds.begin(), seeds.end(),
                             [&](const std::string& seed) {
                               return !matches(where, case_values(c.by_seed.at(seed)));
                             }),
              seeds.end());
  if (seeds.empty()) throw UsageError("no seed the runs share matches --where " + where_text);
  return seeds;
}

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

const GameInfo& shared_game(const std::vector<Competitor>& competitors) {
  for (const auto& c : competitors) {
    if (c.game != competitors.front().game)
      throw UsageError("cannot compare runs of " + competitors.front().game + " and " + c.game);
  }
  return game_named(competitors.front().game);
}

}  // namespace mm

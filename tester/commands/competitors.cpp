#include "tester/commands/competitors.h"

#include <algorithm>
#include <filesystem>

#include "tester/analysis/grouping.h"
#include "tester/games/registry.h"
#include "tester/store/best_known.h"
#include "tester/store/run_store.h"

namespace fs = std::filesystem;

namespace mm {

void Competitor::take(RunRecord run) {
  conditions.insert(run.conditions());
  parameters.insert(case_key("", run.params));
  incomplete_runs += !run.complete;
  runs.push_back(std::move(run));
}

// This file's own names (the command files are compiled as one unit).
namespace competitors {

Competitor resolve_competitor(const std::string& arg, RunIndex& index, const std::string& game) {
  Competitor c;
  c.name = arg;
  if (fs::is_regular_file(arg)) {
    RunRecord run = load_run(arg);
    c.game = run.game;
    c.name = run_display_name(run);
    c.take(std::move(run));
    return c;
  }
  for (auto& run : load_tagged_runs(index, arg, game)) {
    if (!c.game.empty() && c.game != run.game)
      throw UsageError("tag '" + arg + "' names runs of two games; use --game");
    c.game = run.game;
    c.take(std::move(run));
  }
  if (c.game.empty())
    throw UsageError("no results file or tag '" + arg + "' under " + index.results_dir());
  return c;
}

// Why the competitors share no case: each one's game parameters.
std::string no_shared_case(const std::vector<Competitor>& competitors) {
  std::string given;
  for (const auto& c : competitors) {
    std::string params;
    for (const auto& p : c.parameters)
      params += (params.empty() ? "" : " or") + (p.empty() ? " none" : p);
    given += "; " + c.name + ":" + params;
  }
  return "the runs have no case in common (a case is the seed plus the game parameters a run "
         "was given" +
         given + ")";
}

}  // namespace competitors

std::vector<Competitor> resolve_competitors(const std::vector<std::string>& args, RunIndex& index,
                                            const std::string& game) {
  using namespace competitors;
  std::vector<Competitor> competitors;
  for (const auto& arg : args) competitors.push_back(resolve_competitor(arg, index, game));
  return competitors;
}

AlignedRuns align_competitors(const std::vector<Competitor>& competitors, const std::string& where,
                              RunIndex& index, const std::string& seeds_dir) {
  using namespace competitors;
  CaseTable table;
  std::vector<RunColumn> columns;
  for (const auto& c : competitors) {
    std::vector<const RunRecord*> runs;
    for (const auto& run : c.runs) runs.push_back(&run);
    columns.push_back(record_column(c.name, runs, table));
  }
  AlignedRuns aligned = align_runs(std::move(columns), table);
  if (aligned.cases.empty()) throw UsageError(no_shared_case(competitors));
  keep_matching(aligned, parse_where(where));
  if (aligned.cases.empty()) throw UsageError("no seed the runs share matches --where " + where);
  aligned.best_known =
      best_known_for(aligned.cases, index, seeds_dir, shared_game(competitors).name);
  return aligned;
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

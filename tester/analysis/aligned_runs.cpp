#include "tester/analysis/aligned_runs.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace fs = std::filesystem;

namespace mm {

CaseCell case_cell(const SeedRecord& record) {
  CaseCell cell;
  cell.score = record.score;
  cell.solution_ms = static_cast<std::int32_t>(record.solution_ms);
  cell.status = record.status;
  cell.data = &record.data;
  return cell;
}

int CaseTable::add(const std::string& key, const std::string& seed,
                   const std::map<std::string, long long>& case_params) {
  const auto found = id_of.find(key);
  if (found != id_of.end()) return found->second;
  const int id = static_cast<int>(keys.size());
  keys.push_back(key);
  seeds.push_back(seed);
  params.push_back(case_params);
  id_of[key] = id;
  return id;
}

RunColumn record_column(const std::string& name, const std::vector<const RunRecord*>& runs,
                        CaseTable& table) {
  RunColumn column;
  column.name = name;
  for (const RunRecord* run : runs) {
    column.time_limit_ms = run->time_limit_ms;  // the latest run's
    column.note = run->note;
    for (const auto& record : run->results) {
      column.cases.push_back(
          table.add(case_key(record.seed, run->params), record.seed, record.params));
      column.cells.push_back(case_cell(record));
    }
  }
  return column;
}

AlignedRuns align_runs(std::vector<RunColumn> columns, const CaseTable& table) {
  const std::size_t ids = table.keys.size();
  // Per column, where each case's (latest) cell is; -1: not played.
  std::vector<std::vector<int>> position(columns.size(), std::vector<int>(ids, -1));
  for (std::size_t c = 0; c < columns.size(); ++c)
    for (std::size_t i = 0; i < columns[c].cases.size(); ++i)
      position[c][static_cast<std::size_t>(columns[c].cases[i])] = static_cast<int>(i);
  std::vector<int> shared;
  for (std::size_t id = 0; id < ids; ++id) {
    const bool everywhere = std::all_of(position.begin(), position.end(),
                                        [&](const std::vector<int>& p) { return p[id] >= 0; });
    if (everywhere && !columns.empty()) shared.push_back(static_cast<int>(id));
  }
  std::sort(shared.begin(), shared.end(), [&](int a, int b) {
    return seed_less(table.keys[static_cast<std::size_t>(a)],
                     table.keys[static_cast<std::size_t>(b)]);
  });
  AlignedRuns aligned;
  for (const int id : shared) {
    const auto i = static_cast<std::size_t>(id);
    aligned.cases.push_back(table.keys[i]);
    aligned.seeds.push_back(table.seeds[i]);
    aligned.params.push_back(table.params[i]);
  }
  aligned.best_known.resize(shared.size());
  for (std::size_t c = 0; c < columns.size(); ++c) {
    aligned.names.push_back(columns[c].name);
    aligned.time_limits.push_back(columns[c].time_limit_ms);
    aligned.notes.push_back(columns[c].note);
    auto& cells = aligned.cells.emplace_back();
    cells.reserve(shared.size());
    for (const int id : shared)
      cells.push_back(
          columns[c].cells[static_cast<std::size_t>(position[c][static_cast<std::size_t>(id)])]);
    columns[c] = RunColumn{};  // its memory, before the next column's copy
  }
  // What --where and --by read: the parameters, and the first run's [DATA] rounded.
  aligned.values = aligned.params;
  for (std::size_t t = 0; !aligned.cells.empty() && t < shared.size(); ++t) {
    if (const auto* data = aligned.cells[0][t].data)
      for (const auto& [key, value] : *data) aligned.values[t].emplace(key, std::llround(value));
  }
  return aligned;
}

std::vector<std::size_t> case_indices(std::size_t count) {
  std::vector<std::size_t> indices(count);
  for (std::size_t t = 0; t < count; ++t) indices[t] = t;
  return indices;
}

std::vector<double> contest_on(Normalization normalization, const AlignedRuns& runs,
                               const std::vector<std::size_t>& cases) {
  ScoreTable table;
  table.competitors = runs.names;
  std::vector<std::optional<double>> best;
  for (const auto t : cases) {
    table.tests.push_back(std::to_string(t));
    best.push_back(runs.best_known[t]);
  }
  for (const auto& row : runs.cells) {
    auto& scores = table.scores.emplace_back();
    for (const auto t : cases) scores.push_back(row[t].valid_score());
  }
  return contest_scores(normalization, table, best);
}

void reorder_runs(AlignedRuns& aligned, const std::vector<std::size_t>& order) {
  AlignedRuns reordered;
  reordered.cases = std::move(aligned.cases), reordered.seeds = std::move(aligned.seeds);
  reordered.params = std::move(aligned.params), reordered.values = std::move(aligned.values);
  reordered.best_known = std::move(aligned.best_known);
  for (const auto i : order) {
    reordered.names.push_back(aligned.names[i]);
    reordered.time_limits.push_back(aligned.time_limits[i]);
    reordered.notes.push_back(aligned.notes[i]);
    reordered.cells.push_back(std::move(aligned.cells[i]));
  }
  aligned = std::move(reordered);
}

std::string run_display_name(const RunRecord& run) {
  return run.tag.empty() ? fs::path(run.path).filename().string() : run.tag;
}

std::map<std::string, const SeedRecord*> latest_records(const std::vector<const RunRecord*>& runs) {
  std::map<std::string, const SeedRecord*> latest;
  for (const RunRecord* run : runs)
    for (const auto& record : run->results) latest[case_key(record.seed, run->params)] = &record;
  return latest;
}

std::vector<long long> solution_times(const AlignedRuns& aligned, std::size_t run) {
  std::vector<long long> ms;
  for (const auto& cell : aligned.cells[run]) ms.push_back(cell.solution_ms);
  return ms;
}

}  // namespace mm

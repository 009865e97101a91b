// Several runs set side by side on the cases they all played: the one shape in
// which compare, runs, the report and the score check read runs. A run here is
// a column: one run file, or a tag's runs merged (a later run winning a case).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/normalize.h"
#include "common/results.h"

namespace mm {

// One run's result on one case, as the analyses read it (small: a store of
// thousands of runs of a thousand cases each fits in memory).
struct CaseCell {
  double score = 0;
  std::int32_t solution_ms = 0;
  CaseStatus status = CaseStatus::Ok;
  const std::map<std::string, double>* data = nullptr;  // the solution's [DATA] values, if read

  bool ok() const { return status == CaseStatus::Ok; }
  // The score as the contests count it: none for a case that did not end normally.
  std::optional<double> valid_score() const {
    return ok() ? std::optional<double>(score) : std::nullopt;
  }
};
CaseCell case_cell(const SeedRecord& record);  // keeps a pointer to record.data

// The cases runs are aligned on: per case id its key (the seed plus game
// parameters), seed and generated parameters (e.g. N, C).
struct CaseTable {
  std::vector<std::string> keys, seeds;
  std::vector<std::map<std::string, long long>> params;
  std::map<std::string, int> id_of;  // by key
  int add(const std::string& key, const std::string& seed,
          const std::map<std::string, long long>& params);  // the id, new or known
};

// One column before alignment: its cells by case id.
struct RunColumn {
  std::string name;
  long long time_limit_ms = 0;
  std::string note;
  std::vector<int> cases;       // case ids (CaseTable), one per result; a later one wins
  std::vector<CaseCell> cells;  // aligned with `cases`
};

// A column of SeedRecords (a run file's, or a tag's runs' in order): its case ids
// come from `table`, which learns the cases it did not know.
RunColumn record_column(const std::string& name, const std::vector<const RunRecord*>& runs,
                        CaseTable& table);

struct AlignedRuns {
  std::vector<std::string> names;
  std::vector<long long> time_limits;                    // per run
  std::vector<std::string> notes;                        // per run
  std::vector<std::string> cases;                        // case keys, in seed order
  std::vector<std::string> seeds;                        // per case
  std::vector<std::map<std::string, long long>> params;  // per case: the generated parameters
  // Per case, what --where and --by read: the parameters, and the first run's
  // [DATA] values rounded to integers.
  std::vector<std::map<std::string, long long>> values;
  std::vector<std::vector<CaseCell>> cells;       // [run][case]
  std::vector<std::optional<double>> best_known;  // per case (set by the caller)
};

// The cases every column has, in seed order. The columns are emptied.
AlignedRuns align_runs(std::vector<RunColumn> columns, const CaseTable& table);

// Only the cases `keep(t)` says yes to (t: the case's index).
template <typename Keep>
void keep_cases(AlignedRuns& aligned, Keep keep);

// 0, 1, ..., count - 1: every case of an AlignedRuns.
std::vector<std::size_t> case_indices(std::size_t count);

// The contest score of every run on the given case indices.
std::vector<double> contest_on(Normalization normalization, const AlignedRuns& runs,
                               const std::vector<std::size_t>& cases);

// Runs reordered: run i of the result is run order[i] of `aligned` (the case
// columns stay as they are).
void reorder_runs(AlignedRuns& aligned, const std::vector<std::size_t>& order);

// A run's name where runs are set side by side: its tag, or its file's name.
std::string run_display_name(const RunRecord& run);

// Each case's latest record over these runs (oldest first: a later run wins a
// case), by case key: a tag's runs merged.
std::map<std::string, const SeedRecord*> latest_records(const std::vector<const RunRecord*>& runs);

// The cell times of run `run`, for time_stats.
std::vector<long long> solution_times(const AlignedRuns& aligned, std::size_t run);

template <typename Keep>
void keep_cases(AlignedRuns& aligned, Keep keep) {
  std::size_t kept = 0;
  for (std::size_t t = 0; t < aligned.cases.size(); ++t) {
    if (!keep(t)) continue;
    aligned.cases[kept] = std::move(aligned.cases[t]);
    aligned.seeds[kept] = std::move(aligned.seeds[t]);
    aligned.params[kept] = std::move(aligned.params[t]);
    aligned.values[kept] = std::move(aligned.values[t]);
    aligned.best_known[kept] = aligned.best_known[t];
    for (auto& cells : aligned.cells) cells[kept] = cells[t];
    ++kept;
  }
  for (auto* column : {&aligned.cases, &aligned.seeds}) column->resize(kept);
  aligned.params.resize(kept);
  aligned.values.resize(kept);
  aligned.best_known.resize(kept);
  for (auto& cells : aligned.cells) cells.resize(kept);
}

}  // namespace mm

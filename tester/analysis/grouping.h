// Case filters (--where N=8..10,C=3, or an expression: --where 'N*N/C >= 20')
// and groups (--by N, --by N,C, --by T:10, --by N@4 for equal-count bins, or an
// expression: --by 'log2(N*C)') over the case parameters recorded per seed, and
// the per-group score table that compare, runs and the report show.
#pragma once

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "common/normalize.h"
#include "common/results.h"
#include "tester/analysis/aligned_runs.h"
#include "tester/analysis/case_expression.h"
#include "tester/analysis/verdict.h"

namespace mm {

// One condition of --where: NAME=V, NAME=A..B, NAME=A.. or NAME=..B (inclusive).
struct ParamCondition {
  std::string name;  // as recorded (matched case-insensitively)
  std::optional<long long> low, high;
};

// --where: conditions that all must hold, or an expression that must be non-zero.
struct CaseFilter {
  std::vector<ParamCondition> conditions;
  std::shared_ptr<const CaseExpression> expression;
  bool empty() const { return conditions.empty() && !expression; }
  std::vector<std::string> names() const;  // the keys it reads
};

// Parses "N=8..10,C=3" or an expression; throws UsageError on bad text.
CaseFilter parse_where(const std::string& text);
bool matches(const CaseFilter& filter, const std::map<std::string, long long>& params);

// What --where and --by look at for a seed: its case parameters, and for other
// keys the solution's [DATA] values rounded to integers.
std::map<std::string, long long> case_values(const SeedRecord& record);

// One key of --by: NAME (one group per value), NAME:W (bins of width W:
// 0..W-1, W..2W-1, ...), NAME@K (K bins holding about as many cases each), or
// an expression in NAME's place. A NAME with more than kMaxGroupsPerKey values
// and no width gets a round width giving at most that many bins; an expression,
// that many equal-count bins.
struct GroupKey {
  std::string name;      // the parameter, or the expression's text
  long long width = 0;   // 0: one group per value, or chosen from the data
  std::size_t bins = 0;  // @K: equal-count bins
  std::shared_ptr<const CaseExpression> expression;
  std::vector<double> bin_low, bin_high;  // @K: each bin's smallest and largest value (fit_widths)
};
constexpr std::size_t kMaxGroupsPerKey = 10;

std::vector<GroupKey> parse_by(const std::string& text);

// Chooses widths for keys given without one whose values spread over too many
// groups, and the equal-count bins' edges.
std::vector<GroupKey> fit_widths(std::vector<GroupKey> keys,
                                 const std::vector<std::map<std::string, long long>>& cases);

// The group a case belongs to, e.g. "N=8 C=3" or "T=20..29"; sorts numerically by `order`.
struct GroupLabel {
  std::string text;
  std::vector<double> order;
  bool operator<(const GroupLabel& other) const {
    return order != other.order ? order < other.order : text < other.text;
  }
};
GroupLabel group_of(const std::vector<GroupKey>& keys,
                    const std::map<std::string, long long>& params);

// Only the aligned cases that pass --where (on their values: parameters and [DATA]).
void keep_matching(AlignedRuns& aligned, const CaseFilter& filter);

struct GroupRow {
  std::string group;
  std::size_t cases = 0;
  std::vector<double> mean_raw;         // per run
  std::vector<double> contest;          // per run, the contest's normalization on the group's cases
  std::vector<int> wins, ties, losses;  // per run, against run 0
  std::vector<PairedInterval> versus_first;  // per run, against run 0 (run 0's is empty)
};

std::vector<GroupRow> group_table(Normalization normalization, const AlignedRuns& runs,
                                  const std::vector<GroupKey>& keys);

// Text rows (header first) of a group table, for print_table / print_csv.
std::vector<std::vector<std::string>> group_rows_text(const std::vector<GroupRow>& rows,
                                                      const std::vector<std::string>& names);
nlohmann::json to_json(const std::vector<GroupRow>& rows);

}  // namespace mm

// Solution time over a run: mean, 95th percentile, maximum and how many seeds
// came close to the limit (above 90 % of it).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "common/results.h"
#include "tester/analysis/aligned_runs.h"
#include "tester/analysis/text_table.h"

namespace mm {

struct TimeStats {
  std::size_t seeds = 0;
  double mean_ms = 0;
  long long p95_ms = 0;  // nearest rank: the smallest time at least 95 % of the seeds reach
  long long max_ms = 0;
  std::size_t near_limit = 0;  // seeds above 90 % of the limit (0 when there is no limit)
};

constexpr double kNearLimitShare = 0.9;

TimeStats time_stats(const std::vector<long long>& solution_ms, long long limit_ms);
TimeStats time_stats(const std::vector<SeedRecord>& records, long long limit_ms);

// The summary's time lines after the framework's Avg./Max. Run Time:
// "     P95 Run Time: 1020 ms" and "  Near Time Limit: 3 above 90% of 10000 ms".
std::string time_summary_lines(const TimeStats& stats, long long limit_ms);

// Per run: time limit, mean, p95 and max time, seeds above 90 % of the limit.
TextRows time_table(const AlignedRuns& aligned);
nlohmann::json to_json(const TimeStats& stats, long long limit_ms);

// "mean 812 ms, p95 1,020 ms, max 1,100 ms, 3 above 90 % of 10000 ms"
std::string describe(const TimeStats& stats, long long limit_ms);

}  // namespace mm

#include "tester/analysis/time_stats.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>

namespace mm {

TimeStats time_stats(const std::vector<long long>& solution_ms, long long limit_ms) {
  TimeStats stats;
  stats.seeds = solution_ms.size();
  if (solution_ms.empty()) return stats;
  std::vector<long long> sorted = solution_ms;
  std::sort(sorted.begin(), sorted.end());
  double total = 0;
  for (const auto ms : sorted) {
    total += static_cast<double>(ms);
    if (limit_ms > 0 && static_cast<double>(ms) > kNearLimitShare * static_cast<double>(limit_ms))
      ++stats.near_limit;
  }
  stats.mean_ms = total / static_cast<double>(sorted.size());
  const auto rank = static_cast<std::size_t>(std::ceil(0.95 * static_cast<double>(sorted.size())));
  stats.p95_ms = sorted[std::max<std::size_t>(rank, 1) - 1];
  stats.max_ms = sorted.back();
  return stats;
}

TextRows time_table(const AlignedRuns& aligned) {
  TextRows rows = {{"run", "limit ms", "mean ms", "p95 ms", "max ms", ">90% limit"}};
  const auto& limits = aligned.time_limits;
  for (std::size_t c = 0; c < aligned.names.size(); ++c) {
    const TimeStats stats = time_stats(solution_times(aligned, c), limits[c]);
    rows.push_back({aligned.names[c], limits[c] > 0 ? std::to_string(limits[c]) : "none",
                    fmt::format("{:.0f}", stats.mean_ms), std::to_string(stats.p95_ms),
                    std::to_string(stats.max_ms), std::to_string(stats.near_limit)});
  }
  return rows;
}

nlohmann::json to_json(const TimeStats& stats, long long limit_ms) {
  return {{"limit_ms", limit_ms},
          {"mean_ms", stats.mean_ms},
          {"p95_ms", stats.p95_ms},
          {"max_ms", stats.max_ms},
          {"above_90_percent", stats.near_limit}};
}

TimeStats time_stats(const std::vector<SeedRecord>& records, long long limit_ms) {
  std::vector<long long> ms;
  for (const auto& r : records) ms.push_back(r.solution_ms);
  return time_stats(ms, limit_ms);
}

std::string time_summary_lines(const TimeStats& stats, long long limit_ms) {
  std::string text = fmt::format("{:>17}: {} ms\n", "P95 Run Time", stats.p95_ms);
  if (limit_ms > 0)
    text += fmt::format("{:>17}: {} above 90% of {} ms\n", "Near Time Limit", stats.near_limit,
                        limit_ms);
  return text;
}

std::string describe(const TimeStats& stats, long long limit_ms) {
  std::string text = fmt::format("mean {:.0f} ms, p95 {} ms, max {} ms", stats.mean_ms,
                                 stats.p95_ms, stats.max_ms);
  if (limit_ms > 0)
    text += fmt::format(", {} above 90% of the {} ms limit", stats.near_limit, limit_ms);
  return text;
}

}  // namespace mm

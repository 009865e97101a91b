#include "tester/analysis/grouping.h"

#include <fmt/core.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <set>

#include "common/line_io.h"
#include "common/usage_error.h"
#include "tester/analysis/text_table.h"

namespace mm {

namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return std::tolower(c); });
  return s;
}

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (true) {
    const auto at = text.find(sep, start);
    parts.push_back(text.substr(start, at - start));
    if (at == std::string::npos) return parts;
    start = at + 1;
  }
}

long long number_or_throw(const std::string& text, const std::string& context) {
  const auto value = java_parse_long(text);
  if (!value) throw UsageError("bad number '" + text + "' in '" + context + "'");
  return *value;
}

// The recorded value of parameter `name` (any case), if the case has it.
std::optional<long long> param_value(const std::map<std::string, long long>& params,
                                     const std::string& name) {
  for (const auto& [key, value] : params) {
    if (lower(key) == lower(name)) return value;
  }
  return std::nullopt;
}

long long floor_div(long long a, long long b) {
  return a / b - ((a % b != 0) && ((a < 0) != (b < 0)));
}

// The smallest of 1, 2, 5, 10, 20, 50, ... at least `raw`.
long long round_width(double raw) {
  for (long long scale = 1;; scale *= 10) {
    for (long long step : {1, 2, 5}) {
      if (static_cast<double>(step * scale) >= raw) return step * scale;
    }
  }
}

}  // namespace

CaseFilter parse_where(const std::string& text) {
  CaseFilter filter;
  if (text.empty()) return filter;
  for (const auto& item : split(text, ',')) {
    const auto eq = item.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == item.size())
      throw UsageError("bad --where condition '" + item + "' (expected NAME=V or NAME=A..B)");
    ParamCondition condition;
    condition.name = item.substr(0, eq);
    const std::string range = item.substr(eq + 1);
    const auto dots = range.find("..");
    if (dots == std::string::npos) {
      condition.low = condition.high = number_or_throw(range, item);
    } else {
      const std::string low = range.substr(0, dots), high = range.substr(dots + 2);
      if (low.empty() && high.empty()) throw UsageError("bad --where range '" + item + "'");
      if (!low.empty()) condition.low = number_or_throw(low, item);
      if (!high.empty()) condition.high = number_or_throw(high, item);
    }
    filter.push_back(condition);
  }
  return filter;
}

bool matches(const CaseFilter& filter, const std::map<std::string, long long>& params) {
  return std::all_of(filter.begin(), filter.end(), [&](const ParamCondition& condition) {
    const auto value = param_value(params, condition.name);
    return value && (!condition.low || *value >= *condition.low) &&
           (!condition.high || *value <= *condition.high);
  });
}

std::map<std::string, long long> case_values(const SeedRecord& record) {
  std::map<std::string, long long> values = record.params;
  for (const auto& [key, value] : record.data) values.emplace(key, std::llround(value));
  return values;
}

std::vector<GroupKey> parse_by(const std::string& text) {
  std::vector<GroupKey> keys;
  if (text.empty()) return keys;
  for (const auto& item : split(text, ',')) {
    GroupKey key;
    const auto colon = item.find(':');
    key.name = item.substr(0, colon);
    if (key.name.empty()) throw UsageError("bad --by key '" + item + "' (expected NAME or NAME:W)");
    if (colon != std::string::npos) {
      key.width = number_or_throw(item.substr(colon + 1), item);
      if (key.width < 1) throw UsageError("--by width must be at least 1 in '" + item + "'");
    }
    keys.push_back(key);
  }
  return keys;
}

std::vector<GroupKey> fit_widths(std::vector<GroupKey> keys,
                                 const std::vector<std::map<std::string, long long>>& cases) {
  for (auto& key : keys) {
    if (key.width > 0) continue;
    std::set<long long> values;
    for (const auto& params : cases) {
      if (const auto value = param_value(params, key.name)) values.insert(*value);
    }
    if (cases.size() > 0 && values.empty()) throw UsageError("no case has a parameter " + key.name);
    if (values.size() <= kMaxGroupsPerKey) continue;
    const double spread = static_cast<double>(*values.rbegin() - *values.begin() + 1);
    key.width = round_width(spread / static_cast<double>(kMaxGroupsPerKey));
    // Aligned bins can straddle one more than planned; widen until they fit.
    while (static_cast<std::size_t>(floor_div(*values.rbegin(), key.width) -
                                    floor_div(*values.begin(), key.width) + 1) > kMaxGroupsPerKey)
      key.width = round_width(static_cast<double>(key.width) + 1);
  }
  return keys;
}

GroupLabel group_of(const std::vector<GroupKey>& keys,
                    const std::map<std::string, long long>& params) {
  GroupLabel label;
  for (const auto& key : keys) {
    const auto value = param_value(params, key.name);
    std::string part;
    if (!value) {
      part = key.name + "=?";
      label.order.push_back(std::numeric_limits<long long>::max());
    } else if (key.width <= 1) {
      part = fmt::format("{}={}", key.name, *value);
      label.order.push_back(*value);
    } else {
      const long long low = floor_div(*value, key.width) * key.width;
      part = fmt::format("{}={}..{}", key.name, low, low + key.width - 1);
      label.order.push_back(low);
    }
    label.text += (label.text.empty() ? "" : " ") + part;
  }
  return label;
}

void keep_matching(AlignedRuns& aligned, const CaseFilter& filter) {
  if (filter.empty()) return;
  const auto values = aligned.values;
  keep_cases(aligned, [&](std::size_t t) { return matches(filter, values[t]); });
}

std::vector<GroupRow> group_table(Normalization normalization, const AlignedRuns& runs,
                                  const std::vector<GroupKey>& keys) {
  std::map<GroupLabel, std::vector<std::size_t>> members;
  for (std::size_t t = 0; t < runs.values.size(); ++t)
    members[group_of(keys, runs.values[t])].push_back(t);
  std::vector<GroupRow> rows;
  for (const auto& [label, cases] : members) {
    GroupRow row;
    row.group = label.text;
    row.cases = cases.size();
    row.contest = contest_on(normalization, runs, cases);
    const std::size_t n = runs.names.size();
    row.mean_raw.assign(n, 0);
    row.wins.assign(n, 0), row.ties.assign(n, 0), row.losses.assign(n, 0);
    const auto references = case_references(normalization, runs, cases);
    for (std::size_t c = 0; c < n; ++c) {
      for (const auto t : cases) {
        const CaseCell& cell = runs.cells[c][t];
        row.mean_raw[c] += cell.score / static_cast<double>(cases.size());
        const int outcome = case_outcome(normalization, cell, runs.cells[0][t]);
        (outcome > 0 ? row.wins[c] : outcome < 0 ? row.losses[c] : row.ties[c])++;
      }
      row.versus_first.push_back(
          c == 0 ? PairedInterval{}
                 : paired_interval(normalization, runs, c, 0, cases, references));
    }
    rows.push_back(row);
  }
  return rows;
}

std::vector<std::vector<std::string>> group_rows_text(const std::vector<GroupRow>& rows,
                                                      const std::vector<std::string>& names) {
  std::vector<std::vector<std::string>> text = {
      {"group", "run", "seeds", "mean raw", "contest", "vs " + names.front(), "95 % interval"}};
  for (const auto& row : rows) {
    for (std::size_t c = 0; c < names.size(); ++c) {
      text.push_back(
          {c == 0 ? row.group : "", names[c], std::to_string(row.cases),
           fmt::format("{:.3f}", row.mean_raw[c]), fmt::format("{:.3f}", row.contest[c]),
           c == 0 ? "-" : fmt::format("{}W {}T {}L", row.wins[c], row.ties[c], row.losses[c]),
           c == 0 ? "-" : interval_cell(row.versus_first[c])});
    }
  }
  return text;
}

nlohmann::json to_json(const std::vector<GroupRow>& rows) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& row : rows) {
    nlohmann::json intervals = nlohmann::json::array({nullptr});
    for (std::size_t c = 1; c < row.versus_first.size(); ++c)
      intervals.push_back(to_json(row.versus_first[c]));
    out.push_back({{"group", row.group},
                   {"intervals", intervals},
                   {"seeds", row.cases},
                   {"mean_raw", row.mean_raw},
                   {"contest", row.contest},
                   {"wins", row.wins},
                   {"ties", row.ties},
                   {"losses", row.losses}});
  }
  return out;
}

}  // namespace mm

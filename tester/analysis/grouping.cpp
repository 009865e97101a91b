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
  const long long* value = value_any_case(params, name);
  return value ? std::optional<long long>(*value) : std::nullopt;
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

// Splits at the commas outside parentheses (an expression's max(N,C) stays whole).
std::vector<std::string> split_keys(const std::string& text) {
  std::vector<std::string> parts(1);
  int depth = 0;
  for (const char c : text) {
    depth += c == '(' ? 1 : c == ')' ? -1 : 0;
    if (c == ',' && depth == 0)
      parts.emplace_back();
    else
      parts.back() += c;
  }
  return parts;
}

}  // namespace

std::vector<std::string> CaseFilter::names() const {
  std::vector<std::string> names;
  for (const auto& condition : conditions) names.push_back(condition.name);
  if (expression) names.insert(names.end(), expression->names().begin(), expression->names().end());
  return names;
}

CaseFilter parse_where(const std::string& text) {
  CaseFilter filter;
  if (text.empty()) return filter;
  if (!is_plain_condition_list(text)) {
    filter.expression = std::make_shared<const CaseExpression>(text, "--where");
    return filter;
  }
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
    filter.conditions.push_back(condition);
  }
  return filter;
}

bool matches(const CaseFilter& filter, const std::map<std::string, long long>& params) {
  if (filter.expression) return filter.expression->value(params) != 0;
  return std::all_of(filter.conditions.begin(), filter.conditions.end(),
                     [&](const ParamCondition& condition) {
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
  for (const auto& item : split_keys(text)) {
    GroupKey key;
    const auto suffix = item.find_last_of(":@");
    const bool sized = suffix != std::string::npos && item.find(')', suffix) == std::string::npos;
    key.name = sized ? item.substr(0, suffix) : item;
    if (key.name.empty())
      throw UsageError("bad --by key '" + item +
                       "' (expected NAME, NAME:W, NAME@K or an expression)");
    if (sized && item[suffix] == ':') {
      key.width = number_or_throw(item.substr(suffix + 1), item);
      if (key.width < 1) throw UsageError("--by width must be at least 1 in '" + item + "'");
    } else if (sized) {
      const long long bins = number_or_throw(item.substr(suffix + 1), item);
      if (bins < 1) throw UsageError("--by bins must be at least 1 in '" + item + "'");
      key.bins = static_cast<std::size_t>(bins);
    }
    if (!is_plain_name(key.name))
      key.expression = std::make_shared<const CaseExpression>(key.name, "--by");
    keys.push_back(key);
  }
  return keys;
}

namespace {

// A key's value on a case: the parameter's (any letter case), or the expression's.
std::optional<double> key_value(const GroupKey& key,
                                const std::map<std::string, long long>& params) {
  if (key.expression) return key.expression->value(params);
  const auto value = param_value(params, key.name);
  return value ? std::optional<double>(static_cast<double>(*value)) : std::nullopt;
}

// K bins of about equal counts over the sorted values; equal values share a bin.
void fit_bins(GroupKey& key, std::vector<double> values) {
  std::sort(values.begin(), values.end());
  key.bin_low.clear(), key.bin_high.clear();
  const std::size_t n = values.size();
  std::size_t start = 0;
  for (std::size_t b = 0; b < key.bins && start < n; ++b) {
    std::size_t end = std::max(start + 1, (b + 1) * n / key.bins);
    if (b + 1 == key.bins) end = n;
    while (end < n && values[end] == values[end - 1]) ++end;  // ties stay together
    key.bin_low.push_back(values[start]);
    key.bin_high.push_back(values[end - 1]);
    start = end;
  }
}

std::string format_value(double value) {
  return fmt::format("{:.4g}", value);
}

}  // namespace

std::vector<GroupKey> fit_widths(std::vector<GroupKey> keys,
                                 const std::vector<std::map<std::string, long long>>& cases) {
  for (auto& key : keys) {
    if (key.width > 0) continue;
    std::vector<double> all;
    for (const auto& params : cases)
      if (const auto value = key_value(key, params)) all.push_back(*value);
    if (cases.size() > 0 && all.empty()) throw UsageError("no case has a parameter " + key.name);
    const std::set<double> values(all.begin(), all.end());
    if (key.expression && key.bins == 0 && values.size() > kMaxGroupsPerKey)
      key.bins = kMaxGroupsPerKey;
    if (key.bins > 0) {
      fit_bins(key, all);
      continue;
    }
    if (values.size() <= kMaxGroupsPerKey) continue;
    const double spread = static_cast<double>(*values.rbegin() - *values.begin() + 1);
    key.width = round_width(spread / static_cast<double>(kMaxGroupsPerKey));
    // Aligned bins can straddle one more than planned; widen until they fit.
    const auto highest = static_cast<long long>(*values.rbegin());
    const auto lowest = static_cast<long long>(*values.begin());
    while (static_cast<std::size_t>(floor_div(highest, key.width) - floor_div(lowest, key.width) +
                                    1) > kMaxGroupsPerKey)
      key.width = round_width(static_cast<double>(key.width) + 1);
  }
  return keys;
}

GroupLabel group_of(const std::vector<GroupKey>& keys,
                    const std::map<std::string, long long>& params) {
  GroupLabel label;
  for (const auto& key : keys) {
    const auto value = key_value(key, params);
    std::string part;
    if (!value) {
      part = key.name + "=?";
      label.order.push_back(std::numeric_limits<double>::max());
    } else if (!key.bin_low.empty()) {
      std::size_t bin = 0;
      while (bin + 1 < key.bin_low.size() && *value >= key.bin_low[bin + 1]) ++bin;
      const std::string low = format_value(key.bin_low[bin]);
      const std::string high = format_value(key.bin_high[bin]);
      part = key.name + "=" + (low == high ? low : low + ".." + high);
      label.order.push_back(key.bin_low[bin]);
    } else if (key.width <= 1) {
      part = fmt::format("{}={}", key.name, format_value(*value));
      label.order.push_back(*value);
    } else {
      const long long low =
          floor_div(static_cast<long long>(std::floor(*value)), key.width) * key.width;
      part = fmt::format("{}={}..{}", key.name, low, low + key.width - 1);
      label.order.push_back(static_cast<double>(low));
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

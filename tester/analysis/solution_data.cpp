#include "tester/analysis/solution_data.h"

#include <cmath>
#include <cstdlib>

namespace mm {

namespace {

constexpr std::string_view kPrefix = "[DATA]";

std::string_view trim(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t' || text.back() == '\r'))
    text.remove_suffix(1);
  return text;
}

}  // namespace

std::map<std::string, double> parse_solution_data(std::string_view text) {
  std::map<std::string, double> data;
  while (!text.empty()) {
    const auto end = text.find('\n');
    const std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view() : text.substr(end + 1);
    if (line.substr(0, kPrefix.size()) != kPrefix) continue;
    const std::string_view rest = line.substr(kPrefix.size());
    const auto eq = rest.find('=');
    if (eq == std::string_view::npos) continue;
    const std::string key(trim(rest.substr(0, eq)));
    const std::string value(trim(rest.substr(eq + 1)));
    if (key.empty() || value.empty()) continue;
    char* parsed_end = nullptr;
    const double number = std::strtod(value.c_str(), &parsed_end);
    if (parsed_end != value.c_str() + value.size() || !std::isfinite(number)) continue;
    data[key] = number;
  }
  return data;
}

DataMeans data_means(const AlignedRuns& aligned) {
  DataMeans means;
  for (std::size_t c = 0; c < aligned.cells.size(); ++c) {
    std::map<std::string, std::pair<double, int>> sums;
    for (const auto& cell : aligned.cells[c]) {
      if (!cell.data) continue;
      for (const auto& [key, value] : *cell.data) {
        sums[key].first += value;
        ++sums[key].second;
      }
    }
    for (const auto& [key, sum] : sums) {
      auto& row = means[key];
      row.resize(aligned.cells.size());
      row[c] = sum.first / sum.second;
    }
  }
  return means;
}

nlohmann::json to_json(const DataMeans& means) {
  nlohmann::json out = nlohmann::json::object();
  for (const auto& [key, values] : means) {
    auto& row = out[key] = nlohmann::json::array();
    for (const auto& value : values)
      row.push_back(value ? nlohmann::json(*value) : nlohmann::json());
  }
  return out;
}

TextRows data_rows(const DataMeans& means, const std::vector<std::string>& names) {
  if (means.empty()) return {};
  TextRows rows;
  rows.push_back({"[DATA] mean"});
  rows.back().insert(rows.back().end(), names.begin(), names.end());
  for (const auto& [key, values] : means) {
    std::vector<std::string> row = {key};
    for (const auto& value : values) row.push_back(value ? format_number(*value) : "-");
    rows.push_back(row);
  }
  return rows;
}

}  // namespace mm

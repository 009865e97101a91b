// Values a solution reports about itself on stderr, one per line in
// psytester's form "[DATA] iterations = 12345": recorded per seed, shown and
// grouped by compare and the report.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/results.h"
#include "tester/analysis/aligned_runs.h"
#include "tester/analysis/text_table.h"

namespace mm {

// Every "[DATA] KEY = NUMBER" line (spaces around '=' optional; a later line
// with the same key wins). Lines with a value that is not a number are skipped.
std::map<std::string, double> parse_solution_data(std::string_view solution_stderr);

// Per key, each run's mean over its seeds that report the key (nullopt: none do).
using DataMeans = std::map<std::string, std::vector<std::optional<double>>>;
DataMeans data_means(const AlignedRuns& aligned);

// {key: [mean or null per run]}
nlohmann::json to_json(const DataMeans& means);

// "key  run1  run2" rows; empty when no run reported anything.
TextRows data_rows(const DataMeans& means, const std::vector<std::string>& names);

}  // namespace mm

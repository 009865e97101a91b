#include "tester/analysis/text_table.h"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <iostream>

#include "common/line_io.h"
#include "common/results.h"

namespace mm {

void print_table(const TextRows& rows) {
  std::vector<std::size_t> widths;
  for (const auto& row : rows) {
    widths.resize(std::max(widths.size(), row.size()));
    for (std::size_t i = 0; i < row.size(); ++i) widths[i] = std::max(widths[i], row[i].size());
  }
  for (const auto& row : rows) {
    std::string line;
    for (std::size_t i = 0; i < row.size(); ++i) {
      line += i == 0 ? fmt::format("{:<{}}", row[i], widths[i])
                     : fmt::format("  {:>{}}", row[i], widths[i]);
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    std::cout << line << "\n";
  }
}

// One writer for every CSV the tester prints: fields quoted per RFC 4180.
void print_csv(const TextRows& rows) {
  for (const auto& row : rows) std::cout << csv_row(row) << "\n";
}

std::string format_number(double v) {
  if (v == std::floor(v) && std::fabs(v) < 1e15)
    return fmt::format("{}", static_cast<long long>(v));
  return fmt::format("{:.3f}", v);
}

}  // namespace mm

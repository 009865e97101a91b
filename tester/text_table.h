// Plain-text and CSV tables for the commands that read the results store.
#pragma once

#include <string>
#include <vector>

namespace mm {

using TextRows = std::vector<std::vector<std::string>>;

// Prints rows as an aligned table (first column left, the rest right).
void print_table(const TextRows& rows);
void print_csv(const TextRows& rows);

// Whole numbers without decimals, others with three.
std::string format_number(double value);

// Seeds in numeric order where they are numbers.
bool seed_less(const std::string& a, const std::string& b);

}  // namespace mm

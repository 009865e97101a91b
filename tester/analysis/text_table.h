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

// seed_less (results.h) orders seeds and cases.

}  // namespace mm

// An expression over a case's values (its parameters and the solution's [DATA]
// values), as --where and --by take them: `N*N/C >= 20`, `log2(N*C)`. Parsed and
// evaluated by muParser (Debian's libmuparser-dev): arithmetic, comparisons,
// && and ||, ?:, and functions such as log2, sqrt, min, max.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace mm {

class CaseExpression {
 public:
  // `option` names where the text came from (--where, --by) in error messages.
  // Throws UsageError naming the position and token of a syntax error.
  CaseExpression(const std::string& text, const std::string& option);

  // Its value on one case. Names match the case's keys in any letter case; a name
  // the case lacks is a UsageError that names it and the keys the case has.
  double value(const std::map<std::string, long long>& values) const;

  const std::string& text() const;
  const std::vector<std::string>& names() const;  // the names it reads

  struct Parsed;  // the parser and its variables (case_expression.cpp)

 private:
  std::shared_ptr<Parsed> parsed_;
};

// The value of key `name` among a case's values: the key spelled so, else the one
// spelled so in another letter case (--where, --by and expressions read names so).
const long long* value_any_case(const std::map<std::string, long long>& values,
                                const std::string& name);

// Whether --where's text is the plain form, NAME=V or NAME=A..B joined by commas,
// or meant to be (NAME=x: a bad value); else it is an expression.
bool is_plain_condition_list(const std::string& text);

// Whether a --by key is a parameter's name (else an expression).
bool is_plain_name(const std::string& text);

}  // namespace mm

#include "tester/analysis/case_expression.h"

#include <fmt/core.h>
#include <muParser.h>

#include <algorithm>
#include <deque>
#include <mutex>
#include <regex>

#include "common/line_io.h"
#include "common/usage_error.h"

namespace mm {

struct CaseExpression::Parsed {
  std::string text;
  mu::Parser parser;
  std::vector<std::string> names;
  std::deque<double> storage;  // one a name, at addresses that never move
  std::mutex evaluating;       // the storage is the parser's input
};

namespace {

// muParser asks for a variable it does not know: each name gets a slot.
double* make_variable(const char* name, void* user) {
  auto* parsed = static_cast<CaseExpression::Parsed*>(user);
  parsed->names.emplace_back(name);
  return &parsed->storage.emplace_back(0.0);
}

}  // namespace

const long long* value_any_case(const std::map<std::string, long long>& values,
                                const std::string& name) {
  const auto exact = values.find(name);
  if (exact != values.end()) return &exact->second;
  const std::string wanted = ascii_lowercase(name);
  for (const auto& [key, value] : values)
    if (ascii_lowercase(key) == wanted) return &value;
  return nullptr;
}

CaseExpression::CaseExpression(const std::string& text, const std::string& option)
    : parsed_(std::make_shared<Parsed>()) {
  parsed_->text = text;
  try {
    parsed_->parser.SetVarFactory(make_variable, parsed_.get());
    parsed_->parser.SetExpr(text);
    parsed_->parser.Eval();  // parses now, so that a syntax error stops the command at once
  } catch (const mu::Parser::exception_type& e) {
    // muParser's message names the token and its position.
    throw UsageError(fmt::format("bad expression in {} '{}': {}", option, text, e.GetMsg()));
  }
}

double CaseExpression::value(const std::map<std::string, long long>& values) const {
  std::lock_guard<std::mutex> lock(parsed_->evaluating);
  for (std::size_t i = 0; i < parsed_->names.size(); ++i) {
    const long long* value = value_any_case(values, parsed_->names[i]);
    if (!value) {
      std::string known;
      for (const auto& [key, v] : values) known += (known.empty() ? "" : ", ") + key;
      throw UsageError(fmt::format("unknown name '{}' in '{}' (a case has: {})", parsed_->names[i],
                                   parsed_->text, known.empty() ? "nothing" : known));
    }
    parsed_->storage[i] = static_cast<double>(*value);
  }
  try {
    return parsed_->parser.Eval();
  } catch (const mu::Parser::exception_type& e) {
    throw UsageError(fmt::format("cannot evaluate '{}': {}", parsed_->text, e.GetMsg()));
  }
}

const std::string& CaseExpression::text() const {
  return parsed_->text;
}

const std::vector<std::string>& CaseExpression::names() const {
  return parsed_->names;
}

bool is_plain_condition_list(const std::string& text) {
  // NAME=... with one '=' (not ==): the plain form, whose own parser names a bad value.
  static const std::regex item(R"([A-Za-z_][A-Za-z0-9_]*=([^=<>!&|][^=<>!&|]*)?)");
  std::size_t start = 0;
  while (true) {
    const auto comma = text.find(',', start);
    if (!std::regex_match(text.substr(start, comma - start), item)) return false;
    if (comma == std::string::npos) return true;
    start = comma + 1;
  }
}

bool is_plain_name(const std::string& text) {
  static const std::regex name(R"([A-Za-z_][A-Za-z0-9_]*)");
  return std::regex_match(text, name);
}

}  // namespace mm

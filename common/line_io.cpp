#include "common/line_io.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace mm {

void LineSplitter::feed(std::string_view bytes) {
  if (head_ > 0 && head_ == lines_.size()) {  // everything consumed: reuse storage
    lines_.clear();
    head_ = 0;
  }
  for (char c : bytes) {
    if (skip_lf_) {
      skip_lf_ = false;
      if (c == '\n') continue;
    }
    if (c == '\n' || c == '\r') {
      lines_.push_back(std::move(partial_));
      partial_.clear();
      skip_lf_ = c == '\r';
    } else {
      partial_.push_back(c);
    }
  }
}

void LineSplitter::finish() {
  if (finished_) return;
  finished_ = true;
  if (!partial_.empty()) {
    lines_.push_back(std::move(partial_));
    partial_.clear();
  }
}

std::optional<std::string> LineSplitter::next_line() {
  if (head_ >= lines_.size()) return std::nullopt;
  return std::move(lines_[head_++]);
}

std::vector<std::string_view> java_split(std::string_view line) {
  std::vector<std::string_view> tokens;
  std::size_t start = 0;
  while (true) {
    const std::size_t space = line.find(' ', start);
    if (space == std::string_view::npos) {
      tokens.push_back(line.substr(start));
      break;
    }
    tokens.push_back(line.substr(start, space - start));
    start = space + 1;
  }
  // Java keeps the single empty token of an empty input, but drops trailing
  // empties otherwise.
  if (line.empty()) return tokens;
  while (!tokens.empty() && tokens.back().empty()) tokens.pop_back();
  return tokens;
}

template <typename Int>
static std::optional<Int> parse_java_integer(std::string_view text) {
  if (text.empty()) return std::nullopt;
  bool negative = false;
  if (text[0] == '+' || text[0] == '-') {
    negative = text[0] == '-';
    text.remove_prefix(1);
    if (text.empty()) return std::nullopt;
  }
  // Accumulate negatively so that MIN_VALUE parses without overflow.
  Int value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const Int digit = c - '0';
    if (value < (std::numeric_limits<Int>::min() + digit) / 10) return std::nullopt;
    value = value * 10 - digit;
  }
  if (!negative) {
    if (value == std::numeric_limits<Int>::min()) return std::nullopt;
    value = -value;
  }
  return value;
}

std::optional<std::int32_t> java_parse_int(std::string_view text) {
  return parse_java_integer<std::int32_t>(text);
}

std::optional<std::int64_t> java_parse_long(std::string_view text) {
  return parse_java_integer<std::int64_t>(text);
}

std::string java_double_to_string(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  if (value == 0) return std::signbit(value) ? "-0.0" : "0.0";

  // Shortest round-trip digits, then laid out the way Java does.
  char buf[64];
  auto result =
      std::to_chars(buf, buf + sizeof buf, std::fabs(value), std::chars_format::scientific);
  std::string sci(buf, result.ptr);
  const std::size_t e_pos = sci.find('e');
  std::string digits = sci.substr(0, e_pos);
  const int exponent = std::stoi(sci.substr(e_pos + 1));
  digits.erase(std::remove(digits.begin(), digits.end(), '.'), digits.end());

  std::string out = value < 0 ? "-" : "";
  const double magnitude = std::fabs(value);
  if (magnitude >= 1e-3 && magnitude < 1e7) {
    if (exponent >= 0) {
      const auto int_len = static_cast<std::size_t>(exponent + 1);
      if (digits.size() <= int_len) {
        out += digits + std::string(int_len - digits.size(), '0') + ".0";
      } else {
        out += digits.substr(0, int_len) + "." + digits.substr(int_len);
      }
    } else {
      out += "0." + std::string(static_cast<std::size_t>(-exponent - 1), '0') + digits;
    }
  } else {
    out += digits.substr(0, 1) + "." + (digits.size() > 1 ? digits.substr(1) : "0") + "E" +
           std::to_string(exponent);
  }
  return out;
}

std::optional<double> parse_finite_number(std::string_view text) {
  const std::size_t begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string_view::npos) return std::nullopt;
  const std::string trimmed(text.substr(begin, text.find_last_not_of(" \t\r\n") - begin + 1));
  char* stop = nullptr;
  errno = 0;
  const double value = std::strtod(trimmed.c_str(), &stop);
  if (stop != trimmed.c_str() + trimmed.size() || errno == ERANGE || !std::isfinite(value))
    return std::nullopt;
  return value;
}

std::string ascii_lowercase(std::string_view text) {
  std::string out(text);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

}  // namespace mm

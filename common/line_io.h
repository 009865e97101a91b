// Line and field handling with the semantics of the official Java testers:
// BufferedReader.readLine, String.split(" ") and Integer.parseInt.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mm {

// Splits a byte stream into lines as BufferedReader.readLine does: "\n", "\r\n"
// and a lone "\r" each end a line; a final unterminated line is returned at EOF.
// Bytes arrive in arbitrary chunks, so a "\r" at the end of one chunk and a
// "\n" at the start of the next still make one terminator.
class LineSplitter {
 public:
  // Appends raw bytes; complete lines are queued for next_line().
  void feed(std::string_view bytes);
  // Marks end of input; a pending partial line becomes a last line.
  void finish();

  std::optional<std::string> next_line();
  bool has_line() const { return head_ < lines_.size(); }
  // Size of the line being assembled (not yet terminated).
  std::size_t partial_size() const { return partial_.size(); }

 private:
  std::vector<std::string> lines_;
  std::size_t head_ = 0;
  std::string partial_;
  bool skip_lf_ = false;
  bool finished_ = false;
};

// String.split(" "): empty tokens for leading or doubled spaces, trailing empty
// tokens dropped; an empty string gives one empty token.
std::vector<std::string_view> java_split(std::string_view line);

// Integer.parseInt: optional '+' or '-', then one or more ASCII digits, value in
// 32-bit range. Anything else is rejected.
std::optional<std::int32_t> java_parse_int(std::string_view text);

// Long.parseLong, same rules in 64-bit range.
std::optional<std::int64_t> java_parse_long(std::string_view text);

// Double.toString for the values the testers print: decimal notation for
// 1e-3 <= |v| < 1e7 ("12.0"), computerized scientific otherwise ("1.0E7").
std::string java_double_to_string(double value);

// A number as a score, a value or an option: the whole text but surrounding
// white space, finite and in range; anything else is rejected.
std::optional<double> parse_finite_number(std::string_view text);

// ASCII letters lowered, independent of the locale: the one spelling of option,
// parameter and game names that are matched in any case.
std::string ascii_lowercase(std::string_view text);

}  // namespace mm

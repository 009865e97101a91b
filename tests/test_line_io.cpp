#include <catch2/catch.hpp>

#include "common/line_io.h"

using namespace mm;

TEST_CASE("LineSplitter ends lines on LF, CRLF and CR, across chunks", "[line_io]") {
  LineSplitter s;
  s.feed("a\nb\r");
  s.feed("\nc\rd");
  CHECK(*s.next_line() == "a");
  CHECK(*s.next_line() == "b");
  CHECK(*s.next_line() == "c");
  CHECK_FALSE(s.next_line());
  CHECK(s.partial_size() == 1);
  s.finish();
  CHECK(*s.next_line() == "d");
  CHECK_FALSE(s.next_line());
}

TEST_CASE("LineSplitter keeps empty lines and a CR CR as two lines", "[line_io]") {
  LineSplitter s;
  s.feed("\n\r\r\nx\n");
  CHECK(*s.next_line() == "");
  CHECK(*s.next_line() == "");
  CHECK(*s.next_line() == "");
  CHECK(*s.next_line() == "x");
  s.finish();
  CHECK_FALSE(s.next_line());
}

TEST_CASE("java_split follows String.split(\" \")", "[line_io]") {
  using V = std::vector<std::string_view>;
  CHECK(java_split("1 2 3") == V{"1", "2", "3"});
  CHECK(java_split(" 1 2") == V{"", "1", "2"});
  CHECK(java_split("1  2") == V{"1", "", "2"});
  CHECK(java_split("1 2  ") == V{"1", "2"});
  CHECK(java_split("") == V{""});
  CHECK(java_split("   ") == V{});
  CHECK(java_split("1\t2") == V{"1\t2"});
}

TEST_CASE("java_parse_int follows Integer.parseInt", "[line_io]") {
  CHECK(java_parse_int("0") == 0);
  CHECK(java_parse_int("+3") == 3);
  CHECK(java_parse_int("-0") == 0);
  CHECK(java_parse_int("007") == 7);
  CHECK(java_parse_int("2147483647") == 2147483647);
  CHECK(java_parse_int("-2147483648") == INT32_MIN);
  CHECK_FALSE(java_parse_int("2147483648"));
  CHECK_FALSE(java_parse_int("-2147483649"));
  CHECK_FALSE(java_parse_int(""));
  CHECK_FALSE(java_parse_int("+"));
  CHECK_FALSE(java_parse_int("-"));
  CHECK_FALSE(java_parse_int(" 1"));
  CHECK_FALSE(java_parse_int("1 "));
  CHECK_FALSE(java_parse_int("1x"));
  CHECK_FALSE(java_parse_int("0x1"));
  CHECK_FALSE(java_parse_int("99999999999"));
  CHECK(java_parse_long("99999999999") == 99999999999LL);
  CHECK(java_parse_long("-9223372036854775808") == INT64_MIN);
  CHECK_FALSE(java_parse_long("9223372036854775808"));
}

TEST_CASE("java_double_to_string matches Double.toString", "[line_io]") {
  CHECK(java_double_to_string(0) == "0.0");
  CHECK(java_double_to_string(-1) == "-1.0");
  CHECK(java_double_to_string(1314) == "1314.0");
  CHECK(java_double_to_string(9999999) == "9999999.0");
  CHECK(java_double_to_string(1e7) == "1.0E7");
  CHECK(java_double_to_string(12345678) == "1.2345678E7");
  CHECK(java_double_to_string(0.5) == "0.5");
  CHECK(java_double_to_string(0.001) == "0.001");
  CHECK(java_double_to_string(0.0001) == "1.0E-4");
  CHECK(java_double_to_string(123.25) == "123.25");
}

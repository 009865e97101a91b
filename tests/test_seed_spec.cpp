#include <catch2/catch.hpp>

#include "common/seed_spec.h"

using namespace mm;

namespace {
std::vector<std::int64_t> values(const std::vector<Seed>& seeds) {
  std::vector<std::int64_t> out;
  for (const auto& s : seeds) out.push_back(s.value);
  return out;
}
}  // namespace

TEST_CASE("toolkit seed syntax", "[seeds]") {
  using V = std::vector<std::int64_t>;
  CHECK(values(parse_seed_spec("5")) == V{5});
  CHECK(values(parse_seed_spec("1..4")) == V{1, 2, 3, 4});
  CHECK(values(parse_seed_spec("10+3")) == V{10, 11, 12});
  CHECK(values(parse_seed_spec("1..2,7,20+2")) == V{1, 2, 7, 20, 21});
  CHECK(values(parse_seed_spec("-5")) == V{-5});
  CHECK(parse_seed_spec("01").front().text == "01");
  CHECK(parse_seed_spec("01").front().value == 1);
  CHECK_THROWS_AS(parse_seed_spec(""), UsageError);
  CHECK_THROWS_AS(parse_seed_spec("x"), UsageError);
  CHECK_THROWS_AS(parse_seed_spec("5..1"), UsageError);
  CHECK_THROWS_AS(parse_seed_spec("1,,2"), UsageError);
  CHECK_THROWS_AS(parse_seed_spec("1+0"), UsageError);
  CHECK_THROWS_AS(parse_seed_spec("1..99999999999"), UsageError);
}

TEST_CASE("official -seed syntax", "[seeds]") {
  using V = std::vector<std::int64_t>;
  const auto official = SeedSyntax::Official;
  CHECK(values(parse_seed_spec("3", official)) == V{3});
  CHECK(values(parse_seed_spec("1,3", official)) == V{1, 2, 3});
  CHECK(values(parse_seed_spec("4+2", official)) == V{4, 5});
  CHECK(values(parse_seed_spec("{9,2,5}", official)) == V{9, 2, 5});
  CHECK(values(parse_seed_spec("1,2*2", official)) == V{1, 2, 1, 2});
  CHECK_THROWS_AS(parse_seed_spec("1..3", official), UsageError);
}

TEST_CASE("seed ranges at the ends of the 64-bit range are refused, not overflowed", "[seeds]") {
  CHECK_THROWS_AS(parse_seed_spec("9223372036854775807+5"), UsageError);
  CHECK(parse_seed_spec("9223372036854775806+2").back().value == INT64_MAX);
  CHECK_THROWS_AS(parse_seed_spec("-9223372036854775808,9223372036854775807", SeedSyntax::Official),
                  UsageError);
  CHECK_THROWS_AS(parse_seed_spec("1+1000001"), UsageError);
}

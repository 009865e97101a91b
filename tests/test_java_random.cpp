// The generator must match the JDK's SHA1PRNG draw for draw.
#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

#include "common/java_random.h"
#include "common/line_io.h"

using mm::Sha1Prng;

namespace {

nlohmann::json load_vectors() {
  std::ifstream in(MM_SOURCE_DIR "/tests/sha1prng_vectors.json");
  REQUIRE(in.good());
  return nlohmann::json::parse(in);
}

// Applies one recorded call and returns its result printed as Java would.
std::string call(Sha1Prng& rnd, const std::string& name) {
  if (name.rfind("nextInt:", 0) == 0)
    return std::to_string(rnd.next_int(std::stoi(name.substr(8))));
  if (name == "nextInt") return std::to_string(rnd.next_int());
  if (name == "nextLong") return std::to_string(rnd.next_long());
  if (name == "nextBoolean") return rnd.next_boolean() ? "true" : "false";
  if (name == "nextDouble") return mm::java_double_to_string(rnd.next_double());
  if (name == "nextGaussian") return mm::java_double_to_string(rnd.next_gaussian());
  FAIL("unknown call " << name);
  return {};
}

}  // namespace

TEST_CASE("SHA1PRNG reproduces every recorded call sequence", "[rng]") {
  const auto vectors = load_vectors();
  REQUIRE(vectors.size() >= 10);
  int checked = 0;
  for (const auto& vector : vectors) {
    const std::int64_t seed = vector.at("seed");
    Sha1Prng rnd(seed);
    for (const auto& entry : vector.at("calls")) {
      const std::string name = entry.at(0);
      const std::string expected = entry.at(1);
      INFO("seed " << seed << ", call #" << checked << " " << name);
      REQUIRE(call(rnd, name) == expected);
      ++checked;
    }
  }
  CHECK(checked == 600);
}

TEST_CASE("nextInt stays in range for awkward bounds", "[rng]") {
  Sha1Prng rnd(42);
  for (int bound : {1, 2, 3, 7, 1 << 30, (1 << 30) + 1, 2147483647}) {
    for (int i = 0; i < 200; ++i) {
      const int v = rnd.next_int(bound);
      REQUIRE(v >= 0);
      REQUIRE(v < bound);
    }
  }
  CHECK_THROWS(rnd.next_int(0));
}

TEST_CASE("byte leftovers carry over between requests", "[rng]") {
  // Drawing 20 single bytes consumes exactly one block, like one 20-byte draw.
  Sha1Prng a(7), b(7);
  std::uint8_t block[20], single = 0;
  a.next_bytes(block, 20);
  for (int i = 0; i < 20; ++i) {
    b.next_bytes(&single, 1);
    REQUIRE(single == block[i]);
  }
  CHECK(a.next_int() == b.next_int());
}

// Cases generated ahead on the helper thread are the cases each seed would
// generate on its own, and reach the runner in the same shape.
#include <catch2/catch.hpp>

#include "tester/games/registry.h"
#include "tester/runner/case_pipeline.h"
#include "tester/runner/runner.h"

using namespace mm;

namespace {

std::vector<Seed> seeds_1_to(int count) {
  std::vector<Seed> seeds;
  for (int i = 1; i <= count; ++i) seeds.push_back({std::to_string(i), i});
  return seeds;
}

}  // namespace

TEST_CASE("a case generated ahead is the case its seed generates alone", "[pipeline]") {
  const GameInfo& jewels = *find_game("jewels");
  const auto seeds = seeds_1_to(5);
  const Params params;
  CasePipeline pipeline(jewels, seeds, params, 2);
  for (std::size_t i = 0; i < seeds.size(); ++i) {
    PreparedCase ahead = pipeline.take(i);
    PreparedCase alone = prepare_case(jewels, seeds[i], params);
    REQUIRE(ahead.game);
    CHECK(ahead.game->case_params() == alone.game->case_params());
    CHECK(ahead.game->start().text == alone.game->start().text);
  }
}

TEST_CASE("a case that cannot be generated carries its reason", "[pipeline]") {
  const auto seeds = seeds_1_to(3);
  const Params params{{"n", "x"}};
  CasePipeline pipeline(*find_game("lines"), seeds, params, 1);
  for (std::size_t i = 0; i < seeds.size(); ++i) {
    const PreparedCase prepared = pipeline.take(i);
    CHECK_FALSE(prepared.game);
    CHECK(prepared.error.find("-N") != std::string::npos);
  }
}

TEST_CASE("a pipeline left before its last case stops without waiting", "[pipeline]") {
  const auto seeds = seeds_1_to(50);
  const Params params;
  {
    CasePipeline pipeline(*find_game("jewels"), seeds, params, 1);
    CHECK(pipeline.take(0).game);
  }  // the helper is blocked on the look-ahead bound; the destructor must free it
  SUCCEED("destroyed");
}

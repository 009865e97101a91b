#include "tests/fuzz/fuzz_targets.h"

#include <string>
#include <string_view>
#include <vector>

#include "common/line_io.h"
#include "common/seed_spec.h"
#include "tester/commands/official_options.h"
#include "tester/games/framework.h"
#include "tester/games/registry.h"

namespace mm::fuzz {

namespace {

constexpr std::size_t kMaxReplies = 20000;
// Small seeds only: 10000-tile TwistedGame cases are fine, but keep runs quick.
constexpr std::int64_t kSeedRange = 1000;

}  // namespace

void engine_replies(const std::uint8_t* data, std::size_t size) {
  if (size < 9) return;
  const auto& games = all_games();
  const GameInfo& game = games[data[0] % games.size()];
  std::int64_t seed = 0;
  for (int i = 1; i <= 8; ++i) seed = (seed << 8) | data[i];
  seed = 1 + (seed < 0 ? -(seed + 1) : seed) % kSeedRange;
  auto engine = game.create(Seed{std::to_string(seed), seed}, {});

  LineSplitter splitter;
  splitter.feed(std::string_view(reinterpret_cast<const char*>(data + 9), size - 9));
  splitter.finish();
  Step step = engine->start();
  for (std::size_t replies = 0; !step.done() && replies < kMaxReplies; ++replies) {
    const auto line = splitter.next_line();
    step = line ? engine->on_reply(*line) : engine->on_eof(replies % 2 == 0);
  }
  (void)game.score_line(step.score);
  (void)engine->error_score();
}

void command_line(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (auto syntax : {SeedSyntax::Toolkit, SeedSyntax::Official}) {
    try {
      (void)parse_seed_spec(text, syntax);
    } catch (const UsageError&) {
    }
  }
  try {
    (void)framework::parse_int_range("N", text);
  } catch (const UsageError&) {
  }
  std::vector<std::string> args;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto end = std::min(text.find('\0', start), text.size());
    args.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  try {
    (void)translate_official_args(args);
  } catch (const UsageError&) {
  }
  (void)java_split(text);
  (void)java_parse_int(text);
  (void)java_parse_long(text);
  (void)game_from_command(text);
}

}  // namespace mm::fuzz

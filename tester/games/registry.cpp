#include "tester/games/registry.h"

#include <algorithm>

#include "common/line_io.h"

namespace mm {

std::string GameInfo::score_text(double score) const {
  if (integer_score) return std::to_string(static_cast<long long>(score));
  return java_double_to_string(score);
}

const std::vector<GameInfo>& all_games() {
#define MM_CALL_GAME_FACTORY(name) name##_game(),
  static const std::vector<GameInfo> games = {MM_FOR_EACH_GAME(MM_CALL_GAME_FACTORY)};
#undef MM_CALL_GAME_FACTORY
  return games;
}

std::string game_names() {
  std::string names;
  for (const auto& g : all_games()) names += (names.empty() ? "" : ", ") + g.name;
  return names;
}

static std::string normalized(std::string_view name) {
  std::string out;
  for (char c : name) {
    if (c == '_' || c == '-') continue;
    out.push_back(c);
  }
  return ascii_lowercase(out);
}

const GameInfo* find_game(std::string_view name) {
  const std::string key = normalized(name);
  for (const auto& game : all_games()) {
    if (normalized(game.name) == key || normalized(game.official_name) == key) return &game;
  }
  return nullptr;
}

const GameInfo& game_named(std::string_view name) {
  if (const GameInfo* game = find_game(name)) return *game;
  throw UsageError("unknown game '" + std::string(name) + "' (games: " + game_names() + ")");
}

// The game whose name starts the file stem, longest name first: "lines",
// "lines_v2" and "SquareRemover-old" all name their game.
static const GameInfo* game_named_by_stem(std::string_view stem) {
  const std::string key = normalized(stem);
  const GameInfo* best = nullptr;
  std::size_t best_length = 0;
  for (const auto& game : all_games()) {
    for (const auto& name : {normalized(game.name), normalized(game.official_name)}) {
      if (key.compare(0, name.size(), name) == 0 && name.size() > best_length) {
        best = &game;
        best_length = name.size();
      }
    }
  }
  return best;
}

const GameInfo* game_from_command(std::string_view command) {
  // Look at every whitespace-separated word ("python3 sols/lines.py" names lines).
  std::size_t pos = 0;
  while (pos < command.size()) {
    const std::size_t end = std::min(command.find_first_of(" \t", pos), command.size());
    std::string_view word = command.substr(pos, end - pos);
    pos = end + 1;
    if (word.empty()) continue;
    const std::size_t slash = word.find_last_of('/');
    if (slash != std::string_view::npos) word.remove_prefix(slash + 1);
    const std::size_t dot = word.find('.');
    if (dot != std::string_view::npos) word = word.substr(0, dot);
    if (const GameInfo* game = game_named_by_stem(word)) return game;
  }
  return nullptr;
}

}  // namespace mm

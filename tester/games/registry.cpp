#include "tester/games/registry.h"

#include <fmt/core.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <filesystem>

#include "common/line_io.h"
#include "tester/games/game_file.h"

namespace mm {

std::string GameInfo::score_text(double score) const {
  if (integer_score) return std::to_string(static_cast<long long>(score));
  // An external tester's score as it printed it: "1234", "0.75".
  if (external) return fmt::format("{}", score);
  return java_double_to_string(score);
}

const std::vector<GameInfo>& builtin_games() {
#define MM_CALL_GAME_FACTORY(name) name##_game(),
  static const std::vector<GameInfo> games = {MM_FOR_EACH_GAME(MM_CALL_GAME_FACTORY)};
#undef MM_CALL_GAME_FACTORY
  return games;
}

namespace {

std::deque<GameInfo>& known_games() {
  static std::deque<GameInfo> games(builtin_games().begin(), builtin_games().end());
  return games;
}

}  // namespace

const std::deque<GameInfo>& all_games() {
  return known_games();
}

const GameInfo& register_game_file(std::shared_ptr<const GameFile> file) {
  GameInfo info = external_game_info(std::move(file));
  for (auto& game : known_games()) {
    if (game.name != info.name) continue;
    game = std::move(info);
    return game;
  }
  return known_games().emplace_back(std::move(info));
}

void register_store_games(const std::string& results_dir) {
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(results_dir, error)) {
    const std::string name = entry.path().filename().string();
    const std::string path = game_file_store_path(results_dir, name);
    if (find_game(name) || !std::filesystem::is_regular_file(path, error)) continue;
    try {
      register_game_file(load_game_file(path));
    } catch (const std::exception& e) {
      spdlog::warn("skipping the game kept in {}: {}", path, e.what());
    }
  }
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
  const auto named = [&](const GameInfo& game) {
    return normalized(game.name) == key || normalized(game.official_name) == key;
  };
  // An engine is builtin_games()'s own entry; a game file's, all_games()'.
  for (const auto& game : builtin_games())
    if (named(game)) return &game;
  for (const auto& game : all_games())
    if (game.external && named(game)) return &game;
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

// The replay page of one case, and the live page of manual play and --watch.
#include "tester/pages/replay_page.h"

#include <fmt/core.h>

#include <filesystem>

#include "tester/games/game_file.h"
#include "tester/pages/page_template.h"

namespace mm {

std::string replay_file_name(const Seed& seed, const std::string& extension) {
  return seed.text + extension;
}

std::string replay_extension(const GameInfo& game) {
  if (!game.external || !game.external->visualizer) return ".html";
  return std::filesystem::path(game.external->visualizer_output).extension().string();
}

std::string replay_html(const GameInfo& game, const CaseResult& result) {
  const std::string title = fmt::format("{} seed {}", game.official_name, result.seed.text);
  return assemble_page("replay.html", "games/" + game.name + ".js", title,
                       replay_data(game, result));
}

std::string live_page_html(const GameInfo& game, const std::string& mode) {
  const std::string live_mode = mode == "play" ? "play" : "watch";
  return assemble_page("replay.html", "games/" + game.name + ".js",
                       game.official_name + " — " + live_mode, nullptr, live_mode, game.name);
}

nlohmann::json replay_data(const GameInfo& game, const CaseResult& result) {
  nlohmann::json data;
  data["game"] = game.name;
  data["official_name"] = game.official_name;
  data["seed"] = result.seed.text;
  data["params"] = nlohmann::json::object();
  for (const auto& [name, value] : result.case_params) data["params"][name] = value;
  data["result"] = {{"status", status_name(result.status)},
                    {"score", game.score_text(result.score)},
                    {"messages", result.messages},
                    {"detail", result.detail},
                    {"solution_ms", result.solution_ms}};
  if (result.replay) {
    data["setup"] = result.replay->setup;
    data["frames"] = result.replay->frames;
  } else {
    data["setup"] = nlohmann::json::object();
    data["frames"] = nlohmann::json::array();
  }
  return data;
}

}  // namespace mm

// Assembles a page from the embedded assets (vis_assets.h) and its data.
#include "tester/pages/page_template.h"

#include <algorithm>

#include "tester/pages/vis_assets.h"

namespace mm {

std::string fill_template(std::string_view page,
                          const std::vector<std::pair<std::string, std::string>>& values) {
  std::string out;
  out.reserve(page.size());
  std::size_t at = 0;
  while (at < page.size()) {
    const std::size_t open = page.find('@', at);
    if (open == std::string_view::npos) break;
    const std::size_t close = page.find('@', open + 1);
    if (close == std::string_view::npos) break;
    const std::string_view name = page.substr(open + 1, close - open - 1);
    const auto it = std::find_if(values.begin(), values.end(),
                                 [&](const auto& entry) { return entry.first == name; });
    if (it == values.end()) {  // not a placeholder: keep the first '@' and go on after it
      out.append(page.substr(at, open + 1 - at));
      at = open + 1;
      continue;
    }
    out.append(page.substr(at, open - at));
    out.append(it->second);
    at = close + 1;
  }
  out.append(page.substr(at));
  return out;
}

std::string script_safe_json(const nlohmann::json& value) {
  // Invalid UTF-8 from a solution's output becomes U+FFFD instead of an exception.
  const std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    if (c == '<')  // only ever inside strings: "</script>" must not end the element
      out += "\\u003c";
    else
      out += c;
  }
  return out;
}

namespace {

constexpr std::string_view kUplotJs = "node_modules/uplot/dist/uPlot.iife.min.js";
constexpr std::string_view kUplotCss = "node_modules/uplot/dist/uPlot.min.css";
constexpr std::string_view kUplotLicense = "node_modules/uplot/LICENSE";

}  // namespace

// The replay page's template serves the live page too: `live_mode` ("play" or
// "watch") adds the play panel and starts play.js instead of the embedded data.
// The report's template takes the chart library (uPlot) besides.
std::string assemble_page(std::string_view template_name, std::string_view script_name,
                          const std::string& title, const nlohmann::json& data,
                          const std::string& live_mode, const std::string& game_name) {
  const bool live = !live_mode.empty();
  return fill_template(
      vis_asset(template_name),
      {{"TITLE", title},
       {"STYLE", std::string(vis_asset("replay.css"))},
       {"PLAYER", std::string(vis_asset("player.js"))},
       {"GAME", std::string(vis_asset(script_name))},
       {"DATA", script_safe_json(data)},
       {"BODY_ATTRS",
        live ? " data-mode=\"" + live_mode + "\" data-game=\"" + game_name + "\"" : ""},
       {"PANEL", live ? std::string(vis_asset("play_panel.html")) : ""},
       {"START", live ? std::string(vis_asset("play.js")) : "MM.start();"},
       {"UPLOT_CSS", std::string(vis_asset(kUplotCss))},
       {"UPLOT", std::string(vis_asset(kUplotJs))},
       {"UPLOT_LICENSE", std::string(vis_asset(kUplotLicense))}});
}

}  // namespace mm

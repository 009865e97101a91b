// The visualizer's HTML, CSS and JavaScript (tester/vis), compiled into the
// tester by cmake/embed_assets.cmake.
#pragma once

#include <string_view>

namespace mm {

// The file tester/vis/<name> (e.g. "player.js", "games/lines.js"); empty if unknown.
std::string_view vis_asset(std::string_view name);

}  // namespace mm

// The pages' common assembly: a template from the embedded assets
// (tester/vis/) with its placeholders filled, data included as JSON.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mm {

// Fills @NAME@ placeholders of `page` from `values`; text inside values is
// never scanned again, so data cannot inject placeholders.
std::string fill_template(std::string_view page,
                          const std::vector<std::pair<std::string, std::string>>& values);

// JSON that is safe inside a <script> element (no "<" anywhere).
std::string script_safe_json(const nlohmann::json& value);

// The page `template_name` with its game (or report) script, title and data.
// A live page (`live_mode` "play" or "watch") gets the play panel and play.js
// instead of the embedded data, and `game_name` for the server's requests.
std::string assemble_page(std::string_view template_name, std::string_view script_name,
                          const std::string& title, const nlohmann::json& data,
                          const std::string& live_mode = "", const std::string& game_name = "");

}  // namespace mm

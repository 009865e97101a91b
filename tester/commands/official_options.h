// Translation of the official testers' single-dash options into ours, so that
// existing habits and scripts ("-exec ... -seed 1,10 -novis") keep working.
#pragma once

#include <string>
#include <vector>

#include "common/usage_error.h"

namespace mm {

// Rewrites argv (without the program name). Official keys are case-insensitive
// and may be abbreviated as the framework allowed (-ex, -sd, -th, -tl, ...).
// Any other single-dash key becomes "--param key=value" (a game parameter such as -N).
std::vector<std::string> translate_official_args(const std::vector<std::string>& args);

// Whether any of the framework's own options (not a game parameter) is among the arguments.
bool uses_official_options(const std::vector<std::string>& args);

// The official option keys (lowercase, without the dash).
std::vector<std::string> official_option_keys();

}  // namespace mm

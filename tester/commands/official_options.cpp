#include "tester/commands/official_options.h"

#include <algorithm>
#include <map>

#include "common/line_io.h"

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace official_options_impl {

enum class Arity { Flag, Value, OptionalValue, VisualFlag, VisualValue };

struct OfficialOption {
  const char* ours;  // our long option, or nullptr when only accepted and ignored
  Arity arity;
};

using OptionTable = std::map<std::string, OfficialOption>;

// The framework's options and their short forms, as our long options.
OptionTable framework_options() {
  return {
      {"exec", {"--exec", Arity::Value}},
      {"ex", {"--exec", Arity::Value}},
      {"seed", {"--official-seed", Arity::Value}},
      {"sd", {"--official-seed", Arity::Value}},
      {"threads", {"--threads", Arity::Value}},
      {"th", {"--threads", Arity::Value}},
      {"timelimit", {"--time-limit", Arity::Value}},
      {"tl", {"--time-limit", Arity::Value}},
      {"sa", {"--save-all", Arity::OptionalValue}},
      {"nooutput", {"--no-output", Arity::Flag}},
      {"no", {"--no-output", Arity::Flag}},
      {"printruntime", {"--print-runtime", Arity::Flag}},
      {"pr", {"--print-runtime", Arity::Flag}},
      {"nosummary", {"--no-summary", Arity::Flag}},
      {"ns", {"--no-summary", Arity::Flag}},
      {"debug", {"--verbose", Arity::Flag}},
      {"db", {"--verbose", Arity::Flag}},
      {"h", {"--help", Arity::Flag}},
      {"saveall", {"--save-all", Arity::OptionalValue}},
      {"savesolinput", {"--save-input", Arity::OptionalValue}},
      {"si", {"--save-input", Arity::OptionalValue}},
      {"savesoloutput", {"--save-output", Arity::OptionalValue}},
      {"so", {"--save-output", Arity::OptionalValue}},
      {"savesolerror", {"--save-error", Arity::OptionalValue}},
      {"se", {"--save-error", Arity::OptionalValue}},
      // Replays are HTML pages here; -saveVis writes one per seed.
      {"savevis", {"--vis-dir", Arity::OptionalValue}},
      {"sv", {"--vis-dir", Arity::OptionalValue}},
      {"manual", {"--manual", Arity::Flag}},
      {"dump", {"--dump", Arity::Value}},
      {"bests", {"--bests", Arity::Value}},
      {"bs", {"--bests", Arity::Value}},
      {"savescores", {"--save-scores", Arity::Value}},
      {"loadsoloutput", {"--load-output", Arity::OptionalValue}},
      {"lo", {"--load-output", Arity::OptionalValue}},
      {"ss", {"--save-scores", Arity::Value}},
  };
}

// Visual options of the Java testers: accepted, nothing to do headless.
OptionTable visual_options() {
  return {
      {"novis", {nullptr, Arity::VisualFlag}},          {"nv", {nullptr, Arity::VisualFlag}},
      {"pause", {nullptr, Arity::VisualFlag}},          {"ps", {nullptr, Arity::VisualFlag}},
      {"noantialiasing", {nullptr, Arity::VisualFlag}}, {"na", {nullptr, Arity::VisualFlag}},
      {"paintinfo", {nullptr, Arity::VisualFlag}},      {"pi", {nullptr, Arity::VisualFlag}},
      {"delay", {nullptr, Arity::VisualValue}},         {"dl", {nullptr, Arity::VisualValue}},
      {"size", {nullptr, Arity::VisualValue}},          {"sz", {nullptr, Arity::VisualValue}},
      {"windowpos", {nullptr, Arity::VisualValue}},     {"wp", {nullptr, Arity::VisualValue}},
      {"screen", {nullptr, Arity::VisualValue}},        {"sc", {nullptr, Arity::VisualValue}},
      {"infoscale", {nullptr, Arity::VisualValue}},     {"is", {nullptr, Arity::VisualValue}},
      {"quit", {nullptr, Arity::VisualValue}},          {"fastmoves", {nullptr, Arity::VisualFlag}},
  };
}

const OptionTable& official_options() {
  static const OptionTable table = [] {
    OptionTable all = framework_options();
    all.merge(visual_options());
    return all;
  }();
  return table;
}

bool is_single_dash_key(const std::string& arg) {
  return arg.size() >= 2 && arg[0] == '-' && arg[1] != '-';
}

}  // namespace official_options_impl

bool uses_official_options(const std::vector<std::string>& args) {
  using namespace official_options_impl;
  return std::any_of(args.begin(), args.end(), [](const std::string& arg) {
    return is_single_dash_key(arg) && official_options().count(ascii_lowercase(arg.substr(1))) > 0;
  });
}

std::vector<std::string> official_option_keys() {
  using namespace official_options_impl;
  std::vector<std::string> keys;
  for (const auto& [key, option] : official_options()) keys.push_back(key);
  return keys;
}

std::vector<std::string> translate_official_args(const std::vector<std::string>& args) {
  using namespace official_options_impl;
  std::vector<std::string> out;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (!is_single_dash_key(arg)) {
      out.push_back(arg);
      continue;
    }
    const std::string key = ascii_lowercase(arg.substr(1));
    const bool has_value =
        i + 1 < args.size() && !(args[i + 1].size() >= 1 && args[i + 1][0] == '-');
    const auto found = official_options().find(key);
    if (found == official_options().end()) {
      // A game parameter, like the framework's "-N 7,11".
      if (!has_value) throw UsageError("option " + arg + " needs a value");
      out.push_back("--param");
      out.push_back(key + "=" + args[++i]);
      continue;
    }
    const OfficialOption& option = found->second;
    switch (option.arity) {
      case Arity::Flag:
        out.push_back(option.ours);
        break;
      case Arity::Value:
        if (!has_value) throw UsageError("option " + arg + " needs a value");
        out.push_back(option.ours);
        out.push_back(args[++i]);
        break;
      case Arity::OptionalValue:
        out.push_back(option.ours);
        out.push_back(has_value ? args[++i] : ".");
        break;
      case Arity::VisualFlag:
        break;
      case Arity::VisualValue:
        if (has_value) ++i;
        break;
    }
  }
  return out;
}

}  // namespace mm

// `tester completion bash`: a bash completion script made from the command line's
// own definitions (CLI11's), so that it cannot drift from the options: the
// subcommands, each one's long options, game names (`tester games`), tags of the
// results store's runs for the commands that take tags, files for the options
// that take a file or a folder.
#include <CLI/CLI.hpp>
#include <iostream>
#include <map>
#include <memory>
#include <regex>
#include <set>

#include "tester/commands/commands.h"

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace completion_command {

// Options whose value is a path: their type name says FILE or DIR, or their name does.
bool takes_path(const CLI::Option& option) {
  static const std::regex path_name(
      "results|output|report|replays|json|csv|vis|save|load|bests|scores|seeds-dir|game-file");
  if (option.get_items_expected_min() == 0 || option.get_lnames().empty()) return false;
  const std::string type = option.get_type_name();
  return type.find("FILE") != std::string::npos || type.find("DIR") != std::string::npos ||
         std::regex_search(option.get_lnames().front(), path_name);
}

struct Words {
  std::set<std::string> options, path_options;
};

Words words_of(const CLI::App& app) {
  Words words;
  for (const CLI::Option* option : app.get_options()) {
    for (const auto& name : option->get_lnames()) {
      words.options.insert("--" + name);
      if (takes_path(*option)) words.path_options.insert("--" + name);
    }
  }
  return words;
}

std::string joined(const std::set<std::string>& words, const char* separator = " ") {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : separator) + w;
  return out;
}

// What a subcommand's positional arguments are: games, tags, or nothing special.
const char* positional_kind(const std::string& sub) {
  static const std::map<std::string, const char*> kinds = {
      {"runs", "games"},  {"best", "games"}, {"duel", "games"}, {"compare", "tags"},
      {"report", "tags"}, {"note", "tags"},  {"diff", "tags"},  {"merge", "files"}};
  const auto it = kinds.find(sub);
  return it == kinds.end() ? "" : it->second;
}

std::string bash_script(const CLI::App& app) {
  std::set<std::string> subcommands, path_options;
  std::string cases;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
    const std::string name = sub->get_name();
    subcommands.insert(name);
    const Words words = words_of(*sub);
    path_options.insert(words.path_options.begin(), words.path_options.end());
    cases += "    " + name + ") opts=\"" + joined(words.options) +
             "\" kind=" + positional_kind(name) + " ;;\n";
  }
  const Words main_words = words_of(app);
  path_options.insert(main_words.path_options.begin(), main_words.path_options.end());
  std::string script =
      R"SH(# bash completion for tester, made by `tester completion bash` from its command line.
_tester_tags() {  # the results store's tags: RESULTS/<game>/<time>_<tag>.json
  local results=results i
  for ((i = 1; i < ${#COMP_WORDS[@]} - 1; i++)); do
    [[ ${COMP_WORDS[i]} == --results ]] && results=${COMP_WORDS[i + 1]}
  done
  command ls "$results"/*/*.json 2>/dev/null | sed -E 's|.*/[0-9T-]+Z_||; s|(_[0-9]+)?\.json$||' | sort -u
}
_tester() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]} sub="" i opts kind
  for ((i = 1; i < COMP_CWORD; i++)); do
    case ${COMP_WORDS[i]} in
      @SUBCOMMAND_PATTERN@) sub=${COMP_WORDS[i]}; break ;;
    esac
  done
  case $sub in
@CASES@    *) opts="@MAIN_OPTIONS@" kind=main ;;
  esac
  case $prev in
    @PATH_PATTERN@) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    --exec) COMPREPLY=($(compgen -c -- "$cur")); return ;;
    --resume|--tag|--tags|--against) COMPREPLY=($(compgen -W "$(_tester_tags)" -- "$cur")); return ;;
  esac
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    return
  fi
  case $kind in
    main) COMPREPLY=($(compgen -W "@SUBCOMMANDS@ $(tester games 2>/dev/null)" -- "$cur")) ;;
    games) COMPREPLY=($(compgen -W "$(tester games 2>/dev/null)" -- "$cur")) ;;
    tags) COMPREPLY=($(compgen -W "$(_tester_tags)" -- "$cur")) ;;
    files) COMPREPLY=($(compgen -f -- "$cur")) ;;
  esac
}
complete -F _tester tester
)SH";
  const auto put = [&](const std::string& key, const std::string& value) {
    script.replace(script.find(key), key.size(), value);
  };
  put("@SUBCOMMAND_PATTERN@", joined(subcommands, "|"));
  put("@CASES@", cases);
  put("@MAIN_OPTIONS@", joined(main_words.options));
  put("@PATH_PATTERN@", joined(path_options, "|"));
  put("@SUBCOMMANDS@", joined(subcommands));
  return script;
}

}  // namespace completion_command

Subcommand add_completion_command(CLI::App& parent) {
  using namespace completion_command;
  auto* app =
      parent.add_subcommand("completion",
                            "Print the shell completion script (bash): source it, or install it as "
                            "/usr/share/bash-completion/completions/tester");
  auto shell = std::make_shared<std::string>("bash");
  app->add_option("shell", *shell, "The shell (bash)")->check(CLI::IsMember({"bash"}));
  return {app, [&parent] {
            std::cout << bash_script(parent);
            return kExitOk;
          }};
}

}  // namespace mm

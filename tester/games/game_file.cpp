#include "tester/games/game_file.h"

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <toml.hpp>

#include "common/usage_error.h"
#include "tester/games/registry.h"

namespace mm {

namespace fs = std::filesystem;

namespace {

constexpr const char* kDefaultScoreRegex = R"(Score *= *(\S+))";
constexpr int kMaxSeedWidth = 9;

// Every problem names the file, the line and the key.
struct FileContext {
  std::string path;
  [[noreturn]] void fail(const toml::value& at, const std::string& key,
                         const std::string& what) const {
    const auto line = at.location().line();
    throw UsageError(path + (line > 0 ? ":" + std::to_string(line) : std::string()) + ": '" + key +
                     "': " + what);
  }
};

// The keys a table may hold; any other is an error (a misspelt key must not
// pass silently).
void require_known_keys(const FileContext& file, const toml::value& table, const std::string& where,
                        const std::set<std::string>& known) {
  for (const auto& [key, value] : table.as_table()) {
    if (known.count(key)) continue;
    std::string list;
    for (const auto& k : known) list += (list.empty() ? "" : ", ") + k;
    file.fail(value, where.empty() ? key : where + "." + key,
              "unknown key (known here: " + list + ")");
  }
}

const toml::value* find_key(const toml::value& table, const std::string& key) {
  const auto& t = table.as_table();
  const auto it = t.find(key);
  return it == t.end() ? nullptr : &it->second;
}

std::string string_of(const FileContext& file, const toml::value& table, const std::string& key,
                      const std::string& fallback = "") {
  const toml::value* v = find_key(table, key);
  if (!v) return fallback;
  if (!v->is_string()) file.fail(*v, key, "must be a string");
  return v->as_string().str;
}

double number_of(const FileContext& file, const toml::value& table, const std::string& key,
                 double fallback) {
  const toml::value* v = find_key(table, key);
  if (!v) return fallback;
  if (v->is_integer()) return static_cast<double>(v->as_integer());
  if (v->is_floating()) return v->as_floating();
  file.fail(*v, key, "must be a number");
}

long long count_of(const FileContext& file, const toml::value& table, const std::string& key,
                   long long fallback) {
  const toml::value* v = find_key(table, key);
  if (!v) return fallback;
  if (!v->is_integer() || v->as_integer() < 0)
    file.fail(*v, key, "must be a whole number, 0 or more");
  return v->as_integer();
}

bool flag_of(const FileContext& file, const toml::value& table, const std::string& key) {
  const toml::value* v = find_key(table, key);
  if (!v) return false;
  if (!v->is_boolean()) file.fail(*v, key, "must be true or false");
  return v->as_boolean();
}

std::vector<std::string> strings_of(const FileContext& file, const toml::value& table,
                                    const std::string& key) {
  const toml::value* v = find_key(table, key);
  if (!v) return {};
  if (!v->is_array()) file.fail(*v, key, "must be an array of strings");
  std::vector<std::string> out;
  for (const auto& item : v->as_array()) {
    if (!item.is_string()) file.fail(item, key, "must be an array of strings");
    out.push_back(item.as_string().str);
  }
  return out;
}

std::string one_of(const FileContext& file, const toml::value& table, const std::string& key,
                   const std::vector<std::string>& allowed, const std::string& fallback) {
  const std::string value = string_of(file, table, key, fallback);
  for (const auto& a : allowed)
    if (value == a) return value;
  std::string list;
  for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
  file.fail(*find_key(table, key), key, "is '" + value + "'; it must be one of " + list);
}

// --- Templates.

bool is_seed_width(const std::string& name) {
  return name.size() == 6 && name.compare(0, 5, "seed0") == 0 && name[5] >= '1' &&
         name[5] <= '0' + kMaxSeedWidth;
}

bool known_placeholder(const std::string& name) {
  return name == "exec" || name == "seed" || name == "case_dir" || name == "game_dir" ||
         is_seed_width(name);
}

// Calls `on_text` with literal text and `on_name` with each placeholder's name;
// throws std::invalid_argument for an unclosed brace.
template <typename OnText, typename OnName>
void scan_template(const std::string& text, OnText on_text, OnName on_name) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if ((c == '{' || c == '}') && i + 1 < text.size() && text[i + 1] == c) {
      on_text(c);
      ++i;
    } else if (c == '{') {
      const std::size_t close = text.find('}', i);
      if (close == std::string::npos) throw std::invalid_argument("a '{' is never closed");
      on_name(text.substr(i + 1, close - i - 1));
      i = close;
    } else if (c == '}') {
      throw std::invalid_argument("a '}' closes nothing (write '}}' for a brace)");
    } else {
      on_text(c);
    }
  }
}

void check_template(const FileContext& file, const toml::value& at, const std::string& key,
                    const std::string& text) {
  try {
    scan_template(
        text, [](char) {},
        [&](const std::string& name) {
          if (!known_placeholder(name))
            file.fail(at, key,
                      "unknown placeholder {" + name +
                          "} (known: {exec}, {seed}, {seed04} and widths {seed01}..{seed09}, "
                          "{case_dir}, {game_dir})");
        });
  } catch (const std::invalid_argument& e) {
    file.fail(at, key, std::string(e.what()) + " in \"" + text + "\"");
  }
}

// --- Regular expressions.

// The names of the pattern's named groups, in order: (?<name>, (?P<name>, (?'name'.
std::vector<std::string> named_groups(const std::string& pattern) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i + 2 < pattern.size(); ++i) {
    if (pattern[i] == '\\') {
      ++i;
      continue;
    }
    if (pattern[i] != '(' || pattern[i + 1] != '?') continue;
    std::size_t start = i + 2;
    if (pattern[start] == 'P') ++start;
    if (start >= pattern.size()) break;
    const char open = pattern[start];
    if (open != '<' && open != '\'') continue;
    const char close = open == '<' ? '>' : '\'';
    const std::size_t end = pattern.find(close, start + 1);
    if (end == std::string::npos) continue;
    const std::string name = pattern.substr(start + 1, end - start - 1);
    if (name == "=" || name == "!" || name.empty() || name[0] == '=' || name[0] == '!') continue;
    names.push_back(name);
  }
  return names;
}

OutputPattern read_pattern(const FileContext& file, const toml::value& table,
                           const std::string& where, const std::string& fallback_regex,
                           const std::vector<StepSpec>& steps) {
  OutputPattern p;
  p.step = string_of(file, table, "step", steps.empty() ? "" : steps.back().name);
  bool found = false;
  for (const auto& s : steps) found |= s.name == p.step;
  if (!found) {
    std::string names;
    for (const auto& s : steps) names += (names.empty() ? "" : ", ") + s.name;
    file.fail(*find_key(table, "step"), where + ".step",
              "no step is named '" + p.step + "' (steps: " + names + ")");
  }
  p.stream = one_of(file, table, "stream", {"stdout", "stderr", "both"}, "both");
  p.last = one_of(file, table, "match", {"last", "first"}, "last") == "last";
  p.pattern = string_of(file, table, "regex", fallback_regex);
  if (p.pattern.empty()) file.fail(table, where + ".regex", "is required");
  // Boost's Perl syntax names groups (?<name>...); Python's (?P<name>...) reads the same.
  std::string translated = p.pattern;
  for (std::size_t at; (at = translated.find("(?P<")) != std::string::npos;)
    translated.replace(at, 4, "(?<");
  try {
    p.regex = std::make_shared<const boost::regex>(translated, boost::regex::perl);
  } catch (const boost::regex_error& e) {
    const toml::value* v = find_key(table, "regex");
    file.fail(v ? *v : table, where + ".regex",
              "does not compile at position " + std::to_string(e.position()) + ": " + e.what());
  }
  p.groups = named_groups(p.pattern);
  return p;
}

// --- Steps.

StepSpec read_step(const FileContext& file, const toml::value& table, const std::string& where,
                   const std::string& default_name, bool with_output = false) {
  std::set<std::string> known = {"name",   "run",    "shell",   "dir",          "stdin",
                                 "stdout", "stderr", "outputs", "time_limit_ms"};
  if (with_output) known.insert("output");
  require_known_keys(file, table, where, known);
  StepSpec step;
  step.line = static_cast<int>(table.location().line());
  step.name = string_of(file, table, "name", default_name);
  step.argv = strings_of(file, table, "run");
  step.shell = string_of(file, table, "shell");
  if (step.argv.empty() == step.shell.empty())
    file.fail(table, where, "give exactly one of run = [program, args...] or shell = \"...\"");
  step.dir = string_of(file, table, "dir");
  step.stdin_file = string_of(file, table, "stdin");
  step.stdout_file = string_of(file, table, "stdout");
  step.stderr_file = string_of(file, table, "stderr");
  step.outputs = strings_of(file, table, "outputs");
  step.time_limit_ms = count_of(file, table, "time_limit_ms", 0);
  for (const std::string key : {"run", "shell", "dir", "stdin", "stdout", "stderr", "outputs"}) {
    const toml::value* v = find_key(table, key);
    if (!v) continue;
    if (v->is_array()) {
      for (const auto& item : v->as_array())
        check_template(file, item, where + "." + key, item.as_string().str);
    } else {
      check_template(file, *v, where + "." + key, v->as_string().str);
    }
  }
  return step;
}

std::vector<StepSpec> read_steps(const FileContext& file, const toml::value& root,
                                 const std::string& key, std::set<std::string>& names) {
  std::vector<StepSpec> steps;
  const toml::value* list = find_key(root, key);
  if (!list) return steps;
  if (!list->is_array()) file.fail(*list, key, "must be an array of tables: [[" + key + "]]");
  for (const auto& table : list->as_array()) {
    if (!table.is_table()) file.fail(table, key, "must be an array of tables: [[" + key + "]]");
    const std::string where = key + "[" + std::to_string(steps.size() + 1) + "]";
    StepSpec step = read_step(file, table, where, key + std::to_string(steps.size() + 1));
    if (!names.insert(step.name).second)
      file.fail(table, where + ".name", "two steps are named '" + step.name + "'");
    steps.push_back(std::move(step));
  }
  return steps;
}

ParamsSpec read_params(const FileContext& file, const toml::value& root,
                       const std::vector<StepSpec>& all_steps) {
  ParamsSpec params;
  const toml::value* table = find_key(root, "params");
  if (!table) return params;
  if (!table->is_table()) file.fail(*table, "params", "must be a table: [params]");
  require_known_keys(file, *table, "params",
                     {"file", "fields", "step", "stream", "regex", "match"});
  params.file = string_of(file, *table, "file");
  params.fields = strings_of(file, *table, "fields");
  const bool from_file = !params.file.empty() || !params.fields.empty();
  const bool from_output = find_key(*table, "regex") != nullptr;
  if (from_file == from_output)
    file.fail(*table, "params",
              "give either file and fields (an input file's first line) or regex (named groups "
              "on a step's output)");
  if (from_file) {
    if (params.file.empty() || params.fields.empty())
      file.fail(*table, "params", "file and fields go together");
    check_template(file, *find_key(*table, "file"), "params.file", params.file);
  } else {
    params.pattern = read_pattern(file, *table, "params", "", all_steps);
    if (params.pattern->groups.empty())
      file.fail(*find_key(*table, "regex"), "params.regex",
                "has no named group: name each parameter, e.g. N = (?<N>\\d+)");
  }
  return params;
}

void read_ranking(const FileContext& file, const toml::value& root, GameFile& game) {
  game.objective = one_of(file, root, "objective", {"max", "min"}, "") == "min" ? Objective::Min
                                                                                : Objective::Max;
  const std::string ranking =
      one_of(file, root, "ranking", {"relative", "absolute", "rank"}, "relative");
  game.ranking = ranking == "absolute" ? Ranking::Absolute
                 : ranking == "rank"   ? Ranking::Rank
                                       : Ranking::Relative;
  game.max_raw_score = number_of(file, root, "max_raw_score", 0);
  if (game.ranking == Ranking::Absolute && !(game.max_raw_score > 0))
    file.fail(root, "max_raw_score",
              "ranking 'absolute' needs max_raw_score > 0: the largest raw score of a case, the "
              "bound of the always-valid verdicts");
}

void read_name(const FileContext& file, const toml::value& root, GameFile& game) {
  const toml::value* v = find_key(root, "name");
  if (!v) file.fail(root, "name", "is required: the game's name in the results store");
  game.name = string_of(file, root, "name");
  const bool plain =
      !game.name.empty() &&
      game.name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789_-") == std::string::npos;
  if (!plain) file.fail(*v, "name", "use lowercase letters, digits, '_' and '-' only");
  for (const auto& builtin : builtin_games()) {
    if (builtin.name == game.name)
      file.fail(*v, "name", "'" + game.name + "' is one of this tester's own games");
  }
}

GameFile parse_game(const std::string& path, const std::string& text) {
  const FileContext file{path};
  std::istringstream stream(text);
  toml::value root;
  try {
    root = toml::parse(stream, path);
  } catch (const std::exception& e) {
    throw UsageError("bad game file " + std::string(e.what()));
  }
  require_known_keys(file, root, "",
                     {"name", "objective", "ranking", "max_raw_score", "error_score",
                      "time_limit_ms", "memory_limit_mb", "max_output_mb", "keep_case_files",
                      "generate", "step", "score", "params", "visualizer"});
  GameFile game;
  game.path = path;
  game.folder = fs::absolute(fs::path(path)).parent_path().lexically_normal().string();
  game.text = text;
  read_name(file, root, game);
  read_ranking(file, root, game);
  game.error_score = number_of(file, root, "error_score", 0);
  game.time_limit_ms = count_of(file, root, "time_limit_ms", game.time_limit_ms);
  game.memory_limit_mb = static_cast<std::size_t>(count_of(file, root, "memory_limit_mb", 0));
  game.max_output_mb = static_cast<std::size_t>(count_of(file, root, "max_output_mb", 64));
  game.keep_case_files = flag_of(file, root, "keep_case_files");
  std::set<std::string> names;
  game.generate = read_steps(file, root, "generate", names);
  game.steps = read_steps(file, root, "step", names);
  if (game.steps.empty())
    file.fail(root, "step", "is required: at least one [[step]] that plays a case");
  std::vector<StepSpec> all_steps = game.generate;
  all_steps.insert(all_steps.end(), game.steps.begin(), game.steps.end());
  const toml::value empty_table = toml::table{};
  const toml::value* score = find_key(root, "score");
  if (score && !score->is_table()) file.fail(*score, "score", "must be a table: [score]");
  const toml::value& score_table = score ? *score : empty_table;
  require_known_keys(file, score_table, "score", {"step", "stream", "regex", "match"});
  game.score = read_pattern(file, score_table, "score", kDefaultScoreRegex, game.steps);
  const auto& groups = game.score.groups;
  const bool named = std::find(groups.begin(), groups.end(), "score") != groups.end();
  if (!named && game.score.regex->mark_count() < 1)
    file.fail(score ? *find_key(score_table, "regex") : root, "score.regex",
              "has no group for the score: add (?<score>...) or one (...) group");
  game.params = read_params(file, root, all_steps);
  if (const toml::value* vis = find_key(root, "visualizer")) {
    if (!vis->is_table()) file.fail(*vis, "visualizer", "must be a table: [visualizer]");
    game.visualizer = read_step(file, *vis, "visualizer", "visualizer", true);
    game.visualizer_output = string_of(file, *vis, "output");
    if (game.visualizer_output.empty())
      file.fail(*vis, "visualizer.output", "is required: the file (HTML, SVG or PNG) it writes");
    check_template(file, *find_key(*vis, "output"), "visualizer.output", game.visualizer_output);
  }
  return game;
}

}  // namespace

Normalization GameFile::normalization() const {
  switch (ranking) {
    case Ranking::Relative:
      return Normalization(Normalization::RelativeToMaxHundred, objective);
    case Ranking::Rank:
      return Normalization(Normalization::RankPoints, objective);
    case Ranking::Absolute:
      break;
  }
  return Normalization(Normalization::RawAverage, objective,
                       objective == Objective::Min ? max_raw_score : 0);
}

std::shared_ptr<const GameFile> load_game_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError("cannot read the game file " + path);
  std::ostringstream text;
  text << in.rdbuf();
  return std::make_shared<const GameFile>(parse_game(path, text.str()));
}

GameInfo external_game_info(std::shared_ptr<const GameFile> file) {
  GameInfo info;
  info.name = file->name;
  info.official_name = file->name;
  info.time_limit_ms = static_cast<int>(file->time_limit_ms);
  info.normalization = file->normalization();
  info.max_raw_score = file->max_raw_score;
  info.external = std::move(file);
  return info;
}

std::string shell_quote(const std::string& word) {
  const bool plain = !word.empty() && word.find_first_not_of(
                                          "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
                                          "0123456789_./-=:,+@%") == std::string::npos;
  if (plain) return word;
  std::string quoted = "'";
  for (char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string expand_template(const std::string& text, const TemplateValues& values, bool quote) {
  std::string out;
  scan_template(
      text, [&](char c) { out.push_back(c); },
      [&](const std::string& name) {
        const auto it = values.find(name);
        if (it == values.end()) throw std::invalid_argument("unknown placeholder {" + name + "}");
        if (!quote) {
          out += it->second;
        } else if (name == "exec") {  // a command: its words, each quoted when it must be
          std::istringstream words(it->second);
          std::string word, joined;
          while (words >> word) joined += (joined.empty() ? "" : " ") + shell_quote(word);
          out += joined;
        } else {
          out += shell_quote(it->second);
        }
      });
  return out;
}

TemplateValues case_values(const GameFile& game, const std::string& seed,
                           const std::string& case_dir, const std::string& exec) {
  TemplateValues values = {
      {"seed", seed}, {"case_dir", case_dir}, {"game_dir", game.folder}, {"exec", exec}};
  for (int width = 1; width <= kMaxSeedWidth; ++width) {
    std::string padded = seed;
    const bool negative = !padded.empty() && padded[0] == '-';
    const std::size_t digits = padded.size() - (negative ? 1 : 0);
    if (digits < static_cast<std::size_t>(width))
      padded.insert(negative ? 1 : 0, static_cast<std::size_t>(width) - digits, '0');
    values["seed0" + std::to_string(width)] = padded;
  }
  return values;
}

std::string game_file_store_path(const std::string& results_dir, const std::string& name) {
  return results_dir + "/" + name + "/game.toml";
}

}  // namespace mm

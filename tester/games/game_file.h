// A game file: any marathon contest's own tester, run from a command line, as a
// game of this tester (docs/any_game.md). It says how one case is played (steps
// run in order, each a command template), where the score and the case's
// parameters are read, the objective and how the contest ranked. Loaded and
// checked whole before anything runs; tester/runner/external_case.h plays it.
#pragma once

#include <boost/regex.hpp>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "common/normalize.h"

namespace mm {

struct GameInfo;

// One command of a case, as written in the file: its texts are templates with
// {exec}, {seed}, {seed04} (any width 1..9: {seed01}..{seed09}), {case_dir}
// and {game_dir}.
struct StepSpec {
  std::string name;               // "step1", ... unless named
  std::vector<std::string> argv;  // `run = [...]`: no shell, each word a template
  std::string shell;              // or `shell = "..."`, run by /bin/sh -c
  std::string dir;                // working folder; default {game_dir}
  std::string stdin_file, stdout_file, stderr_file;  // optional
  std::vector<std::string> outputs;                  // files the step must leave
  long long time_limit_ms = 0;                       // 0: only the case's limit
  int line = 0;                                      // in the file, for messages
};

// A regular expression on one step's output (Boost, Perl syntax; named groups
// (?<name>...) or (?P<name>...)).
struct OutputPattern {
  std::string step;             // a step's name
  std::string stream = "both";  // stdout, stderr, or both (stdout first, then stderr)
  bool last = true;             // which match wins: the last (default) or the first
  std::string pattern;
  std::shared_ptr<const boost::regex> regex;
  std::vector<std::string> groups;  // the named groups, in order
};

// Where the case's parameters come from, for --by and --where.
struct ParamsSpec {
  std::string file;                      // the first line of this file (a template) ...
  std::vector<std::string> fields;       // ... split on whitespace into these names
  std::optional<OutputPattern> pattern;  // or the named groups of a pattern on a step's output
};

enum class Ranking { Relative, Absolute, Rank };

struct GameFile {
  std::string path;    // as given
  std::string folder;  // absolute: {game_dir}, every step's default working folder
  std::string name;
  std::string text;  // the file as read, kept with the store (game_file_store_path)
  Objective objective = Objective::Max;
  Ranking ranking = Ranking::Relative;
  double max_raw_score = 0;         // absolute: the largest raw score of a case
  double error_score = 0;           // what a failed case scores
  long long time_limit_ms = 60000;  // the whole case's wall clock
  std::size_t memory_limit_mb = 0;  // address-space limit of every step; 0 = none
  std::size_t max_output_mb = 64;   // a step printing more on one stream fails the case
  bool keep_case_files = false;     // keep a passed case's folder too
  std::vector<StepSpec> generate;   // run first; --where reads what they write
  std::vector<StepSpec> steps;      // the case itself
  OutputPattern score;              // the "score" group, or group 1; others are [DATA]
  ParamsSpec params;
  std::optional<StepSpec> visualizer;  // with --vis-dir: its `output` file per seed
  std::string visualizer_output;

  Normalization normalization() const;
};

// Loads and checks a game file. Throws UsageError naming the file, the line and
// the key of the first problem.
std::shared_ptr<const GameFile> load_game_file(const std::string& path);

// The tester's description of a game file's game (GameInfo::external set).
GameInfo external_game_info(std::shared_ptr<const GameFile> file);

// A placeholder's value in a template: {seed04} and the rest.
using TemplateValues = std::map<std::string, std::string>;
// The template with its placeholders replaced ("{{" and "}}" are braces);
// `quote` (for `shell` steps) makes each value one shell word, but {exec}'s
// words each one: "{exec} < in.txt" runs the command, "-exec \"{exec}\"" passes it whole.
std::string expand_template(const std::string& text, const TemplateValues& values, bool quote);
// Quotes a word for /bin/sh when it needs it ('...').
std::string shell_quote(const std::string& word);
// The values of one case: seed, seed01..seed09, case_dir, game_dir, exec.
TemplateValues case_values(const GameFile& game, const std::string& seed,
                           const std::string& case_dir, const std::string& exec);

// Where a store keeps the game file of an external game it holds:
// <results>/<name>/game.toml.
std::string game_file_store_path(const std::string& results_dir, const std::string& name);

}  // namespace mm

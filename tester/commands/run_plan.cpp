#include "tester/commands/run_plan.h"

#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <thread>

#include "common/line_io.h"
#include "common/process.h"
#include "common/scratch_folder.h"
#include "tester/analysis/grouping.h"
#include "tester/commands/official_options.h"
#include "tester/commands/run_source.h"
#include "tester/games/game_file.h"
#include "tester/games/registry.h"
#include "tester/runner/external_case.h"
#include "tester/runner/load_output.h"

namespace fs = std::filesystem;

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace run_plan {

const GameInfo& choose_game(const RunCommandOptions& options) {
  // A game file's game is known by name once a run of it is in the store.
  if (!options.game.empty() && !find_game(options.game)) register_store_games(options.results_dir);
  const std::string named = game_name_or_file(options.game, options.game_file);
  if (!named.empty()) return game_named(named);
  if (const GameInfo* game = game_from_command(options.exec)) return *game;
  throw UsageError("cannot tell the game from '" + options.exec +
                   "'; name it first, e.g. 'tester lines --exec ...' (games: " + game_names() +
                   ")");
}

// "game lines has no parameter -x (it takes: -N -C); did you mean -n?"
std::string unknown_param_message(const GameInfo& game, const std::string& name) {
  std::string names;
  std::vector<std::string> candidates = official_option_keys();
  for (const auto& p : game.params) names += " -" + p.name, candidates.push_back(p.name);
  const std::string hint = closest_match(name, candidates);
  return "game " + game.name + " has no parameter -" + name +
         (names.empty() ? " (it takes none)" : " (it takes:" + names + ")") +
         (hint.empty() ? "" : "; did you mean -" + hint + "?");
}

Params parse_params(const GameInfo& game, const std::vector<std::string>& raw) {
  Params params;
  for (const auto& item : raw) {
    const auto eq = item.find('=');
    if (eq == std::string::npos || eq == 0)
      throw UsageError("bad --param '" + item + "' (expected NAME=VALUE)");
    const std::string key = ascii_lowercase(item.substr(0, eq));
    const bool known = std::any_of(game.params.begin(), game.params.end(), [&](const ParamInfo& p) {
      return ascii_lowercase(p.name) == key;
    });
    if (!known) throw UsageError(unknown_param_message(game, item.substr(0, eq)));
    params[key] = item.substr(eq + 1);
  }
  return params;
}

// Keeps the part of the seeds that shard "I/N" owns: every N-th seed from the I-th.
std::vector<Seed> shard_of(const std::vector<Seed>& seeds, const std::string& shard) {
  const auto slash = shard.find('/');
  const auto index = java_parse_int(shard.substr(0, slash == std::string::npos ? 0 : slash));
  const auto count =
      slash == std::string::npos ? std::nullopt : java_parse_int(shard.substr(slash + 1));
  if (!index || !count || *count < 1 || *index < 1 || *index > *count) {
    throw UsageError("bad --shard '" + shard + "' (expected I/N with 1 <= I <= N)");
  }
  std::vector<Seed> part;
  for (auto i = static_cast<std::size_t>(*index - 1); i < seeds.size();
       i += static_cast<std::size_t>(*count)) {
    part.push_back(seeds[i]);
  }
  if (part.empty()) throw UsageError("shard " + shard + " has no seeds");
  return part;
}

std::vector<Seed> parse_seeds(const RunCommandOptions& options) {
  if (!options.official_seed_spec.empty() && !options.seed_spec.empty()) {
    throw UsageError("give the seeds once: --seed or -seed");
  }
  const std::vector<Seed> seeds =
      !options.official_seed_spec.empty()
          ? parse_seed_spec(options.official_seed_spec, SeedSyntax::Official)
          : parse_seed_spec(options.seed_spec.empty() ? "1" : options.seed_spec);
  return options.shard.empty() ? seeds : shard_of(seeds, options.shard);
}

// A file of that name on PATH, executable or not; empty if none.
std::string find_on_path(const std::string& word) {
  std::error_code ec;
  const char* path = std::getenv("PATH");
  const std::string dirs = path ? path : "";
  for (std::size_t from = 0; from <= dirs.size();) {
    const std::size_t colon = std::min(dirs.find(':', from), dirs.size());
    const std::string candidate = dirs.substr(from, colon - from) + "/" + word;
    if (fs::is_regular_file(candidate, ec)) return candidate;
    from = colon + 1;
  }
  return "";
}

}  // namespace run_plan

std::string game_name_or_file(const std::string& game, const std::string& game_file) {
  if (game_file.empty()) return game;
  if (!game.empty())
    throw UsageError("give a game name or --game-file, not both (got '" + game + "' and " +
                     game_file + ")");
  return register_game_file(load_game_file(game_file)).name;
}

void keep_game_file(const std::string& results_dir, const GameInfo& game) {
  if (game.external)
    write_file_atomically(game_file_store_path(results_dir, game.name), game.external->text);
}

RunPlan resolve_run(const RunCommandOptions& options) {
  using namespace run_plan;
  RunPlan run;
  run.game = &choose_game(options);
  run.params = parse_params(*run.game, options.params);
  run.seeds = parse_seeds(options);
  run.command = split_command(options.exec);
  return run;
}

RunPlan plan_run(const RunCommandOptions& options) {
  RunPlan run = resolve_run(options);
  check_framework_options(options, *run.game);
  if (!options.where.empty()) {
    if (!run.params.empty()) run.game->create(run.seeds.front(), run.params);  // bad values first
    run.seeds = seeds_where(*run.game, run.seeds, run.params, options.where);
  }
  // -loadSolOutput plays the seeds up to the first missing file, then stops as the framework.
  if (!options.load_output.empty()) {
    const SavedOutputCheck saved = check_saved_outputs(options.load_output, run.seeds);
    run.seeds.resize(saved.playable);
    run.missing_output = saved.error;
  }
  return run;
}

void check_framework_options(const RunCommandOptions& options, const GameInfo& game) {
  if (!options.dump_file.empty()) {
    if (game.name != "twisted_game") throw UsageError("-dump is an option of TwistedGame only");
    spdlog::warn(
        "-dump (TwistedGame's file for its Drawer) is not supported yet; ignored. "
        "--vis writes an HTML replay of the game instead");
  }
  const bool some_single = !options.save_input_dir.empty() || !options.save_output_dir.empty() ||
                           !options.save_error_dir.empty();
  if (some_single && !options.save_all.empty())
    throw UsageError(
        "-saveAll cannot be combined with -saveSolInput, -saveSolOutput or -saveSolError");
  if (!options.load_output.empty() &&
      (!options.exec.empty() || !options.save_output_dir.empty() ||
       !options.save_error_dir.empty() || !options.save_all.empty()))
    throw UsageError(
        "-loadSolOutput cannot be combined with -exec, -saveSolOutput or -saveSolError");
}

void require_writable_folder(const std::string& folder) {
  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec || access(folder.c_str(), W_OK) != 0)
    throw UsageError("cannot write to folder '" + folder + "'");
}

void require_executable(const std::string& word) {
  using namespace run_plan;
  if (!resolve_executable(word).empty()) return;
  std::error_code ec;
  std::string found = word;
  if (word.find('/') == std::string::npos) {
    // Searched on PATH: a file there that lacks the execute bit is worth naming.
    found = find_on_path(word);
    if (found.empty())
      throw UsageError("cannot find '" + word + "': no such command on PATH (give a path, e.g. ./" +
                       word + ")");
  }
  if (!fs::exists(found, ec)) throw UsageError("cannot find '" + word + "': no such file");
  if (fs::is_directory(found, ec)) throw UsageError("'" + word + "' is a folder, not a program");
  throw UsageError("'" + found +
                   "' is not executable: it lacks the execute permission (chmod +x it, or name "
                   "its interpreter, e.g. --exec \"python3 " +
                   word + "\")");
}

RunRecord new_run_record(const GameInfo& game, const std::string& command, const std::string& hash,
                         const std::string& tag, const std::string& note, long long time_limit_ms,
                         const Params& params, bool with_source) {
  RunRecord meta;
  meta.game = game.name;
  meta.command = command;
  meta.executable_hash = hash;
  meta.tag = tag;
  meta.note = note;
  meta.started = utc_timestamp();
  meta.time_limit_ms = time_limit_ms;
  if (const char* scale = std::getenv("MM_TIME_SCALE")) meta.time_scale = scale;
  meta.params = params;
  meta.tester_version = MM_VERSION;
  // MM_NO_SOURCE: test suites and scripts whose runs are thrown away leave the
  // repository's refs alone.
  if (with_source && !std::getenv("MM_NO_SOURCE"))
    meta.source = record_source(command, tag, meta.started);
  return meta;
}

namespace run_plan {

// A case's generated parameters: from the engine, or from an external game's
// generate steps (run in `scratch`).
std::map<std::string, long long> case_params_of(const GameInfo& game, const Seed& seed,
                                                const Params& params, const std::string& scratch) {
  if (game.external) return generated_params(*game.external, seed, scratch);
  std::map<std::string, long long> case_params;
  for (const auto& [name, value] : game.create(seed, params)->case_params())
    case_params[name] = value;
  return case_params;
}

}  // namespace run_plan

std::vector<Seed> seeds_where(const GameInfo& game, const std::vector<Seed>& seeds,
                              const Params& params, const std::string& where) {
  const CaseFilter filter = parse_where(where);
  const ScratchFolder scratch("where");
  std::vector<Seed> kept;
  for (const auto& seed : seeds) {
    if (matches(filter, run_plan::case_params_of(game, seed, params, scratch.path())))
      kept.push_back(seed);
  }
  if (kept.empty())
    throw UsageError("no seed's case matches --where " + where + " (of " +
                     std::to_string(seeds.size()) + " seeds)");
  return kept;
}

std::string external_case_root(const RunCommandOptions& options, const GameInfo& game,
                               const std::string& tag) {
  if (!options.no_results)
    return (fs::path(options.results_dir) / game.name / "cases" / (tag.empty() ? "run" : tag))
        .string();
  return (fs::temp_directory_path() / ("mm-tester-cases-" + std::to_string(getpid()))).string();
}

int threads_for(const RunCommandOptions& options) {
  if (options.threads > 0) return options.threads;
  // The framework runs one case at a time unless told otherwise; so do we
  // when called with its spellings. Ours use every core (see docs/tester.md).
  if (options.official_spellings) return 1;
  return static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

}  // namespace mm

// `tester duel [GAME] --exec A --exec B --seed SPEC`: both commands on every
// seed (alternating which starts first), two runs recorded, and B judged
// against A after every seed, by an always-valid interval or by an SPRT, so
// that the duel may stop as soon as the answer is known (docs/verdicts.md, "Duels").
#include <fmt/core.h>
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <iostream>
#include <memory>
#include <set>
#include <sstream>

#include "common/process.h"
#include "common/seed_spec.h"
#include "tester/analysis/sequential.h"
#include "tester/analysis/verdict.h"
#include "tester/commands/commands.h"
#include "tester/commands/competitors.h"
#include "tester/commands/run_plan.h"
#include "tester/output/official_reporter.h"
#include "tester/output/sinks.h"
#include "tester/output/status_line.h"
#include "tester/runner/runner.h"
#include "tester/store/best_known.h"
#include "tester/store/run_index.h"
#include "tester/store/run_store.h"

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace duel_command {

struct DuelOptions {
  std::string game;
  std::string game_file;           // an external game (docs/any_game.md)
  std::vector<std::string> execs;  // A, then B
  std::vector<std::string> tags;   // default: each command's default tag
  std::string resume;              // "TAG_A,TAG_B": continue that duel
  std::string seed_spec;
  bool until_decided = false;
  double margin_percent = 0;  // > 0: also decide "within +-margin"
  std::string sprt;           // "LOW,HIGH" in per cent
  double alpha = 0.05, beta = 0.05;
  int threads = 0;
  long long time_limit_ms = -1;
  std::string results_dir = "results";
  std::string seeds_dir;
  std::string note;
  std::string progress = "auto";
  bool verbose = false;
};

constexpr std::size_t kLogEverySeeds = 10;  // status lines in a log, not a terminal

// How a duel decides. Stored with both runs, so that --resume goes on alike.
struct DuelRules {
  bool sprt = false;
  double low = 0, high = 0;  // the SPRT's H0 (difference <= low) and H1 (>= high), per cent
  double alpha = 0.05, beta = 0.05;
  double margin = 0;  // interval mode: "within +-margin" decides too
  bool until_decided = false;

  nlohmann::json to_json() const {
    nlohmann::json j = {{"mode", sprt ? "sprt" : "interval"}, {"alpha", alpha}};
    if (sprt) j.update({{"low", low}, {"high", high}, {"beta", beta}});
    if (!sprt) j.update({{"margin", margin}, {"until_decided", until_decided}});
    return j;
  }
  static DuelRules from_json(const nlohmann::json& j) {
    DuelRules rules;
    rules.sprt = j.value("mode", "interval") == "sprt";
    rules.alpha = j.value("alpha", 0.05);
    rules.beta = j.value("beta", 0.05);
    rules.low = j.value("low", 0.0);
    rules.high = j.value("high", 0.0);
    rules.margin = j.value("margin", 0.0);
    rules.until_decided = j.value("until_decided", false);
    return rules;
  }
};

// The SPRT's "LOW,HIGH" (per cent).
std::pair<double, double> parse_sprt_bounds(const std::string& text) {
  const auto comma = text.find(',');
  try {
    std::size_t used_low = 0, used_high = 0;
    const std::string low_text = text.substr(0, comma);
    const std::string high_text = comma == std::string::npos ? "" : text.substr(comma + 1);
    const double low = std::stod(low_text, &used_low), high = std::stod(high_text, &used_high);
    if (used_low == low_text.size() && used_high == high_text.size() && low < high)
      return {low, high};
  } catch (const std::exception&) {
  }
  throw UsageError("--sprt takes LOW,HIGH in per cent with LOW < HIGH, e.g. --sprt 0,2 (got '" +
                   text + "')");
}

DuelRules rules_from_options(const DuelOptions& options) {
  DuelRules rules;
  if (options.alpha <= 0 || options.alpha >= 0.5 || options.beta <= 0 || options.beta >= 0.5)
    throw UsageError("--alpha and --beta take error rates between 0 and 0.5, e.g. 0.05");
  if (options.margin_percent < 0) throw UsageError("--margin takes a percentage >= 0");
  rules.alpha = options.alpha;
  rules.beta = options.beta;
  rules.margin = options.margin_percent;
  rules.until_decided = options.until_decided;
  if (!options.sprt.empty()) {
    if (options.until_decided || options.margin_percent > 0)
      throw UsageError(
          "--sprt decides on its own bounds: give it without --until-decided or --margin");
    rules.sprt = true;
    std::tie(rules.low, rules.high) = parse_sprt_bounds(options.sprt);
  }
  return rules;
}

// One side of the duel.
struct Side {
  std::string label;  // "A" or "B"
  std::string tag;
  std::string command;
};

// Everything a duel needs before its first case: the game, both sides, the
// seeds still to play, and (resumed) the seeds both sides played before.
struct DuelSetup {
  const GameInfo* game = nullptr;
  Side sides[2];
  long long time_limit_ms = 0;
  DuelRules rules;
  std::vector<Seed> seeds;                                // to play, in order
  std::vector<std::pair<SeedRecord, SeedRecord>> played;  // resumed: A's and B's, in seed order
};

std::vector<std::string> duel_tags(const DuelOptions& options) {
  if (!options.tags.empty()) {
    if (options.tags.size() != 2 || options.tags[0] == options.tags[1] || options.tags[0].empty() ||
        options.tags[1].empty())
      throw UsageError("--tags takes two different tags, A's and B's, e.g. --tags narrow,wide");
    return options.tags;
  }
  std::vector<std::string> tags;
  for (const auto& exec : options.execs) tags.push_back(default_tag(exec, command_hash(exec)));
  // One binary behind two wrappers (env X=1 ./a, env X=2 ./a) hashes alike.
  if (tags[0] == tags[1]) tags = {tags[0] + "-a", tags[1] + "-b"};
  return tags;
}

// The game's options as the run command would take them, for its checks.
RunCommandOptions as_run_options(const DuelOptions& options, const std::string& exec) {
  RunCommandOptions run;
  run.game = options.game;
  run.game_file = options.game_file;
  run.exec = exec;
  run.seed_spec = options.seed_spec;
  run.threads = options.threads;
  return run;
}

void require_commands(const Side (&sides)[2]) {
  for (const auto& side : sides) {
    const auto words = split_command(side.command);
    if (words.empty()) throw UsageError("--exec is empty");
    require_executable(words[0]);
  }
}

DuelSetup new_duel(const DuelOptions& options) {
  if (options.execs.size() != 2) throw UsageError("a duel takes two commands: --exec A --exec B");
  const RunPlan a = resolve_run(as_run_options(options, options.execs[0]));
  const RunPlan b = resolve_run(as_run_options(options, options.execs[1]));
  if (a.game != b.game)
    throw UsageError("the two commands look like two games (" + a.game->name + ", " + b.game->name +
                     "); name the game first: tester duel GAME ...");
  DuelSetup setup;
  setup.game = a.game;
  const auto tags = duel_tags(options);
  for (std::size_t i = 0; i < 2; ++i)
    setup.sides[i] = {i == 0 ? "A" : "B", tags[i], options.execs[i]};
  require_commands(setup.sides);
  setup.rules = rules_from_options(options);
  setup.time_limit_ms =
      options.time_limit_ms < 0 ? setup.game->time_limit_ms : options.time_limit_ms;
  setup.seeds = a.seeds;
  return setup;
}

// The rules a resumed duel keeps: its own, with --until-decided and --margin
// (readings of the same interval) allowed anew; the SPRT's bounds and error
// rates cannot change halfway.
DuelRules resumed_rules(const DuelOptions& options, const nlohmann::json& stored) {
  DuelRules rules = DuelRules::from_json(stored.value("rules", nlohmann::json::object()));
  if (!options.sprt.empty() || options.alpha != 0.05 || options.beta != 0.05)
    throw UsageError(
        "--resume goes on with the duel's own --sprt, --alpha and --beta; give none of them");
  if (rules.sprt && (options.until_decided || options.margin_percent > 0))
    throw UsageError("this duel runs an SPRT: --until-decided and --margin do not apply");
  if (options.until_decided) rules.until_decided = true;
  if (options.margin_percent > 0) rules.margin = options.margin_percent;
  return rules;
}

// Each seed A and B both played (a later run winning), in seed order.
std::vector<std::pair<SeedRecord, SeedRecord>> records_played_by_both(const Competitor& a,
                                                                      const Competitor& b) {
  const auto merged = [](const Competitor& c) {
    std::vector<const RunRecord*> runs;
    for (const auto& run : c.runs) runs.push_back(&run);
    return latest_records(runs);
  };
  const auto of_a = merged(a), of_b = merged(b);
  std::vector<std::pair<SeedRecord, SeedRecord>> both;
  for (const auto& [key, record] : of_a)
    if (of_b.count(key)) both.emplace_back(*record, *of_b.at(key));
  std::sort(both.begin(), both.end(),
            [](const auto& x, const auto& y) { return seed_less(x.first.seed, y.first.seed); });
  return both;
}

// --resume TAG_A,TAG_B: both tags' runs merged, the seeds both played replayed
// into the verdict in seed order, and the seeds of --seed not yet played by both.
DuelSetup resumed_duel(const DuelOptions& options) {
  if (!options.execs.empty() || !options.tags.empty())
    throw UsageError(
        "--resume takes the commands and tags from the stored runs; drop --exec and --tags");
  const auto comma = options.resume.find(',');
  if (comma == std::string::npos || comma == 0 || comma + 1 == options.resume.size())
    throw UsageError("--resume takes A's and B's tags, e.g. --resume narrow,wide");
  const std::vector<std::string> tags = {options.resume.substr(0, comma),
                                         options.resume.substr(comma + 1)};
  RunIndex index(options.results_dir, index_progress(isatty(STDERR_FILENO)));
  const auto competitors =
      resolve_competitors(tags, index, game_name_or_file(options.game, options.game_file));
  DuelSetup setup;
  setup.game = &shared_game(competitors);
  for (std::size_t i = 0; i < 2; ++i) {
    const RunRecord& latest = competitors[i].runs.back();
    if (!latest.params.empty())
      throw UsageError("run '" + tags[i] + "' was given game parameters; a duel plays none");
    setup.sides[i] = {i == 0 ? "A" : "B", tags[i], latest.command};
    if (i == 1) {
      setup.rules =
          resumed_rules(options, latest.duel.is_object() ? latest.duel : nlohmann::json());
      setup.time_limit_ms =
          options.time_limit_ms < 0 ? latest.time_limit_ms : options.time_limit_ms;
    }
  }
  require_commands(setup.sides);
  std::set<std::string> played_by_both;
  for (const auto& [a, b] : records_played_by_both(competitors[0], competitors[1])) {
    setup.played.emplace_back(a, b);
    played_by_both.insert(a.seed);
  }
  for (const auto& seed : parse_seed_spec(options.seed_spec))
    if (!played_by_both.count(seed.text)) setup.seeds.push_back(seed);
  return setup;
}

// The duel ended with a verdict; thrown from the result callback so that the
// runner stops the cases still running.
struct DuelDecided {};

// A side's run in the store and its official lines.
struct Duelist {
  Side side;
  std::unique_ptr<JournalSink> journal;
  std::ostringstream official;  // the official reporter writes here; --verbose prints it
  std::unique_ptr<OfficialReporter> reporter;
};

// The SPRT's answer: none yet, H1 (B better by at least HIGH) or H0 (not better by HIGH).
enum class SprtAnswer { None, H1, H0 };

class Duel {
 public:
  Duel(DuelSetup setup, const DuelOptions& options, const std::atomic<bool>& cancel)
      : setup_(std::move(setup)),
        options_(options),
        cancel_(cancel),
        game_(*setup_.game),
        status_(progress_mode(options.progress, isatty(STDERR_FILENO))),
        comparison_(game_.normalization, game_.max_raw_score, setup_.rules.alpha,
                    setup_.rules.alpha, setup_.rules.beta) {
    RunIndex index(options.results_dir, index_progress(isatty(STDERR_FILENO)));
    best_known_ = best_by_case(index, reference_seeds_dir(options.seeds_dir), game_.name);
    for (std::size_t i = 0; i < 2; ++i) open_duelist(i);
  }

  int play() {
    for (const auto& [a, b] : setup_.played) judge(a, b);
    bool decided = stop_now();
    if (!decided) decided = play_new_seeds();
    return finish(decided);
  }

 private:
  bool play_new_seeds() {
    std::vector<Seed> cases;
    std::vector<std::size_t> player_of;
    for (std::size_t i = 0; i < setup_.seeds.size(); ++i) {
      const std::size_t first = i % 2;  // A first on even seeds, B first on odd ones
      for (const std::size_t side : {first, 1 - first}) {
        cases.push_back(setup_.seeds[i]);
        player_of.push_back(side);
      }
    }
    try {
      run_cases(
          game_, cases, {}, {player(0), player(1)}, player_of, threads(),
          [&](std::size_t index, const CaseResult& r) { take(index / 2, player_of[index], r); });
    } catch (const DuelDecided&) {
      return true;
    }
    return false;
  }

  int threads() const {
    RunCommandOptions run;
    run.threads = options_.threads;
    return threads_for(run);
  }

  PlayOptions player(std::size_t side) const {
    PlayOptions run;
    run.command = split_command(setup_.sides[side].command);
    run.time_limit_ms = setup_.time_limit_ms;
    run.echo_stderr = false;
    run.cancel = &cancel_;
    if (game_.external) {
      RunCommandOptions store;
      store.results_dir = options_.results_dir;
      run.case_root = external_case_root(store, game_, setup_.sides[side].tag);
    }
    return run;
  }

  nlohmann::json duel_record(std::size_t side) const {
    return {{"role", setup_.sides[side].label},
            {"opponent", setup_.sides[1 - side].tag},
            {"rules", setup_.rules.to_json()}};
  }

  void open_duelist(std::size_t side) {
    Duelist& d = duelists_[side];
    d.side = setup_.sides[side];
    const std::string folder = options_.results_dir + "/" + game_.name;
    require_writable_folder(folder);
    keep_game_file(options_.results_dir, game_);
    const std::string note = (options_.note.empty() ? "" : options_.note + "; ") + "duel " +
                             d.side.label + " against " + setup_.sides[1 - side].command +
                             (setup_.played.empty() ? "" : " (resumed)");
    RunRecord meta = new_run_record(game_, d.side.command, command_hash(d.side.command), d.side.tag,
                                    note, setup_.time_limit_ms, {});
    meta.duel = duel_record(side);
    d.journal = std::make_unique<JournalSink>(folder, std::move(meta));
    d.reporter = std::make_unique<OfficialReporter>(game_, ReporterOptions{}, d.official);
  }

  // A case finished (in case order): record it, and once both sides have the seed, judge.
  void take(std::size_t seed_index, std::size_t side, const CaseResult& r) {
    if (r.status == CaseStatus::Interrupted) return;
    Duelist& d = duelists_[side];
    const SeedRecord record = seed_record(r);
    d.journal->add(r, record);
    if (options_.verbose) print_official(d, r);
    auto& pair = pending_[seed_index];
    (side == 0 ? pair.first : pair.second) = record;
    while (pending_.count(next_) && pending_[next_].first && pending_[next_].second) {
      const auto [a, b] = pending_[next_];
      pending_.erase(next_++);
      judge(*a, *b);
      if (stop_now()) throw DuelDecided{};
    }
  }

  // --verbose: the seed's official lines (and the tester's warnings) with the side.
  void print_official(Duelist& d, const CaseResult& r) {
    status_.clear();
    d.reporter->seed(r, std::nullopt);
    std::istringstream lines(d.official.str());
    d.official.str("");
    for (std::string line; std::getline(lines, line);)
      std::cout << "[" << d.side.label << " " << d.side.tag << "] " << line << "\n";
    std::cout.flush();
  }

  // One seed both sides played: B against A.
  void judge(const SeedRecord& a, const SeedRecord& b) {
    const auto best = best_known_.find(case_key(b.seed, {}));
    const double reference = case_reference(
        game_.normalization, best == best_known_.end() ? std::nullopt : std::optional(best->second),
        {a.valid_score(), b.valid_score()});
    comparison_.add(b.valid_score(), a.valid_score(), reference);
    if (setup_.rules.sprt && sprt_answer_ == SprtAnswer::None) {
      const int decision = comparison_.sprt_decision(setup_.rules.low, setup_.rules.high);
      sprt_answer_ = decision > 0   ? SprtAnswer::H1
                     : decision < 0 ? SprtAnswer::H0
                                    : SprtAnswer::None;
    }
    status_.show(standing(), comparison_.cases() % kLogEverySeeds == 0);
  }

  bool stop_now() const {
    if (setup_.rules.sprt) return sprt_answer_ != SprtAnswer::None;
    return setup_.rules.until_decided && interval().verdict != Verdict::Undecided;
  }

  // B against A so far, always valid, with its verdict for --margin.
  PairedInterval interval() const {
    PairedInterval interval = comparison_.interval(setup_.rules.margin);
    interval.run = setup_.sides[1].tag;
    interval.against = setup_.sides[0].tag;
    return interval;
  }

  std::size_t total_seeds() const { return setup_.played.size() + setup_.seeds.size(); }

  std::string standing() const {
    const PairedInterval now = interval();
    std::string text =
        fmt::format("duel {}/{} seeds: A failed {}, B {}; B - A {:+.1f} %", comparison_.cases(),
                    total_seeds(), now.against_failed, now.run_failed, now.mean);
    if (setup_.rules.sprt)
      return text + fmt::format(", LLR {:+.2f} in ({:+.2f}, {:+.2f})", llr(),
                                comparison_.sprt().lower_bound(), comparison_.sprt().upper_bound());
    return text + fmt::format(" [{:+.1f}, {:+.1f}] ({}) {}", now.low.value_or(0),
                              now.high.value_or(0), now.level, verdict_name(now.verdict));
  }

  double llr() const { return comparison_.llr(setup_.rules.low, setup_.rules.high); }

  int finish(bool decided) {
    const bool interrupted = cancel_.load() && !decided;
    comparison_.refresh();
    status_.clear();
    const PairedInterval final_interval = interval();
    std::cout << result_line(final_interval) << "\n"
              << answer_text(final_interval, interrupted) << "\n";
    for (std::size_t side = 0; side < 2; ++side) {
      nlohmann::json record = duel_record(side);
      record["verdict"] = verdict_record(side, final_interval, interrupted);
      duelists_[side].journal->set_duel(record);
      duelists_[side].journal->finish(!interrupted);
    }
    print_runs();
    return exit_code(final_interval, interrupted);
  }

  std::string result_line(const PairedInterval& interval) const {
    const std::string head =
        fmt::format("result after {} of {} seeds: ", comparison_.cases(), total_seeds());
    if (!setup_.rules.sprt) return head + interval_text(interval);
    return head + fmt::format(
                      "SPRT of B - A, H0 <= {:g} %, H1 >= {:g} %: LLR {:+.2f} in ({:+.2f}, "
                      "{:+.2f}); {} vs {}: {:+.1f} %; {}",
                      setup_.rules.low, setup_.rules.high, llr(), comparison_.sprt().lower_bound(),
                      comparison_.sprt().upper_bound(), interval.run, interval.against,
                      interval.mean, failures_text(interval));
  }

  // What the duel found, in words: B against A.
  std::string answer_text(const PairedInterval& interval, bool interrupted) const {
    const std::string a = "A (" + setup_.sides[0].tag + ")", b = "B (" + setup_.sides[1].tag + ")";
    const std::string warning =
        interval.run_failed > interval.against_failed ? ", but B failed more seeds" : "";
    if (interrupted) return "duel interrupted: both runs are kept; --resume continues it";
    if (setup_.rules.sprt) {
      switch (sprt_answer_) {
        case SprtAnswer::H1:
          return fmt::format("H1 accepted: {} is better than {} by at least {:g} %{}", b, a,
                             setup_.rules.high, warning);
        case SprtAnswer::H0:
          return fmt::format("H0 accepted: {} is not better than {} by {:g} %", b, a,
                             setup_.rules.high);
        case SprtAnswer::None:
          return "undecided: the seeds ran out before the SPRT decided";
      }
    }
    switch (interval.verdict) {
      case Verdict::Better:
        return b + " is better than " + a + warning;
      case Verdict::Worse:
        return b + " is worse than " + a;
      case Verdict::Within:
        return fmt::format("{} and {} are within +-{:g} % of each other", b, a,
                           setup_.rules.margin);
      case Verdict::Undecided:
        break;
    }
    return "undecided: the seeds ran out before the answer was known";
  }

  // The verdict as a word from B's side: better, worse, within, undecided,
  // h1, h0 or interrupted.
  std::string outcome(const PairedInterval& interval, bool interrupted) const {
    if (interrupted) return "interrupted";
    if (!setup_.rules.sprt) return verdict_name(interval.verdict);
    return sprt_answer_ == SprtAnswer::H1   ? "h1"
           : sprt_answer_ == SprtAnswer::H0 ? "h0"
                                            : "undecided";
  }

  // What `tester runs` shows for this side: "better than narrow (412 seeds)".
  std::string summary(std::size_t side, const std::string& outcome) const {
    const std::string& other = setup_.sides[1 - side].tag;
    const bool b = side == 1;
    const std::string seeds = fmt::format(" ({} seeds)", comparison_.cases());
    if (outcome == "better") return (b ? "better than " : "worse than ") + other + seeds;
    if (outcome == "worse") return (b ? "worse than " : "better than ") + other + seeds;
    if (outcome == "within")
      return fmt::format("within +-{:g} % of {}{}", setup_.rules.margin, other, seeds);
    if (outcome == "h1")
      return fmt::format("{} by >= {:g} % (SPRT){}", b ? "better than " + other : other + " better",
                         setup_.rules.high, seeds);
    if (outcome == "h0")
      return fmt::format("{} by {:g} % (SPRT){}",
                         b ? "not better than " + other : other + " not better", setup_.rules.high,
                         seeds);
    return outcome + " vs " + other + seeds;
  }

  nlohmann::json verdict_record(std::size_t side, const PairedInterval& interval,
                                bool interrupted) const {
    const std::string result = outcome(interval, interrupted);
    nlohmann::json record = to_json(interval);
    record.update({{"outcome", result},
                   {"summary", summary(side, result)},
                   {"text", answer_text(interval, interrupted)}});
    if (setup_.rules.sprt) record["llr"] = llr();
    return record;
  }

  int exit_code(const PairedInterval& interval, bool interrupted) const {
    if (interrupted) return kExitInterrupted;
    const std::string result = outcome(interval, interrupted);
    if (result == "better" || result == "h1") return kExitOk;
    if (result == "undecided") return kExitUndecided;
    return kExitNotBetter;
  }

  void print_runs() const {
    std::cout << "runs: " << setup_.sides[0].tag << " (A), " << setup_.sides[1].tag
              << " (B); per seed: tester compare " << setup_.sides[0].tag << " "
              << setup_.sides[1].tag << " --game " << game_.name << "\n";
  }

  DuelSetup setup_;
  const DuelOptions& options_;
  const std::atomic<bool>& cancel_;
  const GameInfo& game_;
  StatusLine status_;
  RunningComparison comparison_;
  SprtAnswer sprt_answer_ = SprtAnswer::None;
  Duelist duelists_[2];
  std::map<std::string, double> best_known_;
  // Seeds with one side or both finished, by seed index, until judged.
  std::map<std::size_t, std::pair<std::optional<SeedRecord>, std::optional<SeedRecord>>> pending_;
  std::size_t next_ = 0;
};

int execute(const DuelOptions& options, const std::atomic<bool>& cancel) {
  DuelSetup setup = options.resume.empty() ? new_duel(options) : resumed_duel(options);
  if (setup.seeds.empty() && setup.played.empty()) throw UsageError("the duel has no seed to play");
  return Duel(std::move(setup), options, cancel).play();
}

constexpr const char* kDuelHelp = R"(The verdict is always about B against A: B - A per seed.
Unit: SquareRemover, Lines, Jewels: percentage points of the best score of the seed
(the contest's score/best term; "+2 %" = 2 points of 100); TilesMatching: rank
points, +100 a seed B wins, -100 a seed it loses; TwistedGame: raw points, shown in
% of the pooled mean raw score of both sides. A failed seed (crash, timeout,
invalid move) scores what the contest gave it, and each side's failures are counted.

Modes: without --sprt, an always-valid 95 % interval (valid at every seed at once,
whatever the scores' distribution); --until-decided stops at its first verdict.
--sprt LOW,HIGH runs Wald's SPRT, faster where its normal model holds (no rare
failures); it stops when H1 (B - A >= HIGH) or H0 (B - A <= LOW) is accepted.

Exit codes: 0 B is better (or H1 accepted); 6 decided otherwise: B worse, within
the margin, or H0 accepted; 5 the seeds ran out undecided; 130 interrupted (both
runs kept, --resume continues); 2 usage error; 4 results could not be written.
Manual: docs/verdicts.md, "Duels".)";

}  // namespace duel_command

Subcommand add_duel_command(CLI::App& parent, const std::atomic<bool>& cancel) {
  using namespace duel_command;
  auto o = std::make_shared<DuelOptions>();
  auto* app = parent.add_subcommand(
      "duel",
      "Play two commands, A and B, on the same seeds until it is known whether B is better");
  app->footer(kDuelHelp);
  app->add_option("game", o->game, "Game name (default: from the commands' file names)");
  app->add_option("--game-file", o->game_file,
                  "A contest's own tester as the game: a TOML game file (docs/any_game.md)")
      ->type_name("FILE");
  app->add_option("--exec", o->execs, "A's command, then B's (give --exec twice)")
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  app->add_option("--resume", o->resume,
                  "Continue the duel of these runs, A's tag then B's (e.g. narrow,wide), "
                  "with the seeds of --seed that both have not played");
  app->add_option("--seed", o->seed_spec, "Seeds, e.g. 1..400")->required();
  app->add_flag("--until-decided", o->until_decided,
                "Stop at the first seed where the always-valid interval decides");
  app->add_option("--margin", o->margin_percent,
                  "Also decide 'within' once the interval lies inside +-PCT % (e.g. 1)");
  app->add_option("--sprt", o->sprt,
                  "Run an SPRT of H0: B - A <= LOW against H1: B - A >= HIGH, in per cent "
                  "(e.g. 0,2); stops when one is accepted");
  app->add_option("--alpha", o->alpha,
                  "False 'better' rate: the interval's 1 - level, the SPRT's alpha (default 0.05)");
  app->add_option("--beta", o->beta, "The SPRT's rate of missing HIGH (default 0.05)");
  app->add_option("--threads", o->threads, "Cases played at once (default: every core)")
      ->check(CLI::PositiveNumber);
  app->add_option("--tags", o->tags, "A's and B's tags in the results store, e.g. narrow,wide")
      ->delimiter(',');
  app->add_option("--time-limit", o->time_limit_ms, "Time limit per case in ms (0 = none)");
  app->add_option("--results", o->results_dir, "Results store folder (default: results)");
  app->add_option("--seeds-dir", o->seeds_dir,
                  "Folder of the best-known tables (default: the project's seeds/)");
  app->add_option("--note", o->note, "Recorded with both runs");
  app->add_option("--progress", o->progress,
                  "The standing: auto (redrawn on a terminal, a line every 10 seeds in a log), "
                  "line, plain or none")
      ->check(CLI::IsMember({"auto", "line", "plain", "none"}));
  app->add_flag("--verbose", o->verbose, "Also print each seed's tester lines for both sides");
  return {app, [o, &cancel] { return execute(*o, cancel); }};
}

}  // namespace mm

// `tester duel [GAME] --exec A --exec B --seed SPEC [--until-decided]`: both
// commands on every seed (alternating which starts first), two runs recorded,
// and an always-valid interval on B - A after every seed, so that the duel may
// stop as soon as the answer is known (docs/verdicts.md, "Duels").
#include <fmt/core.h>
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <memory>
#include <sstream>

#include "common/process.h"
#include "tester/analysis/verdict.h"
#include "tester/commands/commands.h"
#include "tester/commands/run_setup.h"
#include "tester/run/official_reporter.h"
#include "tester/run/sinks.h"
#include "tester/runner/runner.h"
#include "tester/store/best_known.h"
#include "tester/store/run_store.h"

namespace mm {

namespace {

struct DuelOptions {
  std::string game;
  std::vector<std::string> execs;  // A, then B
  std::vector<std::string> tags;   // default: each command's default tag
  std::string seed_spec;
  bool until_decided = false;
  double margin_percent = 0;  // > 0: also decide "within +-margin"
  std::size_t min_seeds = 10;
  int threads = 0;
  long long time_limit_ms = -1;
  std::string results_dir = "results";
  std::string note;
};

constexpr double kAlpha = 0.05;                // 95 % intervals
constexpr std::size_t kOptimalAtMinSeeds = 4;  // the sequence is narrowest at 4 x --min-seeds

// The duel ended with a verdict; thrown from the result callback so that the
// runner stops the cases still running.
struct DuelDecided {};

// One side of the duel: its command, run record and the official lines.
struct Duelist {
  std::string label;  // "A" or "B"
  std::string tag;
  std::string command;
  std::unique_ptr<JournalSink> journal;
  std::ostringstream official;  // the official reporter writes here; printed with a prefix
  std::unique_ptr<OfficialReporter> reporter;
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
  run.exec = exec;
  run.seed_spec = options.seed_spec;
  run.threads = options.threads;
  return run;
}

class Duel {
 public:
  Duel(const DuelOptions& options, const std::atomic<bool>& cancel)
      : options_(options),
        cancel_(cancel),
        resolved_(resolve_both(options)),
        game_(*resolved_.game),
        time_limit_ms_(options.time_limit_ms < 0 ? game_.time_limit_ms : options.time_limit_ms),
        sequence_(kAlpha, kOptimalAtMinSeeds * options.min_seeds, options.min_seeds) {
    // The best known scores before this duel's runs exist: the reference of score/best.
    const auto runs = load_game_runs(options.results_dir, game_.name);
    best_known_ = best_by_case(options.results_dir, reference_seeds_dir(""), game_.name, runs);
    const auto tags = duel_tags(options);
    for (std::size_t side = 0; side < 2; ++side) open_duelist(side, tags[side]);
  }

  int play() {
    std::vector<Seed> cases;
    std::vector<std::size_t> player_of;
    for (std::size_t i = 0; i < resolved_.seeds.size(); ++i) {
      const std::size_t first = i % 2;  // A first on even seeds, B first on odd ones
      for (const std::size_t side : {first, 1 - first}) {
        cases.push_back(resolved_.seeds[i]);
        player_of.push_back(side);
      }
    }
    bool decided = false;
    try {
      run_cases(
          game_, cases, resolved_.params, {player(0), player(1)}, player_of,
          threads_for(as_run_options(options_, options_.execs[0])),
          [&](std::size_t index, const CaseResult& r) { take(index / 2, player_of[index], r); });
    } catch (const DuelDecided&) {
      decided = true;
    }
    return finish(decided);
  }

 private:
  static ResolvedRun resolve_both(const DuelOptions& options) {
    if (options.execs.size() != 2) throw UsageError("a duel takes two commands: --exec A --exec B");
    const ResolvedRun a = resolve_run(as_run_options(options, options.execs[0]));
    const ResolvedRun b = resolve_run(as_run_options(options, options.execs[1]));
    if (a.game != b.game)
      throw UsageError("the two commands look like two games (" + a.game->name + ", " +
                       b.game->name + "); name the game first: tester duel GAME ...");
    for (const auto& exec : options.execs) {
      const auto words = split_command(exec);
      if (words.empty()) throw UsageError("--exec is empty");
      require_executable(words[0]);
    }
    if (options.margin_percent < 0) throw UsageError("--margin takes a percentage >= 0");
    if (options.min_seeds < 2) throw UsageError("--min-seeds takes 2 or more");
    return a;
  }

  PlayOptions player(std::size_t side) const {
    PlayOptions run;
    run.command = split_command(options_.execs[side]);
    run.time_limit_ms = time_limit_ms_;
    run.echo_stderr = false;
    run.cancel = &cancel_;
    return run;
  }

  void open_duelist(std::size_t side, const std::string& tag) {
    Duelist& d = duelists_[side];
    d.label = side == 0 ? "A" : "B";
    d.tag = tag;
    d.command = options_.execs[side];
    const std::string folder = options_.results_dir + "/" + game_.name;
    require_writable_folder(folder);
    const std::string note = (options_.note.empty() ? "" : options_.note + "; ") + "duel " +
                             d.label + " against " + options_.execs[1 - side];
    d.journal = std::make_unique<JournalSink>(
        folder, new_run_record(game_, d.command, command_hash(d.command), tag, note, time_limit_ms_,
                               resolved_.params));
    ReporterOptions reporting;
    d.reporter = std::make_unique<OfficialReporter>(game_, reporting, d.official);
  }

  // A case finished (in case order): record it, print its official lines, and
  // once both sides have the seed, judge.
  void take(std::size_t seed_index, std::size_t side, const CaseResult& r) {
    if (r.status == CaseStatus::Interrupted) return;
    Duelist& d = duelists_[side];
    const SeedRecord record = seed_record(r);
    d.journal->add(r, record);
    d.reporter->seed(r, std::nullopt);
    print_official(d);
    auto& pair = pending_[seed_index];
    (side == 0 ? pair.first : pair.second) = record;
    while (pending_.count(judged_) && pending_[judged_].first && pending_[judged_].second) judge();
  }

  void print_official(Duelist& d) {
    std::istringstream lines(d.official.str());
    d.official.str("");
    for (std::string line; std::getline(lines, line);)
      std::cout << "[" << d.label << " " << d.tag << "] " << line << "\n";
  }

  void judge() {
    const auto& [a, b] = pending_[judged_];
    const std::string key = case_key(b->seed, resolved_.params);
    const auto best = best_known_.find(key);
    const double reference =
        case_reference(best == best_known_.end() ? std::nullopt : std::optional(best->second),
                       {a->valid_score(), b->valid_score()});
    const double difference =
        case_differences(game_.normalization, {b->valid_score()}, {a->valid_score()}, {reference})
            .front();
    differences_.push_back(difference);
    sequence_.add(difference);
    pending_.erase(judged_++);
    const PairedInterval now = sequence_interval();
    std::cout << "duel: " << interval_text(now, "95 % always valid") << std::endl;
    if (options_.until_decided && now.verdict != Verdict::Undecided) throw DuelDecided{};
  }

  // B against A so far, always valid, with its verdict for --margin.
  PairedInterval sequence_interval() const {
    PairedInterval interval = sequence_.interval(options_.margin_percent);
    interval.run = duelists_[1].tag;
    interval.against = duelists_[0].tag;
    return interval;
  }

  int finish(bool decided) {
    const bool interrupted = cancel_.load() && !decided;
    for (auto& d : duelists_) d.journal->finish(!interrupted);
    std::cout << "\n";
    if (interrupted) {
      std::cout << "duel interrupted after " << differences_.size()
                << " seeds; both runs are kept\n";
      print_runs();
      return kExitInterrupted;
    }
    // A fixed number of seeds looked at once at the end: the t interval is valid
    // (and narrower); a duel stopped early must keep the sequence's verdict.
    PairedInterval final_interval = sequence_interval();
    std::string method = "95 % always valid";
    if (!options_.until_decided && differences_.size() >= 2) {
      const Verdict sequential = final_interval.verdict;
      final_interval = t_interval(differences_);
      final_interval.verdict =
          verdict_of(final_interval.low, final_interval.high, options_.margin_percent);
      if (final_interval.verdict == Verdict::Undecided) final_interval.verdict = sequential;
      final_interval.run = duelists_[1].tag;
      final_interval.against = duelists_[0].tag;
      method = "95 % t";
    }
    std::cout << "result after " << differences_.size() << " of " << resolved_.seeds.size()
              << " seeds: " << interval_text(final_interval, method) << "\n"
              << answer_text(final_interval.verdict) << "\n";
    print_runs();
    return final_interval.verdict == Verdict::Undecided ? kExitUndecided : kExitOk;
  }

  std::string answer_text(Verdict verdict) const {
    const std::string& a = duelists_[0].tag;
    const std::string& b = duelists_[1].tag;
    switch (verdict) {
      case Verdict::Better:
        return "B (" + b + ") is better than A (" + a + ")";
      case Verdict::Worse:
        return "B (" + b + ") is worse than A (" + a + ")";
      case Verdict::Within:
        return fmt::format("B ({}) and A ({}) are within +-{} % of each other", b, a,
                           options_.margin_percent);
      case Verdict::Undecided:
        break;
    }
    return "undecided: the seeds ran out before the answer was known";
  }

  void print_runs() const {
    std::cout << "runs: " << duelists_[0].tag << " (A), " << duelists_[1].tag
              << " (B); per seed: tester compare " << duelists_[0].tag << " " << duelists_[1].tag
              << " --game " << game_.name << "\n";
  }

  const DuelOptions& options_;
  const std::atomic<bool>& cancel_;
  ResolvedRun resolved_;
  const GameInfo& game_;
  long long time_limit_ms_ = 0;
  ConfidenceSequence sequence_;
  Duelist duelists_[2];
  std::map<std::string, double> best_known_;
  // Seeds with one side or both finished, by seed index, until judged.
  std::map<std::size_t, std::pair<std::optional<SeedRecord>, std::optional<SeedRecord>>> pending_;
  std::size_t judged_ = 0;
  std::vector<double> differences_;
};

}  // namespace

Subcommand add_duel_command(CLI::App& parent, const std::atomic<bool>& cancel) {
  auto o = std::make_shared<DuelOptions>();
  auto* app = parent.add_subcommand(
      "duel", "Play two commands on the same seeds until it is known which is better");
  app->add_option("game", o->game, "Game name (default: from the commands' file names)");
  app->add_option("--exec", o->execs, "A's command, then B's (give --exec twice)")
      ->required()
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  app->add_option("--seed", o->seed_spec, "Seeds, e.g. 1..400")->required();
  app->add_flag("--until-decided", o->until_decided,
                "Stop as soon as the always-valid interval decides");
  app->add_option("--margin", o->margin_percent,
                  "Also decide 'within' once the interval lies inside +-PCT % (e.g. 1)");
  app->add_option("--min-seeds", o->min_seeds, "Seeds before the first interval (default 10)");
  app->add_option("--threads", o->threads, "Cases played at once (default: every core)")
      ->check(CLI::PositiveNumber);
  app->add_option("--tags", o->tags, "A's and B's tags in the results store, e.g. narrow,wide")
      ->delimiter(',');
  app->add_option("--time-limit", o->time_limit_ms, "Time limit per case in ms (0 = none)");
  app->add_option("--results", o->results_dir, "Results store folder (default: results)");
  app->add_option("--note", o->note, "Recorded with both runs");
  return {app, [o, &cancel] { return Duel(*o, cancel).play(); }};
}

}  // namespace mm

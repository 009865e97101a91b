#!/usr/bin/python3
"""Tune a solution's parameters with Optuna, one tester run per trial.

Each trial gives the solution its parameter values as environment variables,
runs the tester once over the seeds (recorded in the results store as
STUDY-tN), and scores it as the mean over the seeds of
100 * score / max(best known, score), 0 for a failed seed or a score <= 0
(for a game file: 100 * score / reference, or reference / score under min, where
the reference is the best score of the results store's runs, or the seed's first
score; above 100 where a trial beats it).
Trials that fall behind the median of earlier trials part-way through the seeds
are pruned: their tester is stopped and the run stays in the store, incomplete.
A parameter's "default" in the space file makes the solution's current values
trial 0. At the end the best trial plays the solution's defaults (the command
with none of the variables set) in a duel on seeds not used in tuning
(--confirm-seeds); its verdict is the answer.

Example:
  scripts/tune.py square_remover --exec build/square_remover --space space.json \\
      --seed 1..10 --trials 30
  scripts/tune.py --game-file ahc.toml --exec ./a.out --space space.json --seed 0..49 --trials 30
Arguments after "--" go to the tester unchanged (e.g. -- --time-limit 0).
With --storage (several machines on one study), the sampler is unseeded unless
--sampler-seed is given: machines drawing the same sequence would try the same values.
"""

import argparse
import importlib.util
import json
import math
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

PROJECT_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
USAGE_ERROR = 2
SPACE_TYPES = ("int", "float", "log", "choice")
ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
# Multi-seed runs print "Seed = 7, Score = 12.0"; a single seed only "Score = 12.0"
# ("Score  = 12" for SquareRemover).
SCORE_LINE = re.compile(r"(?:Seed = (\S+), )?Score\s+= (\S+?),?(?:\s|$)")
# TwistedGame prints its chain lengths before every score; any other line there is
# an official error message, so the seed failed even with a positive score.
NEUTRAL_MESSAGE = re.compile(r"Chain \d+ = -?\d+\s*$")
TESTER_OK = (0, 1)  # 1: a seed's solution could not be started, scored 0 like any failure
TESTER_INTERRUPTED = 130
STOP_GRACE_SECONDS = 30
SYSTEM_PYTHON = "/usr/bin/python3"


class UsageError(Exception):
    """Bad input found before any trial runs; exit status 2."""


class TesterFailure(Exception):
    """The tester itself failed (not the solution); the study stops."""


# --- Command line and inputs.


def parse_args(argv):
    passthrough = []
    if "--" in argv:
        cut = argv.index("--")
        argv, passthrough = argv[:cut], argv[cut + 1:]
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?", help="a registered game (`tester games` lists them)")
    parser.add_argument("--game-file",
                        help="instead of GAME: a contest's own tester, as a TOML game file "
                             "(docs/any_game.md)")
    parser.add_argument("--exec", dest="command", required=True,
                        help="the solution command, as the tester's --exec")
    parser.add_argument("--space", required=True, help="JSON file of the parameters to tune")
    parser.add_argument("--seed", required=True, help="seeds, in the tester's syntax (1..100, 5+3, 1,7)")
    parser.add_argument("--trials", type=int, required=True,
                        help="trials to run now (0: only print the study's best so far)")
    parser.add_argument("--study", help="study name (default GAME-tune); also the runs' tag prefix")
    parser.add_argument("--storage",
                        help="Optuna storage shared by several workers: a URL (sqlite:///x.db, "
                             "postgresql://...) or journal:FILE (default: a study of its own, "
                             "sqlite:///RESULTS/tune/STUDY.db)")
    parser.add_argument("--tester", default=os.path.join(PROJECT_ROOT, "build", "tester"))
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1,
                        help="cases the tester runs in parallel (default: every core)")
    parser.add_argument("--results", default="results", help="the tester's results store")
    parser.add_argument("--batch", type=int,
                        help="seeds between pruning checks (default max(2, threads))")
    parser.add_argument("--sampler-seed", type=int,
                        help="TPE sampler seed (default 1; unseeded with --storage)")
    parser.add_argument("--seeds-dir", default=os.path.join(PROJECT_ROOT, "seeds"),
                        help="folder of the best-known tables GAME/best.json")
    parser.add_argument("--confirm-seeds",
                        help="seeds of the closing duel of the best trial against the defaults "
                             "(default: the 500 after the tuning seeds; 'none' skips it)")
    args = parser.parse_args(argv)
    args.tester_args = passthrough
    if args.trials < 0:
        parser.error("--trials cannot be negative")
    for name in ("threads", "batch"):
        value = getattr(args, name)
        if value is not None and value < 1:
            parser.error(f"--{name} must be at least 1")
    if (args.game is None) == (args.game_file is None):
        parser.error("name a game, or give --game-file FILE (not both)")
    args.study = args.study or f"{args.game or os.path.splitext(os.path.basename(args.game_file))[0]}-tune"
    args.batch = args.batch or max(2, args.threads)
    args.worker = f"{socket.gethostname()}-{os.getpid()}"
    return args


def load_json(path, what):
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except OSError as e:
        raise UsageError(f"cannot read the {what} {path}: {e.strerror}")
    except json.JSONDecodeError as e:
        raise UsageError(f"the {what} {path} is not valid JSON: {e}")


def is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def check_parameter(name, spec):
    """Raises UsageError unless spec describes one parameter correctly."""
    where = f"parameter {name!r}"
    if not ENV_NAME.match(name):
        raise UsageError(f"{where}: not a valid environment variable name")
    if not isinstance(spec, dict):
        raise UsageError(f"{where}: expected an object with a \"type\"")
    kind = spec.get("type")
    if kind not in SPACE_TYPES:
        raise UsageError(f"{where}: unknown type {kind!r} (use one of {', '.join(SPACE_TYPES)})")
    allowed = {"type", "choices", "default"} if kind == "choice" else {"type", "low", "high",
                                                                        "default"}
    unknown = sorted(set(spec) - allowed)
    if unknown:
        raise UsageError(f"{where}: unknown key(s) {', '.join(unknown)} for type {kind!r}")
    if kind == "choice":
        choices = spec.get("choices")
        if not isinstance(choices, list) or not choices:
            raise UsageError(f"{where}: \"choices\" must be a non-empty list")
        if any(isinstance(c, (list, dict)) for c in choices):
            raise UsageError(f"{where}: choices must be strings, numbers, booleans or null")
        if any(isinstance(c, str) and re.search(r"\s", c) for c in choices):
            raise UsageError(f"{where}: a choice holds white space (a command cannot pass it on)")
        if "default" in spec and spec["default"] not in choices:
            raise UsageError(f"{where}: the default {spec['default']!r} is not one of the choices")
        return
    for key in ("low", "high"):
        if not is_number(spec.get(key)):
            raise UsageError(f"{where}: \"{key}\" must be a number")
        if kind == "int" and spec[key] != int(spec[key]):
            raise UsageError(f"{where}: \"{key}\" must be an integer for type 'int'")
    if spec["low"] > spec["high"]:
        raise UsageError(f"{where}: low {spec['low']} is above high {spec['high']}")
    if kind == "log" and spec["low"] <= 0:
        raise UsageError(f"{where}: a 'log' range must be above 0 (low {spec['low']})")
    if "default" in spec:
        default = spec["default"]
        if not is_number(default) or not spec["low"] <= default <= spec["high"]:
            raise UsageError(f"{where}: the default {default!r} is not a number in the range")
        if kind == "int" and default != int(default):
            raise UsageError(f"{where}: the default must be an integer for type 'int'")


def load_space(path):
    space = load_json(path, "space file")
    if not isinstance(space, dict) or not space:
        raise UsageError(f"the space file {path} must be a non-empty object of parameters")
    for name, spec in space.items():
        try:
            check_parameter(name, spec)
        except UsageError as e:
            raise UsageError(f"{path}: {e}")
    return space


def distributions(space):
    import optuna.distributions as dist
    made = {}
    for name, spec in space.items():
        kind = spec["type"]
        if kind == "int":
            made[name] = dist.IntDistribution(int(spec["low"]), int(spec["high"]))
        elif kind == "choice":
            made[name] = dist.CategoricalDistribution(spec["choices"])
        else:
            made[name] = dist.FloatDistribution(spec["low"], spec["high"], log=kind == "log")
    return made


def java_long(text, spec):
    text = text.strip()
    if not re.fullmatch(r"[+-]?\d+", text) or not -2**63 <= int(text) < 2**63:
        raise UsageError(f"bad seed {text!r} in {spec!r}")
    return int(text)


def parse_seeds(spec):
    """The seed texts the tester prints, in its order (docs/tester.md, "Seeds")."""
    if not spec.strip():
        raise UsageError("empty seed specification")
    seeds = []
    for item in spec.split(","):
        if ".." in item:
            first_text, last_text = item.split("..", 1)
            first, last = java_long(first_text, spec), java_long(last_text, spec)
            if last < first:
                raise UsageError(f"descending seed range in {spec!r}")
            seeds += [str(s) for s in range(first, last + 1)]
        elif item.find("+", 1) > 0:  # "+5" alone is the seed 5, as in Java
            plus = item.find("+", 1)
            first, count = java_long(item[:plus], spec), java_long(item[plus + 1:], spec)
            if count <= 0:
                raise UsageError(f"empty seed range in {spec!r}")
            seeds += [str(s) for s in range(first, first + count)]
        else:
            java_long(item, spec)
            seeds.append(item.strip())
        if len(seeds) > 1_000_000:
            raise UsageError(f"too many seeds in {spec!r}")
    return seeds


def game_file_facts(tester, path):
    """A game file's name and whether its objective is min, as the tester reads the file
    (which it checks whole: a bad file stops here, before any trial)."""
    try:
        listed = subprocess.run([tester, "games", "--json", "--game-file", path],
                                capture_output=True, text=True)
    except OSError as e:
        raise UsageError(f"cannot run the tester {tester}: {e.strerror}")
    if listed.returncode != 0:
        raise UsageError(listed.stderr.strip().removeprefix("[error] "))
    facts = json.loads(listed.stdout)
    return facts["name"], facts["objective"] == "min"


class Game:
    """The game as the tester's command line names it, and which way its scores point."""

    def __init__(self, name, words, minimize):
        self.name, self.words, self.minimize = name, words, minimize


def resolve_game(args):
    if args.game_file:
        name, minimize = game_file_facts(args.tester, args.game_file)
        return Game(name, ["--game-file", os.path.abspath(args.game_file)], minimize)
    name = canonical_game(args.tester, args.game)
    return Game(name, [name], False)


def canonical_game(tester, game):
    """The tester's name for GAME (class names in any case work too)."""
    try:
        listed = subprocess.run([tester, "games"], capture_output=True, text=True)
    except OSError as e:
        raise UsageError(f"cannot run the tester {tester}: {e.strerror}")
    names = listed.stdout.split()
    if listed.returncode != 0 or not names:
        raise UsageError(f"{tester} games failed: {listed.stderr.strip()}")
    for name in names:
        if name.replace("_", "") == game.lower().replace("_", ""):
            return name
    raise UsageError(f"unknown game {game!r} (the tester knows: {', '.join(names)})")


def check_command(command):
    words = command.split()
    if not words:
        raise UsageError("--exec is empty")
    program = words[0]
    if os.sep in program:
        if not os.path.isfile(program):
            raise UsageError(f"the solution {program} does not exist")
        if not os.access(program, os.X_OK):
            raise UsageError(f"the solution {program} is not executable")
    elif shutil.which(program) is None:
        raise UsageError(f"the solution's program {program!r} is not on the PATH")


def check_tester(tester):
    if not (os.path.isfile(tester) and os.access(tester, os.X_OK)):
        raise UsageError(f"no tester at {tester} (build it, or name it with --tester)")


def store_best_known(args, game):
    """A game file's best-known scores: the best of every run in the results store."""
    listed = subprocess.run([args.tester, "best"] + game.words + ["--results", args.results, "--json"],
                            capture_output=True, text=True)
    if listed.returncode != 0:
        raise UsageError(f"tester best failed: {listed.stderr.strip()}")
    return {seed: float(entry["score"]) for seed, entry in json.loads(listed.stdout).items()}


def load_best_known(seeds_dir, game):
    path = os.path.join(seeds_dir, game, "best.json")
    if not os.path.exists(path):
        print(f"note: no best-known table {path}: every seed is scored against itself")
        return {}
    table = load_json(path, "best-known table")
    try:
        return {seed: float(entry["score"]) for seed, entry in table.items()}
    except (AttributeError, KeyError, TypeError, ValueError):
        raise UsageError(f"{path}: expected {{\"seed\": {{\"score\": x, ...}}}}")


# --- One trial: a tester run.


def seed_term(score, failed, best_known, minimize=False):
    """The contest-style term of one seed: % of the best known score."""
    if failed or not 0 < score < math.inf:  # also NaN
        return 0.0
    if minimize:
        return 100.0 * min(best_known if best_known is not None else score, score) / score
    return 100.0 * score / max(best_known if best_known is not None else score, score)


def first_score_term(score, failed, seed, first_scores, minimize):
    """A seed with no best known: % of its reference, the store's best for a game file or
    else its first valid score in this session (kept for the later trials, so that their
    values compare); above 100 where a trial does better."""
    if failed or not 0 < score < math.inf:
        return 0.0
    first = first_scores.setdefault(seed, score)
    return 100.0 * (first / score if minimize else score / first)


def format_value(value):
    if isinstance(value, str):
        return value
    if isinstance(value, float):
        return repr(value)
    return json.dumps(value)  # ints, booleans as true/false, null


def tester_command(args, game, tag, note, seeds):
    return [args.tester] + game.words + ["--exec", args.command, "--seed", ",".join(seeds),
            "--tag", tag, "--note", note, "--threads", str(min(args.threads, len(seeds))),
            "--results", args.results, "--progress", "none", "--no-output",
            "--no-summary"] + args.tester_args


def stop(process):
    """SIGINT first (the tester then records the run as incomplete), SIGKILL if it hangs."""
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
    try:
        process.communicate(timeout=STOP_GRACE_SECONDS)  # drains what it still prints
    except subprocess.TimeoutExpired:
        kill(process)
    except KeyboardInterrupt:  # a second Ctrl-C: no more waiting, but nothing left behind
        kill(process)
        raise


def kill(process):
    os.killpg(process.pid, signal.SIGKILL)
    process.communicate()


def describe_failure(process, stderr_file, what):
    stderr_file.seek(0)
    tail = stderr_file.read().decode(errors="replace").strip().splitlines()[-10:]
    details = "\n".join("  " + line for line in tail)
    return f"{what} (exit status {process.returncode})" + (f":\n{details}" if tail else "")


class TrialRun:
    """Runs the tester for one trial and scores the seeds as their lines arrive."""

    def __init__(self, args, game, seeds, best_known, first_scores):
        self.args, self.game, self.seeds, self.best_known = args, game, seeds, best_known
        self.first_scores = first_scores
        self.terms = []
        self.failed = 0

    def mean(self):
        return sum(self.terms) / len(self.terms) if self.terms else 0.0

    def run(self, trial, params):
        """Plays the trial; True if it ran to the end, False if pruned."""
        tag = f"{self.args.study}-t{trial.number}"
        note = " ".join(f"{name}={value}" for name, value in params.items())
        env = dict(os.environ, **params)
        # Each trial its own order of the seeds: the running mean the pruner
        # compares is then a fair sample of the seeds at every step.
        order = list(self.seeds)
        random.Random(f"{self.args.study}-{trial.number}").shuffle(order)
        command = tester_command(self.args, self.game, tag, note, order)
        with tempfile.TemporaryFile() as stderr_file:
            try:
                # Its own session: a pruned trial's SIGINT goes to this tester only.
                process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE,
                                           stderr=stderr_file, encoding="utf-8", errors="replace",
                                           start_new_session=True)
            except OSError as e:
                raise TesterFailure(f"cannot start the tester {self.args.tester}: {e.strerror}")
            try:
                pruned = self.follow(process, trial)
            finally:
                stop(process)
            self.check_exit(process, stderr_file, pruned)
        return not pruned

    def follow(self, process, trial):
        """Reads the score lines; True when the trial is pruned part-way."""
        messages = []
        for line in process.stdout:
            match = SCORE_LINE.match(line)
            if not match:
                if line.strip():
                    messages.append(line.strip())
                continue
            self.add_seed(match.group(1), match.group(2), messages)
            messages = []
            done = len(self.terms)
            if done % self.args.batch == 0 and done < len(self.seeds):
                trial.report(self.mean(), done)
                if trial.should_prune():
                    return True
        return False

    def add_seed(self, printed_seed, score_text, messages):
        index = len(self.terms)
        if index >= len(self.seeds):
            raise TesterFailure(f"the tester printed more score lines than the {len(self.seeds)} seeds")
        seed = printed_seed or self.seeds[index]
        failed = any(not NEUTRAL_MESSAGE.match(m) for m in messages)
        self.failed += failed
        score = float(score_text)
        best = self.best_known.get(seed)
        if best is None:
            self.terms.append(first_score_term(score, failed, seed, self.first_scores,
                                               self.game.minimize))
        else:
            self.terms.append(seed_term(score, failed, best, self.game.minimize))

    def check_exit(self, process, stderr_file, pruned):
        code = process.returncode
        if pruned and code in TESTER_OK + (TESTER_INTERRUPTED,):
            return
        if code == USAGE_ERROR:
            raise TesterFailure(describe_failure(process, stderr_file, "the tester refused the run"))
        if code not in TESTER_OK:
            raise TesterFailure(describe_failure(process, stderr_file, "the tester failed"))
        if len(self.terms) != len(self.seeds):
            raise TesterFailure(f"the tester printed {len(self.terms)} scores for "
                                f"{len(self.seeds)} seeds")


# --- The study.


def default_storage(args):
    folder = os.path.abspath(os.path.join(args.results, "tune"))
    os.makedirs(folder, exist_ok=True)
    return "sqlite:///" + os.path.join(folder, f"{args.study}.db")


def open_storage(url):
    """An RDB URL (sqlite:///..., postgresql://...), or journal:PATH: Optuna's journal file,
    for machines that share a file system but no database server."""
    if not url.startswith("journal:"):
        return url
    import warnings
    import optuna
    path = url[len("journal:"):]
    with warnings.catch_warnings():  # "experimental" in Optuna 3.1; it works
        warnings.simplefilter("ignore", optuna.exceptions.ExperimentalWarning)
        return optuna.storages.JournalStorage(optuna.storages.JournalFileStorage(path))


def sampler_seed(args):
    if args.sampler_seed is not None:
        return args.sampler_seed
    return None if args.storage else 1


STORAGE_ATTEMPTS = 5


def open_study(args, seed_count):
    """The study; workers starting together on a new shared storage race to create its
    tables (the loser sees "already exists" or "database is locked"): try again."""
    import sqlalchemy.exc
    for attempt in range(STORAGE_ATTEMPTS):
        try:
            return open_study_once(args, seed_count)
        except sqlalchemy.exc.SQLAlchemyError:
            if attempt + 1 == STORAGE_ATTEMPTS:
                raise
            time.sleep(0.5 + random.random())


def open_study_once(args, seed_count):
    import optuna
    optuna.logging.set_verbosity(optuna.logging.WARNING)  # we print our own line per trial
    storage = open_storage(args.storage) if args.storage else default_storage(args)
    seed = sampler_seed(args)
    if seed is not None:
        # A resumed study must not replay the draws of its first session: offset
        # the seed by the trials already made (still reproducible).
        summaries = optuna.get_all_study_summaries(storage, include_best_trial=False)
        seed += next((s.n_trials for s in summaries if s.study_name == args.study), 0)
    # Machines sharing a storage: a trial still running counts as a poor one, so
    # that the others do not all sample beside it.
    sampler = optuna.samplers.TPESampler(seed=seed, constant_liar=bool(args.storage))
    # No pruning before a third of a trial's seeds are in: a mean of two seeds
    # says little about a game whose scores swing from seed to seed.
    pruner = optuna.pruners.MedianPruner(n_startup_trials=4,
                                         n_warmup_steps=max(1, seed_count // 3) - 1)
    return optuna.create_study(study_name=args.study, storage=storage, direction="maximize",
                               load_if_exists=True, sampler=sampler, pruner=pruner)


def enqueue_defaults(study, space):
    """Trial 0 of a new study plays the solution's current values, when the space gives them."""
    defaults = {name: spec["default"] for name, spec in space.items() if "default" in spec}
    if study.get_trials(deepcopy=False):
        return
    if len(defaults) == len(space):
        study.enqueue_trial(defaults)
    elif defaults:
        missing = ", ".join(name for name in space if name not in defaults)
        print(f"note: no default for {missing}: trial 0 is the sampler's first draw")


def values_text(params):
    return " ".join(f"{name}={format_value(value)}" for name, value in params.items())


def run_trials(args, study, space, game, seeds, best_known, first_scores):
    from optuna.trial import TrialState
    # first_scores: seeds with no best known, their reference (first_score_term)
    for _ in range(args.trials):
        trial = study.ask(distributions(space))
        trial.set_user_attr("worker", args.worker)  # which machine of a shared study ran it
        params = {name: format_value(value) for name, value in trial.params.items()}
        run = TrialRun(args, game, seeds, best_known, first_scores)
        try:
            completed = run.run(trial, params)
        except BaseException:  # a tester failure, Ctrl-C, anything: the trial did not finish
            study.tell(trial, state=TrialState.FAIL)
            print(f"trial {trial.number}: {values_text(trial.params)} failed", flush=True)
            raise
        if completed:
            study.tell(trial, run.mean())
            state = "complete"
        else:
            study.tell(trial, state=TrialState.PRUNED)
            state = f"pruned after {len(run.terms)}/{len(seeds)} seeds"
        failures = f", {run.failed} failed seed{'s' * (run.failed != 1)}" if run.failed else ""
        print(f"trial {trial.number}: {values_text(trial.params)} score {run.mean():.3f} "
              f"{state}{failures}", flush=True)


def print_summary(study):
    from optuna.trial import TrialState
    trials = study.get_trials(deepcopy=False)
    count = {state: sum(t.state == state for t in trials)
             for state in (TrialState.COMPLETE, TrialState.PRUNED, TrialState.FAIL)}
    print(f"study {study.study_name}: {len(trials)} trial{'s' * (len(trials) != 1)} "
          f"({count[TrialState.COMPLETE]} complete, "
          f"{count[TrialState.PRUNED]} pruned, {count[TrialState.FAIL]} failed)")
    if not count[TrialState.COMPLETE]:
        print("best: none (no complete trial yet)")
        return
    best = study.best_trial
    print(f"best: {values_text(best.params)} (score {best.value:.3f}, trial {best.number}, "
          f"tag {study.study_name}-t{best.number})")
    print_importances(study, count[TrialState.COMPLETE])


def print_importances(study, complete):
    if complete < 2:
        print("importances: not available (fewer than 2 complete trials)")
        return
    import optuna
    try:
        importances = optuna.importance.get_param_importances(study)
    except ImportError as e:  # optuna's evaluators need scikit-learn
        named = re.search(r"import '([\w.]+)'", str(e))
        missing = e.name or (named.group(1) if named else "a library")
        print(f"importances: not available ({missing} is not installed)")
        return
    except Exception as e:  # e.g. every trial with the same values
        print(f"importances: not available ({e})")
        return
    print("importances: " + ", ".join(f"{name} {value:.3f}" for name, value in importances.items()))


# --- The answer: the best trial against the defaults, on seeds not used in tuning.

CONFIRM_SEEDS = 500
DUEL_BETTER, DUEL_UNDECIDED, DUEL_NOT_BETTER = 0, 5, 6


def confirm_seeds(args, seeds):
    """The closing duel's seeds (None: skip it); never one of the tuning seeds."""
    if args.confirm_seeds == "none":
        return None
    if args.confirm_seeds is None:
        last = max(int(seed) for seed in seeds)
        return f"{last + 1}..{last + CONFIRM_SEEDS}"
    overlap = set(parse_seeds(args.confirm_seeds)) & set(seeds)
    if overlap:
        raise UsageError(f"--confirm-seeds shares {len(overlap)} seed(s) with --seed "
                         f"(e.g. {sorted(overlap, key=int)[0]}): a confirmation needs unseen seeds")
    return args.confirm_seeds


def passthrough_time_limit(tester_args):
    """The --time-limit given to the tester after "--", for the duel too."""
    for i, word in enumerate(tester_args):
        if word == "--time-limit" and i + 1 < len(tester_args):
            return ["--time-limit", tester_args[i + 1]]
        if word.startswith("--time-limit="):
            return [word]
    return []


CLAIM_SETTLE_SECONDS = 2
RUNNING_POLL_SECONDS = 1
RUNNING_WAIT_SECONDS = 1800


def confirmation_is_mine(args, study):
    """A shared study (--storage) is confirmed once, by one worker: each waits until no
    trial of any worker is running, then claims the confirmation of the study's trials
    so far; the claim that stands after a pause wins (the workers read the same one)."""
    if not args.storage:
        return True
    from optuna.trial import TrialState
    waited = 0
    while study.get_trials(deepcopy=False, states=(TrialState.RUNNING,)):
        if waited >= RUNNING_WAIT_SECONDS:
            print("confirm: trials of other workers still running; confirming without them")
            break
        time.sleep(RUNNING_POLL_SECONDS)
        waited += RUNNING_POLL_SECONDS
    key = f"confirmation-of-{len(study.get_trials(deepcopy=False))}-trials"
    if key not in study.user_attrs:
        study.set_user_attr(key, args.worker)
        time.sleep(CLAIM_SETTLE_SECONDS)
    owner = study.user_attrs[key]
    if owner != args.worker:
        print(f"confirm: left to worker {owner}, which confirms this study's best", flush=True)
        return False
    return True


def confirm_best(args, study, game, spec):
    """Plays the best trial against the defaults in a duel; prints its verdict as the answer."""
    from optuna.trial import TrialState
    complete = [t for t in study.get_trials(deepcopy=False) if t.state == TrialState.COMPLETE]
    if not complete or spec is None:
        return
    if not confirmation_is_mine(args, study):
        return
    best = study.best_trial
    values = {name: format_value(value) for name, value in best.params.items()}
    print(f"confirm: trial {best.number} ({values_text(best.params)}) against the defaults "
          f"(no variable set) in a duel on seeds {spec}, not used in tuning", flush=True)
    env_words = " ".join(f"{name}={value}" for name, value in values.items())
    suffix = len(study.get_trials(deepcopy=False))
    command = [args.tester, "duel"] + game.words + ["--exec", args.command,
               "--exec", f"env {env_words} {args.command}", "--seed", spec, "--until-decided",
               "--tags", f"{args.study}-defaults-{suffix},{args.study}-t{best.number}-{suffix}",
               "--threads", str(args.threads), "--results", args.results,
               "--progress", "none"] + passthrough_time_limit(args.tester_args)
    duel = subprocess.run(command, capture_output=True, text=True)
    for line in duel.stdout.splitlines():
        if line.startswith(("result after", "B (", "H1", "H0", "undecided")):
            print(f"confirm: {line}")
    answers = {
        DUEL_BETTER: f"answer: trial {best.number}'s values are better than the defaults on "
                     f"unseen seeds: {values_text(best.params)}",
        DUEL_NOT_BETTER: f"answer: keep the defaults: trial {best.number} is not better on unseen seeds",
        DUEL_UNDECIDED: f"answer: not shown better on unseen seeds: trial {best.number}'s gain "
                        f"may be noise; keep the defaults, or confirm on more seeds",
    }
    if duel.returncode not in answers:
        raise TesterFailure(f"the confirming duel failed (exit status {duel.returncode}):\n"
                            + duel.stderr.strip())
    print(answers[duel.returncode], flush=True)


def require_optuna(argv):
    if importlib.util.find_spec("optuna"):
        return
    # Debian's python3-optuna is in the system Python, which a python3 of pyenv or
    # a virtualenv earlier on the PATH does not see.
    if os.path.realpath(sys.executable) != os.path.realpath(SYSTEM_PYTHON) and \
            os.access(SYSTEM_PYTHON, os.X_OK):
        os.execv(SYSTEM_PYTHON, [SYSTEM_PYTHON, os.path.abspath(__file__)] + argv)
    raise UsageError("optuna is not installed (apt-get install python3-optuna)")


def interrupt_as_keyboard(signum, frame):
    raise KeyboardInterrupt


def main(argv):
    args = parse_args(argv)
    try:
        require_optuna(argv)
        space = load_space(args.space)
        seeds = parse_seeds(args.seed)
        check_tester(args.tester)
        check_command(args.command)
        game = resolve_game(args)
        # A game file's references are its store's best runs, uncapped: they are the
        # user's own earlier solutions, not a table of the contest's best.
        best_known = {} if args.game_file else load_best_known(args.seeds_dir, game.name)
        references = store_best_known(args, game) if args.game_file else {}
        confirm = confirm_seeds(args, seeds)
    except UsageError as e:
        print(f"tune.py: error: {e}", file=sys.stderr)
        return USAGE_ERROR
    # Ctrl-C and SIGTERM unwind the same way, stopping the running tester; set
    # explicitly, as a shell starts background jobs with SIGINT ignored.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, interrupt_as_keyboard)
    study = open_study(args, len(seeds))
    enqueue_defaults(study, space)
    print(f"study {args.study}: {len(seeds)} seed{'s' * (len(seeds) != 1)}, pruning checked every {args.batch} seeds, "
          f"runs tagged {args.study}-tN in {args.results}", flush=True)
    try:
        run_trials(args, study, space, game, seeds, best_known, references)
        print_summary(study)
        confirm_best(args, study, game, confirm)
    except TesterFailure as e:
        print(f"tune.py: error: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("tune.py: interrupted", file=sys.stderr)
        print_summary(study)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

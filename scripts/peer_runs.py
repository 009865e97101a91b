#!/usr/bin/python3
"""Imports the public solutions' recorded scores into the results store as runs.

The peers folder (../shared/peers beside the project) holds scores of the best
public solutions measured on the official testers: more.tsv (game, peer, seed,
"K=V ..." board parameters, score, seconds) and examples.tsv (game, seed, the
best public score, its author). For one game this writes, into the results
store:

  peer-<name>   one run per public solution of more.tsv
  peer-best     the best public score of every seed in either file

so that the tester's own comparison sets them beside ours, case by case, with
its paired 95 % interval and its per-class tables:

  scripts/peer_runs.py lines
  build/tester compare lines-1a2b3c4d peer-best --by N,C

The runs keep the seeds' board parameters where the peers file gives them
(compare groups by the first run's parameters, so ours come first anyway).
Running it again rewrites the same files. The game name is a registered one;
the official spelling comes from `tester games --json` (BUILD_DIR/tester).

Usage: scripts/peer_runs.py GAME [--peers DIR] [--results DIR]
"""
import argparse
import csv
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STARTED = "2000-01-01T00:00:00Z"  # sorts before every real run; rewritten in place


def registry(build_dir):
    """The tester's registered games, by name."""
    tester = os.path.join(build_dir, "tester")
    if not os.access(tester, os.X_OK):
        sys.exit(f"peer_runs.py: no tester at {tester} (build it first, or set BUILD_DIR)")
    out = subprocess.run([tester, "games", "--json"], check=True, capture_output=True, text=True)
    return {g["name"]: g for g in map(json.loads, out.stdout.splitlines())}


def parse_params(text):
    """'N=9 C=8' -> {'N': 9, 'C': 8}; fields that are not K=integer are left out."""
    params = {}
    for field in text.split():
        key, _, value = field.partition("=")
        if key and value.lstrip("-").isdigit():
            params[key] = int(value)
    return params


def read_tsv(path):
    if not os.path.exists(path):
        return []
    with open(path, newline="") as f:
        return list(csv.DictReader(f, delimiter="\t"))


def peer_scores(peers_dir, official):
    """{peer: {seed: (score, params, seconds)}} from more.tsv, and {seed: score} from examples.tsv."""
    per_peer = {}
    for row in read_tsv(os.path.join(peers_dir, "more.tsv")):
        if row["game"] != official:
            continue
        seed = str(int(row["seed"]))
        entry = (float(row["score"]), parse_params(row.get("params", "")),
                 float(row.get("wall_s") or 0))
        per_peer.setdefault(row["peer"], {})[seed] = entry
    examples = {}
    for row in read_tsv(os.path.join(peers_dir, "examples.tsv")):
        if row["game"] == official:
            examples[str(int(row["seed"]))] = float(row["best_public_score"])
    return per_peer, examples


def best_per_seed(per_peer, examples):
    best = {}
    for scores in per_peer.values():
        for seed, (score, params, seconds) in scores.items():
            if seed not in best or score > best[seed][0]:
                best[seed] = (score, params, seconds)
    for seed, score in examples.items():
        params = best[seed][1] if seed in best else {}
        if seed not in best or score > best[seed][0]:
            best[seed] = (score, params, 0.0)
    return best


def write_run(results_dir, game, info, tag, scores, source):
    seeds = sorted(scores, key=int)
    run = {
        "format": 1,
        "game": game,
        "tag": tag,
        "command": source,
        "executable_hash": "",
        "started": STARTED,
        "time_limit_ms": info["time_limit_ms"],
        "time_scale": "",
        "params": {},
        "note": "public solution's scores on the official tester, imported by scripts/peer_runs.py",
        "complete": True,
        "results": [{
            "seed": seed,
            "score": scores[seed][0],
            "status": "ok",
            "message": "",
            "solution_ms": round(scores[seed][2] * 1000),
            "wall_ms": scores[seed][2] * 1000,
            "moves": 0,
            "params": scores[seed][1],
        } for seed in seeds],
    }
    folder = os.path.join(results_dir, game)
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, STARTED.replace(":", "") + "_" + tag + ".json")
    with open(path + ".tmp", "w") as f:
        json.dump(run, f, indent=1)
    os.replace(path + ".tmp", path)
    print(f"{tag}: {len(seeds)} seeds ({seeds[0]}..{seeds[-1]}), total {sum(s[0] for s in scores.values()):,.0f} -> {path}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="registered game name, e.g. lines")
    parser.add_argument("--peers", default=os.path.join(ROOT, "..", "shared", "peers"),
                        help="folder holding more.tsv and examples.tsv (default ../shared/peers)")
    parser.add_argument("--results", default="results", help="results store folder (default results)")
    args = parser.parse_args()
    games = registry(os.environ.get("BUILD_DIR", os.path.join(ROOT, "build")))
    if args.game not in games:
        sys.exit(f"peer_runs.py: unknown game '{args.game}' (registered: {', '.join(games)})")
    info = games[args.game]
    if not os.path.isdir(args.peers):
        sys.exit(f"peer_runs.py: no peers folder at {args.peers}")
    per_peer, examples = peer_scores(args.peers, info["official_name"])
    if not per_peer and not examples:
        sys.exit(f"peer_runs.py: no scores of {info['official_name']} in {args.peers}")
    for peer, scores in sorted(per_peer.items()):
        write_run(args.results, args.game, info, "peer-" + peer, scores,
                  f"{peer} (public solution)")
    write_run(args.results, args.game, info, "peer-best", best_per_seed(per_peer, examples),
              "the best public solution of each seed")


if __name__ == "__main__":
    main()

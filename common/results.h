// The results store: one JSON file per run under results/<game>/, written so
// that an interrupted run keeps every seed it finished.
#pragma once

#include <cstdint>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace mm {

// How a case ended. Stored by name: "ok", "invalid", "timeout", "crash",
// "spawn_failed", "bad_case", "interrupted" (docs/results.md).
enum class CaseStatus {
  Ok,           // the game ended normally
  Invalid,      // the solution broke a rule or wrote something unreadable
  Timeout,      // the time limit ran out while waiting for a reply
  Crash,        // the solution's output ended early (exit, crash, memory limit)
  SpawnFailed,  // the command could not be started
  BadCase,      // the case could not be generated (bad parameters)
  Interrupted,  // the run was cancelled (Ctrl-C)
};

const char* status_name(CaseStatus status);
// The status of that name; nullopt for a name no status has.
std::optional<CaseStatus> status_from_name(const std::string& name);

struct SeedRecord {
  std::string seed;
  double score = 0;
  CaseStatus status = CaseStatus::Ok;
  std::string message;  // the official message, if any (first line)
  long long solution_ms = 0;
  double wall_ms = 0;
  int moves = 0;
  std::map<std::string, long long> params;  // the case's parameters, e.g. N, C
  std::map<std::string, double> data;       // the solution's "[DATA] key = value" lines
  bool ok() const { return status == CaseStatus::Ok; }
  // The score as the contests count it: none for a case that did not end normally.
  std::optional<double> valid_score() const {
    return ok() ? std::optional<double>(score) : std::nullopt;
  }
};

struct RunRecord {
  std::string path;  // where it was loaded from
  std::string game;
  std::string tag;
  std::string command;
  std::string executable_hash;  // SHA-256 of the command's files
  std::string started;          // UTC, ISO 8601
  long long time_limit_ms = 0;
  std::string time_scale;  // MM_TIME_SCALE during the run, if set
  std::map<std::string, std::string> params;
  std::string note;       // the user's words on this run (--note, `tester note`)
  bool complete = false;  // false: an interrupted run (or a journal left by a crash)
  // A duel's settings and, once it ended, its verdict, from this run's side
  // (`tester duel`, docs/verdicts.md); null for a run that was no duel.
  nlohmann::json duel;
  // The source the run was made from, when the command or the working folder
  // is in a git work tree: {"commit", "changes" (a commit of the uncommitted
  // changes, or null), "ref" (where git keeps it)}; null otherwise (source.h).
  nlohmann::json source;
  std::string where;                // the case filter the run was played with (--where), if any
  std::string tester_version;       // the tester that made the run ("1.0.0"; empty before versions)
  std::vector<std::string> reused;  // --reuse: the seeds taken from earlier runs, not played
  // --time-scale auto: {"speed": this machine against the reference, "factor": applied
  // to MM_TIME_SCALE and the time limit}; null otherwise.
  nlohmann::json calibration;
  std::vector<SeedRecord> results;

  const SeedRecord* find(const std::string& seed) const;
  // What a score depends on besides the case: "time limit 10000 ms", plus
  // ", MM_TIME_SCALE=0.1" when set. Runs compared side by side should share it.
  std::string conditions() const;
};

// A case's identity in the store: the seed, plus every game parameter given on
// the command line, since those change the case ("4", or "4 -n 9" for -N 9).
std::string case_key(const std::string& seed, const std::map<std::string, std::string>& params);
inline std::string case_key(const RunRecord& run, const SeedRecord& record) {
  return case_key(record.seed, run.params);
}
// The seed part of a case key.
std::string seed_of_case(const std::string& key);

nlohmann::json to_json(const SeedRecord& record);
SeedRecord seed_record_from_json(const nlohmann::json& json);
// A run's description (every field but the results) as stored, and back.
nlohmann::json run_meta_json(const RunRecord& run);
void read_run_meta(RunRecord& run, const nlohmann::json& json);

// Writes a run as it goes: every finished seed is appended to a journal
// (<name>.json.partial, one JSON object per line, each written whole); at the
// end the complete run is written to <name>.json atomically and the journal removed.
class RunWriter {
 public:
  RunWriter(const std::string& folder, RunRecord meta);
  void add(const SeedRecord& record);
  // The duel record written with the final file (RunRecord::duel).
  void set_duel(nlohmann::json duel) { run_.duel = std::move(duel); }
  // Writes the final file; `complete` false marks an interrupted run.
  void finish(bool complete);
  const std::string& path() const { return final_path_; }
  const std::string& journal_path() const { return journal_path_; }

 private:
  RunRecord run_;
  std::string final_path_;
  std::string journal_path_;
  int journal_fd_ = -1;
};

// Writes a whole run to one file, atomically.
void write_run_file(const std::string& path, const RunRecord& run);

// Loads a run from its .json file or from a journal left behind.
RunRecord load_run(const std::string& path);

// Every run file (.json and orphaned .json.partial) in a folder, oldest first.
std::vector<std::string> list_run_files(const std::string& folder);

// SHA-256 (hex) of the contents of every word of the command that is a file:
// "python3 sol.py" hashes both the interpreter and the script.
std::string command_hash(const std::string& command);

// A tag from the command's last file name and the hash: "lines-3f2a1b9c".
std::string default_tag(const std::string& command, const std::string& hash);

std::string utc_timestamp();  // 2026-11-22T06:30:00Z

// The official "seed=score" lines of -bests / -saveScores. Written in ascending
// seed order with the score in Java's Double.toString form ("1=0.0"), as the framework.
std::map<std::string, double> read_seed_scores(const std::string& path);
void write_seed_scores(const std::string& path, std::vector<std::pair<std::string, double>> scores);

// Seeds in numeric order where they are numbers.
bool seed_less(const std::string& a, const std::string& b);

// One row of RFC 4180 CSV: fields holding a comma, a quote or a line break are
// quoted, with quotes doubled.
std::string csv_row(const std::vector<std::string>& fields);

// Writes text to a file atomically (temporary file, then rename).
void write_file_atomically(const std::string& path, const std::string& text);

}  // namespace mm

// The results store's index: an SQLite file beside the run files
// (RESULTS/index.sqlite3; for a store on a network file system, a file on local
// disk: store_on_network below) with each run's description and its per-case scores
// in compact form, so that a store of thousands of runs answers `runs`,
// `compare`, `best` and the rest without reading every run file.
//
// The JSON run files stay the source of truth. Before each answer the index
// compares every run file's size and modification time with what it holds and
// reads again any file it does not know or that changed (a run written, a file
// copied in by hand, `tester merge`, `tester note`); it forgets deleted files. A
// file that cannot be read is named and skipped on every answer, as before. An
// index that is missing, unreadable or of another format version is rebuilt
// from the run files with a message (a new file renamed over the old one:
// nothing another process holds open is deleted); one that cannot be written (a
// read-only store) is built in memory for the command.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "common/normalize.h"
#include "common/results.h"

namespace SQLite {
class Database;
}

namespace mm {

// One run as the index holds it: the description (RunRecord without results)
// and its cases in the file's order, compact.
struct IndexedRun {
  RunRecord meta;                      // results left empty
  std::vector<int> cases;              // case ids (CaseCatalog)
  std::vector<double> scores;          // per case
  std::vector<CaseStatus> statuses;    // per case
  std::vector<long long> solution_ms;  // per case
  std::size_t failed = 0;              // cases that did not end normally
};

// The cases of a game the index has seen: key (seed plus game parameters),
// seed and generated parameters, by id.
struct CaseCatalog {
  std::vector<std::string> keys, seeds;
  std::vector<std::map<std::string, long long>> params;
  std::map<std::string, int> id_of;  // by key
};

// Told how far (re)indexing has got: files done, files to do.
using IndexProgress = std::function<void(std::size_t done, std::size_t total)>;

// Whether a statfs(2) file-system type is one that several hosts share (NFS,
// SMB/CIFS, Lustre, GPFS, BeeGFS, CephFS, 9p, FUSE, ...): SQLite's locking and
// its WAL mode are not safe there.
bool network_file_system_type(long type);

// Whether a results store is on such a file system; MM_STORE_NETWORK=1 (or 0)
// says so for file systems the list misses, and for tests. The index of such a
// store is kept on local disk (a cache folder keyed by the store's path).
bool store_on_network(const std::string& results_dir);

class RunIndex {
 public:
  // Opens the index of the store at `results_dir` (nothing is read yet).
  explicit RunIndex(std::string results_dir, IndexProgress progress = {});
  ~RunIndex();
  RunIndex(const RunIndex&) = delete;
  RunIndex& operator=(const RunIndex&) = delete;

  // Brings the game's entries up to date with its run files (names each broken
  // file on stderr, as it skips it).
  void update(const std::string& game);

  // The game's runs, oldest first (file names start with the start time).
  std::vector<IndexedRun> runs(const std::string& game);
  // The files of the runs with this tag (of `game`, or of every game), oldest first.
  std::vector<std::string> tagged_files(const std::string& tag, const std::string& game = "");
  // The game's cases.
  CaseCatalog catalog(const std::string& game);
  // Each case's best score over the game's runs, with the run it comes from:
  // "tag", or "tag (incomplete)". By case key. Under Max the highest whatever
  // its status (as best-known tables count); under Min the lowest valid one.
  std::map<std::string, std::pair<double, std::string>> best_of_runs(
      const std::string& game, Objective objective = Objective::Max);

  // The runs' [DATA] values, per case in the file's order (empty if none), of
  // the run file `path`; read only when a command groups or filters by them.
  std::vector<std::map<std::string, double>> case_data(const std::string& path);

  const std::string& results_dir() const { return results_dir_; }
  const std::string& path() const { return path_; }

 private:
  void open();
  void rebuild(const std::string& why);
  void update_files(const std::string& game);
  void index_file(const std::string& file, const std::string& game, std::int64_t size,
                  std::int64_t mtime, std::map<std::string, int>& case_ids);
  int case_id(const std::string& game, const RunRecord& run, const SeedRecord& record,
              std::map<std::string, int>& case_ids);

  std::string results_dir_;
  std::string path_;
  IndexProgress progress_;
  std::unique_ptr<SQLite::Database> db_;
  std::set<std::string> warned_;  // broken files named already by this command
  bool created_ = false;          // the index file was made by this command
  bool rebuilt_ = false;          // rebuilt once by this command: a second time is an error
};

}  // namespace mm

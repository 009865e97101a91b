#include "tester/store/run_index.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <fmt/core.h>
#include <openssl/sha.h>
#include <spdlog/spdlog.h>
#include <sys/vfs.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <set>

#include "tester/games/registry.h"
#include "tester/store/run_store.h"

namespace fs = std::filesystem;

namespace mm {

namespace {

// The index's layout. Another number in an index file means another layout:
// the file is rebuilt, never trusted.
constexpr int kFormat = 1;
constexpr int kBusyTimeoutMs = 30000;  // other testers writing the same index
constexpr std::size_t kProgressFromFiles = 50;
constexpr const char* kIndexFile = "index.sqlite3";

constexpr const char* kSchema = R"(
CREATE TABLE files (path TEXT PRIMARY KEY, game TEXT NOT NULL, size INTEGER NOT NULL,
                    mtime INTEGER NOT NULL, error TEXT);
CREATE TABLE runs (path TEXT PRIMARY KEY, game TEXT NOT NULL, tag TEXT NOT NULL,
                   meta TEXT NOT NULL, failed INTEGER NOT NULL, cases BLOB, scores BLOB,
                   statuses BLOB, solution_ms BLOB, data TEXT);
CREATE INDEX runs_by_game ON runs (game, path);
CREATE INDEX runs_by_tag ON runs (tag, path);
CREATE TABLE cases (id INTEGER PRIMARY KEY, game TEXT NOT NULL, key TEXT NOT NULL,
                    seed TEXT NOT NULL, params TEXT NOT NULL, UNIQUE (game, key));
)";

template <typename T>
std::vector<T> unpack(const SQLite::Column& column) {
  std::vector<T> values(static_cast<std::size_t>(column.getBytes()) / sizeof(T));
  if (!values.empty()) std::memcpy(values.data(), column.getBlob(), values.size() * sizeof(T));
  return values;
}

template <typename T>
void bind_packed(SQLite::Statement& statement, int index, const std::vector<T>& values) {
  statement.bind(index, values.data(), static_cast<int>(values.size() * sizeof(T)));
}

std::int64_t modification_time(const fs::path& file) {
  return static_cast<std::int64_t>(fs::last_write_time(file).time_since_epoch().count());
}

bool writable_folder(const std::string& folder) {
  return fs::is_directory(folder) && access(folder.c_str(), W_OK) == 0;
}

// The local folder for the indexes of stores on network file systems:
// $XDG_CACHE_HOME/mm-tester, else ~/.cache/mm-tester, else the temporary folder's.
std::string local_index_folder() {
  if (const char* cache = std::getenv("XDG_CACHE_HOME"); cache && *cache)
    return std::string(cache) + "/mm-tester";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::string(home) + "/.cache/mm-tester";
  return (fs::temp_directory_path() / "mm-tester-cache").string();
}

// Where a store's index lives: beside its run files, or, for a store on a
// network file system, on local disk under a name made of the store's path.
std::string index_path(const std::string& results_dir) {
  if (!store_on_network(results_dir)) return results_dir + "/" + kIndexFile;
  const std::string absolute = fs::absolute(results_dir).lexically_normal().string();
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(absolute.data()), absolute.size(), digest);
  std::string name = "index-";
  for (int i = 0; i < 8; ++i) name += fmt::format("{:02x}", digest[i]);
  const std::string folder = local_index_folder();
  std::error_code error;
  fs::create_directories(folder, error);
  static std::set<std::string> said;  // once per store and command
  if (said.insert(absolute).second)
    spdlog::info(
        "the results store {} is on a network file system: its index is kept on local "
        "disk, {}/{}.sqlite3 (docs/results.md)",
        results_dir, folder, name);
  return folder + "/" + name + ".sqlite3";
}

}  // namespace

bool network_file_system_type(long type) {
  // statfs(2)'s f_type of the file systems several hosts share.
  static const std::set<unsigned long> kNetworkTypes = {
      0x6969,      // NFS
      0x517B,      // SMB
      0xFF534D42,  // CIFS
      0xFE534D42,  // SMB2
      0x0BD00BD0,  // Lustre
      0x47504653,  // GPFS (IBM Storage Scale)
      0x19830326,  // BeeGFS
      0x00C36400,  // CephFS
      0x01021997,  // 9p (v9fs)
      0x65735546,  // FUSE (sshfs, GlusterFS, s3fs, ...)
      0x5346414F,  // AFS
      0x20030528,  // OrangeFS (PVFS2)
      0x7461636F,  // OCFS2
      0x01161970,  // GFS2
  };
  return kNetworkTypes.count(static_cast<unsigned long>(type) & 0xFFFFFFFFUL) > 0;
}

bool store_on_network(const std::string& results_dir) {
  if (const char* forced = std::getenv("MM_STORE_NETWORK"); forced && *forced)
    return std::string(forced) != "0";
  // The store's folder, or the nearest folder above it that exists yet.
  fs::path folder = fs::absolute(results_dir);
  std::error_code error;
  while (!fs::exists(folder, error) && folder.has_parent_path() && folder != folder.parent_path())
    folder = folder.parent_path();
  struct statfs info {};
  return statfs(folder.c_str(), &info) == 0 && network_file_system_type(info.f_type);
}

RunIndex::RunIndex(std::string results_dir, IndexProgress progress)
    : results_dir_(std::move(results_dir)),
      path_(index_path(results_dir_)),
      progress_(std::move(progress)) {
  // The games of game files the store keeps are known to whoever opens it.
  register_store_games(results_dir_);
  open();
}

RunIndex::~RunIndex() = default;

void RunIndex::open() {
  // A store that cannot take the file (missing, read-only) gets an index in
  // memory, built for this command alone.
  const bool in_memory = !writable_folder(fs::path(path_).parent_path().string());
  try {
    db_ = std::make_unique<SQLite::Database>(in_memory ? ":memory:" : path_,
                                             SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE,
                                             kBusyTimeoutMs);
    const int format = db_->execAndGet("PRAGMA user_version").getInt();
    const bool empty = db_->execAndGet("SELECT count(*) FROM sqlite_master").getInt() == 0;
    if (empty) {
      created_ = !in_memory;
      if (!in_memory) db_->exec("PRAGMA journal_mode = WAL");
      db_->exec(kSchema);
      db_->exec("PRAGMA user_version = " + std::to_string(kFormat));
    } else if (format != kFormat) {
      rebuild("it is of another format version (" + std::to_string(format) + ", not " +
              std::to_string(kFormat) + ")");
    }
  } catch (const SQLite::Exception& e) {
    if (in_memory) throw;
    rebuild(std::string("it cannot be read: ") + e.what());
  }
}

void RunIndex::rebuild(const std::string& why) {
  spdlog::info("rebuilding the results index {} from the run files: {}", path_, why);
  db_.reset();
  if (rebuilt_)
    throw std::runtime_error("the results index " + path_ + " cannot be rebuilt: " + why);
  rebuilt_ = true;
  // Another tester may hold the old file open, with its -wal and -shm: build a
  // new one beside it and rename it over, deleting nothing. The old -wal and -shm
  // are renamed aside first (their holder works on them through its open files),
  // so that the new file never replays them; it keeps a rollback journal, so
  // that the old holder, closing, cannot remove anything the new file uses.
  const std::string fresh = path_ + ".rebuild-" + std::to_string(getpid());
  try {
    fs::remove(fresh);
    {
      SQLite::Database db(fresh, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE, kBusyTimeoutMs);
      db.exec("PRAGMA journal_mode = DELETE");
      db.exec(kSchema);
      db.exec("PRAGMA user_version = " + std::to_string(kFormat));
    }
    for (const auto* suffix : {"-wal", "-shm"}) {
      std::error_code missing;
      fs::rename(path_ + suffix, path_ + suffix + ".stale-" + std::to_string(getpid()), missing);
    }
    fs::rename(fresh, path_);
  } catch (const std::exception& e) {
    std::error_code error;
    fs::remove(fresh, error);
    throw std::runtime_error("cannot rebuild the results index " + path_ + ": " + e.what());
  }
  open();
  created_ = false;  // said above
}

int RunIndex::case_id(const std::string& game, const RunRecord& run, const SeedRecord& record,
                      std::map<std::string, int>& case_ids) {
  const std::string key = case_key(run, record);
  const auto found = case_ids.find(key);
  if (found != case_ids.end()) return found->second;
  SQLite::Statement insert(*db_, "INSERT INTO cases (game, key, seed, params) VALUES (?, ?, ?, ?)");
  insert.bind(1, game);
  insert.bind(2, key);
  insert.bind(3, record.seed);
  insert.bind(4, nlohmann::json(record.params).dump());
  insert.exec();
  const int id = static_cast<int>(db_->getLastInsertRowid());
  case_ids[key] = id;
  return id;
}

void RunIndex::index_file(const std::string& file, const std::string& game, std::int64_t size,
                          std::int64_t mtime, std::map<std::string, int>& case_ids) {
  SQLite::Statement forget(*db_, "DELETE FROM runs WHERE path = ?");
  forget.bind(1, file);
  forget.exec();
  SQLite::Statement known(*db_,
                          "INSERT OR REPLACE INTO files (path, game, size, mtime, error) "
                          "VALUES (?, ?, ?, ?, ?)");
  known.bind(1, file);
  known.bind(2, game);
  known.bind(3, size);
  known.bind(4, mtime);
  RunRecord run;
  try {
    run = load_run(file);
  } catch (const std::exception& e) {
    known.bind(5, e.what());
    known.exec();
    return;
  }
  known.bind(5);  // null: read fine
  known.exec();
  std::vector<int> cases;
  std::vector<double> scores;
  std::vector<std::uint8_t> statuses;
  std::vector<long long> solution_ms;
  nlohmann::json data = nlohmann::json::array();
  bool any_data = false;
  int failed = 0;
  for (const auto& r : run.results) {
    cases.push_back(case_id(game, run, r, case_ids));
    scores.push_back(r.score);
    statuses.push_back(static_cast<std::uint8_t>(r.status));
    solution_ms.push_back(r.solution_ms);
    data.push_back(r.data);
    any_data = any_data || !r.data.empty();
    failed += !r.ok();
  }
  SQLite::Statement insert(*db_,
                           "INSERT INTO runs (path, game, tag, meta, failed, cases, scores, "
                           "statuses, solution_ms, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  insert.bind(1, file);
  insert.bind(2, game);
  insert.bind(3, run.tag);
  insert.bind(4, run_meta_json(run).dump());
  insert.bind(5, failed);
  bind_packed(insert, 6, cases);
  bind_packed(insert, 7, scores);
  bind_packed(insert, 8, statuses);
  bind_packed(insert, 9, solution_ms);
  if (any_data) insert.bind(10, data.dump());
  insert.exec();
}

void RunIndex::update(const std::string& game) {
  try {
    update_files(game);
  } catch (const SQLite::Exception& e) {
    // A file damaged past its first page shows only now: rebuild it once.
    rebuild(std::string("it cannot be read: ") + e.what());
    update_files(game);
  }
}

void RunIndex::update_files(const std::string& game) {
  std::map<std::string, std::pair<std::int64_t, std::int64_t>> known;  // path -> size, mtime
  {
    SQLite::Statement query(*db_, "SELECT path, size, mtime FROM files WHERE game = ?");
    query.bind(1, game);
    while (query.executeStep())
      known[query.getColumn(0).getString()] = {query.getColumn(1).getInt64(),
                                               query.getColumn(2).getInt64()};
  }
  struct Change {
    std::string file;
    std::int64_t size, mtime;
  };
  std::vector<Change> changed;
  for (const auto& file : list_run_files(results_dir_ + "/" + game)) {
    std::error_code error;
    const auto size = static_cast<std::int64_t>(fs::file_size(file, error));
    if (error) continue;  // gone since the listing
    const std::int64_t mtime = modification_time(file);
    const auto it = known.find(file);
    if (it == known.end() || it->second != std::make_pair(size, mtime))
      changed.push_back({file, size, mtime});
    if (it != known.end()) known.erase(it);
  }
  if (!changed.empty() || !known.empty()) {
    // IMMEDIATE: take the write lock now (waiting for another tester's), not halfway.
    SQLite::Transaction transaction(*db_, SQLite::TransactionBehavior::IMMEDIATE);
    for (const auto& [file, stamp] : known) {  // deleted since
      for (const auto* table : {"files", "runs"}) {
        SQLite::Statement drop(*db_, std::string("DELETE FROM ") + table + " WHERE path = ?");
        drop.bind(1, file);
        drop.exec();
      }
    }
    std::map<std::string, int> case_ids;
    if (!changed.empty()) case_ids = catalog(game).id_of;
    if (created_ && !changed.empty())
      spdlog::info("the results index {} is new: building it from the run files", path_);
    created_ = false;
    const bool show = progress_ && changed.size() >= kProgressFromFiles;
    for (std::size_t i = 0; i < changed.size(); ++i) {
      index_file(changed[i].file, game, changed[i].size, changed[i].mtime, case_ids);
      if (show) progress_(i + 1, changed.size());
    }
    transaction.commit();
  }
  SQLite::Statement broken(*db_,
                           "SELECT path, error FROM files WHERE game = ? AND error IS NOT NULL "
                           "ORDER BY path");
  broken.bind(1, game);
  while (broken.executeStep()) {
    const std::string file = broken.getColumn(0).getString();
    if (warned_.insert(file).second)
      spdlog::warn("skipping {}: {}", file, broken.getColumn(1).getString());
  }
}

std::vector<IndexedRun> RunIndex::runs(const std::string& game) {
  std::vector<IndexedRun> runs;
  SQLite::Statement query(*db_,
                          "SELECT path, meta, failed, cases, scores, statuses, solution_ms "
                          "FROM runs WHERE game = ? ORDER BY path");
  query.bind(1, game);
  while (query.executeStep()) {
    IndexedRun& run = runs.emplace_back();
    read_run_meta(run.meta, nlohmann::json::parse(query.getColumn(1).getString()));
    run.meta.path = query.getColumn(0).getString();
    run.failed = static_cast<std::size_t>(query.getColumn(2).getInt());
    run.cases = unpack<int>(query.getColumn(3));
    run.scores = unpack<double>(query.getColumn(4));
    for (const auto status : unpack<std::uint8_t>(query.getColumn(5)))
      run.statuses.push_back(static_cast<CaseStatus>(status));
    run.solution_ms = unpack<long long>(query.getColumn(6));
  }
  return runs;
}

std::vector<std::string> RunIndex::tagged_files(const std::string& tag, const std::string& game) {
  SQLite::Statement query(
      *db_, game.empty() ? "SELECT path FROM runs WHERE tag = ? ORDER BY path"
                         : "SELECT path FROM runs WHERE tag = ? AND game = ? ORDER BY path");
  query.bind(1, tag);
  if (!game.empty()) query.bind(2, game);
  std::vector<std::string> files;
  while (query.executeStep()) files.push_back(query.getColumn(0).getString());
  return files;
}

CaseCatalog RunIndex::catalog(const std::string& game) {
  CaseCatalog catalog;
  SQLite::Statement query(*db_, "SELECT id, key, seed, params FROM cases WHERE game = ?");
  query.bind(1, game);
  while (query.executeStep()) {
    const auto id = static_cast<std::size_t>(query.getColumn(0).getInt());
    if (catalog.keys.size() <= id) {
      catalog.keys.resize(id + 1), catalog.seeds.resize(id + 1), catalog.params.resize(id + 1);
    }
    catalog.keys[id] = query.getColumn(1).getString();
    catalog.seeds[id] = query.getColumn(2).getString();
    catalog.params[id] = nlohmann::json::parse(query.getColumn(3).getString())
                             .get<std::map<std::string, long long>>();
    catalog.id_of[catalog.keys[id]] = static_cast<int>(id);
  }
  return catalog;
}

std::map<std::string, std::pair<double, std::string>> RunIndex::best_of_runs(
    const std::string& game, Objective objective) {
  const CaseCatalog cases = catalog(game);
  // By case id: the best score and the run it comes from (-1: none yet).
  std::vector<double> score(cases.keys.size(), 0);
  std::vector<int> from(cases.keys.size(), -1);
  const std::vector<IndexedRun> all = runs(game);
  for (std::size_t r = 0; r < all.size(); ++r) {
    for (std::size_t i = 0; i < all[r].cases.size(); ++i) {
      // Under Min a failure's score (often 0) would look best: only valid scores count.
      if (objective == Objective::Min && all[r].statuses[i] != CaseStatus::Ok) continue;
      const auto id = static_cast<std::size_t>(all[r].cases[i]);
      if (from[id] < 0 || better_score(objective, all[r].scores[i], score[id]))
        score[id] = all[r].scores[i], from[id] = static_cast<int>(r);
    }
  }
  std::map<std::string, std::pair<double, std::string>> best;
  for (std::size_t id = 0; id < from.size(); ++id) {
    if (from[id] < 0) continue;
    const RunRecord& run = all[static_cast<std::size_t>(from[id])].meta;
    best[cases.keys[id]] = {score[id], run.tag + (run.complete ? "" : " (incomplete)")};
  }
  return best;
}

std::vector<std::map<std::string, double>> RunIndex::case_data(const std::string& path) {
  SQLite::Statement query(*db_, "SELECT data FROM runs WHERE path = ?");
  query.bind(1, path);
  std::vector<std::map<std::string, double>> data;
  if (query.executeStep() && !query.getColumn(0).isNull())
    for (const auto& entry : nlohmann::json::parse(query.getColumn(0).getString()))
      data.push_back(entry.get<std::map<std::string, double>>());
  return data;
}

}  // namespace mm

#include "common/results.h"

#include <fcntl.h>
#include <openssl/evp.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <sstream>
#include <stdexcept>

#include "common/line_io.h"
#include "common/process.h"

namespace fs = std::filesystem;

namespace mm {

const SeedRecord* RunRecord::find(const std::string& seed) const {
  for (const auto& r : results) {
    if (r.seed == seed) return &r;
  }
  return nullptr;
}

std::string RunRecord::conditions() const {
  std::string text = "time limit " + std::to_string(time_limit_ms) + " ms";
  if (!time_scale.empty()) text += ", MM_TIME_SCALE=" + time_scale;
  return text;
}

std::string case_key(const std::string& seed, const std::map<std::string, std::string>& params) {
  std::string key = seed;
  for (const auto& [name, value] : params) key += " -" + name + " " + value;
  return key;
}

std::string seed_of_case(const std::string& key) {
  return key.substr(0, key.find(' '));
}

bool seed_less(const std::string& a, const std::string& b) {
  const std::string sa = seed_of_case(a), sb = seed_of_case(b);
  const auto x = java_parse_long(sa), y = java_parse_long(sb);
  if (x && y && *x != *y) return *x < *y;
  return a < b;
}

std::string csv_row(const std::vector<std::string>& fields) {
  std::string line;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i) line += ',';
    const std::string& field = fields[i];
    if (field.find_first_of(",\"\r\n") == std::string::npos) {
      line += field;
      continue;
    }
    line += '"';
    for (char c : field) line += c == '"' ? std::string("\"\"") : std::string(1, c);
    line += '"';
  }
  return line;
}

namespace {

constexpr std::pair<CaseStatus, const char*> kStatusNames[] = {
    {CaseStatus::Ok, "ok"},
    {CaseStatus::Invalid, "invalid"},
    {CaseStatus::Timeout, "timeout"},
    {CaseStatus::Crash, "crash"},
    {CaseStatus::SpawnFailed, "spawn_failed"},
    {CaseStatus::BadCase, "bad_case"},
    {CaseStatus::Interrupted, "interrupted"},
};

}  // namespace

const char* status_name(CaseStatus status) {
  for (const auto& [value, name] : kStatusNames) {
    if (value == status) return name;
  }
  return "unknown";
}

std::optional<CaseStatus> status_from_name(const std::string& name) {
  for (const auto& [value, text] : kStatusNames) {
    if (name == text) return value;
  }
  return std::nullopt;
}

nlohmann::json to_json(const SeedRecord& r) {
  nlohmann::json j = {{"seed", r.seed},
                      {"score", r.score},
                      {"status", status_name(r.status)},
                      {"message", r.message},
                      {"solution_ms", r.solution_ms},
                      {"wall_ms", r.wall_ms},
                      {"moves", r.moves},
                      {"params", r.params}};
  if (!r.data.empty()) j["data"] = r.data;
  return j;
}

SeedRecord seed_record_from_json(const nlohmann::json& j) {
  SeedRecord r;
  r.seed = j.at("seed").get<std::string>();
  r.score = j.at("score").get<double>();
  const std::string status = j.value("status", "ok");
  const auto known = status_from_name(status);
  if (!known)
    throw std::runtime_error("seed " + r.seed + " has an unknown status '" + status + "'");
  r.status = *known;
  r.message = j.value("message", "");
  r.solution_ms = j.value("solution_ms", 0LL);
  r.wall_ms = j.value("wall_ms", 0.0);
  r.moves = j.value("moves", 0);
  if (j.contains("params")) r.params = j.at("params").get<std::map<std::string, long long>>();
  if (j.contains("data")) r.data = j.at("data").get<std::map<std::string, double>>();
  return r;
}

nlohmann::json run_meta_json(const RunRecord& run) {
  nlohmann::json meta = {{"format", 1},
                         {"game", run.game},
                         {"tag", run.tag},
                         {"command", run.command},
                         {"executable_hash", run.executable_hash},
                         {"started", run.started},
                         {"time_limit_ms", run.time_limit_ms},
                         {"time_scale", run.time_scale},
                         {"params", run.params},
                         {"note", run.note},
                         {"complete", run.complete}};
  if (!run.duel.is_null()) meta["duel"] = run.duel;
  if (!run.source.is_null()) meta["source"] = run.source;
  if (!run.where.empty()) meta["where"] = run.where;
  if (!run.tester_version.empty()) meta["tester_version"] = run.tester_version;
  if (!run.reused.empty()) meta["reused"] = run.reused;
  if (!run.calibration.is_null()) meta["calibration"] = run.calibration;
  return meta;
}

void read_run_meta(RunRecord& run, const nlohmann::json& j) {
  run.game = j.value("game", "");
  run.tag = j.value("tag", "");
  run.command = j.value("command", "");
  run.executable_hash = j.value("executable_hash", "");
  run.started = j.value("started", "");
  run.time_limit_ms = j.value("time_limit_ms", 0LL);
  run.time_scale = j.value("time_scale", "");
  if (j.contains("params")) run.params = j.at("params").get<std::map<std::string, std::string>>();
  run.note = j.value("note", "");
  run.complete = j.value("complete", false);
  if (j.contains("duel") && j.at("duel").is_object()) run.duel = j.at("duel");
  if (j.contains("source") && j.at("source").is_object()) run.source = j.at("source");
  run.where = j.value("where", "");
  run.tester_version = j.value("tester_version", "");
  if (j.contains("calibration") && j.at("calibration").is_object())
    run.calibration = j.at("calibration");
  if (j.contains("reused") && j.at("reused").is_array())
    run.reused = j.at("reused").get<std::vector<std::string>>();
}

namespace {

std::string safe_file_part(std::string text) {
  for (auto& c : text) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_' && c != '.') c = '_';
  }
  return text;
}

void write_all(int fd, const std::string& text, const std::string& path) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
    }
    done += static_cast<std::size_t>(n);
  }
}

}  // namespace

RunWriter::RunWriter(const std::string& folder, RunRecord meta) : run_(std::move(meta)) {
  fs::create_directories(folder);
  std::string stamp = run_.started;
  stamp.erase(std::remove(stamp.begin(), stamp.end(), ':'), stamp.end());
  const std::string base = folder + "/" + stamp + "_" + safe_file_part(run_.tag);
  // Runs started in the same second with the same tag (shards on a shared
  // folder) get distinct files: the journal is created exclusively.
  constexpr int kMaxSameNameRuns = 1000;
  for (int i = 1; journal_fd_ < 0 && i <= kMaxSameNameRuns; ++i) {
    final_path_ = base + (i == 1 ? "" : "_" + std::to_string(i)) + ".json";
    journal_path_ = final_path_ + ".partial";
    if (fs::exists(final_path_)) continue;
    journal_fd_ =
        ::open(journal_path_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0644);
    if (journal_fd_ < 0 && errno != EEXIST) break;
  }
  if (journal_fd_ < 0)
    throw std::runtime_error("cannot write results to " + journal_path_ + ": " +
                             std::strerror(errno));
  write_all(journal_fd_, run_meta_json(run_).dump() + "\n", journal_path_);
}

void RunWriter::add(const SeedRecord& record) {
  run_.results.push_back(record);
  // One write per line: a crash can only cut the last line, which loading skips.
  write_all(journal_fd_, to_json(record).dump() + "\n", journal_path_);
}

void write_run_file(const std::string& path, const RunRecord& run) {
  nlohmann::json j = run_meta_json(run);
  j["results"] = nlohmann::json::array();
  for (const auto& r : run.results) j["results"].push_back(to_json(r));
  write_file_atomically(path, j.dump(1) + "\n");
}

void RunWriter::finish(bool complete) {
  run_.complete = complete;
  write_run_file(final_path_, run_);
  if (journal_fd_ >= 0) ::close(journal_fd_);
  journal_fd_ = -1;
  fs::remove(journal_path_);
}

RunRecord load_run(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  RunRecord run;
  run.path = path;
  if (path.size() > 8 && path.compare(path.size() - 8, 8, ".partial") == 0) {
    std::string line;
    bool first = true;
    while (std::getline(in, line)) {
      const auto j = nlohmann::json::parse(line, nullptr, false);
      if (j.is_discarded()) continue;  // a line cut by a crash
      if (first) {
        read_run_meta(run, j);
        first = false;
      } else {
        run.results.push_back(seed_record_from_json(j));
      }
    }
    run.complete = false;
    return run;
  }
  const auto j = nlohmann::json::parse(in, nullptr, false);
  if (j.is_discarded() || !j.is_object()) throw std::runtime_error("not a results file: " + path);
  read_run_meta(run, j);
  for (const auto& r : j.value("results", nlohmann::json::array()))
    run.results.push_back(seed_record_from_json(r));
  return run;
}

std::vector<std::string> list_run_files(const std::string& folder) {
  std::vector<std::string> files;
  if (!fs::is_directory(folder)) return files;
  for (const auto& entry : fs::directory_iterator(folder)) {
    const auto name = entry.path().string();
    const bool json = name.size() > 5 && name.compare(name.size() - 5, 5, ".json") == 0;
    const bool journal =
        name.size() > 13 && name.compare(name.size() - 13, 13, ".json.partial") == 0;
    // A journal next to its final file is a leftover of a finished run.
    if (json || (journal && !fs::exists(name.substr(0, name.size() - 8)))) files.push_back(name);
  }
  std::sort(files.begin(), files.end());  // names start with the UTC start time
  return files;
}

std::string command_hash(const std::string& command) {
  EVP_MD_CTX* ctx = EVP_MD_CTX_new();
  EVP_DigestInit_ex(ctx, EVP_sha256(), nullptr);
  const auto words = split_command(command);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string path = i == 0 ? resolve_executable(words[i]) : words[i];
    if (path.empty() || !fs::is_regular_file(path)) continue;
    std::ifstream in(path, std::ios::binary);
    char buffer[1 << 16];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
      EVP_DigestUpdate(ctx, buffer, static_cast<std::size_t>(in.gcount()));
    }
  }
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  EVP_DigestFinal_ex(ctx, digest, &length);
  EVP_MD_CTX_free(ctx);
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (unsigned int i = 0; i < length; ++i) out += {hex[digest[i] >> 4], hex[digest[i] & 15]};
  return out;
}

std::string default_tag(const std::string& command, const std::string& hash) {
  const auto words = split_command(command);
  std::string name = words.empty() ? "run" : fs::path(words.back()).filename().string();
  return safe_file_part(name) + "-" + hash.substr(0, 8);
}

std::string utc_timestamp() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm utc{};
  gmtime_r(&now, &utc);
  char buffer[32];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return buffer;
}

std::map<std::string, double> read_seed_scores(const std::string& path) {
  std::ifstream in(path);
  std::map<std::string, double> scores;
  if (!in) return scores;  // like the framework: a missing file is an empty table
  std::string line;
  while (std::getline(in, line)) {
    const auto eq = line.find('=');
    if (eq == std::string::npos) continue;
    try {
      scores[line.substr(0, eq)] = std::stod(line.substr(eq + 1));
    } catch (const std::exception&) {
      // skip malformed lines
    }
  }
  return scores;
}

void write_seed_scores(const std::string& path,
                       std::vector<std::pair<std::string, double>> scores) {
  std::stable_sort(scores.begin(), scores.end(),
                   [](const auto& a, const auto& b) { return seed_less(a.first, b.first); });
  std::string text;
  for (const auto& [seed, score] : scores) text += seed + "=" + java_double_to_string(score) + "\n";
  write_file_atomically(path, text);
}

void write_file_atomically(const std::string& path, const std::string& text) {
  const fs::path target(path);
  if (target.has_parent_path()) fs::create_directories(target.parent_path());
  const std::string temp = path + ".tmp" + std::to_string(getpid());
  {
    std::ofstream out(temp, std::ios::binary);
    out << text;
    out.flush();
    if (!out) {
      const int error = errno;
      out.close();
      fs::remove(temp);
      throw std::runtime_error("cannot write " + path + ": " + std::strerror(error));
    }
  }
  std::error_code ec;
  fs::rename(temp, path, ec);
  if (ec) {
    fs::remove(temp);
    throw std::runtime_error("cannot write " + path + ": " + ec.message());
  }
}

}  // namespace mm

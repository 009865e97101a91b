#include "tester/commands/run_source.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <filesystem>

#include "common/process.h"

extern char** environ;

namespace fs = std::filesystem;

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace run_source {

constexpr std::size_t kShortCommit = 7;

// A tag as a piece of a ref name: letters, digits, '-', '_' and inner dots.
std::string ref_part(const std::string& text) {
  std::string part;
  for (const char c : text) {
    const bool plain = std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' ||
                       (c == '.' && !part.empty() && part.back() != '.');
    part += plain ? c : '_';
  }
  return part.empty() ? "run" : part;
}

// The folders that may hold the run's source: each file the command names, then here.
std::vector<std::string> candidate_folders(const std::string& command) {
  std::vector<std::string> folders;
  const auto words = split_command(command);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string path = i == 0 ? resolve_executable(words[i]) : words[i];
    std::error_code error;
    if (path.empty() || !fs::is_regular_file(path, error)) continue;
    folders.push_back(fs::absolute(path).parent_path().string());
  }
  folders.push_back(fs::current_path().string());
  return folders;
}

}  // namespace run_source

std::optional<std::string> run_git(const std::vector<std::string>& args,
                                   const std::string& folder) {
  std::vector<std::string> words = {"git", "-C", folder};
  words.insert(words.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& word : words) argv.push_back(word.data());
  argv.push_back(nullptr);
  int out[2];
  if (pipe2(out, O_CLOEXEC) != 0) return std::nullopt;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  pid_t pid = -1;
  const int spawned = posix_spawnp(&pid, "git", &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(out[1]);
  std::string text;
  char buffer[4096];
  for (ssize_t n; spawned == 0 && (n = read(out[0], buffer, sizeof buffer)) != 0;) {
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
  }
  close(out[0]);
  int status = 0;
  if (spawned != 0 || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) ||
      WEXITSTATUS(status) != 0)
    return std::nullopt;
  while (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

nlohmann::json record_source(const std::string& command, const std::string& tag,
                             const std::string& started) {
  using namespace run_source;
  for (const auto& folder : candidate_folders(command)) {
    const auto top = run_git({"rev-parse", "--show-toplevel"}, folder);
    if (!top) continue;
    const auto commit = run_git({"rev-parse", "--verify", "-q", "HEAD"}, *top);
    if (!commit) return nullptr;  // a repository without a commit yet
    // Empty when nothing tracked has changed; else a commit of the changes
    // that no branch, stash list or work tree sees.
    const auto changes = run_git({"stash", "create"}, *top);
    const bool changed = changes && !changes->empty();
    std::string stamp;
    for (const char c : started)
      if (std::isalnum(static_cast<unsigned char>(c))) stamp += c;
    const std::string ref =
        "refs/tester/" + ref_part(tag) + "/" + stamp + "-" + std::to_string(getpid());
    run_git({"update-ref", ref, changed ? *changes : *commit}, *top);
    return {{"repo", *top},
            {"commit", *commit},
            {"changes", changed ? nlohmann::json(*changes) : nlohmann::json(nullptr)},
            {"ref", ref}};
  }
  return nullptr;
}

std::string source_cell(const RunRecord& run) {
  using namespace run_source;
  if (!run.source.is_object() || !run.source.contains("commit")) return "-";
  const std::string commit = run.source.value("commit", "");
  const bool changed = run.source.contains("changes") && !run.source["changes"].is_null();
  return commit.substr(0, kShortCommit) + (changed ? "+" : "");
}

std::optional<std::string> source_revision(const RunRecord& run) {
  if (!run.source.is_object()) return std::nullopt;
  if (run.source.contains("changes") && run.source["changes"].is_string())
    return run.source["changes"].get<std::string>();
  if (run.source.contains("commit") && run.source["commit"].is_string())
    return run.source["commit"].get<std::string>();
  return std::nullopt;
}

}  // namespace mm

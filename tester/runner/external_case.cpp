#include "tester/runner/external_case.h"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

#include "common/line_io.h"
#include "common/process.h"
#include "common/usage_error.h"

namespace mm {

namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;
constexpr int kSliceMs = 100;            // how often a wait looks at the cancel flag
constexpr int kOrphanPipeGraceMs = 500;  // after a step's exit, for what it left running
constexpr std::size_t kReadChunk = 1 << 16;
constexpr std::size_t kMaxMessageChars = 300;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

std::string cut(const std::string& text) {
  return text.size() <= kMaxMessageChars ? text : text.substr(0, kMaxMessageChars) + "...";
}

// A path of a step: relative ones start at the step's folder.
std::string resolve_in(const std::string& folder, const std::string& path) {
  const fs::path p(path);
  return p.is_absolute() ? path : (fs::path(folder) / p).lexically_normal().string();
}

// What one process of a step printed and how it ended.
struct ProcessRun {
  enum class End { Exited, TimedOut, Cancelled, Flooded };
  End end = End::Exited;
  std::string out, err;
  std::string flooded_stream;
  ExitInfo exit;
  double ms = 0;
};

// Where a step's streams go besides memory.
struct StreamFiles {
  std::ofstream out, err;
  bool echo_err = false;
};

// Feeds `input`, drains stdout and stderr (bounded by `max_bytes` each) until
// both end, then waits for the exit; kills the group at the deadline, on cancel
// or on a flood. The leader's exit ends the reading soon after even when
// something it left behind holds the pipes open.
class ProcessPump {
 public:
  ProcessPump(ChildProcess& child, const std::string& input,
              std::optional<Clock::time_point> deadline, const std::atomic<bool>* cancel,
              std::size_t max_bytes, StreamFiles& files)
      : child_(child),
        input_(input),
        deadline_(deadline),
        cancel_(cancel),
        max_bytes_(max_bytes),
        files_(files) {}

  ProcessRun run() {
    const auto start = Clock::now();
    if (input_.empty()) child_.close_stdin();
    pump_output();
    if (run_.end == ProcessRun::End::Exited) wait_exit();
    child_.kill_group();  // what it left running, and the leader on a failure
    run_.exit = child_.exit_info();
    run_.ms = ms_since(start);
    return std::move(run_);
  }

 private:
  bool must_stop() {
    if (cancel_ && cancel_->load()) return stop(ProcessRun::End::Cancelled);
    if (deadline_ && Clock::now() >= *deadline_) return stop(ProcessRun::End::TimedOut);
    return false;
  }
  bool stop(ProcessRun::End end) {
    run_.end = end;
    return true;
  }
  int wait_ms() const {
    if (!deadline_) return kSliceMs;
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(*deadline_ - Clock::now());
    return static_cast<int>(std::max<long long>(0, std::min<long long>(kSliceMs, left.count())));
  }

  void pump_output() {
    std::optional<Clock::time_point> leader_gone;
    while (child_.stdout_fd() >= 0 || child_.stderr_fd() >= 0) {
      if (must_stop()) return;
      if (!leader_gone && !child_.alive()) leader_gone = Clock::now();
      if (leader_gone && ms_since(*leader_gone) > kOrphanPipeGraceMs) return;
      pollfd fds[3];
      nfds_t count = 0;
      for (int fd : {child_.stdout_fd(), child_.stderr_fd()})
        if (fd >= 0) fds[count++] = {fd, POLLIN, 0};
      const bool feeding = child_.stdin_fd() >= 0 && written_ < input_.size();
      if (feeding) fds[count++] = {child_.stdin_fd(), POLLOUT, 0};
      if (poll(fds, count, wait_ms()) < 0 && errno != EINTR) return;
      for (nfds_t i = 0; i < count; ++i) {
        if (fds[i].revents == 0) continue;
        if (fds[i].fd == child_.stdin_fd()) {
          feed();
        } else if (!drain(fds[i].fd)) {
          return;  // flooded
        }
      }
    }
  }

  void feed() {
    const ssize_t n = write(child_.stdin_fd(), input_.data() + written_, input_.size() - written_);
    if (n > 0) written_ += static_cast<std::size_t>(n);
    // Written whole, or the step stopped reading: its stdin ends.
    if (written_ >= input_.size() || (n < 0 && errno != EAGAIN && errno != EINTR))
      child_.close_stdin();
  }

  // Reads what one stream has; false on a flood.
  bool drain(int fd) {
    const bool is_out = fd == child_.stdout_fd();
    char buffer[kReadChunk];
    const ssize_t n = read(fd, buffer, sizeof buffer);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) return true;
    if (n <= 0) {
      is_out ? child_.close_stdout() : child_.close_stderr();
      return true;
    }
    std::string& kept = is_out ? run_.out : run_.err;
    if (kept.size() + static_cast<std::size_t>(n) > max_bytes_) {
      run_.flooded_stream = is_out ? "stdout" : "stderr";
      return !stop(ProcessRun::End::Flooded);
    }
    kept.append(buffer, static_cast<std::size_t>(n));
    std::ofstream& file = is_out ? files_.out : files_.err;
    if (file.is_open()) file.write(buffer, n);
    if (!is_out && files_.echo_err) std::cerr.write(buffer, n);
    return true;
  }

  void wait_exit() {
    while (!child_.wait_for_exit(std::max(wait_ms(), 1))) {
      if (must_stop()) return;
    }
  }

  ChildProcess& child_;
  const std::string& input_;
  std::optional<Clock::time_point> deadline_;
  const std::atomic<bool>* cancel_;
  std::size_t max_bytes_;
  StreamFiles& files_;
  std::size_t written_ = 0;
  ProcessRun run_;
};

// One case in its folder: steps, then what is read from their output.
class ExternalCase {
 public:
  ExternalCase(const GameFile& game, const Seed& seed, const PlayOptions& options,
               CaseResult& result, std::string case_dir)
      : game_(game),
        options_(options),
        result_(result),
        case_dir_(std::move(case_dir)),
        values_(case_values(game, seed.text, case_dir_, exec_text(options.command))),
        start_(Clock::now()) {
    if (options.time_limit_ms > 0)
      deadline_ = start_ + std::chrono::milliseconds(options.time_limit_ms);
  }

  // Runs the steps in order; false (the result says why) at the first that fails.
  bool run_steps(const std::vector<StepSpec>& steps, bool timed) {
    for (const auto& step : steps) {
      if (!run_step(step, timed)) return false;
    }
    return true;
  }

  bool read_score() {
    const OutputPattern& pattern = game_.score;
    const auto match = find_match(pattern);
    if (!match)
      return fail(CaseStatus::Invalid, "printed no score: no match of " + pattern.pattern + " on " +
                                           stream_words(pattern));
    const bool named =
        std::find(pattern.groups.begin(), pattern.groups.end(), "score") != pattern.groups.end();
    const std::string text = named ? (*match)["score"].str() : (*match)[1].str();
    const auto score = parse_finite_number(text);
    if (!score)
      return fail(CaseStatus::Invalid, "printed a score that is not a number: '" + cut(text) + "'");
    result_.score = *score;
    for (const auto& name : pattern.groups) {
      if (name == "score") continue;
      if (const auto value = parse_finite_number((*match)[name].str())) result_.data[name] = *value;
    }
    return true;
  }

  // The case's parameters; false when the game reads them and cannot.
  bool read_params() {
    const ParamsSpec& spec = game_.params;
    if (!spec.file.empty()) return read_params_file();
    if (!spec.pattern) return true;
    const auto match = find_match(*spec.pattern);
    if (!match)
      return fail(CaseStatus::Invalid, "its parameters were not found: no match of " +
                                           spec.pattern->pattern + " on " +
                                           stream_words(*spec.pattern));
    for (const auto& name : spec.pattern->groups) take_value(name, (*match)[name].str());
    return true;
  }

  // With --vis-dir: the visualizer's output, kept with the result.
  void run_visualizer() {
    if (!game_.visualizer) return;
    if (!run_step(*game_.visualizer, false)) return;
    const std::string path =
        resolve_in(step_dir(*game_.visualizer), expand(game_.visualizer_output, false));
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      fail(CaseStatus::Invalid, "the visualizer did not write " + path);
      return;
    }
    auto visual = std::make_shared<VisualFile>();
    visual->extension = fs::path(path).extension().string();
    std::ostringstream bytes;
    bytes << in.rdbuf();
    visual->content = bytes.str();
    result_.visual = std::move(visual);
  }

  bool failed() const { return result_.status != CaseStatus::Ok; }

 private:
  std::string expand(const std::string& text, bool quote) const {
    return expand_template(text, values_, quote);
  }

  std::string step_dir(const StepSpec& step) const {
    return step.dir.empty() ? game_.folder : resolve_in(game_.folder, expand(step.dir, false));
  }

  std::vector<std::string> argv_of(const StepSpec& step, const std::string& dir) const {
    if (!step.shell.empty()) return {"/bin/sh", "-c", expand(step.shell, true)};
    std::vector<std::string> argv;
    for (const auto& word : step.argv) argv.push_back(expand(word, false));
    // A program named by a relative path is found from the step's folder.
    if (argv[0].find('/') != std::string::npos) argv[0] = resolve_in(dir, argv[0]);
    return argv;
  }

  bool fail(CaseStatus status, const std::string& why) {
    result_.status = status;
    result_.score = game_.error_score;
    result_.detail = why;
    return false;
  }

  bool step_failed(const StepSpec& step, CaseStatus status, const std::string& why) {
    return fail(status, "step '" + step.name + "' " + why);
  }

  bool open_stream_file(const StepSpec& step, const std::string& dir, const std::string& path,
                        std::ofstream& file) {
    if (path.empty()) return true;
    const std::string full = resolve_in(dir, expand(path, false));
    std::error_code error;
    fs::create_directories(fs::path(full).parent_path(), error);
    file.open(full, std::ios::binary | std::ios::trunc);
    return file.is_open() ||
           step_failed(step, CaseStatus::Invalid, "cannot write " + full + ": " + strerror(errno));
  }

  bool read_input(const StepSpec& step, const std::string& dir, std::string& input) {
    if (step.stdin_file.empty()) return true;
    const std::string path = resolve_in(dir, expand(step.stdin_file, false));
    std::ifstream in(path, std::ios::binary);
    if (!in) return step_failed(step, CaseStatus::Invalid, "has no input: " + path + " is missing");
    std::ostringstream text;
    text << in.rdbuf();
    input = text.str();
    return true;
  }

  struct Deadline {
    std::optional<Clock::time_point> at;
    bool own = false;  // the step's own limit, not the case's
  };
  Deadline step_deadline(const StepSpec& step) const {
    if (step.time_limit_ms <= 0) return {deadline_, false};
    const auto own = Clock::now() + std::chrono::milliseconds(step.time_limit_ms);
    if (deadline_ && *deadline_ <= own) return {deadline_, false};
    return {own, true};
  }

  bool run_step(const StepSpec& step, bool timed) {
    const std::string dir = step_dir(step);
    if (!fs::is_directory(dir))
      return step_failed(step, CaseStatus::SpawnFailed, "cannot start: no folder " + dir);
    std::string input;
    StreamFiles files;
    files.echo_err = options_.echo_stderr;
    if (!read_input(step, dir, input) ||
        !open_stream_file(step, dir, step.stdout_file, files.out) ||
        !open_stream_file(step, dir, step.stderr_file, files.err))
      return false;
    std::unique_ptr<ChildProcess> child;
    try {
      child = std::make_unique<ChildProcess>(argv_of(step, dir),
                                             SpawnOptions{game_.memory_limit_mb, dir});
    } catch (const SpawnError& e) {
      return step_failed(step, CaseStatus::SpawnFailed, std::string("cannot start: ") + e.what());
    }
    const Deadline deadline = step_deadline(step);
    ProcessRun run =
        ProcessPump(*child, input, deadline.at, options_.cancel, game_.max_output_mb << 20, files)
            .run();
    if (timed) result_.solution_ms += static_cast<long long>(run.ms);
    keep_stderr(run.err);
    const bool ended_well = step_ended_well(step, dir, run, deadline.own);
    captured_[step.name] = {std::move(run.out), std::move(run.err)};
    return ended_well;
  }

  // `own_limit`: the step's own limit ends before the case's.
  bool step_ended_well(const StepSpec& step, const std::string& dir, const ProcessRun& run,
                       bool own_limit) {
    switch (run.end) {
      case ProcessRun::End::Cancelled:
        return fail(CaseStatus::Interrupted, "interrupted");
      case ProcessRun::End::TimedOut: {
        const bool own = own_limit;
        const long long limit = own ? step.time_limit_ms : options_.time_limit_ms;
        result_.messages = {"TIMEOUT! Time limit of " + std::to_string(limit) + " ms exceeded."};
        return step_failed(step, CaseStatus::Timeout,
                           "ran past the " + std::string(own ? "step's" : "case's") +
                               " time limit of " + std::to_string(limit) + " ms");
      }
      case ProcessRun::End::Flooded:
        return step_failed(step, CaseStatus::Invalid,
                           "printed more than " + std::to_string(game_.max_output_mb) + " MiB on " +
                               run.flooded_stream);
      case ProcessRun::End::Exited:
        break;
    }
    if (run.exit.signal != 0 || run.exit.exit_code != 0)
      return step_failed(step, CaseStatus::Crash, "ended with " + run.exit.describe());
    for (const auto& output : step.outputs) {
      const std::string path = resolve_in(dir, expand(output, false));
      if (!fs::exists(path)) return step_failed(step, CaseStatus::Invalid, "did not write " + path);
    }
    return true;
  }

  // The last stderr bytes of the steps, for [DATA] lines and the failure's tail.
  void keep_stderr(const std::string& err) {
    std::string& kept = result_.solution_stderr;
    kept += err;
    if (kept.size() > options_.stderr_keep_bytes)
      kept.erase(0, kept.size() - options_.stderr_keep_bytes);
  }

  std::string stream_words(const OutputPattern& pattern) const {
    return "step '" + pattern.step + "'s " +
           (pattern.stream == "both" ? std::string("stdout and stderr") : pattern.stream);
  }

  // The winning match of a pattern on its step's output.
  std::optional<boost::smatch> find_match(const OutputPattern& pattern) {
    const auto it = captured_.find(pattern.step);
    if (it == captured_.end()) return std::nullopt;
    searched_.clear();
    if (pattern.stream != "stderr") searched_ += it->second.first;
    if (pattern.stream == "both" && !searched_.empty() && searched_.back() != '\n')
      searched_ += '\n';
    if (pattern.stream != "stdout") searched_ += it->second.second;
    std::optional<boost::smatch> found;
    for (boost::sregex_iterator m(searched_.begin(), searched_.end(), *pattern.regex), end;
         m != end; ++m) {
      found = *m;
      if (!pattern.last) break;
    }
    return found;
  }

  // A parameter: an integer is a case parameter, any other number a [DATA] value.
  void take_value(const std::string& name, const std::string& text) {
    const auto value = parse_finite_number(text);
    if (!value) return;
    if (std::floor(*value) == *value && std::fabs(*value) < 9e15) {
      result_.case_params.emplace_back(name, static_cast<long long>(*value));
    } else {
      result_.data[name] = *value;
    }
  }

  bool read_params_file() {
    const std::string path = resolve_in(game_.folder, expand(game_.params.file, false));
    std::ifstream in(path);
    std::string line;
    if (!in || !std::getline(in, line))
      return fail(CaseStatus::Invalid, "its parameters were not found: cannot read " + path);
    std::istringstream words(line);
    for (const auto& field : game_.params.fields) {
      std::string word;
      if (!(words >> word))
        return fail(CaseStatus::Invalid, "the first line of " + path + " has no field " + field);
      take_value(field, word);
    }
    return true;
  }

  const GameFile& game_;
  const PlayOptions& options_;
  CaseResult& result_;
  std::string case_dir_;
  TemplateValues values_;
  Clock::time_point start_;
  std::optional<Clock::time_point> deadline_;
  std::map<std::string, std::pair<std::string, std::string>> captured_;  // stdout, stderr by step
  std::string searched_;  // the text a match refers to
};

// A fresh, empty case folder.
std::string fresh_folder(const std::string& root, const std::string& seed) {
  const std::string dir = fs::absolute(fs::path(root) / seed).lexically_normal().string();
  std::error_code error;
  fs::remove_all(dir, error);
  fs::create_directories(dir);
  return dir;
}

}  // namespace

std::string exec_text(const std::vector<std::string>& command) {
  std::string text;
  for (std::size_t i = 0; i < command.size(); ++i) {
    std::string word = command[i];
    if (i == 0 && word.find('/') != std::string::npos && fs::exists(word))
      word = fs::absolute(word).lexically_normal().string();
    text += (text.empty() ? "" : " ") + word;
  }
  return text;
}

CaseResult play_external_case(const GameFile& game, const Seed& seed, const PlayOptions& options) {
  const auto wall_start = Clock::now();
  CaseResult result;
  result.seed = seed;
  std::string case_dir;
  try {
    case_dir = fresh_folder(options.case_root, seed.text);
  } catch (const std::exception& e) {
    result.status = CaseStatus::SpawnFailed;
    result.score = game.error_score;
    result.detail = std::string("cannot make the case's folder: ") + e.what();
    return result;
  }
  ExternalCase play(game, seed, options, result, case_dir);
  const bool ok = play.run_steps(game.generate, false) && play.run_steps(game.steps, true) &&
                  play.read_score() && play.read_params();
  if (ok && options.record_replay) play.run_visualizer();
  result.moves = ok ? 1 : 0;
  std::error_code error;
  if (!play.failed() && !game.keep_case_files) {
    fs::remove_all(case_dir, error);
  } else if (play.failed() && result.status != CaseStatus::Interrupted) {
    result.detail += "; its files are in " + case_dir;
  }
  result.wall_ms = ms_since(wall_start);
  return result;
}

std::map<std::string, long long> generated_params(const GameFile& game, const Seed& seed,
                                                  const std::string& scratch_root) {
  if (game.params.file.empty())
    throw UsageError("--where needs the case's parameters before playing: game " + game.name +
                     " reads them from the play's output; give [params] file and fields (an input "
                     "file a generate step writes)");
  PlayOptions options;
  options.case_root = scratch_root;
  options.echo_stderr = false;
  options.time_limit_ms = game.time_limit_ms;
  CaseResult result;
  result.seed = seed;
  const std::string case_dir = fresh_folder(scratch_root, seed.text);
  ExternalCase generation(game, seed, options, result, case_dir);
  const bool ok = generation.run_steps(game.generate, false) && generation.read_params();
  std::error_code error;
  fs::remove_all(case_dir, error);
  if (!ok) throw UsageError("--where: seed " + seed.text + ": " + result.detail);
  std::map<std::string, long long> params;
  for (const auto& [name, value] : result.case_params) params[name] = value;
  return params;
}

}  // namespace mm

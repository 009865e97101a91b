#include "tester/browser/manual_game.h"

#include <algorithm>

namespace mm {

namespace {

// A line no engine takes as a move; it ends the answer of an engine that reads
// the whole answer before playing it (see refresh_preview()).
constexpr const char* kEndMarker = "-1";
constexpr int kMaxMarkerLines = 1 << 20;

std::vector<std::string> split_lines(const std::string& move) {
  std::vector<std::string> lines;
  std::size_t at = 0;
  while (true) {
    const std::size_t end = move.find('\n', at);
    std::string line = move.substr(at, end == std::string::npos ? std::string::npos : end - at);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
    if (end == std::string::npos) break;
    at = end + 1;
  }
  return lines;
}

std::vector<std::string> step_messages(const Step& step) {
  std::vector<std::string> messages = step.messages;
  if (!step.diagnostic.empty()) messages.push_back(step.diagnostic);
  return messages;
}

}  // namespace

ManualGame::ManualGame(const GameInfo& game, Seed seed, Params params)
    : game_(game), seed_(std::move(seed)), params_(std::move(params)) {
  rebuild();
}

Step ManualGame::feed(Game& engine, const std::vector<std::string>& lines) const {
  Step step;
  for (const auto& line : lines) {
    step = engine.on_reply(line);
    if (step.done()) break;
  }
  return step;
}

void ManualGame::rebuild() {
  engine_ = game_.create(seed_, params_);
  engine_->record_replay();
  last_ = engine_->start();
  if (last_.done()) end_ = last_;
  for (const auto& lines : moves_) last_ = feed(*engine_, lines);
  refresh_preview();
}

// An engine that answered a reply with nothing to send is still reading the
// answer (SquareRemover reads all 30000 numbers, then plays them).
bool ManualGame::engine_is_reading() const {
  return !over() && last_.kind == StepKind::AwaitReply && last_.text.empty() &&
         !last_.append_elapsed_ms;
}

// To show such a game's position, a scratch engine gets the kept lines and
// then end markers until it answers: it plays the kept moves and stops with
// its own error at the first marker, so its replay log is the position.
void ManualGame::refresh_preview() {
  if (!engine_is_reading()) {
    if (!over()) preview_.reset();
    return;
  }
  preview_ = game_.create(seed_, params_);
  preview_->record_replay();
  Step step = preview_->start();
  for (const auto& lines : moves_) step = feed(*preview_, lines);
  for (int i = 0; i < kMaxMarkerLines && !step.done(); ++i) step = preview_->on_reply(kEndMarker);
  preview_last_ = step;
}

MoveAnswer ManualGame::play(const std::string& move) {
  if (over()) return {false, {"The game is over."}};
  std::vector<std::string> lines = split_lines(move);
  Step step = last_;
  std::size_t used = 0;
  while (used < lines.size()) {
    step = engine_->on_reply(lines[used++]);
    if (step.done()) break;
  }
  if (step.kind == StepKind::Failed) {
    rebuild();  // the engine may have changed before it refused
    return {false, step_messages(step)};
  }
  lines.resize(used);
  moves_.push_back(std::move(lines));
  last_ = step;
  if (step.kind == StepKind::Finished) {
    end_ = step;
    return {true, {}};
  }
  refresh_preview();
  // The scratch engine stops at its first marker only if it accepted every move.
  if (preview_ && preview_->replay()->frames.size() < moves_.size()) {
    const Step refusal = preview_last_;
    moves_.pop_back();
    rebuild();
    return {false, step_messages(refusal)};
  }
  return {true, {}};
}

bool ManualGame::undo() {
  if (moves_.empty() || over()) return false;
  moves_.pop_back();
  undo_used_ = true;
  rebuild();
  return true;
}

void ManualGame::stop() {
  if (over()) return;
  stopped_ = true;
  end_ = engine_->on_eof(false);
}

const ReplayLog& ManualGame::shown_log() const {
  const ReplayLog& own = *engine_->replay();
  if (preview_ && own.frames.empty()) return *preview_->replay();
  return own;
}

int ManualGame::lines_read() const {
  int count = 0;
  for (const auto& lines : moves_) count += static_cast<int>(lines.size());
  return count;
}

nlohmann::json ManualGame::state(std::size_t known_frames) const {
  const ReplayLog& log = shown_log();
  const std::size_t from = std::min(known_frames, log.frames.size());
  nlohmann::json data;
  data["game"] = game_.name;
  data["official_name"] = game_.official_name;
  data["seed"] = seed_.text;
  data["params"] = nlohmann::json::object();
  for (const auto& [name, value] : engine_->case_params()) data["params"][name] = value;
  data["setup"] = log.setup;
  data["frames_from"] = from;
  data["frames"] = nlohmann::json(log.frames.begin() + static_cast<long>(from), log.frames.end());
  data["moves"] = moves();
  data["undo_used"] = undo_used_;
  data["over"] = over();
  if (over()) {
    const CaseResult r = result();
    data["result"] = {{"status", status_name(r.status)},
                      {"score", game_.score_text(r.score)},
                      {"messages", r.messages},
                      {"detail", r.detail},
                      {"solution_ms", 0}};
    data["score_line"] = game_.score_line(r.score);
    data["view"] = nullptr;
  } else {
    const double so_far = log.frames.empty() ? 0.0 : log.frames.back().value("s", 0.0);
    data["result"] = {{"status", "ok"},
                      {"score", game_.score_text(so_far)},
                      {"messages", nlohmann::json::array()},
                      {"detail", ""},
                      {"solution_ms", 0}};
    data["view"] = engine_->manual_view();
  }
  return data;
}

CaseResult ManualGame::result() const {
  CaseResult r;
  r.seed = seed_;
  r.case_params = engine_->case_params();
  r.moves = lines_read();
  if (!end_) return r;
  r.score = end_->score;
  r.messages = end_->messages;
  r.diagnostic = end_->diagnostic;
  r.status = end_->kind == StepKind::Finished ? CaseStatus::Ok
             : stopped_                       ? CaseStatus::Crash
                                              : CaseStatus::Invalid;
  if (stopped_) r.detail = "the player stopped after " + std::to_string(moves()) + " moves";
  r.replay = std::make_shared<ReplayLog>(shown_log());
  return r;
}

}  // namespace mm

// `tester GAME --manual --seed S`: a person plays one seed in the browser. The
// page sends the move lines a solution would write; ManualGame hands them to
// the engine; the end is printed, recorded and replayed like any run.
#include <spdlog/spdlog.h>

#include <condition_variable>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <mutex>

#include "tester/browser/manual_game.h"
#include "tester/browser/play_server.h"
#include "tester/commands/commands.h"
#include "tester/commands/run_options.h"
#include "tester/commands/run_plan.h"
#include "tester/output/sinks.h"
#include "tester/pages/replay_page.h"

namespace fs = std::filesystem;

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace manual_command_impl {

constexpr std::chrono::milliseconds kDeliveryLimit{3000};
constexpr const char* kDefaultTag = "manual";

void send_json(httplib::Response& response, const nlohmann::json& body) {
  response.set_content(body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace),
                       "application/json");
}

std::size_t known_frames(const httplib::Request& request) {
  if (!request.has_param("known")) return 0;
  try {
    return std::stoul(request.get_param_value("known"));
  } catch (const std::exception&) {
    return 0;
  }
}

// The page, its state and its three actions, all under one lock.
class ManualSite {
 public:
  ManualSite(ManualGame& play, PlayServer& server, LiveFeed& feed)
      : play_(play), feed_(feed), page_(live_page_html(play.game(), "play")) {
    server.get("/", [this](const httplib::Request&, httplib::Response& response) {
      response.set_content(page_, "text/html; charset=utf-8");
    });
    server.get("/watch", [this](const httplib::Request&, httplib::Response& response) {
      response.set_content(live_page_html(play_.game(), "watch"), "text/html; charset=utf-8");
    });
    server.get("/state", [this](const httplib::Request& request, httplib::Response& response) {
      std::lock_guard lock(mutex_);
      send_json(response, play_.state(known_frames(request)));
    });
    server.post("/move", [this](const httplib::Request& request, httplib::Response& response) {
      act(request, response, [&] {
        if (request.body.empty()) return send_error(response, 400, "empty move"), false;
        if (request.body.size() > kMaxBodyBytes)  // chunked bodies skip the server's own limit
          return send_error(response, 413, "request body too large"), false;
        if (request.body.find('\0') != std::string::npos)
          return send_error(response, 400, "a move line cannot hold a NUL byte"), false;
        const MoveAnswer answer = play_.play(request.body);
        response_extra_ = {{"accepted", answer.accepted}, {"messages", answer.messages}};
        return true;
      });
    });
    server.post("/undo", [this](const httplib::Request& request, httplib::Response& response) {
      act(request, response, [&] {
        if (!play_.undo()) return send_error(response, 409, "no move to take back"), false;
        response_extra_ = {{"accepted", true}};
        return true;
      });
    });
    server.post("/stop", [this](const httplib::Request& request, httplib::Response& response) {
      act(request, response, [&] {
        play_.stop();
        response_extra_ = {{"accepted", true}};
        return true;
      });
    });
    server.events("/events", feed_);
    feed_.reset(play_.state());
  }

  // Blocks until the game is over (true) or `cancel` is set (false).
  bool wait_for_end(const std::atomic<bool>& cancel) {
    std::unique_lock lock(mutex_);
    while (!play_.over() && !cancel.load()) ended_.wait_for(lock, std::chrono::milliseconds(100));
    return play_.over();
  }

 private:
  template <typename Action>
  void act(const httplib::Request& request, httplib::Response& response, Action action) {
    std::lock_guard lock(mutex_);
    if (play_.over()) return send_error(response, 409, "the game is over");
    response_extra_ = nlohmann::json::object();
    if (!action()) return;
    nlohmann::json body = response_extra_;
    body["state"] = play_.state(known_frames(request));
    send_json(response, body);
    feed_.reset(play_.state());
    if (play_.over()) ended_.notify_all();
  }

  ManualGame& play_;
  LiveFeed& feed_;
  const std::string page_;
  std::mutex mutex_;
  std::condition_variable ended_;
  nlohmann::json response_extra_;
};

std::string replay_path_for(const std::string& run_file) {
  return fs::path(run_file).replace_extension(".html").string();
}

void report_end(const GameInfo& game, const CaseResult& result) {
  for (const auto& message : result.messages) std::cout << message << "\n";
  if (!result.diagnostic.empty()) std::cerr << result.diagnostic << "\n";
  if (!result.detail.empty()) spdlog::info("{}", result.detail);
  std::cout << game.score_line(result.score) << std::endl;
}

// Records the game like a run's one seed; returns the run file (empty with --no-results).
std::string record(const GameInfo& game, const Params& params, const CaseResult& result,
                   bool undo_used, const RunCommandOptions& options) {
  if (options.no_results) return {};
  RunRecord meta;
  meta.game = game.name;
  meta.command = undo_used ? "manual play, undo used" : "manual play";
  meta.tag = options.tag.empty() ? kDefaultTag : options.tag;
  meta.started = utc_timestamp();
  meta.params = params;
  const std::string folder = options.results_dir + "/" + game.name;
  require_writable_folder(folder);
  RunWriter writer(folder, meta);
  writer.add(seed_record(result));
  writer.finish(true);
  spdlog::info("results: {}", writer.path());
  return writer.path();
}

}  // namespace manual_command_impl

int manual_command(const RunCommandOptions& options, const std::atomic<bool>& cancel) {
  using namespace manual_command_impl;
  if (!options.game_file.empty())
    throw UsageError("--manual is not available for a game file: no engine here knows its moves");
  if (options.game.empty())
    throw UsageError("--manual needs the game's name, e.g. 'tester lines --manual --seed 3'");
  if (!options.exec.empty()) throw UsageError("--manual plays without a solution; drop --exec");
  const RunPlan run = resolve_run(options);
  if (run.seeds.size() != 1) throw UsageError("--manual plays one seed");
  const GameInfo& game = *run.game;
  ManualGame play(game, run.seeds.front(), run.params);

  LiveFeed feed;
  PlayServer server;
  ManualSite site(play, server, feed);
  server.start();
  std::fprintf(stderr, "Play %s seed %s at %s\n(watch along at %s; Ctrl-C quits)\n",
               game.official_name.c_str(), play.seed().text.c_str(), server.url().c_str(),
               server.url("/watch").c_str());

  if (!site.wait_for_end(cancel)) {
    feed.close();
    server.stop();
    spdlog::warn("interrupted: the game was not recorded");
    return kExitInterrupted;
  }
  const CaseResult result = play.result();
  report_end(game, result);
  const std::string run_file = record(game, run.params, result, play.undo_used(), options);
  const std::string replay_file = !options.vis_file.empty() ? options.vis_file
                                  : run_file.empty()        ? std::string()
                                                            : replay_path_for(run_file);
  if (!replay_file.empty()) {
    write_file_atomically(replay_file, replay_html(game, result));
    spdlog::info("replay: {}", replay_file);
  }
  feed.finish(replay_data(game, result));
  feed.wait_delivered(kDeliveryLimit);
  feed.close();
  server.stop();
  return kExitOk;
}

}  // namespace mm

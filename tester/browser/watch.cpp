#include "tester/browser/watch.h"

#include <cstdio>
#include <thread>

#include "tester/pages/replay_page.h"

namespace mm {

namespace {
constexpr std::chrono::milliseconds kDeliveryLimit{3000};
}

WatchServer::WatchServer(const GameInfo& game, const Seed& seed) : game_(game), seed_(seed) {
  const std::string page = live_page_html(game, "watch");
  server_.get("/", [page](const httplib::Request&, httplib::Response& response) {
    response.set_content(page, "text/html; charset=utf-8");
  });
  server_.events("/events", feed_);
  server_.start();
}

WatchServer::~WatchServer() {
  feed_.wait_delivered(kDeliveryLimit);
  feed_.close();
  server_.stop();
}

void WatchServer::wait_for_viewer(const std::atomic<bool>& cancel) {
  std::fprintf(stderr, "Watch %s seed %s at %s\n(the solution starts when the page is open)\n",
               game_.official_name.c_str(), seed_.text.c_str(), server_.url().c_str());
  while (!cancel.load() && feed_.streams_opened() == 0)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
}

void WatchServer::on_move(const Game& engine) {
  const ReplayLog* log = engine.replay();
  if (!log) return;
  if (!started_) {
    started_ = true;
    nlohmann::json data;
    data["game"] = game_.name;
    data["official_name"] = game_.official_name;
    data["seed"] = seed_.text;
    data["params"] = nlohmann::json::object();
    for (const auto& [name, value] : engine.case_params()) data["params"][name] = value;
    data["result"] = {{"status", "ok"},
                      {"score", "…"},
                      {"messages", nlohmann::json::array()},
                      {"detail", ""},
                      {"solution_ms", 0}};
    data["setup"] = log->setup;
    data["frames"] = log->frames;
    data["live"] = true;
    feed_.reset(std::move(data));
    return;
  }
  feed_.extend(log->frames);
}

void WatchServer::finish(const CaseResult& result) {
  feed_.finish(replay_data(game_, result));
}

}  // namespace mm

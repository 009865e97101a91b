// The local web server behind manual play and live watching: 127.0.0.1 only,
// a random token in the address, same-origin requests only; and the live feed
// that streams a game's moves to the page as server-sent events.
#pragma once

#include <httplib.h>

#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace mm {

// A game's page data as it grows. Every change wakes the event streams; a new
// stream first gets everything so far.
class LiveFeed {
 public:
  // Replaces everything (the data of a replay page, frames included).
  void reset(nlohmann::json data);
  // Adds the frames past the ones the feed has.
  void extend(const nlohmann::json& all_frames);
  // The game is over: `data` is its replay; streams send it and end.
  void finish(nlohmann::json data);
  // The server is going away: streams end.
  void close();
  // Waits until every open stream has sent the final data (at most `limit`).
  void wait_delivered(std::chrono::milliseconds limit);

  struct Cursor {
    long epoch = -1;
    std::size_t frames_sent = 0;
    bool ended = false;
  };
  // The next event-stream text for one stream (a keep-alive comment after
  // `wait` without news); sets cursor.ended when the stream should end.
  std::string next_events(Cursor& cursor, std::chrono::milliseconds wait);
  void stream_opened();
  void stream_closed();
  int streams_opened() const;

 private:
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  nlohmann::json base_ = nlohmann::json::object();  // the data without its frames
  std::vector<nlohmann::json> frames_;
  long epoch_ = 0;
  std::optional<std::string> final_;  // the final data, dumped
  bool closed_ = false;
  int open_streams_ = 0, streams_ever_ = 0, pending_final_ = 0;
};

class PlayServer {
 public:
  using Handler = std::function<void(const httplib::Request&, httplib::Response&)>;

  // Binds 127.0.0.1 on a free port; throws std::runtime_error when it cannot.
  PlayServer();
  ~PlayServer();
  PlayServer(const PlayServer&) = delete;
  PlayServer& operator=(const PlayServer&) = delete;

  // Routes; every request has passed the token, Host and Origin checks.
  void get(const std::string& path, Handler handler);
  void post(const std::string& path, Handler handler);
  // GET `path`: the feed as a text/event-stream.
  void events(const std::string& path, LiveFeed& feed);

  void start();  // serves on a thread of its own
  void stop();   // waits for requests in progress

  int port() const { return port_; }
  const std::string& token() const { return token_; }
  std::string url(const std::string& path = "/") const;

 private:
  httplib::Server::HandlerResponse check(const httplib::Request& request,
                                         httplib::Response& response) const;

  httplib::Server server_;
  std::string token_;
  int port_ = -1;
  std::thread thread_;
};

// The largest request body taken (a move is a few bytes; a typed line a few more).
constexpr std::size_t kMaxBodyBytes = 64 * 1024;

// Plain-text error answers, the same shape everywhere.
void send_error(httplib::Response& response, int status, const std::string& message);

}  // namespace mm

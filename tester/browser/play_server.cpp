#include "tester/browser/play_server.h"

#include <openssl/rand.h>

#include <stdexcept>

namespace mm {

namespace {

constexpr std::chrono::milliseconds kStreamWait{500};

std::string random_token() {
  unsigned char bytes[16];
  if (RAND_bytes(bytes, sizeof bytes) != 1) throw std::runtime_error("no random bytes for a token");
  static const char* hex = "0123456789abcdef";
  std::string token;
  for (unsigned char b : bytes) token += hex[b >> 4], token += hex[b & 15];
  return token;
}

// Compares without stopping at the first difference, so timing tells nothing.
bool same_secret(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  unsigned char diff = 0;
  for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<unsigned char>(a[i] ^ b[i]);
  return diff == 0;
}

std::string event(const char* name, const std::string& data) {
  return std::string("event: ") + name + "\ndata: " + data + "\n\n";
}

}  // namespace

void send_error(httplib::Response& response, int status, const std::string& message) {
  response.status = status;
  response.set_content(message + "\n", "text/plain; charset=utf-8");
}

// ---------------------------------------------------------------- LiveFeed

void LiveFeed::reset(nlohmann::json data) {
  std::lock_guard lock(mutex_);
  frames_.clear();
  if (data.contains("frames"))
    for (auto& frame : data["frames"]) frames_.push_back(std::move(frame));
  data.erase("frames");
  base_ = std::move(data);
  ++epoch_;
  changed_.notify_all();
}

void LiveFeed::extend(const nlohmann::json& all_frames) {
  std::lock_guard lock(mutex_);
  if (all_frames.size() <= frames_.size()) return;
  for (std::size_t i = frames_.size(); i < all_frames.size(); ++i) frames_.push_back(all_frames[i]);
  changed_.notify_all();
}

void LiveFeed::finish(nlohmann::json data) {
  std::lock_guard lock(mutex_);
  final_ = data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  pending_final_ = open_streams_;
  changed_.notify_all();
}

void LiveFeed::close() {
  std::lock_guard lock(mutex_);
  closed_ = true;
  changed_.notify_all();
}

void LiveFeed::wait_delivered(std::chrono::milliseconds limit) {
  std::unique_lock lock(mutex_);
  changed_.wait_for(lock, limit, [&] { return pending_final_ <= 0; });
}

void LiveFeed::stream_opened() {
  std::lock_guard lock(mutex_);
  ++open_streams_;
  ++streams_ever_;
  changed_.notify_all();
}

void LiveFeed::stream_closed() {
  std::lock_guard lock(mutex_);
  --open_streams_;
  changed_.notify_all();
}

int LiveFeed::streams_opened() const {
  std::lock_guard lock(mutex_);
  return streams_ever_;
}

std::string LiveFeed::next_events(Cursor& cursor, std::chrono::milliseconds wait) {
  std::unique_lock lock(mutex_);
  const auto has_news = [&] {
    return closed_ || final_ || (epoch_ > 0 && cursor.epoch != epoch_) ||
           cursor.frames_sent < frames_.size();
  };
  if (!changed_.wait_for(lock, wait, has_news)) return ": waiting\n\n";
  std::string text;
  if (epoch_ > 0 && cursor.epoch != epoch_) {  // epoch 0: no data yet
    nlohmann::json data = base_;
    data["frames"] = frames_;
    text += event("reset", data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    cursor.epoch = epoch_;
    cursor.frames_sent = frames_.size();
  } else if (cursor.frames_sent < frames_.size()) {
    nlohmann::json news = {{"from", cursor.frames_sent}, {"frames", nlohmann::json::array()}};
    for (std::size_t i = cursor.frames_sent; i < frames_.size(); ++i)
      news["frames"].push_back(frames_[i]);
    text += event("frames", news.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    cursor.frames_sent = frames_.size();
  }
  if (final_) {
    text += event("end", *final_);
    cursor.ended = true;
    --pending_final_;
    changed_.notify_all();
  } else if (closed_) {
    cursor.ended = true;
  }
  return text;
}

// ---------------------------------------------------------------- PlayServer

PlayServer::PlayServer() : token_(random_token()) {
  port_ = server_.bind_to_any_port("127.0.0.1");
  if (port_ <= 0) throw std::runtime_error("cannot open a port on 127.0.0.1");
  server_.set_payload_max_length(kMaxBodyBytes);
  server_.set_keep_alive_timeout(1);
  server_.set_default_headers({{"Cache-Control", "no-store"},
                               {"X-Content-Type-Options", "nosniff"},
                               {"X-Frame-Options", "DENY"},
                               {"Content-Security-Policy", "frame-ancestors 'none'"}});
  server_.set_pre_routing_handler(
      [this](const httplib::Request& request, httplib::Response& response) {
        return check(request, response);
      });
  server_.set_error_handler([](const httplib::Request& request, httplib::Response& response) {
    if (!response.body.empty()) return;
    if (response.status == 404)
      send_error(response, 404, "no such page: " + request.method + " " + request.path);
    else if (response.status == 413)
      send_error(response, 413, "request body too large");
    else
      send_error(response, response.status, "bad request");
  });
}

PlayServer::~PlayServer() {
  stop();
}

httplib::Server::HandlerResponse PlayServer::check(const httplib::Request& request,
                                                   httplib::Response& response) const {
  using Result = httplib::Server::HandlerResponse;
  const std::string origin = "http://127.0.0.1:" + std::to_string(port_);
  // A name that resolves to 127.0.0.1 must not make another site "same origin".
  if (request.get_header_value("Host") != origin.substr(7)) {
    send_error(response, 403, "refused: the Host must be 127.0.0.1:" + std::to_string(port_));
    return Result::Handled;
  }
  if (request.path == "/favicon.ico") {  // browsers ask without the token; there is none
    response.status = 204;
    return Result::Handled;
  }
  if (request.has_header("Origin") && request.get_header_value("Origin") != origin) {
    send_error(response, 403, "refused: requests from other pages are not accepted");
    return Result::Handled;
  }
  const std::string given = request.has_param("token") ? request.get_param_value("token")
                                                       : request.get_header_value("X-Token");
  if (!same_secret(given, token_)) {
    send_error(response, 403,
               "refused: missing or wrong token (use the address the tester printed)");
    return Result::Handled;
  }
  return Result::Unhandled;
}

void PlayServer::get(const std::string& path, Handler handler) {
  server_.Get(path, std::move(handler));
}

void PlayServer::post(const std::string& path, Handler handler) {
  server_.Post(path, std::move(handler));
}

void PlayServer::events(const std::string& path, LiveFeed& feed) {
  server_.Get(path, [&feed](const httplib::Request&, httplib::Response& response) {
    feed.stream_opened();
    auto cursor = std::make_shared<LiveFeed::Cursor>();
    response.set_chunked_content_provider(
        "text/event-stream",
        [&feed, cursor](std::size_t, httplib::DataSink& sink) {
          const std::string text = feed.next_events(*cursor, kStreamWait);
          if (!text.empty() && !sink.write(text.data(), text.size())) return false;
          if (cursor->ended) sink.done();
          return true;
        },
        [&feed](bool) { feed.stream_closed(); });
  });
}

void PlayServer::start() {
  thread_ = std::thread([this] { server_.listen_after_bind(); });
}

void PlayServer::stop() {
  server_.stop();
  if (thread_.joinable()) thread_.join();
}

std::string PlayServer::url(const std::string& path) const {
  return "http://127.0.0.1:" + std::to_string(port_) + path + "?token=" + token_;
}

}  // namespace mm

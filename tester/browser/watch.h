// --watch: a page that shows one seed's moves as the solution plays them.
#pragma once

#include <atomic>
#include <memory>

#include "tester/browser/play_server.h"
#include "tester/games/engine.h"
#include "tester/runner/vocabulary.h"

namespace mm {

class WatchServer {
 public:
  WatchServer(const GameInfo& game, const Seed& seed);
  ~WatchServer();  // waits (briefly) until open pages have the final replay, then stops

  // Prints the address and waits until a page opens the stream (or `cancel`).
  void wait_for_viewer(const std::atomic<bool>& cancel);
  // The runner's per-move hook.
  void on_move(const Game& engine);
  // The finished case: the page turns into its replay.
  void finish(const CaseResult& result);

 private:
  const GameInfo& game_;
  Seed seed_;
  LiveFeed feed_;
  PlayServer server_;
  bool started_ = false;
};

}  // namespace mm

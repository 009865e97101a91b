// A solution that answers at once: it plays back a reply script, writing each
// reply as soon as the tester has sent the number of lines it was recorded
// after. Raw read()/write() and a newline count, so the player itself costs as
// little as a process on the other end of a pipe can; the tester's speed
// benchmark (scripts/bench_floor.sh) puts it behind both the transport floor
// and the testers, so all of them face the same player.
//
// Usage: instant_player SCRIPT
//   SCRIPT holds one reply a line: "AFTER TEXT", AFTER = tester lines received
//   before the reply is written (made by transport_floor script).
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "tests/bench/write_all.h"

namespace {

struct Reply {
  std::size_t after = 0;
  std::string text;  // with its "\n"
};

std::vector<Reply> read_script(const char* path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "instant_player: cannot read %s\n", path);
    std::exit(2);
  }
  std::vector<Reply> replies;
  std::string line;
  while (std::getline(in, line)) {
    const std::size_t space = line.find(' ');
    if (space == std::string::npos) continue;
    replies.push_back({std::stoul(line.substr(0, space)), line.substr(space + 1) + "\n"});
  }
  return replies;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: instant_player SCRIPT\n");
    return 2;
  }
  const std::vector<Reply> replies = read_script(argv[1]);
  std::size_t received = 0, next = 0;
  std::string ready;
  static char buffer[1 << 16];
  while (true) {
    ready.clear();
    while (next < replies.size() && replies[next].after <= received) ready += replies[next++].text;
    if (!ready.empty() && !write_all(STDOUT_FILENO, ready)) return 0;
    const ssize_t n = read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) return 0;
    for (ssize_t i = 0; i < n; ++i) received += buffer[i] == '\n';
  }
}

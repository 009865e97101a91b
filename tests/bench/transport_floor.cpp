// The transport floor of an interactive tester: it moves exactly the bytes a
// recorded official game moved, through pipes, to a live player process, and
// does nothing else (no case generation, no rules, no polling, no clocks per
// turn). A tester cannot talk to the same player faster than this; the speed
// benchmark (scripts/bench_floor.sh) compares the testers with it.
//
// Usage:
//   transport_floor script CASE.json.gz REPLIES TRANSCRIPT
//       writes the recorded replies as an instant_player script (REPLIES) and
//       what the tester sent, block by block, for `play` (TRANSCRIPT)
//   transport_floor play TRANSCRIPT GAMES PLAYER [ARGS...]
//       plays the recorded game GAMES times, one player process each, one at
//       a time; prints "floor: games=G moves=M wall_ms=W"
//   transport_floor engine CASE.json.gz GAMES
//       the tester's engine alone, in process, on the recorded replies: CPU ms
//       per game to generate the case and to play its turns
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "common/line_io.h"
#include "tester/games/registry.h"
#include "tests/bench/write_all.h"
#include "tests/golden_case.h"

namespace {

// What the tester sends before each reply, each block one string, and what it
// sends after the last reply (Jewels: the final board).
struct Transcript {
  std::vector<std::string> blocks;
  std::string tail;
};

Transcript transcript_of(const mm::testing::GoldenCase& golden) {
  Transcript t;
  std::size_t sent = 0;
  for (const auto& reply : golden.from_solution) {
    std::string block;
    for (; sent < reply.after && sent < golden.to_solution.size(); ++sent)
      block += golden.to_solution[sent] + "\n";
    t.blocks.push_back(std::move(block));
  }
  for (; sent < golden.to_solution.size(); ++sent) t.tail += golden.to_solution[sent] + "\n";
  return t;
}

// TRANSCRIPT: the number of blocks, then per block its byte count and bytes,
// then the tail's byte count and bytes.
void save_transcript(const Transcript& t, const char* path) {
  std::FILE* f = std::fopen(path, "wb");
  if (!f) std::perror(path), std::exit(1);
  std::fprintf(f, "%zu\n", t.blocks.size());
  for (const auto& block : t.blocks) std::fprintf(f, "%zu\n%s", block.size(), block.c_str());
  std::fprintf(f, "%zu\n%s", t.tail.size(), t.tail.c_str());
  std::fclose(f);
}

Transcript load_transcript(const char* path) {
  std::FILE* f = std::fopen(path, "rb");
  if (!f) std::perror(path), std::exit(1);
  auto read_block = [&] {
    std::size_t size = 0;
    if (std::fscanf(f, "%zu", &size) != 1 || std::fgetc(f) != '\n') std::exit(1);
    std::string bytes(size, '\0');
    if (std::fread(bytes.data(), 1, size, f) != size) std::exit(1);
    return bytes;
  };
  std::size_t count = 0;
  if (std::fscanf(f, "%zu", &count) != 1) std::exit(1);
  Transcript t;
  for (std::size_t i = 0; i < count; ++i) t.blocks.push_back(read_block());
  t.tail = read_block();
  std::fclose(f);
  return t;
}

struct Player {
  pid_t pid = -1;
  int to_player = -1;
  int from_player = -1;
};

Player start_player(char** argv) {
  int in[2], out[2];
  if (pipe(in) != 0 || pipe(out) != 0) std::perror("pipe"), std::exit(1);
  Player p;
  p.pid = fork();
  if (p.pid == 0) {
    dup2(in[0], STDIN_FILENO);
    dup2(out[1], STDOUT_FILENO);
    for (int fd : {in[0], in[1], out[0], out[1]}) close(fd);
    execv(argv[0], argv);
    std::perror("execv");
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  p.to_player = in[1];
  p.from_player = out[0];
  return p;
}

// One game: each block in one write, then block until the reply's newline.
// Returns the replies read.
std::size_t play_once(const Transcript& t, char** player_argv) {
  const Player p = start_player(player_argv);
  static char buffer[1 << 16];
  std::size_t replies = 0, newlines = 0;
  for (const auto& block : t.blocks) {
    if (!write_all(p.to_player, block)) break;
    bool open = true;
    while (newlines <= replies) {
      const ssize_t n = read(p.from_player, buffer, sizeof buffer);
      if (n <= 0) {
        open = false;
        break;
      }
      for (ssize_t i = 0; i < n; ++i) newlines += buffer[i] == '\n';
    }
    if (!open) break;
    ++replies;
  }
  write_all(p.to_player, t.tail);
  close(p.to_player);
  close(p.from_player);
  waitpid(p.pid, nullptr, 0);
  return replies;
}

double cpu_ms() {
  return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

// Generates the case and feeds it the recorded replies, as the runner would,
// without any process: the engine's share of the tester's CPU time.
int time_engine(const mm::testing::GoldenCase& golden, long games) {
  const mm::GameInfo* info = mm::find_game(golden.game);
  if (!info) return std::fprintf(stderr, "no engine for %s\n", golden.game.c_str()), 1;
  const mm::Seed seed{golden.seed, mm::java_parse_long(golden.seed).value_or(0)};
  const auto params = mm::testing::params_from_args(golden.tester_args);
  double create_ms = 0, play_ms = 0;
  std::size_t bytes = 0;
  for (long g = 0; g < games; ++g) {
    const double t0 = cpu_ms();
    auto game = info->create(seed, params);
    const double t1 = cpu_ms();
    mm::Step step = game->start();
    for (const auto& reply : golden.from_solution) {
      bytes += step.text.size();
      if (step.done()) break;
      step = game->on_reply(reply.line);
    }
    play_ms += cpu_ms() - t1;
    create_ms += t1 - t0;
  }
  std::printf(
      "engine: games=%ld create_ms_per_game=%.2f play_ms_per_game=%.2f bytes_per_game=%zu\n", games,
      create_ms / static_cast<double>(games), play_ms / static_cast<double>(games),
      bytes / static_cast<std::size_t>(games));
  return 0;
}

int usage() {
  std::fprintf(stderr,
               "usage: transport_floor script CASE.json.gz REPLIES TRANSCRIPT\n"
               "       transport_floor play TRANSCRIPT GAMES PLAYER [ARGS...]\n"
               "       transport_floor engine CASE.json.gz GAMES\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) return usage();
  const std::string mode = argv[1];
  if (mode == "play" && argc >= 5) {
    const Transcript t = load_transcript(argv[2]);
    const long games = std::atol(argv[3]);
    const auto start = std::chrono::steady_clock::now();
    std::size_t moves = 0;
    for (long g = 0; g < games; ++g) moves += play_once(t, argv + 4);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    std::printf("floor: games=%ld moves=%zu wall_ms=%.1f\n", games, moves, ms);
    return 0;
  }
  const auto golden = mm::testing::load_golden_case(argv[2]);
  if (mode == "script" && argc == 5) {
    std::FILE* replies = std::fopen(argv[3], "w");
    if (!replies) std::perror(argv[3]), std::exit(1);
    for (const auto& reply : golden.from_solution)
      std::fprintf(replies, "%zu %s\n", reply.after, reply.line.c_str());
    std::fclose(replies);
    save_transcript(transcript_of(golden), argv[4]);
    return 0;
  }
  if (mode == "engine" && argc == 4) return time_engine(golden, std::atol(argv[3]));
  return usage();
}

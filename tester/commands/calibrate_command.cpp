// `tester calibrate`: this machine's speed against the reference machine's, from
// a fixed, deterministic workload built into the tester, and the time scale that
// gives a time-based solution the same work here (`--time-scale auto`,
// docs/tester.md, "Time"; the spread is measured in docs/notebook/).
#include <fmt/core.h>
#include <time.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "common/usage_error.h"
#include "tester/commands/commands.h"
#include "tester/store/best_known.h"

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace calibrate_command {

constexpr int kSide = 64;  // the workload's grid
constexpr int kColours = 6;
constexpr int kSwaps = 4'000'000;  // one repeat: about 57 ms on the reference machine
constexpr int kRepeats = 15;  // the best of them is the measurement (about 0.9 s in all)
constexpr const char* kReferenceFile = "calibration.txt";  // in the seeds folder

// xorshift64*: the workload's moves, the same on every machine.
struct Xorshift {
  std::uint64_t state = 0x9E3779B97F4A7C15ULL;
  std::uint64_t next() {
    state ^= state >> 12, state ^= state << 25, state ^= state >> 27;
    return state * 2685821657736338717ULL;
  }
};

using Grid = std::array<std::uint8_t, kSide * kSide>;

// Same-colour neighbours of cell i: what a marathon solution's evaluation does
// (branches and memory reads around a cell).
int like_neighbours(const Grid& grid, int i) {
  const int r = i / kSide, c = i % kSide;
  int count = 0;
  if (r > 0) count += grid[i - kSide] == grid[i];
  if (r + 1 < kSide) count += grid[i + kSide] == grid[i];
  if (c > 0) count += grid[i - 1] == grid[i];
  if (c + 1 < kSide) count += grid[i + 1] == grid[i];
  return count;
}

// A hill climb by random swaps; returns a checksum of where it got (the same on
// every machine, so that a different result means a different workload).
std::uint64_t workload() {
  Xorshift rng;
  Grid grid;
  for (auto& cell : grid) cell = static_cast<std::uint8_t>(rng.next() % kColours);
  std::int64_t score = 0;
  for (int i = 0; i < kSide * kSide; ++i) score += like_neighbours(grid, i);
  for (int step = 0; step < kSwaps; ++step) {
    const int a = static_cast<int>(rng.next() % (kSide * kSide));
    const int b = static_cast<int>(rng.next() % (kSide * kSide));
    if (grid[a] == grid[b]) continue;
    const int before = like_neighbours(grid, a) + like_neighbours(grid, b);
    std::swap(grid[a], grid[b]);
    const int after = like_neighbours(grid, a) + like_neighbours(grid, b);
    if (after < before)
      std::swap(grid[a], grid[b]);
    else
      score += 2 * (after - before);
  }
  return static_cast<std::uint64_t>(score) * 1000003ULL + grid[0] * 31ULL + grid.back();
}

// The CPU time this thread has had, in ms: what the workload cost this core,
// whatever else the machine runs (wall time would count the waits too).
double thread_cpu_ms() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

struct Reference {
  double best_ms = 0;
  std::uint64_t checksum = 0;
  std::string path;
};

Reference read_reference(const std::string& seeds_dir) {
  Reference reference;
  reference.path = reference_seeds_dir(seeds_dir) + "/" + kReferenceFile;
  std::ifstream in(reference.path);
  if (!in) throw UsageError("no calibration reference " + reference.path);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("best_ms=", 0) == 0) reference.best_ms = std::stod(line.substr(8));
    if (line.rfind("checksum=", 0) == 0) reference.checksum = std::stoull(line.substr(9));
  }
  if (reference.best_ms <= 0 || reference.checksum == 0)
    throw UsageError(reference.path + " lacks best_ms= or checksum=");
  return reference;
}

}  // namespace calibrate_command

nlohmann::json to_json(const Calibration& c) {
  return {{"best_ms", c.best_ms},
          {"reference_ms", c.reference_ms},
          {"speed", c.speed},
          {"time_scale", c.time_scale}};
}

Calibration calibrate(const std::string& seeds_dir) {
  using namespace calibrate_command;
  const Reference reference = read_reference(seeds_dir);
  Calibration result;
  result.reference_ms = reference.best_ms;
  result.best_ms = 1e300;
  for (int repeat = 0; repeat < kRepeats; ++repeat) {
    const double start = thread_cpu_ms();
    const std::uint64_t checksum = workload();
    const double took = thread_cpu_ms() - start;
    if (checksum != reference.checksum)
      throw std::runtime_error(fmt::format(
          "the calibration workload gave {} where {} expects {}: not the reference workload",
          checksum, reference.path, reference.checksum));
    result.best_ms = std::min(result.best_ms, took);
  }
  result.speed = reference.best_ms / result.best_ms;
  // Two decimals: finer than the measurement's spread would claim too much.
  result.time_scale = std::max(0.01, std::round(100 / result.speed) / 100);
  return result;
}

Subcommand add_calibrate_command(CLI::App& parent) {
  auto json = std::make_shared<bool>(false);
  auto seeds_dir = std::make_shared<std::string>();
  auto* app = parent.add_subcommand(
      "calibrate", "Time a fixed workload: this machine's speed against the reference machine");
  app->footer(
      "The workload (a hill climb on a grid, one thread) runs 15 times; its best CPU time against "
      "the reference machine's gives the speed, and the time scale that `--time-scale auto` gives "
      "a solution (MM_TIME_SCALE and the time limit, both times it). Manual: docs/tester.md.");
  app->add_flag("--json", *json, "As JSON: best_ms, reference_ms, speed, time_scale");
  app->add_option("--seeds-dir", *seeds_dir,
                  "Folder of the reference (calibration.txt; default: the installed or project's "
                  "seeds/)");
  return {app, [json, seeds_dir] {
            const Calibration c = calibrate(*seeds_dir);
            if (*json) {
              std::cout << to_json(c).dump() << "\n";
              return kExitOk;
            }
            std::cout << fmt::format(
                "workload: best of {} in {:.1f} ms of CPU time; the reference machine's {:.1f} ms\n"
                "speed: {:.2f} of the reference machine\n"
                "--time-scale auto: MM_TIME_SCALE={:g} and the time limit times {:g}\n",
                calibrate_command::kRepeats, c.best_ms, c.reference_ms, c.speed, c.time_scale,
                c.time_scale);
            return kExitOk;
          }};
}

}  // namespace mm

// Inputs the fuzzers once found interesting (crashes fixed since, or corpus
// samples) are replayed on every test run.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

#include "tests/fuzz/fuzz_targets.h"

namespace fs = std::filesystem;

namespace {

std::vector<std::uint8_t> read_bytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

int replay_folder(const std::string& name, void (*target)(const std::uint8_t*, std::size_t)) {
  int count = 0;
  const fs::path folder = fs::path(MM_SOURCE_DIR) / "tests" / "fuzz" / "regressions" / name;
  if (!fs::is_directory(folder)) return 0;
  for (const auto& entry : fs::directory_iterator(folder)) {
    const auto bytes = read_bytes(entry.path());
    INFO("input " << entry.path());
    target(bytes.data(), bytes.size());
    ++count;
  }
  return count;
}

}  // namespace

TEST_CASE("fuzz regressions: engine replies", "[fuzz]") {
  CHECK(replay_folder("engine", mm::fuzz::engine_replies) >= 1);
}

TEST_CASE("fuzz regressions: command line", "[fuzz]") {
  CHECK(replay_folder("cli", mm::fuzz::command_line) >= 1);
}

// The code's layers (docs/design.md, "Layout"): each folder is one CMake
// library and includes only its own headers and those of the layers below it.
// Every project include is written from the repository root.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace fs = std::filesystem;

namespace {

const fs::path kRoot = MM_SOURCE_DIR;

// Folder -> layer, lowest first; folders of one layer may not include each other.
const std::map<std::string, int> kLayers = {
    {"common", 0},        {"tester/games", 1},    {"tester/runner", 2},
    {"tester/store", 3},  {"tester/analysis", 3}, {"tester/pages", 4},
    {"tester/output", 5}, {"tester/browser", 5},  {"tester/commands", 6},
};

std::string read_file(const fs::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> quoted_includes(const fs::path& path) {
  static const std::regex include(R"re(#include "([^"]+)")re");
  const std::string text = read_file(path);
  std::vector<std::string> found;
  for (std::sregex_iterator it(text.begin(), text.end(), include), end; it != end; ++it)
    found.push_back((*it)[1]);
  return found;
}

}  // namespace

TEST_CASE("every include points down the layering, written from the repository root",
          "[layering]") {
  std::size_t checked = 0;
  for (const auto& [folder, layer] : kLayers) {
    for (const auto& entry : fs::directory_iterator(kRoot / folder)) {
      const std::string extension = entry.path().extension().string();
      if (extension != ".h" && extension != ".cpp") continue;
      for (const std::string& include : quoted_includes(entry.path())) {
        INFO(folder << "/" << entry.path().filename().string() << " includes " << include);
        CHECK(fs::is_regular_file(kRoot / include));  // a root-relative path
        const auto target = kLayers.find(fs::path(include).parent_path().string());
        REQUIRE(target != kLayers.end());
        const bool same_folder = target->first == folder;
        CHECK((same_folder || target->second < layer));
        ++checked;
      }
    }
  }
  CHECK(checked > 100);
}

TEST_CASE("each command file keeps its names in a namespace of its own, not an anonymous one",
          "[layering]") {
  // The command files are compiled as one unit (CMakeLists.txt): two anonymous
  // namespaces there would be one.
  for (const auto& entry : fs::directory_iterator(kRoot / "tester/commands")) {
    if (entry.path().extension() != ".cpp") continue;
    INFO(entry.path().filename().string());
    CHECK(read_file(entry.path()).find("\nnamespace {") == std::string::npos);
  }
}

TEST_CASE("the README's layout table names folders that exist, and every folder of tester/",
          "[layering]") {
  const std::string readme = read_file(kRoot / "README.md");
  const auto start = readme.find("## Layout");
  REQUIRE(start != std::string::npos);
  const std::string table = readme.substr(start, readme.find("\n## ", start + 1) - start);
  // Rows: | `folder/` | ... with `sub/` names in the tester/ row.
  static const std::regex row(R"(^\| `([a-z_/]+)/` \|(.*)$)");
  static const std::regex named(R"(`([a-z_]+)/`)");
  std::set<std::string> tester_named;
  std::istringstream lines(table);
  std::size_t rows = 0;
  for (std::string line; std::getline(lines, line);) {
    std::smatch match;
    if (!std::regex_match(line, match, row)) continue;
    ++rows;
    const std::string folder = match[1];
    INFO("README layout row " << folder);
    CHECK(fs::is_directory(kRoot / folder));
    if (folder != "tester") continue;
    const std::string text = match[2];
    for (std::sregex_iterator it(text.begin(), text.end(), named), end; it != end; ++it) {
      tester_named.insert((*it)[1]);
      CHECK(fs::is_directory(kRoot / "tester" / (*it)[1].str()));
    }
  }
  CHECK(rows >= 6);
  for (const auto& entry : fs::directory_iterator(kRoot / "tester")) {
    if (!entry.is_directory()) continue;
    INFO("tester/" << entry.path().filename().string() << " is in the README's layout table");
    CHECK(tester_named.count(entry.path().filename().string()) == 1);
  }
}

// The visualizer: replay logs agree with the results, pages are self-contained
// and safe, and real headless Chromium draws them and steps through them.
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "tester/games/registry.h"
#include "tester/pages/page_template.h"
#include "tester/pages/replay_page.h"
#include "tester/pages/report_page.h"
#include "tester/runner/runner.h"
#include "tests/cli_helpers.h"
#include "tests/golden_case.h"

using namespace mm;
namespace fs = std::filesystem;

namespace {

const std::string kTester = MM_BINARY_DIR "/tester";
const std::string kReplayer = MM_BINARY_DIR "/golden_replayer";
constexpr int kBrowserTimeoutS = 90;

std::string golden(const std::string& name) {
  return MM_SOURCE_DIR "/tests/golden/" + name;
}

fs::path scratch_dir(const std::string& name) {
  return mm::test::scratch_folder("vis_" + name);
}

std::string run_and_capture(const std::string& command) {
  return mm::test::run_command(command);
}

std::string chromium_path() {
  if (const char* env = std::getenv("MM_CHROMIUM")) return env;
  for (const char* candidate : {"/usr/bin/chromium", "/usr/bin/chromium-browser"}) {
    if (access(candidate, X_OK) == 0) return candidate;
  }
  return {};
}

// The DOM of `page` opened in headless Chromium at `fragment`, once it settled
// (after any navigation the page made).
std::string browser_dom(const fs::path& page, const std::string& fragment,
                        const fs::path& profile) {
  const std::string chromium = chromium_path();
  INFO("Chromium is needed for the visualizer tests; scripts/setup.sh --all installs it");
  REQUIRE(!chromium.empty());
  const std::string command = "timeout " + std::to_string(kBrowserTimeoutS) + " " + chromium +
                              " --headless --no-sandbox --disable-gpu --disable-dev-shm-usage"
                              " --disable-background-networking --no-first-run"
                              " --user-data-dir=" +
                              profile.string() +
                              " --virtual-time-budget=10000 --dump-dom 'file://" + page.string() +
                              "#" + fragment + "' 2>/dev/null";
  return run_and_capture(command);
}

// Opens `page` in headless Chromium with #selftest and returns the JSON the
// page wrote about itself after driving its own controls.
nlohmann::json browser_selftest(const fs::path& page, const fs::path& profile) {
  const std::string dom = browser_dom(page, "selftest", profile);
  const std::string open_tag = "<pre id=\"selftest\">";
  const auto begin = dom.find(open_tag);
  INFO("page " << page << " gave no self-test report; DOM size " << dom.size());
  REQUIRE(begin != std::string::npos);
  const auto end = dom.find("</pre>", begin);
  std::string text = dom.substr(begin + open_tag.size(), end - begin - open_tag.size());
  for (const auto& [entity, plain] : std::vector<std::pair<std::string, std::string>>{
           {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&amp;", "&"}}) {
    for (std::size_t at; (at = text.find(entity)) != std::string::npos;)
      text.replace(at, entity.size(), plain);
  }
  return nlohmann::json::parse(text);
}

struct ReplayCase {
  std::string game;
  std::string golden_file;  // tests/golden/<dir>/<file>
  bool ends_in_error;
};

// Seed 5's normal play for every registered game, and games that end in an error.
std::vector<ReplayCase> replay_cases() {
  std::vector<ReplayCase> cases;
  for (const auto& game : builtin_games())
    cases.push_back({game.name, game.name + "/5.json.gz", false});
  cases.insert(cases.end(),
               {
                   {"lines", "lines/6-exit-8.json.gz", true},
                   {"jewels", "jewels/4-oob-999.json.gz", true},
                   {"tiles_matching", "tiles_matching/2-discard-over-10.json.gz", true},
                   {"twisted_game", "twisted_game/4-invalid-pos-100.json.gz", true},
               });
  return cases;
}

// The cases opened in Chromium: every game's normal play, and an error ending
// of one game of each framework (the error banner is the shared player's).
std::vector<ReplayCase> browser_replay_cases() {
  std::vector<ReplayCase> cases;
  for (const auto& c : replay_cases())
    if (!c.ends_in_error || c.game == "lines" || c.game == "twisted_game") cases.push_back(c);
  return cases;
}

CaseResult play_with_replay(const ReplayCase& c) {
  const auto recorded = testing::load_golden_case(golden(c.golden_file));
  PlayOptions options;
  options.command = {kReplayer, golden(c.golden_file)};
  options.echo_stderr = false;
  options.record_replay = true;
  const Seed seed{recorded.seed, std::stoll(recorded.seed)};
  return run_case(*find_game(c.game), seed, testing::params_from_args(recorded.tester_args),
                  options);
}

}  // namespace

TEST_CASE("page templates fill placeholders once and keep data inert", "[vis]") {
  CHECK(fill_template("a @X@ b @Y@ @", {{"X", "@Y@"}, {"Y", "2"}}) == "a @Y@ b 2 @");
  CHECK(fill_template("mail@example.com @X@", {{"X", "1"}}) == "mail@example.com 1");
  const std::string json = script_safe_json({{"message", "</script><script>alert(1)"}});
  CHECK(json.find('<') == std::string::npos);
  CHECK(nlohmann::json::parse(json)["message"] == "</script><script>alert(1)");
  // Bytes that are not UTF-8 (a solution's garbage) must not break the page.
  CHECK_NOTHROW(script_safe_json({{"message", std::string("bad \xff\xfe bytes")}}));
}

TEST_CASE("replay logs agree with the game's result", "[vis]") {
  for (const auto& c : replay_cases()) {
    INFO(c.golden_file);
    const CaseResult result = play_with_replay(c);
    REQUIRE(result.replay);
    CHECK((result.status != CaseStatus::Ok) == c.ends_in_error);
    const auto& frames = result.replay->frames;
    CHECK(!result.replay->setup.empty());
    if (!c.ends_in_error) {
      REQUIRE(!frames.empty());
      CHECK(frames.back()["s"].get<double>() == result.score);
    }
    // Every frame carries the solution's elapsed time, never decreasing.
    long long last_ms = 0;
    for (const auto& frame : frames) {
      REQUIRE(frame.contains("t"));
      CHECK(frame["t"].get<long long>() >= last_ms);
      last_ms = frame["t"].get<long long>();
    }
    // One frame per move (SquareRemover's moves arrive as three lines each).
    const int lines_per_move = c.game == "square_remover" ? 3 : 1;
    if (!c.ends_in_error) CHECK(static_cast<int>(frames.size()) * lines_per_move == result.moves);
  }
}

TEST_CASE("a plain run keeps no replay log", "[vis]") {
  PlayOptions options;
  options.command = {kReplayer, golden("lines/1.json.gz")};
  options.echo_stderr = false;
  const CaseResult result = run_case(*find_game("lines"), Seed{"1", 1}, {}, options);
  CHECK(result.status == CaseStatus::Ok);
  CHECK(!result.replay);
}

TEST_CASE("replays open in headless Chromium, draw the board and step", "[vis][browser]") {
  const auto dir = scratch_dir("replays");
  int index = 0;
  for (const auto& c : browser_replay_cases()) {
    INFO(c.golden_file);
    const auto recorded = testing::load_golden_case(golden(c.golden_file));
    const fs::path page = dir / (c.game + "_" + std::to_string(index++) + ".html");
    // Through the command line, as a user would.
    const std::string command = kTester + " " + c.game + " --exec '" + kReplayer + " " +
                                golden(c.golden_file) + "' --seed " + recorded.seed + " --vis " +
                                page.string() + " --no-results --quiet 2>&1";
    const std::string tester_output = run_and_capture(command);
    INFO(tester_output);
    REQUIRE(fs::exists(page));
    const std::string html = [&] {
      std::ifstream in(page);
      std::stringstream text;
      text << in.rdbuf();
      return text.str();
    }();
    CHECK(html.find("src=\"http") == std::string::npos);  // self-contained
    CHECK(html.find("<link") == std::string::npos);

    const auto report = browser_selftest(page, dir / "profile");
    INFO(report.dump());
    CHECK(report["controls"].size() == 8);
    CHECK(report["start"]["pos"] == 0);
    // "Save PNG" saves the board as drawn, named by the seed and the step.
    CHECK(report["png"]["prefix"] == "data:image/png;base64,");
    CHECK(report["png"]["size"].get<int>() > 1000);
    CHECK(report["png"]["saved"]["size"] == report["png"]["size"]);
    CHECK(report["png"]["saved"]["name"].get<std::string>().find("-step-0.png") !=
          std::string::npos);
    // Something is drawn (an empty TilesMatching board has two colours only).
    CHECK(report["start"]["board"]["colours"].get<int>() >= 2);
    CHECK(report["end"]["board"]["colours"].get<int>() >= 3);
    CHECK(report["start"]["chart"]["colours"].get<int>() >= 2);
    const int steps = report["steps"];
    CHECK(steps >= report["moves"].get<int>());
    if (steps > 0) {
      CHECK(report["afterRight"]["pos"] == 1);
      CHECK(report["afterRight"]["info"] != report["start"]["info"]);
      CHECK(report["end"]["pos"] == steps);
      CHECK(report["end"]["board"]["hash"] != report["start"]["board"]["hash"]);
      CHECK(report["afterLeft"]["pos"] == steps - 1);
      // Seeking back from the end lands on exactly the first picture.
      CHECK(report["home"]["board"]["hash"] == report["start"]["board"]["hash"]);
      CHECK(report["afterSlider"]["pos"] == steps / 2);
    }
    CHECK(report["playingAfterSpace"] == (steps > 0));
    CHECK(report["playingAfterSecondSpace"] == false);
    // The score is shown, and an error is shown where the game ended.
    const std::string end_info = report["end"]["info"];
    CHECK(end_info.find("Score") != std::string::npos);
    const std::string banner = report["banner"];
    CHECK(banner.empty() != c.ends_in_error);
    if (c.ends_in_error) CHECK(end_info.find("Ended") != std::string::npos);
  }
  fs::remove_all(dir);
}

TEST_CASE("a run report lists every seed, plots them and links the replays", "[vis][browser]") {
  const auto dir = scratch_dir("report");
  const std::string command =
      "MM_TIME_SCALE=0.01 " + kTester + " lines --exec " + MM_BINARY_DIR "/lines" +
      " --seed 1..3 --threads 2 --no-output --quiet --results " + (dir / "results").string() +
      " --vis-dir " + (dir / "replays").string() + " --report " + (dir / "report.html").string() +
      " 2>&1";
  INFO(run_and_capture(command));
  REQUIRE(fs::exists(dir / "report.html"));
  for (int seed = 1; seed <= 3; ++seed)
    CHECK(fs::exists(dir / "replays" / (std::to_string(seed) + ".html")));
  const auto report = browser_selftest(dir / "report.html", dir / "profile");
  INFO(report.dump());
  CHECK(report["rows"] == 3);
  CHECK(report["links"] == 3);
  CHECK(report["plots"].size() == 4);  // score by seed, by C, by N, time by seed
  fs::remove_all(dir);
}

TEST_CASE("the report's charts have axes, a legend, a tooltip on hover and open replays on click",
          "[vis][browser]") {
  const auto dir = scratch_dir("charts");
  const std::string store = " --results " + (dir / "results").string();
  for (const auto& [tag, exec] :
       {std::pair<std::string, std::string>{"strong", "lines"}, {"weak", "weak_lines"}}) {
    INFO(run_and_capture("MM_TIME_SCALE=0.01 " + kTester + " lines --exec " MM_BINARY_DIR "/" +
                         exec + " --seed 1..4 --threads 2 --no-output --quiet --tag " + tag +
                         store + " --vis-dir " + (dir / "replays").string() + " 2>&1"));
  }
  INFO(run_and_capture(kTester + " report strong weak --by N --replays replays --output " +
                       (dir / "report.html").string() + store + " 2>&1"));
  REQUIRE(fs::exists(dir / "report.html"));
  const auto report = browser_selftest(dir / "report.html", dir / "profile");
  INFO(report.dump());
  REQUIRE(report["plots"].size() == 4);
  for (const auto& plot : report["plots"]) {
    INFO(plot["title"]);
    CHECK(plot["xTicks"].get<int>() >= 2);  // tick labels computed on both axes
    CHECK(plot["yTicks"].get<int>() >= 2);
    CHECK(plot["ink"]["x"].get<int>() > 50);  // and drawn below and left of the plot area
    CHECK(plot["ink"]["y"].get<int>() > 50);
  }
  CHECK(report["plots"][0]["title"] == "Score by seed, % of the best known");
  CHECK(report["plots"][3]["title"] == "Solution time by seed");
  // Every chart's legend names both runs.
  for (const auto& legend : report["legend"]) {
    const std::string text = legend;
    CHECK(text.find("strong") != std::string::npos);
    CHECK(text.find("weak") != std::string::npos);
  }
  // Hovering the second seed's point shows its tooltip.
  CHECK(report["hover"]["idx"] == 1);
  CHECK(report["hover"]["tooltipShown"] == true);
  const std::string tooltip = report["hover"]["tooltip"];
  CHECK(tooltip.rfind("seed 2  C=", 0) == 0);
  CHECK(tooltip.find("strong: ") != std::string::npos);
  CHECK(tooltip.find("weak: ") != std::string::npos);
  // The log-scale view redraws the score plots on a log axis.
  CHECK(report["logView"][0]["yLog"] == true);
  CHECK(report["logView"][3]["yLog"] == false);
  // The --by table: one row per group and run.
  CHECK(report["groups"].get<int>() % 2 == 0);
  CHECK(report["groups"].get<int>() >= 2);
  // weak against strong: an error bar in the summary and one per group, the summary's "worse".
  const auto& bars = report["intervals"];
  CHECK(bars.size() == 1 + report["groups"].get<std::size_t>() / 2);
  CHECK(bars[0] == "ci-bar ci-worse");
  CHECK(report["summary"].get<std::string>().find("worse") != std::string::npos);
  // Clicking that point opens seed 2's replay.
  const std::string after_click =
      browser_dom(dir / "report.html", "selftest-click", dir / "profile");
  CHECK(after_click.find("<title>Lines — seed 2 — ") != std::string::npos);
  // The scatter (score against the first case parameter, C) and weak against strong.
  const auto& points = report["pointPlots"];
  REQUIRE(points.size() == 2);
  CHECK(points[0]["title"] == "Score by C");
  CHECK(points[0]["points"] == 4);
  CHECK(points[1]["title"] == "weak against strong, a point per seed");
  CHECK(points[1]["series"][1] == "equal");
  // Its difference view shows the second run against the first.
  CHECK(report["diffView"]["title"] == "Difference against strong by C, % of the best known");
  CHECK(report["diffView"]["series"] == nlohmann::json::array({"weak"}));
  // Hovering a versus point names its seed; clicking it opens that seed's replay.
  const std::string hovered = report["pointHover"]["tooltip"];
  REQUIRE(hovered.rfind("seed ", 0) == 0);
  const std::string seed = hovered.substr(5, hovered.find(' ', 5) - 5);
  CHECK(hovered.find("strong: ") != std::string::npos);
  const std::string after_versus_click =
      browser_dom(dir / "report.html", "selftest-versus-click", dir / "profile");
  CHECK(after_versus_click.find("<title>Lines — seed " + seed + " — ") != std::string::npos);
  fs::remove_all(dir);
}

namespace {

// The width and height in a PNG file's header, or {0, 0} if it is not a PNG.
std::pair<int, int> png_size(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  unsigned char head[24] = {};
  in.read(reinterpret_cast<char*>(head), sizeof head);
  if (!in || std::memcmp(head, "\x89PNG\r\n\x1a\n", 8) != 0) return {0, 0};
  const auto be32 = [&](int at) {
    return (head[at] << 24) | (head[at + 1] << 16) | (head[at + 2] << 8) | head[at + 3];
  };
  return {be32(16), be32(20)};
}

std::string file_text(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

}  // namespace

namespace {

// The frames `tester GAME --seed 1 --png DIR --png-every K` wrote, in order. `mode`:
// the solution's environment (a fixed-effort mode plays a game of the same length
// however loaded the machine is).
std::vector<fs::path> png_frames_of(const std::string& game, int every, const fs::path& dir,
                                    std::string* out, const std::string& mode) {
  *out = run_and_capture(mode + " " + kTester + " " + game + " --exec " MM_BINARY_DIR "/" + game +
                         " --seed 1 --no-results --no-output --png " + (dir / "frames").string() +
                         " --png-every " + std::to_string(every) + " 2>&1");
  std::vector<fs::path> frames;
  if (fs::exists(dir / "frames"))
    for (const auto& entry : fs::directory_iterator(dir / "frames")) frames.push_back(entry.path());
  std::sort(frames.begin(), frames.end());
  return frames;
}

}  // namespace

TEST_CASE("PNG frames: --png writes a seed's board as PNG frames for every game, no window opened",
          "[vis][browser]") {
  for (const std::string game :
       {"lines", "jewels", "square_remover", "tiles_matching", "twisted_game"}) {
    INFO(game);
    const auto dir = scratch_dir("png_" + game);
    std::string out;
    // Lines: every 300th step (0, 300, 600, ...) and the last; the others with a K past
    // the game's end: the start and the last step.
    const bool spaced = game == "lines";
    const auto frames =
        spaced ? png_frames_of(game, 300, dir, &out, "LINES_FIXED_ROUNDS=1 MM_TIME_SCALE=0.1")
               : png_frames_of(game, 1000000, dir, &out, "MM_TIME_SCALE=0.01");
    INFO(out);
    REQUIRE(frames.size() >= 2);
    CHECK(frames[0].filename() == "1-00000.png");
    CHECK(out.find(std::to_string(frames.size()) + " PNG frame(s) of seed 1") != std::string::npos);
    if (spaced) {
      REQUIRE(frames.size() >= 3);
      CHECK(frames[1].filename() == "1-00300.png");
      CHECK(frames[2].filename() == "1-00600.png");
    } else {
      CHECK(frames.size() == 2);
    }
    for (const auto& frame : frames) {
      const auto [width, height] = png_size(frame);
      CHECK(width > 100);
      CHECK(height > 100);
    }
    CHECK(file_text(frames.front()) != file_text(frames.back()));
    CHECK(!fs::exists(dir / "frames" / "1.replay.html"));  // the page drawn from is not left
    fs::remove_all(dir);
  }
}

TEST_CASE("PNG frames: --png takes one seed of an engine's game", "[vis][cli]") {
  const auto dir = scratch_dir("png_refused");
  int code = 0;
  const auto two = mm::test::run_command(
      kTester + " lines --exec " MM_BINARY_DIR "/weak_lines --seed 1..2 --no-results --png " +
          (dir / "f").string() + " 2>&1",
      &code);
  CHECK(code == 2);
  CHECK(two.find("--png draws one seed's board; give one seed") != std::string::npos);
  const auto reused = mm::test::run_command(
      kTester + " lines --exec " MM_BINARY_DIR "/weak_lines --seed 1 --reuse --png " +
          (dir / "f").string() + " --results " + (dir / "results").string() + " 2>&1",
      &code);
  CHECK(code == 2);
  CHECK(reused.find("--reuse takes scores from the store") != std::string::npos);
  fs::remove_all(dir);
}

// The Jewels submission's template table and the designer that writes it: every
// layout is quiet before its fire, and its fire sets off the cascade it was
// designed for when jewels arriving from above never match.
#include <array>
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

// The submission itself, for its table and the decoder it reads it with (its
// own main stays inside the namespace, unused).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <ctime>
#include <functional>
#include <iostream>
#include <limits>
#include <type_traits>
namespace jewels_submission {
#include "submissions/jewels.cpp"
}  // namespace jewels_submission

namespace {

struct Layout {
  int n = 0, colours = 0, fire_p = 0, fire_q = 0;
  long long sampled_worth = 0;  // mean worth over random games, as the designer measured it
  std::vector<int> cells;       // row r * n + c, row 0 at the bottom, 0 = any
};

// A table entry decoded as the submission decodes it.
Layout decode(const jewels_submission::TemplateSpec& spec) {
  Layout layout{spec.n, spec.colours, spec.fire_p, spec.fire_q, spec.sampled_worth, {}};
  for (const char* ch = spec.cells; *ch; ++ch)
    layout.cells.push_back(jewels_submission::template_colour(*ch));
  return layout;
}

// The submission's template table.
std::vector<Layout> table_layouts() {
  std::vector<Layout> out;
  for (const auto& spec : jewels_submission::kTemplates) out.push_back(decode(spec));
  return out;
}

// The entry the designer prints, `{N, C, P, Q, SAMPLED_WORTH, "CELLS"},`.
Layout parse_entry(const std::string& line) {
  int n = 0, colours = 0, p = 0, q = 0, worth = 0, used = 0;
  REQUIRE(std::sscanf(line.c_str(), " {%d, %d, %d, %d, %d, \"%n", &n, &colours, &p, &q, &worth,
                      &used) == 5);
  const std::size_t end = line.find('"', static_cast<std::size_t>(used));
  REQUIRE(end != std::string::npos);
  const std::string cells = line.substr(static_cast<std::size_t>(used), end - used);
  return decode({n, colours, p, q, worth, cells.c_str()});
}

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}

// Every run of three or more equal designed jewels, as its list of cells.
std::vector<std::vector<int>> runs(const std::vector<int>& b, int n) {
  std::vector<std::vector<int>> out;
  for (int line = 0; line < n; ++line) {
    for (int dir = 0; dir < 2; ++dir) {
      auto at = [&](int k) { return dir == 0 ? line * n + k : k * n + line; };
      for (int start = 0, k = 1; k <= n; ++k) {
        if (k < n && b[at(k)] == b[at(start)]) continue;
        if (b[at(start)] != 0 && k - start >= 3) {
          out.emplace_back();
          for (int j = start; j < k; ++j) out.back().push_back(at(j));
        }
        start = k;
      }
    }
  }
  return out;
}

// Removes the `gone` cells: in every column the cells above fall into the gap
// and the top fills with `empty`. `b` is any per-cell array (jewels, origins).
void fall(std::vector<int>& b, int n, const std::set<int>& gone, int empty) {
  for (int c = 0; c < n; ++c) {
    std::vector<int> kept;
    for (int r = 0; r < n; ++r)
      if (!gone.count(r * n + c)) kept.push_back(b[r * n + c]);
    kept.resize(static_cast<std::size_t>(n), empty);
    for (int r = 0; r < n; ++r) b[r * n + c] = kept[static_cast<std::size_t>(r)];
  }
}

// Plays the fire (p, q) on `b` with arriving jewels never matching, tracking the
// starting cell of every jewel (-1: fell in). Before each step's removal, and
// once more on the settled board, calls visit(board, origin, found) with the
// runs that step removes (none on the last call).
template <typename Visit>
void trace_fire(std::vector<int> b, int n, int p, int q, Visit visit) {
  std::vector<int> origin(b.size());
  for (std::size_t i = 0; i < origin.size(); ++i) origin[i] = static_cast<int>(i);
  std::swap(b[p], b[q]);
  std::swap(origin[p], origin[q]);
  while (true) {
    const std::vector<std::vector<int>> found = runs(b, n);
    visit(b, origin, found);
    if (found.empty()) break;
    std::set<int> gone;
    for (const auto& run : found) gone.insert(run.begin(), run.end());
    fall(b, n, gone, 0);
    fall(origin, n, gone, -1);
  }
}

// Worth and number of steps of the fire when arriving jewels never match.
std::pair<long long, int> fire_cascade(const Layout& layout) {
  long long sum = 0;
  int steps = 0;
  trace_fire(layout.cells, layout.n, layout.fire_p, layout.fire_q,
             [&](const std::vector<int>&, const std::vector<int>&,
                 const std::vector<std::vector<int>>& found) {
               for (const auto& run : found) {
                 const long long extra = static_cast<long long>(run.size()) - 2;
                 sum += extra * extra;
               }
               steps += !found.empty();
             });
  return {sum * steps, steps};
}

}  // namespace

TEST_CASE("every Jewels template is quiet and its fire cascades", "[jewels][templates]") {
  const std::vector<Layout> layouts = table_layouts();
  REQUIRE(layouts.size() >= 100);
  std::set<std::pair<int, int>> cases;
  for (const Layout& layout : layouts) {
    INFO("template N=" << layout.n << " C=" << layout.colours << " fire " << layout.fire_p << ","
                       << layout.fire_q);
    REQUIRE(layout.cells.size() == static_cast<std::size_t>(layout.n * layout.n));
    for (int v : layout.cells) REQUIRE((v >= 0 && v <= layout.colours));
    REQUIRE(layout.fire_p != layout.fire_q);
    REQUIRE(layout.cells[layout.fire_p] != 0);
    REQUIRE(layout.cells[layout.fire_q] != 0);
    CHECK(runs(layout.cells, layout.n).empty());
    const auto [worth, steps] = fire_cascade(layout);
    CHECK(steps >= 4);
    CHECK(worth >= 100);
    CHECK(layout.sampled_worth > 0);
    cases.insert({layout.n, layout.colours});
  }
  // The submission uses templates for six or more colours on every board size,
  // and for five colours from 11x11 up (the greedy wins below).
  for (int n = 8; n <= 16; ++n) {
    for (int c = 6; c <= 10; ++c) CHECK(cases.count({n, c}) == 1);
    CHECK(cases.count({n, 5}) == (n >= 11 ? 1u : 0u));
    CHECK(jewels_submission::has_template(n, 5) == (n >= 11));
  }
}

// Runs the designer with `args`; returns its one layout and its stderr report.
std::pair<Layout, std::string> run_designer(const std::string& args, const std::string& name) {
  const std::string out = std::string(MM_BINARY_DIR) + "/" + name + ".txt";
  const std::string err = out + ".err";
  const std::string command =
      std::string(MM_BINARY_DIR) + "/jewels_designs " + args + " > " + out + " 2> " + err;
  REQUIRE(std::system(command.c_str()) == 0);
  return {parse_entry(slurp(out)), slurp(err)};
}

// The layout is quiet before its fire and worth the exact worth the report gives.
void check_reported_worth(const Layout& layout, const std::string& report) {
  CHECK(runs(layout.cells, layout.n).empty());
  std::smatch m;
  REQUIRE(std::regex_search(report, m, std::regex(R"(worth (\d+))")));
  CHECK(fire_cascade(layout).first == std::stoll(m[1]));
}

// The cascade steps of a designer report ("  step K: VALUE: H16@1 V3@4 ..."),
// each as its list of lines.
std::vector<std::string> reported_steps(const std::string& report) {
  std::vector<std::string> steps;
  const std::regex step(R"(step \d+: \d+:([^\n]*))");
  for (auto it = std::sregex_iterator(report.begin(), report.end(), step);
       it != std::sregex_iterator(); ++it)
    steps.push_back((*it)[1]);
  return steps;
}

TEST_CASE("the Jewels designer prints a layout worth what it reports", "[jewels][templates]") {
  const auto [layout, report] =
      run_designer("--size 11 --colours 7 --iterations 300 --seed 5", "jewels_designs_test");
  CHECK(layout.n == 11);
  CHECK(layout.colours == 7);
  check_reported_worth(layout, report);
  // The sampled worth (random open cells and refills) is reported and in the entry.
  std::smatch m;
  REQUIRE(std::regex_search(report, m,
                            std::regex(R"(sampled worth (\d+) \(400 fresh random games\))")));
  CHECK(layout.sampled_worth == std::stoll(m[1]));
  // By default the cascade goes on after its block of full rows (an end tail
  // of cheap lines): this design has one.
  const std::vector<std::string> steps = reported_steps(report);
  std::size_t last_full = 0;
  for (std::size_t k = 0; k < steps.size(); ++k)
    if (steps[k].find("H11@") != std::string::npos) last_full = k + 1;
  CHECK(last_full > 0);
  CHECK(steps.size() >= last_full + 2);
}

TEST_CASE("the Jewels designer keeps the options it is given", "[jewels][templates]") {
  // Two free rows, no tails, exact worth, up to eight full-width pairs: the
  // options the table used before tails and sampling; the layout must still be
  // quiet and worth its report, its two top rows free, and the block its
  // last step.
  const auto [layout, report] = run_designer(
      "--size 12 --colours 8 --iterations 300 --seed 7 --free-rows 2 --max-block 8 --max-tail 0 "
      "--row-shift-percent 0 --samples 0 --max-end-tail 0 --end-shift-percent 90 "
      "--max-full-pairs 8",
      "jewels_designs_test2");
  check_reported_worth(layout, report);
  for (int i = 10 * 12; i < 12 * 12; ++i) CHECK(layout.cells[static_cast<std::size_t>(i)] == 0);
  const std::vector<std::string> steps = reported_steps(report);
  REQUIRE(!steps.empty());
  CHECK(steps.back().find("H12@") != std::string::npos);  // no end tail: the block ends it
}

TEST_CASE("the Jewels designer's key family levels the columns, then clears its block at once",
          "[jewels][templates]") {
  // --key 1: the fire completes two crosses (a row on the bottom row and a
  // triple sharing its cell); their removal levels the columns, so the next
  // step removes every full row of the block together.
  const auto [layout, report] = run_designer(
      "--size 12 --colours 8 --iterations 300 --seed 5 --free-rows 0 --max-block 6 --max-tail 40 "
      "--row-shift-percent 30 --samples 10 --max-end-tail 40 --end-shift-percent 90 "
      "--max-full-pairs 2 --wide-shift-percent 100 --guards 1 --key 1",
      "jewels_designs_key");
  check_reported_worth(layout, report);
  const std::vector<std::string> steps = reported_steps(report);
  REQUIRE(steps.size() >= 3);
  const std::string& key = steps[0];
  CHECK(std::count(key.begin(), key.end(), 'H') == 2);
  CHECK(std::count(key.begin(), key.end(), 'V') == 2);
  CHECK(key.find("H3@0") + key.find("H4@0") + key.find("H5@0") != 3 * std::string::npos);
  // The block: two or more full rows, all in step 2, none before or after.
  int full_rows = 0;
  for (std::size_t pos = steps[1].find("H12@"); pos != std::string::npos;
       pos = steps[1].find("H12@", pos + 1))
    ++full_rows;
  CHECK(full_rows >= 2);
  for (std::size_t k = 0; k < steps.size(); ++k)
    if (k != 1) CHECK(steps[k].find("H12@") == std::string::npos);
  // The fire swaps a jewel of one cross with one of the other: both on the
  // bottom three rows.
  CHECK(layout.fire_p < 3 * layout.n);
  CHECK(layout.fire_q < 3 * layout.n);
}

// The steps of a 12x12 key-family design that is quiet and worth its report,
// checked to open with the key (two vertical triples) and then the block.
std::vector<std::string> key_then_block_steps(const Layout& layout, const std::string& report) {
  check_reported_worth(layout, report);
  const std::vector<std::string> steps = reported_steps(report);
  REQUIRE(steps.size() >= 3);
  CHECK(std::count(steps[0].begin(), steps[0].end(), 'V') == 2);
  CHECK(steps[1].find("H12@") != std::string::npos);
  return steps;
}

std::size_t designed_cells(const Layout& layout) {
  return layout.cells.size() -
         static_cast<std::size_t>(std::count(layout.cells.begin(), layout.cells.end(), 0));
}

// After the key and the block, every step of a packed design removes exactly
// one line of three, and the chain is long (the --key 1 design with the tests'
// options has eleven).
void check_packed_chain(const std::vector<std::string>& steps) {
  CHECK(steps.size() - 2 >= 14);
  for (std::size_t k = 2; k < steps.size(); ++k) {
    INFO("step " << k + 1 << ":" << steps[k]);
    CHECK(std::count(steps[k].begin(), steps[k].end(), '@') == 1);
    CHECK((steps[k].find("H3@") != std::string::npos || steps[k].find("V3@") != std::string::npos));
  }
}

TEST_CASE("the Jewels designer's packed key family chains one line of three a step after its block",
          "[jewels][templates]") {
  // --key 2: the same key and block, then an end tail packed into the room the
  // block and key leave.
  const auto [layout, report] = run_designer(
      "--size 12 --colours 8 --iterations 300 --seed 5 --free-rows 0 --max-block 6 --max-tail 40 "
      "--row-shift-percent 30 --samples 10 --max-end-tail 40 --end-shift-percent 90 "
      "--max-full-pairs 2 --wide-shift-percent 100 --guards 1 --key 2",
      "jewels_designs_packed");
  check_packed_chain(key_then_block_steps(layout, report));
  // It designs more of the board than the key family's own end tail does.
  const auto [unpacked, unpacked_report] = run_designer(
      "--size 12 --colours 8 --iterations 300 --seed 5 --free-rows 0 --max-block 6 --max-tail 40 "
      "--row-shift-percent 30 --samples 10 --max-end-tail 40 --end-shift-percent 90 "
      "--max-full-pairs 2 --wide-shift-percent 100 --guards 1 --key 1",
      "jewels_designs_unpacked");
  CHECK(designed_cells(layout) > designed_cells(unpacked));
  // --key 4 finds the packed tail by a beam search: the same family, another
  // design from the same RNG seed.
  const auto [beamed, beamed_report] = run_designer(
      "--size 12 --colours 8 --iterations 75 --seed 5 --free-rows 0 --max-block 6 --max-tail 40 "
      "--row-shift-percent 30 --samples 10 --max-end-tail 40 --end-shift-percent 90 "
      "--max-full-pairs 2 --wide-shift-percent 100 --guards 1 --key 4",
      "jewels_designs_beam");
  check_packed_chain(key_then_block_steps(beamed, beamed_report));
  CHECK(beamed.cells != layout.cells);
}

TEST_CASE(
    "the Jewels designer's staircase key family fires one row of three a step from the block on",
    "[jewels][templates]") {
  // --key 3: the same key and block, with the chain walked over the block: its
  // first row of three goes with the block (the key's removal levels it too),
  // then every step removes exactly one row of three on the bottom row, as
  // the design says; the layout is quiet before its fire.
  const auto [layout, report] = run_designer(
      "--size 12 --colours 8 --iterations 300 --seed 5 --free-rows 0 --max-block 6 --max-tail 40 "
      "--row-shift-percent 30 --samples 10 --max-end-tail 40 --end-shift-percent 90 "
      "--max-full-pairs 2 --wide-shift-percent 100 --guards 1 --key 3",
      "jewels_designs_staircase");
  const std::vector<std::string> steps = key_then_block_steps(layout, report);
  CHECK(std::count(steps[0].begin(), steps[0].end(), 'H') == 2);
  const std::size_t chain_row = steps[1].find(" H3@");  // the chain's first row
  CHECK(chain_row != std::string::npos);
  CHECK(steps[1].find(" H3@", chain_row + 1) == std::string::npos);
  CHECK(steps.size() - 2 >= 14);
  for (std::size_t k = 2; k < steps.size(); ++k) {
    INFO("step " << k + 1 << ":" << steps[k]);
    CHECK(steps[k] == " H3@0");
  }
  // It designs more of the board than the packed key family with the same options.
  const auto [packed, packed_report] = run_designer(
      "--size 12 --colours 8 --iterations 300 --seed 5 --free-rows 0 --max-block 6 --max-tail 40 "
      "--row-shift-percent 30 --samples 10 --max-end-tail 40 --end-shift-percent 90 "
      "--max-full-pairs 2 --wide-shift-percent 100 --guards 1 --key 2",
      "jewels_designs_packed2");
  CHECK(designed_cells(layout) > designed_cells(packed));
}

TEST_CASE("the Jewels designer's extend mode adds lines in open cells that lengthen the cascade",
          "[jewels][templates]") {
  // A packed design (the options above), then `jewels_designs extend` on it and
  // on a line that is not an entry, which passes through.
  const auto [layout, report] = run_designer(
      "--size 12 --colours 8 --iterations 300 --seed 5 --free-rows 0 --max-block 6 --max-tail 40 "
      "--row-shift-percent 30 --samples 10 --max-end-tail 40 --end-shift-percent 90 "
      "--max-full-pairs 2 --wide-shift-percent 100 --guards 1 --key 2",
      "jewels_designs_extend_in");
  const std::string in = std::string(MM_BINARY_DIR) + "/jewels_designs_extend_in.txt";
  const std::string out = std::string(MM_BINARY_DIR) + "/jewels_designs_extend_out.txt";
  auto extend = [&](const std::string& from, const std::string& to) {
    const std::string command = "(echo '// not an entry'; grep '{' " + from + ") | " +
                                std::string(MM_BINARY_DIR) + "/jewels_designs extend > " + to +
                                " 2> " + to + ".err";
    REQUIRE(std::system(command.c_str()) == 0);
    const std::string text = slurp(to);
    REQUIRE(text.rfind("// not an entry\n", 0) == 0);
    return std::make_pair(parse_entry(text.substr(text.find('\n') + 1)), slurp(to + ".err"));
  };
  const auto [extended, extend_report] = extend(in, out);
  CHECK(extended.n == layout.n);
  CHECK(extended.colours == layout.colours);
  CHECK(extended.fire_p == layout.fire_p);
  CHECK(extended.fire_q == layout.fire_q);
  CHECK(runs(extended.cells, extended.n).empty());
  // Every designed cell keeps its colour; the new ones are whole lines of three.
  for (std::size_t i = 0; i < layout.cells.size(); ++i)
    if (layout.cells[i] != 0) CHECK(extended.cells[i] == layout.cells[i]);
  const std::size_t added = designed_cells(extended) - designed_cells(layout);
  CHECK(added > 0);
  CHECK(added % 3 == 0);
  // This design's cascade gains worth and steps from them.
  const auto [worth, steps] = fire_cascade(layout);
  const auto [extended_worth, extended_steps] = fire_cascade(extended);
  CHECK(extended_worth > worth);
  CHECK(extended_steps > steps);
  // The report gives the cells and the sampled worth before and after.
  std::smatch m;
  REQUIRE(std::regex_search(extend_report, m,
                            std::regex(R"(cells (\d+) -> (\d+), sampled worth (\d+) -> (\d+))")));
  CHECK(std::stoul(m[1]) == designed_cells(layout));
  CHECK(std::stoul(m[2]) == designed_cells(extended));
  CHECK(std::stoll(m[3]) == layout.sampled_worth);
  CHECK(std::stoll(m[4]) == extended.sampled_worth);
  // No line raises the extended layout's rate any more: extending it again
  // changes nothing.
  const auto [again, again_report] = extend(out, out + "2");
  CHECK(again.cells == extended.cells);
  CHECK(again.sampled_worth == extended.sampled_worth);
}

namespace {

// Colours (bits) that would join a line if an open cell of `layout` held them:
// on the board just after the fire swap and after every drop of its cascade,
// a colour that makes a run of three through the cell with designed jewels.
std::vector<unsigned> expected_guards(const Layout& layout) {
  const int n = layout.n;
  std::vector<unsigned> guards(layout.cells.size(), 0);
  trace_fire(layout.cells, n, layout.fire_p, layout.fire_q,
             [&](const std::vector<int>& b, const std::vector<int>& origin,
                 const std::vector<std::vector<int>>&) {
               for (int i = 0; i < n * n; ++i) {
                 if (b[i] != 0 || origin[i] < 0) continue;
                 for (int colour = 1; colour <= layout.colours; ++colour) {
                   std::vector<int> trial = b;
                   trial[i] = colour;
                   for (const auto& run : runs(trial, n))
                     for (int cell : run)
                       if (cell == i) guards[origin[i]] |= 1u << colour;
                 }
               }
             });
  return guards;
}

}  // namespace

TEST_CASE("the Jewels designer guards exactly the open cells that could join a line",
          "[jewels][templates]") {
  const auto [layout, report] =
      run_designer("--size 13 --colours 8 --iterations 300 --seed 9", "jewels_designs_test3");
  std::smatch m;
  REQUIRE(std::regex_search(report, m, std::regex(R"(guards:([^\n]*))")));
  std::vector<unsigned> reported(layout.cells.size(), 0);
  const std::string list = m[1];
  const std::regex entry(R"((\d+),(\d+)=([0-9a]+))");
  for (auto it = std::sregex_iterator(list.begin(), list.end(), entry);
       it != std::sregex_iterator(); ++it) {
    const int cell = std::stoi((*it)[1]) * layout.n + std::stoi((*it)[2]);
    for (char ch : (*it)[3].str())
      reported[static_cast<std::size_t>(cell)] |= 1u << (ch == 'a' ? 10 : ch - '0');
  }
  const std::vector<unsigned> expected = expected_guards(layout);
  int guarded = 0;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    INFO("cell " << i);
    CHECK(reported[i] == expected[i]);
    if (layout.cells[i] != 0) CHECK(expected[i] == 0u);  // only open cells are guarded
    guarded += expected[i] != 0;
  }
  CHECK(guarded > 0);
}

namespace {

// For every cell, the step (1, 2, ...) of the fire's cascade in which its
// jewel is removed when arriving jewels never match, 0 if it never is.
std::vector<int> removal_steps(const std::vector<int>& b, int n, int fire_p, int fire_q) {
  std::vector<int> step_of(b.size(), 0);
  int step = 0;
  trace_fire(b, n, fire_p, fire_q,
             [&](const std::vector<int>&, const std::vector<int>& origin,
                 const std::vector<std::vector<int>>& found) {
               ++step;
               for (const auto& run : found)
                 for (int cell : run)
                   if (origin[cell] >= 0) step_of[origin[cell]] = step;
             });
  return step_of;
}

// The plan the Jewels submission makes for its first cycle on a random board
// (JEWELS_PLANS=1 prints "plan ENTRY MIRRORED FIRE_P FIRE_Q TARGET..." to
// stderr, the target in board cells, 0 = any).
struct FirstPlan {
  int entry = -1, mirrored = 0, fire_p = 0, fire_q = 0;
  std::vector<int> target;
};

FirstPlan first_plan(int n, int colours, unsigned seed, const std::string& name) {
  FirstPlan plan;
  std::mt19937 rng(seed);
  const std::string input = std::string(MM_BINARY_DIR) + "/" + name + ".in";
  const std::string err = input + ".err";
  {
    std::ofstream out(input);
    out << n << '\n' << colours << '\n';
    for (int i = 0; i < n * n; ++i)
      out << static_cast<int>(rng() % static_cast<unsigned>(colours)) + 1 << '\n';
  }
  // The input ends after the board: the submission plays one move and stops.
  const std::string command = "JEWELS_PLANS=1 " + std::string(MM_BINARY_DIR) + "/jewels < " +
                              input + " > /dev/null 2> " + err;
  REQUIRE(std::system(command.c_str()) == 0);
  std::istringstream text(slurp(err));
  std::string word;
  text >> word >> plan.entry >> plan.mirrored >> plan.fire_p >> plan.fire_q;
  REQUIRE(word == "plan");
  plan.target.resize(static_cast<std::size_t>(n * n));
  for (int& v : plan.target) text >> v;
  REQUIRE(text);
  return plan;
}

// A board of random jewels with no line on it (jewels in lines drawn again),
// as the game hands out after a settled move.
jewels_submission::Board random_quiet_board(int n, int colours, std::mt19937& rng) {
  namespace js = jewels_submission;
  js::Board board;
  board.n = n;
  auto draw = [&] { return static_cast<std::int8_t>(1 + rng() % static_cast<unsigned>(colours)); };
  for (int i = 0; i < n * n; ++i) board.cells[i] = draw();
  for (std::array<std::uint32_t, js::kMaxN> marks{}; board.mark_runs(marks); marks.fill(0)) {
    for (int i = 0; i < n * n; ++i)
      if (marks[i % n] >> (i / n) & 1u) board.cells[i] = draw();
  }
  return board;
}

}  // namespace

TEST_CASE("the Jewels submission recolours whole lines and keeps the designed cascade",
          "[jewels][templates]") {
  const std::vector<Layout> layouts = table_layouts();
  int recoloured = 0;
  const std::vector<std::pair<int, int>> cases = {{16, 10}, {15, 6}, {13, 8}, {12, 7},
                                                  {11, 9},  {10, 6}, {9, 10}, {8, 6}};
  for (std::size_t k = 0; k < cases.size(); ++k) {
    const auto [n, colours] = cases[k];
    const FirstPlan plan = first_plan(n, colours, 100 + static_cast<unsigned>(k), "jewels_plan");
    INFO("N=" << n << " C=" << colours << " entry " << plan.entry);
    REQUIRE(plan.entry >= 0);
    REQUIRE(static_cast<std::size_t>(plan.entry) < layouts.size());
    const Layout& entry = layouts[static_cast<std::size_t>(plan.entry)];
    REQUIRE(entry.n == n);
    // The case's own layouts or those designed for one colour fewer.
    REQUIRE((entry.colours == colours || entry.colours == colours - 1));
    for (int v : plan.target) REQUIRE((v >= 0 && v <= colours));
    // The entry in board cells, mirrored as the plan says.
    auto cell_of = [&](int i) { return plan.mirrored ? (i / n) * n + n - 1 - i % n : i; };
    std::vector<int> layout(plan.target.size());
    for (int i = 0; i < n * n; ++i) layout[cell_of(i)] = entry.cells[i];
    CHECK(plan.fire_p == cell_of(entry.fire_p));
    CHECK(plan.fire_q == cell_of(entry.fire_q));
    // The same cells are designed, the plan is quiet, and every jewel goes in
    // the step the layout designed it for.
    for (int i = 0; i < n * n; ++i) CHECK((plan.target[i] == 0) == (layout[i] == 0));
    CHECK(runs(plan.target, n).empty());
    CHECK(removal_steps(plan.target, n, plan.fire_p, plan.fire_q) ==
          removal_steps(layout, n, plan.fire_p, plan.fire_q));
    // Not just a colour permutation: some layout colour maps to two colours.
    std::map<int, std::set<int>> images;
    for (int i = 0; i < n * n; ++i) images[layout[i]].insert(plan.target[i]);
    for (const auto& [from, to] : images) recoloured += from != 0 && to.size() > 1;
  }
  CHECK(recoloured > 0);
}

TEST_CASE("the Jewels submission's cascade trace finds every run a full scan finds", "[jewels]") {
  // Few colours and some unknown (0) cells: long cascades with runs anywhere,
  // where scanning only what each step changed could miss one.
  std::mt19937 rng(44);
  int long_cascades = 0;
  for (int game = 0; game < 400; ++game) {
    const int n = 8 + game % 9, colours = 3 + game % 2;
    std::vector<int> cells(static_cast<std::size_t>(n * n));
    for (int& v : cells)
      v = rng() % 8 ? 1 + static_cast<int>(rng() % static_cast<unsigned>(colours)) : 0;
    const int p = static_cast<int>(rng() % cells.size()),
              q = static_cast<int>(rng() % cells.size());
    jewels_submission::Board board;
    board.n = n;
    for (int i = 0; i < n * n; ++i) board.cells[i] = static_cast<std::int8_t>(cells[i]);
    std::array<int, jewels_submission::kMaxCells> step_of{};
    board.removal_steps(p, q, step_of);
    const std::vector<int> expected = removal_steps(cells, n, p, q);
    INFO("game " << game << " N=" << n);
    CHECK(std::vector<int>(step_of.begin(), step_of.begin() + n * n) == expected);
    long_cascades += *std::max_element(expected.begin(), expected.end()) >= 4;
  }
  CHECK(long_cascades > 50);
}

TEST_CASE("the Jewels submission's played-out build puts every designed cell right", "[jewels]") {
  namespace js = jewels_submission;
  std::mt19937 rng(4);
  for (const auto& [n, colours] : std::vector<std::pair<int, int>>{{16, 7}, {14, 5}, {12, 10}}) {
    const js::Board board = random_quiet_board(n, colours, rng);
    const js::Plan plan = js::choose_plan(board, colours, js::kMoves, js::CycleCalibration(),
                                          js::recolour_rounds(js::Pace::kOnPace));
    INFO("N=" << n << " C=" << colours << " entry " << plan.entry);
    // The same build, move by move: every swap scores nothing, and at the end
    // every designed cell holds its colour.
    js::Board built = board;
    js::Move move;
    int moves = 0, wrong = 0;
    for (int i = 0; i < n * n; ++i)
      wrong += plan.target[i] != 0 && plan.target[i] != board.cells[i];
    while (js::build_move(built, plan, move) > 0) {
      std::swap(built.cells[move.p], built.cells[move.q]);
      CHECK(built.score_at(move.p) + built.score_at(move.q) == 0);
      ++moves;
    }
    js::Board played = board;
    CHECK(moves == js::play_build(played, plan));
    CHECK(played.cells == built.cells);
    CHECK(moves > wrong / 2);
    CHECK(moves <= wrong + n * n / 8);  // guards may cost a move or two more
    for (int i = 0; i < n * n; ++i)
      if (plan.target[i] != 0) CHECK(built.cells[i] == plan.target[i]);
  }
}

TEST_CASE("the Jewels submission rates a plan by its fire over random refills on the built board",
          "[jewels]") {
  namespace js = jewels_submission;
  std::mt19937 rng(9);
  const int n = 14, colours = 7;
  const int rounds = js::recolour_rounds(js::Pace::kBehind);
  int table_would_differ = 0;
  for (int b = 0; b < 6; ++b) {
    const js::Board board = random_quiet_board(n, colours, rng);
    const js::Plan chosen =
        js::choose_plan(board, colours, js::kMoves, js::CycleCalibration(), rounds);
    // The refined candidates as choose_plan makes them: the best few after one
    // recolouring round, each recoloured with its share of the game's rounds.
    const auto ranked = js::rank_layouts(board, colours);
    js::Refills refills(colours, js::kPlanRefillSamples);
    refills.draw(n);
    double best_rate = -1, best_table = -1;
    int best_entry = -1, table_entry = -1;
    for (std::size_t k = 0; k < ranked.size() && k < js::kRefinedLayouts; ++k) {
      const js::Plan plan = js::make_plan(js::kTemplates[ranked[k].second.entry], board, colours,
                                          js::refined_rounds(rounds));
      const double rate = js::refined_rate(board, plan, refills);
      if (rate > best_rate) best_rate = rate, best_entry = plan.entry;
      js::Board built = board;
      const int moves = js::play_build(built, plan);
      const double table =
          js::kTemplates[plan.entry].sampled_worth / (moves + js::kCycleOverheadMoves);
      if (table > best_table) best_table = table, table_entry = plan.entry;
    }
    INFO("board " << b);
    CHECK(chosen.entry == best_entry);
    table_would_differ += table_entry != best_entry;
  }
  // The boards are such that the table's worth would choose differently at
  // least once, so the check above tells the two apart.
  CHECK(table_would_differ > 0);
}

TEST_CASE("the Jewels submission recolours with more rounds ahead of its pace, fewer behind it",
          "[jewels]") {
  namespace js = jewels_submission;
  js::TimeKeeper clock(5000);  // 5 ms a move over 1000 moves
  CHECK(clock.pace(0) == js::Pace::kAhead);
  clock.update(400, 0, 0);
  CHECK(clock.pace(0) == js::Pace::kOnPace);  // within the lead of 100 moves
  CHECK(clock.pace(80) == js::Pace::kAhead);  // 400 ms <= 5 ms x 80
  clock.update(1400, 0, 0);
  CHECK(clock.pace(150) == js::Pace::kBehind);  // 1400 ms > 5 ms x (150 + 100)
  CHECK(clock.pace(200) == js::Pace::kOnPace);  // 1400 ms <= 5 ms x (200 + 100)
  CHECK(clock.pace(280) == js::Pace::kAhead);
  CHECK(js::recolour_rounds(js::Pace::kBehind) < js::recolour_rounds(js::Pace::kOnPace));
  CHECK(js::recolour_rounds(js::Pace::kOnPace) < js::recolour_rounds(js::Pace::kAhead));
  // Behind, fewer layouts are refined too (their played-out builds cost CPU).
  CHECK(js::refined_layouts(js::Pace::kBehind) < js::refined_layouts(js::Pace::kOnPace));
  CHECK(js::refined_layouts(js::Pace::kOnPace) == js::refined_layouts(js::Pace::kAhead));
}

TEST_CASE("the Jewels fit values a right cell twice a pair, charges unpaired ones, counts moves",
          "[jewels]") {
  namespace js = jewels_submission;
  js::Board board;
  board.n = 8;
  for (int i = 0; i < 64; ++i) board.cells[i] = static_cast<std::int8_t>(1 + i % 4);
  // Cells 0..3 hold colours 1, 2, 3, 4.
  auto fit = [&](const std::vector<std::pair<int, int>>& wanted_cells) {
    std::array<std::int8_t, js::kMaxCells> wanted{};
    for (const auto& [cell, colour] : wanted_cells) wanted[cell] = static_cast<std::int8_t>(colour);
    return js::Fit(wanted, board);
  };
  auto score = [&](const std::vector<std::pair<int, int>>& wanted_cells) {
    return fit(wanted_cells).score();
  };
  CHECK(score({}) == 0);
  CHECK(score({{0, 1}}) == 2);                  // right: no move
  CHECK(score({{0, 2}, {1, 1}}) == 1);          // one swap fixes both
  CHECK(score({{0, 2}, {1, 3}, {2, 1}}) == 0);  // three wrong cells going round: two swaps
  CHECK(score({{0, 2}, {4, 2}}) == -2);         // no wrong cell holds colour 2: a move each
  // A colour the board lacks: colour 5 is nowhere, so both cells also count short.
  CHECK(score({{0, 5}, {1, 5}}) == -2 - 2 * js::kShortageCost);
  // The build moves the same cases take.
  CHECK(fit({{0, 1}}).build_moves() == Approx(0));
  CHECK(fit({{0, 2}, {1, 1}}).build_moves() == Approx(1));
  CHECK(fit({{0, 2}, {1, 3}, {2, 1}}).build_moves() == Approx(2));
  CHECK(fit({{0, 2}, {4, 2}}).build_moves() == Approx(2));
}

TEST_CASE("the Jewels recolouring's fit after recolouring a line equals the fit counted afresh",
          "[jewels]") {
  namespace js = jewels_submission;
  std::mt19937 rng(23);
  for (int trial = 0; trial < 200; ++trial) {
    const int n = 8 + trial % 9, colours = 5 + trial % 6;
    const js::Board board = random_quiet_board(n, colours, rng);
    auto colour = [&] { return static_cast<std::int8_t>(1 + rng() % colours); };
    std::array<std::int8_t, js::kMaxCells> wanted{};
    for (int i = 0; i < n * n; ++i) wanted[i] = rng() % 4 ? colour() : js::kUnknown;
    // A line: some cells, all given one colour, then recoloured to another.
    const std::int8_t from = colour(), to = colour();
    std::vector<int> line;
    for (int i = 0; i < n * n; ++i)
      if (rng() % 6 == 0) line.push_back(i), wanted[i] = from;
    const js::Fit before(wanted, board);
    for (int i : line) wanted[i] = to;
    const js::Fit after(wanted, board);
    js::Fit moved = before;
    moved.recolour(line, from, to, board);
    INFO("trial " << trial);
    CHECK(moved.score() == after.score());
    CHECK(moved.matches == after.matches);
    CHECK(moved.unpaired() == after.unpaired());
    CHECK(moved.wrong == after.wrong);
    if (from == to) continue;
    CHECK(before.score() + before.score_change(js::Fit::Holding(line, board), from, to) ==
          after.score());
  }
}

namespace {

// The recolouring's check done the slow way: plays the whole fire of `layout`
// and compares every removal with the step `design_steps` gives its jewel.
bool replays_as_designed(const jewels_submission::Board& layout, int fire_p, int fire_q,
                         const std::array<int, jewels_submission::kMaxCells>& design_steps) {
  jewels_submission::Board work = layout;
  std::array<std::uint32_t, jewels_submission::kMaxN> marks{};
  if (work.mark_runs(marks)) return false;
  bool as_designed = true;
  int removed = 0;
  work.trace_cascade(
      fire_p, fire_q,
      [&](int origin, int step, int) {
        as_designed = as_designed && design_steps[origin] == step;
        ++removed;
      },
      [](const std::array<std::int16_t, jewels_submission::kMaxCells>&) {});
  const int cells = layout.n * layout.n;
  return as_designed &&
         removed == cells - static_cast<int>(
                                std::count(design_steps.begin(), design_steps.begin() + cells, 0));
}

}  // namespace

TEST_CASE("the Jewels recolouring's check of a line's new colour agrees with replaying the fire",
          "[jewels][templates]") {
  namespace js = jewels_submission;
  const std::vector<Layout> layouts = table_layouts();
  std::mt19937 rng(29);
  int kept = 0, refused = 0;
  for (std::size_t entry = 0; entry < layouts.size(); entry += 37) {
    const Layout& t = layouts[entry];
    js::Board layout;
    layout.n = t.n;
    for (int i = 0; i < t.n * t.n; ++i) layout.cells[i] = static_cast<std::int8_t>(t.cells[i]);
    std::array<int, js::kMaxCells> steps{};
    js::Board(layout).removal_steps(t.fire_p, t.fire_q, steps);
    REQUIRE(replays_as_designed(layout, t.fire_p, t.fire_q, steps));
    int groups = 0;
    const std::array<int, js::kMaxCells> group =
        js::line_groups(layout, t.fire_p, t.fire_q, groups);
    std::vector<std::vector<int>> members(static_cast<std::size_t>(groups));
    for (int i = 0; i < t.n * t.n; ++i)
      if (group[i] >= 0) members[static_cast<std::size_t>(group[i])].push_back(i);
    const js::CascadeFrames frames(layout, t.fire_p, t.fire_q, steps);
    for (int trial = 0; trial < 60; ++trial) {
      const std::vector<int>& cells = members[rng() % members.size()];
      const std::int8_t from = layout.cells[cells.front()];
      const auto to = static_cast<std::int8_t>(1 + rng() % static_cast<unsigned>(t.colours));
      for (int i : cells) layout.cells[i] = to;
      const bool plays = frames.still_plays(layout, cells);
      INFO("entry " << entry << " trial " << trial);
      REQUIRE(plays == replays_as_designed(layout, t.fire_p, t.fire_q, steps));
      if (plays) {
        ++kept;
      } else {
        ++refused;
        for (int i : cells) layout.cells[i] = from;
      }
    }
  }
  // Both answers come up often, so the agreement means something.
  CHECK(kept > 100);
  CHECK(refused > 100);
}

TEST_CASE(
    "the Jewels submission with JEWELS_MEASURE set stays ahead of its pace, never panics "
    "and never stops a search at its deadline",
    "[jewels]") {
  namespace js = jewels_submission;
  js::TimeKeeper clock(5000);
  clock.update(9500, 0, 0);  // far behind, past both panic lines
  REQUIRE(std::getenv("JEWELS_MEASURE") == nullptr);
  CHECK(clock.pace(10) == js::Pace::kBehind);
  CHECK(clock.panic());
  CHECK(clock.deep_panic());
  CHECK(js::past(-1));  // a deadline gone by
  setenv("JEWELS_MEASURE", "1", 1);
  CHECK(clock.pace(10) == js::Pace::kAhead);
  CHECK_FALSE(clock.panic());
  CHECK_FALSE(clock.deep_panic());
  CHECK_FALSE(js::past(-1));
  unsetenv("JEWELS_MEASURE");
}

#include "tester/games/framework.h"

#include "common/line_io.h"

namespace mm::framework {

IntRange parse_int_range(std::string_view name, std::string_view text) {
  auto fail = [&]() -> IntRange {
    throw UsageError("bad value '" + std::string(text) + "' for -" + std::string(name) +
                     " (expected v, a,b or a+k)");
  };
  auto number = [&](std::string_view part) {
    const auto v = java_parse_int(part);
    if (!v) fail();
    return *v;
  };
  if (const auto comma = text.find(','); comma != std::string_view::npos) {
    return {number(text.substr(0, comma)), number(text.substr(comma + 1))};
  }
  if (const auto plus = text.find('+', 1); plus != std::string_view::npos) {
    const int lo = number(text.substr(0, plus));
    const int count = number(text.substr(plus + 1));
    if (count < 1) fail();
    return {lo, lo + count - 1};
  }
  const int v = number(text);
  return {v, v};
}

int random_int(Sha1Prng& rnd, int lo, int hi) {
  if (hi <= lo) return lo;
  return rnd.next_int(hi - lo + 1) + lo;
}

int random_int_clamped(Sha1Prng& rnd, IntRange range, int min, int max) {
  auto clamp = [&](int v) { return v < min ? min : (v > max ? max : v); };
  return random_int(rnd, clamp(range.lo), clamp(range.hi));
}

std::optional<IntRange> param_range(const Params& params, std::string_view key,
                                    std::string_view name) {
  const auto it = params.find(std::string(key));
  if (it == params.end()) return std::nullopt;
  return parse_int_range(name, it->second);
}

BoardSize draw_board_size(Sha1Prng& rnd, const Seed& seed, const Params& params, IntRange n_bounds,
                          IntRange color_bounds) {
  BoardSize size;
  size.n = random_int(rnd, n_bounds.lo, n_bounds.hi);
  size.colors = random_int(rnd, color_bounds.lo, color_bounds.hi);
  if (seed.value == 1) size = {n_bounds.lo, color_bounds.lo};
  if (seed.value == 2) size = {n_bounds.hi, color_bounds.hi};
  if (auto r = param_range(params, "n", "N"))
    size.n = random_int_clamped(rnd, *r, n_bounds.lo, n_bounds.hi);
  if (auto r = param_range(params, "c", "C")) {
    size.colors = random_int_clamped(rnd, *r, color_bounds.lo, color_bounds.hi);
  }
  return size;
}

Step eof_step(bool process_alive, double error_score) {
  return Step::failed(
      error_score,
      {process_alive ? "ERROR! Failed to read output from solution."
                     : "ERROR! Solution process terminated before outputting the expected data."});
}

std::optional<std::array<int, 4>> parse_move(std::string_view line) {
  // String.split(" ") drops trailing empty tokens but keeps the inner ones.
  while (!line.empty() && line.back() == ' ') line.remove_suffix(1);
  if (line.empty()) return std::nullopt;
  std::array<int, 4> values{};
  std::size_t count = 0;
  while (true) {
    const std::size_t space = line.find(' ');
    const auto value = java_parse_int(line.substr(0, space));
    if (!value || count == values.size()) return std::nullopt;
    values[count++] = *value;
    if (space == std::string_view::npos) break;
    line.remove_prefix(space + 1);
  }
  if (count != values.size()) return std::nullopt;
  return values;
}

}  // namespace mm::framework

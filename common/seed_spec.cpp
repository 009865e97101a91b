#include "common/seed_spec.h"

#include <limits>

#include "common/line_io.h"

namespace mm {

namespace {

constexpr std::int64_t kMaxSeedsInSpec = 1'000'000;

std::string trimmed(std::string_view s) {
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t");
  return std::string(s.substr(first, last - first + 1));
}

std::int64_t parse_number(std::string_view text, std::string_view spec) {
  const auto value = java_parse_long(trimmed(text));
  if (!value)
    throw UsageError("bad seed '" + std::string(text) + "' in '" + std::string(spec) + "'");
  return *value;
}

void append_range(std::vector<Seed>& out, std::int64_t first, std::int64_t count,
                  std::string_view spec) {
  if (count <= 0 || count > kMaxSeedsInSpec) {
    throw UsageError("seed range in '" + std::string(spec) + "' is empty or too large");
  }
  if (first > std::numeric_limits<std::int64_t>::max() - (count - 1)) {
    throw UsageError("seed range in '" + std::string(spec) + "' goes past the largest seed");
  }
  for (std::int64_t i = 0; i < count; ++i) out.push_back({std::to_string(first + i), first + i});
}

// Seeds from first to last inclusive, refusing ranges too long to count.
std::int64_t range_count(std::int64_t first, std::int64_t last, std::string_view spec) {
  std::int64_t span = 0;
  if (last < first) throw UsageError("descending range in '" + std::string(spec) + "'");
  if (__builtin_sub_overflow(last, first, &span) || span >= kMaxSeedsInSpec) {
    throw UsageError("seed range in '" + std::string(spec) + "' is too large");
  }
  return span + 1;
}

void append_single(std::vector<Seed>& out, std::string_view item, std::string_view spec) {
  const std::string text = trimmed(item);
  out.push_back({text, parse_number(text, spec)});
}

// "A..B", "A+K" or "S".
void append_toolkit_item(std::vector<Seed>& out, std::string_view item, std::string_view spec) {
  if (const auto dots = item.find(".."); dots != std::string_view::npos) {
    const auto first = parse_number(item.substr(0, dots), spec);
    const auto last = parse_number(item.substr(dots + 2), spec);
    append_range(out, first, range_count(first, last, spec), spec);
  } else if (const auto plus = item.find('+', 1); plus != std::string_view::npos) {
    append_range(out, parse_number(item.substr(0, plus), spec),
                 parse_number(item.substr(plus + 1), spec), spec);
  } else {
    append_single(out, item, spec);
  }
}

std::vector<Seed> parse_toolkit(std::string_view spec) {
  std::vector<Seed> out;
  std::size_t start = 0;
  while (start <= spec.size()) {
    const auto comma = std::min(spec.find(',', start), spec.size());
    append_toolkit_item(out, spec.substr(start, comma - start), spec);
    start = comma + 1;
  }
  return out;
}

std::vector<Seed> parse_official(std::string_view spec) {
  std::vector<Seed> once;
  std::int64_t repeat = 1;
  std::string_view body = spec;
  if (const auto star = body.rfind('*'); star != std::string_view::npos) {
    repeat = parse_number(body.substr(star + 1), spec);
    if (repeat <= 0 || repeat > kMaxSeedsInSpec)
      throw UsageError("bad repeat count in '" + std::string(spec) + "'");
    body = body.substr(0, star);
  }
  const std::string text = trimmed(body);
  body = text;
  if (!body.empty() && body.front() == '{' && body.back() == '}') {
    body = body.substr(1, body.size() - 2);
    std::size_t start = 0;
    while (start <= body.size()) {
      const auto comma = std::min(body.find(',', start), body.size());
      append_single(once, body.substr(start, comma - start), spec);
      start = comma + 1;
    }
  } else if (const auto comma = body.find(','); comma != std::string_view::npos) {
    const auto first = parse_number(body.substr(0, comma), spec);
    const auto last = parse_number(body.substr(comma + 1), spec);
    append_range(once, first, range_count(first, last, spec), spec);
  } else if (const auto plus = body.find('+', 1); plus != std::string_view::npos) {
    append_range(once, parse_number(body.substr(0, plus), spec),
                 parse_number(body.substr(plus + 1), spec), spec);
  } else {
    append_single(once, body, spec);
  }
  if (static_cast<std::int64_t>(once.size()) * repeat > kMaxSeedsInSpec) {
    throw UsageError("too many seeds in '" + std::string(spec) + "'");
  }
  std::vector<Seed> out;
  for (std::int64_t r = 0; r < repeat; ++r) out.insert(out.end(), once.begin(), once.end());
  return out;
}

}  // namespace

std::vector<Seed> parse_seed_spec(std::string_view spec, SeedSyntax syntax) {
  if (trimmed(spec).empty()) throw UsageError("empty seed specification");
  return syntax == SeedSyntax::Toolkit ? parse_toolkit(spec) : parse_official(spec);
}

}  // namespace mm

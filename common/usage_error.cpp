#include "common/usage_error.h"

#include <algorithm>

#include "common/line_io.h"  // ascii_lowercase

namespace mm {

namespace {

std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] != b[j - 1])});
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace

std::string closest_match(const std::string& word, const std::vector<std::string>& candidates) {
  const std::string w = ascii_lowercase(word);
  if (w.size() < 3) return "";  // two letters are too few to guess from
  std::string best;
  std::size_t best_distance = 3;
  for (const auto& candidate : candidates) {
    const std::string c = ascii_lowercase(candidate);
    const std::size_t distance =
        w.size() >= 3 && c.compare(0, w.size(), w) == 0 ? 1 : edit_distance(w, c);
    if (distance < best_distance) best = candidate, best_distance = distance;
  }
  return best;
}

}  // namespace mm

#include "tester/store/bests_file.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "common/results.h"

namespace mm {

namespace {
constexpr double kEps = 1e-9;  // the framework's tolerance for "tied" and "improved"
}

BestsFile::BestsFile(std::string path) : path_(std::move(path)), bests_(read_seed_scores(path_)) {}

std::optional<double> BestsFile::record(const std::string& seed, double score, bool error_score) {
  ++cases_;
  const auto found = bests_.find(seed);
  if (found == bests_.end()) {
    if (error_score) return std::nullopt;
    ++new_cases_;
    current_total_ += 1;
    bests_[seed] = score;
    changed_ = true;
    return std::nullopt;
  }
  const double best = found->second;
  ++with_previous_;
  if (error_score) return best;
  if (score > best + kEps) ++improved_;
  if (std::fabs(score - best) < kEps) ++tied_;
  const double new_best = std::max(best, score);
  if (new_best > 0) {
    current_total_ += score / new_best;
    previous_total_ += best / new_best;
  }
  if (score > best) {
    found->second = score;
    changed_ = true;
  }
  return best;
}

std::optional<double> BestsFile::previous_score() const {
  if (with_previous_ == 0) return std::nullopt;
  return previous_total_ / static_cast<double>(with_previous_) * 100;
}

double BestsFile::current_score() const {
  return cases_ == 0 ? 0 : current_total_ / static_cast<double>(cases_) * 100;
}

void BestsFile::save() {
  if (!changed_) return;
  changed_ = false;
  write_seed_scores(path_,
                    std::vector<std::pair<std::string, double>>(bests_.begin(), bests_.end()));
}

}  // namespace mm

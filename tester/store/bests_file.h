// The framework's -bests file: seed=score lines of the best score seen per
// seed, read at the start and rewritten after every seed that improves it.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>

namespace mm {

class BestsFile {
 public:
  // Reads `path` (a missing file is an empty table; it is created with its
  // folders at the first improvement).
  explicit BestsFile(std::string path);

  // One seed's score. Returns the stored best it had before, if any. The table
  // takes the score when it is not an error and beats the stored one (or none
  // was stored); save() then rewrites the file.
  std::optional<double> record(const std::string& seed, double score, bool error_score);
  // Rewrites the file if the table changed since the last save. Throws
  // std::runtime_error when it cannot be written.
  void save();

  std::size_t improved() const { return improved_; }
  std::size_t tied() const { return tied_; }
  std::size_t new_cases() const { return new_cases_; }
  std::size_t cases() const { return cases_; }
  // Prev. Bests Score: the stored bests relative to the new bests, x100, over
  // the seeds that had one; nullopt when none had.
  std::optional<double> previous_score() const;
  // Current Score: this run relative to the new bests, x100, over all seeds.
  double current_score() const;

 private:
  std::string path_;
  std::map<std::string, double> bests_;
  std::size_t improved_ = 0, tied_ = 0, new_cases_ = 0, cases_ = 0, with_previous_ = 0;
  double current_total_ = 0, previous_total_ = 0;
  bool changed_ = false;
};

}  // namespace mm

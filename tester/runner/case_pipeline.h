// Generates cases ahead of the workers that play them, so that the solution
// never waits for the next case to be generated (Jewels draws 1000·N² values
// from SHA1PRNG before its first turn).
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <thread>
#include <vector>

#include "tester/runner/vocabulary.h"

namespace mm {

class CasePipeline {
 public:
  // Starts one helper thread that generates the cases of `seeds` in order,
  // at most `ahead` of them beyond those already taken. `game`, `seeds` and
  // `params` must outlive the pipeline.
  CasePipeline(const GameInfo& game, const std::vector<Seed>& seeds, const Params& params,
               std::size_t ahead);
  ~CasePipeline();  // stops generating and joins the helper
  CasePipeline(const CasePipeline&) = delete;
  CasePipeline& operator=(const CasePipeline&) = delete;

  // The case of seeds[index]; waits until it is generated. Each index once.
  PreparedCase take(std::size_t index);

 private:
  void generate_all();

  const GameInfo& game_;
  const std::vector<Seed>& seeds_;
  const Params& params_;
  const std::size_t ahead_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<PreparedCase> cases_;
  std::vector<char> ready_;
  std::size_t taken_ = 0;  // how many cases workers have asked for
  bool stop_ = false;
  std::thread helper_;
};

}  // namespace mm

#include "tester/runner/case_pipeline.h"

#include <algorithm>

#include "tester/runner/runner.h"

namespace mm {

CasePipeline::CasePipeline(const GameInfo& game, const std::vector<Seed>& seeds,
                           const Params& params, std::size_t ahead)
    : game_(game),
      seeds_(seeds),
      params_(params),
      ahead_(std::max<std::size_t>(ahead, 1)),
      cases_(seeds.size()),
      ready_(seeds.size(), 0),
      helper_([this] { generate_all(); }) {}

CasePipeline::~CasePipeline() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_ = true;
  }
  changed_.notify_all();
  helper_.join();
}

void CasePipeline::generate_all() {
  for (std::size_t index = 0; index < seeds_.size(); ++index) {
    {
      std::unique_lock<std::mutex> lock(mutex_);
      changed_.wait(lock, [&] { return stop_ || index < taken_ + ahead_; });
      if (stop_) return;
    }
    PreparedCase prepared = prepare_case(game_, seeds_[index], params_);
    {
      std::lock_guard<std::mutex> lock(mutex_);
      cases_[index] = std::move(prepared);
      ready_[index] = 1;
    }
    changed_.notify_all();
  }
}

PreparedCase CasePipeline::take(std::size_t index) {
  std::unique_lock<std::mutex> lock(mutex_);
  taken_ = std::max(taken_, index + 1);
  changed_.notify_all();
  changed_.wait(lock, [&] { return ready_[index] != 0; });
  return std::move(cases_[index]);
}

}  // namespace mm

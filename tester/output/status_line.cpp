#include "tester/output/status_line.h"

#include <fmt/core.h>

#include <cstdio>
#include <memory>

#include "common/usage_error.h"

namespace mm {

ProgressMode progress_mode(const std::string& text, bool stderr_is_terminal) {
  if (text == "auto") return stderr_is_terminal ? ProgressMode::Line : ProgressMode::Plain;
  if (text == "line") return ProgressMode::Line;
  if (text == "plain") return ProgressMode::Plain;
  if (text == "none") return ProgressMode::Off;
  throw UsageError("bad --progress '" + text + "' (auto, line, plain or none)");
}

void StatusLine::show(const std::string& text, bool log) {
  if (mode_ == ProgressMode::Line) {
    std::fprintf(stderr, "\r\033[K%s", text.c_str());
    std::fflush(stderr);
    shown_ = true;
  } else if (mode_ == ProgressMode::Plain && log) {
    std::fprintf(stderr, "%s\n", text.c_str());
    std::fflush(stderr);
  }
}

void StatusLine::clear() {
  if (mode_ != ProgressMode::Line || !shown_) return;
  std::fprintf(stderr, "\r\033[K");
  std::fflush(stderr);
  shown_ = false;
}

IndexProgress index_progress(bool stderr_is_terminal) {
  auto line =
      std::make_shared<StatusLine>(stderr_is_terminal ? ProgressMode::Line : ProgressMode::Plain);
  return [line](std::size_t done, std::size_t total) {
    constexpr std::size_t kWidth = 30;
    const std::size_t filled = total ? done * kWidth / total : kWidth;
    line->show(
        fmt::format("indexing the results store [{}{}] {}/{} run files", std::string(filled, '#'),
                    std::string(kWidth - filled, '.'), done, total),
        done == 1 || done == total);
    if (done == total) line->clear();
  };
}

}  // namespace mm

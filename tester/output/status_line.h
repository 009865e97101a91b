// One status line on stderr for a long command (a run's live status, a duel's
// standing): redrawn in place on a terminal, whole lines now and then in a log.
#pragma once

#include <string>

#include "tester/store/run_index.h"

namespace mm {

enum class ProgressMode {
  Off,
  Line,   // one status line redrawn in place (a terminal)
  Plain,  // whole lines, each time the caller says so (a log file)
};

// Parses --progress: auto (Line on a terminal, else Plain), line, plain, none.
ProgressMode progress_mode(const std::string& text, bool stderr_is_terminal);

class StatusLine {
 public:
  explicit StatusLine(ProgressMode mode) : mode_(mode) {}
  ProgressMode mode() const { return mode_; }
  // Line: redraws the line with `text`. Plain: prints it as a line when `log`
  // is true (the caller's "now and then"). Off: nothing.
  void show(const std::string& text, bool log);
  // Erases the line so that other lines can be printed.
  void clear();

 private:
  ProgressMode mode_;
  bool shown_ = false;
};

// The progress bar of (re)indexing the results store: redrawn on a terminal,
// a line at the start and the end in a log.
IndexProgress index_progress(bool stderr_is_terminal);

}  // namespace mm

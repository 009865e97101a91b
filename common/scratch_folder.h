// A private folder for a command's passing files: made new under the system's
// temporary folder ($TMPDIR, else /tmp) and removed with everything in it when
// it goes out of scope.
#pragma once

#include <string>

namespace mm {

class ScratchFolder {
 public:
  // <tmp>/mm-<purpose>-XXXXXX; throws std::runtime_error if it cannot be made.
  explicit ScratchFolder(const std::string& purpose);
  ~ScratchFolder();
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;

  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace mm

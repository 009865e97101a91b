#include "common/scratch_folder.h"

#include <stdlib.h>

#include <filesystem>
#include <stdexcept>

namespace fs = std::filesystem;

namespace mm {

ScratchFolder::ScratchFolder(const std::string& purpose) {
  std::string pattern = (fs::temp_directory_path() / ("mm-" + purpose + "-XXXXXX")).string();
  if (!mkdtemp(pattern.data())) throw std::runtime_error("cannot create a folder " + pattern);
  path_ = pattern;
}

ScratchFolder::~ScratchFolder() {
  std::error_code ignored;
  fs::remove_all(path_, ignored);
}

}  // namespace mm

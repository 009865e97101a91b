// --png DIR (tester --exec ... --seed S --png DIR --png-every K): the board of a
// replay page as PNG files, drawn by the page's own drawing code in headless
// Chromium, without a window (no second drawing code).
#pragma once

#include <string>

namespace mm {

// Debian's Chromium (or MM_CHROMIUM); "" when there is none.
std::string chromium_executable();

// Opens the replay page `page` in headless Chromium at #png-every=K and writes
// each frame it draws as DIR/<seed>-<step>.png (the step zero-padded); returns
// how many. Throws std::runtime_error when Chromium fails or gives no frames.
std::size_t write_png_frames(const std::string& page, const std::string& dir, int every,
                             const std::string& seed);

}  // namespace mm

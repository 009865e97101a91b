#include "tester/browser/png_frames.h"

#include <fmt/core.h>
#include <openssl/evp.h>
#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <vector>

#include "common/process.h"
#include "common/scratch_folder.h"

namespace fs = std::filesystem;

namespace mm {

namespace {

constexpr int kChromiumTimeoutS = 300;  // a long replay at K = 1 takes a while
constexpr const char* kDataUrlPrefix = "data:image/png;base64,";

std::string absolute_url(const std::string& page, int every) {
  return "file://" + fs::absolute(page).string() + "#png-every=" + std::to_string(every);
}

// Everything Chromium prints on stdout (the page's DOM), draining stderr beside
// it; the process group is killed at the deadline.
std::string dump_dom(const std::string& chromium, const std::string& url,
                     const std::string& profile) {
  ChildProcess child(
      {chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
       "--disable-background-networking", "--disable-component-update", "--disable-sync",
       "--no-first-run", "--user-data-dir=" + profile, "--virtual-time-budget=60000", "--dump-dom",
       url},
      SpawnOptions{});
  child.close_stdin();
  std::string dom;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(kChromiumTimeoutS);
  bool out_open = true, err_open = true;
  char buffer[1 << 16];
  while (out_open || err_open) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0)
      throw std::runtime_error(fmt::format("Chromium gave no page in {} s", kChromiumTimeoutS));
    pollfd fds[2] = {{out_open ? child.stdout_fd() : -1, POLLIN, 0},
                     {err_open ? child.stderr_fd() : -1, POLLIN, 0}};
    if (poll(fds, 2, static_cast<int>(std::min<long long>(left.count(), 1000))) < 0) continue;
    for (int i = 0; i < 2; ++i) {
      if (!(fds[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
      const ssize_t n = read(fds[i].fd, buffer, sizeof buffer);
      if (n > 0 && i == 0) dom.append(buffer, static_cast<std::size_t>(n));
      if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR))
        (i == 0 ? out_open : err_open) = false;
    }
  }
  child.wait_for_exit(5000);
  return dom;
}

std::string decode_base64(const std::string& text) {
  std::string out(text.size() / 4 * 3 + 3, '\0');
  const int n = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                reinterpret_cast<const unsigned char*>(text.data()),
                                static_cast<int>(text.size()));
  if (n < 0) throw std::runtime_error("a frame's PNG data is not base64");
  std::size_t size = static_cast<std::size_t>(n);
  // EVP_DecodeBlock counts the padding's zero bytes too.
  for (std::size_t i = text.size(); i > 0 && text[i - 1] == '='; --i) --size;
  out.resize(size);
  return out;
}

}  // namespace

std::string chromium_executable() {
  if (const char* given = std::getenv("MM_CHROMIUM")) return given;
  for (const char* candidate : {"/usr/bin/chromium", "/usr/bin/chromium-browser"})
    if (access(candidate, X_OK) == 0) return candidate;
  return {};
}

std::size_t write_png_frames(const std::string& page, const std::string& dir, int every,
                             const std::string& seed) {
  const std::string chromium = chromium_executable();
  if (chromium.empty()) throw std::runtime_error("--png needs Chromium (scripts/setup.sh --all)");
  std::string dom;
  {
    const ScratchFolder profile("png-profile");  // Chromium's own, thrown away after
    dom = dump_dom(chromium, absolute_url(page, every), profile.path());
  }
  const std::string open = "<pre id=\"png-frames\" hidden=\"\">";
  const auto begin = dom.find(open);
  const auto end = begin == std::string::npos ? begin : dom.find("</pre>", begin);
  if (end == std::string::npos) throw std::runtime_error("the replay page drew no frame for --png");
  std::size_t written = 0;
  std::size_t at = begin + open.size();
  while (at < end) {
    const auto line_end = std::min(dom.find('\n', at), end);
    const std::string line = dom.substr(at, line_end - at);
    at = line_end + 1;
    const auto space = line.find(' ');
    const std::size_t prefix = std::strlen(kDataUrlPrefix);
    if (space == std::string::npos || line.compare(space + 1, prefix, kDataUrlPrefix) != 0)
      continue;
    const std::string step = line.substr(0, space);
    const std::string png = decode_base64(line.substr(space + 1 + prefix));
    const fs::path file = fs::path(dir) / fmt::format("{}-{:0>5}.png", seed, step);
    std::ofstream out(file, std::ios::binary);
    out.write(png.data(), static_cast<std::streamsize>(png.size()));
    if (!out) throw std::runtime_error("cannot write " + file.string());
    ++written;
  }
  if (written == 0) throw std::runtime_error("the replay page drew no frame for --png");
  return written;
}

}  // namespace mm

// A solution that dies on some cases: it reads the case's first two input
// lines, and on the cases whose text hashes into the chosen share it exits at
// once (a crash, as far as the tester can tell); on the others it starts the
// real solution and passes it those lines and the rest of the input.
// Usage: flaky PERMILLE SALT COMMAND [ARG...]
// The same cases die on every run; SALT picks another set.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {

constexpr int kHashedLines = 2;

// The first lines of stdin, read a byte at a time so that nothing more is taken.
std::string read_first_lines(int count) {
  std::string text;
  char c = 0;
  while (count > 0 && read(STDIN_FILENO, &c, 1) == 1) {
    text += c;
    if (c == '\n') --count;
  }
  return text;
}

bool write_all(int fd, const char* data, std::size_t size) {
  while (size > 0) {
    const ssize_t n = write(fd, data, size);
    if (n <= 0) return false;
    data += n, size -= static_cast<std::size_t>(n);
  }
  return true;
}

bool dies_on(const std::string& text, long permille, std::uint64_t salt) {
  std::uint64_t hash = 1469598103934665603ULL ^ salt;  // FNV-1a
  for (const unsigned char c : text) hash = (hash ^ c) * 1099511628211ULL;
  return static_cast<long>(hash % 1000) < permille;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) return 2;
  const std::string first = read_first_lines(kHashedLines);
  if (dies_on(first, std::atol(argv[1]), std::strtoull(argv[2], nullptr, 10))) return 3;
  int pipe_fds[2];
  if (pipe(pipe_fds) != 0) return 1;
  const pid_t child = fork();
  if (child == 0) {
    dup2(pipe_fds[0], STDIN_FILENO);
    close(pipe_fds[0]);
    close(pipe_fds[1]);
    execvp(argv[3], argv + 3);
    _exit(127);
  }
  close(pipe_fds[0]);
  bool open = write_all(pipe_fds[1], first.data(), first.size());
  char buffer[1 << 16];
  for (ssize_t n; open && (n = read(STDIN_FILENO, buffer, sizeof buffer)) > 0;)
    open = write_all(pipe_fds[1], buffer, static_cast<std::size_t>(n));
  close(pipe_fds[1]);
  int status = 0;
  waitpid(child, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

// The floor for an interactive turn: a bare pipe ping-pong between two
// processes, one short line each way, as fast as the kernel allows.
// Usage: pipe_floor [ROUND_TRIPS]   prints the mean round trip in microseconds.
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv) {
  const long trips = argc > 1 ? std::atol(argv[1]) : 100000;
  int to_child[2], to_parent[2];
  if (pipe(to_child) != 0 || pipe(to_parent) != 0) return 1;
  const pid_t child = fork();
  char byte[8] = "1 2 3\n";
  if (child == 0) {
    for (long i = 0; i < trips; ++i) {
      if (read(to_child[0], byte, 6) <= 0 || write(to_parent[1], byte, 6) != 6) _exit(1);
    }
    _exit(0);
  }
  const auto start = std::chrono::steady_clock::now();
  for (long i = 0; i < trips; ++i) {
    if (write(to_child[1], byte, 6) != 6 || read(to_parent[0], byte, 6) <= 0) return 1;
  }
  const double us =
      std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count();
  waitpid(child, nullptr, 0);
  std::printf("%.2f\n", us / static_cast<double>(trips));
  return 0;
}

// What the relaying fakes share: starting the real solution with pipes to its
// stdin and from its stdout, so that the fake sits between it and the tester.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

namespace fake {

// Starts argv[0] with argv; `to_child` writes its stdin, `from_child` reads its stdout.
inline pid_t start_solution(char** argv, FILE*& to_child, FILE*& from_child) {
  int in[2], out[2];
  if (pipe(in) != 0 || pipe(out) != 0) std::exit(1);
  const pid_t pid = fork();
  if (pid == 0) {
    dup2(in[0], 0);
    dup2(out[1], 1);
    close(in[1]);
    close(out[0]);
    execvp(argv[0], argv);
    _exit(127);
  }
  close(in[0]);
  close(out[1]);
  to_child = fdopen(in[1], "w");
  from_child = fdopen(out[0], "r");
  return pid;
}

}  // namespace fake

// tester: runs a solution on generated cases of one of the five games, exactly
// as the official Java testers did, prints the scores and keeps the results.
// The command line is tester/commands/command_line.cpp; this file only adds the
// build's git revision, which changes with every commit, so that nothing else
// is compiled again for it.
#include "tester/commands/commands.h"

int main(int argc, char** argv) {
  return mm::run_tester(argc, argv, MM_GIT_REVISION);
}

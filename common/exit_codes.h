// Every exit status the tester gives, in one place (docs/tester.md, "Exit status").
#pragma once

namespace mm {

constexpr int kExitOk = 0;             // done; `tester duel`: B is better (or H1 accepted)
constexpr int kExitCasesNotRun = 1;    // some seed's command could not be started
constexpr int kExitUsage = 2;          // a bad command line, found before anything ran
constexpr int kExitInternal = 3;       // any other error that stopped the command
constexpr int kExitWriteFailed = 4;    // results could not be written; the run stopped
constexpr int kExitUndecided = 5;      // a duel's seeds ran out before its answer was known
constexpr int kExitNotBetter = 6;      // a duel decided that B is not better: worse, within, H0
constexpr int kExitGateFailed = 7;     // compare --max-drop: a run dropped more than allowed
constexpr int kExitInterrupted = 130;  // Ctrl-C or SIGTERM
constexpr int kExitMissingSavedOutput = 255;  // -loadSolOutput: a missing output (as the framework)

}  // namespace mm

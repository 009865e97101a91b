// The source a run was made from: when the solution's command or the working
// folder is inside a git work tree, the commit checked out and, for
// uncommitted changes, a commit of them made with `git stash create` (the work
// tree, the index and the stash list are left as they were), pinned under
// refs/tester/<tag>/<start> so that git keeps it. Outside git nothing is
// recorded and nothing fails (docs/results.md, "Where a run came from").
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "common/results.h"

namespace mm {

// {"repo", "commit", "changes" (null when clean), "ref"}, or null outside git.
nlohmann::json record_source(const std::string& command, const std::string& tag,
                             const std::string& started);

// "3f2a1b9" (the commit), "3f2a1b9+" (with uncommitted changes), or "-".
std::string source_cell(const RunRecord& run);

// The revision a run's source is: the changes' commit, else the commit; nullopt if none.
std::optional<std::string> source_revision(const RunRecord& run);

// Runs git with these arguments in `folder`; its stdout (trailing newline
// dropped), or nullopt if it could not run or failed.
std::optional<std::string> run_git(const std::vector<std::string>& args, const std::string& folder);

}  // namespace mm

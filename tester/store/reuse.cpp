#include "tester/store/reuse.h"

#include <set>

namespace mm {

namespace {

// The source's identity: the commit and the uncommitted changes, not where git keeps them.
nlohmann::json source_identity(const nlohmann::json& source) {
  if (!source.is_object()) return nullptr;
  return {{"commit", source.value("commit", nlohmann::json())},
          {"changes", source.value("changes", nlohmann::json())}};
}

}  // namespace

bool same_play(const RunRecord& earlier, const RunRecord& run) {
  return !run.executable_hash.empty() && earlier.executable_hash == run.executable_hash &&
         earlier.command == run.command && earlier.time_limit_ms == run.time_limit_ms &&
         earlier.time_scale == run.time_scale && earlier.params == run.params &&
         earlier.tester_version == run.tester_version &&
         source_identity(earlier.source) == source_identity(run.source);
}

std::map<std::string, SeedRecord> reusable_results(RunIndex& index, const RunRecord& run,
                                                   const std::vector<std::string>& seeds) {
  const std::set<std::string> wanted(seeds.begin(), seeds.end());
  std::map<std::string, SeedRecord> found;
  index.update(run.game);
  for (const auto& indexed : index.runs(run.game)) {  // oldest first: a later run wins
    if (!same_play(indexed.meta, run)) continue;
    RunRecord earlier;
    try {
      earlier = load_run(indexed.meta.path);
    } catch (const std::exception&) {
      continue;  // the index named it broken already
    }
    for (const auto& record : earlier.results)
      if (record.status == CaseStatus::Ok && wanted.count(record.seed)) found[record.seed] = record;
  }
  return found;
}

}  // namespace mm

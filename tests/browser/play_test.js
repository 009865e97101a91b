// A person's game in a real browser: `node play_test.js TESTER GAME [SHOTS_DIR]`.
// Opens the --manual page in headless Chromium, makes moves by clicking, makes
// an illegal move and checks the engine's own message, ends the game, and
// checks that the printed score and the recorded result equal what the tester
// gives a solution process that writes the same lines.
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const L = require('./lib');

const [testerArg, game, shots] = process.argv.slice(2);
const tester = path.resolve(testerArg);

async function textOf(page, id) { return page.evaluate((id) => document.getElementById(id).textContent, id); }

// Per registered game: the case (seed and parameters; small boards keep the
// test short) and a strategy that makes several legal moves and one illegal
// one by clicking, and returns the official message the page showed for the
// illegal one. Optional: undone, the accepted move (0-based) the strategy took
// back with Undo; finished, the strategy plays to the official end;
// stoppedAnswer(lines), what a scratch engine plays of an answer ended by Stop.
const GAMES = {
  lines: { args: ['--seed', '4', '-N', '7', '-C', '9'], async strategy(page, moves) {
    let illegal = null;
    for (let turn = 0; turn < 40 && (moves.filter((m) => m.accepted).length < 4 || !illegal); ++turn) {
      const d = await L.settled(page);
      const n = d.setup.n, grid = await page.evaluate(() => MM.state().grid);
      const balls = grid.map((v, i) => (v ? i : -1)).filter((i) => i >= 0);
      // An illegal move: a ball and a free cell out of its reach, as the engine says.
      const blocked = balls.map((b) => [b, grid.findIndex((v, i) => v === 0 && !d.view.reach[b].includes(i))])
        .find(([, t]) => t >= 0);
      let ball, target;
      if (blocked && !illegal) [ball, target] = blocked;
      else { ball = balls.find((b) => d.view.reach[b].length); target = d.view.reach[ball][turn % d.view.reach[ball].length]; }
      const answer = await L.moveBy(page, moves, async () => {
        await L.clickCell(page, Math.floor(ball / n), ball % n);
        await L.clickCell(page, Math.floor(target / n), target % n);
      });
      if (!answer.accepted) illegal = await textOf(page, 'message');
    }
    await page.click('#stop');
    return { illegal, expected: /Impossible path for move: \d+ \d+ \d+ \d+/ };
  } },
  jewels: { args: ['--seed', '3', '-N', '8', '-C', '5'], undone: 3, async strategy(page, moves) {
    for (const [a, b] of [[[0, 0], [0, 1]], [[1, 2], [2, 2]], [[3, 3], [3, 4]], [[5, 1], [6, 1]]]) {
      await L.moveBy(page, moves, async () => { await L.clickCell(page, ...a); await L.clickCell(page, ...b); });
    }
    await page.click('#undo');  // a game that used undo is marked so
    await page.waitForFunction(() => !PLAY.busy());
    await L.moveBy(page, moves, async () => {
      await L.clickCell(page, 2, 5);
      await L.clickCell(page, 2, 5);  // the same cell twice
    });
    const illegal = await textOf(page, 'message');
    await L.moveBy(page, moves, async () => { await L.clickCell(page, 4, 4); await L.clickCell(page, 4, 6); });
    await page.click('#stop');
    return { illegal, expected: /Invalid coordinates of move: 2 5 2 5/ };
  } },
  square_remover: {
    args: ['--seed', '2'],
    // A stopped answer is never played; its replay shows the moves as a scratch
    // engine played them with the answer ended by markers (-1).
    stoppedAnswer: (lines) => lines.concat(Array(30000 - lines.length).fill('-1')),
    async strategy(page, moves) {
      for (const [r, c, r2, c2] of [[1, 1, 1, 2], [2, 3, 3, 3], [4, 4, 4, 3], [5, 2, 4, 2]]) {
        await L.settled(page);  // the engine's last answer drawn before the next click
        await L.moveBy(page, moves, async () => { await L.clickCell(page, r, c); await L.clickCell(page, r2, c2); });
      }
      await L.settled(page);
      await L.moveBy(page, moves, async () => {
        await L.clickCell(page, 0, 0);
        await page.click('#dir-0');  // up from the top row
      });
      const illegal = await textOf(page, 'message');
      await page.click('#stop');
      return { illegal, expected: /ERROR: In move 4 \(0-based\), the direction chosen by your solution points to a cell outside the board: row = -1, col = 0\./ };
    },
  },
  tiles_matching: { args: ['--seed', '2'], async strategy(page, moves) {
    let illegal = null;
    const s = (await L.settled(page)).setup.s;
    await L.moveBy(page, moves, () => L.clickCell(page, 3, 3));  // the first tile goes anywhere
    for (let turn = 0; turn < 30 && moves.filter((m) => m.accepted).length < 5; ++turn) {
      const d = await L.settled(page);
      const grid = await page.evaluate(() => MM.state().grid);
      const taken = grid.map((t, i) => (t ? i : -1)).filter((i) => i >= 0);
      let cell;
      if (d.view.tile === 'R') cell = taken[0];
      else if (!illegal) cell = grid.findIndex((t, i) => !t && taken.every((j) => Math.abs(j % s - i % s) + Math.abs(Math.floor(j / s) - Math.floor(i / s)) > 1));
      else {  // the engine decides which neighbour matches: try the free neighbours in turn
        const free = [];
        for (const j of taken) for (const k of [j - s, j + s, j % s ? j - 1 : -1, j % s < s - 1 ? j + 1 : -1])
          if (k >= 0 && k < s * s && !grid[k] && !free.includes(k)) free.push(k);
        cell = free[turn % free.length];
      }
      const answer = await L.moveBy(page, moves, () => L.clickCell(page, Math.floor(cell / s), cell % s));
      if (!answer.accepted && !illegal) illegal = await textOf(page, 'message');
      else if (!answer.accepted && d.view.discards < d.view.d) {
        await L.moveBy(page, moves, () => page.click('#discard'));
      }
    }
    await page.click('#stop');  // "GIVE UP", the protocol's own line
    return { illegal, expected: /Placed tile must neighbor at least one tile\.|A tile can not be removed from an empty cell\./ };
  } },
  twisted_game: { args: ['--seed', '1'], finished: true, async strategy(page, moves) {  // 10 tiles: to the official end
    let illegal = null;
    await L.moveBy(page, moves, () => L.clickCell(page, 0, 0));  // onto tile 0
    illegal = await textOf(page, 'message');
    for (let turn = 0; turn < 12; ++turn) {
      const d = await L.settled(page);
      if (d.over) break;
      if (turn % 3 === 1) await page.click('#rotate');
      const [r, c] = d.view.places[turn % d.view.places.length];
      await L.moveBy(page, moves, () => L.clickCell(page, r, c));
    }
    return { illegal, expected: /Placed tiles must not overlap\. Tile index = 1 \(0-based\)\./ };
  } },
};

// The same lines from a solution process: it prints them and exits.
let solutionRuns = 0;
function solutionRun(parent, lines, finished) {
  const dir = path.join(parent, `solution${++solutionRuns}`);
  fs.mkdirSync(dir);
  const movesFile = path.join(dir, 'solution_lines.txt');
  fs.writeFileSync(movesFile, lines.map((l) => l + '\n').join(''));
  const script = path.join(dir, 'replay_lines.sh');
  // A finished game: the solution keeps reading until the tester is done with it.
  fs.writeFileSync(script, finished ? `cat "$1"\nexec cat >/dev/null\n` : `cat "$1"\n`);
  const out = execFileSync(tester, [game, '--exec', `sh ${script} ${movesFile}`, ...GAMES[game].args,
    '--results', path.join(dir, 'solution_results'), '--no-output', '--vis', path.join(dir, 'solution.html')],
  { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  return { stdout: out, record: L.readRun(path.join(dir, 'solution_results'), game).run.results[0],
           frames: replayFrames(path.join(dir, 'solution.html')) };
}

// Every move's frame of a replay page, without the solution's clock.
function replayFrames(file) {
  const html = fs.readFileSync(file, 'utf8');
  const json = /<script type="application\/json" id="replay-data">([\s\S]*?)<\/script>/.exec(html)[1];
  return JSON.stringify(JSON.parse(json).frames.map(({ t, ...rest }) => rest));
}

(async () => {
  if (!L.gamesOf(tester, GAMES, 'tests/browser/play_test.js').includes(game)) L.fail(`${game} is no registered game`);
  const entry = GAMES[game];
  const dir = L.tempDir(game);
  const run = await L.startTester(tester, [game, '--manual', ...entry.args, '--results', path.join(dir, 'results')], { cwd: dir });
  const browser = await L.openBrowser();
  const page = await browser.newPage({ viewport: { width: 1180, height: 780 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const moves = L.recordMoves(page);
  try {
    await page.goto(run.url);
    await page.waitForFunction(() => /Move 1\./.test(document.getElementById('status').textContent));
    L.check(true, `${game}: the page opened at ${run.url.replace(/token=.*/, 'token=…')}`);
    const { illegal, expected } = await entry.strategy(page, moves, shots);
    L.check(expected.test(illegal || ''), `${game}: an illegal click shows the engine's message: "${illegal}"`);
    const accepted = moves.filter((m) => m.accepted);
    L.check(accepted.length >= 4, `${game}: ${accepted.length} moves taken by clicking`);
    await page.waitForFunction(() => !document.getElementById('final').hidden, null, { timeout: 10000 });
    const final = await textOf(page, 'final');
    const exit = await L.waitExit(run, 10000);
    L.check(exit && exit.code === 0, `${game}: the tester exited with the game (exit ${exit && exit.code})`);
    L.check(errors.length === 0, `${game}: no script errors on the page ${errors.join('; ')}`);
    const scoreLine = run.stdout.trim().split('\n').pop();
    L.check(/^Score +=/.test(scoreLine) && final.includes(scoreLine), `${game}: printed "${scoreLine}", the page shows it too`);
    // The lines the engine kept: undo took the last one before it back.
    const kept = [];
    for (const m of moves) if (m.accepted) kept.push(m.line);
    if (entry.undone !== undefined) kept.splice(entry.undone, 1);
    const lines = kept.flatMap((l) => l.split('\n'));
    const finished = /GIVE UP/.test(lines[lines.length - 1] || '') || !!entry.finished;
    const solution = solutionRun(dir, lines, finished);
    const manual = L.readRun(path.join(dir, 'results'), game);
    L.check(solution.stdout.trim().split('\n').pop() === scoreLine,
      `${game}: a solution writing the same ${lines.length} lines prints the same "${scoreLine}"`);
    const record = manual.run.results[0];
    L.check(record.score === solution.record.score && record.message === solution.record.message,
      `${game}: recorded score ${record.score} and message "${record.message}" equal the solution's`);
    L.check(manual.run.tag === 'manual', `${game}: recorded with tag "manual"`);
    L.check(/undo used/.test(manual.run.command) === (entry.undone !== undefined), `${game}: the record says "${manual.run.command}"`);
    const replayFile = manual.file.replace(/\.json$/, '.html');
    L.check(fs.existsSync(replayFile), `${game}: the replay was written`);
    const frames = entry.stoppedAnswer ? solutionRun(dir, entry.stoppedAnswer(lines), true).frames : solution.frames;
    L.check(replayFrames(replayFile) === frames,
      `${game}: its ${JSON.parse(frames).length} moves (positions, scores) equal the solution's replay`);
    const replayMode = !(await page.isVisible('#undo')) && !(await page.isVisible('#line')) &&
      await page.evaluate(() => document.getElementById('slider').max > 0);
    L.check(replayMode, `${game}: the page turned into the replay`);
  } finally {
    await browser.close();
    if (run.child.exitCode === null) run.child.kill('SIGKILL');
  }
})().catch((e) => L.fail(e.stack || String(e)));

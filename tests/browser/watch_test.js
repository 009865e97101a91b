// --watch in a real browser: `node watch_test.js TESTER SOLUTION`. The page sees
// the moves arrive while the solution plays, and at the end it shows exactly
// what the replay file (--vis) shows.
'use strict';
const path = require('path');
const L = require('./lib');

const [testerArg, solutionArg] = process.argv.slice(2);
const tester = path.resolve(testerArg), solution = path.resolve(solutionArg);

(async () => {
  const dir = L.tempDir('watch');
  const replay = path.join(dir, 'replay.html');
  // The browser and its page open before the game starts: a browser that
  // starts slowly on a loaded machine must not eat the game's few seconds.
  const browser = await L.openBrowser();
  let run = null;
  try {
    const page = await browser.newPage({ viewport: { width: 1180, height: 780 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    run = await L.startTester(tester, ['lines', '--exec', solution, '--seed', '5', '--watch', '--vis', replay,
      '--results', path.join(dir, 'results')], { cwd: dir, env: { MM_TIME_SCALE: '0.6' } });
    const samples = [];  // frames the page had, while the tester was still running
    let running = true;
    run.exited.then(() => { running = false; });
    await page.goto(run.url);
    while (true) {
      const seen = await page.evaluate(() => ({ frames: window.PLAY && PLAY.data() ? PLAY.data().frames.length : 0,
                                                finished: document.body.dataset.finished === 'true' }));
      if (seen.finished) break;
      if (running) samples.push(seen.frames);
      await page.waitForTimeout(40);
    }
    const distinct = [...new Set(samples)].filter((n) => n > 0);
    L.check(distinct.length >= 3, `moves arrived live: the page had ${distinct.slice(0, 8).join(', ')}… frames before the end`);
    const exit = await L.waitExit(run, 10000);
    L.check(exit && exit.code === 0, `the tester exited with the game (exit ${exit && exit.code})`);
    const scoreLine = run.stdout.trim().split('\n').pop();
    await page.keyboard.press('End');
    const live = await page.evaluate(() => ({ title: document.getElementById('title').textContent, ...MM.observe() }));
    const file = await browser.newPage({ viewport: { width: 1180, height: 780 } });
    await file.goto(`file://${replay}#end`);
    const saved = await file.evaluate(() => ({ title: document.getElementById('title').textContent, ...MM.observe() }));
    L.check(live.title === saved.title && live.title.endsWith(scoreLine.replace(/^Score = /, 'score ')),
      `the final page's title is the replay's: "${live.title}"`);
    L.check(live.info === saved.info, 'its info panel equals the replay\'s');
    L.check(errors.length === 0, `no script errors on the page ${errors.join('; ')}`);
    L.check(!(await page.isVisible('#undo')) && !(await page.isVisible('#line')), 'no play controls on the watch page');
    L.check(live.board.hash === saved.board.hash && live.chart.hash === saved.chart.hash,
      `its board and chart pixels equal the replay's (${live.board.hash}, ${live.chart.hash})`);
  } finally {
    await browser.close();
    if (run && run.child.exitCode === null) run.child.kill('SIGKILL');
  }
})().catch((e) => L.fail(e.stack || String(e)));

// Screenshots of manual play for docs/play.md: `node play_screenshots.js TESTER OUT_DIR`.
// Each registered game (`tester games`) gets a few moves by clicking and a
// selection, then docs/images/play_<game>.png.
'use strict';
const path = require('path');
const L = require('./lib');

const [testerArg, outArg] = process.argv.slice(2);
const tester = path.resolve(testerArg), out = path.resolve(outArg);

async function moves(page, clicks) {
  for (const [r, c] of clicks) { await L.clickCell(page, r, c); await page.waitForTimeout(150); }
}

// A scene per registered game: its case and the clicks before the picture.
const SCENES = {
  lines: { args: ['--seed', '12', '-N', '9', '-C', '9'], async act(page) {
    for (let k = 0; k < 6; ++k) {
      const d = await L.settled(page);
      const grid = await page.evaluate(() => MM.state().grid);
      const ball = grid.findIndex((v, i) => v && d.view.reach[i].length);
      const target = d.view.reach[ball][(7 * k) % d.view.reach[ball].length];
      await moves(page, [[Math.floor(ball / 9), ball % 9], [Math.floor(target / 9), target % 9]]);
    }
    const grid = await page.evaluate(() => MM.state().grid);
    const ball = grid.findIndex((v) => v);
    await moves(page, [[Math.floor(ball / 9), ball % 9]]);
  } },
  jewels: { args: ['--seed', '5', '-N', '10', '-C', '10'], async act(page) {
    await moves(page, [[0, 0], [0, 1], [3, 4], [4, 4], [6, 6]]);
  } },
  square_remover: { args: ['--seed', '5'], async act(page) {
    await moves(page, [[2, 2], [2, 3], [4, 1], [5, 1], [6, 6]]);
  } },
  tiles_matching: { args: ['--seed', '5'], async act(page) {
    await moves(page, [[4, 4]]);
    for (const [r, c] of [[4, 5], [5, 4], [3, 4], [4, 3], [5, 5], [3, 3]]) await moves(page, [[r, c]]);
  } },
  twisted_game: { args: ['--seed', '2'], async act(page) {
    for (let k = 0; k < 8; ++k) {
      const d = await L.settled(page);
      const [r, c] = d.view.places[k % d.view.places.length];
      await moves(page, [[r, c]]);
    }
    await page.click('#rotate');
  } },
};

(async () => {
  const games = L.gamesOf(tester, SCENES, 'tests/browser/play_screenshots.js');
  const browser = await L.openBrowser();
  for (const game of games) {
    const scene = SCENES[game];
    const run = await L.startTester(tester, [game, '--manual', ...scene.args, '--no-results'], { cwd: L.tempDir('shots') });
    const page = await browser.newPage({ viewport: { width: 1180, height: 780 } });
    await page.goto(run.url);
    await L.settled(page);
    await scene.act(page);
    await page.waitForTimeout(300);
    const file = path.join(out, `play_${game}.png`);
    await page.screenshot({ path: file });
    console.log(file);
    run.child.kill('SIGINT');
    await L.waitExit(run, 5000);
    await page.close();
  }
  await browser.close();
})().catch((e) => L.fail(e.stack || String(e)));

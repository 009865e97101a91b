// The play server's guards: `node server_test.js TESTER`. Requests without the
// token, from another origin or for another host are refused and never reach
// the game; bad requests get clear errors; the server ends with the game and
// on Ctrl-C, leaving the port closed.
'use strict';
const http = require('http');
const path = require('path');
const L = require('./lib');

const tester = path.resolve(process.argv[2]);

function request(port, { method = 'GET', path: where = '/state', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: where, headers }, (res) => {
      let text = '';
      res.on('data', (d) => { text += d; });
      res.on('end', () => resolve({ status: res.statusCode, text }));
    });
    req.on('error', (e) => resolve({ status: 0, text: e.code }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

async function moves(run) {
  const state = await request(run.port, { headers: { 'X-Token': run.token } });
  return JSON.parse(state.text).moves;
}

function short(text) {
  return text.trim().slice(0, 120);
}

(async () => {
  const dir = L.tempDir('server');
  let run = await L.startTester(tester, ['jewels', '--manual', '--seed', '2', '--no-results'], { cwd: dir });
  const port = run.port, token = run.token;
  const origin = `http://127.0.0.1:${port}`;
  const move = (headers) => request(port, { method: 'POST', path: '/move', headers: { 'Content-Type': 'text/plain', ...headers }, body: '0 0 0 1' });

  let answer = await request(port, { path: '/' });
  L.check(answer.status === 403 && /token/.test(answer.text), `the page without the token: ${answer.status} "${short(answer.text)}"`);
  answer = await move({ 'X-Token': 'f'.repeat(32) });
  L.check(answer.status === 403, `a move with a wrong token: ${answer.status}`);
  answer = await move({ 'X-Token': token, Origin: 'http://evil.example' });
  L.check(answer.status === 403 && /other pages/.test(answer.text), `a move from another origin: ${answer.status} "${short(answer.text)}"`);
  answer = await move({ 'X-Token': token, Host: `evil.example:${port}` });
  L.check(answer.status === 403 && /Host/.test(answer.text), `a move for another host name (DNS rebinding): ${answer.status}`);
  L.check(await moves(run) === 0, 'none of them touched the game (0 moves)');
  for (const chunked of [false, true]) {
    const body = 'x'.repeat(100000);
    const headers = { 'X-Token': token, Origin: origin, ...(chunked ? {} : { 'Content-Length': body.length }) };
    answer = await request(port, { method: 'POST', path: '/move', headers, body });
    L.check(answer.status === 413, `a 100 kB move${chunked ? ' (chunked)' : ''}: ${answer.status} "${short(answer.text)}"`);
  }
  answer = await request(port, { method: 'POST', path: '/move', headers: { 'X-Token': token, Origin: origin }, body: '' });
  L.check(answer.status === 400, `an empty move: ${answer.status} "${short(answer.text)}"`);
  answer = await request(port, { method: 'POST', path: '/undo', headers: { 'X-Token': token }, body: '' });
  L.check(answer.status === 409, `undo with no move: ${answer.status} "${short(answer.text)}"`);
  answer = await request(port, { path: '/nothing', headers: { 'X-Token': token } });
  L.check(answer.status === 404, `an unknown page: ${answer.status}`);
  L.check(await moves(run) === 0, 'the game is still untouched');
  answer = await move({ 'X-Token': token, Origin: origin });
  L.check(answer.status === 200 && JSON.parse(answer.text).accepted && await moves(run) === 1, 'the same move from the page itself is played');

  // Ctrl-C: the server goes, nothing is left listening.
  run.child.kill('SIGINT');
  let exit = await L.waitExit(run, 5000);
  L.check(exit && exit.code === 130, `Ctrl-C ends the tester (exit ${exit && exit.code})`);
  answer = await request(port, { headers: { 'X-Token': token } });
  L.check(answer.status === 0, `and its port is closed (${answer.text})`);

  // The end of the game ends the server.
  run = await L.startTester(tester, ['twisted_game', '--manual', '--seed', '2', '--no-results'], { cwd: dir });
  answer = await request(run.port, { method: 'POST', path: '/move', headers: { 'X-Token': run.token }, body: 'GIVE UP' });
  L.check(answer.status === 200 && JSON.parse(answer.text).state.over, 'giving up ends the game');
  exit = await L.waitExit(run, 5000);
  L.check(exit && exit.code === 0 && /^Score = 0\.0$/m.test(run.stdout), `the tester printed "${run.stdout.trim().split('\n').pop()}" and exited`);
  answer = await request(run.port, { headers: { 'X-Token': run.token } });
  L.check(answer.status === 0, `its port is closed (${answer.text})`);
})().catch((e) => L.fail(e.stack || String(e)));

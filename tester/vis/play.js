// The play and watch pages: the replay player (player.js) and the game's
// drawing module, fed by the tester's local server instead of embedded data.
// Play: clicks become the move line a solution would write; the server hands
// it to the engine and answers with the engine's position or its own message.
// The page knows no rule: what a ball can reach, the tile in hand and the open
// places come from the engine ("view"); what a click means in each game is the
// drawing module's `play` block. Watch: moves arrive as server-sent events.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const mode = document.body.dataset.mode;
  const token = new URLSearchParams(location.search).get('token') || '';
  let data = null, busy = false, selected = null, rotation = 0;

  function setMessage(text, isError) {
    $('message').textContent = text;
    $('message').className = isError ? 'error' : '';
  }

  // ---------------------------------------------------------------- board geometry
  function layout() { return MM.module().layout(MM.view()); }

  function cellAt(event) {
    const canvas = $('board'), rect = canvas.getBoundingClientRect();
    const x = (event.clientX - rect.left) * canvas.width / rect.width;
    const y = (event.clientY - rect.top) * canvas.height / rect.height;
    const l = layout();
    const col = Math.floor((x - l.x0) / l.cell), drawnRow = Math.floor((y - l.y0) / l.cell);
    if (l.rows !== undefined && (col < 0 || col >= l.cols || drawnRow < 0 || drawnRow >= l.rows)) return null;
    const r = l.flip ? l.rows - 1 - drawnRow : drawnRow;
    return { r, c: col, index: l.cols !== undefined ? r * l.cols + col : null };
  }

  function cellRect(r, c) {
    const l = layout();
    const drawnRow = l.flip ? l.rows - 1 - r : r;
    return [l.x0 + c * l.cell, l.y0 + drawnRow * l.cell, l.cell];
  }

  function outline(ctx, r, c, colour) {
    const [x, y, size] = cellRect(r, c);
    ctx.strokeStyle = colour;
    ctx.lineWidth = 3;
    ctx.strokeRect(x + 3, y + 3, size - 6, size - 6);
    ctx.lineWidth = 1;
  }

  // ---------------------------------------------------------------- the game's play block
  // Each drawing module's `play` block says what a click means and what to draw
  // over the board: help, click(cell, p), overlay(ctx, p), hand(p) (the piece in
  // hand), direction(d, p) (arrow buttons), rotate and discard (their buttons),
  // stopLine (the protocol's own give-up line). `p` is the page's side of it
  // (outlineSelected(ctx) draws the selected cell's frame, as most games show it):
  const game = MM.module().play;
  const p = {
    get selected() { return selected; },
    select(cell) { selected = cell; MM.render(); },
    get rotation() { return rotation; },
    get view() { return data.view; },  // the engine's reach, hand and open places
    get setup() { return data.setup; },
    get module() { return MM.module(); },
    send, setMessage, cellRect, outline,
    outlineSelected(ctx) { if (selected) outline(ctx, selected.r, selected.c, '#ffffff'); },
  };

  // ---------------------------------------------------------------- server calls
  async function call(path, body) {
    const known = data ? data.frames.length : 0;
    const response = await fetch(`${path}?known=${known}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'X-Token': token, 'Content-Type': 'text/plain;charset=utf-8' },
      body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(text.trim() || response.statusText);
    return JSON.parse(text);
  }

  // The server leaves out the frames the page already has.
  function merge(state) {
    const kept = data ? data.frames.slice(0, state.frames_from) : [];
    data = Object.assign({}, state, { frames: kept.concat(state.frames) });
  }

  function show(state) {
    merge(state);
    MM.load(data, { live: !data.over });
    renderPanel();
  }

  async function act(path, body, describe) {
    if (busy || !data || data.over) return;
    busy = true;
    try {
      const answer = await call(path, body);
      selected = null;
      show(answer.state);
      if (answer.accepted) setMessage(describe, false);
      else setMessage(`Refused by the engine: ${answer.messages.join(' ')}`, true);
    } catch (error) {
      setMessage(error.message, true);
    }
    busy = false;
  }

  function send(line) { return act('/move', line, `Sent: ${line.replace(/\n/g, ' | ')}`); }

  // ---------------------------------------------------------------- panel
  function renderPanel() {
    const over = data.over;
    $('actions').hidden = over;
    $('typed').hidden = over;
    $('hand').hidden = over || !game.hand;
    if (!over && game.hand) $('hand').innerHTML = game.hand(p);
    $('undo').disabled = data.moves === 0;
    $('status').textContent = over
      ? `Game over after ${data.moves} moves${data.undo_used ? ' (undo used)' : ''}.`
      : `Move ${data.moves + 1}. Score so far ${data.result.score}. ${game.help}`;
    $('final').hidden = !over;
    if (over) {
      $('final').textContent = [...data.result.messages, data.score_line].join('\n');
      $('final').style.whiteSpace = 'pre-wrap';
    }
  }

  function wirePlay() {
    $('actions').hidden = false;
    $('typed').hidden = false;
    $('rotate').hidden = !game.rotate;
    $('discard').hidden = !game.discard;
    for (let d = 0; d < 4; ++d) {
      $(`dir-${d}`).hidden = !game.direction;
      $(`dir-${d}`).onclick = () => game.direction(d, p);
    }
    $('stop').textContent = game.stopLine ? 'Give up' : 'Stop';
    $('stop').onclick = () => (game.stopLine ? send(game.stopLine) : act('/stop', '', 'Stopped.'));
    $('undo').onclick = () => act('/undo', '', 'Took the last move back.');
    $('discard').onclick = () => send('DISCARD');
    $('rotate').onclick = () => { rotation = (rotation + 1) % 4; MM.render(); renderPanel(); };
    $('typed').onsubmit = (e) => { e.preventDefault(); if ($('line').value) send($('line').value); };
    $('board').addEventListener('click', (e) => {
      if (!data || data.over || busy) return;
      if (!MM.atEnd()) { MM.seek(1 << 30); return; }  // clicks play from the current position only
      const cell = cellAt(e);
      if (cell) game.click(cell, p);
    });
    document.addEventListener('keydown', (e) => {
      if (e.target.tagName === 'INPUT' || !data || data.over) return;
      if (e.key === 'r' && game.rotate) $('rotate').click();
      if (e.key === 'u') $('undo').click();
    });
    MM.setOverlay((ctx) => { if (data && !data.over && MM.atEnd() && game.overlay) game.overlay(ctx, p); });
  }

  async function startPlay() {
    wirePlay();
    try {
      show(await call('/state'));
    } catch (error) {
      $('status').textContent = error.message;
    }
  }

  // ---------------------------------------------------------------- watch
  function startWatch() {
    $('status').textContent = 'Waiting for the first move…';
    let pending = null;
    const reload = () => {
      pending = null;
      MM.load(data, { live: true, pos: MM.position(), fit: false });
      $('status').textContent = `Live: ${data.frames.length} moves so far (Pause stops the drawing, not the solution).`;
    };
    const schedule = () => { if (!pending) pending = setTimeout(reload, 100); };
    const source = new EventSource(`/events?token=${encodeURIComponent(token)}`);
    source.addEventListener('reset', (e) => {
      const first = data === null;
      data = JSON.parse(e.data);
      MM.load(data, { live: true, pos: first ? 0 : MM.position() });
      if (first) { MM.setSpeed(8); MM.setPlaying(true); }
      $('status').textContent = `Live: ${data.frames.length} moves so far.`;
    });
    source.addEventListener('frames', (e) => {
      const news = JSON.parse(e.data);
      data.frames = data.frames.slice(0, news.from).concat(news.frames);
      schedule();
    });
    source.addEventListener('end', (e) => {
      source.close();
      if (pending) clearTimeout(pending), pending = null;
      data = JSON.parse(e.data);
      MM.load(data, { pos: MM.position(), fit: false });
      if (MM.position() < data.frames.length) MM.setPlaying(true);
      $('status').textContent = `Finished: score ${data.result.score} after ${data.frames.length} moves. This is now the replay.`;
      document.body.dataset.finished = 'true';
    });
    source.onerror = () => {
      if (document.body.dataset.finished !== 'true') $('status').textContent = 'The tester has closed the stream.';
      source.close();
    };
  }

  if (mode === 'play') startPlay(); else startWatch();
  window.PLAY = { data: () => data, busy: () => busy };  // for tests and the console
})();

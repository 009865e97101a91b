// The replay player shared by every game: data loading, positions, snapshots,
// controls, keyboard, score chart, pan/zoom and the headless self-test.
// A game module calls MM.register({...}) with:
//   init(setup) -> state            the case before the first move
//   apply(state, step, data)        one display step forward (mutates state)
//   clone(state) -> state           a copy, for snapshots
//   draw(ctx, state, view)          the board; view = {width, height, step, data, pos, scale, ox, oy}
//   info(state, view) -> [[label, html], ...]
//   expand(data) -> steps           optional: several display steps per move
//   pannable, bounds(data, pos)     optional: world rectangle for pan/zoom and fitting
//   layout(view) -> {cell, x0, y0, rows, cols, flip}  where cell (r, c) is drawn (for clicks);
//                                   a bounded board returns MM.gridLayout(view, rows, cols)
//   play: {help, click(cell, p), overlay(ctx, p), hand(p), ...}  manual play (play.js lists it all)
// The play and watch pages (play.js) reuse it all through load(), layout, play and setOverlay().
"use strict";
const MM = (() => {
  const SNAPSHOT_EVERY = 64;  // positions between stored states: seeking replays at most this many
  const SPEEDS = [1, 2, 5, 10, 25, 50, 100, 250, 1000];  // steps per second
  const DEFAULT_SPEED = 3;
  const PALETTE = ['#e6194b', '#3cb44b', '#ffe119', '#4363d8', '#f58231', '#911eb4', '#46f0f0',
                   '#f032e6', '#bcf60c', '#fabebe', '#008080', '#e6beff'];

  let data, game, steps, pos = 0, state, statePos = 0, snapshots = [];
  let playing = false, speedIndex = DEFAULT_SPEED, timer = null, lastTick = 0;
  let view = { scale: 1, ox: 0, oy: 0 };
  let live = false, wired = false, overlay = null, lastView = null;
  const $ = (id) => document.getElementById(id);

  function register(module) { game = module; }

  // The bounded boards' layout: square cells, the grid centred with a 10 px
  // margin. flip draws row 0 at the bottom (Jewels' protocol counts from there).
  function gridLayout(v, rows, cols, { flip = false } = {}) {
    const cell = Math.floor((Math.min(v.width, v.height) - 20) / Math.max(rows, cols));
    return { cell, x0: (v.width - cell * cols) / 2, y0: (v.height - cell * rows) / 2, rows, cols, flip };
  }

  function escapeHtml(text) {
    return String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
  }

  // ---------------------------------------------------------------- positions
  function buildSnapshots() {
    let s = game.init(data.setup);
    snapshots = [game.clone(s)];
    for (let p = 1; p <= steps.length; ++p) {
      game.apply(s, steps[p - 1], data);
      if (p % SNAPSHOT_EVERY === 0) snapshots.push(game.clone(s));
    }
    state = s;
    statePos = steps.length;
  }

  function seek(target) {
    target = Math.max(0, Math.min(steps.length, target | 0));
    if (target < statePos || target - statePos > SNAPSHOT_EVERY) {
      const index = Math.floor(target / SNAPSHOT_EVERY);
      state = game.clone(snapshots[index]);
      statePos = index * SNAPSHOT_EVERY;
    }
    while (statePos < target) game.apply(state, steps[statePos++], data);
    pos = target;
    render();
  }

  function moveAt(p) { return p === 0 ? 0 : steps[p - 1].move; }
  function frameAt(p) { return p === 0 ? null : data.frames[steps[p - 1].move - 1]; }

  // ---------------------------------------------------------------- drawing
  function render() {
    const canvas = $('board');
    const ctx = canvas.getContext('2d');
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    const v = { width: canvas.width, height: canvas.height, step: pos ? steps[pos - 1] : null,
                data, pos, scale: view.scale, ox: view.ox, oy: view.oy, palette: PALETTE };
    game.draw(ctx, state, v);
    lastView = v;
    if (overlay) overlay(ctx, v);
    renderInfo(v);
    renderChart();
    $('slider').value = pos;
    $('position').textContent = `step ${pos} of ${steps.length}`;
    $('play').textContent = playing ? 'Pause' : 'Play';
  }

  function renderInfo(v) {
    const frame = frameAt(pos);
    const moves = data.frames.length;
    const rows = [['Move', `${moveAt(pos)} / ${moves}`],
                  ['Score', frame ? frame.s : 0],
                  ['Time', frame && frame.t !== undefined ? `${frame.t} ms` : '&ndash;']];
    for (const row of game.info(state, v)) rows.push(row);
    if (pos === steps.length && !live && data.result.status !== 'ok') {
      rows.push(['Ended', `<span class="error">${escapeHtml(errorText())}</span>`]);
    }
    $('info').innerHTML = rows.map(([k, val]) => `<dt>${k}</dt><dd>${val}</dd>`).join('');
  }

  function errorText() {
    const r = data.result;
    const parts = [r.status].concat(r.messages || []);
    if (r.detail) parts.push(r.detail);
    return parts.join(': ');
  }

  function renderChart() {
    const canvas = $('chart');
    const ctx = canvas.getContext('2d');
    const w = canvas.width, h = canvas.height, pad = 24;
    ctx.clearRect(0, 0, w, h);
    const frames = data.frames;
    const maxScore = Math.max(1, ...frames.map((f) => f.s));
    const moves = Math.max(1, frames.length);
    const x = (m) => pad + (w - 2 * pad) * m / moves;
    const y = (s) => h - pad - (h - 2 * pad) * s / maxScore;
    ctx.strokeStyle = '#555';
    ctx.lineWidth = 1;  // the same pixels however often it is drawn
    ctx.strokeRect(pad, pad, w - 2 * pad, h - 2 * pad);
    ctx.fillStyle = '#9aa0a6';
    ctx.font = '11px sans-serif';
    ctx.fillText(String(maxScore), 2, pad - 6);
    ctx.fillText(`${moves} moves`, w - pad - 60, h - 6);
    ctx.strokeStyle = '#5ab0ff';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    ctx.moveTo(x(0), y(0));
    const stride = Math.max(1, Math.floor(frames.length / (w * 2)));
    for (let i = 0; i < frames.length; i += stride) ctx.lineTo(x(i + 1), y(frames[i].s));
    if (frames.length) ctx.lineTo(x(frames.length), y(frames[frames.length - 1].s));
    ctx.stroke();
    ctx.strokeStyle = '#ffcc66';
    ctx.beginPath();
    ctx.moveTo(x(moveAt(pos)), pad);
    ctx.lineTo(x(moveAt(pos)), h - pad);
    ctx.stroke();
    if (data.result.status !== 'ok') {
      ctx.fillStyle = '#ff6b6b';
      ctx.fillRect(x(frames.length) - 3, h - pad - 3, 6, 6);
    }
  }

  // ---------------------------------------------------------------- controls
  function setPlaying(on) {
    playing = on && (live || pos < steps.length);
    if (timer) cancelAnimationFrame(timer), timer = null;
    if (playing) { lastTick = performance.now(); timer = requestAnimationFrame(tick); }
    render();
  }

  function tick(now) {
    const due = Math.floor((now - lastTick) * SPEEDS[speedIndex] / 1000);
    if (due > 0) { lastTick += due * 1000 / SPEEDS[speedIndex]; seek(pos + due); }
    if (pos >= steps.length && !live) { setPlaying(false); return; }
    timer = requestAnimationFrame(tick);
  }

  function setSpeed(index) {
    speedIndex = Math.max(0, Math.min(SPEEDS.length - 1, index));
    $('speed').value = speedIndex;
  }

  function stepToMove(move) {  // first display step of a move, 0 = the start
    let lo = 0, hi = steps.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (steps[mid].move < move) lo = mid + 1; else hi = mid; }
    return move <= 0 ? 0 : lo + 1;
  }

  function onKey(e) {
    const actions = {
      ' ': () => setPlaying(!playing),
      ArrowRight: () => seek(pos + 1),
      ArrowLeft: () => seek(pos - 1),
      PageDown: () => seek(pos + 10),
      PageUp: () => seek(pos - 10),
      Home: () => seek(0),
      End: () => seek(steps.length),
      '+': () => setSpeed(speedIndex + 1),
      '=': () => setSpeed(speedIndex + 1),
      '-': () => setSpeed(speedIndex - 1),
      f: () => { fitView(); render(); },
    };
    const action = actions[e.key];
    if (!action || e.target.tagName === 'SELECT' || e.target.tagName === 'INPUT') return;
    e.preventDefault();
    action();
  }

  function wireControls() {
    $('first').onclick = () => seek(0);
    $('back').onclick = () => seek(pos - 1);
    $('forward').onclick = () => seek(pos + 1);
    $('last').onclick = () => seek(steps.length);
    $('play').onclick = () => setPlaying(!playing);
    $('speed').innerHTML = SPEEDS.map((s, i) => `<option value="${i}">${s}/s</option>`).join('');
    $('speed').onchange = (e) => setSpeed(+e.target.value);
    setSpeed(DEFAULT_SPEED);
    $('slider').max = steps.length;
    $('slider').oninput = (e) => seek(+e.target.value);
    document.addEventListener('keydown', onKey);
    $('chart').onclick = (e) => {
      const rect = e.target.getBoundingClientRect();
      const fraction = (e.clientX - rect.left - 24) / (rect.width - 48);
      seek(stepToMove(Math.round(fraction * data.frames.length)));
    };
    if (game.pannable) wirePanZoom();
    $('save-png').onclick = savePng;
  }

  // ---------------------------------------------------------------- PNG
  // The board as it is drawn now, as a PNG file named by the seed and the step.
  function pngName(p) {
    return `${(data.official_name || 'board').replace(/\W+/g, '_')}-seed-${data.seed}-step-${p}.png`;
  }
  // The board over the page's background behind it, as the page shows it.
  function boardPng() {
    const board = $('board');
    const out = document.createElement('canvas');
    out.width = board.width;
    out.height = board.height;
    const ctx = out.getContext('2d');
    ctx.fillStyle = getComputedStyle(board).backgroundColor;
    ctx.fillRect(0, 0, out.width, out.height);
    ctx.drawImage(board, 0, 0);
    return out.toDataURL('image/png');
  }
  function savePng() {
    const link = document.createElement('a');
    link.href = boardPng();
    link.download = pngName(pos);
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
  // #png-every=K (tester --png): every K-th step and the last drawn in turn, each
  // written as "STEP DATA-URL" into <pre id="png-frames"> for the tester to read.
  function pngFrames(every) {
    const lines = [];
    for (let p = 0; p <= steps.length; p += every) {
      seek(p);
      lines.push(`${p} ${boardPng()}`);
    }
    if (steps.length % every !== 0) {
      seek(steps.length);
      lines.push(`${steps.length} ${boardPng()}`);
    }
    $('png-frames').textContent = lines.join('\n');
  }

  // ---------------------------------------------------------------- pan and zoom
  function fitView() {
    const b = game.bounds(data, pos);
    const canvas = $('board');
    const margin = 10;
    view.scale = Math.min((canvas.width - 2 * margin) / (b.maxX - b.minX),
                          (canvas.height - 2 * margin) / (b.maxY - b.minY));
    view.ox = (canvas.width - view.scale * (b.maxX + b.minX)) / 2;
    view.oy = (canvas.height - view.scale * (b.maxY + b.minY)) / 2;
  }

  function wirePanZoom() {
    const canvas = $('board');
    $('pan-help').hidden = false;
    let drag = null;
    canvas.addEventListener('mousedown', (e) => { drag = { x: e.clientX, y: e.clientY }; });
    window.addEventListener('mouseup', () => { drag = null; });
    window.addEventListener('mousemove', (e) => {
      if (!drag) return;
      view.ox += e.clientX - drag.x;
      view.oy += e.clientY - drag.y;
      drag = { x: e.clientX, y: e.clientY };
      render();
    });
    canvas.addEventListener('wheel', (e) => {
      e.preventDefault();
      const rect = canvas.getBoundingClientRect();
      const mx = e.clientX - rect.left, my = e.clientY - rect.top;
      const factor = Math.exp(-e.deltaY * 0.0015);
      view.ox = mx - (mx - view.ox) * factor;
      view.oy = my - (my - view.oy) * factor;
      view.scale *= factor;
      render();
    }, { passive: false });
  }

  // ---------------------------------------------------------------- headless self-test
  // With #selftest in the address, the page drives its own controls and
  // writes what it saw into <pre id="selftest"> for a test to read.
  function canvasDigest(id) {
    const canvas = $(id);
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let hash = 2166136261;
    const colours = new Set();
    for (let i = 0; i < pixels.length; i += 4) {
      const rgba = (pixels[i] << 24) | (pixels[i + 1] << 16) | (pixels[i + 2] << 8) | pixels[i + 3];
      hash = Math.imul(hash ^ rgba, 16777619);
      if (colours.size < 64) colours.add(rgba);
    }
    return { hash: (hash >>> 0).toString(16), colours: colours.size };
  }

  function observe() {
    return { pos, info: $('info').textContent, board: canvasDigest('board'), chart: canvasDigest('chart') };
  }

  function selfTest(loadMs) {
    const press = (key) => document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    const report = { game: data.game, steps: steps.length, moves: data.frames.length, loadMs,
                     controls: ['first', 'back', 'play', 'forward', 'last', 'speed', 'slider', 'chart']
                       .filter((id) => $(id) !== null) };
    report.start = observe();
    // "Save PNG": the file it would save, and that the button is wired to it.
    const png = boardPng();
    let saved = null;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () { saved = { name: this.download, size: this.href.length }; };
    $('save-png').click();
    HTMLAnchorElement.prototype.click = click;
    report.png = { prefix: png.slice(0, 22), size: png.length, saved };
    press('ArrowRight');
    report.afterRight = observe();
    press('End');
    report.end = observe();
    press('ArrowLeft');
    report.afterLeft = observe();
    press('Home');
    report.home = observe();
    press(' ');
    report.playingAfterSpace = playing;
    press(' ');
    report.playingAfterSecondSpace = playing;
    $('slider').value = Math.floor(steps.length / 2);
    $('slider').dispatchEvent(new Event('input'));
    report.afterSlider = observe();
    report.banner = $('banner').hidden ? '' : $('banner').textContent;
    $('selftest').textContent = JSON.stringify(report);
    $('selftest').hidden = false;
  }

  // ---------------------------------------------------------------- marks
  // A mark per piece type (1..12) drawn on a piece of colour `colour`, so that
  // types tell apart by shape as well as by colour.
  function mark(ctx, kind, x, y, radius, colour) {
    const rgb = parseInt(colour.slice(1), 16);
    const light = 0.299 * (rgb >> 16) + 0.587 * ((rgb >> 8) & 255) + 0.114 * (rgb & 255) > 140;
    ctx.save();
    ctx.strokeStyle = ctx.fillStyle = light ? 'rgba(0,0,0,0.7)' : 'rgba(255,255,255,0.85)';
    ctx.lineWidth = Math.max(1.5, radius * 0.16);
    ctx.lineCap = 'round';
    const r = radius * 0.5;
    const path = (points, close) => {
      ctx.beginPath();
      points.forEach(([px, py], k) => (k ? ctx.lineTo(x + px * r, y + py * r) : ctx.moveTo(x + px * r, y + py * r)));
      if (close) ctx.closePath();
    };
    const polygon = (corners, turn) => path(Array.from({ length: corners }, (_, k) =>
      [Math.cos(turn + 2 * Math.PI * k / corners), Math.sin(turn + 2 * Math.PI * k / corners)]), true);
    switch ((kind - 1) % 12) {
      case 0: ctx.beginPath(); ctx.arc(x, y, r * 0.45, 0, 2 * Math.PI); ctx.fill(); break;  // dot
      case 1: path([[-1, 0], [1, 0]]); ctx.stroke(); break;                                // bar
      case 2: path([[0, -1], [0, 1]]); ctx.stroke(); break;                                // upright
      case 3: path([[-1, 0], [1, 0]]); ctx.stroke(); path([[0, -1], [0, 1]]); ctx.stroke(); break;  // plus
      case 4: path([[-0.75, -0.75], [0.75, 0.75]]); ctx.stroke();
              path([[0.75, -0.75], [-0.75, 0.75]]); ctx.stroke(); break;                   // cross
      case 5: ctx.beginPath(); ctx.arc(x, y, r * 0.8, 0, 2 * Math.PI); ctx.stroke(); break;  // ring
      case 6: polygon(3, -Math.PI / 2); ctx.fill(); break;                                 // triangle
      case 7: ctx.fillRect(x - r * 0.7, y - r * 0.7, r * 1.4, r * 1.4); break;             // square
      case 8: polygon(4, 0); ctx.stroke(); break;                                          // open diamond
      case 9: path([[-1, 0.5], [-0.33, -0.5], [0.33, 0.5], [1, -0.5]]); ctx.stroke(); break;  // zigzag
      case 10: polygon(3, Math.PI / 2); ctx.stroke(); break;                               // open triangle
      default: ctx.beginPath(); ctx.arc(x - r * 0.5, y, r * 0.3, 0, 2 * Math.PI);
               ctx.arc(x + r * 0.5, y, r * 0.3, 0, 2 * Math.PI); ctx.fill(); break;       // two dots
    }
    ctx.restore();
  }

  // A small picture of a ball of type `kind` for the info panel.
  function swatch(kind, colour) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 18;
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = colour;
    ctx.beginPath(); ctx.arc(9, 9, 8, 0, 2 * Math.PI); ctx.fill();
    mark(ctx, kind, 9, 9, 8, colour);
    return `<img alt="colour ${kind}" src="${canvas.toDataURL()}" style="vertical-align:middle;margin-right:3px">`;
  }

  // ---------------------------------------------------------------- start
  // Shows `newData` (the replay page's data). options.live: the game goes on,
  // so playing waits at the end for more moves; options.pos: where to stand
  // (default: the last move); options.fit: refit a pannable board.
  function load(newData, options = {}) {
    data = newData;
    live = !!options.live;
    steps = game.expand ? game.expand(data) : data.frames.map((frame, i) => ({ move: i + 1, frame }));
    const params = Object.entries(data.params || {}).map(([k, v]) => `${k}=${v}`).join(' ');
    $('title').textContent = `${data.official_name} — seed ${data.seed}${params ? ' — ' + params : ''}` +
                             ` — score ${data.result.score}`;
    document.title = $('title').textContent;
    $('banner').hidden = live || data.result.status === 'ok';
    if (!$('banner').hidden) $('banner').textContent = `After move ${data.frames.length}: ${errorText()}`;
    buildSnapshots();
    if (!wired) wireControls(), wired = true;
    $('slider').max = steps.length;
    if (game.pannable && options.fit !== false) fitView();
    seek(options.pos === undefined ? steps.length : Math.min(options.pos, steps.length));
    if (!live && playing && pos >= steps.length) setPlaying(false);
  }

  function start() {
    const began = performance.now();
    // #end or #step=N open the replay there (for links and screenshots).
    const stepInHash = /step=(\d+)/.exec(location.hash);
    const newData = JSON.parse($('replay-data').textContent);
    load(newData, { pos: location.hash.includes('end') ? Infinity : stepInHash ? +stepInHash[1] : 0 });
    const loadMs = Math.round(performance.now() - began);
    if (location.hash.includes('selftest')) selfTest(loadMs);
    const pngEvery = /png-every=(\d+)/.exec(location.hash);
    if (pngEvery) pngFrames(Math.max(1, +pngEvery[1]));
  }

  return { register, start, load, seek, gridLayout, escapeHtml, mark, swatch, PALETTE, observe,
           setOverlay: (fn) => { overlay = fn; }, render: () => render(),
           view: () => lastView, state: () => state, atEnd: () => pos === steps.length,
           isPlaying: () => playing, setPlaying, setSpeed, position: () => pos, module: () => game };
})();

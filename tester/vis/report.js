// The run report: contest scores, plots of score by seed and by case
// parameter, and a sortable per-seed table linking the replays.
"use strict";
(() => {
  const PLOT_WIDTH = 560, PLOT_HEIGHT = 260, PAD = 36;
  const COLOURS = ['#5ab0ff', '#ffcc66', '#7bd88f', '#ff6b6b', '#c792ea', '#46f0f0'];
  const data = JSON.parse(document.getElementById('report-data').textContent);
  const $ = (id) => document.getElementById(id);
  const esc = (t) => String(t).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
  const fmt = (v) => (Number.isInteger(v) ? String(v) : v.toFixed(3));
  const paramNames = data.rows.length ? Object.keys(data.rows[0].params || {}) : [];

  $('title').textContent = `${data.official_name} — ${data.rows.length} seeds`;
  $('subtitle').textContent = `Contest score: ${data.normalization}`;
  document.title = $('title').textContent;

  function summary() {
    const head = '<tr><th class="left">run</th><th>contest score</th><th>total raw</th><th>not ok</th></tr>';
    const body = data.competitors.map((name, c) => {
      const total = data.rows.reduce((sum, row) => sum + row.raw[c], 0);
      const bad = data.rows.filter((row) => row.status[c] !== 'ok').length;
      return `<tr><td class="left"><span class="sq" style="background:${COLOURS[c % COLOURS.length]}"></span>${esc(name)}</td>` +
             `<td>${fmt(data.contest[c])}</td><td>${fmt(total)}</td><td>${bad}</td></tr>`;
    });
    $('summary').innerHTML = head + body.join('');
  }

  // A scatter plot of raw score against x(row), one colour per run.
  function plot(title, x, xLabel) {
    const canvas = document.createElement('canvas');
    canvas.width = PLOT_WIDTH; canvas.height = PLOT_HEIGHT;
    canvas.style.margin = '8px 16px 8px 0';
    canvas.style.background = '#20232a';
    canvas.style.borderRadius = '6px';
    canvas.title = title;
    canvas.className = 'plot';
    $('plots').appendChild(canvas);
    const ctx = canvas.getContext('2d');
    const xs = data.rows.map(x), ys = data.rows.flatMap((row) => row.raw);
    const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
    const [y0, y1] = [Math.min(0, ...ys), Math.max(1, ...ys)];
    const sx = (v) => PAD + (PLOT_WIDTH - 2 * PAD) * (x1 > x0 ? (v - x0) / (x1 - x0) : 0.5);
    const sy = (v) => PLOT_HEIGHT - PAD - (PLOT_HEIGHT - 2 * PAD) * (v - y0) / (y1 - y0);
    ctx.strokeStyle = '#555';
    ctx.strokeRect(PAD, PAD, PLOT_WIDTH - 2 * PAD, PLOT_HEIGHT - 2 * PAD);
    ctx.fillStyle = '#e8e8e8'; ctx.font = '12px sans-serif';
    ctx.fillText(title, PAD, 20);
    ctx.fillStyle = '#9aa0a6'; ctx.font = '11px sans-serif';
    ctx.fillText(fmt(y1), 2, PAD + 4);
    ctx.fillText(fmt(y0), 2, PLOT_HEIGHT - PAD);
    ctx.fillText(`${xLabel} ${x0}..${x1}`, PLOT_WIDTH - PAD - 120, PLOT_HEIGHT - 10);
    data.competitors.forEach((_, c) => {
      ctx.fillStyle = COLOURS[c % COLOURS.length];
      data.rows.forEach((row, i) => {
        const jitter = (c - (data.competitors.length - 1) / 2) * 3;
        ctx.fillRect(sx(xs[i]) - 2 + jitter, sy(row.raw[c]) - 2, 4, 4);
        if (row.status[c] !== 'ok') { ctx.strokeStyle = '#ff6b6b'; ctx.strokeRect(sx(xs[i]) - 4 + jitter, sy(row.raw[c]) - 4, 8, 8); }
      });
    });
  }

  let sortKey = 0, sortDown = false;
  function table() {
    const columns = [{ name: 'seed', value: (r) => Number(r.seed) || r.seed, left: true }];
    for (const p of paramNames) columns.push({ name: p, value: (r) => r.params[p] });
    data.competitors.forEach((name, c) => {
      columns.push({ name: `${name} raw`, value: (r) => r.raw[c], show: (r) => fmt(r.raw[c]) + (r.status[c] === 'ok' ? '' : ` <span class="error">${esc(r.status[c])}</span>`) });
      columns.push({ name: `${name} norm`, value: (r) => r.normalized[c], show: (r) => fmt(r.normalized[c]) });
    });
    if (data.replay_dir) columns.push({ name: 'replay', value: (r) => r.seed, show: (r) => `<a href="${esc(data.replay_dir)}/${encodeURIComponent(r.seed)}.html">view</a>` });
    const rows = data.rows.slice().sort((a, b) => {
      const x = columns[sortKey].value(a), y = columns[sortKey].value(b);
      return (x < y ? -1 : x > y ? 1 : 0) * (sortDown ? -1 : 1);
    });
    const head = '<tr>' + columns.map((col, i) => `<th data-i="${i}" class="${col.left ? 'left' : ''}">${esc(col.name)}${i === sortKey ? (sortDown ? ' ▼' : ' ▲') : ''}</th>`).join('') + '</tr>';
    const body = rows.map((r) => '<tr>' + columns.map((col) => `<td class="${col.left ? 'left' : ''}">${col.show ? col.show(r) : esc(col.value(r))}</td>`).join('') + '</tr>');
    $('seeds').innerHTML = head + body.join('');
    for (const th of $('seeds').querySelectorAll('th')) {
      th.onclick = () => { const i = +th.dataset.i; sortDown = i === sortKey ? !sortDown : false; sortKey = i; table(); };
    }
  }

  summary();
  if (data.rows.length) {
    plot('Score by seed', (row) => Number(row.seed) || 0, 'seed');
    for (const p of paramNames) plot(`Score by ${p}`, (row) => row.params[p], p);
  }
  table();
  if (location.hash.includes('selftest')) {
    $('selftest').textContent = JSON.stringify({ rows: $('seeds').querySelectorAll('tr').length - 1,
      plots: document.querySelectorAll('canvas.plot').length,
      links: $('seeds').querySelectorAll('a').length, summary: $('summary').textContent });
    $('selftest').hidden = false;
  }
})();

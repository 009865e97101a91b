// The run report: contest scores and solution times per run, the --by table,
// uPlot charts (score by seed, contest score by each case parameter, time by
// seed; a scatter of score against a chosen case value, run B against run A)
// with tooltips and click-through to the replays, and a sortable per-seed table.
"use strict";
(() => {
  const COLOURS = ['#5ab0ff', '#ffcc66', '#7bd88f', '#ff6b6b', '#c792ea', '#46f0f0'];
  const PLOT_WIDTH = 540, PLOT_HEIGHT = 300;
  const data = JSON.parse(document.getElementById('report-data').textContent);
  const $ = (id) => document.getElementById(id);
  const esc = (t) => String(t).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
  const fmt = (v) => (v === null || v === undefined ? '' : Number.isInteger(v) ? String(v) : v.toFixed(3));
  const colour = (c) => COLOURS[c % COLOURS.length];
  const runs = data.competitors;
  const paramNames = data.rows.length ? Object.keys(data.rows[0].params || {}) : [];
  const times = data.times || [];

  $('title').textContent = `${data.official_name} — ${runs.length} run${runs.length > 1 ? 's' : ''}, ${data.rows.length} seeds`;
  $('subtitle').textContent = `Contest score: ${data.normalization}`;
  document.title = $('title').textContent;

  // Rows in seed order, for the x axis of the per-seed plots.
  const ordered = data.rows.map((row, i) => ({ row, x: Number.isFinite(Number(row.seed)) ? Number(row.seed) : i }))
    .sort((a, b) => a.x - b.x);
  // Per cent of the case's best (score/best, or best/score where lower is better), from the tester.
  const relative = (row, c) => row.percent_of_best[c];
  const paramText = (params) => Object.entries(params || {}).map(([k, v]) => `${k}=${v}`).join(' ');
  const replayUrl = (seed) => (data.replay_dir ? `${data.replay_dir}/${encodeURIComponent(seed)}${data.replay_extension}` : null);

  // A paired interval against the first run: the figures, the verdict, and an
  // error bar on an axis through 0 scaled to the widest interval of its table.
  const intervalScale = (intervals) => Math.max(1e-9, ...intervals.filter(Boolean)
    .flatMap((v) => [Math.abs(v.low ?? v.mean), Math.abs(v.high ?? v.mean)]));
  const pct = (v) => `${v >= 0 ? '+' : ''}${v.toFixed(1)}`;
  function intervalCell(v, scale) {
    if (!v) return '<td>-</td>';
    const at = (x) => 50 + 48 * Math.max(-1, Math.min(1, x / scale));
    const lo = at(v.low ?? v.mean), hi = at(v.high ?? v.mean);
    const bar = `<span class="ci"><span class="ci-zero"></span>` +
      `<span class="ci-bar ci-${v.verdict}" style="left:${lo}%;width:${Math.max(hi - lo, 0.5)}%"></span>` +
      `<span class="ci-mean" style="left:${at(v.mean)}%"></span></span>`;
    const range = v.low === null ? '' : ` [${pct(v.low)}, ${pct(v.high)}]`;
    // Failures first: a run that fails more seeds is never shown better without saying so.
    const f = v.failed || { run: 0, against: 0 };
    const failed = f.run || f.against ? `, failed ${f.run} vs ${f.against}` : '';
    const warning = v.verdict === 'better' && f.run > f.against ? ' (but fails more seeds)' : '';
    return `<td class="interval" title="${v.cases} cases; failed: this run ${f.run}, the other ${f.against}">` +
      `${pct(v.mean)} %${range} ${v.verdict}${warning}${failed} ${bar}</td>`;
  }

  function summary() {
    const scale = intervalScale(data.intervals || []);
    const counts = data.counts || [];
    const countTitle = 'best: seeds where this run is the best of the runs shown (ties included); ' +
      'uniq: the only best; gain: what the best-of-all contest score would lose without it';
    const head = '<tr><th class="left">run</th><th>contest score</th><th>total raw</th><th>not ok</th>' +
      `<th title="${countTitle}">best</th><th title="${countTitle}">uniq</th><th title="${countTitle}">gain</th>` +
      `<th title="${esc(data.difference_unit || '')}">vs ${esc(runs[0])} (95 %)</th>` +
      '<th>mean ms</th><th>p95 ms</th><th>max ms</th><th>&gt;90% limit</th><th class="left">note</th></tr>';
    const body = runs.map((name, c) => {
      const total = data.rows.reduce((sum, row) => sum + row.raw[c], 0);
      const bad = data.rows.filter((row) => row.status[c] !== 'ok').length;
      const t = times[c] || {};
      return `<tr><td class="left"><span class="sq" style="background:${colour(c)}"></span>${esc(name)}</td>` +
        `<td>${fmt(data.contest[c])}</td><td>${fmt(total)}</td><td>${bad}</td>` +
        `<td>${counts[c] ? counts[c].best : '-'}</td><td>${counts[c] ? counts[c].unique : '-'}</td>` +
        `<td>${counts[c] ? fmt(counts[c].gain) : '-'}</td>` +
        intervalCell((data.intervals || [])[c], scale) +
        `<td>${t.mean_ms === undefined ? '' : Math.round(t.mean_ms)}</td><td>${fmt(t.p95_ms)}</td><td>${fmt(t.max_ms)}</td>` +
        `<td>${t.limit_ms ? `${t.above_90_percent} of ${t.limit_ms} ms` : '-'}</td>` +
        `<td class="left">${esc((data.notes || [])[c] || '')}</td></tr>`;
    });
    $('summary').innerHTML = head + body.join('') + dataSummary();
  }

  // The solutions' [DATA] values: each run's mean over the seeds reporting them.
  const dataKeys = Object.keys(data.data_means || {});
  function dataSummary() {
    if (!dataKeys.length) return '';
    return `<tr><th class="left">[DATA] mean</th>${runs.map((name) => `<th>${esc(name)}</th>`).join('')}</tr>` +
      dataKeys.map((key) => `<tr><td class="left">${esc(key)}</td>` +
        data.data_means[key].map((v) => `<td>${v === null ? '-' : fmt(v)}</td>`).join('') + '</tr>').join('');
  }

  // The --by table: per group and per run, seeds, mean raw, contest score, wins/ties/losses against the first run.
  function groupTable() {
    const by = data.groups && data.groups.by;
    if (!by) return;
    $('group-section').hidden = false;
    $('group-title').textContent = `By ${by.keys}`;
    const scale = intervalScale(by.rows.flatMap((g) => g.intervals || []));
    const head = `<tr><th class="left">group</th><th class="left">run</th><th>seeds</th><th>mean raw</th><th>contest</th><th>vs ${esc(runs[0])}</th><th>95 % interval</th></tr>`;
    const body = by.rows.flatMap((g) => runs.map((name, c) => `<tr><td class="left">${c === 0 ? esc(g.group) : ''}</td>` +
      `<td class="left"><span class="sq" style="background:${colour(c)}"></span>${esc(name)}</td><td>${g.seeds}</td>` +
      `<td>${g.mean_raw[c].toFixed(3)}</td><td>${g.contest[c].toFixed(3)}</td>` +
      `<td>${c === 0 ? '-' : `${g.wins[c]}W ${g.ties[c]}T ${g.losses[c]}L`}</td>` +
      `${intervalCell((g.intervals || [])[c], scale)}</tr>`));
    $('groups').innerHTML = head + body.join('');
  }

  // --- Charts (uPlot) ---
  const tooltip = $('tooltip');
  const plots = [];
  function hideTooltip() { tooltip.hidden = true; }
  function showTooltip(u, text) {
    const rect = u.over.getBoundingClientRect();
    tooltip.textContent = text;
    tooltip.hidden = false;
    const left = rect.left + u.cursor.left + 14, top = rect.top + u.cursor.top + 14;
    tooltip.style.left = `${Math.min(left, window.innerWidth - tooltip.offsetWidth - 4)}px`;
    tooltip.style.top = `${Math.min(top, window.innerHeight - tooltip.offsetHeight - 4)}px`;
  }
  const axis = (label, extra) => Object.assign({
    label, stroke: '#9aa0a6', font: '11px sans-serif', labelFont: '12px sans-serif',
    grid: { stroke: '#2e323a', width: 1 }, ticks: { stroke: '#444', width: 1 },
  }, extra || {});

  // One chart: xs ascending, ys[c] per run (null = no point), optional extra series after the runs.
  // `labels` names the ys (default: the runs), `parent` and `list` say where it goes.
  function chart({ title, xLabel, yLabel, xs, ys, log, lines, xAxis, tooltipAt, clickAt, extra,
    labels = runs, colourOf = colour, parent = $('plots'), list = plots }) {
    const box = document.createElement('div');
    box.className = 'plot';
    parent.appendChild(box);
    const series = [{ label: xLabel }];
    labels.forEach((name, c) => series.push({
      label: name, stroke: colourOf(c), width: lines ? 2 : 0, spanGaps: true,
      paths: lines ? undefined : () => null,
      points: { show: true, size: lines ? 7 : 5, fill: colourOf(c), stroke: colourOf(c) },
    }));
    const values = [xs, ...ys];
    for (const s of extra || []) { series.push(s.series); values.push(s.values); }
    const u = new uPlot({
      title, width: PLOT_WIDTH, height: PLOT_HEIGHT,
      scales: { x: { time: false }, y: { distr: log ? 3 : 1 } },
      axes: [axis(xLabel, xAxis), axis(yLabel, { size: 64 })],
      series,
      cursor: { drag: { x: true, y: false }, points: { size: 9 } },
      hooks: {
        setCursor: [(plot) => {
          const i = plot.cursor.idx;
          if (i === null || i === undefined || plot.cursor.left < 0) hideTooltip();
          else showTooltip(plot, tooltipAt(i));
        }],
      },
    }, values, box);
    u.over.addEventListener('mouseleave', hideTooltip);
    if (clickAt) {
      // uPlot keeps clicks on its overlay to itself: listen on the way down, and
      // leave a drag (a zoom) alone.
      u.over.style.cursor = 'pointer';
      let down = null;
      u.over.addEventListener('mousedown', (e) => { down = [e.clientX, e.clientY]; });
      box.addEventListener('click', (e) => {
        const moved = down && Math.hypot(e.clientX - down[0], e.clientY - down[1]) > 3;
        down = null;
        if (u.over.contains(e.target) && !moved && u.cursor.idx !== null) clickAt(u.cursor.idx);
      }, true);
    }
    const save = document.createElement('button');
    save.className = 'save-png';
    save.textContent = 'Save PNG';
    save.title = 'Save this chart (its plotting area and axes) as a PNG file';
    save.onclick = () => {
      const link = document.createElement('a');
      link.href = u.ctx.canvas.toDataURL('image/png');
      link.download = `${title.replace(/\W+/g, '_')}.png`;
      document.body.appendChild(link);
      link.click();
      link.remove();
    };
    box.appendChild(save);
    list.push({ u, title, xs, ys });
    return u;
  }

  function seedTooltip(i) {
    const row = ordered[i].row;
    const lines = [`seed ${row.seed}  ${paramText(row.params)}`];
    runs.forEach((name, c) => lines.push(`${name}: ${fmt(row.raw[c])} (${relative(row, c).toFixed(2)}% of best), ` +
      `${row.ms[c]} ms${row.status[c] === 'ok' ? '' : `, ${row.status[c]}`}`));
    if (row.best !== null && row.best !== undefined) lines.push(`best known: ${fmt(row.best)}`);
    if (data.replay_dir) lines.push('click: open the replay');
    return lines.join('\n');
  }
  const openReplay = (i) => {
    const url = replayUrl(ordered[i].row.seed);
    if (url) window.location.href = url;
  };

  function scorePlot(view) {
    const value = {
      relative: (row, c) => relative(row, c),
      log: (row, c) => (row.raw[c] > 0 ? row.raw[c] : null),
      raw: (row, c) => row.raw[c],
    }[view];
    chart({
      title: view === 'relative' ? 'Score by seed, % of the best known' : `Raw score by seed${view === 'log' ? ' (log scale)' : ''}`,
      xLabel: 'seed', yLabel: view === 'relative' ? '% of best' : 'raw score',
      xs: ordered.map((o) => o.x), ys: runs.map((_, c) => ordered.map((o) => value(o.row, c))),
      log: view === 'log', tooltipAt: seedTooltip, clickAt: openReplay,
    });
  }

  // Per-group means by one case parameter: the contest score (or mean raw) of each group.
  function groupPlot(group, view) {
    const rows = group.rows;
    const labels = rows.map((g) => g.group.replace(`${group.name}=`, ''));
    const contest = view === 'relative';
    chart({
      title: contest ? `Contest score by ${group.name}` : `Mean raw score by ${group.name}${view === 'log' ? ' (log scale)' : ''}`,
      xLabel: group.name, yLabel: contest ? 'contest score' : 'mean raw',
      xs: rows.map((_, i) => i),
      ys: runs.map((_, c) => rows.map((g) => (contest ? g.contest[c] : view === 'log' && g.mean_raw[c] <= 0 ? null : g.mean_raw[c]))),
      log: view === 'log', lines: true,
      xAxis: { splits: () => rows.map((_, i) => i), values: (u, splits) => splits.map((i) => labels[i] ?? '') },
      tooltipAt: (i) => [`${rows[i].group}: ${rows[i].seeds} seeds`, ...runs.map((name, c) =>
        `${name}: mean raw ${rows[i].mean_raw[c].toFixed(3)}, contest ${rows[i].contest[c].toFixed(3)}` +
        (c ? `, ${rows[i].wins[c]}W ${rows[i].ties[c]}T ${rows[i].losses[c]}L` : ''))].join('\n'),
    });
  }

  function timePlot() {
    const limit = times.length ? times[0].limit_ms : 0;
    const xs = ordered.map((o) => o.x);
    const extra = limit > 0 ? [{ series: { label: '90% of limit', stroke: '#ff6b6b', dash: [6, 4], width: 1, points: { show: false } },
      values: xs.map(() => 0.9 * limit) }] : [];
    chart({
      title: 'Solution time by seed', xLabel: 'seed', yLabel: 'ms',
      xs, ys: runs.map((_, c) => ordered.map((o) => o.row.ms[c])), extra,
      tooltipAt: seedTooltip, clickAt: openReplay,
    });
  }

  function drawPlots() {
    for (const p of plots) p.u.destroy();
    plots.length = 0;
    $('plots').innerHTML = '';
    hideTooltip();
    if (!data.rows.length) return;
    if (typeof uPlot === 'undefined') {
      $('plots').innerHTML = '<p class="keys">No charts: this tester was built without the chart ' +
        'library. Run <code>scripts/setup.sh</code> and build again.</p>';
      return;
    }
    const view = $('score-view').value;
    scorePlot(view);
    for (const group of (data.groups && data.groups.by_param) || []) groupPlot(group, view);
    timePlot();
  }
  $('score-view').onchange = () => { drawPlots(); drawPointPlots(); };

  // --- Scatter and versus: a point per seed (the AHC standings' charts) ---
  const pointPlots = [];
  const dataKeyOf = (row, key) => (row.data && row.data[0] ? row.data[0][key] : undefined);
  const xValue = (row, key) => (key in (row.params || {}) ? row.params[key] : dataKeyOf(row, key));
  const scoreValue = (row, c) => {
    const view = $('score-view').value;
    if (view === 'relative') return relative(row, c);
    return view === 'log' && row.raw[c] <= 0 ? null : row.raw[c];
  };
  // Points sorted by x; seeds sharing an x spread a little sideways (a strip), so
  // that each can be hovered and clicked; the tooltip gives the true value.
  function strip(points) {
    points.sort((a, b) => a.x - b.x || (Number(a.row.seed) - Number(b.row.seed)));
    const span = points.length ? Math.max(1e-9, points[points.length - 1].x - points[0].x) : 1;
    const steps = [...new Set(points.map((p) => p.x))].sort((a, b) => a - b);
    const gap = steps.length > 1 ? Math.min(...steps.slice(1).map((v, i) => v - steps[i])) : span;
    const width = Math.min(gap, span) * 0.6;
    for (let i = 0; i < points.length;) {
      let j = i;
      while (j < points.length && points[j].x === points[i].x) j++;
      for (let k = i; k < j; k++) points[k].plotX = points[k].x + (j - i > 1 ? width * ((k - i) / (j - i - 1) - 0.5) : 0);
      i = j;
    }
    return points;
  }
  function pointTooltip(points, describe) {
    return (i) => {
      const row = points[i].row;
      return [`seed ${row.seed}  ${paramText(row.params)}`, ...describe(points[i]),
        ...(data.replay_dir ? ['click: open the replay'] : [])].join('\n');
    };
  }
  const openPointReplay = (points) => (i) => {
    const url = replayUrl(points[i].row.seed);
    if (url) window.location.href = url;
  };

  // Score (or the difference against the first run) against a case parameter or [DATA] value.
  function scatterPlot() {
    const key = $('scatter-x').value, diff = $('scatter-y').value === 'diff';
    const points = strip(data.rows.map((row) => ({ row, x: xValue(row, key) }))
      .filter((p) => typeof p.x === 'number'));
    const shown = diff ? runs.slice(1) : runs;
    const value = (row, c) => (diff ? relative(row, c + 1) - relative(row, 0) : scoreValue(row, c));
    chart({
      title: diff ? `Difference against ${runs[0]} by ${key}, % of the best known` : `Score by ${key}`,
      xLabel: key, yLabel: diff ? 'difference, % of best' : $('score-view').value === 'relative' ? '% of best' : 'raw score',
      xs: points.map((p) => p.plotX), ys: shown.map((_, c) => points.map((p) => value(p.row, c))),
      labels: shown, colourOf: (c) => colour(diff ? c + 1 : c), log: !diff && $('score-view').value === 'log',
      parent: $('point-plots'), list: pointPlots,
      tooltipAt: pointTooltip(points, (p) => [`${key}: ${fmt(p.x)}`, ...shown.map((name, c) =>
        `${name}: ${fmt(value(p.row, c))}${diff ? ' points' : ''}`)]),
      clickAt: openPointReplay(points),
    });
  }

  // Run B's score against run A's, a point per seed, with the diagonal.
  function versusPlot() {
    const a = +$('versus-a').value, b = +$('versus-b').value;
    const points = strip(data.rows.map((row) => ({ row, x: scoreValue(row, a) }))
      .filter((p) => p.x !== null && scoreValue(p.row, b) !== null));
    const xs = points.map((p) => p.plotX);
    chart({
      title: `${runs[b]} against ${runs[a]}, a point per seed`, xLabel: runs[a], yLabel: runs[b],
      xs, ys: [points.map((p) => scoreValue(p.row, b))], labels: [`${runs[b]} (above the line: better)`],
      colourOf: () => colour(b), log: $('score-view').value === 'log',
      extra: [{ series: { label: 'equal', stroke: '#9aa0a6', dash: [4, 4], width: 1, points: { show: false } }, values: xs }],
      parent: $('point-plots'), list: pointPlots,
      tooltipAt: pointTooltip(points, (p) => [`${runs[a]}: ${fmt(p.x)}`, `${runs[b]}: ${fmt(scoreValue(p.row, b))}`]),
      clickAt: openPointReplay(points),
    });
  }

  function drawPointPlots() {
    for (const p of pointPlots) p.u.destroy();
    pointPlots.length = 0;
    $('point-plots').innerHTML = '';
    if (!data.rows.length || typeof uPlot === 'undefined') return;
    if ($('scatter-x').options.length) scatterPlot();
    if (runs.length > 1) versusPlot();
  }
  function pointControls() {
    const keys = [...paramNames, ...dataKeys];
    $('scatter-x').innerHTML = keys.map((k) => `<option>${esc(k)}</option>`).join('');
    $('scatter-y').innerHTML = '<option value="score">score</option>' +
      (runs.length > 1 ? `<option value="diff">difference against ${esc(runs[0])}</option>` : '');
    const options = runs.map((name, c) => `<option value="${c}">${esc(name)}</option>`).join('');
    $('versus-a').innerHTML = options;
    $('versus-b').innerHTML = options;
    if (runs.length > 1) $('versus-b').value = '1';
    $('versus-controls').hidden = runs.length < 2;
    for (const id of ['scatter-x', 'scatter-y', 'versus-a', 'versus-b']) $(id).onchange = drawPointPlots;
  }

  let sortKey = 0, sortDown = false;
  function table() {
    const columns = [{ name: 'seed', value: (r) => Number(r.seed) || r.seed, left: true }];
    for (const p of paramNames) columns.push({ name: p, value: (r) => r.params[p] });
    runs.forEach((name, c) => {
      columns.push({ name: `${name} raw`, value: (r) => r.raw[c], show: (r) => fmt(r.raw[c]) + (r.status[c] === 'ok' ? '' : ` <span class="error">${esc(r.status[c])}</span>`) });
      columns.push({ name: `${name} norm`, value: (r) => r.normalized[c], show: (r) => fmt(r.normalized[c]) });
      columns.push({ name: `${name} ms`, value: (r) => r.ms[c] });
      for (const key of dataKeys) columns.push({ name: `${name} ${key}`, value: (r) => (r.data && r.data[c] ? r.data[c][key] ?? '' : '') });
    });
    if (data.replay_dir) columns.push({ name: 'replay', value: (r) => r.seed, show: (r) => `<a href="${esc(replayUrl(r.seed))}">view</a>` });
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

  // --- Self-test (#selftest): what headless Chromium checks ---
  // Ink below and left of the plotting area: the axes' ticks and labels.
  function axisInk(u) {
    const ctx = u.ctx, b = u.bbox, w = ctx.canvas.width, h = ctx.canvas.height;
    const count = (x, y, width, height) => {
      if (width <= 0 || height <= 0) return 0;
      const px = ctx.getImageData(x, y, width, height).data;
      let n = 0;
      for (let i = 3; i < px.length; i += 4) n += px[i] > 0;
      return n;
    };
    return { x: count(b.left, b.top + b.height + 1, b.width, h - b.top - b.height - 1), y: count(0, b.top, b.left - 1, b.height), w };
  }
  function hoverPoint(p, k) {
    const u = p.u, rect = u.over.getBoundingClientRect();
    const left = u.valToPos(p.xs[k], 'x'), top = u.valToPos(p.ys[0][k], 'y');
    const init = { clientX: rect.left + left, clientY: rect.top + top, bubbles: true };
    u.over.dispatchEvent(new MouseEvent('mouseenter', init));
    u.over.dispatchEvent(new MouseEvent('mousemove', init));
    return init;
  }
  function selftest() {
    const report = {
      rows: $('seeds').querySelectorAll('tr').length - 1,
      links: $('seeds').querySelectorAll('a').length,
      summary: $('summary').textContent,
      groups: $('groups').querySelectorAll('tr').length - 1,
      intervals: [...document.querySelectorAll('.ci-bar')].map((bar) => bar.className),
      legend: [...document.querySelectorAll('.u-legend')].map((l) => l.textContent),
      plots: plots.map((p) => ({ title: p.title, xTicks: p.u.axes[0]._values ? p.u.axes[0]._values.length : 0,
        yTicks: p.u.axes[1]._values ? p.u.axes[1]._values.length : 0, ink: axisInk(p.u), yLog: p.u.scales.y.distr === 3 })),
    };
    if (plots.length) {
      const k = Math.min(1, plots[0].xs.length - 1);
      const init = hoverPoint(plots[0], k);
      report.hover = { idx: plots[0].u.cursor.idx, tooltipShown: !tooltip.hidden, tooltip: tooltip.textContent };
      if (/(^|-)click/.test(location.hash.slice(1)) && !location.hash.includes('versus-click'))
        plots[0].u.over.dispatchEvent(new MouseEvent('click', init));
    }
    report.pointPlots = pointPlots.map((p) => ({ title: p.title, points: p.ys[0].filter((y) => y !== null).length,
      series: p.u.series.slice(1).map((x) => x.label) }));
    if (pointPlots.length) {
      const last = pointPlots[pointPlots.length - 1];
      const init = hoverPoint(last, Math.min(1, last.xs.length - 1));
      report.pointHover = { idx: last.u.cursor.idx, tooltip: tooltip.textContent };
      if (location.hash.includes('versus-click')) { last.u.over.dispatchEvent(new MouseEvent('click', init)); return; }
    }
    $('scatter-y').value = runs.length > 1 ? 'diff' : 'score';
    drawPointPlots();
    report.diffView = pointPlots.length ? { title: pointPlots[0].title, series: pointPlots[0].u.series.slice(1).map((x) => x.label) } : null;
    $('score-view').value = 'log';
    drawPlots();
    report.logView = plots.map((p) => ({ title: p.title, yLog: p.u.scales.y.distr === 3 }));
    $('selftest').textContent = JSON.stringify(report);
    $('selftest').hidden = false;
  }

  summary();
  groupTable();
  drawPlots();
  pointControls();
  drawPointPlots();
  table();
  if (location.hash.includes('selftest')) setTimeout(selftest, 50);
  // #hover=K (for screenshots): the charts alone, the K-th seed's point hovered.
  const hover = /hover=(\d+)/.exec(location.hash);
  if (hover && plots.length) {
    for (const id of ['summary', 'group-section']) $(id).style.display = 'none';
    setTimeout(() => hoverPoint(plots[0], Math.min(+hover[1], plots[0].xs.length - 1)), 50);
  }
})();

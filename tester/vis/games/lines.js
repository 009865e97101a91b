// Lines: balls on an N x N grid, each colour with its own mark; the moved
// ball's path, the cleared lines and the dropped balls of the last move are
// drawn over the board.
MM.register({
  init(setup) {
    return { grid: setup.grid.slice(), next: setup.next.slice(), last: null };
  },
  clone(s) {
    return { grid: s.grid.slice(), next: s.next.slice(), last: s.last };
  },
  apply(s, step) {
    const f = step.frame;
    const n = Math.round(Math.sqrt(s.grid.length));
    const [r1, c1, r2, c2] = f.m;
    const removed = [];
    s.grid[r2 * n + c2] = s.grid[r1 * n + c1];
    s.grid[r1 * n + c1] = 0;
    for (const cell of f.rm) removed.push([cell, s.grid[cell]]), (s.grid[cell] = 0);
    const dropped = [];
    for (let i = 0; i < f.drop.length; i += 2) s.grid[f.drop[i]] = f.drop[i + 1], dropped.push(f.drop[i]);
    for (const cell of f.rm2) removed.push([cell, s.grid[cell]]), (s.grid[cell] = 0);
    s.next = f.next;
    s.last = { path: f.path, removed, dropped, to: r2 * n + c2, cleared: f.rm.length + f.rm2.length };
  },
  layout(v) {
    const n = v.data.setup.n;
    return MM.gridLayout(v, n, n);
  },
  draw(ctx, s, v) {
    const n = v.data.setup.n;
    const { cell, x0, y0 } = this.layout(v);
    const centre = (i) => [x0 + (i % n + 0.5) * cell, y0 + (Math.floor(i / n) + 0.5) * cell];
    ctx.strokeStyle = '#3a3f48';
    for (let i = 0; i <= n; ++i) {
      ctx.beginPath(); ctx.moveTo(x0 + i * cell, y0); ctx.lineTo(x0 + i * cell, y0 + n * cell); ctx.stroke();
      ctx.beginPath(); ctx.moveTo(x0, y0 + i * cell); ctx.lineTo(x0 + n * cell, y0 + i * cell); ctx.stroke();
    }
    const ball = (i, colour, alpha) => {
      const [x, y] = centre(i);
      ctx.globalAlpha = alpha;
      const fill = v.palette[(colour - 1) % v.palette.length];
      ctx.fillStyle = fill;
      ctx.beginPath(); ctx.arc(x, y, cell * 0.38, 0, 2 * Math.PI); ctx.fill();
      MM.mark(ctx, colour, x, y, cell * 0.38, fill);
      ctx.globalAlpha = 1;
    };
    const last = s.last;
    if (last) {
      for (const [i, colour] of last.removed) {  // cleared balls as ghosts with a ring
        ball(i, colour, 0.3);
        const [x, y] = centre(i);
        ctx.strokeStyle = '#ffffff'; ctx.lineWidth = 2;
        ctx.beginPath(); ctx.arc(x, y, cell * 0.42, 0, 2 * Math.PI); ctx.stroke();
      }
    }
    s.grid.forEach((colour, i) => { if (colour) ball(i, colour, 1); });
    if (last) {
      ctx.strokeStyle = '#ffcc66'; ctx.lineWidth = 3;
      ctx.beginPath();
      last.path.forEach((i, k) => { const [x, y] = centre(i); k ? ctx.lineTo(x, y) : ctx.moveTo(x, y); });
      ctx.stroke();
      const [x, y] = centre(last.to);
      ctx.strokeRect(x - cell / 2 + 2, y - cell / 2 + 2, cell - 4, cell - 4);
      ctx.fillStyle = '#ffffff';
      for (const i of last.dropped) {  // new balls get a small white mark
        const [dx, dy] = centre(i);
        ctx.beginPath(); ctx.arc(dx, dy, cell * 0.08, 0, 2 * Math.PI); ctx.fill();
      }
    }
    ctx.lineWidth = 1;
  },
  info(s, v) {
    const dot = (c) => MM.swatch(c, v.palette[(c - 1) % v.palette.length]);
    const free = s.grid.filter((c) => c === 0).length;
    return [['Board', `N=${v.data.setup.n}, C=${v.data.setup.colors}`],
            ['Next balls', s.next.map(dot).join('')],
            ['Cleared', s.last ? s.last.cleared : 0],
            ['Free cells', free]];
  },
  play: {
    help: 'Click a ball, then a free cell it can reach (shaded cells are out of its reach).',
    click(cell, p) {
      if (MM.state().grid[cell.index] > 0) { p.select(cell); return; }
      if (p.selected) p.send(`${p.selected.r} ${p.selected.c} ${cell.r} ${cell.c}`);
    },
    overlay(ctx, p) {  // the engine's reach: cells the selected ball cannot get to are shaded
      const selected = p.selected;
      if (!selected) return;
      const reach = new Set(p.view.reach[selected.index]);
      const n = p.setup.n;
      ctx.fillStyle = 'rgba(0, 0, 0, 0.55)';
      MM.state().grid.forEach((colour, i) => {
        if (colour !== 0 || reach.has(i)) return;
        const [x, y, size] = p.cellRect(Math.floor(i / n), i % n);
        ctx.fillRect(x + 1, y + 1, size - 2, size - 2);
      });
      p.outlineSelected(ctx);
    },
  },
});

// SquareRemover: the board after each swap; the squares the move removed are
// outlined (they were refilled from the buffer, shown ahead on the right).
MM.register({
  DIRECTIONS: [[-1, 0], [0, 1], [1, 0], [0, -1]],  // the protocol's 0..3: up, right, down, left
  init(setup) {
    const s = { grid: setup.grid.slice(), used: 0, last: null };
    this.removeSquares(s, setup.q0 || [], setup);
    s.last = null;
    return s;
  },
  clone(s) {
    return { grid: s.grid.slice(), used: s.used, last: s.last };
  },
  removeSquares(s, windows, setup) {
    const n = setup.n, buf = setup.buf || '';
    for (const w of windows) {
      const i = Math.floor(w / (n - 1)), j = w % (n - 1);
      for (const cell of [i * n + j, i * n + j + 1, (i + 1) * n + j, (i + 1) * n + j + 1]) {
        s.grid[cell] = s.used < buf.length ? +buf[s.used] : -1;
        ++s.used;
      }
    }
  },
  apply(s, step, data) {
    const n = data.setup.n, f = step.frame;
    const [r, c, dir] = f.m;
    const [dr, dc] = this.DIRECTIONS[dir];
    const r2 = r + dr, c2 = c + dc;
    [s.grid[r * n + c], s.grid[r2 * n + c2]] = [s.grid[r2 * n + c2], s.grid[r * n + c]];
    this.removeSquares(s, f.q, data.setup);
    s.last = { a: r * n + c, b: r2 * n + c2, squares: f.q };
  },
  layout(v) {
    const n = v.data.setup.n;
    return MM.gridLayout(v, n, n);
  },
  draw(ctx, s, v) {
    const n = v.data.setup.n;
    const { cell, x0, y0 } = this.layout(v);
    const at = (i) => [x0 + (i % n) * cell, y0 + Math.floor(i / n) * cell];
    s.grid.forEach((colour, i) => {
      const [x, y] = at(i);
      ctx.fillStyle = colour < 0 ? '#444' : v.palette[colour % v.palette.length];
      ctx.fillRect(x + 1, y + 1, cell - 2, cell - 2);
    });
    if (!s.last) return;
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#ffffff';
    for (const w of s.last.squares) {
      const i = Math.floor(w / (n - 1)), j = w % (n - 1);
      ctx.strokeRect(x0 + j * cell + 2, y0 + i * cell + 2, 2 * cell - 4, 2 * cell - 4);
    }
    ctx.strokeStyle = '#111';
    ctx.setLineDash([4, 3]);
    for (const i of [s.last.a, s.last.b]) {
      const [x, y] = at(i);
      ctx.strokeRect(x + 5, y + 5, cell - 10, cell - 10);
    }
    ctx.setLineDash([]);
    ctx.lineWidth = 1;
  },
  info(s, v) {
    const buf = v.data.setup.buf || '';
    const upcoming = buf.slice(s.used, s.used + 8).split('')
      .map((c) => `<span class="sq" style="background:${v.palette[+c % v.palette.length]}"></span>`).join('');
    return [['Board', `N=${v.data.setup.n}, colours=${v.data.setup.colors}`],
            ['Swap', s.last ? v.step.frame.m.join(' ') : '–'],
            ['Squares now', s.last ? s.last.squares.length : 0],
            ['Next tiles', upcoming || '–'],
            ['Buffer used', s.used]];
  },
  play: {
    help: 'Click a tile, then a neighbouring tile (or an arrow button) to swap them. ' +
          'The official game takes 10,000 moves; Stop ends the answer where it is.',
    click(cell, p) {
      const from = p.selected;
      if (from) {
        const d = p.module.DIRECTIONS.findIndex(([dr, dc]) => from.r + dr === cell.r && from.c + dc === cell.c);
        if (d >= 0) { this.direction(d, p); return; }
      }
      p.select(cell);
    },
    // The arrow buttons: swap the selected tile toward direction d.
    direction(d, p) {
      if (!p.selected) { p.setMessage('Pick a tile first.', true); return; }
      p.send(`${p.selected.r}\n${p.selected.c}\n${d}`);  // three lines, as a solution writes them
    },
    overlay(ctx, p) { p.outlineSelected(ctx); },
  },
});

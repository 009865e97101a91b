// Jewels: each type is a coloured diamond with its own mark. Each move is shown as the swap, then for every cascade step the
// removed runs (crossed out) and the board after the columns fell.
// Row 0 is the bottom row, as in the protocol.
MM.register({
  expand(data) {
    const steps = [];
    data.frames.forEach((frame, i) => {
      const move = i + 1;
      steps.push({ move, frame, kind: 'swap' });
      frame.steps.forEach((cascade, k) => {
        steps.push({ move, frame, kind: 'remove', cascade, combo: k + 1 });
        steps.push({ move, frame, kind: 'fall', cascade, combo: k + 1 });
      });
    });
    return steps;
  },
  init(setup) {
    return { grid: setup.grid.slice(), marks: null, step: null };
  },
  clone(s) {
    return { grid: s.grid.slice(), marks: s.marks, step: s.step };
  },
  apply(s, step, data) {
    const n = data.setup.n;
    s.step = step;
    s.marks = null;
    if (step.kind === 'swap') {
      const [r1, c1, r2, c2] = step.frame.m;
      const a = r1 * n + c1, b = r2 * n + c2;
      [s.grid[a], s.grid[b]] = [s.grid[b], s.grid[a]];
    } else if (step.kind === 'remove') {
      s.marks = step.cascade.rm;
    } else {
      for (const cell of step.cascade.rm) s.grid[cell] = 0;
      const ch = step.cascade.ch;
      for (let i = 0; i < ch.length; i += 2) s.grid[ch[i]] = ch[i + 1];
    }
  },
  layout(v) {  // row 0 at the bottom
    const n = v.data.setup.n;
    return MM.gridLayout(v, n, n, { flip: true });
  },
  draw(ctx, s, v) {
    const n = v.data.setup.n;
    const { cell, x0, y0 } = this.layout(v);
    const corner = (i) => [x0 + (i % n) * cell, y0 + (n - 1 - Math.floor(i / n)) * cell];
    s.grid.forEach((colour, i) => {
      const [x, y] = corner(i);
      ctx.fillStyle = '#2a2e36';
      ctx.fillRect(x + 1, y + 1, cell - 2, cell - 2);
      if (colour <= 0) return;
      const fill = v.palette[(colour - 1) % v.palette.length];
      ctx.fillStyle = fill;
      ctx.beginPath();  // a jewel: a diamond
      ctx.moveTo(x + cell / 2, y + cell * 0.1);
      ctx.lineTo(x + cell * 0.9, y + cell / 2);
      ctx.lineTo(x + cell / 2, y + cell * 0.9);
      ctx.lineTo(x + cell * 0.1, y + cell / 2);
      ctx.closePath();
      ctx.fill();
      MM.mark(ctx, colour, x + cell / 2, y + cell / 2, cell * 0.36, fill);
    });
    ctx.lineWidth = 3;
    if (s.marks) {
      ctx.strokeStyle = '#ffffff';
      for (const i of s.marks) {
        const [x, y] = corner(i);
        ctx.beginPath();
        ctx.moveTo(x + 4, y + 4); ctx.lineTo(x + cell - 4, y + cell - 4);
        ctx.moveTo(x + cell - 4, y + 4); ctx.lineTo(x + 4, y + cell - 4);
        ctx.stroke();
      }
    }
    if (s.step) {
      const [r1, c1, r2, c2] = s.step.frame.m;
      ctx.strokeStyle = '#ffcc66';
      for (const i of [r1 * n + c1, r2 * n + c2]) {
        const [x, y] = corner(i);
        ctx.strokeRect(x + 2, y + 2, cell - 4, cell - 4);
      }
      if (s.step.kind === 'swap') {
        const [ax, ay] = corner(r1 * n + c1), [bx, by] = corner(r2 * n + c2);
        ctx.setLineDash([6, 4]);
        ctx.beginPath(); ctx.moveTo(ax + cell / 2, ay + cell / 2); ctx.lineTo(bx + cell / 2, by + cell / 2); ctx.stroke();
        ctx.setLineDash([]);
      }
    }
    ctx.lineWidth = 1;
  },
  info(s, v) {
    const step = s.step;
    const phase = !step ? 'start' : step.kind === 'swap' ? 'swap'
      : `cascade step ${step.combo} of ${step.frame.steps.length}: ${step.kind === 'remove' ? 'runs removed' : 'columns fell'}`;
    const m = step ? step.frame.m.join(' ') : '–';
    return [['Board', `N=${v.data.setup.n}, C=${v.data.setup.colors}`],
            ['Swap', m],
            ['Phase', phase],
            ['Combo', step ? step.frame.steps.length : 0],
            ['Move score', step ? step.frame.ms : 0]];
  },
  play: {
    help: 'Click two cells to swap them (any two cells; the engine decides).',
    click(cell, p) {
      if (!p.selected) { p.select(cell); return; }
      p.send(`${p.selected.r} ${p.selected.c} ${cell.r} ${cell.c}`);
    },
    overlay(ctx, p) { p.outlineSelected(ctx); },
  },
});

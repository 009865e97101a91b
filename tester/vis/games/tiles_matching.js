// TilesMatching: tiles drawn as a colour (first digit) and a shape (second
// digit); W is a wildcard. The last reply's cell and any cleared row/column
// are outlined; the tile waiting to be placed is shown on the right.
MM.register({
  init(setup) {
    const size = setup.s;
    return { grid: new Array(size * size).fill(''), last: null };
  },
  clone(s) {
    return { grid: s.grid.slice(), last: s.last };
  },
  apply(s, step, data) {
    const size = data.setup.s, f = step.frame;
    const [r, c] = f.p;
    if (f.a === 'place') {
      s.grid[r * size + c] = f.tile;
      for (let i = 0; i < size; ++i) {
        if (f.row) s.grid[r * size + i] = '';
        if (f.col) s.grid[i * size + c] = '';
      }
    } else if (f.a === 'remove') {
      s.grid[r * size + c] = '';
    }
    s.last = f;
  },
  shape(ctx, kind, x, y, radius) {
    const polygon = (corners, turn) => {
      ctx.beginPath();
      for (let k = 0; k < corners; ++k) {
        const angle = turn + 2 * Math.PI * k / corners;
        ctx.lineTo(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
      }
      ctx.closePath();
      ctx.fill();
    };
    const star = (points) => {
      ctx.beginPath();
      for (let k = 0; k < 2 * points; ++k) {
        const rr = k % 2 ? radius * 0.45 : radius, angle = -Math.PI / 2 + Math.PI * k / points;
        ctx.lineTo(x + rr * Math.cos(angle), y + rr * Math.sin(angle));
      }
      ctx.closePath();
      ctx.fill();
    };
    switch (kind % 10) {
      case 0: ctx.beginPath(); ctx.arc(x, y, radius, 0, 2 * Math.PI); ctx.fill(); break;
      case 1: ctx.fillRect(x - radius * 0.85, y - radius * 0.85, radius * 1.7, radius * 1.7); break;
      case 2: polygon(3, -Math.PI / 2); break;
      case 3: polygon(4, 0); break;
      case 4: star(5); break;
      case 5: ctx.fillRect(x - radius, y - radius * 0.3, 2 * radius, radius * 0.6);
              ctx.fillRect(x - radius * 0.3, y - radius, radius * 0.6, 2 * radius); break;
      case 6: polygon(6, 0); break;
      case 7: polygon(3, Math.PI / 2); break;
      case 8: polygon(5, -Math.PI / 2); break;
      default: star(4); break;
    }
  },
  drawTile(ctx, tile, x, y, size, palette) {
    if (tile === 'W' || tile === 'R') {
      ctx.fillStyle = tile === 'W' ? '#ffffff' : '#ff6b6b';
      ctx.font = `bold ${Math.floor(size * 0.6)}px sans-serif`;
      ctx.textAlign = 'center'; ctx.textBaseline = 'middle';
      ctx.fillText(tile, x + size / 2, y + size / 2 + 1);
      return;
    }
    ctx.fillStyle = palette[+tile[0] % palette.length];
    this.shape(ctx, +tile[1], x + size / 2, y + size / 2, size * 0.36);
  },
  layout(v) {
    const size = v.data.setup.s;
    return MM.gridLayout(v, size, size);
  },
  draw(ctx, s, v) {
    const size = v.data.setup.s;
    const { cell, x0, y0 } = this.layout(v);
    s.grid.forEach((tile, i) => {
      const x = x0 + (i % size) * cell, y = y0 + Math.floor(i / size) * cell;
      ctx.fillStyle = '#2a2e36';
      ctx.fillRect(x + 1, y + 1, cell - 2, cell - 2);
      if (tile) this.drawTile(ctx, tile, x, y, cell, v.palette);
    });
    const f = s.last;
    if (!f || f.p[0] < 0) return;
    ctx.lineWidth = 3;
    ctx.strokeStyle = '#ffcc66';
    const [r, c] = f.p;
    if (f.row) ctx.strokeRect(x0 + 1, y0 + r * cell + 1, size * cell - 2, cell - 2);
    if (f.col) ctx.strokeRect(x0 + c * cell + 1, y0 + 1, cell - 2, size * cell - 2);
    ctx.strokeStyle = f.a === 'remove' ? '#ff6b6b' : '#ffffff';
    ctx.strokeRect(x0 + c * cell + 3, y0 + r * cell + 3, cell - 6, cell - 6);
    ctx.lineWidth = 1;
  },
  info(s, v) {
    const setup = v.data.setup;
    const upcoming = v.pos < v.data.frames.length ? v.data.frames[v.pos].tile : v.pos === 0 ? setup.first : null;
    let tileHtml = '–';
    if (upcoming) {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 28;
      this.drawTile(canvas.getContext('2d'), upcoming, 0, 0, 28, v.palette);
      tileHtml = `<img alt="${upcoming}" src="${canvas.toDataURL()}" style="vertical-align:middle"> ${upcoming}`;
    }
    const f = s.last;
    return [['Case', `N=${setup.n}, S=${setup.s}, D=${setup.d}`],
            ['Last reply', f ? `${f.a}${f.p[0] >= 0 ? ' ' + f.p.join(' ') : ''} (${f.tile})` : '–'],
            ['Cleared', f ? [f.row ? 'row' : '', f.col ? 'column' : ''].filter(Boolean).join(' + ') || '–' : '–'],
            ['Discards', `${f ? f.dc : 0} / ${setup.d}`],
            ['Next tile', tileHtml],
            ['Tiles on board', s.grid.filter((t) => t).length]];
  },
  play: {
    help: 'Click a cell to place the tile in hand (or to remove a tile with R).',
    discard: true,
    stopLine: 'GIVE UP',
    click(cell, p) { p.send(`${cell.r} ${cell.c}`); },
    hand(p) {
      const v = p.view;
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 40;
      p.module.drawTile(canvas.getContext('2d'), v.tile, 0, 0, 40, MM.PALETTE);
      return `In hand: <img alt="${MM.escapeHtml(v.tile)}" src="${canvas.toDataURL()}" style="vertical-align:middle"> ` +
             `${MM.escapeHtml(v.tile)} &middot; discard counter ${v.discards} of ${v.d}`;
    },
  },
});

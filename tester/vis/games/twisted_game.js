// TwistedGame: every tile wires its eight border contacts in four pairs.
// Tiles are drawn at (row, column) relative to tile 0; the wires the two main
// chains run through are drawn in their colours. Drag to pan, wheel to zoom.
MM.register({
  pannable: true,
  CHAIN_COLOURS: ['#ff6b6b', '#5ab0ff'],
  // Contact k's point on the unit tile, clockwise from the top-left one.
  CONTACTS: [[1 / 3, 0], [2 / 3, 0], [1, 1 / 3], [1, 2 / 3], [2 / 3, 1], [1 / 3, 1], [0, 2 / 3], [0, 1 / 3]],
  init() { return { k: 0 }; },
  clone(s) { return { k: s.k }; },
  apply(s) { s.k += 1; },
  bounds(data) {
    let minR = 0, maxR = 0, minC = 0, maxC = 0;
    for (const f of data.frames) {
      minR = Math.min(minR, f.p[0]); maxR = Math.max(maxR, f.p[0]);
      minC = Math.min(minC, f.p[1]); maxC = Math.max(maxC, f.p[1]);
    }
    // One tile of margin: the places next to the chains' ends stay in view.
    return { minX: minC - 1, minY: minR - 1, maxX: maxC + 2, maxY: maxR + 2 };
  },
  layout(v) {  // unbounded: (r, c) counts from tile 0
    return { cell: v.scale, x0: v.ox, y0: v.oy };
  },
  wire(ctx, x, y, a, b, size) {
    const [ax, ay] = this.CONTACTS[a], [bx, by] = this.CONTACTS[b];
    ctx.moveTo(x + ax * size, y + ay * size);
    ctx.quadraticCurveTo(x + size / 2, y + size / 2, x + bx * size, y + by * size);
  },
  draw(ctx, s, v) {
    const frames = v.data.frames;
    const size = v.scale;
    const sx = (c) => v.ox + c * size, sy = (r) => v.oy + r * size;
    const visible = (r, c) => sx(c + 1) >= 0 && sx(c) <= v.width && sy(r + 1) >= 0 && sy(r) <= v.height;
    const tiles = [[0, 0, v.data.setup.first]];
    for (let i = 0; i < s.k; ++i) tiles.push([frames[i].p[0], frames[i].p[1], frames[i].tile]);
    const detailed = size >= 8;
    ctx.fillStyle = '#2a2e36';
    ctx.strokeStyle = '#8a8f98';
    ctx.lineWidth = Math.max(1, size / 30);
    for (const [r, c, t] of tiles) {
      if (!visible(r, c)) continue;
      ctx.fillRect(sx(c) + 0.5, sy(r) + 0.5, Math.max(1, size - 1), Math.max(1, size - 1));
      if (!detailed) continue;
      ctx.beginPath();
      for (let w = 0; w < 8; w += 2) this.wire(ctx, sx(c), sy(r), +t[w], +t[w + 1], size);
      ctx.stroke();
    }
    ctx.lineWidth = Math.max(1.5, size / 10);
    for (let chain = 0; chain < 2; ++chain) {
      ctx.strokeStyle = this.CHAIN_COLOURS[chain];
      ctx.beginPath();
      for (let i = 0; i < s.k; ++i) {
        const w = frames[i].w;
        for (let j = 0; j < w.length; j += 5) {
          if (w[j] !== chain || !visible(w[j + 1], w[j + 2])) continue;
          this.wire(ctx, sx(w[j + 2]), sy(w[j + 1]), w[j + 3], w[j + 4], size);
        }
      }
      ctx.stroke();
    }
    if (s.k > 0) {  // the last tile placed
      const f = frames[s.k - 1];
      ctx.strokeStyle = '#ffcc66';
      ctx.lineWidth = 2;
      ctx.strokeRect(sx(f.p[1]) - 1, sy(f.p[0]) - 1, size + 2, size + 2);
    }
    ctx.lineWidth = 1;
  },
  info(s, v) {
    const f = s.k ? v.data.frames[s.k - 1] : null;
    const len = f ? f.len : [0, 0];
    const dot = (i) => `<span class="sq" style="background:${this.CHAIN_COLOURS[i]}"></span>`;
    return [['Tiles', `${s.k + 1} of ${v.data.setup.tiles}`],
            ['Chain 0', `${dot(0)}${len[0]}`],
            ['Chain 1', `${dot(1)}${len[1]}`],
            ['Last tile', f ? `row ${f.p[0]}, col ${f.p[1]} (from tile 0)` : '–'],
            ['Zoom', `${v.scale.toFixed(1)} px per tile`]];
  },
  play: {
    help: 'Rotate the tile (R), then click one of the outlined places.',
    rotate: true,
    stopLine: 'GIVE UP',
    click(cell, p) {  // cells count from tile 0; the protocol's from the board's corner (view.origin)
      const [r0, c0] = p.view.origin;
      p.send(`${r0 + cell.r} ${c0 + cell.c} ${p.rotation}`);
    },
    overlay(ctx, p) {  // the engine's open places, each with the tile in hand drawn faintly
      const tile = p.view.rotations[p.rotation];
      for (const [r, c] of p.view.places) {
        const [x, y, size] = p.cellRect(r, c);
        ctx.fillStyle = 'rgba(255, 204, 102, 0.15)';
        ctx.fillRect(x, y, size, size);
        ctx.strokeStyle = '#ffcc66';
        ctx.setLineDash([4, 3]);
        ctx.strokeRect(x + 1, y + 1, size - 2, size - 2);
        ctx.setLineDash([]);
        ctx.strokeStyle = 'rgba(255, 255, 255, 0.6)';
        ctx.lineWidth = Math.max(1, size / 20);
        ctx.beginPath();
        for (let w = 0; w < 8; w += 2) p.module.wire(ctx, x, y, +tile[w], +tile[w + 1], size);
        ctx.stroke();
        ctx.lineWidth = 1;
      }
    },
    hand(p) { return `In hand: tile ${p.view.rotations[0]}, ROT ${p.rotation} (R turns it)`; },
  },
});

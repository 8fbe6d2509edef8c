import type { Frame, FrameDisk } from './frames.js';

/** Pixels per table unit, gap between panels, and panels per row of the picture. */
const SCALE = 4;
const GAP = 16;
const PER_ROW = 3;
const TITLE = 18;
const COLOURS = ['#1f6fd1', '#d1431f'] as const;

const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const n = (v: number): string => (Math.round(v * 10) / 10).toString();

/** One disk: a circle, for a ship its heading line, its beam reach as a dashed ring, and its label. */
function diskSvg(d: FrameDisk, kind: 'ship' | 'squadron' | 'torpedo' | 'derelict'): string {
  const cx = d.x * SCALE;
  const cy = d.y * SCALE;
  const r = d.r * SCALE;
  const colour = COLOURS[d.side] ?? '#555';
  const parts = [`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${colour}" fill-opacity="${kind === 'ship' ? 0.35 : 0.8}" stroke="${colour}"/>`];
  if (kind === 'derelict') parts.push(`<text x="${n(cx + r + 2)}" y="${n(cy - r)}" font-size="11" fill="${colour}">${esc(d.label)}</text>`);
  if (kind === 'ship') {
    parts.push(`<line x1="${n(cx)}" y1="${n(cy)}" x2="${n(cx + Math.cos(d.heading) * r * 1.6)}" y2="${n(cy + Math.sin(d.heading) * r * 1.6)}" stroke="${colour}" stroke-width="2"/>`);
    parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n((d.r + d.reach) * SCALE)}" fill="none" stroke="${colour}" stroke-opacity="0.3" stroke-dasharray="4 4"/>`);
    parts.push(`<text x="${n(cx + r + 2)}" y="${n(cy - r)}" font-size="11" fill="${colour}">${esc(d.label)}</text>`);
  }
  return parts.join('');
}

/** One orders phase: the table outline, torpedo paths, disks. */
function panelSvg(f: Frame, x: number, y: number): string {
  const w = f.width * SCALE;
  const h = f.height * SCALE;
  const paths = f.paths.map(([x0, y0, x1, y1, side]) => `<line x1="${n(x0 * SCALE)}" y1="${n(y0 * SCALE)}" x2="${n(x1 * SCALE)}" y2="${n(y1 * SCALE)}" stroke="${COLOURS[side] ?? '#555'}" stroke-dasharray="2 3"/>`);
  return [
    `<g transform="translate(${x},${y})">`,
    `<text x="0" y="13" font-size="13">Turn ${f.turn}, orders phase ${f.phase}</text>`,
    `<g transform="translate(0,${TITLE})"><rect width="${w}" height="${h}" fill="#fafafa" stroke="#333"/>`,
    ...paths,
    ...(f.derelict !== null ? [diskSvg(f.derelict, 'derelict')] : []),
    ...f.ships.map((d) => diskSvg(d, 'ship')),
    ...f.squadrons.map((d) => diskSvg(d, 'squadron')),
    ...f.torpedoes.map((d) => diskSvg(d, 'torpedo')),
    '</g></g>',
  ].join('\n');
}

/**
 * The replay picture of a table battle (`salvo replay`): one panel per orders phase — the table,
 * ship disks with heading lines and dashed beam-reach rings, squadrons, torpedoes and the paths
 * they flew that phase, and a Finders Keepers derelict in its controller's colour (grey: nobody's); first fleet blue (starts at the top of the picture, y = 0), second red.
 */
export function replaySvg(frames: readonly Frame[], title: string): string {
  if (frames.length === 0) return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="20"><text y="14">${esc(title)}: no orders phase</text></svg>\n`;
  const w = frames[0].width * SCALE;
  const h = frames[0].height * SCALE + TITLE;
  const cols = Math.min(PER_ROW, frames.length);
  const rows = Math.ceil(frames.length / PER_ROW);
  const width = cols * w + (cols - 1) * GAP;
  const height = rows * h + (rows - 1) * GAP + 24;
  const panels = frames.map((f, i) => panelSvg(f, (i % PER_ROW) * (w + GAP), 24 + Math.floor(i / PER_ROW) * (h + GAP)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">\n<text x="0" y="16" font-size="15">${esc(title)}</text>\n${panels.join('\n')}\n</svg>\n`;
}

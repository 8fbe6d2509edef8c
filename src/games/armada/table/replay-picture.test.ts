/**
 * The replay picture (`salvo replay`, table/replay-svg.ts; docs/armada.md, "The table model"), by
 * hand from small frames: 4 pixels per table unit, panels of three per row 16 apart under a 24-pixel
 * title, each panel an 18-pixel caption over the table; ships with a heading line 1.6 radii long,
 * a dashed ring at their beam reach and their label; first fleet blue, second red, nobody grey.
 */
import { describe, expect, it } from 'vitest';
import type { Frame } from './frames.js';
import { replaySvg } from './replay-svg.js';

const frame = (over: Partial<Frame> = {}): Frame => ({ turn: 1, phase: 1, width: 10, height: 5, ships: [], squadrons: [], torpedoes: [], derelict: null, paths: [], ...over });

describe('replaySvg', () => {
  it('an empty battle says so under its title, escaped', () => {
    expect(replaySvg([], 'A & B')).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="20"><text y="14">A &amp; B: no orders phase</text></svg>\n');
  });

  it('draws one panel: the table, torpedo paths, the derelict, ships, squadrons and torpedoes', () => {
    const svg = replaySvg([frame({
      turn: 2, phase: 3,
      ships: [{ x: 2, y: 3, r: 1, side: 0, label: 'A<B>', heading: 0, reach: 2 }],
      squadrons: [{ x: 5, y: 1, r: 0.5, side: 1, label: 'Fighter', heading: 0, reach: 0 }],
      torpedoes: [{ x: 2.345, y: 4, r: 0.25, side: 1, label: 'torpedo', heading: 1, reach: 0 }],
      derelict: { x: 5, y: 2.5, r: 1, side: -1, label: 'derelict', heading: 0, reach: 0 },
      paths: [[0, 0, 1, 2, 1]],
    })], 'Replay');
    expect(svg).toBe([
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="62" font-family="sans-serif">',
      '<text x="0" y="16" font-size="15">Replay</text>',
      '<g transform="translate(0,24)">',
      '<text x="0" y="13" font-size="13">Turn 2, orders phase 3</text>',
      '<g transform="translate(0,18)"><rect width="40" height="20" fill="#fafafa" stroke="#333"/>',
      '<line x1="0" y1="0" x2="4" y2="8" stroke="#d1431f" stroke-dasharray="2 3"/>',
      '<circle cx="20" cy="10" r="4" fill="#555" fill-opacity="0.8" stroke="#555"/><text x="26" y="6" font-size="11" fill="#555">derelict</text>',
      '<circle cx="8" cy="12" r="4" fill="#1f6fd1" fill-opacity="0.35" stroke="#1f6fd1"/><line x1="8" y1="12" x2="14.4" y2="12" stroke="#1f6fd1" stroke-width="2"/>'
        + '<circle cx="8" cy="12" r="12" fill="none" stroke="#1f6fd1" stroke-opacity="0.3" stroke-dasharray="4 4"/><text x="14" y="8" font-size="11" fill="#1f6fd1">A&lt;B&gt;</text>',
      '<circle cx="20" cy="4" r="2" fill="#d1431f" fill-opacity="0.8" stroke="#d1431f"/>',
      '<circle cx="9.4" cy="16" r="1" fill="#d1431f" fill-opacity="0.8" stroke="#d1431f"/>',
      '</g></g>',
      '</svg>',
      '',
    ].join('\n'));
  });

  it('lays out panels three to a row, 16 apart; the picture fits them', () => {
    const svg = replaySvg([1, 2, 3, 4].map((phase) => frame({ phase })), 'T');
    // panel 40 × (20 + 18); three columns: 3 × 40 + 2 × 16 = 152; two rows: 2 × 38 + 16 + 24 = 116.
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="152" height="116" font-family="sans-serif">')).toBe(true);
    expect([...svg.matchAll(/<g transform="translate\((\d+),(\d+)\)">\n<text/g)].map((m) => [Number(m[1]), Number(m[2])])).toEqual([[0, 24], [56, 24], [112, 24], [0, 78]]);
    // two panels: one row of two
    expect(replaySvg([frame(), frame()], 'T').startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="96" height="62"')).toBe(true);
  });

  it('a ship heading down the table points its line down; the second fleet is red', () => {
    const svg = replaySvg([frame({ ships: [{ x: 5, y: 2, r: 1, side: 1, label: 'S', heading: Math.PI / 2, reach: 0 }] })], 'T');
    expect(svg).toContain('<line x1="20" y1="8" x2="20" y2="14.4" stroke="#d1431f" stroke-width="2"/>');
    expect(svg).toContain('<circle cx="20" cy="8" r="4" fill="none" stroke="#d1431f"');
  });
});

/**
 * `salvo ti4 effects [--faction X]` (issue 11): the command (src/cli/cli.ts, what the binary runs,
 * in this process) lists every effect id with its family, timing and text; `salvo ti4 --help`
 * points to it; a faction or effect given on the command line applies its abilities; mistakes exit
 * 2 with a one-paragraph message.
 */
import { describe, expect, it } from 'vitest';
import { FACTIONS } from '../src/games/ti4/catalog.js';
import { EFFECTS } from '../src/games/ti4/effects/registry.js';
import { salvoInProcess as salvo } from './support/salvo-in-process.js';

describe('salvo ti4 effects', () => {
  it('lists every effect id with its family, timing and text', async () => {
    const r = await salvo('ti4', 'effects', '--json');
    expect(r.code).toBe(0);
    const rows = JSON.parse(r.stdout) as { id: string; family: string; timing: string; text: string }[];
    expect(rows.map((row) => row.id).sort()).toEqual([...EFFECTS.keys()].sort());
    for (const row of rows) expect(row.family.length * row.timing.length * row.text.length).toBeGreaterThan(0);
  });

  it("--faction lists that faction's content, abilities first", async () => {
    const r = await salvo('ti4', 'effects', '--faction', 'sardakk');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('unrelenting  (faction-ability, sardakk, automatic, --exact)');
    expect(r.stdout).toContain('valkyrie-particle-weave  (faction-technology, sardakk, --exact)');
    expect(r.stdout).toContain('tekklar-legion  (promissory-note, sardakk, --exact)');
    expect(r.stdout).not.toContain('fragile');
  });

  it('an unknown faction exits 2 naming it', async () => {
    const r = await salvo('ti4', 'effects', '--faction', 'sardak');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^salvo: --faction: unknown faction "sardak" — expected one of .* Did you mean "sardakk"\?/);
  });

  it('salvo ti4 --help points to it, and lists the places and every faction (issue 18)', async () => {
    const r = await salvo('ti4', '--help');
    expect(r.code).toBe(0);
    const help = r.stdout.replace(/\s+/g, ' ');
    expect(help).toMatch(/salvo ti4 effects \[--faction X\]" lists every id/);
    expect(help).toMatch(/Places \(--place\): space \(a space combat\), ground \(an invasion[^)]*\), tactical \(a space combat, then the invasion\)/);
    expect(/Factions \(--attacker-faction, --defender-faction\): ([^.]*)\./.exec(help)?.[1].split(', ')).toEqual([...FACTIONS]);
    expect(help).toMatch(/dreadnought2\.combat=4 only level II/);
  });

  it('a faction named on the command line brings its abilities; a missing side exits 2', async () => {
    const r = await salvo('ti4', '-a', '3 cruiser', '-d', '3 cruiser', '--attacker-faction', 'sardakk', '--battles', '2000', '--threads', '1', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).policies.attacker.effects.map((e: { id: string }) => e.id)).toEqual(['unrelenting']);
    const missing = await salvo('ti4', '-a', '3 cruiser');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--defender: the defender\'s units are missing');
  });
});

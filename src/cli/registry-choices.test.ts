/**
 * The game registry (src/games/registry.ts) is the one list of games: the CLI's choices,
 * subcommands and messages that name games are derived from it (issue 10, item 2). Checked
 * through the command line run in-process (test/support/salvo-in-process.ts), against the registry
 * enumerated here.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { salvoInProcess as salvo } from '../../test/support/salvo-in-process.js';
import { configPath } from '../core/paths.js';
import { allGames, gameIds, gamesWith } from '../games/registry.js';

/** The values of the `[choices: "a", "b"]` note of `option` in a help text (its entry may wrap onto the next line). */
function choicesOf(help: string, option: string): string[] {
  const lines = help.split('\n');
  const at = lines.findIndex((l) => l.trimStart().startsWith(`${option} `));
  const entry: string[] = at < 0 ? [] : [lines[at]];
  for (let i = at + 1; at >= 0 && i < lines.length && lines[i].trim() !== '' && !/^\s*-/.test(lines[i]); i++) entry.push(lines[i]);
  const choices = /\[choices: ([^\]]+)\]/.exec(entry.join(' '))?.[1];
  if (choices === undefined) throw new Error(`no choices for ${option} in:\n${help}`);
  return [...choices.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

describe('CLI choices come from the registry', async () => {
  it('the registry holds every game, each with a title and a cost unit', async () => {
    expect(gameIds().length).toBeGreaterThan(0);
    for (const game of allGames()) {
      expect(game.title).not.toBe('');
      expect(game.costUnit).not.toBe('');
    }
  });

  it('salvo cost <game> and salvo check --game offer exactly the games with balance analysis', async () => {
    const analysed = gamesWith('analysis').map((g) => g.id);
    expect(choicesOf((await salvo('cost', '--help')).stdout, 'game')).toEqual(analysed);
    expect(choicesOf((await salvo('check', '--help')).stdout, '--game')).toEqual(analysed);
  });

  it('salvo optimize has one subcommand per game with an optimizer, each with its own options', async () => {
    const help = (await salvo('optimize', '--help')).stdout;
    const subcommands = [...help.matchAll(/^\s+salvo optimize (\S+)/gm)].map((m) => m[1]);
    expect(subcommands).toEqual(gamesWith('optimizer').map((g) => g.id));
    for (const game of gamesWith('optimizer')) {
      const own = (await salvo('optimize', game.id, '--help')).stdout;
      for (const flag of Object.keys(game.optimizer.options)) expect(own, `${game.id} --${flag}`).toContain(`--${flag}`);
    }
    const none = await salvo('optimize');
    expect(none.code).toBe(2);
    for (const game of gamesWith('optimizer')) expect(none.stderr).toContain(`"salvo optimize ${game.id}"`);
  });

  it('the usage names every registered game by its title', async () => {
    const help = (await salvo('--help')).stdout;
    for (const game of allGames()) expect(help).toContain(game.title);
  });

  it('messages that list games list the registry', async () => {
    // A mapping of no kind salvo knows (a catalog would be named as one, file-kind.ts).
    const file = join(mkdtempSync(join(tmpdir(), 'salvo-registry-')), 'no-game.yaml');
    writeFileSync(file, 'name: no game line\nattacker: { units: { cruiser: 1 } }\n');
    const noGame = await salvo('run', file, '--battles', '10');
    expect(noGame.code).toBe(2);
    expect(noGame.stderr).toContain(`expected game: ${gameIds().join(' | ')}`);
    for (const game of allGames().filter((g) => g.exact === undefined)) {
      const scenario = readdirSync(configPath('scenarios')).find((f) => f.startsWith(`${game.id}-`));
      if (scenario === undefined) continue;
      const r = await salvo('run', configPath('scenarios', scenario), '--exact');
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`there is no exact solver for ${game.id}`);
      expect(r.stderr).toContain(`exact solvers exist for ${gamesWith('exact').map((g) => g.id).join(', ')}`);
    }
  });
});

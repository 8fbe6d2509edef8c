import type { Argv, CommandModule } from 'yargs';
import { outcomeLabel } from '../../core/outcome-label.js';
import { percent, renderTable } from '../../core/table.js';
import { attackDistribution } from '../../games/armada/attack-distribution.js';
import { calibrationPoints, estimatePExplosion } from '../../games/armada/calibrate.js';
import { CRITICALS, type Critical } from '../../games/armada/catalog-types.js';
import { SAMPLE_NOTICE } from '../../games/armada/catalog.js';
import { fleetCost } from '../../games/armada/fleet.js';
import { armada } from '../../games/armada/game.js';
import { fleetViolations, formatViolations } from '../../games/armada/legality.js';
import type { ArmadaScenario } from '../../games/armada/scenario.js';
import { loadArmadaFleetFile } from '../load/armada-fleet-file.js';
import { cliErrors } from '../messages.js';
import { toJsonText } from '../output.js';
import { qualifySimulationArgs, withSimulationOptions } from '../run-options.js';
import { loadScenarioFile } from '../scenario-file.js';
import { simulateScenario } from '../simulate.js';

/** `--crits engineering,weapons` (or repeated) as critical names, each checked. */
function parseCrits(raw: unknown): Critical[] {
  const words = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).flatMap((w) => String(w).split(',')).map((w) => w.trim()).filter(Boolean);
  return words.map((w) => {
    if (!(CRITICALS as readonly string[]).includes(w)) throw cliErrors.unknownCritical(w, CRITICALS);
    return w as Critical;
  });
}

const checkCommand: CommandModule = {
  command: 'check <fleet>',
  describe: 'check a fleet file against the fleet-building rules and its point limit',
  builder: (y) =>
    y.positional('fleet', { type: 'string', describe: 'a fleet file (faction, ships, squadrons; optional catalog and pointLimit)' })
      .option('json', { type: 'boolean', default: false, describe: 'print the verdict as JSON' })
      .example('$0 armada check my-fleet.yaml', 'every violation with its rule, or "legal"'),
  handler: (argv) => {
    const file = argv.fleet as string;
    const { fleet, catalog, pointLimit } = loadArmadaFleetFile(file);
    const violations = fleetViolations(fleet, pointLimit);
    const cost = fleetCost(fleet);
    if (argv.json) process.stdout.write(toJsonText({ file, legal: violations.length === 0, cost, pointLimit, violations, ...(catalog.sample ? { notice: SAMPLE_NOTICE } : {}) }));
    else {
      const notice = catalog.sample ? `NOTICE: ${SAMPLE_NOTICE}\n` : '';
      if (violations.length === 0) process.stdout.write(`${file}: legal — ${fleet.ships.length} ship(s), ${cost} of ${pointLimit} points.\n${notice}`);
      else process.stdout.write(`${file}: ${violations.length} violation(s), ${cost} of ${pointLimit} points:\n  ${formatViolations(violations).join('\n  ')}\n${notice}`);
    }
    if (violations.length > 0) throw cliErrors.illegalFleet(file, violations.length);
  },
};

const attackCommand: CommandModule = {
  command: 'attack',
  describe: 'the exact distribution of one beam attack (hits, damage, destruction, criticals)',
  builder: (y) =>
    y.option('beam', { type: 'number', demandOption: true, describe: 'damage counters dropped' })
      .option('shields', { type: 'number', demandOption: true, describe: "the target's current shields" })
      .option('hull', { type: 'number', demandOption: true, describe: "the target's current hull" })
      .option('crits', { type: 'string', describe: `criticals the target already has, e.g. engineering,weapons (${CRITICALS.join(', ')})` })
      .option('p', { type: 'number', default: 0.5, describe: 'pExplosion: probability a counter shows its explosion' })
      .option('json', { type: 'boolean', default: false, describe: 'print the distribution as JSON' })
      .example('$0 armada attack --beam 5 --shields 3 --hull 4', 'P(destroyed), P(each critical)…')
      .example('$0 armada attack --beam 5 --shields 0 --hull 2 --crits engineering --json', 'a repeat critical destroys'),
  handler: (argv) => {
    const query = { beam: argv.beam as number, shields: argv.shields as number, hull: argv.hull as number, crits: parseCrits(argv.crits), p: argv.p as number };
    const result = attackDistribution(query);
    if (argv.json) {
      process.stdout.write(toJsonText(result));
      return;
    }
    const lines = [`beam ${query.beam} vs shields ${query.shields}, hull ${query.hull}${query.crits.length > 0 ? `, already ${query.crits.join(', ')}` : ''} (pExplosion ${query.p})`, ''];
    lines.push(renderTable([['hits', ...result.hits.map((_, k) => String(k))], ['p', ...result.hits.map((p) => percent(p, 1))]]), '');
    lines.push(renderTable([
      ['figure', 'value'],
      ['expected shield damage', result.expectedShieldDamage.toFixed(3)],
      ['expected hull damage', result.expectedHullDamage.toFixed(3)],
      ['P(destroyed)', percent(result.pDestroyed)],
      ['P(at least one critical)', percent(result.pCrit)],
      ['P(two criticals)', percent(result.pTwoCrits)],
      ...CRITICALS.map((c) => [`P(${c} critical)`, percent(result.pCritByType[c])]),
    ]));
    process.stdout.write(`${lines.join('\n')}\n`);
  },
};

const calibrateCommand: CommandModule = {
  command: 'calibrate',
  describe: 'estimate pExplosion from a drop test, and how a scenario moves across its interval',
  builder: (y) =>
    withSimulationOptions(y as Argv)
      .option('drops', { type: 'number', demandOption: true, describe: 'damage counters dropped in the test' })
      .option('explosions', { type: 'number', demandOption: true, describe: 'how many landed explosion side up' })
      .option('scenario', { type: 'string', describe: 'an Armada scenario to rerun at the interval ends and the estimate' })
      .example('$0 armada calibrate --drops 1000 --explosions 473', 'pExplosion with a 95% interval')
      .example('$0 armada calibrate --drops 1000 --explosions 473 --scenario configs/scenarios/armada-sol-vs-letnev.yaml -n 200000', 'win rates across it'),
  handler: async (argv) => {
    const estimate = estimatePExplosion(argv.drops as number, argv.explosions as number);
    const rows: { pExplosion: number; outcomes: Record<string, { p: number; lo: number; hi: number }> }[] = [];
    let sample = false;
    if (argv.scenario !== undefined) {
      const args = qualifySimulationArgs(argv);
      const { game, scenario } = loadScenarioFile(argv.scenario as string, 'salvo armada calibrate --scenario');
      if (game.id !== 'armada') throw cliErrors.notAnArmadaScenario(game.id);
      sample = (scenario as ArmadaScenario).sample;
      for (const pExplosion of calibrationPoints(estimate)) {
        const result = await simulateScenario(armada, { ...(scenario as ArmadaScenario), pExplosion }, args, `pExplosion ${pExplosion.toFixed(3)}`);
        rows.push({ pExplosion, outcomes: result.outcomes });
      }
    }
    if (argv.json) {
      process.stdout.write(toJsonText({ drops: argv.drops, explosions: argv.explosions, pExplosion: estimate, ...(rows.length > 0 ? { scenario: argv.scenario, runs: rows } : {}), ...(sample ? { notice: SAMPLE_NOTICE } : {}) }));
      return;
    }
    const lines = [`pExplosion ${estimate.p.toFixed(4)}, 95% interval [${estimate.lo.toFixed(4)}, ${estimate.hi.toFixed(4)}] from ${argv.explosions} of ${argv.drops} counters`];
    if (rows.length > 0) {
      if (sample) lines.push(`NOTICE: ${SAMPLE_NOTICE}`);
      lines.push('', renderTable([['pExplosion', ...['firstWin', 'secondWin', 'draw', 'turnCap'].map(outcomeLabel)], ...rows.map((r) => [r.pExplosion.toFixed(4), percent(r.outcomes.firstWin.p), percent(r.outcomes.secondWin.p), percent(r.outcomes.draw.p), percent(r.outcomes.turnCap.p)])]));
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  },
};

/** `salvo armada <check|attack|calibrate>`: the Armada players' tools (issue 4, item 6). */
export const armadaCommand: CommandModule = {
  command: 'armada <command>',
  describe: 'Twilight Imperium: Armada tools: check a fleet, analyse an attack, calibrate pExplosion',
  builder: (y) => y.command(checkCommand).command(attackCommand).command(calibrateCommand).demandCommand(1, 'Give an armada command: check, attack or calibrate.'),
  handler: () => undefined,
};

import type { CommandModule } from 'yargs';
import { loadDataFile } from '../../core/load.js';
import { expectFileKind } from '../load/file-kind.js';
import { engineErrors } from '../../engine/messages.js';
import { planKey } from '../../engine/run.js';
import { mergeShards } from '../../engine/shard.js';
import { checkShardTally, validateShardFile } from '../../engine/shard-file.js';
import { getGame } from '../../games/registry.js';
import { withRecordedFiles } from '../load/file-references.js';
import { checkWritable } from '../run-options.js';
import { toJsonText, writeFileAtomic } from '../output.js';
import { printResult } from './run.js';

/** `salvo merge part-*.json --out result.json`: the shards of a run merged into its result. */
export const mergeCommand: CommandModule = {
  command: 'merge <parts..>',
  describe: 'merge the shard files of one run (salvo run --shard i/n) into its result',
  builder: (yargs) =>
    yargs
      .positional('parts', { type: 'string', array: true, describe: 'the shard files' })
      .option('out', { alias: 'o', type: 'string', describe: 'write the merged result JSON here' })
      .option('json', { type: 'boolean', default: false, describe: 'print the result as JSON' })
      .example('$0 merge part-*.json --out result.json', 'the same outcomes as one unsharded run with that seed'),
  handler: (argv) => {
    const out = argv.out as string | undefined;
    if (out !== undefined) checkWritable(out, '--out', argv);
    const files = (argv.parts as string[]) ?? [];
    if (files.length === 0) throw engineErrors.noShardFiles();
    const parts = files.map((file) => {
      const raw = loadDataFile(file);
      expectFileKind(raw, file, 'shard', 'salvo merge');
      return { file, shard: validateShardFile(raw, file) };
    });
    const game = getGame(parts[0]?.shard.game ?? '', `${files[0]}: game`);
    const scenario = game.parseScenario(withRecordedFiles(parts[0].shard.scenario, parts[0].shard.files), `${files[0]}: scenario`);
    const plan = game.compile(scenario);
    if (planKey(plan) !== parts[0].shard.planKey) throw engineErrors.shardMismatch(files[0], 'planKey', parts[0].shard.planKey, `${planKey(plan)} (its scenario compiled by this salvo)`, files[0]);
    // Parts of another scenario are named as such by mergeShards (plan keys); then every tally is checked against the plan.
    const { first, tally, wallSeconds } = mergeShards(parts);
    for (const { file, shard } of parts) checkShardTally(shard, file, plan);
    const result = game.summarize(scenario, plan, tally, {
      seed: first.seed, chunkSize: first.chunkSize, chunks: Math.ceil(first.battles / first.chunkSize), threads: first.threads,
      wallSeconds, startedAt: first.startedAt,
    });
    if (out !== undefined) writeFileAtomic(out, toJsonText(result));
    printResult(game.formatResult(result), result, { json: Boolean(argv.json) });
  },
};

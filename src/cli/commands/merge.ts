import type { CommandModule } from 'yargs';
import { loadDataFile } from '../../core/load.js';
import { engineErrors } from '../../engine/messages.js';
import { mergeShards, type ShardFile } from '../../engine/shard.js';
import { getGame } from '../../games/registry.js';
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
    if (out !== undefined) checkWritable(out, '--out');
    const files = (argv.parts as string[]) ?? [];
    const parts = files.map((file) => {
      const shard = loadDataFile(file) as ShardFile;
      if (shard === null || typeof shard !== 'object' || shard.kind !== 'shard') throw engineErrors.notAShardFile(file, 'Pass only the part files of one run');
      return { file, shard };
    });
    const { first, tally, wallSeconds } = mergeShards(parts);
    const game = getGame(first.game, `${files[0]}: game`);
    const scenario = game.parseScenario(first.scenario, files[0]);
    const plan = game.compile(scenario);
    const result = game.summarize(scenario, plan, tally, {
      seed: first.seed, chunkSize: first.chunkSize, chunks: Math.ceil(first.battles / first.chunkSize), threads: first.threads,
      wallSeconds, startedAt: first.startedAt,
    });
    if (out !== undefined) writeFileAtomic(out, toJsonText(result));
    printResult(game.formatResult(result), result, { json: Boolean(argv.json) });
  },
};

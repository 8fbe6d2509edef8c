/**
 * `node dist/test/support/count-minor-gcs.js <scenario file> <warm-up> <battles>`: runs the
 * scenario's simulator in this thread, `warm-up` battles and then `battles` more, and prints as JSON
 * the minor (young-generation) collections that started during the second run, and its battle
 * count. A separate process on the built code, as users run it: under vitest's module transform an
 * imported function is called through a getter, which changes what V8 inlines and so which numbers
 * it boxes (Armada's hot loop, allocation-free when built, scavenges there).
 */
import { constants, PerformanceObserver, type NodeGCPerformanceDetail, type PerformanceEntry } from 'node:perf_hooks';
import { loadScenarioFile } from '../../src/cli/scenario-file.js';
import { chunkStream } from '../../src/core/rng.js';
import { BATTLES_SLOT, createTally } from '../../src/core/tally.js';

/** GC entries are delivered on a later turn of the event loop. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const [file, warmUp, battles] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
if (file === undefined || !(warmUp >= 0) || !(battles > 0)) throw new Error('usage: count-minor-gcs <scenario file> <warm-up battles> <battles>');

const { game, scenario } = loadScenarioFile(file);
const plan = game.compile(scenario);
const simulator = game.createSimulator(plan);
/**
 * The warm-up runs as the engine does, in chunks each with a stream of its own. With one stream, the
 * measured run's new stream is a call target the optimised code has not seen: it deoptimises there and
 * runs unoptimised (boxing every random word) until the compiler thread re-optimises it, which on a
 * loaded machine took long enough for several scavenges.
 */
const WARM_UP_CHUNKS = 4;
for (let chunk = 0; chunk < WARM_UP_CHUNKS; chunk++) {
  simulator.run(chunkStream(1, chunk), createTally(plan.tallySize), Math.ceil(warmUp / WARM_UP_CHUNKS), null);
}
const tally = createTally(plan.tallySize);
const rng = chunkStream(1, WARM_UP_CHUNKS);

const entries: PerformanceEntry[] = [];
const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
observer.observe({ entryTypes: ['gc'] });
await settle();
const start = performance.now();
simulator.run(rng, tally, battles, null);
const end = performance.now();
await settle();
observer.disconnect();
/** Node ≥ 16 puts the collection kind in `detail` (the types do not declare it on PerformanceEntry). */
const isMinor = (e: PerformanceEntry) => (e as PerformanceEntry & { detail: NodeGCPerformanceDetail }).detail.kind === constants.NODE_PERFORMANCE_GC_MINOR;
const minor = entries.filter((e) => e.startTime >= start && e.startTime <= end && isMinor(e)).length;
process.stdout.write(`${JSON.stringify({ minor, battles: tally[BATTLES_SLOT], seconds: (end - start) / 1000 })}\n`);

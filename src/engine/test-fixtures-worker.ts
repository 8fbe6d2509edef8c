/** The piscina entry of the engine's tests: chunks of the fake coin game (src/engine/test-fixtures.ts). */
import { createChunkHandler } from './simulate-chunk.js';
import { coinSimulators } from './test-fixtures.js';

export default createChunkHandler(coinSimulators);

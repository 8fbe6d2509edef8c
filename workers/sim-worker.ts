/**
 * The piscina entry: runs one chunk of one compiled plan and returns its tally by structured
 * clone (never transferred: a transfer slows the worker's later typed-array loops). Plans are
 * read from shared memory and prepared once per thread, then kept by key (src/engine/simulate-chunk.ts).
 */
import { createChunkHandler } from '../src/engine/simulate-chunk.js';
import { gameSimulators } from './game-simulators.js';

export default createChunkHandler(gameSimulators);

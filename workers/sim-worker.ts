/**
 * The piscina entry: runs one chunk of one compiled plan and returns its tally by structured
 * clone (never transferred: a transfer slows the worker's later typed-array loops).
 */
import { simulateChunk, type ChunkJob } from '../src/engine/simulate-chunk.js';

export default function runChunk(job: ChunkJob): Float64Array {
  return simulateChunk(job);
}

import { isRecord, type ResultObject } from '../result-kind.js';

/** Fields of a result that say how it was produced, shown beside its `provenance` block. */
const RUN_FIELDS = ['method', 'battles', 'battlesPerPoint', 'battlesPerPair', 'seed', 'chunkSize', 'chunks', 'precision', 'baseline', 'reference', 'costUnit'] as const;

const cellText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The provenance of a result as label/value pairs (plain strings: the page escapes them): how it
 * was run (method, battles, seed, chunking) and every field of its `provenance` block (version,
 * node, threads, wall time, start time, memory), whatever the game writes there.
 *
 * @example provenanceRows(ti4Result)[0] // ['method', 'monte-carlo']
 */
export function provenanceRows(result: ResultObject): [string, string][] {
  const rows: [string, string][] = [];
  // An empty field (a cost result without a baseline) is left out rather than shown blank.
  for (const field of RUN_FIELDS) if (result[field] !== undefined && result[field] !== '') rows.push([field, cellText(result[field])]);
  if (isRecord(result.provenance)) {
    for (const [key, value] of Object.entries(result.provenance)) if (value !== undefined) rows.push([key, cellText(value)]);
  } else {
    rows.push(['provenance', 'missing from this result']);
  }
  return rows;
}

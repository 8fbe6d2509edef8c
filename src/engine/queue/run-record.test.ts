import { describe, expect, it } from 'vitest';
import { resumeDifferences, runParameters, startingRecord } from './run-record.js';

const job = { planKey: 'p1', seed: 7, battles: 5000 };

describe('a resumed run is the run it resumes', () => {
  it('records the first chunk\'s plan, seed and chunk size', () => {
    expect(runParameters(job)).toEqual({ firstPlan: 'p1', seed: '7', chunkBattles: 5000 });
    expect(startingRecord('r-1', 'run x', undefined, runParameters(job))).toMatchObject({ firstPlan: 'p1', seed: '7', chunkBattles: 5000 });
  });

  it('names every parameter that differs, and none when they agree', () => {
    const stored = startingRecord('r-1', 'run x', undefined, runParameters(job));
    expect(resumeDifferences(stored, job)).toEqual([]);
    expect(resumeDifferences(stored, { planKey: 'p2', seed: 8, battles: 1000 })).toEqual([
      'the seed (the run used 7, this command 8)',
      'the battles per chunk (5000, now 1000)',
      'the scenario or its options (its first plan differs)',
    ]);
  });

  it('a record written before the parameters were recorded is not refused', () => {
    expect(resumeDifferences(startingRecord('r-1', 'run x'), { planKey: 'p2', seed: 8, battles: 1000 })).toEqual([]);
  });
});

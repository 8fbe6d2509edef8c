import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readScenarioText, scenarioYaml } from './scenario-file.js';

describe('scenario files in the page', () => {
  const fight = { game: 'ti4', place: 'space', attacker: { units: { dreadnought: 2 } }, defender: { units: { cruiser: 3 } } };

  it('writes the YAML the CLI reads and reads it back', () => {
    const text = scenarioYaml(fight);
    expect(text.startsWith('# Written by the salvo calculator page')).toBe(true);
    expect(parse(text)).toEqual(fight);
    expect(readScenarioText(text, 'fight.yaml', 'ti4')).toEqual(fight);
  });

  it('names the file and what is wrong', () => {
    expect(() => readScenarioText('game: armada\n', 'a.yaml', 'ti4')).toThrow('a.yaml: game — got "armada", expected "ti4" on this page. Open it on the armada page.');
    expect(() => readScenarioText('- 1\n', 'l.yaml', 'ti4')).toThrow('l.yaml: (top level) — got a list, expected a scenario (a mapping with game: ti4).');
    expect(() => readScenarioText('a: [1\n', 'b.yaml', 'ti4')).toThrow(/^b\.yaml: not readable YAML — /);
  });
});

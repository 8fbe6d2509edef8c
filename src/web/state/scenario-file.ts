import { parse, stringify } from 'yaml';

/**
 * A scenario as the YAML file the CLI reads (`salvo run file.yaml`), headed by a comment saying
 * where it came from. The same raw object the page edits, so a downloaded file runs in the CLI and
 * an opened one fills the page.
 */
export function scenarioYaml(scenario: unknown): string {
  return `# Written by the salvo calculator page; run it with: salvo run <this file>\n${stringify(scenario)}`;
}

/**
 * The raw scenario of a YAML or JSON file's text, checked for the page it is opened in (the
 * game's own validation follows, when the page parses it).
 * @throws Error `file: what — got X, expected Y.` for unreadable YAML or another game's scenario.
 */
export function readScenarioText(text: string, file: string, game: string): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    throw new Error(`${file}: not readable YAML — ${error instanceof Error ? error.message.split('\n')[0] : String(error)}. Open a scenario file the CLI runs (configs/scenarios/*.yaml).`);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw new Error(`${file}: (top level) — got ${Array.isArray(raw) ? 'a list' : typeof raw}, expected a scenario (a mapping with game: ${game}).`);
  const record = raw as Record<string, unknown>;
  if (record.game !== game) throw new Error(`${file}: game — got ${JSON.stringify(record.game)}, expected "${game}" on this page. Open it on the ${String(record.game)} page.`);
  return record;
}

/** Offers `text` as a file download named `file`. */
export function downloadText(text: string, file: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }));
  link.download = file;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

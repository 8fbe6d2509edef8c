import { element, labelled } from '../elements.js';
import { downloadText, readScenarioText, scenarioYaml } from './scenario-file.js';
import type { PageState } from './url-state.js';

/** What the page's controls act on. */
export interface PageControlsHost {
  state: PageState;
  /** The run settings changed. */
  onSettings(): void;
  /** A scenario was opened from a file (already checked to be this page's game). */
  onOpen(raw: Record<string, unknown>, file: string): void;
  /** Where to show a file that cannot be opened. */
  onError(message: string): void;
}

/**
 * The run settings (seed, chunk size, fixed battles or automatic) and the scenario's way in and
 * out: the link (the address bar holds it; "Copy link" copies it), "Download scenario YAML" (the
 * file `salvo run` reads) and "Open scenario file".
 */
export function pageControls(host: PageControlsHost): HTMLElement {
  const { state } = host;
  const seed = element('input', { type: 'text', value: state.seed, 'data-field': 'seed', onchange: (e) => { state.seed = (e.target as HTMLInputElement).value.trim() || '1'; host.onSettings(); } });
  const chunk = element('input', { type: 'number', min: 1, step: 1, value: state.chunkSize, 'data-field': 'chunk-size', onchange: (e) => { state.chunkSize = Math.max(1, Math.floor(Number((e.target as HTMLInputElement).value)) || 1); host.onSettings(); } });
  const battles = element('input', {
    type: 'number', min: 1, step: 1, value: state.battles ?? '', placeholder: 'automatic', 'data-field': 'battles',
    onchange: (e) => {
      const value = Math.floor(Number((e.target as HTMLInputElement).value));
      if (value > 0) state.battles = value;
      else delete state.battles;
      host.onSettings();
    },
  });
  const copy = element('button', {
    type: 'button',
    onclick: () => {
      void navigator.clipboard?.writeText(location.href).then(() => { copy.textContent = 'Link copied'; setTimeout(() => (copy.textContent = 'Copy link'), 1500); }, () => undefined);
    },
  }, 'Copy link');
  const download = element('button', { type: 'button', 'data-action': 'download', onclick: () => downloadText(scenarioYaml(state.scenario), `${state.game}-scenario.yaml`) }, 'Download scenario YAML');
  const open = element('input', {
    type: 'file', accept: '.yaml,.yml,.json', 'data-action': 'open',
    onchange: async (e) => {
      const file = (e.target as HTMLInputElement).files?.[0];
      if (!file) return;
      try {
        host.onOpen(readScenarioText(await file.text(), file.name, state.game), file.name);
      } catch (error) {
        host.onError(error instanceof Error ? error.message : String(error));
      }
    },
  });
  return element('section', { class: 'controls', 'aria-label': 'Run settings and scenario file' },
    element('div', { class: 'settings' },
      labelled('Seed', seed),
      labelled('Battles per chunk', chunk),
      labelled('Battles', battles, 'empty: exact when possible, else ±0.5 pt then finer')),
    element('div', { class: 'actions' }, copy, download, labelled('Open scenario file', open)));
}

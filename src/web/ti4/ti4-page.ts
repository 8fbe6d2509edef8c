import { getGame } from '../../games/registry.js';
import { element, labelled } from '../elements.js';
import { ProgressiveRun } from '../results/progressive-run.js';
import { ResultsPanel } from '../results/results-panel.js';
import { pageControls } from '../state/page-controls.js';
import type { MountedPage } from '../page.js';
import type { PageState } from '../state/url-state.js';
import { defaultTi4Scenario, tidySideInPlace, type RawTi4Scenario } from './raw-side.js';
import { sideForm } from './side-form.js';

/** How long typing may pause before the fight runs again. */
const SETTLE_MS = 150;

/**
 * The TI4 calculator: the place, both sides (side-form.ts), the run settings and scenario file
 * controls, and the results, recomputed as the fight changes (exact when the solver can, else
 * Monte Carlo refined in steps). `onStateChange` hears every change (the page puts it in the URL).
 */
export function ti4Page(state: PageState, onStateChange: () => void): MountedPage {
  const ti4 = getGame('ti4');
  const panel = new ResultsPanel('TI4 odds');
  const run = new ProgressiveRun(panel);
  const root = element('div', { class: 'page ti4-page' });
  let timer: ReturnType<typeof setTimeout> | undefined;

  const scenario = () => state.scenario as RawTi4Scenario;
  const recompute = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const raw = scenario();
      tidySideInPlace(raw.attacker);
      tidySideInPlace(raw.defender);
      onStateChange();
      let parsed: unknown;
      try {
        parsed = ti4.parseScenario(structuredClone(raw), 'fight');
      } catch (error) {
        run.stop();
        panel.showMessage(error instanceof Error ? error.message : String(error), 'error');
        return;
      }
      run.start(ti4, parsed, { ...state, scenario: structuredClone(raw) });
    }, SETTLE_MS);
  };

  const render = () => {
    const raw = scenario();
    raw.attacker ??= { units: {} };
    raw.defender ??= { units: {} };
    raw.attacker.units ??= {};
    raw.defender.units ??= {};
    const place = element('select', { 'data-field': 'place', onchange: (e) => { raw.place = (e.target as HTMLSelectElement).value as RawTi4Scenario['place']; recompute(); } },
      ...(['space', 'ground', 'tactical'] as const).map((p) => element('option', { value: p, selected: (raw.place ?? 'space') === p }, p === 'tactical' ? 'tactical (space, then invasion)' : p === 'ground' ? 'ground (invasion)' : 'space combat')));
    const form = element('form', { class: 'fight', 'aria-label': 'TI4 fight', onsubmit: (e) => e.preventDefault() },
      labelled('Place', place),
      element('div', { class: 'sides' }, sideForm('attacker', raw.attacker, recompute), sideForm('defender', raw.defender, recompute)));
    const controls = pageControls({
      state,
      onSettings: recompute,
      onOpen: (opened) => { state.scenario = opened; render(); },
      onError: (message) => panel.showMessage(message, 'error'),
    });
    root.replaceChildren(element('div', { class: 'inputs' }, form, controls), panel.root);
    recompute();
  };

  state.scenario ??= defaultTi4Scenario();
  render();
  return { root, close: () => { clearTimeout(timer); void run.close(); } };
}

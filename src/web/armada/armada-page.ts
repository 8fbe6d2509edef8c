import type { RawFleet } from '../../games/armada/fleet.js';
import { LAST_STARSHIP_POINTS } from '../../games/armada/scenario.js';
import { getGame } from '../../games/registry.js';
import { element, labelled } from '../elements.js';
import { ProgressiveRun } from '../results/progressive-run.js';
import { ResultsPanel } from '../results/results-panel.js';
import { pageControls } from '../state/page-controls.js';
import type { MountedPage } from '../page.js';
import type { PageState } from '../state/url-state.js';
import { catalogFromText, sampleCatalog, type PageCatalog } from './catalog-choice.js';
import { fleetBuilder, type FleetCheck } from './fleet-builder.js';

/** An Armada scenario as the scenario file writes it (configs/armada-scenario.schema.json), fleets inline. */
interface RawArmadaScenario {
  game: 'armada';
  name?: string;
  catalog?: string;
  pointLimit?: number;
  first: { fleet: RawFleet; policies?: Record<string, string> };
  second: { fleet: RawFleet; policies?: Record<string, string> };
  [option: string]: unknown;
}

/** The matchup a fresh page shows: the bundled Sol vs Letnev scenario's fleets, without names. */
function defaultArmadaScenario(): RawArmadaScenario {
  return {
    game: 'armada',
    first: { fleet: { faction: 'sol', ships: [{ ship: 'sol-dreadnought', crew: ['sol-captain'], tech: ['sol-phaser'] }, { ship: 'sol-cruiser', crew: ['sol-engineer'] }, { ship: 'sol-frigate' }] } },
    second: { fleet: { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', crew: ['letnev-captain', 'letnev-gunner'] }, { ship: 'letnev-cruiser' }, { ship: 'letnev-destroyer' }] } },
  };
}

/**
 * The Armada page: a catalog (the sample, or a catalog file opened in the page), the point limit,
 * two fleet builders that show each fleet-building restriction live (fleet-builder.ts), and the
 * matchup of the two fleets, simulated while both are legal.
 */
export function armadaPage(state: PageState, onStateChange: () => void): MountedPage {
  const armada = getGame('armada');
  const panel = new ResultsPanel('Matchup');
  const run = new ProgressiveRun(panel);
  const root = element('div', { class: 'page armada-page' });
  let pageCatalog: PageCatalog = sampleCatalog();
  const checks: Record<'first' | 'second', FleetCheck> = { first: { legal: false }, second: { legal: false } };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const scenario = () => state.scenario as RawArmadaScenario;
  const recompute = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      onStateChange();
      const raw = scenario();
      if (!checks.first.legal || !checks.second.legal) {
        run.stop();
        panel.showMessage(`The matchup runs when both fleets are legal: ${[checks.first.legal ? '' : 'the first fleet', checks.second.legal ? '' : 'the second fleet'].filter(Boolean).join(' and ')} ${checks.first.legal || checks.second.legal ? 'is' : 'are'} not.`, 'error');
        return;
      }
      let parsed: unknown;
      try {
        parsed = armada.parseScenario({ ...structuredClone(raw), catalog: pageCatalog.document }, 'matchup');
      } catch (error) {
        run.stop();
        panel.showMessage(error instanceof Error ? error.message : String(error), 'error');
        return;
      }
      run.start(armada, parsed, { ...state, scenario: structuredClone(raw) });
    }, 150);
  };

  const render = () => {
    const raw = scenario();
    if (raw.catalog !== undefined && raw.catalog !== pageCatalog.document.reference) {
      panel.showMessage(`This scenario names catalog ${raw.catalog}: open that catalog file below to build over it (the sample is shown).`, 'error');
    }
    const pointLimit = raw.pointLimit ?? LAST_STARSHIP_POINTS;
    const limit = element('input', { type: 'number', min: 1, step: 1, value: pointLimit, 'data-field': 'point-limit', onchange: (e) => { const n = Math.floor(Number((e.target as HTMLInputElement).value)); if (n > 0 && n !== LAST_STARSHIP_POINTS) raw.pointLimit = n; else delete raw.pointLimit; render(); } });
    const catalogFile = element('input', {
      type: 'file', accept: '.yaml,.yml,.json',
      onchange: async (e) => {
        const file = (e.target as HTMLInputElement).files?.[0];
        if (!file) return;
        try {
          pageCatalog = catalogFromText(await file.text(), file.name);
          raw.catalog = file.name;
          render();
        } catch (error) {
          panel.showMessage(error instanceof Error ? error.message : String(error), 'error');
        }
      },
    });
    const catalogNote = element('p', { class: 'muted' }, pageCatalog.catalog.sample ? 'Catalog: the bundled sample (its numbers are placeholders; docs/armada.md).' : `Catalog: ${pageCatalog.document.reference}.`);
    const builders = (['first', 'second'] as const).map((side) =>
      fleetBuilder(side === 'first' ? 'First fleet' : 'Second fleet', raw[side].fleet, pageCatalog.catalog, pointLimit, (check) => { checks[side] = check; recompute(); }));
    const form = element('form', { class: 'fleets-form', 'aria-label': 'Armada fleets', onsubmit: (e) => e.preventDefault() },
      catalogNote,
      element('div', { class: 'settings' }, labelled('Point limit', limit), labelled('Open a catalog file', catalogFile)),
      element('div', { class: 'fleets' }, ...builders));
    const controls = pageControls({
      state,
      onSettings: recompute,
      onOpen: (opened) => {
        if (typeof (opened.first as { fleet?: unknown } | undefined)?.fleet !== 'object' || typeof (opened.second as { fleet?: unknown } | undefined)?.fleet !== 'object') {
          panel.showMessage('This scenario names fleet files: the page builds inline fleets only — paste the fleets into the scenario, or build them here.', 'error');
          return;
        }
        state.scenario = opened;
        render();
      },
      onError: (message) => panel.showMessage(message, 'error'),
    });
    root.replaceChildren(element('div', { class: 'inputs' }, form, controls), panel.root);
  };

  state.scenario ??= defaultArmadaScenario();
  render();
  return { root, close: () => { clearTimeout(timer); void run.close(); } };
}

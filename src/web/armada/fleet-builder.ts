import type { Catalog } from '../../games/armada/catalog-types.js';
import { FACTIONS, MERCENARY } from '../../games/armada/catalog-types.js';
import { fleetCost, resolveFleet, shipCost, type RawFleet } from '../../games/armada/fleet.js';
import { fleetViolations } from '../../games/armada/legality.js';
import { element, labelled, uniqueId } from '../elements.js';

/** What the builder reports after each edit: the fleet's points, and whether it is legal. */
export interface FleetCheck {
  points?: number;
  legal: boolean;
}

/**
 * A fleet builder over a catalog (000, "2. Build your Fleet"): faction, ships (with name, crew and
 * tech chosen from the faction's disks plus mercenary crew), squadrons, the points against the
 * limit, and every fleet-building restriction the fleet breaks, named with its rulebook section
 * (src/games/armada/legality.ts), updated live. Edits `fleet` in place and calls `onChange`.
 */
export function fleetBuilder(title: string, fleet: RawFleet, catalog: Catalog, pointLimit: number, onChange: (check: FleetCheck) => void): HTMLElement {
  const root = element('fieldset', { class: 'fleet', 'data-fleet': title });
  const status = element('div', { class: 'legality', 'aria-live': 'polite' });

  const check = (): FleetCheck => {
    let resolved;
    try {
      resolved = resolveFleet(fleet, catalog, 'fleet');
    } catch (error) {
      status.replaceChildren(element('ul', { class: 'violations' }, element('li', {}, error instanceof Error ? error.message : String(error))));
      return { legal: false };
    }
    const points = fleetCost(resolved);
    const violations = fleet.ships.length === 0 ? [] : fleetViolations(resolved, pointLimit);
    status.replaceChildren(
      element('p', { class: 'points', 'data-points': points }, `${points} / ${pointLimit} points`),
      fleet.ships.length === 0
        ? element('p', {}, 'Add a ship.')
        : violations.length === 0
          ? element('p', { class: 'legal' }, 'Legal: every fleet-building restriction holds.')
          : element('ul', { class: 'violations', 'aria-label': `${title}: broken restrictions` },
            ...violations.map((v) => element('li', { 'data-rule': v.rule }, element('strong', {}, v.section), ` — ${v.where}: ${v.message}`))),
    );
    return { points, legal: fleet.ships.length > 0 && violations.length === 0 };
  };
  const changed = () => onChange(check());

  const build = () => {
    const ofFaction = <T extends { faction: string }>(table: Readonly<Record<string, T>>, alsoMercenary = false) =>
      Object.entries(table).filter(([, d]) => d.faction === fleet.faction || (alsoMercenary && d.faction === MERCENARY));
    const faction = element('select', {
      'data-field': 'faction',
      onchange: (e) => { fleet.faction = (e.target as HTMLSelectElement).value as RawFleet['faction']; changed(); build(); root.querySelector<HTMLSelectElement>('[data-field="faction"]')?.focus(); },
    }, ...FACTIONS.map((f) => element('option', { value: f, selected: f === fleet.faction }, f)));

    const ships = fleet.ships.map((entry, i) => {
      const disk = catalog.ships[entry.ship];
      const diskChoices = (kind: 'crew' | 'tech') => {
        const chosen = entry[kind] ?? [];
        const table: Readonly<Record<string, { faction: string; name: string; cost: number }>> = catalog[kind];
        const options = ofFaction(table, kind === 'crew');
        for (const id of chosen) if (!options.some(([o]) => o === id) && table[id]) options.push([id, table[id]]);
        return element('div', { class: 'disk-choices', role: 'group', 'aria-label': `${entry.name ?? disk?.name ?? entry.ship} ${kind}` },
          element('span', { class: 'muted' }, `${kind}:`),
          ...options.map(([id, d]) => {
            const box = element('input', {
              type: 'checkbox', id: uniqueId(kind), checked: chosen.includes(id), 'data-disk': id,
              onchange: (e) => {
                const on = (e.target as HTMLInputElement).checked;
                const next = on ? [...chosen, id] : chosen.filter((c) => c !== id);
                if (next.length > 0) entry[kind] = next;
                else delete entry[kind];
                changed();
                build();
              },
            });
            return element('span', {}, box, element('label', { for: box.id }, `${d.name} (${d.cost})`));
          }));
      };
      const name = element('input', { type: 'text', value: entry.name ?? '', placeholder: disk?.name ?? entry.ship, onchange: (e) => { const v = (e.target as HTMLInputElement).value.trim(); if (v) entry.name = v; else delete entry.name; changed(); } });
      const remove = element('button', { type: 'button', 'aria-label': `remove ${entry.name ?? disk?.name ?? entry.ship}`, onclick: () => { fleet.ships.splice(i, 1); changed(); build(); } }, 'Remove');
      let cost = '';
      try {
        cost = `${shipCost(resolveFleet({ faction: fleet.faction, ships: [entry] }, catalog, 'ship').ships[0])} pts`;
      } catch {
        cost = '?';
      }
      return element('div', { class: 'ship', 'data-ship': entry.ship },
        element('div', { class: 'field' }, element('strong', {}, disk ? `${disk.name}${disk.special ? ` (${disk.special})` : ''}` : entry.ship), element('span', { class: 'muted' }, cost), remove),
        labelled('Name', name),
        diskChoices('crew'),
        diskChoices('tech'));
    });

    const addSelect = element('select', { 'data-field': 'add-ship' },
      ...Object.entries(catalog.ships)
        .sort(([, a], [, b]) => Number(b.faction === fleet.faction) - Number(a.faction === fleet.faction))
        .map(([id, d]) => element('option', { value: id }, `${d.name} — ${d.faction}, ${d.cost} pts${d.unique ? ', unique' : ''}`)));
    const add = element('button', { type: 'button', 'data-action': 'add-ship', onclick: () => { fleet.ships.push({ ship: addSelect.value }); changed(); build(); } }, 'Add ship');

    const squadrons = Object.entries(catalog.squadrons).map(([id, d]) => labelled(`${d.name} (${d.cost} pts each)`, element('input', {
      type: 'number', min: 0, step: 1, value: fleet.squadrons?.[id] ?? '', placeholder: '0',
      oninput: (e) => {
        const n = Math.max(0, Math.floor(Number((e.target as HTMLInputElement).value) || 0));
        fleet.squadrons = { ...(fleet.squadrons ?? {}), [id]: n };
        if (n === 0) delete fleet.squadrons[id];
        if (Object.keys(fleet.squadrons).length === 0) delete fleet.squadrons;
        changed();
      },
    })));

    root.replaceChildren(
      element('legend', {}, title),
      labelled('Faction', faction),
      status,
      ...ships,
      element('div', { class: 'field' }, element('label', { for: addSelect.id || (addSelect.id = uniqueId('add')) }, 'Ship'), addSelect, add),
      element('details', { class: 'squadrons' }, element('summary', {}, 'Squadrons'), ...squadrons),
    );
  };
  build();
  changed();
  return root;
}

import { FACTIONS, hasLevelTwo, UNIT_KEYS, unitStats, type Faction, type UnitKey } from '../../games/ti4/catalog.js';
import { listTi4Effects } from '../../games/ti4/effects/listing.js';
import { element, labelled, uniqueId } from '../elements.js';
import { effectsPicker } from './effects-picker.js';
import type { RawTi4Side } from './raw-side.js';

const isFaction = (value: string | undefined): value is Faction => (FACTIONS as readonly string[]).includes(value ?? '');
const listText = (list: readonly string[] | undefined): string => (list ?? []).join(', ');
const listOf = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

/** A number input that writes a whole number ≥ 0 (an empty box is 0). */
function countInput(value: number | undefined, label: string, write: (n: number) => void): HTMLInputElement {
  return element('input', {
    type: 'number', min: 0, step: 1, inputmode: 'numeric', value: value ?? '', 'aria-label': label, placeholder: '0',
    oninput: (event) => write(Math.max(0, Math.floor(Number((event.target as HTMLInputElement).value) || 0))),
  });
}

/**
 * One side of a TI4 fight as a form (configs/ti4-scenario.schema.json): faction with its abilities
 * listed (each can be switched off, `without`), units with counts, level II and damaged counts,
 * effects with search, trade goods, the hit-assignment policy (sustain first, kill order, keep
 * alive) and the retreat policy. Edits `side` in place and calls `onChange`; a faction change
 * rebuilds the form (its units and abilities differ).
 */
export function sideForm(name: 'attacker' | 'defender', side: RawTi4Side, onChange: () => void): HTMLElement {
  const root = element('fieldset', { class: 'side', 'data-side': name });
  const build = () => {
    const faction = isFaction(side.faction) ? side.faction : undefined;
    const factionSelect = element('select', {
      'data-field': 'faction',
      onchange: (event) => {
        const value = (event.target as HTMLSelectElement).value;
        if (value) side.faction = value;
        else delete side.faction;
        delete side.without;
        onChange();
        build();
        root.querySelector<HTMLSelectElement>('[data-field="faction"]')?.focus();
      },
    }, element('option', { value: '' }, '— no faction —'), ...FACTIONS.map((f) => element('option', { value: f, selected: f === faction }, f)));

    const abilities = faction ? listTi4Effects(faction).filter((e) => e.automatic) : [];
    const abilityList = element('ul', { class: 'abilities', 'aria-label': `${name} faction abilities` }, ...abilities.map((e) => {
      const box = element('input', {
        type: 'checkbox', id: uniqueId('ability'), checked: !(side.without ?? []).includes(e.id), 'data-ability': e.id,
        onchange: (event) => {
          const on = (event.target as HTMLInputElement).checked;
          side.without = on ? (side.without ?? []).filter((id) => id !== e.id) : [...(side.without ?? []), e.id];
          onChange();
        },
      });
      return element('li', {}, box, element('label', { for: box.id }, element('strong', {}, e.name), ` — ${e.text}`));
    }));

    const unitRows = UNIT_KEYS.map((key: UnitKey) => {
      const upgraded = (side.upgrades ?? []).includes(key);
      if (key === 'flagship' && !faction) {
        return element('tr', { 'data-unit': key }, element('th', { scope: 'row' }, 'Flagship'), element('td', { colspan: 3, class: 'muted' }, 'pick a faction'));
      }
      const stats = unitStats(key, upgraded, faction);
      const upgrade = element('input', {
        type: 'checkbox', 'aria-label': `${name} ${key} level II`, checked: upgraded, disabled: !hasLevelTwo(key, faction),
        onchange: (event) => {
          const on = (event.target as HTMLInputElement).checked;
          side.upgrades = on ? [...(side.upgrades ?? []), key] : (side.upgrades ?? []).filter((k) => k !== key);
          onChange();
          build();
        },
      });
      const damaged = stats.sustain
        ? countInput(side.damaged?.[key], `${name} ${key} damaged`, (n) => { side.damaged = { ...(side.damaged ?? {}), [key]: n }; onChange(); })
        : element('span', { class: 'muted', 'aria-hidden': 'true' }, '—');
      return element('tr', { 'data-unit': key },
        element('th', { scope: 'row' }, stats.name),
        element('td', {}, countInput(side.units[key], `${name} ${key} count`, (n) => { side.units[key] = n; onChange(); })),
        element('td', {}, upgrade),
        element('td', {}, damaged));
    });
    const units = element('table', { class: 'units' },
      element('caption', {}, 'Units'),
      element('thead', {}, element('tr', {}, element('th', { scope: 'col' }, 'unit'), element('th', { scope: 'col' }, 'count'), element('th', { scope: 'col' }, 'II'), element('th', { scope: 'col' }, 'damaged'))),
      element('tbody', {}, ...unitRows));

    const available = listTi4Effects().filter((e) => !e.automatic && (e.faction === undefined || e.faction === faction));
    const effects = effectsPicker(available, [...(side.effects ?? [])], (ids) => { side.effects = [...ids]; onChange(); }, {
      get: (id) => side.effectPolicies?.[id],
      set: (id, policy) => {
        const chosen = { ...(side.effectPolicies ?? {}), [id]: policy };
        if (policy === listTi4Effects().find((e) => e.id === id)?.policies?.[0]) delete chosen[id];
        if (Object.keys(chosen).length > 0) side.effectPolicies = chosen;
        else delete side.effectPolicies;
        onChange();
      },
    });

    const tradeGoods = countInput(side.tradeGoods, `${name} trade goods`, (n) => { side.tradeGoods = n; onChange(); });
    const sustainFirst = element('input', { type: 'checkbox', checked: side.sustainFirst !== false, onchange: (event) => { side.sustainFirst = (event.target as HTMLInputElement).checked; onChange(); } });
    const textList = (list: 'killOrder' | 'keepAlive') => element('input', {
      type: 'text', value: listText(side[list]), placeholder: list === 'killOrder' ? 'default: cheapest first' : 'e.g. carrier',
      onchange: (event) => { side[list] = listOf((event.target as HTMLInputElement).value); onChange(); },
    });

    const retreatKind = side.retreat === undefined ? 'never' : 'afterRound' in side.retreat ? 'afterRound' : 'whenLosing';
    const retreatValue = element('input', {
      type: 'number', min: 0, step: retreatKind === 'afterRound' ? 1 : 0.1, disabled: retreatKind === 'never', 'aria-label': `${name} retreat threshold`,
      value: side.retreat === undefined ? '' : 'afterRound' in side.retreat ? side.retreat.afterRound : side.retreat.whenLosing,
      oninput: () => writeRetreat(),
    });
    const retreatSelect = element('select', { onchange: () => { writeRetreat(); build(); } },
      element('option', { value: 'never', selected: retreatKind === 'never' }, 'never'),
      element('option', { value: 'afterRound', selected: retreatKind === 'afterRound' }, 'after round N'),
      element('option', { value: 'whenLosing', selected: retreatKind === 'whenLosing' }, 'when strength ratio falls below x'));
    const writeRetreat = () => {
      const kind = retreatSelect.value;
      const value = Number(retreatValue.value);
      if (kind === 'never') delete side.retreat;
      else if (kind === 'afterRound') side.retreat = { afterRound: Math.max(1, Math.floor(value) || 1) };
      else side.retreat = { whenLosing: value > 0 ? value : 0.5 };
      onChange();
    };

    root.replaceChildren(...[
      element('legend', {}, name === 'attacker' ? 'Attacker' : 'Defender'),
      labelled('Faction', factionSelect),
      abilities.length > 0 ? element('details', { class: 'faction-abilities', open: true }, element('summary', {}, `${faction} abilities (uncheck one that does not apply)`), abilityList) : undefined,
      units,
      effects,
      labelled('Trade goods', tradeGoods, 'spent by effects that cost trade goods'),
      element('details', { class: 'policies' }, element('summary', {}, 'Hit assignment and retreat'),
        labelled('Use every sustain before losing a unit', sustainFirst),
        labelled('Kill order (unit types, first lost first)', textList('killOrder')),
        labelled('Keep alive (lost last)', textList('keepAlive')),
        labelled('Retreat', retreatSelect),
        labelled('N or x', retreatValue)),
    ].filter((node): node is HTMLElement => node !== undefined));
  };
  build();
  return root;
}

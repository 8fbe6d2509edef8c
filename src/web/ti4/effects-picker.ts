import type { EffectListing } from '../../games/ti4/effects/listing.js';
import { element, uniqueId } from '../elements.js';

/** The play policy chosen for an effect that leaves a choice (the scenario's `effectPolicies`). */
export interface EffectPolicies {
  get(id: string): string | undefined;
  set(id: string, policy: string): void;
}

/** Most matches listed at once: the search narrows the rest. */
const SHOWN = 12;

/**
 * The effects a side plays (technologies, action cards, promissory notes, leaders, agendas), with a
 * search over names, ids, families and card text, and a play policy for a chosen effect that leaves a
 * choice (docs/scenario-format.md, Effects). Chosen effects stay listed first; `onChange` hears
 * every change of the chosen list. Keyboard: the search box, then the checkboxes, in tab order.
 */
export function effectsPicker(available: readonly EffectListing[], chosen: string[], onChange: (ids: string[]) => void, policies: EffectPolicies): HTMLElement {
  const listId = uniqueId('effects');
  const search = element('input', { type: 'search', placeholder: 'search effects (e.g. plasma, morale, agent)', 'aria-controls': listId, autocomplete: 'off' });
  const list = element('ul', { class: 'effect-list', id: listId, 'aria-live': 'polite' });
  const render = () => {
    const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    const matches = (e: EffectListing) => words.every((w) => `${e.id} ${e.name} ${e.family} ${e.text}`.toLowerCase().includes(w));
    const picked = available.filter((e) => chosen.includes(e.id));
    const others = available.filter((e) => !chosen.includes(e.id) && (words.length > 0 ? matches(e) : false));
    const rows = [...picked, ...others.slice(0, SHOWN)].map((e) => {
      const box = element('input', {
        type: 'checkbox', id: uniqueId('effect'), 'data-effect': e.id, checked: chosen.includes(e.id),
        onchange: (event) => {
          const on = (event.target as HTMLInputElement).checked;
          const next = on ? [...chosen, e.id] : chosen.filter((id) => id !== e.id);
          chosen.splice(0, chosen.length, ...next);
          onChange(chosen);
          render();
        },
      });
      const policy = chosen.includes(e.id) && e.policies && e.policies.length > 1
        ? element('select', { 'aria-label': `${e.name}: how it is played`, onchange: (event) => policies.set(e.id, (event.target as HTMLSelectElement).value) },
          ...e.policies.map((p, i) => element('option', { value: p, selected: (policies.get(e.id) ?? e.policies![0]) === p }, i === 0 ? `${p} (default)` : p)))
        : undefined;
      return element('li', {}, box, element('label', { for: box.id, title: e.text }, `${e.name} `, element('small', {}, `${e.family}${e.exact ? '' : ' · Monte Carlo only'}`)), policy);
    });
    if (words.length > 0 && others.length === 0) rows.push(element('li', { class: 'none' }, 'No effect matches.'));
    if (others.length > SHOWN) rows.push(element('li', { class: 'none' }, `${others.length - SHOWN} more: narrow the search.`));
    list.replaceChildren(...rows);
  };
  search.addEventListener('input', render);
  render();
  const label = element('label', { for: search.id || (search.id = uniqueId('search')) }, 'Effects');
  return element('div', { class: 'field effects' }, label, search, list);
}

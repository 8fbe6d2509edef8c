/**
 * The calculator page (docs/web.md): picks the TI4 or Armada page from the URL hash, fills it from
 * the state the link carries, and keeps the address bar current, so the address is always a link
 * to the fight on screen.
 */
import { armadaPage } from './armada/armada-page.js';
import { element } from './elements.js';
import type { MountedPage } from './page.js';
import { decodeState, encodeState, PAGE_DEFAULT_SEED, type PageGame, type PageState } from './state/url-state.js';
import { DEFAULT_CHUNK_SIZE } from '../engine/chunks.js';
import { ti4Page } from './ti4/ti4-page.js';
import './style.css';

const main = document.querySelector('main')!;
let lastHash = '';
let mounted: MountedPage | undefined;

const freshState = (game: PageGame): PageState => ({ game, scenario: undefined, seed: String(PAGE_DEFAULT_SEED), chunkSize: DEFAULT_CHUNK_SIZE });

async function show(): Promise<void> {
  let decoded: Awaited<ReturnType<typeof decodeState>>;
  let problem: string | undefined;
  try {
    decoded = await decodeState(location.hash);
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error);
  }
  const game = decoded?.game ?? 'ti4';
  const state = decoded?.state ?? freshState(game);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('nav a')) {
    if (link.dataset.game === game) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  const onStateChange = () => {
    void encodeState(state).then((hash) => {
      lastHash = hash;
      if (location.hash !== hash) history.replaceState(null, '', hash);
    });
  };
  mounted?.close();
  mounted = game === 'armada' ? armadaPage(state, onStateChange) : ti4Page(state, onStateChange);
  main.replaceChildren(...(problem ? [element('p', { class: 'status', role: 'alert', 'data-state': 'error' }, problem)] : []), mounted.root);
  document.title = `salvo — ${game === 'armada' ? 'TI: Armada fleet builder' : 'TI4 combat calculator'}`;
}

window.addEventListener('hashchange', () => {
  if (location.hash !== lastHash) void show();
});
void show();

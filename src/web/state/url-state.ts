import { DEFAULT_CHUNK_SIZE } from '../../engine/chunks.js';

/** The page's default seed: the CLI's DEFAULT_SEED (src/cli/run-options.ts; a test checks they agree). */
export const PAGE_DEFAULT_SEED = 1;

/** The pages of the calculator. */
export const PAGE_GAMES = ['ti4', 'armada'] as const;
export type PageGame = (typeof PAGE_GAMES)[number];

/** What a link carries: the page, the scenario as the CLI reads it, and the run settings. */
export interface PageState {
  game: PageGame;
  /** The raw scenario (the CLI's scenario format, as YAML would parse). */
  scenario: unknown;
  seed: string;
  chunkSize: number;
  /** A fixed battle count (`--battles`), or undefined: exact when possible, else finer and finer precision. */
  battles?: number;
}

/** Bytes through a (de)compression stream. */
async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

const toBase64Url = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string): Uint8Array => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * A page state as a URL hash: `#ti4?seed=1&chunk=20000&battles=40000&s=…`, the scenario as JSON,
 * deflated (raw DEFLATE, RFC 1951) and base64url-encoded, so a whole fight fits a chat message.
 * Defaults are left out.
 *
 * @example await encodeState({ game: 'ti4', scenario, seed: '1', chunkSize: 20000 }) // '#ti4?s=q1ZKz…'
 */
export async function encodeState(state: PageState): Promise<string> {
  const params = new URLSearchParams();
  if (state.seed !== String(PAGE_DEFAULT_SEED)) params.set('seed', state.seed);
  if (state.chunkSize !== DEFAULT_CHUNK_SIZE) params.set('chunk', String(state.chunkSize));
  if (state.battles !== undefined) params.set('battles', String(state.battles));
  params.set('s', toBase64Url(await through(new TextEncoder().encode(JSON.stringify(state.scenario)), new CompressionStream('deflate-raw'))));
  return `#${state.game}?${params.toString()}`;
}

/**
 * The page state of a URL hash (see encodeState); only the page when the hash carries no
 * scenario (`#armada`), and nothing for an empty or foreign hash.
 *
 * @throws Error naming the hash part that cannot be read (a link cut short, a bad seed).
 */
export async function decodeState(hash: string): Promise<{ game: PageGame; state?: PageState } | undefined> {
  const [page, query = ''] = hash.replace(/^#/, '').split('?', 2);
  if (!(PAGE_GAMES as readonly string[]).includes(page)) return undefined;
  const game = page as PageGame;
  const params = new URLSearchParams(query);
  const packed = params.get('s');
  if (packed === null) return { game };
  let scenario: unknown;
  try {
    scenario = JSON.parse(new TextDecoder().decode(await through(fromBase64Url(packed), new DecompressionStream('deflate-raw'))));
  } catch {
    throw new Error(`link: the scenario (s=…) cannot be read — got ${packed.length} characters that do not inflate to JSON, expected a link copied whole. Copy the link again from the page.`);
  }
  const chunkSize = Number(params.get('chunk') ?? DEFAULT_CHUNK_SIZE);
  const battles = params.get('battles');
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new Error(`link: chunk — got ${params.get('chunk')}, expected a positive whole number of battles per chunk.`);
  if (battles !== null && !(Number.isInteger(Number(battles)) && Number(battles) > 0)) throw new Error(`link: battles — got ${battles}, expected a positive whole number.`);
  return { game, state: { game, scenario, seed: params.get('seed') ?? String(PAGE_DEFAULT_SEED), chunkSize, ...(battles !== null ? { battles: Number(battles) } : {}) } };
}

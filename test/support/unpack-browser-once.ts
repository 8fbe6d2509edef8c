/**
 * Vitest global setup of `npm test` (test/vitest.config.ts): unpacks the packaged Chromium
 * (support/test-browser.ts) once, in vitest's main process, before any test file starts. The
 * suite runs two files at a time, and the two browser tests could otherwise meet on a fresh
 * machine: `@sparticuz/chromium` treats an existing `<tmpdir>/chromium` as unpacked, so the second
 * would launch a binary the first is still writing.
 *
 * A browser that cannot be unpacked is not reported here: the browser tests call
 * resolveTestBrowser themselves and fail with its message and hint.
 */
import { resolveTestBrowser } from './test-browser.js';

export default async function unpackBrowserOnce(): Promise<void> {
  await resolveTestBrowser().catch(() => undefined);
}

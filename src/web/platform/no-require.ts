/**
 * The page's stand-in for `node:module`: salvo's code uses `createRequire` only to load Node-only
 * packages on first use (cli-progress for a terminal bar), which the page never reaches.
 */
export function createRequire(): (id: string) => never {
  return (id: string) => {
    throw new Error(`${id}: loaded with require, which the page cannot run`);
  };
}

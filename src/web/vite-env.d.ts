/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * What Vite gives the page's modules beyond TypeScript (src/web/vite.config.ts): an inlined worker
 * constructor for `?worker&inline`, text for `?raw`, and `import.meta.glob`. The DOM library is
 * referenced here because the project's tsconfig targets Node; only src/web uses it.
 */
declare module '*?worker&inline' {
  const WorkerConstructor: new () => Worker;
  export default WorkerConstructor;
}

declare module '*?raw' {
  const text: string;
  export default text;
}

interface ImportMeta {
  glob(pattern: string, options: { eager: true; query?: string; import?: string }): Record<string, unknown>;
}

/** salvo's version (package.json), put in by the build. */
declare const __SALVO_VERSION__: string;

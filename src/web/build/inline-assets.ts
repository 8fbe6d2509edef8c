import type { Plugin, Rollup } from 'vite';

type OutputAsset = Rollup.OutputAsset;
type OutputChunk = Rollup.OutputChunk;

/** `</script` inside inlined code would end the script element early. */
const safeInScript = (code: string): string => code.replace(/<\/(script)/gi, '<\\/$1');

/**
 * Puts the built scripts and styles into the HTML itself: a page opened from `file://` may not
 * load a module script from a file (Chromium refuses cross-origin module loads there), but an
 * inline one runs. The chunk worker is inlined by Vite (`?worker&inline`) as a blob.
 */
export function inlineAssets(): Plugin {
  return {
    name: 'salvo-inline-assets',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const page of Object.values(bundle)) {
        if (page.type !== 'asset' || !page.fileName.endsWith('.html')) continue;
        let html = String(page.source);
        html = html.replace(/<script type="module" crossorigin src="\.\/([^"]+)"><\/script>/g, (tag, file: string) => {
          const chunk = bundle[file] as OutputChunk | undefined;
          if (chunk?.type !== 'chunk') return tag;
          delete bundle[file];
          return `<script type="module">${safeInScript(chunk.code)}</script>`;
        });
        html = html.replace(/<link rel="stylesheet" crossorigin href="\.\/([^"]+)">/g, (tag, file: string) => {
          const sheet = bundle[file] as OutputAsset | undefined;
          if (sheet?.type !== 'asset') return tag;
          delete bundle[file];
          return `<style>${String(sheet.source)}</style>`;
        });
        page.source = html;
      }
    },
  };
}

import { Resvg, type RenderedImage } from '@resvg/resvg-js';
import { packageFile } from '../package-file.js';

/** The font every PNG uses: Open Sans, shipped as TTF in the open-sans-fonts package (no network, no system fonts). */
const FONT_FAMILY = 'Open Sans';

let fontFiles: string[] | undefined;

/** The TTF files of the bundled font (regular and bold, for titles). */
export function pngFontFiles(): string[] {
  fontFiles ??= [
    packageFile('open-sans-fonts', 'open-sans/Regular/OpenSans-Regular.ttf'),
    packageFile('open-sans-fonts', 'open-sans/Bold/OpenSans-Bold.ttf'),
  ];
  return fontFiles;
}

/**
 * Rasterizes an SVG with resvg at `scale`, on white. Every font family Vega names — its default
 * "sans-serif" included — resolves to the bundled Open Sans, so text renders the same on any
 * machine, fonts installed or not.
 *
 * @example rasterize(svg, 1).width // the SVG's width in pixels
 */
export function rasterize(svg: string, scale: number): RenderedImage {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: scale },
    background: 'white',
    font: {
      fontFiles: pngFontFiles(),
      loadSystemFonts: false,
      defaultFontFamily: FONT_FAMILY,
      sansSerifFamily: FONT_FAMILY,
      serifFamily: FONT_FAMILY,
      monospaceFamily: FONT_FAMILY,
    },
  });
  return resvg.render();
}

/**
 * An SVG (from renderSvg) as PNG bytes, at `scale` (2: crisp on high-density screens).
 *
 * @example renderPng(svg).subarray(0, 8) // the PNG signature 89 50 4E 47 0D 0A 1A 0A
 */
export function renderPng(svg: string, scale = 2): Buffer {
  return rasterize(svg, scale).asPng();
}

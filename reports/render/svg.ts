import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

/**
 * Renders a Vega-Lite spec to an SVG document, headless: vega-lite compiles it to Vega, and a Vega
 * View with no renderer (`renderer: 'none'`) writes the SVG markup. Text is escaped by Vega.
 *
 * @example await renderSvg(outcomeBarsSpec(result, 'r.json')) // '<svg xmlns="http://www.w3.org/2000/svg" …'
 */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

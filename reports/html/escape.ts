/**
 * Escaping for the HTML report. Every string from a result (names, notices, provenance) goes
 * through one of these: a unit named `</script><script>alert(1)</script>` must show as text.
 */

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text for HTML content or a quoted attribute value.
 *
 * @example escapeHtml('<b>"x"</b>') // '&lt;b&gt;&quot;x&quot;&lt;/b&gt;'
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]);
}

/**
 * JSON for the inside of a `<script type="application/json">` element: `<`, `>` and `&` become
 * \u escapes (so no `</script>` or `<!--` can end or change the element), and U+2028/U+2029 too
 * (valid in JSON, not in older JavaScript string literals). JSON.parse reads it back unchanged.
 *
 * @example jsonForScript({ name: '</script>' }) // '{"name":"\\u003c/script\\u003e"}'
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * JavaScript source (a library inlined from node_modules) made safe inside a `<script>` element:
 * `</script` and `<!--` can only occur in its strings, regular expressions or comments, where
 * `<\/script` and `<\!--` mean the same.
 */
export function scriptSource(source: string): string {
  return source.replace(/<\/script/gi, '<\\/script').replace(/<!--/g, '<\\!--');
}

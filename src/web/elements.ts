/** Attributes and listeners of a new element: `on…` keys take a listener, the rest set attributes (false omits). */
export type ElementSpec = Record<string, string | number | boolean | undefined | ((event: Event) => void)>;

/**
 * A new element with attributes, listeners and children (strings become text, never HTML, so a
 * name from a file cannot inject markup).
 *
 * @example element('label', { for: 'seed' }, 'Seed') // <label for="seed">Seed</label>
 */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, spec: ElementSpec = {}, ...children: (Node | string | undefined | false)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(spec)) {
    if (typeof value === 'function') node.addEventListener(key.slice(2), value);
    else if (value === true) node.setAttribute(key, '');
    else if (value !== undefined && value !== false) node.setAttribute(key, String(value));
  }
  for (const child of children) if (child !== undefined && child !== false) node.append(child);
  return node;
}

let counter = 0;
/** A page-unique id for pairing a label with its control. */
export const uniqueId = (prefix: string): string => `${prefix}-${++counter}`;

/** A labelled control: `<label>` then the control, the label's `for` set to the control's id. */
export function labelled(text: string, control: HTMLElement, hint?: string): HTMLElement {
  if (!control.id) control.id = uniqueId('field');
  return element('div', { class: 'field' }, element('label', { for: control.id }, text), control, hint ? element('small', {}, hint) : undefined);
}

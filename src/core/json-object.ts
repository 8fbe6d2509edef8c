/**
 * The JSON object a command-line option holds (e.g. `--policies '{"orders":"crew-orders"}'`), or
 * undefined when the text is not JSON or not an object (null, an array, a number…), so the caller
 * can raise its own message naming the option.
 */
export function jsonObjectOf(raw: unknown): Record<string, unknown> | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(raw));
  } catch {
    return undefined;
  }
  return parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) ? undefined : (parsed as Record<string, unknown>);
}

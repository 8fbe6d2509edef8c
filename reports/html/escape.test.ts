/** Escaping for the HTML report: text, JSON inside <script>, inlined libraries. */
import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, scriptSource } from './escape.js';

const EVIL = '</script><script>alert(1)</script>';

describe('escapeHtml', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">Tom's & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#39;s&lt;/a&gt;');
    expect(escapeHtml(EVIL)).toBe('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('jsonForScript', () => {
  it('leaves no <, > or & and reads back unchanged', () => {
    const value = { name: EVIL, note: '<!-- a & b -->', line: 'x\u2028y\u2029z' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('scriptSource', () => {
  it('breaks </script and <!-- in inlined code without changing what strings mean', () => {
    const code = 'var a = "</script>"; var b = "<!--";';
    const safe = scriptSource(code);
    expect(safe).not.toMatch(/<\/script|<!--/i);
    // eslint-disable-next-line no-new-func -- evaluates the rewritten code to show the strings are unchanged
    expect(new Function(`${safe} return [a, b];`)()).toEqual(['</script>', '<!--']);
  });
});

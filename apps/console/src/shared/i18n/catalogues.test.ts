import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { zhCN } from './locales/zh-cn';

type TTree = { [key: string]: string | TTree };

/** Every leaf of a catalogue: "area.key.sub" → text. */
function leaves(tree: TTree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [sub, text] of leaves(value, path)) found.set(sub, text);
  }
  return found;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const CJK = /[\u3400-\u9fff\uff00-\uffef\u3000-\u303f]/;
/** English texts that are Chinese on purpose: the switch names the language it switches to. */
const CHINESE_ON_PURPOSE = new Set(['shell.switchLanguage']);

describe('the catalogues', () => {
  const zh = leaves(zhCN);
  const english = leaves(en);

  it('English has exactly the keys of Chinese', () => {
    expect([...english.keys()].sort()).toEqual([...zh.keys()].sort());
  });

  it('each English text uses only the placeholders of its Chinese text, and none is empty', () => {
    // English may leave one out (a Chinese-only name), never bring one the code does not pass.
    for (const [key, text] of zh) {
      const known = placeholders(text);
      const unknown = placeholders(english.get(key) ?? '').filter((name) => !known.includes(name));
      expect({ key, unknown }).toEqual({ key, unknown: [] });
      expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('English texts have no Chinese characters', () => {
    const chinese = [...english].filter(
      ([key, text]) => !CHINESE_ON_PURPOSE.has(key) && CJK.test(text),
    );
    expect(chinese).toEqual([]);
  });
});

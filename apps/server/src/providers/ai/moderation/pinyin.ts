import { pinyin } from 'pinyin-pro';
import { CJK } from './normalise';
import { PINYIN_SYLLABLES } from './tables/syllables';

/**
 * The text as a sequence of sounds, so that a word written in pinyin (zisha, zi sha), with a
 * homophone (自鲨) or partly in pinyin (自sha) is found: each Chinese character becomes its
 * toneless pinyin, and letters that read as pinyin become syllables.
 */

export interface TToken {
  /** cjk: a Chinese character; py: a syllable typed in letters; word: other letters; num. */
  kind: 'cjk' | 'py' | 'word' | 'num';
  text: string;
  py: string;
}

export interface TSoundText {
  tokens: TToken[];
  /** " wo xiang zi sha " — every token's sound followed by a space. */
  stream: string;
  /** Where each token starts in `stream`. */
  starts: number[];
}

const fixV = (py: string) => py.replace(/^([ln])ve$/, '$1ue');

export function pinyinOf(text: string): string[] {
  return pinyin(text, { toneType: 'none', type: 'array', v: true }).map(fixV);
}

/** Splits letters into pinyin syllables (fewest syllables), or null when they are not pinyin. */
export function segmentPinyin(word: string): string[] | null {
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= word.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 6); start < end; start++) {
      const prev = best[start];
      const piece = word.slice(start, end);
      if (
        prev &&
        PINYIN_SYLLABLES.has(piece) &&
        (!best[end] || prev.length + 1 < best[end]!.length)
      )
        best[end] = [...prev, piece];
    }
  }
  return best[word.length] ?? null;
}

/** Is this Latin text pinyin rather than English? (Most of its words read as pinyin.) */
function mostlyPinyin(words: string[]): boolean {
  if (words.length === 0) return false;
  const pinyinWords = words.filter((w) => w.length > 1 && segmentPinyin(w)).length;
  return pinyinWords / words.length >= 0.8;
}

export function soundText(text: string): TSoundText {
  const tokens: TToken[] = [];
  // Letters spelled apart (z i s h a) are one word.
  const joined = text.replace(/(?<![a-z])([a-z])[^a-z\d\u3400-\u9fff]+(?=[a-z](?![a-z]))/g, '$1');
  const pieces = joined.match(/[\u3400-\u9fff]+|[a-z]+|\d+/g) ?? [];
  const hasCjk = CJK.test(joined);
  const latin = pieces.filter((p) => /^[a-z]/.test(p));
  const readLetters = hasCjk || mostlyPinyin(latin);
  for (const piece of pieces) {
    if (CJK.test(piece)) {
      const sounds = pinyinOf(piece);
      [...piece].forEach((ch, i) => tokens.push({ kind: 'cjk', text: ch, py: sounds[i] ?? ch }));
    } else if (/^\d/.test(piece)) {
      tokens.push({ kind: 'num', text: piece, py: piece });
    } else {
      const syllables = readLetters && piece.length > 1 ? segmentPinyin(piece) : null;
      if (syllables) for (const s of syllables) tokens.push({ kind: 'py', text: s, py: s });
      else tokens.push({ kind: 'word', text: piece, py: piece });
    }
  }
  const starts: number[] = [];
  let stream = ' ';
  for (const token of tokens) {
    starts.push(stream.length);
    stream += `${token.py} `;
  }
  return { tokens, stream, starts };
}

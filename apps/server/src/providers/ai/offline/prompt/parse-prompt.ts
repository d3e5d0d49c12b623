import type { TDrawStyle, TMusicMood } from '@haoduo/contract';
import { COLOURS, type TColour } from './lexicon';
import { subjectById } from './subjects';
import { tokenize } from './tokenize';

/** What a prompt asks for, as the offline engines understand it. */
export interface TParsedSubject {
  id: string;
  count: number;
  colour: TColour | null;
  size: 'big' | 'small' | null;
}

export interface TParsedPrompt {
  subjects: TParsedSubject[];
  place: string | null;
  time: string | null;
  weather: string | null;
  style: TDrawStyle | null;
  mood: TMusicMood | null;
  /** Every colour named, in order (for palettes). */
  colours: TColour[];
}

/** "Several" becomes this many. */
export const SEVERAL_COUNT = 3;
/** No more than this many of one subject (a picture, not a crowd). */
export const MAX_COUNT_PER_SUBJECT = 8;

const COLOUR_BY_ID = new Map(COLOURS.map((c) => [c.id, c]));

export function parsePrompt(prompt: string): TParsedPrompt {
  const result: TParsedPrompt = {
    subjects: [],
    place: null,
    time: null,
    weather: null,
    style: null,
    mood: null,
    colours: [],
  };
  let pending: { count: number | null; colour: TColour | null; size: 'big' | 'small' | null } = {
    count: null,
    colour: null,
    size: null,
  };
  let clauseStart = 0;
  const endClause = (final: boolean) => {
    // "猫是红色的": a colour left over at the end of a clause belongs to its last subject.
    const last = result.subjects[result.subjects.length - 1];
    if (pending.colour && last && result.subjects.length > clauseStart && !last.colour) {
      last.colour = pending.colour;
    }
    pending = { count: null, colour: null, size: null };
    if (final) clauseStart = result.subjects.length;
  };

  for (const { term } of tokenize(prompt)) {
    switch (term.kind) {
      case 'subject': {
        const count = Math.min(MAX_COUNT_PER_SUBJECT, Math.max(1, pending.count ?? 1));
        result.subjects.push({ id: term.id, count, colour: pending.colour, size: pending.size });
        pending = { count: null, colour: null, size: null };
        break;
      }
      case 'colour': {
        const colour = COLOUR_BY_ID.get(term.id)!;
        result.colours.push(colour);
        pending.colour = colour;
        break;
      }
      case 'number':
        pending.count = term.value;
        break;
      case 'several':
        pending.count = SEVERAL_COUNT;
        break;
      case 'size':
        pending.size = term.id;
        break;
      case 'separator':
        endClause(true);
        break;
      case 'place':
        result.place ??= term.id;
        break;
      case 'time':
        result.time ??= term.id;
        break;
      case 'weather':
        result.weather ??= term.id;
        break;
      case 'style':
        result.style ??= term.id;
        break;
      case 'mood':
        result.mood ??= term.id;
        break;
      case 'neutral':
        break;
    }
  }
  endClause(true);
  return result;
}

/** The scene's place and time, filled in from what the subjects suggest. */
export function impliedSetting(parsed: TParsedPrompt): {
  place: string | null;
  time: string | null;
} {
  let place = parsed.place;
  let time = parsed.time;
  for (const s of parsed.subjects) {
    const implies = subjectById(s.id).implies;
    if (!implies) continue;
    place ??= implies.place ?? null;
    time ??= implies.time ?? null;
  }
  if (parsed.weather === 'snow' && !place) place = 'snowfield';
  return { place, time };
}

import {
  MUSIC_INSTRUMENTS,
  MUSIC_SECONDS,
  MUSIC_TEMPO,
  type TMusicInstrument,
  type TMusicMood,
} from '@haoduo/contract';
import type { TMusicRequest } from '../../ports';
import { parsePrompt } from '../prompt/parse-prompt';
import { normalisePrompt } from '../prompt/tokenize';
import { MOODS } from './theory';

/** Mood, tempo, instrument and length: from the options first, else from the prompt. */

const INSTRUMENT_WORDS: [TMusicInstrument, RegExp][] = [
  ['musicbox', /八音盒|音乐盒|music ?box|铃铛|bell/],
  ['piano', /钢琴|piano/],
  ['flute', /长笛|笛子|竹笛|flute/],
  ['strings', /小提琴|大提琴|弦乐|提琴|violin|cello|strings?|orchestra|交响/],
  ['guitar', /吉他|尤克里里|guitar|ukulele/],
  ['synth', /电子|合成器|游戏音乐|synth|electronic|8-?bit|chiptune/],
  ['organ', /风琴|管风琴|organ/],
];

const FAST = /快速|很快|飞快|快节奏|fast|quick|upbeat/;
const SLOW = /慢慢|很慢|缓慢|慢节奏|slow/;

export interface TMusicPlan {
  mood: TMusicMood;
  tempo: number;
  instrument: TMusicInstrument;
  seconds: number;
}

export function planMusic(request: TMusicRequest): TMusicPlan {
  const text = normalisePrompt(request.prompt);
  const mood = request.mood ?? parsePrompt(request.prompt).mood ?? 'happy';
  const profile = MOODS[mood];
  const instrument =
    request.instrument ??
    INSTRUMENT_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ??
    profile.instrument;

  let tempo = request.tempo;
  const bpm = /(\d{2,3})\s*(bpm|拍)/.exec(text);
  if (tempo === undefined && bpm) tempo = Number(bpm[1]);
  if (tempo === undefined) {
    const [low, high] = profile.tempo;
    tempo = FAST.test(text) ? high + 12 : SLOW.test(text) ? low - 8 : Math.round((low + high) / 2);
  }
  tempo = Math.max(MUSIC_TEMPO.MIN, Math.min(MUSIC_TEMPO.MAX, Math.round(tempo)));

  let seconds = request.seconds;
  const minutes = /(\d+(?:\.\d+)?)\s*(分钟|minutes?|mins?)/.exec(text);
  const secs = /(\d+)\s*(秒|seconds?|secs?|s\b)/.exec(text);
  if (seconds === undefined && minutes) seconds = Number(minutes[1]) * 60;
  if (seconds === undefined && secs) seconds = Number(secs[1]);
  seconds = Math.max(
    MUSIC_SECONDS.MIN,
    Math.min(MUSIC_SECONDS.MAX, seconds ?? MUSIC_SECONDS.DEFAULT),
  );
  return {
    mood,
    tempo,
    instrument: MUSIC_INSTRUMENTS.includes(instrument) ? instrument : 'piano',
    seconds,
  };
}

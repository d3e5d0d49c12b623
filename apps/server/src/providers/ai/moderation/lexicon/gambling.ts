import type { TLexicon } from './types';

/** Gambling. */
export const GAMBLING: TLexicon = {
  category: 'gambling',
  zh: {
    severe: ['赌博', '赌场', '赌钱', '博彩', '老虎机', '百家乐', '网赌', '六合彩', '赌球', '押注'],
    standard: ['下注'],
  },
  en: {
    severe: [
      'gambling',
      'gamble',
      'casino',
      'slot machine',
      'bet money',
      'betting',
      'baccarat',
      'roulette',
    ],
  },
  noSound: ['下注', '押注'],
};

import { BULLYING } from './bullying';
import { DRUGS } from './drugs';
import { GAMBLING } from './gambling';
import { HATE } from './hate';
import { JAILBREAK } from './jailbreak';
import { SELF_HARM } from './self-harm';
import { SEXUAL } from './sexual';
import type { TLexicon } from './types';
import { VIOLENCE } from './violence';

export { ALLOWED_EN, ALLOWED_ZH } from './allowed';
export type { TEnPattern, TLevel, TLexicon, TPattern } from './types';

/** Every category's lexicon (personal data is found by personal-data.ts). */
export const LEXICONS: TLexicon[] = [
  SELF_HARM,
  SEXUAL,
  VIOLENCE,
  BULLYING,
  DRUGS,
  HATE,
  JAILBREAK,
  GAMBLING,
];

import { VOICE_STYLE_LABELS, VOICE_STYLES, type TVoiceStyle } from '@haoduo/contract';
import type { TSpeechPort, TUtterance } from '../../ports';
import { offlineInfo } from '../../shared/engine-info';

/**
 * Speech is spoken by the browser (Web Speech API): the server describes how each voice
 * style sounds as SpeechSynthesisUtterance settings and splits the text into sentences,
 * so that long answers are spoken smoothly and can be stopped between sentences.
 */

export const SPEECH_ENGINE = 'browser-speech@1';

interface TStyle {
  rate: number;
  pitch: number;
  volume: number;
  /** Substrings of voice names to prefer (Chinese first), as browsers name them. */
  hints: string[];
  pause: number;
  description: string;
}

const FEMALE = [
  'Xiaoxiao',
  'Xiaoyi',
  'Huihui',
  'Tingting',
  'Ting-Ting',
  'Yaoyao',
  'Google 普通话',
  'female',
];
const MALE = ['Yunxi', 'Yunjian', 'Kangkang', 'Yunyang', 'male'];

const STYLES: Record<TVoiceStyle, TStyle> = {
  gentle: {
    rate: 0.95,
    pitch: 1.15,
    volume: 1,
    hints: FEMALE,
    pause: 260,
    description: '语速稍慢，声音柔和',
  },
  lively: {
    rate: 1.15,
    pitch: 1.25,
    volume: 1,
    hints: FEMALE,
    pause: 160,
    description: '语速轻快，充满活力',
  },
  calm: {
    rate: 0.9,
    pitch: 0.9,
    volume: 1,
    hints: MALE,
    pause: 300,
    description: '语速平稳，声音低沉',
  },
  child: {
    rate: 1.05,
    pitch: 1.6,
    volume: 1,
    hints: ['Xiaoyi', 'Xiaoxiao', ...FEMALE],
    pause: 200,
    description: '音调很高，像小朋友',
  },
  elder: {
    rate: 0.8,
    pitch: 0.75,
    volume: 1,
    hints: MALE,
    pause: 360,
    description: '说得慢慢的，声音慈祥',
  },
  robot: {
    rate: 1,
    pitch: 0.4,
    volume: 1,
    hints: MALE,
    pause: 120,
    description: '音调平平的，像机器人',
  },
  announcer: {
    rate: 1,
    pitch: 1,
    volume: 1,
    hints: ['Yunyang', 'Yunjian', ...MALE],
    pause: 220,
    description: '字正腔圆，像播音员',
  },
  storyteller: {
    rate: 0.92,
    pitch: 1.05,
    volume: 1,
    hints: ['Xiaoxiao', ...FEMALE],
    pause: 420,
    description: '讲故事一样，停顿明显',
  },
};

/** Sentences of at most ~120 characters (some browsers cut longer utterances). */
export function splitForSpeech(text: string): string[] {
  const sentences = text
    .replace(/\s+/g, ' ')
    .split(/(?<=[。！？!?；;…])\s*|(?<=[.])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  return sentences.flatMap((s) => s.match(/.{1,120}(?=[，,、\s]|$)|.{1,120}/g) ?? [s]);
}

export function createOfflineSpeech(): TSpeechPort {
  const info = { ...offlineInfo('speech', SPEECH_ENGINE), notice: '由浏览器自带的语音朗读' };
  return {
    info,
    voiceStyles: () =>
      VOICE_STYLES.map((id) => ({
        id,
        label: VOICE_STYLE_LABELS[id],
        description: STYLES[id].description,
      })),
    plan(request) {
      const voiceStyle: TVoiceStyle =
        request.voiceStyle && VOICE_STYLES.includes(request.voiceStyle)
          ? request.voiceStyle
          : 'gentle';
      const style = STYLES[voiceStyle];
      const utterances: TUtterance[] = splitForSpeech(request.text).map((text) => ({
        text,
        lang: /[\u3400-\u9fff]/.test(text) ? 'zh-CN' : 'en-US',
        rate: style.rate,
        pitch: style.pitch,
        volume: style.volume,
        voiceHints: style.hints,
        pauseAfterMs: style.pause,
      }));
      return { mode: 'browser', voiceStyle, utterances, engine: info };
    },
  };
}

import type { TAiChatDone } from '@haoduo/contract';

type TSpeechPlan = TAiChatDone['speech'];

/** Whether this browser can speak (Web Speech API). */
export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/** The voice that best matches the plan's hints and language. */
function pickVoice(lang: string, hints: string[]): SpeechSynthesisVoice | null {
  const voices = window.speechSynthesis.getVoices();
  const sameLanguage = voices.filter((v) =>
    v.lang.toLowerCase().startsWith(lang.slice(0, 2).toLowerCase()),
  );
  for (const hint of hints) {
    const found = sameLanguage.find((v) => v.name.toLowerCase().includes(hint.toLowerCase()));
    if (found) return found;
  }
  return sameLanguage[0] ?? null;
}

/** Says an answer the way the server's speech plan tells (the agent's voice style). */
export function speakPlan(plan: TSpeechPlan): void {
  if (!canSpeak()) return;
  window.speechSynthesis.cancel();
  for (const part of plan.utterances) {
    const utterance = new SpeechSynthesisUtterance(part.text);
    utterance.lang = part.lang;
    utterance.rate = part.rate;
    utterance.pitch = part.pitch;
    utterance.volume = part.volume;
    const voice = pickVoice(part.lang, part.voiceHints);
    if (voice) utterance.voice = voice;
    window.speechSynthesis.speak(utterance);
  }
}

export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}

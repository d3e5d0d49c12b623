import type { aiGenerations as zh } from '../zh-cn/aiGenerations';
import type { TTranslation } from '../types';

export const aiGenerations: TTranslation<typeof zh> = {
  status: { queued: 'Queued', running: 'Generating', done: 'Done', failed: 'Failed' },
  refused: 'Blocked',
  cardLabel: '{{tool}} by {{author}}',
  view: 'View: {{label}}',
  noPrompt: '(no prompt)',
  points: '{{count}} points',
  noResult: 'No result',
  result: 'Result',
  music: 'Generated music',
  openApp: 'Open the smart app: {{title}}',
  download3d: 'Download the 3D model ({{subjects}})',
  prompt: 'Prompt',
  cost: 'Points spent',
  refunded: ' (refunded)',
  pupil: 'Pupil',
  createdAt: 'Generated',
  reason: 'Reason',
  params: 'Parameters',
  records: 'Generations',
  keywordPlaceholder: 'Prompt or pupil name',
  tool: 'AI tool',
  intro: 'What pupils generated with the AI tools: prompts, results and why some were blocked.',
  total: '{{total}} generations',
  noMatch: 'No generations match the filters',
};

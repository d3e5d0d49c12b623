import type { TSafetyStrictness, TWorksKind } from '@haoduo/contract';

/** Labels of the safety rules, as the teachers' class rules page names them. */

export const STRICTNESS_LABELS: Readonly<Record<TSafetyStrictness, string>> = {
  relaxed: '宽松',
  standard: '标准',
  strict: '严格',
};

export const STRICTNESS_HINTS: Readonly<Record<TSafetyStrictness, string>> = {
  relaxed: '只拦截明确有害的内容',
  standard: '适合大多数学校',
  strict: '低年级推荐：可疑的内容也会拦截',
};

export const GALLERY_KIND_LABELS: Readonly<Record<TWorksKind, string>> = {
  book: '绘本',
  picture: '绘画',
  music: '音乐',
  video: '视频',
  model3d: '3D模型',
  app: '应用',
  agent: '智能体',
};

/** Splits pasted words (commas, 、, spaces, new lines) into tags. */
export const WORD_SEPARATORS = [',', '，', '、', ';', '；', ' ', '\n'];

/** The words as saved: trimmed, no empty ones, each once. */
export function cleanWords(words: readonly string[] | undefined): string[] {
  return [...new Set((words ?? []).map((word) => word.trim()).filter(Boolean))];
}

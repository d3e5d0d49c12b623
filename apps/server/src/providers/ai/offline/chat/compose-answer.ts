import { AiMessages } from '@haoduo/contract';
import type { TAgentPersona, TChatMessage } from '../../ports';
import { normalisePrompt } from '../prompt/tokenize';
import { solveArithmetic } from './arithmetic';
import { retrieve, splitSentences, type TPassage } from './retrieval';

/**
 * The offline assistant's answer to one message, in the agent's persona: quick commands by
 * their names, facts only from its own text (prompt, prologue, commands), sums computed.
 * Greetings, thanks, its help text and "I can't answer that" are said too, but they are
 * not answers (`answered: false`): the message is free and nothing is celebrated.
 */

export interface TComposedAnswer {
  text: string;
  answered: boolean;
}

export const DEFAULT_TITLE = '好多AI小助手';

const GREETING =
  /^(你好|您好|嗨|哈喽|hello|hi|hey|早上好|下午好|晚上好|在吗|在不在)[!！。.~～\s]*$/i;
const IDENTITY =
  /(你是谁|你叫什么|你的名字|介绍一下你|介绍你自己|who are you|your name|introduce yourself)/i;
const ABILITY = /(你能做什么|你会什么|你可以做什么|能帮我什么|怎么用|帮助|help|what can you do)/i;
const THANKS = /(谢谢|感谢|多谢|thank)/i;
const BYE = /(再见|拜拜|bye|goodbye)/i;

/**
 * Prologue sentences that greet, introduce the agent or invite a question: the page shows
 * the prologue first, so saying one again would only repeat the greeting.
 */
const GREETING_SENTENCE =
  /^(你好|您好|嗨|哈喽|早上好|下午好|晚上好|欢迎)|^(hello|hi|hey|welcome)\b|我是|我叫|\bi am\b|\bi'm\b|[?？吗吧]\s*[!！。.~～]*$/i;

/** A quick command whose words are a question (the page's button sends them). */
const QUESTION = /[?？吗呢]\s*$/;

const same = (a: string, b: string) =>
  normalisePrompt(a).replace(/\s+/g, '') === normalisePrompt(b).replace(/\s+/g, '');

/** The author writes "你是…" to the agent; the agent says it as "我是…". */
const firstPerson = (sentence: string) => sentence.replace(/^你(是|叫|会|能|喜欢)/, '我$1');

export function passagesOf(persona: TAgentPersona): TPassage[] {
  return [
    ...splitSentences(persona.prompt ?? '').map((text) => ({
      text: firstPerson(text),
      source: 'prompt' as const,
    })),
    ...splitSentences(persona.prologue ?? '')
      .filter((text) => !GREETING_SENTENCE.test(text))
      .map((text) => ({ text, source: 'prologue' as const })),
    ...(persona.quickCommands ?? []).map((c) => ({
      text: `${c.name}：${c.content}`,
      source: 'command' as const,
    })),
  ];
}

function commandNames(persona: TAgentPersona): string {
  return (persona.quickCommands ?? []).map((c) => `「${c.name}」`).join('、');
}

function offlineNote(title: string): string {
  return `（我是${AiMessages.OFFLINE_ASSISTANT}，只根据「${title}」的设定回答。）`;
}

const said = (text: string): TComposedAnswer => ({ text, answered: false });
const answer = (text: string): TComposedAnswer => ({ text, answered: true });

export function composeAnswer(
  persona: TAgentPersona | undefined,
  history: TChatMessage[],
  message: string,
): TComposedAnswer {
  const agent: TAgentPersona = persona ?? { title: DEFAULT_TITLE };
  const title = agent.title.trim() || DEFAULT_TITLE;
  let text = message.trim();
  const firstAnswer = !history.some((m) => m.role === 'assistant');
  const note = firstAnswer ? offlineNote(title) : '';
  const commands = commandNames(agent);
  // The general assistant has no text of its own: what it can do is all it can say.
  const general = persona === undefined;

  if (!text) return said('你想聊点什么呢？可以直接告诉我哦。');

  const command = (agent.quickCommands ?? []).find((c) => same(c.name, text));
  if (command) {
    const content = command.content.trim();
    if (!content) return said(`「${command.name}」还没有写内容呢。`);
    // A command's words are its answer, unless they are a question: then they are asked.
    if (!QUESTION.test(content)) return answer(content);
    text = content;
  }

  if (GREETING.test(text)) {
    if (general) return said(`你好！${AiMessages.OFFLINE_ASSISTANT_HELP}`);
    const prologue = agent.prologue?.trim();
    return said(`${prologue || `你好！我是${title}。`}${note}`);
  }
  if (IDENTITY.test(text)) {
    if (general) return said(`我是${title}。${AiMessages.OFFLINE_ASSISTANT_HELP}`);
    const about = splitSentences(agent.prompt ?? '').map(firstPerson)[0];
    const reply = `我是${title}${about ? `。${about}` : '。'}我现在是${AiMessages.OFFLINE_ASSISTANT}，只能回答我的设定里写到的内容。`;
    return about ? answer(reply) : said(reply);
  }
  if (ABILITY.test(text)) {
    if (general) return said(AiMessages.OFFLINE_ASSISTANT_HELP);
    return said(
      commands
        ? `你可以点这些快捷指令：${commands}，也可以问我设定里写到的内容。${note}`
        : `你可以问我设定里写到的内容，我会尽量帮你。${note}`,
    );
  }
  if (THANKS.test(text) && text.length <= 12) return said('不客气！还有什么想问的吗？');
  if (BYE.test(text) && text.length <= 12) return said('再见！下次再来找我玩哦。');

  const sum = solveArithmetic(text);
  if (sum) return answer(`我算了一下：${sum}。`);

  // A command's question (its button sends it) is never its own answer.
  const asked = (passage: TPassage) =>
    passage.source === 'command' && same(passage.text.replace(/^[^：]+：/, ''), text);
  const found = retrieve(
    text,
    passagesOf(agent).filter((passage) => !asked(passage)),
  );
  if (found.length > 0) {
    const lines = found.map((f) =>
      f.passage.text.replace(/^[^：]+：/, (m) => (f.passage.source === 'command' ? '' : m)),
    );
    return answer(`${lines.join('')}${note}`);
  }
  if (general) return said(`这个问题我还不知道呢。${AiMessages.OFFLINE_ASSISTANT_HELP}`);
  const suggestion = commands
    ? `你可以试试这些快捷指令：${commands}。`
    : '你可以换个问法，或者问问老师。';
  return said(
    `这个问题我还不知道呢。我是${AiMessages.OFFLINE_ASSISTANT}，只能回答「${title}」的设定里写到的内容，不会乱编答案。${suggestion}`,
  );
}

import { SMART_APP_KIND_LABELS, type TSmartAppKind } from '@haoduo/contract';
import type { TRandom } from '../../shared/random';
import { COLOURS } from '../prompt/lexicon';
import { parsePrompt } from '../prompt/parse-prompt';
import { subjectById, SUBJECTS } from '../prompt/subjects';
import { normalisePrompt } from '../prompt/tokenize';

/**
 * Chooses the kind of app a prompt asks for and fills its settings from the prompt:
 * numbers (1到100, 5分钟, 3个骰子, 10道题), names after a colon, question-and-answer
 * pairs, the subjects named (cards, targets). Content it was not given is computed
 * (sums, times tables) or taken from its own dictionary (subject names in both languages).
 */

const KIND_WORDS: [TSmartAppKind, RegExp][] = [
  ['times-table', /乘法口诀|九九|乘法表|times ?tables?/],
  ['guess-number', /猜数字|猜数|guess (the )?number/],
  ['flashcards', /单词卡|卡片|背单词|识字|flash ?cards?|vocabulary|单词/],
  ['memory', /记忆|翻牌|配对|连连看|memory|matching|match pairs/],
  ['quiz', /测验|问答|答题|考考|题目|知识竞赛|quiz|test me|questions/],
  ['typing', /打字|键盘|typing|keyboard/],
  ['unit-converter', /单位换算|换算|转换器|converter|convert/],
  ['pomodoro', /番茄钟|倒计时|专注|pomodoro|countdown/],
  ['timer', /计时器|秒表|计时|stopwatch|timer/],
  ['calculator', /计算器|calculator/],
  ['dice', /骰子|色子|dice/],
  ['drawing-board', /画板|画画|涂鸦|drawing|paint|sketch/],
  ['lucky-draw', /点名|抽签|抽奖|随机选|lucky|random name|pick a name/],
  ['clicker', /点击|点点|拍打|打地鼠|抓|接|clicker|click|tap|whack/],
];

const EMOJI: Record<string, string> = {
  cat: '🐱',
  dog: '🐶',
  rabbit: '🐰',
  bear: '🐻',
  panda: '🐼',
  monkey: '🐵',
  mouse: '🐭',
  pig: '🐷',
  cow: '🐮',
  horse: '🐴',
  sheep: '🐑',
  elephant: '🐘',
  giraffe: '🦒',
  lion: '🦁',
  tiger: '🐯',
  fox: '🦊',
  deer: '🦌',
  zebra: '🦓',
  dinosaur: '🦕',
  frog: '🐸',
  bird: '🐦',
  duck: '🦆',
  chicken: '🐔',
  penguin: '🐧',
  owl: '🦉',
  parrot: '🦜',
  swan: '🦢',
  fish: '🐟',
  whale: '🐳',
  dolphin: '🐬',
  octopus: '🐙',
  turtle: '🐢',
  crab: '🦀',
  shark: '🦈',
  butterfly: '🦋',
  bee: '🐝',
  ladybug: '🐞',
  snail: '🐌',
  tree: '🌳',
  pine: '🌲',
  palm: '🌴',
  flower: '🌸',
  sunflower: '🌻',
  tulip: '🌷',
  rose: '🌹',
  cactus: '🌵',
  mushroom: '🍄',
  car: '🚗',
  bus: '🚌',
  truck: '🚚',
  firetruck: '🚒',
  train: '🚆',
  bicycle: '🚲',
  boat: '⛵',
  ship: '🚢',
  airplane: '✈️',
  helicopter: '🚁',
  rocket: '🚀',
  house: '🏠',
  castle: '🏰',
  school: '🏫',
  sun: '☀️',
  cloud: '☁️',
  rainbow: '🌈',
  moon: '🌙',
  star: '⭐',
  earth: '🌍',
  ufo: '🛸',
  apple: '🍎',
  banana: '🍌',
  watermelon: '🍉',
  strawberry: '🍓',
  grapes: '🍇',
  carrot: '🥕',
  cake: '🎂',
  icecream: '🍦',
  pizza: '🍕',
  bread: '🍞',
  hamburger: '🍔',
  candy: '🍭',
  egg: '🥚',
  book: '📘',
  pencil: '✏️',
  backpack: '🎒',
  clock: '⏰',
  computer: '💻',
  ball: '⚽',
  robot: '🤖',
  snowman: '⛄',
  alien: '👽',
  kite: '🪁',
  orange: '🍊',
  balloon: '🎈',
};

const DEFAULT_CARDS = ['cat', 'dog', 'apple', 'sun', 'fish', 'bird', 'tree', 'car'];

export interface TAppPlan {
  kind: TSmartAppKind;
  title: string;
  colour: string;
  config: Record<string, unknown>;
}

function numbers(text: string): number[] {
  return [...text.matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

function subjectIds(prompt: string, fallback: string[]): string[] {
  const ids = [...new Set(parsePrompt(prompt).subjects.map((s) => s.id))];
  return ids.length >= 2 ? ids : fallback;
}

export function chooseKind(prompt: string, kind?: TSmartAppKind): TSmartAppKind {
  if (kind) return kind;
  const text = normalisePrompt(prompt);
  return KIND_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'quiz';
}

function quizQuestions(prompt: string, count: number, rng: TRandom) {
  // Pairs written by the pupil: "问题？答案" or "Q: ... A: ..." lines.
  const given = prompt
    .split(/\n|；|;/)
    .map((line) => /^\s*(?:\d+[.、)]\s*)?(.+?[?？])\s*(?:答案[:：]?\s*)?(.+)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ question: m[1]!.trim(), answer: m[2]!.trim() }));
  if (given.length >= 2) {
    return given.map((q, i) => {
      const others = given.filter((_, j) => j !== i).map((o) => o.answer);
      const choices = [q.answer, ...others.slice(0, 3)].sort(() => rng.next() - 0.5);
      return { question: q.question, answer: q.answer, choices: [...new Set(choices)] };
    });
  }
  const text = normalisePrompt(prompt);
  const op = /乘|times|multipl/.test(text)
    ? '×'
    : /减|minus|subtract/.test(text)
      ? '-'
      : /除|divid/.test(text)
        ? '÷'
        : '+';
  const limit =
    numbers(text).find((n) => n >= 10 && n <= 1000) ?? (op === '×' || op === '÷' ? 9 : 20);
  return Array.from({ length: count }, () => {
    let a = rng.int(1, op === '×' || op === '÷' ? Math.min(limit, 9) : limit);
    let b = rng.int(1, op === '×' || op === '÷' ? 9 : limit);
    if (op === '-' && b > a) [a, b] = [b, a];
    if (op === '÷') a = a * b;
    const answer = op === '+' ? a + b : op === '-' ? a - b : op === '×' ? a * b : a / b;
    const wrong = new Set<number>();
    while (wrong.size < 3) {
      const w = answer + rng.pick([-3, -2, -1, 1, 2, 3, 10, -10]);
      if (w >= 0 && w !== answer) wrong.add(w);
    }
    const choices = [answer, ...wrong].map(String).sort(() => rng.next() - 0.5);
    return { question: `${a} ${op} ${b} = ?`, answer: String(answer), choices };
  });
}

export function planApp(prompt: string, rng: TRandom, requested?: TSmartAppKind): TAppPlan {
  const kind = chooseKind(prompt, requested);
  const text = normalisePrompt(prompt);
  const nums = numbers(text);
  const parsed = parsePrompt(prompt);
  const colour =
    parsed.colours[0]?.hex ?? rng.pick(['#4AB1FF', '#43a047', '#ab47bc', '#ff7043', '#ec407a']);
  const topic = parsed.subjects[0] ? subjectById(parsed.subjects[0].id).zh[0]! : '';
  const title = `${topic}${SMART_APP_KIND_LABELS[kind]}`;
  const count = (fallback: number, min: number, max: number) =>
    Math.max(min, Math.min(max, nums.find((n) => n >= min && n <= max) ?? fallback));
  const pickSubjects = (n: number) => {
    const ids = subjectIds(prompt, DEFAULT_CARDS);
    const pool =
      ids.length >= n
        ? ids
        : [...ids, ...SUBJECTS.map((s) => s.id).filter((id) => EMOJI[id] && !ids.includes(id))];
    return pool.slice(0, n);
  };
  let config: Record<string, unknown>;
  switch (kind) {
    case 'quiz':
      config = {
        questions: quizQuestions(
          prompt,
          Math.max(
            3,
            Math.min(20, Number(/(\d+)\s*(道|题|个问题|questions?)/.exec(text)?.[1] ?? 5)),
          ),
          rng,
        ),
      };
      break;
    case 'flashcards':
      config = {
        cards: pickSubjects(8).map((id) => {
          const s = subjectById(id);
          return { front: `${EMOJI[id] ?? ''} ${s.zh[0]}`.trim(), back: s.en[0]! };
        }),
      };
      break;
    case 'times-table':
      config = { upTo: count(9, 2, 12) };
      break;
    case 'typing':
      config = {
        lines: parsed.subjects.length
          ? parsed.subjects.map((s) => `${subjectById(s.id).zh[0]} ${subjectById(s.id).en[0]}`)
          : ['我爱学习', '好好学习天天向上', 'hello world', 'I like cats', '小猫钓鱼'],
      };
      break;
    case 'unit-converter':
      config = {
        units: {
          长度: { 毫米: 0.001, 厘米: 0.01, 分米: 0.1, 米: 1, 千米: 1000 },
          重量: { 克: 1, 千克: 1000, 吨: 1_000_000 },
          时间: { 秒: 1, 分钟: 60, 小时: 3600, 天: 86400 },
          人民币: { 分: 0.01, 角: 0.1, 元: 1 },
        },
      };
      break;
    case 'pomodoro':
      config = {
        focusMinutes: count(/番茄|pomodoro/.test(text) ? 25 : 5, 1, 120),
        breakMinutes: /番茄|pomodoro/.test(text) ? 5 : 0,
      };
      break;
    case 'timer':
    case 'calculator':
      config = {};
      break;
    case 'dice':
      config = { count: count(/两个|2个|two/.test(text) ? 2 : 1, 1, 6) };
      break;
    case 'drawing-board':
      config = {
        colours: [
          ...new Set([
            ...parsed.colours.map((c) => c.hex),
            ...COLOURS.slice(0, 9).map((c) => c.hex),
          ]),
        ].slice(0, 10),
      };
      break;
    case 'lucky-draw': {
      const names = (/[:：](.+)$/.exec(prompt)?.[1] ?? '')
        .split(/[、,，\s]+/)
        .map((n) => n.trim())
        .filter(Boolean);
      config = {
        names:
          names.length >= 2
            ? names
            : Array.from({ length: count(30, 2, 60) }, (_, i) => `${i + 1}号`),
      };
      break;
    }
    case 'memory':
      config = {
        pairs: pickSubjects(count(6, 2, 8)).map((id) => EMOJI[id] ?? subjectById(id).zh[0]!),
      };
      break;
    case 'guess-number': {
      const [a, b] = nums.length >= 2 ? [nums[0]!, nums[1]!] : [1, nums[0] ?? 100];
      config = { min: Math.min(a, b), max: Math.max(a, b, Math.min(a, b) + 1) };
      break;
    }
    case 'clicker':
      config = {
        targets: pickSubjects(3).map((id) => EMOJI[id] ?? '⭐'),
        seconds: count(30, 10, 120),
        moveEveryMs: 900,
      };
      break;
  }
  return { kind, title, colour, config };
}

/**
 * The quiz's texts, Chinese and English. They travel with the quiz's own chunk (the lesson page
 * loads it lazily), so the page's first load carries none of them.
 */
export const quizZhCN = {
  title: '课堂小测验',
  progress: '第 {{n}} 题 / 共 {{total}} 题',
  types: { 1: '单选题', 2: '多选题', 3: '判断题', 4: '填空题', 5: '看图判断' } as Record<
    number,
    string
  >,
  pickMany: '可以选多个答案',
  yes: '对',
  no: '错',
  fillLabel: '在这里写下你的答案',
  picture: '题目图片',
  submit: '提交答案',
  submitting: '正在批改…',
  right: '答对了，真棒！',
  wrong: '再想想哦',
  correctAnswer: '正确答案：{{answer}}',
  yourAnswer: '你的答案：{{answer}}',
  explanation: '解析：{{text}}',
  next: '下一题',
  finish: '看看成绩',
  score: '你答对了 {{correct}} 道题，共 {{total}} 道',
  allRight: '全部答对，太厉害了！',
  keepGoing: '错了的题看看解析，下次一定行！',
  retry: '再做一次',
  failed: '提交没有成功，请再试一次',
};

type TWiden<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends Record<number, string>
      ? T[K]
      : TWiden<T[K]>;
};
export type TQuizTexts = TWiden<typeof quizZhCN>;

export const quizEn: TQuizTexts = {
  title: 'Lesson quiz',
  progress: 'Question {{n}} of {{total}}',
  types: {
    1: 'One answer',
    2: 'Several answers',
    3: 'True or false',
    4: 'Fill in',
    5: 'Look and judge',
  },
  pickMany: 'You may choose more than one',
  yes: 'True',
  no: 'False',
  fillLabel: 'Write your answer here',
  picture: 'Picture of the question',
  submit: 'Submit',
  submitting: 'Checking…',
  right: 'Right, well done!',
  wrong: 'Not quite, think again',
  correctAnswer: 'Right answer: {{answer}}',
  yourAnswer: 'Your answer: {{answer}}',
  explanation: 'Why: {{text}}',
  next: 'Next question',
  finish: 'See my score',
  score: 'You got {{correct}} of {{total}} right',
  allRight: 'All right, amazing!',
  keepGoing: 'Read why for the ones you missed, you will get them next time!',
  retry: 'Try again',
  failed: 'That did not go through, please try again',
};

/** Fills `{{name}}` placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

import {
  CourseStatus,
  FormQuestionMessages as M,
  QuestionType,
  type TFormQuestion,
  type TLessonQuiz,
  type TLessonQuizMng,
  type TPupilQuizSummary,
  type TQuizResult,
  type TQuizSubmitResult,
} from '@haoduo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  makeClass,
  makeStaff,
  type TMadeClass,
  type TMadePerson,
} from '../../../test/factories/school';
import { makeCourse } from '../../../test/factories/courses';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app';
import { pupilQuizSummary } from './index';

const MNG = '/api/v1/works-service/form-question/mng';
const C = '/api/v1/works-service/form-question/custom';
let LESSON: number;

let t: TTestApp;
let admin: TMadePerson;
let cls: TMadeClass;
let other: TMadeClass;
let pupil: TMadePerson;
let q: { single: TFormQuestion; judge: TFormQuestion; fill: TFormQuestion; off: TFormQuestion };

async function add(body: Record<string, unknown>) {
  const res = await t.api.post<TFormQuestion>(`${MNG}/add`, body, callAs(admin));
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  admin = await makeStaff(t);
  LESSON = (await makeCourse(t, { lessons: 1 })).lessonIds[0]!;
  cls = await makeClass(t, { pupils: 2 });
  other = await makeClass(t, { schoolId: cls.schoolId });
  pupil = cls.pupils[0]!;
  q = {
    single: await add({
      questionType: QuestionType.SINGLE,
      title: '绘本的第一页通常是什么？',
      options: ['封面', '封底', '目录'],
      answer: ['A'],
      explanation: '打开绘本，最先看到的是封面。',
      knowledgePoints: ['绘本结构'],
      grade: 3,
    }),
    judge: await add({
      questionType: QuestionType.JUDGE,
      title: 'AI 画出的画可以直接当作自己的作品去参赛，不用说明。',
      answer: ['false'],
      explanation: '用了 AI 要如实说明。',
      knowledgePoints: ['AI 伦理'],
      grade: 3,
    }),
    fill: await add({
      questionType: QuestionType.FILL,
      title: '写给 AI 的描述叫做____。',
      answer: ['提示词'],
      explanation: '提示词告诉 AI 我们想要什么。',
      knowledgePoints: ['提示词'],
      grade: 3,
    }),
    off: await add({
      questionType: QuestionType.JUDGE,
      title: '停用的题',
      answer: ['true'],
      grade: 3,
    }),
  };
});
afterAll(async () => {
  await t.close();
});

describe('lesson quiz in the back office', () => {
  it('saves a lesson’s quiz in order and refuses unusable questions', async () => {
    expect((await t.api.get(`${MNG}/lesson-quiz/detail`, { lessonId: LESSON })).status).toBe(401);
    expect(
      (await t.api.get(`${MNG}/lesson-quiz/detail`, { lessonId: LESSON }, callAs(pupil))).status,
    ).toBe(403);
    await t.api.post(`${MNG}/disable`, { id: q.off.id }, callAs(admin));
    const refused = await t.api.post(
      `${MNG}/lesson-quiz/save`,
      { lessonId: LESSON, questionIds: [q.single.id, q.off.id] },
      callAs(admin),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(M.QUIZ_QUESTION_UNUSABLE);
    const noLesson = await t.api.post(
      `${MNG}/lesson-quiz/save`,
      { lessonId: 999999, questionIds: [q.single.id] },
      callAs(admin),
    );
    expect(noLesson.status).toBe(404);
    expect(noLesson.body.message).toBe(M.LESSON_NOT_FOUND);
    const tooMany = await t.api.post(
      `${MNG}/lesson-quiz/save`,
      { lessonId: LESSON, questionIds: Array.from({ length: 11 }, (_, i) => i + 1) },
      callAs(admin),
    );
    expect(tooMany.body.errors).toContainEqual({ field: 'questionIds', message: M.QUIZ_TOO_MANY });

    const ids = [q.fill.id, q.single.id, q.judge.id];
    const saved = await t.api.post<TLessonQuizMng>(
      `${MNG}/lesson-quiz/save`,
      { lessonId: LESSON, questionIds: ids },
      callAs(admin),
    );
    expect(saved.status).toBe(200);
    const detail = await t.api.get<TLessonQuizMng>(
      `${MNG}/lesson-quiz/detail`,
      { lessonId: LESSON },
      callAs(admin),
    );
    expect(detail.body.data.questions.map((x) => x.id)).toEqual(ids);
    expect(detail.body.data.questions[0]!.quizCount).toBe(1);
  });
});

describe('lesson quiz for pupils', () => {
  it('admits pupils only', async () => {
    expect((await t.api.get(`${C}/lesson-quiz`, { lessonId: LESSON })).status).toBe(401);
    const teacher = cls.teachers[0]!;
    expect(
      (await t.api.get(`${C}/lesson-quiz`, { lessonId: LESSON }, callAs(teacher))).status,
    ).toBe(403);
    expect((await t.api.get(`${C}/lesson-quiz`, { lessonId: LESSON }, callAs(admin))).status).toBe(
      403,
    );
    const body = { lessonId: LESSON, answers: [{ questionId: q.single.id, answer: ['A'] }] };
    expect((await t.api.post(`${C}/submit`, body, callAs(teacher))).status).toBe(403);
  });

  it('never sends the answers before the pupil answers', async () => {
    const res = await t.api.get<TLessonQuiz>(
      `${C}/lesson-quiz`,
      { lessonId: LESSON },
      callAs(pupil),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.questions.map((x) => x.id)).toEqual([q.fill.id, q.single.id, q.judge.id]);
    expect(res.body.data.answeredIds).toEqual([]);
    const text = res.raw.body;
    for (const secret of [
      '"answer"',
      '"correctAnswer"',
      '"explanation"',
      '提示词告诉',
      '"false"',
    ]) {
      expect(text).not.toContain(secret);
    }
    const result = await t.api.get<TQuizResult>(`${C}/result`, { lessonId: LESSON }, callAs(pupil));
    expect(result.body.data).toMatchObject({
      total: 3,
      answeredCount: 0,
      items: [],
      finished: false,
    });
    const empty = await t.api.get<TLessonQuiz>(`${C}/lesson-quiz`, { lessonId: 99 }, callAs(pupil));
    expect(empty.body.data.questions).toEqual([]);
  });

  it('grades on the server, keeps every answer, shows the result', async () => {
    const first = await t.api.post<TQuizSubmitResult>(
      `${C}/submit`,
      { lessonId: LESSON, answers: [{ questionId: q.fill.id, answer: [' 提示 词 '] }] },
      callAs(pupil),
    );
    expect(first.status).toBe(200);
    expect(first.body.data.graded).toEqual([
      expect.objectContaining({
        id: q.fill.id,
        correct: true,
        correctAnswer: ['提示词'],
        explanation: '提示词告诉 AI 我们想要什么。',
      }),
    ]);
    // Only the answered question's answer is sent.
    expect(JSON.stringify(first.body.data)).not.toContain('用了 AI 要如实说明');
    expect(first.body.data.result).toMatchObject({
      answeredCount: 1,
      correctCount: 1,
      finished: false,
    });

    const rest = await t.api.post<TQuizSubmitResult>(
      `${C}/submit`,
      {
        lessonId: LESSON,
        answers: [
          { questionId: q.single.id, answer: ['b'] },
          { questionId: q.judge.id, answer: ['true'] },
        ],
      },
      callAs(pupil),
    );
    expect(rest.body.data.graded.map((g) => [g.id, g.correct, g.yourAnswer])).toEqual([
      [q.single.id, false, ['B']],
      [q.judge.id, false, ['true']],
    ]);
    expect(rest.body.data.result).toMatchObject({
      total: 3,
      answeredCount: 3,
      correctCount: 1,
      finished: true,
    });

    // A second try counts its last answer.
    await t.api.post(
      `${C}/submit`,
      { lessonId: LESSON, answers: [{ questionId: q.single.id, answer: ['A'] }] },
      callAs(pupil),
    );
    const result = await t.api.get<TQuizResult>(`${C}/result`, { lessonId: LESSON }, callAs(pupil));
    expect(result.body.data.correctCount).toBe(2);
    const quiz = await t.api.get<TLessonQuiz>(
      `${C}/lesson-quiz`,
      { lessonId: LESSON },
      callAs(pupil),
    );
    expect(quiz.body.data.answeredIds).toHaveLength(3);

    // Another pupil has answered nothing.
    const mate = cls.pupils[1]!;
    const theirs = await t.api.get<TQuizResult>(`${C}/result`, { lessonId: LESSON }, callAs(mate));
    expect(theirs.body.data.answeredCount).toBe(0);
  });

  it('refuses answers that are not the quiz’s or do not fit', async () => {
    const send = (answers: unknown, lessonId = LESSON) =>
      t.api.post(`${C}/submit`, { lessonId, answers }, callAs(pupil));
    const foreign = await send([{ questionId: q.off.id, answer: ['true'] }]);
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(M.ANSWER_NOT_IN_QUIZ);
    const wrongShape = await send([{ questionId: q.single.id, answer: ['A', 'B'] }]);
    expect(wrongShape.status).toBe(400);
    expect(wrongShape.body.message).toBe(M.ANSWER_INVALID);
    const none = await send([]);
    expect(none.status).toBe(400);
    expect(none.body.errors).toContainEqual({ field: 'answers', message: M.ANSWERS_REQUIRED });
    const noQuiz = await send([{ questionId: q.single.id, answer: ['A'] }], 98);
    expect(noQuiz.status).toBe(404);
    expect(noQuiz.body.message).toBe(M.QUIZ_EMPTY);
  });

  it('leaves disabled questions out of the pupils’ quiz', async () => {
    await t.api.post(`${MNG}/disable`, { id: q.judge.id }, callAs(admin));
    const quiz = await t.api.get<TLessonQuiz>(
      `${C}/lesson-quiz`,
      { lessonId: LESSON },
      callAs(pupil),
    );
    expect(quiz.body.data.questions.map((x) => x.id)).toEqual([q.fill.id, q.single.id]);
    await t.api.post(`${MNG}/enable`, { id: q.judge.id }, callAs(admin));
  });
});

describe('a lesson of a course not published', () => {
  it('has no quiz for pupils', async () => {
    const draft = (await makeCourse(t, { status: CourseStatus.DRAFT, lessons: 1 })).lessonIds[0]!;
    const saved = await t.api.post(
      `${MNG}/lesson-quiz/save`,
      { lessonId: draft, questionIds: [q.single.id] },
      callAs(admin),
    );
    expect(saved.status).toBe(200);
    const quiz = await t.api.get<TLessonQuiz>(
      `${C}/lesson-quiz`,
      { lessonId: draft },
      callAs(pupil),
    );
    expect(quiz.body.data.questions).toEqual([]);
    const body = { lessonId: draft, answers: [{ questionId: q.single.id, answer: ['A'] }] };
    const submit = await t.api.post(`${C}/submit`, body, callAs(pupil));
    expect(submit.status).toBe(404);
    const result = await t.api.get<TQuizResult>(`${C}/result`, { lessonId: draft }, callAs(pupil));
    expect(result.body.data).toMatchObject({ total: 0, items: [] });
  });
});

describe('a pupil’s quiz summary', () => {
  it('is read by the pupil’s teachers only', async () => {
    const query = { studentId: pupil.accountId! };
    expect((await t.api.get(`${C}/student-summary`, query)).status).toBe(401);
    expect((await t.api.get(`${C}/student-summary`, query, callAs(pupil))).status).toBe(403);
    expect(
      (await t.api.get(`${C}/student-summary`, query, callAs(other.teachers[0]!))).status,
    ).toBe(403);
    const res = await t.api.get<TPupilQuizSummary>(
      `${C}/student-summary`,
      query,
      callAs(cls.teachers[0]!),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      studentId: pupil.accountId,
      answeredCount: 4,
      correctCount: 2,
      correctRate: 0.5,
      lessonCount: 1,
      weaknesses: ['AI 伦理', '绘本结构'],
    });
    expect(res.body.data.mistakes.map((m) => m.questionId)).toEqual([q.judge.id]);
    expect(res.body.data.knowledgePoints).toContainEqual({
      name: '提示词',
      answered: 1,
      correct: 1,
      rate: 1,
    });
  });

  it('is a function of the module for the families’ reports', async () => {
    const summary = await pupilQuizSummary(t.database.db, pupil.accountId!);
    expect(summary.mistakes[0]).toMatchObject({
      questionId: q.judge.id,
      lessonId: LESSON,
      yourAnswer: ['true'],
      correctAnswer: ['false'],
    });
  });
});

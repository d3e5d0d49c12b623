import { isChoiceType, isJudgeType, OPTION_KEYS, WorksStatus } from '@haoduo/contract';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  classStudents,
  courseClasses,
  courseLessons,
  courses,
  formQuestionAnswers,
  formQuestions,
  lessonQuizQuestions,
  works,
} from '../db/schema';
import type { TDb } from '../platform/db/database';
import { isCorrect, tidyAnswer } from '../modules/form-questions';
import { findUserByUsername } from '../modules/identity';
import type { TDemoQuestion } from './demo-form-questions';
import { AI_MODELS } from './demo-quiz-ai-models';
import { PICTURE_BOOK } from './demo-quiz-picture-book';

type TQuestionRow = typeof formQuestions.$inferSelect;

/** A wrong answer to a question (the first wrong option, the other of true/false, a guess). */
function wrongAnswer(q: TQuestionRow): string[] {
  if (isJudgeType(q.questionType)) return [q.answer[0] === 'true' ? 'false' : 'true'];
  if (isChoiceType(q.questionType)) {
    return [OPTION_KEYS.slice(0, q.options.length).find((key) => !q.answer.includes(key))!];
  }
  return ['不知道'];
}

/**
 * The lesson quizzes' demo: three questions for each lesson of the two demo courses (some with
 * a demo work's picture to judge), and the answers of three pupils of 三年级AI创作班 to the
 * first two lessons of the picture-book course (one right every time, one with a slip per
 * lesson, one who stopped after the first lesson), for the teacher's summary.
 */
export async function seedFormQuestions(db: TDb): Promise<void> {
  const admin = await findUserByUsername(db, 'admin');
  const pictures = (
    await db
      .select({ url: works.worksCoverPic })
      .from(works)
      .where(and(eq(works.status, WorksStatus.PUBLISHED), isNotNull(works.worksCoverPic)))
      .orderBy(desc(works.id))
      .limit(6)
  ).map((w) => w.url!);
  let pictureAt = 0;
  const quizzes = new Map<number, TQuestionRow[]>();
  for (const quiz of [PICTURE_BOOK, AI_MODELS]) {
    const lessons = await db
      .select({ id: courseLessons.id })
      .from(courseLessons)
      .innerJoin(courses, eq(courses.id, courseLessons.courseId))
      .where(eq(courses.title, quiz.courseTitle))
      .orderBy(asc(courseLessons.lessonNo));
    for (const [index, lesson] of lessons.entries()) {
      const questions = (quiz.lessons[index] ?? []).filter(
        (q: TDemoQuestion) => !q.picture || pictures.length > 0,
      );
      if (questions.length === 0) continue;
      const rows = await db
        .insert(formQuestions)
        .values(
          questions.map((q) => ({
            questionType: q.type,
            title: q.title,
            picUrl: q.picture ? pictures[pictureAt++ % pictures.length]! : null,
            options: q.options ?? [],
            answer: q.answer,
            explanation: q.explanation,
            knowledgePoints: q.points,
            grade: quiz.grade,
            createdBy: admin?.id ?? null,
          })),
        )
        .returning();
      await db
        .insert(lessonQuizQuestions)
        .values(
          rows.map((row, position) => ({ lessonId: lesson.id, questionId: row.id, position })),
        );
      quizzes.set(lesson.id, rows);
    }
  }
  await seedPupilAnswers(db, [...quizzes.entries()].slice(0, 2));
}

async function seedPupilAnswers(db: TDb, lessons: [number, TQuestionRow[]][]): Promise<void> {
  const pupils = await db
    .select({ accountId: classStudents.accountId })
    .from(classStudents)
    .innerJoin(courseClasses, eq(courseClasses.id, classStudents.classId))
    .where(inArray(courseClasses.classCode, ['AI3001']))
    .orderBy(asc(classStudents.accountId))
    .limit(3);
  const day = 24 * 3600_000;
  const values = pupils.flatMap(({ accountId }, p) =>
    lessons.flatMap(([lessonId, questions], l) => {
      if (p === 2 && l > 0) return [];
      return questions.map((q, i) => {
        const slip = (p === 1 && i === l) || (p === 2 && i !== 0);
        const given = slip
          ? wrongAnswer(q)
          : isChoiceType(q.questionType)
            ? q.answer
            : [q.answer[0]!];
        const answer = tidyAnswer(q, given) ?? given;
        return {
          accountId,
          lessonId,
          questionId: q.id,
          answer,
          correct: isCorrect(q, answer),
          createdAt: new Date(Date.now() - (lessons.length - l) * 7 * day + i * 60_000),
        };
      });
    }),
  );
  if (values.length > 0) await db.insert(formQuestionAnswers).values(values);
}

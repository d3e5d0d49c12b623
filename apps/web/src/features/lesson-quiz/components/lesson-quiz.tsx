import { AccountType, type TGradedQuestion } from '@haoduo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { useLessonQuiz, useQuizResult, useSubmitAnswer } from '../api/quiz-api';
import { answerText } from '../model/answer-text';
import { fill, quizEn, quizZhCN, type TQuizTexts } from '../model/quiz-texts';
import { QuizQuestion } from './quiz-question';
import styles from './lesson-quiz.module.css';

/** Where the pupil is: a question (by index) or the score. */
type TStep = number | 'done';

function Feedback({ graded, texts }: { graded: TGradedQuestion; texts: TQuizTexts }) {
  return (
    <div className={graded.correct ? styles.right : styles.wrong} role="status">
      <p className={styles.verdict}>{graded.correct ? texts.right : texts.wrong}</p>
      {graded.correct ? null : (
        <p>
          {fill(texts.correctAnswer, {
            answer: answerText(graded.correctAnswer, graded.options, texts),
          })}
        </p>
      )}
      {graded.explanation ? <p>{fill(texts.explanation, { text: graded.explanation })}</p> : null}
    </div>
  );
}

function Score({
  items,
  total,
  texts,
  onRetry,
}: {
  items: TGradedQuestion[];
  total: number;
  texts: TQuizTexts;
  onRetry: () => void;
}) {
  const correct = items.filter((item) => item.correct).length;
  return (
    <div className={styles.score}>
      <p className={styles.verdict}>{fill(texts.score, { correct, total })}</p>
      <p>{correct === total ? texts.allRight : texts.keepGoing}</p>
      <ol className={styles.review}>
        {items.map((item) => (
          <li key={item.id} className={item.correct ? styles.reviewRight : styles.reviewWrong}>
            <p className={styles.reviewTitle}>
              {item.correct ? texts.right : texts.wrong} {item.title}
            </p>
            <p>
              {fill(texts.yourAnswer, { answer: answerText(item.yourAnswer, item.options, texts) })}
            </p>
            {item.correct ? null : (
              <p>
                {fill(texts.correctAnswer, {
                  answer: answerText(item.correctAnswer, item.options, texts),
                })}
              </p>
            )}
            {item.explanation ? <p>{fill(texts.explanation, { text: item.explanation })}</p> : null}
          </li>
        ))}
      </ol>
      <button type="button" className={styles.primary} onClick={onRetry}>
        {texts.retry}
      </button>
    </div>
  );
}

/**
 * A lesson's quiz for a pupil: one question at a time with big buttons, graded by the server
 * as soon as it is submitted (right or wrong, the right answer, the explanation), then the
 * score. Shows nothing to anyone but a pupil, or when the lesson has no quiz.
 */
export function LessonQuizPanel({ lessonId }: { lessonId: number }) {
  const { i18n } = useTranslation();
  const texts = i18n.language === 'en' ? quizEn : quizZhCN;
  const isPupil = useAppStore((state) => state.accountType === AccountType.STUDENT);
  const viewer = useAppStore(viewerKey);
  const quiz = useLessonQuiz(viewer, lessonId, isPupil);
  const result = useQuizResult(viewer, lessonId, isPupil);
  const submit = useSubmitAnswer();
  const [step, setStep] = useState<TStep | null>(null);
  const [answer, setAnswer] = useState<string[]>([]);
  const [graded, setGraded] = useState<TGradedQuestion | null>(null);

  const questions = quiz.data?.questions ?? [];
  if (!isPupil || questions.length === 0 || !result.data) return null;

  const answered = new Set(quiz.data?.answeredIds ?? []);
  const firstOpen = questions.findIndex((q) => !answered.has(q.id));
  const current: TStep = step ?? (firstOpen === -1 ? 'done' : firstOpen);

  const send = async (index: number) => {
    const question = questions[index]!;
    setStep(index);
    try {
      const answer_ = await submit.mutateAsync({
        lessonId,
        answers: [{ questionId: question.id, answer }],
      });
      setGraded(answer_.graded[0] ?? null);
    } catch {
      // The API client has told the pupil what went wrong; the answer stays to try again.
    }
  };

  const next = (index: number) => {
    setGraded(null);
    setAnswer([]);
    setStep(index + 1 < questions.length ? index + 1 : 'done');
  };

  return (
    <section className={styles.quiz} aria-labelledby={`lesson-quiz-${lessonId}`}>
      <h2 id={`lesson-quiz-${lessonId}`} className={styles.heading}>
        {texts.title}
      </h2>
      {current === 'done' ? (
        <Score
          items={result.data.items}
          total={result.data.total}
          texts={texts}
          onRetry={() => {
            setGraded(null);
            setAnswer([]);
            setStep(0);
          }}
        />
      ) : (
        <>
          <p className={styles.progress}>
            {fill(texts.progress, { n: current + 1, total: questions.length })}
          </p>
          <QuizQuestion
            key={questions[current]!.id}
            question={questions[current]!}
            value={graded ? graded.yourAnswer : answer}
            onChange={setAnswer}
            disabled={graded !== null || submit.isPending}
            texts={texts}
          />
          {graded ? (
            <>
              <Feedback graded={graded} texts={texts} />
              <button type="button" className={styles.primary} onClick={() => next(current)}>
                {current + 1 < questions.length ? texts.next : texts.finish}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={styles.primary}
              disabled={answer.length === 0 || submit.isPending}
              onClick={() => void send(current)}
            >
              {submit.isPending ? texts.submitting : texts.submit}
            </button>
          )}
        </>
      )}
    </section>
  );
}

import { QuestionType, type TQuizQuestion } from '@haoduo/contract';
import { useId } from 'react';
import { optionKey } from '../model/answer-text';
import type { TQuizTexts } from '../model/quiz-texts';
import styles from './lesson-quiz.module.css';

interface TProps {
  question: TQuizQuestion;
  value: string[];
  onChange: (value: string[]) => void;
  disabled: boolean;
  texts: TQuizTexts;
}

/** One question and its big answer buttons (or a text field for a fill-in question). */
export function QuizQuestion({ question, value, onChange, disabled, texts }: TProps) {
  const titleId = useId();
  const fieldId = useId();
  const type = question.questionType;
  const many = type === QuestionType.MULTIPLE;

  const choices: { value: string; label: string }[] =
    type === QuestionType.SINGLE || many
      ? question.options.map((text, index) => ({
          value: optionKey(index),
          label: `${optionKey(index)}. ${text}`,
        }))
      : [
          { value: 'true', label: texts.yes },
          { value: 'false', label: texts.no },
        ];

  const toggle = (choice: string) => {
    if (!many) onChange([choice]);
    else if (value.includes(choice)) onChange(value.filter((v) => v !== choice));
    else onChange([...value, choice].sort());
  };

  return (
    <div className={styles.question}>
      <p className={styles.type}>{texts.types[type]}</p>
      <p id={titleId} className={styles.title}>
        {question.title}
      </p>
      {question.picUrl ? (
        <img className={styles.picture} src={question.picUrl} alt={texts.picture} />
      ) : null}
      {type === QuestionType.FILL ? (
        <div className={styles.fill}>
          <label htmlFor={fieldId}>{texts.fillLabel}</label>
          <input
            id={fieldId}
            className={styles.input}
            value={value[0] ?? ''}
            maxLength={100}
            disabled={disabled}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value.trim() ? [event.target.value] : [])}
          />
        </div>
      ) : (
        <div
          role="group"
          aria-labelledby={titleId}
          className={
            type === QuestionType.JUDGE || type === QuestionType.PICTURE_JUDGE
              ? styles.judge
              : styles.choices
          }
        >
          {many ? <p className={styles.hint}>{texts.pickMany}</p> : null}
          {choices.map((choice) => (
            <button
              key={choice.value}
              type="button"
              className={styles.choice}
              aria-pressed={value.includes(choice.value)}
              disabled={disabled}
              onClick={() => toggle(choice.value)}
            >
              {choice.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

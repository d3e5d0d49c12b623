import { Button } from 'antd';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AI_PROMPT_MAX_LENGTH } from '@haoduo/contract';
import styles from './studio.module.css';

export interface TPromptBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Example prompts a pupil can tap to fill the box. */
  examples: string[];
  placeholder: string;
  onSubmit: () => void;
  /** Blocked from outside (teacher's pause, not enough points, a job running). */
  disabled?: boolean;
  busy?: boolean;
  /** Allows running with an empty prompt (a colouring template is chosen). */
  allowEmpty?: boolean;
  /** Shown above the button: the tool's options and the cost. */
  extra?: ReactNode;
}

/** The prompt with pupil-friendly examples; the button waits for something to be written. */
export function PromptBox(props: TPromptBoxProps) {
  const { t } = useTranslation();
  const countId = useId();
  const empty = props.value.trim().length === 0;
  return (
    <div className={styles.promptBox}>
      <label className={styles.label} htmlFor="ai-prompt">
        {t('studio.promptLabel')}
      </label>
      <div className={styles.promptField}>
        {/* A plain textarea (antd's brings rc-input and form context into every tool's load);
            it grows with the text from 3 to 6 lines where the browser can size fields. */}
        <textarea
          id="ai-prompt"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          placeholder={props.placeholder}
          maxLength={AI_PROMPT_MAX_LENGTH}
          rows={3}
          aria-describedby={countId}
          className={styles.prompt}
        />
        <span id={countId} className={styles.promptCount}>
          {props.value.length} / {AI_PROMPT_MAX_LENGTH}
        </span>
      </div>
      <div className={styles.examples}>
        <span className={styles.examplesLabel}>{t('studio.examples')}</span>
        {props.examples.map((example) => (
          <button
            type="button"
            key={example}
            className={styles.example}
            onClick={() => props.onChange(example)}
          >
            {example}
          </button>
        ))}
      </div>
      {props.extra}
      <div className={styles.actions}>
        <Button
          type="primary"
          size="large"
          className={styles.run}
          disabled={(empty && !props.allowEmpty) || props.disabled}
          loading={props.busy}
          onClick={props.onSubmit}
        >
          {props.busy ? t('studio.running') : t('studio.run')}
        </Button>
        {!empty && (
          <Button size="large" onClick={() => props.onChange('')}>
            {t('studio.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}

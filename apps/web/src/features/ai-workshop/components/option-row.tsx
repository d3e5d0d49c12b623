import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui/cx';
import { StudioIcon } from './studio-icons';
import styles from './studio.module.css';

export interface TOptionRowProps<T extends string | number> {
  label: string;
  value: T | '';
  onChange: (value: T | '') => void;
  choices: { value: T; label: string }[];
  /** Offers "let the AI choose" as the first choice (value ''). */
  auto?: boolean;
  /** The automatic choice's name, when not "let the AI choose". */
  autoLabel?: string;
  /**
   * Shows the choices as picture cards: the thumbnail of each value (a static image); the
   * automatic choice gets a sparkle.
   */
  pictureOf?: (value: T) => string;
}

/**
 * One option of a tool (style, mood, length...) as big buttons: a native radio group in the
 * look of antd's solid button radios (arrow keys move the choice, as in any radio group).
 */
export function OptionRow<T extends string | number>(props: TOptionRowProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const { pictureOf } = props;
  const options = [
    ...(props.auto
      ? [{ value: '' as const, label: props.autoLabel ?? t('studio.aiChooses') }]
      : []),
    ...props.choices,
  ];
  return (
    <div className={styles.optionRow}>
      <span id={`${id}-label`} className={styles.label}>
        {props.label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        className={pictureOf ? styles.cards : styles.choices}
      >
        {options.map((option) => {
          const checked = option.value === props.value;
          if (pictureOf) {
            return (
              <label key={option.value} className={cx(styles.card, checked && styles.cardChosen)}>
                <input
                  type="radio"
                  name={id}
                  className={styles.choiceInput}
                  checked={checked}
                  onChange={() => props.onChange(option.value)}
                />
                {option.value === '' ? (
                  <span className={styles.cardAuto}>
                    <StudioIcon name="auto" size={44} />
                  </span>
                ) : (
                  <img src={pictureOf(option.value)} alt="" className={styles.cardPicture} />
                )}
                <span className={styles.cardName}>{option.label}</span>
              </label>
            );
          }
          return (
            <label key={option.value} className={cx(styles.choice, checked && styles.chosen)}>
              <input
                type="radio"
                name={id}
                className={styles.choiceInput}
                checked={checked}
                onChange={() => props.onChange(option.value)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </div>
  );
}

/** How long a piece or a clip lasts, from the tool's lengths in seconds. */
export function LengthRow(props: {
  lengths: readonly number[];
  value: number | '';
  onChange: (value: number | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <OptionRow
      label={t('studio.length')}
      value={props.value}
      onChange={props.onChange}
      choices={props.lengths.map((value) => ({
        value,
        label: t('studio.seconds', { count: value }),
      }))}
    />
  );
}

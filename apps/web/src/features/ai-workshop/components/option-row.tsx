import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './studio.module.css';

export interface TOptionRowProps<T extends string | number> {
  label: string;
  value: T | '';
  onChange: (value: T | '') => void;
  choices: { value: T; label: string }[];
  /** Offers "let the AI choose" as the first choice (value ''). */
  auto?: boolean;
}

/** One option of a tool (style, mood, length...) as big buttons. */
export function OptionRow<T extends string | number>(props: TOptionRowProps<T>) {
  const { t } = useTranslation();
  return (
    <div className={styles.optionRow}>
      <span className={styles.label}>{props.label}</span>
      <Radio.Group
        aria-label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T | '')}
        optionType="button"
        buttonStyle="solid"
        size="large"
        options={[
          ...(props.auto ? [{ value: '' as const, label: t('studio.aiChooses') }] : []),
          ...props.choices,
        ]}
      />
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

import { GRADE_LABELS } from '@haoduo/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui/cx';
import styles from './grade-picker.module.css';

/** The grades grouped by school stage, in the order a family looks for them. */
const STAGES = [
  { key: 'primary', grades: [1, 2, 3, 4, 5, 6] },
  { key: 'junior', grades: [7, 8, 9] },
  { key: 'senior', grades: [10, 11, 12] },
  { key: 'preschool', grades: [20, 21, 22, 23, 24] },
  { key: 'college', grades: [13, 14, 15, 16] },
] as const;

interface TGradePickerProps {
  value: number | undefined;
  onChange: (grade: number) => void;
  labelledBy: string;
  invalid?: boolean;
}

/** 年级 as big, tappable chips grouped by stage (a radio group: arrow keys move the choice). */
export function GradePicker({ value, onChange, labelledBy, invalid }: TGradePickerProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      className={styles.picker}
    >
      {STAGES.map((stage) => (
        <div key={stage.key} className={styles.stage}>
          <span className={styles.stageName}>{t(`competition.form.stage.${stage.key}`)}</span>
          <div className={styles.chips}>
            {stage.grades.map((grade) => (
              <label key={grade} className={cx(styles.chip, value === grade && styles.chosen)}>
                <input
                  type="radio"
                  name={name}
                  className={styles.input}
                  checked={value === grade}
                  onChange={() => onChange(grade)}
                />
                {GRADE_LABELS[grade]}
              </label>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

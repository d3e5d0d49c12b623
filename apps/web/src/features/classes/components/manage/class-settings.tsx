import {
  STUDENT_CREATE_MODE_LABELS,
  StudentCreateMode,
  type TClassListItem,
  type TStudentCreateMode,
} from '@haoduo/contract';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../../../shared/i18n/dayjs';
import { useTranslation } from 'react-i18next';
import { useUpdateEffectiveEndDate } from '../../api/update-effective-end-date';
import { useUpdateStudentCreateMode } from '../../api/update-student-create-mode';
import styles from './class-settings.module.css';
import { feedback } from '../../../../shared/ui/feedback';
import { Select } from '../../../../shared/ui/select';

const MODES = [StudentCreateMode.BY_TEACHER, StudentCreateMode.BY_CLASS_CODE] as const;

/** A class's effective end date and how its pupils get their accounts. */
export function ClassSettings({ courseClass }: { courseClass: TClassListItem }) {
  const { t } = useTranslation();
  const { message } = feedback();
  const endDate = useUpdateEffectiveEndDate();
  const mode = useUpdateStudentCreateMode();
  const saved = () => void message.success(t('manage.saved'));

  return (
    <div className={styles.settings}>
      <label className={styles.field}>
        <span className={styles.label}>{t('manage.effectiveEndDate')}</span>
        <DatePicker
          size="large"
          value={courseClass.effectiveEndDate ? dayjs(courseClass.effectiveEndDate) : null}
          placeholder={t('manage.noEndDate')}
          aria-label={t('manage.effectiveEndDate')}
          disabled={endDate.isPending}
          onChange={(value: Dayjs | null) =>
            endDate.mutate(
              { id: courseClass.id, effectiveEndDate: value ? value.format('YYYY-MM-DD') : null },
              { onSuccess: saved },
            )
          }
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t('manage.studentCreateMode')}</span>
        <Select<TStudentCreateMode>
          size="large"
          className={styles.mode}
          aria-label={t('manage.studentCreateMode')}
          value={courseClass.studentCreateModeType as TStudentCreateMode}
          disabled={mode.isPending}
          onChange={(value) =>
            mode.mutate({ id: courseClass.id, studentCreateModeType: value }, { onSuccess: saved })
          }
          options={MODES.map((value) => ({ value, label: STUDENT_CREATE_MODE_LABELS[value] }))}
        />
      </label>
    </div>
  );
}

import type { TCourseClass } from '@haoduo/contract';
import { Button, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal, ModalWidth } from '../../../shared/ui/app-modal';
import { ClassStatusTag } from '../../../shared/ui/class-status-tag';
import styles from './choose-class-modal.module.css';

interface TChooseClassModalProps {
  open: boolean;
  classes: readonly TCourseClass[];
  onChoose: (courseClass: TCourseClass) => void;
  onCancel: () => void;
}

/** 选择课班: a radio list of class names; confirming opens the tool for that class. */
export function ChooseClassModal({ open, classes, onChoose, onCancel }: TChooseClassModalProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = classes.find((c) => c.id === chosen) ?? null;

  return (
    <AppModal
      open={open}
      width={ModalWidth.WIDE}
      title={t('tiles.chooseClass')}
      onCancel={onCancel}
      afterClose={() => setChosen(null)}
      footer={[
        <Button key="cancel" size="large" onClick={onCancel}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          size="large"
          disabled={selected === null}
          onClick={() => selected && onChoose(selected)}
        >
          {t('common.confirm')}
        </Button>,
      ]}
    >
      <p className={styles.hint}>{t('tiles.chooseClassHint')}</p>
      <Radio.Group
        className={styles.list}
        value={chosen}
        onChange={(event) => setChosen(Number(event.target.value))}
      >
        {classes.map((courseClass) => (
          <Radio key={courseClass.id} value={courseClass.id} className={styles.option}>
            <span className={styles.name}>{courseClass.courseClassName}</span>
            <ClassStatusTag status={courseClass.courseClassStatus} />
          </Radio>
        ))}
      </Radio.Group>
    </AppModal>
  );
}

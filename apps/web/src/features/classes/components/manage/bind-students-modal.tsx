import { Button, Checkbox, Empty, Input, List, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../../shared/stores/app-store';
import { viewerKey } from '../../../../shared/stores/session';
import { AppModal, ModalWidth } from '../../../../shared/ui/app-modal';
import { useBindStudents } from '../../api/bind-students';
import { useSearchSchoolStudents } from '../../api/search-school-students';
import styles from './manage-modals.module.css';
import { feedback } from '../../../../shared/ui/feedback';

interface TBindStudentsModalProps {
  open: boolean;
  classId: number;
  className: string;
  onClose: () => void;
}

/**
 * 从本校添加: find pupils who already have an account in the school (by name or login name)
 * and put the chosen ones into this class; they keep their login name, password and works.
 */
export function BindStudentsModal({ open, classId, className, onClose }: TBindStudentsModalProps) {
  const { t } = useTranslation();
  const { message } = feedback();
  const viewer = useAppStore(viewerKey);
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const found = useSearchSchoolStudents(viewer, keyword, classId);
  const bind = useBindStudents();
  const rows = found.data ?? [];

  const toggle = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  const confirm = () =>
    bind.mutate(
      { classId, studentIds: chosen },
      {
        onSuccess: ({ added }) => {
          void message.success(t('manage.bindDone', { count: added }));
          onClose();
        },
      },
    );

  return (
    <AppModal
      open={open}
      width={ModalWidth.WIDE}
      title={t('manage.bindTitle', { className })}
      onCancel={onClose}
      afterClose={() => {
        setKeyword('');
        setChosen([]);
      }}
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="bind"
          type="primary"
          size="large"
          disabled={chosen.length === 0}
          loading={bind.isPending}
          onClick={confirm}
        >
          {t('manage.bindCount', { count: chosen.length })}
        </Button>,
      ]}
    >
      <p className={styles.hint}>{t('manage.bindHint')}</p>
      <Input.Search
        size="large"
        allowClear
        enterButton={t('manage.bindSearch')}
        placeholder={t('manage.searchPlaceholder')}
        aria-label={t('manage.searchPlaceholder')}
        loading={found.isFetching}
        onSearch={(value) => setKeyword(value.trim())}
      />
      {keyword === '' ? null : (
        <List
          className={styles.results}
          dataSource={rows}
          locale={{ emptyText: <Empty description={t('manage.bindNone')} /> }}
          renderItem={(row) => {
            const inClass = row.classIds.includes(classId);
            return (
              <List.Item>
                <Checkbox
                  checked={chosen.includes(row.worksStudentId)}
                  disabled={inClass}
                  onChange={(event) => toggle(row.worksStudentId, event.target.checked)}
                >
                  {row.name}（{row.username}）
                </Checkbox>
                <span>
                  {inClass ? (
                    <Tag color="green">{t('manage.bindInClass')}</Tag>
                  ) : (
                    row.classNames.map((name) => <Tag key={name}>{name}</Tag>)
                  )}
                </span>
              </List.Item>
            );
          }}
        />
      )}
    </AppModal>
  );
}

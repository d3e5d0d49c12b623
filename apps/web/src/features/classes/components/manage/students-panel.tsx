import { PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import {
  MemberStatus,
  MEMBER_STATUS_LABELS,
  type TClassListItem,
  type TStudentCredential,
  type TStudentRow,
} from '@haoduo/contract';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../../shared/stores/app-store';
import { feedback } from '../../../../shared/ui/feedback';
import { viewerKey } from '../../../../shared/stores/session';
import { useClassStudents } from '../../api/get-class-students';
import { useResetStudentPassword } from '../../api/reset-student-password';
import { useSetStudentsStatus } from '../../api/set-students-status';
import { AddStudentsModal } from './add-students-modal';
import { BindStudentsModal } from './bind-students-modal';
import { CredentialsModal } from './credentials-modal';
import { RemoveStudentsModal } from './remove-students-modal';
import { RenameStudentModal } from './rename-student-modal';
import { StudentsTable, type TStudentAction } from './students-table';
import styles from './students-panel.module.css';
import { TransferStudentsModal } from './transfer-students-modal';
import { Select } from '../../../../shared/ui/select';

interface TCredentials {
  title: string;
  list: TStudentCredential[];
}

/** The pupils of one class with search, add, status, passwords, names, moves and removal. */
export function StudentsPanel({ courseClass }: { courseClass: TClassListItem }) {
  const { t } = useTranslation();
  const { message } = feedback();
  const viewer = useAppStore(viewerKey);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [page, setPage] = useState({ currentPage: 1, pageSize: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const [binding, setBinding] = useState(false);
  const [credentials, setCredentials] = useState<TCredentials | null>(null);
  const [renaming, setRenaming] = useState<TStudentRow | null>(null);
  const [moving, setMoving] = useState<number[] | null>(null);
  const [removing, setRemoving] = useState<TStudentRow[] | null>(null);
  const students = useClassStudents(viewer, {
    classId: courseClass.id,
    keyword,
    status,
    ...page,
  });
  const setStatusOf = useSetStudentsStatus();
  const resetPassword = useResetStudentPassword();
  const rows = students.data?.list ?? [];
  const selectedRows = rows.filter((row) => selected.includes(row.worksStudentId));

  const changeStatus = (ids: number[], next: 0 | 1) =>
    setStatusOf.mutate(
      { classId: courseClass.id, studentIds: ids, status: next },
      {
        onSuccess: () => {
          void message.success(
            next === MemberStatus.ENABLED ? t('manage.enabled') : t('manage.disabled'),
          );
          setSelected([]);
        },
      },
    );

  const askResetPassword = (row: TStudentRow) =>
    feedback().modal.confirm({
      title: t('manage.resetPasswordTitle', { name: row.name }),
      content: t('manage.resetPasswordText'),
      okText: t('manage.resetPassword'),
      cancelText: t('common.cancel'),
      centered: true,
      onOk: async () => {
        const account = await resetPassword.mutateAsync(row.worksStudentId);
        setCredentials({ title: t('manage.newPasswordTitle'), list: [account] });
      },
    });

  const onAction = (action: TStudentAction, row: TStudentRow) => {
    if (action === 'resetPassword') askResetPassword(row);
    else if (action === 'rename') setRenaming(row);
    else if (action === 'toggle')
      changeStatus(
        [row.worksStudentId],
        row.status === MemberStatus.ENABLED ? MemberStatus.DISABLED : MemberStatus.ENABLED,
      );
    else if (action === 'transfer') setMoving([row.worksStudentId]);
    else setRemoving([row]);
  };

  return (
    <section className={styles.panel} aria-label={t('manage.students')}>
      <div className={styles.toolbar}>
        <Input.Search
          className={styles.search}
          size="large"
          allowClear
          placeholder={t('manage.searchPlaceholder')}
          aria-label={t('manage.searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage((p) => ({ ...p, currentPage: 1 }));
          }}
        />
        <Select<number | 'all'>
          size="large"
          className={styles.status}
          aria-label={t('manage.status')}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' ? undefined : value);
            setPage((p) => ({ ...p, currentPage: 1 }));
          }}
          options={[
            { value: 'all', label: t('manage.allStatuses') },
            { value: MemberStatus.ENABLED, label: MEMBER_STATUS_LABELS[1] },
            { value: MemberStatus.DISABLED, label: MEMBER_STATUS_LABELS[0] },
          ]}
        />
        <Button
          type="primary"
          size="large"
          icon={<PlusOutlined aria-hidden />}
          className={styles.add}
          onClick={() => setAdding(true)}
        >
          {t('manage.addStudents')}
        </Button>
        <Button
          size="large"
          icon={<UserAddOutlined aria-hidden />}
          onClick={() => setBinding(true)}
        >
          {t('manage.bindFromSchool')}
        </Button>
      </div>
      {selected.length > 0 ? (
        <div className={styles.batch} role="toolbar" aria-label={t('manage.batchActions')}>
          <span>{t('manage.selectedCount', { count: selected.length })}</span>
          <Button onClick={() => changeStatus(selected, MemberStatus.DISABLED)}>
            {t('manage.disable')}
          </Button>
          <Button onClick={() => changeStatus(selected, MemberStatus.ENABLED)}>
            {t('manage.enable')}
          </Button>
          <Button onClick={() => setMoving(selected)}>{t('manage.transfer')}</Button>
          <Button danger onClick={() => setRemoving(selectedRows)}>
            {t('manage.remove')}
          </Button>
          <Button type="link" onClick={() => setSelected([])}>
            {t('manage.clearSelection')}
          </Button>
        </div>
      ) : null}
      <StudentsTable
        rows={rows}
        total={students.data?.total ?? 0}
        currentPage={page.currentPage}
        pageSize={page.pageSize}
        loading={students.isFetching}
        selected={selected}
        onSelect={setSelected}
        onPage={(currentPage, pageSize) => setPage({ currentPage, pageSize })}
        onAction={onAction}
      />
      <AddStudentsModal
        open={adding}
        classId={courseClass.id}
        onClose={() => setAdding(false)}
        onAdded={(list) => setCredentials({ title: t('manage.addedTitle'), list })}
      />
      <BindStudentsModal
        open={binding}
        classId={courseClass.id}
        className={courseClass.courseClassName}
        onClose={() => setBinding(false)}
      />
      <CredentialsModal
        title={credentials?.title ?? ''}
        list={credentials?.list ?? null}
        onClose={() => setCredentials(null)}
      />
      <RenameStudentModal student={renaming} onClose={() => setRenaming(null)} />
      <TransferStudentsModal
        fromClassId={courseClass.id}
        studentIds={moving}
        onClose={() => setMoving(null)}
        onMoved={() => setSelected([])}
      />
      <RemoveStudentsModal
        classId={courseClass.id}
        className={courseClass.courseClassName}
        students={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => setSelected([])}
      />
    </section>
  );
}

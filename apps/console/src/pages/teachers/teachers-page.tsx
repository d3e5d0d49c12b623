import { teacherEndpoints } from '@haoduo/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime, labelOf, labelOptions } from '../../shared/labels';
import {
  EnabledBadge,
  presetFilters,
  ResourcePage,
  useEnableActions,
  useResourceMutation,
} from '../../shared/resource';
import { TeacherFormDrawer, TEACHERS_KEY } from './teacher-form-drawer';

/** 教师管理: teachers of the schools in scope: add, edit, enable, disable, delete, export. */
export function TeachersPage() {
  const { t } = useTranslation();
  const invalidate = [TEACHERS_KEY];
  const enableActions = useEnableActions({
    enable: teacherEndpoints.enable,
    disable: teacherEndpoints.disable,
    invalidate,
    permissions: { enable: 'teacher:enable', disable: 'teacher:disable' },
    input: (teacher: { worksTeacherId: number; name: string }) => ({
      id: teacher.worksTeacherId,
    }),
    confirmDisable: (teacher) => ({
      title: t('teachers.disableTitle', { name: teacher.name }),
      content: t('teachers.disableContent'),
    }),
  });
  const remove = useResourceMutation(teacherEndpoints.delete, {
    invalidate,
    successText: t('done.deleted'),
  });

  return (
    <ResourcePage
      tableId="teachers"
      title={t('teachers.list')}
      endpoint={teacherEndpoints.query}
      queryKey={TEACHERS_KEY}
      rowKey="worksTeacherId"
      filters={[
        presetFilters.school(),
        presetFilters.keyword(t('teachers.keywordPlaceholder')),
        {
          name: 'teacherRoleType',
          label: t('teachers.role'),
          type: 'select',
          options: labelOptions('teacherRole'),
          width: 130,
        },
        presetFilters.status('status'),
      ]}
      columns={[
        { key: 'name', title: t('fields.name'), dataIndex: 'name' },
        { key: 'mobile', title: t('fields.mobile'), dataIndex: 'mobile' },
        { key: 'schoolName', title: t('teachers.school'), dataIndex: 'schoolName' },
        {
          key: 'teacherRoleType',
          title: t('teachers.role'),
          dataIndex: 'teacherRoleType',
          render: (role: 1 | 2) => (
            <Tag color={role === 2 ? 'purple' : 'default'}>{labelOf('teacherRole', role)}</Tag>
          ),
        },
        {
          key: 'classCount',
          title: t('teachers.classCount'),
          dataIndex: 'classCount',
          align: 'right',
        },
        {
          key: 'status',
          title: t('fields.status'),
          dataIndex: 'status',
          render: (status: number) => <EnabledBadge status={status} />,
        },
        {
          key: 'createdAt',
          title: t('fields.createdAt'),
          dataIndex: 'createdAt',
          render: formatTime,
        },
      ]}
      rowActions={(teacher, page) => [
        {
          key: 'edit',
          label: t('actions.edit'),
          permission: 'teacher:update',
          onClick: () => page.edit(teacher),
        },
        ...enableActions(teacher),
        {
          key: 'delete',
          label: t('actions.delete'),
          permission: 'teacher:delete',
          danger: true,
          confirm: {
            title: t('teachers.deleteTitle', { name: teacher.name }),
            content:
              teacher.classCount > 0
                ? t('teachers.deleteTeaching', { count: teacher.classCount })
                : t('teachers.deleteContent'),
            okText: t('actions.delete'),
          },
          onClick: () => remove.mutateAsync({ id: teacher.worksTeacherId }),
        },
      ]}
      create={{ label: t('teachers.add'), permission: 'teacher:add' }}
      exportCall={{ endpoint: teacherEndpoints.export, permission: 'teacher:export' }}
      drawer={({ open, row, onClose }) => (
        <TeacherFormDrawer open={open} teacher={row} onClose={onClose} />
      )}
    />
  );
}

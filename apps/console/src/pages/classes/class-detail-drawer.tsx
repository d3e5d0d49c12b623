import type { TClassMngRow } from '@haoduo/contract';
import { Drawer, List, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_STATUS_COLOURS, classStatusLabel } from '../../shared/labels';
import { usePermission } from '../../shared/permissions';
import { StudentsTable } from '../students/students-table';
import { ClassInfo } from './class-info';
import { ClassRosterImport } from './class-roster-import';

interface TClassDetailDrawerProps {
  row: TClassMngRow | null;
  onClose: () => void;
}

/** A class: its code and status, its pupils, its teachers, and the roster import. */
export function ClassDetailDrawer({ row, onClose }: TClassDetailDrawerProps) {
  const { t } = useTranslation();
  // The row as changed here (new code, status...), reset when another row is opened.
  const [current, setCurrent] = useState(row);
  const [opened, setOpened] = useState(row);
  if (row !== opened) {
    setOpened(row);
    setCurrent(row);
  }
  const canImport = usePermission('class:sync-student');
  const canStudents = usePermission('student:query');
  return (
    <Drawer
      open={row !== null}
      size={960}
      onClose={onClose}
      destroyOnHidden
      title={
        current ? (
          <span>
            {current.courseClassName}{' '}
            <Tag color={CLASS_STATUS_COLOURS[current.courseClassStatus]}>
              {classStatusLabel(current.courseClassStatus)}
            </Tag>
          </span>
        ) : null
      }
    >
      {current ? (
        <Tabs
          items={[
            {
              key: 'info',
              label: t('classes.info'),
              children: <ClassInfo row={current} onChange={setCurrent} />,
            },
            ...(canStudents
              ? [
                  {
                    key: 'students',
                    label: t('classes.studentsTab', { count: current.studentCount }),
                    children: (
                      <StudentsTable
                        tableId="class-students"
                        classId={current.id}
                        schoolId={current.schoolId}
                      />
                    ),
                  },
                ]
              : []),
            {
              key: 'teachers',
              label: t('classes.teachersTab', { count: current.teacherList.length }),
              children: (
                <List
                  size="small"
                  bordered
                  dataSource={current.teacherList}
                  locale={{ emptyText: t('classes.noTeachers') }}
                  renderItem={(teacher) => <List.Item>{teacher.name}</List.Item>}
                />
              ),
            },
            ...(canImport
              ? [
                  {
                    key: 'import',
                    label: t('classes.importTab'),
                    children: <ClassRosterImport classId={current.id} />,
                  },
                ]
              : []),
          ]}
        />
      ) : null}
    </Drawer>
  );
}

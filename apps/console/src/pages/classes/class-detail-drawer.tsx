import type { TClassMngRow } from '@haoduo/contract';
import { Drawer, List, Tabs, Tag } from 'antd';
import { useState } from 'react';
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
              label: '基本信息',
              children: <ClassInfo row={current} onChange={setCurrent} />,
            },
            ...(canStudents
              ? [
                  {
                    key: 'students',
                    label: `学生（${current.studentCount}）`,
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
              label: `授课老师（${current.teacherList.length}）`,
              children: (
                <List
                  size="small"
                  bordered
                  dataSource={current.teacherList}
                  locale={{ emptyText: '暂无授课老师' }}
                  renderItem={(teacher) => <List.Item>{teacher.name}</List.Item>}
                />
              ),
            },
            ...(canImport
              ? [
                  {
                    key: 'import',
                    label: '名单导入',
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

import { classEndpoints, type TClassMngRow } from '@haoduo/contract';
import { Button, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_STATUS_COLOURS, classStatusLabel, labelOf, labelOptions } from '../../shared/labels';
import { presetFilters, ResourcePage } from '../../shared/resource';
import { ClassDetailDrawer } from './class-detail-drawer';
import { ClassFormDrawer, CLASSES_KEY } from './class-form-drawer';

/** 课班管理: classes with their filters; detail with pupils, code, QR and roster import. */
export function ClassesPage() {
  const { t } = useTranslation();
  const [detail, setDetail] = useState<TClassMngRow | null>(null);
  return (
    <>
      <ResourcePage
        tableId="classes"
        title={t('classes.list')}
        endpoint={classEndpoints.query}
        queryKey={CLASSES_KEY}
        rowKey="id"
        filters={[
          presetFilters.school(),
          presetFilters.semester('semesterId'),
          presetFilters.status('courseClassStatus', labelOptions('classStatus'), 120),
          presetFilters.keyword(t('classes.keywordPlaceholder'), 170),
        ]}
        columns={[
          {
            key: 'courseClassName',
            title: t('classes.name'),
            dataIndex: 'courseClassName',
            render: (name: string, row) => (
              <Button
                type="link"
                size="small"
                style={{ padding: 0 }}
                onClick={() => setDetail(row)}
              >
                <strong>{name}</strong>
              </Button>
            ),
          },
          {
            key: 'classCode',
            title: t('classes.code'),
            dataIndex: 'classCode',
            render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
          },
          { key: 'schoolName', title: t('fields.school'), dataIndex: 'schoolName' },
          {
            key: 'platformSemesterName',
            title: t('fields.semester'),
            dataIndex: 'platformSemesterName',
          },
          {
            key: 'serviceType',
            title: t('classes.serviceType'),
            dataIndex: 'serviceType',
            render: (type: number) => labelOf('serviceType', type),
          },
          {
            key: 'teacherList',
            title: t('classes.teachers'),
            dataIndex: 'teacherList',
            render: (list: TClassMngRow['teacherList']) =>
              list.map((teacher) => teacher.name).join(t('listSeparator')) || t('empty'),
          },
          {
            key: 'studentCount',
            title: t('classes.studentCount'),
            dataIndex: 'studentCount',
            align: 'right',
            render: (count: number, row) =>
              row.limitStudentSize ? `${count} / ${row.limitStudentSize}` : count,
          },
          {
            key: 'courseClassStatus',
            title: t('fields.status'),
            dataIndex: 'courseClassStatus',
            render: (status: number) => (
              <Tag color={CLASS_STATUS_COLOURS[status]}>{classStatusLabel(status)}</Tag>
            ),
          },
          {
            key: 'effectiveEndDate',
            title: t('classes.endDate'),
            dataIndex: 'effectiveEndDate',
            render: (date: string | null) => date ?? t('classes.forever'),
          },
        ]}
        rowActions={(row, page) => [
          { key: 'detail', label: t('actions.detail'), onClick: () => setDetail(row) },
          {
            key: 'edit',
            label: t('actions.edit'),
            permission: 'class:update',
            onClick: () => page.edit(row),
          },
        ]}
        create={{ label: t('classes.add'), permission: 'class:create' }}
        exportCall={{ endpoint: classEndpoints.export, permission: 'class:export' }}
        drawer={({ open, row, onClose }) => (
          <ClassFormDrawer open={open} row={row} onClose={onClose} />
        )}
      />
      <ClassDetailDrawer row={detail} onClose={() => setDetail(null)} />
    </>
  );
}

import {
  BackOfficeMessages,
  semesterEndpoints,
  ZSemesterCreateBody,
  ZSemesterUpdateBody,
  type TSemesterMngRow,
} from '@haoduo/contract';
import { Checkbox, DatePicker, Form, Input, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, ResourcePage, useResourceMutation } from '../../shared/resource';

export const SEMESTERS_KEY = ['semesters'] as const;
const PICKERS_KEY = ['pickers'] as const;

const day = (value: unknown) => (value ? (value as Dayjs).format('YYYY-MM-DD') : undefined);

function SemesterFormDrawer({
  semester,
  open,
  onClose,
}: {
  semester: TSemesterMngRow | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const invalidate = [SEMESTERS_KEY, PICKERS_KEY];
  const create = useResourceMutation(semesterEndpoints.mngCreate, { invalidate });
  const update = useResourceMutation(semesterEndpoints.mngUpdate, { invalidate });
  const initialValues = useMemo(
    () =>
      semester
        ? {
            platformSemesterName: semester.platformSemesterName,
            startDate: dayjs(semester.startDate),
            endDate: dayjs(semester.endDate),
          }
        : { currentSemester: false },
    [semester],
  );
  return (
    <FormDrawer<unknown>
      open={open}
      title={semester ? t('semesters.edit') : t('semesters.add')}
      schema={semester ? ZSemesterUpdateBody : ZSemesterCreateBody}
      initialValues={initialValues}
      toBody={(values) => ({
        ...values,
        startDate: day(values.startDate),
        endDate: day(values.endDate),
        ...(semester ? { id: semester.id } : {}),
      })}
      onSubmit={(body) =>
        semester
          ? update.mutateAsync(body as Parameters<typeof update.mutateAsync>[0])
          : create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0])
      }
      onClose={onClose}
    >
      {(field) => (
        <>
          <Form.Item label={t('semesters.name')} {...field('platformSemesterName')}>
            <Input maxLength={32} placeholder={t('semesters.namePlaceholder')} />
          </Form.Item>
          <Space size={16} style={{ display: 'flex' }}>
            <Form.Item
              label={t('semesters.startDate')}
              name="startDate"
              required
              rules={[{ required: true, message: BackOfficeMessages.SEMESTER_START_REQUIRED }]}
            >
              <DatePicker style={{ width: 200 }} />
            </Form.Item>
            <Form.Item
              label={t('semesters.endDate')}
              name="endDate"
              required
              rules={[{ required: true, message: BackOfficeMessages.SEMESTER_END_REQUIRED }]}
            >
              <DatePicker style={{ width: 200 }} />
            </Form.Item>
          </Space>
          {semester ? null : (
            <Form.Item name="currentSemester" valuePropName="checked">
              <Checkbox>{t('semesters.setCurrent')}</Checkbox>
            </Form.Item>
          )}
        </>
      )}
    </FormDrawer>
  );
}

/** 学期管理: platform semesters, their dates, and which one is current. */
export function SemestersPage() {
  const { t } = useTranslation();
  const setCurrent = useResourceMutation(semesterEndpoints.mngSetCurrent, {
    invalidate: [SEMESTERS_KEY, PICKERS_KEY],
    successText: t('semesters.setCurrentDone'),
  });
  return (
    <ResourcePage
      tableId="semesters"
      title={t('semesters.list')}
      endpoint={semesterEndpoints.mngPage}
      queryKey={SEMESTERS_KEY}
      rowKey="id"
      filters={[{ name: 'name', label: t('semesters.name'), type: 'text' }]}
      columns={[
        { key: 'id', title: t('fields.id'), dataIndex: 'id', width: 70, sorter: true },
        {
          key: 'name',
          title: t('semesters.name'),
          dataIndex: 'platformSemesterName',
          sorter: true,
          render: (name: string, semester) => (
            <Space size={8}>
              <Typography.Text strong>{name}</Typography.Text>
              {semester.currentSemester ? <Tag color="blue">{t('semesters.current')}</Tag> : null}
            </Space>
          ),
        },
        {
          key: 'startDate',
          title: t('semesters.startDate'),
          dataIndex: 'startDate',
          sorter: true,
        },
        { key: 'endDate', title: t('semesters.endDate'), dataIndex: 'endDate' },
        {
          key: 'classCount',
          title: t('semesters.classCount'),
          dataIndex: 'classCount',
          align: 'right',
        },
      ]}
      actionsWidth={200}
      rowActions={(semester, page) => [
        {
          key: 'edit',
          label: t('actions.edit'),
          permission: 'semester:update',
          onClick: () => page.edit(semester),
        },
        {
          key: 'setCurrent',
          label: t('semesters.setCurrent'),
          permission: 'semester:set-current',
          visible: !semester.currentSemester,
          confirm: {
            title: t('semesters.setCurrentTitle', { name: semester.platformSemesterName }),
            content: t('semesters.setCurrentContent'),
            danger: false,
          },
          onClick: () => setCurrent.mutateAsync({ id: semester.id }),
        },
      ]}
      create={{ label: t('semesters.add'), permission: 'semester:create' }}
      drawer={({ open, row, onClose }) => (
        <SemesterFormDrawer open={open} semester={row} onClose={onClose} />
      )}
    />
  );
}

import { weekScheduleMngEndpoints as e, type TScheduleClassItem } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WEEK_SCHEDULES_KEY } from '../../features/courses';
import { apiClient } from '../../shared/api';
import { usePermission } from '../../shared/permissions';
import { presetFilters, ResourcePage } from '../../shared/resource';
import { ClassSchedule, Problems } from './class-schedule';

/** 周课表: classes with their schedules and problems; `?class=<id>` opens a class's week. */
export function WeekSchedulesPage() {
  const [params, setParams] = useSearchParams();
  const classId = Number(params.get('class'));
  const open = (id: number | null) => setParams(id ? { class: String(id) } : {});
  if (classId > 0) return <ClassSchedule classId={classId} onBack={() => open(null)} />;
  return <ScheduleClasses onOpen={open} />;
}

function ErrorStats({ filters }: { filters: Record<string, unknown> }) {
  const { t } = useTranslation();
  const allowed = usePermission('week-schedule:error-class-stat');
  const query = {
    schoolId: filters.schoolId as number | undefined,
    semesterId: filters.semesterId as number | undefined,
  };
  const stats = useQuery({
    ...apiClient.query(e.errorClassStat, query, [...WEEK_SCHEDULES_KEY, 'stats']),
    enabled: allowed,
  });
  if (!allowed) return null;
  const s = stats.data;
  const card = (title: string, value: number | undefined, colour?: string) => (
    <Col span={6}>
      <Card size="small">
        <Statistic title={title} value={value ?? '-'} styles={{ content: { color: colour } }} />
      </Card>
    </Col>
  );
  return (
    <Row gutter={12}>
      {card(t('weekSchedules.stats.scheduled'), s?.scheduledClassCount)}
      {card(
        t('weekSchedules.stats.error'),
        s?.errorClassCount,
        s?.errorClassCount ? '#cf1322' : undefined,
      )}
      {card(t('weekSchedules.stats.noTeacher'), s?.noTeacherClassCount)}
      {card(t('weekSchedules.stats.pastEnd'), s?.pastEndClassCount)}
    </Row>
  );
}

function ScheduleClasses({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Record<string, unknown>>({});
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <ErrorStats filters={filters} />
      <ResourcePage
        tableId="week-schedules"
        title={t('weekSchedules.classes')}
        endpoint={e.classList}
        queryKey={WEEK_SCHEDULES_KEY}
        rowKey="classId"
        onSearch={setFilters}
        filters={[
          presetFilters.school(),
          presetFilters.semester('semesterId'),
          presetFilters.keyword(t('fields.class'), 150),
          {
            name: 'errorOnly',
            label: t('weekSchedules.fields.problems'),
            type: 'select',
            options: [{ value: '1', label: t('weekSchedules.errorOnly') }],
            width: 150,
          },
        ]}
        columns={[
          {
            key: 'courseClassName',
            title: t('fields.class'),
            dataIndex: 'courseClassName',
            render: (name: string, row: TScheduleClassItem) => (
              <Typography.Link onClick={() => onOpen(row.classId)}>{name}</Typography.Link>
            ),
          },
          { key: 'schoolName', title: t('fields.school'), dataIndex: 'schoolName' },
          { key: 'semesterName', title: t('fields.semester'), dataIndex: 'semesterName' },
          {
            key: 'courseTitle',
            title: t('weekSchedules.fields.course'),
            dataIndex: 'courseTitle',
            render: (title: string | null) =>
              title ?? (
                <Typography.Text type="secondary">{t('weekSchedules.noCourse')}</Typography.Text>
              ),
          },
          {
            key: 'slots',
            title: t('weekSchedules.fields.slots'),
            dataIndex: 'slots',
            align: 'right',
            render: (slots: TScheduleClassItem['slots']) => slots.length,
          },
          {
            key: 'progress',
            title: t('weekSchedules.fields.progress'),
            dataIndex: 'doneCount',
            render: (_: unknown, row: TScheduleClassItem) => `${row.doneCount}/${row.lessonCount}`,
          },
          {
            key: 'nextLesson',
            title: t('weekSchedules.fields.nextLesson'),
            dataIndex: 'nextLesson',
            render: (_: unknown, row: TScheduleClassItem) =>
              row.nextLesson
                ? `${row.nextLesson.date} ${row.nextLesson.lesson?.title ?? t('weekSchedules.noLesson')}`
                : '-',
          },
          {
            key: 'problems',
            title: t('weekSchedules.fields.problems'),
            dataIndex: 'problems',
            render: (_: unknown, row: TScheduleClassItem) => (
              <Problems
                noTeacher={row.problems.noTeacherSlots}
                pastEnd={row.problems.pastEndLessons}
              />
            ),
          },
        ]}
        rowActions={(row) => [
          {
            key: 'open',
            label: t('weekSchedules.open'),
            permission: 'week-schedule:class-detail',
            onClick: () => onOpen(row.classId),
          },
        ]}
      />
    </Space>
  );
}

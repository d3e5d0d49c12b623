import { ArrowLeftOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import {
  HolidayStopType,
  weekScheduleMngEndpoints as e,
  type TScheduleClassDetail,
  type TScheduleSlotInput,
} from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Result,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEK_SCHEDULES_KEY, WeekGrid, weekdayLabel, type TGridSlot } from '../../features/courses';
import { apiClient } from '../../shared/api';
import { usePermission } from '../../shared/permissions';
import { useResourceMutation } from '../../shared/resource';
import { LinkCourseButton } from './link-course-button';
import { defaultTimes, SlotModal } from './slot-modal';

/** The Monday of the week holding `day` (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const date = dayjs(day);
  const back = (date.day() + 6) % 7;
  return date.subtract(back, 'day').format('YYYY-MM-DD');
}

/** The slots as the save call takes them. */
function inputsOf(detail: TScheduleClassDetail): TScheduleSlotInput[] {
  return detail.slots.map(({ weekday, period, startTime, endTime, teacherAccountId }) => ({
    weekday,
    period,
    startTime,
    endTime,
    teacherAccountId,
  }));
}

/** What the grid shows of a week: each slot with the lesson it teaches that day. */
export function gridOf(detail: TScheduleClassDetail, monday: string, t: (k: string) => string) {
  const dayOf = (weekday: number) =>
    dayjs(monday)
      .add(weekday - 1, 'day')
      .format('YYYY-MM-DD');
  const slots: TGridSlot[] = detail.slots.map((slot) => {
    const held = detail.lessons.find(
      (lesson) =>
        lesson.date === dayOf(slot.weekday) &&
        lesson.period === slot.period &&
        lesson.taughtWeekday === slot.weekday,
    );
    const warning = !slot.teacherAccountId
      ? t('weekSchedules.noTeacher')
      : held?.pastEndDate
        ? t('weekSchedules.pastEndDate')
        : undefined;
    return {
      id: slot.id,
      weekday: slot.weekday,
      period: slot.period,
      title: held?.lesson
        ? `${held.lesson.seq}. ${held.lesson.title}`
        : t('weekSchedules.noLesson'),
      subtitle: `${slot.startTime}-${slot.endTime} · ${slot.teacherName ?? t('weekSchedules.noTeacher')}`,
      warning,
    };
  });
  const holidays: Record<number, string> = {};
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const day = dayOf(weekday);
    const holiday = detail.holidays.find(
      (h) =>
        h.stopType === HolidayStopType.STOP &&
        h.startTm.slice(0, 10) <= day &&
        day <= h.endTm.slice(0, 10),
    );
    if (holiday) holidays[weekday] = `${holiday.name} ${t('weekSchedules.holidayStop')}`;
  }
  return { slots, holidays };
}

/** A class's week schedule: the grid of one week, slots added, moved, removed; its lessons. */
export function ClassSchedule({ classId, onBack }: { classId: number; onBack: () => void }) {
  const { t } = useTranslation();
  const mayEdit = usePermission('week-schedule:save');
  const [monday, setMonday] = useState(() => mondayOf(dayjs().format('YYYY-MM-DD')));
  // The slot form: a new slot, or a placed one (`from`: where it was).
  const [editing, setEditing] = useState<{
    slot: TScheduleSlotInput;
    from: { weekday: number; period: number } | null;
  } | null>(null);
  const detail = useQuery(apiClient.query(e.classDetail, { classId }, WEEK_SCHEDULES_KEY));
  const save = useResourceMutation(e.save, {
    invalidate: [WEEK_SCHEDULES_KEY],
    successText: t('weekSchedules.saved'),
  });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
      {t('weekSchedules.back')}
    </Button>
  );
  if (detail.isError) return <Result status="404" title={t('empty')} extra={back} />;
  const data = detail.data;
  if (!data) return <Skeleton active />;

  const slots = inputsOf(data);
  const send = (next: TScheduleSlotInput[]) => save.mutateAsync({ classId, slots: next });
  const { slots: gridSlots, holidays } = gridOf(data, monday, t as (k: string) => string);
  const periods = Math.max(8, ...data.slots.map((slot) => slot.period));
  const sunday = dayjs(monday).add(6, 'day').format('YYYY-MM-DD');
  const at = (weekday: number, period: number) => (s: { weekday: number; period: number }) =>
    s.weekday === weekday && s.period === period;
  const addAt = (weekday: number, period: number) =>
    setEditing({
      slot: {
        weekday,
        period,
        ...defaultTimes(period),
        teacherAccountId: data.teachers[0]?.accountId ?? null,
      },
      from: null,
    });
  /** The first free cell, Monday to Friday, period by period. */
  const addFree = () => {
    for (let period = 1; period <= periods; period += 1) {
      for (let weekday = 1; weekday <= 5; weekday += 1) {
        if (!slots.some(at(weekday, period))) return addAt(weekday, period);
      }
    }
    return addAt(6, 1);
  };
  const editSlot = (slot: TGridSlot) => {
    const placed = slots.find(at(slot.weekday, slot.period));
    if (placed) setEditing({ slot: placed, from: { weekday: slot.weekday, period: slot.period } });
  };

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card
        size="small"
        title={
          <Space>
            {back}
            <Typography.Text strong>{data.courseClassName}</Typography.Text>
            <Typography.Text type="secondary">
              {data.schoolName} · {data.semesterName}
            </Typography.Text>
          </Space>
        }
        extra={
          <LinkCourseButton
            classId={classId}
            className={data.courseClassName}
            schoolId={data.schoolId}
            semesterId={data.semesterId}
            courseId={data.mallCourseId}
          />
        }
      >
        <Descriptions size="small" column={4}>
          <Descriptions.Item label={t('weekSchedules.fields.course')}>
            {data.courseTitle ?? (
              <Typography.Text type="warning">{t('weekSchedules.noCourse')}</Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('weekSchedules.fields.progress')}>
            {t('weekSchedules.lessonsPlaced', { done: data.doneCount, count: data.lessonCount })}
          </Descriptions.Item>
          <Descriptions.Item label={t('weekSchedules.fields.effectiveEndDate')}>
            {data.effectiveEndDate ?? '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('weekSchedules.fields.problems')}>
            <Problems
              noTeacher={data.problems.noTeacherSlots}
              pastEnd={data.problems.pastEndLessons}
            />
          </Descriptions.Item>
        </Descriptions>
        {data.holidays.length > 0 ? (
          <Space size={4} wrap>
            <Typography.Text type="secondary">{t('weekSchedules.holidays')}:</Typography.Text>
            {data.holidays.map((h) => (
              <Tag key={h.id} color={h.stopType === HolidayStopType.STOP ? 'orange' : 'default'}>
                {h.name} {h.startTm.slice(0, 10)} ~ {h.endTm.slice(0, 10)}
              </Tag>
            ))}
          </Space>
        ) : null}
      </Card>
      {!data.mallCourseId ? (
        <Alert type="warning" showIcon title={t('weekSchedules.noCourse')} />
      ) : null}
      <Card
        size="small"
        title={
          <Space>
            <Button
              size="small"
              icon={<LeftOutlined />}
              aria-label={t('weekSchedules.prevWeek')}
              onClick={() => setMonday(dayjs(monday).subtract(7, 'day').format('YYYY-MM-DD'))}
            />
            <Typography.Text>
              {t('weekSchedules.weekRange', { from: monday, to: sunday })}
            </Typography.Text>
            <Button
              size="small"
              icon={<RightOutlined />}
              aria-label={t('weekSchedules.nextWeek')}
              onClick={() => setMonday(dayjs(monday).add(7, 'day').format('YYYY-MM-DD'))}
            />
            <Button size="small" onClick={() => setMonday(mondayOf(dayjs().format('YYYY-MM-DD')))}>
              {t('weekSchedules.thisWeek')}
            </Button>
          </Space>
        }
        extra={
          mayEdit ? (
            <Button type="primary" size="small" icon={<PlusOutlined />} onClick={addFree}>
              {t('weekSchedules.addSlot')}
            </Button>
          ) : null
        }
      >
        <WeekGrid
          periods={periods}
          slots={gridSlots}
          holidays={holidays}
          editable={mayEdit && !save.isPending}
          onAdd={addAt}
          onEdit={editSlot}
          onMove={(slot, weekday, period) =>
            void send(
              slots.map((s) =>
                s.weekday === slot.weekday && s.period === slot.period
                  ? { ...s, weekday, period }
                  : s,
              ),
            ).catch(() => {})
          }
          onRemove={(slot) =>
            void send(
              slots.filter((s) => !(s.weekday === slot.weekday && s.period === slot.period)),
            ).catch(() => {})
          }
        />
      </Card>
      <LessonsOfSemester data={data} onShowWeek={(date) => setMonday(mondayOf(date))} />
      <SlotModal
        // A fresh form for each slot opened (the form keeps values across openings).
        key={
          editing ? `${editing.slot.weekday}-${editing.slot.period}-${editing.from ? 1 : 0}` : ''
        }
        slot={editing?.slot ?? null}
        editing={!!editing?.from}
        teachers={data.teachers}
        saving={save.isPending}
        onClose={() => setEditing(null)}
        onSave={(slot) => {
          const from = editing?.from;
          const others = slots.filter(
            (s) => !at(slot.weekday, slot.period)(s) && !(from && at(from.weekday, from.period)(s)),
          );
          void send([...others, slot])
            .then(() => setEditing(null))
            .catch(() => {});
        }}
      />
    </Space>
  );
}

export function Problems({ noTeacher, pastEnd }: { noTeacher: number; pastEnd: number }) {
  const { t } = useTranslation();
  if (!noTeacher && !pastEnd) return <Tag color="green">{t('weekSchedules.problemsNone')}</Tag>;
  return (
    <Space size={2} wrap>
      {noTeacher ? (
        <Tag color="red">
          {t('weekSchedules.noTeacher')} {noTeacher}
        </Tag>
      ) : null}
      {pastEnd ? (
        <Tag color="volcano">
          {t('weekSchedules.pastEndDate')} {pastEnd}
        </Tag>
      ) : null}
    </Space>
  );
}

function LessonsOfSemester({
  data,
  onShowWeek,
}: {
  data: TScheduleClassDetail;
  onShowWeek: (date: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('weekSchedules.schedule')}>
      <Table
        size="small"
        rowKey={(row) => `${row.date}-${row.period}`}
        dataSource={data.lessons}
        pagination={{ pageSize: 10, showSizeChanger: false }}
        columns={[
          {
            key: 'date',
            title: t('weekSchedules.date'),
            dataIndex: 'date',
            width: 120,
            render: (date: string) => (
              <Typography.Link title={t('weekSchedules.showWeek')} onClick={() => onShowWeek(date)}>
                {date}
              </Typography.Link>
            ),
          },
          {
            key: 'weekday',
            title: t('weekSchedules.weekday'),
            dataIndex: 'weekday',
            width: 80,
            render: (day: number) => weekdayLabel(day),
          },
          {
            key: 'period',
            title: t('weekSchedules.period'),
            dataIndex: 'period',
            width: 110,
            render: (_: unknown, row) => `${row.period} · ${row.startTime}-${row.endTime}`,
          },
          {
            key: 'lesson',
            title: t('weekSchedules.lesson'),
            dataIndex: 'lesson',
            render: (_: unknown, row) =>
              row.lesson ? `${row.lesson.seq}. ${row.lesson.title}` : t('weekSchedules.noLesson'),
          },
          {
            key: 'teacher',
            title: t('weekSchedules.teacher'),
            dataIndex: 'teacherName',
            render: (name: string | null) =>
              name ?? (
                <Typography.Text type="danger">{t('weekSchedules.noTeacher')}</Typography.Text>
              ),
          },
          {
            key: 'flags',
            title: t('weekSchedules.fields.problems'),
            dataIndex: 'pastEndDate',
            render: (_: unknown, row) => (
              <Space size={2}>
                {row.pastEndDate ? (
                  <Tag color="volcano">{t('weekSchedules.pastEndDate')}</Tag>
                ) : null}
                {row.adjusted ? <Tag color="blue">{row.date}</Tag> : null}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

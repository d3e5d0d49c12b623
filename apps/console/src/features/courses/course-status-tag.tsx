import { CourseStatus, LESSON_TOOLS, type TLessonTool } from '@haoduo/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n';

const COLOURS: Record<number, string> = {
  [CourseStatus.DRAFT]: 'default',
  [CourseStatus.PUBLISHED]: 'green',
  [CourseStatus.OFFLINE]: 'orange',
};

const text = (key: string) => (i18n.t as (k: string) => string)(key);

/** 草稿 / 已发布 / 已下线 in the current language. */
export function courseStatusLabel(status: number): string {
  return text(`courses.status.${status}`);
}

/** 周一 … 周日 (weekdays 1-7) in the current language. */
export function weekdayLabel(weekday: number): string {
  return text(`weekSchedules.weekdays.${weekday}`);
}

/** 草稿 / 已发布 / 已下线 as a coloured tag. */
export function CourseStatusTag({ status }: { status: number }) {
  useTranslation();
  return <Tag color={COLOURS[status]}>{courseStatusLabel(status)}</Tag>;
}

/** The course status filter's options (call while rendering). */
export function courseStatusOptions() {
  return Object.values(CourseStatus).map((value) => ({
    value,
    label: courseStatusLabel(value),
  }));
}

/** A lesson tool's name in the current language. */
export function toolLabel(tool: TLessonTool): string {
  return i18n.t(`courses.tools.${tool}` as 'courses.tools.painting');
}

/** The AI tool options of the forms and filters (call while rendering). */
export function toolOptions() {
  return LESSON_TOOLS.map((tool) => ({ value: tool, label: toolLabel(tool) }));
}

import { courseMngEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { usePermission } from '../../shared/permissions';
import { courseStatusLabel } from './course-status-tag';
import { COURSES_KEY } from './keys';

export interface TCourseSelectProps {
  value?: number | null;
  onChange?: (courseId: number | null) => void;
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
}

/** A course, searched by title on the server (any status, drafts marked). */
export function CourseSelect({ value, onChange, id, style, ...rest }: TCourseSelectProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  // Staff who may not list courses keep the class's course as it is.
  const allowed = usePermission('course:page');
  const list = useQuery({
    ...apiClient.query(
      courseMngEndpoints.page,
      { title: title || undefined, currentPage: 1, pageSize: 50 },
      [...COURSES_KEY, 'select'],
    ),
    enabled: allowed,
  });
  return (
    <Select
      id={id}
      aria-label={rest['aria-label'] ?? t('weekSchedules.chooseCourse')}
      showSearch
      filterOption={false}
      onSearch={setTitle}
      allowClear
      style={style ?? { width: 260 }}
      placeholder={t('weekSchedules.chooseCourse')}
      disabled={!allowed}
      loading={list.isFetching}
      value={value ?? undefined}
      onChange={(next?: number) => onChange?.(next ?? null)}
      options={(list.data?.list ?? []).map((course) => ({
        value: course.id,
        label: `${course.title}（${courseStatusLabel(course.status)}）`,
      }))}
    />
  );
}

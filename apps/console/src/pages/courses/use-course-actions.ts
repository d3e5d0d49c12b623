import { CourseStatus, courseMngEndpoints as e, type TCourseMngItem } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { COURSES_KEY } from '../../features/courses';
import { useResourceMutation, type TRowAction } from '../../shared/resource';

/** 发布 / 下线 / 删除 of a course, confirmed, shown by status and permission. */
export function useCourseActions(onDeleted?: () => void) {
  const { t } = useTranslation();
  const invalidate = [COURSES_KEY];
  const publish = useResourceMutation(e.publish, {
    invalidate,
    successText: t('courses.published'),
  });
  const offline = useResourceMutation(e.offline, {
    invalidate,
    successText: t('courses.offlined'),
  });
  const remove = useResourceMutation(e.delete, { invalidate, successText: t('done.deleted') });

  const rowActions = (c: TCourseMngItem): TRowAction[] => [
    {
      key: 'publish',
      label: t('courses.publish'),
      permission: 'course:publish',
      visible: c.status !== CourseStatus.PUBLISHED,
      confirm: {
        title: t('courses.publishTitle', { name: c.title }),
        content: t('courses.publishContent'),
        danger: false,
      },
      onClick: () => publish.mutateAsync({ id: c.id }),
    },
    {
      key: 'offline',
      label: t('courses.offline'),
      permission: 'course:offline',
      visible: c.status === CourseStatus.PUBLISHED,
      danger: true,
      confirm: {
        title: t('courses.offlineTitle', { name: c.title }),
        content: t('courses.offlineContent'),
      },
      onClick: () => offline.mutateAsync({ id: c.id }),
    },
    {
      key: 'delete',
      label: t('actions.delete'),
      permission: 'course:delete',
      visible: c.status === CourseStatus.DRAFT,
      danger: true,
      confirm: {
        title: t('courses.deleteTitle', { name: c.title }),
        content: t('courses.deleteContent'),
      },
      onClick: async () => {
        await remove.mutateAsync({ id: c.id });
        onDeleted?.();
      },
    },
  ];
  return { rowActions };
}

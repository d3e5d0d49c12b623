import {
  courseMngEndpoints as e,
  type TCourseMngDetail,
  type TCourseMngItem,
} from '@haoduo/contract';
import { Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  COURSES_KEY,
  CourseStatusTag,
  courseStatusOptions,
  toolLabel,
  toolOptions,
} from '../../features/courses';
import { formatTime, labelOptions } from '../../shared/labels';
import { usePermission } from '../../shared/permissions';
import { ResourcePage, type TRowAction } from '../../shared/resource';
import { CourseEditor } from './course-editor';
import { CourseFormDrawer } from './course-form-drawer';
import { useCourseActions } from './use-course-actions';

/** 课程管理: the course list; `?course=<id>` opens a course's editor with its lessons. */
export function CoursesPage() {
  const [params, setParams] = useSearchParams();
  const courseId = Number(params.get('course'));
  const openCourse = (id: number | null) => setParams(id ? { course: String(id) } : {});
  if (courseId > 0) return <CourseEditor courseId={courseId} onBack={() => openCourse(null)} />;
  return <CourseList onOpen={openCourse} />;
}

function CourseList({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const actions = useCourseActions();
  const mayOpen = usePermission('course:detail');
  return (
    <ResourcePage
      tableId="courses"
      title={t('courses.list')}
      endpoint={e.page}
      queryKey={COURSES_KEY}
      rowKey="id"
      actionsWidth={240}
      filters={[
        { name: 'title', label: t('courses.fields.title'), type: 'text', width: 160 },
        {
          name: 'status',
          label: t('fields.status'),
          type: 'select',
          options: courseStatusOptions(),
          width: 110,
        },
        {
          name: 'grade',
          label: t('courses.fields.grade'),
          type: 'select',
          options: labelOptions('grade'),
          width: 110,
        },
        {
          name: 'tool',
          label: t('courses.fields.tool'),
          type: 'select',
          options: toolOptions(),
          width: 130,
        },
      ]}
      columns={[
        {
          key: 'title',
          title: t('courses.fields.title'),
          dataIndex: 'title',
          render: (_: unknown, c: TCourseMngItem) => (
            <Space>
              {c.coverUrl ? (
                <Image
                  src={c.coverUrl}
                  width={56}
                  height={32}
                  style={{ objectFit: 'cover', borderRadius: 3 }}
                  alt=""
                  preview={false}
                />
              ) : null}
              {mayOpen ? (
                <Typography.Link onClick={() => onOpen(c.id)}>{c.title}</Typography.Link>
              ) : (
                c.title
              )}
            </Space>
          ),
        },
        { key: 'grades', title: t('courses.fields.grades'), dataIndex: 'gradeLabel' },
        {
          key: 'hours',
          title: t('courses.fields.hours'),
          dataIndex: 'hours',
          align: 'right',
          width: 80,
        },
        {
          key: 'lessonCount',
          title: t('courses.fields.lessonCount'),
          dataIndex: 'lessonCount',
          align: 'right',
          width: 80,
        },
        {
          key: 'tools',
          title: t('courses.fields.tools'),
          dataIndex: 'tools',
          render: (tools: TCourseMngItem['tools']) => (
            <Space size={[2, 2]} wrap>
              {tools.map((tool) => (
                <Tag key={tool}>{toolLabel(tool)}</Tag>
              ))}
            </Space>
          ),
        },
        {
          key: 'status',
          title: t('fields.status'),
          dataIndex: 'status',
          width: 90,
          render: (status: number) => <CourseStatusTag status={status} />,
        },
        {
          key: 'classCount',
          title: t('courses.fields.classCount'),
          dataIndex: 'classCount',
          align: 'right',
          width: 90,
        },
        {
          key: 'sortOrder',
          title: t('courses.fields.sortOrder'),
          dataIndex: 'sortOrder',
          sorter: true,
          align: 'right',
          width: 80,
        },
        {
          key: 'updatedAt',
          title: t('courses.fields.updatedAt'),
          dataIndex: 'updatedAt',
          sorter: true,
          render: (value: string) => formatTime(value),
        },
      ]}
      rowActions={(c, page): TRowAction[] => [
        {
          key: 'lessons',
          label: t('courses.lessonsOf'),
          permission: 'course:detail',
          onClick: () => onOpen(c.id),
        },
        {
          key: 'edit',
          label: t('actions.edit'),
          permission: ['course:modify'],
          onClick: () => page.edit(c),
        },
        ...actions.rowActions(c),
      ]}
      create={{ label: t('courses.add'), permission: 'course:add' }}
      exportCall={{ endpoint: e.export, permission: 'course:export' }}
      drawer={({ open, row, onClose }) => (
        <CourseFormDrawer
          open={open}
          course={row}
          onClose={onClose}
          onCreated={(created: TCourseMngDetail) => onOpen(created.id)}
        />
      )}
    />
  );
}

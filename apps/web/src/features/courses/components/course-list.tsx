import { GRADE_LABELS, LESSON_TOOLS } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty';
import { useCourses, type TCourseFilter } from '../api/get-courses';
import { useMyClassCourses } from '../api/my-class-course';
import { FILTER_GRADES, pinMine } from '../model/course-filter';
import { ChipFilter } from './chip-filter';
import { CourseCard } from './course-card';
import styles from './course-list.module.css';

interface TCourseListProps {
  filter: TCourseFilter;
  onChange: (filter: TCourseFilter) => void;
}

/**
 * /aiCourse's list: grade and tool chips, then the published courses as cards, the signed-in
 * pupil's or teacher's class's course first.
 */
export function CourseList({ filter, onChange }: TCourseListProps) {
  const { t } = useTranslation();
  const courses = useCourses(filter);
  const mine = useMyClassCourses();
  const list = courses.data?.list ?? [];
  const shown = pinMine(
    list,
    (mine.data ?? []).map((m) => ({ courseId: m.course.id, className: m.courseClassName })),
  );
  const filtered = filter.grade !== undefined || filter.tool !== undefined;

  return (
    <div className={styles.wrap}>
      <div className={styles.filters}>
        <ChipFilter
          label={t('course.list.grade')}
          allLabel={t('course.list.allGrades')}
          value={filter.grade}
          options={FILTER_GRADES.map((grade) => ({
            value: grade,
            label: GRADE_LABELS[grade] ?? '',
          }))}
          onChange={(grade) => onChange({ ...filter, grade })}
        />
        <ChipFilter
          label={t('course.list.tool')}
          allLabel={t('course.list.allTools')}
          value={filter.tool}
          options={LESSON_TOOLS.map((tool) => ({ value: tool, label: t(`course.tools.${tool}`) }))}
          onChange={(tool) => onChange({ ...filter, tool })}
        />
      </div>
      {courses.isPending ? (
        <div className={styles.placeholder} aria-busy="true" />
      ) : courses.isError ? (
        <Empty className={styles.empty} description={t('course.list.failed')} />
      ) : shown.length === 0 ? (
        <Empty
          className={styles.empty}
          description={filtered ? t('course.list.empty') : t('course.list.none')}
        />
      ) : (
        <div className={styles.grid} aria-busy={courses.isPlaceholderData || undefined}>
          {shown.map(({ course, className }, index) => (
            <CourseCard
              key={course.id}
              course={course}
              className={className}
              priority={index < 3}
            />
          ))}
        </div>
      )}
    </div>
  );
}

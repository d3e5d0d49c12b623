import { BulbOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from './course-cover.module.css';

/** Soft backgrounds for courses without a cover picture, chosen by the course's id. */
const BACKGROUNDS = [
  'linear-gradient(135deg, #dff1ff 0%, #fff3e0 100%)',
  'linear-gradient(135deg, #ffe8f1 0%, #fff9e0 100%)',
  'linear-gradient(135deg, #e6fff4 0%, #e3f0ff 100%)',
  'linear-gradient(135deg, #f3e8ff 0%, #ffeede 100%)',
];

interface TCourseCoverProps {
  course: { id: number; coverUrl: string };
  priority?: boolean;
  className?: string;
  children?: ReactNode;
}

/** A course's cover picture (16:9), or a bright placeholder with a light bulb. */
export function CourseCover({ course, priority = false, className, children }: TCourseCoverProps) {
  return (
    <div
      className={className ? `${styles.cover} ${className}` : styles.cover}
      style={{ background: BACKGROUNDS[course.id % BACKGROUNDS.length] }}
    >
      {course.coverUrl ? (
        <img
          src={course.coverUrl}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      ) : (
        <BulbOutlined aria-hidden className={styles.placeholder} />
      )}
      {children}
    </div>
  );
}

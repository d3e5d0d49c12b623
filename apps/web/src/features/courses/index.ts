export { CourseList } from './components/course-list';
export { CourseDetail } from './components/course-detail';
export { LessonView } from './components/lesson-view';
export { courseFilterOf, courseSearchOf } from './model/course-filter';
export { idParam } from './model/course-links';

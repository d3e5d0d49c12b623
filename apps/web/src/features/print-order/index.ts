/** Printed picture books on the learner site (绘本印刷). */
export { PupilPrint } from './components/pupil-print';
export { TeacherPrint } from './components/teacher-print';

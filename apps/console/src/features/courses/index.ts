/** What the course, lesson and week schedule pages share. */
export { COURSES_KEY, WEEK_SCHEDULES_KEY } from './keys';
export {
  CourseStatusTag,
  courseStatusLabel,
  courseStatusOptions,
  toolLabel,
  toolOptions,
  weekdayLabel,
} from './course-status-tag';
export { CoverUpload, MaterialsUpload, uploadSiteFile, type TMaterial } from './media-upload';
export { RichTextEditor } from './rich-text-field';
export { defaultSettings, pupilLinkOf, ToolLinksEditor } from './tool-links-editor';
export { WeekGrid, WEEKDAYS, type TGridSlot } from './week-grid';
export { CourseSelect } from './course-select';

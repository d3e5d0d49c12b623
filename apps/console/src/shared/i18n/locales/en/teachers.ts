import type { teachers as zh } from '../zh-cn/teachers';
import type { TTranslation } from '../types';

export const teachers: TTranslation<typeof zh> = {
  list: 'Teachers',
  add: 'New teacher',
  edit: 'Edit teacher',
  school: 'School',
  role: 'Role',
  classCount: 'Classes taught',
  keywordPlaceholder: 'Name or mobile',
  pickSchool: 'Please select a school',
  namePlaceholder: "Enter the teacher's name",
  maskedMobile: 'Now: {{mobile}}; leave empty to keep it',
  mobileHint: 'The teacher signs in with this mobile number',
  mobilePlaceholder: '11-digit mobile number',
  disableTitle: 'Disable the teacher "{{name}}"?',
  disableContent: 'The teacher will no longer be able to enter the school.',
  deleteTitle: 'Delete the teacher "{{name}}"?',
  deleteTeaching:
    'The teacher teaches {{count}} classes: give those classes another teacher first.',
  deleteContent: 'The teacher will no longer belong to the school.',
};

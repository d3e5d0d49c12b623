import type { semesters as zh } from '../zh-cn/semesters';
import type { TTranslation } from '../types';

export const semesters: TTranslation<typeof zh> = {
  list: 'Semesters',
  add: 'New semester',
  edit: 'Edit semester',
  name: 'Semester name',
  namePlaceholder: 'e.g. Spring 2027',
  startDate: 'Start date',
  endDate: 'End date',
  classCount: 'Classes',
  current: 'Current semester',
  setCurrent: 'Make current',
  setCurrentDone: 'Now the current semester',
  setCurrentTitle: 'Make "{{name}}" the current semester?',
  setCurrentContent: 'Teachers and pupils see the classes of the current semester first.',
};

import type { tags as zh } from '../zh-cn/tags';
import type { TTranslation } from '../types';

export const tags: TTranslation<typeof zh> = {
  added: 'Tag added',
  deleted: 'Tag deleted',
  saved: 'Tags saved',
  checkName: 'Please check the tag name',
  intro: 'The gallery filters works by tag; this order is the order of the tags in the gallery.',
  search: 'Search tag names',
  addRow: 'Add a row',
  editOrder: 'Edit order and names',
  add: 'New tag',
  order: 'No.',
  name: 'Tag name',
  nameOf: 'Name of tag {{n}}',
  up: 'Move up',
  down: 'Move down',
  deleteTitle: 'Delete the tag "{{name}}"?',
  deleteContent: 'The tag is also removed from every work that has it.',
  saveHint: 'On saving: renamed tags are kept, new tags are created, removed tags are deleted.',
};

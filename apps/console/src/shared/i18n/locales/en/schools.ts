import type { schools as zh } from '../zh-cn/schools';
import type { TTranslation } from '../types';

export const schools: TTranslation<typeof zh> = {
  list: 'Schools',
  add: 'New school',
  edit: 'Edit school',
  name: 'School name',
  namePlaceholder: 'Enter the school name',
  region: 'Region',
  address: 'Address',
  addressPlaceholder: 'Street and number',
  contactName: 'Contact',
  contactMobile: 'Contact phone',
  mobilePlaceholder: '11-digit mobile number',
  maskedMobile: 'Now: {{mobile}}; leave empty to keep it',
  aiTools: 'AI tools opened',
  allTools: 'All opened',
  noTools: 'None opened',
  toolCount: '{{count}} tools',
  disableTitle: 'Disable the school "{{name}}"?',
  disableContent: 'Its teachers and pupils will no longer be able to enter the school.',
  enableTitle: 'Enable the school "{{name}}"?',
};

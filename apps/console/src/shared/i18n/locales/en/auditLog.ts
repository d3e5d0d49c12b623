import type { auditLog as zh } from '../zh-cn/auditLog';
import type { TTranslation } from '../types';

export const auditLog: TTranslation<typeof zh> = {
  intro:
    'Every change made in the back office: who, when, which call, on what, and the values before and after.',
  list: 'Audit log',
  actor: 'By',
  actorPlaceholder: 'Name, login name or mobile',
  action: 'Action',
  actionPlaceholder: 'Permission code or call, e.g. works:audit',
  actionLabel: '{{code}}',
  targetType: 'Object type',
  targetTypePlaceholder: 'e.g. works',
  targetId: 'Object ID',
  changedFields: 'Changed fields',
  detailTitle: 'Change details',
  endpoint: 'Call',
  other: 'Other',
  changes: 'Before and after',
  field: 'Field',
  before: 'Before',
  after: 'After',
};

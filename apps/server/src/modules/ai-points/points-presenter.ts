import {
  AI_POINT_OWNER_LABELS,
  AI_POINT_TYPE_LABELS,
  type TAiPointAccount,
  type TAiPointOwnerType,
  type TAiPointRecord,
  type TAiPointType,
} from '@haoduo/contract';
import type { TAccountRow, TRecordRow } from './points-queries';

/** Rows to the API shapes, field by field. */

export function presentRecord(row: TRecordRow): TAiPointRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    ownerType: row.ownerType,
    ownerName: row.ownerName,
    accountType: row.accountType,
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    classId: row.classId,
    className: row.className,
    pointType: row.pointType,
    pointTypeLabel: AI_POINT_TYPE_LABELS[row.pointType as TAiPointType] ?? '',
    aiPointConfigRuleType: row.ruleType,
    points: row.points,
    balance: row.balance,
    reason: row.reason,
    jobId: row.generationId,
    operatorName: row.operatorName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAccount(row: TAccountRow): TAiPointAccount {
  return {
    id: row.id,
    ownerType: row.ownerType,
    ownerTypeLabel: AI_POINT_OWNER_LABELS[row.ownerType as TAiPointOwnerType] ?? '',
    schoolId: row.schoolId,
    schoolName: row.schoolName,
    classId: row.classId,
    className: row.className,
    accountUserId: row.accountUserId,
    accountType: row.accountType,
    name: row.name,
    points: row.points,
    dailyLimit: row.dailyLimit,
    updatedAt: row.updatedAt.toISOString(),
  };
}

import {
  AGENT_USABLE_CLASS_STATUSES,
  CLASS_STATUS_LABELS,
  ClassMessages,
  ClassStatus,
  FANBOOK_SUB_TYPES,
  formatMessage,
  ServiceType,
  ToolType,
  type TClassStatus,
} from '@haoduo/contract';
import { badRequest } from '../../platform/http/errors';

/** The rules of a class's life (status, end date, places), as plain functions. */

export interface TClassFacts {
  courseClassName: string;
  courseClassStatus: number;
  effectiveEndDate: string | null;
}

export function isExpired(cls: { effectiveEndDate: string | null }, today: string): boolean {
  return cls.effectiveEndDate !== null && cls.effectiveEndDate < today;
}

export function statusLabel(status: number): string {
  return CLASS_STATUS_LABELS[status as TClassStatus] ?? '';
}

/** Why the class's tools cannot be used now (agent: only INIT, OPENING, IMPLEMENT), or null. */
export function usableProblem(cls: TClassFacts, today: string): string | null {
  if (!AGENT_USABLE_CLASS_STATUSES.includes(cls.courseClassStatus as TClassStatus)) {
    return formatMessage(ClassMessages.CLASS_NOT_USABLE, {
      className: cls.courseClassName,
      statusLabel: statusLabel(cls.courseClassStatus),
    });
  }
  if (isExpired(cls, today)) {
    return formatMessage(ClassMessages.CLASS_EXPIRED_NOT_USABLE, {
      className: cls.courseClassName,
    });
  }
  return null;
}

/** Why nobody can join the class now, or null. */
export function joinProblem(cls: TClassFacts, today: string): string | null {
  if (cls.courseClassStatus === ClassStatus.CLOSED) return ClassMessages.CLASS_CLOSED_CANNOT_JOIN;
  if (cls.courseClassStatus === ClassStatus.FINISHED) {
    return ClassMessages.CLASS_FINISHED_CANNOT_JOIN;
  }
  if (isExpired(cls, today)) return ClassMessages.CLASS_EXPIRED_CANNOT_JOIN;
  return null;
}

/** A closed or finished class keeps its roster as it was. */
export function assertRosterChangeable(cls: TClassFacts): void {
  if (
    cls.courseClassStatus === ClassStatus.CLOSED ||
    cls.courseClassStatus === ClassStatus.FINISHED
  ) {
    throw badRequest(
      formatMessage(ClassMessages.CLASS_NOT_ACTIVE_FOR_CHANGE, {
        className: cls.courseClassName,
        statusLabel: statusLabel(cls.courseClassStatus),
      }),
    );
  }
}

/** Places left, or null when the class has no limit. */
export function remainingPlaces(limit: number | null, members: number): number | null {
  return limit === null || limit <= 0 ? null : Math.max(0, limit - members);
}

const FANBOOK: readonly number[] = FANBOOK_SUB_TYPES;

/** The service types (aiToolTypes) that a set of tool types implies, plus the main one. */
export function serviceTypesOf(subTypes: readonly number[], serviceType: number): number[] {
  const types = new Set<number>([serviceType]);
  if (subTypes.some((t) => FANBOOK.includes(t))) types.add(ServiceType.FANBOOK);
  if (subTypes.includes(ToolType.AGENT)) types.add(ServiceType.AGENT);
  if (subTypes.includes(ToolType.AI_ENLIGHTENMENT)) types.add(ServiceType.AI_WORKSHOP);
  if (subTypes.includes(ToolType.AI_HARDWARE)) types.add(ServiceType.AI_HARDWARE);
  return [...types].sort((a, b) => a - b);
}

/** The class's tool types that its school has opened. */
export function openSubTypes(subTypes: readonly number[], schoolOpen: ReadonlySet<number>) {
  return subTypes.filter((t) => schoolOpen.has(t));
}

export function isFanbookSubType(toolType: number): boolean {
  return FANBOOK.includes(toolType);
}

import type {
  TAccountType,
  TSafetyAlertKind,
  TSafetyAlertSeverity,
  TSafetyDirection,
  TSafetyTool,
} from '@haoduo/contract';
import type { TSafetyContextRow } from '../../db/schema';

/** What the safety gate is asked and answers with. */

/** Who the text is of (or for): the caller of the request. */
export interface TSafetySubject {
  userId: number;
  accountId: number;
  accountType: TAccountType;
  schoolId: number;
  /** The class of the request; null: every class of the pupil in the school. */
  classId: number | null;
}

export interface TSafetyCheck {
  tool: TSafetyTool;
  direction: TSafetyDirection;
  /** The messages before it (chat), kept with an alert. */
  context?: TSafetyContextRow[];
  signal?: AbortSignal;
  /** Record a refusal (default true); a stream checks its answer piece by piece and records once. */
  record?: boolean;
}

export interface TSafetyAlertInfo {
  kind: TSafetyAlertKind;
  severity: TSafetyAlertSeverity;
}

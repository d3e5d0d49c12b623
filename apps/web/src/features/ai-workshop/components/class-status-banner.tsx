import { AccountType, type TAiLockableTool } from '@haoduo/contract';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { useClassStatus } from '../api/get-class-status';
import { useCurrentClassId } from '../model/use-class-id';
import { Alert } from '../../../shared/ui/alert';

/**
 * Whether the teacher lets the class create now (pause, tool locks, lesson), read every
 * few seconds; null when nothing stops the pupil. Without a chosen current class, the class
 * a job of this tool would use (the server picks it as `add` does).
 */
export function useBlockedReason(tool: TAiLockableTool): string | null {
  const viewer = useAppStore(viewerKey);
  const classId = useCurrentClassId();
  const pupil = useAppStore((state) => state.accountType === AccountType.STUDENT);
  // A teacher in a class they teach is read too (their pupils' view); without a class, only
  // pupils: their jobs go to the class the server picks, whose controls hold them.
  const status = useClassStatus(viewer, classId ?? null, tool, classId !== undefined || pupil).data;
  if (!status) return null;
  if (!status.canGenerate || status.lockedTools.includes(tool)) return status.message;
  return null;
}

export function BlockedBanner({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return <Alert type="warning" showIcon role="alert" message={reason} data-testid="ai-blocked" />;
}

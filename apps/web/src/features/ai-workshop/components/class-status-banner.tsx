import type { TAiLockableTool } from '@haoduo/contract';
import { Alert } from 'antd';
import { useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { useClassStatus } from '../api/get-class-status';
import { useCurrentClassId } from '../model/use-class-id';

/**
 * Whether the teacher lets the class create now (pause, tool locks, lesson), read every
 * few seconds; null when nothing stops the pupil.
 */
export function useBlockedReason(tool: TAiLockableTool): string | null {
  const viewer = useAppStore(viewerKey);
  const classId = useCurrentClassId();
  const status = useClassStatus(viewer, classId ?? null).data;
  if (!status) return null;
  if (!status.canGenerate || status.lockedTools.includes(tool)) return status.message;
  return null;
}

export function BlockedBanner({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return <Alert type="warning" showIcon role="alert" message={reason} data-testid="ai-blocked" />;
}

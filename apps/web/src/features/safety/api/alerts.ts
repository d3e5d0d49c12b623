import { safetyAlertEndpoints, type TSafetyAlert, type TSafetyAlertKind } from '@haoduo/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { ALERTS_KEY } from './keys';

/**
 * GET ai-safety-alert/custom/open-list: alerts not yet closed in the teacher's classes (or
 * one class), newest first, and how many nobody has acknowledged. The live stream refreshes
 * it; no polling.
 */
export function openAlertsQuery(viewer: string, classId?: number) {
  return queryOptions({
    ...api.query(safetyAlertEndpoints.openList, classId === undefined ? {} : { classId }, [
      ...ALERTS_KEY,
      viewer,
    ]),
    staleTime: Infinity,
  });
}

export function useOpenAlerts(viewer: string, classId?: number, enabled = true) {
  return useQuery({ ...openAlertsQuery(viewer, classId), enabled });
}

export interface TClosedAlertFilters {
  classId?: number;
  studentId?: number;
  kind?: TSafetyAlertKind;
  currentPage: number;
  pageSize: number;
}

/** GET ai-safety-alert/custom/page (closed): the handled alerts, the last closed first. */
export function useClosedAlerts(viewer: string, filters: TClosedAlertFilters) {
  const input = Object.fromEntries(
    Object.entries({ ...filters, status: 'closed' }).filter(([, value]) => value !== undefined),
  ) as unknown as TClosedAlertFilters & { status: 'closed' };
  return useQuery({
    ...api.query(safetyAlertEndpoints.page, input, [...ALERTS_KEY, 'closed', viewer]),
    placeholderData: keepPreviousData,
  });
}

/** After a change: every list of alerts reads again (the header's and the class page's). */
function useAlertChange<TInput>(call: (input: TInput) => Promise<TSafetyAlert>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ALERTS_KEY }),
  });
}

/** POST ai-safety-alert/custom/acknowledge: a teacher of the class has seen it. */
export function useAcknowledgeAlert() {
  return useAlertChange((id: number) => api.call(safetyAlertEndpoints.acknowledge, { id }));
}

/** POST ai-safety-alert/custom/close: closed with a note of what was done. */
export function useCloseAlert() {
  return useAlertChange((input: { id: number; note: string }) =>
    api.call(safetyAlertEndpoints.close, input),
  );
}

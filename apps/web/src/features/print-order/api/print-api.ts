import { printOrderEndpoints, type TPrintableWork, type TPrintOrder } from '@haoduo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** The query keys of printing: every write refreshes them together. */
export const PRINT_KEY = 'print-order';

export function usePrintableWorks(viewer: string) {
  return useQuery(
    api.query(printOrderEndpoints.printableWorks, undefined, [PRINT_KEY, viewer, 'works']),
  );
}

export function useMyOrders(viewer: string, enabled = true) {
  return useQuery({
    ...api.query(printOrderEndpoints.myOrders, { currentPage: 1, pageSize: 50 }, [
      PRINT_KEY,
      viewer,
      'mine',
    ]),
    enabled,
  });
}

export function useQuota(viewer: string, worksId: number | undefined) {
  return useQuery({
    ...api.query(printOrderEndpoints.checkFreeQuota, { worksId }, [PRINT_KEY, viewer, 'quota']),
    enabled: worksId !== undefined,
  });
}

export function useClassOrders(viewer: string, classId: number | undefined) {
  return useQuery({
    ...api.query(
      printOrderEndpoints.classOrders,
      { classId: classId ?? 0, currentPage: 1, pageSize: 50 },
      [PRINT_KEY, viewer, 'class'],
    ),
    enabled: classId !== undefined,
  });
}

/** A write of printing; its answer refreshes the lists. */
function usePrintMutation<TInput, TOutput>(call: (input: TInput) => Promise<TOutput>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: [PRINT_KEY] }),
  });
}

export const usePrintActions = () => ({
  submit: usePrintMutation(
    (input: { worksId: number; bookSize: 'a5-landscape' | 'square-20'; authorName?: string }) =>
      api.call(printOrderEndpoints.submit, input),
  ),
  prepaySubmit: usePrintMutation((input: Parameters<typeof prepaySubmit>[0]) =>
    prepaySubmit(input),
  ),
  pay: usePrintMutation((orderId: number) => api.call(printOrderEndpoints.pay, { orderId })),
  sync: usePrintMutation((orderId: number) =>
    api.call(printOrderEndpoints.syncPayment, { orderId }),
  ),
  cancel: usePrintMutation((orderId: number) => api.call(printOrderEndpoints.cancel, { orderId })),
  resubmit: usePrintMutation((orderId: number) =>
    api.call(printOrderEndpoints.resubmit, { orderId }),
  ),
  receive: usePrintMutation((orderId: number) =>
    api.call(printOrderEndpoints.receive, { orderId }),
  ),
});

function prepaySubmit(input: {
  worksOrderId: number;
  printNum: number;
  logisticsReceiver: string;
  logisticsReceiverMobile: string;
  logisticsAddress: string;
  province: number;
  city: number;
  district: number;
}) {
  return api.call(printOrderEndpoints.prepaySubmit, input);
}

export function useAnthology() {
  return usePrintMutation((input: Parameters<typeof anthology>[0]) => anthology(input));
}
function anthology(input: {
  classId: number;
  printNum: number;
  bookSize: 'a5-landscape' | 'square-20';
  title?: string;
  logisticsReceiver: string;
  logisticsReceiverMobile: string;
  logisticsAddress: string;
  province: number;
  city: number;
  district: number;
}) {
  return api.call(printOrderEndpoints.classAnthology, input);
}

/** Opens a work's proof PDF in a new tab. */
export async function openProof(worksId: number, authorName?: string) {
  const tab = window.open('', '_blank');
  const response = await api.download(printOrderEndpoints.proof, { worksId, authorName });
  const url = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}

export type { TPrintableWork, TPrintOrder };

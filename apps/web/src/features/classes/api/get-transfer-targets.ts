import type { TTransferTarget } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** GET course-class/custom/get-class-for-transfer-join-student: where pupils can move to. */
export function getTransferTargets(classId: number): Promise<TTransferTarget[]> {
  return api.get<TTransferTarget[]>(
    '/api/v1/works-service/course-class/custom/get-class-for-transfer-join-student',
    { classId },
  );
}

export function transferTargetsQuery(viewer: string, classId: number) {
  return queryOptions({
    queryKey: [CLASSES_KEY, 'transfer-targets', viewer, classId],
    queryFn: () => getTransferTargets(classId),
  });
}

export function useTransferTargets(viewer: string, classId: number, enabled: boolean) {
  return useQuery({ ...transferTargetsQuery(viewer, classId), enabled });
}

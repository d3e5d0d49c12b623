import { classEndpoints } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** course-class/custom/get-class-for-transfer-join-student: where pupils can move to. */
export function getTransferTargets(classId: number) {
  return api.call(classEndpoints.transferTargets, { classId });
}

export function transferTargetsQuery(viewer: string, classId: number) {
  return queryOptions(
    api.query(classEndpoints.transferTargets, { classId }, [
      CLASSES_KEY,
      'transfer-targets',
      viewer,
    ]),
  );
}

export function useTransferTargets(viewer: string, classId: number, enabled: boolean) {
  return useQuery({ ...transferTargetsQuery(viewer, classId), enabled });
}

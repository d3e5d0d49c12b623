import {
  safetyPupilControlEndpoints,
  type TSafetyPupilControl,
  type TSafetyPupilControlSetBody,
} from '@haoduo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { SAFETY_KEY } from './keys';

function pupilControlsQuery(viewer: string, classId: number) {
  return api.query(safetyPupilControlEndpoints.list, { classId }, [
    SAFETY_KEY,
    'pupil-controls',
    viewer,
  ]);
}

/** GET ai-safety-pupil-control/custom/list: each pupil's own pause and tool locks. */
export function usePupilControls(viewer: string, classId: number, enabled = true) {
  return useQuery({ ...pupilControlsQuery(viewer, classId), enabled });
}

/** POST ai-safety-pupil-control/custom/set: pause, resume or lock tools for one pupil. */
export function useSetPupilControl(viewer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSafetyPupilControlSetBody) =>
      api.call(safetyPupilControlEndpoints.set, body),
    onSuccess: (control, body) =>
      client.setQueryData(
        pupilControlsQuery(viewer, body.classId).queryKey,
        (list: TSafetyPupilControl[] | undefined) =>
          list?.map((row) => (row.studentId === control.studentId ? control : row)),
      ),
  });
}

import { studentEndpoints, type TOutputOf } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { deviceId } from '../model/device-id';

export interface TRegJoinClassInput {
  classCode: string;
  name: string;
}

/**
 * A new pupil account in the class of the code. The answer is the login name, which is
 * also the initial password.
 */
export function regJoinClass({
  classCode,
  name,
}: TRegJoinClassInput): Promise<TOutputOf<typeof studentEndpoints.regJoinClass>> {
  return api.call(studentEndpoints.regJoinClass, {
    classCode: classCode.trim().toUpperCase(),
    name: name.trim(),
    mac: deviceId(),
  });
}

export function useRegJoinClass() {
  return useMutation({ mutationKey: ['auth', 'reg-join-class'], mutationFn: regJoinClass });
}

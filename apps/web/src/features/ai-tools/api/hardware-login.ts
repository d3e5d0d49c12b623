import { launchEndpoints } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** POST works/custom/hardware-login: the hardware platform's address, opened in a new window. */
export function hardwareLogin(worksClassId: number) {
  return api.call(launchEndpoints.hardware, { worksClassId });
}

export function useHardwareLogin() {
  return useMutation({ mutationKey: ['ai-tools', 'hardware-login'], mutationFn: hardwareLogin });
}

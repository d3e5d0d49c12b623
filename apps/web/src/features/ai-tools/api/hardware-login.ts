import type { THardwareLaunch } from '@haoduo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** POST works/custom/hardware-login: the hardware platform's address, opened in a new window. */
export function hardwareLogin(worksClassId: number): Promise<THardwareLaunch> {
  return api.post<THardwareLaunch>('/api/v1/works-service/works/custom/hardware-login', {
    worksClassId,
  });
}

export function useHardwareLogin() {
  return useMutation({ mutationKey: ['ai-tools', 'hardware-login'], mutationFn: hardwareLogin });
}

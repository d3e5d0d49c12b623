import type { TLaunchVerifyResult } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';
import { WORKS_SERVICE } from './keys';

/** POST works/custom/launch-ticket/verify: redeem the ticket a tile opened the studio with. */
export function verifyLaunch(code: string): Promise<TLaunchVerifyResult> {
  return api.post<TLaunchVerifyResult>(
    `${WORKS_SERVICE}/works/custom/launch-ticket/verify`,
    { code },
    { silent: true },
  );
}

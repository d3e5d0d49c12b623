import { launchEndpoints, type TLaunchVerifyResult } from '@haoduo/contract';
import { api } from '../../../shared/api/api-client';

/** POST works/custom/launch-ticket/verify: redeem the ticket a tile opened the studio with. */
export function verifyLaunch(code: string): Promise<TLaunchVerifyResult> {
  return api.call(launchEndpoints.verify, { code }, { silent: true });
}

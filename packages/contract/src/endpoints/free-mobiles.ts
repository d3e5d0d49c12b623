import { z } from 'zod';
import {
  ZFreeMobileEditBody,
  ZFreeMobileFields,
  ZFreeMobileIdBody,
  ZFreeMobilePage,
  ZFreeMobilePageQuery,
} from '../auth/users.schema';
import { defineEndpoint } from './endpoint';

/** Free mobiles (back office): numbers that may receive codes without the daily limit. */
export const freeMobileEndpoints = {
  freeMobileCreate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/user-service/free-mobile/create',
    tag: 'users',
    access: 'staff',
    permission: 'free-mobile:create',
    summary: 'Add a free mobile (no daily code limit): mobile, owner, reason, type',
    body: ZFreeMobileFields,
    response: z.object({ id: z.number() }),
    errors: [409],
  }),
  freeMobileEdit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/user-service/free-mobile/edit',
    tag: 'users',
    access: 'staff',
    permission: 'free-mobile:edit',
    summary: 'Change a free mobile',
    body: ZFreeMobileEditBody,
    errors: [404, 409],
  }),
  freeMobileEnable: defineEndpoint({
    method: 'POST',
    path: '/api/v1/user-service/free-mobile/enable',
    tag: 'users',
    access: 'staff',
    permission: 'free-mobile:enable',
    summary: 'Enable a free mobile',
    body: ZFreeMobileIdBody,
    errors: [404],
  }),
  freeMobileDisable: defineEndpoint({
    method: 'POST',
    path: '/api/v1/user-service/free-mobile/disable',
    tag: 'users',
    access: 'staff',
    permission: 'free-mobile:disable',
    summary: 'Disable a free mobile (the daily limit applies again)',
    body: ZFreeMobileIdBody,
    errors: [404],
  }),
  freeMobilePage: defineEndpoint({
    method: 'GET',
    path: '/api/v1/user-service/free-mobile/page',
    tag: 'users',
    access: 'staff',
    permission: 'free-mobile:page',
    summary: 'Free mobiles (paged; keyword matches mobile or owner; status)',
    query: ZFreeMobilePageQuery,
    response: ZFreeMobilePage,
  }),
};

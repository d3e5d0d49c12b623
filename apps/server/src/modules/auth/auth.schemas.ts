import { ZEncodedPassword, ZLoginName } from '@haoduo/contract';
import { z } from 'zod';

export const ZStaffLoginBody = z.object({ username: ZLoginName, password: ZEncodedPassword });

export const ZAccountListItem = z.object({
  accountUserId: z.number(),
  accountName: z.string(),
  schoolId: z.number(),
  schoolName: z.string(),
  accountType: z.number(),
});

export const ZStaffProfile = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  staffType: z.number(),
});

export const ZLoginResult = z.object({
  token: z.string(),
  refreshToken: z.string(),
  accountType: z.number().nullable(),
  accountList: z.array(ZAccountListItem),
  loginTenantId: z.number().nullable(),
  tourist: z.boolean(),
  staff: ZStaffProfile.optional(),
});

export const ZRefreshBody = z.object({ refreshToken: z.string().min(1).max(200) });
export const ZTokenPair = z.object({ token: z.string(), refreshToken: z.string() });

export const ZAlive = z.object({
  alive: z.literal(true),
  user: z.object({
    id: z.number(),
    name: z.string(),
    audience: z.enum(['learner', 'staff']),
    accountType: z.number().nullable(),
    schoolId: z.number().nullable(),
    staffType: z.number().nullable(),
  }),
});

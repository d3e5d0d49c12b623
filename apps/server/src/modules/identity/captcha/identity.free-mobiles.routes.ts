import { freeMobileEndpoints } from '@haoduo/contract';
import type { FastifyRequest } from 'fastify';
import { present } from '../../../platform/auth/field-masks';
import { requireAuth } from '../../../platform/auth/auth-context';
import { staffAccessOrNull } from '../../../platform/auth/staff-access';
import type { TDeps } from '../../../platform/deps';
import { route } from '../../../platform/http/route';
import type { TApp } from '../../../platform/http/types';
import {
  createFreeMobile,
  editFreeMobile,
  FreeMobileStatus,
  pageFreeMobiles,
  setFreeMobileStatus,
} from './free-mobiles.service';

/** The back office's free mobiles (numbers without the daily code limit). */
export async function freeMobileRoutes(app: TApp, { db }: TDeps): Promise<void> {
  const actor = (request: FastifyRequest) => ({
    userId: requireAuth(request.auth).userId,
    ip: request.ip,
  });

  route(app, freeMobileEndpoints.freeMobileCreate, {
    handler: async (request) => createFreeMobile(db, actor(request), request.body),
  });
  route(app, freeMobileEndpoints.freeMobileEdit, {
    handler: async (request) => {
      const { id, ...fields } = request.body;
      await editFreeMobile(db, actor(request), id, fields);
      return null;
    },
  });
  route(app, freeMobileEndpoints.freeMobileEnable, {
    handler: async (request) => {
      await setFreeMobileStatus(db, actor(request), request.body.id, FreeMobileStatus.ENABLED);
      return null;
    },
  });
  route(app, freeMobileEndpoints.freeMobileDisable, {
    handler: async (request) => {
      await setFreeMobileStatus(db, actor(request), request.body.id, FreeMobileStatus.DISABLED);
      return null;
    },
  });
  route(app, freeMobileEndpoints.freeMobilePage, {
    handler: async (request) => {
      const page = await pageFreeMobiles(db, request.query);
      const access = staffAccessOrNull(request);
      return {
        ...page,
        list: page.list.map((row) => ({
          ...row,
          mobile: present(access, 'mobile', row.mobile, {
            request,
            targetType: 'free_mobile',
            targetId: row.id,
          }),
        })),
      };
    },
  });
}

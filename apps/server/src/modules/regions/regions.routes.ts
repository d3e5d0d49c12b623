import { ZOptionalId, ZProvinceWithCities, ZRegionItem } from '@haoduo/contract';
import { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { ok, okResponse } from '../../platform/http/envelope';
import type { TApp } from '../../platform/http/types';
import { regionIndex } from './regions.data';

/** Both prefixes of backend-spec 7.1 ("with and without the service prefix"). */
const PREFIXES = ['/api/v1/works-service/city', '/api/v1/city'] as const;

/** Provinces, cities and districts: public data (competition registration uses them too). */
export async function regionRoutes(app: TApp, _deps: TDeps): Promise<void> {
  for (const prefix of PREFIXES) {
    app.get(
      `${prefix}/get-all-cities`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['regions'],
          summary: 'Provinces with their cities (GB/T 2260 codes)',
          response: okResponse(z.array(ZProvinceWithCities)),
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=86400');
        return ok(regionIndex().provinces);
      },
    );

    app.get(
      `${prefix}/get-all-district`,
      {
        config: { access: 'public', owner: 'none' },
        schema: {
          tags: ['regions'],
          summary: 'Districts (of one city when cityId is given), parentId is the city',
          querystring: z.object({ cityId: ZOptionalId }),
          response: okResponse(z.array(ZRegionItem)),
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'public, max-age=86400');
        const regions = regionIndex();
        const { cityId } = request.query;
        return ok(
          cityId === undefined ? regions.districts : (regions.districtsByCity.get(cityId) ?? []),
        );
      },
    );
  }
}

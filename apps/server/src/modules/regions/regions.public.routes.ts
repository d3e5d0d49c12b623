import { regionEndpoints } from '@haoduo/contract';
import type { TDeps } from '../../platform/deps';
import { route } from '../../platform/http/route';
import type { TApp } from '../../platform/http/types';
import { regionIndex } from './regions.data';

/** Public data that changes with a release: kept a day by browsers and proxies. */
const CACHE_A_DAY = 'public, max-age=86400';

/** Provinces, cities and districts (competition registration uses them too). */
export async function regionRoutes(app: TApp, _deps: TDeps): Promise<void> {
  route(app, regionEndpoints.cities, {
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_A_DAY);
      return regionIndex().provinces;
    },
  });

  route(app, regionEndpoints.districts, {
    owner: 'none',
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_A_DAY);
      const regions = regionIndex();
      const { cityId } = request.query;
      return cityId === undefined ? regions.districts : (regions.districtsByCity.get(cityId) ?? []);
    },
  });
}

import { z } from 'zod';
import { ZOptionalId } from '../schemas/query-fields';
import { ZProvinceWithCities, ZRegionItem } from '../schemas/launch-and-downloads';
import { defineEndpoint } from './endpoint';

const tag = 'regions';

/** Provinces, cities and districts (GB/T 2260): public data, under both prefixes of the spec. */
export const regionEndpoints = {
  cities: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/city/get-all-cities',
    aliases: ['/api/v1/city/get-all-cities'],
    tag,
    access: 'public',
    summary: 'Provinces with their cities (GB/T 2260 codes)',
    response: z.array(ZProvinceWithCities),
  }),
  districts: defineEndpoint({
    method: 'GET',
    path: '/api/v1/works-service/city/get-all-district',
    aliases: ['/api/v1/city/get-all-district'],
    tag,
    access: 'public',
    summary: 'Districts (of one city when cityId is given), parentId is the city',
    query: z.object({ cityId: ZOptionalId }),
    response: z.array(ZRegionItem),
  }),
};

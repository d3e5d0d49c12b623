import data from './china-regions.json';

/**
 * The national administrative divisions (GB/T 2260 codes), shipped with the server as
 * compact JSON (scripts/generate-regions.mjs) and indexed once in memory.
 */

export interface TRegion {
  id: number;
  name: string;
  parentId?: number;
}

export interface TProvince extends TRegion {
  children: TRegion[];
}

interface TRegionIndex {
  provinces: TProvince[];
  districts: TRegion[];
  districtsByCity: Map<number, TRegion[]>;
  cityIds: Set<number>;
}

let index: TRegionIndex | null = null;

export function regionIndex(): TRegionIndex {
  if (index) return index;
  const provinces: TProvince[] = data.provinces.map(([id, name]) => ({
    id: Number(id),
    name: String(name),
    children: [],
  }));
  const byProvince = new Map(provinces.map((p) => [p.id, p]));
  const cityIds = new Set<number>();
  for (const [id, name, parentId] of data.cities) {
    const city = { id: Number(id), name: String(name), parentId: Number(parentId) };
    byProvince.get(city.parentId)?.children.push(city);
    cityIds.add(city.id);
  }
  const districts: TRegion[] = data.districts.map(([id, name, parentId]) => ({
    id: Number(id),
    name: String(name),
    parentId: Number(parentId),
  }));
  const districtsByCity = new Map<number, TRegion[]>();
  for (const district of districts) {
    const list = districtsByCity.get(district.parentId!) ?? [];
    list.push(district);
    districtsByCity.set(district.parentId!, list);
  }
  index = { provinces, districts, districtsByCity, cityIds };
  return index;
}

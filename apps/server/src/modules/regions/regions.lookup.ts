import type { TRegionTree } from '@haoduo/contract';
import { regionIndex } from './regions.data';

/** Names and links of the shipped regions, for the modules that store region ids. */

interface TRegionLookup {
  names: Map<number, string>;
  parents: Map<number, number>;
  tree: TRegionTree;
}

let lookup: TRegionLookup | null = null;

function regionLookup(): TRegionLookup {
  if (lookup) return lookup;
  const index = regionIndex();
  const names = new Map<number, string>();
  const parents = new Map<number, number>();
  const tree: TRegionTree = index.provinces.map((province) => {
    names.set(province.id, province.name);
    return {
      id: province.id,
      name: province.name,
      children: province.children.map((city) => {
        names.set(city.id, city.name);
        parents.set(city.id, province.id);
        const districts = index.districtsByCity.get(city.id) ?? [];
        for (const d of districts) {
          names.set(d.id, d.name);
          parents.set(d.id, city.id);
        }
        return {
          id: city.id,
          name: city.name,
          children: districts.map((d) => ({ id: d.id, name: d.name })),
        };
      }),
    };
  });
  lookup = { names, parents, tree };
  return lookup;
}

export function regionName(id: number | null | undefined): string | null {
  return id === null || id === undefined ? null : (regionLookup().names.get(id) ?? null);
}

/** 省市区 in one string (a municipality's city is not repeated: 北京市东城区). */
export function regionPath(ids: readonly (number | null | undefined)[]): string {
  const names = ids.map(regionName).filter((n): n is string => n !== null);
  return names.filter((name, i) => i === 0 || name !== names[i - 1]).join('');
}

/** Whether the district lies in the city and the city in the province. */
export function isRegionChain(provinceId: number, cityId: number, districtId: number): boolean {
  const { parents } = regionLookup();
  return parents.get(cityId) === provinceId && parents.get(districtId) === cityId;
}

export function regionTree(): TRegionTree {
  return regionLookup().tree;
}

/** The provinces, or the children of one province or city. */
export function regionChildren(parentId?: number): { id: number; name: string; leaf: boolean }[] {
  const { tree } = regionLookup();
  if (parentId === undefined) return tree.map((p) => ({ id: p.id, name: p.name, leaf: false }));
  const province = tree.find((p) => p.id === parentId);
  if (province) {
    return province.children.map((c) => ({
      id: c.id,
      name: c.name,
      leaf: c.children.length === 0,
    }));
  }
  for (const p of tree) {
    const city = p.children.find((c) => c.id === parentId);
    if (city) return city.children.map((d) => ({ id: d.id, name: d.name, leaf: true }));
  }
  return [];
}

import { SITTING_ANIMALS } from './animals-sitting';
import { STANDING_ANIMALS } from './animals-standing';
import { BIRDS_AND_SEA } from './birds-sea';
import { BUILDINGS } from './buildings';
import { FOOD_AND_SCHOOL } from './food-school';
import type { TDrawSubject } from './kit';
import { SKY } from './sky';
import { PEOPLE } from './people';
import { PLANTS } from './plants';
import { VEHICLES } from './vehicles';

/** Every subject's drawer, by subject id. */
export const DRAWERS: Record<string, TDrawSubject> = {
  ...SITTING_ANIMALS,
  ...STANDING_ANIMALS,
  ...BIRDS_AND_SEA,
  ...PLANTS,
  ...VEHICLES,
  ...BUILDINGS,
  ...PEOPLE,
  ...SKY,
  ...FOOD_AND_SCHOOL,
};

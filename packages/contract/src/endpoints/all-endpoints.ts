import type { TEndpointDefinition } from './endpoint';
import { regionEndpoints } from './regions';
import { semesterEndpoints } from './semesters';

/** Every endpoint of the contract, by domain: the server's route table and the OpenAPI document. */
export const endpointGroups = {
  regions: regionEndpoints,
  semesters: semesterEndpoints,
} as const satisfies Record<string, Record<string, TEndpointDefinition>>;

export const allEndpoints: readonly TEndpointDefinition[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group),
);

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY, toolPath } from './keys';

export interface TColorTemplate {
  id: string;
  title: string;
  prompt: string;
}

/** GET ai-draw-color/custom/templates: the line drawings ready to colour. */
export function getColorTemplates(): Promise<TColorTemplate[]> {
  return api.get<TColorTemplate[]>(toolPath('draw-color', 'templates'));
}

export function colorTemplatesQuery() {
  return queryOptions({
    queryKey: [AI_WORKSHOP_KEY, 'draw-color', 'templates'],
    queryFn: getColorTemplates,
    staleTime: Infinity,
  });
}

export function useColorTemplates() {
  return useQuery(colorTemplatesQuery());
}

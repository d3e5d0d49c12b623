import { aiGenerationEndpoints, type TAiColouringTemplate } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { AI_WORKSHOP_KEY } from './keys';

export type TColorTemplate = TAiColouringTemplate;

/** GET ai-draw-color/custom/templates: the line drawings ready to colour. */
export function getColorTemplates(): Promise<TColorTemplate[]> {
  return api.call(aiGenerationEndpoints.colouringTemplates);
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

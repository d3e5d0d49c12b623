import type { TLoginCards } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** GET course-class/custom/login-cards: names, login names and initial passwords of a class. */
export function getLoginCards(classId: number): Promise<TLoginCards> {
  return api.get<TLoginCards>('/api/v1/works-service/course-class/custom/login-cards', {
    classId,
  });
}

export function loginCardsQuery(viewer: string, classId: number) {
  return queryOptions({
    queryKey: [CLASSES_KEY, 'login-cards', viewer, classId],
    queryFn: () => getLoginCards(classId),
  });
}

export function useLoginCards(viewer: string, classId: number) {
  return useQuery(loginCardsQuery(viewer, classId));
}

import { classEndpoints } from '@haoduo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** course-class/custom/login-cards: names, login names and initial passwords of a class. */
export function getLoginCards(classId: number) {
  return api.call(classEndpoints.loginCards, { classId });
}

export function loginCardsQuery(viewer: string, classId: number) {
  return queryOptions(
    api.query(classEndpoints.loginCards, { classId }, [CLASSES_KEY, 'login-cards', viewer]),
  );
}

export function useLoginCards(viewer: string, classId: number) {
  return useQuery(loginCardsQuery(viewer, classId));
}

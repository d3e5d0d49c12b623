import { studentEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** student/custom/search: pupils of the active school by name or login name (≤ 20). */
export function searchSchoolStudents(keyword: string, classId: number) {
  return api.call(studentEndpoints.search, { keyword, classId });
}

export function useSearchSchoolStudents(viewer: string, keyword: string, classId: number) {
  return useQuery({
    ...api.query(studentEndpoints.search, { keyword, classId }, [
      CLASSES_KEY,
      'school-students',
      viewer,
    ]),
    enabled: keyword !== '',
  });
}

import type { TStudentSearchItem } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { CLASSES_KEY } from './get-class-list';

/** GET student/custom/search: pupils of the active school by name or login name (≤ 20). */
export function searchSchoolStudents(
  keyword: string,
  classId: number,
): Promise<TStudentSearchItem[]> {
  return api.get<TStudentSearchItem[]>('/api/v1/works-service/student/custom/search', {
    keyword,
    classId,
  });
}

export function useSearchSchoolStudents(viewer: string, keyword: string, classId: number) {
  return useQuery({
    queryKey: [CLASSES_KEY, 'school-students', viewer, classId, keyword],
    queryFn: () => searchSchoolStudents(keyword, classId),
    enabled: keyword !== '',
  });
}

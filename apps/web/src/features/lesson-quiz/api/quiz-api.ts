import { lessonQuizEndpoints, type TQuizSubmitBody } from '@haoduo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

/** The query key of lesson quizzes: a submit refreshes the pupil's quiz and result. */
export const LESSON_QUIZ_KEY = 'lesson-quiz';

export function useLessonQuiz(viewer: string, lessonId: number, enabled: boolean) {
  return useQuery({
    ...api.query(lessonQuizEndpoints.quiz, { lessonId }, [LESSON_QUIZ_KEY, viewer]),
    enabled,
  });
}

export function useQuizResult(viewer: string, lessonId: number, enabled: boolean) {
  return useQuery({
    ...api.query(lessonQuizEndpoints.result, { lessonId }, [LESSON_QUIZ_KEY, viewer]),
    enabled,
  });
}

export function useSubmitAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TQuizSubmitBody) => api.call(lessonQuizEndpoints.submit, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [LESSON_QUIZ_KEY] }),
  });
}

import { courseAppEndpoints, type TLessonTool } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { COURSE_KEY } from './keys';

/** GET course-lesson/app/tool-preset: what a tool opened with ?lesson=<id> starts with. */
export function useToolPreset(lessonId: number | undefined, tool: TLessonTool) {
  return useQuery({
    queryKey: [COURSE_KEY, 'preset', lessonId, tool],
    queryFn: ({ signal }) =>
      api.call(
        courseAppEndpoints.toolPreset,
        { lessonId: lessonId ?? 0, tool },
        { signal, silent: true },
      ),
    enabled: lessonId !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

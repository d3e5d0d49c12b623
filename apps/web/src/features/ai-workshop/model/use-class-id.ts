import { useAppStore } from '../../../shared/stores/app-store';

/** The class a pupil creates in (the current course class); teachers send none. */
export function useCurrentClassId(): number | undefined {
  return useAppStore((state) => {
    const id = state.currentCourseClass?.id;
    return id === undefined || id === null ? undefined : Number(id);
  });
}

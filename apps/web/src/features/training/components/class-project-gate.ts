import { AccountType } from '@haoduo/contract';
import { useAppStore } from '../../../shared/stores/app-store';

/**
 * Whether the class project panel can show: to teachers, and to pupils in a class. Others
 * (visitors, pupils without a class) never load its code.
 */
export function useInClass(): boolean {
  return useAppStore(
    (state) => state.accountType === AccountType.TEACHER || state.currentCourseClass !== null,
  );
}

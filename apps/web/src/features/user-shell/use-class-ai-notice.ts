import { AccountType } from '@haoduo/contract';
import { useEffect } from 'react';
import { useAppStore } from '../../shared/stores/app-store';
import { showMaterialNotice } from '../../shared/ui/material-notice';

/** Classes already announced in this page session (the shell may mount again). */
const announced = new Set<number>();

/**
 * A student whose current class lacks AI availability gets the teaching-material notice,
 * once per class while the page is open.
 */
export function useClassAiNotice(): void {
  const accountType = useAppStore((state) => state.accountType);
  const courseClass = useAppStore((state) => state.currentCourseClass);
  useEffect(() => {
    if (accountType !== AccountType.STUDENT || courseClass === null) return;
    if (courseClass.availableAi !== false || announced.has(courseClass.id)) return;
    announced.add(courseClass.id);
    showMaterialNotice();
  }, [accountType, courseClass]);
}

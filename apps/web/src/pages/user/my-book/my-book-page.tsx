import { AccountType } from '@haoduo/contract';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PupilWeekCard } from '../../../features/courses/lazy-week-cards';
import { MyWorksPanel } from '../../../features/works';
import { useAppStore } from '../../../shared/stores/app-store';
import { ShellPage } from '../shell-page';

/**
 * /user/my/book (我的作品, the creation centre): a pupil's lesson of the week, my works and a
 * new picture book.
 */
export default function MyBookPage() {
  const { t } = useTranslation();
  const pupil = useAppStore((state) => state.accountType === AccountType.STUDENT);
  return (
    <ShellPage title={t('pages.myBook')}>
      {pupil ? (
        <Suspense fallback={null}>
          <PupilWeekCard />
        </Suspense>
      ) : null}
      <MyWorksPanel />
    </ShellPage>
  );
}

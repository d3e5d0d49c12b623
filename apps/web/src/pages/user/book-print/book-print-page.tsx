import { AccountType } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { PupilPrint, TeacherPrint } from '../../../features/print-order';
import { useAppStore } from '../../../shared/stores/app-store';
import { ShellPage } from '../shell-page';

/** /user/book/print (绘本印刷): a pupil's books and orders, or a teacher's class orders. */
export default function BookPrintPage() {
  const { t } = useTranslation();
  const accountType = useAppStore((state) => state.accountType);
  return (
    <ShellPage title={t('pages.bookPrint')} subtitle={t('print.subtitle')}>
      {accountType === AccountType.TEACHER ? <TeacherPrint /> : <PupilPrint />}
    </ShellPage>
  );
}

import { useTranslation } from 'react-i18next';
import { MyWorksPanel } from '../../../features/works';
import { ShellPage } from '../shell-page';

/** /user/my/book (我的作品, the creation centre): my works and a new picture book. */
export default function MyBookPage() {
  const { t } = useTranslation();
  return (
    <ShellPage title={t('pages.myBook')}>
      <MyWorksPanel />
    </ShellPage>
  );
}

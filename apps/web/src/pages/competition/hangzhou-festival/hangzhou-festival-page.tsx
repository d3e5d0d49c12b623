import { useTranslation } from 'react-i18next';
import { FestivalLanding } from '../../../features/competition';

/** The festival competitions marked 'hangzhou-festival'. */
const FESTIVAL = 'hangzhou-festival';

/** /competition/hangzhou-festival: the festival's landing page, from its competitions. */
export default function HangzhouFestivalPage() {
  const { t } = useTranslation();
  return <FestivalLanding festival={FESTIVAL} fallbackTitle={t('pages.hangzhouFestival')} />;
}

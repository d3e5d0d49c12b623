import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Any unknown path: 访问的页面不存在, with a way back to the dashboard. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 24, fontWeight: 600, margin: 0 }}>{t('notFound.title')}</h1>}
        subTitle={t('notFound.subtitle')}
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            {t('notFound.back')}
          </Button>
        }
      />
    </Card>
  );
}

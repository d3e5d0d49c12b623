import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reportError } from '../../shared/monitoring/monitoring';

/** Shown when a page throws or its code fails to load (for example after a deployment). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    reportError(error);
  }, [error]);
  return (
    <Result
      status="error"
      title={
        <h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{t('routeError.title')}</h1>
      }
      subTitle={t('routeError.description')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
      style={{ padding: '80px 16px' }}
    />
  );
}

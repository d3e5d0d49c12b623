import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A work that does not exist or that the viewer may not see. */
export function WorkNotFound({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={message || t('works.detail.notFound')}
      extra={
        <Link to="/worksSquare">
          <Button type="primary" size="large">
            {t('works.detail.backToSquare')}
          </Button>
        </Link>
      }
    />
  );
}

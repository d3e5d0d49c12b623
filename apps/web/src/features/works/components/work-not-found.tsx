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

/** A work the editor cannot open: made with the old editor, or not the viewer's to edit. */
export function WorkNotEditable() {
  const { t } = useTranslation();
  return <Result status="info" title={t('works.editor.notEditable')} />;
}

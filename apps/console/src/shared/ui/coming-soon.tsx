import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Card, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

interface TComingSoonProps {
  title: string;
  /** One line on what the area will cover. */
  scope: string;
  onBack: () => void;
}

/** The page of an area that comes in a later release: its title, its scope, a way back. */
export function ComingSoon({ title, scope, onBack }: TComingSoonProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <Result
        icon={<ClockCircleOutlined />}
        title={<h2 style={{ fontSize: 24, fontWeight: 600, margin: 0 }}>{title}</h2>}
        subTitle={
          <>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
              {t('comingSoon.subtitle')}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t('comingSoon.scope', { scope })}
            </Typography.Paragraph>
          </>
        }
        extra={
          <Button type="primary" onClick={onBack}>
            {t('comingSoon.back')}
          </Button>
        }
      />
    </Card>
  );
}

import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HealthCard } from '../../features/health';
import { useSessionStore } from '../../shared/stores/session-store';

/** /console/: a short welcome and the server's health. */
export function DashboardPage() {
  const { t } = useTranslation();
  const staff = useSessionStore((state) => state.staff);
  return (
    <Flex vertical gap={24}>
      <Card>
        {/* The page's one level-one heading, at the size of a card title. */}
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
          {t('dashboard.welcome', { name: staff?.name ?? staff?.username ?? '' })}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('dashboard.intro')}
        </Typography.Paragraph>
      </Card>
      <HealthCard />
    </Flex>
  );
}

import {
  AuditOutlined,
  LoginOutlined,
  PictureOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { dashboardEndpoints, type TDashboardDay } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Segmented, Skeleton, Statistic, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HealthCard } from '../../features/health';
import { apiClient } from '../../shared/api';
import { BarChart, LineChart } from '../../shared/charts';
import { usePermission } from '../../shared/permissions';
import { SchoolSelect } from '../../shared/pickers';
import { useSessionStore } from '../../shared/stores/session-store';

const COLOURS = { signIns: '#4AB1FF', generations: '#7C5CFF', works: '#FF6200', points: '#36B37E' };

interface TStatProps {
  title: string;
  value: number | undefined;
  icon: ReactNode;
  colour: string;
  onClick?: () => void;
}

function Stat({ title, value, icon, colour, onClick }: TStatProps) {
  return (
    <Card size="small" hoverable={Boolean(onClick)} onClick={onClick}>
      <Flex align="center" gap={16}>
        <span
          style={{
            width: 44,
            height: 44,
            borderRadius: 8,
            background: `${colour}1A`,
            color: colour,
            fontSize: 22,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {icon}
        </span>
        <Statistic title={title} value={value ?? '-'} groupSeparator="," />
      </Flex>
    </Card>
  );
}

const shortDate = (date: string) => date.slice(5);

/** 工作台: today's numbers of the caller's scope, and the last 7 or 30 days. */
export function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const staff = useSessionStore((state) => state.staff);
  const [schoolId, setSchoolId] = useState<number>();
  const [range, setRange] = useState<7 | 30>(7);
  const allowed = usePermission('dashboard:overview');
  const { data, isLoading } = useQuery({
    ...apiClient.query(dashboardEndpoints.overview, { schoolId }, ['dashboard']),
    refetchInterval: 60_000,
    enabled: allowed,
  });
  const days: TDashboardDay[] = (range === 7 ? data?.last7Days : data?.last30Days) ?? [];
  const labels = days.map((day) => shortDate(day.date));
  const today = data?.today;

  return (
    <Flex vertical gap={16}>
      <Flex align="center" justify="space-between" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {t('dashboard.welcome', { name: staff?.name ?? staff?.username ?? '' })}
          </Typography.Title>
          <Typography.Text type="secondary">{t('dashboard.intro')}</Typography.Text>
        </div>
        <Flex gap={12} align="center">
          <SchoolSelect
            aria-label={t('dashboard.school')}
            placeholder={t('dashboard.allSchools')}
            value={schoolId}
            onChange={(value: number | undefined) => setSchoolId(value)}
          />
          <Segmented<7 | 30>
            value={range}
            onChange={setRange}
            options={[
              { label: t('dashboard.last7'), value: 7 },
              { label: t('dashboard.last30'), value: 30 },
            ]}
          />
        </Flex>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col span={6}>
          <Stat
            title={t('dashboard.signInsToday')}
            value={today?.signIns}
            icon={<LoginOutlined />}
            colour={COLOURS.signIns}
          />
        </Col>
        <Col span={6}>
          <Stat
            title={t('dashboard.generationsToday')}
            value={today?.generations}
            icon={<PictureOutlined />}
            colour={COLOURS.generations}
          />
        </Col>
        <Col span={6}>
          <Stat
            title={t('dashboard.worksPending')}
            value={today?.worksPendingReview}
            icon={<AuditOutlined />}
            colour={COLOURS.works}
            onClick={() => void navigate('/works-audit')}
          />
        </Col>
        <Col span={6}>
          <Stat
            title={t('dashboard.pointsToday')}
            value={today?.pointsSpent}
            icon={<ThunderboltOutlined />}
            colour={COLOURS.points}
          />
        </Col>
      </Row>
      <Card size="small" title={t('dashboard.signInsAndGenerations')}>
        {isLoading ? (
          <Skeleton active />
        ) : (
          <LineChart
            title={t('dashboard.signInsAndGenerations')}
            width={1040}
            labels={labels}
            series={[
              {
                name: t('dashboard.signIns'),
                colour: COLOURS.signIns,
                values: days.map((d) => d.signIns),
              },
              {
                name: t('dashboard.generations'),
                colour: COLOURS.generations,
                values: days.map((d) => d.generations),
              },
            ]}
          />
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col span={12}>
          <Card size="small" title={t('dashboard.worksSubmitted')}>
            {isLoading ? (
              <Skeleton active />
            ) : (
              <BarChart
                title={t('dashboard.worksSubmitted')}
                width={520}
                labels={labels}
                series={[
                  {
                    name: t('dashboard.submitted'),
                    colour: COLOURS.works,
                    values: days.map((d) => d.worksSubmitted),
                  },
                ]}
              />
            )}
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title={t('dashboard.pointsSpent')}>
            {isLoading ? (
              <Skeleton active />
            ) : (
              <BarChart
                title={t('dashboard.pointsSpent')}
                width={520}
                labels={labels}
                series={[
                  {
                    name: t('dashboard.spent'),
                    colour: COLOURS.points,
                    values: days.map((d) => d.pointsSpent),
                  },
                ]}
              />
            )}
          </Card>
        </Col>
      </Row>
      <HealthCard />
    </Flex>
  );
}

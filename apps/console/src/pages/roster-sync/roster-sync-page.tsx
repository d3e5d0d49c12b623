import { classSyncEndpoints } from '@haoduo/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../shared/api';
import { usePermission } from '../../shared/permissions';
import { SchoolSelect } from '../../shared/pickers';
import { SYNC_CONFIGS_KEY } from './roster-sync-keys';
import { SyncConfigsCard } from './sync-configs-card';
import { SyncHistoryCard } from './sync-history-card';
import { SyncRunCard } from './sync-run-card';

/**
 * 花名册同步: a school's classes and pupils from its school system's roster file: the sync
 * configs (roster grade and class → course class), a run now, its result and the runs before.
 */
export function RosterSyncPage() {
  const { t } = useTranslation();
  const [schoolId, setSchoolId] = useState<number | undefined>();
  // The runs are file tasks: staff without the download centre's list see the run they start.
  const seesRuns = usePermission('file-task:page');
  const configs = useQuery({
    ...apiClient.query(
      classSyncEndpoints.syncConfigList,
      { schoolId: schoolId ?? 0 },
      SYNC_CONFIGS_KEY,
    ),
    enabled: schoolId !== undefined,
  });
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Form layout="inline" name="roster-sync-school">
        <Form.Item label={t('rosterSync.school')} htmlFor="roster-sync-school">
          <SchoolSelect
            id="roster-sync-school"
            aria-label={t('rosterSync.school')}
            placeholder={t('rosterSync.pickSchool')}
            style={{ width: 280 }}
            value={schoolId}
            onChange={(value: unknown) =>
              setSchoolId(typeof value === 'number' ? value : undefined)
            }
          />
        </Form.Item>
      </Form>
      {schoolId === undefined ? (
        <Alert type="info" showIcon title={t('rosterSync.pickSchoolFirst')} />
      ) : (
        <>
          <SyncConfigsCard schoolId={schoolId} />
          <Row gutter={16}>
            <Col xs={24} xl={10}>
              <SyncRunCard schoolId={schoolId} hasConfigs={(configs.data ?? []).length > 0} />
            </Col>
            {seesRuns ? (
              <Col xs={24} xl={14}>
                <SyncHistoryCard schoolId={schoolId} />
              </Col>
            ) : null}
          </Row>
        </>
      )}
    </Space>
  );
}

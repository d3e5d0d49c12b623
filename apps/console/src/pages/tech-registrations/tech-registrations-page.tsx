import { techRegistrationEndpoints as e } from '@haoduo/contract';
import { useTranslation } from 'react-i18next';
import { useIdentityGuard } from '../../features/identity';
import { apiClient } from '../../shared/api';
import { ExportButton } from '../../shared/file-tasks';
import { formatTime, labelOf, labelOptions } from '../../shared/labels';
import { SchoolSelect } from '../../shared/pickers';
import { ResourcePage } from '../../shared/resource';

const TECH_KEY = ['tech-registrations'] as const;
/**
 * 科技活动报名: the list (id numbers masked) and its two exports (in full only for a role that
 * unmasks them, after the identity password, asked here).
 */
export function TechRegistrationsPage() {
  const { t } = useTranslation();
  const { guard, modal } = useIdentityGuard();
  return (
    <>
      <ResourcePage
        tableId="tech-registrations"
        title={t('competitions.tech.list')}
        endpoint={e.page}
        queryKey={TECH_KEY}
        rowKey="id"
        filters={[
          {
            name: 'activityType',
            label: t('competitions.tech.activityType'),
            type: 'select',
            options: labelOptions('techActivityType'),
            width: 130,
          },
          {
            name: 'schoolId',
            label: t('competitions.reg.school'),
            type: 'custom',
            render: () => <SchoolSelect />,
          },
          {
            name: 'grade',
            label: t('competitions.reg.grade'),
            type: 'select',
            options: labelOptions('grade'),
            width: 110,
          },
          {
            name: 'studentName',
            label: t('competitions.reg.studentName'),
            type: 'text',
            width: 120,
          },
          { name: 'worksName', label: t('competitions.judge.worksName'), type: 'text', width: 140 },
        ]}
        columns={[
          { key: 'id', title: t('fields.id'), dataIndex: 'id' },
          {
            key: 'activityType',
            title: t('competitions.tech.activityType'),
            dataIndex: 'activityType',
            render: (type: number) => labelOf('techActivityType', type),
          },
          {
            key: 'studentName',
            title: t('competitions.reg.studentName'),
            dataIndex: 'studentName',
          },
          {
            key: 'idCardType',
            title: t('competitions.reg.idCardType'),
            dataIndex: 'idCardType',
            render: (type: number) => labelOf('idCardType', type),
          },
          { key: 'idCard', title: t('competitions.reg.idCard'), dataIndex: 'idCard' },
          {
            key: 'grade',
            title: t('competitions.reg.grade'),
            dataIndex: 'grade',
            render: (grade: number) => labelOf('grade', grade),
          },
          { key: 'schoolName', title: t('competitions.reg.school'), dataIndex: 'schoolName' },
          {
            key: 'teacherName',
            title: t('competitions.reg.teacherName'),
            dataIndex: 'teacherName',
          },
          { key: 'worksName', title: t('competitions.judge.worksName'), dataIndex: 'worksName' },
          {
            key: 'workResource',
            title: t('competitions.tech.workResource'),
            dataIndex: 'workResource',
            render: (url: string) => (
              <a href={url} target="_blank" rel="noreferrer">
                {t('competitions.judge.open')}
              </a>
            ),
          },
          {
            key: 'createdAt',
            title: t('competitions.reg.registeredAt'),
            dataIndex: 'createdAt',
            render: formatTime,
          },
        ]}
        toolbar={(filters) => (
          <>
            <ExportButton
              permission="tech-registration:export"
              label={t('competitions.tech.exportRegistrations')}
              start={() => guard(() => apiClient.call(e.export, filters, { silent: true }))}
            />
            <ExportButton
              permission="tech-registration:export-works"
              label={t('competitions.tech.exportWorks')}
              start={() => guard(() => apiClient.call(e.exportWorks, filters, { silent: true }))}
            />
          </>
        )}
      />
      {modal}
    </>
  );
}

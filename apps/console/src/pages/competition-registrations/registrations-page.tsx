import {
  competitionRegistrationMngEndpoints as e,
  type TInputOf,
  type TRegistration,
} from '@haoduo/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CompetitionSelect } from '../../features/competitions';
import { useIdentityGuard } from '../../features/identity';
import { apiClient } from '../../shared/api';
import { ExportButton } from '../../shared/file-tasks';
import { formatTime, labelOf, labelOptions } from '../../shared/labels';
import { RegionCascader, SchoolSelect } from '../../shared/pickers';
import { ResourcePage } from '../../shared/resource';
import { RegistrationFormDrawer, REGISTRATIONS_KEY } from './registration-form-drawer';

/**
 * 报名管理: every registration with every filter; id numbers and mobiles masked. The export is
 * masked too, unless the role unmasks them: then the identity password is asked first.
 */
export function CompetitionRegistrationsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const competitionId = Number(params.get('competitionId')) || undefined;
  const [editing, setEditing] = useState<TRegistration | null>(null);
  const { guard, modal } = useIdentityGuard();
  return (
    <>
      <ResourcePage
        tableId="competition-registrations"
        title={t('competitions.registrations')}
        endpoint={e.page}
        queryKey={REGISTRATIONS_KEY}
        rowKey="id"
        initialFilters={competitionId ? { competitionId } : undefined}
        filters={[
          {
            name: 'competitionId',
            label: t('competitions.reg.competition'),
            type: 'custom',
            render: () => <CompetitionSelect allowClear />,
          },
          {
            name: 'studentName',
            label: t('competitions.reg.studentName'),
            type: 'text',
            width: 120,
          },
          {
            name: 'grade',
            label: t('competitions.reg.grade'),
            type: 'select',
            options: labelOptions('grade'),
            width: 110,
          },
          {
            name: 'idCardType',
            label: t('competitions.reg.idCardType'),
            type: 'select',
            options: labelOptions('idCardType'),
            width: 160,
          },
          {
            name: 'hasWorks',
            label: t('competitions.reg.hasWorks'),
            type: 'select',
            options: [
              { value: 1, label: t('competitions.reg.withWorks') },
              { value: 0, label: t('competitions.reg.withoutWorks') },
            ],
            width: 110,
          },
          {
            name: 'registrationGroup',
            label: t('competitions.reg.group'),
            type: 'text',
            width: 120,
          },
          {
            name: 'schoolId',
            label: t('competitions.reg.school'),
            type: 'custom',
            render: () => <SchoolSelect />,
          },
          {
            name: 'provinceId',
            label: t('competitions.reg.region'),
            type: 'custom',
            render: () => <RegionCascader changeOnSelect />,
            toQuery: (value) => {
              const [provinceId, cityId, districtId] = value as number[];
              return { provinceId, cityId, districtId };
            },
          },
        ]}
        columns={[
          { key: 'id', title: t('fields.id'), dataIndex: 'id' },
          {
            key: 'competitionName',
            title: t('competitions.reg.competition'),
            dataIndex: 'competitionName',
          },
          {
            key: 'studentName',
            title: t('competitions.reg.studentName'),
            dataIndex: 'studentName',
            render: (name: string, r: TRegistration) =>
              r.anonymised ? <Tag>{t('competitions.reg.anonymised')}</Tag> : name,
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
          { key: 'mobile', title: t('competitions.reg.mobile'), dataIndex: 'mobile' },
          { key: 'schoolName', title: t('competitions.reg.school'), dataIndex: 'schoolName' },
          { key: 'group', title: t('competitions.reg.group'), dataIndex: 'registrationGroup' },
          {
            key: 'works',
            title: t('competitions.reg.works'),
            dataIndex: 'works',
            render: (_: unknown, r: TRegistration) =>
              r.works ? (
                <a href={r.works.worksUrl} target="_blank" rel="noreferrer">
                  {r.works.worksName}
                </a>
              ) : (
                '—'
              ),
          },
          {
            key: 'createdAt',
            title: t('competitions.reg.registeredAt'),
            dataIndex: 'createdAt',
            render: formatTime,
          },
        ]}
        rowActions={(r) => [
          {
            key: 'edit',
            label: t('actions.edit'),
            permission: 'competition-registration:modify',
            visible: !r.anonymised,
            onClick: () => setEditing(r),
          },
        ]}
        toolbar={(filters) => (
          <ExportButton
            permission="competition-registration:export"
            start={() =>
              guard(() =>
                apiClient.call(e.export, filters as TInputOf<typeof e.export>, { silent: true }),
              )
            }
          />
        )}
      />
      {modal}
      <RegistrationFormDrawer registration={editing} onClose={() => setEditing(null)} />
    </>
  );
}

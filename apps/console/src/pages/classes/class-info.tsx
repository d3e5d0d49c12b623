import { ReloadOutlined } from '@ant-design/icons';
import {
  CLASS_STATUS_TRANSITIONS,
  classEndpoints,
  type TClassMngRow,
  type TClassStatus,
} from '@haoduo/contract';
import {
  Button,
  Card,
  DatePicker,
  Descriptions,
  QRCode,
  Radio,
  Space,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLASS_STATUS_COLOURS,
  classStatusLabel,
  formatTime,
  labelOf,
  labelOptions,
} from '../../shared/labels';
import { Can, usePermission } from '../../shared/permissions';
import { useConfirm, useResourceMutation } from '../../shared/resource';
import { CLASSES_KEY } from './class-form-drawer';

/** The web app's account creation by class code, as the class's QR code opens it. */
export function classCodeUrl(classCode: string): string {
  return `${window.location.origin}/login?type=1&classCode=${encodeURIComponent(classCode)}`;
}

interface TClassInfoProps {
  row: TClassMngRow;
  /** The row changed here (new code, status, dates): the drawer shows it at once. */
  onChange: (row: TClassMngRow) => void;
}

/** 基本信息: the class, its code and QR, status transitions, end date, account mode. */
export function ClassInfo({ row, onChange }: TClassInfoProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const invalidate = [CLASSES_KEY];
  const resetCode = useResourceMutation(classEndpoints.mngResetCode, {
    invalidate,
    successText: t('classes.codeReset'),
  });
  const setStatus = useResourceMutation(classEndpoints.updateStatus, {
    invalidate,
    successText: t('classes.statusUpdated'),
  });
  const setEndDate = useResourceMutation(classEndpoints.updateEffectiveEndDate, {
    invalidate,
    successText: t('classes.endDateUpdated'),
  });
  const setMode = useResourceMutation(classEndpoints.updateStudentCreateMode, {
    invalidate,
    successText: t('classes.updated'),
  });
  const canEditDate = usePermission('class:update-effective-end-date');
  const canEditMode = usePermission('class:update-student-create-mode');
  const [endDate, setEndDateValue] = useState(row.effectiveEndDate);
  const nextStatuses = CLASS_STATUS_TRANSITIONS[row.courseClassStatus as TClassStatus] ?? [];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={t('classes.code')}>
        <Space size={24} align="start">
          <QRCode value={classCodeUrl(row.classCode)} size={132} bordered={false} />
          <Space orientation="vertical" size={8}>
            <Typography.Text
              copyable
              style={{ fontSize: 28, fontWeight: 600, letterSpacing: 2 }}
              data-testid="class-code"
            >
              {row.classCode}
            </Typography.Text>
            <Typography.Text type="secondary">{t('classes.codeHint')}</Typography.Text>
            <Can permission="class:reset-code">
              <Button
                icon={<ReloadOutlined />}
                onClick={() =>
                  confirm({
                    title: t('classes.resetCodeTitle'),
                    content: t('classes.resetCodeContent'),
                    okText: t('classes.resetCodeOk'),
                    onOk: async () => {
                      const result = await resetCode.mutateAsync({ id: row.id });
                      onChange({ ...row, classCode: result.classCode });
                    },
                  })
                }
              >
                {t('classes.resetCode')}
              </Button>
            </Can>
          </Space>
        </Space>
      </Card>
      <Card size="small" title={t('classes.status')}>
        <Space size={12} wrap>
          <Tag color={CLASS_STATUS_COLOURS[row.courseClassStatus]}>
            {classStatusLabel(row.courseClassStatus)}
          </Tag>
          {nextStatuses.length === 0 ? (
            <Typography.Text type="secondary">{t('classes.closedFinal')}</Typography.Text>
          ) : (
            <Can permission="class:update-status">
              {nextStatuses.map((status) => (
                <Button
                  key={status}
                  size="small"
                  danger={status === 99}
                  onClick={() =>
                    confirm({
                      title: t('classes.statusTitle', { status: classStatusLabel(status) }),
                      content: status === 99 ? t('classes.closeContent') : undefined,
                      danger: status === 99,
                      onOk: async () => {
                        await setStatus.mutateAsync({ id: row.id, courseClassStatus: status });
                        onChange({ ...row, courseClassStatus: status });
                      },
                    })
                  }
                >
                  {status === 99
                    ? t('classes.close')
                    : t('classes.changeTo', { status: classStatusLabel(status) })}
                </Button>
              ))}
            </Can>
          )}
        </Space>
      </Card>
      <Descriptions size="small" bordered column={2} styles={{ label: { width: 120 } }}>
        <Descriptions.Item label={t('classes.name')}>{row.courseClassName}</Descriptions.Item>
        <Descriptions.Item label={t('classes.school')}>{row.schoolName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.semester')}>
          {row.platformSemesterName}
        </Descriptions.Item>
        <Descriptions.Item label={t('classes.serviceType')}>
          {labelOf('serviceType', row.serviceType)}
        </Descriptions.Item>
        <Descriptions.Item label={t('classes.aiToolsShort')} span={2}>
          <Space size={[0, 4]} wrap>
            {row.aiToolSubTypes.map((type) => (
              <Tag key={type}>{labelOf('toolType', type)}</Tag>
            ))}
            {row.availableAi ? null : <Tag color="red">{t('classes.aiClosed')}</Tag>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('classes.students')}>
          {row.studentCount}
          {row.limitStudentSize ? ` / ${row.limitStudentSize}` : t('classes.noLimit')}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.createdAt')}>
          {formatTime(row.createdAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('classes.endDate')} span={2}>
          <Space>
            <DatePicker
              value={endDate ? dayjs(endDate) : null}
              disabled={!canEditDate}
              placeholder={t('classes.foreverPlaceholder')}
              onChange={(value) => {
                const next = value ? value.format('YYYY-MM-DD') : null;
                setEndDateValue(next);
                void setEndDate
                  .mutateAsync({ id: row.id, effectiveEndDate: next })
                  .then(() => onChange({ ...row, effectiveEndDate: next }))
                  .catch(() => setEndDateValue(row.effectiveEndDate));
              }}
            />
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('classes.accounts')} span={2}>
          <Radio.Group
            value={row.studentCreateModeType}
            disabled={!canEditMode}
            options={labelOptions('studentCreateMode')}
            onChange={(event) => {
              const mode = event.target.value as 1 | 2;
              void setMode
                .mutateAsync({ id: row.id, studentCreateModeType: mode })
                .then(() => onChange({ ...row, studentCreateModeType: mode }));
            }}
          />
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}

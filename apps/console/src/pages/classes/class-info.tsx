import { ReloadOutlined } from '@ant-design/icons';
import {
  CLASS_STATUS_TRANSITIONS,
  classEndpoints,
  STUDENT_CREATE_MODE_LABELS,
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
import {
  CLASS_STATUS_COLOURS,
  classStatusLabel,
  formatTime,
  optionsOf,
  SERVICE_TYPE_LABELS,
  TOOL_TYPE_LABELS,
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
  const confirm = useConfirm();
  const invalidate = [CLASSES_KEY];
  const resetCode = useResourceMutation(classEndpoints.mngResetCode, {
    invalidate,
    successText: '班级码已重置',
  });
  const setStatus = useResourceMutation(classEndpoints.updateStatus, {
    invalidate,
    successText: '课班状态已更新',
  });
  const setEndDate = useResourceMutation(classEndpoints.updateEffectiveEndDate, {
    invalidate,
    successText: '有效期已更新',
  });
  const setMode = useResourceMutation(classEndpoints.updateStudentCreateMode, {
    invalidate,
    successText: '已更新',
  });
  const canEditDate = usePermission('class:update-effective-end-date');
  const canEditMode = usePermission('class:update-student-create-mode');
  const [endDate, setEndDateValue] = useState(row.effectiveEndDate);
  const nextStatuses = CLASS_STATUS_TRANSITIONS[row.courseClassStatus as TClassStatus] ?? [];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title="班级码">
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
            <Typography.Text type="secondary">
              学生扫码或在登录页「创建账号」输入班级码加入课班
            </Typography.Text>
            <Can permission="class:reset-code">
              <Button
                icon={<ReloadOutlined />}
                onClick={() =>
                  confirm({
                    title: '重置班级码？',
                    content: '重置后旧的班级码和二维码立即失效，已加入的学生不受影响。',
                    okText: '重置',
                    onOk: async () => {
                      const result = await resetCode.mutateAsync({ id: row.id });
                      onChange({ ...row, classCode: result.classCode });
                    },
                  })
                }
              >
                重置班级码
              </Button>
            </Can>
          </Space>
        </Space>
      </Card>
      <Card size="small" title="课班状态">
        <Space size={12} wrap>
          <Tag color={CLASS_STATUS_COLOURS[row.courseClassStatus]}>
            {classStatusLabel(row.courseClassStatus)}
          </Tag>
          {nextStatuses.length === 0 ? (
            <Typography.Text type="secondary">已关闭的课班不能再变更状态</Typography.Text>
          ) : (
            <Can permission="class:update-status">
              {nextStatuses.map((status) => (
                <Button
                  key={status}
                  size="small"
                  danger={status === 99}
                  onClick={() =>
                    confirm({
                      title: `将课班改为「${classStatusLabel(status)}」？`,
                      content:
                        status === 99 ? '关闭后不能再恢复，学生将无法使用该课班。' : undefined,
                      danger: status === 99,
                      onOk: async () => {
                        await setStatus.mutateAsync({ id: row.id, courseClassStatus: status });
                        onChange({ ...row, courseClassStatus: status });
                      },
                    })
                  }
                >
                  {status === 99 ? '关闭课班' : `改为${classStatusLabel(status)}`}
                </Button>
              ))}
            </Can>
          )}
        </Space>
      </Card>
      <Descriptions size="small" bordered column={2} styles={{ label: { width: 120 } }}>
        <Descriptions.Item label="课班名称">{row.courseClassName}</Descriptions.Item>
        <Descriptions.Item label="所属学校">{row.schoolName}</Descriptions.Item>
        <Descriptions.Item label="学期">{row.platformSemesterName}</Descriptions.Item>
        <Descriptions.Item label="服务类型">
          {SERVICE_TYPE_LABELS[row.serviceType]}
        </Descriptions.Item>
        <Descriptions.Item label="AI工具" span={2}>
          <Space size={[0, 4]} wrap>
            {row.aiToolSubTypes.map((type) => (
              <Tag key={type}>{TOOL_TYPE_LABELS[type] ?? type}</Tag>
            ))}
            {row.availableAi ? null : <Tag color="red">未开放AI</Tag>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="学生人数">
          {row.studentCount}
          {row.limitStudentSize ? ` / ${row.limitStudentSize}` : '（不限）'}
        </Descriptions.Item>
        <Descriptions.Item label="创建时间">{formatTime(row.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="有效期至" span={2}>
          <Space>
            <DatePicker
              value={endDate ? dayjs(endDate) : null}
              disabled={!canEditDate}
              placeholder="长期有效"
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
        <Descriptions.Item label="学生账号" span={2}>
          <Radio.Group
            value={row.studentCreateModeType}
            disabled={!canEditMode}
            options={optionsOf(STUDENT_CREATE_MODE_LABELS)}
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

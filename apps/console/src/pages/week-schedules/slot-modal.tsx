import {
  ScheduleLimit,
  WeekScheduleMessages as M,
  type TScheduleSlotInput,
} from '@haoduo/contract';
import { Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, weekdayLabel } from '../../features/courses';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A school day's usual times of a period: 08:00 start, 40 minutes, 10 minutes' break. */
export function defaultTimes(period: number): { startTime: string; endTime: string } {
  const start = 8 * 60 + (period - 1) * 50 + (period > 4 ? 90 : 0);
  const clock = (minutes: number) =>
    `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { startTime: clock(start), endTime: clock(start + 40) };
}

interface TSlotModalProps {
  /** The slot being added or edited (weekday and period chosen in the grid). */
  slot: TScheduleSlotInput | null;
  /** Editing a placed slot (else adding one). */
  editing?: boolean;
  teachers: readonly { accountId: number; name: string }[];
  saving: boolean;
  onSave: (slot: TScheduleSlotInput) => void;
  onClose: () => void;
}

/** 添加课次 / 编辑课次: weekday, period, its times and its teacher. */
export function SlotModal({
  slot,
  editing = false,
  teachers,
  saving,
  onSave,
  onClose,
}: TSlotModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TScheduleSlotInput>();
  const weekdayName = (day: number) => weekdayLabel(day);
  return (
    <Modal
      open={slot !== null}
      title={editing ? t('weekSchedules.editSlot') : t('weekSchedules.addSlot')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      onCancel={onClose}
      onOk={() =>
        void form
          .validateFields()
          .then((values) => onSave(values))
          .catch(() => {})
      }
    >
      {slot ? (
        <Form
          form={form}
          name="schedule-slot"
          layout="vertical"
          initialValues={{ ...slot, teacherAccountId: slot.teacherAccountId ?? null }}
        >
          <Space>
            <Form.Item
              label={t('weekSchedules.weekday')}
              name="weekday"
              rules={[{ required: true, message: M.WEEKDAY_INVALID }]}
            >
              <Select
                style={{ width: 120 }}
                aria-label={t('weekSchedules.weekday')}
                options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day) }))}
              />
            </Form.Item>
            <Form.Item
              label={t('weekSchedules.period')}
              name="period"
              rules={[{ required: true, message: M.PERIOD_INVALID }]}
            >
              <InputNumber min={ScheduleLimit.PERIOD_MIN} max={ScheduleLimit.PERIOD_MAX} />
            </Form.Item>
            <Form.Item
              label={t('weekSchedules.startTime')}
              name="startTime"
              rules={[{ required: true, pattern: CLOCK, message: M.TIME_INVALID }]}
            >
              <Input style={{ width: 90 }} placeholder="08:00" />
            </Form.Item>
            <Form.Item
              label={t('weekSchedules.endTime')}
              name="endTime"
              dependencies={['startTime']}
              rules={[
                { required: true, pattern: CLOCK, message: M.TIME_INVALID },
                ({ getFieldValue }) => ({
                  validator: (_, end: string) =>
                    !end || !getFieldValue('startTime') || getFieldValue('startTime') < end
                      ? Promise.resolve()
                      : Promise.reject(new Error(M.TIME_ORDER)),
                }),
              ]}
            >
              <Input style={{ width: 90 }} placeholder="08:40" />
            </Form.Item>
          </Space>
          <Form.Item label={t('weekSchedules.teacher')} name="teacherAccountId">
            <Select
              allowClear
              aria-label={t('weekSchedules.teacher')}
              placeholder={t('weekSchedules.noTeacher')}
              options={teachers.map((teacher) => ({
                value: teacher.accountId,
                label: teacher.name,
              }))}
            />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}

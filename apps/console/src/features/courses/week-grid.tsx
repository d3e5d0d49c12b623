import {
  DeleteOutlined,
  DragOutlined,
  EditOutlined,
  PlusOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Popconfirm, Space, Tag, theme, Tooltip, Typography } from 'antd';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { weekdayLabel } from './course-status-tag';

/** One lesson placed on the grid. */
export interface TGridSlot {
  id: number;
  weekday: number;
  period: number;
  title: string;
  subtitle?: string;
  /** Shown as a warning on the slot (no teacher, past the class's end date…). */
  warning?: string;
}

export interface TWeekGridProps {
  periods: number;
  slots: readonly TGridSlot[];
  /** Weekdays (1-7) that are holidays in the shown week, with the holiday's name. */
  holidays?: Readonly<Record<number, string>>;
  editable?: boolean;
  onAdd?: (weekday: number, period: number) => void;
  onMove?: (slot: TGridSlot, weekday: number, period: number) => void;
  onRemove?: (slot: TGridSlot) => void;
  /** Opens the slot's form (times, teacher, another day or period). */
  onEdit?: (slot: TGridSlot) => void;
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const DRAG_TYPE = 'application/x-haoduo-slot';

/**
 * A class's week: weekdays 1-7 across, periods down, the lessons in their cells. Editable:
 * 添加 in an empty cell, drag a lesson to another cell, remove it (confirmed).
 */
export function WeekGrid(props: TWeekGridProps) {
  const { periods, slots, holidays = {}, editable = false } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [over, setOver] = useState<string | null>(null);
  const cell = (weekday: number, period: number) =>
    slots.filter((slot) => slot.weekday === weekday && slot.period === period);

  const drop = (event: DragEvent, weekday: number, period: number) => {
    event.preventDefault();
    setOver(null);
    const id = Number(event.dataTransfer.getData(DRAG_TYPE));
    const slot = slots.find((s) => s.id === id);
    if (slot && (slot.weekday !== weekday || slot.period !== period)) {
      props.onMove?.(slot, weekday, period);
    }
  };

  const border = `1px solid ${token.colorBorderSecondary}`;
  return (
    <table
      aria-label={t('weekSchedules.grid')}
      style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
    >
      <thead>
        <tr>
          <th style={{ width: 72, border, padding: 6, background: token.colorFillAlter }}>
            {t('weekSchedules.period')}
          </th>
          {WEEKDAYS.map((weekday) => (
            <th
              key={weekday}
              scope="col"
              style={{
                border,
                padding: 6,
                background: holidays[weekday] ? token.colorWarningBg : token.colorFillAlter,
              }}
            >
              {weekdayLabel(weekday)}
              {holidays[weekday] ? (
                <div>
                  <Tag color="orange" style={{ marginInlineEnd: 0 }}>
                    {holidays[weekday]}
                  </Tag>
                </div>
              ) : null}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: periods }, (_, index) => index + 1).map((period) => (
          <tr key={period}>
            <th scope="row" style={{ border, padding: 6, background: token.colorFillAlter }}>
              {t('weekSchedules.periodN', { n: period })}
            </th>
            {WEEKDAYS.map((weekday) => {
              const key = `${weekday}-${period}`;
              const here = cell(weekday, period);
              return (
                <td
                  key={key}
                  data-cell={key}
                  onDragOver={
                    editable
                      ? (event) => {
                          event.preventDefault();
                          setOver(key);
                        }
                      : undefined
                  }
                  onDragLeave={editable ? () => setOver(null) : undefined}
                  onDrop={editable ? (event) => drop(event, weekday, period) : undefined}
                  style={{
                    border,
                    padding: 4,
                    verticalAlign: 'top',
                    height: 64,
                    background:
                      over === key
                        ? token.colorPrimaryBg
                        : holidays[weekday]
                          ? token.colorWarningBg
                          : undefined,
                  }}
                >
                  <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                    {here.map((slot) => (
                      <SlotCard key={slot.id} slot={slot} editable={editable} {...props} />
                    ))}
                    {editable && here.length === 0 ? (
                      <Button
                        size="small"
                        type="dashed"
                        block
                        icon={<PlusOutlined />}
                        aria-label={t('weekSchedules.addAt', {
                          day: weekdayLabel(weekday),
                          n: period,
                        })}
                        onClick={() => props.onAdd?.(weekday, period)}
                      />
                    ) : null}
                  </Space>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SlotCard({
  slot,
  editable,
  onRemove,
  onEdit,
}: { slot: TGridSlot; editable: boolean } & Pick<TWeekGridProps, 'onRemove' | 'onEdit'>) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div
      draggable={editable}
      data-slot={slot.id}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, String(slot.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      style={{
        padding: '2px 6px',
        borderRadius: token.borderRadiusSM,
        background: slot.warning ? token.colorErrorBg : token.colorPrimaryBg,
        borderLeft: `3px solid ${slot.warning ? token.colorError : token.colorPrimary}`,
        cursor: editable ? 'grab' : 'default',
        fontSize: 12,
      }}
    >
      <Space size={4} style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text strong ellipsis style={{ fontSize: 12, maxWidth: 120 }}>
          {editable ? <DragOutlined style={{ marginInlineEnd: 4 }} /> : null}
          {slot.title}
        </Typography.Text>
        {editable ? (
          <span style={{ whiteSpace: 'nowrap' }}>
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t('weekSchedules.editSlot')} ${slot.title}`}
              onClick={() => onEdit?.(slot)}
            />
            <Popconfirm
              title={t('weekSchedules.removeTitle', { name: slot.title })}
              onConfirm={() => onRemove?.(slot)}
            >
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('actions.remove')} ${slot.title}`}
              />
            </Popconfirm>
          </span>
        ) : null}
      </Space>
      {slot.subtitle ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {slot.subtitle}
        </Typography.Text>
      ) : null}
      {slot.warning ? (
        <Tooltip title={slot.warning}>
          <Typography.Text type="danger" style={{ fontSize: 12, display: 'block' }}>
            <WarningOutlined /> {slot.warning}
          </Typography.Text>
        </Tooltip>
      ) : null}
    </div>
  );
}

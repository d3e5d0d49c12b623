import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';

export interface TFilterOption {
  label: ReactNode;
  value: string | number;
}

interface TFilterBase<TName extends string> {
  /** The list call's query field this filter fills. */
  name: TName;
  label: string;
  placeholder?: string;
  /** Control width in px; default 180. */
  width?: number;
  /** The query fields of a value other than `{ [name]: value }` (a cascader's ids). */
  toQuery?: (value: unknown) => Record<string, unknown>;
}

/**
 * One filter of a list page, named after a query field of its list call:
 * - text: a free-text box (keywords)
 * - select: a choice among options
 * - dateRange: two dates, sent as the two query fields of `to`
 * - custom: any control that takes value and onChange (a school picker, a cascader)
 */
export type TFilterField<TName extends string = string> =
  | (TFilterBase<TName> & { type: 'text' })
  | (TFilterBase<TName> & { type: 'select'; options: readonly TFilterOption[] })
  | (TFilterBase<TName> & { type: 'dateRange'; to: readonly [TName, TName] })
  | (TFilterBase<TName> & { type: 'custom'; render: () => ReactNode });

export type TFilterValues = Record<string, unknown>;

const DAY = 'YYYY-MM-DD';

/** The query fields of the filter form's values: ranges split, empty values dropped. */
export function filterQuery(
  fields: readonly TFilterField[],
  values: TFilterValues,
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined || value === null || value === '') continue;
    if (field.toQuery) Object.assign(query, field.toQuery(value));
    else if (field.type === 'dateRange') {
      const [start, end] = value as [Dayjs | null, Dayjs | null];
      if (start) query[field.to[0]] = start.format(DAY);
      if (end) query[field.to[1]] = end.format(DAY);
    } else if (typeof value === 'string') {
      if (value.trim() !== '') query[field.name] = value.trim();
    } else query[field.name] = value;
  }
  return query;
}

/** The control of a filter: an element, so the Form.Item hands it value and onChange. */
function filterControl(field: TFilterField) {
  const width = field.width ?? 180;
  switch (field.type) {
    case 'text':
      return (
        <Input
          allowClear
          style={{ width }}
          placeholder={field.placeholder ?? i18n.t('resource.pleaseEnter', { label: field.label })}
        />
      );
    case 'select':
      return (
        <Select
          allowClear
          style={{ width }}
          placeholder={field.placeholder ?? i18n.t('fields.all')}
          options={field.options as TFilterOption[]}
        />
      );
    case 'dateRange':
      return <DatePicker.RangePicker style={{ width: field.width ?? 240 }} />;
    case 'custom':
      return field.render();
  }
}

interface TFilterBarProps {
  /** The form's name: the controls' ids start with it (unique on the page; default made up). */
  name?: string;
  fields: readonly TFilterField[];
  initialValues?: TFilterValues;
  /** The query fields of the submitted form (empty ones left out). */
  onSearch: (query: Record<string, unknown>) => void;
}

/** The filters above a list: one control per query field, then 查询 and 重置. */
export function FilterBar({ name, fields, initialValues, onSearch }: TFilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TFilterValues>();
  const ownName = `filters${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  if (fields.length === 0) return null;
  return (
    <Form
      form={form}
      name={name ?? ownName}
      layout="inline"
      initialValues={initialValues}
      onFinish={(values) => onSearch(filterQuery(fields, values))}
      style={{ rowGap: 12 }}
      role="search"
    >
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={field.label}>
          {filterControl(field)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space size={8}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('actions.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              form.resetFields();
              onSearch(filterQuery(fields, form.getFieldsValue()));
            }}
          >
            {t('actions.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

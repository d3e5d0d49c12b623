import {
  printOrderMngEndpoints,
  PRINT_BOOK_SIZE_LABELS,
  PRINT_BOOK_SIZES,
  ZPrintQuotaSetBody,
  ZPrintSpecialSubmitBody,
} from '@haoduo/contract';
import { Form, Input, InputNumber, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassSelect, RegionCascader } from '../../shared/pickers';
import { FormDrawer, useResourceMutation } from '../../shared/resource';
import { PRINT_ORDERS_KEY } from './labels';

/** 特殊提交: free copies of a class's printable books, sent to one address. */
export function SpecialSubmitDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const submit = useResourceMutation(printOrderMngEndpoints.specialSubmit, {
    invalidate: [PRINT_ORDERS_KEY],
  });
  return (
    <FormDrawer
      open={open}
      title={t('printOrders.specialSubmit')}
      schema={ZPrintSpecialSubmitBody}
      initialValues={{ printNum: 1, bookSize: 'a5-landscape' }}
      toBody={({ region, ...values }) => {
        const [province, city, district] = (region as number[] | undefined) ?? [];
        return { ...values, province, city, district };
      }}
      successText={t('printOrders.specialSubmitted')}
      onSubmit={(body) => submit.mutateAsync(body)}
      onClose={onClose}
    >
      {(field) => (
        <>
          <ClassFormItem field={field} label={t('fields.class')} />
          <FieldItem field={field} name="printNum" label={t('printOrders.copies')}>
            <InputNumber min={1} max={50} />
          </FieldItem>
          <FieldItem field={field} name="bookSize" label={t('printOrders.size')}>
            <Select
              options={PRINT_BOOK_SIZES.map((s) => ({
                value: s,
                label: PRINT_BOOK_SIZE_LABELS[s],
              }))}
            />
          </FieldItem>
          <FieldItem field={field} name="logisticsReceiver" label={t('printOrders.receiver')}>
            <Input maxLength={32} />
          </FieldItem>
          <FieldItem field={field} name="logisticsReceiverMobile" label={t('printOrders.mobile')}>
            <Input maxLength={11} />
          </FieldItem>
          <FieldItem
            field={field}
            name="region"
            label={t('printOrders.region')}
            region={t('printOrders.regionRequired')}
          >
            <RegionCascader />
          </FieldItem>
          <FieldItem field={field} name="logisticsAddress" label={t('printOrders.address')}>
            <Input maxLength={200} />
          </FieldItem>
          <FieldItem field={field} name="reason" label={t('printOrders.reason')}>
            <Input.TextArea maxLength={200} rows={2} />
          </FieldItem>
        </>
      )}
    </FormDrawer>
  );
}

type TField = Parameters<Parameters<typeof FormDrawer>[0]['children']>[0];

function FieldItem({
  field,
  name,
  label,
  region,
  children,
}: {
  field: TField;
  name: string;
  label: string;
  region?: string;
  children: ReactNode;
}) {
  const binding = region
    ? { name, required: true, rules: [{ required: true, message: region }] }
    : field(name);
  return (
    <Form.Item {...binding} label={label}>
      {children}
    </Form.Item>
  );
}

function ClassFormItem({ field, label }: { field: TField; label: string }) {
  return (
    <FieldItem field={field} name="classId" label={label}>
      <ClassSelect />
    </FieldItem>
  );
}

/** 免费额度: free copies per pupil per semester, for one class. */
export function QuotaDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useResourceMutation(printOrderMngEndpoints.setQuota, {
    invalidate: [PRINT_ORDERS_KEY],
  });
  return (
    <FormDrawer
      open={open}
      title={t('printOrders.quota')}
      schema={ZPrintQuotaSetBody}
      initialValues={{ freeCopies: 1 }}
      onSubmit={(body) => save.mutateAsync(body)}
      onClose={onClose}
    >
      {(field) => (
        <>
          <ClassFormItem field={field} label={t('fields.class')} />
          <FieldItem field={field} name="freeCopies" label={t('printOrders.freeCopies')}>
            <InputNumber min={0} max={20} />
          </FieldItem>
          <p>{t('printOrders.quotaHint')}</p>
        </>
      )}
    </FormDrawer>
  );
}

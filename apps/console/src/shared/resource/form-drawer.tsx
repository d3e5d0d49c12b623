import { ApiError } from '@haoduo/contract';
import { App, Button, Drawer, Form, Space, type FormInstance } from 'antd';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { fieldOf, issuesByField, type TFieldBinding, type TObjectSchemaLike } from './zod-form';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';

export interface TFormDrawerProps<TOut> {
  open: boolean;
  title: ReactNode;
  /** The call's body schema: each field's rule and the whole body's check before sending. */
  schema: TObjectSchemaLike<TOut>;
  initialValues?: Record<string, unknown>;
  /** The form's values as the body (dates to text, cascaders to ids); default as they are. */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Sends the body; a rejected call keeps the drawer open (field errors go to their fields). */
  onSubmit: (body: TOut) => Promise<unknown>;
  onClose: () => void;
  children: (
    field: (name: string, requiredMessage?: string) => TFieldBinding,
    form: FormInstance,
  ) => ReactNode;
  width?: number;
  submitText?: string;
  successText?: string;
}

/**
 * The create or edit drawer of a resource: a vertical form whose fields are checked with the
 * contract's rules, the body checked as a whole before it is sent, and a 422's field errors
 * shown under their fields.
 */
export function FormDrawer<TOut>(props: TFormDrawerProps<TOut>) {
  const { open, schema, initialValues, onClose } = props;
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  // A name of its own: the fields' ids must not clash with the filters' (same field names).
  const formName = `drawer${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    if (open) {
      form.resetFields();
      if (initialValues) form.setFieldsValue(initialValues);
    }
  }, [open, initialValues, form]);

  const showErrors = (errors: Map<string, string>) =>
    form.setFields([...errors].map(([name, error]) => ({ name, errors: [error] })));

  const submit = async () => {
    const values = (await form.validateFields()) as Record<string, unknown>;
    const parsed = schema.safeParse(props.toBody ? props.toBody(values) : values);
    if (!parsed.success) {
      showErrors(issuesByField(parsed.error.issues));
      return;
    }
    setSaving(true);
    try {
      await props.onSubmit(parsed.data);
      void message.success(props.successText ?? i18n.t('done.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        showErrors(new Map(error.errors.map((e) => [e.field, e.message])));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      title={props.title}
      size={props.width ?? 520}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit().catch(() => {})}>
            {props.submitText ?? t('actions.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        name={formName}
        layout="vertical"
        requiredMark
        initialValues={initialValues}
      >
        {props.children((name, required) => fieldOf(schema, name, required), form)}
      </Form>
    </Drawer>
  );
}

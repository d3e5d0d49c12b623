import { ArrowLeftOutlined, IdcardOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRegJoinClass } from '../api/reg-join-class';
import { useAuthRules } from '../hooks/use-auth-rules';
import { useSingleSubmit } from '../hooks/use-single-submit';
import styles from './auth-form.module.css';
import panel from './create-account.module.css';

interface TValues {
  classCode: string;
  name: string;
}

interface TCreateAccountFormProps {
  /** A class code to start with (a class code's QR code: /login?type=1&classCode=...). */
  initialClassCode?: string;
  onBack: () => void;
  onCreated: (username: string) => void;
}

/**
 * Class code and real name; 创建账号 stays disabled until both are filled, and a second
 * press while the first is on its way does nothing.
 */
export function CreateAccountForm({
  initialClassCode = '',
  onBack,
  onCreated,
}: TCreateAccountFormProps) {
  const { t } = useTranslation();
  const rules = useAuthRules();
  const [form] = Form.useForm<TValues>();
  const classCode = String(Form.useWatch('classCode', form) ?? '').trim();
  const name = String(Form.useWatch('name', form) ?? '').trim();
  const create = useRegJoinClass();
  const submitOnce = useSingleSubmit();

  const onFinish = (values: TValues) =>
    submitOnce((done) =>
      create.mutate(values, { onSuccess: (data) => onCreated(data.username), onSettled: done }),
    );

  return (
    <Form
      name="create-account"
      form={form}
      layout="vertical"
      requiredMark={false}
      className={styles.form}
      onFinish={onFinish}
      initialValues={{ classCode: initialClassCode }}
    >
      <h2 className={panel.title}>{t('auth.createAccount.title')}</h2>
      <p className={styles.hint}>{t('auth.createAccount.intro')}</p>
      <Form.Item name="classCode" label={t('auth.createAccount.classCode')} rules={rules.classCode}>
        <Input
          size="large"
          autoComplete="off"
          maxLength={32}
          prefix={<TeamOutlined aria-hidden />}
          placeholder={t('auth.createAccount.classCodePlaceholder')}
          className={panel.code}
        />
      </Form.Item>
      <Form.Item name="name" label={t('auth.createAccount.realName')} rules={rules.realName}>
        <Input
          size="large"
          autoComplete="name"
          maxLength={32}
          prefix={<IdcardOutlined aria-hidden />}
          placeholder={t('auth.createAccount.realNamePlaceholder')}
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        className={styles.submit}
        disabled={classCode === '' || name === ''}
        loading={create.isPending}
      >
        {t('auth.createAccount.submit')}
      </Button>
      <div className={styles.links}>
        <Button
          type="link"
          className={styles.link}
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={onBack}
        >
          {t('auth.createAccount.back')}
        </Button>
      </div>
    </Form>
  );
}

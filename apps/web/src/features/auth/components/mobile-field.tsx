import { MOBILE_LENGTH } from '@haoduo/contract';
import { Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAuthRules } from '../hooks/use-auth-rules';

/** The mobile field (name `mobile`): 请输入手机号 / 请输入正确的手机号. */
export function MobileField() {
  const { t } = useTranslation();
  const rules = useAuthRules();
  return (
    <Form.Item name="mobile" label={t('auth.mobile')} rules={rules.mobile} validateFirst>
      <Input
        size="large"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={MOBILE_LENGTH}
        prefix={<MobileOutlined aria-hidden />}
        placeholder={t('auth.mobilePlaceholder')}
      />
    </Form.Item>
  );
}

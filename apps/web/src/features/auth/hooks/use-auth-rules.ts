import { MOBILE_PATTERN, PASSWORD_PATTERN } from '@haoduo/contract';
import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The contract's field rules as antd form rules, with their messages from the
 * i18n catalogue (whose Chinese texts are the contract's Messages).
 */
export function useAuthRules() {
  const { t } = useTranslation();
  return useMemo(() => {
    const required = (message: string): FormRule => ({ required: true, whitespace: true, message });
    const passwordRule: FormRule = {
      pattern: PASSWORD_PATTERN,
      message: t('auth.validation.passwordRule'),
    };
    return {
      mobile: [
        required(t('auth.validation.mobileRequired')),
        { pattern: MOBILE_PATTERN, message: t('auth.validation.mobileInvalid') },
      ],
      captcha: [required(t('auth.validation.captchaRequired'))],
      loginName: [required(t('auth.validation.loginNameRequired'))],
      password: [required(t('auth.validation.passwordRequired'))],
      oldPassword: [required(t('auth.validation.oldPasswordRequired'))],
      newPassword: [required(t('auth.validation.newPasswordRequired')), passwordRule],
      /** Confirmation of the field `of`: required, the same rule, and equal to it. */
      confirmPassword: (of: string): FormRule[] => [
        required(t('auth.validation.confirmPasswordRequired')),
        passwordRule,
        ({ getFieldValue }) => ({
          validator: (_rule, value: unknown) =>
            !value || getFieldValue(of) === value
              ? Promise.resolve()
              : Promise.reject(new Error(t('auth.validation.passwordsDiffer'))),
        }),
      ],
      classCode: [required(t('auth.validation.classCodeRequired'))],
      realName: [required(t('auth.validation.realNameRequired'))],
    };
  }, [t]);
}

import { ApiError, CompetitionMessages, type TMyRegistration } from '@haoduo/contract';
import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert';
import { FormItem } from '../../../shared/ui/form-item';
import { TextInput } from '../../../shared/ui/text-input';
import { lookUpRegistration } from '../api/registration';
import styles from './mine.module.css';

type TField = 'id' | 'idCard' | 'studentName';

/**
 * 查询我的报名: the registration number, the id number and the pupil's name, no sign-in.
 * The server's refusal (not found, too often) shows above the button.
 */
export function LookupForm({ onFound }: { onFound: (registration: TMyRegistration) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<TField, string>>({
    id: '',
    idCard: '',
    studentName: '',
  });
  const [messages, setMessages] = useState<Partial<Record<TField, string>>>({});
  const [problem, setProblem] = useState<string>();
  const [sending, setSending] = useState(false);

  const set = (field: TField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setMessages((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const id = Number(values.id.trim());
    const found: Partial<Record<TField, string>> = {};
    if (!Number.isInteger(id) || id <= 0) found.id = t('competition.lookup.idRequired');
    if (!values.idCard.trim()) found.idCard = CompetitionMessages.ID_CARD_REQUIRED;
    if (!values.studentName.trim()) found.studentName = CompetitionMessages.STUDENT_NAME_REQUIRED;
    setMessages(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      onFound(
        await lookUpRegistration({
          id,
          idCard: values.idCard.trim(),
          studentName: values.studentName.trim(),
        }),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message || CompetitionMessages.REGISTRATION_NOT_FOUND);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.lookup}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className={styles.title}>{t('competition.lookup.title')}</h2>
      <p className={styles.hint}>{t('competition.lookup.hint')}</p>
      <FormItem label={t('competition.lookup.id')} required error={messages.id}>
        {(control) => (
          <TextInput
            {...control}
            size="large"
            inputMode="numeric"
            value={values.id}
            onChange={set('id')}
            invalid={Boolean(messages.id)}
            placeholder={t('competition.lookup.idPlaceholder')}
          />
        )}
      </FormItem>
      <FormItem label={t('competition.form.idCard')} required error={messages.idCard}>
        {(control) => (
          <TextInput
            {...control}
            size="large"
            value={values.idCard}
            onChange={set('idCard')}
            invalid={Boolean(messages.idCard)}
            placeholder={t('competition.form.idCardPlaceholder')}
            autoComplete="off"
          />
        )}
      </FormItem>
      <FormItem label={t('competition.form.studentName')} required error={messages.studentName}>
        {(control) => (
          <TextInput
            {...control}
            size="large"
            value={values.studentName}
            onChange={set('studentName')}
            invalid={Boolean(messages.studentName)}
            placeholder={t('competition.form.studentNamePlaceholder')}
            autoComplete="off"
          />
        )}
      </FormItem>
      {problem ? <Alert type="error" message={problem} className={styles.problem} /> : null}
      <Button
        type="primary"
        size="large"
        htmlType="submit"
        icon={<SearchOutlined aria-hidden />}
        loading={sending}
        className={styles.submit}
      >
        {t('competition.lookup.submit')}
      </Button>
    </form>
  );
}

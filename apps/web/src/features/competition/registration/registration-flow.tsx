import { ApiError, type TCompetition, type TMyRegistration } from '@haoduo/contract';
import { useState } from 'react';
import {
  commitRegistration,
  modifyRegistration,
  useRememberRegistration,
} from '../api/registration';
import { RegistrationConfirm } from './registration-confirm';
import { RegistrationForm } from './registration-form';
import { RegistrationSuccess } from './registration-success';
import {
  bodyOf,
  EMPTY_REGISTRATION,
  idCardMessage,
  messagesOf,
  validateRegistration,
  valuesOf,
  type TFieldMessages,
  type TRegistrationField,
  type TRegistrationValues,
} from './registration-values';

interface TRegistrationFlowProps {
  competition: Pick<TCompetition, 'id' | 'groupList'>;
  /** The registration to modify; none: a new one. */
  existing?: TMyRegistration;
  /** Registered or saved: the registration as the server answered it. */
  onDone: (registration: TMyRegistration) => void;
  /** Modify only: leave the form without saving. */
  onCancel?: () => void;
}

type TStep = 'form' | 'confirm' | 'done';

/**
 * The registration form, then 请核对报名信息, then 报名成功 with the registration number. Nothing
 * is sent until the form passes the contract's checks and the family confirms; what the
 * server refuses comes back beside its field or above the form.
 */
export function RegistrationFlow({
  competition,
  existing,
  onDone,
  onCancel,
}: TRegistrationFlowProps) {
  const [values, setValues] = useState<TRegistrationValues>(() =>
    existing ? valuesOf(existing) : EMPTY_REGISTRATION,
  );
  const [messages, setMessages] = useState<TFieldMessages>({});
  const [problem, setProblem] = useState<string>();
  const [step, setStep] = useState<TStep>('form');
  const [sending, setSending] = useState(false);
  const [saved, setSaved] = useState<TMyRegistration | null>(null);
  const remember = useRememberRegistration();
  const modifying = existing !== undefined;

  const change = (patch: Partial<TRegistrationValues>, field: TRegistrationField) => {
    setValues((current) => ({ ...current, ...patch }));
    setMessages((current) => ({ ...current, [field]: undefined }));
  };

  const next = () => {
    const found = validateRegistration(competition.id, values, competition.groupList);
    setMessages(found);
    setProblem(undefined);
    if (Object.keys(found).length === 0) setStep('confirm');
  };

  const submit = async () => {
    setSending(true);
    setProblem(undefined);
    try {
      const body = bodyOf(competition.id, values);
      const registration = existing
        ? await modifyRegistration({ ...body, id: existing.id, token: existing.token })
        : await commitRegistration(body);
      remember(registration);
      if (existing) onDone(registration);
      else {
        setSaved(registration);
        setStep('done');
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = messagesOf(error.errors);
      if (Object.keys(fields).length > 0) {
        setMessages(fields);
        setStep('form');
      } else {
        setProblem(error.message || undefined);
      }
    } finally {
      setSending(false);
    }
  };

  if (step === 'done' && saved) {
    return <RegistrationSuccess registration={saved} onContinue={() => onDone(saved)} />;
  }
  if (step === 'confirm') {
    return (
      <RegistrationConfirm
        values={values}
        modifying={modifying}
        sending={sending}
        problem={problem}
        onBack={() => setStep('form')}
        onSubmit={() => void submit()}
      />
    );
  }
  return (
    <RegistrationForm
      values={values}
      messages={messages}
      groups={competition.groupList}
      modifying={modifying}
      problem={problem}
      onChange={change}
      onBlurIdCard={() => {
        const message = idCardMessage(values);
        if (message) setMessages((current) => ({ ...current, idCard: message }));
      }}
      onNext={next}
      onCancel={onCancel}
    />
  );
}

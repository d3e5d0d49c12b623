import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AiAgentLimit,
  AiWorkshopMessages as M,
  VOICE_STYLE_LABELS,
  VOICE_STYLES,
  type TAiAgentConfig,
  type TVoiceStyle,
} from '@haoduo/contract';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui/cx';
import styles from './agent.module.css';

export interface TAgentFormValues {
  title: string;
  prologue: string;
  prompt: string;
  quickCommands: { name: string; content: string }[];
  voiceStyle: TVoiceStyle;
  iconImageUrl: string | null;
}

export interface TAgentBuilderFormProps {
  initial?: TAiAgentConfig | null;
  /** Pictures the pupil may use as the agent's icon (their paintings). */
  icons: string[];
  saving?: boolean;
  onSubmit: (values: TAgentFormValues) => void;
}

function IconPicker(props: {
  value?: string | null;
  onChange?: (v: string | null) => void;
  icons: string[];
}) {
  const { t } = useTranslation();
  const choices: (string | null)[] = [null, ...props.icons];
  return (
    <div className={styles.icons} role="radiogroup" aria-label={t('studio.agent.icon')}>
      {choices.map((url) => (
        <button
          key={url ?? 'none'}
          type="button"
          role="radio"
          aria-checked={(props.value ?? null) === url}
          aria-label={url ?? t('studio.agent.noIcon')}
          className={cx(styles.iconChoice, (props.value ?? null) === url && styles.iconActive)}
          onClick={() => props.onChange?.(url)}
        >
          {url ? <img src={url} alt="" /> : t('studio.agent.noIcon')}
        </button>
      ))}
    </div>
  );
}

/** The agent builder: name, greeting, persona, quick commands, voice and icon. */
export function AgentBuilderForm({ initial, icons, saving, onSubmit }: TAgentBuilderFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TAgentFormValues>();
  const initialValues: TAgentFormValues = {
    title: initial?.title ?? '',
    prologue: initial?.prologue ?? '',
    prompt: initial?.prompt ?? '',
    quickCommands: initial?.quickCommands ?? [],
    voiceStyle: initial?.voiceStyle ?? 'gentle',
    iconImageUrl: initial?.iconImageUrl ?? null,
  };
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      className={styles.form}
      initialValues={initialValues}
      onFinish={onSubmit}
      aria-label={t('studio.agent.builder')}
    >
      <Form.Item
        name="title"
        label={t('studio.agent.title')}
        rules={[
          { required: true, whitespace: true, message: M.AGENT_TITLE_REQUIRED },
          { max: AiAgentLimit.TITLE_MAX, message: M.AGENT_TITLE_TOO_LONG },
        ]}
      >
        <Input placeholder={t('studio.agent.titlePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="prologue"
        label={t('studio.agent.prologue')}
        rules={[{ max: AiAgentLimit.PROLOGUE_MAX, message: M.AGENT_TEXT_TOO_LONG }]}
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('studio.agent.prologuePlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="prompt"
        label={t('studio.agent.prompt')}
        rules={[{ max: AiAgentLimit.PROMPT_MAX, message: M.AGENT_TEXT_TOO_LONG }]}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('studio.agent.promptPlaceholder')}
        />
      </Form.Item>
      <Form.List name="quickCommands">
        {(fields, { add, remove }) => (
          <Form.Item label={t('studio.agent.quickCommands')}>
            {fields.map((field) => (
              <div key={field.key} className={styles.command}>
                <Form.Item
                  name={[field.name, 'name']}
                  rules={[
                    { required: true, whitespace: true, message: M.QUICK_COMMAND_NAME_REQUIRED },
                    { max: AiAgentLimit.QUICK_COMMAND_NAME_MAX, message: M.AGENT_TEXT_TOO_LONG },
                  ]}
                >
                  <Input
                    placeholder={t('studio.agent.commandName')}
                    aria-label={t('studio.agent.commandName')}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'content']}
                  style={{ flex: 1 }}
                  rules={[
                    { max: AiAgentLimit.QUICK_COMMAND_CONTENT_MAX, message: M.AGENT_TEXT_TOO_LONG },
                  ]}
                >
                  <Input
                    placeholder={t('studio.agent.commandContent')}
                    aria-label={t('studio.agent.commandContent')}
                  />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('studio.agent.removeCommand')}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              disabled={fields.length >= AiAgentLimit.QUICK_COMMANDS_MAX}
              onClick={() => add({ name: '', content: '' })}
            >
              {t('studio.agent.addCommand')}
            </Button>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name="voiceStyle" label={t('studio.agent.voice')}>
        <Select
          aria-label={t('studio.agent.voice')}
          options={VOICE_STYLES.map((value) => ({ value, label: VOICE_STYLE_LABELS[value] }))}
        />
      </Form.Item>
      <Form.Item
        name="iconImageUrl"
        label={t('studio.agent.icon')}
        extra={t('studio.agent.iconHint')}
      >
        <IconPicker icons={icons} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} block>
        {t('studio.agent.save')}
      </Button>
    </Form>
  );
}

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  AiAgentLimit,
  AiWorkshopMessages as M,
  VOICE_STYLE_LABELS,
  VOICE_STYLES,
  type TAiAgentConfig,
  type TVoiceStyle,
} from '@haoduo/contract';
import { Button } from 'antd';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui/cx';
import { FormItem } from '../../../shared/ui/form-item';
import { Select } from '../../../shared/ui/select';
import { TextArea } from '../../../shared/ui/text-area';
import { TextInput } from '../../../shared/ui/text-input';
import { avatarUrl, STUDIO_AVATARS } from '../model/studio-pictures';
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
  /** A new agent's prompt prepared by a lesson (an agent being edited keeps its own). */
  presetPrompt?: string;
  /** The pupil's paintings, offered as the agent's icon beside the ready-made avatars. */
  icons: string[];
  saving?: boolean;
  onSubmit: (values: TAgentFormValues) => void;
}

/** A quick command as the form keeps it: with a key of its own while commands come and go. */
interface TCommandRow {
  key: number;
  name: string;
  content: string;
}

/** Keys of quick command rows, unique on the page. */
let lastCommandKey = 0;
const commandKey = () => ++lastCommandKey;

/** Characters as the form's length rules count them (a pair of surrogates is one). */
const length = (text: string) => Array.from(text).length;
const blank = (text: string) => text.trim() === '';

/** The messages of the fields, by field (quick commands by their key); none when valid. */
function validate(
  values: Omit<TAgentFormValues, 'quickCommands'>,
  commands: TCommandRow[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (blank(values.title)) errors.title = M.AGENT_TITLE_REQUIRED;
  else if (length(values.title) > AiAgentLimit.TITLE_MAX) errors.title = M.AGENT_TITLE_TOO_LONG;
  if (length(values.prologue) > AiAgentLimit.PROLOGUE_MAX) errors.prologue = M.AGENT_TEXT_TOO_LONG;
  if (length(values.prompt) > AiAgentLimit.PROMPT_MAX) errors.prompt = M.AGENT_TEXT_TOO_LONG;
  for (const command of commands) {
    if (blank(command.name)) errors[`name-${command.key}`] = M.QUICK_COMMAND_NAME_REQUIRED;
    else if (length(command.name) > AiAgentLimit.QUICK_COMMAND_NAME_MAX) {
      errors[`name-${command.key}`] = M.AGENT_TEXT_TOO_LONG;
    }
    if (length(command.content) > AiAgentLimit.QUICK_COMMAND_CONTENT_MAX) {
      errors[`content-${command.key}`] = M.AGENT_TEXT_TOO_LONG;
    }
  }
  return errors;
}

/**
 * The agent's picture, chosen from pictures: the ready-made avatars, the pupil's own
 * drawings, the current one, or none.
 */
function IconPicker(props: {
  value: string | null;
  onChange: (v: string | null) => void;
  icons: string[];
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const ready = STUDIO_AVATARS.map((avatar) => ({
    url: avatarUrl(avatar),
    label: t(`studio.avatars.${avatar.id}`),
  }));
  const drawings = props.icons.map((url, index) => ({
    url,
    label: t('studio.agent.myDrawing', { n: index + 1 }),
  }));
  const known = [...ready, ...drawings].some((choice) => choice.url === props.value);
  const choices: { url: string | null; label: string }[] = [
    ...(props.value && !known ? [{ url: props.value, label: t('studio.agent.currentIcon') }] : []),
    ...ready,
    ...drawings,
    { url: null, label: t('studio.agent.noIcon') },
  ];
  return (
    <div className={styles.icons} role="radiogroup" aria-labelledby={props.labelledBy}>
      {choices.map((choice) => {
        const checked = props.value === choice.url;
        return (
          <button
            key={choice.url ?? 'none'}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={choice.label}
            title={choice.label}
            className={cx(styles.iconChoice, checked && styles.iconActive)}
            onClick={() => props.onChange(choice.url)}
          >
            {choice.url ? (
              <img src={choice.url} alt="" />
            ) : (
              <span className={styles.noIcon}>{t('studio.agent.noIcon')}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}

const PROLOGUE_ROWS = { minRows: 2, maxRows: 4 };
const PROMPT_ROWS = { minRows: 3, maxRows: 6 };

/**
 * The agent builder: name, greeting, persona, quick commands, voice and icon. antd's vertical
 * large form in look and behaviour (a field's message shows once it has been changed, every
 * message on saving), without antd's Form, Input and Select in the page's first load.
 */
export function AgentBuilderForm({
  initial,
  presetPrompt,
  icons,
  saving,
  onSubmit,
}: TAgentBuilderFormProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [prologue, setPrologue] = useState(initial?.prologue ?? '');
  const [prompt, setPrompt] = useState(initial?.prompt ?? presetPrompt ?? '');
  const [voiceStyle, setVoiceStyle] = useState<TVoiceStyle>(initial?.voiceStyle ?? 'gentle');
  const [iconImageUrl, setIconImageUrl] = useState(initial?.iconImageUrl ?? null);
  const [commands, setCommands] = useState<TCommandRow[]>(() =>
    (initial?.quickCommands ?? []).map((command) => ({
      key: commandKey(),
      name: command.name,
      content: command.content,
    })),
  );
  /** Fields changed since the form opened: their messages show; all show once saved. */
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const errors = validate({ title, prologue, prompt, voiceStyle, iconImageUrl }, commands);
  const shown = (field: string) => (submitted || touched.has(field) ? errors[field] : undefined);
  const touch = (field: string) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const change =
    (field: string, set: (value: string) => void) =>
    (value: string): void => {
      set(value);
      touch(field);
    };
  const changeCommand = (key: number, part: 'name' | 'content', value: string) => {
    setCommands((current) =>
      current.map((command) => (command.key === key ? { ...command, [part]: value } : command)),
    );
    touch(`${part}-${key}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      // The first field with a message, for keyboards and screen readers.
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSubmit({
      title,
      prologue,
      prompt,
      quickCommands: commands.map(({ name, content }) => ({ name, content })),
      voiceStyle,
      iconImageUrl,
    });
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('studio.agent.builder')}
    >
      <FormItem size="large" label={t('studio.agent.title')} required error={shown('title')}>
        {(control) => (
          <TextInput
            {...control}
            size="large"
            invalid={Boolean(control['aria-invalid'])}
            value={title}
            onChange={change('title', setTitle)}
            placeholder={t('studio.agent.titlePlaceholder')}
          />
        )}
      </FormItem>
      <FormItem size="large" label={t('studio.agent.prologue')} error={shown('prologue')}>
        {(control) => (
          <TextArea
            {...control}
            className={styles.area}
            value={prologue}
            onChange={change('prologue', setPrologue)}
            autoSize={PROLOGUE_ROWS}
            placeholder={t('studio.agent.prologuePlaceholder')}
          />
        )}
      </FormItem>
      <FormItem size="large" label={t('studio.agent.prompt')} error={shown('prompt')}>
        {(control) => (
          <TextArea
            {...control}
            className={styles.area}
            value={prompt}
            onChange={change('prompt', setPrompt)}
            autoSize={PROMPT_ROWS}
            placeholder={t('studio.agent.promptPlaceholder')}
          />
        )}
      </FormItem>
      <FormItem size="large" label={t('studio.agent.quickCommands')}>
        {({ id }, labelId) => (
          <div id={id} role="group" aria-labelledby={labelId}>
            {commands.map((command) => (
              <div key={command.key} className={styles.command}>
                <FormItem className={styles.commandName} error={shown(`name-${command.key}`)}>
                  {(control) => (
                    <TextInput
                      {...control}
                      size="large"
                      invalid={Boolean(control['aria-invalid'])}
                      value={command.name}
                      onChange={(value) => changeCommand(command.key, 'name', value)}
                      placeholder={t('studio.agent.commandName')}
                      aria-label={t('studio.agent.commandName')}
                    />
                  )}
                </FormItem>
                <FormItem className={styles.commandContent} error={shown(`content-${command.key}`)}>
                  {(control) => (
                    <TextInput
                      {...control}
                      size="large"
                      invalid={Boolean(control['aria-invalid'])}
                      value={command.content}
                      onChange={(value) => changeCommand(command.key, 'content', value)}
                      placeholder={t('studio.agent.commandContent')}
                      aria-label={t('studio.agent.commandContent')}
                    />
                  )}
                </FormItem>
                <Button
                  size="large"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('studio.agent.removeCommand')}
                  onClick={() =>
                    setCommands((current) => current.filter((row) => row.key !== command.key))
                  }
                />
              </div>
            ))}
            <Button
              size="large"
              icon={<PlusOutlined aria-hidden />}
              disabled={commands.length >= AiAgentLimit.QUICK_COMMANDS_MAX}
              onClick={() =>
                setCommands((current) => [...current, { key: commandKey(), name: '', content: '' }])
              }
            >
              {t('studio.agent.addCommand')}
            </Button>
          </div>
        )}
      </FormItem>
      <FormItem size="large" label={t('studio.agent.voice')}>
        {({ id }) => (
          <Select<TVoiceStyle>
            id={id}
            aria-label={t('studio.agent.voice')}
            size="large"
            className={styles.voice}
            value={voiceStyle}
            onChange={setVoiceStyle}
            options={VOICE_STYLES.map((value) => ({ value, label: VOICE_STYLE_LABELS[value] }))}
          />
        )}
      </FormItem>
      <FormItem size="large" label={t('studio.agent.icon')} extra={t('studio.agent.iconHint')}>
        {(_control, labelId) => (
          <IconPicker
            icons={icons}
            value={iconImageUrl}
            onChange={setIconImageUrl}
            labelledBy={labelId}
          />
        )}
      </FormItem>
      <Button type="primary" htmlType="submit" size="large" loading={saving} block>
        {t('studio.agent.save')}
      </Button>
    </form>
  );
}

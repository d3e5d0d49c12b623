import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FormQuestionLimit, OPTION_KEYS, QuestionType } from '@haoduo/contract';
import { Button, Checkbox, Input, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The option texts of a choice question: one field per option (A, B, ...), add and remove. */
export function OptionsEditor({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  const { t } = useTranslation();
  const set = (index: number, text: string) =>
    onChange?.(value.map((old, i) => (i === index ? text : old)));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {value.map((text, index) => {
        const key = OPTION_KEYS[index]!;
        return (
          <Space.Compact key={key} style={{ width: '100%' }}>
            <Input
              prefix={`${key}.`}
              aria-label={t('formQuestions.form.option', { key })}
              value={text}
              maxLength={FormQuestionLimit.OPTION_MAX}
              onChange={(event) => set(index, event.target.value)}
            />
            <Button
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('formQuestions.form.removeOption', { key })}
              disabled={value.length <= FormQuestionLimit.OPTIONS_MIN}
              onClick={() => onChange?.(value.filter((_, i) => i !== index))}
            />
          </Space.Compact>
        );
      })}
      {value.length < FormQuestionLimit.OPTIONS_MAX ? (
        <Button
          type="dashed"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => onChange?.([...value, ''])}
        >
          {t('formQuestions.form.addOption')}
        </Button>
      ) : null}
    </Space>
  );
}

/** The right answer, by type: an option, several options, true or false, or accepted texts. */
export function AnswerPicker({
  value = [],
  onChange,
  questionType,
  optionCount,
  id,
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  questionType: number;
  optionCount: number;
  id?: string;
}) {
  const { t } = useTranslation();
  const keys = OPTION_KEYS.slice(0, optionCount).map((key) => ({ label: key, value: key }));
  if (questionType === QuestionType.SINGLE) {
    return (
      <Radio.Group
        id={id}
        options={keys}
        value={value[0]}
        onChange={(event) => onChange?.([event.target.value as string])}
      />
    );
  }
  if (questionType === QuestionType.MULTIPLE) {
    return (
      <Checkbox.Group
        options={keys}
        value={value}
        onChange={(checked) => onChange?.([...checked].sort())}
      />
    );
  }
  if (questionType === QuestionType.FILL) {
    return (
      <Select
        id={id}
        mode="tags"
        open={false}
        suffixIcon={null}
        value={value}
        maxCount={FormQuestionLimit.FILL_ANSWERS_MAX}
        onChange={(texts: string[]) => onChange?.(texts.map((text) => text.trim()).filter(Boolean))}
        placeholder={t('formQuestions.form.fillHint')}
      />
    );
  }
  return (
    <Radio.Group
      id={id}
      optionType="button"
      options={[
        { label: t('formQuestions.judge.true'), value: 'true' },
        { label: t('formQuestions.judge.false'), value: 'false' },
      ]}
      value={value[0]}
      onChange={(event) => onChange?.([event.target.value as string])}
    />
  );
}

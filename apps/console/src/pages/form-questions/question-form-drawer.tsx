import {
  formQuestionEndpoints,
  isChoiceType,
  QUESTION_TYPES,
  QuestionType,
  ZFormQuestionAddBody,
  ZFormQuestionModifyBody,
  type TFormQuestion,
} from '@haoduo/contract';
import { Form, Input, Radio, Select, type FormInstance } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { questionTypeLabel } from './type-label';
import { ImageUpload } from '../../features/competitions';
import { labelOptions } from '../../shared/labels';
import { FormDrawer, useResourceMutation, type fieldOf } from '../../shared/resource';

type TFieldBinding = ReturnType<typeof fieldOf>;
import { AnswerPicker, OptionsEditor } from './question-inputs';

export const FORM_QUESTIONS_KEY = ['form-questions'] as const;

const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

function QuestionFields({
  field,
  form,
}: {
  field: (name: string, required?: string) => TFieldBinding;
  form: FormInstance;
}) {
  const { t } = useTranslation();
  const type = (Form.useWatch('questionType', form) as number | undefined) ?? QuestionType.SINGLE;
  const options = (Form.useWatch('options', form) as string[] | undefined) ?? [];
  const choice = isChoiceType(type);
  return (
    <>
      <Form.Item label={t('formQuestions.form.type')} {...field('questionType')}>
        <Radio.Group
          optionType="button"
          options={QUESTION_TYPES.map((value) => ({
            value,
            label: questionTypeLabel(t, value),
          }))}
          onChange={(event) => {
            const next = event.target.value as number;
            form.setFieldValue('answer', []);
            if (isChoiceType(next) && (form.getFieldValue('options') as string[]).length < 2) {
              form.setFieldValue('options', ['', '', '', '']);
            }
          }}
        />
      </Form.Item>
      <Form.Item label={t('formQuestions.form.title')} {...field('title')}>
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder={t('formQuestions.form.titlePlaceholder')}
        />
      </Form.Item>
      {type === QuestionType.PICTURE_JUDGE ? (
        <Form.Item label={t('formQuestions.form.picture')} {...field('picUrl')} required>
          <ImageUpload
            label={t('formQuestions.form.picture')}
            previewWidth={160}
            previewHeight={120}
          />
        </Form.Item>
      ) : null}
      {choice ? (
        <Form.Item label={t('formQuestions.form.options')} {...field('options')}>
          <OptionsEditor />
        </Form.Item>
      ) : null}
      <Form.Item
        label={
          type === QuestionType.FILL
            ? t('formQuestions.form.fillAnswers')
            : t('formQuestions.form.answer')
        }
        {...field('answer')}
        required
      >
        <AnswerPicker questionType={type} optionCount={options.length} />
      </Form.Item>
      <Form.Item label={t('formQuestions.form.explanation')} {...field('explanation')}>
        <Input.TextArea rows={3} maxLength={1000} />
      </Form.Item>
      <Form.Item
        label={t('formQuestions.form.knowledgePoints')}
        {...field('knowledgePoints')}
        extra={t('formQuestions.form.knowledgeHint')}
      >
        <Select mode="tags" open={false} suffixIcon={null} maxCount={5} />
      </Form.Item>
      <Form.Item
        label={t('formQuestions.form.grade')}
        {...field('grade', t('formQuestions.form.pickGrade'))}
      >
        <Select
          options={labelOptions('grade', GRADES)}
          placeholder={t('formQuestions.form.pickGrade')}
          style={{ width: 200 }}
        />
      </Form.Item>
    </>
  );
}

/** 新增题目 / 编辑题目: the editor of each type (options, answer, picture). */
export function QuestionFormDrawer({
  question,
  open,
  onClose,
}: {
  question: TFormQuestion | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const invalidate = [FORM_QUESTIONS_KEY];
  const add = useResourceMutation(formQuestionEndpoints.add, { invalidate });
  const modify = useResourceMutation(formQuestionEndpoints.modify, { invalidate });
  const initialValues = useMemo(
    () =>
      question
        ? {
            questionType: question.questionType,
            title: question.title,
            picUrl: question.picUrl ?? '',
            options: question.options,
            answer: question.answer,
            explanation: question.explanation,
            knowledgePoints: question.knowledgePoints,
            grade: question.grade,
          }
        : {
            questionType: QuestionType.SINGLE,
            picUrl: '',
            options: ['', '', '', ''],
            answer: [],
            explanation: '',
            knowledgePoints: [],
          },
    [question],
  );
  return (
    <FormDrawer<unknown>
      open={open}
      width={640}
      title={question ? t('formQuestions.edit') : t('formQuestions.add')}
      schema={question ? ZFormQuestionModifyBody : ZFormQuestionAddBody}
      initialValues={initialValues}
      toBody={(values) => {
        const body = {
          ...values,
          options: isChoiceType(values.questionType as number) ? values.options : [],
          picUrl: values.picUrl ?? '',
        };
        return question ? { ...body, id: question.id } : body;
      }}
      onSubmit={(body) =>
        question
          ? modify.mutateAsync(body as Parameters<typeof modify.mutateAsync>[0])
          : add.mutateAsync(body as Parameters<typeof add.mutateAsync>[0])
      }
      onClose={onClose}
    >
      {(field, form) => <QuestionFields field={field} form={form} />}
    </FormDrawer>
  );
}

import { ArrowLeftOutlined, RobotOutlined } from '@ant-design/icons';
import {
  SAFETY_GALLERY_KINDS,
  SAFETY_STRICTNESS,
  SafetyLimit,
  SafetyMessages,
  type TSafetyClassRules,
  type TSafetyStrictness,
  type TWorksKind,
} from '@haoduo/contract';
import { Button, Checkbox, Form, Input, Radio, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppStore } from '../../../../shared/stores/app-store';
import { viewerKey } from '../../../../shared/stores/session';
import { feedback } from '../../../../shared/ui/feedback';
import { useClassRules, useSaveClassRules } from '../../api/rules';
import { shortTime } from '../../model/time';
import { classPagePath } from '../../paths';
import styles from './class-rules-form.module.css';
import { cleanWords, WORD_SEPARATORS, wordListRules } from './word-rules';

/** 'school': the class keeps the school's value. */
type TStrictnessChoice = TSafetyStrictness | 'school';

interface TRulesValues {
  strictness: TStrictnessChoice;
  blockedWords: string[];
  allowedWords: string[];
  refusalMessage: string;
  galleryFromSchool: boolean;
  galleryKinds: TWorksKind[];
}

function valuesOf(rules: TSafetyClassRules): TRulesValues {
  return {
    strictness: rules.class.strictness ?? 'school',
    blockedWords: rules.class.blockedWords,
    allowedWords: rules.class.allowedWords,
    refusalMessage: rules.class.refusalMessage ?? '',
    galleryFromSchool: rules.class.galleryKinds === null,
    galleryKinds: rules.class.galleryKinds ?? rules.school.galleryKinds,
  };
}

/** The class's own safety rules, on top of the school's (shown beside each field). */
export function ClassRulesForm({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useAppStore(viewerKey);
  const rules = useClassRules(viewer, classId);
  const save = useSaveClassRules(viewer);
  const [form] = Form.useForm<TRulesValues>();
  const strictness = Form.useWatch('strictness', form);
  const refusal = Form.useWatch('refusalMessage', form);
  const fromSchool = Form.useWatch('galleryFromSchool', form);

  if (rules.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!rules.data) return null;
  const data = rules.data;
  const wordChecks = wordListRules({
    tooLong: t('safety.rules.wordTooLong'),
    tooMany: t('safety.rules.wordsTooMany'),
  });
  const level = strictness && strictness !== 'school' ? strictness : data.school.strictness;

  const submit = (values: TRulesValues) =>
    save.mutate(
      {
        classId,
        blockedWords: cleanWords(values.blockedWords),
        allowedWords: cleanWords(values.allowedWords),
        strictness: values.strictness === 'school' ? null : values.strictness,
        refusalMessage: values.refusalMessage.trim() || null,
        galleryKinds: values.galleryFromSchool ? null : values.galleryKinds,
      },
      { onSuccess: () => void feedback().message.success(t('safety.rules.saved')) },
    );

  const schoolWords = (words: string[]) =>
    words.length > 0 ? (
      <span className={styles.school}>
        {t('safety.rules.schoolWords', { words: words.join('、') })}
      </span>
    ) : null;

  return (
    <div className={styles.page}>
      <Button
        type="link"
        className={styles.back}
        icon={<ArrowLeftOutlined aria-hidden />}
        onClick={() => navigate(classPagePath(classId))}
      >
        {t('safety.backToClass')}
      </Button>
      <header className={styles.head}>
        <h2 className={styles.title}>{t('safety.rules.title')}</h2>
        <p className={styles.subtitle}>
          {t('safety.rules.subtitle', { className: data.courseClassName })}
        </p>
      </header>
      <Form<TRulesValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={valuesOf(data)}
        onFinish={submit}
        className={styles.form}
      >
        <div className={styles.card}>
          <Form.Item
            name="strictness"
            label={t('safety.rules.strictness')}
            extra={t(`safety.strictness.${level}Hint`)}
          >
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              size="large"
              options={[
                {
                  value: 'school',
                  label: t('safety.rules.strictnessSchool', {
                    level: t(`safety.strictness.${data.school.strictness}`),
                  }),
                },
                ...SAFETY_STRICTNESS.map((value) => ({
                  value,
                  label: t(`safety.strictness.${value}`),
                })),
              ]}
            />
          </Form.Item>
          <Form.Item
            name="blockedWords"
            label={t('safety.rules.blocked')}
            extra={
              <>
                {t('safety.rules.blockedHint')} {schoolWords(data.school.blockedWords)}
              </>
            }
            rules={wordChecks}
          >
            <Select
              mode="tags"
              size="large"
              open={false}
              suffixIcon={null}
              tokenSeparators={WORD_SEPARATORS}
              placeholder={t('safety.rules.wordsPlaceholder')}
            />
          </Form.Item>
          <Form.Item
            name="allowedWords"
            label={t('safety.rules.allowed')}
            extra={
              <>
                {t('safety.rules.allowedHint')} {schoolWords(data.school.allowedWords)}
              </>
            }
            rules={wordChecks}
          >
            <Select
              mode="tags"
              size="large"
              open={false}
              suffixIcon={null}
              tokenSeparators={WORD_SEPARATORS}
              placeholder={t('safety.rules.wordsPlaceholder')}
            />
          </Form.Item>
        </div>
        <div className={styles.card}>
          <Form.Item
            name="refusalMessage"
            label={t('safety.rules.refusalMessage')}
            extra={t('safety.rules.refusalHint')}
            rules={[
              {
                max: SafetyLimit.REFUSAL_MESSAGE_MAX,
                message: SafetyMessages.REFUSAL_MESSAGE_TOO_LONG,
              },
            ]}
          >
            <Input.TextArea
              rows={2}
              showCount
              maxLength={SafetyLimit.REFUSAL_MESSAGE_MAX}
              placeholder={t('safety.rules.refusalPlaceholder')}
            />
          </Form.Item>
          <div className={styles.preview} aria-label={t('safety.rules.preview')} role="note">
            <span className={styles.previewLabel}>{t('safety.rules.preview')}</span>
            <div className={styles.bubble}>
              <RobotOutlined aria-hidden className={styles.robot} />
              <span>
                {refusal?.trim() || data.school.refusalMessage || SafetyMessages.REFUSED}
                <span className={styles.free}>{t('safety.rules.previewFree')}</span>
              </span>
            </div>
          </div>
        </div>
        <div className={styles.card}>
          <div role="group" aria-labelledby="gallery-label" className={styles.gallery}>
            <div id="gallery-label" className={styles.groupLabel}>
              {t('safety.rules.gallery')}
            </div>
            <Form.Item name="galleryFromSchool" valuePropName="checked" noStyle>
              <Checkbox className={styles.inherit}>{t('safety.rules.gallerySchool')}</Checkbox>
            </Form.Item>
            <Form.Item name="galleryKinds" noStyle>
              <Checkbox.Group
                disabled={fromSchool}
                options={SAFETY_GALLERY_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`safety.galleryKind.${kind}`),
                }))}
              />
            </Form.Item>
            <div className={styles.groupHint}>{t('safety.rules.galleryHint')}</div>
          </div>
        </div>
        <div className={styles.actions}>
          {data.updatedAt && (
            <span className={styles.updated}>
              {t('safety.rules.updatedAt', { time: shortTime(data.updatedAt) })}
            </span>
          )}
          <Button type="primary" size="large" htmlType="submit" loading={save.isPending}>
            {t('safety.rules.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}

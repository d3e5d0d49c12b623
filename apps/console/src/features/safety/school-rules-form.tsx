import {
  SAFETY_GALLERY_KINDS,
  SAFETY_STRICTNESS,
  safetyRuleEndpoints,
  ZSafetySchoolRulesSetBody,
  type TSafetySchoolRules,
  type TSafetySchoolRulesSetBody,
  type TSafetyStrictness,
  type TWorksKind,
} from '@haoduo/contract';
import { Button, Checkbox, Form, Input, Radio, Select, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { Can } from '../../shared/permissions';
import { fieldOf, useResourceMutation } from '../../shared/resource';
import { formatTime } from '../../shared/labels';
import {
  cleanWords,
  GALLERY_KIND_LABELS,
  STRICTNESS_HINTS,
  STRICTNESS_LABELS,
  WORD_SEPARATORS,
} from './safety-labels';
import { SAFETY_KEY } from './safety-keys';

interface TRulesValues {
  blockedWords: string[];
  allowedWords: string[];
  strictness: TSafetyStrictness;
  refusalMessage: string;
  galleryKinds: TWorksKind[];
}

const schema = ZSafetySchoolRulesSetBody;
const shape = schema.shape;

/** The refusal message's check: empty is fine (the default message), else the schema's. */
const refusalRule: Rule = {
  validator: async (_rule, value: string | undefined) => {
    const result = shape.refusalMessage.safeParse(value ?? null);
    if (!result.success) throw new Error(result.error.issues[0]?.message);
  },
};

/** What the set call receives for the form's values. */
export function rulesBody(schoolId: number, values: TRulesValues): TSafetySchoolRulesSetBody {
  return {
    schoolId,
    blockedWords: cleanWords(values.blockedWords),
    allowedWords: cleanWords(values.allowedWords),
    strictness: values.strictness,
    refusalMessage: values.refusalMessage.trim() || null,
    galleryKinds: values.galleryKinds,
  };
}

function wordsSelect(label: string) {
  return (
    <Select
      mode="tags"
      open={false}
      suffixIcon={null}
      aria-label={label}
      tokenSeparators={WORD_SEPARATORS}
      placeholder="输入词语后按回车，可一次粘贴多个"
    />
  );
}

/** A school's own moderation rules; only staff with safety:rules-edit can save them. */
export function SchoolRulesForm({ data }: { data: TSafetySchoolRules }) {
  const [form] = Form.useForm<TRulesValues>();
  const strictness = Form.useWatch('strictness', form) ?? data.rules.strictness;
  const save = useResourceMutation(safetyRuleEndpoints.schoolSet, {
    invalidate: [SAFETY_KEY],
    successText: '安全规则已保存',
  });
  const initialValues: TRulesValues = {
    blockedWords: data.rules.blockedWords,
    allowedWords: data.rules.allowedWords,
    strictness: data.rules.strictness,
    refusalMessage: data.rules.refusalMessage ?? '',
    galleryKinds: data.rules.galleryKinds,
  };
  const blocked = fieldOf(schema, 'blockedWords');
  const allowed = fieldOf(schema, 'allowedWords');

  return (
    <Form<TRulesValues>
      form={form}
      name="safetySchoolRules"
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={(values) => save.mutateAsync(rulesBody(data.schoolId, values)).catch(() => null)}
      style={{ maxWidth: 760 }}
    >
      <Form.Item name="strictness" label="严格程度" extra={STRICTNESS_HINTS[strictness]}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={SAFETY_STRICTNESS.map((value) => ({ value, label: STRICTNESS_LABELS[value] }))}
        />
      </Form.Item>
      <Form.Item
        name="blockedWords"
        label="本校额外屏蔽的词语"
        extra="学生的提问、AI的回答和作品里出现这些词语时会被拦截，只对本校学生生效。"
        rules={blocked.rules}
      >
        {wordsSelect('本校额外屏蔽的词语')}
      </Form.Item>
      <Form.Item
        name="allowedWords"
        label="本校允许的词语"
        extra="课上要用、看起来像危险词的词语，比如“手枪虾”“枪乌贼”。"
        rules={allowed.rules}
      >
        {wordsSelect('本校允许的词语')}
      </Form.Item>
      <Form.Item
        name="refusalMessage"
        label="拦截时对学生说的话"
        extra="不填就用默认的温和提示；不会向学生重复被拦截的词语，也不扣AI点数。"
        rules={[refusalRule]}
      >
        <Input.TextArea
          rows={2}
          showCount
          placeholder="例如：这个主意不太合适，我们换一个温暖有趣的主题吧！"
        />
      </Form.Item>
      <Form.Item
        name="galleryKinds"
        label="可以发布到作品广场的作品"
        extra="没选中的作品只能保存在学生自己的作品里。"
      >
        <Checkbox.Group
          options={SAFETY_GALLERY_KINDS.map((value) => ({
            value,
            label: GALLERY_KIND_LABELS[value],
          }))}
        />
      </Form.Item>
      <Can
        permission="safety:rules-edit"
        fallback={<Typography.Text type="secondary">你没有修改安全规则的权限。</Typography.Text>}
      >
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存规则
        </Button>
      </Can>
      <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
        {data.updatedAt
          ? `上次保存 ${formatTime(data.updatedAt)}`
          : '尚未设置，正在使用平台默认规则'}
      </Typography.Text>
    </Form>
  );
}

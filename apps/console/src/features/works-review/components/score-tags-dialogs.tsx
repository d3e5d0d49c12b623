import { WorksLimit, ZModifyScoreBody, ZTagWorksBody } from '@haoduo/contract';
import { App, Form, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useModifyWorksScore, useTagOptions, useTagWorks } from '../api/works-review-api';
import { parseForm } from '../model/zod-form';
import { useTranslation } from 'react-i18next';

interface TTarget {
  id: number;
  worksName: string;
  sortScore: number | null;
  tagIds: number[];
}

interface TDialogProps {
  work: TTarget | null;
  onClose: () => void;
}

/** Set a work's sort score (higher first in the gallery's recommended order). */
export function ScoreDialog({ work, onClose }: TDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ sortScore: number | null }>();
  const modify = useModifyWorksScore();
  const { message } = App.useApp();
  useEffect(() => {
    if (work) form.setFieldsValue({ sortScore: work.sortScore ?? 0 });
  }, [work, form]);

  const submit = async () => {
    if (!work) return;
    const body = parseForm(form, ZModifyScoreBody, { id: work.id, ...form.getFieldsValue() });
    if (!body) return;
    await modify.mutateAsync(body);
    void message.success(t('works.scoreSaved'));
    onClose();
  };

  return (
    <Modal
      open={work !== null}
      title={work ? t('works.scoreTitle', { name: work.worksName }) : ''}
      okText={t('actions.save')}
      confirmLoading={modify.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={400}
    >
      <Form form={form} name="works-score" layout="vertical">
        <Form.Item name="sortScore" label={t('works.score')} extra={t('works.scoreHint')}>
          <InputNumber
            min={0}
            max={WorksLimit.SORT_SCORE_MAX}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Set a work's tags (at most 10). */
export function TagsDialog({ work, onClose }: TDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ tagIds: number[] }>();
  const tagWorks = useTagWorks();
  const tags = useTagOptions();
  const { message } = App.useApp();
  useEffect(() => {
    if (work) form.setFieldsValue({ tagIds: work.tagIds });
  }, [work, form]);

  const submit = async () => {
    if (!work) return;
    const body = parseForm(form, ZTagWorksBody, {
      id: work.id,
      tagIds: form.getFieldValue('tagIds') ?? [],
    });
    if (!body) return;
    await tagWorks.mutateAsync(body);
    void message.success(t('works.tagsSaved'));
    onClose();
  };

  return (
    <Modal
      open={work !== null}
      title={work ? t('works.tagsTitle', { name: work.worksName }) : ''}
      okText={t('actions.save')}
      confirmLoading={tagWorks.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      width={480}
    >
      <Form form={form} name="works-tags" layout="vertical">
        <Form.Item
          name="tagIds"
          label={t('works.tags')}
          extra={t('works.tagsMax', { count: WorksLimit.TAGS_PER_WORK_MAX })}
        >
          <Select
            mode="multiple"
            allowClear
            loading={tags.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
            placeholder={t('works.pickTags')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

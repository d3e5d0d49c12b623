import { SaveOutlined } from '@ant-design/icons';
import { WorksLimit, type TAiJob } from '@haoduo/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '../../../shared/ui/app-modal';
import { savePictureWork } from '../api/save-picture-work';
import { saveVideoWork } from '../api/save-video-work';
import { saveAppWork } from '../api/save-app-work';
import { useCurrentClassId } from '../model/use-class-id';
import { feedback } from '../../../shared/ui/feedback';

/** Which results can become a work, and how. */
export function canSaveAsWork(job: TAiJob): boolean {
  const r = job.result;
  if (!r) return false;
  return r.tool === 'draw' || r.tool === 'draw-color' || r.tool === 'video' || r.tool === 'code';
}

async function saveJob(job: TAiJob, worksName: string, classId?: number): Promise<{ id: number }> {
  const r = job.result;
  const base = { jobId: job.id, worksName, prompt: job.prompt, classId };
  if (r?.tool === 'draw' || r?.tool === 'draw-color')
    return savePictureWork({ ...base, tool: r.tool });
  if (r?.tool === 'video') return saveVideoWork(base);
  if (r?.tool === 'code') {
    return saveAppWork({ worksName, prompt: job.prompt, html: r.html ?? '', classId });
  }
  throw new Error('not a work');
}

/** "Save as a work": a name, then the work is a draft in the pupil's works. */
export function SaveWorkButton({ job }: { job: TAiJob }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = feedback();
  const classId = useCurrentClassId();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ worksName: string }>();
  if (!canSaveAsWork(job)) return null;

  const submit = async ({ worksName }: { worksName: string }) => {
    setSaving(true);
    try {
      await saveJob(job, worksName.trim(), classId);
      setOpen(false);
      void message.success({
        content: (
          <span>
            {t('studio.saved')}{' '}
            <Button type="link" onClick={() => navigate('/user/my/book')}>
              {t('studio.openWorks')}
            </Button>
          </span>
        ),
      });
    } catch {
      // The API client has shown the reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button size="large" icon={<SaveOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('studio.saveWork')}
      </Button>
      <AppModal
        open={open}
        title={t('studio.saveWorkTitle')}
        onCancel={() => setOpen(false)}
        okText={t('studio.saveWork')}
        cancelText={t('studio.cancel')}
        confirmLoading={saving}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ worksName: job.prompt.slice(0, 20) }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="worksName"
            label={t('studio.worksName')}
            rules={[
              { required: true, whitespace: true, message: t('studio.worksNameRequired') },
              { max: WorksLimit.NAME_MAX },
            ]}
          >
            <Input size="large" maxLength={WorksLimit.NAME_MAX} />
          </Form.Item>
        </Form>
      </AppModal>
    </>
  );
}

import { WorksLimit, type TAiJob } from '@haoduo/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '../../../shared/ui/app-modal';
import { feedback } from '../../../shared/ui/feedback';
import { savePictureWork } from '../api/save-picture-work';
import { saveAppWork } from '../api/save-app-work';
import { saveVideoWork } from '../api/save-video-work';
import { useCurrentClassId } from '../model/use-class-id';

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

interface TSaveWorkDialogProps {
  open: boolean;
  job: TAiJob;
  onClose: () => void;
}

/** The name of the new work (the prompt's first 20 characters to start with), then save. */
export function SaveWorkDialog({ open, job, onClose }: TSaveWorkDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = feedback();
  const classId = useCurrentClassId();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ worksName: string }>();

  const submit = async ({ worksName }: { worksName: string }) => {
    setSaving(true);
    try {
      await saveJob(job, worksName.trim(), classId);
      onClose();
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
    <AppModal
      open={open}
      title={t('studio.saveWorkTitle')}
      onCancel={onClose}
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
  );
}

import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { competitionMngEndpoints, ZUploadWinnersUrlBody } from '@haoduo/contract';
import { Button, Form, Input, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPETITIONS_KEY, ImageUpload } from '../../features/competitions';
import { uploadSiteFile } from '../../features/courses';
import { useResourceMutation, zodRule } from '../../shared/resource';

/** A link to a picture (the preview shows it); a PDF is shown as a link to open it. */
const isPicture = (url: string) => /\.(png|jpe?g|webp|gif)(\?|$)/i.test(url);
const isPdf = (url: string) => /\.pdf(\?|$)/i.test(url);

/**
 * 上传获奖名单: a picture of the winners (previewed) or a PDF (a link to open it) uploaded
 * here, or the link of a file uploaded elsewhere; saving publishes the winners.
 */
export function WinnersUrlModal(props: { competitionId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ winnersUrl: string }>();
  const link = Form.useWatch('winnersUrl', form) ?? '';
  const [sendingPdf, setSendingPdf] = useState(false);
  const setLink = (url: string) => {
    form.setFieldValue('winnersUrl', url);
    void form.validateFields(['winnersUrl']).catch(() => undefined);
  };
  const upload = useResourceMutation(competitionMngEndpoints.uploadWinnersUrl, {
    invalidate: [COMPETITIONS_KEY],
    successText: t('competitions.published'),
  });
  return (
    <Modal
      open={props.competitionId !== null}
      title={t('competitions.uploadWinners')}
      width={560}
      destroyOnHidden
      confirmLoading={upload.isPending}
      onCancel={props.onClose}
      onOk={async () => {
        const { winnersUrl } = await form.validateFields();
        await upload.mutateAsync({ id: props.competitionId!, winnersUrl });
        props.onClose();
      }}
    >
      <Typography.Paragraph type="secondary">{t('competitions.winnersHint')}</Typography.Paragraph>
      <Form form={form} name="winners-url" layout="vertical">
        <Form.Item label={t('competitions.winnersImage')} htmlFor="winners-image">
          <ImageUpload
            id="winners-image"
            label={t('competitions.winnersImage')}
            value={isPicture(link) ? link : ''}
            onChange={setLink}
            maxMb={10}
            previewWidth={160}
            previewHeight={200}
          />
        </Form.Item>
        <Space style={{ marginBottom: 16 }}>
          <Upload
            accept="application/pdf,.pdf"
            showUploadList={false}
            customRequest={() => {}}
            beforeUpload={(file) => {
              setSendingPdf(true);
              // The client toasts why a file is refused (not a PDF, too large).
              void uploadSiteFile(file, 'document')
                .then((media) => setLink(media.url))
                .catch(() => undefined)
                .finally(() => setSendingPdf(false));
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={sendingPdf}>
              {t('competitions.winnersPdf')}
            </Button>
          </Upload>
          {isPdf(link) ? (
            <Typography.Link href={link} target="_blank" rel="noreferrer">
              <FilePdfOutlined /> {t('competitions.winnersPdfOpen')}
            </Typography.Link>
          ) : null}
        </Space>
        <Form.Item
          label={t('competitions.winnersUrl')}
          name="winnersUrl"
          rules={[zodRule(ZUploadWinnersUrlBody.shape.winnersUrl)]}
        >
          <Input placeholder={t('competitions.placeholders.link')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { competitionMngEndpoints, ZUploadWinnersUrlBody } from '@haoduo/contract';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPETITIONS_KEY, ImageUpload } from '../../features/competitions';
import { useResourceMutation, zodRule } from '../../shared/resource';

/** A link to a picture (the preview shows it; a PDF's link is only written). */
const isPicture = (url: string) => /\.(png|jpe?g|webp|gif)(\?|$)/i.test(url);

/**
 * 上传获奖名单: a picture of the winners uploaded here (previewed), or the link of a file
 * uploaded elsewhere (a PDF); saving publishes the winners.
 */
export function WinnersUrlModal(props: { competitionId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ winnersUrl: string }>();
  const link = Form.useWatch('winnersUrl', form) ?? '';
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
            onChange={(url) => {
              form.setFieldValue('winnersUrl', url);
              void form.validateFields(['winnersUrl']).catch(() => undefined);
            }}
            maxMb={10}
            previewWidth={160}
            previewHeight={200}
          />
        </Form.Item>
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

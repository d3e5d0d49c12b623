import { competitionMngEndpoints, ZUploadWinnersUrlBody } from '@haoduo/contract';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPETITIONS_KEY } from '../../features/competitions';
import { useResourceMutation, zodRule } from '../../shared/resource';

/** 上传获奖名单: the winners file's link; saving publishes the winners. */
export function WinnersUrlModal(props: { competitionId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ winnersUrl: string }>();
  const upload = useResourceMutation(competitionMngEndpoints.uploadWinnersUrl, {
    invalidate: [COMPETITIONS_KEY],
    successText: t('competitions.published'),
  });
  return (
    <Modal
      open={props.competitionId !== null}
      title={t('competitions.uploadWinners')}
      destroyOnHidden
      confirmLoading={upload.isPending}
      onCancel={props.onClose}
      onOk={async () => {
        const { winnersUrl } = await form.validateFields();
        await upload.mutateAsync({ id: props.competitionId!, winnersUrl });
        props.onClose();
      }}
    >
      <Form form={form} name="winners-url" layout="vertical">
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

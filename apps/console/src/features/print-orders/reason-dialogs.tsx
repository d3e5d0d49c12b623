import { printOrderMngEndpoints, type TPrintOrder } from '@haoduo/contract';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResourceMutation } from '../../shared/resource';
import { PRINT_ORDERS_KEY } from './labels';

/** 驳回 with a reason (a paid order is refunded). */
export function RejectDialog({ order, onClose }: { order: TPrintOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useResourceMutation(printOrderMngEndpoints.reject, {
    invalidate: [PRINT_ORDERS_KEY],
    successText: t('printOrders.rejected'),
  });
  return (
    <Modal
      open
      title={t('printOrders.rejectTitle', { name: order.worksName })}
      okText={t('printOrders.reject')}
      okButtonProps={{ danger: true, loading: reject.isPending }}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(async ({ reason }) => {
          await reject.mutateAsync({ orderId: order.id, reason });
          onClose();
        })
      }
    >
      {order.amountFen > 0 && order.paidAt ? <p>{t('printOrders.rejectRefund')}</p> : null}
      <Form form={form} name="print-order-reject" layout="vertical">
        <Form.Item
          name="reason"
          label={t('printOrders.reason')}
          rules={[{ required: true, whitespace: true, message: t('printOrders.reasonRequired') }]}
        >
          <Input.TextArea maxLength={200} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 发货: the express company and number, shown to the pupil as text. */
export function ShipDialog({ order, onClose }: { order: TPrintOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ logisticsCompany: string; logisticsNo: string }>();
  const ship = useResourceMutation(printOrderMngEndpoints.ship, {
    invalidate: [PRINT_ORDERS_KEY],
    successText: t('printOrders.shipped'),
  });
  return (
    <Modal
      open
      title={t('printOrders.shipTitle', { name: order.worksName })}
      okText={t('printOrders.ship')}
      okButtonProps={{ loading: ship.isPending }}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then(async (values) => {
          await ship.mutateAsync({ orderId: order.id, ...values });
          onClose();
        })
      }
    >
      <Form
        form={form}
        name="print-order-ship"
        layout="vertical"
        initialValues={{ logisticsCompany: '顺丰速运' }}
      >
        <Form.Item
          name="logisticsCompany"
          label={t('printOrders.company')}
          rules={[{ required: true, whitespace: true, message: t('printOrders.companyRequired') }]}
        >
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item
          name="logisticsNo"
          label={t('printOrders.trackingNo')}
          rules={[
            { required: true, whitespace: true, message: t('printOrders.trackingNoRequired') },
          ]}
        >
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 绘本印刷 in the back office: orders, purchase orders (printer batches), free quotas. */
export { OrdersTab } from './orders-tab';
export { PurchaseOrdersTab } from './purchase-orders-tab';
export { QuotaDrawer, SpecialSubmitDrawer } from './special-submit-drawer';

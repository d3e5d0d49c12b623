/** What the app uses of the print-order module; other modules import nothing else of it. */
import { printOrderEndpoints } from '@haoduo/contract';

export { printOrderFeature } from './print-order.plugin';
/** Where the payment gateway posts its notifications. */
export const PAY_NOTIFY_PATH = printOrderEndpoints.payNotify.path;
export { seedPrintOrders } from './print-order.demo';

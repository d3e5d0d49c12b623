import type { TDeps } from '../../platform/deps';
import type { TPaymentPort } from '../../providers/payment/payment-port';

/** What the print-order routes use: the database, the file storage and the payment port. */
export type TPrintDeps = Pick<TDeps, 'db' | 'storage'> & { payment: TPaymentPort };

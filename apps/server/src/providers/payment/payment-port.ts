/**
 * Payment behind a port: native (QR) payments, queries, refunds and the gateway's signed
 * asynchronous notifications. Adapters speak WeChat Pay API v3, to WeChat Pay itself or to
 * the local gateway of development and tests (local-gateway.ts). Amounts are fen.
 */
export interface TNativePayment {
  /** The `code_url` to show as a QR code. */
  codeUrl: string;
  /** A page that pays it in a browser (the local gateway's cashier), else null. */
  payUrl: string | null;
}

export type TTradeState = 'SUCCESS' | 'NOTPAY' | 'CLOSED' | 'REFUND' | 'USERPAYING' | 'PAYERROR';

export interface TTrade {
  outTradeNo: string;
  tradeState: TTradeState;
  transactionId: string | null;
  amountFen: number;
}

/** A verified, decrypted notification. */
export type TPaymentEvent =
  | { kind: 'paid'; eventId: string; trade: TTrade }
  | {
      kind: 'refunded';
      eventId: string;
      outTradeNo: string;
      refundId: string;
      refundFen: number;
      status: string;
    }
  | { kind: 'other'; eventId: string };

export interface TPaymentPort {
  readonly name: string;
  createNative(input: {
    outTradeNo: string;
    description: string;
    amountFen: number;
  }): Promise<TNativePayment>;
  query(outTradeNo: string): Promise<TTrade>;
  refund(input: {
    outTradeNo: string;
    outRefundNo: string;
    totalFen: number;
    refundFen: number;
    reason: string;
  }): Promise<{ refundId: string; status: string }>;
  /** Verifies the signature and decrypts the resource; throws PaymentSignatureError. */
  parseNotification(
    headers: Record<string, string | string[] | undefined>,
    body: string,
  ): TPaymentEvent;
  close(): Promise<void>;
}

/** The gateway answered an error or could not be reached. */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
}

/** A notification (or a gateway answer) whose signature does not verify. */
export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError';
}

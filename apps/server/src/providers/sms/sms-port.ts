/** Sending text and voice messages to a mobile. Adapters: outbox (default), and real providers. */
export interface TSmsMessage {
  mobile: string;
  content: string;
  channel: 'sms' | 'voice';
  /** The verification code alone: vendors send it as their template's parameter. */
  code?: string;
}

export interface TSmsPort {
  readonly name: string;
  /** Outside production, the outbox can be read back (dev endpoint, tests). */
  readonly readable: boolean;
  send(message: TSmsMessage): Promise<void>;
  recent(
    mobile: string,
    limit: number,
  ): Promise<{ content: string; channel: string; createdAt: string }[]>;
}

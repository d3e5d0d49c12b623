export * from './print-order-constants';
export * from './print-order-messages';
export * from './print-order-requests.schema';
export * from './print-order-responses.schema';

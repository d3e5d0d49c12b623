type ValueOf<T> = T[keyof T];

/** A print order's statuses; the design's section 9 names their transitions. */
export const PrintOrderStatus = {
  SUBMITTED: 10,
  AWAITING_PAYMENT: 20,
  PAID: 30,
  PLACED: 40,
  SHIPPED: 50,
  COMPLETED: 60,
  CANCELLED: 90,
  REJECTED: 91,
} as const;
export type TPrintOrderStatus = ValueOf<typeof PrintOrderStatus>;

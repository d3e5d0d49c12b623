import type { TPrintBookSize, TPrintOrderKind, TPrintOrderStatus } from '@haoduo/contract';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Printed picture books. Owned by modules/print-order. Names of the school, class, pupil and
 * work are read from their owners when shown; the ids here are not foreign keys so that an
 * order, a money record, outlives the rows it was made from.
 */
export const printOrders = pgTable(
  'print_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    kind: integer('kind').$type<TPrintOrderKind>().notNull(),
    status: integer('status').$type<TPrintOrderStatus>().notNull(),
    /** Free copies made by staff (special submit); never paid. */
    special: boolean('special').notNull().default(false),
    worksId: integer('works_id'),
    worksName: text('works_name').notNull(),
    authorName: text('author_name').notNull(),
    coverUrl: text('cover_url'),
    bookSize: text('book_size').$type<TPrintBookSize>().notNull(),
    pageCount: integer('page_count').notNull(),
    schoolId: integer('school_id').notNull(),
    classId: integer('class_id'),
    semesterId: integer('semester_id'),
    /** The pupil's account (null for a class anthology). */
    pupilAccountId: integer('pupil_account_id'),
    pupilName: text('pupil_name'),
    creatorUserId: integer('creator_user_id').notNull(),
    printNum: integer('print_num').notNull().default(0),
    unitPriceFen: integer('unit_price_fen').notNull(),
    freeCopies: integer('free_copies').notNull().default(0),
    amountFen: integer('amount_fen').notNull().default(0),
    refundFen: integer('refund_fen').notNull().default(0),
    logisticsReceiver: text('logistics_receiver'),
    logisticsReceiverMobile: text('logistics_receiver_mobile'),
    logisticsAddress: text('logistics_address'),
    provinceId: integer('province_id'),
    cityId: integer('city_id'),
    districtId: integer('district_id'),
    logisticsCompany: text('logistics_company'),
    logisticsNo: text('logistics_no'),
    printerBatchNo: text('printer_batch_no'),
    rejectReason: text('reject_reason'),
    /** Storage key of the print-ready PDF. */
    proofKey: text('proof_key'),
    /** The gateway's merchant order number of the current payment attempt. */
    outTradeNo: text('out_trade_no'),
    transactionId: text('transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('print_orders_order_no_idx').on(t.orderNo),
    uniqueIndex('print_orders_out_trade_no_idx').on(t.outTradeNo),
    index('print_orders_pupil_idx').on(t.pupilAccountId, t.id.desc()),
    index('print_orders_class_idx').on(t.classId, t.id.desc()),
    index('print_orders_status_idx').on(t.status, t.id.desc()),
    index('print_orders_school_idx').on(t.schoolId, t.id.desc()),
    index('print_orders_batch_idx').on(t.printerBatchNo),
  ],
);

/** Every change of an order: who, when, from, to, why. */
export const printOrderHistory = pgTable(
  'print_order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => printOrders.id, { onDelete: 'cascade' }),
    fromStatus: integer('from_status').$type<TPrintOrderStatus>(),
    toStatus: integer('to_status').$type<TPrintOrderStatus>().notNull(),
    action: text('action').notNull(),
    reason: text('reason'),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('print_order_history_order_idx').on(t.orderId, t.id)],
);

/** Payment gateway events already applied (a repeated notification changes nothing). */
export const printPaymentEvents = pgTable(
  'print_payment_events',
  {
    id: serial('id').primaryKey(),
    /** `pay:<transaction id>` or `refund:<refund id>`. */
    eventKey: text('event_key').notNull(),
    orderId: integer('order_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('print_payment_events_key_idx').on(t.eventKey)],
);

/** Free copies per pupil per semester, set per class. */
export const printQuotas = pgTable('print_quotas', {
  classId: integer('class_id').primaryKey(),
  freeCopies: integer('free_copies').notNull(),
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

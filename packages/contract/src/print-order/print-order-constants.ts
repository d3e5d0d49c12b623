import { PrintOrderStatus, type TPrintOrderStatus } from '../constants/enums';

/** Chinese names of the print order statuses (DESIGN section 3). */
export const PRINT_ORDER_STATUS_LABELS: Readonly<Record<TPrintOrderStatus, string>> = {
  [PrintOrderStatus.SUBMITTED]: '已提交',
  [PrintOrderStatus.AWAITING_PAYMENT]: '待支付',
  [PrintOrderStatus.PAID]: '已支付',
  [PrintOrderStatus.PLACED]: '印刷中',
  [PrintOrderStatus.SHIPPED]: '已发货',
  [PrintOrderStatus.COMPLETED]: '已完成',
  [PrintOrderStatus.CANCELLED]: '已取消',
  [PrintOrderStatus.REJECTED]: '已驳回',
};

/** What an order is: one pupil's book, or one book of a whole class's works. */
export const PrintOrderKind = { WORK: 1, CLASS_ANTHOLOGY: 2 } as const;
export type TPrintOrderKind = (typeof PrintOrderKind)[keyof typeof PrintOrderKind];

/** Trim sizes a book can be printed in (3 mm bleed is added on every side). */
export const PRINT_BOOK_SIZES = ['a5-landscape', 'square-20'] as const;
export type TPrintBookSize = (typeof PRINT_BOOK_SIZES)[number];
export const PRINT_BOOK_SIZE_LABELS: Readonly<Record<TPrintBookSize, string>> = {
  'a5-landscape': 'A5 横版 (210×148 mm)',
  'square-20': '方形 (200×200 mm)',
};
/** Trim width and height in millimetres. */
export const PRINT_BOOK_TRIM_MM: Readonly<Record<TPrintBookSize, readonly [number, number]>> = {
  'a5-landscape': [210, 148],
  'square-20': [200, 200],
};

export const PrintLimit = {
  BLEED_MM: 3,
  /** Pictures are made for 300 dpi; below 150 dpi at the printed size a page is flagged. */
  TARGET_DPI: 300,
  MIN_DPI: 150,
  COPIES_MAX: 50,
  FREE_QUOTA_MAX: 20,
  /** A copy costs the base price plus a price per inner page, in fen. */
  BASE_PRICE_FEN: 2000,
  PAGE_PRICE_FEN: 100,
  REASON_MAX: 200,
  EXPORT_MAX_ROWS: 10_000,
} as const;

/** The actions each status allows (DESIGN section 9); anything else is refused with 409. */
export const PRINT_ORDER_ACTIONS = {
  prepay: [PrintOrderStatus.SUBMITTED],
  payPlace: [PrintOrderStatus.AWAITING_PAYMENT],
  paid: [PrintOrderStatus.AWAITING_PAYMENT],
  place: [PrintOrderStatus.PAID],
  specialPlace: [PrintOrderStatus.SUBMITTED],
  ship: [PrintOrderStatus.PLACED],
  receive: [PrintOrderStatus.SHIPPED],
  cancel: [PrintOrderStatus.SUBMITTED, PrintOrderStatus.AWAITING_PAYMENT],
  reject: [PrintOrderStatus.SUBMITTED, PrintOrderStatus.AWAITING_PAYMENT, PrintOrderStatus.PAID],
  resubmit: [PrintOrderStatus.REJECTED],
} as const satisfies Record<string, readonly TPrintOrderStatus[]>;
export type TPrintOrderAction = keyof typeof PRINT_ORDER_ACTIONS;

export function printOrderAllows(action: TPrintOrderAction, status: number): boolean {
  return (PRINT_ORDER_ACTIONS[action] as readonly number[]).includes(status);
}

/** Fen as CNY text: 1200 → ¥12.00. */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}¥${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The price of one copy of a book with this many inner pages, in fen. */
export function printUnitPriceFen(pageCount: number): number {
  return PrintLimit.BASE_PRICE_FEN + PrintLimit.PAGE_PRICE_FEN * pageCount;
}

type ValueOf<T> = T[keyof T];

/** Grades: 1-9 grade 1 to 9, 10-12 senior 1 to 3, 13-16 college 1 to 4, 20-24 pre-school. */
export const GRADE_LABELS: Readonly<Record<number, string>> = {
  1: '一年级',
  2: '二年级',
  3: '三年级',
  4: '四年级',
  5: '五年级',
  6: '六年级',
  7: '七年级',
  8: '八年级',
  9: '九年级',
  10: '高一',
  11: '高二',
  12: '高三',
  13: '大一',
  14: '大二',
  15: '大三',
  16: '大四',
  20: '托班',
  21: '小班',
  22: '中班',
  23: '大班',
  24: '学前班',
};
export const GRADES = Object.keys(GRADE_LABELS).map(Number);

export const IdCardType = {
  RESIDENT_ID: 1,
  PASSPORT: 2,
  HMT_RESIDENCE_PERMIT: 3,
  HK_MACAU_MAINLAND_PASS: 4,
  TAIWAN_MAINLAND_PASS: 5,
  FOREIGNER_PERMANENT_RESIDENCE: 6,
  OTHER: 7,
} as const;
export type TIdCardType = ValueOf<typeof IdCardType>;

export const ID_CARD_TYPE_LABELS: Record<TIdCardType, string> = {
  1: '居民身份证',
  2: '护照',
  3: '港澳台居民居住证',
  4: '港澳居民来往内地通行证',
  5: '台湾居民来往大陆通行证',
  6: '外国人永久居留身份证',
  7: '其他',
};

/** Colours of the categories, in order (the cards' edges, the bars, the counters). */
export const CATEGORY_COLOURS = [
  '#4ab1ff',
  '#ff6200',
  '#52c41a',
  '#9254de',
  '#faad14',
  '#eb2f96',
  '#13c2c2',
  '#a0d911',
  '#2f54eb',
  '#fa541c',
];

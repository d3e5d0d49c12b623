import type { TDrawStyle } from '@haoduo/contract';

/**
 * The works of the demo: what each pupil made, page by page, with the prompts the
 * offline engines draw at seed time. Authors are the demo pupils' login names.
 */

export interface TDemoPage {
  text: string;
  prompt: string;
}
export interface TDemoWork {
  name: string;
  author: string;
  kind: 'book' | 'picture' | 'video';
  style: TDrawStyle;
  intro: string;
  pages: TDemoPage[];
  tags: string[];
  state: 'public' | 'draft' | 'submitted';
  recommend?: boolean;
  sortScore?: number;
  daysAgo: number;
}

export const DEMO_TAGS = ['动物', '童话', '科幻', '自然', '校园'] as const;

export const DEMO_WORKS: TDemoWork[] = [
  {
    name: '小恐龙找朋友',
    author: 'stu001',
    kind: 'book',
    style: 'cartoon',
    intro: '一只孤单的小恐龙，终于找到了好朋友。',
    tags: ['动物', '童话'],
    state: 'public',
    recommend: true,
    sortScore: 90,
    daysAgo: 6,
    pages: [
      {
        text: '森林里住着一只绿色的小恐龙，它每天都在大树下等朋友。',
        prompt: '森林里大树下的绿色小恐龙，卡通',
      },
      {
        text: '一天，一只小兔子蹦蹦跳跳地来到草地上。',
        prompt: '草地上的小兔子和小恐龙，白天，卡通',
      },
      {
        text: '它们一起在河边捉迷藏，笑声飞过了小山坡。',
        prompt: '河边的小恐龙和小兔子，花朵，卡通',
      },
      {
        text: '晚上，星星亮了，两个好朋友靠在一起睡着了。',
        prompt: '夜晚星空下的小恐龙和小兔子，卡通',
      },
    ],
  },
  {
    name: '月亮上的猫',
    author: 'stu002',
    kind: 'book',
    style: 'watercolour',
    intro: '一只爱看月亮的小白猫，坐着火箭去月亮上种花。',
    tags: ['童话', '科幻'],
    state: 'public',
    recommend: true,
    sortScore: 80,
    daysAgo: 5,
    pages: [
      {
        text: '有一只白色的小猫，最喜欢在屋顶上看月亮。',
        prompt: '屋顶上的白色小猫看月亮，夜晚，水彩',
      },
      { text: '它坐上一支红色的火箭，飞向了月亮。', prompt: '夜空中红色的火箭和月亮，水彩' },
      {
        text: '月亮上静悄悄的，小猫在那里种下了一朵花。',
        prompt: '月亮上的白猫和一朵花，星星，水彩',
      },
    ],
  },
  {
    name: '我的机器人朋友',
    author: 'ai3001s01',
    kind: 'book',
    style: 'crayon',
    intro: '我做了一个会帮忙的机器人，我们成了最好的朋友。',
    tags: ['科幻', '校园'],
    state: 'public',
    daysAgo: 4,
    pages: [
      { text: '我在科学课上做了一个会说话的机器人。', prompt: '教室里的机器人和小朋友，蜡笔' },
      { text: '它帮我浇花，还陪我在操场上踢足球。', prompt: '操场上的机器人和足球，蜡笔' },
      { text: '放学了，我们一起慢慢走回家。', prompt: '傍晚小路上的机器人和小朋友，蜡笔' },
    ],
  },
  {
    name: '春天来了',
    author: 'ai3001s02',
    kind: 'book',
    style: 'cartoon',
    intro: '小草、蝴蝶和燕子，一起告诉我们：春天来了！',
    tags: ['自然'],
    state: 'public',
    daysAgo: 3,
    pages: [
      { text: '冰雪融化了，小草悄悄探出了头。', prompt: '春天的草地和小草，太阳，卡通' },
      { text: '蝴蝶和蜜蜂在花丛里跳舞。', prompt: '花丛里的蝴蝶和蜜蜂，卡通' },
      { text: '燕子飞回来了，春天真美！', prompt: '蓝天下的燕子和大树，卡通' },
    ],
  },
  {
    name: '雨后的彩虹',
    author: 'ai3001s03',
    kind: 'picture',
    style: 'watercolour',
    intro: '雨停了，天边挂着一道彩虹。',
    tags: ['自然'],
    state: 'public',
    daysAgo: 2,
    pages: [{ text: '雨停了，天边挂着一道彩虹。', prompt: '雨后的彩虹和小山，水彩' }],
  },
  {
    name: '海底的鲸鱼',
    author: 'ai3001s04',
    kind: 'picture',
    style: 'cartoon',
    intro: '大鲸鱼带着小鱼们在海底游来游去。',
    tags: ['动物'],
    state: 'public',
    daysAgo: 2,
    pages: [{ text: '大鲸鱼带着小鱼们在海底游来游去。', prompt: '海底的蓝色鲸鱼和小鱼，卡通' }],
  },
  {
    name: '雪地里的小房子',
    author: 'ai3001s05',
    kind: 'picture',
    style: 'pixel',
    intro: '下雪了，小房子的窗户亮着暖暖的灯。',
    tags: ['自然'],
    state: 'public',
    daysAgo: 1,
    pages: [{ text: '下雪了，小房子的窗户亮着暖暖的灯。', prompt: '雪地里的小房子，夜晚，像素' }],
  },
  {
    name: '小蜜蜂的一天',
    author: 'ai3001s06',
    kind: 'video',
    style: 'cartoon',
    intro: '跟着小蜜蜂，看看它忙碌的一天。',
    tags: ['动物', '自然'],
    state: 'public',
    recommend: true,
    sortScore: 70,
    daysAgo: 1,
    pages: [
      { text: '清晨，小蜜蜂飞出了蜂巢。', prompt: '清晨，小蜜蜂飞出了蜂巢。' },
      { text: '中午，它在花丛里采蜜。', prompt: '中午，它在花丛里采蜜。' },
      { text: '傍晚，它带着花蜜回家。', prompt: '傍晚，它带着花蜜回家。' },
    ],
  },
  {
    name: '小熊的生日',
    author: 'ai3001s07',
    kind: 'book',
    style: 'cartoon',
    intro: '小熊过生日，森林里的朋友们都来了。',
    tags: ['动物'],
    state: 'submitted',
    daysAgo: 0,
    pages: [
      { text: '今天是小熊的生日，它做了一个大蛋糕。', prompt: '森林里的小熊和蛋糕，卡通' },
      { text: '小鸟和松鼠都来为它唱生日歌。', prompt: '小熊和小鸟和松鼠，森林，卡通' },
    ],
  },
  {
    name: '未完成的太空故事',
    author: 'stu001',
    kind: 'book',
    style: 'cartoon',
    intro: '',
    tags: [],
    state: 'draft',
    daysAgo: 0,
    pages: [{ text: '宇航员坐着火箭出发了……', prompt: '太空里的火箭和宇航员，星星，卡通' }],
  },
];

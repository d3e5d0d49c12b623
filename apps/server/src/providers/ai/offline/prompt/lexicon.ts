import type { TDrawStyle, TMusicMood } from '@haoduo/contract';

/**
 * The words the prompt parser understands besides subjects: colours, sizes, places, times
 * of day, weather, styles and moods, in Chinese and English. One line per meaning:
 * id, Chinese words, English words.
 */

type TEntry<T extends string> = [T, string, string];

export interface TColour {
  id: string;
  label: string;
  hex: string;
}

export const COLOURS: (TColour & { zh: string; en: string })[] = [
  { id: 'red', label: '红色', hex: '#e53935', zh: '红色,红,大红,红红的', en: 'red' },
  { id: 'orange', label: '橙色', hex: '#fb8c00', zh: '橙色,橘色,橙', en: 'orange' },
  {
    id: 'yellow',
    label: '黄色',
    hex: '#fdd835',
    zh: '黄色,黄,金黄色,金色,金黄',
    en: 'yellow,golden,gold',
  },
  { id: 'green', label: '绿色', hex: '#43a047', zh: '绿色,绿,翠绿,绿油油', en: 'green' },
  { id: 'blue', label: '蓝色', hex: '#1e88e5', zh: '蓝色,蓝,深蓝色', en: 'blue,navy' },
  {
    id: 'skyblue',
    label: '天蓝色',
    hex: '#81d4fa',
    zh: '天蓝色,浅蓝色,淡蓝色',
    en: 'sky blue,light blue',
  },
  { id: 'purple', label: '紫色', hex: '#8e24aa', zh: '紫色,紫,淡紫色', en: 'purple,violet' },
  { id: 'pink', label: '粉色', hex: '#f48fb1', zh: '粉色,粉红色,粉红,粉', en: 'pink' },
  { id: 'brown', label: '棕色', hex: '#8d6e63', zh: '棕色,褐色,咖啡色', en: 'brown' },
  { id: 'black', label: '黑色', hex: '#37343a', zh: '黑色,黑,乌黑', en: 'black' },
  { id: 'white', label: '白色', hex: '#fafafa', zh: '白色,白,雪白,洁白', en: 'white' },
  { id: 'grey', label: '灰色', hex: '#9e9e9e', zh: '灰色,灰', en: 'grey,gray,silver' },
  {
    id: 'rainbow',
    label: '彩色',
    hex: '#ab47bc',
    zh: '彩色,七彩,五颜六色,五彩',
    en: 'colourful,colorful,multicoloured,multicolored',
  },
];

export const SIZES: TEntry<'big' | 'small'>[] = [
  ['big', '大,巨大,大大的,超大,高大', 'big,large,huge,giant,tall'],
  ['small', '小,小小的,迷你,矮小', 'small,little,tiny,mini'],
];

export const PLACES: TEntry<string>[] = [
  [
    'grassland',
    '草地,草原,草坪,公园,田野,原野,草丛',
    'grass field,grassland,meadow,park,field,lawn',
  ],
  ['forest', '森林,树林,林子,丛林,林间', 'forest,woods,jungle'],
  ['beach', '海边,沙滩,海滩,岸边', 'beach,seaside,shore,coast'],
  ['sea', '大海,海上,海面,海洋,海', 'sea,ocean'],
  ['underwater', '海底,水下,水里,海里,鱼缸,水族馆', 'underwater,under the sea,aquarium,seabed'],
  ['lake', '湖,湖边,湖面,湖里,池塘,河,河边,小河,河里', 'lake,pond,river'],
  ['city', '城市,街道,马路,街上,城里,小镇,上海,北京', 'city,street,town,road'],
  ['desert', '沙漠', 'desert'],
  ['snowfield', '雪地,冰天雪地,南极,北极,冰川,冰面', 'snowfield,antarctica,arctic,ice,glacier'],
  ['mountain', '山,大山,山上,高山,雪山,山顶,山坡,山谷', 'mountain,mountains,hill,hills,valley'],
  ['space', '太空,宇宙,外太空,银河,星系', 'space,outer space,universe,galaxy'],
  ['farm', '农场,农村,乡村,田地,菜园,牧场', 'farm,countryside,village,ranch'],
  ['garden', '花园,花丛,花坛,后院', 'garden,flower bed,backyard'],
  ['playground', '操场,校园,游乐场,运动场', 'playground,schoolyard,sports field'],
  ['room', '房间,卧室,教室,家里,客厅,屋里,室内', 'room,bedroom,classroom,indoors,living room'],
  ['sky', '天空,天上,空中,蓝天,云上,云端', 'sky,in the sky,clouds above'],
];

export const TIMES: TEntry<string>[] = [
  ['morning', '早上,早晨,清晨,日出,上午,朝阳', 'morning,sunrise,dawn'],
  ['day', '白天,中午,下午,正午', 'day,daytime,noon,afternoon'],
  ['sunset', '傍晚,黄昏,日落,夕阳,晚霞', 'sunset,dusk,evening,twilight'],
  ['night', '晚上,夜晚,夜里,夜空,星空,深夜,半夜,黑夜,夜', 'night,midnight,starry night,tonight'],
];

export const WEATHERS: TEntry<string>[] = [
  ['sunny', '晴天,晴朗,阳光明媚,大晴天', 'sunny,clear sky'],
  ['rain', '下雨,雨天,雨,小雨,大雨,雨中,下着雨,雨滴', 'rain,rainy,raining,raindrops'],
  ['snow', '下雪,雪天,雪花,大雪,雪,飘雪', 'snow,snowy,snowing,snowflakes,snowflake'],
  ['cloudy', '阴天,多云,乌云', 'cloudy,overcast'],
  ['storm', '雷雨,暴风雨,打雷,雷阵雨', 'storm,stormy,thunderstorm,thunder'],
  ['windy', '刮风,大风,风,微风', 'windy,wind,breeze'],
  ['fog', '雾,大雾,雾天,雾蒙蒙', 'fog,foggy,mist,misty'],
];

export const STYLES: TEntry<TDrawStyle>[] = [
  ['cartoon', '卡通,动漫,漫画,可爱的,卡通风格', 'cartoon,comic,anime,cute'],
  ['watercolour', '水彩,水彩画,水墨,国画', 'watercolour,watercolor,watercolours,ink painting'],
  ['crayon', '蜡笔,蜡笔画,儿童画,彩铅,油画棒', 'crayon,crayons,pastel,pencil crayon'],
  ['pixel', '像素,像素风,像素画,马赛克,我的世界', 'pixel,pixel art,pixels,8-bit,8bit,retro game'],
  [
    'line',
    '线稿,简笔画,素描,黑白线条,涂色,填色,涂色画,黑白',
    'line art,lineart,line drawing,outline,sketch,colouring page,coloring page,black and white',
  ],
];

export const MOODS: TEntry<TMusicMood>[] = [
  ['happy', '开心,快乐,高兴,欢快,欢乐,愉快,喜庆,活泼', 'happy,cheerful,joyful,fun,bright'],
  ['sad', '伤心,难过,悲伤,忧伤,想念,孤单,思念,失落', 'sad,lonely,melancholy,sorrowful,missing'],
  [
    'calm',
    '安静,平静,宁静,温柔,轻柔,舒缓,放松,睡觉,摇篮曲,催眠,温暖',
    'calm,peaceful,gentle,relaxing,soft,lullaby,sleepy,quiet,warm',
  ],
  [
    'excited',
    '激动,兴奋,热烈,热闹,动感,比赛,派对,跳舞',
    'excited,exciting,energetic,party,dance,dancing,fast',
  ],
  [
    'mysterious',
    '神秘,奇妙,魔法,探险,奇幻,梦幻',
    'mysterious,mystery,magic,magical,spooky,dreamy,fantasy',
  ],
  ['epic', '雄壮,勇敢,英雄,史诗,壮丽,威风,进行曲', 'epic,heroic,brave,hero,march,mighty'],
];

/** Words that end a group of modifiers ("a red cat and a dog": the dog is not red). */
export const SEPARATORS_ZH = '和,与,跟,还有,以及,及,同,旁边,后面,前面,上面,下面,里面,中间';
export const SEPARATORS_EN = 'and,with,near,beside,next,behind,under,above,in,on,at,or';

/** Words that contain a known term but mean something else: consumed and ignored. */
export const NEUTRAL_ZH =
  '风格,画风,马上,想象,好像,星期,大家,牛奶,马虎,笔记,明星,花生,小心,花钱,画画,一起,一下,一点,一定,一样,一直,一边,一天,天气,风景,小时,大小,多少,东西,马克';

/** Quantity words meaning "several". */
export const SEVERAL_ZH = '一些,几,好几,好多,许多,很多,一群,成群,一排,一堆,满天,无数,一片';
export const SEVERAL_EN =
  'some,several,many,lots of,a lot of,a few,few,a group of,a flock of,plenty of';

export const NUMBERS_EN: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  couple: 2,
  pair: 2,
};

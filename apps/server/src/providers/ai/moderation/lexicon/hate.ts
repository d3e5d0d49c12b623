import type { TLexicon } from './types';

const GROUPS =
  '(河南人|东北人|上海人|北京人|广东人|四川人|新疆人|外地人|乡下人|农村人|农村|城里人|黑人|白人|日本人|' +
  '韩国人|美国人|印度人|非洲人|外国人|残疾人|胖子|女生|女人|女孩|男生|男人|穷人|信教的人|信教的|少数民族|' +
  '同性恋|穆斯林|基督徒|回族|藏族|犹太人|老人|哑巴|盲人|聋子|南方人|北方人|外国人|戴头巾的人|学习差的孩子|' +
  '差生|女的|男的|残疾同学|农民工|乡巴佬|黑皮肤的人|少数民族的人|外省人|那些人|信佛的人|信佛的|信基督的|' +
  '胖的人|瘦的人|矮的人|丑的人|穷的人|山区来的孩子|山里的孩子|农村来的|乡下来的|外地来的|黑皮肤的同学|' +
  '皮肤黑的|某个民族|有的民族|这个民族|那个民族|某个国家的人)';
const BAD =
  '(骗子|小偷|垃圾|废物|脏|笨|蠢|懒|野蛮|流氓|疯子|坏人|恶心|该死|低等|不配|滚|下等|土包子|没用|活该|劣等|' +
  '傻|素质差|不是人|野蛮人|病毒|害虫|去死|抢|小气|危险|恐怖分子|低贱|只配|罪犯|怪物|不配上学|坏蛋|偷东西|骗人|没素质|落后|野蛮)';

/** Hate against a group of people (by origin, race, disability, sex, religion, wealth). */
export const HATE: TLexicon = {
  category: 'hate',
  zh: {
    severe: [
      '黑鬼',
      '支那',
      '纳粹万岁',
      '希特勒万岁',
      '白皮猪',
      '阿三',
      '棒子国',
      '小日本',
      '倭寇都该死',
      '种族灭绝',
    ],
    standard: ['鬼子都', '蛮夷'],
    mild: ['纳粹', '希特勒', '种族歧视', '鬼子'],
  },
  en: {
    severe: [
      'heil hitler',
      'white power',
      'white supremacy',
      'nigger',
      'nigga',
      'chink',
      'faggot',
      'kike',
    ],
    standard: ['racist jokes'],
    mild: ['nazi', 'hitler'],
  },
  noSound: ['阿三', '鬼子'],
  patterns: [
    { p: '(天生|生来|本来就) ~6 (低等|劣等|比别人低|下贱|低人一等|不如别人)', level: 'standard' },
    { p: `${GROUPS} ~2 (不配) ~8 (和我们|跟我们|上学|坐一起|做朋友|活)`, level: 'severe' },
    {
      p: `${GROUPS} ~8 (都是|都|就只配|只配|就该|个个|全都|天生|全是|没一个好) ~6 ${BAD}`,
      level: 'severe',
    },
    { p: `(画成|写成|说成|变成) ~2 (怪物|猪|狗|垃圾|小丑) ~8 ${GROUPS}`, level: 'severe' },
    { p: `${GROUPS} ~4 (画成|写成|说成|变成) ~4 (怪物|猪|狗|垃圾|小丑)`, level: 'severe' },
    { p: `(嘲笑|骂|赶走|讽刺|歧视) ~4 ${GROUPS}`, level: 'standard' },
    { p: `${GROUPS} ~6 (都|就是|天生|全是|全都|都是|就该|只会|没一个) ~5 ${BAD}`, level: 'severe' },
    { p: `${GROUPS} ~3 (滚出|滚回|滚出去|滚回去|不配)`, level: 'severe' },
    { p: '(纳粹|希特勒) ~6 (万岁|做得对|伟大|好样的|崇拜|英雄|夸|厉害|做的对)', level: 'severe' },
    {
      p: '(黑人|外地人|乡下人|残疾人|穷人|女生|胖子) ~4 (很脏|真脏|都很脏|最脏|太蠢)',
      level: 'severe',
    },
  ],
  enPatterns: [
    {
      re: /\b(poor|gay|black|fat|disabled|muslim|jewish|foreign|immigrant|brown) (kids|people|children|students|persons|families)\b.{0,40}\b(dirty|gross|stupid|lazy|should not|shouldn t|disgusting|inferior|animals|criminals|don t belong)\b/,
      level: 'severe',
    },
    {
      re: /\b(immigrants|foreigners|muslims|jews|black people|gays|girls|women|asians|africans|mexicans|refugees)\b.{0,30}\b(go back|dangerous|criminals|terrorists|dirty|stupid|dumb|lazy|inferior|don t belong|should leave|are evil|are animals)\b/,
      level: 'severe',
    },
    {
      re: /\ball (immigrants|black people|blacks|muslims|jews|gays|girls|women|chinese|foreigners|disabled people|poor people|mexicans|asians) (are|should)\b/,
      level: 'severe',
    },
    {
      re: /\b(black people|girls|women|immigrants|disabled people|poor people|muslims|jews|gays|asians) (are|is) (dirty|dumb|stupid|criminals|useless|lazy|evil|animals|inferior|disgusting)\b/,
      level: 'severe',
    },
    { re: /\b(hitler|nazis?) (was|were) (right|good|a hero)\b/, level: 'severe' },
  ],
};

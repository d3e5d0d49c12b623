import type { TColouringTemplate } from '../../ports';

/** Line drawings ready to colour, drawn by the offline engine's subjects in line style. */
export const COLOURING_TEMPLATES: TColouringTemplate[] = [
  { id: 'kitten-garden', title: '花园里的小猫', prompt: '一只小猫在花园里，旁边有两朵向日葵' },
  { id: 'dinosaur-island', title: '恐龙岛', prompt: '一只恐龙和两棵椰子树在海边' },
  { id: 'under-the-sea', title: '海底世界', prompt: '海底的章鱼、海龟和三条小鱼' },
  { id: 'space-trip', title: '太空旅行', prompt: '太空里的火箭、星球和宇航员' },
  { id: 'happy-farm', title: '快乐农场', prompt: '农场里的小猪、奶牛和拖拉机' },
  { id: 'sweet-home', title: '我的家', prompt: '房子、大树和彩虹' },
  { id: 'fairy-castle', title: '童话城堡', prompt: '城堡、公主和一匹白马' },
  { id: 'busy-street', title: '热闹的街道', prompt: '城市街道上的公交车和小汽车' },
  { id: 'snow-day', title: '下雪啦', prompt: '雪地里的雪人、企鹅和松树' },
  { id: 'fruit-party', title: '水果派对', prompt: '房间里的苹果、香蕉、西瓜和蛋糕' },
];

/** Line drawings of templates use a fixed seed: the same picture for every class. */
export const TEMPLATE_SEED = 20_260_901;

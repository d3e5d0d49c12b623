/**
 * A small offline IP-to-city table: IPv4 ranges (CIDR) of some Chinese cities' public address
 * blocks, as published by the regional registries and carriers. It is a sample, not a full
 * database: an address outside every range answers unknown. Order does not matter; the
 * longest prefix wins.
 */
export const IP_CITY_RANGES: readonly (readonly [cidr: string, province: string, city: string])[] =
  [
    ['115.192.0.0/12', '浙江省', '杭州市'],
    ['60.176.0.0/13', '浙江省', '杭州市'],
    ['183.128.0.0/12', '浙江省', '杭州市'],
    ['122.224.0.0/13', '浙江省', '杭州市'],
    ['115.208.0.0/13', '浙江省', '宁波市'],
    ['60.184.0.0/13', '浙江省', '温州市'],
    ['122.232.0.0/13', '浙江省', '宁波市'],
    ['123.112.0.0/12', '北京市', '北京市'],
    ['114.240.0.0/12', '北京市', '北京市'],
    ['106.120.0.0/13', '北京市', '北京市'],
    ['116.224.0.0/12', '上海市', '上海市'],
    ['58.32.0.0/13', '上海市', '上海市'],
    ['101.80.0.0/13', '上海市', '上海市'],
    ['113.64.0.0/11', '广东省', '广州市'],
    ['119.123.0.0/16', '广东省', '深圳市'],
    ['183.0.0.0/13', '广东省', '深圳市'],
    ['180.96.0.0/12', '江苏省', '南京市'],
    ['58.208.0.0/13', '江苏省', '苏州市'],
    ['171.208.0.0/12', '四川省', '成都市'],
    ['113.200.0.0/14', '陕西省', '西安市'],
    ['58.48.0.0/13', '湖北省', '武汉市'],
    ['222.208.0.0/13', '四川省', '成都市'],
    ['117.136.0.0/13', '中国', '移动网络'],
  ];

/** Private and loopback ranges: the label answered for them. */
export const LOCAL_RANGES: readonly (readonly [cidr: string, label: string])[] = [
  ['10.0.0.0/8', '内网'],
  ['172.16.0.0/12', '内网'],
  ['192.168.0.0/16', '内网'],
  ['100.64.0.0/10', '内网'],
  ['169.254.0.0/16', '内网'],
  ['127.0.0.0/8', '本机'],
];

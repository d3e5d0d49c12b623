import { describe, expect, it } from 'vitest';
import { cityOfIp, lookupIpCity } from './ip-city';

describe('IP to city (shipped table)', () => {
  it('finds Chinese cities, private and loopback addresses, offline', () => {
    expect(lookupIpCity('115.192.1.2')).toEqual({
      ip: '115.192.1.2',
      province: '浙江省',
      city: '杭州市',
      label: '浙江省杭州市',
    });
    expect(lookupIpCity('123.112.5.6').label).toBe('北京市');
    expect(lookupIpCity('116.228.1.1').city).toBe('上海市');
    expect(lookupIpCity('192.168.1.10').label).toBe('内网');
    expect(lookupIpCity('10.2.3.4').label).toBe('内网');
    expect(lookupIpCity('127.0.0.1').label).toBe('本机');
    expect(lookupIpCity('::1').label).toBe('本机');
    expect(lookupIpCity('::ffff:192.168.0.1').label).toBe('内网');
  });

  it('answers unknown for addresses outside the table and for garbage', () => {
    expect(lookupIpCity('8.8.8.8').label).toBe('未知');
    expect(lookupIpCity('300.1.1.1').label).toBe('未知');
    expect(lookupIpCity('not an ip').label).toBe('未知');
    expect(cityOfIp('8.8.8.8')).toBeNull();
    expect(cityOfIp(null)).toBeNull();
    expect(cityOfIp('115.192.1.2')).toBe('浙江省杭州市');
  });
});

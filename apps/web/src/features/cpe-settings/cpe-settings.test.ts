import { DeviceMessages, IpRuleFormSchema, type IpRule } from '@pn/shared';
import { describe, expect, it } from 'vitest';
import { ipRuleFormValues, ipRuleInputOf, protocolPortText } from './ip-rule-form';
import { checkMsisdnList } from './msisdn-list';
import { noticeEventLabel, receiversText } from './notice-form';

describe('card numbers pasted into a card group', () => {
  it('takes numbers one a line or separated by commas and spaces, each once', () => {
    expect(checkMsisdnList('14400000001\n14400000002, 14400000001；14400000003')).toEqual({
      msisdns: ['14400000001', '14400000002', '14400000003'],
    });
  });

  it('names the malformed number with the shared message', () => {
    expect(checkMsisdnList('14400000001\n1440000')).toEqual({
      error: `${DeviceMessages.CARD_INVALID}：1440000`,
    });
  });

  it('asks for at least one number, and at most 500', () => {
    expect(checkMsisdnList('  \n ')).toEqual({ error: DeviceMessages.CARD_REQUIRED });
    const many = Array.from({ length: 501 }, (_, i) => String(14400000000 + i)).join('\n');
    expect(checkMsisdnList(many)).toEqual({ error: '单次最多500张卡' });
  });
});

const rule: IpRule = {
  id: 2,
  name: '允许访问MES服务器',
  groupId: 1,
  groupName: '一号产线网关',
  target: '10.20.1.10',
  protocol: 'tcp',
  port: '8080-8090',
  action: 'allow',
  priority: 20,
  enabled: true,
  remark: '',
  updatedAt: '2026-11-25T02:47:52.043Z',
};

describe('the IP access-control form', () => {
  it('starts a new rule as deny, priority 100, enabled, for every gateway', () => {
    const values = ipRuleFormValues(null);
    expect(values).toMatchObject({ groupId: 0, protocol: 'any', action: 'deny', priority: 100 });
    expect(ipRuleInputOf({ ...values, name: '全部拦截', target: '0.0.0.0/0' }).groupId).toBeNull();
  });

  it('round-trips a rule through the form into a body the shared schema accepts', () => {
    const body = IpRuleFormSchema.parse(ipRuleInputOf(ipRuleFormValues(rule)));
    expect(body).toMatchObject({ groupId: 1, port: '8080-8090', action: 'allow', priority: 20 });
  });

  it('sends no port for ICMP', () => {
    const values = { ...ipRuleFormValues(rule), protocol: 'icmp' as const };
    expect(ipRuleInputOf(values).port).toBe('');
  });

  it('reads protocol and port as one cell', () => {
    expect(protocolPortText(rule)).toBe('TCP 8080-8090');
    expect(protocolPortText({ protocol: 'any', port: '' })).toBe('全部协议');
    expect(protocolPortText({ protocol: 'icmp', port: '' })).toBe('ICMP');
  });

  it('is refused by the shared schema for a bad target or port range', () => {
    const bad = IpRuleFormSchema.safeParse({
      ...ipRuleInputOf(ipRuleFormValues(rule)),
      port: '9000-8000',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(DeviceMessages.PORT_INVALID);
    const target = IpRuleFormSchema.safeParse({
      ...ipRuleInputOf(ipRuleFormValues(rule)),
      target: '10.20.1.300',
    });
    expect(target.error?.issues[0]?.message).toBe(DeviceMessages.IP_TARGET_INVALID);
  });
});

describe('notice rules in the lists', () => {
  it('labels the events, keeping an unknown one as it is', () => {
    expect(noticeEventLabel('offline')).toBe('设备离线');
    expect(noticeEventLabel('somethingNew')).toBe('somethingNew');
    expect(noticeEventLabel('')).toBe('-');
  });

  it('masks the receivers and counts the rest', () => {
    expect(receiversText(['13823456781'])).toBe('138****6781');
    expect(receiversText(['13823456781', '13900001111', '13700002222'])).toBe(
      '138****6781、139****1111 等3人',
    );
    expect(receiversText([])).toBe('-');
  });
});

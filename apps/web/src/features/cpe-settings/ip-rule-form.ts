import type { IpRule, IpRuleFormInput } from '@pn/shared';

export const IP_PROTOCOL_LABELS = {
  any: '全部协议',
  tcp: 'TCP',
  udp: 'UDP',
  icmp: 'ICMP',
} as const;

/** The IP rule form's values: `groupId` 0 stands for every gateway (null in the API). */
export interface IpRuleFormValues {
  name: string;
  groupId: number;
  target: string;
  protocol: IpRule['protocol'];
  port: string;
  action: IpRule['action'];
  priority: number;
  enabled: boolean;
  remark: string;
}

/** The form filled from a rule, or with the defaults of a new one (deny, priority 100, on). */
export function ipRuleFormValues(rule: IpRule | null): IpRuleFormValues {
  return {
    name: rule?.name ?? '',
    groupId: rule?.groupId ?? 0,
    target: rule?.target ?? '',
    protocol: rule?.protocol ?? 'any',
    port: rule?.port ?? '',
    action: rule?.action ?? 'deny',
    priority: rule?.priority ?? 100,
    enabled: rule?.enabled ?? true,
    remark: rule?.remark ?? '',
  };
}

/** The request body from the form: every gateway is null, and ICMP has no port. */
export function ipRuleInputOf(values: IpRuleFormValues): IpRuleFormInput {
  return {
    ...values,
    groupId: values.groupId > 0 ? values.groupId : null,
    port: values.protocol === 'icmp' ? '' : (values.port ?? '').trim(),
  };
}

/** How a rule reads in the list: `TCP 445`, `全部协议`, `UDP 8000-8080`. */
export function protocolPortText(rule: Pick<IpRule, 'protocol' | 'port'>): string {
  const protocol = IP_PROTOCOL_LABELS[rule.protocol];
  return rule.port && rule.protocol !== 'icmp' ? `${protocol} ${rule.port}` : protocol;
}

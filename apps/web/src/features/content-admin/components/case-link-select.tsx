import { Select } from 'antd';
import { caseHref, usePortalCases } from '@/lib/portal-content';
import { adminText as text } from '../content';

interface CaseLinkSelectProps {
  /** The row's link (Form.Item's value). */
  value?: string;
  onChange?: (value: string) => void;
  /** Called with the case's name when one is picked, to fill an empty row title. */
  onPicked?: (name: string) => void;
  id?: string;
  'aria-label'?: string;
}

/**
 * Picks a published case for a solution's 客户案例 row, storing its portal address. A link
 * saved before (or one no longer published) still shows as it is.
 */
export function CaseLinkSelect({ value, onChange, onPicked, ...rest }: CaseLinkSelectProps) {
  const cases = usePortalCases();
  const options = (cases.data ?? []).map((c) => ({
    value: caseHref(c),
    label: `${c.name}${c.industryName ? `（${c.industryName}）` : ''}`,
    name: c.name,
  }));
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: value, name: '' });
  }
  return (
    <Select
      {...rest}
      value={value || undefined}
      placeholder={text.caseLinkPlaceholder}
      allowClear
      loading={cases.isPending}
      notFoundContent={cases.isError ? text.caseLinkFailed : undefined}
      showSearch={{ optionFilterProp: 'label' }}
      options={options}
      onChange={(next?: string) => {
        onChange?.(next ?? '');
        const picked = options.find((o) => o.value === next);
        if (picked?.name) onPicked?.(picked.name);
      }}
    />
  );
}

import { Select, type SelectProps } from 'antd';
import { useIndustryOptions } from '../api/get-industries';

type IndustrySelectProps = Omit<SelectProps<string>, 'options' | 'loading' | 'showSearch'>;

/** The industries the back office maintains, searchable by name. */
export function IndustrySelect(props: IndustrySelectProps) {
  const { options, loading } = useIndustryOptions();
  return (
    <Select<string>
      {...props}
      options={options}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

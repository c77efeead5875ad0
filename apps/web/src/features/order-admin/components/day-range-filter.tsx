import { DatePicker, Form } from 'antd';
import dayjs from 'dayjs';
import { orderAdminText as text } from '../text';

/** The `range` filter of a list: a span of days, either end open, none after today. */
export function DayRangeFilter({ label }: { label: string }) {
  return (
    <Form.Item name="range" label={label}>
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        placeholder={[text.startPlaceholder, text.endPlaceholder]}
        disabledDate={(d) => d.isAfter(dayjs(), 'day')}
      />
    </Form.Item>
  );
}

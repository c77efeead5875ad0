import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import type { SimExportFormat } from '@pn/shared';
import { Button, Dropdown, Space } from 'antd';
import { simText as text } from '../common/text';

interface CardExportButtonProps {
  onExport: (format: SimExportFormat) => void;
  loading?: boolean;
  /** Set by WriteGuard in read-only areas, and while an export runs. */
  disabled?: boolean;
}

/**
 * 导出 (an .xlsx workbook) with the other format beside it: CSV, quicker to make and to open
 * for very large lists.
 */
export function CardExportButton({ onExport, loading, disabled }: CardExportButtonProps) {
  return (
    <Space.Compact>
      <Button
        icon={<DownloadOutlined />}
        loading={loading}
        disabled={disabled}
        onClick={() => onExport('xlsx')}
      >
        {text.export}
      </Button>
      <Dropdown
        disabled={disabled || loading}
        trigger={['click']}
        menu={{
          items: [
            { key: 'xlsx', label: text.exportXlsx },
            { key: 'csv', label: text.exportCsv },
          ],
          onClick: ({ key }) => onExport(key as SimExportFormat),
        }}
      >
        <Button
          icon={<DownOutlined />}
          aria-label={text.exportFormats}
          disabled={disabled || loading}
        />
      </Dropdown>
    </Space.Compact>
  );
}

import {
  API_BASE,
  DEVICE_AUTH_SCHEME,
  INDUSTRY_EXAMPLE_METRICS,
  INDUSTRY_REPORT_ERRORS,
  INDUSTRY_REPORT_PATH,
  IndustryReportSchema,
  industryReportExample,
  Status,
} from '@pn/shared';
import { Alert, Button, Card, Descriptions, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ConsolePageHeader } from '@/components/console-page-header';
import { useAreaPath } from '@/components/read-only/read-only';
import { paths } from '@/config/paths';
import styles from '../industry.module.css';

interface FieldRow {
  field: string;
  type: string;
  required: string;
  description: string;
}

type AnySchema = z.ZodType & { def: { type: string } } & Record<string, unknown>;

/** The type of a schema as the guide names it. */
function typeOf(s: AnySchema): string {
  const def = s.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'optional':
    case 'default':
      return typeOf(def.innerType as AnySchema);
    case 'union':
      return (def.options as AnySchema[]).map(typeOf).join(' | ');
    case 'array':
      return `array<${typeOf(def.element as AnySchema)}>`;
    case 'record':
      return `object<${typeOf(def.keyType as AnySchema)}, ${typeOf(def.valueType as AnySchema)}>`;
    default:
      return def.type;
  }
}

/** Rows of the field table, walked from the shared schema's shape (nested objects as a.b). */
function fieldRows(shape: Record<string, AnySchema>, prefix = ''): FieldRow[] {
  return Object.entries(shape).flatMap(([key, s]) => {
    const name = `${prefix}${key}`;
    const row: FieldRow = {
      field: name,
      type: typeOf(s),
      required: s.safeParse(undefined).success ? '否' : '是',
      description: (s as { description?: string }).description ?? '',
    };
    const def = s.def as unknown as Record<string, unknown>;
    const element = def.type === 'array' ? (def.element as AnySchema) : undefined;
    const inner =
      element && (element.def as unknown as Record<string, unknown>).type === 'object'
        ? (element as unknown as { shape: Record<string, AnySchema> }).shape
        : undefined;
    return inner ? [row, ...fieldRows(inner, `${name}[].`)] : [row];
  });
}

/**
 * 行业终端 › 数据上报指南: how a terminal reports. The address is built from this site's
 * origin and the server's own route path; the field table is generated from the shared
 * schema the server validates with; the JSON example is the one the server test posts.
 */
export function ReportGuidePage() {
  const inArea = useAreaPath();
  const url = `${window.location.origin}${API_BASE}${INDUSTRY_REPORT_PATH}`;
  const example = useMemo(() => industryReportExample(new Date()), []);
  const json = JSON.stringify(example, null, 2);
  const curl = [
    `curl -X POST '${url}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H 'Authorization: ${DEVICE_AUTH_SCHEME} <设备标识>:<设备密钥>' \\`,
    `  -d '${JSON.stringify(example)}'`,
  ].join('\n');
  const reply = JSON.stringify(
    {
      status: Status.OK,
      message: '上报成功',
      result: { accepted: 4, serverTime: new Date().toISOString(), intervalSeconds: 60 },
    },
    null,
    2,
  );
  const rows = fieldRows(IndustryReportSchema.shape as unknown as Record<string, AnySchema>);

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title="数据上报指南"
        intro="行业终端通过 HTTP 接口上报带时间的指标数据，平台按终端注册时定义的指标校验并保存。"
        extra={
          <Link to={inArea(paths.industryDevice)}>
            <Button tabIndex={-1}>返回终端列表</Button>
          </Link>
        }
      />
      <Card title="接口">
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'url',
              label: '接口地址',
              children: (
                <Typography.Text copyable className={styles.mono} data-testid="report-url">
                  {url}
                </Typography.Text>
              ),
            },
            { key: 'method', label: '请求方法', children: 'POST' },
            { key: 'type', label: '请求体', children: 'application/json；UTF-8' },
            {
              key: 'auth',
              label: '认证',
              children: (
                <span>
                  请求头{' '}
                  <Typography.Text code>
                    Authorization: {DEVICE_AUTH_SCHEME} &lt;设备标识&gt;:&lt;设备密钥&gt;
                  </Typography.Text>
                  。设备标识与密钥在注册终端时给出，密钥只显示一次，平台只保存其摘要；遗失后在终端详情中重新生成。设备接口不接受控制台登录令牌。
                </span>
              ),
            },
            {
              key: 'rate',
              label: '上报建议',
              children:
                '按注册时的上报周期上报，可一次批量补传最多500个数据点；超过3个周期未上报的终端显示为离线。同一指标同一时间重复上报以最后一次为准。',
            },
          ]}
        />
      </Card>
      <Card title="请求字段">
        <Table<FieldRow>
          size="small"
          rowKey="field"
          pagination={false}
          aria-label="请求字段"
          scroll={{ x: 'max-content' }}
          dataSource={rows}
          columns={[
            {
              title: '字段',
              dataIndex: 'field',
              render: (f: string) => <span className={styles.mono}>{f}</span>,
            },
            {
              title: '类型',
              dataIndex: 'type',
              render: (t: string) => <span className={styles.mono}>{t}</span>,
            },
            { title: '必填', dataIndex: 'required' },
            { title: '说明', dataIndex: 'description' },
          ]}
        />
      </Card>
      <Card title="JSON 示例">
        <p className={styles.muted}>
          示例终端注册了指标：
          {INDUSTRY_EXAMPLE_METRICS.map((m) => `${m.key}（${m.name}，${m.unit}）`).join('、')}。
        </p>
        <Typography.Paragraph copyable={{ text: json }}>
          <pre className={styles.code} aria-label="JSON 示例" data-testid="report-json">
            {json}
          </pre>
        </Typography.Paragraph>
      </Card>
      <Card title="curl 示例">
        <Typography.Paragraph copyable={{ text: curl }}>
          <pre className={styles.code} aria-label="curl 示例">
            {curl}
          </pre>
        </Typography.Paragraph>
        <p>成功应答：</p>
        <pre className={styles.code} aria-label="成功应答">
          {reply}
        </pre>
      </Card>
      <Card title="错误码">
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="失败时应答体的 message 给出中文原因；4xx 错误重试无效，请先修正请求。"
        />
        <Table
          size="small"
          rowKey={(r) => `${r.http}-${r.message}`}
          pagination={false}
          aria-label="错误码"
          scroll={{ x: 'max-content' }}
          dataSource={[...INDUSTRY_REPORT_ERRORS]}
          columns={[
            { title: 'HTTP 状态', dataIndex: 'http' },
            { title: 'message', dataIndex: 'message' },
            { title: '原因', dataIndex: 'cause' },
          ]}
        />
      </Card>
    </div>
  );
}

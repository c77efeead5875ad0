import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  LoadingOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  formatBytes,
  formatDateTime,
  SIM_DIAGNOSIS_CHECKS,
  SimDiagnosisQuerySchema,
  type SimDiagnosis,
} from '@pn/shared';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Result,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '@/lib/api-errors';
import { zodField } from '@/lib/form-rules';
import { simApi, simKeys } from '../api/sim-api';
import { SimPageHeader } from '../common/page-header';
import { SimStatusTag } from '../common/sim-status-tag';
import { CHECK_LABELS, RESULT_LABELS, verdictOf, type CheckResult } from './diagnosis';
import styles from './diagnosis.module.css';

const ICONS: Record<CheckResult, ReactNode> = {
  pass: <CheckCircleFilled className={styles.pass} aria-label="正常" />,
  warn: <ExclamationCircleFilled className={styles.warn} aria-label="警告" />,
  fail: <CloseCircleFilled className={styles.fail} aria-label="异常" />,
};
const TAG_COLORS: Record<CheckResult, string> = { pass: 'success', warn: 'warning', fail: 'error' };
const RESULT_STATUS = { pass: 'success', warn: 'warning', fail: 'error' } as const;

type Session = SimDiagnosis['sessions'][number];

const kb = (v: number) => formatBytes(v * 1024);

const sessionColumns: ColumnsType<Session> = [
  {
    title: '开始时间',
    dataIndex: 'startedAt',
    width: 170,
    render: (v: string) => formatDateTime(v),
  },
  {
    title: '结束时间',
    dataIndex: 'endedAt',
    width: 170,
    render: (v: string | null) => (v ? formatDateTime(v) : <Tag color="processing">在线</Tag>),
  },
  { title: '流量', dataIndex: 'dataKb', width: 100, render: kb },
  { title: '制式', dataIndex: 'rat', width: 72 },
  { title: 'APN/DNN', dataIndex: 'apn', width: 150 },
  { title: '小区', dataIndex: 'cellId', width: 150 },
  { title: '区号', dataIndex: 'areaCode', width: 72 },
  { title: 'IMEI', dataIndex: 'imei', render: (v: string | null) => v || '-' },
];

const msisdnRule = zodField(SimDiagnosisQuerySchema, 'msisdn');

/**
 * 智能诊断 (/control/SIM/diagnosis): diagnoses one card by MSISDN (also `?msisdn=`), with
 * a result and advice per check (status, balance or pool, network registration, APN/DNN,
 * recent sessions, usage anomaly), the overall verdict and the recent sessions.
 */
export function DiagnosisPage() {
  const [search, setSearch] = useSearchParams();
  const [form] = Form.useForm<{ msisdn: string }>();
  const msisdn = (search.get('msisdn') ?? '').trim();
  const valid = SimDiagnosisQuerySchema.safeParse({ msisdn }).success;

  const diagnosis = useQuery({
    queryKey: simKeys.diagnosis(msisdn),
    queryFn: ({ signal }) => simApi.diagnosis(msisdn, { signal }),
    enabled: valid,
    staleTime: 0,
    gcTime: 0,
  });

  // The address names the card: show it in the field, and say why when it is not an MSISDN.
  useEffect(() => {
    form.setFieldsValue({ msisdn });
    if (msisdn && !valid) void form.validateFields().catch(() => undefined);
  }, [form, msisdn, valid]);

  const run = ({ msisdn: value }: { msisdn: string }) => {
    const next = value.trim();
    if (next === msisdn) void diagnosis.refetch();
    else setSearch({ msisdn: next });
  };

  const data = diagnosis.data;
  const running = diagnosis.isFetching;

  return (
    <div className={styles.page}>
      <SimPageHeader
        title="智能诊断"
        intro="输入物联网卡的MSISDN，一键检查卡状态、余额与流量池、网络注册、APN/DNN配置、近期会话和用量异常，并给出处理建议。"
      />
      <Card>
        <Form form={form} layout="inline" className={styles.form} onFinish={run}>
          <Form.Item
            name="msisdn"
            label="MSISDN"
            rules={msisdnRule.rules}
            required={msisdnRule.required}
            className={styles.field}
          >
            <Input
              placeholder="请输入11位MSISDN"
              maxLength={11}
              inputMode="numeric"
              allowClear
              autoComplete="off"
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={running}>
              开始诊断
            </Button>
          </Form.Item>
        </Form>
      </Card>

      {!valid ? (
        <Card>
          <Empty description="输入MSISDN后开始诊断" />
        </Card>
      ) : running && !data ? (
        <Running />
      ) : diagnosis.isError ? (
        <Card>
          <Result
            status="warning"
            title="诊断未完成"
            subTitle={errorMessageOf(diagnosis.error)}
            extra={
              <Button icon={<ReloadOutlined />} onClick={() => void diagnosis.refetch()}>
                重新诊断
              </Button>
            }
          />
        </Card>
      ) : data ? (
        <Report data={data} running={running} onRerun={() => void diagnosis.refetch()} />
      ) : null}
    </div>
  );
}

/** The six checks waiting for their result. */
function Running() {
  return (
    <Card title="正在诊断…" aria-busy="true">
      <Timeline
        items={SIM_DIAGNOSIS_CHECKS.map((key) => ({
          key,
          icon: <LoadingOutlined className={styles.loading} />,
          content: (
            <div className={styles.checkBody}>
              <span className={styles.checkTitle}>{CHECK_LABELS[key]}</span>
              <Typography.Text type="secondary">检查中</Typography.Text>
            </div>
          ),
        }))}
      />
    </Card>
  );
}

function Report({
  data,
  running,
  onRerun,
}: {
  data: SimDiagnosis;
  running: boolean;
  onRerun: () => void;
}) {
  const { card } = data;
  const verdict = verdictOf(data.checks);
  const rerun = (
    <Button icon={<ReloadOutlined />} loading={running} onClick={onRerun}>
      重新诊断
    </Button>
  );

  return (
    <>
      <Card>
        <Result
          className={styles.verdict}
          status={RESULT_STATUS[verdict.result]}
          title={<span data-testid="diagnosis-verdict">诊断结论：{verdict.title}</span>}
          subTitle={`MSISDN ${card.msisdn}，诊断时间 ${formatDateTime(data.diagnosedAt)}`}
          extra={rerun}
        />
        <Descriptions
          title="卡片信息"
          bordered
          size="small"
          column={{ xs: 1, sm: 2, xl: 3 }}
          items={[
            { key: 'msisdn', label: 'MSISDN', children: card.msisdn },
            { key: 'iccid', label: 'ICCID', children: card.iccid },
            { key: 'imsi', label: 'IMSI', children: card.imsi },
            {
              key: 'status',
              label: '状态',
              children: <SimStatusTag status={card.status} />,
            },
            { key: 'tariff', label: '资费', children: card.tariffName },
            { key: 'group', label: '群组', children: card.groupName || '-' },
            { key: 'apn', label: 'APN/DNN', children: card.apn },
            {
              key: 'imei',
              label: 'IMEI',
              children: card.imei ? `${card.imei}${card.imeiBound ? '（已绑定）' : ''}` : '-',
            },
            {
              key: 'area',
              label: '归属地',
              children: `${card.provinceName} ${card.areaCode}`,
            },
            { key: 'data', label: '本月流量', children: kb(card.monthDataKb) },
            {
              key: 'activated',
              label: '激活时间',
              children: formatDateTime(card.activatedAt) || '-',
            },
            {
              key: 'seen',
              label: '最近在线',
              children: formatDateTime(card.lastSeenAt) || '-',
            },
          ]}
        />
      </Card>

      <Card title="检查项">
        <Timeline
          className={styles.checks}
          items={data.checks.map((c) => ({
            key: c.key,
            icon: ICONS[c.result],
            // Title, detail and advice in one column: antd puts a separate title on the
            // opposite side of the line.
            content: (
              <div className={styles.checkBody} data-testid={`diagnosis-check-${c.key}`}>
                <span className={styles.checkTitle}>
                  {c.name}
                  <Tag color={TAG_COLORS[c.result]}>{RESULT_LABELS[c.result]}</Tag>
                </span>
                <div>{c.detail}</div>
                {c.advice ? (
                  <div className={styles.advice}>
                    <span className={styles.adviceLabel}>建议：</span>
                    {c.advice}
                  </div>
                ) : null}
              </div>
            ),
          }))}
        />
      </Card>

      <Card title="近期会话">
        <Table<Session>
          size="small"
          rowKey={(s) => `${s.startedAt}-${s.cellId}`}
          columns={sessionColumns}
          dataSource={data.sessions}
          pagination={false}
          scroll={{ x: 960 }}
          locale={{ emptyText: <Empty description="近期无会话记录" /> }}
        />
      </Card>
    </>
  );
}

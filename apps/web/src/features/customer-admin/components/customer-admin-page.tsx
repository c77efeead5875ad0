import {
  AdminLevel,
  CustomerCreateSchema,
  CustomerSaveSchema,
  ORDER_STATUS_LABELS,
  PROVINCES,
  type OrderStatus,
  type CustomerCreateInput,
  type CustomerItem,
} from '@pn/shared';
import {
  Badge,
  Button,
  Card,
  Col,
  Descriptions,
  Drawer,
  Form,
  Grid,
  Input,
  Row,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  AdminFilterBar,
  AdminListHeader,
  adminListStyles,
  FilterSelect,
} from '@/components/admin/admin-list-parts';
import { AdminEditorDrawer } from '@/components/admin/admin-editor-drawer';
import { paths } from '@/config/paths';
import { AdminTable, useAdminConfirm } from '@/components/admin/admin-table';
import { useLevelInfo } from '@/lib/account/get-level-info';
import { zodField } from '@/lib/form-rules';
import { filterParam, useAdminListQuery, type FiltersOf } from '@/lib/use-admin-list-query';
import { useCustomer, useCustomers, useCustomerStatus, useSaveCustomer } from '../api/customers';

const text = {
  title: '客户管理',
  intro:
    '管理范围内的企业客户：资料、合同与期限、账号和已开通的业务。暂停客户后，其全部账号立即退出登录且无法登录，恢复后可重新使用。',
  listTitle: '客户列表',
  empty: '暂无客户',
  add: '新建客户',
  keyword: '关键词',
  keywordPlaceholder: '企业名称、客户编码或信用代码',
  status: '状态',
  statusPlaceholder: '全部状态',
  province: '省份',
  provincePlaceholder: '全部省份',
  active: '正常',
  suspended: '已暂停',
  colName: '企业',
  colPlace: '省份 / 城市',
  colContact: '联系人',
  colContract: '合同期限',
  colHoldings: '账号 / 卡片',
  colStatus: '状态',
  colActions: '操作',
  view: '查看',
  edit: '编辑',
  suspend: '暂停',
  resume: '恢复',
  suspendTitle: (n: string) => `暂停客户“${n}”？`,
  suspendContent: '暂停后该客户的全部账号立即退出登录，且在恢复前无法登录。',
  resumeTitle: (n: string) => `恢复客户“${n}”？`,
  resumeContent: '恢复后该客户的账号可重新登录。',
  suspended2: '客户已暂停',
  resumed: '客户已恢复',
  createTitle: '新建客户',
  editTitle: '编辑客户',
  name: '企业名称',
  creditCode: '统一社会信用代码',
  cityCode: '城市区号',
  cityName: '城市',
  industry: '行业',
  contactName: '联系人',
  contactTel: '联系人手机号',
  contractNo: '合同编号',
  contractStart: '合同开始日期',
  contractEnd: '合同结束日期',
  datePlaceholder: 'YYYY-MM-DD',
  loginAccount: '主账号',
  loginAccountHelp: '初始密码将以短信发送至联系人手机',
  detailTitle: '客户详情',
  custCode: '客户编码',
  accounts: '账号',
  main: '主账号',
  sub: '子账号',
  cards: '物联网卡',
  dnns: 'DNN实例',
  dnnSummary: (total: number, active: number, cards: number) =>
    `${total} 个（生效 ${active}），绑定 ${cards} 张卡`,
  devices: '终端设备',
  deviceSummary: (gateways: number, multiSim: number, online: number) =>
    `5G快线网关 ${gateways} 台 · 5G多卡设备 ${multiSim} 台 · 在线 ${online} 台`,
  orders: '订单',
  activeBusinesses: '生效中的业务',
  orgNodes: '组织节点',
  openWorkOrders: '待处理工单',
  never: '从未登录',
  cardStatus: ['库存', '测试', '在用', '停机', '销户'],
} as const;

const FILTERS = {
  keyword: filterParam.text(40),
  status: filterParam.oneOf([0, 1] as const),
  beId: filterParam.oneOf(PROVINCES.map((p) => p.beId)),
};
type Filters = FiltersOf<typeof FILTERS>;

type Values = CustomerCreateInput;
const createField = (name: keyof Values) => zodField(CustomerCreateSchema, name);
const editField = (name: keyof Values) =>
  name === 'loginAccount'
    ? createField(name)
    : zodField(CustomerSaveSchema, name as Exclude<keyof Values, 'loginAccount'>);

function CustomerDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useCustomer(id);
  const screens = Grid.useBreakpoint();
  const d = detail.data;
  return (
    <Drawer
      open={id !== null}
      title={d?.name ?? text.detailTitle}
      size={screens.sm ? 720 : '100%'}
      onClose={onClose}
      destroyOnHidden
    >
      {!d ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label={text.custCode}>{d.custCode}</Descriptions.Item>
            <Descriptions.Item label={text.creditCode}>{d.creditCode || '-'}</Descriptions.Item>
            <Descriptions.Item label={text.colPlace}>
              {d.provinceName} {d.cityName}
            </Descriptions.Item>
            <Descriptions.Item label={text.industry}>{d.industry || '-'}</Descriptions.Item>
            <Descriptions.Item label={text.colContact}>
              {d.contactName} {d.contactTel}
            </Descriptions.Item>
            <Descriptions.Item label={text.contractNo}>{d.contractNo || '-'}</Descriptions.Item>
            <Descriptions.Item label={text.colContract}>
              {d.contractStart || d.contractEnd ? `${d.contractStart} ~ ${d.contractEnd}` : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={text.colStatus}>
              <Badge
                status={d.status === 1 ? 'success' : 'default'}
                text={d.status === 1 ? text.active : text.suspended}
              />
            </Descriptions.Item>
            <Descriptions.Item label={text.cards}>
              {d.cardsByStatus.length
                ? d.cardsByStatus
                    .map((c) => `${text.cardStatus[c.status] ?? c.status} ${c.cards}`)
                    .join(' · ')
                : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={text.dnns}>
              {text.dnnSummary(d.dnns.total, d.dnns.active, d.dnns.cards)}
            </Descriptions.Item>
            <Descriptions.Item label={text.devices}>
              {text.deviceSummary(d.devices.gateways, d.devices.multiSim, d.devices.online)}
            </Descriptions.Item>
            <Descriptions.Item label={text.orders}>
              {d.ordersByStatus.length ? (
                <Link to={`${paths.adminOrderList}?keyword=${encodeURIComponent(d.name)}`}>
                  {d.ordersByStatus
                    .map(
                      (o) =>
                        `${ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status} ${o.orders}`,
                    )
                    .join(' · ')}
                </Link>
              ) : (
                '-'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={text.activeBusinesses}>
              {d.activeBusinesses}
            </Descriptions.Item>
            <Descriptions.Item label={text.orgNodes}>{d.orgNodes}</Descriptions.Item>
            <Descriptions.Item label={text.openWorkOrders}>{d.openWorkOrders}</Descriptions.Item>
          </Descriptions>
          <Table
            size="small"
            rowKey="id"
            aria-label={text.accounts}
            title={() => text.accounts}
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={d.accountList}
            columns={[
              { title: text.loginAccount, dataIndex: 'loginAccount' },
              { title: text.contactName, dataIndex: 'realName' },
              { title: text.contactTel, dataIndex: 'tel' },
              {
                title: '',
                dataIndex: 'main',
                render: (main: boolean) => (main ? <Tag color="blue">{text.main}</Tag> : text.sub),
              },
              {
                title: text.colStatus,
                dataIndex: 'status',
                render: (s: number) => (s === 1 ? text.active : text.suspended),
              },
              {
                title: '最近登录',
                dataIndex: 'lastLoginTime',
                render: (t: string) => t || text.never,
              },
            ]}
          />
        </Space>
      )}
    </Drawer>
  );
}

/**
 * 客户管理: the enterprise customers in the administrator's province or city, with their
 * contract, accounts and cards; create (with the main account), edit, suspend and resume
 * (each after a confirmation). The server decides which customers each may touch.
 */
export function CustomerAdminPage() {
  const [filters] = Form.useForm<Filters>();
  const listQuery = useAdminListQuery({ filters: FILTERS, form: filters });
  const list = useCustomers(listQuery.query);
  const level = useLevelInfo();
  const save = useSaveCustomer();
  const status = useCustomerStatus();
  const confirm = useAdminConfirm();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<CustomerItem | 'new' | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const screens = Grid.useBreakpoint();
  const national = level.data?.level === AdminLevel.NATIONAL;
  const field = editing === 'new' ? createField : editField;
  const provinces = PROVINCES.map((p) => ({ value: p.beId, label: p.name }));
  const mine = level.data;

  const initial: Values =
    editing && editing !== 'new'
      ? {
          name: editing.name,
          creditCode: editing.creditCode,
          beId: editing.beId,
          cityCode: editing.cityCode,
          cityName: editing.cityName,
          industry: editing.industry,
          contactName: editing.contactName,
          // The masked number is never sent back: the contact's phone is entered again.
          contactTel: '',
          contractNo: editing.contractNo,
          contractStart: editing.contractStart || null,
          contractEnd: editing.contractEnd || null,
          loginAccount: '',
        }
      : {
          name: '',
          creditCode: '',
          beId: mine && mine.level !== AdminLevel.NATIONAL ? mine.beId : '',
          cityCode: mine?.level === AdminLevel.CITY ? mine.areaCode : '',
          cityName: '',
          industry: '',
          contactName: '',
          contactTel: '',
          contractNo: '',
          contractStart: null,
          contractEnd: null,
          loginAccount: '',
        };

  const columns: ColumnsType<CustomerItem> = [
    {
      title: text.colName,
      key: 'name',
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          <strong>{c.name}</strong>
          <span>{c.custCode}</span>
        </Space>
      ),
    },
    { title: text.colPlace, key: 'place', render: (_, c) => `${c.provinceName} ${c.cityName}` },
    {
      title: text.colContact,
      key: 'contact',
      render: (_, c) => `${c.contactName} ${c.contactTel}`,
    },
    {
      title: text.colContract,
      key: 'contract',
      render: (_, c) => (c.contractEnd ? `${c.contractStart} ~ ${c.contractEnd}` : '-'),
    },
    { title: text.colHoldings, key: 'holdings', render: (_, c) => `${c.accounts} / ${c.cards}` },
    {
      title: text.colStatus,
      dataIndex: 'status',
      render: (s: number) => (
        <Badge
          status={s === 1 ? 'success' : 'default'}
          text={s === 1 ? text.active : text.suspended}
        />
      ),
    },
    {
      title: text.colActions,
      key: 'actions',
      fixed: screens.md ? 'right' : undefined,
      render: (_, c) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(c.id)}>
            {text.view}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing(c)}>
            {text.edit}
          </Button>
          <Button
            type="link"
            size="small"
            danger={c.status === 1}
            onClick={() =>
              confirm({
                title: c.status === 1 ? text.suspendTitle(c.name) : text.resumeTitle(c.name),
                content: c.status === 1 ? text.suspendContent : text.resumeContent,
                danger: c.status === 1,
                onConfirm: () => status.mutateAsync({ id: c.id, status: c.status === 1 ? 0 : 1 }),
                success: c.status === 1 ? text.suspended2 : text.resumed,
              })
            }
          >
            {c.status === 1 ? text.suspend : text.resume}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader title={text.title} intro={text.intro} />
      <Card>
        <AdminFilterBar
          name="customerFilters"
          form={filters}
          onSearch={(v) => listQuery.setFilters(v)}
          onReset={listQuery.resetFilters}
          add={{ label: text.add, onClick: () => setEditing('new') }}
        >
          {national ? (
            <FilterSelect
              name="beId"
              label={text.province}
              placeholder={text.provincePlaceholder}
              options={provinces}
              searchable
            />
          ) : null}
          <FilterSelect
            name="status"
            label={text.status}
            placeholder={text.statusPlaceholder}
            options={[
              { value: 1, label: text.active },
              { value: 0, label: text.suspended },
            ]}
          />
          <Form.Item name="keyword" label={text.keyword}>
            <Input placeholder={text.keywordPlaceholder} allowClear maxLength={40} />
          </Form.Item>
        </AdminFilterBar>
      </Card>
      <Card title={text.listTitle}>
        <AdminTable<CustomerItem>
          size="middle"
          rowKey="id"
          aria-label={text.listTitle}
          columns={columns}
          list={list}
          paging={listQuery}
          emptyText={text.empty}
        />
      </Card>
      <AdminEditorDrawer<Values>
        open={editing !== null}
        title={editing === 'new' ? text.createTitle : text.editTitle}
        name="customerEditor"
        form={form}
        initialValues={initial}
        recordKey={editing === 'new' ? 'new' : (editing?.id ?? 'none')}
        onSave={(values) =>
          save.mutateAsync(
            editing === 'new' || editing === null
              ? values
              : { ...values, loginAccount: undefined, id: editing.id },
          )
        }
        onClose={() => setEditing(null)}
      >
        <Form.Item name="name" label={text.name} {...field('name')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="creditCode" label={text.creditCode} {...field('creditCode')}>
          <Input maxLength={18} />
        </Form.Item>
        <Form.Item name="beId" label={text.province} {...field('beId')}>
          <Select options={provinces} disabled={!national} showSearch optionFilterProp="label" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="cityName" label={text.cityName} {...field('cityName')}>
              <Input maxLength={16} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="cityCode" label={text.cityCode} {...field('cityCode')}>
              <Input maxLength={4} inputMode="numeric" disabled={mine?.level === AdminLevel.CITY} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="industry" label={text.industry} {...field('industry')}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="contactName" label={text.contactName} {...field('contactName')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="contactTel" label={text.contactTel} {...field('contactTel')}>
          <Input
            maxLength={11}
            inputMode="numeric"
            placeholder={
              editing !== 'new' && editing ? `${editing.contactTel}（留空则不修改）` : ''
            }
          />
        </Form.Item>
        <Form.Item name="contractNo" label={text.contractNo} {...field('contractNo')}>
          <Input maxLength={40} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="contractStart" label={text.contractStart} {...field('contractStart')}>
              <Input placeholder={text.datePlaceholder} maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="contractEnd" label={text.contractEnd} {...field('contractEnd')}>
              <Input placeholder={text.datePlaceholder} maxLength={10} />
            </Form.Item>
          </Col>
        </Row>
        {editing === 'new' ? (
          <Form.Item
            name="loginAccount"
            label={text.loginAccount}
            extra={text.loginAccountHelp}
            {...field('loginAccount')}
          >
            <Input maxLength={32} autoComplete="off" />
          </Form.Item>
        ) : null}
      </AdminEditorDrawer>
      <CustomerDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

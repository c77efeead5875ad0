import { SaasMessages, WORK_ORDER_STATUS_LABELS } from '@pn/shared';
import { Alert, Card, Descriptions, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConsolePageHeader } from '@/components/console-page-header';
import { DataState } from '@/components/data-state';
import { useAreaPath, useReadOnly } from '@/components/read-only/read-only';
import { WriteButton } from '@/components/read-only/write-guard';
import { paths } from '@/config/paths';
import { formatTime } from '../lib/format';
import { pageTitle, useDocumentTitle } from '@/lib/document-title';
import { useEcoDevice } from '../api/queries';
import { EcoApplyDialog } from './eco-apply-dialog';
import { CertTag } from './eco-list-page';
import { idOf } from './model-detail-page';
import styles from '../saas.module.css';

/**
 * 设备管理 › 生态设备 › 设备详情 (eco-device/detail?id=): the product, its certification
 * and spec sheet, and the enterprise's access request (已申请 with its date) or 申请接入.
 */
export function EcoDetailPage() {
  const [search] = useSearchParams();
  const id = idOf(search.get('id'));
  const detail = useEcoDevice(id);
  const inArea = useAreaPath();
  const readOnly = useReadOnly();
  const [applying, setApplying] = useState(false);
  const e = detail.data;
  useDocumentTitle(pageTitle(e ? e.productName : '生态设备详情'));
  const back = <Link to={inArea(paths.saasEco)}>返回生态设备</Link>;

  if (id === undefined)
    return <Alert type="error" showIcon title={SaasMessages.ECO_NOT_FOUND} action={back} />;

  return (
    <div className={styles.page}>
      <ConsolePageHeader
        title={e ? e.productName : '生态设备详情'}
        intro={e ? e.summary : '合作伙伴认证设备的规格参数与接入申请。'}
        extra={back}
      />
      <Card>
        <DataState query={detail} rows={6}>
          {e ? (
            <div className={styles.ecoHero}>
              {e.picture ? (
                <img src={e.picture} alt={e.productName} className={styles.ecoPicture} />
              ) : null}
              <div className={styles.ecoInfo}>
                <Descriptions
                  size="small"
                  column={{ xs: 1, sm: 2 }}
                  items={[
                    { key: 'vendor', label: '合作伙伴', children: e.vendor },
                    { key: 'model', label: '产品型号', children: e.productModel },
                    { key: 'cat', label: '设备类别', children: <Tag>{e.category}</Tag> },
                    { key: 'proto', label: '接入协议', children: e.protocol || '-' },
                    {
                      key: 'net',
                      label: '支持网络',
                      children: (
                        <Space size={[2, 2]} wrap>
                          {e.networks.map((n) => (
                            <Tag key={n} color="geekblue">
                              {n}
                            </Tag>
                          ))}
                        </Space>
                      ),
                    },
                    { key: 'cert', label: '认证状态', children: <CertTag state={e.certState} /> },
                    { key: 'certNo', label: '认证编号', children: e.certNo || '-' },
                    { key: 'certDate', label: '认证日期', children: e.certDate ?? '-' },
                  ]}
                />
                <div style={{ marginTop: 12 }}>
                  {e.request ? (
                    <Alert
                      type="success"
                      showIcon
                      title={`已申请（${formatTime(e.request.createdAt)}）`}
                      description={
                        <>
                          {`预计接入 ${e.request.quantity} 台，联系人 ${e.request.contact} ${e.request.phone}${
                            e.request.remark ? `，${e.request.remark}` : ''
                          }。客户经理将与您联系。`}
                          {e.request.workOrder ? (
                            <div>
                              已生成客户工单{' '}
                              {readOnly ? (
                                e.request.workOrder.orderNo
                              ) : (
                                <Link
                                  to={paths.userWorkOrderDetail.replace(
                                    ':id',
                                    String(e.request.workOrder.id),
                                  )}
                                >
                                  {e.request.workOrder.orderNo}
                                </Link>
                              )}
                              （{WORK_ORDER_STATUS_LABELS[e.request.workOrder.status]}
                              ），处理进展可在工单中查看。
                            </div>
                          ) : null}
                        </>
                      }
                    />
                  ) : e.certState !== 'certified' ? (
                    <Alert type="info" showIcon title={SaasMessages.ECO_NOT_CERTIFIED} />
                  ) : readOnly || e.appliedAt === null ? (
                    <WriteButton type="primary" onClick={() => setApplying(true)}>
                      申请接入
                    </WriteButton>
                  ) : null}
                  {e.requests > 0 && !e.request ? (
                    <p className={styles.muted}>已有 {e.requests} 家企业申请接入。</p>
                  ) : null}
                </div>
              </div>
            </div>
          ) : null}
        </DataState>
      </Card>
      {e ? (
        <>
          <Card title="产品介绍">
            <p>{e.description || '-'}</p>
          </Card>
          <Card title="规格参数">
            {e.specs.length ? (
              <Descriptions
                size="small"
                bordered
                column={1}
                items={e.specs.map((s, i) => ({
                  key: String(i),
                  label: s.label,
                  children: s.value,
                }))}
              />
            ) : (
              <span className={styles.muted}>暂无规格参数</span>
            )}
          </Card>
        </>
      ) : null}
      <EcoApplyDialog
        eco={applying && e ? { id: e.id, productName: e.productName } : null}
        onClose={() => setApplying(false)}
      />
    </div>
  );
}

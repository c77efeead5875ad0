import {
  SaasMessages,
  WorkOrderStatus,
  type EcoApply,
  type EcoCategory,
  type EcoCertState,
  type EcoDetail,
  type EcoItem,
  type EcoListQuery,
  type EcoNetwork,
  type EcoRequest,
  type PageResult,
} from '@pn/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { conflict, forbidden, notFound, warning } from '../../lib/errors.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { inScope } from '../../lib/scope.js';
import { iso, OWNED_COLS, scopeFor, type Scope } from '../device/device.access.js';
import { escapeLike } from '../device/device.repository.js';
import { insertCustomerOrder } from '../work-order/work-order.service.js';

/**
 * 生态设备: the operator's catalogue of certified partner terminals, and the access
 * requests of the enterprises (one per enterprise and device; a second is refused).
 */

/** The enterprise whose request the caller sees as its own (a visitor: the demo one). */
const ownCustomer = (scope: Scope) => (scope.level === 'customer' ? scope.customerId : null);

function catalogue(db: Database, customerId: number | null) {
  return db.selectFrom('ecoDevice as e').select([
    'e.id',
    'e.vendor',
    'e.productName',
    'e.productModel',
    'e.category',
    'e.protocol',
    'e.networks',
    'e.certState',
    'e.certNo',
    sql<string | null>`to_char(e.cert_date, 'YYYY-MM-DD')`.as('certDate'),
    'e.picture',
    'e.summary',
    'e.description',
    'e.specs',
    (eb) =>
      eb
        .selectFrom('ecoDeviceRequest as r')
        .select('r.createdAt')
        .whereRef('r.ecoDeviceId', '=', 'e.id')
        .where('r.customerId', '=', customerId ?? -1)
        .as('appliedAt'),
  ]);
}
type EcoRow = Awaited<ReturnType<ReturnType<typeof catalogue>['executeTakeFirstOrThrow']>>;

const toItem = (r: EcoRow): EcoItem => ({
  id: r.id,
  vendor: r.vendor,
  productName: r.productName,
  productModel: r.productModel,
  category: r.category as EcoCategory,
  protocol: r.protocol,
  networks: r.networks as EcoNetwork[],
  certState: r.certState as EcoCertState,
  certNo: r.certNo,
  certDate: r.certDate,
  picture: r.picture,
  summary: r.summary,
  appliedAt: iso(r.appliedAt),
});

export async function ecoPage(
  db: Database,
  user: AuthUser,
  q: EcoListQuery,
): Promise<PageResult<EcoItem>> {
  const scope = await scopeFor(db, user);
  let base = db.selectFrom('ecoDevice as e');
  if (q.category) base = base.where('e.category', '=', q.category);
  if (q.certState) base = base.where('e.certState', '=', q.certState);
  if (q.vendor) base = base.where('e.vendor', '=', q.vendor);
  if (q.network)
    base = base.where(sql<boolean>`e.networks @> ${JSON.stringify([q.network])}::jsonb`);
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('e.productName', 'ilike', like),
        eb('e.productModel', 'ilike', like),
        eb('e.vendor', 'ilike', like),
        eb('e.protocol', 'ilike', like),
      ]),
    );
  }
  const [count, ids] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select('e.id')
      .orderBy('e.sortNum')
      .orderBy('e.id')
      .limit(q.pageSize)
      .offset(offsetOf(q))
      .execute(),
  ]);
  const idList = ids.map((r) => r.id);
  const rows = idList.length
    ? await catalogue(db, ownCustomer(scope)).where('e.id', 'in', idList).execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return pageOf(
    idList.flatMap((id) => (byId.has(id) ? [toItem(byId.get(id)!)] : [])),
    Number(count.n),
    q,
  );
}

/** Vendors of the catalogue, for the filter. */
export async function ecoVendors(db: Database): Promise<string[]> {
  const rows = await db.selectFrom('ecoDevice').select('vendor').distinct().execute();
  return rows.map((r) => r.vendor).sort((a, b) => a.localeCompare(b, 'zh-CN'));
}

export async function ecoDetail(db: Database, user: AuthUser, id: number): Promise<EcoDetail> {
  const scope = await scopeFor(db, user);
  const customerId = ownCustomer(scope);
  const row = await catalogue(db, customerId).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SaasMessages.ECO_NOT_FOUND);
  const [own, count] = await Promise.all([
    customerId === null
      ? undefined
      : db
          .selectFrom('ecoDeviceRequest as t')
          .leftJoin('account as a', 'a.id', 't.createdBy')
          .leftJoin('workOrder as w', 'w.id', 't.workOrderId')
          .select([
            't.id',
            't.quantity',
            't.contact',
            't.phone',
            't.remark',
            't.createdAt',
            'a.realName',
            'w.id as workOrderId',
            'w.orderNo',
            'w.status as workOrderStatus',
          ])
          .where('t.ecoDeviceId', '=', id)
          .where('t.customerId', '=', customerId)
          .executeTakeFirst(),
    db
      .selectFrom('ecoDeviceRequest as t')
      .where('t.ecoDeviceId', '=', id)
      .where((eb) => inScope(eb, scope, OWNED_COLS))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const request: EcoRequest | null = own
    ? {
        id: own.id,
        quantity: own.quantity,
        contact: own.contact,
        // A visitor sees the demo enterprise's request without its phone number.
        phone: user.visitor ? own.phone.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2') : own.phone,
        remark: own.remark,
        createdBy: own.realName ?? '',
        createdAt: iso(own.createdAt)!,
        workOrder:
          own.workOrderId !== null && own.orderNo !== null
            ? {
                id: Number(own.workOrderId),
                orderNo: own.orderNo,
                status: own.workOrderStatus as WorkOrderStatus,
              }
            : null,
      }
    : null;
  return {
    ...toItem(row),
    description: row.description,
    specs: row.specs,
    request,
    requests: Number(count.n),
  };
}

/**
 * Records a customer's access request (a second one for the same device is refused) and
 * opens a customer work order for it in the same transaction: operator staff take it up in
 * 客户工单 and the customer follows it there.
 */
export async function applyEco(db: Database, user: AuthUser, body: EcoApply): Promise<EcoRequest> {
  if (user.kind !== 'customer' || user.customerId === null)
    throw forbidden(SaasMessages.CUSTOMER_ONLY);
  const customerId = user.customerId;
  const eco = await db
    .selectFrom('ecoDevice')
    .select(['id', 'certState', 'vendor', 'productName', 'productModel'])
    .where('id', '=', body.id)
    .executeTakeFirst();
  if (!eco) throw notFound(SaasMessages.ECO_NOT_FOUND);
  if (eco.certState !== 'certified') throw warning(SaasMessages.ECO_NOT_CERTIFIED);
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('ecoDeviceRequest')
        .values({
          ecoDeviceId: eco.id,
          customerId,
          beId: user.beId,
          areaCode: user.areaCode,
          quantity: body.quantity,
          contact: body.contact,
          phone: body.phone,
          remark: body.remark,
          createdBy: user.accountId,
        })
        .returning(['id', 'createdAt'])
        .executeTakeFirstOrThrow();
      const order = await insertCustomerOrder(trx, user, {
        category: 'device',
        priority: 3,
        title: `生态设备接入申请：${eco.vendor} ${eco.productName}`.slice(0, 60),
        description: [
          `申请接入生态设备 ${eco.vendor} ${eco.productName}（${eco.productModel}），预计接入 ${body.quantity} 台。`,
          `联系人：${body.contact}，电话：${body.phone}。`,
          ...(body.remark ? [`说明：${body.remark}`] : []),
        ].join('\n'),
        relatedType: null,
        relatedRef: '',
      });
      await trx
        .updateTable('ecoDeviceRequest')
        .set({ workOrderId: order.id })
        .where('id', '=', row.id)
        .execute();
      return {
        id: row.id,
        quantity: body.quantity,
        contact: body.contact,
        phone: body.phone,
        remark: body.remark,
        createdBy: user.realName ?? '',
        createdAt: iso(row.createdAt)!,
        workOrder: { id: order.id, orderNo: order.orderNo, status: WorkOrderStatus.OPEN },
      };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'eco_device_request_device_customer_uq'))
      throw conflict(SaasMessages.ECO_DUPLICATE);
    throw err;
  }
}

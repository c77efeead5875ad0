import { DEVICE_LIMITS } from '@pn/shared';
import { Alert, Card, Descriptions, Empty, Select } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminListHeader, adminListStyles } from '@/components/admin/admin-list-parts';
import { DataState } from '@/components/data-state';
import { DeviceOnlineTag } from '@/components/device-online-tag';
import { useAreaPath } from '@/components/read-only/read-only';
import { useHeldScreens } from '@/components/read-only/use-permitted';
import { WriteButton } from '@/components/read-only/write-guard';
import { paths } from '@/config/paths';
import { useSxDevice, useSxDevices } from '../api/sx-api';
import { sxDeviceDetailPath, sxLogPath } from '../paths';
import { freeSlotsOf, slotLabel, type SxBinding } from '../slots';
import { BindDialog, UnbindDialog } from './bind-dialogs';
import { SlotCards } from './slot-cards';
import { formatTime, sxStyles as styles } from './sx-parts';

const DEVICE_PARAM = 'deviceId';

function deviceIdOf(raw: string | null): number | undefined {
  const n = Number(raw);
  return raw && /^\d{1,15}$/.test(raw) && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The device search typed into the picker, a moment after the last key. */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * /control/sx/sx-index/device-bound 设备绑定: pick a device (by serial, IMEI or name), see its
 * slots, bind a card to a free slot or unbind one — each after identity verification.
 * The picked device stays in the address (?deviceId=), so the list and detail link here.
 */
export function SxBoundPage() {
  const [search, setSearch] = useSearchParams();
  const deviceId = deviceIdOf(search.get(DEVICE_PARAM));
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim().slice(0, DEVICE_LIMITS.keywordMax));
  const devices = useSxDevices({ page: 1, pageSize: 20, keyword: keyword || undefined });
  const detail = useSxDevice(deviceId);
  const inArea = useAreaPath();
  const held = useHeldScreens();
  const [binding, setBinding] = useState<{ slot?: number } | null>(null);
  const [unbinding, setUnbinding] = useState<SxBinding | null>(null);
  // The last bind or unbind on this screen, until the next one or another device.
  const [done, setDone] = useState<{ deviceId: number; message: string } | null>(null);
  const report = (message: string) => deviceId && setDone({ deviceId, message });

  const pick = (id: number | undefined) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set(DEVICE_PARAM, String(id));
      else next.delete(DEVICE_PARAM);
      return next;
    });

  const options = (devices.data?.data ?? []).map((d) => ({
    value: d.id,
    label: `${d.name || d.serial}（${d.serial}）· 已绑 ${d.boundCards} 张`,
  }));
  const current = detail.data?.device;
  if (current && !options.some((o) => o.value === current.id)) {
    options.unshift({
      value: current.id,
      label: `${current.name || current.serial}（${current.serial}）· 已绑 ${current.boundCards} 张`,
    });
  }
  const free = detail.data ? freeSlotsOf(detail.data) : [];

  return (
    <div className={adminListStyles.page}>
      <AdminListHeader
        title="设备绑定"
        intro="为5G多卡设备的空闲卡槽绑定本企业已激活的卡，或解绑卡槽上的卡。每次绑定与解绑都需要身份验证，并记入绑定日志。"
      />
      <Card>
        <div className={styles.picker}>
          <label htmlFor="sx-bound-device">选择设备</label>
          <Select<number>
            id="sx-bound-device"
            className={styles.pickerSelect}
            placeholder="输入序列号、IMEI或名称搜索设备"
            allowClear
            value={deviceId}
            onChange={(v) => pick(v)}
            showSearch={{ filterOption: false, onSearch: setTyped }}
            loading={devices.isFetching}
            options={options}
            notFoundContent={devices.isPending ? '加载中…' : '没有符合条件的设备'}
          />
        </div>
      </Card>
      {deviceId === undefined ? (
        <Card>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请先选择要绑定或解绑的设备" />
        </Card>
      ) : (
        <Card
          title={current ? `${current.name || current.serial} 的卡槽` : '设备卡槽'}
          extra={
            detail.data ? (
              <WriteButton
                type="primary"
                disabled={free.length === 0}
                tip={free.length === 0 ? '该设备没有空闲卡槽，请先解绑' : undefined}
                onClick={() => setBinding({})}
              >
                绑定卡
              </WriteButton>
            ) : null
          }
        >
          <DataState query={detail} rows={4}>
            {detail.data && current ? (
              <>
                {done && done.deviceId === deviceId ? (
                  <Alert
                    type="success"
                    showIcon
                    role="status"
                    title={done.message}
                    closable={{ onClose: () => setDone(null) }}
                    style={{ marginBottom: 16 }}
                  />
                ) : null}
                <Descriptions
                  size="small"
                  column={{ xs: 1, sm: 2, lg: 4 }}
                  style={{ marginBottom: 16 }}
                  items={[
                    {
                      key: 'serial',
                      label: '序列号',
                      children: (
                        <Link to={inArea(sxDeviceDetailPath(current.id))} className={styles.mono}>
                          {current.serial}
                        </Link>
                      ),
                    },
                    {
                      key: 'state',
                      label: '在线状态',
                      children: <DeviceOnlineTag state={current.onlineState} />,
                    },
                    { key: 'model', label: '型号', children: `${current.vendor} ${current.model}` },
                    {
                      key: 'cards',
                      label: '卡槽',
                      children: `已绑 ${detail.data.bindings.length} / 共 ${detail.data.slots}`,
                    },
                    {
                      key: 'heartbeat',
                      label: '最后心跳',
                      children: formatTime(current.lastHeartbeatAt),
                    },
                  ]}
                />
                <SlotCards
                  detail={detail.data}
                  actions={(view) =>
                    view.binding ? (
                      <WriteButton
                        size="small"
                        danger
                        aria-label={`解绑${slotLabel(view.slot)}`}
                        onClick={() => setUnbinding(view.binding)}
                      >
                        解绑
                      </WriteButton>
                    ) : view.slot <= detail.data!.slots ? (
                      <WriteButton
                        size="small"
                        type="primary"
                        ghost
                        aria-label={`绑定到${slotLabel(view.slot)}`}
                        onClick={() => setBinding({ slot: view.slot })}
                      >
                        绑定
                      </WriteButton>
                    ) : null
                  }
                />
                {held(paths.sxLog) ? (
                  <p style={{ margin: '12px 0 0' }}>
                    <Link to={inArea(sxLogPath(current.id))}>查看该设备的绑定日志</Link>
                  </p>
                ) : null}
              </>
            ) : null}
          </DataState>
        </Card>
      )}
      {binding && detail.data ? (
        <BindDialog
          detail={detail.data}
          slot={binding.slot}
          onClose={() => setBinding(null)}
          onDone={report}
        />
      ) : null}
      {unbinding && detail.data ? (
        <UnbindDialog
          detail={detail.data}
          binding={unbinding}
          onClose={() => setUnbinding(null)}
          onDone={report}
        />
      ) : null}
    </div>
  );
}

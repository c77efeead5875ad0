import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SimTariffKind } from '@pn/shared';
import { Alert, Button, Card, Skeleton, Steps } from 'antd';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '@/lib/api-errors';
import { simApi, simKeys } from '../api/sim-api';
import { SimPageHeader } from '../common/page-header';
import { BusinessResultView } from './business-result';
import { CardsStep } from './cards-step';
import { ConfirmStep } from './confirm-step';
import { TargetStep } from './target-step';
import { TariffStep, tariffChange, useTariffChange } from './tariff-store';
import styles from './tariff.module.css';

/** The IoT SIM tariffs (kind 1), shared by the tariff screens. */
export function useCardTariffs() {
  return useQuery({
    queryKey: simKeys.tariffs(SimTariffKind.CARD),
    queryFn: ({ signal }) => simApi.tariffs(SimTariffKind.CARD, { signal }),
  });
}

const STEP_ITEMS = [
  { title: '选择卡片', content: '当前资费与号码' },
  { title: '选择目标资费', content: '对比资费内容' },
  { title: '确认提交', content: '身份验证后提交' },
];

/**
 * 资费变更 (/control/SIM/tariff): the tariff-change store of spec §3 walked in three steps
 * (cards on the current tariff, target tariff, confirmation with identity verification),
 * then the handling result, polled until every card is done. `?tariffId=` preselects the
 * current tariff.
 */
export function TariffPage() {
  const tariffs = useCardTariffs();
  const step = useTariffChange((s) => s.step);
  const requestId = useTariffChange((s) => s.requestId);
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const wanted = Number(search.get('tariffId'));

  useEffect(() => {
    if (!tariffs.data || !wanted) return;
    const s = useTariffChange.getState();
    if (s.step !== TariffStep.CARDS || s.currentTariff) return;
    const tariff = tariffs.data.find((t) => t.id === wanted);
    if (tariff) tariffChange.setCurrentTariff(tariff);
  }, [tariffs.data, wanted]);

  const refreshCards = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: simKeys.all }),
    [queryClient],
  );

  let body;
  if (tariffs.isPending) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (tariffs.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title="资费列表加载失败"
        description={errorMessageOf(tariffs.error)}
        action={
          <Button size="small" onClick={() => void tariffs.refetch()}>
            重试
          </Button>
        }
      />
    );
  else if (step === TariffStep.CARDS) body = <CardsStep tariffs={tariffs.data} />;
  else if (step === TariffStep.TARGET) body = <TargetStep tariffs={tariffs.data} />;
  else if (step === TariffStep.CONFIRM) body = <ConfirmStep />;
  else if (requestId)
    body = (
      <BusinessResultView
        requestId={requestId}
        onDone={refreshCards}
        extra={
          <Button type="primary" onClick={() => tariffChange.reset()}>
            继续变更资费
          </Button>
        }
      />
    );

  return (
    <div className={styles.page}>
      <SimPageHeader
        title="资费变更"
        intro="批量变更物联网卡资费：选择卡片和目标资费，验证身份后提交，逐卡办理并反馈结果。"
      />
      <Card>
        <Steps className={styles.steps} current={step} items={STEP_ITEMS} responsive />
        {body}
      </Card>
    </div>
  );
}

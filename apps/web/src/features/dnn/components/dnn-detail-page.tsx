import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { Link, useParams } from 'react-router';
import styles from '../dnn.module.css';
import { useDnnEntries } from '../dnn-entries';
import { DnnDetailView } from './dnn-detail';
import { DnnPageHeader } from './dnn-parts';

interface DnnDetailPageProps {
  /** The isolation-case list (the page's parent). */
  backHref: string;
  /** The case list filtered to one DNN. */
  casesHref: (dnnId: number) => string;
}

/** /control/ordered/A2/case/detail/:id: one DNN instance with its slices, cases and cards. */
export function DnnDetailPage({ backHref, casesHref }: DnnDetailPageProps) {
  const { id } = useParams();
  const dnnId = Number(id);
  const entries = useDnnEntries();
  const name = entries.data?.find((e) => e.id === dnnId)?.dnn;
  const valid = Number.isSafeInteger(dnnId) && dnnId > 0;
  return (
    <div className={styles.page}>
      <DnnPageHeader
        title="DNN实例详情"
        intro={name ? <span className={styles.mono}>{name}</span> : undefined}
        extra={
          <Link to={backHref}>
            <ArrowLeftOutlined /> 返回隔离方案
          </Link>
        }
      />
      <Card>
        {valid ? (
          <DnnDetailView id={dnnId} casesHref={casesHref(dnnId)} />
        ) : (
          <Result status="404" title="DNN实例不存在" />
        )}
      </Card>
    </div>
  );
}

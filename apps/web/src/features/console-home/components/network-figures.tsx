import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { DataState } from '@/components/data-state';
import { useNetworkSummary } from '../api/network-summary';
import styles from './overview.module.css';

const title = '专网业务';

/**
 * The private-network figures of the console home (cards, DNNs, slices, acceleration
 * sessions, lines, active orders): only those whose screen the account holds (the server
 * leaves out the others), each leading to its screen.
 */
export function NetworkFigures() {
  const summary = useNetworkSummary();
  const figures = summary.data?.figures;
  if (figures && figures.length === 0) return null;
  return (
    <Card title={title}>
      <DataState query={summary} rows={2}>
        <Row gutter={[16, 16]}>
          {figures?.map((f) => (
            <Col key={f.key} flex="1 1 150px">
              <Link to={f.path} className={styles.figure} aria-label={f.label}>
                <Statistic title={f.label} value={f.value.toLocaleString('zh-CN')} />
              </Link>
            </Col>
          ))}
        </Row>
      </DataState>
    </Card>
  );
}

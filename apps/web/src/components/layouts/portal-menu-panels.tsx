import { RightOutlined } from '@/components/portal/icons/RightOutlined';
import {
  PRODUCT_FAMILIES,
  PRODUCT_GROUP_LABELS,
  productHref,
  productsOfFamily,
  productsOfGroup,
  type ProductDef,
  type ProductGroup,
} from '@pn/shared';
import { Link } from '@/lib/portal-nav';
import type { PortalMenuPanel } from '@/config/portal-menu';
import { hrefOf, paths } from '@/config/paths';
import {
  caseHref,
  groupByIndustry,
  solutionHref,
  usePortalCases,
  usePortalSolutions,
} from '@/lib/portal-content';
import { nav } from '@/locales/zh-CN/common';
import styles from './portal-nav.module.css';

/** Entries per industry in the case and solution panels; the list page has the rest. */
const PER_INDUSTRY = 4;

const PRODUCT_GROUPS: readonly Exclude<ProductGroup, 'family'>[] = [
  'combo',
  'networkType',
  'converged',
  'fiveGA',
];

interface PanelProps {
  onNavigate: () => void;
}

function ProductLinks({ products, onNavigate }: { products: ProductDef[] } & PanelProps) {
  return (
    <ul className={styles.panelList}>
      {products.map((p) => {
        const href = productHref(p.code);
        return href ? (
          <li key={p.code}>
            <Link to={href} title={p.desc} onClick={onNavigate}>
              {p.name}
            </Link>
          </li>
        ) : null;
      })}
    </ul>
  );
}

/** Products: the three families, then combos, network types, converged products, 5G-A. */
function ProductPanel({ onNavigate }: PanelProps) {
  return (
    <div className={styles.productGrid}>
      {PRODUCT_FAMILIES.map((family) => (
        <section key={family.key} className={styles.panelColumn} aria-label={family.name}>
          <h3 className={styles.panelHeading}>
            <span className={styles.tier} data-tier={family.key}>
              {family.label}
            </span>
            {family.name}
          </h3>
          <ProductLinks products={productsOfFamily(family.key)} onNavigate={onNavigate} />
        </section>
      ))}
      {PRODUCT_GROUPS.map((group) => (
        <section
          key={group}
          className={styles.panelColumn}
          aria-label={PRODUCT_GROUP_LABELS[group]}
        >
          <h3 className={styles.panelHeading}>{PRODUCT_GROUP_LABELS[group]}</h3>
          <ProductLinks products={productsOfGroup(group)} onNavigate={onNavigate} />
        </section>
      ))}
    </div>
  );
}

interface ContentEntry {
  pkId: number;
  type: string | null;
  trade: string;
  industryName: string;
  title: string;
}

function IndustryPanel({
  kind,
  entries,
  isPending,
  isError,
  onNavigate,
}: PanelProps & {
  kind: 'case' | 'solution';
  entries: ContentEntry[] | undefined;
  isPending: boolean;
  isError: boolean;
}) {
  const listPath = kind === 'case' ? paths.case : paths.solution;
  const industryHref = (id: string) =>
    kind === 'case' ? hrefOf('case', { trade: id }) : `${paths.solution}#${id}`;
  const entryHref = kind === 'case' ? caseHref : solutionHref;

  if (isPending) return <div className={styles.panelLoading}>{nav.menuLoading}</div>;
  if (isError || !entries) {
    return (
      <div className={styles.panelLoading}>
        <Link to={listPath} onClick={onNavigate}>
          {nav.viewAll}
        </Link>
      </div>
    );
  }
  return (
    <>
      <div className={styles.industryGrid}>
        {groupByIndustry(entries).map((group) => (
          <section key={group.id} className={styles.panelColumn} aria-label={group.name}>
            <h3 className={styles.panelHeading}>
              <Link to={industryHref(group.id)} onClick={onNavigate}>
                {group.name}
              </Link>
            </h3>
            <ul className={styles.panelList}>
              {group.items.slice(0, PER_INDUSTRY).map((entry) => (
                <li key={entry.pkId}>
                  <Link to={entryHref(entry)} onClick={onNavigate}>
                    {entry.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <Link to={listPath} className={styles.panelMore} onClick={onNavigate}>
        {nav.viewAll}
        <RightOutlined />
      </Link>
    </>
  );
}

function CasePanel({ onNavigate }: PanelProps) {
  const { data, isPending, isError } = usePortalCases();
  const entries = data?.map((c) => ({ ...c, title: c.caseName }));
  return (
    <IndustryPanel
      kind="case"
      entries={entries}
      isPending={isPending}
      isError={isError}
      onNavigate={onNavigate}
    />
  );
}

function SolutionPanel({ onNavigate }: PanelProps) {
  const { data, isPending, isError } = usePortalSolutions();
  const entries = data?.map((s) => ({ ...s, title: s.methodName }));
  return (
    <IndustryPanel
      kind="solution"
      entries={entries}
      isPending={isPending}
      isError={isError}
      onNavigate={onNavigate}
    />
  );
}

/** The header's hover panel of one menu item. */
export default function MenuPanel({ kind, onNavigate }: PanelProps & { kind: PortalMenuPanel }) {
  if (kind === 'product') return <ProductPanel onNavigate={onNavigate} />;
  if (kind === 'case') return <CasePanel onNavigate={onNavigate} />;
  return <SolutionPanel onNavigate={onNavigate} />;
}

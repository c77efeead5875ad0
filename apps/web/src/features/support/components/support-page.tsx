import { Link } from 'react-router';
import { PageBanner } from '@/components/portal/page-banner';
import portal from '@/components/portal/portal.module.css';
import { PageTabBar, type PageTab } from '@/components/portal/page-tab-bar';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';
import { ContactSection } from './contact-section';
import { FaqSection } from './faq-section';
import { ServiceLevels } from './service-levels';
import { ServiceProcess } from './service-process';
import { ServiceSystem } from './service-system';

const TABS: readonly PageTab[] = [
  { id: 'system', label: '服务体系' },
  { id: 'process', label: '服务流程' },
  { id: 'sla', label: '服务保障' },
  { id: 'faq', label: '常见问题' },
  { id: 'contact', label: '联系我们' },
];

/** /support 服务与支持: service system, process, service levels, FAQ and contact lines. */
export function SupportPage() {
  usePageMeta(
    '服务与支持',
    '5G专网运营平台服务与支持：售前咨询、交付实施、运营维护与售后服务，服务流程、服务保障、常见问题与联系方式。',
  );
  return (
    <>
      <PageBanner
        title="服务与支持"
        crumbs={[{ label: '首页', to: paths.home }, { label: '服务与支持' }]}
        lead="从需求咨询、方案设计到交付开通与长期运维，专业团队全程陪伴，保障您的专网稳定运行。"
        actions={
          <>
            <Link to="#contact" className={portal.buttonLight}>
              联系我们
            </Link>
            <Link to="#faq" className={portal.buttonGhost}>
              常见问题
            </Link>
          </>
        }
      />
      <PageTabBar tabs={TABS} label="服务与支持导航" />
      <ServiceSystem />
      <ServiceProcess />
      <ServiceLevels />
      <FaqSection />
      <ContactSection />
    </>
  );
}

import { MailOutlined } from '@/components/portal/icons/MailOutlined';
import { MenuOutlined } from '@/components/portal/icons/MenuOutlined';
import { RightOutlined } from '@/components/portal/icons/RightOutlined';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@/lib/portal-nav';
import { LogoMark } from '@/components/logo';
import { ConsultButton } from '@/components/portal/consult-button';
import { HOT_PRODUCTS, PortalEdition, productHref, productOf } from '@pn/shared';
import { isMenuActive, portalMenu } from '@/config/portal-menu';
import { hrefOf, paths } from '@/config/paths';
import { useContactInfo } from '@/lib/contact-info';
import { displayNameOf, useSession } from '@/lib/session';
import { APP_TITLE, footer, nav, notice as noticeText } from '@/locales/zh-CN/common';
import { ContactPopover } from './contact-popover';
import styles from './portal-layout.module.css';
import { PortalDrawer } from './portal-drawer';
import { PortalNav } from './portal-nav';

// The user dropdown (and the account's menus it reads) loads only for logged-in users:
// anonymous first visits stay light.
const UserMenu = lazy(() => import('./portal-user-menu'));

/** Where "更多公告" leads: the notices tab of the news page. */
export const MORE_NOTICES_HREF = hrefOf('news', { tab: 'notice' });

const footerColumns = [
  {
    title: footer.quickLinks,
    links: [
      { label: nav.solution, to: paths.solution },
      { label: nav.case, to: paths.case },
      { label: nav.console, to: paths.control },
    ],
  },
  {
    title: footer.hotProducts,
    links: HOT_PRODUCTS.flatMap((code) => {
      const to = productHref(code);
      const product = productOf(code);
      return to && product ? [{ label: product.name, to }] : [];
    }),
  },
  {
    title: nav.news,
    links: [
      { label: footer.industryNews, to: paths.news },
      { label: noticeText.platformNotices, to: MORE_NOTICES_HREF },
      { label: nav.support, to: paths.support },
      { label: footer.contact, to: `${paths.support}#contact` },
    ],
  },
];

/** The MIIT filing register: Chinese sites link their ICP number there. */
const ICP_REGISTER_URL = 'https://beian.miit.gov.cn/';

const externalLinks = [
  { label: footer.external.miit, href: 'https://www.miit.gov.cn/' },
  { label: footer.external.caict, href: 'http://www.caict.ac.cn/' },
];

// The footer's parts that show the configured contact info read it themselves: the first
// fetch of a query re-renders what reads it at once (a blocking render), so that is kept
// to them rather than the whole layout.

/** The footer's mailbox line, when one is configured. */
function FooterMailbox() {
  const { data: contact } = useContactInfo();
  if (!contact?.email) return null;
  return (
    <p className={styles.footerMail}>
      <MailOutlined />
      <span>{footer.mailbox}：</span>
      <a href={`mailto:${contact.email}`}>{contact.email}</a>
    </p>
  );
}

/** The national edition's line and the demo notice. */
function FooterNotices() {
  const { data: contact } = useContactInfo();
  return (
    <>
      {contact?.edition === PortalEdition.NATIONAL ? <span>{footer.provinceText}</span> : null}
      {contact?.demoNotice ? <span>{contact.demoNotice}</span> : null}
    </>
  );
}

/** The site's ICP filing number, linked to the register, when configured. */
function IcpFiling() {
  const { data: contact } = useContactInfo();
  if (!contact?.icpFiling) return null;
  return (
    <a href={ICP_REGISTER_URL} target="_blank" rel="noopener noreferrer">
      {contact.icpFiling}
    </a>
  );
}

interface PortalLayoutProps {
  /** The latest-notice strip under the header. */
  notice?: ReactNode;
  /** Floating contact widget, fixed on the right edge of the page. */
  widget?: ReactNode;
  children: ReactNode;
}

/** Header, notice strip and footer of the public site. */
export function PortalLayout({ notice, widget, children }: PortalLayoutProps) {
  const { pathname } = useLocation();
  const userName = useSession(displayNameOf);
  // The drawer belongs to the page it was opened on: any navigation closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const drawerOpen = drawerPath === pathname;
  const closeDrawer = () => setDrawerPath(null);

  const menuLinks = (className: string, onClick?: () => void) =>
    portalMenu.map((item) => (
      <Link
        key={item.key}
        to={item.to}
        className={className}
        aria-current={isMenuActive(item, pathname) ? 'page' : undefined}
        onClick={onClick}
      >
        {item.label}
      </Link>
    ));

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={paths.home} className={styles.brand} aria-label={APP_TITLE}>
            <LogoMark size={32} />
            <span className={styles.brandText}>{APP_TITLE}</span>
          </Link>
          <PortalNav />
          <div className={styles.actions}>
            <Link to={paths.control} className={styles.consoleLink}>
              {nav.console}
            </Link>
            {userName ? (
              <span className={styles.userName}>
                <Suspense fallback={<span title={userName}>{userName}</span>}>
                  <UserMenu />
                </Suspense>
              </span>
            ) : (
              <Link to={paths.login} className={styles.loginButton}>
                {nav.login}
              </Link>
            )}
            <button
              type="button"
              className={styles.menuButton}
              aria-label={nav.openMenu}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerPath(pathname)}
            >
              <MenuOutlined />
            </button>
          </div>
        </div>
      </header>

      <div className={styles.noticeBar}>
        <div className={styles.noticeInner}>
          <div className={styles.noticeSlot}>{notice}</div>
          <Link to={MORE_NOTICES_HREF} className={styles.moreNotices}>
            {noticeText.more}
          </Link>
          <ContactPopover />
        </div>
      </div>

      <main className={styles.main}>{children}</main>

      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <div className={styles.footerBrand}>
            <div className={styles.footerLogo}>
              <LogoMark size={28} />
              <span>{APP_TITLE}</span>
            </div>
            <p className={styles.footerTagline}>{footer.tagline}</p>
            <FooterMailbox />
            <ConsultButton source={{ kind: 'widget' }} className={styles.footerCta}>
              {footer.consult}
              <RightOutlined />
            </ConsultButton>
          </div>
          {footerColumns.map((column) => (
            <div key={column.title} className={styles.footerColumn}>
              <h2 className={styles.footerTitle}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className={styles.footerColumn}>
            <h2 className={styles.footerTitle}>{footer.relatedLinks}</h2>
            <ul>
              {externalLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.footerBottom}>
          <p className={styles.footerLine}>
            <FooterNotices />
          </p>
          <p className={styles.footerLine}>
            <span>{footer.copyright(new Date().getFullYear())}</span>
            <IcpFiling />
          </p>
        </div>
      </footer>

      {widget}

      <PortalDrawer
        open={drawerOpen}
        onClose={closeDrawer}
        label={nav.mainNav}
        title={
          <span className={styles.drawerTitle}>
            <LogoMark size={24} />
            {APP_TITLE}
          </span>
        }
      >
        <nav className={styles.drawerNav} aria-label={nav.mainNav}>
          {menuLinks(styles.drawerLink ?? '', closeDrawer)}
        </nav>
        <div className={styles.drawerActions}>
          <Link to={paths.control} className={styles.drawerConsole} onClick={closeDrawer}>
            {nav.console}
          </Link>
          {userName ? (
            <Suspense fallback={<span>{userName}</span>}>
              <UserMenu />
            </Suspense>
          ) : (
            <Link to={paths.login} className={styles.drawerLogin} onClick={closeDrawer}>
              {nav.login}
            </Link>
          )}
        </div>
      </PortalDrawer>
    </div>
  );
}

import { render, screen } from '@testing-library/react';
import { PortalMemoryRouter } from '@/test/portal-router';
import { describe, expect, it } from 'vitest';
import { PageBanner } from './page-banner';

function renderBanner(props: { backgroundImage?: string; backgroundImageAlt?: string }) {
  const { container } = render(
    <PortalMemoryRouter>
      <PageBanner title="5G智慧港口" lead="岸桥远控" {...props} />
    </PortalMemoryRouter>,
  );
  return container;
}

describe('PageBanner', () => {
  it('shows no picture behind the band unless given one', () => {
    const container = renderBanner({});
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('5G智慧港口');
  });

  it('puts the background picture first in the band, decorative by default', () => {
    const container = renderBanner({ backgroundImage: '/images/port/banner.svg' });
    const picture = container.querySelector('section > img')!;
    expect(picture.getAttribute('src')).toBe('/images/port/banner.svg');
    expect(picture.getAttribute('alt')).toBe('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('5G智慧港口');
  });

  it('names the background picture when it says something', () => {
    renderBanner({ backgroundImage: '/images/port/banner.svg', backgroundImageAlt: '港区全景' });
    expect(screen.getByRole('img', { name: '港区全景' })).toBeTruthy();
  });
});

import { IonContent } from '@ionic/react';
import { Link, Outlet } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollToTopOnRouteChange } from '#web/components/layout/scroll-to-top.ts';

/** Where the side panel starts showing (styles/auth.css): below it the image is never fetched. */
const SIDE_MEDIA = '(min-width: 960px)';
/** A 1×1 transparent GIF inline: what the <img> shows where no <source> applies, without a request. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * The auth pages' layout: the logo leads home; on large screens a side panel shows a drawn dusk
 * landscape (public/auth-side.webp, from scripts/auth-side-image.mjs) under the title and text.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const content = useRef<HTMLIonContentElement>(null);
  useScrollToTopOnRouteChange(content);
  return (
    <div className="ion-page">
      {/* Ionic makes the scroller role="main", around the page's own <main>: no landmark here. */}
      <IonContent ref={content} role="none">
        <div className="auth-layout">
          <main id="main" className="auth-main">
            <Link to="/" className="logo" aria-label={t('nav.home')}>
              <img src="/logo.svg" alt="" width="40" height="40" />
              <span>{t('brand')}</span>
            </Link>
            <Outlet />
          </main>
          <aside className="auth-side" aria-hidden="true">
            {/* Decorative: phones get the inline blank (the panel is hidden there), large screens the WebP. */}
            <picture>
              <source media={SIDE_MEDIA} srcSet="/auth-side.webp" type="image/webp" />
              <img
                className="auth-side-image"
                loading="lazy"
                decoding="async"
                src={BLANK}
                alt=""
                width="960"
                height="1200"
              />
            </picture>
            <div className="auth-side-text">
              <h2>{t('auth.sideTitle')}</h2>
              <p>{t('auth.sideText')}</p>
            </div>
          </aside>
        </div>
      </IonContent>
    </div>
  );
}

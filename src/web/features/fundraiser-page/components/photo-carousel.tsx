import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { srcsetOf, THUMB_SIZES } from '#shared/review-view.ts';
import type { FundraiserImage } from '#shared/schemas/review.schema.ts';
import { HeroImage } from '#web/components/ui/hero-image.tsx';

/**
 * The hero carousel (568 px high on large screens, 4:3 on phones) and its 5-column thumbnail
 * grid. The track is a scroll-snap strip, so a swipe works natively (and before JavaScript, on the
 * server's copy); the buttons and thumbnails only scroll it. Photos after the first are fetched
 * once the page has loaded, or as soon as the donor reaches for them, so on a slow link they never
 * compete with the first.
 */
export function PhotoCarousel({ images }: { images: FundraiserImage[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [chosen, setIndex] = useState(0);
  // A refetch may bring fewer photos than the one shown: stay within them.
  const index = Math.min(chosen, Math.max(images.length - 1, 0));
  const [allPhotos, setAllPhotos] = useState(false);
  const total = images.length;
  useEffect(() => afterPageLoad(() => setAllPhotos(true)), []);

  const show = useCallback((i: number) => {
    const el = track.current;
    if (!el) return;
    setAllPhotos(true);
    setIndex(i);
    el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
  }, []);
  // A swipe moves the strip itself: follow it so the counter and thumbnails agree.
  const onScroll = () => {
    const el = track.current;
    setAllPhotos(true);
    if (el && el.clientWidth) setIndex(Math.min(total - 1, Math.round(el.scrollLeft / el.clientWidth)));
  };

  if (total === 0)
    return (
      <div className="fp-media">
        <div className="fp-carousel fp-no-photo" role="img" aria-label={t('preview.noPhotos')} />
      </div>
    );

  return (
    <section className="fp-media" aria-roledescription="carousel" aria-label={t('preview.photos')}>
      <div className="fp-carousel">
        {/* The strip is a tab stop when it scrolls: the arrow keys (and Home, End) move between photos,
            as a swipe does, and it is named by the photo shown. */}
        <div
          className="fp-track"
          ref={track}
          onScroll={onScroll}
          {...(total > 1 && {
            tabIndex: 0,
            role: 'group',
            'aria-label': t('preview.slide', { n: index + 1, total }),
            onKeyDown: (event: KeyboardEvent) => {
              const next = slideForKey(event.key, index, total);
              if (next === null) return;
              event.preventDefault();
              show(next);
            },
          })}
        >
          {images.map((image, i) => (
            <div
              className="fp-slide"
              key={image.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('preview.slide', { n: i + 1, total })}
              aria-hidden={i !== index}
            >
              {(i === 0 || allPhotos) && (
                <HeroImage
                  image={image}
                  alt=""
                  {...(i === 0 ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
                />
              )}
            </div>
          ))}
        </div>
        {total > 1 && (
          <>
            <button
              type="button"
              className="fp-arrow fp-prev"
              aria-label={t('preview.previousPhoto')}
              disabled={index === 0}
              onClick={() => show(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="fp-arrow fp-next"
              aria-label={t('preview.nextPhoto')}
              disabled={index === total - 1}
              onClick={() => show(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <p className="fp-counter" aria-live="polite">
              {t('preview.slide', { n: index + 1, total })}
            </p>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="fp-thumbs">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                aria-label={t('preview.showPhoto', { n: i + 1 })}
                aria-current={i === index}
                onClick={() => show(i)}
              >
                <img
                  src={image.variants[0]?.url ?? image.image}
                  srcSet={srcsetOf(image)}
                  sizes={THUMB_SIZES}
                  width={image.width}
                  height={image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  fetchPriority="low"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The photo a key moves to from `index`: the next or previous one, the first or the last; null for other keys. */
export function slideForKey(key: string, index: number, total: number): number | null {
  const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: total - 1 }[key];
  return next === undefined ? null : Math.min(Math.max(next, 0), total - 1);
}

/** Runs `then` once the page has finished loading (and the browser has a moment). */
function afterPageLoad(then: () => void) {
  let idle = 0;
  const run = () => {
    idle = window.requestIdleCallback?.(then, { timeout: 2000 }) ?? window.setTimeout(then, 0);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    window.removeEventListener('load', run);
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../shared/ui/cx';
import { introducePath } from '../model/competition-links';
import styles from './banner-carousel.module.css';

export interface TBanner {
  id: number;
  name: string;
  pcBanner: string;
  mobileBanner: string;
}

const ADVANCE_MS = 5000;

/**
 * The competitions' banners, one at a time (the phone's picture on a narrow screen), moving
 * on every few seconds unless pointed at or focused; dots pick one. Own code: antd's
 * Carousel would bring react-slick into the page's first load.
 */
export function BannerCarousel({ banners }: { banners: readonly TBanner[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  useEffect(() => {
    if (count < 2 || paused) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);
  if (count === 0) return null;
  const shown = index < count ? index : 0;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('competition.center.banners')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.track} style={{ transform: `translateX(-${shown * 100}%)` }}>
        {banners.map((banner, i) => (
          <Link
            key={banner.id}
            to={introducePath(banner.id)}
            className={styles.slide}
            aria-hidden={i !== shown}
            tabIndex={i === shown ? undefined : -1}
          >
            <picture>
              {banner.mobileBanner ? (
                <source media="(max-width: 768px)" srcSet={banner.mobileBanner} />
              ) : null}
              <img
                src={banner.pcBanner || banner.mobileBanner}
                alt=""
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
              />
            </picture>
            <span className={styles.caption}>{banner.name}</span>
          </Link>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {banners.map((banner, i) => (
            <button
              key={banner.id}
              type="button"
              className={cx(styles.dot, i === shown && styles.current)}
              aria-label={t('competition.center.showBanner', { n: i + 1 })}
              aria-current={i === shown || undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

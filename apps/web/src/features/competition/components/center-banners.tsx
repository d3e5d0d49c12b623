import { useCompetitions } from '../api/get-competitions';
import { BannerCarousel } from './banner-carousel';

const BANNERS_MAX = 5;

/** The banners of the first competitions (highest sortScore) that have one. */
export function CenterBanners() {
  const competitions = useCompetitions({});
  const banners = (competitions.data?.list ?? [])
    .filter((c) => c.pcBanner || c.mobileBanner)
    .slice(0, BANNERS_MAX);
  return <BannerCarousel banners={banners} />;
}

import { useIsMobile } from '../../../shared/hooks/use-is-mobile';
import { DesktopHeader } from './desktop-header';
import { MobileHeader } from './mobile-header';

/** The public header, in its desktop or mobile form. */
export function SiteHeader() {
  return useIsMobile() ? <MobileHeader /> : <DesktopHeader />;
}

import { useEffect, useState } from 'react';
import { collectDeviceInfo, type TDeviceInfo } from './device-info';

/** Device information, refreshed on resize, rotation and fullscreen changes. */
export function useDeviceInfo(): { info: TDeviceInfo; fullscreen: boolean } {
  const [info, setInfo] = useState(collectDeviceInfo);
  const [fullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const refresh = () => {
      setInfo(collectDeviceInfo());
      setFullscreen(Boolean(document.fullscreenElement));
    };
    window.addEventListener('resize', refresh);
    window.addEventListener('orientationchange', refresh);
    document.addEventListener('fullscreenchange', refresh);
    return () => {
      window.removeEventListener('resize', refresh);
      window.removeEventListener('orientationchange', refresh);
      document.removeEventListener('fullscreenchange', refresh);
    };
  }, []);
  return { info, fullscreen };
}

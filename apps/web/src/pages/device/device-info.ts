import { formatOs, parseOs } from './parse-os';

/** What the device page shows and copies, in display form. */
export interface TDeviceInfo {
  systemType: string;
  screenSize: string;
  availableScreenSize: string;
  outerSize: string;
  innerSize: string;
  pixelRatio: number;
  userAgent: string;
}

const size = (width: number, height: number) => `${width} x ${height}`;

export function collectDeviceInfo(win: Window = window): TDeviceInfo {
  const { screen, navigator } = win;
  return {
    systemType: formatOs(parseOs(navigator.userAgent, navigator.maxTouchPoints)),
    screenSize: size(screen.width, screen.height),
    availableScreenSize: size(screen.availWidth, screen.availHeight),
    outerSize: size(win.outerWidth, win.outerHeight),
    innerSize: size(win.innerWidth, win.innerHeight),
    pixelRatio: win.devicePixelRatio,
    userAgent: navigator.userAgent,
  };
}

export { copyText } from '../../shared/ui/copy-text';

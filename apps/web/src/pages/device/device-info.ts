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

/** Copies text, falling back to a hidden textarea where the Clipboard API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/**
 * The studio's tool pictures: small friendly drawings (48 × 48), decorative beside the tool's
 * visible name.
 */
const ICONS = {
  painting: (
    <>
      <path
        d="M24 6C13 6 5 13.5 5 23s7 17 16 17c3 0 4-2 3-4-1.5-2.5.5-5 3.5-5H33c6 0 10-4 10-9C43 12.5 34.5 6 24 6z"
        fill="#ffd36b"
        stroke="#c98a00"
        strokeWidth="2"
      />
      <circle cx="15" cy="20" r="3.5" fill="#ff5a5f" />
      <circle cx="22" cy="13" r="3.5" fill="#4ab1ff" />
      <circle cx="31" cy="14" r="3.5" fill="#3cc47c" />
      <circle cx="14" cy="29" r="3.5" fill="#a66cff" />
    </>
  ),
  coloring: (
    <>
      <rect x="8" y="6" width="9" height="30" rx="2" fill="#ff5a5f" transform="rotate(-12 12 21)" />
      <rect x="19.5" y="6" width="9" height="30" rx="2" fill="#ffb020" />
      <rect x="31" y="6" width="9" height="30" rx="2" fill="#3cc47c" transform="rotate(12 35 21)" />
      <path d="M8 40h32" stroke="#4ab1ff" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  music: (
    <>
      <path
        d="M18 34V10l20-4v24"
        fill="none"
        stroke="#7a4dff"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <ellipse cx="13" cy="35" rx="6" ry="5" fill="#a66cff" />
      <ellipse cx="33" cy="31" rx="6" ry="5" fill="#a66cff" />
      <path d="M18 15l20-4" stroke="#7a4dff" strokeWidth="3.5" />
    </>
  ),
  video: (
    <>
      <rect x="5" y="14" width="28" height="24" rx="5" fill="#4ab1ff" />
      <path d="M33 22l10-6v20l-10-6z" fill="#1f7fcf" />
      <circle cx="13" cy="9" r="5" fill="#ff8a3d" />
      <circle cx="25" cy="9" r="5" fill="#ffb020" />
      <path d="M16 21l9 5-9 5z" fill="#fff" />
    </>
  ),
  coding: (
    <>
      <rect x="5" y="8" width="38" height="28" rx="5" fill="#3cc47c" />
      <rect x="9" y="12" width="30" height="20" rx="2" fill="#eafff1" />
      <path
        d="M19 17l-5 5 5 5M29 17l5 5-5 5"
        fill="none"
        stroke="#1e8c52"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M16 42h16" stroke="#1e8c52" strokeWidth="3.5" strokeLinecap="round" />
    </>
  ),
  agent: (
    <>
      <path d="M24 4v6" stroke="#ff8a3d" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24" cy="4.5" r="3" fill="#ff8a3d" />
      <rect x="8" y="11" width="32" height="28" rx="9" fill="#ff9f5a" />
      <rect x="13" y="17" width="22" height="13" rx="6" fill="#fff5ec" />
      <circle cx="19" cy="23" r="2.6" fill="#333" />
      <circle cx="29" cy="23" r="2.6" fill="#333" />
      <path d="M20 34h8" stroke="#b34700" strokeWidth="2.5" strokeLinecap="round" />
      <rect x="3" y="20" width="5" height="10" rx="2.5" fill="#ff8a3d" />
      <rect x="40" y="20" width="5" height="10" rx="2.5" fill="#ff8a3d" />
    </>
  ),
  language: (
    <>
      <path
        d="M8 8h32a4 4 0 014 4v18a4 4 0 01-4 4H22l-9 8v-8H8a4 4 0 01-4-4V12a4 4 0 014-4z"
        fill="#4ab1ff"
      />
      <circle cx="15" cy="21" r="2.8" fill="#fff" />
      <circle cx="24" cy="21" r="2.8" fill="#fff" />
      <circle cx="33" cy="21" r="2.8" fill="#fff" />
    </>
  ),
  model3d: (
    <>
      <path d="M24 5l17 9v20l-17 9-17-9V14z" fill="#ffb020" />
      <path d="M24 24l17-10-17-9-17 9z" fill="#ffd36b" />
      <path d="M24 24v19l17-9V14z" fill="#e08e00" />
    </>
  ),
  trainingImage: (
    <>
      <rect x="5" y="12" width="38" height="28" rx="6" fill="#4ab1ff" />
      <rect x="17" y="7" width="14" height="8" rx="3" fill="#1f7fcf" />
      <circle cx="24" cy="26" r="9" fill="#fff" />
      <circle cx="24" cy="26" r="5" fill="#1f7fcf" />
    </>
  ),
  trainingMusic: (
    <>
      <rect
        x="4"
        y="12"
        width="40"
        height="26"
        rx="4"
        fill="#fff"
        stroke="#7a4dff"
        strokeWidth="2.5"
      />
      <path d="M14 12v26M24 12v26M34 12v26" stroke="#7a4dff" strokeWidth="2" />
      <rect x="10.5" y="13" width="6" height="14" rx="1" fill="#3a2a66" />
      <rect x="20.5" y="13" width="6" height="14" rx="1" fill="#3a2a66" />
      <rect x="30.5" y="13" width="6" height="14" rx="1" fill="#3a2a66" />
    </>
  ),
  trainingPosture: (
    <>
      <circle cx="24" cy="9" r="5" fill="#ff5a5f" />
      <path
        d="M9 18l15 4 15-4M24 22v9M24 31l-8 12M24 31l8 12"
        fill="none"
        stroke="#ff5a5f"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  auto: (
    <>
      <path d="M24 4l4 12 12 4-12 4-4 12-4-12-12-4 12-4z" fill="#ffb020" />
      <path d="M38 30l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" fill="#4ab1ff" />
      <path d="M10 32l1.5 4 4 1.5-4 1.5-1.5 4-1.5-4-4-1.5 4-1.5z" fill="#ff5a5f" />
    </>
  ),
} as const;

export type TStudioIcon = keyof typeof ICONS;

export function StudioIcon({ name, size = 48 }: { name: TStudioIcon; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden focusable="false">
      {ICONS[name]}
    </svg>
  );
}

import { useId } from 'react';
import styles from './home-page.module.css';

/** A drawn scene for the hero: a picture being made, with music, video and code around it. */
export function HeroArt() {
  const id = useId();
  const sky = `${id}-sky`;
  const glow = `${id}-glow`;
  const shadow = `${id}-shadow`;
  return (
    <svg className={styles.heroArt} viewBox="0 0 480 360" role="img" aria-hidden="true">
      <defs>
        <radialGradient id={glow} cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#4AB1FF" stopOpacity=".35" />
          <stop offset="1" stopColor="#4AB1FF" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#D9EEFF" />
          <stop offset="1" stopColor="#F4FAFF" />
        </linearGradient>
        <filter id={shadow} x="-50%" y="-50%" width="200%" height="200%">
          <feDropShadow dx="0" dy="10" stdDeviation="14" floodColor="#1F2D3D" floodOpacity=".12" />
        </filter>
      </defs>
      <circle cx="240" cy="180" r="180" fill={`url(#${glow})`} />

      <g filter={`url(#${shadow})`}>
        <rect x="86" y="58" width="300" height="228" rx="22" fill="#fff" />
      </g>
      <rect x="104" y="76" width="264" height="160" rx="14" fill={`url(#${sky})`} />
      <circle cx="320" cy="118" r="22" fill="#FF6200" opacity=".9" />
      <path
        d="M104 206c40-36 78-44 118-22s70 14 100-8c18-13 32-16 46-12v60a14 14 0 0 1-14 14H118a14 14 0 0 1-14-14z"
        fill="#4AB1FF"
        opacity=".55"
      />
      <path
        d="M104 222c46-26 92-26 138-4 36 17 80 12 126-12v18a14 14 0 0 1-14 14H118a14 14 0 0 1-14-14z"
        fill="#3A7BFF"
        opacity=".75"
      />
      <g transform="translate(170 140)">
        <rect x="0" y="14" width="40" height="34" rx="10" fill="#fff" />
        <rect x="8" y="24" width="8" height="8" rx="4" fill="#1F2D3D" />
        <rect x="24" y="24" width="8" height="8" rx="4" fill="#1F2D3D" />
        <rect x="12" y="38" width="16" height="4" rx="2" fill="#FF6200" />
        <rect x="18" y="2" width="4" height="12" rx="2" fill="#fff" />
        <circle cx="20" cy="2" r="4" fill="#FF6200" />
      </g>
      <rect x="104" y="252" width="120" height="10" rx="5" fill="#E6EEF7" />
      <rect x="104" y="268" width="72" height="8" rx="4" fill="#EEF3F9" />
      <rect x="300" y="250" width="68" height="26" rx="13" fill="#4AB1FF" />
      <path d="M327 263l6-6 6 6-6 6z" fill="#fff" />

      <g className={styles.floatA} filter={`url(#${shadow})`}>
        <rect x="346" y="28" width="92" height="44" rx="22" fill="#fff" />
        <path
          d="M374 40v16.5a5.5 5.5 0 1 1-3-4.9V43l14-3v13.5a5.5 5.5 0 1 1-3-4.9V44z"
          fill="#FF5C8A"
        />
        <rect x="394" y="46" width="30" height="6" rx="3" fill="#FFD0DE" />
      </g>
      <g className={styles.floatB} filter={`url(#${shadow})`}>
        <rect x="28" y="232" width="96" height="44" rx="22" fill="#fff" />
        <text
          x="46"
          y="260"
          fontFamily="Menlo, Consolas, monospace"
          fontSize="17"
          fontWeight="700"
          fill="#3A7BFF"
        >
          {'</>'}
        </text>
        <rect x="86" y="250" width="24" height="6" rx="3" fill="#D6E4FF" />
      </g>
      <g className={styles.floatC} filter={`url(#${shadow})`}>
        <rect x="384" y="196" width="64" height="64" rx="18" fill="#fff" />
        <circle cx="416" cy="228" r="18" fill="#7B6CFF" opacity=".15" />
        <path d="M410 218v20l16-10z" fill="#7B6CFF" />
      </g>
      <path
        d="M56 92c1.4 8 5 11.6 13 13-8 1.4-11.6 5-13 13-1.4-8-5-11.6-13-13 8-1.4 11.6-5 13-13z"
        fill="#4AB1FF"
      />
      <path
        d="M448 120c.9 5 3.1 7.2 8 8-4.9.9-7.1 3.1-8 8-.9-4.9-3.1-7.1-8-8 4.9-.8 7.1-3 8-8z"
        fill="#FF6200"
        opacity=".8"
      />
    </svg>
  );
}

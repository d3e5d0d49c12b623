import { useTranslation } from 'react-i18next';
import { TOOL_TILES } from '../tool-tiles';
import styles from './tool-tiles-preview.module.css';

/** The eight tool tiles as a static preview (what each tool is, no actions). */
export function ToolTilesPreview() {
  const { t } = useTranslation();
  return (
    <ul className={styles.grid}>
      {TOOL_TILES.map((tile) => (
        <li key={tile.key} className={styles.tile}>
          <span
            className={styles.icon}
            style={{ color: tile.color, background: `${tile.color}1A` }}
            aria-hidden
          >
            {tile.icon}
          </span>
          <div className={styles.text}>
            <div className={styles.head}>
              <span className={styles.title}>{t(`tools.${tile.key}.title`)}</span>
              <span className={styles.type}>{t(`tools.${tile.group}`)}</span>
            </div>
            <p className={styles.desc}>{t(`tools.${tile.key}.desc`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

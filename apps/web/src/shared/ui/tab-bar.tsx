import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './tab-bar.module.css';

export interface TTabItem {
  key: string;
  label: ReactNode;
  /** The tab's panel; tabs without one only pick (a filter, for example). */
  children?: ReactNode;
}

interface TTabBarProps {
  items: TTabItem[];
  activeKey: string;
  onChange: (key: string) => void;
  centered?: boolean;
  className?: string;
  /** The tab row's own class (spacing under it, font size). */
  navClassName?: string;
}

/**
 * Tabs in antd's look (16 px labels, a primary ink bar under the chosen one) without antd's
 * Tabs, whose overflow menu brings Dropdown, Menu and Tooltip into the page's first load.
 * WAI-ARIA tabs: arrow keys, Home and End move and pick; a panel, once shown, stays mounted
 * (hidden) so a form keeps what was typed.
 */
export function TabBar({
  items,
  activeKey,
  onChange,
  centered,
  className,
  navClassName,
}: TTabBarProps) {
  const id = useId();
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([activeKey]));
  if (!visited.has(activeKey)) setVisited(new Set([...visited, activeKey]));
  const tabId = (key: string) => `${id}-tab-${key}`;
  const panelId = (key: string) => `${id}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.key === activeKey);
    const last = items.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const key = items[next]!.key;
    onChange(key);
    document.getElementById(tabId(key))?.focus();
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        className={cx(styles.nav, centered && styles.centered, navClassName)}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <button
              key={item.key}
              id={tabId(item.key)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={item.children === undefined ? undefined : panelId(item.key)}
              tabIndex={active ? 0 : -1}
              className={cx(styles.tab, active && styles.active)}
              onClick={() => !active && onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        item.children !== undefined && visited.has(item.key) ? (
          <div
            key={item.key}
            id={panelId(item.key)}
            role="tabpanel"
            aria-labelledby={tabId(item.key)}
            hidden={item.key !== activeKey}
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
}

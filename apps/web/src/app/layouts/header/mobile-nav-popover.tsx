import { Popover } from 'antd';
import type { ReactNode } from 'react';
import styles from './header.module.css';
import { NavLinks } from './nav-links';

/** The mobile menu's popover with the five entries (its own chunk: loaded on the first tap). */
export default function MobileNavPopover({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      content={
        <NavLinks
          className={styles.mobileNav}
          linkClassName={styles.mobileNavLink}
          activeClassName={styles.mobileNavLinkActive}
          onNavigate={() => onOpenChange(false)}
        />
      }
    >
      {children}
    </Popover>
  );
}

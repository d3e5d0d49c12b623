import { AccountType, Messages } from '@haoduo/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignedIn, useAppStore } from '../../../shared/stores/app-store';
import { viewerKey } from '../../../shared/stores/session';
import { cx } from '../../../shared/ui/cx';
import { useAiToolClassGroup } from '../api/get-ai-tool-class-group';
import { useSchoolTools } from '../api/get-school-tools';
import { classListItem } from '../class-of';
import { isToolOpen, type TTileContext } from '../tile-access';
import { TOOL_TILES } from '../tool-tiles';
import { useToolLauncher } from '../use-tool-launcher';
import styles from './tool-tiles.module.css';

/** The dialogs (and antd's Modal) load when one first opens, not with the page. */
const TileDialogs = lazy(() => import('./tile-dialogs'));

/** The tile context of the signed-in viewer: their class or their classes, and the school. */
function useTileContext(): TTileContext {
  const signedIn = useAppStore(isSignedIn);
  const accountType = useAppStore((state) => state.accountType);
  const user = useAppStore((state) => state.user);
  const currentCourseClass = useAppStore((state) => state.currentCourseClass);
  const viewer = useAppStore(viewerKey);
  const teacher = accountType === AccountType.TEACHER;
  const schoolId = teacher
    ? (user?.schoolId ?? null)
    : currentCourseClass
      ? (classListItem(currentCourseClass).schoolId ?? user?.schoolId ?? null)
      : null;
  const group = useAiToolClassGroup(viewer, schoolId, signedIn && teacher);
  const tools = useSchoolTools(viewer, signedIn ? schoolId : null);
  return {
    signedIn,
    accountType,
    currentCourseClass,
    group: group.data ?? null,
    openTools: tools.data?.enabledToolTypes ?? null,
  };
}

/**
 * The eight AI tool tiles: icon, title, type label, 暂未开通 when the
 * viewer's class (students) or classes (teachers) do not carry the tool. A tile is named by
 * its title (and 暂未开通) and described by its type and description, all as shown.
 */
export function ToolTiles() {
  const { t } = useTranslation();
  const context = useTileContext();
  const launcher = useToolLauncher(context);
  // Mounted from the first opening on, so a closing dialog still animates out.
  const [dialogsUsed, setDialogsUsed] = useState(false);
  const idBase = useId();
  const dialogOpen = launcher.picker !== null || launcher.noInviteCode || launcher.noHardware;
  if (!dialogsUsed && dialogOpen) setDialogsUsed(true);

  return (
    <>
      <ul className={styles.grid}>
        {TOOL_TILES.map((tile) => {
          const open = isToolOpen(tile.toolType, context);
          const title = t(`tools.${tile.key}.title`);
          const id = (part: string) => `${idBase}-${tile.key}-${part}`;
          return (
            <li key={tile.key}>
              <button
                type="button"
                className={cx(styles.tile, !open && styles.closed)}
                aria-labelledby={open ? id('title') : `${id('title')} ${id('badge')}`}
                aria-describedby={`${id('type')} ${id('desc')}`}
                data-tool={tile.key}
                onClick={() => launcher.open(tile)}
              >
                <span
                  className={styles.icon}
                  style={{ color: tile.color, background: `${tile.color}1A` }}
                  aria-hidden
                >
                  {tile.icon}
                </span>
                <span className={styles.text}>
                  <span className={styles.head}>
                    <span id={id('title')} className={styles.title}>
                      {title}
                    </span>
                    <span id={id('type')} className={styles.type}>
                      {t(`tools.${tile.group}`)}
                    </span>
                  </span>
                  <span id={id('desc')} className={styles.desc}>
                    {t(`tools.${tile.key}.desc`)}
                  </span>
                </span>
                {open ? null : (
                  <span id={id('badge')} className={styles.badge}>
                    {Messages.NOT_YET_OPENED}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {dialogsUsed ? (
        <Suspense fallback={null}>
          <TileDialogs
            classes={launcher.picker?.classes ?? null}
            onChoose={launcher.pick}
            onCancel={launcher.closePicker}
            noInviteCode={launcher.noInviteCode}
            onCloseNoInviteCode={launcher.closeNoInviteCode}
            noHardware={launcher.noHardware}
            onCloseNoHardware={launcher.closeNoHardware}
          />
        </Suspense>
      ) : null}
    </>
  );
}

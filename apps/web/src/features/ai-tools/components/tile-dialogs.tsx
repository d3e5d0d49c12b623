import { Messages, type TCourseClass } from '@haoduo/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../shared/ui/app-modal';
import { ChooseClassModal } from './choose-class-modal';
import styles from './tool-tiles.module.css';

interface TTileDialogsProps {
  /** The classes to choose from, or null when the chooser is closed. */
  classes: readonly TCourseClass[] | null;
  onChoose: (courseClass: TCourseClass) => void;
  onCancel: () => void;
  noInviteCode: boolean;
  onCloseNoInviteCode: () => void;
  /** AI hardware was asked for, but the school has no hardware platform. */
  noHardware: boolean;
  onCloseNoHardware: () => void;
}

/**
 * The tiles' dialogs (选择班级, the missing invite code, no AI hardware platform), loaded
 * when one first opens.
 */
export default function TileDialogs(props: TTileDialogsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ChooseClassModal
        open={props.classes !== null}
        classes={props.classes ?? []}
        onChoose={props.onChoose}
        onCancel={props.onCancel}
      />
      <AppModal
        open={props.noInviteCode}
        title={Messages.WARM_TIP}
        onCancel={props.onCloseNoInviteCode}
        footer={
          <Button type="primary" size="large" onClick={props.onCloseNoInviteCode}>
            {t('common.gotIt')}
          </Button>
        }
      >
        <p className={styles.notice}>{Messages.NO_INVITE_CODE}</p>
      </AppModal>
      <AppModal
        open={props.noHardware}
        title={t('tools.hardware.title')}
        onCancel={props.onCloseNoHardware}
        footer={
          <Button type="primary" size="large" onClick={props.onCloseNoHardware}>
            {t('common.gotIt')}
          </Button>
        }
      >
        <p className={styles.notice}>{t('tiles.noHardware')}</p>
      </AppModal>
    </>
  );
}

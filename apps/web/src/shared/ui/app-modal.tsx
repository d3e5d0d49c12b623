import { Dialog } from '@haoduo/contract';
import { Modal, type ModalProps } from 'antd';
import type { CSSProperties } from 'react';

/** The dialog widths, by the dialog that uses them. */
export const ModalWidth = {
  /** Default dialog width. */
  DEFAULT: Dialog.DEFAULT_WIDTH,
  /** The wider default of the project's own modals (forms, lists). */
  WIDE: Dialog.MODAL_WIDTH,
  /** The teaching-material-not-issued notice. */
  NOTICE: Dialog.MATERIAL_NOTICE_WIDTH,
  /** The browser recommendation. */
  BROWSER: Dialog.BROWSER_MODAL_WIDTH,
} as const;

export interface TAppModalProps extends Omit<ModalProps, 'centered' | 'width' | 'styles'> {
  /** One of ModalWidth; 520 when left out. */
  width?: number;
  /** Extra styles of the body (the height limits stay). */
  bodyStyle?: CSSProperties;
}

/** Body at least 160 px high and at most the screen height minus 300 px; it scrolls beyond. */
export function modalBodyStyle(extra?: CSSProperties): CSSProperties {
  return {
    ...extra,
    minHeight: Dialog.MIN_BODY_HEIGHT,
    maxHeight: `calc(100vh - ${Dialog.MAX_HEIGHT_OFFSET}px)`,
    overflowY: 'auto',
  };
}

/**
 * The one dialog of the site: centred, 520 px wide unless told
 * otherwise, its body between 160 px and the screen height minus 300 px. Its content is
 * dropped when it closes, so forms inside start empty the next time.
 */
export function AppModal({ width = ModalWidth.DEFAULT, bodyStyle, ...props }: TAppModalProps) {
  return (
    <Modal
      centered
      destroyOnHidden
      width={width}
      styles={{ body: modalBodyStyle(bodyStyle) }}
      {...props}
    />
  );
}

import AntdIcon from '@ant-design/icons/es/components/AntdIconLight';
import { lazy, Suspense, type ComponentProps } from 'react';
import type * as LaterIcons from './later-icons';

type TIconProps = Omit<ComponentProps<typeof AntdIcon>, 'icon'>;

/**
 * An icon of @ant-design/icons (the same markup, drawn by antd's own icon component) from
 * its path data here. The labs' icons that other pages use too would each come in a chunk of
 * its own (a request and its overhead apiece, 0.6 to 1.1 KB of gzip JavaScript); here they
 * ride in the labs' code.
 */
export function icon(name: string, paths: string | string[], evenOdd = false) {
  const definition = {
    name,
    theme: 'outlined' as const,
    icon: {
      tag: 'svg',
      attrs: {
        viewBox: '64 64 896 896',
        focusable: 'false',
        ...(evenOdd && { 'fill-rule': 'evenodd' }),
      },
      children: (typeof paths === 'string' ? [paths] : paths).map((d) => ({
        tag: 'path',
        attrs: { d },
      })),
    },
  };
  return function LabIcon(props: TIconProps) {
    return <AntdIcon {...props} icon={definition} />;
  };
}

/** Icons that show only later (or only to signed-in pupils): their path data loads then. */
type TLaterIcon = keyof typeof LaterIcons;
const laterIcons = () => import('./later-icons');

/** Loads the later icons ahead (as the pointer comes to a menu of them). */
export const preloadLaterIcons = () => void laterIcons();

/** An icon whose path data loads when it is first shown, in an empty 1em box until then. */
function later(name: TLaterIcon) {
  const Icon = lazy(() => laterIcons().then((module) => ({ default: module[name] })));
  return function LaterIcon(props: TIconProps) {
    return (
      <Suspense fallback={<span className="anticon" style={LATER_BOX} aria-hidden />}>
        <Icon {...props} />
      </Suspense>
    );
  };
}
const LATER_BOX = { width: '1em', height: '1em' };

export const CloseOutlined = later('CloseOutlined');
export const CloudDownloadOutlined = later('CloudDownloadOutlined');
export const CloudUploadOutlined = later('CloudUploadOutlined');
export const SwapOutlined = later('SwapOutlined');
export const ApiOutlined = later('ApiOutlined');
export const ExportOutlined = later('ExportOutlined');
export const ImportOutlined = later('ImportOutlined');
export const TeamOutlined = later('TeamOutlined');

export const PlusOutlined = icon('plus', [
  'M482 152h60q8 0 8 8v704q0 8-8 8h-60q-8 0-8-8V160q0-8 8-8z',
  'M192 474h672q8 0 8 8v60q0 8-8 8H160q-8 0-8-8v-60q0-8 8-8z',
]);
export const DownOutlined = icon(
  'down',
  'M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z',
);
export const FolderOpenOutlined = icon(
  'folder-open',
  'M928 444H820V330.4c0-17.7-14.3-32-32-32H473L355.7 186.2a8.15 8.15 0 00-5.5-2.2H96c-17.7 0-32 14.3-32 32v592c0 17.7 14.3 32 32 32h698c13 0 24.8-7.9 29.7-20l134-332c1.5-3.8 2.3-7.9 2.3-12 0-17.7-14.3-32-32-32zM136 256h188.5l119.6 114.4H748V444H238c-13 0-24.8 7.9-29.7 20L136 643.2V256zm635.3 512H159l103.3-256h612.4L771.3 768z',
);
export const SaveOutlined = icon(
  'save',
  'M893.3 293.3L730.7 130.7c-7.5-7.5-16.7-13-26.7-16V112H144c-17.7 0-32 14.3-32 32v736c0 17.7 14.3 32 32 32h736c17.7 0 32-14.3 32-32V338.5c0-17-6.7-33.2-18.7-45.2zM384 184h256v104H384V184zm456 656H184V184h136v136c0 17.7 14.3 32 32 32h320c17.7 0 32-14.3 32-32V205.8l136 136V840zM512 442c-79.5 0-144 64.5-144 144s64.5 144 144 144 144-64.5 144-144-64.5-144-144-144zm0 224c-44.2 0-80-35.8-80-80s35.8-80 80-80 80 35.8 80 80-35.8 80-80 80z',
);
export const VideoCameraOutlined = icon(
  'video-camera',
  'M912 302.3L784 376V224c0-35.3-28.7-64-64-64H128c-35.3 0-64 28.7-64 64v576c0 35.3 28.7 64 64 64h592c35.3 0 64-28.7 64-64V648l128 73.7c21.3 12.3 48-3.1 48-27.6V330c0-24.6-26.7-40-48-27.7zM712 792H136V232h576v560zm176-167l-104-59.8V458.9L888 399v226zM208 360h112c4.4 0 8-3.6 8-8v-48c0-4.4-3.6-8-8-8H208c-4.4 0-8 3.6-8 8v48c0 4.4 3.6 8 8 8z',
);
export const UploadOutlined = icon(
  'upload',
  'M400 317.7h73.9V656c0 4.4 3.6 8 8 8h60c4.4 0 8-3.6 8-8V317.7H624c6.7 0 10.4-7.7 6.3-12.9L518.3 163a8 8 0 00-12.6 0l-112 141.7c-4.1 5.3-.4 13 6.3 13zM878 626h-60c-4.4 0-8 3.6-8 8v154H214V634c0-4.4-3.6-8-8-8h-60c-4.4 0-8 3.6-8 8v198c0 17.7 14.3 32 32 32h684c17.7 0 32-14.3 32-32V634c0-4.4-3.6-8-8-8z',
);
export const PictureOutlined = icon(
  'picture',
  'M928 160H96c-17.7 0-32 14.3-32 32v640c0 17.7 14.3 32 32 32h832c17.7 0 32-14.3 32-32V192c0-17.7-14.3-32-32-32zm-40 632H136v-39.9l138.5-164.3 150.1 178L658.1 489 888 761.6V792zm0-129.8L664.2 396.8c-3.2-3.8-9-3.8-12.2 0L424.6 666.4l-144-170.7c-3.2-3.8-9-3.8-12.2 0L136 652.7V232h752v430.2zM304 456a88 88 0 100-176 88 88 0 000 176zm0-116c15.5 0 28 12.5 28 28s-12.5 28-28 28-28-12.5-28-28 12.5-28 28-28z',
);
export const CameraOutlined = icon(
  'camera',
  'M864 248H728l-32.4-90.8a32.07 32.07 0 00-30.2-21.2H358.6c-13.5 0-25.6 8.5-30.1 21.2L296 248H160c-44.2 0-80 35.8-80 80v456c0 44.2 35.8 80 80 80h704c44.2 0 80-35.8 80-80V328c0-44.2-35.8-80-80-80zm8 536c0 4.4-3.6 8-8 8H160c-4.4 0-8-3.6-8-8V328c0-4.4 3.6-8 8-8h186.7l17.1-47.8 22.9-64.2h250.5l22.9 64.2 17.1 47.8H864c4.4 0 8 3.6 8 8v456zM512 384c-88.4 0-160 71.6-160 160s71.6 160 160 160 160-71.6 160-160-71.6-160-160-160zm0 256c-53 0-96-43-96-96s43-96 96-96 96 43 96 96-43 96-96 96z',
);
export const FileAddOutlined = icon(
  'file-add',
  'M854.6 288.6L639.4 73.4c-6-6-14.1-9.4-22.6-9.4H192c-17.7 0-32 14.3-32 32v832c0 17.7 14.3 32 32 32h640c17.7 0 32-14.3 32-32V311.3c0-8.5-3.4-16.7-9.4-22.7zM790.2 326H602V137.8L790.2 326zm1.8 562H232V136h302v216a42 42 0 0042 42h216v494zM544 472c0-4.4-3.6-8-8-8h-48c-4.4 0-8 3.6-8 8v108H372c-4.4 0-8 3.6-8 8v48c0 4.4 3.6 8 8 8h108v108c0 4.4 3.6 8 8 8h48c4.4 0 8-3.6 8-8V644h108c4.4 0 8-3.6 8-8v-48c0-4.4-3.6-8-8-8H544V472z',
);
export const ThunderboltOutlined = icon(
  'thunderbolt',
  'M848 359.3H627.7L825.8 109c4.1-5.3.4-13-6.3-13H436c-2.8 0-5.5 1.5-6.9 4L170 547.5c-3.1 5.3.7 12 6.9 12h174.4l-89.4 357.6c-1.9 7.8 7.5 13.3 13.3 7.7L853.5 373c5.2-4.9 1.7-13.7-5.5-13.7zM378.2 732.5l60.3-241H281.1l189.6-327.4h224.6L487 427.4h211L378.2 732.5z',
);
export const VideoCameraAddOutlined = icon('video-camera-add', [
  'M368 724H252V608c0-4.4-3.6-8-8-8h-48c-4.4 0-8 3.6-8 8v116H72c-4.4 0-8 3.6-8 8v48c0 4.4 3.6 8 8 8h116v116c0 4.4 3.6 8 8 8h48c4.4 0 8-3.6 8-8V788h116c4.4 0 8-3.6 8-8v-48c0-4.4-3.6-8-8-8z',
  'M912 302.3L784 376V224c0-35.3-28.7-64-64-64H128c-35.3 0-64 28.7-64 64v352h72V232h576v560H448v72h272c35.3 0 64-28.7 64-64V648l128 73.7c21.3 12.3 48-3.1 48-27.6V330c0-24.6-26.7-40-48-27.7zM888 625l-104-59.8V458.9L888 399v226z',
  'M320 360c4.4 0 8-3.6 8-8v-48c0-4.4-3.6-8-8-8H208c-4.4 0-8 3.6-8 8v48c0 4.4 3.6 8 8 8h112z',
]);

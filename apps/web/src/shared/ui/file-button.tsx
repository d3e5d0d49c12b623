import { Button, type ButtonProps } from 'antd';
import { useRef, type DragEvent } from 'react';

type TFileButtonProps = Omit<ButtonProps, 'onClick' | 'htmlType' | 'onDrop' | 'onDragOver'> & {
  /** The file types offered, as the input's accept ('image/png,image/jpeg', '.sb3'). */
  accept: string;
  /** The file picked (or dropped on the button, when it is of an accepted type). */
  onFile: (file: File) => void;
  /** Names the hidden file input for tests (setInputFiles). */
  inputTestId?: string;
};

/** Whether a file is of one of the accept list's types (extensions, type/*, exact types). */
export function accepts(file: File, accept: string): boolean {
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) =>
      entry.startsWith('.')
        ? name.endsWith(entry)
        : entry.endsWith('/*')
          ? type.startsWith(entry.slice(0, -1))
          : entry === type,
    );
}

/**
 * A button that opens the browser's file picker (a hidden file input behind antd's Button,
 * which the shell has already loaded), without antd's Upload, which brings its file list,
 * Progress, Tooltip and rc-upload into a page's first load. Like Upload, a file dropped on
 * the button is taken too when its type is accepted. The caller checks and sends the file.
 */
export function FileButton({ accept, onFile, inputTestId, disabled, ...button }: TFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const file = event.dataTransfer.files[0];
    if (!disabled && !button.loading && file && accepts(file, accept)) onFile(file);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        disabled={disabled}
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be picked again after a failed upload.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        {...button}
        disabled={disabled}
        onClick={() => input.current?.click()}
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
      />
    </>
  );
}

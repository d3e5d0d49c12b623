import { DownloadOutlined, UndoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../shared/ui/cx';
import { CRAYONS, fillRegion, hexToRgb, regionIdAt } from '../model/color-fill';
import styles from './studio.module.css';

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = reject;
    image.src = url;
  });
}

function pixelsOf(image: HTMLImageElement): ImageData | null {
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

export interface TColoringCanvasProps {
  imageUrl: string;
  labelsUrl: string;
  title: string;
}

/** Click-to-fill colouring of a line drawing, from its region map, in the browser. */
export function ColoringCanvas({ imageUrl, labelsUrl, title }: TColoringCanvasProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const labelsRef = useRef<ImageData | null>(null);
  const imageRef = useRef<HTMLImageElement | null>(null);
  const [colour, setColour] = useState<string>(CRAYONS[0]);

  const reset = useCallback(() => {
    const canvas = canvasRef.current;
    const image = imageRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !image || !context) return;
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    context.drawImage(image, 0, 0);
  }, []);

  useEffect(() => {
    let live = true;
    void Promise.all([loadImage(imageUrl), loadImage(labelsUrl)]).then(([image, labels]) => {
      if (!live) return;
      imageRef.current = image;
      labelsRef.current = pixelsOf(labels);
      reset();
    });
    return () => {
      live = false;
    };
  }, [imageUrl, labelsUrl, reset]);

  const fill = (event: React.MouseEvent<HTMLCanvasElement>) => {
    const canvas = canvasRef.current;
    const labels = labelsRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !labels || !context) return;
    const box = canvas.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * labels.width;
    const y = ((event.clientY - box.top) / box.height) * labels.height;
    const id = regionIdAt(labels.data, labels.width, x, y);
    if (id === 0) return;
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
    fillRegion(pixels.data, labels.data, id, hexToRgb(colour));
    context.putImageData(pixels, 0, 0);
  };

  const save = () => {
    const link = document.createElement('a');
    link.download = `${title || 'coloring'}.png`;
    link.href = canvasRef.current?.toDataURL('image/png') ?? '';
    link.click();
  };

  return (
    <div className={styles.coloring}>
      <p className={styles.hint}>{t('studio.coloring.clickToFill')}</p>
      <div
        className={styles.crayons}
        role="radiogroup"
        aria-label={t('studio.coloring.pickColour')}
      >
        {CRAYONS.map((c) => (
          <button
            type="button"
            key={c}
            role="radio"
            aria-checked={c === colour}
            aria-label={c}
            className={cx(styles.crayon, c === colour && styles.crayonActive)}
            style={{ background: c }}
            onClick={() => setColour(c)}
          />
        ))}
      </div>
      <canvas
        ref={canvasRef}
        className={styles.colorCanvas}
        onClick={fill}
        aria-label={title}
        data-testid="coloring-canvas"
      />
      <div className={styles.actions}>
        <Button size="large" icon={<UndoOutlined aria-hidden />} onClick={reset}>
          {t('studio.coloring.reset')}
        </Button>
        <Button size="large" icon={<DownloadOutlined aria-hidden />} onClick={save}>
          {t('studio.coloring.savePicture')}
        </Button>
      </div>
    </div>
  );
}

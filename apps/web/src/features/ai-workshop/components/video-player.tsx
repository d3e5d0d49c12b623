import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './player.module.css';

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

export interface TVideoPlayerProps {
  videoUrl: string;
  posterUrl: string;
  durationSeconds: number;
  title: string;
}

/**
 * The clip with its controls under the picture (the browser's own controls sit over the
 * bottom of the picture, where the captions are): a big play button, a seek bar and the time.
 */
export function VideoPlayer({ videoUrl, posterUrl, durationSeconds, title }: TVideoPlayerProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(durationSeconds);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const sync = () => {
      setPlaying(!element.paused && !element.ended);
      setTime(element.currentTime);
      if (Number.isFinite(element.duration) && element.duration > 0) setDuration(element.duration);
    };
    const events = ['play', 'pause', 'ended', 'timeupdate', 'seeked', 'loadedmetadata'];
    for (const name of events) element.addEventListener(name, sync);
    return () => {
      for (const name of events) element.removeEventListener(name, sync);
    };
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused || element.ended) void element.play().catch(() => undefined);
    else element.pause();
  };

  return (
    <div className={styles.video}>
      <video
        ref={video}
        src={videoUrl}
        poster={posterUrl}
        preload="metadata"
        playsInline
        aria-label={title}
        onClick={toggle}
      />
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.playButton}
          aria-label={playing ? t('studio.video.pause') : t('studio.video.play')}
          onClick={toggle}
        >
          <span aria-hidden>{playing ? '❚❚' : '▶'}</span>
        </button>
        <input
          type="range"
          className={styles.seek}
          min={0}
          max={duration}
          step={0.1}
          value={Math.min(time, duration)}
          aria-label={t('studio.video.seek')}
          aria-valuetext={`${clock(time)} / ${clock(duration)}`}
          onChange={(event) => {
            const element = video.current;
            if (element) element.currentTime = Number(event.target.value);
            setTime(Number(event.target.value));
          }}
        />
        <span className={styles.time}>
          {clock(time)} / {clock(duration)}
        </span>
      </div>
    </div>
  );
}

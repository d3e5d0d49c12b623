import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { midiNotes, type TMidiNote } from '../model/midi-notes';
import styles from './player.module.css';

const ROLL_WIDTH = 600;
const ROLL_HEIGHT = 160;

/** The notes of the piece's MIDI file, once fetched (none while loading or when unreadable). */
function useNotes(midiUrl: string): TMidiNote[] {
  const [loaded, setLoaded] = useState<{ url: string; notes: TMidiNote[] } | null>(null);
  useEffect(() => {
    let live = true;
    fetch(midiUrl)
      .then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(response)))
      .then((buffer) => live && setLoaded({ url: midiUrl, notes: midiNotes(buffer) }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [midiUrl]);
  return loaded?.url === midiUrl ? loaded.notes : [];
}

/** Where the piece is: follows the audio every frame while it plays, and on seeking. */
function usePlayhead(audio: React.RefObject<HTMLAudioElement | null>): number {
  const [time, setTime] = useState(0);
  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    let frame = 0;
    const read = () => setTime(element.currentTime);
    const loop = () => {
      read();
      frame = window.requestAnimationFrame(loop);
    };
    const play = () => {
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(loop);
    };
    const stop = () => {
      window.cancelAnimationFrame(frame);
      read();
    };
    element.addEventListener('play', play);
    element.addEventListener('pause', stop);
    element.addEventListener('ended', stop);
    element.addEventListener('seeked', read);
    element.addEventListener('timeupdate', read);
    return () => {
      window.cancelAnimationFrame(frame);
      element.removeEventListener('play', play);
      element.removeEventListener('pause', stop);
      element.removeEventListener('ended', stop);
      element.removeEventListener('seeked', read);
      element.removeEventListener('timeupdate', read);
    };
  }, [audio]);
  return time;
}

/** The melody's channel: the one whose notes are highest on average. */
function melodyChannel(notes: TMidiNote[]): number | undefined {
  const sums = new Map<number, { total: number; count: number }>();
  for (const note of notes) {
    const sum = sums.get(note.channel) ?? { total: 0, count: 0 };
    sums.set(note.channel, { total: sum.total + note.pitch, count: sum.count + 1 });
  }
  let best: number | undefined;
  let bestMean = -1;
  for (const [channel, sum] of sums) {
    if (sum.total / sum.count > bestMean) [best, bestMean] = [channel, sum.total / sum.count];
  }
  return best;
}

export interface TMusicPlayerProps {
  audioUrl: string;
  midiUrl: string;
  durationSeconds: number;
}

/**
 * The piece with its melody drawn: a piano roll of the MIDI file's notes (higher notes
 * higher, the melody brighter), the notes sounding now lit and a playhead moving with the
 * audio; a tap on the roll jumps there.
 */
export function MusicPlayer({ audioUrl, midiUrl, durationSeconds }: TMusicPlayerProps) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const notes = useNotes(midiUrl);
  const time = usePlayhead(audio);
  const length = Math.max(durationSeconds, notes.at(-1)?.end ?? 0, 1);
  const pitches = notes.map((n) => n.pitch);
  const low = Math.min(...pitches, 60) - 2;
  const high = Math.max(...pitches, 72) + 2;
  const x = (seconds: number) => (seconds / length) * ROLL_WIDTH;
  const rowHeight = ROLL_HEIGHT / (high - low + 1);
  const melody = melodyChannel(notes);

  const seek = (event: React.MouseEvent<SVGSVGElement>) => {
    const element = audio.current;
    if (!element) return;
    const box = event.currentTarget.getBoundingClientRect();
    element.currentTime = ((event.clientX - box.left) / box.width) * length;
  };

  return (
    <div className={styles.music}>
      <svg
        className={styles.roll}
        viewBox={`0 0 ${ROLL_WIDTH} ${ROLL_HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('studio.music.roll')}
        data-testid="music-roll"
        onClick={seek}
      >
        {notes.map((note, index) => {
          const sounding = note.start <= time && time < note.end;
          return (
            <rect
              key={index}
              x={x(note.start)}
              y={(high - note.pitch) * rowHeight}
              width={Math.max(2, x(note.end) - x(note.start) - 1)}
              height={Math.max(3, rowHeight - 1)}
              rx={2}
              className={
                sounding ? styles.noteOn : note.channel === melody ? styles.melody : styles.note
              }
              data-sounding={sounding || undefined}
            />
          );
        })}
        <line
          x1={x(time)}
          x2={x(time)}
          y1={0}
          y2={ROLL_HEIGHT}
          className={styles.playhead}
          data-testid="music-playhead"
        />
      </svg>
      <audio
        ref={audio}
        controls
        src={audioUrl}
        aria-label={t('studio.music.play')}
        preload="metadata"
      />
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';

/** Why the camera is not showing, in words the page can explain. */
export type TCameraProblem = 'denied' | 'missing' | 'unsupported' | 'busy' | 'failed';

export type TCameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'on' }
  | { status: 'error'; problem: TCameraProblem };

function problemOf(error: unknown): TCameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/**
 * The device camera in a <video>: start on request (browsers ask the pupil first), stop on
 * leaving the page. Front camera on tablets and phones.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<TCameraState>({ status: 'off' });
  const [facing, setFacing] = useState<'user' | 'environment'>('user');
  const [canSwitch, setCanSwitch] = useState(false);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState({ status: 'off' });
  }, []);

  const start = useCallback(async (side: 'user' | 'environment' = 'user') => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ status: 'error', problem: 'unsupported' });
      return;
    }
    streamRef.current?.getTracks().forEach((track) => track.stop());
    setState({ status: 'starting' });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: side, width: { ideal: 640 }, height: { ideal: 480 } },
      });
      setFacing(side);
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => undefined);
      }
      setState({ status: 'on' });
      // Tablets have a camera on each side: offer to switch.
      const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
      setCanSwitch(devices.filter((device) => device.kind === 'videoinput').length > 1);
    } catch (error) {
      setState({ status: 'error', problem: problemOf(error) });
    }
  }, []);

  useEffect(() => () => streamRef.current?.getTracks().forEach((track) => track.stop()), []);

  const switchSide = useCallback(
    () => start(facing === 'user' ? 'environment' : 'user'),
    [start, facing],
  );

  return { videoRef, state, start, stop, facing, canSwitch, switchSide };
}

import { useEffect, useRef, useState } from 'react';
import { createVisionClient, type TVisionClient } from '../workers/vision-client';
import type { TVisionKind } from '../workers/vision-protocol';

export type TWorkerStatus = 'loading' | 'ready' | 'error';

/** The lab's vision worker, started when the lab opens and stopped when it closes. */
export function useVisionWorker(kind: TVisionKind) {
  const clientRef = useRef<TVisionClient | null>(null);
  const [status, setStatus] = useState<TWorkerStatus>('loading');
  const [backend, setBackend] = useState('');

  useEffect(() => {
    let live = true;
    const client = createVisionClient();
    clientRef.current = client;
    client.init(kind).then(
      (result) => {
        if (!live) return;
        setBackend(result.backend);
        setStatus('ready');
      },
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
      client.dispose();
      clientRef.current = null;
    };
  }, [kind]);

  return { clientRef, status, backend };
}

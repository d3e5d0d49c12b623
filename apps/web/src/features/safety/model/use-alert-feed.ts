import {
  safetyAlertEndpoints,
  type TSafetyAlert,
  type TSafetyAlertEvent,
  type TSafetyAlertOpenList,
} from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../shared/api/api-client';
import { startLiveStream } from '../../../shared/api/live-stream';
import { ALERTS_KEY, SAFETY_KEY } from '../api/keys';
import { mergeAlert } from './alert-cache';
import { useAlertFeedState } from './feed-state';

/** The class a cached open list is for (the query's input is the last part of its key). */
function classOfKey(key: readonly unknown[]): number | undefined {
  const input = key.at(-1) as { classId?: number } | undefined;
  return input?.classId;
}

/** The newest alert id of the cached lists, 0 when none is cached. */
function newestId(lists: [readonly unknown[], TSafetyAlertOpenList | undefined][]): number {
  let newest = 0;
  for (const [, list] of lists) {
    for (const alert of list?.list ?? []) newest = Math.max(newest, alert.id);
  }
  return newest;
}

function eventOf(data: string): TSafetyAlertEvent | null {
  try {
    const event = JSON.parse(data) as TSafetyAlertEvent;
    return event?.alert ? event : null;
  } catch {
    return null;
  }
}

/**
 * The teacher's live alerts: one stream per signed-in teacher (opened again after a drop,
 * with a growing wait), each event put into every cached list of alerts at once, then the
 * lists read again; a new critical alert goes to `onCritical`.
 */
export function useAlertFeed(
  viewer: string,
  enabled: boolean,
  onCritical: (alert: TSafetyAlert) => void,
): void {
  const client = useQueryClient();
  const critical = useRef(onCritical);
  useEffect(() => {
    critical.current = onCritical;
  }, [onCritical]);

  useEffect(() => {
    if (!enabled) return;
    // The newest alert this page has heard of (a closed one leaves the cached lists).
    let heard = 0;
    const refresh = () => {
      void client.invalidateQueries({ queryKey: [...ALERTS_KEY, viewer] });
      void client.invalidateQueries({ queryKey: [SAFETY_KEY, 'summary', viewer] });
      void client.invalidateQueries({ queryKey: [SAFETY_KEY, 'history', viewer] });
    };
    const stop = startLiveStream({
      open: async (signal) => {
        // What came while the stream was closed comes first: the alerts after the newest here.
        const cached = client.getQueriesData<TSafetyAlertOpenList>({
          queryKey: [...ALERTS_KEY, viewer],
        });
        const after = Math.max(heard, newestId(cached));
        const response = await api.stream(
          safetyAlertEndpoints.stream,
          { after },
          {
            signal,
            silent: true,
          },
        );
        useAlertFeedState.setState({ live: true });
        return response;
      },
      // Opened again: what came while it was closed.
      onOpen: refresh,
      onEvent: (event) => {
        if (event.event !== 'alert') return;
        const change = eventOf(event.data);
        if (!change) return;
        for (const [key] of client.getQueriesData({ queryKey: [...ALERTS_KEY, viewer] })) {
          client.setQueryData<TSafetyAlertOpenList>(key, (list) =>
            list ? mergeAlert(list, change.alert, classOfKey(key)) : list,
          );
        }
        refresh();
        // A new critical alert nobody has seen yet, told once (a replay after a reconnect
        // brings only what came after the newest heard of).
        const fresh = change.alert.id > heard;
        heard = Math.max(heard, change.alert.id);
        if (
          fresh &&
          change.type === 'alert' &&
          change.alert.severity === 'critical' &&
          change.alert.status === 'open'
        ) {
          critical.current(change.alert);
        }
      },
      onClose: () => useAlertFeedState.setState({ live: false }),
    });
    return () => {
      stop();
      useAlertFeedState.setState({ live: false });
    };
  }, [client, enabled, viewer]);
}

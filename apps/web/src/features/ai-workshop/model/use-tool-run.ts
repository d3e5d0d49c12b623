import { ApiError, JobStatus, Messages, type TAiJobAdded, type TAiTool } from '@haoduo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useAppStore } from '../../../shared/stores/app-store';
import { refreshUserPoints } from '../../../shared/points/user-points';
import { viewerKey } from '../../../shared/stores/session';
import { useAddGeneration, type TGenerationBody } from '../api/add-generation';
import { useGeneration } from '../api/get-generation';
import { AI_WORKSHOP_KEY } from '../api/keys';
import { useResubmitGeneration } from '../api/resubmit-generation';
import { isCareRefusal, isFreeRefusal } from './safety-answer';

function refusalOf(error: unknown): string {
  if (error instanceof ApiError) return error.message || Messages.NETWORK_ERROR_DESCRIPTION;
  return Messages.NETWORK_ERROR_DESCRIPTION;
}

/**
 * One tool's run: queue a generation, follow it until done or failed, retry it; the
 * server's refusal (unsafe prompt, no points, the teacher's pause) as a kind message.
 */
export function useToolRun(tool: TAiTool) {
  const viewer = useAppStore(viewerKey);
  const client = useQueryClient();
  const [jobId, setJobId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The refusal came before any charge (the safety gate, too few points).
  const [refusalFree, setRefusalFree] = useState(false);
  // The refusal is the caring answer to a pupil who may be at risk.
  const [refusalCare, setRefusalCare] = useState(false);
  const add = useAddGeneration(tool);
  const resubmit = useResubmitGeneration(tool);
  const job = useGeneration(viewer, tool, jobId);
  const status = job.data?.status;

  const accept = useCallback(
    (added: TAiJobAdded) => {
      setJobId(added.job.id);
      // The header and the bar show the balance after the charge (add and resubmit alike).
      void refreshUserPoints(client, viewer, added.points);
    },
    [client, viewer],
  );

  const run = useCallback(
    async (body: TGenerationBody) => {
      setRefusal(null);
      try {
        accept(await add.mutateAsync(body));
      } catch (error) {
        setRefusal(refusalOf(error));
        setRefusalFree(isFreeRefusal(error));
        setRefusalCare(isCareRefusal(error));
      }
    },
    [accept, add],
  );

  const retry = useCallback(async () => {
    if (jobId === null) return;
    setRefusal(null);
    try {
      accept(await resubmit.mutateAsync(jobId));
    } catch (error) {
      setRefusal(refusalOf(error));
      setRefusalFree(isFreeRefusal(error));
      setRefusalCare(isCareRefusal(error));
    }
  }, [accept, jobId, resubmit]);

  // A finished job changes the history, and a failed one gives its points back.
  useEffect(() => {
    if (status === JobStatus.DONE || status === JobStatus.FAILED) {
      void refreshUserPoints(client, viewer);
      void client.invalidateQueries({ queryKey: [AI_WORKSHOP_KEY, 'points-check'] });
      void client.invalidateQueries({ queryKey: [AI_WORKSHOP_KEY, tool, 'history'] });
    }
  }, [client, status, tool, viewer]);

  const running = status === JobStatus.QUEUED || status === JobStatus.RUNNING;
  return {
    job: job.data ?? null,
    show: setJobId,
    run,
    retry,
    refusal,
    refusalFree,
    refusalCare,
    busy: add.isPending || resubmit.isPending || running,
    retrying: resubmit.isPending,
  };
}

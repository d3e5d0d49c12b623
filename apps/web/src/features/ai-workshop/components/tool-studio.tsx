import { AI_TOOL_RULE_TYPES, JobStatus, type TAiTool } from '@haoduo/contract';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { TGenerationBody } from '../api/add-generation';
import { bringIntoView } from '../model/bring-into-view';
import { useCurrentClassId } from '../model/use-class-id';
import { useToolRun } from '../model/use-tool-run';
import { BlockedBanner, useBlockedReason } from './class-status-banner';
import { CostLine } from './cost-line';
import { HistoryPanel } from './history-panel';
import { JobProgress } from './job-progress';
import { PromptBox } from './prompt-box';
import { RefusalNotice } from './refusal-notice';
import styles from './studio.module.css';

const loadJobResult = () => import('./job-result');
// A result's code (the players, the celebration, favourite and save) loads with the first job.
const JobResult = lazy(() => loadJobResult().then((m) => ({ default: m.JobResult })));

export interface TToolStudioProps {
  tool: TAiTool;
  title: string;
  intro: string;
  placeholder: string;
  examples: string[];
  /** The tool's options (style, mood, length...), shown under the prompt. */
  options?: ReactNode;
  /** The options as they go to `add`. */
  body?: () => Record<string, unknown>;
  /** Something else than the prompt lets it run (a colouring template). */
  ready?: boolean;
  /** Replaces "save as a work" under a result. */
  resultAction?: (jobId: number) => ReactNode;
  /** A prompt prepared elsewhere (a lesson's task), filled in once it arrives if the box is empty. */
  presetPrompt?: string;
  /** Shown over the prompt (the lesson a tool was opened from). */
  banner?: ReactNode;
  /** The class the result is made in, when not the current one (the lesson's class). */
  classId?: number;
}

/**
 * One workshop tool: prompt with examples, options, the cost before running, progress (kept
 * on screen while waiting), the result brought into view with a celebration, retry,
 * favourite, save and the next things to try, and the pupil's history and favourites.
 */
export function ToolStudio(props: TToolStudioProps) {
  const { tool } = props;
  const currentClassId = useCurrentClassId();
  const classId = props.classId ?? currentClassId;
  const [params] = useSearchParams();
  // Another tool's "next thing to try" brings the pupil's words along (?prompt=).
  // Until the pupil types, the box shows a prompt prepared for them (a lesson's), if any.
  const [typed, setPrompt] = useState<string | null>(
    () => params.get('prompt')?.slice(0, 500) ?? null,
  );
  const prompt = typed ?? props.presetPrompt?.slice(0, 500) ?? '';
  const run = useToolRun(tool);
  const blocked = useBlockedReason(tool);
  const [picked, setPicked] = useState<number | null>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  const job = run.job;
  const waitingId =
    job && (job.status === JobStatus.QUEUED || job.status === JobStatus.RUNNING) ? job.id : null;
  const hasJob = job !== null;

  // The wait bar comes into view when a job starts (the result brings itself into view).
  useEffect(() => {
    if (waitingId !== null) bringIntoView(progressRef.current, 'nearest');
  }, [waitingId]);
  // The result's code loads while the AI works, not with the page.
  useEffect(() => {
    if (hasJob) void loadJobResult();
  }, [hasJob]);

  const pick = (id: number) => {
    setPicked(id);
    run.show(id);
  };

  const again = () => {
    setPrompt('');
    const box = document.getElementById('ai-prompt');
    bringIntoView(box, 'center');
    box?.focus({ preventScroll: true });
  };

  const submit = () => {
    const body: TGenerationBody = { ...props.body?.(), classId };
    const text = prompt.trim();
    if (text) body.prompt = text;
    void run.run(body);
  };

  return (
    <div className={styles.studio}>
      <div className={styles.main}>
        <header>
          <h1 className={styles.title}>{props.title}</h1>
          <p className={styles.intro}>{props.intro}</p>
        </header>
        {props.banner}
        <BlockedBanner reason={blocked} />
        <PromptBox
          value={prompt}
          onChange={setPrompt}
          examples={props.examples}
          placeholder={props.placeholder}
          onSubmit={submit}
          disabled={blocked !== null}
          busy={run.busy}
          allowEmpty={props.ready}
          extra={
            <>
              {props.options && <div className={styles.options}>{props.options}</div>}
              <CostLine ruleType={AI_TOOL_RULE_TYPES[tool]} classId={classId} />
            </>
          }
        />
        {run.refusal && (
          <RefusalNotice
            message={run.refusal}
            free={run.refusalFree}
            care={run.refusalCare}
            testId="ai-refusal"
          />
        )}
        {job && (
          <div ref={progressRef} className={styles.progressDock}>
            <JobProgress job={job} onRetry={() => void run.retry()} retrying={run.retrying} />
          </div>
        )}
        {job?.status === JobStatus.DONE && (
          <Suspense fallback={null}>
            <JobResult
              job={job}
              onRetry={() => void run.retry()}
              retrying={run.retrying}
              extraAction={props.resultAction?.(job.id)}
              onAgain={again}
              fresh={job.id !== picked}
            />
          </Suspense>
        )}
      </div>
      <aside className={styles.side}>
        <HistoryPanel tool={tool} onPick={pick} />
      </aside>
    </div>
  );
}

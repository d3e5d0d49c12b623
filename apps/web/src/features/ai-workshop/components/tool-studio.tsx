import { AI_TOOL_RULE_TYPES, type TAiTool } from '@haoduo/contract';
import { useState, type ReactNode } from 'react';
import type { TGenerationBody } from '../api/add-generation';
import { useCurrentClassId } from '../model/use-class-id';
import { useToolRun } from '../model/use-tool-run';
import { BlockedBanner, useBlockedReason } from './class-status-banner';
import { CostLine } from './cost-line';
import { HistoryPanel } from './history-panel';
import { JobProgress } from './job-progress';
import { JobResult } from './job-result';
import { PromptBox } from './prompt-box';
import styles from './studio.module.css';
import { Alert } from '../../../shared/ui/alert';

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
}

/**
 * One workshop tool: prompt with examples, options, the cost before running, progress, the
 * result with retry, favourite and save, and the pupil's history and favourites.
 */
export function ToolStudio(props: TToolStudioProps) {
  const { tool } = props;
  const classId = useCurrentClassId();
  const [prompt, setPrompt] = useState('');
  const run = useToolRun(tool);
  const blocked = useBlockedReason(tool);

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
          <Alert
            type="error"
            showIcon
            role="alert"
            message={run.refusal}
            data-testid="ai-refusal"
          />
        )}
        {run.job && (
          <JobProgress job={run.job} onRetry={() => void run.retry()} retrying={run.retrying} />
        )}
        {run.job && (
          <JobResult
            job={run.job}
            onRetry={() => void run.retry()}
            retrying={run.retrying}
            extraAction={props.resultAction?.(run.job.id)}
          />
        )}
      </div>
      <aside className={styles.side}>
        <HistoryPanel tool={tool} onPick={run.show} />
      </aside>
    </div>
  );
}

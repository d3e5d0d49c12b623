import { PROGRAM_CONTENT_POLICY } from '../../providers/ai/shared/program-policy';

export { PROGRAM_CONTENT_POLICY };

/** The frame the site embeds programs in: an opaque origin, embedded only by the site. */
export const SANDBOX_FRAME_CSP = `sandbox allow-scripts; ${PROGRAM_CONTENT_POLICY}; frame-ancestors 'self'`;

/** A generated app opened from the files route: an opaque origin that may show alerts. */
export const SANDBOX_FILE_CSP = `sandbox allow-scripts allow-modals; ${PROGRAM_CONTENT_POLICY}`;

import { escapeHtml } from './sso-pages';
import type { TSsoSession } from './sso-sessions.service';

/** CAS 3.0 serviceValidate answers, as XML (the default) or JSON (format=JSON). */

export type TCasFailureCode =
  'INVALID_REQUEST' | 'INVALID_TICKET_SPEC' | 'INVALID_TICKET' | 'INVALID_SERVICE';

function attributesOf(session: TSsoSession) {
  return {
    userId: String(session.userId),
    name: session.name,
    accountType: session.accountType === null ? '' : String(session.accountType),
    staff: String(session.accountType === null),
  };
}

export function casSuccessXml(session: TSsoSession): string {
  const attributes = Object.entries(attributesOf(session))
    .map(([key, value]) => `      <cas:${key}>${escapeHtml(value)}</cas:${key}>`)
    .join('\n');
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${session.userId}</cas:user>
    <cas:attributes>
${attributes}
    </cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>
`;
}

export function casFailureXml(code: TCasFailureCode, message: string): string {
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="${code}">${escapeHtml(message)}</cas:authenticationFailure>
</cas:serviceResponse>
`;
}

export function casSuccessJson(session: TSsoSession) {
  return {
    serviceResponse: {
      authenticationSuccess: { user: String(session.userId), attributes: attributesOf(session) },
    },
  };
}

export function casFailureJson(code: TCasFailureCode, message: string) {
  return { serviceResponse: { authenticationFailure: { code, description: message } } };
}

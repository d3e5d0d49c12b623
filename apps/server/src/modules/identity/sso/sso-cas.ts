import { escapeHtml } from './sso-pages';
import type { TSsoSession } from './sso-sessions.service';
import type { TCasFailureCode, TValidated } from './sso-tickets.service';

/**
 * CAS answers: 1.0 text, 2.0 and 3.0 XML (http://www.yale.edu/tp/cas), 3.0 JSON
 * (format=JSON). Elements in the schema's order: user, attributes, proxyGrantingTicket,
 * proxies.
 */

export interface TCasSuccess extends TValidated {
  /** What the service knows the user by: the id, or the login name (VPN gateways). */
  user: string;
  /** 3.0 answers carry attributes; 2.0 answers do not. */
  withAttributes: boolean;
  pgtIou?: string;
}

export function userAttributes(session: TSsoSession) {
  return {
    userId: String(session.userId),
    name: session.name,
    accountType: session.accountType === null ? '' : String(session.accountType),
    staff: String(session.accountType === null),
  };
}

function attributesOf(success: TCasSuccess) {
  return {
    ...userAttributes(success.session),
    authenticationDate: success.session.authenticatedAt.toISOString(),
    longTermAuthenticationRequestTokenUsed: 'false',
    isFromNewLogin: String(success.fromNewLogin),
  };
}

const element = (name: string, value: string, indent: string) =>
  `${indent}<cas:${name}>${escapeHtml(value)}</cas:${name}>`;

export function casSuccessXml(success: TCasSuccess): string {
  const lines = [element('user', success.user, '    ')];
  if (success.withAttributes) {
    lines.push('    <cas:attributes>');
    for (const [key, value] of Object.entries(attributesOf(success))) {
      lines.push(element(key, value, '      '));
    }
    lines.push('    </cas:attributes>');
  }
  if (success.pgtIou) lines.push(element('proxyGrantingTicket', success.pgtIou, '    '));
  if (success.proxies.length > 0) {
    lines.push('    <cas:proxies>');
    for (const proxy of success.proxies) lines.push(element('proxy', proxy, '      '));
    lines.push('    </cas:proxies>');
  }
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
${lines.join('\n')}
  </cas:authenticationSuccess>
</cas:serviceResponse>
`;
}

export function casSuccessJson(success: TCasSuccess) {
  return {
    serviceResponse: {
      authenticationSuccess: {
        user: success.user,
        ...(success.withAttributes ? { attributes: attributesOf(success) } : {}),
        ...(success.pgtIou ? { proxyGrantingTicket: success.pgtIou } : {}),
        ...(success.proxies.length > 0 ? { proxies: success.proxies } : {}),
      },
    },
  };
}

export function casFailureXml(code: TCasFailureCode, message: string): string {
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="${code}">${escapeHtml(message)}</cas:authenticationFailure>
</cas:serviceResponse>
`;
}

export function casFailureJson(code: TCasFailureCode, message: string) {
  return { serviceResponse: { authenticationFailure: { code, description: message } } };
}

export function proxySuccessXml(proxyTicket: string): string {
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:proxySuccess>
    <cas:proxyTicket>${escapeHtml(proxyTicket)}</cas:proxyTicket>
  </cas:proxySuccess>
</cas:serviceResponse>
`;
}

export function proxyFailureXml(code: string, message: string): string {
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:proxyFailure code="${code}">${escapeHtml(message)}</cas:proxyFailure>
</cas:serviceResponse>
`;
}

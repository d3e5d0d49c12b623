import { ApiError, identityPasswordEndpoints as ep, IdentityMessages } from '@haoduo/contract';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { apiClient } from '../../shared/api';
import { handleApiError } from '../../shared/api/handle-api-error';
import { IdentityPasswordModal } from './identity-password-modal';

/** Whether a failure is the server asking for the identity password first. */
export function isIdentityRequired(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 403 && error.message === IdentityMessages.REQUIRED
  );
}

/** The identity password was not given (the modal was closed). */
export class IdentityCancelled extends Error {}

interface TPending {
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * `guard(run)`: runs a sensitive call (made with `{ silent: true }`); when the server asks for
 * the identity password first, shows the modal and, once it is checked, runs the call again.
 * Other failures are shown as usual. Render `modal` once in the component.
 */
export function useIdentityGuard(): {
  guard: <T>(run: () => Promise<T>) => Promise<T>;
  modal: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const [setFirst, setSetFirst] = useState(false);
  const pending = useRef<TPending | null>(null);

  const ask = useCallback(async () => {
    const status = await apiClient.call(ep.identityStatus, undefined, { silent: true });
    setSetFirst(!status.exist);
    setOpen(true);
    await new Promise<void>((resolve, reject) => {
      pending.current = { resolve, reject };
    });
  }, []);

  const guard = useCallback(
    async <T,>(run: () => Promise<T>): Promise<T> => {
      try {
        return await run();
      } catch (error) {
        if (!isIdentityRequired(error)) {
          if (error instanceof ApiError) handleApiError(error);
          throw error;
        }
      }
      await ask();
      try {
        return await run();
      } catch (error) {
        if (error instanceof ApiError) handleApiError(error);
        throw error;
      }
    },
    [ask],
  );

  const modal = (
    <IdentityPasswordModal
      open={open}
      setFirst={setFirst}
      onVerified={() => {
        setOpen(false);
        pending.current?.resolve();
        pending.current = null;
      }}
      onCancel={() => {
        setOpen(false);
        pending.current?.reject(new IdentityCancelled());
        pending.current = null;
      }}
    />
  );
  return { guard, modal };
}

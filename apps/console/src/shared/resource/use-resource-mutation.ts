import type { TEndpointDefinition, TInputOf, TOutputOf } from '@haoduo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { apiClient } from '../api';

export interface TResourceMutationOptions {
  /** Query key prefixes refreshed after success (the lists of the feature). */
  invalidate: readonly (readonly unknown[])[];
  /** The toast on success; none when omitted. */
  successText?: string;
}

/**
 * A write of a resource page: calls the endpoint, toasts success, refreshes the lists.
 * Failures are toasted by the client; `mutateAsync` still rejects so drawers stay open.
 */
export function useResourceMutation<TEndpoint extends TEndpointDefinition>(
  endpoint: TEndpoint,
  options: TResourceMutationOptions,
) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation<TOutputOf<TEndpoint>, Error, TInputOf<TEndpoint>>({
    mutationFn: (input) =>
      (apiClient.call as (e: TEndpoint, i: unknown) => Promise<TOutputOf<TEndpoint>>)(
        endpoint,
        input,
      ),
    onSuccess: async () => {
      if (options.successText) void message.success(options.successText);
      await Promise.all(
        options.invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

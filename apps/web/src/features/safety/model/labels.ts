import { useTranslation } from 'react-i18next';

type TLooseT = (key: string, options?: Record<string, unknown>) => string;

/**
 * Labels of values the server may add to (tools, categories): a value without a text of
 * its own shows as it is rather than as a missing key.
 */
export function useSafetyLabels() {
  const { t } = useTranslation();
  const loose = t as unknown as TLooseT;
  return {
    tool: (tool: string) => loose(`safety.tool.${tool}`, { defaultValue: tool }),
    category: (category: string) =>
      loose(`safety.category.${category}`, { defaultValue: category }),
  };
}

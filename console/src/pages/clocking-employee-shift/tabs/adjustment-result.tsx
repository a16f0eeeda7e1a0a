import { Alert, AlertActionCloseButton } from '@patternfly/react-core';

/** Codes that mean the change was made (part 2 §8): created 1, 10, 20; deleted 2, 3. */
export const DONE = new Set([1, 2, 3, 10, 20]);

/** A result code as the specification shows it: an icon and the text. */
export function AdjustmentResult({ code, text, onClose }: { code: number; text: string; onClose: () => void }) {
  const done = DONE.has(code);
  return (
    <Alert
      isInline
      variant={done ? 'success' : 'warning'}
      title={`${code} ${text}`}
      actionClose={<AlertActionCloseButton onClose={onClose} />}
      data-result-code={code}
    />
  );
}

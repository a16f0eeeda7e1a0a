import { Button, ModalFooter } from '@patternfly/react-core';

interface DialogFooterProps {
  label: string;
  variant?: 'primary' | 'danger';
  /** Submits this form; without it the button calls onConfirm. */
  form?: string;
  onConfirm?: () => void;
  isBusy: boolean;
  onCancel: () => void;
  /** The dismissing button's text, where "Cancel" would read as the action itself. */
  cancelLabel?: string;
}

/** A dialog's action, busy while its call runs, and Cancel. */
export function DialogFooter({ label, variant = 'primary', form, onConfirm, isBusy, onCancel, cancelLabel = 'Cancel' }: DialogFooterProps) {
  return (
    <ModalFooter>
      <Button variant={variant} type={form ? 'submit' : 'button'} form={form} onClick={onConfirm} isLoading={isBusy} isDisabled={isBusy}>
        {label}
      </Button>
      <Button variant="link" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </ModalFooter>
  );
}

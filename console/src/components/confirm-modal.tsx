import { Modal, ModalBody, ModalHeader } from '@patternfly/react-core';
import { DialogFooter } from './dialog-footer';

interface ConfirmModalProps {
  title: string;
  /** What will happen, in a sentence; null keeps the dialog closed. */
  message: string | null;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The action's button; a delete's by default. */
  confirmLabel?: string;
  /** The dismissing button's text, where "Cancel" would read as the action itself. */
  cancelLabel?: string;
}

/** The one confirmation asked before an action that cannot be undone (a delete, a cancel, a drop); not closed while the action runs. */
export function ConfirmModal({ title, message, isBusy, onConfirm, onCancel, confirmLabel = 'Delete', cancelLabel }: ConfirmModalProps) {
  return (
    <Modal variant="small" isOpen={message !== null} onClose={() => !isBusy && onCancel()} aria-labelledby="confirm-title">
      <ModalHeader title={title} labelId="confirm-title" titleIconVariant="warning" />
      <ModalBody>{message}</ModalBody>
      <DialogFooter label={confirmLabel} variant="danger" onConfirm={onConfirm} isBusy={isBusy} onCancel={onCancel} cancelLabel={cancelLabel} />
    </Modal>
  );
}

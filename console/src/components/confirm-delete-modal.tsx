import { Modal, ModalBody, ModalHeader } from '@patternfly/react-core';
import { DialogFooter } from './dialog-footer';

interface ConfirmDeleteModalProps {
  title: string;
  /** What will be deleted, in a sentence; null keeps the dialog closed. */
  message: string | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The one confirmation every list asks before it deletes a record. */
export function ConfirmDeleteModal({ title, message, isDeleting, onConfirm, onCancel }: ConfirmDeleteModalProps) {
  return (
    <Modal variant="small" isOpen={message !== null} onClose={onCancel} aria-labelledby="confirm-delete-title">
      <ModalHeader title={title} labelId="confirm-delete-title" titleIconVariant="warning" />
      <ModalBody>{message}</ModalBody>
      <DialogFooter label="Delete" variant="danger" onConfirm={onConfirm} isBusy={isDeleting} onCancel={onCancel} />
    </Modal>
  );
}

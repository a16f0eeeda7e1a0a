import { Alert, Form, Modal, ModalBody, ModalHeader } from '@patternfly/react-core';
import type { FormEvent, ReactNode } from 'react';
import { DialogFooter } from '../../../components/dialog-footer';

interface FormDialogProps {
  /** Names the title and the form. */
  id: string;
  title: string;
  description: string;
  variant: 'small' | 'medium';
  problem: string | null;
  isSaving: boolean;
  onSubmit: (event?: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A dialog that saves one form, with what stops it above the fields. */
export function FormDialog({ id, title, description, variant, problem, isSaving, onSubmit, onCancel, children }: FormDialogProps) {
  return (
    <Modal variant={variant} isOpen onClose={onCancel} aria-labelledby={`${id}-title`}>
      <ModalHeader title={title} labelId={`${id}-title`} description={description} />
      <ModalBody>
        {problem && <Alert isInline variant="danger" title={problem} />}
        <Form id={`${id}-form`} onSubmit={onSubmit}>
          {children}
        </Form>
      </ModalBody>
      <DialogFooter label="Save" form={`${id}-form`} isBusy={isSaving} onCancel={onCancel} />
    </Modal>
  );
}

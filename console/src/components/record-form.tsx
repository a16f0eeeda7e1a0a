import { ActionGroup, Alert, Button, Form } from '@patternfly/react-core';
import type { ReactNode } from 'react';
import { isStaleVersion } from './field-errors';

export interface RecordFormProps {
  /** The form's accessible name. */
  label: string;
  children: ReactNode;
  onSave: () => void;
  onCancel: () => void;
  isSaving: boolean;
  /** Why the last save failed, when no field says it. */
  error: unknown;
  /** Offered when someone else saved the record meanwhile. */
  onReload?: () => void;
  saveLabel?: string;
}

/** The frame of every record form: its fields, a failure that belongs to no field, Save and Cancel. */
export function RecordForm({ label, children, onSave, onCancel, isSaving, error, onReload, saveLabel = 'Save' }: RecordFormProps) {
  const message = error instanceof Error ? error.message : null;
  const stale = isStaleVersion(error);
  return (
    <Form
      aria-label={label}
      style={{ maxWidth: '60rem' }}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
      noValidate
    >
      {message && (
        <Alert
          variant="danger"
          isInline
          title={stale ? 'Someone else changed this record' : 'Not saved'}
          actionLinks={stale && onReload ? <Button variant="link" isInline onClick={onReload}>Reload it</Button> : undefined}
        >
          {message}
        </Alert>
      )}
      {children}
      <ActionGroup>
        <Button type="submit" variant="primary" isLoading={isSaving} isDisabled={isSaving}>
          {saveLabel}
        </Button>
        <Button variant="link" onClick={onCancel}>
          Cancel
        </Button>
      </ActionGroup>
    </Form>
  );
}

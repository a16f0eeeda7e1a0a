import { ActionGroup, Alert, Button, Content, Form, PageSection, Spinner } from '@patternfly/react-core';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';

/** The api's 400 and 409 answers name the field they are about; the form shows which. */
export function fieldOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.body && typeof error.body === 'object' && 'field' in error.body ? String(error.body.field) : undefined;
}

/** The frame of a System & Security add or edit screen: title, the api's refusal, Save and Cancel. */
export function FormPage({
  title,
  listPath,
  isLoading,
  loadError,
  saveError,
  isSaving,
  canSave,
  onSave,
  children,
}: {
  title: string;
  listPath: string;
  isLoading?: boolean;
  loadError?: Error | null;
  saveError?: Error | null;
  isSaving: boolean;
  canSave: boolean;
  onSave: () => void;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <>
      <PageSection>
        <Content component="h1">{title}</Content>
      </PageSection>
      <PageSection isFilled>
        {loadError && <Alert variant="danger" isInline title={loadError.message} />}
        {isLoading ? (
          <Spinner aria-label="Loading" />
        ) : (
          <Form onSubmit={submit} maxWidth="720px">
            {saveError && <Alert variant="danger" isInline title={saveError.message} />}
            {children}
            <ActionGroup>
              <Button type="submit" isDisabled={!canSave || isSaving} isLoading={isSaving}>
                Save
              </Button>
              <Button variant="link" onClick={() => navigate(listPath)}>
                Cancel
              </Button>
            </ActionGroup>
          </Form>
        )}
      </PageSection>
    </>
  );
}

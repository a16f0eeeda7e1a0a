import { ActionGroup, Alert, Button, Form } from '@patternfly/react-core';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useResetPasswordMutation } from '../../queries/password';
import { NewPasswordFields } from '../new-password/password-fields';

/** /reset-password?token=…: the e-mailed link; sets a new password once. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate({ token, newPassword: password });
  };

  if (reset.isSuccess) {
    return (
      <>
        <Alert variant="success" isInline title={reset.data.message} />
        <p className="pf-v6-u-mt-md">
          <Link to="/login">Log in</Link>
        </p>
      </>
    );
  }

  return (
    <Form onSubmit={onSubmit}>
      {!token && <Alert variant="danger" isInline title="This link has no reset token. Open the link from the e-mail again." />}
      {reset.isError && <Alert variant="danger" isInline title={reset.error.message} />}
      <NewPasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} />
      <ActionGroup>
        <Button type="submit" isDisabled={!token || !password || password !== confirmation || reset.isPending} isLoading={reset.isPending}>
          Set new password
        </Button>
        <Link to="/forgot-password">Ask for a new link</Link>
      </ActionGroup>
    </Form>
  );
}

import { ActionGroup, Alert, Button, Form, FormGroup, TextInput } from '@patternfly/react-core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../../app/constants';
import { useChangePasswordMutation } from '../../queries/password';
import { useSession } from '../../session/session';
import { NewPasswordFields } from './password-fields';

/** /new-password: the logged-in user changes their password; after an expiry nothing else opens until they do. */
export function NewPasswordPage() {
  const session = useSession();
  const navigate = useNavigate();
  const change = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ currentPassword: current, newPassword: password }, { onSuccess: () => navigate(HOME_PATH, { replace: true }) });
  };

  return (
    <Form onSubmit={onSubmit}>
      {session?.mustChangePassword && <Alert variant="warning" isInline title="Your password has expired. Choose a new one to continue." />}
      {change.isError && <Alert variant="danger" isInline title={change.error.message} />}
      <FormGroup label="Current password" isRequired fieldId="current-password">
        <TextInput id="current-password" type="password" value={current} onChange={(_event, value) => setCurrent(value)} isRequired autoComplete="current-password" />
      </FormGroup>
      <NewPasswordFields password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} />
      <ActionGroup>
        <Button type="submit" isDisabled={!current || !password || password !== confirmation || change.isPending} isLoading={change.isPending}>
          Change password
        </Button>
        {!session?.mustChangePassword && (
          <Button variant="link" onClick={() => navigate(-1)}>
            Cancel
          </Button>
        )}
      </ActionGroup>
    </Form>
  );
}

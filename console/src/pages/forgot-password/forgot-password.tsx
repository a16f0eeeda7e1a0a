import { ActionGroup, Alert, Button, Form, FormGroup, TextInput } from '@patternfly/react-core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useForgotPasswordMutation } from '../../queries/password';

/** /forgot-password: asks for the e-mail address; the api mails a reset link if an account uses it. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const forgot = useForgotPasswordMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    forgot.mutate(email.trim());
  };

  if (forgot.isSuccess) {
    return (
      <>
        <Alert variant="success" isInline title={forgot.data.message} />
        <p className="pf-v6-u-mt-md">
          <Link to="/login">Back to log in</Link>
        </p>
      </>
    );
  }

  return (
    <Form onSubmit={onSubmit}>
      {forgot.isError && <Alert variant="danger" isInline title={forgot.error.message} />}
      <FormGroup label="E-mail address" isRequired fieldId="forgot-email">
        <TextInput id="forgot-email" type="email" value={email} onChange={(_event, value) => setEmail(value)} isRequired autoComplete="email" />
      </FormGroup>
      <ActionGroup>
        <Button type="submit" isDisabled={!email.trim() || forgot.isPending} isLoading={forgot.isPending}>
          Send reset link
        </Button>
        <Link to="/login">Back to log in</Link>
      </ActionGroup>
    </Form>
  );
}

import { FormGroup, FormHelperText, HelperText, HelperTextItem, TextInput } from '@patternfly/react-core';

/** The new password and its confirmation; the api checks the length policy and says so. */
export function NewPasswordFields({
  password,
  confirmation,
  onPassword,
  onConfirmation,
}: {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  const mismatch = confirmation.length > 0 && confirmation !== password;
  return (
    <>
      <FormGroup label="New password" isRequired fieldId="new-password">
        <TextInput id="new-password" type="password" value={password} onChange={(_event, value) => onPassword(value)} isRequired autoComplete="new-password" />
      </FormGroup>
      <FormGroup label="Confirm new password" isRequired fieldId="confirm-password">
        <TextInput
          id="confirm-password"
          type="password"
          value={confirmation}
          onChange={(_event, value) => onConfirmation(value)}
          isRequired
          autoComplete="new-password"
          validated={mismatch ? 'error' : 'default'}
        />
        {mismatch && (
          <FormHelperText>
            <HelperText>
              <HelperTextItem variant="error">The passwords do not match</HelperTextItem>
            </HelperText>
          </FormHelperText>
        )}
      </FormGroup>
    </>
  );
}

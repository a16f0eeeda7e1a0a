import { LoginForm } from '@patternfly/react-core';
import ExclamationCircleIcon from '@patternfly/react-icons/dist/esm/icons/exclamation-circle-icon';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../../app/constants';
import type { LoginRedirectState } from '../../app/guards';
import { useLoginMutation } from '../../queries/session';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLoginMutation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { username, password },
      {
        onSuccess: () => {
          const { from } = (location.state ?? {}) as LoginRedirectState;
          navigate(from ?? HOME_PATH, { replace: true });
        },
      },
    );
  };

  return (
    <>
      <LoginForm
        onSubmit={onSubmit}
        usernameValue={username}
        onChangeUsername={(_event, value) => setUsername(value)}
        passwordValue={password}
        onChangePassword={(_event, value) => setPassword(value)}
        isShowPasswordEnabled
        showHelperText={login.isError}
        helperText={login.error?.message}
        helperTextIcon={<ExclamationCircleIcon />}
        isValidUsername={!login.isError}
        isValidPassword={!login.isError}
        isLoginButtonDisabled={login.isPending || !username || !password}
      />
      <p className="pf-v6-u-mt-md">
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
    </>
  );
}

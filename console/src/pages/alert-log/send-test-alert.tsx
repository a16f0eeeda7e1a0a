import { Alert, Button, Form, FormGroup, FormHelperText, HelperText, HelperTextItem, Modal, ModalBody, ModalFooter, ModalHeader, TextInput } from '@patternfly/react-core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError, messageOf } from '../../api/client';
import { DialogFooter } from '../../components/dialog-footer';
import { useSendTestAlertMutation } from '../../queries/alerts';
import { ALERT_LOG_PATH } from './alert-log-path';

const FORM_ID = 'send-test-alert';

/** The address field a 400 names and its message, shown under that field. */
function addressRefusalOf(error: unknown): { field: 'email' | 'cellphone'; message: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const body = error.body as { field?: string; message?: string } | undefined;
  return body?.field === 'email' || body?.field === 'cellphone' ? { field: body.field, message: body.message ?? error.message } : undefined;
}

function FieldError({ message }: { message?: string }) {
  return message ? (
    <FormHelperText>
      <HelperText>
        <HelperTextItem variant="error">{message}</HelperTextItem>
      </HelperText>
    </FormHelperText>
  ) : null;
}

/**
 * "Send a test" on an event type's page: asks an e-mail address and/or a cellphone number and
 * sends the event type's header and footer around a sample text there (SendTestAlert); the
 * messages then show in the alert log.
 */
export function SendTestAlertButton({ eventTypeID }: { eventTypeID: string }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [cellphone, setCellphone] = useState('');
  const send = useSendTestAlertMutation();
  const refusal = addressRefusalOf(send.error);
  const close = () => {
    setOpen(false);
    send.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ eventTypeID, email: email.trim() || undefined, cellphone: cellphone.trim() || undefined });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Send a test
      </Button>
      <Modal variant="small" isOpen={open} onClose={close} aria-labelledby="send-test-alert-title">
        <ModalHeader title="Send a test" labelId="send-test-alert-title" description="The event type's header and footer around a sample text, to the addresses you give." />
        <ModalBody>
          {send.isSuccess ? (
            <Alert variant="success" isInline title={`Test queued: ${send.data.deliveryIDs.length === 1 ? 'one message' : `${send.data.deliveryIDs.length} messages`}`}>
              Follow {send.data.deliveryIDs.length === 1 ? 'it' : 'them'} in the <Link to={`${ALERT_LOG_PATH}?eventTypeID=${eventTypeID}`}>alert log</Link>.
            </Alert>
          ) : (
            <Form id={FORM_ID} onSubmit={submit}>
              {send.isError && !refusal && (
                <Alert variant="danger" isInline title="Not sent">
                  {messageOf(send.error)}
                </Alert>
              )}
              <FormGroup label="E-mail address" fieldId="send-test-email">
                <TextInput id="send-test-email" type="email" value={email} onChange={(_event, value) => setEmail(value)} validated={refusal?.field === 'email' ? 'error' : 'default'} />
                <FieldError message={refusal?.field === 'email' ? refusal.message : undefined} />
              </FormGroup>
              <FormGroup label="Cellphone" fieldId="send-test-cellphone">
                <TextInput id="send-test-cellphone" type="tel" placeholder="+27825550123" value={cellphone} onChange={(_event, value) => setCellphone(value)} validated={refusal?.field === 'cellphone' ? 'error' : 'default'} />
                <FieldError message={refusal?.field === 'cellphone' ? refusal.message : undefined} />
              </FormGroup>
            </Form>
          )}
        </ModalBody>
        {send.isSuccess ? (
          <ModalFooter>
            <Button variant="primary" onClick={close}>
              Close
            </Button>
          </ModalFooter>
        ) : (
          <DialogFooter label="Send" form={FORM_ID} isBusy={send.isPending} onCancel={close} />
        )}
      </Modal>
    </>
  );
}

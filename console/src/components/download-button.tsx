import { Alert, Button } from '@patternfly/react-core';
import { useState } from 'react';
import { saveApiFile } from '../api/client';

/** Saves a file the api serves only over the session (an export's or a report's `downloadUrl`): fetched with the Token, never a plain link. */
export function DownloadButton({ url, label }: { url: string; label: string }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await saveApiFile(url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void download()} isLoading={busy} isDisabled={busy}>
        {label}
      </Button>
      {error && <Alert variant="danger" isInline isPlain title={`Cannot download: ${error}`} />}
    </>
  );
}

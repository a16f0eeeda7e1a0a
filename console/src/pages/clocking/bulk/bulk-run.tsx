import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from '@patternfly/react-core';
import type { EmployeeListItem } from '@tna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { runPerEmployee, type EmployeeOutcome, type OutcomeOf } from '../../../queries/bulk-actions';
import { BulkOutcomes } from './bulk-outcomes';

/** A bulk dialog's run: its outcomes so far, whether it runs, and how to start and stop it. */
export function useBulkRun() {
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<EmployeeOutcome[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [running, setRunning] = useState(false);
  const stopped = useRef(false);
  const start = async (employees: readonly EmployeeListItem[], outcomeOf: OutcomeOf) => {
    stopped.current = false;
    setOutcomes([]);
    setTotal(employees.length);
    setRunning(true);
    try {
      await runPerEmployee(employees, outcomeOf, (outcome) => setOutcomes((done) => [...done, outcome]), () => stopped.current);
    } finally {
      setRunning(false);
      // Every view of the days acted on (grid, detail) reads them again.
      void queryClient.invalidateQueries();
    }
  };
  const stop = () => {
    stopped.current = true;
  };
  return { outcomes, total, running, started: total !== null, start, stop };
}

export type BulkRun = ReturnType<typeof useBulkRun>;

/**
 * The frame of a bulk dialog: the form until it runs, then the progress and each employee's
 * outcome. Closing stops the run before its next employee (calls already sent still finish).
 */
export function BulkRunModal({ title, run, onClose, formID, canStart, children }: { title: string; run: BulkRun; onClose: () => void; formID: string; canStart: boolean; children: ReactNode }) {
  const close = () => {
    run.stop();
    onClose();
  };
  return (
    <Modal variant="large" isOpen onClose={close} aria-labelledby={`${formID}-title`}>
      <ModalHeader title={title} labelId={`${formID}-title`} />
      <ModalBody>{run.started ? <BulkOutcomes outcomes={run.outcomes} total={run.total ?? 0} running={run.running} /> : children}</ModalBody>
      <ModalFooter>
        {!run.started && (
          <Button type="submit" form={formID} isDisabled={!canStart}>
            Apply to all
          </Button>
        )}
        {run.running && (
          <Button variant="secondary" onClick={run.stop}>
            Stop
          </Button>
        )}
        <Button variant="link" onClick={close}>
          {run.started && !run.running ? 'Close' : 'Cancel'}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

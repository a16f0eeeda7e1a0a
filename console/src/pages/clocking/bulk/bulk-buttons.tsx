import { Button, Flex } from '@patternfly/react-core';
import { hasAnyPermission, type AdjustmentKind } from '@tna/contracts';
import { useState } from 'react';
import { userRights, useSession } from '../../../session/session';
import type { EmployeeFilter } from '../../../queries/bulk-actions';
import { allowedBulkActions, BulkActionsModal, type BulkRange } from './bulk-actions-modal';
import { BulkAdjustmentModal } from './bulk-adjustment-modal';

/** The clocking screen's entries to the bulk dialogs; each is hidden without its flags. */
export function BulkButtons({ range, filter }: { range: BulkRange; filter?: EmployeeFilter }) {
  const session = useSession();
  const rights = session ? userRights(session) : null;
  const actions = allowedBulkActions(rights);
  const mayAdjust = rights !== null && hasAnyPermission(rights, ['clkTimeAdjustments']);
  const kinds: AdjustmentKind[] = rights !== null && hasAnyPermission(rights, ['clkNoPay']) ? ['time', 'fromNoPay', 'futureOvertime', 'transfer'] : ['time', 'futureOvertime', 'transfer'];
  const [open, setOpen] = useState<'actions' | 'adjustment' | null>(null);
  if (actions.length === 0 && !mayAdjust) return null;
  return (
    <Flex spaceItems={{ default: 'spaceItemsSm' }}>
      {actions.length > 0 && (
        <Button variant="secondary" onClick={() => setOpen('actions')}>
          Many employees…
        </Button>
      )}
      {mayAdjust && (
        <Button variant="secondary" onClick={() => setOpen('adjustment')}>
          Adjust many employees…
        </Button>
      )}
      {open === 'actions' && <BulkActionsModal actions={actions} initialRange={range} initialFilter={filter} onClose={() => setOpen(null)} />}
      {open === 'adjustment' && <BulkAdjustmentModal kinds={kinds} initialDate={range.to} initialFilter={filter} onClose={() => setOpen(null)} />}
    </Flex>
  );
}

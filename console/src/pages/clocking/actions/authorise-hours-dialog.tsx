import { useState } from 'react';
import type { AuthUnAuthHoursRangeRequest, HoursAuthorisationResult, HoursAuthoriseRequest } from '@tna/contracts';
import { useShiftActionMutation } from '../../../queries/clockings';
import type { GridDay } from '../clocking-grid';
import { ActionDialog, isRangeComplete, RangeFields, type ActionOutcome } from './action-dialog';

function outcomeOf(result: HoursAuthorisationResult): ActionOutcome {
  // 102: the hours are the user's own, which nobody may authorise or unauthorise; nothing was stored.
  if ('resultCode' in result) return { variant: 'danger', title: `${result.resultCode} ${result.resultText}` };
  const locked = result.lockedDays > 0 ? `, ${result.lockedDays} locked days left as they were` : '';
  return { variant: 'success', title: `Hours ${result.authorise ? 'authorised' : 'unauthorised'}: ${result.days} days${locked}.` };
}

/**
 * The calculated day alone goes by its id (HoursAuthorise); a range of days by the employee and
 * dates (AuthUnAuthHoursEmplsDateRange), which also covers days calculated meanwhile.
 */
export function AuthoriseHoursDialog({ day, authorise, onClose }: { day: GridDay; authorise: boolean; onClose: () => void }) {
  const [range, setRange] = useState({ from: day.date, to: day.date });
  const byDay = useShiftActionMutation<HoursAuthoriseRequest, HoursAuthorisationResult>('HoursAuthorise');
  const byRange = useShiftActionMutation<AuthUnAuthHoursRangeRequest, HoursAuthorisationResult>('AuthUnAuthHoursEmplsDateRange');
  const oneDay = day.shift !== undefined && range.from === day.date && range.to === day.date;
  const action = oneDay ? byDay : byRange;
  return (
    <ActionDialog
      title={authorise ? 'Authorise hours' : 'Unauthorise hours'}
      submitLabel={authorise ? 'Authorise' : 'Unauthorise'}
      onClose={onClose}
      onSubmit={() => {
        if (oneDay) byDay.mutate({ employeeShiftsIDs: [day.shift!.id], authorise });
        else byRange.mutate({ employeeIDs: [day.employeeID], ...range, authorise });
      }}
      isPending={action.isPending}
      error={action.error}
      outcome={action.data ? outcomeOf(action.data) : null}
      isComplete={isRangeComplete(range)}
    >
      <RangeFields range={range} onChange={setRange} />
    </ActionDialog>
  );
}

import { Flex, List, ListItem, Title } from '@patternfly/react-core';
import type { MinuteAccount, TimeCalculationMethod } from '@tna/contracts';
import { hoursMinutes } from '../zoned-time';
import { TermList } from './term-list';

const PAIRING_TEXT = { filo: 'FILO: first and last clocking only', directional: 'by the directions the readers sent', alternating: 'alternating IN, OUT (the readers send no direction)' };

/** The engine's steps in order, as the numbers it decided with (TIME-ENGINE.md §5–§7). */
function accountRows(account: MinuteAccount): [string, string][] {
  const rows: [string, string][] = [
    ['Worked inside the shift', hoursMinutes(account.inside)],
    ['Worked before the shift', `${hoursMinutes(account.before)}${account.before > 0 ? (account.beforeCounted ? ' (pre-shift overtime)' : ' (not counted)') : ''}`],
    ['Worked after the shift', hoursMinutes(account.after)],
    ['Break deducted', hoursMinutes(account.breakDeducted)],
    ['Target', hoursMinutes(account.target)],
    ['Overtime candidates', hoursMinutes(account.overtimeCandidates)],
  ];
  if (account.limitOverflowToNormal > 0) rows.push(['Over the overtime limit, to normal', hoursMinutes(account.limitOverflowToNormal)]);
  rows.push(['Short (before make-up)', hoursMinutes(account.short)]);
  if (account.madeUpOwn + account.madeUpCarried > 0) rows.push(['Made up from overtime', `${hoursMinutes(account.madeUpOwn)} own, ${hoursMinutes(account.madeUpCarried)} carried`]);
  rows.push(['Carried short time in / out', `${hoursMinutes(account.carriedShortIn)} / ${hoursMinutes(account.carriedShortOut)}`]);
  if (account.clearedToNormal > 0) rows.push(['No-pay cleared to normal', hoursMinutes(account.clearedToNormal)]);
  rows.push(
    ['Normal', hoursMinutes(account.normal)],
    ['Overtime', Object.entries(account.overtime).map(([bucket, minutes]) => `OT${bucket} ${hoursMinutes(minutes)}`).join(', ') || 'none'],
    ['No pay (NP B, NP A)', `${hoursMinutes(account.noPay.total)} (${hoursMinutes(account.noPay.before)}, ${hoursMinutes(account.noPay.after)})`],
  );
  if (account.leaveMinutes > 0) rows.push(['Leave', hoursMinutes(account.leaveMinutes)]);
  return rows;
}

export function CalculationMethodTab({ method }: { method: TimeCalculationMethod }) {
  const explanation = method.explanation;
  return (
    <Flex direction={{ default: 'column' }} gap={{ default: 'gapLg' }}>
      {explanation && (
        <section>
          <Title headingLevel="h3" size="md">
            The numbers
          </Title>
          <TermList
            label="Calculation numbers"
            rows={[...(explanation.pairingMethod ? [['Pairing', PAIRING_TEXT[explanation.pairingMethod]] as const] : []), ...accountRows(explanation.minutes)]}
          />
        </section>
      )}
      <section>
        <Title headingLevel="h3" size="md">
          Step by step
        </Title>
        {method.steps.length === 0 ? (
          <p>The time engine recorded no steps for this day.</p>
        ) : (
          <List isPlain aria-label="Calculation steps" style={{ fontFamily: 'var(--pf-t--global--font--family--mono, monospace)' }}>
            {method.steps.map((step, index) => (
              <ListItem key={index}>{step}</ListItem>
            ))}
          </List>
        )}
        <small>Step times count from the local midnight of the shift’s date in {method.employee.timeZone}; one past the next midnight shows it, e.g. 06:00 (+1d).</small>
      </section>
    </Flex>
  );
}

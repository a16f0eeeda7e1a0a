import { Content, Flex, FlexItem, Title } from '@patternfly/react-core';
import type { TimeCalculationMethod } from '@tna/contracts';
import { NoExplanation } from './no-explanation';
import { MinuteAccountBar } from './minute-account';
import { SEGMENT_LOOK, TimelineDrawing } from './timeline-drawing';

/** The day drawn: window, shift, grace, clockings, pairs, breaks and where every minute went. */
export function TimelineTab({ method }: { method: TimeCalculationMethod }) {
  const explanation = method.explanation;
  if (!explanation) return <NoExplanation method={method} />;
  const kinds = [...new Set(explanation.segments.map((segment) => segment.kind))];
  return (
    <Flex direction={{ default: 'column' }} gap={{ default: 'gapMd' }}>
      <Content component="small">{`Times in ${method.employee.timeZone}. Hover a mark for its detail.`}</Content>
      {explanation.clockings.length === 0 && explanation.window === null ? (
        <Content component="p">No clockings on this day off.</Content>
      ) : (
        <TimelineDrawing explanation={explanation} timeZone={method.employee.timeZone} shiftDate={method.shiftDate} />
      )}
      <Flex gap={{ default: 'gapLg' }} aria-label="Timeline legend">
        {kinds.map((kind) => (
          <FlexItem key={kind}>
            <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, background: SEGMENT_LOOK[kind].color, marginRight: 6 }} />
            {SEGMENT_LOOK[kind].label}
          </FlexItem>
        ))}
      </Flex>
      <Title headingLevel="h3" size="md">
        Where every minute went
      </Title>
      <MinuteAccountBar account={explanation.minutes} />
    </Flex>
  );
}

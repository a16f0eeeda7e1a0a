import { DescriptionList, DescriptionListDescription, DescriptionListGroup, DescriptionListTerm } from '@patternfly/react-core';

/** Terms and their values, one line each: the shape of the day's setup, values and numbers. */
export function TermList({ rows, label }: { rows: readonly (readonly [string, string])[]; label: string }) {
  return (
    <DescriptionList isHorizontal isCompact aria-label={label}>
      {rows.map(([term, value]) => (
        <DescriptionListGroup key={term}>
          <DescriptionListTerm>{term}</DescriptionListTerm>
          <DescriptionListDescription>{value}</DescriptionListDescription>
        </DescriptionListGroup>
      ))}
    </DescriptionList>
  );
}

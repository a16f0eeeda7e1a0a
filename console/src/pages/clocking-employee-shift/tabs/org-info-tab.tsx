import { Alert, Spinner } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import type { EmployeeShiftOrgInfo } from '@tna/contracts';
import { useFetchEmployeeShiftOrgInfo } from '../../../queries/employee-shift';
import { clockTime, localDate } from '../zoned-time';

/** The organisation's parts in the order reports group by, each with the ChangeOrgInfo / ChangeLocation field that sets it for a day. */
const PARTS: readonly { label: string; key: keyof Pick<EmployeeShiftOrgInfo, 'businessUnit' | 'department' | 'costCentre' | 'team' | 'jobTitle' | 'location'>; field: string }[] = [
  { label: 'Business unit', key: 'businessUnit', field: 'businessUnitID' },
  { label: 'Department', key: 'department', field: 'departmentID' },
  { label: 'Cost centre', key: 'costCentre', field: 'costCentreID' },
  { label: 'Team', key: 'team', field: 'teamID' },
  { label: 'Job title', key: 'jobTitle', field: 'jobTitleID' },
  { label: 'Location', key: 'location', field: 'locationID' },
];

/** The organisation in force on the day, and for each part whether the day has its own or follows the employee record. */
export function OrgInfoTab({ shiftID, timeZone }: { shiftID: string; timeZone: string }) {
  const info = useFetchEmployeeShiftOrgInfo(shiftID);
  if (info.isPending) return <Spinner size="lg" aria-label="Loading the organisation" />;
  if (info.isError) return <Alert variant="danger" isInline title={info.error.message} />;
  const { changedFields, changedBy, changedAt } = info.data;
  return (
    <>
      <Table aria-label="Organisation of the day" variant="compact" role="table">
        <Thead>
          <Tr>
            <Th>Part</Th>
            <Th>In force</Th>
            <Th>From</Th>
          </Tr>
        </Thead>
        <Tbody>
          {PARTS.map((part) => {
            const own = changedFields.includes(part.field);
            return (
              <Tr key={part.key}>
                <Td dataLabel="Part">{part.label}</Td>
                <Td dataLabel="In force">{info.data[part.key]?.name ?? 'None'}</Td>
                {/* The employee record has no location: a day's location is only ever its own. */}
                <Td dataLabel="From">{own ? 'Set for this day' : part.key === 'location' ? '' : 'Employee record'}</Td>
              </Tr>
            );
          })}
        </Tbody>
      </Table>
      {changedAt && (
        <p style={{ paddingTop: '1rem' }}>{`Changed by ${changedBy ?? 'unknown'} on ${localDate(changedAt, timeZone)} at ${clockTime(changedAt, timeZone)} (${timeZone}).`}</p>
      )}
    </>
  );
}

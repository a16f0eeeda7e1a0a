import { Content, FormGroup, HelperText, HelperTextItem, Spinner } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { BIO_TEMPLATE_KIND_LABELS, type EmployeeBioTemplate } from '@tna/contracts';
import { useFetchEmployeeBioTemplates } from '../../queries/employee-record';

const receivedFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The reader's own numbering: the finger (0 to 9) or part, and which of its templates when it keeps several. */
const numberText = (template: EmployeeBioTemplate) => (template.index > 0 ? `${template.number} (template ${template.index})` : String(template.number));

const readerText = (template: EmployeeBioTemplate) => template.scannerName ?? `${template.readerSerial} (no longer registered)`;

/** The templates readers uploaded for the employee's number; they are enrolled at a reader, not here. */
export function EmployeeBioTemplates({ employeeID }: { employeeID: string }) {
  const templates = useFetchEmployeeBioTemplates(employeeID);
  return (
    <FormGroup label="Biometric templates" fieldId="employee-bio-templates" role="group" style={{ gridColumn: '1 / -1' }}>
      {templates.isPending && <Spinner size="md" aria-label="Loading the biometric templates" />}
      {templates.isError && (
        <HelperText>
          <HelperTextItem variant="error">{templates.error.message}</HelperTextItem>
        </HelperText>
      )}
      {templates.data?.length === 0 && <Content component="p">No templates uploaded by a reader yet.</Content>}
      {templates.data && templates.data.length > 0 && (
        <Table aria-label="Biometric templates" variant="compact" role="table">
          <Thead>
            <Tr>
              <Th>Finger</Th>
              <Th>Kind</Th>
              <Th>Reader</Th>
              <Th>Received</Th>
            </Tr>
          </Thead>
          <Tbody>
            {templates.data.map((template) => (
              <Tr key={`${template.kind}-${template.number}-${template.index}`}>
                <Td dataLabel="Finger">{numberText(template)}</Td>
                <Td dataLabel="Kind">
                  {BIO_TEMPLATE_KIND_LABELS[template.kind]}
                  {template.valid === false && ' (marked invalid by the reader)'}
                </Td>
                <Td dataLabel="Reader">{readerText(template)}</Td>
                <Td dataLabel="Received">{receivedFormat.format(new Date(template.receivedAt))}</Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
    </FormGroup>
  );
}

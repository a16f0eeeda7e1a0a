import {
  ActionGroup,
  Alert,
  Bullseye,
  Button,
  Content,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  EmptyState,
  Form,
  FormGroup,
  FormHelperText,
  HelperText,
  HelperTextItem,
  PageSection,
  Spinner,
  Tab,
  Tabs,
  TabTitleText,
} from '@patternfly/react-core';
import { EMPLOYEE_ENTITY, EMPLOYEE_TABS, PHOTO_MAX_BYTES, PHOTO_MIN_BYTES, checkRecord, type EmployeeDetail, type EmployeeTab } from '@tna/contracts';
import { useState, type ChangeEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FieldControls, newRecord } from '../../components/field-control';
import { fieldErrorsOf, isStaleVersion, toFieldErrors, type FieldErrors } from '../../components/field-errors';
import { uploadEmployeePhoto, useFetchEmployee, useFetchEmployeePhoto, useSaveEmployeeMutation } from '../../queries/employee-record';
import { EmployeeBioTemplates } from './employee-bio-templates';
import { EmployeeHolidayCalendars } from './employee-holiday-calendars';

const fieldsOf = (tab: EmployeeTab) => EMPLOYEE_ENTITY.fields.filter((field) => field.group === tab);
const tabOfField = (name: string): EmployeeTab | undefined => EMPLOYEE_ENTITY.fields.find((field) => field.name === name.replace(/[[.].*$/, ''))?.group as EmployeeTab | undefined;
const PHOTO_TAB: EmployeeTab = 'Contact and Photograph';
const BIOMETRICS_TAB: EmployeeTab = 'Biometrics and Access Expiry';
/** Two columns of fields where the screen is wide enough: the main details are many. */
const TAB_BODY_STYLE = {
  paddingTop: 'var(--pf-t--global--spacer--md)',
  display: 'grid',
  gap: 'var(--pf-t--global--spacer--md) var(--pf-t--global--spacer--xl)',
  gridTemplateColumns: 'repeat(auto-fill, minmax(22rem, 1fr))',
  alignItems: 'start',
};

/** `/add-employee` and `/edit-employee/:id`. */
export function EmployeeFormPage() {
  const { id } = useParams();
  const stored = useFetchEmployee(id);
  if (id && !stored.data) {
    return (
      <PageSection>
        <Bullseye>
          {stored.isError ? (
            <EmptyState titleText="Could not load the employee" headingLevel="h2" status="danger">
              {stored.error.message}
            </EmptyState>
          ) : (
            <Spinner aria-label="Loading the employee" />
          )}
        </Bullseye>
      </PageSection>
    );
  }
  return <EmployeeForm key={`${stored.data?.id}-${stored.data?.version}`} stored={stored.data} onReload={() => stored.refetch()} />;
}

/** Checks the photograph's size here; its content is judged by the api. */
function photoSizeProblem(file: File): string | null {
  if (file.size < PHOTO_MIN_BYTES) return 'The photograph must be at least 500 KB';
  if (file.size > PHOTO_MAX_BYTES) return 'The photograph must be at most 10 MB';
  return null;
}

/**
 * The employee's tabs in order. Adding, the tabs are steps: Next checks the tab's fields before
 * moving on, and the user cannot jump ahead. Editing, every tab is open and Save is always there.
 */
function EmployeeForm({ stored, onReload }: { stored?: EmployeeDetail; onReload: () => void }) {
  const navigate = useNavigate();
  const isAdding = !stored;
  const [value, setValue] = useState<Record<string, unknown>>(() => stored ?? newRecord(EMPLOYEE_ENTITY.fields));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState<EmployeeTab>(EMPLOYEE_TABS[0]);
  const [photo, setPhoto] = useState<File | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const save = useSaveEmployeeMutation();
  const photoURL = useFetchEmployeePhoto(stored?.id, stored?.hasPhoto === true);
  const tabIndex = EMPLOYEE_TABS.indexOf(tab);
  const isLastTab = tabIndex === EMPLOYEE_TABS.length - 1;
  const backToList = () => navigate('/employee');

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = Object.keys(found).map(tabOfField).find(Boolean) ?? (found.photo ? PHOTO_TAB : undefined);
    if (first) setTab(first);
  };

  const next = () => {
    const checked = checkRecord({ fields: fieldsOf(tab) }, value);
    const found = toFieldErrors(checked.errors);
    setErrors(found);
    if (checked.errors.length === 0) setTab(EMPLOYEE_TABS[tabIndex + 1]);
  };

  const onSave = () => {
    const checked = checkRecord(EMPLOYEE_ENTITY, value);
    const found: Record<string, string> = { ...toFieldErrors(checked.errors) };
    const photoProblem = photo && photoSizeProblem(photo);
    if (photoProblem) found.photo ??= photoProblem;
    showErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(stored ? { ...value, id: stored.id, version: stored.version } : value, {
      onSuccess: async (saved) => {
        if (photo) {
          try {
            await uploadEmployeePhoto(saved.id, photo);
          } catch (error) {
            // The record is saved: carry on editing it, with the photograph's problem shown.
            setFailure(error);
            showErrors(fieldErrorsOf(error));
            navigate(`/edit-employee/${saved.id}`, { replace: true });
            return;
          }
        }
        backToList();
      },
      onError: (error) => {
        setFailure(error);
        showErrors(fieldErrorsOf(error));
      },
    });
  };

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPhoto(file);
    const { photo: _previous, ...others } = errors;
    const problem = file && photoSizeProblem(file);
    setErrors(problem ? { ...others, photo: problem } : others);
  };

  const message = failure instanceof Error && Object.keys(errors).length === 0 ? failure.message : null;
  return (
    <>
      <PageSection>
        <Content component="h1">{isAdding ? 'Add Employee' : `Edit Employee: ${stored.firstName} ${stored.surname}`}</Content>
        {stored && (
          <DescriptionList isHorizontal isCompact columnModifier={{ default: '3Col' }}>
            <DescriptionListGroup>
              <DescriptionListTerm>Age</DescriptionListTerm>
              <DescriptionListDescription>{stored.age ?? 'Not known'}</DescriptionListDescription>
            </DescriptionListGroup>
            <DescriptionListGroup>
              <DescriptionListTerm>Clocking status</DescriptionListTerm>
              <DescriptionListDescription>{stored.clockingStatus?.text ?? 'No shift today'}</DescriptionListDescription>
            </DescriptionListGroup>
            <DescriptionListGroup>
              <DescriptionListTerm>Current shift</DescriptionListTerm>
              <DescriptionListDescription>{stored.currentShift ? `${stored.currentShift.shiftDate}${stored.currentShift.locked ? ' (locked)' : ''}` : 'None'}</DescriptionListDescription>
            </DescriptionListGroup>
          </DescriptionList>
        )}
      </PageSection>
      <PageSection>
        <Form
          aria-label="Employee"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (isAdding && !isLastTab) next();
            else onSave();
          }}
        >
          {message && (
            <Alert
              variant="danger"
              isInline
              title={isStaleVersion(failure) ? 'Someone else changed this employee' : 'Not saved'}
              actionLinks={isStaleVersion(failure) ? <Button variant="link" isInline onClick={onReload}>Reload it</Button> : undefined}
            >
              {message}
            </Alert>
          )}
          <Tabs activeKey={tab} onSelect={(_event, key) => setTab(key as EmployeeTab)} aria-label="Employee details" mountOnEnter>
            {EMPLOYEE_TABS.map((title, index) => (
              <Tab key={title} eventKey={title} title={<TabTitleText>{title}</TabTitleText>} isDisabled={isAdding && index !== tabIndex}>
                <div style={TAB_BODY_STYLE}>
                  <FieldControls fields={fieldsOf(title)} value={value} onChange={setValue} errors={errors} idPrefix="employee" />
                  {title === BIOMETRICS_TAB && stored && <EmployeeBioTemplates employeeID={stored.id} />}
                  {title === 'Work Rules' && stored && <EmployeeHolidayCalendars employeeID={stored.id} />}
                  {title === PHOTO_TAB && (
                    <FormGroup label="Photograph" fieldId="employee-photo">
                      {photoURL.data && <img src={photoURL.data} alt="The employee's photograph" style={{ maxWidth: '12rem', display: 'block' }} />}
                      <input id="employee-photo" type="file" accept="image/jpeg,image/png" onChange={choosePhoto} aria-describedby="employee-photo-helper" />
                      <FormHelperText>
                        <HelperText>
                          <HelperTextItem id="employee-photo-helper" variant={errors.photo ? 'error' : 'default'}>
                            {errors.photo ?? 'JPEG or PNG, 500 KB to 10 MB'}
                          </HelperTextItem>
                        </HelperText>
                      </FormHelperText>
                    </FormGroup>
                  )}
                </div>
              </Tab>
            ))}
          </Tabs>
          <ActionGroup>
            {isAdding && !isLastTab ? (
              <Button type="submit" variant="primary">
                Next
              </Button>
            ) : (
              <Button type="submit" variant="primary" isLoading={save.isPending} isDisabled={save.isPending}>
                Save
              </Button>
            )}
            <Button variant="link" onClick={backToList}>
              Cancel
            </Button>
          </ActionGroup>
        </Form>
      </PageSection>
    </>
  );
}

import { FormGroup, FormSelect, FormSelectOption } from '@patternfly/react-core';
import { useFetchShiftAdjustmentReasons } from '../queries/adjustments';

/** The shift adjustment reasons to pick one from, "—" for none; the list loads when the field shows. */
export function ReasonSelect({ id, value, onChange, isRequired = false }: { id: string; value: string; onChange: (reasonID: string) => void; isRequired?: boolean }) {
  const reasons = useFetchShiftAdjustmentReasons(true);
  return (
    <FormGroup label="Reason" fieldId={id} isRequired={isRequired}>
      <FormSelect id={id} value={value} onChange={(_event, chosen) => onChange(chosen)}>
        <FormSelectOption value="" label="—" />
        {(reasons.data ?? []).map((reason) => (
          <FormSelectOption key={reason.id} value={reason.id} label={reason.name} />
        ))}
      </FormSelect>
    </FormGroup>
  );
}

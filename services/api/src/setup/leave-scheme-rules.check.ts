import type { SqlQueryable } from '@tna/platform';
import { LEAVE_RULE, LEAVE_SCHEME, type RecordDescriptor } from '@tna/contracts';

import { validationFailed } from './record-sql.util';

/** What one leave type's rules in a scheme share (LEAVE.md §2.1), as fields of the leave rule. */
const SHARED = [
  { field: 'accrualInterval', column: 'accrual_interval' },
  { field: 'accrueType', column: 'accrue_type' },
  { field: 'x', column: 'x' },
] as const;

/**
 * Refuses (400) a leave scheme whose rules of one leave type differ in interval, accrue type or
 * X, and a leave rule changed so that a scheme using it would: the accrual counts one type's
 * periods one way whichever rule applies (LEAVE.md §2.1). Run in the write's transaction after
 * the write, so it checks what would be stored, a partial update's other fields included.
 */
export async function refuseMixedLeaveSchemes(db: SqlQueryable, record: RecordDescriptor, id: string): Promise<void> {
  if (record.name === LEAVE_SCHEME.name) await refuseMixedScheme(db, id);
  if (record.name === LEAVE_RULE.name) await refuseRuleMixingSchemes(db, id);
}

async function refuseMixedScheme(db: SqlQueryable, schemeID: string): Promise<void> {
  const mixed: { leave_type: string; rules: string[] }[] = await db.query(
    `SELECT t.name AS leave_type, array_agg(r.name ORDER BY r.name) AS rules
       FROM api.leave_schemes s
       CROSS JOIN jsonb_array_elements(s.leave_rules) AS row
       JOIN api.leave_rules r ON r.id = (row->>'leaveRuleID')::uuid
       JOIN api.leave_types t ON t.id = r.leave_type_id
      WHERE s.id = $1
      GROUP BY t.id, t.name
     HAVING count(DISTINCT (r.accrual_interval, r.accrue_type, r.x)) > 1
      ORDER BY t.name
      LIMIT 1`,
    [schemeID],
  );
  if (mixed.length === 0) return;
  const [{ leave_type: leaveType, rules }] = mixed;
  throw validationFailed([
    { field: 'leaveRules', message: `the rules of leave type "${leaveType}" (${rules.join(', ')}) must share interval, accrue type and X; only their length of service, values and limits may differ` },
  ]);
}

async function refuseRuleMixingSchemes(db: SqlQueryable, ruleID: string): Promise<void> {
  const columns = SHARED.map(({ column }) => `r.${column} AS own_${column}, o.${column}`).join(', ');
  const clashes: Record<string, unknown>[] = await db.query(
    `SELECT s.name AS scheme, o.name AS other, ${columns}
       FROM api.leave_rules r
       JOIN api.leave_schemes s ON s.leave_rules @> jsonb_build_array(jsonb_build_object('leaveRuleID', r.id::text))
       CROSS JOIN jsonb_array_elements(s.leave_rules) AS row
       JOIN api.leave_rules o ON o.id = (row->>'leaveRuleID')::uuid AND o.id <> r.id AND o.leave_type_id = r.leave_type_id
      WHERE r.id = $1 AND (o.accrual_interval, o.accrue_type, o.x) IS DISTINCT FROM (r.accrual_interval, r.accrue_type, r.x)
      ORDER BY s.name, o.name
      LIMIT 1`,
    [ruleID],
  );
  if (clashes.length === 0) return;
  const [clash] = clashes;
  const { field } = SHARED.find(({ column }) => clash[`own_${column}`] !== clash[column])!;
  throw validationFailed([
    { field, message: `leave scheme "${String(clash.scheme)}" also has rule "${String(clash.other)}" of this leave type, and one type's rules in a scheme must share interval, accrue type and X` },
  ]);
}

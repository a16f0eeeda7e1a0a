/** The employee row as the API answers it. */
export const EMPLOYEE_COLUMNS = `id, employee_number AS "employeeNumber", external_employee_number AS "externalEmployeeNumber",
  first_name AS "firstName", surname, preferred_name AS "preferredName", time_zone AS "timeZone", version`;

/** The SystemUser answer's columns; `u` is system_users, `t` its template, `ut` its user team. */
export const SYSTEM_USER_SELECT = `SELECT u.id, u.username, u.full_name AS "fullName", u.is_administrator AS "isAdministrator", u.status,
       u.security_template_id AS "securityTemplateID", t.name AS "securityTemplateName", u.employee_id AS "employeeID",
       to_char(u.expires_on, 'YYYY-MM-DD') AS "expiresOn", u.cell_phone AS "cellPhone", u.email, u.user_team_id AS "userTeamID",
       ut.name AS "userTeamName", u.web_clocking_only AS "webClockingOnly", u.version
  FROM system_users u
  LEFT JOIN security_templates t ON t.id = u.security_template_id
  LEFT JOIN user_teams ut ON ut.id = u.user_team_id`;

/** Foreign keys of system_users and the field each one checks. */
export const SYSTEM_USER_REFERENCES: Readonly<Record<string, string>> = {
  system_users_security_template_id_fkey: 'securityTemplateID',
  system_users_user_team_id_fkey: 'userTeamID',
  system_users_employee_id_fkey: 'employeeID',
};

export const SYSTEM_USER_UNIQUE: Readonly<Record<string, string>> = {
  system_users_username: 'username',
  system_users_employee: 'employeeID',
};

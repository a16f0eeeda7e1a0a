/** The SecurityTemplate answer's columns; `t` is security_templates. */
export const SECURITY_TEMPLATE_SELECT = `SELECT t.id, t.name, t.permissions, t.version,
       (SELECT count(*)::int FROM system_users u WHERE u.security_template_id = t.id) AS "userCount"
  FROM security_templates t`;

export const SECURITY_TEMPLATE_UNIQUE = { security_templates_name: 'name' };

/** The services of the platform; each owns one PostgreSQL schema of the same name (dashes become underscores). */
export const SERVICE_NAMES = ['api', 'ingestion', 'time-engine', 'leave', 'payroll', 'alerts'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export function schemaOf(service: ServiceName): string {
  return service.replace(/-/g, '_');
}

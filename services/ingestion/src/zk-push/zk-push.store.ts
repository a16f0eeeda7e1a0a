import type { EntityManager } from 'typeorm';
import type { BioTemplateRecord } from './domain/operation-log';

/** Stores biometric templates; a later upload of the same key replaces the stored one. */
export async function storeBioTemplates(manager: EntityManager, templates: readonly BioTemplateRecord[], serial: string, receivedAt: Date): Promise<void> {
  if (templates.length === 0) return;
  await manager.query(
    `INSERT INTO bio_templates (pin, kind, number, template_index, algorithm_version, format, size, valid, duress, template, serial, received_at)
     SELECT *, $11::text, $12::timestamptz
       FROM unnest($1::text[], $2::text[], $3::smallint[], $4::smallint[], $5::text[], $6::smallint[], $7::integer[], $8::boolean[], $9::boolean[], $10::text[])
     ON CONFLICT (pin, kind, number, template_index) DO UPDATE SET
       algorithm_version = EXCLUDED.algorithm_version, format = EXCLUDED.format, size = EXCLUDED.size, valid = EXCLUDED.valid,
       duress = EXCLUDED.duress, template = EXCLUDED.template, serial = EXCLUDED.serial, received_at = EXCLUDED.received_at`,
    [
      templates.map((t) => t.pin),
      templates.map((t) => t.kind),
      templates.map((t) => t.number),
      templates.map((t) => t.index),
      templates.map((t) => t.algorithmVersion),
      templates.map((t) => t.format),
      templates.map((t) => t.size),
      templates.map((t) => t.valid),
      templates.map((t) => t.duress),
      templates.map((t) => t.template),
      serial,
      receivedAt,
    ],
  );
}

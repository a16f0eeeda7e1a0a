import type { MigrationInterface, QueryRunner } from 'typeorm';

export class BioTemplates1763880001000 implements MigrationInterface {
  name = 'BioTemplates1763880001000';

  async up(q: QueryRunner): Promise<void> {
    // The templates readers upload, one per PIN, kind, number and index: a later upload replaces
    // it. Kept by PIN, not employee, so a template uploaded before its employee exists still matches.
    await q.query(`CREATE TABLE ingestion.bio_templates (
      pin text NOT NULL,
      kind text NOT NULL,
      number smallint NOT NULL,
      template_index smallint NOT NULL,
      algorithm_version text,
      format smallint,
      size integer NOT NULL,
      valid boolean,
      duress boolean NOT NULL,
      template text NOT NULL,
      serial text NOT NULL,
      received_at timestamptz NOT NULL,
      PRIMARY KEY (pin, kind, number, template_index)
    )`);
    // The api lists templates but never needs their bytes, so the view leaves them out.
    await q.query(`CREATE VIEW ingestion.v_bio_templates AS
      SELECT pin, kind, number, template_index, algorithm_version, size, valid, duress, serial, received_at FROM ingestion.bio_templates`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW ingestion.v_bio_templates');
    await q.query('DROP TABLE ingestion.bio_templates');
  }
}

/**
 * What a biometric template records, from the ZKTeco BIODATA type numbers (1 fingerprint,
 * 2 near-infrared face, 3 voice, 4 iris, 5 retina, 6 palm, 7 finger vein, 8 palm vein,
 * 9 visible-light face). The two face kinds are different algorithms, so they are kept apart.
 */
export const BIO_TEMPLATE_KINDS = ['fingerprint', 'face', 'voice', 'iris', 'retina', 'palm', 'finger-vein', 'palm-vein', 'visible-light-face'] as const;
export type BioTemplateKind = (typeof BIO_TEMPLATE_KINDS)[number];

export const BIO_TEMPLATE_KIND_LABELS: Readonly<Record<BioTemplateKind, string>> = {
  fingerprint: 'Fingerprint',
  face: 'Face (infrared)',
  voice: 'Voice',
  iris: 'Iris',
  retina: 'Retina',
  palm: 'Palm',
  'finger-vein': 'Finger vein',
  'palm-vein': 'Palm vein',
  'visible-light-face': 'Face (visible light)',
};

/** A row of GetEmployeeBioTemplates: a template a reader uploaded for the employee's PIN, without its bytes. */
export interface EmployeeBioTemplate {
  kind: BioTemplateKind;
  /** The finger (0 to 9) or other body part as the reader numbers it. */
  number: number;
  /** Which of the part's templates this is (finger vein keeps three a finger); 0 for most. */
  index: number;
  /** The reader's algorithm version (`MajorVer.MinorVer`); null when the line does not say. */
  algorithmVersion: string | null;
  /** Bytes of the template. */
  size: number;
  /** The reader's valid flag; null when the line does not carry one. */
  valid: boolean | null;
  duress: boolean;
  /** Serial number of the reader that sent it last, and that reader if it is still registered. */
  readerSerial: string;
  scannerID: string | null;
  scannerName: string | null;
  receivedAt: string;
}

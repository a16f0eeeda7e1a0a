import fs from 'node:fs';
import path from 'node:path';
import { EVENT_KINDS, type DeliveryChannel } from '@tna/contracts';
import Handlebars from 'handlebars';

/**
 * The shipped templates: services/alerts/templates in the sources, copied beside the compiled
 * service by the build (services/dist/alerts/templates), so the same path works from both.
 */
export const SHIPPED_TEMPLATES_DIR = path.resolve(__dirname, '../../templates');

/** What a template is chosen by: an event kind, a correction of one, or a test. */
export type TemplateKind = (typeof EVENT_KINDS)[number]['value'] | 'correction' | 'test';
const TEMPLATE_KINDS: readonly TemplateKind[] = [...EVENT_KINDS.map((kind) => kind.value), 'correction', 'test'];

/** The event type's header and footer for the message's channel. */
export interface Frame {
  header: string | null;
  footer: string | null;
}

export interface RenderedMessage {
  /** E-mail only: the template's first line. */
  subject: string | null;
  body: string;
}

// Plain text (no HTML escaping: `&` stays `&`); a field the data lacks renders blank, since
// headers and footers are typed by operators and each kind's details differ.
const OPTIONS = { noEscape: true } as const;

type Compiled = (data: object) => string;

/** A header or footer as typed; text that is not a valid template is sent as it stands. */
function renderTyped(text: string | null, data: object): string {
  if (!text?.trim()) return '';
  try {
    return Handlebars.compile(text, OPTIONS)(data).trim();
  } catch {
    return text.trim();
  }
}

/**
 * The message templates, `<kind>.email.hbs` and `<kind>.sms.hbs` (Handlebars, plain text; an
 * e-mail's first line is its subject), read once at start from the shipped folder and, file by
 * file, from TNA_ALERT_TEMPLATES_DIR when set: a file there replaces the shipped one of its name.
 */
export class MessageTemplates {
  private constructor(private readonly compiled: ReadonlyMap<string, Compiled>) {}

  /** Throws, naming the file, for a missing or broken template: a start with bad templates would only fail later, message by message. */
  static load(overrideDir?: string, shippedDir = SHIPPED_TEMPLATES_DIR): MessageTemplates {
    if (overrideDir && !fs.statSync(overrideDir, { throwIfNoEntry: false })?.isDirectory()) {
      throw new Error(`TNA_ALERT_TEMPLATES_DIR ${overrideDir} is not a folder`);
    }
    const compiled = new Map<string, Compiled>();
    for (const kind of TEMPLATE_KINDS) {
      for (const channel of ['email', 'sms'] as const) {
        const name = `${kind}.${channel}.hbs`;
        const override = overrideDir ? path.join(overrideDir, name) : undefined;
        const file = override && fs.existsSync(override) ? override : path.join(shippedDir, name);
        const template = Handlebars.compile(fs.readFileSync(file, 'utf8'), OPTIONS);
        try {
          // Compiling is lazy: one render with no data finds a syntax error now.
          template({});
        } catch (error) {
          throw new Error(`alert template ${file} is not a valid Handlebars template: ${error instanceof Error ? error.message : String(error)}`);
        }
        compiled.set(`${kind}.${channel}`, template);
      }
    }
    return new MessageTemplates(compiled);
  }

  /**
   * The message of one alert on one channel: the event type's header, the kind's body and the
   * footer, each rendered with the alert's details; blank parts are left out.
   */
  render(kind: TemplateKind, channel: DeliveryChannel, frame: Frame, data: object): RenderedMessage {
    const text = this.compiled.get(`${kind}.${channel}`)!(data).trim();
    let subject: string | null = null;
    let body = text;
    if (channel === 'email') {
      const lineEnd = text.indexOf('\n');
      subject = (lineEnd < 0 ? text : text.slice(0, lineEnd)).trim();
      body = lineEnd < 0 ? '' : text.slice(lineEnd + 1).trim();
    }
    const parts = [renderTyped(frame.header, data), body, renderTyped(frame.footer, data)].filter((part) => part !== '');
    return { subject, body: parts.join(channel === 'email' ? '\n\n' : '\n') };
  }
}

/** The template an alert calls for: a withdrawn cause is a correction; undefined for a kind this version has no template for. */
export function templateKindOf(alert: { eventKind: string; cause: string; test: boolean }): TemplateKind | undefined {
  if (alert.test) return 'test';
  if (alert.cause.startsWith('withdrawn:')) return 'correction';
  return TEMPLATE_KINDS.find((kind) => kind === alert.eventKind);
}

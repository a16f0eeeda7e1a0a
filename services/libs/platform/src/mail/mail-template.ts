import Handlebars from 'handlebars';

/** A mail's subject and body with `{{field}}` placeholders, as Handlebars reads them. */
export interface MailTemplateSource {
  subject: string;
  text: string;
}

/**
 * Compiles a plain-text mail template once. No HTML escaping (the mail is text, and `&` in a
 * name must stay `&`), and strict: a field the data lacks throws instead of leaving a blank.
 */
export function mailTemplate<T extends object>(source: MailTemplateSource): (data: T) => MailTemplateSource {
  const options = { noEscape: true, strict: true };
  const subject = Handlebars.compile<T>(source.subject, options);
  const text = Handlebars.compile<T>(source.text, options);
  return (data) => ({ subject: subject(data), text: text(data) });
}

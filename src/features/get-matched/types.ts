/** A service the result may suggest, as the page reads it from content/services. */
export interface ServiceLink {
  title: string;
  href: string;
  description: string;
  /** "en-IN" on the Hindi and Marathi pages while the service pages are in English. */
  lang?: string;
}

/** The crisis helpline of content/company.json. */
export interface Helpline {
  name: string;
  number: string;
  tel: string;
  text: string;
}

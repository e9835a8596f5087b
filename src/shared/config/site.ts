/**
 * Facts about the company and its two regional sites, in one place. The brand is fictional and its
 * addresses use the reserved `.example` domain, so nothing here can reach a real company.
 */
import type { Locale } from '../i18n/locales';

export const SITE = {
  brandName: 'Harbourline Freight',
  /** Used as utm_source on copied links and as the analytics product name. */
  shortName: 'harbourline',
  tagline: 'Freight forwarding and customs brokerage for importers who plan ahead',
  urls: {
    'en-US': 'https://www.harbourline.example',
    'zh-CN': 'https://cn.harbourline.example',
  } satisfies Record<Locale, string>,
  email: 'hello@harbourline.example',
  phone: '+1 562 555 0140',
} as const;

/** Hosts rich text may embed in an iframe (spec: three named hosts, four allowed domains). */
export const IFRAME_HOSTS = {
  hostnames: ['www.youtube-nocookie.com', 'lookerstudio.google.com', 'public.tableau.com'],
  domains: ['ctfassets.net', 'hackerone.com', 'harbourline.example', 'harbourline-cn.example'],
} as const;

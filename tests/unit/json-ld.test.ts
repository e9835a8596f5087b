import { describe, expect, it } from 'vitest';
import { article, definedTerm, homeStructuredData, jobPosting, languageOf } from '../../src/shared/seo/json-ld';
import { jsonLdText } from '../../src/pipeline/head/tags';

describe('structured data', () => {
  it("puts every URL on the regional site that renders the page, and the entry's own language", () => {
    const post = article(
      'BlogPosting',
      {
        title: 'Demurrage vs detention',
        description: 'How to avoid both.',
        path: '/blog/demurrage-vs-detention',
        locale: 'en-US',
        date: '2026-03-02',
        author: { name: 'Mei Chen', path: '/blog/author/mei-chen' },
      },
      'zh-CN',
    );
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      url: 'https://cn.harbourline.example/blog/demurrage-vs-detention/',
      datePublished: '2026-03-02',
      inLanguage: 'en',
      author: { '@type': 'Person', name: 'Mei Chen', url: 'https://cn.harbourline.example/blog/author/mei-chen/' },
      publisher: { '@id': 'https://cn.harbourline.example/#organization', name: 'Harbourline Freight' },
    });
    expect(languageOf('zh-CN', 'zh-CN')).toBe('zh-Hans-CN');
    expect(
      definedTerm(
        { title: 'Air waybill', description: 'A transport document.', path: '/glossary/air-waybill', abbreviation: 'AWB' },
        'en-US',
      ),
    ).toMatchObject({
      alternateName: 'AWB',
      inDefinedTermSet: { '@type': 'DefinedTermSet', url: 'https://www.harbourline.example/glossary/' },
    });
    const office = {
      name: 'Long Beach',
      address: '400 Harbor Crest Plaza, Suite 1200, Long Beach, CA 90802, United States',
      city: 'Long Beach',
      countryCode: 'US',
      phone: '+1 562 555 0148',
      email: 'longbeach@harbourline.example',
    };
    expect(JSON.parse(JSON.stringify(homeStructuredData('en-US', [office])))).toMatchObject([
      {
        '@type': 'Organization',
        address: [{ '@type': 'PostalAddress', addressLocality: 'Long Beach', addressCountry: 'US' }],
        contactPoint: [{ contactType: 'sales' }, { contactType: 'customer service', areaServed: 'US', telephone: '+1 562 555 0148' }],
      },
      { '@type': 'WebSite', url: 'https://www.harbourline.example/' },
    ]);
  });

  it('gives a job its location, remote countries and pay in the words Google job search reads', () => {
    const job = jobPosting(
      {
        title: 'Senior Frontend Engineer',
        html: '<p>Build the dashboard.</p>',
        path: '/careers/jobs/senior-frontend-engineer',
        posted: '2026-02-09',
        employmentType: 'Full-time',
        remote: true,
        pay: { currency: 'USD', min: 150000, max: 185000, per: 'YEAR' },
        office: { address: '400 Harbor Crest Plaza, Long Beach, CA 90802', city: 'Long Beach', countryCode: 'US' },
      },
      'en-US',
    );
    expect(job).toMatchObject({
      employmentType: 'FULL_TIME',
      jobLocation: { address: { addressLocality: 'Long Beach', addressCountry: 'US' } },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
      baseSalary: { currency: 'USD', value: { minValue: 150000, maxValue: 185000, unitText: 'YEAR' } },
      hiringOrganization: { name: 'Harbourline Freight' },
      datePosted: '2026-02-09',
      // No validThrough in the content: open JOB_OPEN_DAYS (60) after it was posted, across a month's end.
      validThrough: '2026-04-10',
    });
  });

  it("gives a job the last day of applications its content names, or the default's across a year's end", () => {
    const facts: Parameters<typeof jobPosting>[0] = {
      title: 'Customs Declarant',
      html: '<p>File entries.</p>',
      path: '/careers/jobs/customs-declarant',
      posted: '2026-11-20',
      employmentType: 'Full-time',
      remote: false,
      pay: { currency: 'CNY', min: 120000, max: 160000, per: 'YEAR' },
      office: null,
    };
    expect(jobPosting(facts, 'zh-CN').validThrough).toBe('2027-01-19');
    expect(jobPosting({ ...facts, validThrough: '2026-12-05' }, 'zh-CN').validThrough).toBe('2026-12-05');
    expect(jobPosting({ ...facts, validThrough: null }, 'zh-CN').validThrough).toBe('2027-01-19');
  });

  it('cannot be broken out of its script element by a string it carries', () => {
    const text = jsonLdText({ headline: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script>' });
  });
});

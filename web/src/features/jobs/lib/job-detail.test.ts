import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  backLabel,
  backTarget,
  descriptionMeta,
  genderChip,
  isJobNotFound,
  isJobRemovedError,
  openingsChip,
  shareLinks,
  similarLinkState,
  similarSearchPath,
  summary,
} from './job-detail';
import { testWords } from './test-words';

const words = await testWords();
const hindi = await testWords('hi');
const { t } = words;

const job = { title: 'Delivery Rider', description: '', location: 'Bengaluru', state: 'Karnataka' };

describe('summary and the description meta (spec §2.8, §9)', () => {
  it('keeps the first 160 characters with whitespace collapsed', () => {
    const description = `${'a'.repeat(100)}\n\n  ${'b'.repeat(100)}`;
    const meta = descriptionMeta({ ...job, description }, 'Setu', t);
    expect(meta).toHaveLength(160);
    expect(meta).toBe(`${'a'.repeat(100)} ${'b'.repeat(59)}`);
  });

  it('keeps a short description whole, trimmed', () => {
    expect(descriptionMeta({ ...job, description: '  Deliver parcels.\nOn time. ' }, 'Setu', t)).toBe(
      'Deliver parcels. On time.',
    );
  });

  it('falls back to title, company and place without a description', () => {
    expect(descriptionMeta({ ...job, description: ' \n ' }, 'Setu Logistics', t)).toBe(
      'Delivery Rider at Setu Logistics, Bengaluru, Karnataka',
    );
  });

  it('counts characters, not UTF-16 units', () => {
    expect(summary('😀'.repeat(170), 160)).toBe('😀'.repeat(160));
  });
});

describe('shareLinks', () => {
  const job = {
    url: 'https://kaamsetu.in/job/delivery-rider/42',
    title: 'Delivery Rider',
    company: 'Setu & Sons',
    description: `Ride.\n${'x'.repeat(300)}`,
  };
  const links = shareLinks(job, t);

  it('words the headline in the app’s language (the job’s own words as written)', () => {
    const inHindi = shareLinks(job, hindi.t);
    expect(new URL(inHindi.x).searchParams.get('text')).toBe('Setu & Sons में Delivery Rider की नौकरी');
    expect(new URL(inHindi.linkedin).searchParams.get('title')).toBe('Setu & Sons में Delivery Rider की नौकरी');
  });

  it('builds an X intent with the headline and the URL', () => {
    const url = new URL(links.x);
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe('Delivery Rider at Setu & Sons');
    expect(url.searchParams.get('url')).toBe('https://kaamsetu.in/job/delivery-rider/42');
  });

  it('builds a Facebook sharer', () => {
    const url = new URL(links.facebook);
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(url.searchParams.get('u')).toBe('https://kaamsetu.in/job/delivery-rider/42');
  });

  it('builds a LinkedIn share with a 200-character summary', () => {
    const url = new URL(links.linkedin);
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/shareArticle');
    expect(url.searchParams.get('url')).toBe('https://kaamsetu.in/job/delivery-rider/42');
    expect(url.searchParams.get('title')).toBe('Delivery Rider at Setu & Sons');
    expect(url.searchParams.get('summary')).toHaveLength(200);
    expect(url.searchParams.get('summary')?.startsWith('Ride. xxx')).toBe(true);
  });

  it('builds a plain wa.me link with the title and the address', () => {
    expect(links.whatsapp).toBe('https://wa.me/?text=Delivery%20Rider%20https%3A%2F%2Fkaamsetu.in%2Fjob%2Fdelivery-rider%2F42');
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe('Delivery Rider https://kaamsetu.in/job/delivery-rider/42');
  });
});

describe('chips', () => {
  it('shows gender only when not Both', () => {
    expect(genderChip('Both', words)).toBeNull();
    expect(genderChip('Female', words)).toBe('Gender: Female');
  });

  it('shows openings only above one', () => {
    expect(openingsChip(1, t)).toBeNull();
    expect(openingsChip(0, t)).toBeNull();
    expect(openingsChip(4, t)).toBe('4 openings');
  });

  it('says them in Hindi', () => {
    expect(genderChip('Female', hindi)).toBe('लिंग: महिला');
    expect(openingsChip(4, hindi.t)).toBe('4 पद खाली');
    expect(backLabel(null, hindi.t)).toBe('नौकरियों पर वापस जाएँ');
  });
});

describe('backTarget (spec §2.1 navigation state)', () => {
  const fromSearch = { fromSearch: true, currentPage: 2, filters: {}, search: '?keyword=rider&page=2' };

  it('goes back in history when the visitor came from the search', () => {
    expect(backTarget(fromSearch, true)).toEqual({ history: true });
  });

  it('opens the same search when there is no history to go back to', () => {
    expect(backTarget(fromSearch, false)).toEqual({ path: '/find-jobs?keyword=rider&page=2' });
  });

  it('opens the search a similar job carries', () => {
    expect(backTarget(similarLinkState(fromSearch), true)).toEqual({ path: '/find-jobs?keyword=rider&page=2' });
  });

  it('goes to Find jobs otherwise', () => {
    expect(backTarget(null, true)).toEqual({ path: '/find-jobs' });
    expect(backTarget({ search: 'https://evil.example' }, true)).toEqual({ path: '/find-jobs' });
    expect(backTarget('junk', false)).toEqual({ path: '/find-jobs' });
  });

  it('labels the button by where it goes', () => {
    expect(backLabel(fromSearch, t)).toBe('Back to results');
    expect(backLabel(null, t)).toBe('Back to jobs');
  });

  it('a similar job carries no state without a search', () => {
    expect(similarLinkState(undefined)).toBeUndefined();
  });
});

describe('isJobNotFound', () => {
  it('is a 404 or a 400 (malformed id)', () => {
    expect(isJobNotFound(new ApiError(404, {}, 'x'))).toBe(true);
    expect(isJobNotFound(new ApiError(400, {}, 'x'))).toBe(true);
    expect(isJobNotFound(new ApiError(500, {}, 'x'))).toBe(false);
    expect(isJobNotFound(new Error('x'))).toBe(false);
  });
});

describe('a job its employer removed (410 job_removed)', () => {
  const removed = new ApiError(
    410,
    { success: false, code: 'job_removed', message: 'This job was removed by the employer and is no longer available' },
    'Gone',
  );

  it('is the removed state, not Job not found', () => {
    expect(isJobRemovedError(removed)).toBe(true);
    expect(isJobNotFound(removed)).toBe(false);
  });

  it('a 410 without a body is removed too; a 404, a 500 or another error is not', () => {
    expect(isJobRemovedError(new ApiError(410, {}, 'Gone'))).toBe(true);
    expect(isJobRemovedError(new ApiError(404, { code: 'not_found' }, 'x'))).toBe(false);
    expect(isJobRemovedError(new ApiError(500, {}, 'x'))).toBe(false);
    expect(isJobRemovedError(new Error('x'))).toBe(false);
  });

  it('finds similar jobs by the words of its slug', () => {
    expect(similarSearchPath('delivery-rider-bengaluru')).toBe('/find-jobs?keyword=delivery+rider+bengaluru');
    expect(similarSearchPath('sr-react-developer-remote-full-time-hybrid')).toBe(
      '/find-jobs?keyword=sr+react+developer+remote+full+time',
    );
  });

  it('falls back to Find jobs when the slug has no words', () => {
    expect(similarSearchPath('')).toBe('/find-jobs');
    expect(similarSearchPath('job')).toBe('/find-jobs');
    expect(similarSearchPath('---')).toBe('/find-jobs');
  });
});

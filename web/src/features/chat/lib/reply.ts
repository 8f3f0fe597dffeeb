// The parts of an assistant's reply the widget renders (spec §7): its text, its jobs as
// cards and its links as buttons. Everything stays text: a URL becomes a link only when it is a
// page of this site or an http(s) address.
import type { components } from '@/types/api.gen';
import { salaryShortText, type SalaryWords } from '@/lib/money';

/** A job of a reply, for a card: title, company, "City, State", salary text and `/job/{slug}/{id}`. */
export type ChatJob = components['schemas']['ChatJob'];
/** A link of a reply: a label and a page of this site ("See all 12 jobs" → /find-jobs?…). */
export type ChatLink = components['schemas']['ChatLink'];

/** Where a reply's URL leads: a page of this site (followed in the app), an http(s) address, or nowhere. */
export type Target = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

export function linkTarget(url: string): Target {
  // A path of this site: one leading slash (not `//host` nor `/\host`, which browsers read as
  // another host), and no spaces or control characters.
  if (/^\/(?![/\\])[^\s\p{Cc}]*$/u.test(url)) return { kind: 'internal', to: url };
  try {
    const parsed = new URL(url);
    if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname) return { kind: 'external', href: url };
  } catch {
    // Not an address.
  }
  return null;
}

const lastWord = (line: string) => line.trim().split(/\s+/).pop() ?? '';

/**
 * The reply's text without the lines its cards and link buttons already show. The server's text
 * is for text-only clients: after the sentence it lists the jobs ("Top 3:", then
 * "1. Title - Company, City - salary /job/…") and ends with "See all 12 jobs: /find-jobs?…". A
 * line goes only when it is numbered and ends with a card's own URL (and the "Top 3:" above such
 * lines), or is a link's "label: URL" or bare URL; the rest of the text stays, and so does all of
 * it when nothing else would.
 */
export function replyText(text: string, jobs: readonly ChatJob[], links: readonly ChatLink[]): string {
  if (!jobs.length && !links.length) return text;
  const jobUrls = new Set(jobs.map((job) => job.url));
  const restatesJob = (line: string) => /^\s*\d+\.\s/.test(line) && jobUrls.has(lastWord(line));
  const restatesLink = (line: string) =>
    links.some(({ label, url }) => {
      const trimmed = line.trim();
      return trimmed === url || trimmed === `${label}: ${url}`;
    });

  const lines = text.split('\n');
  const kept = lines.filter((line, index) => {
    if (restatesJob(line) || restatesLink(line)) return false;
    // The heading of the job lines ("Top 3:", "Here it is:").
    const next = lines[index + 1];
    return !(line.trim().endsWith(':') && next !== undefined && restatesJob(next));
  });
  const result = kept.join('\n').trim();
  return result || text;
}

/**
 * A job card's salary as the job cards say it, in the language of `words` (a translated screen's
 * salary words, lib/format's `useSalaryWords`): a yearly one of a lakh or more in lakhs
 * ("₹12.5–16.5 LPA"), else the full figures, or that it is not disclosed. A job kept in the
 * conversation from before replies carried the salary's bounds and period shows the server's
 * text.
 */
export function chatSalary(
  job: Pick<ChatJob, 'salaryText' | 'salaryMin' | 'salaryMax'> & { salaryFrequency?: ChatJob['salaryFrequency'] },
  words?: SalaryWords,
): string {
  if (job.salaryFrequency == null) return job.salaryText;
  return salaryShortText({ min: job.salaryMin, max: job.salaryMax, frequency: job.salaryFrequency }, words);
}

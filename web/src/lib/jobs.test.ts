import { describe, expect, it } from 'vitest';
import {
  cardAction,
  companyDisplayName,
  hasApplied,
  isJobRemoved,
  jobLink,
  jobPath,
  jobPlace,
  jobSalary,
  jobSlug,
  NEUTRAL_TONE,
  postedText,
  typeTone,
  workModeLabel,
} from './jobs';

describe('jobSlug (spec §2.1)', () => {
  it.each([
    ['Delivery Executive', 'delivery-executive'],
    ['Sr. React Developer (Remote)', 'sr-react-developer-remote'],
    ['C++ / Java Developer', 'c-java-developer'],
    ['Node.js Engineer', 'nodejs-engineer'],
    ['Sales - Field Executive', 'sales-field-executive'],
    ['  Data   Entry  Operator ', 'data-entry-operator'],
    ['HR Manager\tMumbai', 'hr-manager-mumbai'],
    ['Café Manager', 'cafe-manager'],
    ['Accountant 2025', 'accountant-2025'],
  ])('%j → %s', (title, slug) => {
    expect(jobSlug(title)).toBe(slug);
  });

  it('a title with nothing left still gives a slug segment', () => {
    expect(jobSlug('ड्राइवर')).toBe('job');
    expect(jobSlug('!!!')).toBe('job');
    expect(jobSlug('')).toBe('job');
  });
});

describe('jobPath', () => {
  it('is /job/{slug}/{id}', () => {
    expect(jobPath({ _id: '0b8e6c1e-5f7e-4f5e-9a55-3d1f4b8e2a10', title: 'Warehouse Supervisor (Night Shift)' })).toBe(
      '/job/warehouse-supervisor-night-shift/0b8e6c1e-5f7e-4f5e-9a55-3d1f4b8e2a10',
    );
  });
});

describe('companyDisplayName', () => {
  it("the company's name, else the person's", () => {
    expect(companyDisplayName({ _id: 'e', name: 'Rohan Mehta', companyName: 'Setu Logistics', verified: false })).toBe('Setu Logistics');
    expect(companyDisplayName({ _id: 'e', name: 'Rohan Mehta', companyName: '  ', verified: false })).toBe('Rohan Mehta');
    expect(companyDisplayName({ _id: 'e', name: 'Rohan Mehta', companyName: null, verified: false })).toBe('Rohan Mehta');
  });
});

describe('jobPlace', () => {
  it('location and state', () => {
    expect(jobPlace({ location: 'Andheri East', state: 'Maharashtra' })).toBe('Andheri East, Maharashtra');
  });

  it('the state once when the location already ends with it', () => {
    expect(jobPlace({ location: 'Pune, Maharashtra', state: 'Maharashtra' })).toBe('Pune, Maharashtra');
    expect(jobPlace({ location: 'Delhi', state: 'Delhi' })).toBe('Delhi');
  });

  it('the state once wherever the location names it, in any case (never "Pune, Maharashtra, Maharashtra")', () => {
    expect(jobPlace({ location: 'Hinjewadi, Pune, maharashtra, India', state: 'Maharashtra' })).toBe(
      'Hinjewadi, Pune, maharashtra, India',
    );
    expect(jobPlace({ location: 'Goa Velha', state: 'Goa' })).toBe('Goa Velha, Goa');
  });

  it('the state alone without a location', () => {
    expect(jobPlace({ location: ' ', state: 'Goa' })).toBe('Goa');
  });
});

describe('hasApplied', () => {
  it("any status but the text 'null'", () => {
    expect(hasApplied({ applicationStatus: 'null' })).toBe(false);
    expect(hasApplied({ applicationStatus: 'Applied' })).toBe(true);
    expect(hasApplied({ applicationStatus: 'Rejected' })).toBe(true);
  });
});

describe('jobSalary', () => {
  const job = { salaryText: '', salaryMin: null, salaryMax: null, salaryFrequency: 'per year' as const };

  it("the API's text when there is one", () => {
    expect(jobSalary({ ...job, salaryText: '₹25,000 - ₹35,000 per month', salaryMin: 25000, salaryMax: 35000 })).toEqual({
      text: '₹25,000 - ₹35,000 per month',
      disclosed: true,
    });
  });

  it('made here from the bounds otherwise', () => {
    expect(jobSalary({ ...job, salaryMin: 300000 })).toEqual({ text: 'From ₹3,00,000 per year', disclosed: true });
    expect(jobSalary({ ...job, salaryMax: 18000, salaryFrequency: 'per month' })).toEqual({
      text: 'Up to ₹18,000 per month',
      disclosed: true,
    });
  });

  it('short (cards): yearly salaries of a lakh or more in LPA, others as the full text', () => {
    const yearly = { ...job, salaryText: '₹12,50,000 - ₹16,50,000 per year', salaryMin: 1250000, salaryMax: 1650000 };
    expect(jobSalary(yearly, { short: true })).toEqual({ text: '₹12.5–16.5 LPA', disclosed: true });
    expect(jobSalary(yearly)).toEqual({ text: '₹12,50,000 - ₹16,50,000 per year', disclosed: true });
    const monthly = { ...job, salaryText: '₹15,000 - ₹22,000 per month', salaryMin: 15000, salaryMax: 22000 };
    expect(jobSalary({ ...monthly, salaryFrequency: 'per month' }, { short: true }).text).toBe('₹15,000 - ₹22,000 per month');
    expect(jobSalary(job, { short: true })).toEqual({ text: 'Salary not disclosed', disclosed: false });
  });

  it('without bounds: not disclosed', () => {
    expect(jobSalary(job)).toEqual({ text: 'Salary not disclosed', disclosed: false });
    expect(jobSalary({ ...job, salaryText: 'Salary not disclosed', salaryMin: 0 })).toEqual({
      text: 'Salary not disclosed',
      disclosed: false,
    });
  });
});

describe('postedText', () => {
  const now = new Date(2025, 5, 15, 12, 0);

  it('the relative time of spec §9 after Posted', () => {
    expect(postedText(new Date(2025, 5, 15, 8, 0), now)).toBe('Posted today');
    expect(postedText(new Date(2025, 5, 14, 23, 0), now)).toBe('Posted 1 day ago');
    expect(postedText(new Date(2025, 5, 5), now)).toBe('Posted 10 days ago');
    expect(postedText(new Date(2025, 2, 1), now)).toBe('Posted 3 months ago');
  });

  it('nothing for a date that cannot be read', () => {
    expect(postedText('not a date', now)).toBeNull();
  });
});

describe('labels and colours', () => {
  it('names On-site as Work from office', () => {
    expect(workModeLabel('On-site')).toBe('Work from office');
    expect(workModeLabel('Remote')).toBe('Remote');
  });

  it('colours each job type of spec §2.7, anything else neutral', () => {
    const tones = ['Full-Time', 'Part-Time', 'Freelance', 'Internship', 'Contract'].map(typeTone);
    expect(new Set(tones).size).toBe(5);
    expect(tones).not.toContain(NEUTRAL_TONE);
    expect(typeTone('Apprenticeship')).toBe(NEUTRAL_TONE);
  });
});

describe('a job its employer removed', () => {
  const open = { _id: 'j-1', title: 'Delivery Rider', isRemoved: false, isClosed: false, status: 'Active' } as const;
  const closed = { ...open, isClosed: true, status: 'Closed' } as const;
  const removed = { ...open, isRemoved: true, isClosed: true, status: 'Removed' } as const;

  it('is removed by its flag or its status', () => {
    expect(isJobRemoved(removed)).toBe(true);
    expect(isJobRemoved({ isRemoved: false, status: 'Removed' })).toBe(true);
    expect(isJobRemoved({ isRemoved: true, status: 'Closed' })).toBe(true);
    expect(isJobRemoved(closed)).toBe(false);
    expect(isJobRemoved(open)).toBe(false);
  });

  it('links to its page only while it is not removed (a closed job still has one)', () => {
    expect(jobLink(open)).toBe('/job/delivery-rider/j-1');
    expect(jobLink(closed)).toBe('/job/delivery-rider/j-1');
    expect(jobLink(removed)).toBeNull();
  });

  it('offers Apply, Applied or Closed while it exists', () => {
    expect(cardAction(open, { applied: false, canUnsave: false })).toBe('apply');
    expect(cardAction(open, { applied: true, canUnsave: true })).toBe('applied');
    expect(cardAction(closed, { applied: false, canUnsave: true })).toBe('closed');
    expect(cardAction(closed, { applied: true, canUnsave: false })).toBe('applied');
  });

  it('once removed, offers only its removal from the saved jobs, applied or not', () => {
    expect(cardAction(removed, { applied: false, canUnsave: true })).toBe('unsave');
    expect(cardAction(removed, { applied: true, canUnsave: true })).toBe('unsave');
    expect(cardAction(removed, { applied: true, canUnsave: false })).toBe('removed');
    expect(cardAction(removed, { applied: false, canUnsave: false })).toBe('removed');
  });
});

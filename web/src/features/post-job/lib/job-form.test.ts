import { describe, expect, it } from 'vitest';
import { checkForm } from '@/lib/form';
import { wordsOf } from '@/lib/i18n-testing';
import {
  companyProfileComplete,
  EMPTY_JOB_FORM,
  fromJob,
  jobFormSchema,
  stateSuggestions,
  type JobCatalogue,
  type JobFormValues,
} from './job-form';
import type { Job } from '@/types/api';

// A sample of the catalogue (the app reads the real one from GET /api/meta).
const catalogue: JobCatalogue = {
  states: ['Karnataka', 'Kerala', 'Maharashtra', 'Andaman and Nicobar Islands'],
  categories: ['Engineering', 'Logistics & Supply Chain'],
  jobTypes: ['Full-Time', 'Part-Time', 'Freelance', 'Internship'],
  workModes: ['On-site', 'Hybrid', 'Remote'],
  genders: ['Male', 'Female', 'Both'],
  salaryFrequencies: ['per month', 'per year'],
};
const t = await wordsOf('postJob');
const schema = jobFormSchema(catalogue, t);

// Spec §5's messages, word for word (the salary period's is beyond the spec).
const M = {
  state: 'State is required',
  stateUnknown: 'Please select a valid state',
  jobTitle: 'Job title is required',
  openPositionsMin: 'Open positions must be at least 1',
  openPositionsWhole: 'Open positions must be a whole number',
  category: 'Please select a category',
  jobType: 'Please select a job type',
  workMode: 'Please select a work mode',
  gender: 'Gender preference is required',
  isBlueCollar: 'Please select if this is a blue collar job',
  description: 'Job description is required',
  salaryBoth: 'Both minimum and maximum salary are required',
  salaryNegative: 'Salary cannot be negative',
  salaryOrder: 'Maximum salary must be greater than minimum salary',
  salaryFrequency: 'Please select whether the salary is per month or per year',
} as const;

const valid: JobFormValues = {
  ...EMPTY_JOB_FORM,
  jobTitle: ' Delivery Executive ',
  state: 'karnataka',
  location: 'Bengaluru, Karnataka',
  category: 'Logistics & Supply Chain',
  jobType: 'Full-Time',
  workMode: 'On-site',
  description: 'Deliver parcels',
  salaryMin: '15000',
  salaryMax: '22000',
  salaryFrequency: 'per month',
  openPositions: '5',
};

const errors = async (patch: Partial<JobFormValues>) => {
  const result = await checkForm(schema, { ...valid, ...patch });
  return result.success ? {} : result.errors;
};

describe('job form schema', () => {
  it('turns valid values into the API body (title and type, numbers, catalogue spelling)', async () => {
    const result = await checkForm(schema, valid);
    expect(result).toEqual({
      success: true,
      data: {
        title: 'Delivery Executive',
        state: 'Karnataka',
        location: 'Bengaluru, Karnataka',
        category: 'Logistics & Supply Chain',
        type: 'Full-Time',
        workMode: 'On-site',
        description: 'Deliver parcels',
        requirements: '',
        salaryMin: 15000,
        salaryMax: 22000,
        salaryFrequency: 'per month',
        gender: 'Both',
        isBlueCollar: 'No',
        openPositions: 5,
      },
    });
  });

  it('reports every rule of an empty form in the spec order, with its words', async () => {
    const result = await checkForm(schema, EMPTY_JOB_FORM);
    expect(result).toEqual({
      success: false,
      errors: {
        state: M.state,
        jobTitle: M.jobTitle,
        category: M.category,
        jobType: M.jobType,
        workMode: M.workMode,
        description: M.description,
        salaryMin: M.salaryBoth,
        salaryFrequency: M.salaryFrequency,
      },
    });
    expect(Object.keys(result.success ? {} : result.errors)).toEqual([
      'state',
      'jobTitle',
      'category',
      'jobType',
      'workMode',
      'description',
      'salaryMin',
      'salaryFrequency',
    ]);
  });

  it('asks for the salary period: there is no default', async () => {
    expect(EMPTY_JOB_FORM.salaryFrequency).toBe('');
    expect(await checkForm(schema, { ...valid, salaryFrequency: '' })).toEqual({
      success: false,
      errors: { salaryFrequency: 'Please select whether the salary is per month or per year' },
    });
  });

  it.each<[Partial<JobFormValues>, Record<string, string>]>([
    [{ state: 'Atlantis' }, { state: M.stateUnknown }],
    [{ jobTitle: '   ' }, { jobTitle: M.jobTitle }],
    [{ openPositions: '0' }, { openPositions: M.openPositionsMin }],
    [{ openPositions: '' }, { openPositions: M.openPositionsMin }],
    [{ openPositions: '1.5' }, { openPositions: M.openPositionsWhole }],
    [{ gender: '' }, { gender: M.gender }],
    [{ isBlueCollar: '' }, { isBlueCollar: M.isBlueCollar }],
    [{ salaryMax: '' }, { salaryMax: M.salaryBoth }],
    [{ salaryMin: '' }, { salaryMin: M.salaryBoth }],
    [{ salaryMin: '-5' }, { salaryMin: M.salaryNegative }],
    [{ salaryMax: '15000' }, { salaryMax: M.salaryOrder }],
    [{ salaryMax: '1000' }, { salaryMax: M.salaryOrder }],
  ])('%j fails with %j', async (patch, expected) => {
    expect(await errors(patch)).toEqual(expected);
  });
});

describe('in Hindi', () => {
  it('says the same rules in Hindi', async () => {
    const hindi = jobFormSchema(catalogue, await wordsOf('postJob', 'hi'));
    expect(await checkForm(hindi, { ...valid, jobTitle: '', salaryMax: '1000' })).toEqual({
      success: false,
      errors: { jobTitle: 'नौकरी का पद ज़रूरी है', salaryMax: 'अधिकतम वेतन न्यूनतम वेतन से ज़्यादा होना चाहिए' },
    });
  });
});

describe('fromJob', () => {
  it('fills the form from a stored job', () => {
    const job = {
      title: 'Cook',
      state: 'Kerala',
      location: 'Kochi, Kerala',
      category: 'Engineering',
      type: 'Part-Time',
      workMode: 'Hybrid',
      description: 'Cook meals',
      requirements: '',
      salaryMin: 10000,
      salaryMax: 12000,
      salary: { min: 10000, max: 12000 },
      salaryFrequency: 'per month',
      gender: 'Female',
      isBlueCollar: 'Yes',
      openPositions: 3,
    } as Job;
    expect(fromJob(job)).toEqual({
      jobTitle: 'Cook',
      state: 'Kerala',
      location: 'Kochi, Kerala',
      category: 'Engineering',
      jobType: 'Part-Time',
      workMode: 'Hybrid',
      description: 'Cook meals',
      requirements: '',
      salaryMin: '10000',
      salaryMax: '12000',
      salaryFrequency: 'per month',
      gender: 'Female',
      isBlueCollar: 'Yes',
      openPositions: '3',
    });
  });
});

describe('stateSuggestions', () => {
  it('puts states starting with the text first, then those containing it', () => {
    expect(stateSuggestions(catalogue.states, 'ka')).toEqual(['Karnataka']);
    expect(stateSuggestions(catalogue.states, 'an')).toEqual(['Andaman and Nicobar Islands']);
    expect(stateSuggestions(catalogue.states, 'ra')).toEqual(['Kerala', 'Maharashtra']);
    expect(stateSuggestions(catalogue.states, 'KER')).toEqual(['Kerala']);
    expect(stateSuggestions(catalogue.states, '', 2)).toEqual(['Karnataka', 'Kerala']);
  });
});

describe('companyProfileComplete', () => {
  const full = { name: 'Rohan', email: 'r@x.in', companyName: 'Setu', companyDesc: 'We move goods', companyLogo: 'a.png' };
  it('needs the name, email, company name, description and logo', () => {
    expect(companyProfileComplete(full)).toBe(true);
    for (const key of Object.keys(full) as (keyof typeof full)[]) {
      expect(companyProfileComplete({ ...full, [key]: '  ' })).toBe(false);
    }
    expect(companyProfileComplete({ ...full, companyLogo: null })).toBe(false);
  });
});

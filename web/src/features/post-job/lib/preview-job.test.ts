import { describe, expect, it } from 'vitest';
import { jobSalary } from '@/lib/jobs';
import type { User } from '@/types/api';
import { previewJob } from './preview-job';

const user = { _id: 'u1', name: 'Rohan', companyName: 'Setu Logistics', companyLogo: 'logo.png' } as User;

describe('previewJob', () => {
  it('shows the body as a job of the employer, open and unsaved, with the salary worded by the card', () => {
    const job = previewJob(
      {
        title: 'Rider',
        state: 'Karnataka',
        location: 'Bengaluru',
        category: 'Logistics & Supply Chain',
        type: 'Part-Time',
        workMode: 'Remote',
        description: 'Ride',
        requirements: '',
        salaryMin: 15000,
        salaryMax: 22000,
        salaryFrequency: 'per month',
        gender: 'Both',
        isBlueCollar: 'Yes',
        openPositions: 2,
      },
      user,
    );
    expect(job).toMatchObject({
      title: 'Rider',
      type: 'Part-Time',
      company: { _id: 'u1', name: 'Rohan', companyName: 'Setu Logistics', companyLogo: 'logo.png' },
      isClosed: false,
      isRemoved: false,
      isSaved: false,
      applicationStatus: 'null',
      openPositions: 2,
      review: 'live',
    });
    expect(job.company.verified).toBe(false);
    expect(previewJob({ title: 'Rider' }, { ...user, verifiedDomain: 'setu.in' }).company.verified).toBe(true);
    expect(jobSalary(job).text).toBe('₹15,000 - ₹22,000 per month');
  });
});

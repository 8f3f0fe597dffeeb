// Builders of own applications for the unit tests of this folder.
import type { MyApplication } from '@/lib/my-applications';
import type { Job } from '@/types/api';

let n = 0;

function buildJob(overrides: Partial<Job> = {}): Job {
  n += 1;
  return {
    _id: `job-${n}`,
    applicationCount: 1,
    applicationStatus: 'Applied',
    category: 'Logistics & Supply Chain',
    company: { _id: 'c1', name: 'Rohan Mehta', companyName: 'Setu Logistics', companyLogo: null },
    createdAt: '2026-01-01T00:00:00Z',
    description: '',
    gender: 'Both',
    isBlueCollar: 'No',
    isClosed: false,
    isRemoved: false,
    isSaved: false,
    location: 'Bengaluru',
    openPositions: 1,
    requirements: '',
    salary: { min: 15000, max: 22000 },
    salaryFrequency: 'per month',
    salaryMin: 15000,
    salaryMax: 22000,
    salaryText: '₹15,000 - ₹22,000 per month',
    state: 'Karnataka',
    status: 'Active',
    title: `Courier ${n}`,
    type: 'Full-Time',
    updatedAt: '2026-01-01T00:00:00Z',
    workMode: 'On-site',
    ...overrides,
  } as Job;
}

export function buildApplication(overrides: Partial<MyApplication> = {}, job: Partial<Job> = {}): MyApplication {
  n += 1;
  return {
    _id: `app-${n}`,
    applicant: { _id: 'u1', name: 'Asha', email: 'asha@example.in', resume: 'r.pdf' },
    createdAt: '2026-02-01T00:00:00Z',
    updatedAt: '2026-02-01T00:00:00Z',
    job: buildJob(job),
    resume: 'r.pdf',
    resumeUrl: '/uploads/r.pdf',
    status: 'Applied',
    ...overrides,
  };
}

import type { Job, User } from '@/types/api';
import type { JobBody } from '../api/publish-job';

/**
 * The job as a job seeker will see it, made from the form's body and the employer's company:
 * the values a stored job of this body would have.
 */
export function previewJob(body: JobBody, user: User, existing?: Job): Job {
  const now = new Date().toISOString();
  return {
    _id: existing?._id ?? 'preview',
    applicationCount: existing?.applicationCount ?? 0,
    applicationStatus: 'null',
    category: body.category ?? 'Other',
    company: {
      _id: user._id,
      name: user.name,
      companyName: user.companyName,
      companyLogo: user.companyLogo,
      verified: Boolean(user.verifiedDomain),
    },
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
    description: body.description ?? '',
    requirements: body.requirements ?? '',
    gender: body.gender ?? 'Both',
    isBlueCollar: body.isBlueCollar ?? 'No',
    isClosed: existing?.isClosed ?? false,
    isRemoved: false,
    status: existing?.status ?? 'Active',
    isSaved: false,
    location: body.location ?? '',
    state: body.state ?? existing?.state ?? 'Delhi',
    openPositions: body.openPositions ?? 1,
    // The scam-risk check runs on Publish; the preview shows the job as seekers would once live.
    review: 'live',
    salary: { min: body.salaryMin, max: body.salaryMax },
    salaryMin: body.salaryMin,
    salaryMax: body.salaryMax,
    salaryFrequency: body.salaryFrequency ?? 'per year',
    // Left empty, so the card words the salary itself (spec §9 Salary display).
    salaryText: '',
    title: body.title ?? '',
    type: body.type ?? 'Full-Time',
    workMode: body.workMode ?? 'On-site',
  };
}

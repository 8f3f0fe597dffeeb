// A job and a see-all link as the assistant sends them, for the unit tests of this feature.
import type { ChatJob, ChatLink } from './reply';

export const welder: ChatJob = {
  id: '0b7c5a52-2f0e-4a7e-9d0c-3f4f6a1b2c3d',
  title: 'Welder',
  company: 'Tata Steel',
  location: 'Jamshedpur, Jharkhand',
  salaryText: '₹18,000 - ₹25,000 per month',
  salaryMin: 18_000,
  salaryMax: 25_000,
  salaryFrequency: 'per month',
  url: '/job/welder/0b7c5a52-2f0e-4a7e-9d0c-3f4f6a1b2c3d',
};

export const seeAllWelders: ChatLink = { label: 'See all 1 job', url: '/find-jobs?keyword=welder' };

// Why a job is recommended (GET /api/jobs/recommended: matchedSkills, nearby).
import type { components } from '@/types/api.gen';

type Recommendation = Pick<components['schemas']['RecommendationView'], 'matchedSkills' | 'nearby'>;

/** 'Matches your skills: React, SQL', 'Near you', both joined by ' · ', or null for a trending job. */
export function whyLine({ matchedSkills, nearby }: Recommendation): string | null {
  const reasons: string[] = [];
  const skills = matchedSkills.filter((s) => s.trim() !== '');
  if (skills.length > 0) reasons.push(`Matches your skills: ${skills.join(', ')}`);
  if (nearby) reasons.push('Near you');
  return reasons.length ? reasons.join(' · ') : null;
}

/**
 * The note above trending jobs: the profile has no skills yet, or its skills and city match no
 * open job.
 */
export const trendingNote = (hasSkills: boolean) =>
  hasSkills
    ? 'No open jobs match your skills or city yet, so these are trending jobs.'
    : 'These jobs are trending because your profile has no skills yet.';

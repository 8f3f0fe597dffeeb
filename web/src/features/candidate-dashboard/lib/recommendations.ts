// Why a job is recommended (GET /api/jobs/recommended: matchedSkills, nearby).
import type { components } from '@/types/api.gen';

type Recommendation = Pick<components['schemas']['RecommendationView'], 'matchedSkills' | 'nearby'>;

/** The reasons shown: the skills it matches (none blank) and whether it is near. */
export type WhyReasons = { skills: string[]; nearby: boolean };

/**
 * Why a job is recommended, or null for a trending job: shown as 'Matches your skills: React,
 * SQL', 'Near you', or both joined by ' · ' (the candidateDashboard catalogue's words).
 */
export function whyReasons({ matchedSkills, nearby }: Recommendation): WhyReasons | null {
  const skills = matchedSkills.filter((s) => s.trim() !== '');
  return skills.length > 0 || nearby ? { skills, nearby } : null;
}

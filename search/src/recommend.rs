//! Jobs for a job seeker's profile: its skills first, then its city, then its experience
//! (docs/design/search.md, "Recommendations").
//!
//! Each part of the profile adds a fixed amount to a job's score, so the order is readable and
//! stable: every skill a job asks for is worth more than being in the job seeker's city, and
//! the city more than a title that fits the experience. Ties go to the newest job.

use std::collections::HashSet;

use tantivy::{
    DocAddress, DocSet, Searcher, TERMINATED,
    collector::TopDocs,
    query::{BooleanQuery, ConstScoreQuery, EnableScoring, Occur, Query},
};
use uuid::Uuid;

use crate::{
    catalog::ProfileStatus,
    clauses::{any_term, clause_query, clauses, location_query},
    records::load_records,
    schema::{Fields, JobRecord},
    text,
};

/// What a job earns for each of the profile's skills it asks for.
const SKILL: f32 = 10.0;
/// For being in the profile's city (or state, when the profile names a state).
const NEARBY: f32 = 6.0;
/// For a title that fits the profile's experience ("trainee" for a fresher, "senior" after
/// five years).
const LEVEL: f32 = 1.0;
/// Skills read from a profile, at most (the profile form allows more; the rest add little).
const MAX_SKILLS: usize = 20;
/// Candidates ranked before ties are broken by date.
const CANDIDATES: usize = 200;

/// The parts of a job seeker's profile that choose jobs.
#[derive(Clone, Debug)]
pub struct Profile {
    pub skills: Vec<String>,
    /// The profile's location as typed ("Pune", "Bengaluru, Karnataka").
    pub location: Option<String>,
    pub status: ProfileStatus,
    pub years_of_experience: Option<i32>,
    /// Jobs not to recommend (those already applied to).
    pub exclude: Vec<Uuid>,
}

impl Profile {
    /// Whether the profile says enough to choose jobs by (skills or a place).
    pub fn is_usable(&self) -> bool {
        self.skills.iter().any(|s| !text::terms(s).is_empty())
            || self
                .location
                .as_deref()
                .is_some_and(|l| !l.trim().is_empty())
    }
}

/// A recommended job and why.
#[derive(Clone, Debug)]
pub struct Recommendation {
    pub job: JobRecord,
    /// The profile's skills the job asks for, as the profile spells them.
    pub matched_skills: Vec<String>,
    /// The job is in the profile's city or state.
    pub nearby: bool,
}

/// Title words that fit a level of experience.
fn level_words(p: &Profile) -> &'static [&'static str] {
    match (p.status, p.years_of_experience.unwrap_or(0)) {
        (ProfileStatus::Intern, _) => &["intern", "internship", "trainee", "apprentice"],
        (ProfileStatus::Fresher, _) => &["fresher", "trainee", "junior", "graduate", "entry"],
        (_, y) if y >= 8 => &["lead", "manager", "head", "principal", "senior"],
        (_, y) if y >= 4 => &["senior", "lead"],
        _ => &[],
    }
}

/// A skill as a query: all of its words (or synonym groups) on the weighted catch-all field.
fn skill_query(searcher: &Searcher, f: &Fields, skill: &str) -> Option<Box<dyn Query>> {
    let words = text::words(skill);
    let parts: Vec<(Occur, Box<dyn Query>)> = clauses(&words)
        .iter()
        .filter_map(|c| clause_query(searcher, f, c))
        .map(|q| (Occur::Must, q))
        .collect();
    if parts.is_empty() {
        return None;
    }
    Some(Box::new(BooleanQuery::new(parts)))
}

fn worth(q: Box<dyn Query>, score: f32) -> (Occur, Box<dyn Query>) {
    (Occur::Should, Box::new(ConstScoreQuery::new(q, score)))
}

/// The documents among `among` that `q` matches.
fn matching(
    searcher: &Searcher,
    q: &dyn Query,
    among: &[DocAddress],
) -> anyhow::Result<HashSet<DocAddress>> {
    let weight = q.weight(EnableScoring::disabled_from_searcher(searcher))?;
    let mut out = HashSet::new();
    for (ord, reader) in searcher.segment_readers().iter().enumerate() {
        let mut wanted: Vec<u32> = among
            .iter()
            .filter(|a| a.segment_ord as usize == ord)
            .map(|a| a.doc_id)
            .collect();
        if wanted.is_empty() {
            continue;
        }
        wanted.sort_unstable();
        let mut scorer = weight.scorer(reader, 1.0)?;
        for doc in wanted {
            if scorer.doc() < doc && scorer.seek(doc) == TERMINATED {
                break;
            }
            if scorer.doc() == doc {
                out.insert(DocAddress::new(ord as u32, doc));
            }
        }
    }
    Ok(out)
}

/// Up to `limit` open jobs for `profile`, best first. Empty when nothing in the profile matches
/// any job (the caller falls back to trending jobs).
pub fn recommend(
    searcher: &Searcher,
    f: &Fields,
    profile: &Profile,
    limit: usize,
) -> anyhow::Result<Vec<Recommendation>> {
    if limit == 0 {
        return Ok(vec![]);
    }
    let mut seen = HashSet::new();
    let skills: Vec<(String, Box<dyn Query>)> = profile
        .skills
        .iter()
        .map(|s| s.trim())
        .filter(|s| !s.is_empty() && seen.insert(text::normalize(s)))
        .take(MAX_SKILLS)
        .filter_map(|s| skill_query(searcher, f, s).map(|q| (s.to_string(), q)))
        .collect();
    let nearby = profile
        .location
        .as_deref()
        .and_then(|l| location_query(f, l));

    let mut parts: Vec<(Occur, Box<dyn Query>)> = skills
        .iter()
        .map(|(_, q)| worth(q.box_clone(), SKILL))
        .collect();
    if let Some(q) = &nearby {
        parts.push(worth(q.box_clone(), NEARBY));
    }
    if parts.is_empty() {
        return Ok(vec![]);
    }
    let level: Vec<String> = level_words(profile).iter().map(|w| w.to_string()).collect();
    if !level.is_empty() {
        parts.push(worth(any_term(f.title, &level), LEVEL));
    }
    // A title alone does not make a recommendation: at least a skill or the place must match.
    let relevant: Vec<(Occur, Box<dyn Query>)> = parts
        .iter()
        .take(skills.len() + usize::from(nearby.is_some()))
        .map(|(o, q)| (*o, q.box_clone()))
        .collect();
    let gate = ConstScoreQuery::new(Box::new(BooleanQuery::new(relevant)), 0.0);
    let mut all = vec![(Occur::Must, Box::new(gate) as Box<dyn Query>)];
    all.extend(parts);
    for id in &profile.exclude {
        all.push((Occur::MustNot, Box::new(crate::schema::id_query(f, *id))));
    }
    let q = BooleanQuery::new(all);

    let hits = searcher.search(&q, &TopDocs::with_limit(CANDIDATES).order_by_score())?;
    let addresses: Vec<DocAddress> = hits.iter().map(|(_, a)| *a).collect();
    let records = load_records(searcher, f, &addresses)?;
    let mut ranked: Vec<(f32, DocAddress, JobRecord)> = hits
        .into_iter()
        .zip(records)
        .map(|((score, address), job)| (score, address, job))
        .collect();
    ranked.sort_by(|a, b| {
        b.0.total_cmp(&a.0)
            .then_with(|| b.2.created_at.cmp(&a.2.created_at))
            .then_with(|| a.2.id.cmp(&b.2.id))
    });
    ranked.truncate(limit);

    let shown: Vec<DocAddress> = ranked.iter().map(|r| r.1).collect();
    let mut skill_hits = Vec::with_capacity(skills.len());
    for (name, q) in &skills {
        skill_hits.push((name, matching(searcher, q.as_ref(), &shown)?));
    }
    let near_hits = match &nearby {
        Some(q) => matching(searcher, q.as_ref(), &shown)?,
        None => HashSet::new(),
    };
    Ok(ranked
        .into_iter()
        .map(|(_, address, job)| Recommendation {
            matched_skills: skill_hits
                .iter()
                .filter(|(_, hits)| hits.contains(&address))
                .map(|(name, _)| (*name).clone())
                .collect(),
            nearby: near_hits.contains(&address),
            job,
        })
        .collect())
}

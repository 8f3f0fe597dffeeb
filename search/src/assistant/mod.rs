//! The job assistant's understanding and retrieval: a chat message read into the filters of a
//! search (`message`), run on the index, and when nothing matches, the nearest relaxation
//! that has results (`answer`). The API phrases the reply; everything said about jobs comes
//! from what this returns.

pub mod lexicon;
pub mod message;

use serde::Serialize;
use tantivy::Searcher;

pub use lexicon::Topic;
pub use message::{Filters, Intent, Understanding, is_hinglish, next_filters, understand};

use crate::{
    query,
    request::SearchRequest,
    result::SearchResult,
    schema::{Fields, JobRecord},
};

/// A filter given up to find jobs when the search as asked found none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase", tag = "kind", content = "to")]
pub enum Relaxation {
    DropSalary,
    /// The city widened to its metro region ("Noida" to "Delhi NCR").
    WidenToRegion(String),
    /// The city widened to its state.
    WidenToState(String),
    DropWorkMode,
    DropJobType,
    DropGender,
    DropBlueCollar,
    /// Every filter but the keyword (and the place, widened to its state when a city).
    KeywordAndPlaceOnly,
    DropLocation,
    /// The place alone ("any job in Pune").
    DropKeyword,
}

impl Relaxation {
    /// What was given up, in words ("without the salary filter").
    pub fn describe(&self) -> String {
        match self {
            Self::DropSalary => "without the salary filter".into(),
            Self::WidenToRegion(r) => format!("across {r}"),
            Self::WidenToState(s) => format!("anywhere in {s}"),
            Self::DropWorkMode => "in any work mode".into(),
            Self::DropJobType => "of any job type".into(),
            Self::DropGender => "open to everyone".into(),
            Self::DropBlueCollar => "of any kind (blue collar or not)".into(),
            Self::KeywordAndPlaceOnly => "without the other filters".into(),
            Self::DropLocation => "in other places".into(),
            Self::DropKeyword => "for other roles there".into(),
        }
    }
}

/// The relaxations of `f` to try, nearest first, each with the filters it leaves.
pub fn relaxations(f: &Filters) -> Vec<(Relaxation, Filters)> {
    let mut out = Vec::new();
    let mut push = |r: Relaxation, g: Filters| {
        if g != *f && !g.is_empty() && !out.iter().any(|(_, h)| *h == g) {
            out.push((r, g));
        }
    };
    if f.min_salary.is_some() || f.max_salary.is_some() {
        push(
            Relaxation::DropSalary,
            Filters {
                min_salary: None,
                max_salary: None,
                ..f.clone()
            },
        );
    }
    // A city of a metro region: the region first (Noida's electricians are in Gurugram and
    // Faridabad too), then its state.
    if let Some(r) = f
        .location
        .as_deref()
        .and_then(|l| crate::places::places().metro_region(l))
    {
        push(
            Relaxation::WidenToRegion(r.name.to_string()),
            Filters {
                location: Some(r.name.to_string()),
                ..f.clone()
            },
        );
    }
    let state = f.location.as_deref().and_then(message::state_of_city);
    if let Some(s) = &state {
        push(
            Relaxation::WidenToState(s.clone()),
            Filters {
                location: Some(s.clone()),
                ..f.clone()
            },
        );
    }
    if f.work_mode.is_some() {
        push(
            Relaxation::DropWorkMode,
            Filters {
                work_mode: None,
                ..f.clone()
            },
        );
    }
    if f.job_type.is_some() {
        push(
            Relaxation::DropJobType,
            Filters {
                job_type: None,
                ..f.clone()
            },
        );
    }
    if f.gender.is_some() {
        push(
            Relaxation::DropGender,
            Filters {
                gender: None,
                ..f.clone()
            },
        );
    }
    if f.blue_collar.is_some() {
        push(
            Relaxation::DropBlueCollar,
            Filters {
                blue_collar: None,
                ..f.clone()
            },
        );
    }
    let bare = Filters {
        keyword: f.keyword.clone(),
        location: state.or_else(|| f.location.clone()),
        experience_years: f.experience_years,
        ..Filters::default()
    };
    push(Relaxation::KeywordAndPlaceOnly, bare.clone());
    if f.keyword.is_some() && f.location.is_some() {
        push(
            Relaxation::DropLocation,
            Filters {
                location: None,
                ..bare.clone()
            },
        );
        push(
            Relaxation::DropKeyword,
            Filters {
                keyword: None,
                location: f.location.clone(),
                experience_years: f.experience_years,
                ..Filters::default()
            },
        );
    }
    out
}

/// Jobs for a conversation's filters.
#[derive(Clone, Debug)]
pub struct Answer {
    /// The filters as asked.
    pub asked: Filters,
    /// The filters the jobs match: `asked`, or its nearest relaxation with results.
    pub shown: Filters,
    pub relaxation: Option<Relaxation>,
    /// Open jobs matching `shown`, best first (at most the limit asked).
    pub jobs: Vec<std::sync::Arc<JobRecord>>,
    /// How many open jobs match `shown`.
    pub total: usize,
    /// No job had every keyword word, so jobs with any of them are shown.
    pub words_relaxed: bool,
}

/// A search whose jobs all match: the nearest jobs the search adds after fewer exact matches
/// than a page are left out (the assistant offers its own relaxations, and says so).
fn run(searcher: &Searcher, fields: &Fields, req: &SearchRequest) -> anyhow::Result<SearchResult> {
    let mut r = query::search(searcher, fields, req)?;
    if let Some(n) = r.exact.take() {
        r.total = n;
        r.jobs.truncate(n);
    }
    Ok(r)
}

/// Searches for `asked`; when nothing matches, tries its relaxations nearest first and
/// answers with the first that finds jobs (or with none).
pub fn answer(
    searcher: &Searcher,
    fields: &Fields,
    asked: &Filters,
    limit: usize,
) -> anyhow::Result<Answer> {
    let found = run(searcher, fields, &asked.to_request(limit))?;
    let mut out = Answer {
        asked: asked.clone(),
        shown: asked.clone(),
        relaxation: None,
        total: found.total,
        words_relaxed: found.relaxed,
        jobs: found.jobs,
    };
    if out.total > 0 {
        return Ok(out);
    }
    // When no open job has the keyword at all, no relaxation that keeps it can find any: one
    // cheap probe saves the ladder's searches (each an automaton for an unknown word's typos).
    let keyword_found = match &asked.keyword {
        Some(k) => {
            let probe = Filters {
                keyword: Some(k.clone()),
                ..Filters::default()
            };
            run(searcher, fields, &probe.to_request(1))?.total > 0
        }
        None => true,
    };
    for (r, f) in relaxations(asked) {
        if !keyword_found && f.keyword.is_some() {
            continue;
        }
        let found = run(searcher, fields, &f.to_request(limit))?;
        if found.total > 0 {
            out.shown = f;
            out.relaxation = Some(r);
            out.total = found.total;
            out.words_relaxed = found.relaxed;
            out.jobs = found.jobs;
            break;
        }
    }
    Ok(out)
}

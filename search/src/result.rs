//! What a search answers: a page of jobs with the exact total, the facet counts when asked,
//! what the keyword was understood as, and, when nothing was found, what to try instead.

use std::sync::Arc;

use serde::Serialize;

use crate::{facets::Facets, keyword::Understood, schema::JobRecord};

/// A page of results.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The page's jobs, shared with the records cache (`records::load_shared`): a result kept
    /// in the results cache, and each of its hits, holds the same records.
    pub jobs: Vec<Arc<JobRecord>>,
    /// The score each job of `jobs` was ranked by, in the same order, when the page is
    /// ordered by score (relevance, distance); 0 when it is ordered by a field (date, salary,
    /// popularity). Not in the API's reply: `benches/tests/search_identical.rs` compares
    /// rankings with it, letting jobs of equal score change order.
    pub scores: Vec<f32>,
    pub total: usize,
    pub facets: Option<Facets>,
    /// The words were ORed because ANDing them found nothing.
    pub relaxed: bool,
    /// Fewer jobs than a page had every word (none too): this many did, and the nearest jobs
    /// follow them (the role in the metropolitan region, then within 50 km, then the role's
    /// family, then without the least important word).
    pub exact: Option<usize>,
    /// Where distances are measured from (latitude, longitude): `near`, else the place of a
    /// city or region searched; none for a state, anywhere or an unknown place.
    pub origin: Option<(f64, f64)>,
    /// What the keyword was understood as, when it held more than words.
    pub understood: Understood,
    /// Nothing found: a corrected keyword that finds jobs, and the nearest search that finds
    /// some (`didyoumean`).
    pub suggestion: Option<Suggestion>,
}

impl SearchResult {
    /// How many jobs matched the search (before any nearest jobs followed them; a relaxed
    /// search's count).
    pub fn exact_total(&self) -> usize {
        self.exact.unwrap_or(self.total)
    }

    /// How far a job is from the origin, in km (none without an origin, or for a job whose
    /// place the dataset lacks).
    pub fn distance_km(&self, job: &JobRecord) -> Option<f64> {
        Some(crate::places::km_between(self.origin?, job.point()?))
    }
}

/// What to offer instead of an empty page.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Suggestion {
    /// A corrected keyword that finds jobs with the same place and filters.
    pub did_you_mean: Option<String>,
    /// How many jobs the corrected keyword finds.
    pub did_you_mean_total: usize,
    /// The nearest search that finds jobs: what it leaves out and how many it finds.
    pub nearest: Option<Relaxation>,
}

/// A search with something left out.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Relaxation {
    /// `location` (anywhere in India) or `filters` (every filter cleared).
    pub without: String,
    pub keyword: Option<String>,
    pub location: Option<String>,
    pub total: usize,
}

impl crate::cache::Weigh for SearchResult {
    fn weigh(&self) -> usize {
        let s = |v: &Option<String>| v.as_ref().map_or(0, String::len);
        let facets = self.facets.as_ref().map_or(0, crate::facets::weigh);
        let suggestion = self.suggestion.as_ref().map_or(0, |g| {
            s(&g.did_you_mean)
                + g.nearest.as_ref().map_or(0, |n| {
                    std::mem::size_of_val(n) + n.without.len() + s(&n.keyword) + s(&n.location)
                })
        });
        std::mem::size_of::<Self>()
            + self.jobs.weigh()
            + std::mem::size_of_val(self.scores.as_slice())
            + facets
            + suggestion
    }
}

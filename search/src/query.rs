//! What a search means (docs/design/search.md): keyword scored with BM25 over weighted
//! fields, words ANDed with an OR fallback, role synonyms, typo tolerance, every filter, salary
//! overlap in monthly rupees, sorts, exact totals and facet counts per filter group. A search
//! runs in phases (`search`: plan, execute, relax, tiers); one that finds nothing is answered
//! with what to try instead (`didyoumean`).

use std::collections::HashSet;

use tantivy::Searcher;

use crate::{didyoumean, request::SearchRequest, result::SearchResult, schema::Fields};

/// Runs a search against one searcher.
pub fn search(
    searcher: &Searcher,
    f: &Fields,
    req: &SearchRequest,
) -> anyhow::Result<SearchResult> {
    let mut r = crate::search::search_once(searcher, f, req)?;
    // Nothing matched exactly (the nearest jobs may follow): offer what to try instead.
    if r.exact_total() == 0 {
        r.suggestion = didyoumean::suggest(searcher, f, req, &r.understood)?;
    }
    Ok(r)
}

/// Distinct values, keeping order.
pub fn dedup(values: Vec<String>) -> Vec<String> {
    let mut seen = HashSet::new();
    values
        .into_iter()
        .filter(|v| seen.insert(v.clone()))
        .collect()
}

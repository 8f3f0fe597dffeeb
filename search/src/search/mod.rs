//! A search in phases (docs/design/search.md): `plan` reads the request into the keyword's
//! clauses, the filters and what the keyword was understood as; `execute` runs one query for
//! its total, its page and its facet counts; when nothing matches, `relax` widens the search;
//! when fewer jobs than a page match, `tiers` follows them with the nearest jobs.

mod execute;
pub(crate) mod plan;
mod relax;
mod tiers;

use tantivy::{
    Searcher,
    query::{BooleanQuery, Occur},
};

use crate::{records, request::SearchRequest, result::SearchResult, schema::Fields};

/// A search without the zero-result suggestions (`didyoumean` runs it for its alternatives).
pub(crate) fn search_once(
    searcher: &Searcher,
    f: &Fields,
    req: &SearchRequest,
) -> anyhow::Result<SearchResult> {
    let plan = plan::plan(searcher, f, req)?;
    let (first, in_base) = first(f, &plan);
    let mut hits = execute::run_titled(searcher, f, &plan, first, in_base)?;
    let mut relaxed = false;
    let mut exact = None;
    // Fewer than a page, none included: the nearest jobs follow (search.md "tiers").
    if tiers::backfills(&plan, hits.total) {
        (hits, exact) = tiers::backfill(searcher, f, &plan, hits)?;
    }
    // "senior" with a role: its senior posts lead as the jobs that match every word, the
    // role's other posts follow them as similar ones.
    if exact.is_none()
        && hits.total > 0
        && let Some(senior) = plan.senior_first.as_ref().filter(|_| plan.by_relevance())
    {
        let seniors = execute::count(
            searcher,
            f,
            &plan,
            Box::new(BooleanQuery::new(vec![
                (Occur::Must, plan.strict(f, &plan.queries)),
                (Occur::Must, senior.box_clone()),
            ])),
        )?;
        exact = (seniors < hits.total).then_some(seniors);
    }
    if hits.total == 0
        && let Some(wider) = relax::relax(searcher, f, &plan)?
    {
        hits = wider;
        relaxed = true;
        exact = None;
    }
    Ok(SearchResult {
        jobs: records::load_shared(searcher, f, &hits.page)?,
        scores: hits.scores,
        total: hits.total,
        facets: hits.facets,
        relaxed,
        exact,
        origin: origin(&plan),
        understood: plan.understood,
        suggestion: None,
    })
}

/// The exact matches; for a senior role, its senior posts (and its family's) first
/// (`Plan::senior_first`; when tiers follow, they rank the page again the same way). Whether
/// the query adds the constant of a title with every clause itself (`Plan::keyword_title_all`:
/// one pass over the title postings instead of two): it does when ranked by relevance, without
/// a senior role, and not for remote jobs from anywhere (whose query nests the keyword twice).
fn first(f: &Fields, plan: &plan::Plan) -> (Box<dyn tantivy::query::Query>, execute::InBase) {
    if let Some(senior) = plan.senior_first.as_ref().filter(|_| plan.by_relevance()) {
        let strict = plan.strict(f, &plan.queries);
        return (
            Box::new(BooleanQuery::new(vec![
                (Occur::Must, strict),
                (Occur::Should, senior.box_clone()),
            ])),
            execute::InBase::default(),
        );
    }
    if plan.by_relevance()
        && !plan.remote_anywhere
        && let Some(kw) = plan.keyword_title_all(execute::TITLE_ALL_SCORE)
    {
        // The levels' ranking added by the clauses is the same sum as its optional clause
        // around `base`: the rest of `base` (the place, the filters) scores 0.
        let table = plan
            .level_ranking
            .first()
            .and_then(|q| crate::levels::level_table(q.as_ref()));
        let kw = match table {
            Some(table) => Box::new(kw.with_levels(table)) as Box<dyn tantivy::query::Query>,
            None => Box::new(kw),
        };
        let in_base = execute::InBase {
            title: true,
            first_level: table.is_some(),
        };
        return (plan.base(f, Some(kw), plan.place(f)), in_base);
    }
    (plan.strict(f, &plan.queries), execute::InBase::default())
}

/// The point distances are measured from: the circle's, else a city's or a region's.
fn origin(plan: &plan::Plan) -> Option<(f64, f64)> {
    if let Some(c) = &plan.circle {
        return Some(c.point);
    }
    crate::places::places().town_point(plan.location.as_deref()?)
}

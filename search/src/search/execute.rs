//! Running one query of a search: the exact total and the page, and, when facets are asked
//! for, the counts of every filter group, all in one pass.

use tantivy::{
    DocAddress, Order, Score, Searcher,
    collector::{Count, TopDocs},
    query::{BooleanQuery, ConstScoreQuery, Occur, Query},
};

use super::plan::Plan;
use crate::{
    clauses::unscored,
    facets::{FacetCollector, Facets, PageOrder, PageSpec},
    schema::Fields,
    wide,
};

/// What one query found.
pub(super) struct Hits {
    pub total: usize,
    /// The addresses of the page asked for.
    pub page: Vec<DocAddress>,
    /// The score of each address of `page` (0 when the page is ordered by a field).
    pub scores: Vec<Score>,
    pub facets: Option<Facets>,
}

/// Runs `base` (the keyword and the location) under the plan's filters, for the plan's page.
pub(super) fn run(
    searcher: &Searcher,
    f: &Fields,
    plan: &Plan,
    base: Box<dyn Query>,
) -> anyhow::Result<Hits> {
    run_titled(searcher, f, plan, base, InBase::default())
}

/// What a search's `base` query already adds to its score, that `run` would add otherwise.
#[derive(Clone, Copy, Default)]
pub(super) struct InBase {
    /// `TITLE_ALL_SCORE` to a title with every clause (`Plan::keyword_title_all`).
    pub title: bool,
    /// The first query of `Plan::level_ranking` (`scored::AllClauses::with_levels`).
    pub first_level: bool,
}

/// `run`, with a `base` that adds `in_base` itself.
pub(super) fn run_titled(
    searcher: &Searcher,
    f: &Fields,
    plan: &Plan,
    base: Box<dyn Query>,
    in_base: InBase,
) -> anyhow::Result<Hits> {
    let base = ranked(plan, base, in_base);
    // With facets, one pass over the keyword-and-location matches gives the facet counts,
    // the total and the page (the group filters are checked on fast fields in that pass).
    if plan.with_facets {
        let c = wide::search(
            searcher,
            base.as_ref(),
            FacetCollector::new(plan.groups.clone(), plan.spec),
        )?;
        return Ok(Hits {
            total: c.total,
            page: c.page,
            scores: c.scores,
            facets: Some(c.facets),
        });
    }
    let mut parts = vec![(Occur::Must, base)];
    parts.extend(plan.groups.queries(f).into_iter().map(unscored));
    let (total, page, scores) = page(searcher, &BooleanQuery::new(parts), plan.spec)?;
    Ok(Hits {
        total,
        page,
        scores,
        facets: None,
    })
}

/// The constant that puts a job whose title has every clause of the keyword (each as typed,
/// as a synonym or as its role's family) above every job that lacks one in its title: above
/// the levels' and the tiers' constants (`levels::LEVEL_SCORE`, `tiers`).
pub(super) const TITLE_ALL_SCORE: f32 = 1.0e6;

/// `base` ranked, when the page is ranked by relevance: a title with every clause first
/// (`Plan::title_all`), then the level the keyword asked for (`Plan::level_ranking`), then
/// BM25. Optional clauses: the jobs found are `base`'s, less what `base` adds itself
/// (`in_base`).
fn ranked(plan: &Plan, base: Box<dyn Query>, in_base: InBase) -> Box<dyn Query> {
    if !plan.by_relevance() || plan.queries.is_empty() {
        return base;
    }
    let mut ranks: Vec<Box<dyn Query>> = Vec::new();
    if let Some(title) = plan.title_all.as_ref().filter(|_| !in_base.title) {
        ranks.push(Box::new(ConstScoreQuery::new(
            title.box_clone(),
            TITLE_ALL_SCORE,
        )));
    }
    // The keyword's clauses in one query may add the first of the levels' ranking themselves.
    let skip = usize::from(in_base.first_level);
    ranks.extend(plan.level_ranking.iter().skip(skip).map(|q| q.box_clone()));
    with_optional(base, ranks)
}

/// `base`, each of `ranks` adding its score to the jobs of `base` it matches. Nested one in
/// another, not a union of them: each is only asked about the jobs of `base` (a union of
/// optional clauses walks every one of their postings, a million at a million jobs).
pub(super) fn with_optional(base: Box<dyn Query>, ranks: Vec<Box<dyn Query>>) -> Box<dyn Query> {
    ranks.into_iter().fold(base, |q, r| {
        Box::new(BooleanQuery::new(vec![
            (Occur::Must, q),
            (Occur::Should, r),
        ]))
    })
}

/// How many jobs `base` finds under the plan's filters.
pub(super) fn count(
    searcher: &Searcher,
    f: &Fields,
    plan: &Plan,
    base: Box<dyn Query>,
) -> anyhow::Result<usize> {
    let mut parts = vec![(Occur::Must, base)];
    parts.extend(plan.groups.queries(f).into_iter().map(unscored));
    Ok(wide::search(searcher, &BooleanQuery::new(parts), Count)?)
}

/// Without facets: the page, its scores and the exact total in one pass over the full query.
fn page(
    searcher: &Searcher,
    query: &dyn Query,
    spec: PageSpec,
) -> anyhow::Result<(usize, Vec<DocAddress>, Vec<Score>)> {
    let top = TopDocs::with_limit(spec.limit).and_offset(spec.offset);
    /// The page's addresses and scores (0 for a page ordered by a field).
    fn split<T>(
        (n, hits): (usize, Vec<(T, DocAddress)>),
        score: impl Fn(T) -> Score,
    ) -> (usize, Vec<DocAddress>, Vec<Score>) {
        let (scores, page) = hits.into_iter().map(|(s, a)| (score(s), a)).unzip();
        (n, page, scores)
    }
    Ok(match spec.order {
        PageOrder::Score => split(
            wide::search(searcher, query, (Count, top.order_by_score()))?,
            |s| s,
        ),
        PageOrder::I64Desc(field) => split(
            wide::search(
                searcher,
                query,
                (Count, top.order_by_fast_field::<i64>(field, Order::Desc)),
            )?,
            |_| 0.0,
        ),
        PageOrder::U64Desc(field) => split(
            wide::search(
                searcher,
                query,
                (Count, top.order_by_fast_field::<u64>(field, Order::Desc)),
            )?,
            |_| 0.0,
        ),
    })
}

//! When the words find fewer jobs than a page (none included), ranked by relevance: the nearest
//! jobs follow them, in tiers, each wider than the last: the same role in the location's
//! metropolitan region, then within `NEARBY_KM` of it, then the role's family there, then
//! without the least important word. Every job of a tier ranks above every job of the next.

use tantivy::{
    Searcher,
    query::{BooleanQuery, ConstScoreQuery, Occur, Query},
};

use super::{
    execute::{self, Hits},
    plan::Plan,
    relax::drop_order,
};
use crate::{
    clauses::{location_query, places_query},
    places,
    schema::Fields,
};

/// Exact matches below this many are followed by the nearest jobs (a page's worth).
const BACKFILL_BELOW: usize = 10;

/// How far around a city the nearby tier looks, in km.
pub const NEARBY_KM: f64 = 50.0;

/// The constant that puts every job of a backfill tier above every job of the next (above
/// BM25, which stays far below it; f32 keeps BM25's order at a few times it).
const TIER_SCORE: f32 = 1.0e3;

/// The constant that puts a job whose title matches a clause of the keyword (as typed or as a
/// synonym) above every job whose only match is a stray word of its description, whatever its
/// tiers, level and family (above their constants added up; below a title with every clause,
/// `execute::TITLE_ALL_SCORE`).
const TITLE_SCORE: f32 = 1.0e5;

/// The constant that puts a job whose title has a role's family above every job whose title
/// has neither the role nor its family, of the same level (below `TITLE_SCORE`; above
/// `levels::LEVEL_SCORE`, below `levels::ENTRY_LEVEL_SCORE`).
const FAMILY_TITLE_SCORE: f32 = 2.0e4;

/// What a job in the location itself adds within a tier: below a tier's constant.
const OWN_PLACE_SCORE: f32 = 500.0;

/// Whether `total` exact matches are followed by the nearest jobs: fewer than a page (none
/// too), ranked by relevance.
pub(super) fn backfills(plan: &Plan, total: usize) -> bool {
    total < BACKFILL_BELOW && plan.by_relevance()
}

/// The exact matches `hits` followed by the nearest jobs, with how many matched exactly when
/// any followed.
pub(super) fn backfill(
    searcher: &Searcher,
    f: &Fields,
    plan: &Plan,
    mut hits: Hits,
) -> anyhow::Result<(Hits, Option<usize>)> {
    let kw = |qs: &[Box<dyn Query>]| plan.keyword(qs, Occur::Must);
    let mut tiers: Vec<Box<dyn Query>> = vec![plan.strict(f, &plan.queries)];
    let wider = wider_places(f, plan);
    for place in &wider {
        tiers.push(plan.base(f, kw(&plan.queries), Some(place.box_clone())));
    }
    // The family and the fewer words look in the widest place so far.
    let widest = || match wider.last() {
        Some(p) => Some(p.box_clone()),
        None if plan.remote_anywhere => None,
        None => plan.place(f),
    };
    let family = plan.family.as_deref().unwrap_or(&plan.queries);
    if plan.family.is_some() {
        tiers.push(plan.base(f, kw(family), widest()));
    }
    if family.len() > 1 {
        let first = drop_order(searcher, family, &plan.clauses)?[0];
        let kept: Vec<Box<dyn Query>> = family
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != first)
            .map(|(_, q)| q.box_clone())
            .collect();
        tiers.push(plan.base(f, kw(&kept), widest()));
    }
    let mut exact = None;
    let mut shown = 1;
    for n in 2..=tiers.len() {
        let mut ranks: Vec<Box<dyn Query>> = Vec::new();
        if let Some(title) = &plan.title_hit {
            // Within a tier, a title that matches the role ranks above a stray word of a
            // description.
            ranks.push(Box::new(ConstScoreQuery::new(
                title.box_clone(),
                TITLE_SCORE,
            )));
        }
        if let Some(title) = &plan.family_title_hit {
            // Then a title of the role's family.
            ranks.push(Box::new(ConstScoreQuery::new(
                title.box_clone(),
                FAMILY_TITLE_SCORE,
            )));
        }
        if let Some(senior) = &plan.senior_first {
            // "senior" asks for seniority as much as for the role: the senior posts of the
            // role and its family lead, whatever their tiers.
            ranks.push(senior.box_clone());
        }
        if let Some(place) = plan.place(f).filter(|_| !wider.is_empty()) {
            // Within a tier, the location's own jobs first ("cab driver mumbai": a driver in
            // Mumbai before one in Thane).
            ranks.push(Box::new(ConstScoreQuery::new(place, OWN_PLACE_SCORE)));
        }
        let q = execute::with_optional(nested(&tiers[..n]), ranks);
        let wider = execute::run(searcher, f, plan, q)?;
        if wider.total > hits.total {
            exact = exact.or(Some(hits.total));
            hits = wider;
            shown = n;
            if hits.total >= BACKFILL_BELOW {
                break;
            }
        }
    }
    // A stray exact match follows the titles of the wider tiers: then only the exact titles
    // lead the page as its exact matches.
    // (`any_title`: a title of the role or of its family, in the tiers shown.)
    if let (Some(n), Some(title), Some(any_title)) = (exact, &plan.title_hit, &plan.role_title) {
        let titles = execute::count(searcher, f, plan, both(&tiers[0], title))?;
        if titles < n
            && execute::count(
                searcher,
                f,
                plan,
                both(&nested(&tiers[..shown]), any_title.as_ref()),
            )? > titles
        {
            exact = Some(titles);
        }
    }
    // With seniority asked for, what leads the page as matching every word is the role's
    // senior posts (the role's other posts follow the divider with the family's).
    if let (Some(_), Some(senior)) = (exact, &plan.senior_first) {
        exact = Some(execute::count(
            searcher,
            f,
            plan,
            both(&tiers[0], senior.as_ref()),
        )?);
    }
    Ok((hits, exact))
}

/// The jobs of `a` that are also in `b`.
fn both(a: &dyn Query, b: &dyn Query) -> Box<dyn Query> {
    Box::new(BooleanQuery::new(vec![
        (Occur::Must, a.box_clone()),
        (Occur::Must, b.box_clone()),
    ]))
}

/// The places around the location, each containing the last: its metropolitan region (a city
/// of the NCR widens to Delhi NCR), then within `NEARBY_KM` of it as well. None for a circle
/// the user drew, remote from anywhere, a state, or a place the dataset lacks.
pub(super) fn wider_places(f: &Fields, plan: &Plan) -> Vec<Box<dyn Query>> {
    let Some(location) = plan.location.as_deref() else {
        return vec![];
    };
    if plan.circle.is_some() || plan.remote_anywhere {
        return vec![];
    }
    let p = places::places();
    let region = p.region(location).or_else(|| p.metro_region(location));
    let Some(point) = p.town_point(location) else {
        return vec![];
    };
    let mut out = Vec::new();
    let region_query = region
        .filter(|r| p.region(location).is_none_or(|typed| typed.name != r.name))
        .and_then(|r| location_query(f, r.name));
    if let Some(q) = &region_query {
        out.push(q.box_clone());
    }
    let near = places_query(
        f,
        p.cities_within(point, NEARBY_KM)
            .into_iter()
            .map(|(c, _)| p.place_key(c)),
    );
    let mut around: Vec<(Occur, Box<dyn Query>)> = vec![(Occur::Should, near)];
    around.extend(
        region
            .and_then(|r| location_query(f, r.name))
            .map(|q| (Occur::Should, q)),
    );
    out.push(Box::new(BooleanQuery::new(around)));
    out
}

/// The union of `tiers`, each job ranked by its tier. Tiers nest: a job's constant is how many
/// of the tiers but the widest it is in; its BM25 in the widest tier orders it within its tier.
pub(super) fn nested(tiers: &[Box<dyn Query>]) -> Box<dyn Query> {
    let mut parts: Vec<(Occur, Box<dyn Query>)> = tiers[..tiers.len() - 1]
        .iter()
        .map(|t| {
            (
                Occur::Should,
                Box::new(ConstScoreQuery::new(t.box_clone(), TIER_SCORE)) as Box<dyn Query>,
            )
        })
        .collect();
    // The union, in case a wider tier misses a job of a narrower one.
    parts.push((
        Occur::Must,
        Box::new(BooleanQuery::new(
            tiers
                .iter()
                .map(|t| (Occur::Should, t.box_clone()))
                .collect(),
        )),
    ));
    Box::new(BooleanQuery::new(parts))
}

//! When the words find nothing: a typed role widens to its family, then the least important
//! word is dropped and the rest ANDed again, one word at a time, and only then are all the
//! words ORed (search.md "OR fallback"). A search of filters alone widens its place.

use tantivy::{
    Searcher,
    collector::Count,
    query::{Occur, Query},
};

use super::{
    execute::{self, Hits},
    plan::Plan,
    tiers,
};
use crate::{clauses::Clause, schema::Fields, synonyms, vocabulary};

/// The nearest wider search, once the plan's found nothing: the first that finds jobs, else
/// the last resort (every word ORed) with what it found. None when there is nothing to widen.
pub(super) fn relax(searcher: &Searcher, f: &Fields, plan: &Plan) -> anyhow::Result<Option<Hits>> {
    if plan.queries.is_empty() {
        // Only filters, none of whose jobs is in the place: the place's metropolitan region,
        // then the towns around it ("thane jobs" with none in Thane finds Mumbai's).
        for place in tiers::wider_places(f, plan) {
            let hits = execute::run(searcher, f, plan, plan.base(f, None, Some(place)))?;
            if hits.total > 0 {
                return Ok(Some(hits));
            }
        }
        return Ok(None);
    }
    if let Some(family) = &plan.family {
        // Widen a role to its family before dropping any word ("sde bangalore" with no SDE in
        // Bengaluru finds its developers).
        let hits = execute::run(searcher, f, plan, plan.strict(f, family))?;
        if hits.total > 0 {
            return Ok(Some(hits));
        }
    }
    let queries = &plan.queries;
    if queries.len() <= 1 {
        return Ok(None);
    }
    // Drop the least important word first and AND the rest; ORing every word is the last
    // resort: a stray "2" or "job" must not decide.
    let mut kept: Vec<usize> = (0..queries.len()).collect();
    for dropped in drop_order(searcher, queries, &plan.clauses)?
        .into_iter()
        .take(queries.len() - 1)
    {
        kept.retain(|&i| i != dropped);
        let kw: Vec<Box<dyn Query>> = kept.iter().map(|&i| queries[i].box_clone()).collect();
        let hits = execute::run(searcher, f, plan, plan.strict(f, &kw))?;
        if hits.total > 0 {
            return Ok(Some(hits));
        }
    }
    let place = if plan.remote_anywhere {
        None
    } else {
        plan.place(f)
    };
    let any = plan.base(f, plan.keyword(queries, Occur::Should), place);
    execute::run(searcher, f, plan, any).map(Some)
}

/// The keyword's clauses, least important first: those that match no job at all, then
/// numbers and levels ("2", "ii", "senior"), then a word just before a role of the synonym
/// table ("truck driver" keeps "driver"), then the rest, each by how many jobs they match,
/// most first (rare role words are the most important).
pub(super) fn drop_order(
    searcher: &Searcher,
    queries: &[Box<dyn Query>],
    kinds: &[Clause],
) -> anyhow::Result<Vec<usize>> {
    let mut keyed = Vec::with_capacity(queries.len());
    for (i, (q, c)) in queries.iter().zip(kinds).enumerate() {
        let n = searcher.search(q.as_ref(), &Count)?;
        let generic = match c {
            Clause::Word(w) => w.chars().all(|ch| ch.is_ascii_digit()) || vocabulary::is_generic(w),
            Clause::Group(g) | Clause::Misspelt(_, g) => synonyms::GROUPS[*g]
                .iter()
                .any(|p| vocabulary::is_generic(p)),
        };
        // A word just before a role of the table qualifies it, and goes before it ("truck
        // driver" keeps the drivers); any other word is weighed with the roles by how common
        // it is ("electrician" goes before a rare word that follows it).
        let modifier = matches!(c, Clause::Word(_))
            && matches!(
                kinds.get(i + 1),
                Some(Clause::Group(_) | Clause::Misspelt(..))
            );
        let rank = if n == 0 {
            0
        } else if generic {
            1
        } else if modifier {
            2
        } else {
            3
        };
        keyed.push((rank, std::cmp::Reverse(n), i));
    }
    keyed.sort();
    Ok(keyed.into_iter().map(|(_, _, i)| i).collect())
}

//! What a search means (../shared/design/search.md): keyword scored with BM25 over weighted
//! fields, words ANDed with an OR fallback, role synonyms, typo tolerance, every filter, salary
//! overlap in monthly rupees, sorts, exact totals and facet counts per filter group.

use std::collections::{HashMap, HashSet};

use anyhow::Context;
use tantivy::{
    DocAddress, Order, Searcher, TantivyDocument, Term,
    collector::{Count, TopDocs},
    query::{
        AllQuery, BooleanQuery, BoostQuery, ConstScoreQuery, FuzzyTermQuery, Occur, Query,
        TermQuery,
    },
    schema::{IndexRecordOption, Value},
    tokenizer::TokenStream,
};
use uuid::Uuid;

use crate::{
    facets::{FacetCollector, Facets, GroupFilters, PageOrder, PageSpec},
    places,
    schema::{Fields, JobRecord, names},
    scored::MatchThenScore,
    synonyms, text,
};

/// How results are ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sort {
    /// BM25 (the default with a keyword).
    Relevance,
    /// Newest first (the default without a keyword).
    Newest,
    /// Highest salary first.
    Salary,
    /// Most applications first.
    Popular,
}

/// A parsed search; the API builds it from the query string.
#[derive(Clone, Debug, Default)]
pub struct SearchRequest {
    pub keyword: Option<String>,
    pub location: Option<String>,
    pub categories: Vec<String>,
    pub types: Vec<String>,
    pub work_modes: Vec<String>,
    /// `Male` or `Female`; `Both` or none means no gender filter.
    pub gender: Option<String>,
    pub blue_collar: Option<bool>,
    /// Monthly rupees.
    pub min_salary: Option<i64>,
    pub max_salary: Option<i64>,
    pub sort: Option<Sort>,
    pub offset: usize,
    pub limit: usize,
    pub exclude: Option<Uuid>,
    pub with_facets: bool,
}

/// A page of results.
#[derive(Clone, Debug)]
pub struct SearchResult {
    pub jobs: Vec<JobRecord>,
    pub total: usize,
    pub facets: Option<Facets>,
    /// The words were ORed because ANDing them found nothing.
    pub relaxed: bool,
    /// Fewer jobs than a page had every word: this many did, and the nearest jobs follow them
    /// (the role's family, the metropolitan region, then without the least important word).
    pub exact: Option<usize>,
    /// What the keyword was understood as, when it held more than words.
    pub understood: Understood,
    /// Nothing found: a corrected keyword that finds jobs, and the nearest search that finds
    /// some (`didyoumean`).
    pub suggestion: Option<crate::didyoumean::Suggestion>,
}

pub use crate::understand::Understood;

/// What a word in the title adds to its score on the weighted catch-all field, per unit of
/// the title's own BM25: the title leads the ranking (search.md: "title strongest").
const TITLE_BOOST: f32 = 2.0;

/// Exact matches below this many are followed by the nearest jobs (a page's worth).
const BACKFILL_BELOW: usize = 10;

/// The constant that puts every job of a backfill tier above every job of the next (BM25
/// scores stay far below it).
const TIER_SCORE: f32 = 1.0e6;

/// What a typo match scores relative to an exact one.
const TYPO_BOOST: f32 = 0.4;

/// Documents a word must appear in to count as known (not a typo).
const KNOWN_WORD_DOCS: u64 = 3;

fn typo_distance(word: &str) -> u8 {
    match word.chars().count() {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    }
}

fn boosted(q: Box<dyn Query>, weight: f32) -> Box<dyn Query> {
    Box::new(BoostQuery::new(q, weight))
}

fn term(field: tantivy::schema::Field, t: &str) -> Box<dyn Query> {
    Box::new(TermQuery::new(
        Term::from_field_text(field, t),
        IndexRecordOption::WithFreqs,
    ))
}

/// One clause of the keyword: a word, or a synonym group (by its index in the table).
#[derive(Debug)]
pub(crate) enum Clause {
    Word(String),
    Group(usize),
    /// A word (almost) no job uses that is one edit from a one-word phrase of the table: the
    /// word as typed or the phrase's group ("acountant": every accounts job).
    Misspelt(String, usize),
}

/// A typed word: matched and scored on the weighted catch-all field, plus the title's score;
/// words (almost) no job uses also match their typo neighbours, for less.
fn word_query(searcher: &Searcher, f: &Fields, raw_word: &str) -> Option<Box<dyn Query>> {
    let t = text::terms(raw_word).into_iter().next()?;
    // A word the jobs use is not a typo: only words (almost) absent from the index are
    // expanded to their neighbours. Expanding every word would match "manager" with
    // "manger" and cost a Levenshtein automaton on every search.
    let docs = searcher
        .doc_freq(&Term::from_field_text(f.all, &t))
        .unwrap_or(0);
    let distance = if docs >= KNOWN_WORD_DOCS {
        0
    } else {
        typo_distance(raw_word)
    };
    let title = boosted(term(f.title, &t), TITLE_BOOST);
    if distance == 0 || t.chars().any(|c| c.is_ascii_digit()) {
        return Some(Box::new(MatchThenScore::new(
            term(f.all, &t),
            true,
            vec![title],
        )));
    }
    let fuzzy = |field| {
        Box::new(FuzzyTermQuery::new(
            Term::from_field_text(field, &t),
            distance,
            true,
        )) as Box<dyn Query>
    };
    let matcher = BooleanQuery::new(vec![
        (Occur::Should, term(f.all, &t)),
        (Occur::Should, fuzzy(f.all)),
    ]);
    Some(Box::new(MatchThenScore::new(
        Box::new(matcher),
        false,
        vec![
            term(f.all, &t),
            title,
            boosted(fuzzy(f.all), TYPO_BOOST),
            boosted(fuzzy(f.title), TYPO_BOOST * TITLE_BOOST),
        ],
    )))
}

/// A synonym group: matched and scored on its key, which the catch-all field's analyzer puts
/// wherever a phrase of the group starts (so BM25 sees the group as one word, weighted by the
/// field its phrases are in), plus the title's score of the key. Synonyms come from our table,
/// not from the user's fingers: no typo expansion. A title with a true synonym ranks above one
/// with a member of the group (`synonyms::synonym_key`).
fn group_query(f: &Fields, g: usize) -> Box<dyn Query> {
    let key = synonyms::group_key(g);
    Box::new(MatchThenScore::new(
        term(f.all, &key),
        true,
        vec![
            boosted(term(f.title, &key), TITLE_BOOST),
            boosted(term(f.title, &synonyms::synonym_key(g)), TITLE_BOOST),
        ],
    ))
}

/// Splits keyword words into clauses, merging synonym phrases.
pub(crate) fn clauses(words: &[String]) -> Vec<Clause> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < words.len() {
        if let Some((n, g)) = synonyms::match_at(words, i) {
            out.push(Clause::Group(g));
            i += n;
        } else {
            out.push(Clause::Word(words[i].clone()));
            i += 1;
        }
    }
    out
}

pub(crate) fn clause_query(searcher: &Searcher, f: &Fields, c: &Clause) -> Option<Box<dyn Query>> {
    match c {
        Clause::Word(w) => word_query(searcher, f, w),
        Clause::Group(g) => Some(group_query(f, *g)),
        Clause::Misspelt(w, g) => {
            // The group, and jobs that spell the word the same way (not its typo neighbours:
            // "acountant" is not "Key Account Manager").
            let group = group_query(f, *g);
            Some(match text::terms(w).into_iter().next() {
                Some(t) => Box::new(BooleanQuery::new(vec![
                    (Occur::Should, term(f.all, &t)),
                    (Occur::Should, group),
                ])),
                None => group,
            })
        }
    }
}

/// Any of a few exact values. A union of term queries: cheaper than `TermSetQuery`, which
/// builds an FST and a bitset of the whole segment per search.
pub fn any_term(field: tantivy::schema::Field, values: &[String]) -> Box<dyn Query> {
    let mut terms: Vec<Box<dyn Query>> = values
        .iter()
        .map(|v| {
            Box::new(TermQuery::new(
                Term::from_field_text(field, v),
                IndexRecordOption::Basic,
            )) as Box<dyn Query>
        })
        .collect();
    if terms.len() == 1 {
        return terms.pop().expect("one");
    }
    Box::new(BooleanQuery::new(
        terms.into_iter().map(|q| (Occur::Should, q)).collect(),
    ))
}

/// The location constraint: canonical cities and states, else the typed words as text.
pub(crate) fn location_query(f: &Fields, q: &str) -> Option<Box<dyn Query>> {
    let q = q.trim();
    if q.is_empty() {
        return None;
    }
    let m = places::places().resolve_location(q);
    let mut shoulds: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    if !m.cities.is_empty() {
        shoulds.push((Occur::Should, any_term(f.city, &m.cities)));
    }
    if !m.states.is_empty() {
        shoulds.push((Occur::Should, any_term(f.state, &m.states)));
    }
    if shoulds.is_empty() {
        let musts: Vec<(Occur, Box<dyn Query>)> = text::terms(q)
            .into_iter()
            .map(|t| {
                (
                    Occur::Must,
                    Box::new(TermQuery::new(
                        Term::from_field_text(f.location_text, &t),
                        IndexRecordOption::Basic,
                    )) as Box<dyn Query>,
                )
            })
            .collect();
        if musts.is_empty() {
            return None;
        }
        return Some(Box::new(BooleanQuery::new(musts)));
    }
    Some(Box::new(BooleanQuery::new(shoulds)))
}

fn unscored(q: Box<dyn Query>) -> (Occur, Box<dyn Query>) {
    (Occur::Must, Box::new(ConstScoreQuery::new(q, 0.0)))
}

/// Runs a search against one searcher.
pub fn search(
    searcher: &Searcher,
    f: &Fields,
    req: &SearchRequest,
) -> anyhow::Result<SearchResult> {
    let mut r = search_once(searcher, f, req)?;
    if r.total == 0 {
        r.suggestion = crate::didyoumean::suggest(searcher, f, req, &r.understood)?;
    }
    Ok(r)
}

/// A search without the zero-result suggestions.
pub(crate) fn search_once(
    searcher: &Searcher,
    f: &Fields,
    req: &SearchRequest,
) -> anyhow::Result<SearchResult> {
    let mut words = req.keyword.as_deref().map(text::words).unwrap_or_default();
    let understood = crate::understand::understand(
        &mut words,
        req.location
            .as_deref()
            .is_some_and(|l| !l.trim().is_empty()),
    );
    let mut understood = understood;
    if understood.place_alone
        && let Some(place) = understood.location.clone()
    {
        // A keyword that is only a place is the location unless jobs have its words ("Sagar").
        let place_words = text::words(&place);
        let mut qs: Vec<(Occur, Box<dyn Query>)> = clauses(&place_words)
            .iter()
            .filter_map(|c| clause_query(searcher, f, c).map(|q| (Occur::Must, q)))
            .collect();
        if !qs.is_empty() {
            // Jobs with the words that are not in the place: the words mean something else.
            if let Some(l) = location_query(f, &place) {
                qs.push((Occur::MustNot, l));
            }
            // More jobs with the words elsewhere than jobs in the place: the words win.
            let elsewhere = searcher.search(&BooleanQuery::new(qs), &Count)?;
            let in_place = location_query(f, &place)
                .map(|l| searcher.search(l.as_ref(), &Count))
                .transpose()?
                .unwrap_or(0);
            if elsewhere > 0 && elsewhere >= in_place {
                words = place_words;
                understood.location = None;
                understood.place_alone = false;
            }
        }
    }
    let location = req.location.clone().or(understood.location.clone());
    let mut groups = GroupFilters::from_request(req);
    if understood.remote && groups.work_modes.is_empty() {
        groups.work_modes = vec!["Remote".into()];
    }
    if let Some(m) = &understood.work_mode
        && groups.work_modes.is_empty()
    {
        groups.work_modes = vec![m.clone()];
    }
    if let Some(t) = &understood.job_type
        && groups.types.is_empty()
    {
        groups.types = vec![t.clone()];
    }
    // A misspelt table word means its group too ("acountant": every accounts job), not only
    // its typo neighbours in the index.
    let clause_list: Vec<Clause> = clauses(&words)
        .into_iter()
        .map(|c| match c {
            Clause::Word(w) => {
                // The table is read only for a word the jobs do not use (not on every search).
                let unknown = text::terms(&w).first().is_some_and(|t| {
                    searcher
                        .doc_freq(&Term::from_field_text(f.all, t))
                        .unwrap_or(0)
                        < KNOWN_WORD_DOCS
                });
                let group = unknown
                    .then(|| synonyms::misspelt(&w))
                    .flatten()
                    .and_then(|p| synonyms::match_at(&[p.to_string()], 0));
                match group {
                    Some((_, g)) => Clause::Misspelt(w, g),
                    None => Clause::Word(w),
                }
            }
            c => c,
        })
        .collect();
    let (keyword_clauses, kinds): (Vec<Box<dyn Query>>, Vec<&Clause>) = clause_list
        .iter()
        .filter_map(|c| clause_query(searcher, f, c).map(|q| (q, c)))
        .unzip();
    let has_keyword = !keyword_clauses.is_empty();

    // The keyword part: every clause, or (the last resort) any of them.
    let keyword = |kw: &[Box<dyn Query>], occur: Occur| -> Option<Box<dyn Query>> {
        has_keyword.then(|| {
            Box::new(BooleanQuery::new(
                kw.iter().map(|q| (occur, q.box_clone())).collect(),
            )) as Box<dyn Query>
        })
    };
    // The base: keyword and the constraints that are not facet groups.
    let base = |kw: Option<Box<dyn Query>>, location: Option<&str>| -> Box<dyn Query> {
        let mut parts: Vec<(Occur, Box<dyn Query>)> = Vec::new();
        if let Some(kw) = kw {
            parts.push((Occur::Must, kw));
        }
        if let Some(l) = location.and_then(|l| location_query(f, l)) {
            parts.push(unscored(l));
        }
        if let Some(id) = req.exclude {
            parts.push((
                Occur::MustNot,
                Box::new(TermQuery::new(
                    Term::from_field_text(f.id, &id.to_string()),
                    IndexRecordOption::Basic,
                )),
            ));
            if parts.iter().all(|(o, _)| *o == Occur::MustNot) {
                parts.push((Occur::Must, Box::new(AllQuery)));
            }
        }
        if parts.is_empty() {
            Box::new(AllQuery)
        } else {
            Box::new(BooleanQuery::new(parts))
        }
    };
    let location = location.as_deref();
    let strict = |kw: &[Box<dyn Query>]| base(keyword(kw, Occur::Must), location);
    let full = |b: Box<dyn Query>| -> Box<dyn Query> {
        let mut parts = vec![(Occur::Must, b)];
        parts.extend(groups.queries(f).into_iter().map(unscored));
        Box::new(BooleanQuery::new(parts))
    };

    let sort = req.sort.unwrap_or(if has_keyword {
        Sort::Relevance
    } else {
        Sort::Newest
    });
    let order = match sort {
        Sort::Relevance if has_keyword => PageOrder::Score,
        Sort::Relevance | Sort::Newest => PageOrder::I64Desc(names::CREATED),
        Sort::Salary => PageOrder::I64Desc(names::SALARY_MAX),
        Sort::Popular => PageOrder::U64Desc(names::POPULARITY),
    };
    let spec = PageSpec {
        order,
        offset: req.offset,
        limit: req.limit.max(1),
    };
    // Without facets: the page and the exact total in one pass over the full query.
    let page = |query: &dyn Query| -> anyhow::Result<(usize, Vec<DocAddress>)> {
        let top = TopDocs::with_limit(spec.limit).and_offset(spec.offset);
        fn addrs<T>((n, hits): (usize, Vec<(T, DocAddress)>)) -> (usize, Vec<DocAddress>) {
            (n, hits.into_iter().map(|(_, a)| a).collect())
        }
        Ok(match order {
            PageOrder::Score => addrs(searcher.search(query, &(Count, top.order_by_score()))?),
            PageOrder::I64Desc(field) => addrs(searcher.search(
                query,
                &(Count, top.order_by_fast_field::<i64>(field, Order::Desc)),
            )?),
            PageOrder::U64Desc(field) => addrs(searcher.search(
                query,
                &(Count, top.order_by_fast_field::<u64>(field, Order::Desc)),
            )?),
        })
    };
    // With facets, one pass over the keyword-and-location matches gives the facet counts,
    // the total and the page (the group filters are checked on fast fields in that pass).
    let run = |b: Box<dyn Query>| -> anyhow::Result<(usize, Vec<DocAddress>, Option<Facets>)> {
        if req.with_facets {
            let c = searcher.search(b.as_ref(), &FacetCollector::new(groups.clone(), spec))?;
            Ok((c.total, c.page, Some(c.facets)))
        } else {
            let (total, addresses) = page(full(b).as_ref())?;
            Ok((total, addresses, None))
        }
    };
    let mut relaxed = false;
    let mut exact = None;
    let (mut total, mut addresses, mut facets) = run(strict(&keyword_clauses))?;
    // A role widened to its family ("sde" to every developer), when the keyword has one.
    let widened: Option<Vec<Box<dyn Query>>> =
        kinds.iter().any(|c| family(c).is_some()).then(|| {
            kinds
                .iter()
                .zip(&keyword_clauses)
                .map(|(c, q)| {
                    match family(c).and_then(|g| clause_query(searcher, f, &Clause::Group(g))) {
                        // The role or its family: the role's own phrases need not be members.
                        Some(fam) => Box::new(BooleanQuery::new(vec![
                            (Occur::Should, q.box_clone()),
                            (Occur::Should, fam),
                        ])) as Box<dyn Query>,
                        None => q.box_clone(),
                    }
                })
                .collect()
        });
    if total == 0
        && let Some(w) = &widened
    {
        // Widen a role to its family before dropping any word ("sde bangalore" with no SDE in
        // Bengaluru finds its developers).
        let (t, a, fc) = run(strict(w))?;
        if t > 0 {
            relaxed = true;
            (total, addresses, facets) = (t, a, fc);
        }
    }
    if total == 0 && keyword_clauses.len() > 1 {
        // Drop the least important word first and AND the rest; ORing every word is the last
        // resort (search.md "OR fallback"; issue 18: a stray "2" or "job" must not decide).
        relaxed = true;
        let mut kept: Vec<usize> = (0..keyword_clauses.len()).collect();
        for dropped in drop_order(searcher, &keyword_clauses, &kinds)?
            .into_iter()
            .take(keyword_clauses.len() - 1)
        {
            kept.retain(|&i| i != dropped);
            let kw: Vec<Box<dyn Query>> = kept
                .iter()
                .map(|&i| keyword_clauses[i].box_clone())
                .collect();
            (total, addresses, facets) = run(strict(&kw))?;
            if total > 0 {
                break;
            }
        }
        if total == 0 {
            (total, addresses, facets) =
                run(base(keyword(&keyword_clauses, Occur::Should), location))?;
        }
    } else if total > 0 && total < BACKFILL_BELOW && order == PageOrder::Score && !relaxed {
        // Fewer exact matches than a page: the nearest jobs follow them (issue 18), in tiers,
        // each wider than the last: the role's family in the metropolitan region of a place
        // typed in the keyword, then without the least important word. Every job of a tier ranks above every job of the next.
        // Only a place typed in the keyword widens to its region: a location chosen in the
        // location box is a filter, and filters are exact (search.md).
        let from_keyword = req.location.as_deref().is_none_or(|l| l.trim().is_empty());
        let wide_location = location
            .filter(|_| from_keyword)
            .and_then(|l| places::places().metro_region(l))
            .or(location);
        let has_family = widened.is_some();
        let family_kw = widened.unwrap_or_else(|| {
            keyword_clauses
                .iter()
                .map(|q| q.box_clone())
                .collect::<Vec<_>>()
        });
        let mut tiers: Vec<Box<dyn Query>> = vec![strict(&keyword_clauses)];
        if has_family || wide_location != location {
            tiers.push(base(keyword(&family_kw, Occur::Must), wide_location));
        }
        if family_kw.len() > 1 {
            let first = drop_order(searcher, &family_kw, &kinds)?[0];
            let kept: Vec<Box<dyn Query>> = family_kw
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != first)
                .map(|(_, q)| q.box_clone())
                .collect();
            tiers.push(base(keyword(&kept, Occur::Must), wide_location));
        }
        for n in 2..=tiers.len() {
            // Tiers nest: a job's constant is how many of the first n - 1 tiers it is in; its
            // BM25 in the widest tier orders it within its tier.
            let mut parts: Vec<(Occur, Box<dyn Query>)> = tiers[..n - 1]
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
                    tiers[..n]
                        .iter()
                        .map(|t| (Occur::Should, t.box_clone()))
                        .collect(),
                )),
            ));
            let (t, a, fc) = run(Box::new(BooleanQuery::new(parts)))?;
            if t > total {
                exact = exact.or(Some(total));
                (total, addresses, facets) = (t, a, fc);
                if total >= BACKFILL_BELOW {
                    break;
                }
            }
        }
    }
    let jobs = load_records(searcher, f, &addresses)?;
    Ok(SearchResult {
        jobs,
        total,
        facets,
        relaxed,
        exact,
        understood,
        suggestion: None,
    })
}

/// The family a typed role belongs to (`synonyms::family`).
fn family(c: &Clause) -> Option<usize> {
    match c {
        Clause::Group(g) | Clause::Misspelt(_, g) => synonyms::family(*g),
        Clause::Word(_) => None,
    }
}

/// The keyword's clauses, least important first: those that match no job at all, then
/// numbers and levels ("2", "ii", "senior"), then by how many jobs they match, most first
/// (rare role words are the most important).
fn drop_order(
    searcher: &Searcher,
    queries: &[Box<dyn Query>],
    kinds: &[&Clause],
) -> anyhow::Result<Vec<usize>> {
    let mut keyed = Vec::with_capacity(queries.len());
    for (i, (q, c)) in queries.iter().zip(kinds).enumerate() {
        let n = searcher.search(q.as_ref(), &Count)?;
        let generic = match c {
            Clause::Word(w) => {
                w.chars().all(|ch| ch.is_ascii_digit()) || crate::vocabulary::is_generic(w)
            }
            Clause::Group(g) | Clause::Misspelt(_, g) => synonyms::GROUPS[*g]
                .iter()
                .any(|p| crate::vocabulary::is_generic(p)),
        };
        let rank = if n == 0 {
            0
        } else if generic {
            1
        } else {
            2
        };
        keyed.push((rank, std::cmp::Reverse(n), i));
    }
    keyed.sort();
    Ok(keyed.into_iter().map(|(_, _, i)| i).collect())
}

/// The stored job records of the given documents, in order.
pub fn load_records(
    searcher: &Searcher,
    f: &Fields,
    addresses: &[DocAddress],
) -> anyhow::Result<Vec<JobRecord>> {
    let mut out = Vec::with_capacity(addresses.len());
    for a in addresses {
        let doc: TantivyDocument = searcher.doc(*a)?;
        if let Some(json) = doc.get_first(f.record).and_then(|v| v.as_str()) {
            out.push(serde_json::from_str(json)?);
        }
    }
    Ok(out)
}

/// The indexed record of one job, if it is open.
pub fn find(searcher: &Searcher, f: &Fields, id: Uuid) -> anyhow::Result<Option<JobRecord>> {
    let q = TermQuery::new(
        Term::from_field_text(f.id, &id.to_string()),
        IndexRecordOption::Basic,
    );
    let hits = searcher.search(&q, &TopDocs::with_limit(1).order_by_score())?;
    let addresses: Vec<DocAddress> = hits.into_iter().map(|(_, a)| a).collect();
    Ok(load_records(searcher, f, &addresses)?.into_iter().next())
}

/// Words a similar-jobs query is built from, at most.
const SIMILAR_MAX_TERMS: usize = 25;

/// More-like-this on the words of the title, skills and description (looked up in the weighted
/// catch-all field, so title words weigh most); same category first; never the job itself
/// (closed jobs are not in the index).
///
/// tantivy 0.27's `MoreLikeThisQuery` is not used: it divides by the count of live documents
/// while a term's document frequency still counts deleted ones until a merge, so after any
/// edit or delete its idf asserts (`doc_count >= doc_freq`) and the request panics. The terms
/// are chosen here with both figures taken over all documents, deleted ones included, the
/// statistics BM25 itself uses.
pub fn similar(
    searcher: &Searcher,
    f: &Fields,
    job: &JobRecord,
    limit: usize,
) -> anyhow::Result<Vec<JobRecord>> {
    let terms = similar_terms(searcher, f, job)?;
    if terms.is_empty() || limit == 0 {
        return Ok(vec![]);
    }
    let best = terms.first().map_or(1.0, |t| t.1);
    let words: Vec<(Occur, Box<dyn Query>)> = terms
        .into_iter()
        .map(|(term, score)| {
            let q: Box<dyn Query> = Box::new(BoostQuery::new(
                Box::new(TermQuery::new(term, IndexRecordOption::WithFreqs)),
                score / best,
            ));
            (Occur::Should, q)
        })
        .collect();
    let same_category = TermQuery::new(
        Term::from_field_text(f.category, &job.category),
        IndexRecordOption::Basic,
    );
    let q = BooleanQuery::new(vec![
        (Occur::Must, Box::new(BooleanQuery::new(words))),
        (
            Occur::Should,
            Box::new(ConstScoreQuery::new(Box::new(same_category), 1000.0)),
        ),
        (
            Occur::MustNot,
            Box::new(TermQuery::new(
                Term::from_field_text(f.id, &job.id.to_string()),
                IndexRecordOption::Basic,
            )),
        ),
    ]);
    let hits = searcher.search(&q, &TopDocs::with_limit(limit).order_by_score())?;
    let addresses: Vec<DocAddress> = hits.into_iter().map(|(_, a)| a).collect();
    load_records(searcher, f, &addresses)
}

/// The job's most telling words on the catch-all field, best first: term frequency in the job
/// times idf, where both the document count and each document frequency include deleted
/// documents (so the count is never below the frequency).
fn similar_terms(
    searcher: &Searcher,
    f: &Fields,
    job: &JobRecord,
) -> anyhow::Result<Vec<(Term, f32)>> {
    let mut analyzer = searcher
        .index()
        .tokenizer_for_field(f.all)
        .context("the catch-all field's analyzer")?;
    let mut tf: HashMap<Term, u32> = HashMap::new();
    for text in [&job.title, &job.requirements, &job.description] {
        let normalized = text::normalize(text);
        let mut stream = analyzer.token_stream(&normalized);
        while let Some(token) = stream.next() {
            if token.text.len() >= 2 {
                *tf.entry(Term::from_field_text(f.all, &token.text))
                    .or_default() += 1;
            }
        }
    }
    let all_docs: u64 = searcher
        .segment_readers()
        .iter()
        .map(|s| u64::from(s.max_doc()))
        .sum();
    let mut scored = Vec::with_capacity(tf.len());
    for (term, n) in tf {
        let df = searcher.doc_freq(&term)?;
        if df == 0 {
            continue;
        }
        let df = df.min(all_docs) as f32;
        let idf = (1.0 + (all_docs as f32 - df + 0.5) / (df + 0.5)).ln();
        scored.push((term, n as f32 * idf));
    }
    scored.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    scored.truncate(SIMILAR_MAX_TERMS);
    Ok(scored)
}

/// Distinct values, keeping order.
pub fn dedup(values: Vec<String>) -> Vec<String> {
    let mut seen = HashSet::new();
    values
        .into_iter()
        .filter(|v| seen.insert(v.clone()))
        .collect()
}

/// The ids of every live document (for reconcile and tests).
pub fn all_ids(searcher: &Searcher, _f: &Fields) -> anyhow::Result<Vec<Uuid>> {
    let mut out = Vec::new();
    for segment in searcher.segment_readers() {
        let Some(col) = segment.fast_fields().str(names::ID)? else {
            continue;
        };
        let alive = segment.alive_bitset();
        let mut buf = String::new();
        for doc in 0..segment.max_doc() {
            if alive.is_some_and(|a| !a.is_alive(doc)) {
                continue;
            }
            if let Some(ord) = col.term_ords(doc).next() {
                buf.clear();
                if col.ord_to_str(ord, &mut buf)? {
                    out.push(buf.parse()?);
                }
            }
        }
    }
    Ok(out)
}

//! The clauses of a search and their queries. A keyword clause is a word, a synonym group or a
//! misspelt word of the synonym table: matched and scored with BM25 on the weighted catch-all
//! field, plus the title's own score (the title leads), with typo tolerance for words (almost)
//! no job uses. A place matches its canonical cities and states; a filter matches exact values.

use tantivy::{
    Searcher, Term,
    query::{BooleanQuery, BoostQuery, ConstScoreQuery, FuzzyTermQuery, Occur, Query, TermQuery},
    schema::IndexRecordOption,
};

use crate::{
    places,
    schema::Fields,
    scored::{AnyTermFilter, BoostedTerm, MatchThenScore},
    synonyms, text,
};

/// What a word in the title adds to its score on the weighted catch-all field, per unit of
/// the title's own BM25: the title leads the ranking (search.md: "title strongest").
const TITLE_BOOST: f32 = 2.0;

/// What a typo match scores relative to an exact one.
const TYPO_BOOST: f32 = 0.4;

/// Documents a word must appear in to count as known (not a typo).
pub(crate) const KNOWN_WORD_DOCS: u64 = 3;

pub(crate) fn typo_distance(word: &str) -> u8 {
    match word.chars().count() {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    }
}

fn boosted(q: Box<dyn Query>, weight: f32) -> Box<dyn Query> {
    Box::new(BoostQuery::new(q, weight))
}

/// `t` in `field`, boosted: `boosted(term(field, t), boost)` (`term` at 1), which a
/// `MatchThenScore` scores without a `dyn Scorer` between.
fn scored_term(field: tantivy::schema::Field, t: &str, boost: f32) -> Box<dyn Query> {
    Box::new(BoostedTerm::new(Term::from_field_text(field, t), boost))
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
    let terms = text::terms(raw_word);
    // The title scorer holds exactly the jobs whose title has the clause (as
    // `title_all_query` reads it) when the word is one term.
    let one_term = terms.len() == 1;
    let t = terms.into_iter().next()?;
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
    let title = scored_term(f.title, &t, TITLE_BOOST);
    let titled = |q: MatchThenScore, i| if one_term { q.titled(i) } else { q };
    if distance == 0 || t.chars().any(|c| c.is_ascii_digit()) {
        return Some(Box::new(titled(
            MatchThenScore::new(scored_term(f.all, &t, 1.0), true, vec![title]),
            0,
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
    Some(Box::new(titled(
        MatchThenScore::new(
            Box::new(matcher),
            false,
            vec![
                scored_term(f.all, &t, 1.0),
                title,
                boosted(fuzzy(f.all), TYPO_BOOST),
                boosted(fuzzy(f.title), TYPO_BOOST * TITLE_BOOST),
            ],
        ),
        1,
    )))
}

/// A synonym group: matched and scored on its key, which the catch-all field's analyzer puts
/// wherever a phrase of the group starts (so BM25 sees the group as one word, weighted by the
/// field its phrases are in), plus the title's score of the key. Synonyms come from our table,
/// not from the user's fingers: no typo expansion. A title with a true synonym ranks above one
/// with a member of the group (`synonyms::synonym_key`).
fn group_query(f: &Fields, g: usize) -> Box<dyn Query> {
    let key = synonyms::group_key(g);
    Box::new(
        MatchThenScore::new(
            scored_term(f.all, &key, 1.0),
            true,
            vec![
                scored_term(f.title, &key, TITLE_BOOST),
                scored_term(f.title, &synonyms::synonym_key(g), TITLE_BOOST),
            ],
        )
        .titled(0),
    )
}

/// Splits keyword words into clauses, merging synonym phrases (never inside a phrase the table
/// marks `!`).
pub(crate) fn clauses(words: &[String]) -> Vec<Clause> {
    let mut out = Vec::new();
    let plain = synonyms::in_not_the_group(words);
    let mut i = 0;
    while i < words.len() {
        if let Some((n, g)) =
            synonyms::match_at(words, i).filter(|(n, _)| !plain[i..i + n].contains(&true))
        {
            out.push(Clause::Group(g));
            i += n;
        } else {
            out.push(Clause::Word(words[i].clone()));
            i += 1;
        }
    }
    out
}

/// The query of one clause; none for a word the analyzer keeps nothing of.
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

/// `location_query` as a constraint that adds no score: the same jobs, its canonical cities
/// and states as one `scored::AnyTermFilter` (cheap to seek into).
pub(crate) fn location_filter(f: &Fields, q: &str) -> Option<Box<dyn Query>> {
    let q = q.trim();
    let m = places::places().resolve_location(q);
    if m.cities.is_empty() && m.states.is_empty() {
        return location_words(f, q);
    }
    let terms = m
        .cities
        .iter()
        .map(|c| Term::from_field_text(f.city, c))
        .chain(m.states.iter().map(|s| Term::from_field_text(f.state, s)))
        .collect();
    Some(Box::new(AnyTermFilter::new(terms)))
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
        return location_words(f, q);
    }
    Some(Box::new(BooleanQuery::new(shoulds)))
}

/// A place the dataset does not know: every word typed, in the location's text.
fn location_words(f: &Fields, q: &str) -> Option<Box<dyn Query>> {
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
    (!musts.is_empty()).then(|| Box::new(BooleanQuery::new(musts)) as Box<dyn Query>)
}

/// Jobs in these places (`places::Places::place_key` of each city): a union of term queries,
/// as `any_term` (each city's jobs are one run of document ids, the index being sorted by
/// place).
pub(crate) fn places_query(f: &Fields, keys: impl IntoIterator<Item = u64>) -> Box<dyn Query> {
    Box::new(BooleanQuery::new(
        keys.into_iter()
            .map(|k| (Occur::Should, Box::new(place_term(f, k)) as Box<dyn Query>))
            .collect(),
    ))
}

/// The jobs of one place (its `places::Places::place_key`).
fn place_term(f: &Fields, key: u64) -> TermQuery {
    TermQuery::new(Term::from_field_u64(f.place, key), IndexRecordOption::Basic)
}

/// The title terms that match one clause: its words (as typed, for a misspelt one) and its
/// group's key; with `family`, its role's family's key instead.
fn title_terms(f: &Fields, c: &Clause, family: bool) -> Vec<Box<dyn Query>> {
    let mut out: Vec<Box<dyn Query>> = Vec::new();
    let mut push = |t: &str| {
        out.push(Box::new(TermQuery::new(
            Term::from_field_text(f.title, t),
            IndexRecordOption::Basic,
        )) as Box<dyn Query>)
    };
    match c {
        Clause::Word(w) if !family => text::terms(w).iter().for_each(|t| push(t)),
        Clause::Word(_) => {}
        Clause::Group(g) | Clause::Misspelt(_, g) if family => {
            if let Some(fam) = synonyms::family(*g) {
                push(&synonyms::group_key(fam));
            }
        }
        Clause::Group(g) | Clause::Misspelt(_, g) => {
            if let Clause::Misspelt(w, _) = c {
                text::terms(w).iter().for_each(|t| push(t));
            }
            push(&synonyms::group_key(*g));
        }
    }
    out
}

fn any_of(qs: Vec<Box<dyn Query>>) -> Box<dyn Query> {
    Box::new(BooleanQuery::new(
        qs.into_iter().map(|q| (Occur::Should, q)).collect(),
    ))
}

/// Jobs whose title has a clause of the keyword (`family` false), or a role's family (`family`
/// true): a stray word of a description is not a title's match. None when there is none.
pub(crate) fn title_hit_query(
    f: &Fields,
    clauses: &[Clause],
    family: bool,
) -> Option<Box<dyn Query>> {
    let terms: Vec<Box<dyn Query>> = clauses
        .iter()
        .flat_map(|c| title_terms(f, c, family))
        .collect();
    (!terms.is_empty()).then(|| any_of(terms))
}

/// Jobs whose title has every clause of the keyword, each as typed or as a synonym ("C++
/// Developer" for "c++ developer", not "PHP Developer"); none without clauses.
pub(crate) fn title_all_query(f: &Fields, clauses: &[Clause]) -> Option<Box<dyn Query>> {
    let each: Vec<(Occur, Box<dyn Query>)> = clauses
        .iter()
        .map(|c| title_terms(f, c, false))
        .filter(|t| !t.is_empty())
        .map(|t| (Occur::Must, any_of(t)))
        .collect();
    (!each.is_empty()).then(|| Box::new(BooleanQuery::new(each)) as Box<dyn Query>)
}

/// The score of a job at 0 km when ranked by distance (it falls by one a km).
pub(crate) const NEAREST_SCORE: f32 = 100_000.0;

/// Jobs in these places (key, km), each scored `NEAREST_SCORE - km`, so an order by score is
/// nearest first.
pub(crate) fn nearest_first_query(f: &Fields, cities: &[(u64, f64)]) -> Box<dyn Query> {
    Box::new(BooleanQuery::new(
        cities
            .iter()
            .map(|&(key, km)| {
                let q =
                    ConstScoreQuery::new(Box::new(place_term(f, key)), NEAREST_SCORE - km as f32);
                (Occur::Should, Box::new(q) as Box<dyn Query>)
            })
            .collect(),
    ))
}

/// A constraint every job found must meet, which adds nothing to the score.
pub(crate) fn unscored(q: Box<dyn Query>) -> (Occur, Box<dyn Query>) {
    (Occur::Must, Box::new(ConstScoreQuery::new(q, 0.0)))
}

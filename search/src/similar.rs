//! Similar jobs: more like this job, on the words of its title, skills and description.

use std::collections::HashMap;

use anyhow::Context;
use tantivy::{
    DocAddress, DocSet, Score, Searcher, TERMINATED, Term,
    collector::TopDocs,
    query::{BooleanQuery, BoostQuery, EnableScoring, Occur, Query, TermQuery},
    schema::IndexRecordOption,
    tokenizer::TokenStream,
};

use crate::{
    records::{self, load_records},
    schema::{Fields, JobRecord},
    text,
};

/// Words a similar-jobs query is built from, at most.
const SIMILAR_MAX_TERMS: usize = 25;

/// More-like-this on the words of the title, skills and description (looked up in the weighted
/// catch-all field, so title words weigh most); jobs of the same category first, then the rest;
/// never the job itself (closed jobs are not in the index). A job must share at least one word.
///
/// The first pass adds the category's own term with a boost that lifts every job of the
/// category above any job outside it (its score is the same for every such job: one token, one
/// occurrence), so its top `limit` are the category's best; the second, only when the category
/// has fewer jobs sharing a word, fills the rest from every category. The first pass is a plain
/// union (the category's field keeps no frequencies, and tantivy runs block-max WAND only over
/// terms that read them): it scores every job sharing a word, in windows of postings. Measured
/// at 1M jobs, that is faster than block-max WAND over the 25 words and the lifted category
/// (p50 6.2-7.1 against 8.7 ms; benches/README.md, round 3, fourteenth part). The second pass,
/// words only, runs with block-max WAND.
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
    let words = word_clauses(similar_terms(searcher, f, job)?);
    if words.is_empty() || limit == 0 {
        return Ok(vec![]);
    }
    // The job itself is left out by its address: a `MustNot` clause would keep block-max WAND
    // from the union.
    let own = records::address(searcher, f, job.id)?;
    // One more than asked: the job itself may be among them.
    let wanted = limit + 1;
    let mut chosen: Vec<DocAddress> = Vec::with_capacity(wanted);

    let category = Term::from_field_text(f.category, job.category.as_str());
    if let Some(lift) = category_lift(searcher, &category)? {
        let mut in_category = words
            .iter()
            .map(|(o, q)| (*o, q.box_clone()))
            .collect::<Vec<_>>();
        in_category.push((
            Occur::Should,
            Box::new(BoostQuery::new(
                Box::new(TermQuery::new(category, IndexRecordOption::Basic)),
                lift.boost,
            )),
        ));
        let hits = crate::wide::search(
            searcher,
            &BooleanQuery::new(in_category),
            TopDocs::with_limit(wanted).order_by_score(),
        )?;
        // Jobs of the category that share a word score above the lift; those that share none
        // score it exactly, and jobs of other categories stay below it.
        chosen.extend(
            hits.into_iter()
                .filter(|(score, a)| *score > lift.shares_a_word && own != Some(*a))
                .map(|(_, a)| a),
        );
    }
    if chosen.len() < limit {
        let hits = crate::wide::search(
            searcher,
            &BooleanQuery::new(words),
            TopDocs::with_limit(wanted + chosen.len()).order_by_score(),
        )?;
        let taken: std::collections::HashSet<DocAddress> = chosen.iter().copied().collect();
        let rest: Vec<DocAddress> = hits
            .into_iter()
            .map(|(_, a)| a)
            .filter(|a| own != Some(*a) && !taken.contains(a))
            .collect();
        chosen.extend(rest);
    }
    chosen.truncate(limit);
    load_records(searcher, f, &chosen)
}

/// The boost that puts every job of a category above any job outside it, and the score such a
/// job has when it shares no word.
struct Lift {
    boost: Score,
    shares_a_word: Score,
}

/// The catch-all words' scores sum to well under this (25 terms, each at most its idf times
/// 1 + k1, ~2.2 x 14 at a million jobs, and boosted by at most 1).
const CATEGORY_SCORE: Score = 2000.0;

/// The category term's score in any job of the category (one token, one occurrence, so the
/// same in every job), read from the first such job; None when no job has the category.
fn category_lift(searcher: &Searcher, category: &Term) -> anyhow::Result<Option<Lift>> {
    let weight = TermQuery::new(category.clone(), IndexRecordOption::Basic)
        .weight(EnableScoring::enabled_from_searcher(searcher))?;
    for reader in searcher.segment_readers() {
        let mut scorer = weight.scorer(reader, 1.0)?;
        if scorer.doc() != TERMINATED {
            let score = scorer.score();
            if score <= 0.0 {
                return Ok(None);
            }
            let boost = CATEGORY_SCORE / score;
            // The lifted score as f32 computes it, plus a little over its rounding.
            let lifted = score * boost;
            return Ok(Some(Lift {
                boost,
                shares_a_word: lifted + lifted * 4.0 * f32::EPSILON,
            }));
        }
    }
    Ok(None)
}

/// The plain query `similar` answers faster: every job sharing a word scored, a constant for
/// the same category, the job itself excluded; the best `limit` with their scores. Kept as the
/// reference the tests hold `similar` to (`search/tests/search.rs`), never served.
#[doc(hidden)]
pub fn similar_reference(
    searcher: &Searcher,
    f: &Fields,
    job: &JobRecord,
    limit: usize,
) -> anyhow::Result<Vec<(Score, uuid::Uuid)>> {
    let words = word_clauses(similar_terms(searcher, f, job)?);
    if words.is_empty() || limit == 0 {
        return Ok(vec![]);
    }
    let same_category = TermQuery::new(
        Term::from_field_text(f.category, job.category.as_str()),
        IndexRecordOption::Basic,
    );
    let q = BooleanQuery::new(vec![
        (Occur::Must, Box::new(BooleanQuery::new(words))),
        (
            Occur::Should,
            Box::new(tantivy::query::ConstScoreQuery::new(
                Box::new(same_category),
                CATEGORY_SCORE,
            )),
        ),
        (Occur::MustNot, Box::new(crate::schema::id_query(f, job.id))),
    ]);
    let hits = searcher.search(&q, &TopDocs::with_limit(limit).order_by_score())?;
    let addresses: Vec<DocAddress> = hits.iter().map(|(_, a)| *a).collect();
    let records = load_records(searcher, f, &addresses)?;
    Ok(hits
        .into_iter()
        .zip(records)
        .map(|((score, _), job)| (score, job.id))
        .collect())
}

/// The words as optional clauses, each weighted by its share of the best word's score.
fn word_clauses(terms: Vec<(Term, f32)>) -> Vec<(Occur, Box<dyn Query>)> {
    let best = terms.first().map_or(1.0, |t| t.1);
    terms
        .into_iter()
        .map(|(term, score)| {
            let q: Box<dyn Query> = Box::new(BoostQuery::new(
                Box::new(TermQuery::new(term, IndexRecordOption::WithFreqs)),
                score / best,
            ));
            (Occur::Should, q)
        })
        .collect()
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

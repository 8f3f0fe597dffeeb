//! Similar jobs: more like this job, on the words of its title, skills and description.

use std::collections::HashMap;

use anyhow::Context;
use tantivy::{
    DocAddress, Searcher, Term,
    collector::TopDocs,
    query::{BooleanQuery, BoostQuery, ConstScoreQuery, Occur, Query, TermQuery},
    schema::IndexRecordOption,
    tokenizer::TokenStream,
};

use crate::{
    records::load_records,
    schema::{Fields, JobRecord},
    text,
};

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
        Term::from_field_text(f.category, job.category.as_str()),
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

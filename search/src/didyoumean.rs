//! When a search finds nothing: "Did you mean …", a corrected keyword that finds jobs, and the
//! nearest relaxation, the same search without its place or without its filters, with how many jobs
//! each finds. Computed only for zero-result searches.

use std::collections::HashMap;

use tantivy::{DocAddress, Searcher, Term, collector::TopDocs, query::TermQuery};

use crate::{
    keyword::Understood,
    records::load_records,
    request::SearchRequest,
    result::{Relaxation, Suggestion},
    schema::Fields,
    search::search_once,
    text,
};

/// The title word nearest to a typed word that no job uses: among the title terms that start
/// with the same two letters, the closest (at most 2 edits), most used first; shown as a title
/// writes it.
fn correct_word(searcher: &Searcher, f: &Fields, word: &str) -> anyhow::Result<Option<String>> {
    let Some(term) = text::terms(word).into_iter().next() else {
        return Ok(None);
    };
    if word.chars().count() < 4 || word.chars().any(|c| c.is_ascii_digit()) {
        return Ok(None);
    }
    let prefix: String = term.chars().take(2).collect();
    let mut upper = prefix.clone().into_bytes();
    if let Some(last) = upper.last_mut() {
        *last = last.saturating_add(1);
    }
    let mut best: HashMap<String, (usize, u32)> = HashMap::new();
    for seg in searcher.segment_readers() {
        let inv = seg.inverted_index(f.title)?;
        let mut stream = inv.terms().range().ge(&prefix).lt(&upper).into_stream()?;
        while let Some((k, info)) = stream.next() {
            let Ok(k) = std::str::from_utf8(k) else {
                continue;
            };
            if k.contains(':') {
                continue;
            }
            let d = text::distance(&term, k).min(text::distance(word, k));
            if d == 0 || d > 2 {
                continue;
            }
            let e = best.entry(k.to_string()).or_insert((d, 0));
            e.1 += info.doc_freq;
        }
    }
    let Some((stem, _)) = best
        .into_iter()
        .min_by_key(|(k, (d, n))| (*d, std::cmp::Reverse(*n), k.clone()))
    else {
        return Ok(None);
    };
    // The word as a title writes it: the first title with the term, its word with that term.
    let q = TermQuery::new(
        Term::from_field_text(f.title, &stem),
        tantivy::schema::IndexRecordOption::Basic,
    );
    let hits = searcher.search(&q, &TopDocs::with_limit(1).order_by_score())?;
    let addresses: Vec<DocAddress> = hits.into_iter().map(|(_, a)| a).collect();
    let records = load_records(searcher, f, &addresses)?;
    let shown = records.first().and_then(|r| {
        text::words(&r.title)
            .into_iter()
            .find(|w| text::terms(w).first() == Some(&stem))
    });
    Ok(Some(shown.unwrap_or(stem)))
}

/// Suggestions for a search that found nothing.
pub fn suggest(
    searcher: &Searcher,
    f: &Fields,
    req: &SearchRequest,
    understood: &Understood,
) -> anyhow::Result<Option<Suggestion>> {
    let mut s = Suggestion::default();
    let light = |r: SearchRequest| SearchRequest {
        limit: 1,
        offset: 0,
        with_facets: false,
        ..r
    };
    if let Some(k) = req.keyword.as_deref().filter(|k| !k.trim().is_empty()) {
        let words = text::words(k);
        let mut changed = false;
        let mut fixed = Vec::with_capacity(words.len());
        for w in &words {
            let t = text::terms(w).into_iter().next();
            let known = t.is_some_and(|t| {
                searcher
                    .doc_freq(&Term::from_field_text(f.all, &t))
                    .unwrap_or(0)
                    > 0
            });
            match (known, correct_word(searcher, f, w)?) {
                (false, Some(c)) => {
                    changed = true;
                    fixed.push(c.to_lowercase());
                }
                _ => fixed.push(w.clone()),
            }
        }
        if changed {
            let corrected = fixed.join(" ");
            let r = search_once(
                searcher,
                f,
                &light(SearchRequest {
                    keyword: Some(corrected.clone()),
                    ..req.clone()
                }),
            )?;
            if r.exact_total() > 0 {
                s.did_you_mean = Some(corrected);
                s.did_you_mean_total = r.exact_total();
            }
        }
    }
    let location = req.location.clone().or(understood.location.clone());
    if location.is_some() {
        // The keyword without the place it held, and no location.
        let mut keyword = req.keyword.clone();
        if let (Some(k), Some(l)) = (keyword.as_deref(), understood.location.as_deref()) {
            let words: Vec<String> = text::words(k)
                .into_iter()
                .filter(|w| !text::words(l).contains(w))
                .collect();
            keyword = Some(words.join(" "));
        }
        let r = search_once(
            searcher,
            f,
            &light(SearchRequest {
                keyword: keyword.clone(),
                location: None,
                ..req.clone()
            }),
        )?;
        if r.exact_total() > 0 && r.understood.location.is_none() {
            s.nearest = Some(Relaxation {
                without: "location".into(),
                keyword,
                location: None,
                total: r.exact_total(),
            });
        }
    }
    let has_filters = !req.categories.is_empty()
        || !req.types.is_empty()
        || !req.work_modes.is_empty()
        || req.gender.is_some()
        || req.blue_collar.is_some()
        || req.verified_only
        || req.min_salary.is_some()
        || req.max_salary.is_some();
    if s.nearest.is_none() && has_filters {
        let r = search_once(
            searcher,
            f,
            &light(SearchRequest {
                keyword: req.keyword.clone(),
                location: req.location.clone(),
                ..SearchRequest::default()
            }),
        )?;
        if r.exact_total() > 0 {
            s.nearest = Some(Relaxation {
                without: "filters".into(),
                keyword: req.keyword.clone(),
                location: req.location.clone(),
                total: r.exact_total(),
            });
        }
    }
    Ok((s.did_you_mean.is_some() || s.nearest.is_some()).then_some(s))
}

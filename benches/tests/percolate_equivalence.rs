//! The alerts' percolator finds, for every job, exactly the alerts whose search finds that job
//! as an exact match: the judged queries of every set (and filter mixes of them) as alerts,
//! against the real postings of the slice, each search run on the index beside the percolator.

use std::collections::{BTreeSet, HashMap};

use kaamsetu_benches::{quality, quality_run};
use kaamsetu_search::{
    alerts::AlertSearch,
    percolate::{IndexVocabulary, Percolator},
    query,
    request::{SearchRequest, Sort},
};
use uuid::Uuid;

/// The alerts: each judged query as typed, and with filters a seeker adds.
fn alerts() -> Vec<AlertSearch> {
    let mut out = Vec::new();
    for text in [
        include_str!("../quality/slice.judged"),
        include_str!("../quality/seed.judged"),
        include_str!("../quality/feed.judged"),
    ] {
        for q in quality::parse(text).unwrap() {
            let base = AlertSearch {
                keyword: Some(q.keyword.clone()),
                location: q.location.clone(),
                ..AlertSearch::default()
            };
            out.push(base.clone());
            out.push(AlertSearch {
                types: vec!["Full-Time".into()],
                ..base.clone()
            });
            out.push(AlertSearch {
                work_mode: vec!["Remote".into(), "Hybrid".into()],
                min_salary: Some(25_000),
                ..base.clone()
            });
            out.push(AlertSearch {
                keyword: None,
                location: q.location.clone().or(Some("Bengaluru".into())),
                category: vec!["Engineering".into(), "Web Development".into()],
                ..AlertSearch::default()
            });
        }
    }
    out
}

#[test]
fn the_percolator_matches_exactly_what_each_alerts_search_finds() {
    let jobs = quality_run::real_slice();
    let (_dir, idx) = quality_run::build_index(&jobs).unwrap();
    let snap = idx.snapshot().unwrap().unwrap();
    let vocab = IndexVocabulary {
        searcher: &snap.searcher,
        fields: &snap.fields,
    };
    let searches = alerts();
    let mut perc = Percolator::new();
    let mut expected: HashMap<Uuid, BTreeSet<Uuid>> = HashMap::new();
    for (n, s) in searches.iter().enumerate() {
        let id = Uuid::from_u128(n as u128 + 1);
        if perc.upsert(id, s, &vocab).is_err() {
            continue;
        }
        // The exact matches: the search newest first (never followed by the nearest jobs, which
        // only a page by relevance is), none when it had to relax.
        let req = SearchRequest {
            sort: Some(Sort::Newest),
            ..s.to_request(jobs.len())
        };
        let r = query::search(&snap.searcher, &snap.fields, &req).unwrap();
        let exact = if r.relaxed { 0 } else { r.jobs.len() };
        expected.insert(id, r.jobs[..exact].iter().map(|j| j.id).collect());
    }
    let mut got: HashMap<Uuid, BTreeSet<Uuid>> =
        expected.keys().map(|k| (*k, BTreeSet::new())).collect();
    for j in &jobs {
        for a in perc.matches(j) {
            got.entry(a).or_default().insert(j.id);
        }
    }
    let mut differ = Vec::new();
    for (n, s) in searches.iter().enumerate() {
        let id = Uuid::from_u128(n as u128 + 1);
        let (Some(want), Some(have)) = (expected.get(&id), got.get(&id)) else {
            continue;
        };
        if want != have {
            differ.push(format!(
                "{:?} @ {:?} {:?}: search {} vs percolator {} (only search {:?}, only percolator {:?})",
                s.keyword,
                s.location,
                (&s.types, &s.work_mode, &s.category, s.min_salary),
                want.len(),
                have.len(),
                want.difference(have).count(),
                have.difference(want).count()
            ));
        }
    }
    let matched: usize = got.values().map(BTreeSet::len).sum();
    eprintln!(
        "{} alerts, {matched} matches, {} differ",
        expected.len(),
        differ.len()
    );
    assert!(matched > 100, "the alerts match jobs ({matched})");
    assert!(differ.is_empty(), "{differ:#?}");
}

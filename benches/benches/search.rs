//! The query mix under criterion: KaamSetu, PostgreSQL FTS and ILIKE side by side per query.
//! `BENCH_JOBS` (default 100,000) picks the bench database (prepared as `kaamsetu-bench run`
//! does); the index is rebuilt in process first. Groups are `{jobs}/{query}`, so runs at two
//! sizes are not compared with each other; `kaamsetu-bench criterion --jobs N` puts the figures
//! into `benches/RESULTS.md`. `BENCH_QUICK=1` measures each for a fraction of a second (the test
//! command's smoke run of this path).
//!
//!     cargo bench -p kaamsetu-benches --bench search
//!     BENCH_JOBS=1000 cargo test -p kaamsetu-benches --benches   # each benchmark once

use std::time::Duration;

use criterion::{
    BenchmarkGroup, Criterion, criterion_group, criterion_main, measurement::WallTime,
};
use kaamsetu_benches::{
    cases,
    criterion_table::{ILIKE, KAAMSETU, POSTGRES_FTS, SAMPLE_SIZE, group_id},
    engines::{self, Pg},
    setup,
};
use kaamsetu_search::index::SearchIndex;

/// One query's group at this size: `SAMPLE_SIZE` samples over 3 s, or a fraction of a second with
/// `BENCH_QUICK=1`.
fn group<'a>(c: &'a mut Criterion, jobs: usize, query: &str) -> BenchmarkGroup<'a, WallTime> {
    let mut g = c.benchmark_group(group_id(jobs, query));
    if std::env::var("BENCH_QUICK").is_ok_and(|v| v == "1") {
        g.sample_size(10)
            .warm_up_time(Duration::from_millis(50))
            .measurement_time(Duration::from_millis(100));
    } else {
        g.sample_size(SAMPLE_SIZE)
            .measurement_time(Duration::from_secs(3));
    }
    g
}

fn bench(c: &mut Criterion) {
    let jobs: usize = std::env::var("BENCH_JOBS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    let admin = std::env::var("KAAMSETU_BENCH_ADMIN_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    let rt = tokio::runtime::Runtime::new().unwrap();
    let data_dir = setup::work_dir(jobs).join("criterion");
    std::fs::create_dir_all(&data_dir).unwrap();
    let db = rt
        .block_on(setup::prepare(&admin, jobs, 42, &data_dir))
        .expect("bench database");
    // Rebuilt every time: an index left from an earlier database would not match it.
    let root = data_dir.join("index");
    let _ = std::fs::remove_dir_all(&root);
    let node = kaamsetu_indexer::node::default_id(&root).unwrap();
    rt.block_on(kaamsetu_indexer::worker::rebuild(
        &db.pool,
        &root,
        &node,
        |_| {},
    ))
    .expect("index rebuild");
    let index = SearchIndex::new(root);
    let snap = index.snapshot().unwrap().expect("index");

    for case in cases::search_cases() {
        let mut g = group(c, jobs, case.name);
        g.bench_function(KAAMSETU, |b| {
            b.iter(|| engines::ks_search(&snap, &case.req).unwrap())
        });
        for (name, how) in [(POSTGRES_FTS, Pg::Fts), (ILIKE, Pg::Ilike)] {
            let sql = engines::pg_search_sql(&case.req, how);
            g.bench_function(name, |b| {
                b.iter(|| rt.block_on(engines::pg_search(&db.pool, &sql)).unwrap())
            });
        }
        g.finish();
    }

    let mut g = group(c, jobs, "suggestions");
    let p = cases::SUGGEST_PREFIXES;
    let mut i = 0;
    g.bench_function(KAAMSETU, |b| {
        b.iter(|| {
            i += 1;
            engines::ks_suggest(&snap, p[i % p.len()]).unwrap()
        })
    });
    for (name, how) in [(POSTGRES_FTS, Pg::Fts), (ILIKE, Pg::Ilike)] {
        let mut i = 0;
        g.bench_function(name, |b| {
            b.iter(|| {
                i += 1;
                let sql = engines::pg_suggest_sql(p[i % p.len()], how);
                rt.block_on(engines::pg_rows(&db.pool, &sql)).unwrap()
            })
        });
    }
    g.finish();

    let ids = rt.block_on(setup::sample_ids(&db.pool, 50)).unwrap();
    let mut g = group(c, jobs, "similar");
    let mut i = 0;
    g.bench_function(KAAMSETU, |b| {
        b.iter(|| {
            i += 1;
            engines::ks_similar(&snap, ids[i % ids.len()]).unwrap()
        })
    });
    let mut i = 0;
    g.bench_function(POSTGRES_FTS, |b| {
        b.iter(|| {
            i += 1;
            rt.block_on(engines::pg_similar(&db.pool, ids[i % ids.len()]))
                .unwrap()
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! `kaamsetu-bench run --jobs N`: seeds (or reuses) a bench database, builds PostgreSQL's FTS
//! side, rebuilds the index with `kaamsetu-indexer reindex`, times the query mix on KaamSetu,
//! PostgreSQL FTS and ILIKE, starts the API and the indexer, runs wrk against three endpoints,
//! measures index lag, and prints one markdown table (also kept in `benches/RESULTS.md`).
//! `kaamsetu-bench criterion --jobs N` adds the criterion bench's figures of that size.

use std::{cell::Cell, path::PathBuf, time::Duration};

use anyhow::Context;
use clap::Parser;
use kaamsetu_benches::{
    alerts_db, cases, criterion_table, engines,
    engines::Pg,
    lag, load,
    report::{self, Report, SearchRow},
    setup, stack,
    stats::{Budget, Samples, measure_async, measure_sync},
};
use kaamsetu_search::{
    index::{SearchIndex, Snapshot},
    request::SearchRequest,
    schema::JobRecord,
    similar,
};

#[global_allocator]
static ALLOC: kaamsetu_benches::alloc::Counting = kaamsetu_benches::alloc::Counting;

#[derive(Parser)]
#[command(name = "kaamsetu-bench", about = "KaamSetu benchmarks")]
enum Cli {
    /// Job alerts at scale: a catalogue, alerts made the way seekers search, the percolator
    /// against new jobs one at a time and as a burst, beside running every alert as a search.
    Alerts(kaamsetu_benches::alerts_bench::AlertsArgs),
    /// One full run at one size.
    Run(RunArgs),
    /// The bench database at this size (seeded once, then reused) and a full rebuild of its
    /// index with `kaamsetu-indexer reindex`: time, peak memory (resident and anonymous) and
    /// size. What `run` does first, alone, for before/after runs of the rebuild.
    Rebuild {
        #[arg(long, default_value_t = 100_000)]
        jobs: usize,
        #[command(flatten)]
        server: Server,
    },
    /// Runs one search of the mix in a loop on the last run's index (for `perf record`).
    Profile {
        #[arg(long, default_value_t = 100_000)]
        jobs: usize,
        /// A case name of the mix (`keyword`, `keyword_filters`, ...), `suggestions`, `load`
        /// (the HTTP load's all-different searches), `similar` (6 similar jobs of 50 jobs of
        /// the index in turn, uncached), `similar_reference` (the same with the plain query it
        /// replaced), or `next_page` / `next_page_uncached` (the
        /// load's searches: page 1, then page 2 timed, through the generation's caches or
        /// without them).
        #[arg(long)]
        case: String,
        #[arg(long, default_value_t = 2000)]
        iters: usize,
        /// Replaces the case's keyword.
        #[arg(long)]
        keyword: Option<String>,
    },
    /// The HTTP figures alone, on the last run's database and index at this size: starts the
    /// API and the indexer, measures the goal query one search at a time and at its fixed rate,
    /// runs wrk on three endpoints, prints what it measured (nothing is kept).
    Http {
        #[arg(long, default_value_t = 100_000)]
        jobs: usize,
        /// Writes each request of the fixed-rate run (due time, client and server latency, ms).
        #[arg(long)]
        trace: Option<PathBuf>,
        #[command(flatten)]
        server: Server,
    },
    /// Adds what `cargo bench --bench search` measured at this size to its section of the
    /// results (after `run` at the same size).
    Criterion {
        #[arg(long, default_value_t = 100_000)]
        jobs: usize,
        /// Criterion's output directory (default: as criterion picks it, `$CRITERION_HOME` or
        /// `$CARGO_TARGET_DIR/criterion`).
        #[arg(long)]
        dir: Option<PathBuf>,
        /// Where to keep the table (`-`: print only).
        #[arg(long, default_value = "benches/RESULTS.md")]
        out: String,
    },
    /// Search quality on a judged query set: success@10, zero-result rate and mean
    /// R-precision of KaamSetu, PostgreSQL FTS and ILIKE on the same catalogue, loaded into a
    /// fresh database (`kaamsetu_quality_seed` or `kaamsetu_quality_feed`).
    Quality {
        /// The judged queries (`benches/quality/seed.judged`, `benches/quality/feed.judged`).
        #[arg(long)]
        queries: PathBuf,
        /// A job feed to load with `import-jobs`; without it, the seeded catalogue.
        #[arg(long)]
        feed: Option<PathBuf>,
        /// Jobs of the seeded catalogue.
        #[arg(long, default_value_t = 3000)]
        jobs: usize,
        #[arg(long, default_value_t = 42)]
        seed: u64,
        #[arg(
            long,
            env = "DATABASE_URL",
            default_value = "postgres://postgres@127.0.0.1:5432/postgres"
        )]
        database_url: String,
        /// Where to keep the table (`-`: print only).
        #[arg(long, default_value = "benches/RESULTS.md")]
        out: String,
    },
    /// The scam-risk check on the judged postings: precision, recall, refusals, and honest
    /// blue-collar postings held.
    Trust {
        /// The judged postings (JSON lines), a row each.
        #[arg(
            long,
            num_args = 1..,
            default_values = ["benches/trust/postings.jsonl", "benches/trust/holdout.jsonl"]
        )]
        postings: Vec<PathBuf>,
        /// Where to keep the table (`-`: print only).
        #[arg(long, default_value = "benches/RESULTS.md")]
        out: String,
    },
}

fn criterion(jobs: usize, dir: Option<PathBuf>, out: &str) -> anyhow::Result<()> {
    let dir = dir.unwrap_or_else(criterion_table::default_dir);
    let table = criterion_table::markdown(jobs, &criterion_table::read(&dir)?)?;
    println!("\n{table}");
    if out != "-" {
        criterion_table::update_results(std::path::Path::new(out), jobs, &table)?;
        eprintln!("bench: criterion table kept in {out}");
    }
    Ok(())
}

fn profile(jobs: usize, case: &str, iters: usize, keyword: Option<String>) -> anyhow::Result<()> {
    let index = SearchIndex::new(setup::work_dir(jobs).join("data/index"));
    let snap = index
        .snapshot()?
        .context("no index: run `kaamsetu-bench run` at this size first")?;
    // Each call timed, so the distribution shows, not only the mean.
    let mut times = Vec::with_capacity(iters);
    let mut timed = |f: &mut dyn FnMut() -> anyhow::Result<usize>| -> anyhow::Result<()> {
        let t = std::time::Instant::now();
        f()?;
        times.push(t.elapsed());
        Ok(())
    };
    if case == "suggestions" {
        let p = cases::SUGGEST_PREFIXES;
        for i in 0..iters {
            timed(&mut || engines::ks_suggest(&snap, p[i % p.len()]))?;
        }
    } else if case == "similar" || case == "similar_reference" {
        let ids = kaamsetu_search::records::all_ids(&snap.searcher, &snap.fields)?;
        // 50 jobs spread over the index (it is sorted by place).
        let step = (ids.len() / 50).max(1);
        let jobs = ids
            .into_iter()
            .step_by(step)
            .take(50)
            .map(|id| kaamsetu_search::records::find(&snap.searcher, &snap.fields, id))
            .collect::<anyhow::Result<Option<Vec<_>>>>()?
            .context("a job of the index")?;
        let run = if case == "similar" {
            |s: &Snapshot, job: &JobRecord| {
                Ok(similar::similar(&s.searcher, &s.fields, job, 6)?.len())
            }
        } else {
            |s: &Snapshot, job: &JobRecord| {
                Ok(similar::similar_reference(&s.searcher, &s.fields, job, 6)?.len())
            }
        };
        for i in 0..iters {
            timed(&mut || run(&snap, &jobs[i % jobs.len()]))?;
        }
    } else if case == "next_page" || case == "next_page_uncached" {
        // Through the generation's caches (kept facets), or a search from scratch.
        let search = if case == "next_page" {
            |s: &Snapshot, r: &SearchRequest| Ok(s.search(r)?.jobs.len())
        } else {
            |s: &Snapshot, r: &SearchRequest| engines::ks_search(s, r)
        };
        let pairs: Vec<(SearchRequest, SearchRequest)> = match keyword {
            // One keyword, its pages 2, 3, ... in turn after its first (each page once, so only
            // its facets can come from a cache).
            Some(keyword) => {
                let first = SearchRequest {
                    keyword: Some(keyword),
                    limit: 20,
                    with_facets: true,
                    ..Default::default()
                };
                (0..iters)
                    .map(|i| {
                        let page = SearchRequest {
                            offset: 20 * (1 + i % 200),
                            ..first.clone()
                        };
                        (first.clone(), page)
                    })
                    .collect()
            }
            // The load's searches: page 1, then page 2.
            None => cases::distinct_load_requests(iters)
                .into_iter()
                .map(|req| {
                    let second = SearchRequest {
                        offset: req.limit,
                        ..req.clone()
                    };
                    (req, second)
                })
                .collect(),
        };
        for (first, next) in &pairs {
            search(&snap, first)?;
            timed(&mut || search(&snap, next))?;
        }
    } else if case == "load" {
        // The HTTP load's searches, every one different (as `/api/jobs` gets them).
        for req in cases::distinct_load_requests(iters) {
            timed(&mut || engines::ks_search(&snap, &req))?;
        }
    } else {
        let mut c = cases::search_cases()
            .into_iter()
            .find(|c| c.name == case)
            .with_context(|| format!("no case {case}"))?;
        if keyword.is_some() {
            c.req.keyword = keyword;
        }
        for _ in 0..iters {
            timed(&mut || engines::ks_search(&snap, &c.req))?;
        }
    }
    let mean = times.iter().sum::<std::time::Duration>().as_secs_f64() * 1000.0 / iters as f64;
    let store = snap.searcher.doc_store_cache_stats();
    println!(
        "stored records: {} block reads from the cache, {} decompressed ({} blocks cached)",
        store.cache_hits, store.cache_misses, store.num_entries
    );
    let s = Samples::from_unsorted(times);
    println!(
        "{case}: {iters} calls, mean {mean:.3} ms, p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms",
        s.pct_ms(50.0),
        s.pct_ms(99.0),
        s.pct_ms(100.0)
    );
    Ok(())
}

async fn rebuild_only(jobs: usize, admin_url: &str) -> anyhow::Result<()> {
    let data_dir = setup::work_dir(jobs).join("data");
    std::fs::create_dir_all(&data_dir)?;
    let db = setup::prepare(admin_url, jobs, 42, &data_dir).await?;
    let _ = std::fs::remove_dir_all(data_dir.join("index"));
    let rb = stack::reindex(&db.url, &data_dir, db.open_jobs).await?;
    println!(
        "rebuilt {} docs in {:.1} s ({:.0} docs/s); peak RSS {:.0} MB, peak anonymous {:.0} MB; index {:.0} MB",
        rb.docs,
        rb.secs,
        rb.docs as f64 / rb.secs.max(1e-3),
        rb.peak_rss_bytes as f64 / 1e6,
        rb.peak_anon_bytes as f64 / 1e6,
        rb.index_bytes as f64 / 1e6
    );
    Ok(())
}

async fn http_only(jobs: usize, trace: Option<PathBuf>, admin_url: &str) -> anyhow::Result<()> {
    let work = setup::work_dir(jobs);
    let data_dir = work.join("data");
    anyhow::ensure!(
        data_dir.join("index").is_dir(),
        "no index at {}: run `kaamsetu-bench run --jobs {jobs}` first",
        data_dir.display()
    );
    let db = setup::prepare(admin_url, jobs, 42, &data_dir).await?;
    step("starting the API and the indexer");
    let stack = stack::Stack::start(&db.url, &data_dir).await?;
    let http = http_figures(
        false,
        &db.pool,
        &stack.base,
        stack.api_pid(),
        &work,
        trace.as_deref(),
    )
    .await;
    stack.stop().await;
    http.map(|_| ())
}

/// The HTTP figures of a run.
struct Http {
    server_side: Samples,
    warm_up: load::RateResult,
    at_rate: load::RateResult,
    loads: Vec<(String, load::LoadResult)>,
    connections: u32,
    secs: u32,
}

/// Drives the running API: the goal query's server-side time one search at a time and at the
/// goal's fixed rate, then wrk at full speed on three endpoints. `trace` keeps each request of
/// the fixed-rate run (due time, client and server latency) for a closer look.
async fn http_figures(
    smoke: bool,
    pool: &sqlx::PgPool,
    base: &str,
    api_pid: Option<u32>,
    work: &std::path::Path,
    trace: Option<&std::path::Path>,
) -> anyhow::Result<Http> {
    let client = reqwest::Client::new();
    let job_paths: Vec<String> = cases::load_queries()
        .into_iter()
        .map(|q| format!("/api/jobs?{q}"))
        .collect();
    let distinct_paths: Vec<String> =
        cases::distinct_load_queries(if smoke { 200 } else { 50_000 })
            .into_iter()
            .map(|q| format!("/api/jobs?{q}"))
            .collect();
    step("server-side time of the goal query over HTTP (Server-Timing), every search different");
    let one_at_a_time = if smoke { 10 } else { 1000 };
    let server_side = load::server_timing(&client, base, &distinct_paths, one_at_a_time).await?;

    // The goal is a p99 while serving its throughput: searches sent at that rate, open loop.
    // In some runs the first half second after the API goes from one search at a time to this
    // rate is slow (a 15 s trace at 100k jobs had all 320 of its requests over 20 ms there, and
    // none after), so a warm-up at the same rate comes first; its figures are in the table too.
    let (rate, warm_secs, rate_secs, conns) = if smoke {
        (50.0, 1.0, 2.0, 4)
    } else {
        (1500.0, 3.0, 15.0, 32)
    };
    step(&format!(
        "the goal query at a fixed {rate} req/s: {warm_secs} s warm-up, then {rate_secs} s measured, every search different"
    ));
    let warm_n = (rate * warm_secs) as usize;
    let warm = load::at_rate(
        base,
        &distinct_paths[one_at_a_time..one_at_a_time + warm_n],
        rate,
        warm_secs,
        conns,
    )
    .await?;
    eprintln!(
        "bench: warm-up at {rate} req/s: server-side p99 {:.2} ms, client p99 {:.2} ms, max {:.2} ms",
        warm.server.pct_ms(99.0),
        warm.client.pct_ms(99.0),
        warm.client.pct_ms(100.0)
    );
    let cpu_before = api_pid.and_then(load::process_cpu_us);
    let mut at_rate = load::at_rate(
        base,
        &distinct_paths[one_at_a_time + warm_n..],
        rate,
        rate_secs,
        conns,
    )
    .await?;
    at_rate.cpu_us_per_request =
        load::cpu_per_request(api_pid, cpu_before, at_rate.timeline.len() as u64);
    eprintln!(
        "bench: at {rate} req/s: served {:.0} req/s, server-side p50/p99 {:.2}/{:.2} ms, client p50/p99/p99.9 {:.2}/{:.2}/{:.2} ms, CPU {:.0} µs/request, {} errors",
        at_rate.served_rps,
        at_rate.server.pct_ms(50.0),
        at_rate.server.pct_ms(99.0),
        at_rate.client.pct_ms(50.0),
        at_rate.client.pct_ms(99.0),
        at_rate.client.pct_ms(99.9),
        at_rate.cpu_us_per_request,
        at_rate.errors
    );
    if let Some(path) = trace {
        let mut out = String::from("due_ms\tclient_ms\tserver_ms\n");
        for (due, c, s) in &at_rate.timeline {
            out.push_str(&format!(
                "{:.3}\t{:.3}\t{:.3}\n",
                due.as_secs_f64() * 1e3,
                c.as_secs_f64() * 1e3,
                s.as_secs_f64() * 1e3
            ));
        }
        std::fs::write(path, out)?;
        eprintln!(
            "bench: each request of the fixed-rate run in {}",
            path.display()
        );
    }

    let (connections, secs) = if smoke { (4, 2) } else { (32, 15) };
    let suggest_paths: Vec<String> = cases::SUGGEST_PREFIXES
        .iter()
        .map(|p| {
            format!(
                "/api/jobs/title-suggestions?keyword={}",
                p.replace(' ', "%20")
            )
        })
        .collect();
    let detail_paths: Vec<String> = setup::sample_ids(pool, 500)
        .await?
        .iter()
        .map(|id| format!("/api/jobs/{id}"))
        .collect();
    let mut loads = vec![];
    for (label, paths) in [
        (
            "/api/jobs?keyword&location&filters&salary&facets, every search different (no cache hits)"
                .to_string(),
            &distinct_paths,
        ),
        (
            "/api/jobs?keyword&location&filters&salary&facets, 96 searches repeated (cache hits)"
                .to_string(),
            &job_paths,
        ),
        ("/api/jobs/title-suggestions".to_string(), &suggest_paths),
        ("/api/jobs/{id}".to_string(), &detail_paths),
    ] {
        step(&format!("wrk: {label}"));
        let cpu_before = api_pid.and_then(load::process_cpu_us);
        let mut r = load::wrk(base, paths, connections, secs, work).await?;
        r.cpu_us_per_request = load::cpu_per_request(api_pid, cpu_before, r.requests);
        eprintln!(
            "bench: {label}: {:.0} req/s, p99 {:.1} ms, CPU {:.0} µs/request, {} errors",
            r.rps(),
            r.p99_us as f64 / 1000.0,
            r.cpu_us_per_request,
            r.errors + r.non2xx
        );
        loads.push((label, r));
    }
    Ok(Http {
        server_side,
        warm_up: warm,
        at_rate,
        loads,
        connections,
        secs,
    })
}

#[derive(clap::Args)]
struct RunArgs {
    /// Jobs to seed.
    #[arg(long, default_value_t = 100_000)]
    jobs: usize,
    /// Seed of the generator (fixed, so runs are comparable).
    #[arg(long, default_value_t = 42)]
    seed: u64,
    /// A few calls of everything: proves the harness works (the test command runs it).
    #[arg(long)]
    smoke: bool,
    /// Job alerts in the database while the index lag is measured a second time (default: as
    /// many as jobs, 300 with --smoke; 0 skips that run).
    #[arg(long)]
    alerts: Option<usize>,
    /// Where to keep the table (`-`: print only).
    #[arg(long, default_value = "benches/RESULTS.md")]
    out: String,
    #[command(flatten)]
    server: Server,
}

/// Where the bench databases live.
#[derive(clap::Args)]
struct Server {
    /// PostgreSQL server (the bench database is created next to this one).
    #[arg(
        long,
        env = "KAAMSETU_BENCH_ADMIN_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/postgres"
    )]
    database_url: String,
}

fn step(what: &str) {
    eprintln!("\n\x1b[1;34m==>\x1b[0m bench: {what}");
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    // When built with the API (one workspace build), reqwest has `rustls-no-provider`.
    let _ = rustls::crypto::ring::default_provider().install_default();
    let args = match Cli::parse() {
        Cli::Run(args) => args,
        Cli::Profile {
            jobs,
            case,
            iters,
            keyword,
        } => return profile(jobs, &case, iters, keyword),
        Cli::Criterion { jobs, dir, out } => return criterion(jobs, dir, &out),
        Cli::Rebuild { jobs, server } => return rebuild_only(jobs, &server.database_url).await,
        Cli::Alerts(args) => return kaamsetu_benches::alerts_bench::run(&args),
        Cli::Quality {
            queries,
            feed,
            jobs,
            seed,
            database_url,
            out,
        } => {
            let cat = match feed {
                Some(f) => kaamsetu_benches::quality_run::Catalogue::Feed(f),
                None => kaamsetu_benches::quality_run::Catalogue::Seed { jobs, seed },
            };
            return kaamsetu_benches::quality_run::run(&database_url, cat, &queries, &out).await;
        }
        Cli::Trust { postings, out } => {
            return kaamsetu_benches::trust_eval::run(&postings, &out);
        }
        Cli::Http {
            jobs,
            trace,
            server,
        } => return http_only(jobs, trace, &server.database_url).await,
    };
    let budget = if args.smoke {
        Budget::SMOKE
    } else {
        Budget::FULL
    };
    let slow_budget = if args.smoke {
        Budget::SMOKE
    } else {
        Budget {
            warmup: 1,
            min_iters: 5,
            max_iters: 200,
            time: Duration::from_secs(3),
        }
    };
    let work = setup::work_dir(args.jobs);
    let data_dir = work.join("data");
    std::fs::create_dir_all(&data_dir)?;

    step(&format!("database with {} jobs", args.jobs));
    let db = setup::prepare(&args.server.database_url, args.jobs, args.seed, &data_dir).await?;

    step("full rebuild of the index (kaamsetu-indexer reindex)");
    let _ = std::fs::remove_dir_all(data_dir.join("index"));
    let rebuild = stack::reindex(&db.url, &data_dir, db.open_jobs).await?;
    eprintln!(
        "bench: rebuilt {} docs in {:.1} s",
        rebuild.docs, rebuild.secs
    );

    let index = SearchIndex::new(data_dir.join("index"));
    let snap = index
        .snapshot()?
        .context("the rebuilt index is not readable")?;
    let mut rows = vec![];
    for case in cases::search_cases() {
        step(&format!("search `{}`", case.name));
        let mut ks_total = 0;
        let ks = measure_sync(budget, |_| {
            ks_total = engines::ks_search(&snap, &case.req)?;
            Ok(())
        })?;
        let mut cells = vec![];
        for how in [Pg::Fts, Pg::Ilike] {
            let sql = engines::pg_search_sql(&case.req, how);
            let total = Cell::new(0);
            let b = if how == Pg::Fts { budget } else { slow_budget };
            let s = measure_async(b, |_| {
                let (pool, sql, total) = (db.pool.clone(), sql.clone(), &total);
                async move {
                    total.set(engines::pg_search(&pool, &sql).await?);
                    Ok(())
                }
            })
            .await?;
            cells.push((s, total.get()));
        }
        let ilike = cells.pop();
        let fts = cells.pop().context("fts cell")?;
        eprintln!(
            "bench: {}: KaamSetu p99 {:.2} ms ({ks_total} found), PostgreSQL FTS p99 {:.2} ms ({} found)",
            case.name,
            ks.pct_ms(99.0),
            fts.0.pct_ms(99.0),
            fts.1
        );
        rows.push(SearchRow {
            name: case.name.into(),
            what: case.what.into(),
            ks: (ks, ks_total),
            fts,
            ilike,
            target_p99_ms: (case.name == "keyword_filters").then_some(20.0),
        });
    }

    step("title suggestions");
    let prefixes = cases::SUGGEST_PREFIXES;
    // Built once per index commit, on the first keystroke after it.
    let t = std::time::Instant::now();
    snap.suggester()?;
    let suggester_build_secs = t.elapsed().as_secs_f64();
    let mut found = 0;
    let ks = measure_sync(budget, |i| {
        found += engines::ks_suggest(&snap, prefixes[i % prefixes.len()])?;
        Ok(())
    })?;
    let ks_found = found / (ks.len() + budget.warmup).max(1);
    let mut pg_cells = vec![];
    for how in [Pg::Fts, Pg::Ilike] {
        let found = Cell::new(0);
        let b = if how == Pg::Fts { budget } else { slow_budget };
        let s = measure_async(b, |i| {
            let pool = db.pool.clone();
            let sql = engines::pg_suggest_sql(prefixes[i % prefixes.len()], how);
            let found = &found;
            async move {
                found.set(found.get() + engines::pg_rows(&pool, &sql).await?);
                Ok(())
            }
        })
        .await?;
        let per = found.get() / (s.len() + b.warmup).max(1);
        pg_cells.push((s, per));
    }
    let ilike = pg_cells.pop();
    rows.push(SearchRow {
        name: "suggestions".into(),
        what: format!(
            "title suggestions for {} prefixes in turn (titles per call)",
            prefixes.len()
        ),
        ks: (ks, ks_found),
        fts: pg_cells.pop().context("suggest cell")?,
        ilike,
        target_p99_ms: Some(5.0),
    });

    step("similar jobs");
    let ids = setup::sample_ids(&db.pool, 50).await?;
    let ks = measure_sync(budget, |i| {
        engines::ks_similar(&snap, ids[i % ids.len()])?;
        Ok(())
    })?;
    let pg = measure_async(budget, |i| {
        let pool = db.pool.clone();
        let id = ids[i % ids.len()];
        async move {
            engines::pg_similar(&pool, id).await?;
            Ok(())
        }
    })
    .await?;
    rows.push(SearchRow {
        name: "similar".into(),
        what: "6 similar jobs of 50 jobs in turn (title words, same category first)".into(),
        ks: (ks, 6),
        fts: (pg, 6),
        ilike: None,
        target_p99_ms: None,
    });
    step("job assistant (chat)");
    let messages = cases::CHAT_MESSAGES;
    let mut named = 0;
    let ks = measure_sync(budget, |i| {
        named += engines::ks_chat(&snap, messages[i % messages.len()])?;
        Ok(())
    })?;
    let ks_named = named / (ks.len() + budget.warmup).max(1);
    let found = Cell::new(0);
    let pg = measure_async(budget, |i| {
        let pool = db.pool.clone();
        let sql = engines::pg_search_sql(
            &engines::chat_request(messages[i % messages.len()]),
            Pg::Fts,
        );
        let found = &found;
        async move {
            found.set(found.get() + engines::pg_search(&pool, &sql).await?.min(5));
            Ok(())
        }
    })
    .await?;
    let pg_named = found.get() / (pg.len() + budget.warmup).max(1);
    eprintln!(
        "bench: chat: KaamSetu p99 {:.2} ms, PostgreSQL FTS p99 {:.2} ms",
        ks.pct_ms(99.0),
        pg.pct_ms(99.0)
    );
    rows.push(SearchRow {
        name: "chat".into(),
        what: format!(
            "job assistant: {} English and Hinglish messages in turn (understand, search, relaxations while nothing matches; PostgreSQL runs the search as understood, no relaxation; jobs named per message)",
            messages.len()
        ),
        ks: (ks, ks_named),
        fts: (pg, pg_named),
        ilike: None,
        target_p99_ms: Some(50.0),
    });
    drop(snap);

    step("starting the API and the indexer");
    let stack = stack::Stack::start(&db.url, &data_dir).await?;
    let http = http_figures(
        args.smoke,
        &db.pool,
        &stack.base,
        stack.api_pid(),
        &work,
        None,
    )
    .await?;

    step("index lag");
    let employer = lag::employer(&stack.base).await?;
    let (steady_n, rate, burst_n) = if args.smoke {
        (5, 10.0, 20)
    } else {
        (200, 10.0, 1000)
    };
    let lag_steady = lag::measure(&stack.base, &employer, steady_n, 4, rate).await?;
    eprintln!("bench: steady lag p99 {:.0} ms", lag_steady.pct_ms(99.0));
    let lag_burst = lag::measure(&stack.base, &employer, burst_n, 16, 0.0).await?;
    eprintln!("bench: burst lag p99 {:.0} ms", lag_burst.pct_ms(99.0));
    let alerts = args
        .alerts
        .unwrap_or(if args.smoke { 300 } else { args.jobs });
    let alerts_lag = if alerts > 0 {
        step(&format!("index lag with {alerts} job alerts"));
        let plan = alerts_db::LagPlan {
            steady: steady_n,
            rate,
            burst: burst_n,
        };
        let shape = (args.jobs, args.seed, alerts);
        Some(alerts_db::lag_with_alerts(&db.pool, &stack.base, &employer, shape, &plan).await?)
    } else {
        None
    };
    let (rss_api, rss_indexer) = stack.peak_rss();
    stack.stop().await;

    let report = Report {
        jobs: args.jobs,
        open_jobs: db.open_jobs,
        smoke: args.smoke,
        seed_secs: db.seed_secs,
        pg_build_secs: db.pg_build_secs,
        pg_size_bytes: db.pg_size_bytes,
        rebuild,
        rows,
        server_side: http.server_side,
        warm_up: http.warm_up,
        at_rate: http.at_rate,
        load: http.loads,
        connections: http.connections,
        load_secs: http.secs,
        lag_steady,
        lag_steady_rate: rate,
        lag_burst,
        alerts_lag,
        rss_api,
        rss_indexer,
        suggester_build_secs,
    };
    let md = report.markdown();
    println!("\n{md}");
    if args.out != "-" {
        let path = PathBuf::from(&args.out);
        report::update_results(&path, args.jobs, &md)?;
        eprintln!("bench: table kept in {}", path.display());
    }
    Ok(())
}

//! `kaamsetu-bench quality`: the judged query set on one catalogue, for KaamSetu, PostgreSQL
//! FTS and ILIKE on the same data; the table is kept in `benches/RESULTS.md`.

use std::{
    collections::{HashMap, HashSet},
    path::Path,
};

use anyhow::Context;
use chrono::{TimeZone, Utc};
use kaamsetu_indexer::import::{feed, resolve_all};
use kaamsetu_search::{
    index::{self, SearchIndex, Writer},
    query,
    request::SearchRequest,
    schema::JobRecord,
};
use kaamsetu_seed::{Outcome as SeedOutcome, Progress, SeedArgs, seed_database};
use sqlx::{AssertSqlSafe, PgPool, postgres::PgPoolOptions};
use uuid::Uuid;

use crate::{
    engines::{Pg, pg_search_sql},
    quality::{self, Judged, Summary},
    setup,
};

/// Which catalogue: the seeded one, or a feed loaded with `import-jobs`.
#[derive(Clone, Debug)]
pub enum Catalogue {
    Seed { jobs: usize, seed: u64 },
    Feed(std::path::PathBuf),
}

impl Catalogue {
    fn name(&self) -> String {
        match self {
            Catalogue::Seed { jobs, seed } => format!("seeded ({jobs} jobs, seed {seed})"),
            Catalogue::Feed(p) => format!(
                "feed {}",
                p.file_name().map_or("?".into(), |f| f.to_string_lossy())
            ),
        }
    }

    fn db_name(&self) -> &'static str {
        match self {
            Catalogue::Seed { .. } => "kaamsetu_quality_seed",
            Catalogue::Feed(_) => "kaamsetu_quality_feed",
        }
    }
}

async fn fresh_db(admin_url: &str, name: &str) -> anyhow::Result<PgPool> {
    let admin = PgPoolOptions::new()
        .max_connections(1)
        .connect(admin_url)
        .await
        .context("connecting to PostgreSQL")?;
    sqlx::query(AssertSqlSafe(format!(
        "drop database if exists {name} with (force)"
    )))
    .execute(&admin)
    .await?;
    sqlx::query(AssertSqlSafe(format!("create database {name}")))
        .execute(&admin)
        .await?;
    admin.close().await;
    let base = admin_url.rsplit_once('/').map_or(admin_url, |(b, _)| b);
    let pool = PgPoolOptions::new()
        .max_connections(4)
        .connect(&format!("{base}/{name}"))
        .await?;
    kaamsetu_indexer::db::MIGRATOR.run(&pool).await?;
    Ok(pool)
}

/// Loads the catalogue into a fresh database; its open jobs.
pub async fn load(admin_url: &str, cat: &Catalogue) -> anyhow::Result<(PgPool, Vec<JobRecord>)> {
    let pool = fresh_db(admin_url, cat.db_name()).await?;
    match cat {
        Catalogue::Seed { jobs, seed } => {
            let args = SeedArgs {
                jobs: *jobs,
                employers: (jobs / 20).clamp(20, 5000),
                seed: *seed,
                if_empty: false,
                database_url: String::new(),
                data_dir: std::env::temp_dir().join("kaamsetu-quality"),
            };
            let SeedOutcome::Seeded(_) = seed_database(&pool, &args, Progress::silent()).await?
            else {
                anyhow::bail!("the seeder skipped a fresh database");
            };
        }
        Catalogue::Feed(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("reading {}", path.display()))?;
            let jobs = kaamsetu_indexer::import::feed::parse(&path.to_string_lossy(), &text)?;
            let s = kaamsetu_indexer::import::import(&pool, &jobs, "quality", false).await?;
            eprintln!(
                "quality: imported {} postings ({} not placed)",
                s.created,
                s.unplaced.len()
            );
        }
    }
    setup::build_pg_fts(&pool).await?;
    let jobs: Vec<JobRecord> = sqlx::query_as(concat!(
        kaamsetu_search::job_select!(),
        "where not j.is_closed"
    ))
    .fetch_all(&pool)
    .await?;
    Ok((pool, jobs))
}

/// An index of these jobs in a temporary directory.
pub fn build_index(jobs: &[JobRecord]) -> anyhow::Result<(tempfile::TempDir, SearchIndex)> {
    let dir = tempfile::tempdir()?;
    let (gen_dir, idx) = index::create_generation(dir.path())?;
    let mut w = Writer::new(idx, 100_000_000)?;
    w.upsert_many(jobs)?;
    w.commit()?;
    w.finish()?;
    index::swap_current(dir.path(), &gen_dir)?;
    let idx = SearchIndex::new(dir.path());
    Ok((dir, idx))
}

/// The judged query as `GET /api/jobs` would ask it (its parameters read the way the API
/// reads them; a judged file is ours, so a bad one is a panic naming the line).
pub fn request(q: &Judged, limit: usize) -> SearchRequest {
    use kaamsetu_search::{
        catalog::{Catalogue, Category, JobType, WorkMode},
        request::Sort,
    };
    fn word<T: Catalogue>(v: &str, line: usize) -> String {
        T::parse(v)
            .unwrap_or_else(|| panic!("line {line}: {v:?} is not a catalogue word"))
            .as_str()
            .to_string()
    }
    let mut r = SearchRequest {
        keyword: Some(q.keyword.clone()),
        location: q.location.clone(),
        limit,
        ..SearchRequest::default()
    };
    let bad = |name: &str| -> ! { panic!("line {}: bad {name}", q.line) };
    for (name, v) in &q.params {
        match name.as_str() {
            "gender" => r.gender = (v != "Both").then(|| v.clone()),
            "workMode" => r.work_modes.push(word::<WorkMode>(v, q.line)),
            "type" => r.types.push(word::<JobType>(v, q.line)),
            "category" => r.categories.push(word::<Category>(v, q.line)),
            "isBlueCollar" => r.blue_collar = Some(v == "Yes" || v == "true"),
            "minSalary" => r.min_salary = Some(v.parse().unwrap_or_else(|_| bad(name))),
            "radiusKm" => r.radius_km = Some(v.parse().unwrap_or_else(|_| bad(name))),
            "near" => {
                let (lat, lng) = v.split_once(',').unwrap_or_else(|| bad(name));
                r.near = Some((
                    lat.trim().parse().unwrap_or_else(|_| bad(name)),
                    lng.trim().parse().unwrap_or_else(|_| bad(name)),
                ));
            }
            "sort" => {
                r.sort = Some(match v.as_str() {
                    "distance" => Sort::Distance,
                    "newest" => Sort::Newest,
                    _ => bad(name),
                })
            }
            _ => bad(name),
        }
    }
    r
}

/// KaamSetu's first `limit` ids and total.
pub fn ks_ranked(
    idx: &SearchIndex,
    q: &Judged,
    limit: usize,
) -> anyhow::Result<(Vec<Uuid>, usize)> {
    let snap = idx.snapshot()?.context("index")?;
    let r = query::search(&snap.searcher, &snap.fields, &request(q, limit))?;
    Ok((r.jobs.iter().map(|j| j.id).collect(), r.total))
}

async fn pg_ranked(
    pool: &PgPool,
    q: &Judged,
    limit: usize,
    how: Pg,
) -> anyhow::Result<(Vec<Uuid>, usize)> {
    let sql = pg_search_sql(&request(q, limit), how);
    let v: serde_json::Value = sqlx::query_scalar(AssertSqlSafe(sql))
        .fetch_one(pool)
        .await?;
    let ids = v["ids"]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str()?.parse().ok())
                .collect::<Vec<Uuid>>()
        })
        .unwrap_or_default();
    Ok((ids, v["total"].as_u64().unwrap_or(0) as usize))
}

/// Runs the query set on all three engines; prints the table and KaamSetu's failures, keeps
/// the table in `out` (unless `-`).
pub async fn run(
    admin_url: &str,
    cat: Catalogue,
    queries_path: &Path,
    out: &str,
) -> anyhow::Result<()> {
    let text = std::fs::read_to_string(queries_path)
        .with_context(|| format!("reading {}", queries_path.display()))?;
    let judged = quality::parse(&text)?;
    let (pool, jobs) = load(admin_url, &cat).await?;
    let relevant = quality::relevant_sets(&judged, &jobs);
    let (_dir, idx) = build_index(&jobs)?;
    let mut ks = Vec::new();
    let mut fts = Vec::new();
    let mut ilike = Vec::new();
    let mut unjudged = 0;
    for (q, rel) in judged.iter().zip(&relevant) {
        if rel.is_empty() {
            unjudged += 1;
            eprintln!(
                "quality: line {}: {:?} has no relevant job in this catalogue (left out)",
                q.line, q.keyword
            );
            continue;
        }
        let limit = rel.len().max(10);
        let score = |(ids, total): (Vec<Uuid>, usize)| quality::outcome(rel, &ids, total);
        let o = score(ks_ranked(&idx, q, limit)?);
        if !o.success() {
            let (ids, _) = ks_ranked(&idx, q, shown_on_miss())?;
            let by_id: std::collections::HashMap<Uuid, &JobRecord> =
                jobs.iter().map(|j| (j.id, j)).collect();
            let top: Vec<String> = ids
                .iter()
                .map(|id| {
                    let j = by_id[id];
                    format!(
                        "{}{} ({})",
                        if rel.contains(id) { "+" } else { "-" },
                        j.title,
                        j.city()
                    )
                })
                .collect();
            eprintln!(
                "quality: miss line {} {:?}: R={} total={} hits@10={} top:\n    {}",
                q.line,
                q.keyword,
                o.r,
                o.total,
                o.hits_at_10,
                top.join("\n    ")
            );
        }
        ks.push(o);
        fts.push(score(pg_ranked(&pool, q, limit, Pg::Fts).await?));
        ilike.push(score(pg_ranked(&pool, q, limit, Pg::Ilike).await?));
    }
    pool.close().await;
    // A query set of its own (not the catalogue's `seed` or `feed` set) keeps its own table.
    let set = queries_path
        .file_stem()
        .and_then(|s| s.to_str())
        .filter(|s| !["seed", "feed"].contains(s));
    let table = markdown(
        &match set {
            Some(s) => format!("{}, `{s}.judged`", cat.name()),
            None => cat.name(),
        },
        jobs.len(),
        judged.len() - unjudged,
        &[
            ("KaamSetu", Summary::of(&ks)),
            ("PostgreSQL FTS", Summary::of(&fts)),
            ("ILIKE", Summary::of(&ilike)),
        ],
    );
    println!("\n{table}");
    if out != "-" {
        let key = match set {
            Some(s) => format!("{}-{s}", cat.db_name()),
            None => cat.db_name().to_string(),
        };
        keep(Path::new(out), &key, &table)?;
        eprintln!("quality: table kept in {out}");
    }
    Ok(())
}

/// How many of KaamSetu's first jobs a miss prints: `KAAMSETU_QUALITY_SHOW`, else 5.
fn shown_on_miss() -> usize {
    std::env::var("KAAMSETU_QUALITY_SHOW")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5)
}

/// The markdown table of one catalogue.
pub fn markdown(cat: &str, jobs: usize, queries: usize, rows: &[(&str, Summary)]) -> String {
    let mut s = format!(
        "#### {cat}: {jobs} open jobs, {queries} judged queries\n\n\
         | engine | success@10 | zero-result | mean R-precision |\n|---|---:|---:|---:|\n"
    );
    for (name, r) in rows {
        s += &format!(
            "| {name} | {:.1} % ({}/{}) | {:.1} % ({}) | {:.3} |\n",
            r.success_rate() * 100.0,
            r.success,
            r.queries,
            r.zero_rate() * 100.0,
            r.zero,
            r.r_precision
        );
    }
    s
}

const SECTION: &str = "## Search quality (judged queries, `kaamsetu-bench quality`)";

/// Keeps the table of one catalogue in its own place of the quality section.
fn keep(path: &Path, key: &str, table: &str) -> anyhow::Result<()> {
    crate::report::keep_marked(
        path,
        SECTION,
        "success@10: at least 80 % of the first min(10, R) results relevant, R the relevant jobs \
         of the query by its rule in `benches/quality/*.judged` (written before any engine ran); \
         zero-result: the share of queries with no result at all; mean R-precision: relevant \
         among the first R, averaged.",
        key,
        table,
    )
}

/// Relevant ids (for tests).
pub fn relevant_ids(q: &Judged, jobs: &[JobRecord]) -> HashSet<Uuid> {
    jobs.iter()
        .filter(|j| q.relevant(j))
        .map(|j| j.id)
        .collect()
}

/// The real postings of the regression slice (`quality/real-slice.jsonl`, a fixed slice of the
/// catalogue `scripts/real-jobs/fetch.sh` makes), resolved the way `import-jobs` resolves them.
pub fn real_slice() -> Vec<JobRecord> {
    feed_records(
        "real-slice.jsonl",
        include_str!("../quality/real-slice.jsonl"),
    )
}

/// The postings of a job feed (`import-jobs`' format) as the index's records, resolved the way
/// `import-jobs` resolves them, numbered from 1 in the feed's order.
pub fn feed_records(name: &str, text: &str) -> Vec<JobRecord> {
    let jobs = feed::parse(name, text).unwrap();
    let now = Utc.with_ymd_and_hms(2026, 11, 24, 0, 0, 0).unwrap();
    let (resolved, _unplaced) = resolve_all(&jobs, now);
    let mut employers: HashMap<String, Uuid> = HashMap::new();
    resolved
        .into_iter()
        .enumerate()
        .map(|(i, r)| {
            let n = employers.len() as u128;
            let employer = *employers
                .entry(r.company.clone())
                .or_insert(Uuid::from_u128(1_000_000 + n));
            JobRecord {
                id: Uuid::from_u128(i as u128 + 1),
                employer_id: employer,
                title: r.title,
                state: r.state,
                location: r.city,
                category: r.category,
                job_type: r.job_type,
                work_mode: r.work_mode,
                description: r.description,
                requirements: r.requirements,
                salary_min: r.salary_min,
                salary_max: r.salary_max,
                salary_frequency: r.salary_frequency,
                gender: kaamsetu_search::catalog::Gender::Both,
                is_blue_collar: false,
                open_positions: 1,
                is_closed: false,
                created_at: r.created_at,
                updated_at: r.created_at,
                employer_name: r.company.clone(),
                company_name: Some(r.company),
                company_logo: None,
                application_count: 0,
                is_removed: false,
                review: Default::default(),
                company_verified: false,
            }
        })
        .collect()
}

/// The seed generator's jobs as the index keeps them: the rows `kaamsetu-indexer seed` writes
/// (`kaamsetu_seed::insert`), read back as the indexer reads them (`job_select!`), without a
/// database. Closed jobs stay closed (the index leaves them out, as a rebuild does). One
/// difference: `company_verified` is false for every employer, where the seeder marks about
/// two in three verified by a PostgreSQL hash of the email (`store::insert_employers`); only
/// the `verified=true` filter reads it.
pub fn seed_records(d: &kaamsetu_seed::SeedData) -> Vec<JobRecord> {
    d.jobs
        .iter()
        .map(|j| {
            let e = &d.employers[j.employer];
            JobRecord {
                id: j.id,
                employer_id: e.id,
                title: j.title.clone(),
                state: j.state,
                location: j.location.into(),
                category: j.category,
                job_type: j.job_type,
                work_mode: j.work_mode,
                description: j.description.clone(),
                requirements: j.requirements.clone(),
                salary_min: j.salary_min,
                salary_max: j.salary_max,
                salary_frequency: j.salary_frequency,
                gender: j.gender,
                is_blue_collar: j.is_blue_collar,
                open_positions: j.open_positions,
                is_closed: j.is_closed,
                created_at: j.created_at,
                updated_at: j.updated_at,
                employer_name: e.name.clone(),
                company_name: Some(e.company_name.clone()),
                company_logo: e.company_logo.clone(),
                application_count: 0,
                is_removed: false,
                review: Default::default(),
                company_verified: false,
            }
        })
        .collect()
}

//! The bench database: `kaamsetu_bench_<jobs>`, seeded by the indexer's deterministic seeder,
//! plus what a team would build for PostgreSQL full-text search on the same data (a search
//! table with a weighted `tsvector`, a GIN index and B-tree indexes for every filter).
//! Seeding and the PostgreSQL build are kept between runs of the same size and seed; the
//! seconds they took are stored with them.

use std::{
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use anyhow::Context;
use kaamsetu_seed::{Outcome, Progress, SeedArgs, seed_database};
use sqlx::{AssertSqlSafe, PgPool, postgres::PgPoolOptions};

/// What `prepare` built or found.
pub struct BenchDb {
    pub pool: PgPool,
    pub url: String,
    pub jobs: usize,
    pub open_jobs: i64,
    /// Seconds the seeding took, and whether that was this run.
    pub seed_secs: f64,
    /// Seconds the PostgreSQL FTS table and its indexes took to build.
    pub pg_build_secs: f64,
    pub pg_size_bytes: i64,
    pub reused: bool,
}

/// Where a run keeps its index and logs: `~/.cache/kaamsetu/bench/<jobs>`.
pub fn work_dir(jobs: usize) -> PathBuf {
    let base = std::env::var_os("KAAMSETU_BENCH_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(std::env::var("HOME").unwrap_or_else(|_| "/tmp".into()))
                .join(".cache/kaamsetu/bench")
        });
    base.join(jobs.to_string())
}

/// The database URL of a bench of this size, on the server of `admin_url`.
pub fn database_url(admin_url: &str, jobs: usize) -> String {
    let base = admin_url.rsplit_once('/').map_or(admin_url, |(b, _)| b);
    format!("{base}/kaamsetu_bench_{jobs}")
}

/// Title prefix of the jobs the lag run posts; removed before each run.
pub const PROBE_TITLE: &str = "Lag probe";

/// Creates (or reuses) the bench database with `jobs` seeded jobs and the PostgreSQL FTS table.
pub async fn prepare(
    admin_url: &str,
    jobs: usize,
    seed: u64,
    data_dir: &Path,
) -> anyhow::Result<BenchDb> {
    let name = format!("kaamsetu_bench_{jobs}");
    let url = database_url(admin_url, jobs);
    let admin = PgPoolOptions::new()
        .max_connections(1)
        .connect(admin_url)
        .await
        .context("connecting to PostgreSQL")?;
    let exists: bool =
        sqlx::query_scalar("select exists (select 1 from pg_database where datname = $1)")
            .bind(&name)
            .fetch_one(&admin)
            .await?;
    if exists && let Some(db) = reuse(&url, jobs, seed).await? {
        eprintln!("bench: reusing {name} ({jobs} jobs, seed {seed})");
        return Ok(db);
    }
    if exists {
        sqlx::query(AssertSqlSafe(format!("drop database {name} with (force)")))
            .execute(&admin)
            .await?;
    }
    sqlx::query(AssertSqlSafe(format!("create database {name}")))
        .execute(&admin)
        .await?;
    let pool = connect(&url).await?;
    kaamsetu_indexer::db::MIGRATOR.run(&pool).await?;
    eprintln!("bench: seeding {jobs} jobs into {name}");
    let args = SeedArgs {
        jobs,
        employers: (jobs / 200).clamp(20, 5000),
        seed,
        if_empty: false,
        database_url: url.clone(),
        data_dir: data_dir.to_path_buf(),
    };
    let started = Instant::now();
    let Outcome::Seeded(summary) = seed_database(&pool, &args, Progress::stderr()).await? else {
        anyhow::bail!("the seeder skipped a fresh database");
    };
    let seed_secs = started.elapsed().as_secs_f64();
    eprintln!(
        "bench: seeded {} jobs ({} open) in {seed_secs:.1} s",
        summary.jobs, summary.open_jobs
    );
    let pg_build_secs = build_pg_fts(&pool).await?;
    sqlx::query(
        "create table bench_meta (jobs bigint not null, seed bigint not null, \
         seed_secs double precision not null, pg_build_secs double precision not null)",
    )
    .execute(&pool)
    .await?;
    sqlx::query("insert into bench_meta values ($1, $2, $3, $4)")
        .bind(jobs as i64)
        .bind(seed as i64)
        .bind(seed_secs)
        .bind(pg_build_secs)
        .execute(&pool)
        .await?;
    pool.close().await;
    let mut db = reuse(&url, jobs, seed)
        .await?
        .context("the bench database was just built")?;
    db.reused = false;
    Ok(db)
}

async fn connect(url: &str) -> anyhow::Result<PgPool> {
    Ok(PgPoolOptions::new()
        .max_connections(8)
        .acquire_timeout(Duration::from_secs(30))
        .connect(url)
        .await?)
}

/// Whether every migration applied to the database is one of ours, byte for byte. A bench
/// database migrated by other migration files (another branch's, or an edited one) cannot be
/// brought up to date by the migrator, so it is rebuilt rather than reused.
pub async fn migrations_match(pool: &PgPool) -> anyhow::Result<bool> {
    let table: bool = sqlx::query_scalar("select to_regclass('_sqlx_migrations') is not null")
        .fetch_one(pool)
        .await?;
    if !table {
        return Ok(false);
    }
    let applied: Vec<(i64, Vec<u8>)> =
        sqlx::query_as("select version, checksum from _sqlx_migrations")
            .fetch_all(pool)
            .await?;
    Ok(applied.iter().all(|(version, checksum)| {
        kaamsetu_indexer::db::MIGRATOR
            .iter()
            .any(|m| m.version == *version && m.checksum.as_ref() == checksum.as_slice())
    }))
}

async fn reuse(url: &str, jobs: usize, seed: u64) -> anyhow::Result<Option<BenchDb>> {
    let pool = connect(url).await?;
    if !migrations_match(&pool).await? {
        eprintln!("bench: the database was migrated by other migration files; building it again");
        pool.close().await;
        return Ok(None);
    }
    // No bench_meta (an error): a half-built database.
    let meta: Option<(i64, i64, f64, f64)> =
        sqlx::query_as("select jobs, seed, seed_secs, pg_build_secs from bench_meta limit 1")
            .fetch_optional(&pool)
            .await
            .unwrap_or_default();
    let Some((j, s, seed_secs, pg_build_secs)) = meta else {
        pool.close().await;
        return Ok(None);
    };
    if j != jobs as i64 || s != seed as i64 {
        pool.close().await;
        return Ok(None);
    }
    // Probe jobs of an earlier lag run go (with their rows in the FTS table).
    sqlx::query("delete from jobs where title like $1")
        .bind(format!("{PROBE_TITLE} %"))
        .execute(&pool)
        .await?;
    sqlx::query("delete from search_outbox")
        .execute(&pool)
        .await?;
    let open_jobs: i64 = sqlx::query_scalar("select count(*) from jobs where not is_closed")
        .fetch_one(&pool)
        .await?;
    let pg_size_bytes: i64 = sqlx::query_scalar("select pg_total_relation_size('bench_jobs')")
        .fetch_one(&pool)
        .await?;
    Ok(Some(BenchDb {
        pool,
        url: url.to_string(),
        jobs,
        open_jobs,
        seed_secs,
        pg_build_secs,
        pg_size_bytes,
        reused: true,
    }))
}

/// The PostgreSQL FTS side: one row per open job with the company joined in, salaries as
/// monthly rupees (as docs/design/search.md compares them), a weighted `tsvector` over the fields KaamSetu
/// searches (title A, company and skills B, category C, description D), a GIN index on it,
/// a GIN index on the title words for suggestions, and B-tree indexes for every filter and
/// order. Returns the seconds it took.
pub async fn build_pg_fts(pool: &PgPool) -> anyhow::Result<f64> {
    let started = Instant::now();
    let steps: [(&str, &str); 6] = [
        (
            "search table",
            "create table bench_jobs as \
            select j.id, j.title, coalesce(u.company_name, '') as company, j.requirements, \
                j.category, j.description, j.state, j.location, j.type, j.work_mode, j.gender, \
                j.is_blue_collar, j.created_at, \
                case when j.salary_frequency = 'per year' then j.salary_min / 12 else j.salary_min end as sal_min, \
                case when j.salary_frequency = 'per year' then j.salary_max / 12 else j.salary_max end as sal_max \
            from jobs j join users u on u.id = j.employer_id where not j.is_closed",
        ),
        (
            "tsvector",
            "alter table bench_jobs add column tsv tsvector generated always as ( \
            setweight(to_tsvector('english', title), 'A') || \
            setweight(to_tsvector('english', company), 'B') || \
            setweight(to_tsvector('english', requirements), 'B') || \
            setweight(to_tsvector('english', category), 'C') || \
            setweight(to_tsvector('english', description), 'D')) stored",
        ),
        (
            "GIN index",
            "create index bench_jobs_tsv on bench_jobs using gin (tsv)",
        ),
        (
            "title GIN index",
            "create index bench_jobs_title on bench_jobs using gin (to_tsvector('simple', title))",
        ),
        (
            "B-tree indexes",
            "create unique index bench_jobs_id on bench_jobs (id); \
            create index bench_jobs_category on bench_jobs (category, created_at desc); \
            create index bench_jobs_type on bench_jobs (type); \
            create index bench_jobs_work_mode on bench_jobs (work_mode); \
            create index bench_jobs_state on bench_jobs (state, created_at desc); \
            create index bench_jobs_location on bench_jobs (location, created_at desc); \
            create index bench_jobs_gender on bench_jobs (gender); \
            create index bench_jobs_blue on bench_jobs (is_blue_collar); \
            create index bench_jobs_created on bench_jobs (created_at desc); \
            create index bench_jobs_salary on bench_jobs (sal_min, sal_max)",
        ),
        ("analyze", "analyze bench_jobs"),
    ];
    for (what, sql) in steps {
        let t = Instant::now();
        eprintln!("bench: PostgreSQL FTS: {what}...");
        sqlx::raw_sql(AssertSqlSafe(sql)).execute(pool).await?;
        eprintln!(
            "bench: PostgreSQL FTS: {what} done in {:.1} s",
            t.elapsed().as_secs_f64()
        );
    }
    Ok(started.elapsed().as_secs_f64())
}

/// Some open job ids, spread over the table (for `/api/jobs/{id}` and similar jobs).
pub async fn sample_ids(pool: &PgPool, n: i64) -> anyhow::Result<Vec<uuid::Uuid>> {
    Ok(
        sqlx::query_scalar("select id from bench_jobs order by md5(id::text) limit $1")
            .bind(n)
            .fetch_all(pool)
            .await?,
    )
}

//! KaamSetu's demo data, an ops tool: deterministic, realistic employers with company
//! profiles, jobs across every category, and the two demo accounts. `kaamsetu-indexer seed`
//! runs it (`scripts/run.sh` seeds an empty database so), the benchmarks seed their databases
//! with it, and the tests build realistic databases from it.
//!
//! The same arguments give the same rows on the same day: ids, names and texts come from a
//! ChaCha stream named by `--seed` (and, so a second seeding never collides, by the number of
//! jobs already in the database: 0 when it is empty). Dates are offsets from an anchor, today
//! at 00:00 UTC, going back up to 60 days, so "newest first" looks alive whenever the demo is
//! seeded; tests pass a fixed anchor to `generate`.
//!
//! No `search_outbox` rows are written: run `kaamsetu-indexer reindex` after seeding.

mod data;
mod files;
mod generator;
mod rng;
mod store;

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    time::{Duration, Instant},
};

use anyhow::{Context, bail};
use argon2::{
    Argon2,
    password_hash::{PasswordHasher, SaltString},
};
use chrono::{DateTime, NaiveTime, Utc};
use kaamsetu_search::catalog::Role;
use sqlx::PgPool;
use uuid::Uuid;

pub use generator::{
    DAYS, DEMO_EMPLOYER_EMAIL, DEMO_EMPLOYER_JOBS, DEMO_PASSWORD, DEMO_SEEKER_EMAIL, Employer,
    FileOwner, Job, JobStream, SeedData, SeedFile, SeedParams, Seeker, generate, plan,
};

/// Jobs per `insert` statement (and per transaction).
pub const BATCH: usize = 5_000;

/// Options of `kaamsetu-indexer seed`.
#[derive(clap::Args, Clone, Debug)]
pub struct SeedArgs {
    /// Number of jobs to create.
    #[arg(long, default_value_t = 3000)]
    pub jobs: usize,
    /// Number of employers to create, besides the demo employer.
    #[arg(long, default_value_t = 150)]
    pub employers: usize,
    /// Seed of the generator: the same seed gives the same data.
    #[arg(long, default_value_t = 42)]
    pub seed: u64,
    /// Do nothing when the jobs table already has rows.
    #[arg(long)]
    pub if_empty: bool,
    /// PostgreSQL to seed (the API's default when unset).
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/kaamsetu",
        hide_env_values = true
    )]
    pub database_url: String,
    /// Where the demo files go (`<data-dir>/uploads`).
    #[arg(long, env = "KAAMSETU_DATA_DIR", default_value = ".data")]
    pub data_dir: PathBuf,
}

/// What a seeding did.
#[derive(Debug, PartialEq)]
pub enum Outcome {
    /// `--if-empty` and the database already had jobs.
    Skipped,
    Seeded(Summary),
}

/// Counts of a seeding.
#[derive(Debug, PartialEq)]
pub struct Summary {
    /// Employer accounts created (existing emails are reused, not counted).
    pub employers: usize,
    pub jobs: usize,
    pub open_jobs: usize,
    pub elapsed: Duration,
}

impl Summary {
    /// Rows written per second (accounts and jobs).
    pub fn rows_per_second(&self) -> f64 {
        (self.employers + self.jobs) as f64 / self.elapsed.as_secs_f64().max(1e-3)
    }
}

/// Progress lines on stderr, at most one a second.
pub struct Progress {
    enabled: bool,
    started: Instant,
    last: Option<Instant>,
}

impl Progress {
    pub fn stderr() -> Self {
        Progress {
            enabled: true,
            started: Instant::now(),
            last: None,
        }
    }

    pub fn silent() -> Self {
        Progress {
            enabled: false,
            ..Progress::stderr()
        }
    }

    fn jobs(&mut self, done: usize, total: usize) {
        let now = Instant::now();
        if !self.enabled
            || (done < total && self.last.is_some_and(|t| now - t < Duration::from_secs(1)))
        {
            return;
        }
        self.last = Some(now);
        let secs = (now - self.started).as_secs_f64().max(1e-3);
        eprintln!(
            "seed: {done}/{total} jobs, {:.0} rows/s",
            done as f64 / secs
        );
    }
}

/// Today at 00:00 UTC: the newest `created_at` of a seeding run today.
pub fn today() -> DateTime<Utc> {
    Utc::now().date_naive().and_time(NaiveTime::MIN).and_utc()
}

/// Runs `kaamsetu-indexer seed` on a migrated database: seeds, then prints a summary and the
/// demo accounts.
pub async fn run(pool: &PgPool, args: &SeedArgs) -> anyhow::Result<()> {
    match seed_database(pool, args, Progress::stderr()).await? {
        Outcome::Skipped => println!("database already has data; not seeding"),
        Outcome::Seeded(s) => {
            println!(
                "seeded {} employers, {} jobs ({} open) in {:.1} s ({:.0} rows/s)",
                s.employers,
                s.jobs,
                s.open_jobs,
                s.elapsed.as_secs_f64(),
                s.rows_per_second()
            );
            println!("demo accounts (password {DEMO_PASSWORD}):");
            println!("  employer    {DEMO_EMPLOYER_EMAIL}");
            println!("  job seeker  {DEMO_SEEKER_EMAIL}");
            println!("next: kaamsetu-indexer reindex");
        }
    }
    Ok(())
}

/// Seeds the database behind `pool` as `args` say (its URL is not used), generating jobs
/// while the previous batch is being inserted.
pub async fn seed_database(
    pool: &PgPool,
    args: &SeedArgs,
    mut progress: Progress,
) -> anyhow::Result<Outcome> {
    if args.if_empty
        && store::has_jobs(pool)
            .await
            .context("reading the jobs table")?
    {
        return Ok(Outcome::Skipped);
    }
    let started = Instant::now();
    let salt = store::count_jobs(pool).await.context("counting jobs")? as u64;
    let params = SeedParams {
        jobs: args.jobs,
        employers: args.employers,
        seed: args.seed,
        salt,
        anchor: today(),
    };
    let (accounts, stream) = plan(&params);
    let (employers, ids) = insert_accounts(pool, &accounts, &args.data_dir).await?;

    let take = |mut s: JobStream| {
        tokio::task::spawn_blocking(move || {
            let batch: Vec<Job> = s.by_ref().take(BATCH).collect();
            (s, batch)
        })
    };
    let (mut jobs, mut open_jobs) = (0, 0);
    let mut next = take(stream);
    loop {
        let (stream, batch) = next.await.context("generating jobs")?;
        if batch.is_empty() {
            break;
        }
        next = take(stream);
        insert_batch(pool, &batch, &ids).await?;
        jobs += batch.len();
        open_jobs += batch.iter().filter(|j| !j.is_closed).count();
        progress.jobs(jobs, params.jobs);
    }
    Ok(Outcome::Seeded(Summary {
        employers,
        jobs,
        open_jobs,
        elapsed: started.elapsed(),
    }))
}

/// Inserts generated data: accounts, files under `<data_dir>/uploads`, then the jobs in
/// batches.
pub async fn insert(
    pool: &PgPool,
    data: &SeedData,
    data_dir: &Path,
    progress: &mut Progress,
) -> anyhow::Result<Summary> {
    let started = Instant::now();
    let (employers, ids) = insert_accounts(pool, data, data_dir).await?;
    let mut jobs = 0;
    for batch in data.jobs.chunks(BATCH) {
        insert_batch(pool, batch, &ids).await?;
        jobs += batch.len();
        progress.jobs(jobs, data.jobs.len());
    }
    Ok(Summary {
        employers,
        jobs,
        open_jobs: data.jobs.iter().filter(|j| !j.is_closed).count(),
        elapsed: started.elapsed(),
    })
}

async fn insert_batch(pool: &PgPool, batch: &[Job], ids: &[Uuid]) -> anyhow::Result<()> {
    let inserted = store::insert_jobs(pool, batch, ids)
        .await
        .context("inserting jobs")?;
    if inserted as usize != batch.len() {
        bail!(
            "{} generated job ids already exist: this seed was used on this database before; \
             pass another --seed",
            batch.len() - inserted as usize
        );
    }
    Ok(())
}

/// The one argon2id hash of the demo password all seeded accounts share, with a salt from
/// the seed (hashing once keeps seeding fast; the password is public anyway).
fn password_hash(salt: &[u8; 16]) -> anyhow::Result<String> {
    let salt = SaltString::encode_b64(salt).map_err(|e| anyhow::anyhow!("salt: {e}"))?;
    Argon2::default()
        .hash_password(DEMO_PASSWORD.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| anyhow::anyhow!("argon2: {e}"))
}

/// Inserts the accounts (reusing any that exist by email) and the demo files, in one
/// transaction. Returns how many employers were created and every employer's id, in the
/// order of `data.employers`.
async fn insert_accounts(
    pool: &PgPool,
    data: &SeedData,
    data_dir: &Path,
) -> anyhow::Result<(usize, Vec<Uuid>)> {
    let salt = data.password_salt;
    let hash = tokio::task::spawn_blocking(move || password_hash(&salt)).await??;
    let mut tx = pool.begin().await.context("starting a transaction")?;
    let inserted = store::insert_employers(&mut tx, &data.employers, &hash)
        .await
        .context("inserting employers")?;
    let emails: Vec<&str> = data.employers.iter().map(|e| e.email.as_str()).collect();
    let found: HashMap<String, (Uuid, Role)> = store::users_by_email(&mut tx, &emails)
        .await
        .context("reading employer ids")?
        .into_iter()
        .map(|(email, id, role)| (email, (id, role)))
        .collect();
    let mut ids = Vec::with_capacity(data.employers.len());
    for e in &data.employers {
        match found.get(&e.email) {
            Some((id, Role::Employer)) => ids.push(*id),
            Some(_) => bail!("{} already exists as a job seeker account", e.email),
            None => bail!(
                "employer {} was neither inserted nor found (an id collided)",
                e.email
            ),
        }
    }
    let seeker_inserted = store::insert_seeker(&mut tx, &data.seeker, &hash)
        .await
        .context("inserting the demo job seeker")?;
    let demo_inserted = inserted.iter().any(|e| e == DEMO_EMPLOYER_EMAIL);

    let uploads = data_dir.join("uploads");
    let mut written = Vec::new();
    for f in &data.files {
        let owner = match f.owner {
            FileOwner::DemoEmployer if demo_inserted => ids[0],
            FileOwner::DemoSeeker if seeker_inserted => data.seeker.id,
            _ => continue,
        };
        tokio::fs::create_dir_all(&uploads)
            .await
            .with_context(|| format!("creating {}", uploads.display()))?;
        let path = uploads.join(&f.filename);
        let tmp = uploads.join(format!(".{}.part", f.filename));
        tokio::fs::write(&tmp, &f.bytes)
            .await
            .with_context(|| format!("writing {}", tmp.display()))?;
        tokio::fs::rename(&tmp, &path)
            .await
            .with_context(|| format!("writing {}", path.display()))?;
        written.push(path);
        store::insert_upload(&mut tx, f, owner)
            .await
            .context("inserting an upload row")?;
    }
    if let Err(e) = tx.commit().await {
        for p in written {
            let _ = tokio::fs::remove_file(p).await;
        }
        return Err(e).context("committing the accounts");
    }
    Ok((inserted.len(), ids))
}

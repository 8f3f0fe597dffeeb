//! `kaamsetu-indexer import-jobs FILE`: loads a partner's job feed (JSON lines or CSV).
//!
//! - Each company gets an employer account, matched by company name (any case) among the
//!   employers, else created; a created one cannot sign in (no password, an address on the
//!   reserved `.invalid` domain, `users.imported_from` set).
//! - Free-text locations are resolved to the places dataset's city and state ("Hybrid -
//!   Bangalore, India" is Bengaluru, Karnataka, work mode Hybrid); "Remote - India" is work mode
//!   Remote, placed in the state where the company's other postings of the feed are. What cannot
//!   be placed is reported and not loaded.
//! - Idempotent by the feed's external id (`job_imports`): an unchanged posting is left alone,
//!   a changed one updated, and a second run of the same feed changes nothing.
//! - Every job written also gets its `search_outbox` row in the same transaction, like every
//!   other job write, so the running indexer picks it up (or run `kaamsetu-indexer reindex`).

pub mod feed;
pub mod resolve;

use std::{
    collections::HashMap,
    path::PathBuf,
    time::{Duration, Instant},
};

use anyhow::Context;
use chrono::Utc;
use kaamsetu_search::{
    catalog::{Category, Gender, IndianState, JobType, SalaryFrequency, WorkMode},
    schema::{NewJob, insert_jobs},
};
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

pub use feed::FeedJob;

/// Options of `kaamsetu-indexer import-jobs`.
#[derive(clap::Args, Clone, Debug)]
pub struct ImportArgs {
    /// The feed: JSON lines (`.jsonl`, `.json`) or CSV with a header row (`.csv`).
    pub file: PathBuf,
    /// Name of the feed, kept on the employer accounts it creates.
    #[arg(long, default_value = "feed")]
    pub source: String,
    #[arg(
        long,
        env = "DATABASE_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/kaamsetu",
        hide_env_values = true
    )]
    pub database_url: String,
}

/// What an import did.
#[derive(Debug, Default, PartialEq)]
pub struct ImportSummary {
    pub read: usize,
    pub created: usize,
    pub updated: usize,
    pub unchanged: usize,
    pub employers_created: usize,
    /// Postings not loaded: (external id, location text, why).
    pub unplaced: Vec<(String, String, String)>,
    /// Postings that were placed only by the company's other postings (remote, no city).
    pub placed_by_company: usize,
}

/// A posting ready for the job table.
#[derive(Clone, Debug, PartialEq)]
pub struct Resolved {
    pub external_id: String,
    pub company: String,
    pub title: String,
    /// Canonical city (the job's `location`), empty when only the state is known.
    pub city: String,
    pub state: IndianState,
    pub category: Category,
    pub job_type: JobType,
    pub work_mode: WorkMode,
    pub description: String,
    pub requirements: String,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub salary_frequency: SalaryFrequency,
    pub created_at: chrono::DateTime<Utc>,
}

impl Resolved {
    /// What decides whether a stored posting changed.
    fn content_hash(&self) -> String {
        let s = format!(
            "{}\u{1}{}\u{1}{}\u{1}{}\u{1}{}\u{1}{}\u{1}{}\u{1}{}\u{1}{}\u{1}{:?}\u{1}{:?}\u{1}{}\u{1}{}",
            self.company,
            self.title,
            self.city,
            self.state,
            self.category,
            self.job_type,
            self.work_mode,
            self.description,
            self.requirements,
            self.salary_min,
            self.salary_max,
            self.salary_frequency,
            self.created_at.timestamp()
        );
        // FNV-1a, 64 bits: a change detector, not a security boundary.
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in s.bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        format!("{h:016x}")
    }
}

fn clip(s: &str, max: usize) -> String {
    s.trim().chars().take(max).collect()
}

/// Resolves every posting of a feed (no database): placed ones, and the unplaced with why.
pub fn resolve_all(
    jobs: &[FeedJob],
    now: chrono::DateTime<Utc>,
) -> (Vec<Resolved>, Vec<(String, String, String)>) {
    let mut out = Vec::new();
    let mut unplaced = Vec::new();
    // Where each company's placed postings are, for its remote ones without a place.
    let mut company_states: HashMap<String, HashMap<String, usize>> = HashMap::new();
    let mut pending = Vec::new();
    for j in jobs {
        if j.external_id.trim().is_empty()
            || j.title.trim().is_empty()
            || j.company.trim().len() < 2
        {
            unplaced.push((
                j.external_id.clone(),
                j.location.clone(),
                "missing external id, title or company".to_string(),
            ));
            continue;
        }
        let loc = resolve::location(&j.location);
        if let Some((_, state)) = &loc.place {
            *company_states
                .entry(j.company.trim().to_lowercase())
                .or_default()
                .entry(state.clone())
                .or_default() += 1;
        }
        pending.push((j, loc));
    }
    for (j, loc) in pending {
        let (city, state) = match loc.place {
            Some(p) => p,
            None => {
                let best = company_states
                    .get(&j.company.trim().to_lowercase())
                    .and_then(|m| m.iter().max_by_key(|(s, n)| (**n, std::cmp::Reverse(*s))))
                    .map(|(s, _)| s.clone());
                match best {
                    Some(s) if loc.work_mode == WorkMode::Remote => (String::new(), s),
                    _ => {
                        unplaced.push((
                            j.external_id.clone(),
                            j.location.clone(),
                            if loc.work_mode == WorkMode::Remote {
                                "remote, and no other posting of the company has an Indian place"
                                    .to_string()
                            } else {
                                "no Indian city or state recognised".to_string()
                            },
                        ));
                        continue;
                    }
                }
            }
        };
        // The places dataset names its states as the catalogue does (its tests say so).
        let Some(state) = IndianState::parse(&state) else {
            unplaced.push((
                j.external_id.clone(),
                j.location.clone(),
                format!("{state} is not one of the states and union territories"),
            ));
            continue;
        };
        let (salary_min, salary_max, salary_frequency) = resolve::salary(&j.salary);
        out.push(Resolved {
            external_id: clip(&j.external_id, 300),
            company: clip(&j.company, 100),
            title: clip(&j.title, 200),
            city,
            state,
            category: resolve::category(&j.category, &j.title),
            job_type: resolve::job_type(&j.r#type, &j.title),
            work_mode: loc.work_mode,
            description: if j.description.trim().is_empty() {
                j.title.trim().to_string()
            } else {
                j.description.trim().to_string()
            },
            requirements: j.requirements.trim().to_string(),
            salary_min,
            salary_max,
            salary_frequency,
            created_at: resolve::posted(&j.posted, now),
        });
    }
    (out, unplaced)
}

/// Runs the command: reads, resolves, writes, and prints the summary and the unplaced.
pub async fn run(args: ImportArgs) -> anyhow::Result<()> {
    let pool = crate::db::connect(&args.database_url).await?;
    let text = std::fs::read_to_string(&args.file)
        .with_context(|| format!("reading {}", args.file.display()))?;
    let jobs = feed::parse(&args.file.to_string_lossy(), &text)?;
    let s = import(&pool, &jobs, &args.source, true).await?;
    println!(
        "read {} postings: {} created, {} updated, {} unchanged, {} not placed; {} employer accounts created; {} remote postings placed in their company's state",
        s.read,
        s.created,
        s.updated,
        s.unchanged,
        s.unplaced.len(),
        s.employers_created,
        s.placed_by_company
    );
    if !s.unplaced.is_empty() {
        println!("not placed (not loaded):");
        for (id, loc, why) in &s.unplaced {
            println!("  {id:<24} {loc:?}: {why}");
        }
    }
    if s.created + s.updated > 0 {
        println!(
            "the running indexer picks the changes up from the outbox (or: kaamsetu-indexer reindex)"
        );
    }
    Ok(())
}

/// Imports resolved postings; `progress` prints a line a second on stderr.
pub async fn import(
    pool: &PgPool,
    jobs: &[FeedJob],
    source: &str,
    progress: bool,
) -> anyhow::Result<ImportSummary> {
    let (resolved, unplaced) = resolve_all(jobs, Utc::now());
    let mut s = ImportSummary {
        read: jobs.len(),
        placed_by_company: resolved
            .iter()
            .filter(|r| r.work_mode == WorkMode::Remote && r.city.is_empty())
            .count(),
        unplaced,
        ..ImportSummary::default()
    };
    let started = Instant::now();
    let mut last = started;
    let mut employers: HashMap<String, Uuid> = HashMap::new();
    for (n, chunk) in resolved.chunks(200).enumerate() {
        let mut tx = pool.begin().await?;
        for r in chunk {
            let key = r.company.to_lowercase();
            let employer = match employers.get(&key) {
                Some(id) => *id,
                None => {
                    let (id, created) = employer_for(&mut tx, &r.company, source).await?;
                    s.employers_created += usize::from(created);
                    employers.insert(key, id);
                    id
                }
            };
            match upsert_job(&mut tx, employer, r).await? {
                Write::Created => s.created += 1,
                Write::Updated => s.updated += 1,
                Write::Unchanged => s.unchanged += 1,
            }
        }
        tx.commit().await?;
        let done = ((n + 1) * 200).min(resolved.len());
        if progress && (last.elapsed() >= Duration::from_secs(1) || done == resolved.len()) {
            last = Instant::now();
            eprintln!(
                "import: {done}/{} postings ({:.0}/s)",
                resolved.len(),
                done as f64 / started.elapsed().as_secs_f64().max(1e-3)
            );
        }
    }
    Ok(s)
}

/// A company's employer account: an employer of that company name (any case), else a new
/// account that cannot sign in. Whether it was created.
async fn employer_for(
    conn: &mut PgConnection,
    company: &str,
    source: &str,
) -> sqlx::Result<(Uuid, bool)> {
    if let Some(id) = sqlx::query_scalar::<_, Uuid>(
        "select id from users where role = 'employer' \
           and lower(coalesce(company_name, name)) = lower($1) \
         order by imported_from is not null, created_at limit 1",
    )
    .bind(company)
    .fetch_optional(&mut *conn)
    .await?
    {
        return Ok((id, false));
    }
    let slug: String = company
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .split('-')
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    let slug = if slug.is_empty() {
        Uuid::new_v4().simple().to_string()
    } else {
        slug.chars().take(150).collect()
    };
    let email = format!("{slug}@import.kaamsetu.invalid");
    let id: Uuid = sqlx::query_scalar(
        "insert into users (role, name, email, company, company_name, imported_from) \
         values ('employer', $1, $2, $1, $1, $3) \
         on conflict (email) do update set updated_at = users.updated_at \
         returning id",
    )
    .bind(company)
    .bind(&email)
    .bind(source)
    .fetch_one(&mut *conn)
    .await?;
    Ok((id, true))
}

enum Write {
    Created,
    Updated,
    Unchanged,
}

async fn upsert_job(conn: &mut PgConnection, employer: Uuid, r: &Resolved) -> sqlx::Result<Write> {
    let hash = r.content_hash();
    let existing: Option<(Uuid, String)> = sqlx::query_as(
        "select job_id, content_hash from job_imports where external_id = $1 for update",
    )
    .bind(&r.external_id)
    .fetch_optional(&mut *conn)
    .await?;
    let (job, write) = match existing {
        Some((_, h)) if h == hash => return Ok(Write::Unchanged),
        Some((job, _)) => {
            sqlx::query(
                "update jobs set employer_id = $1, title = $2, state = $3, location = $4, \
                   category = $5, type = $6, work_mode = $7, description = $8, \
                   requirements = $9, salary_min = $10, salary_max = $11, \
                   salary_frequency = $12, created_at = $13, updated_at = now() \
                 where id = $14",
            )
            .bind(employer)
            .bind(&r.title)
            .bind(r.state)
            .bind(&r.city)
            .bind(r.category)
            .bind(r.job_type)
            .bind(r.work_mode)
            .bind(&r.description)
            .bind(&r.requirements)
            .bind(r.salary_min)
            .bind(r.salary_max)
            .bind(r.salary_frequency)
            .bind(r.created_at)
            .bind(job)
            .execute(&mut *conn)
            .await?;
            sqlx::query(
                "update job_imports set content_hash = $2, updated_at = now() where external_id = $1",
            )
            .bind(&r.external_id)
            .bind(&hash)
            .execute(&mut *conn)
            .await?;
            (job, Write::Updated)
        }
        None => {
            // Open, for anyone, one position: what a feed does not say.
            let job = Uuid::new_v4();
            insert_jobs(
                &mut *conn,
                &[NewJob {
                    id: job,
                    employer_id: employer,
                    title: &r.title,
                    state: r.state,
                    location: &r.city,
                    category: r.category,
                    job_type: r.job_type,
                    work_mode: r.work_mode,
                    description: &r.description,
                    requirements: &r.requirements,
                    salary_min: r.salary_min,
                    salary_max: r.salary_max,
                    salary_frequency: r.salary_frequency,
                    gender: Gender::Both,
                    is_blue_collar: false,
                    open_positions: 1,
                    is_closed: false,
                    created_at: Some(r.created_at),
                    updated_at: None,
                }],
            )
            .await?;
            sqlx::query(
                "insert into job_imports (external_id, job_id, content_hash) values ($1, $2, $3)",
            )
            .bind(&r.external_id)
            .bind(job)
            .bind(&hash)
            .execute(&mut *conn)
            .await?;
            (job, Write::Created)
        }
    };
    sqlx::query("insert into search_outbox (job_id) values ($1)")
        .bind(job)
        .execute(&mut *conn)
        .await?;
    Ok(write)
}

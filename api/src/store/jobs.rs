//! Jobs. Every write that changes a job's public face also writes a `search_outbox` row in the
//! same transaction (docs/architecture.md "Index consistency").

use kaamsetu_search::{catalog::ApplicationStatus, schema::NewJob};
use sqlx::{AssertSqlSafe, PgExecutor};
use uuid::Uuid;

use crate::{job_input::JobInput, paging::Paging, store::outbox::SearchTx, views::JobView};

/// A job with its employer's public face and its application count: the same record the
/// search index stores, read straight from a row.
pub use kaamsetu_search::schema::JobRecord as JobRow;

/// Binds the job form's 14 fields, in the order of `update`'s columns.
fn bind_fields<'q>(
    q: sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>,
    j: &'q JobInput,
) -> sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments> {
    q.bind(&j.title)
        .bind(j.state)
        .bind(&j.location)
        .bind(j.category)
        .bind(j.job_type)
        .bind(j.work_mode)
        .bind(&j.description)
        .bind(&j.requirements)
        .bind(j.salary_min)
        .bind(j.salary_max)
        .bind(j.salary_frequency)
        .bind(j.gender)
        .bind(j.is_blue_collar)
        .bind(j.open_positions)
}

/// The employer's posts in the last hour and day, with the seconds until the oldest of each
/// leaves its window. Serialises the employer's posting for the rest of the transaction, so
/// parallel posts cannot all pass the limits.
#[derive(Debug, sqlx::FromRow)]
pub struct RecentPosts {
    pub last_hour: i64,
    pub last_day: i64,
    pub hour_frees_in: Option<f64>,
    pub day_frees_in: Option<f64>,
}

pub async fn recent_posts(tx: &mut SearchTx<'_>, employer: Uuid) -> sqlx::Result<RecentPosts> {
    sqlx::query("select pg_advisory_xact_lock(hashtextextended('job-post:' || $1::text, 0))")
        .bind(employer)
        .execute(&mut **tx)
        .await?;
    sqlx::query_as(
        "select count(*) filter (where created_at > now() - interval '1 hour') as last_hour, \
            count(*) as last_day, \
            extract(epoch from min(created_at) filter (where created_at > now() - interval '1 hour') \
              + interval '1 hour' - now())::float8 as hour_frees_in, \
            extract(epoch from min(created_at) + interval '1 day' - now())::float8 as day_frees_in \
         from jobs where employer_id = $1 and created_at > now() - interval '1 day'",
    )
    .bind(employer)
    .fetch_one(&mut **tx)
    .await
}

/// Posts a job (open, dated now) for the employer.
pub async fn insert(tx: &mut SearchTx<'_>, employer: Uuid, j: &JobInput) -> sqlx::Result<Uuid> {
    let id = Uuid::new_v4();
    let job = NewJob {
        id,
        employer_id: employer,
        title: &j.title,
        state: j.state,
        location: &j.location,
        category: j.category,
        job_type: j.job_type,
        work_mode: j.work_mode,
        description: &j.description,
        requirements: &j.requirements,
        salary_min: Some(j.salary_min),
        salary_max: Some(j.salary_max),
        salary_frequency: j.salary_frequency,
        gender: j.gender,
        is_blue_collar: j.is_blue_collar,
        open_positions: j.open_positions,
        is_closed: false,
        created_at: None,
        updated_at: None,
    };
    kaamsetu_search::schema::insert_jobs(&mut **tx, &[job]).await?;
    tx.job_changed(id, "job.created").await?;
    Ok(id)
}

/// Replaces an owned job's fields; false when the job is not this employer's.
pub async fn update(
    tx: &mut SearchTx<'_>,
    id: Uuid,
    employer: Uuid,
    j: &JobInput,
) -> sqlx::Result<bool> {
    let q = sqlx::query(
        "update jobs set title = $3, state = $4, location = $5, category = $6, type = $7, \
            work_mode = $8, description = $9, requirements = $10, salary_min = $11, \
            salary_max = $12, salary_frequency = $13, gender = $14, is_blue_collar = $15, \
            open_positions = $16, updated_at = now() \
         where id = $1 and employer_id = $2 and deleted_at is null",
    )
    .bind(id)
    .bind(employer);
    let n = bind_fields(q, j).execute(&mut **tx).await?.rows_affected();
    if n == 1 {
        tx.job_changed(id, "job.updated").await?;
    }
    Ok(n == 1)
}

/// Deletes an owned job: it closes for good and leaves search and the employer's lists, while
/// the applications and saves that point at it stay (each application with its snapshot of
/// the job). False when not owned or already deleted. `deleted_at` is the moment the row is
/// taken (`clock_timestamp`, after any application holding it has committed), so every
/// application made before the deletion is dated before it.
pub async fn delete(tx: &mut SearchTx<'_>, id: Uuid, employer: Uuid) -> sqlx::Result<bool> {
    let n = sqlx::query(
        "update jobs set deleted_at = clock_timestamp(), is_closed = true, updated_at = now() \
         where id = $1 and employer_id = $2 and deleted_at is null",
    )
    .bind(id)
    .bind(employer)
    .execute(&mut **tx)
    .await?
    .rows_affected();
    if n == 1 {
        tx.job_changed(id, "job.deleted").await?;
    }
    Ok(n == 1)
}

/// Flips an owned job between open and closed; the new `is_closed`, or None when not owned.
pub async fn toggle_close(
    tx: &mut SearchTx<'_>,
    id: Uuid,
    employer: Uuid,
) -> sqlx::Result<Option<bool>> {
    let closed: Option<bool> = sqlx::query_scalar(
        "update jobs set is_closed = not is_closed, updated_at = now() \
         where id = $1 and employer_id = $2 and deleted_at is null returning is_closed",
    )
    .bind(id)
    .bind(employer)
    .fetch_optional(&mut **tx)
    .await?;
    if closed.is_some() {
        tx.job_changed(id, "job.toggled").await?;
    }
    Ok(closed)
}

/// A job that has not been deleted.
pub async fn get(db: impl PgExecutor<'_>, id: Uuid) -> sqlx::Result<Option<JobRow>> {
    sqlx::query_as(concat!(
        kaamsetu_search::job_select!(),
        "where j.id = $1 and j.deleted_at is null"
    ))
    .bind(id)
    .fetch_optional(db)
    .await
}

/// Whether a job existed and was deleted by its employer (its page says it was removed).
pub async fn was_removed(db: impl PgExecutor<'_>, id: Uuid) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "select exists (select 1 from jobs where id = $1 and deleted_at is not null)",
    )
    .bind(id)
    .fetch_one(db)
    .await
}

/// An employer's searchable jobs (open and live), newest first.
pub async fn employer_open(
    db: impl PgExecutor<'_> + Copy,
    employer: Uuid,
    p: Paging,
) -> sqlx::Result<(Vec<JobRow>, i64)> {
    let total: i64 = sqlx::query_scalar(
        "select count(*) from jobs where employer_id = $1 and not is_closed and review = 'live'",
    )
    .bind(employer)
    .fetch_one(db)
    .await?;
    let rows = sqlx::query_as(concat!(
        kaamsetu_search::job_select!(),
        "where j.employer_id = $1 and not j.is_closed and j.review = 'live' \
         order by j.created_at desc, j.id limit $2 offset $3"
    ))
    .bind(employer)
    .bind(p.limit)
    .bind(p.offset())
    .fetch_all(db)
    .await?;
    Ok((rows, total))
}

/// Filters of the manage-jobs list.
pub struct OwnJobsFilter {
    pub search: Option<String>,
    /// None: all; Some(true): closed; Some(false): active.
    pub closed: Option<bool>,
    pub sort: OwnJobsSort,
    pub descending: bool,
}

/// Sort keys of the manage-jobs list.
#[derive(Clone, Copy)]
pub enum OwnJobsSort {
    Applicants,
    Title,
    Status,
    CreatedAt,
}

/// The employer's own jobs with search, status filter and sort.
pub async fn own_list(
    db: impl PgExecutor<'_> + Copy,
    employer: Uuid,
    f: &OwnJobsFilter,
    p: Paging,
) -> sqlx::Result<(Vec<JobRow>, i64)> {
    let pattern = f
        .search
        .as_deref()
        .map(|s| format!("%{}%", super::like_escape(s)));
    let filter = "j.employer_id = $1 and j.deleted_at is null and ($2::text is null or j.title ilike $2 \
        or coalesce(u.company_name, u.name) ilike $2) and ($3::bool is null or j.is_closed = $3)";
    let total: i64 = sqlx::query_scalar(AssertSqlSafe(format!(
        "select count(*) from jobs j join users u on u.id = j.employer_id where {filter}"
    )))
    .bind(employer)
    .bind(&pattern)
    .bind(f.closed)
    .fetch_one(db)
    .await?;
    // Only these fixed fragments reach the SQL text; values are bound.
    let key = match f.sort {
        OwnJobsSort::Applicants => "application_count",
        OwnJobsSort::Title => "lower(j.title)",
        OwnJobsSort::Status => "j.is_closed",
        OwnJobsSort::CreatedAt => "j.created_at",
    };
    let dir = if f.descending { "desc" } else { "asc" };
    let rows = sqlx::query_as(AssertSqlSafe(format!(
        "{} where {filter} order by {key} {dir}, j.created_at desc, j.id limit $4 offset $5",
        kaamsetu_search::job_select!()
    )))
    .bind(employer)
    .bind(&pattern)
    .bind(f.closed)
    .bind(p.limit)
    .bind(p.offset())
    .fetch_all(db)
    .await?;
    Ok((rows, total))
}

/// How many jobs are searchable (open and live).
pub async fn count_open(db: impl PgExecutor<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(*) from jobs where not is_closed and review = 'live'")
        .fetch_one(db)
        .await
}

/// One sitemap file's open jobs (id, title, last change), oldest first so files stay stable.
pub async fn sitemap_page(
    db: impl PgExecutor<'_>,
    offset: i64,
    limit: i64,
) -> sqlx::Result<Vec<(Uuid, String, chrono::DateTime<chrono::Utc>)>> {
    sqlx::query_as(
        "select id, title, updated_at from jobs where not is_closed and review = 'live' \
         order by created_at, id limit $1 offset $2",
    )
    .bind(limit)
    .bind(offset)
    .fetch_all(db)
    .await
}

/// Whether the employer's profile has what posting needs (name, description, logo).
pub async fn employer_profile_complete(
    db: impl PgExecutor<'_>,
    employer: Uuid,
) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "select nullif(trim(company_name), '') is not null \
            and nullif(trim(company_desc), '') is not null \
            and nullif(trim(company_logo), '') is not null \
         from users where id = $1",
    )
    .bind(employer)
    .fetch_one(db)
    .await
}

/// The viewer's saved flag and application status for several jobs at once.
pub async fn viewer_states(
    db: impl PgExecutor<'_>,
    jobs: &[Uuid],
    user: Uuid,
) -> sqlx::Result<std::collections::HashMap<Uuid, (bool, Option<ApplicationStatus>)>> {
    let rows: Vec<(Uuid, bool, Option<ApplicationStatus>)> = sqlx::query_as(
        "select j.id, exists (select 1 from saved_jobs s where s.job_id = j.id and s.user_id = $2), \
                (select a.status from applications a where a.job_id = j.id and a.applicant_id = $2) \
         from unnest($1::uuid[]) as j(id)",
    )
    .bind(jobs)
    .bind(user)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(|(id, s, a)| (id, (s, a))).collect())
}

/// Open jobs with the most applications and saves in the last 7 days.
pub async fn trending_ids(db: impl PgExecutor<'_>, n: i64) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar(
        "select j.id from jobs j \
         join (select job_id, count(*) as n from applications \
                 where created_at > now() - interval '7 days' group by job_id \
               union all \
               select job_id, count(*) from saved_jobs \
                 where created_at > now() - interval '7 days' group by job_id) hits \
           on hits.job_id = j.id \
         where not j.is_closed and j.review = 'live' group by j.id order by sum(hits.n) desc, max(j.created_at) desc limit $1",
    )
    .bind(n)
    .fetch_all(db)
    .await
}

/// Several jobs at once, deleted ones included (`is_removed`), in no particular order; missing
/// ids are skipped.
pub async fn get_many(db: impl PgExecutor<'_>, ids: &[Uuid]) -> sqlx::Result<Vec<JobRow>> {
    sqlx::query_as(concat!(
        kaamsetu_search::job_select!(),
        "where j.id = any($1)"
    ))
    .bind(ids)
    .fetch_all(db)
    .await
}

/// Cards for several jobs with the viewer's saved flags and application statuses, in two
/// queries whatever the number of jobs.
pub async fn job_views(
    db: impl PgExecutor<'_>,
    viewer: Option<Uuid>,
    rows: Vec<JobRow>,
) -> sqlx::Result<Vec<JobView>> {
    let ids: Vec<Uuid> = rows.iter().map(|r| r.id).collect();
    let mut marks = match viewer {
        Some(v) => viewer_states(db, &ids, v).await?,
        None => Default::default(),
    };
    Ok(rows
        .into_iter()
        .map(|r| {
            let (saved, status) = marks.remove(&r.id).unwrap_or((false, None));
            JobView::new(r, saved, status)
        })
        .collect())
}

//! Jobs. Every write that changes a job's public face also writes a `search_outbox` row in the
//! same transaction (architecture.md "Index consistency").

use sqlx::{AssertSqlSafe, PgExecutor};
use uuid::Uuid;

use crate::{job_input::JobInput, paging::Paging, store::outbox::SearchTx};

/// A job with its employer's public face and its application count: the same record the
/// search index stores, read straight from a row.
pub use kaamsetu_search::schema::JobRecord as JobRow;

/// Binds the job form's 14 fields, in the order of the column lists below.
fn bind_fields<'q>(
    q: sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>,
    j: &'q JobInput,
) -> sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments> {
    q.bind(&j.title)
        .bind(&j.state)
        .bind(&j.location)
        .bind(&j.category)
        .bind(&j.job_type)
        .bind(&j.work_mode)
        .bind(&j.description)
        .bind(&j.requirements)
        .bind(j.salary_min)
        .bind(j.salary_max)
        .bind(&j.salary_frequency)
        .bind(&j.gender)
        .bind(j.is_blue_collar)
        .bind(j.open_positions)
}

pub async fn insert(tx: &mut SearchTx<'_>, employer: Uuid, j: &JobInput) -> sqlx::Result<Uuid> {
    let id = Uuid::new_v4();
    let q = sqlx::query(
        "insert into jobs (id, employer_id, title, state, location, category, type, work_mode, \
            description, requirements, salary_min, salary_max, salary_frequency, gender, \
            is_blue_collar, open_positions) \
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)",
    )
    .bind(id)
    .bind(employer);
    bind_fields(q, j).execute(&mut **tx).await?;
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
         where id = $1 and employer_id = $2",
    )
    .bind(id)
    .bind(employer);
    let n = bind_fields(q, j).execute(&mut **tx).await?.rows_affected();
    if n == 1 {
        tx.job_changed(id, "job.updated").await?;
    }
    Ok(n == 1)
}

/// Deletes an owned job (its applications and saves go with it); false when not owned.
pub async fn delete(tx: &mut SearchTx<'_>, id: Uuid, employer: Uuid) -> sqlx::Result<bool> {
    let n = sqlx::query("delete from jobs where id = $1 and employer_id = $2")
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
         where id = $1 and employer_id = $2 returning is_closed",
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

pub async fn get(db: impl PgExecutor<'_>, id: Uuid) -> sqlx::Result<Option<JobRow>> {
    sqlx::query_as(concat!(kaamsetu_search::job_select!(), "where j.id = $1"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// An employer's open jobs, newest first.
pub async fn employer_open(
    db: impl PgExecutor<'_> + Copy,
    employer: Uuid,
    p: Paging,
) -> sqlx::Result<(Vec<JobRow>, i64)> {
    let total: i64 =
        sqlx::query_scalar("select count(*) from jobs where employer_id = $1 and not is_closed")
            .bind(employer)
            .fetch_one(db)
            .await?;
    let rows = sqlx::query_as(concat!(
        kaamsetu_search::job_select!(),
        "where j.employer_id = $1 and not j.is_closed \
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
    let pattern = f.search.as_deref().map(|s| format!("%{}%", like_escape(s)));
    let filter = "j.employer_id = $1 and ($2::text is null or j.title ilike $2 \
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

/// Escapes `%`, `_` and `\` for an ILIKE pattern.
pub fn like_escape(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

/// How many jobs are open.
pub async fn count_open(db: impl PgExecutor<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(*) from jobs where not is_closed")
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
        "select id, title, updated_at from jobs where not is_closed \
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
) -> sqlx::Result<std::collections::HashMap<Uuid, (bool, Option<String>)>> {
    let rows: Vec<(Uuid, bool, Option<String>)> = sqlx::query_as(
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
         where not j.is_closed group by j.id order by sum(hits.n) desc, max(j.created_at) desc limit $1",
    )
    .bind(n)
    .fetch_all(db)
    .await
}

/// Several jobs at once (in no particular order; missing ids are skipped).
pub async fn get_many(db: impl PgExecutor<'_>, ids: &[Uuid]) -> sqlx::Result<Vec<JobRow>> {
    sqlx::query_as(concat!(
        kaamsetu_search::job_select!(),
        "where j.id = any($1)"
    ))
    .bind(ids)
    .fetch_all(db)
    .await
}

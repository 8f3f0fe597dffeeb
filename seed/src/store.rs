//! All of `seed`'s SQL. Rows go in as arrays through `unnest`, thousands per statement; jobs
//! through the jobs table's one insert (`kaamsetu_search::schema::insert_jobs`).

use kaamsetu_search::{catalog::Role, schema::NewJob};
use sqlx::{PgConnection, PgExecutor};
use uuid::Uuid;

use super::generator::{Employer, Job, SeedFile, Seeker};

/// Whether any job exists (`--if-empty`).
pub async fn has_jobs(db: impl PgExecutor<'_>) -> sqlx::Result<bool> {
    sqlx::query_scalar("select exists (select 1 from jobs)")
        .fetch_one(db)
        .await
}

pub async fn count_jobs(db: impl PgExecutor<'_>) -> sqlx::Result<i64> {
    sqlx::query_scalar("select count(*) from jobs")
        .fetch_one(db)
        .await
}

/// Inserts employer accounts, skipping emails that already exist; returns the emails inserted.
pub async fn insert_employers(
    conn: &mut PgConnection,
    employers: &[Employer],
    password_hash: &str,
) -> sqlx::Result<Vec<String>> {
    let mut inserted = Vec::with_capacity(employers.len());
    for chunk in employers.chunks(5_000) {
        let col = |f: fn(&Employer) -> &str| chunk.iter().map(f).collect::<Vec<_>>();
        let ids: Vec<Uuid> = chunk.iter().map(|e| e.id).collect();
        let logos: Vec<Option<&str>> = chunk.iter().map(|e| e.company_logo.as_deref()).collect();
        let created: Vec<_> = chunk.iter().map(|e| e.created_at).collect();
        let rows: Vec<String> = sqlx::query_scalar(
            "insert into users (id, role, name, email, password_hash, is_email_verified, company, \
                company_name, company_desc, company_logo, company_location, industry, created_at, \
                updated_at, verified_domain, verified_at) \
             select t.id, 'employer', t.name, t.email, $9, true, t.company_name, t.company_name, \
                t.company_desc, t.company_logo, t.company_location, t.industry, t.created_at, \
                t.created_at, \
                case when abs(hashtext(t.email)) % 3 <> 0 then split_part(t.email, '@', 2) end, \
                case when abs(hashtext(t.email)) % 3 <> 0 then t.created_at end \
             from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], \
                $7::text[], $8::text[], $10::timestamptz[]) \
                as t(id, name, email, company_name, company_desc, company_logo, company_location, \
                industry, created_at) \
             on conflict do nothing \
             returning email",
        )
        .bind(&ids)
        .bind(col(|e| &e.name))
        .bind(col(|e| &e.email))
        .bind(col(|e| &e.company_name))
        .bind(col(|e| &e.company_desc))
        .bind(&logos)
        .bind(col(|e| &e.company_location))
        .bind(col(|e| e.industry))
        .bind(password_hash)
        .bind(&created)
        .fetch_all(&mut *conn)
        .await?;
        inserted.extend(rows);
    }
    Ok(inserted)
}

/// Ids and roles of the accounts with these emails.
pub async fn users_by_email(
    conn: &mut PgConnection,
    emails: &[&str],
) -> sqlx::Result<Vec<(String, Uuid, Role)>> {
    sqlx::query_as("select email, id, role from users where email = any($1::text[])")
        .bind(emails)
        .fetch_all(conn)
        .await
}

/// Inserts the demo job seeker unless the email exists; whether it was inserted.
pub async fn insert_seeker(
    conn: &mut PgConnection,
    s: &Seeker,
    password_hash: &str,
) -> sqlx::Result<bool> {
    let done = sqlx::query(
        "insert into users (id, role, name, email, password_hash, is_email_verified, location, \
            skills, status, years_of_experience, education_qualification, resume, created_at, \
            updated_at) \
         values ($1, 'jobseeker', $2, $3, $4, true, $5, $6, $7, $8, $9, $10, $11, $11) \
         on conflict do nothing",
    )
    .bind(s.id)
    .bind(&s.name)
    .bind(&s.email)
    .bind(password_hash)
    .bind(&s.location)
    .bind(&s.skills)
    .bind(s.status)
    .bind(s.years_of_experience)
    .bind(&s.education_qualification)
    .bind(&s.resume)
    .bind(s.created_at)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

pub async fn insert_upload(conn: &mut PgConnection, f: &SeedFile, owner: Uuid) -> sqlx::Result<()> {
    sqlx::query(
        "insert into uploads (filename, kind, content_type, size_bytes, owner_id, created_at) \
         values ($1, $2, $3, $4, $5, (select created_at from users where id = $5))",
    )
    .bind(&f.filename)
    .bind(f.kind)
    .bind(f.content_type)
    .bind(f.bytes.len() as i64)
    .bind(owner)
    .execute(conn)
    .await
    .map(|_| ())
}

/// Inserts jobs, `employer_ids[job.employer]` owning each; a job whose id already exists is
/// skipped, and the count inserted is returned so the caller can tell.
pub async fn insert_jobs(
    db: impl PgExecutor<'_>,
    jobs: &[Job],
    employer_ids: &[Uuid],
) -> sqlx::Result<u64> {
    let rows: Vec<NewJob> = jobs
        .iter()
        .map(|j| NewJob {
            id: j.id,
            employer_id: employer_ids[j.employer],
            title: &j.title,
            state: j.state,
            location: j.location,
            category: j.category,
            job_type: j.job_type,
            work_mode: j.work_mode,
            description: &j.description,
            requirements: &j.requirements,
            salary_min: j.salary_min,
            salary_max: j.salary_max,
            salary_frequency: j.salary_frequency,
            gender: j.gender,
            is_blue_collar: j.is_blue_collar,
            open_positions: j.open_positions,
            is_closed: j.is_closed,
            created_at: Some(j.created_at),
            updated_at: Some(j.updated_at),
        })
        .collect();
    kaamsetu_search::schema::insert_jobs(db, &rows).await
}

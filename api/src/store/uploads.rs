//! Upload metadata.

use sqlx::{PgExecutor, prelude::FromRow};
use uuid::Uuid;

/// An `uploads` row.
#[derive(Debug, FromRow)]
pub struct UploadRow {
    pub filename: String,
    pub kind: String,
    pub content_type: String,
    pub owner_id: Option<Uuid>,
}

pub async fn insert(
    db: impl PgExecutor<'_>,
    filename: &str,
    kind: &str,
    content_type: &str,
    size: i64,
    owner: Option<Uuid>,
    ip: &str,
) -> sqlx::Result<()> {
    sqlx::query(
        "insert into uploads (filename, kind, content_type, size_bytes, owner_id, uploader_ip) \
         values ($1, $2, $3, $4, $5, $6)",
    )
    .bind(filename)
    .bind(kind)
    .bind(content_type)
    .bind(size)
    .bind(owner)
    .bind(ip)
    .execute(db)
    .await
    .map(|_| ())
}

pub async fn get(db: impl PgExecutor<'_>, filename: &str) -> sqlx::Result<Option<UploadRow>> {
    sqlx::query_as("select filename, kind, content_type, owner_id from uploads where filename = $1")
        .bind(filename)
        .fetch_optional(db)
        .await
}

/// Gives an anonymous upload (an image sent during sign-up) to the new account.
pub async fn claim(db: impl PgExecutor<'_>, filename: &str, owner: Uuid) -> sqlx::Result<()> {
    sqlx::query("update uploads set owner_id = $2 where filename = $1 and owner_id is null")
        .bind(filename)
        .bind(owner)
        .execute(db)
        .await
        .map(|_| ())
}

/// Whether `viewer` may read a document: its owner, or an employer it was sent to.
pub async fn document_readable_by(
    db: impl PgExecutor<'_>,
    filename: &str,
    viewer: Uuid,
) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "select exists (select 1 from uploads where filename = $1 and owner_id = $2) \
             or exists (select 1 from applications a join jobs j on j.id = a.job_id \
                        where a.resume = $1 and j.employer_id = $2)",
    )
    .bind(filename)
    .bind(viewer)
    .fetch_one(db)
    .await
}

/// Whether any application still holds this file (then it must be kept).
pub async fn referenced_by_application(
    db: impl PgExecutor<'_>,
    filename: &str,
) -> sqlx::Result<bool> {
    sqlx::query_scalar("select exists (select 1 from applications where resume = $1)")
        .bind(filename)
        .fetch_one(db)
        .await
}

/// Deletes the row of a file a profile no longer refers to, unless an application still holds
/// it; returns the name when it went (the caller removes the file after commit).
pub async fn release(db: impl PgExecutor<'_>, filename: &str) -> sqlx::Result<Option<String>> {
    sqlx::query_scalar(
        "delete from uploads u where u.filename = $1 \
           and not exists (select 1 from applications a where a.resume = u.filename) \
         returning u.filename",
    )
    .bind(filename)
    .fetch_optional(db)
    .await
}

pub async fn delete(db: impl PgExecutor<'_>, filename: &str) -> sqlx::Result<()> {
    sqlx::query("delete from uploads where filename = $1")
        .bind(filename)
        .execute(db)
        .await
        .map(|_| ())
}

/// Whether `filename` is an upload of `kind` owned by `owner`.
pub async fn owned(
    db: impl PgExecutor<'_>,
    filename: &str,
    kind: &str,
    owner: Uuid,
) -> sqlx::Result<bool> {
    sqlx::query_scalar(
        "select exists (select 1 from uploads where filename = $1 and kind = $2 and owner_id = $3)",
    )
    .bind(filename)
    .bind(kind)
    .bind(owner)
    .fetch_one(db)
    .await
}

/// Bytes of the files a user owns.
pub async fn bytes_owned(db: impl PgExecutor<'_>, owner: Uuid) -> sqlx::Result<i64> {
    sqlx::query_scalar(
        "select coalesce(sum(size_bytes), 0)::bigint from uploads where owner_id = $1",
    )
    .bind(owner)
    .fetch_one(db)
    .await
}

/// Deletes the rows of uploads older than `hours` that nothing refers to (no profile, no
/// application, no waiting sign-up) and returns their file names, for the caller to remove.
pub async fn delete_orphans(db: impl PgExecutor<'_>, hours: i32) -> sqlx::Result<Vec<String>> {
    sqlx::query_scalar(
        "delete from uploads u \
         where u.created_at < now() - make_interval(hours => $1) \
           and not exists (select 1 from users where u.filename in (avatar, company_logo, resume)) \
           and not exists (select 1 from applications a where a.resume = u.filename) \
           and not exists (select 1 from pending_registrations p \
                           where u.filename in (p.avatar, p.company_logo)) \
         returning u.filename",
    )
    .bind(hours)
    .fetch_all(db)
    .await
}

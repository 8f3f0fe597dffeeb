//! Job alerts: the saved searches, their matches (written by the indexer's matcher) and the
//! record of the mails sent for them.

use chrono::{DateTime, Utc};
use kaamsetu_search::{
    alerts::AlertSearch,
    catalog::{AlertFrequency, Language},
};
use sqlx::{PgConnection, PgExecutor, types::Json};
use uuid::Uuid;

use crate::store::jobs::JobRow;

/// The columns of an [`AlertRow`] (`a` is the alert): `newMatches` counts the matches not yet
/// mailed whose jobs are still open.
macro_rules! alert_select {
    () => {
        "select a.id, a.name, a.frequency, a.search, a.active, a.created_at, a.updated_at, \
            a.last_sent_at, \
            (select count(*) from alert_matches m join jobs j on j.id = m.job_id \
              where m.alert_id = a.id and m.mailed_at is null and not j.is_closed \
                and j.deleted_at is null and j.review = 'live') as new_matches \
         from alerts a "
    };
}

/// An alert as its owner sees it.
#[derive(Debug, sqlx::FromRow)]
pub struct AlertRow {
    pub id: Uuid,
    pub name: String,
    pub frequency: AlertFrequency,
    pub search: Json<AlertSearch>,
    pub active: bool,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub last_sent_at: Option<DateTime<Utc>>,
    pub new_matches: i64,
}

/// An account's alerts, newest first.
pub async fn list(db: impl PgExecutor<'_>, user: Uuid) -> sqlx::Result<Vec<AlertRow>> {
    sqlx::query_as(concat!(
        alert_select!(),
        "where a.user_id = $1 order by a.created_at desc, a.id desc"
    ))
    .bind(user)
    .fetch_all(db)
    .await
}

/// One of an account's alerts; `None` when it is not this account's.
pub async fn get(db: impl PgExecutor<'_>, id: Uuid, user: Uuid) -> sqlx::Result<Option<AlertRow>> {
    sqlx::query_as(concat!(
        alert_select!(),
        "where a.id = $1 and a.user_id = $2"
    ))
    .bind(id)
    .bind(user)
    .fetch_optional(db)
    .await
}

/// Serialises alert creation for one owner (an account, or a guest's address) for the rest
/// of the transaction, so requests sent at once cannot pass the limit together.
async fn lock_owner(conn: &mut PgConnection, owner: &str) -> sqlx::Result<()> {
    sqlx::query("select pg_advisory_xact_lock(hashtextextended('alerts:' || $1, 0))")
        .bind(owner)
        .execute(conn)
        .await
        .map(|_| ())
}

/// Locks an account's alerts (see [`lock_owner`]) and counts them.
pub async fn lock_and_count_for_user(conn: &mut PgConnection, user: Uuid) -> sqlx::Result<i64> {
    lock_owner(conn, &user.to_string()).await?;
    sqlx::query_scalar("select count(*) from alerts where user_id = $1")
        .bind(user)
        .fetch_one(conn)
        .await
}

/// Locks a guest address's alerts and counts those that still count: not unsubscribed, and
/// confirmed or waiting for their confirmation for less than `confirm_days`.
pub async fn lock_and_count_for_guest(
    conn: &mut PgConnection,
    email: &str,
    confirm_days: i32,
) -> sqlx::Result<i64> {
    lock_owner(conn, &format!("guest:{email}")).await?;
    sqlx::query_scalar(
        "select count(*) from alerts where user_id is null and lower(email) = $1 \
         and unsubscribed_at is null \
         and (confirmed_at is not null or created_at > now() - make_interval(days => $2))",
    )
    .bind(email)
    .bind(confirm_days)
    .fetch_one(conn)
    .await
}

/// A new alert.
pub struct NewAlert<'a> {
    pub id: Uuid,
    /// `None` for a guest.
    pub user_id: Option<Uuid>,
    pub email: &'a str,
    pub name: &'a str,
    pub frequency: AlertFrequency,
    pub search: &'a AlertSearch,
    /// An account's alert is confirmed at once; a guest's waits for its link.
    pub confirmed: bool,
    pub confirm_token_hash: Option<&'a [u8]>,
    /// A guest's alert mails in this language (an account's in the account's).
    pub language: Language,
}

pub async fn insert(db: impl PgExecutor<'_>, a: &NewAlert<'_>) -> sqlx::Result<()> {
    sqlx::query(
        "insert into alerts (id, user_id, email, name, frequency, search, confirmed_at, \
            confirm_token_hash, language) \
         values ($1, $2, $3, $4, $5, $6, case when $7 then now() end, $8, $9)",
    )
    .bind(a.id)
    .bind(a.user_id)
    .bind(a.email)
    .bind(a.name)
    .bind(a.frequency)
    .bind(Json(a.search))
    .bind(a.confirmed)
    .bind(a.confirm_token_hash)
    .bind(a.language)
    .execute(db)
    .await
    .map(|_| ())
}

/// What an edit changes (`None`: kept).
#[derive(Default)]
pub struct AlertChange {
    pub name: Option<String>,
    pub frequency: Option<AlertFrequency>,
    pub search: Option<AlertSearch>,
    /// `true` also undoes an unsubscribe (its owner, signed in, asked for the mails again).
    pub active: Option<bool>,
}

/// Edits an account's alert; false when it is not this account's. A changed search drops the
/// matches of the old search not yet mailed (they are not what the alert asks for now).
pub async fn update(
    conn: &mut PgConnection,
    id: Uuid,
    user: Uuid,
    c: &AlertChange,
) -> sqlx::Result<bool> {
    let old: Option<Json<AlertSearch>> = sqlx::query_scalar(
        "select search from alerts where id = $1 and user_id = $2 for no key update",
    )
    .bind(id)
    .bind(user)
    .fetch_optional(&mut *conn)
    .await?;
    let Some(Json(old)) = old else {
        return Ok(false);
    };
    sqlx::query(
        "update alerts set name = coalesce($2, name), frequency = coalesce($3, frequency), \
            search = coalesce($4, search), active = coalesce($5, active), \
            unsubscribed_at = case when $5 then null else unsubscribed_at end, \
            updated_at = now() \
         where id = $1",
    )
    .bind(id)
    .bind(c.name.as_deref())
    .bind(c.frequency)
    .bind(c.search.as_ref().map(Json))
    .bind(c.active)
    .execute(&mut *conn)
    .await?;
    if c.search.as_ref().is_some_and(|s| *s != old) {
        sqlx::query("delete from alert_matches where alert_id = $1 and mailed_at is null")
            .bind(id)
            .execute(&mut *conn)
            .await?;
    }
    Ok(true)
}

/// Deletes an account's alert (its matches go with it); false when it is not this account's.
pub async fn delete(db: impl PgExecutor<'_>, id: Uuid, user: Uuid) -> sqlx::Result<bool> {
    sqlx::query("delete from alerts where id = $1 and user_id = $2")
        .bind(id)
        .bind(user)
        .execute(db)
        .await
        .map(|r| r.rows_affected() == 1)
}

/// A guest's alert waiting for (or past) its confirmation.
#[derive(sqlx::FromRow)]
pub struct Confirmation {
    pub confirm_token_hash: Option<Vec<u8>>,
    pub confirmed: bool,
    /// Days since it was made.
    pub age_days: f64,
}

/// The confirmation state of a guest's alert.
pub async fn confirmation(db: impl PgExecutor<'_>, id: Uuid) -> sqlx::Result<Option<Confirmation>> {
    sqlx::query_as(
        "select confirm_token_hash, confirmed_at is not null as confirmed, \
            extract(epoch from now() - created_at)::float8 / 86400 as age_days \
         from alerts where id = $1 and user_id is null",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}

/// Confirms a guest's alert (a second time changes nothing).
pub async fn confirm(db: impl PgExecutor<'_>, id: Uuid) -> sqlx::Result<()> {
    sqlx::query(
        "update alerts set confirmed_at = coalesce(confirmed_at, now()) \
         where id = $1 and user_id is null",
    )
    .bind(id)
    .execute(db)
    .await
    .map(|_| ())
}

/// Stops an alert's mail (its one-click unsubscribe): paused, and marked unsubscribed. False
/// when there is no such alert (deleted since: nothing to stop).
pub async fn unsubscribe(db: impl PgExecutor<'_>, id: Uuid) -> sqlx::Result<bool> {
    sqlx::query(
        "update alerts set unsubscribed_at = coalesce(unsubscribed_at, now()), active = false, \
            updated_at = now() \
         where id = $1",
    )
    .bind(id)
    .execute(db)
    .await
    .map(|r| r.rows_affected() == 1)
}

/// Deletes guests' alerts never confirmed within `confirm_days`.
pub async fn purge_unconfirmed(db: impl PgExecutor<'_>, confirm_days: i32) -> sqlx::Result<u64> {
    sqlx::query(
        "delete from alerts where user_id is null and confirmed_at is null \
         and created_at < now() - make_interval(days => $1)",
    )
    .bind(confirm_days)
    .execute(db)
    .await
    .map(|r| r.rows_affected())
}

/// Deletes the alert mail tasks (apalis, schema `apalis`) that are done or given up on.
pub async fn purge_tasks(db: impl PgExecutor<'_>, queue: &str) -> sqlx::Result<u64> {
    sqlx::query(
        "delete from apalis.jobs where job_type = $1 \
         and (status in ('Done', 'Killed') or (status = 'Failed' and attempts >= max_attempts)) \
         and done_at < now() - interval '1 day'",
    )
    .bind(queue)
    .execute(db)
    .await
    .map(|r| r.rows_affected())
}

/// An alert as its mail needs it, locked for the mail's transaction.
#[derive(Debug, sqlx::FromRow)]
pub struct MailAlert {
    pub id: Uuid,
    pub is_guest: bool,
    /// An account's current address, or the guest's.
    pub email: String,
    pub name: String,
    pub frequency: AlertFrequency,
    pub search: Json<AlertSearch>,
    pub active: bool,
    pub confirmed: bool,
    pub unsubscribed: bool,
    /// The language its mails are written in: the account's, or the guest's at creation.
    pub language: Language,
}

/// Locks an alert for its mail: edits and the matcher's `instant_pending` wait for the mail's
/// transaction, the matcher's new matches do not (`no key update`).
pub async fn lock_for_mail(conn: &mut PgConnection, id: Uuid) -> sqlx::Result<Option<MailAlert>> {
    sqlx::query_as(
        "select a.id, a.user_id is null as is_guest, coalesce(u.email, a.email) as email, \
            a.name, a.frequency, a.search, a.active, a.confirmed_at is not null as confirmed, \
            a.unsubscribed_at is not null as unsubscribed, \
            coalesce(u.language, a.language) as language \
         from alerts a left join users u on u.id = a.user_id \
         where a.id = $1 for no key update of a",
    )
    .bind(id)
    .fetch_optional(conn)
    .await
}

/// The alert's matches not yet mailed whose jobs are still open (neither closed nor
/// deleted), newest job first.
pub async fn unmailed_open_jobs(conn: &mut PgConnection, alert: Uuid) -> sqlx::Result<Vec<Uuid>> {
    sqlx::query_scalar(
        "select m.job_id from alert_matches m join jobs j on j.id = m.job_id \
         where m.alert_id = $1 and m.mailed_at is null and not j.is_closed \
           and j.deleted_at is null and j.review = 'live' \
         order by j.created_at desc, j.id",
    )
    .bind(alert)
    .fetch_all(conn)
    .await
}

/// Jobs by id, in the order of `ids`.
pub async fn jobs_in_order(conn: &mut PgConnection, ids: &[Uuid]) -> sqlx::Result<Vec<JobRow>> {
    let mut rows: Vec<JobRow> = sqlx::query_as(concat!(
        kaamsetu_search::job_select!(),
        "where j.id = any($1)"
    ))
    .bind(ids)
    .fetch_all(conn)
    .await?;
    rows.sort_by_key(|r| ids.iter().position(|id| *id == r.id));
    Ok(rows)
}

/// Marks exactly these matches mailed.
pub async fn mark_mailed(conn: &mut PgConnection, alert: Uuid, jobs: &[Uuid]) -> sqlx::Result<()> {
    sqlx::query(
        "update alert_matches set mailed_at = now() \
         where alert_id = $1 and job_id = any($2) and mailed_at is null",
    )
    .bind(alert)
    .bind(jobs)
    .execute(conn)
    .await
    .map(|_| ())
}

/// After a mail: its time, and no instant mail owed any more.
pub async fn mark_sent(conn: &mut PgConnection, alert: Uuid) -> sqlx::Result<()> {
    sqlx::query("update alerts set last_sent_at = now(), instant_pending = false where id = $1")
        .bind(alert)
        .execute(conn)
        .await
        .map(|_| ())
}

/// No instant mail owed (nothing to send, or the alert may not be mailed).
pub async fn clear_pending(conn: &mut PgConnection, alert: Uuid) -> sqlx::Result<()> {
    sqlx::query("update alerts set instant_pending = false where id = $1 and instant_pending")
        .bind(alert)
        .execute(conn)
        .await
        .map(|_| ())
}

/// What kind of mail `alert_mails` records.
#[derive(Clone, Copy, Debug)]
pub enum MailRecord {
    Instant,
    Digest,
    Confirm,
}

impl MailRecord {
    fn as_str(self) -> &'static str {
        match self {
            Self::Instant => "instant",
            Self::Digest => "digest",
            Self::Confirm => "confirm",
        }
    }
}

/// Records a mail sent (or given up on) for an alert, with the number of jobs it listed.
pub async fn record_mail(
    db: impl PgExecutor<'_>,
    alert: Uuid,
    kind: MailRecord,
    jobs: i32,
    sent: bool,
) -> sqlx::Result<()> {
    sqlx::query("insert into alert_mails (alert_id, kind, jobs, outcome) values ($1, $2, $3, $4)")
        .bind(alert)
        .bind(kind.as_str())
        .bind(jobs)
        .bind(if sent { "sent" } else { "failed" })
        .execute(db)
        .await
        .map(|_| ())
}
